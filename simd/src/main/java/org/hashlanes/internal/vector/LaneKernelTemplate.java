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
 * methods through a small int array, which stays in L1. No method takes or returns a vector:
 * C2 inlines such a helper only at hot call sites, and one left out of line boxes its vectors.
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
    public int stateWords() {
        return 5;
    }

    /** Working variables a..e, then the 16-word schedule ring. */
    @Override
    public int workWords() {
        return 5 + 16;
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

    // GENERATED by src/codegen/lane_rounds.py: begin
    /** Rounds 0-19. */
    private static void rounds00to19(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector w0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector w1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector w2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector w3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector w4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector w5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector w6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector w7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector w8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector w9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector w10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector w11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector w12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector w13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector w14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector w15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x5a827999);
        e = e.add(w0).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(w1).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(w2).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(w3).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(w4).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(w5).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(w6).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(w7).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(w8).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(w9).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(w10).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(w11).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(w12).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(w13).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(w14).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(w15).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w0 = w13.lanewise(XOR, w8).lanewise(XOR, w2).lanewise(XOR, w0).lanewise(ROL, 1);
        d = d.add(w0).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w1 = w14.lanewise(XOR, w9).lanewise(XOR, w3).lanewise(XOR, w1).lanewise(ROL, 1);
        c = c.add(w1).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w2 = w15.lanewise(XOR, w10).lanewise(XOR, w4).lanewise(XOR, w2).lanewise(ROL, 1);
        b = b.add(w2).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w3 = w0.lanewise(XOR, w11).lanewise(XOR, w5).lanewise(XOR, w3).lanewise(ROL, 1);
        a = a.add(w3).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
        w0.intoArray(work, W + 0 * L);
        w1.intoArray(work, W + 1 * L);
        w2.intoArray(work, W + 2 * L);
        w3.intoArray(work, W + 3 * L);
        w4.intoArray(work, W + 4 * L);
        w5.intoArray(work, W + 5 * L);
        w6.intoArray(work, W + 6 * L);
        w7.intoArray(work, W + 7 * L);
        w8.intoArray(work, W + 8 * L);
        w9.intoArray(work, W + 9 * L);
        w10.intoArray(work, W + 10 * L);
        w11.intoArray(work, W + 11 * L);
        w12.intoArray(work, W + 12 * L);
        w13.intoArray(work, W + 13 * L);
        w14.intoArray(work, W + 14 * L);
        w15.intoArray(work, W + 15 * L);
    }

    /** Rounds 20-39. */
    private static void rounds20to39(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector w0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector w1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector w2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector w3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector w4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector w5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector w6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector w7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector w8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector w9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector w10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector w11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector w12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector w13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector w14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector w15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x6ed9eba1);
        w4 = w1.lanewise(XOR, w12).lanewise(XOR, w6).lanewise(XOR, w4).lanewise(ROL, 1);
        e = e.add(w4).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w5 = w2.lanewise(XOR, w13).lanewise(XOR, w7).lanewise(XOR, w5).lanewise(ROL, 1);
        d = d.add(w5).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w6 = w3.lanewise(XOR, w14).lanewise(XOR, w8).lanewise(XOR, w6).lanewise(ROL, 1);
        c = c.add(w6).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w7 = w4.lanewise(XOR, w15).lanewise(XOR, w9).lanewise(XOR, w7).lanewise(ROL, 1);
        b = b.add(w7).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w8 = w5.lanewise(XOR, w0).lanewise(XOR, w10).lanewise(XOR, w8).lanewise(ROL, 1);
        a = a.add(w8).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w9 = w6.lanewise(XOR, w1).lanewise(XOR, w11).lanewise(XOR, w9).lanewise(ROL, 1);
        e = e.add(w9).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w10 = w7.lanewise(XOR, w2).lanewise(XOR, w12).lanewise(XOR, w10).lanewise(ROL, 1);
        d = d.add(w10).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w11 = w8.lanewise(XOR, w3).lanewise(XOR, w13).lanewise(XOR, w11).lanewise(ROL, 1);
        c = c.add(w11).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w12 = w9.lanewise(XOR, w4).lanewise(XOR, w14).lanewise(XOR, w12).lanewise(ROL, 1);
        b = b.add(w12).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w13 = w10.lanewise(XOR, w5).lanewise(XOR, w15).lanewise(XOR, w13).lanewise(ROL, 1);
        a = a.add(w13).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w14 = w11.lanewise(XOR, w6).lanewise(XOR, w0).lanewise(XOR, w14).lanewise(ROL, 1);
        e = e.add(w14).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w15 = w12.lanewise(XOR, w7).lanewise(XOR, w1).lanewise(XOR, w15).lanewise(ROL, 1);
        d = d.add(w15).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w0 = w13.lanewise(XOR, w8).lanewise(XOR, w2).lanewise(XOR, w0).lanewise(ROL, 1);
        c = c.add(w0).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w1 = w14.lanewise(XOR, w9).lanewise(XOR, w3).lanewise(XOR, w1).lanewise(ROL, 1);
        b = b.add(w1).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w2 = w15.lanewise(XOR, w10).lanewise(XOR, w4).lanewise(XOR, w2).lanewise(ROL, 1);
        a = a.add(w2).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w3 = w0.lanewise(XOR, w11).lanewise(XOR, w5).lanewise(XOR, w3).lanewise(ROL, 1);
        e = e.add(w3).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w4 = w1.lanewise(XOR, w12).lanewise(XOR, w6).lanewise(XOR, w4).lanewise(ROL, 1);
        d = d.add(w4).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w5 = w2.lanewise(XOR, w13).lanewise(XOR, w7).lanewise(XOR, w5).lanewise(ROL, 1);
        c = c.add(w5).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w6 = w3.lanewise(XOR, w14).lanewise(XOR, w8).lanewise(XOR, w6).lanewise(ROL, 1);
        b = b.add(w6).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w7 = w4.lanewise(XOR, w15).lanewise(XOR, w9).lanewise(XOR, w7).lanewise(ROL, 1);
        a = a.add(w7).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
        w0.intoArray(work, W + 0 * L);
        w1.intoArray(work, W + 1 * L);
        w2.intoArray(work, W + 2 * L);
        w3.intoArray(work, W + 3 * L);
        w4.intoArray(work, W + 4 * L);
        w5.intoArray(work, W + 5 * L);
        w6.intoArray(work, W + 6 * L);
        w7.intoArray(work, W + 7 * L);
        w8.intoArray(work, W + 8 * L);
        w9.intoArray(work, W + 9 * L);
        w10.intoArray(work, W + 10 * L);
        w11.intoArray(work, W + 11 * L);
        w12.intoArray(work, W + 12 * L);
        w13.intoArray(work, W + 13 * L);
        w14.intoArray(work, W + 14 * L);
        w15.intoArray(work, W + 15 * L);
    }

    /** Rounds 40-59. */
    private static void rounds40to59(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector w0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector w1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector w2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector w3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector w4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector w5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector w6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector w7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector w8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector w9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector w10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector w11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector w12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector w13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector w14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector w15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        w8 = w5.lanewise(XOR, w0).lanewise(XOR, w10).lanewise(XOR, w8).lanewise(ROL, 1);
        e = e.add(w8).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w9 = w6.lanewise(XOR, w1).lanewise(XOR, w11).lanewise(XOR, w9).lanewise(ROL, 1);
        d = d.add(w9).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w10 = w7.lanewise(XOR, w2).lanewise(XOR, w12).lanewise(XOR, w10).lanewise(ROL, 1);
        c = c.add(w10).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w11 = w8.lanewise(XOR, w3).lanewise(XOR, w13).lanewise(XOR, w11).lanewise(ROL, 1);
        b = b.add(w11).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w12 = w9.lanewise(XOR, w4).lanewise(XOR, w14).lanewise(XOR, w12).lanewise(ROL, 1);
        a = a.add(w12).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w13 = w10.lanewise(XOR, w5).lanewise(XOR, w15).lanewise(XOR, w13).lanewise(ROL, 1);
        e = e.add(w13).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w14 = w11.lanewise(XOR, w6).lanewise(XOR, w0).lanewise(XOR, w14).lanewise(ROL, 1);
        d = d.add(w14).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w15 = w12.lanewise(XOR, w7).lanewise(XOR, w1).lanewise(XOR, w15).lanewise(ROL, 1);
        c = c.add(w15).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w0 = w13.lanewise(XOR, w8).lanewise(XOR, w2).lanewise(XOR, w0).lanewise(ROL, 1);
        b = b.add(w0).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w1 = w14.lanewise(XOR, w9).lanewise(XOR, w3).lanewise(XOR, w1).lanewise(ROL, 1);
        a = a.add(w1).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w2 = w15.lanewise(XOR, w10).lanewise(XOR, w4).lanewise(XOR, w2).lanewise(ROL, 1);
        e = e.add(w2).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w3 = w0.lanewise(XOR, w11).lanewise(XOR, w5).lanewise(XOR, w3).lanewise(ROL, 1);
        d = d.add(w3).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w4 = w1.lanewise(XOR, w12).lanewise(XOR, w6).lanewise(XOR, w4).lanewise(ROL, 1);
        c = c.add(w4).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w5 = w2.lanewise(XOR, w13).lanewise(XOR, w7).lanewise(XOR, w5).lanewise(ROL, 1);
        b = b.add(w5).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w6 = w3.lanewise(XOR, w14).lanewise(XOR, w8).lanewise(XOR, w6).lanewise(ROL, 1);
        a = a.add(w6).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w7 = w4.lanewise(XOR, w15).lanewise(XOR, w9).lanewise(XOR, w7).lanewise(ROL, 1);
        e = e.add(w7).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w8 = w5.lanewise(XOR, w0).lanewise(XOR, w10).lanewise(XOR, w8).lanewise(ROL, 1);
        d = d.add(w8).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w9 = w6.lanewise(XOR, w1).lanewise(XOR, w11).lanewise(XOR, w9).lanewise(ROL, 1);
        c = c.add(w9).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w10 = w7.lanewise(XOR, w2).lanewise(XOR, w12).lanewise(XOR, w10).lanewise(ROL, 1);
        b = b.add(w10).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w11 = w8.lanewise(XOR, w3).lanewise(XOR, w13).lanewise(XOR, w11).lanewise(ROL, 1);
        a = a.add(w11).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
        w0.intoArray(work, W + 0 * L);
        w1.intoArray(work, W + 1 * L);
        w2.intoArray(work, W + 2 * L);
        w3.intoArray(work, W + 3 * L);
        w4.intoArray(work, W + 4 * L);
        w5.intoArray(work, W + 5 * L);
        w6.intoArray(work, W + 6 * L);
        w7.intoArray(work, W + 7 * L);
        w8.intoArray(work, W + 8 * L);
        w9.intoArray(work, W + 9 * L);
        w10.intoArray(work, W + 10 * L);
        w11.intoArray(work, W + 11 * L);
        w12.intoArray(work, W + 12 * L);
        w13.intoArray(work, W + 13 * L);
        w14.intoArray(work, W + 14 * L);
        w15.intoArray(work, W + 15 * L);
    }

    /** Rounds 60-79. */
    private static void rounds60to79(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector w0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector w1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector w2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector w3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector w4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector w5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector w6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector w7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector w8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector w9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector w10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector w11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector w12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector w13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector w14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector w15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0xca62c1d6);
        w12 = w9.lanewise(XOR, w4).lanewise(XOR, w14).lanewise(XOR, w12).lanewise(ROL, 1);
        e = e.add(w12).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w13 = w10.lanewise(XOR, w5).lanewise(XOR, w15).lanewise(XOR, w13).lanewise(ROL, 1);
        d = d.add(w13).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w14 = w11.lanewise(XOR, w6).lanewise(XOR, w0).lanewise(XOR, w14).lanewise(ROL, 1);
        c = c.add(w14).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w15 = w12.lanewise(XOR, w7).lanewise(XOR, w1).lanewise(XOR, w15).lanewise(ROL, 1);
        b = b.add(w15).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w0 = w13.lanewise(XOR, w8).lanewise(XOR, w2).lanewise(XOR, w0).lanewise(ROL, 1);
        a = a.add(w0).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w1 = w14.lanewise(XOR, w9).lanewise(XOR, w3).lanewise(XOR, w1).lanewise(ROL, 1);
        e = e.add(w1).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w2 = w15.lanewise(XOR, w10).lanewise(XOR, w4).lanewise(XOR, w2).lanewise(ROL, 1);
        d = d.add(w2).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w3 = w0.lanewise(XOR, w11).lanewise(XOR, w5).lanewise(XOR, w3).lanewise(ROL, 1);
        c = c.add(w3).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w4 = w1.lanewise(XOR, w12).lanewise(XOR, w6).lanewise(XOR, w4).lanewise(ROL, 1);
        b = b.add(w4).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w5 = w2.lanewise(XOR, w13).lanewise(XOR, w7).lanewise(XOR, w5).lanewise(ROL, 1);
        a = a.add(w5).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w6 = w3.lanewise(XOR, w14).lanewise(XOR, w8).lanewise(XOR, w6).lanewise(ROL, 1);
        e = e.add(w6).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w7 = w4.lanewise(XOR, w15).lanewise(XOR, w9).lanewise(XOR, w7).lanewise(ROL, 1);
        d = d.add(w7).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w8 = w5.lanewise(XOR, w0).lanewise(XOR, w10).lanewise(XOR, w8).lanewise(ROL, 1);
        c = c.add(w8).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w9 = w6.lanewise(XOR, w1).lanewise(XOR, w11).lanewise(XOR, w9).lanewise(ROL, 1);
        b = b.add(w9).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w10 = w7.lanewise(XOR, w2).lanewise(XOR, w12).lanewise(XOR, w10).lanewise(ROL, 1);
        a = a.add(w10).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        w11 = w8.lanewise(XOR, w3).lanewise(XOR, w13).lanewise(XOR, w11).lanewise(ROL, 1);
        e = e.add(w11).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        w12 = w9.lanewise(XOR, w4).lanewise(XOR, w14).lanewise(XOR, w12).lanewise(ROL, 1);
        d = d.add(w12).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        w13 = w10.lanewise(XOR, w5).lanewise(XOR, w15).lanewise(XOR, w13).lanewise(ROL, 1);
        c = c.add(w13).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        w14 = w11.lanewise(XOR, w6).lanewise(XOR, w0).lanewise(XOR, w14).lanewise(ROL, 1);
        b = b.add(w14).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        w15 = w12.lanewise(XOR, w7).lanewise(XOR, w1).lanewise(XOR, w15).lanewise(ROL, 1);
        a = a.add(w15).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /**
     * Loads one block per lane into the schedule area, word t of every lane in vector t:
     * 16 vector loads (vector i = lane i mod L, chunk i / L), each byte-swapped, then an
     * L x L transpose per chunk in log2(L) stages of rearrange + blend, in registers.
     * Advances the offsets.
     */
    private static void loadBlocks(int[] work, byte[][] src, int[] off, int[] step) {
        IntVector r0 = (IntVector) ByteVector.fromArray(B, src[0 % L], off[0 % L] + (0 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r1 = (IntVector) ByteVector.fromArray(B, src[1 % L], off[1 % L] + (1 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r2 = (IntVector) ByteVector.fromArray(B, src[2 % L], off[2 % L] + (2 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r3 = (IntVector) ByteVector.fromArray(B, src[3 % L], off[3 % L] + (3 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r4 = (IntVector) ByteVector.fromArray(B, src[4 % L], off[4 % L] + (4 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r5 = (IntVector) ByteVector.fromArray(B, src[5 % L], off[5 % L] + (5 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r6 = (IntVector) ByteVector.fromArray(B, src[6 % L], off[6 % L] + (6 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r7 = (IntVector) ByteVector.fromArray(B, src[7 % L], off[7 % L] + (7 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r8 = (IntVector) ByteVector.fromArray(B, src[8 % L], off[8 % L] + (8 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r9 = (IntVector) ByteVector.fromArray(B, src[9 % L], off[9 % L] + (9 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r10 = (IntVector) ByteVector.fromArray(B, src[10 % L], off[10 % L] + (10 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r11 = (IntVector) ByteVector.fromArray(B, src[11 % L], off[11 % L] + (11 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r12 = (IntVector) ByteVector.fromArray(B, src[12 % L], off[12 % L] + (12 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r13 = (IntVector) ByteVector.fromArray(B, src[13 % L], off[13 % L] + (13 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r14 = (IntVector) ByteVector.fromArray(B, src[14 % L], off[14 % L] + (14 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        IntVector r15 = (IntVector) ByteVector.fromArray(B, src[15 % L], off[15 % L] + (15 / L) * 4 * L).rearrange(BSWAP).reinterpretAsInts();
        if (L > 8) {
            { IntVector p = r0, q = r8; r0 = p.blend(q.rearrange(XOR8), BIT8); r8 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r1, q = r9; r1 = p.blend(q.rearrange(XOR8), BIT8); r9 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r2, q = r10; r2 = p.blend(q.rearrange(XOR8), BIT8); r10 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r3, q = r11; r3 = p.blend(q.rearrange(XOR8), BIT8); r11 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r4, q = r12; r4 = p.blend(q.rearrange(XOR8), BIT8); r12 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r5, q = r13; r5 = p.blend(q.rearrange(XOR8), BIT8); r13 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r6, q = r14; r6 = p.blend(q.rearrange(XOR8), BIT8); r14 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r7, q = r15; r7 = p.blend(q.rearrange(XOR8), BIT8); r15 = p.rearrange(XOR8).blend(q, BIT8); }
        }
        if (L > 4) {
            { IntVector p = r0, q = r4; r0 = p.blend(q.rearrange(XOR4), BIT4); r4 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r1, q = r5; r1 = p.blend(q.rearrange(XOR4), BIT4); r5 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r2, q = r6; r2 = p.blend(q.rearrange(XOR4), BIT4); r6 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r3, q = r7; r3 = p.blend(q.rearrange(XOR4), BIT4); r7 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r8, q = r12; r8 = p.blend(q.rearrange(XOR4), BIT4); r12 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r9, q = r13; r9 = p.blend(q.rearrange(XOR4), BIT4); r13 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r10, q = r14; r10 = p.blend(q.rearrange(XOR4), BIT4); r14 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r11, q = r15; r11 = p.blend(q.rearrange(XOR4), BIT4); r15 = p.rearrange(XOR4).blend(q, BIT4); }
        }
        { IntVector p = r0, q = r2; r0 = p.blend(q.rearrange(XOR2), BIT2); r2 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r1, q = r3; r1 = p.blend(q.rearrange(XOR2), BIT2); r3 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r4, q = r6; r4 = p.blend(q.rearrange(XOR2), BIT2); r6 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r5, q = r7; r5 = p.blend(q.rearrange(XOR2), BIT2); r7 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r8, q = r10; r8 = p.blend(q.rearrange(XOR2), BIT2); r10 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r9, q = r11; r9 = p.blend(q.rearrange(XOR2), BIT2); r11 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r12, q = r14; r12 = p.blend(q.rearrange(XOR2), BIT2); r14 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r13, q = r15; r13 = p.blend(q.rearrange(XOR2), BIT2); r15 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r0, q = r1; r0 = p.blend(q.rearrange(XOR1), BIT1); r1 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r2, q = r3; r2 = p.blend(q.rearrange(XOR1), BIT1); r3 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r4, q = r5; r4 = p.blend(q.rearrange(XOR1), BIT1); r5 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r6, q = r7; r6 = p.blend(q.rearrange(XOR1), BIT1); r7 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r8, q = r9; r8 = p.blend(q.rearrange(XOR1), BIT1); r9 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r10, q = r11; r10 = p.blend(q.rearrange(XOR1), BIT1); r11 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r12, q = r13; r12 = p.blend(q.rearrange(XOR1), BIT1); r13 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r14, q = r15; r14 = p.blend(q.rearrange(XOR1), BIT1); r15 = p.rearrange(XOR1).blend(q, BIT1); }
        r0.intoArray(work, W + 0 * L);
        r1.intoArray(work, W + 1 * L);
        r2.intoArray(work, W + 2 * L);
        r3.intoArray(work, W + 3 * L);
        r4.intoArray(work, W + 4 * L);
        r5.intoArray(work, W + 5 * L);
        r6.intoArray(work, W + 6 * L);
        r7.intoArray(work, W + 7 * L);
        r8.intoArray(work, W + 8 * L);
        r9.intoArray(work, W + 9 * L);
        r10.intoArray(work, W + 10 * L);
        r11.intoArray(work, W + 11 * L);
        r12.intoArray(work, W + 12 * L);
        r13.intoArray(work, W + 13 * L);
        r14.intoArray(work, W + 14 * L);
        r15.intoArray(work, W + 15 * L);
        IntVector.fromArray(S, off, 0).add(IntVector.fromArray(S, step, 0)).intoArray(off, 0);
    }

    // GENERATED: end

    private static void addWorkToState(int[] h, int[] work) {
        for (int i = 0; i < 5; i++) {
            IntVector.fromArray(S, h, i * L).add(IntVector.fromArray(S, work, i * L)).intoArray(h, i * L);
        }
    }
}
