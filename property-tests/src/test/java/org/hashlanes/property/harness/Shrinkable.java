package org.hashlanes.property.harness;

import java.util.function.Function;
import java.util.stream.Stream;

/**
 * A generated value together with the simpler values it may shrink to (as jqwik's
 * {@code Shrinkable}). Shrink candidates come simplest first and lazily: the runner takes the
 * first one that still falsifies the property and asks it for its own candidates.
 */
public interface Shrinkable<T> {
    /** The value. */
    T value();

    /** Simpler candidates, simplest first; empty when the value is as simple as it gets. */
    Stream<Shrinkable<T>> shrink();

    /** This value seen through {@code f}; shrinking happens on the source value. */
    default <U> Shrinkable<U> map(Function<? super T, ? extends U> f) {
        Shrinkable<T> self = this;
        U mapped = f.apply(self.value());
        return new Shrinkable<U>() {
            @Override
            public U value() {
                return mapped;
            }

            @Override
            public Stream<Shrinkable<U>> shrink() {
                return self.shrink().map(s -> s.map(f));
            }

            @Override
            public String toString() {
                return String.valueOf(mapped);
            }
        };
    }

    /** A value that does not shrink. */
    static <T> Shrinkable<T> unshrinkable(T value) {
        return new Shrinkable<T>() {
            @Override
            public T value() {
                return value;
            }

            @Override
            public Stream<Shrinkable<T>> shrink() {
                return Stream.empty();
            }

            @Override
            public String toString() {
                return String.valueOf(value);
            }
        };
    }
}
