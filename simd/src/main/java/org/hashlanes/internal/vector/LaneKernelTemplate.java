package org.hashlanes.internal.vector;

import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.ROL;
import static jdk.incubator.vector.VectorOperators.XOR;

/**
 * The lanes kernel, written once against {@code VectorSpecies<Integer>}.
 *
 * <p><b>Never loaded under its own name.</b> C2 compiles Vector API code to SIMD instructions
 * only where the species is a compile-time constant. {@link LaneKernels} therefore defines this
 * class's bytes once per species as a hidden class whose class data is that species, so that
 * {@link #S} is a true {@code static final} constant in each copy, and each copy gets its own
 * compiled code.
 *
 * <p>Shape, from two JIT facts measured while prototyping: the 80 rounds are split into four
 * methods of 20 rounds (a method of 40 or 80 vector rounds made C1 give up, and the method was
 * never promoted to C2), and rotates use {@code lanewise(ROL)} (one {@code vprold} on AVX-512;
 * shift-or was 1.5-1.7x slower). Working variables and the message schedule pass between the
 * methods through a small int array, which stays in L1.
 */
final class LaneKernelTemplate implements LaneKernel {
    private static final VectorSpecies<Integer> S = speciesFromClassData();
    private static final VectorSpecies<Byte> B = S.vectorShape().withLanes(byte.class);
    /** Lanes per vector. */
    private static final int L = S.length();
    /** Vectors needed to hold one lane's 64-byte block: 16 words / L. */
    private static final int CHUNKS = 16 / L;

    /** Reverses the bytes of every int: message words are big-endian, lanes little-endian. */
    private static final VectorShuffle<Byte> BSWAP = VectorShuffle.fromArray(B, byteSwapIndexes(), 0);
    // Transpose stage d swaps bit d of the row index with bit d of the column index.
    private static final VectorShuffle<Integer> XOR1 = xorShuffle(1);
    private static final VectorShuffle<Integer> XOR2 = xorShuffle(2);
    private static final VectorShuffle<Integer> XOR4 = xorShuffle(4);
    private static final VectorShuffle<Integer> XOR8 = xorShuffle(8);
    private static final VectorMask<Integer> BIT1 = bitMask(1);
    private static final VectorMask<Integer> BIT2 = bitMask(2);
    private static final VectorMask<Integer> BIT4 = bitMask(4);
    private static final VectorMask<Integer> BIT8 = bitMask(8);

    // Offsets in the work array (a lane array): working variables a..e, then the schedule ring.
    private static final int A = 0, BB = L, C = 2 * L, D = 3 * L, E = 4 * L, W = 5 * L;

    /** Public for the factory's method-handle lookup; only hidden copies are ever instantiated. */
    public LaneKernelTemplate() {}

    @SuppressWarnings("unchecked")
    private static VectorSpecies<Integer> speciesFromClassData() {
        try {
            return (VectorSpecies<Integer>) MethodHandles.classData(
                    MethodHandles.lookup(), ConstantDescs.DEFAULT_NAME, VectorSpecies.class);
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static int[] byteSwapIndexes() {
        int[] idx = new int[4 * L];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = (i & ~3) | (3 - (i & 3));
        }
        return idx;
    }

    private static VectorShuffle<Integer> xorShuffle(int d) {
        int[] idx = new int[L];
        for (int i = 0; i < L; i++) {
            idx[i] = (i ^ d) & (L - 1); // d >= L gives the identity: that stage is never run
        }
        return VectorShuffle.fromArray(S, idx, 0);
    }

    private static VectorMask<Integer> bitMask(int d) {
        boolean[] bits = new boolean[L];
        for (int i = 0; i < L; i++) {
            bits[i] = (i & d) != 0;
        }
        return VectorMask.fromArray(S, bits, 0);
    }

    @Override
    public int lanes() {
        return L;
    }

    @Override
    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {
        for (int n = 0; n < blocks; n++) {
            loadBlocks(work, src, off, step);
            IntVector.fromArray(S, h, 0).intoArray(work, A);
            IntVector.fromArray(S, h, L).intoArray(work, BB);
            IntVector.fromArray(S, h, 2 * L).intoArray(work, C);
            IntVector.fromArray(S, h, 3 * L).intoArray(work, D);
            IntVector.fromArray(S, h, 4 * L).intoArray(work, E);
            rounds00to19(work);
            rounds20to39(work);
            rounds40to59(work);
            rounds60to79(work);
            addWorkToState(h, work);
        }
    }

    /**
     * Loads one block per lane into the schedule ring, word t of every lane in vector t: a
     * byte-swapped vector load per lane and chunk, then an L x L transpose per chunk done in
     * log2(L) stages of rearrange + blend. Advances the offsets.
     */
    private static void loadBlocks(int[] work, byte[][] src, int[] off, int[] step) {
        for (int c = 0; c < CHUNKS; c++) {
            int base = W + c * L * L;
            for (int j = 0; j < L; j++) {
                ((IntVector) ByteVector.fromArray(B, src[j], off[j] + c * 4 * L)
                        .rearrange(BSWAP).reinterpretAsInts()).intoArray(work, base + j * L);
            }
            if (L > 8) transposeStage(work, base, 8, XOR8, BIT8);
            if (L > 4) transposeStage(work, base, 4, XOR4, BIT4);
            transposeStage(work, base, 2, XOR2, BIT2);
            transposeStage(work, base, 1, XOR1, BIT1);
        }
        IntVector.fromArray(S, off, 0).add(IntVector.fromArray(S, step, 0)).intoArray(off, 0);
    }

    private static void transposeStage(int[] work, int base, int d, VectorShuffle<Integer> swap,
                                       VectorMask<Integer> upper) {
        for (int r = 0; r < L; r++) {
            if ((r & d) != 0) {
                continue;
            }
            IntVector p = IntVector.fromArray(S, work, base + r * L);
            IntVector q = IntVector.fromArray(S, work, base + (r + d) * L);
            p.blend(q.rearrange(swap), upper).intoArray(work, base + r * L);
            p.rearrange(swap).blend(q, upper).intoArray(work, base + (r + d) * L);
        }
    }

    /** Word t of the schedule: loaded for t < 16, else computed into the ring slot t mod 16. */
    private static IntVector word(int[] work, int t) {
        if (t < 16) {
            return IntVector.fromArray(S, work, W + t * L);
        }
        IntVector x = IntVector.fromArray(S, work, W + ((t - 3) & 15) * L)
                .lanewise(XOR, IntVector.fromArray(S, work, W + ((t - 8) & 15) * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + ((t - 14) & 15) * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + (t & 15) * L))
                .lanewise(ROL, 1);
        x.intoArray(work, W + (t & 15) * L);
        return x;
    }

    // Each group below runs five rounds per iteration, so that the names a..e come back to
    // their roles at the end of an iteration and no vector is moved.

    private static void rounds00to19(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x5a827999);
        for (int t = 0; t < 20; t += 5) {
            e = e.add(a.lanewise(ROL, 5)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(k).add(word(work, t));
            b = b.lanewise(ROL, 30);
            d = d.add(e.lanewise(ROL, 5)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(k).add(word(work, t + 1));
            a = a.lanewise(ROL, 30);
            c = c.add(d.lanewise(ROL, 5)).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(k).add(word(work, t + 2));
            e = e.lanewise(ROL, 30);
            b = b.add(c.lanewise(ROL, 5)).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(k).add(word(work, t + 3));
            d = d.lanewise(ROL, 30);
            a = a.add(b.lanewise(ROL, 5)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(k).add(word(work, t + 4));
            c = c.lanewise(ROL, 30);
        }
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    private static void rounds20to39(int[] work) {
        parityRounds(work, 20, 0x6ed9eba1);
    }

    private static void rounds40to59(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        for (int t = 40; t < 60; t += 5) {
            e = e.add(a.lanewise(ROL, 5)).add(majority(b, c, d)).add(k).add(word(work, t));
            b = b.lanewise(ROL, 30);
            d = d.add(e.lanewise(ROL, 5)).add(majority(a, b, c)).add(k).add(word(work, t + 1));
            a = a.lanewise(ROL, 30);
            c = c.add(d.lanewise(ROL, 5)).add(majority(e, a, b)).add(k).add(word(work, t + 2));
            e = e.lanewise(ROL, 30);
            b = b.add(c.lanewise(ROL, 5)).add(majority(d, e, a)).add(k).add(word(work, t + 3));
            d = d.lanewise(ROL, 30);
            a = a.add(b.lanewise(ROL, 5)).add(majority(c, d, e)).add(k).add(word(work, t + 4));
            c = c.lanewise(ROL, 30);
        }
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    private static void rounds60to79(int[] work) {
        parityRounds(work, 60, 0xca62c1d6);
    }

    private static IntVector majority(IntVector b, IntVector c, IntVector d) {
        return b.and(c).or(d.and(b.or(c)));
    }

    /** Rounds first..first+19 with the parity function b ^ c ^ d (rounds 20-39 and 60-79). */
    private static void parityRounds(int[] work, int first, int constant) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, constant);
        for (int t = first; t < first + 20; t += 5) {
            e = e.add(a.lanewise(ROL, 5)).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(k).add(word(work, t));
            b = b.lanewise(ROL, 30);
            d = d.add(e.lanewise(ROL, 5)).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(k).add(word(work, t + 1));
            a = a.lanewise(ROL, 30);
            c = c.add(d.lanewise(ROL, 5)).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(k).add(word(work, t + 2));
            e = e.lanewise(ROL, 30);
            b = b.add(c.lanewise(ROL, 5)).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(k).add(word(work, t + 3));
            d = d.lanewise(ROL, 30);
            a = a.add(b.lanewise(ROL, 5)).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(k).add(word(work, t + 4));
            c = c.lanewise(ROL, 30);
        }
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    private static void addWorkToState(int[] h, int[] work) {
        for (int i = 0; i < 5; i++) {
            IntVector.fromArray(S, h, i * L).add(IntVector.fromArray(S, work, i * L)).intoArray(h, i * L);
        }
    }
}
