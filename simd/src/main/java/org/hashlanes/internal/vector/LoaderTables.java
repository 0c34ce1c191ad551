package org.hashlanes.internal.vector;

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
}
