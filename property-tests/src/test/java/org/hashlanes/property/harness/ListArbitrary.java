package org.hashlanes.property.harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Lists of an element arbitrary, with a size arbitrary of their own (shaped like jqwik's {@code ListArbitrary}). */
public final class ListArbitrary<T> implements Arbitrary<List<T>> {
    private final Arbitrary<T> element;
    private final Arbitrary<Integer> size;
    private final int minSize;

    ListArbitrary(Arbitrary<T> element, Arbitrary<Integer> size) {
        this(element, size, 0);
    }

    private ListArbitrary(Arbitrary<T> element, Arbitrary<Integer> size, int minSize) {
        this.element = element;
        this.size = size;
        this.minSize = minSize;
    }

    /** Sizes uniform in [min, max]. */
    public ListArbitrary<T> ofSize(int min, int max) {
        return new ListArbitrary<>(element, Arbitraries.integers(min, max), min);
    }

    /** Sizes drawn from {@code sizes}; shrinking never goes below {@code min}. */
    public ListArbitrary<T> ofSize(Arbitrary<Integer> sizes, int min) {
        return new ListArbitrary<>(element, sizes, min);
    }

    @Override
    public Shrinkable<List<T>> generate(Random random) {
        int n = Math.max(minSize, size.generate(random).value());
        List<Shrinkable<T>> elements = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            elements.add(element.generate(random));
        }
        return Shrinkables.list(elements, minSize);
    }
}
