package org.hashlanes.internal.vector;

import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * The shuffles and masks of the in-register block load (byte swap, transpose), and the species
 * from a hidden kernel's class data: what every kernel template needs to set up its
 * {@code static final} constants. Called from the templates' static initializers only.
 */
final class LaneShapes {
    private LaneShapes() {}

    /** The species a hidden kernel class was defined with (its class data), from its own lookup. */
    @SuppressWarnings("unchecked")
    static VectorSpecies<Integer> species(MethodHandles.Lookup hiddenClass) {
        try {
            return (VectorSpecies<Integer>) MethodHandles.classData(
                    hiddenClass, ConstantDescs.DEFAULT_NAME, VectorSpecies.class);
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Reverses the bytes of every int of {@code bytes}: message words are big-endian, lanes little-endian. */
    static VectorShuffle<Byte> byteSwap(VectorSpecies<Byte> bytes) {
        int[] idx = new int[bytes.length()];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = (i & ~3) | (3 - (i & 3));
        }
        return VectorShuffle.fromArray(bytes, idx, 0);
    }

    /** Lane i takes lane i ^ d (transpose stage d); d >= lanes gives the identity: that stage is never run. */
    static VectorShuffle<Integer> xorShuffle(VectorSpecies<Integer> s, int d) {
        int lanes = s.length();
        int[] idx = new int[lanes];
        for (int i = 0; i < lanes; i++) {
            idx[i] = (i ^ d) & (lanes - 1);
        }
        return VectorShuffle.fromArray(s, idx, 0);
    }

    /** Lanes whose index has bit d set. */
    static VectorMask<Integer> bitMask(VectorSpecies<Integer> s, int d) {
        boolean[] bits = new boolean[s.length()];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = (i & d) != 0;
        }
        return VectorMask.fromArray(s, bits, 0);
    }
}
