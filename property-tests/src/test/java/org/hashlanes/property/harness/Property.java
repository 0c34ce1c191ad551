package org.hashlanes.property.harness;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a property (as jqwik's {@code @Property}): a JUnit test whose {@link ForAll} parameters
 * are generated {@link #tries()} times, with the failing case shrunk and reported with its seed.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Test
@ExtendWith(PropertyExtension.class)
public @interface Property {
    /** Tries; 0 means the system property {@code hashlanes.property.tries}, else 200. The system property wins. */
    int tries() default 0;
}
