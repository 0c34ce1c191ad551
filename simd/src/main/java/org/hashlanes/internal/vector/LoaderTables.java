package org.hashlanes.internal.vector;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import jdk.incubator.vector.Vector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * The constants the block loaders ({@link BlockLoaderTemplate} for 32-bit words,
 * {@link LongBlockLoaderTemplate} for 64-bit ones) build once in their static initializers: the
 * byte swap and the transpose's shuffles and masks, for any lane type. Run once per hidden copy,
 * never in a hot loop.
 */
final class LoaderTables {
    private LoaderTables() {}

    /**
     * JDK 19+'s {@code VectorOperators.REVERSE_BYTES}, or null on JDK 17, whose API has none (the
     * library is compiled against 17's). A constant in each hidden copy, so C2 keeps one branch.
     */
    static VectorOperators.Unary reverseBytes() {
        try {
            return (VectorOperators.Unary) VectorOperators.class.getField("REVERSE_BYTES").get(null);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    /** Byte indexes that reverse every {@code wordBytes}-byte word of a vector of {@code bytes} bytes. */
    static int[] byteSwapIndexes(int bytes, int wordBytes) {
        int[] idx = new int[bytes];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = (i & -wordBytes) | (wordBytes - 1 - (i & (wordBytes - 1)));
        }
        return idx;
    }

    /** Transpose stage d's shuffle: lane i takes lane i ^ d ({@code d >= lanes} gives the identity: that stage never runs). */
    static <E> VectorShuffle<E> xorShuffle(VectorSpecies<E> species, int d) {
        int lanes = species.length();
        int[] idx = new int[lanes];
        for (int i = 0; i < lanes; i++) {
            idx[i] = (i ^ d) & (lanes - 1);
        }
        return VectorShuffle.fromArray(species, idx, 0);
    }

    /** Transpose stage d's blend mask: the lanes whose index has bit d set. */
    static <E> VectorMask<E> bitMask(VectorSpecies<E> species, int d) {
        boolean[] bits = new boolean[species.length()];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = (i & d) != 0;
        }
        return VectorMask.fromArray(species, bits, 0);
    }

    /**
     * JDK 24+'s two-table {@code selectFrom(Vector, Vector)} of {@code vectorClass} (for example
     * {@code IntVector}), typed {@code (V indexes, V v1, V v2) V}, or null where the API has none
     * (the library is compiled against 17's, so it cannot name the method).
     */
    static MethodHandle selectFromTwo(Class<?> vectorClass) {
        try {
            return MethodHandles.publicLookup()
                    .findVirtual(vectorClass, "selectFrom", MethodType.methodType(vectorClass, Vector.class, Vector.class))
                    .asType(MethodType.methodType(vectorClass, vectorClass, vectorClass, vectorClass));
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    /**
     * Transpose stage d's indexes into the two tables (p, q) of a pair (i, i + d), for the two-table
     * select (index j < lanes takes p[j], lanes + j takes q[j]): vector i keeps p where lane k has
     * bit d clear and takes q[k ^ d] where it is set ({@code high} false); vector i + d takes
     * p[k ^ d] where bit d is clear and keeps q where it is set. The same lanes as {@link #xorShuffle}
     * and {@link #bitMask}'s rearrange and blend.
     */
    static int[] twoTableIndexes(int lanes, int d, boolean high) {
        int[] idx = new int[lanes];
        for (int k = 0; k < lanes; k++) {
            int swapped = (k ^ d) & (lanes - 1);
            boolean set = (k & d) != 0;
            idx[k] = high ? (set ? lanes + k : swapped) : (set ? lanes + swapped : k);
        }
        return idx;
    }

    /** {@link #twoTableIndexes} as longs, for a {@code LongVector}'s two-table select. */
    static long[] twoTableLongIndexes(int lanes, int d, boolean high) {
        int[] idx = twoTableIndexes(lanes, d, high);
        long[] wide = new long[lanes];
        for (int k = 0; k < lanes; k++) {
            wide[k] = idx[k];
        }
        return wide;
    }
}
