package org.hashlanes.internal.vector;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import jdk.incubator.vector.VectorSpecies;

/**
 * Makes one {@link LaneKernel} per (template, vector species) by defining the bytes of a kernel
 * template ({@link LaneKernelTemplate} for SHA-1) as a hidden class with the species as class
 * data (see there why).
 */
final class LaneKernels {
    private static final Map<String, LaneKernel> BY_TEMPLATE_AND_LANES = new ConcurrentHashMap<>();

    private LaneKernels() {}

    /**
     * The kernel of {@code template} (the simple name of a template class in this package) for
     * {@code species}, made on first request and shared afterwards.
     */
    static LaneKernel forSpecies(String template, VectorSpecies<Integer> species) {
        return BY_TEMPLATE_AND_LANES.computeIfAbsent(template + "/" + species.length(),
                key -> define(template, species));
    }

    private static LaneKernel define(String template, VectorSpecies<Integer> species) {
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup()
                    .defineHiddenClassWithClassData(templateBytes(template), species, true);
            return (LaneKernel) hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class))
                    .invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot define the lane kernel " + template + " for " + species, e);
        }
    }

    private static byte[] templateBytes(String template) {
        // Read as a resource: loading the template by name would run nothing (its initializer
        // needs class data), but there is no reason to load it at all.
        try (InputStream in = LaneKernels.class.getResourceAsStream(template + ".class")) {
            if (in == null) {
                throw new IllegalStateException(template + ".class is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
