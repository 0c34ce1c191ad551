package org.hashlanes.property.harness;

import java.util.Random;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A generator of shrinkable values (shaped like jqwik's {@code Arbitrary}, so that properties
 * written against it could move to another engine with few changes). Implementations draw
 * everything from the given {@link Random}, so that a seed replays a whole run.
 */
@FunctionalInterface
public interface Arbitrary<T> {
    /** One value and the way to shrink it. */
    Shrinkable<T> generate(Random random);

    /** Values of this arbitrary mapped through {@code f}; they shrink as the source values do. */
    default <U> Arbitrary<U> map(Function<? super T, ? extends U> f) {
        return random -> generate(random).map(f);
    }

    /**
     * Only values that satisfy {@code keep} (generated again until one does, at most 10,000
     * times); shrink candidates that do not satisfy it are dropped.
     */
    default Arbitrary<T> filter(Predicate<? super T> keep) {
        Arbitrary<T> self = this;
        return random -> {
            for (int i = 0; i < 10_000; i++) {
                Shrinkable<T> s = self.generate(random);
                if (keep.test(s.value())) {
                    return Shrinkables.filtered(s, keep);
                }
            }
            throw new IllegalStateException("filter rejected 10,000 values in a row");
        };
    }

    /** Lists of values of this arbitrary; sizes 0..20 unless set on the result. */
    default ListArbitrary<T> list() {
        return new ListArbitrary<>(this, Arbitraries.integers(0, 20));
    }
}
