package org.hashlanes.property.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/** The shrinking strategies behind the arbitraries. */
public final class Shrinkables {
    private Shrinkables() {}

    /**
     * An int that shrinks toward {@code target} (inside [min, max]): first the target itself,
     * then values halving the distance, then one step closer, so that greedy shrinking of a
     * monotone property lands exactly on its boundary.
     */
    public static Shrinkable<Integer> integer(int value, int target) {
        return new Shrinkable<Integer>() {
            @Override
            public Integer value() {
                return value;
            }

            @Override
            public Stream<Shrinkable<Integer>> shrink() {
                if (value == target) {
                    return Stream.empty();
                }
                long distance = (long) value - target;
                // target, value - d/2, value - d/4, ..., value - sign(d)
                Stream<Long> steps = Stream.iterate(distance, d -> d != 0, d -> d / 2).map(d -> (long) value - d);
                return steps.distinct().map(v -> integer((int) (long) v, target));
            }

            @Override
            public String toString() {
                return Integer.toString(value);
            }
        };
    }

    /** A long that shrinks toward 0, the same way as {@link #integer}. */
    public static Shrinkable<Long> longValue(long value) {
        return new Shrinkable<Long>() {
            @Override
            public Long value() {
                return value;
            }

            @Override
            public Stream<Shrinkable<Long>> shrink() {
                if (value == 0) {
                    return Stream.empty();
                }
                return Stream.iterate(value, d -> d != 0, d -> d / 2).map(d -> value - d).distinct()
                        .map(Shrinkables::longValue);
            }

            @Override
            public String toString() {
                return Long.toString(value);
            }
        };
    }

    /**
     * A list that shrinks by dropping elements (all but the minimum, then halves, then single
     * elements) and then by shrinking one element at a time; never below {@code minSize}.
     */
    public static <T> Shrinkable<List<T>> list(List<Shrinkable<T>> elements, int minSize) {
        List<T> value = Collections.unmodifiableList(values(elements));
        return new Shrinkable<List<T>>() {
            @Override
            public List<T> value() {
                return value;
            }

            @Override
            public Stream<Shrinkable<List<T>>> shrink() {
                int n = elements.size();
                Stream<List<Shrinkable<T>>> shorter = Stream.empty();
                if (n > minSize) {
                    List<List<Shrinkable<T>>> cuts = new ArrayList<>();
                    cuts.add(elements.subList(0, minSize));
                    for (int chunk = n / 2; chunk >= 1; chunk /= 2) {
                        for (int from = 0; from + chunk <= n && n - chunk >= minSize; from += chunk) {
                            List<Shrinkable<T>> cut = new ArrayList<>(elements.subList(0, from));
                            cut.addAll(elements.subList(from + chunk, n));
                            cuts.add(cut);
                        }
                    }
                    shorter = cuts.stream();
                }
                Stream<List<Shrinkable<T>>> simpler = IntStream.range(0, n).boxed().flatMap(i ->
                        elements.get(i).shrink().map(e -> {
                            List<Shrinkable<T>> copy = new ArrayList<>(elements);
                            copy.set(i, e);
                            return copy;
                        }));
                return Stream.concat(shorter, simpler).map(l -> list(l, minSize));
            }

            @Override
            public String toString() {
                return value.toString();
            }
        };
    }

    /** A tuple of independently shrinking parts: one part shrinks at a time, the first part first. */
    public static Shrinkable<List<Object>> tuple(List<Shrinkable<?>> parts) {
        List<Object> value = new ArrayList<>();
        for (Shrinkable<?> p : parts) {
            value.add(p.value());
        }
        List<Object> fixed = Collections.unmodifiableList(value);
        return new Shrinkable<List<Object>>() {
            @Override
            public List<Object> value() {
                return fixed;
            }

            @Override
            public Stream<Shrinkable<List<Object>>> shrink() {
                return IntStream.range(0, parts.size()).boxed().flatMap(i -> parts.get(i).shrink().map(s -> {
                    List<Shrinkable<?>> copy = new ArrayList<>(parts);
                    copy.set(i, s);
                    return tuple(copy);
                }));
            }

            @Override
            public String toString() {
                return fixed.toString();
            }
        };
    }

    /** {@code s} without the candidates that fail {@code keep}. */
    static <T> Shrinkable<T> filtered(Shrinkable<T> s, Predicate<? super T> keep) {
        return new Shrinkable<T>() {
            @Override
            public T value() {
                return s.value();
            }

            @Override
            public Stream<Shrinkable<T>> shrink() {
                return s.shrink().filter(c -> keep.test(c.value())).map(c -> filtered(c, keep));
            }

            @Override
            public String toString() {
                return s.toString();
            }
        };
    }

    private static <T> List<T> values(List<Shrinkable<T>> elements) {
        List<T> v = new ArrayList<>(elements.size());
        for (Shrinkable<T> e : elements) {
            v.add(e.value());
        }
        return v;
    }
}
