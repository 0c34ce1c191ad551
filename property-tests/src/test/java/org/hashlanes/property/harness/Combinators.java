package org.hashlanes.property.harness;

import java.util.List;
import java.util.Random;

/** Values built from several arbitraries, each part shrinking on its own (as jqwik's {@code Combinators}). */
public final class Combinators {
    private Combinators() {}

    public static <A, B> Combine2<A, B> combine(Arbitrary<A> a, Arbitrary<B> b) {
        return new Combine2<>(a, b);
    }

    public static <A, B, C> Combine3<A, B, C> combine(Arbitrary<A> a, Arbitrary<B> b, Arbitrary<C> c) {
        return new Combine3<>(a, b, c);
    }

    public static <A, B, C, D> Combine4<A, B, C, D> combine(Arbitrary<A> a, Arbitrary<B> b, Arbitrary<C> c,
            Arbitrary<D> d) {
        return new Combine4<>(a, b, c, d);
    }

    public interface F2<A, B, R> {
        R apply(A a, B b);
    }

    public interface F3<A, B, C, R> {
        R apply(A a, B b, C c);
    }

    public interface F4<A, B, C, D, R> {
        R apply(A a, B b, C c, D d);
    }

    private static Shrinkable<List<Object>> parts(Random random, Arbitrary<?>... arbitraries) {
        java.util.ArrayList<Shrinkable<?>> parts = new java.util.ArrayList<>();
        for (Arbitrary<?> a : arbitraries) {
            parts.add(a.generate(random));
        }
        return Shrinkables.tuple(parts);
    }

    public static final class Combine2<A, B> {
        private final Arbitrary<A> a;
        private final Arbitrary<B> b;

        Combine2(Arbitrary<A> a, Arbitrary<B> b) {
            this.a = a;
            this.b = b;
        }

        @SuppressWarnings("unchecked")
        public <R> Arbitrary<R> as(F2<? super A, ? super B, ? extends R> f) {
            return random -> parts(random, a, b).map(p -> f.apply((A) p.get(0), (B) p.get(1)));
        }
    }

    public static final class Combine3<A, B, C> {
        private final Arbitrary<A> a;
        private final Arbitrary<B> b;
        private final Arbitrary<C> c;

        Combine3(Arbitrary<A> a, Arbitrary<B> b, Arbitrary<C> c) {
            this.a = a;
            this.b = b;
            this.c = c;
        }

        @SuppressWarnings("unchecked")
        public <R> Arbitrary<R> as(F3<? super A, ? super B, ? super C, ? extends R> f) {
            return random -> parts(random, a, b, c).map(p -> f.apply((A) p.get(0), (B) p.get(1), (C) p.get(2)));
        }
    }

    public static final class Combine4<A, B, C, D> {
        private final Arbitrary<A> a;
        private final Arbitrary<B> b;
        private final Arbitrary<C> c;
        private final Arbitrary<D> d;

        Combine4(Arbitrary<A> a, Arbitrary<B> b, Arbitrary<C> c, Arbitrary<D> d) {
            this.a = a;
            this.b = b;
            this.c = c;
            this.d = d;
        }

        @SuppressWarnings("unchecked")
        public <R> Arbitrary<R> as(F4<? super A, ? super B, ? super C, ? super D, ? extends R> f) {
            return random -> parts(random, a, b, c, d)
                    .map(p -> f.apply((A) p.get(0), (B) p.get(1), (C) p.get(2), (D) p.get(3)));
        }
    }
}
