package org.hashlanes.property.harness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/** Factories for the basic arbitraries (named as jqwik's {@code Arbitraries}). */
public final class Arbitraries {
    private Arbitraries() {}

    /** Ints uniform in [min, max], shrinking toward the value nearest 0 in that range. */
    public static Arbitrary<Integer> integers(int min, int max) {
        if (min > max) {
            throw new IllegalArgumentException("min " + min + " > max " + max);
        }
        int target = min > 0 ? min : (max < 0 ? max : 0);
        return random -> Shrinkables.integer(min + (int) (random.nextDouble() * ((long) max - min + 1)), target);
    }

    /**
     * Ints that are one of {@code edges} with probability {@code edgeShare}, else uniform in
     * [min, max]; either way they shrink toward the value nearest 0 in the range.
     */
    public static Arbitrary<Integer> integers(int min, int max, double edgeShare, int... edges) {
        int target = min > 0 ? min : (max < 0 ? max : 0);
        Arbitrary<Integer> uniform = integers(min, max);
        for (int e : edges) {
            if (e < min || e > max) {
                throw new IllegalArgumentException("edge " + e + " outside [" + min + ", " + max + "]");
            }
        }
        return random -> random.nextDouble() < edgeShare && edges.length > 0
                ? Shrinkables.integer(edges[random.nextInt(edges.length)], target)
                : uniform.generate(random);
    }

    /**
     * Ints from {@code source} that shrink as plain ints toward {@code target}, whatever
     * structure generated them (so that, say, {@code 64 * k + d} can shrink below 64).
     */
    public static Arbitrary<Integer> shrinkingToward(Arbitrary<Integer> source, int target) {
        return random -> Shrinkables.integer(source.generate(random).value(), target);
    }

    /** Any long, shrinking toward 0: for seeds. */
    public static Arbitrary<Long> longs() {
        return random -> Shrinkables.longValue(random.nextLong());
    }

    /** True with probability {@code p}; shrinks to false. */
    public static Arbitrary<Boolean> booleans(double p) {
        return random -> {
            boolean v = random.nextDouble() < p;
            return v ? Shrinkables.integer(1, 0).map(i -> i == 1) : Shrinkable.unshrinkable(false);
        };
    }

    /** One of {@code values}, uniformly; shrinks toward the first. */
    @SafeVarargs
    public static <T> Arbitrary<T> of(T... values) {
        List<T> list = List.copyOf(Arrays.asList(values));
        return random -> Shrinkables.integer(random.nextInt(list.size()), 0).map(list::get);
    }

    /** Always {@code value}. */
    public static <T> Arbitrary<T> just(T value) {
        return random -> Shrinkable.unshrinkable(value);
    }

    /** A weighted choice between arbitraries (jqwik's {@code frequencyOf}); the chosen one's value shrinks as it does. */
    @SafeVarargs
    public static <T> Arbitrary<T> frequencyOf(Weighted<? extends T>... choices) {
        List<Weighted<? extends T>> list = new ArrayList<>(Arrays.asList(choices));
        int total = list.stream().mapToInt(Weighted::weight).sum();
        return random -> {
            int r = random.nextInt(total);
            for (Weighted<? extends T> w : list) {
                r -= w.weight();
                if (r < 0) {
                    return widen(w.arbitrary().generate(random));
                }
            }
            throw new AssertionError();
        };
    }

    /** A weight for {@link #frequencyOf}. */
    public static <T> Weighted<T> weighted(int weight, Arbitrary<T> arbitrary) {
        return new Weighted<>(weight, arbitrary);
    }

    /** An arbitrary with its weight. */
    public static final class Weighted<T> {
        private final int weight;
        private final Arbitrary<T> arbitrary;

        Weighted(int weight, Arbitrary<T> arbitrary) {
            if (weight <= 0) {
                throw new IllegalArgumentException("weight must be positive: " + weight);
            }
            this.weight = weight;
            this.arbitrary = arbitrary;
        }

        int weight() {
            return weight;
        }

        Arbitrary<T> arbitrary() {
            return arbitrary;
        }
    }

    /** A random source for callers that need one outside an arbitrary (for example to build a case). */
    public static Random random(long seed) {
        return new Random(seed);
    }

    @SuppressWarnings("unchecked")
    private static <T> Shrinkable<T> widen(Shrinkable<? extends T> s) {
        return (Shrinkable<T>) s; // Shrinkable is read-only in T
    }
}
