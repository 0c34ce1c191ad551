package org.hashlanes.property.harness;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A generated parameter of a {@link Property}; the value names the {@link Provide} method of the arbitrary. */
@Target(ElementType.PARAMETER)
@Retention(RetentionPolicy.RUNTIME)
public @interface ForAll {
    /** Name of a no-argument method of the test class, annotated {@link Provide}, returning an {@link Arbitrary}. */
    String value();
}
