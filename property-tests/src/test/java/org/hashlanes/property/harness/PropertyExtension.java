package org.hashlanes.property.harness;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/**
 * Runs a {@link Property} method: JUnit resolves its {@link ForAll} parameters to placeholders
 * and calls in; this extension skips that call and instead runs the method through
 * {@link PropertyRunner} with generated arguments.
 */
public final class PropertyExtension implements ParameterResolver, InvocationInterceptor {
    @Override
    public boolean supportsParameter(ParameterContext p, ExtensionContext e) {
        return p.isAnnotated(ForAll.class);
    }

    @Override
    public Object resolveParameter(ParameterContext p, ExtensionContext e) {
        // A placeholder: the real values come from interceptTestMethod. JUnit refuses null for primitives.
        Class<?> t = p.getParameter().getType();
        if (!t.isPrimitive()) {
            return null;
        }
        return t == boolean.class ? Boolean.FALSE : t == char.class ? Character.valueOf('\0')
                : t == long.class ? Long.valueOf(0) : t == double.class ? Double.valueOf(0)
                : t == float.class ? Float.valueOf(0) : t == byte.class ? Byte.valueOf((byte) 0)
                : t == short.class ? Short.valueOf((short) 0) : (Object) Integer.valueOf(0);
    }

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> context,
            ExtensionContext extension) throws Throwable {
        invocation.skip();
        Method method = context.getExecutable();
        Object target = context.getTarget().orElseThrow(() -> new IllegalStateException("static property"));
        List<Arbitrary<?>> arbitraries = new ArrayList<>();
        for (Parameter p : method.getParameters()) {
            ForAll forAll = p.getAnnotation(ForAll.class);
            if (forAll == null) {
                throw new IllegalStateException(method + ": every parameter of a @Property needs @ForAll");
            }
            arbitraries.add(provide(target, forAll.value()));
        }
        Property property = method.getAnnotation(Property.class);
        int tries = PropertyRunner.tries(property.tries());
        long seed = PropertyRunner.seed();
        String name = method.getDeclaringClass().getSimpleName() + "." + method.getName();
        method.setAccessible(true);
        long t0 = System.nanoTime();
        PropertyRunner.Result r = PropertyRunner.run(name, arbitraries, tries, seed, args -> {
            try {
                method.invoke(target, args.toArray());
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
        extension.publishReportEntry("property", r.passed() ? "passed " + r.triesRun + " tries, seed " + seed
                : "falsified, seed " + seed);
        if (!r.passed()) {
            System.out.println(r.report());
            throw new AssertionError(r.report(), r.failure);
        }
        System.out.printf("property %s: %d tries passed in %.1f s (seed %d)%n", name, r.triesRun,
                (System.nanoTime() - t0) / 1e9, seed);
    }

    private static Arbitrary<?> provide(Object target, String name) throws Exception {
        for (Class<?> c = target.getClass(); c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.getParameterCount() == 0 && m.isAnnotationPresent(Provide.class)) {
                    m.setAccessible(true);
                    return (Arbitrary<?>) m.invoke(target);
                }
            }
        }
        throw new IllegalStateException("no @Provide method " + name + "() in " + target.getClass());
    }
}
