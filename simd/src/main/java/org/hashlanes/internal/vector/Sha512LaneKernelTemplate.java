package org.hashlanes.internal.vector;

import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.LSHR;
import static jdk.incubator.vector.VectorOperators.ROR;
import static jdk.incubator.vector.VectorOperators.XOR;

/**
 * The SHA-512 (and SHA-384) lanes kernel on 64-bit words: one {@code LongVector} lane per
 * message, so half as many lanes as the class data's {@code int} species has (4 on AVX2's 256
 * bits). Defined as a hidden class per species like {@link Sha256LaneKernelTemplate}, and the
 * same shape: the block load, byte swap and transpose are {@link LongBlockLoaderTemplate}'s, the
 * 80 rounds generated code ({@code src/codegen/sha512.py lanes}): rounds 0-15 in methods of 8,
 * rounds 16-79 one 16-round cycle of four methods of 4 rounds that {@link #compress} runs four
 * times (the fully unrolled rounds overflowed the op cache); no method takes or returns a vector.
 * At 8 lanes of 512 bits on JDK 18+ a second form, the whole form, runs rounds 0-15 in one method
 * and the cycle in one, which only C2 compiles ({@link #WHOLE}).
 *
 * <p>The scheduler keeps every chaining value as ints, each word high half first: a lane array of
 * 16 rows. {@link #compress} turns those rows into longs once per call (row 2k and 2k + 1 are one
 * vector of ints; one permute interleaves them into longs) and back at its end, so the rounds see
 * only longs. Longs live in the int work array two ints each, read and written through a
 * same-shape {@code IntVector} reinterpreted, which costs no instruction. Reinterpretation is in
 * little-endian lane order, which {@link #TO_LONGS} assumes.
 */
final class Sha512LaneKernelTemplate implements LaneKernel {
    private static final VectorSpecies<Integer> S = LaneKernels.speciesOf(MethodHandles.lookup());
    private static final VectorSpecies<Long> S64 = S.vectorShape().withLanes(long.class);
    /** Lanes per vector: 64-bit words. */
    private static final int L = S64.length();
    /**
     * Whether a vector rotate is one instruction here: AVX-512 (512-bit vectors), where it is one
     * {@code vprorq} and any boolean function of three inputs one {@code vpternlogq}, on JDK 18+,
     * whose C2 lowers the Vector API's rotates to it (JDK-8266054; 17's emits two shifts and an OR,
     * as on AVX2). Then sigma0 by rotates (4 instructions) and Maj as and/or (1) are shorter than
     * the forms for shifts (sigma0 by 4 shifts, Maj reusing the previous round's a ^ b). A constant:
     * C2 and C1 compile one form.
     */
    private static final boolean ONE_OP_ROTATES = IntVector.SPECIES_PREFERRED.vectorBitSize() >= 512
            && Runtime.version().feature() >= 18;
    /** This species' block loader: a constant, so C2 calls it directly. */
    private static final BlockLoader LOAD = LaneKernels.loader("LongBlockLoaderTemplate", S);
    /**
     * Whether this copy is the whole form: rounds 0-15 in one method and the 16-round cycle in one
     * ({@code ...C2}), which C1 gives up on and C2 compiles: 5 hand-overs of the state a block
     * instead of 18. A constant in each copy; such a copy serves only once {@link KernelForms} has
     * seen it compiled by C2 and not slower, as SHA-1's (see {@link LaneKernelTemplate#WHOLE}).
     */
    private static final boolean WHOLE = LaneKernels.wholeFormOf(MethodHandles.lookup());

    // Offsets in the work array, in ints; a word of every lane takes 2 * L ints. The chaining
    // value as longs (CV), the working variables a..h, then the schedule ring.
    private static final int CV = 0;
    private static final int A = 16 * L, B = A + 2 * L, C = A + 4 * L, D = A + 6 * L;
    private static final int E = A + 8 * L, F = A + 10 * L, G = A + 12 * L, H = A + 14 * L;
    private static final int W = 32 * L;

    /** Rows hi, lo (L ints each) of a word to L longs: int 2j = lo of lane j, int 2j + 1 = hi. */
    private static final VectorShuffle<Integer> TO_LONGS = shuffle(true);
    /** The inverse of {@link #TO_LONGS}. */
    private static final VectorShuffle<Integer> FROM_LONGS = shuffle(false);

    /** Public for the factory's method-handle lookup; only hidden copies are ever instantiated. */
    public Sha512LaneKernelTemplate() {}

    private static VectorShuffle<Integer> shuffle(boolean toLongs) {
        int[] idx = new int[2 * L];
        for (int j = 0; j < L; j++) {
            if (toLongs) {
                idx[2 * j] = L + j;
                idx[2 * j + 1] = j;
            } else {
                idx[j] = 2 * j + 1;
                idx[L + j] = 2 * j;
            }
        }
        return VectorShuffle.fromArray(S, idx, 0);
    }

    @Override
    public int lanes() {
        return L;
    }

    @Override
    public int stateWords() {
        return 16;
    }

    /** At 8 lanes of 512 bits on JDK 18+: where the whole form's one-instruction rotates hold ({@link #ONE_OP_ROTATES}). */
    @Override
    public boolean hasWholeForm() {
        return L >= 8 && ONE_OP_ROTATES;
    }

    /** In ints: the chaining value and the working variables as longs (16 each), the 16-word schedule ring (32). */
    @Override
    public int workWords() {
        return 64;
    }

    private static void stateToLongs(int[] h, int[] work) {
        for (int k = 0; k < 8; k++) {
            IntVector.fromArray(S, h, 2 * k * L).rearrange(TO_LONGS).intoArray(work, CV + 2 * k * L);
        }
    }

    private static void longsToState(int[] work, int[] h) {
        for (int k = 0; k < 8; k++) {
            IntVector.fromArray(S, work, CV + 2 * k * L).rearrange(FROM_LONGS).intoArray(h, 2 * k * L);
        }
    }

    private static void addWorkToState(int[] work) {
        for (int k = 0; k < 8; k++) {
            LongVector cv = IntVector.fromArray(S, work, CV + 2 * k * L).reinterpretAsLongs();
            cv.add(IntVector.fromArray(S, work, A + 2 * k * L).reinterpretAsLongs()).reinterpretAsInts()
                    .intoArray(work, CV + 2 * k * L);
        }
    }

    // GENERATED by src/codegen/sha512.py lanes 8 4: begin
    /** K, FIPS 180-4 4.2.3, from the scalar function's one copy: rounds 16-79 are one 16-round cycle of methods run four times. */
    private static final long[] K = org.hashlanes.scalar.ScalarSha512.roundConstants();

    /** K, each word L times: round t's constants are the vector at t * L, a memory operand. */
    private static final long[] KL = new long[80 * L];

    static {
        for (int t = 0; t < 80 * L; t++) {
            KL[t] = K[t / L];
        }
    }

    @Override
    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {
        stateToLongs(h, work);
        for (int n = 0; n < blocks; n++) {
            LOAD.load(work, W, src, off, step);
            System.arraycopy(work, CV, work, A, 8 * 2 * L);
            if (WHOLE) {
                rounds00to15C2(work);
                for (int r = 0; r < 64; r += 16) {
                    rounds16to31C2(work, r);
                }
            } else {
                rounds00to07(work);
                rounds08to15(work);
                for (int r = 0; r < 64; r += 16) {
                    rounds16to19(work, r);
                    rounds20to23(work, r);
                    rounds24to27(work, r);
                    rounds28to31(work, r);
                }
            }
            addWorkToState(work);
        }
        longsToState(work, h);
    }

    /** Rounds 0-7. */
    private static void rounds00to07(int[] work) {
        LongVector a = IntVector.fromArray(S, work, A).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(S, work, B).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(S, work, C).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(S, work, D).reinterpretAsLongs();
        LongVector e = IntVector.fromArray(S, work, E).reinterpretAsLongs();
        LongVector f = IntVector.fromArray(S, work, F).reinterpretAsLongs();
        LongVector g = IntVector.fromArray(S, work, G).reinterpretAsLongs();
        LongVector h = IntVector.fromArray(S, work, H).reinterpretAsLongs();
        LongVector t;
        LongVector bc = b.lanewise(XOR, c);
        LongVector w0 = IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs();
        LongVector ab0 = a.lanewise(XOR, b);
        t = h.add(w0).add(LongVector.fromArray(S64, KL, 0 * L)).add(e.and(f.lanewise(XOR, g)).lanewise(XOR, g)).add(e.lanewise(ROR, 14).lanewise(XOR, e.lanewise(ROR, 18)).lanewise(XOR, e.lanewise(ROR, 41)));
        d = d.add(t);
        h = t.add((ONE_OP_ROTATES ? a.and(b).or(c.and(a.or(b))) : ab0.and(bc).lanewise(XOR, b))).add(a.lanewise(ROR, 28).lanewise(XOR, a.lanewise(ROR, 34)).lanewise(XOR, a.lanewise(ROR, 39)));
        bc = ab0;
        LongVector w1 = IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs();
        LongVector ab1 = h.lanewise(XOR, a);
        t = g.add(w1).add(LongVector.fromArray(S64, KL, 1 * L)).add(d.and(e.lanewise(XOR, f)).lanewise(XOR, f)).add(d.lanewise(ROR, 14).lanewise(XOR, d.lanewise(ROR, 18)).lanewise(XOR, d.lanewise(ROR, 41)));
        c = c.add(t);
        g = t.add((ONE_OP_ROTATES ? h.and(a).or(b.and(h.or(a))) : ab1.and(bc).lanewise(XOR, a))).add(h.lanewise(ROR, 28).lanewise(XOR, h.lanewise(ROR, 34)).lanewise(XOR, h.lanewise(ROR, 39)));
        bc = ab1;
        LongVector w2 = IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs();
        LongVector ab2 = g.lanewise(XOR, h);
        t = f.add(w2).add(LongVector.fromArray(S64, KL, 2 * L)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(c.lanewise(ROR, 14).lanewise(XOR, c.lanewise(ROR, 18)).lanewise(XOR, c.lanewise(ROR, 41)));
        b = b.add(t);
        f = t.add((ONE_OP_ROTATES ? g.and(h).or(a.and(g.or(h))) : ab2.and(bc).lanewise(XOR, h))).add(g.lanewise(ROR, 28).lanewise(XOR, g.lanewise(ROR, 34)).lanewise(XOR, g.lanewise(ROR, 39)));
        bc = ab2;
        LongVector w3 = IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs();
        LongVector ab3 = f.lanewise(XOR, g);
        t = e.add(w3).add(LongVector.fromArray(S64, KL, 3 * L)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(b.lanewise(ROR, 14).lanewise(XOR, b.lanewise(ROR, 18)).lanewise(XOR, b.lanewise(ROR, 41)));
        a = a.add(t);
        e = t.add((ONE_OP_ROTATES ? f.and(g).or(h.and(f.or(g))) : ab3.and(bc).lanewise(XOR, g))).add(f.lanewise(ROR, 28).lanewise(XOR, f.lanewise(ROR, 34)).lanewise(XOR, f.lanewise(ROR, 39)));
        bc = ab3;
        LongVector w4 = IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs();
        LongVector ab4 = e.lanewise(XOR, f);
        t = d.add(w4).add(LongVector.fromArray(S64, KL, 4 * L)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(a.lanewise(ROR, 14).lanewise(XOR, a.lanewise(ROR, 18)).lanewise(XOR, a.lanewise(ROR, 41)));
        h = h.add(t);
        d = t.add((ONE_OP_ROTATES ? e.and(f).or(g.and(e.or(f))) : ab4.and(bc).lanewise(XOR, f))).add(e.lanewise(ROR, 28).lanewise(XOR, e.lanewise(ROR, 34)).lanewise(XOR, e.lanewise(ROR, 39)));
        bc = ab4;
        LongVector w5 = IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs();
        LongVector ab5 = d.lanewise(XOR, e);
        t = c.add(w5).add(LongVector.fromArray(S64, KL, 5 * L)).add(h.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(h.lanewise(ROR, 14).lanewise(XOR, h.lanewise(ROR, 18)).lanewise(XOR, h.lanewise(ROR, 41)));
        g = g.add(t);
        c = t.add((ONE_OP_ROTATES ? d.and(e).or(f.and(d.or(e))) : ab5.and(bc).lanewise(XOR, e))).add(d.lanewise(ROR, 28).lanewise(XOR, d.lanewise(ROR, 34)).lanewise(XOR, d.lanewise(ROR, 39)));
        bc = ab5;
        LongVector w6 = IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs();
        LongVector ab6 = c.lanewise(XOR, d);
        t = b.add(w6).add(LongVector.fromArray(S64, KL, 6 * L)).add(g.and(h.lanewise(XOR, a)).lanewise(XOR, a)).add(g.lanewise(ROR, 14).lanewise(XOR, g.lanewise(ROR, 18)).lanewise(XOR, g.lanewise(ROR, 41)));
        f = f.add(t);
        b = t.add((ONE_OP_ROTATES ? c.and(d).or(e.and(c.or(d))) : ab6.and(bc).lanewise(XOR, d))).add(c.lanewise(ROR, 28).lanewise(XOR, c.lanewise(ROR, 34)).lanewise(XOR, c.lanewise(ROR, 39)));
        bc = ab6;
        LongVector w7 = IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs();
        LongVector ab7 = b.lanewise(XOR, c);
        t = a.add(w7).add(LongVector.fromArray(S64, KL, 7 * L)).add(f.and(g.lanewise(XOR, h)).lanewise(XOR, h)).add(f.lanewise(ROR, 14).lanewise(XOR, f.lanewise(ROR, 18)).lanewise(XOR, f.lanewise(ROR, 41)));
        e = e.add(t);
        a = t.add((ONE_OP_ROTATES ? b.and(c).or(d.and(b.or(c))) : ab7.and(bc).lanewise(XOR, c))).add(b.lanewise(ROR, 28).lanewise(XOR, b.lanewise(ROR, 34)).lanewise(XOR, b.lanewise(ROR, 39)));
        bc = ab7;
        a.reinterpretAsInts().intoArray(work, A);
        b.reinterpretAsInts().intoArray(work, B);
        c.reinterpretAsInts().intoArray(work, C);
        d.reinterpretAsInts().intoArray(work, D);
        e.reinterpretAsInts().intoArray(work, E);
        f.reinterpretAsInts().intoArray(work, F);
        g.reinterpretAsInts().intoArray(work, G);
        h.reinterpretAsInts().intoArray(work, H);
    }

    /** Rounds 8-15. */
    private static void rounds08to15(int[] work) {
        LongVector a = IntVector.fromArray(S, work, A).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(S, work, B).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(S, work, C).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(S, work, D).reinterpretAsLongs();
        LongVector e = IntVector.fromArray(S, work, E).reinterpretAsLongs();
        LongVector f = IntVector.fromArray(S, work, F).reinterpretAsLongs();
        LongVector g = IntVector.fromArray(S, work, G).reinterpretAsLongs();
        LongVector h = IntVector.fromArray(S, work, H).reinterpretAsLongs();
        LongVector t;
        LongVector bc = b.lanewise(XOR, c);
        LongVector w8 = IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs();
        LongVector ab8 = a.lanewise(XOR, b);
        t = h.add(w8).add(LongVector.fromArray(S64, KL, 8 * L)).add(e.and(f.lanewise(XOR, g)).lanewise(XOR, g)).add(e.lanewise(ROR, 14).lanewise(XOR, e.lanewise(ROR, 18)).lanewise(XOR, e.lanewise(ROR, 41)));
        d = d.add(t);
        h = t.add((ONE_OP_ROTATES ? a.and(b).or(c.and(a.or(b))) : ab8.and(bc).lanewise(XOR, b))).add(a.lanewise(ROR, 28).lanewise(XOR, a.lanewise(ROR, 34)).lanewise(XOR, a.lanewise(ROR, 39)));
        bc = ab8;
        LongVector w9 = IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs();
        LongVector ab9 = h.lanewise(XOR, a);
        t = g.add(w9).add(LongVector.fromArray(S64, KL, 9 * L)).add(d.and(e.lanewise(XOR, f)).lanewise(XOR, f)).add(d.lanewise(ROR, 14).lanewise(XOR, d.lanewise(ROR, 18)).lanewise(XOR, d.lanewise(ROR, 41)));
        c = c.add(t);
        g = t.add((ONE_OP_ROTATES ? h.and(a).or(b.and(h.or(a))) : ab9.and(bc).lanewise(XOR, a))).add(h.lanewise(ROR, 28).lanewise(XOR, h.lanewise(ROR, 34)).lanewise(XOR, h.lanewise(ROR, 39)));
        bc = ab9;
        LongVector w10 = IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs();
        LongVector ab10 = g.lanewise(XOR, h);
        t = f.add(w10).add(LongVector.fromArray(S64, KL, 10 * L)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(c.lanewise(ROR, 14).lanewise(XOR, c.lanewise(ROR, 18)).lanewise(XOR, c.lanewise(ROR, 41)));
        b = b.add(t);
        f = t.add((ONE_OP_ROTATES ? g.and(h).or(a.and(g.or(h))) : ab10.and(bc).lanewise(XOR, h))).add(g.lanewise(ROR, 28).lanewise(XOR, g.lanewise(ROR, 34)).lanewise(XOR, g.lanewise(ROR, 39)));
        bc = ab10;
        LongVector w11 = IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs();
        LongVector ab11 = f.lanewise(XOR, g);
        t = e.add(w11).add(LongVector.fromArray(S64, KL, 11 * L)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(b.lanewise(ROR, 14).lanewise(XOR, b.lanewise(ROR, 18)).lanewise(XOR, b.lanewise(ROR, 41)));
        a = a.add(t);
        e = t.add((ONE_OP_ROTATES ? f.and(g).or(h.and(f.or(g))) : ab11.and(bc).lanewise(XOR, g))).add(f.lanewise(ROR, 28).lanewise(XOR, f.lanewise(ROR, 34)).lanewise(XOR, f.lanewise(ROR, 39)));
        bc = ab11;
        LongVector w12 = IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs();
        LongVector ab12 = e.lanewise(XOR, f);
        t = d.add(w12).add(LongVector.fromArray(S64, KL, 12 * L)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(a.lanewise(ROR, 14).lanewise(XOR, a.lanewise(ROR, 18)).lanewise(XOR, a.lanewise(ROR, 41)));
        h = h.add(t);
        d = t.add((ONE_OP_ROTATES ? e.and(f).or(g.and(e.or(f))) : ab12.and(bc).lanewise(XOR, f))).add(e.lanewise(ROR, 28).lanewise(XOR, e.lanewise(ROR, 34)).lanewise(XOR, e.lanewise(ROR, 39)));
        bc = ab12;
        LongVector w13 = IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs();
        LongVector ab13 = d.lanewise(XOR, e);
        t = c.add(w13).add(LongVector.fromArray(S64, KL, 13 * L)).add(h.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(h.lanewise(ROR, 14).lanewise(XOR, h.lanewise(ROR, 18)).lanewise(XOR, h.lanewise(ROR, 41)));
        g = g.add(t);
        c = t.add((ONE_OP_ROTATES ? d.and(e).or(f.and(d.or(e))) : ab13.and(bc).lanewise(XOR, e))).add(d.lanewise(ROR, 28).lanewise(XOR, d.lanewise(ROR, 34)).lanewise(XOR, d.lanewise(ROR, 39)));
        bc = ab13;
        LongVector w14 = IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs();
        LongVector ab14 = c.lanewise(XOR, d);
        t = b.add(w14).add(LongVector.fromArray(S64, KL, 14 * L)).add(g.and(h.lanewise(XOR, a)).lanewise(XOR, a)).add(g.lanewise(ROR, 14).lanewise(XOR, g.lanewise(ROR, 18)).lanewise(XOR, g.lanewise(ROR, 41)));
        f = f.add(t);
        b = t.add((ONE_OP_ROTATES ? c.and(d).or(e.and(c.or(d))) : ab14.and(bc).lanewise(XOR, d))).add(c.lanewise(ROR, 28).lanewise(XOR, c.lanewise(ROR, 34)).lanewise(XOR, c.lanewise(ROR, 39)));
        bc = ab14;
        LongVector w15 = IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs();
        LongVector ab15 = b.lanewise(XOR, c);
        t = a.add(w15).add(LongVector.fromArray(S64, KL, 15 * L)).add(f.and(g.lanewise(XOR, h)).lanewise(XOR, h)).add(f.lanewise(ROR, 14).lanewise(XOR, f.lanewise(ROR, 18)).lanewise(XOR, f.lanewise(ROR, 41)));
        e = e.add(t);
        a = t.add((ONE_OP_ROTATES ? b.and(c).or(d.and(b.or(c))) : ab15.and(bc).lanewise(XOR, c))).add(b.lanewise(ROR, 28).lanewise(XOR, b.lanewise(ROR, 34)).lanewise(XOR, b.lanewise(ROR, 39)));
        bc = ab15;
        a.reinterpretAsInts().intoArray(work, A);
        b.reinterpretAsInts().intoArray(work, B);
        c.reinterpretAsInts().intoArray(work, C);
        d.reinterpretAsInts().intoArray(work, D);
        e.reinterpretAsInts().intoArray(work, E);
        f.reinterpretAsInts().intoArray(work, F);
        g.reinterpretAsInts().intoArray(work, G);
        h.reinterpretAsInts().intoArray(work, H);
    }

    /** Rounds 16-19 + r, r = 0, 16, 32, 48. */
    private static void rounds16to19(int[] work, int r) {
        LongVector a = IntVector.fromArray(S, work, A).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(S, work, B).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(S, work, C).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(S, work, D).reinterpretAsLongs();
        LongVector e = IntVector.fromArray(S, work, E).reinterpretAsLongs();
        LongVector f = IntVector.fromArray(S, work, F).reinterpretAsLongs();
        LongVector g = IntVector.fromArray(S, work, G).reinterpretAsLongs();
        LongVector h = IntVector.fromArray(S, work, H).reinterpretAsLongs();
        LongVector t;
        LongVector bc = b.lanewise(XOR, c);
        LongVector x16a = IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs();
        LongVector x16b = IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs();
        LongVector w16 = IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x16a.lanewise(ROR, 1).lanewise(XOR, x16a.lanewise(ROR, 8)).lanewise(XOR, x16a.lanewise(LSHR, 7)) : x16a.lanewise(LSHR, 1).lanewise(XOR, x16a.lanewise(XOR, x16a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x16a.lanewise(XOR, x16a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs()).add(x16b.lanewise(ROR, 19).lanewise(XOR, x16b.lanewise(ROR, 61)).lanewise(XOR, x16b.lanewise(LSHR, 6)));
        w16.reinterpretAsInts().intoArray(work, W + 0 * 2 * L);
        LongVector ab16 = a.lanewise(XOR, b);
        t = h.add(w16).add(LongVector.fromArray(S64, KL, (r + 16) * L)).add(e.and(f.lanewise(XOR, g)).lanewise(XOR, g)).add(e.lanewise(ROR, 14).lanewise(XOR, e.lanewise(ROR, 18)).lanewise(XOR, e.lanewise(ROR, 41)));
        d = d.add(t);
        h = t.add((ONE_OP_ROTATES ? a.and(b).or(c.and(a.or(b))) : ab16.and(bc).lanewise(XOR, b))).add(a.lanewise(ROR, 28).lanewise(XOR, a.lanewise(ROR, 34)).lanewise(XOR, a.lanewise(ROR, 39)));
        bc = ab16;
        LongVector x17a = IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs();
        LongVector x17b = IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs();
        LongVector w17 = IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x17a.lanewise(ROR, 1).lanewise(XOR, x17a.lanewise(ROR, 8)).lanewise(XOR, x17a.lanewise(LSHR, 7)) : x17a.lanewise(LSHR, 1).lanewise(XOR, x17a.lanewise(XOR, x17a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x17a.lanewise(XOR, x17a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs()).add(x17b.lanewise(ROR, 19).lanewise(XOR, x17b.lanewise(ROR, 61)).lanewise(XOR, x17b.lanewise(LSHR, 6)));
        w17.reinterpretAsInts().intoArray(work, W + 1 * 2 * L);
        LongVector ab17 = h.lanewise(XOR, a);
        t = g.add(w17).add(LongVector.fromArray(S64, KL, (r + 17) * L)).add(d.and(e.lanewise(XOR, f)).lanewise(XOR, f)).add(d.lanewise(ROR, 14).lanewise(XOR, d.lanewise(ROR, 18)).lanewise(XOR, d.lanewise(ROR, 41)));
        c = c.add(t);
        g = t.add((ONE_OP_ROTATES ? h.and(a).or(b.and(h.or(a))) : ab17.and(bc).lanewise(XOR, a))).add(h.lanewise(ROR, 28).lanewise(XOR, h.lanewise(ROR, 34)).lanewise(XOR, h.lanewise(ROR, 39)));
        bc = ab17;
        LongVector x18a = IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs();
        LongVector x18b = IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs();
        LongVector w18 = IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x18a.lanewise(ROR, 1).lanewise(XOR, x18a.lanewise(ROR, 8)).lanewise(XOR, x18a.lanewise(LSHR, 7)) : x18a.lanewise(LSHR, 1).lanewise(XOR, x18a.lanewise(XOR, x18a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x18a.lanewise(XOR, x18a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs()).add(x18b.lanewise(ROR, 19).lanewise(XOR, x18b.lanewise(ROR, 61)).lanewise(XOR, x18b.lanewise(LSHR, 6)));
        w18.reinterpretAsInts().intoArray(work, W + 2 * 2 * L);
        LongVector ab18 = g.lanewise(XOR, h);
        t = f.add(w18).add(LongVector.fromArray(S64, KL, (r + 18) * L)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(c.lanewise(ROR, 14).lanewise(XOR, c.lanewise(ROR, 18)).lanewise(XOR, c.lanewise(ROR, 41)));
        b = b.add(t);
        f = t.add((ONE_OP_ROTATES ? g.and(h).or(a.and(g.or(h))) : ab18.and(bc).lanewise(XOR, h))).add(g.lanewise(ROR, 28).lanewise(XOR, g.lanewise(ROR, 34)).lanewise(XOR, g.lanewise(ROR, 39)));
        bc = ab18;
        LongVector x19a = IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs();
        LongVector x19b = IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs();
        LongVector w19 = IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x19a.lanewise(ROR, 1).lanewise(XOR, x19a.lanewise(ROR, 8)).lanewise(XOR, x19a.lanewise(LSHR, 7)) : x19a.lanewise(LSHR, 1).lanewise(XOR, x19a.lanewise(XOR, x19a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x19a.lanewise(XOR, x19a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs()).add(x19b.lanewise(ROR, 19).lanewise(XOR, x19b.lanewise(ROR, 61)).lanewise(XOR, x19b.lanewise(LSHR, 6)));
        w19.reinterpretAsInts().intoArray(work, W + 3 * 2 * L);
        LongVector ab19 = f.lanewise(XOR, g);
        t = e.add(w19).add(LongVector.fromArray(S64, KL, (r + 19) * L)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(b.lanewise(ROR, 14).lanewise(XOR, b.lanewise(ROR, 18)).lanewise(XOR, b.lanewise(ROR, 41)));
        a = a.add(t);
        e = t.add((ONE_OP_ROTATES ? f.and(g).or(h.and(f.or(g))) : ab19.and(bc).lanewise(XOR, g))).add(f.lanewise(ROR, 28).lanewise(XOR, f.lanewise(ROR, 34)).lanewise(XOR, f.lanewise(ROR, 39)));
        bc = ab19;
        e.reinterpretAsInts().intoArray(work, A);
        f.reinterpretAsInts().intoArray(work, B);
        g.reinterpretAsInts().intoArray(work, C);
        h.reinterpretAsInts().intoArray(work, D);
        a.reinterpretAsInts().intoArray(work, E);
        b.reinterpretAsInts().intoArray(work, F);
        c.reinterpretAsInts().intoArray(work, G);
        d.reinterpretAsInts().intoArray(work, H);
    }

    /** Rounds 20-23 + r, r = 0, 16, 32, 48. */
    private static void rounds20to23(int[] work, int r) {
        LongVector e = IntVector.fromArray(S, work, A).reinterpretAsLongs();
        LongVector f = IntVector.fromArray(S, work, B).reinterpretAsLongs();
        LongVector g = IntVector.fromArray(S, work, C).reinterpretAsLongs();
        LongVector h = IntVector.fromArray(S, work, D).reinterpretAsLongs();
        LongVector a = IntVector.fromArray(S, work, E).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(S, work, F).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(S, work, G).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(S, work, H).reinterpretAsLongs();
        LongVector t;
        LongVector bc = f.lanewise(XOR, g);
        LongVector x20a = IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs();
        LongVector x20b = IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs();
        LongVector w20 = IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x20a.lanewise(ROR, 1).lanewise(XOR, x20a.lanewise(ROR, 8)).lanewise(XOR, x20a.lanewise(LSHR, 7)) : x20a.lanewise(LSHR, 1).lanewise(XOR, x20a.lanewise(XOR, x20a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x20a.lanewise(XOR, x20a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs()).add(x20b.lanewise(ROR, 19).lanewise(XOR, x20b.lanewise(ROR, 61)).lanewise(XOR, x20b.lanewise(LSHR, 6)));
        w20.reinterpretAsInts().intoArray(work, W + 4 * 2 * L);
        LongVector ab20 = e.lanewise(XOR, f);
        t = d.add(w20).add(LongVector.fromArray(S64, KL, (r + 20) * L)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(a.lanewise(ROR, 14).lanewise(XOR, a.lanewise(ROR, 18)).lanewise(XOR, a.lanewise(ROR, 41)));
        h = h.add(t);
        d = t.add((ONE_OP_ROTATES ? e.and(f).or(g.and(e.or(f))) : ab20.and(bc).lanewise(XOR, f))).add(e.lanewise(ROR, 28).lanewise(XOR, e.lanewise(ROR, 34)).lanewise(XOR, e.lanewise(ROR, 39)));
        bc = ab20;
        LongVector x21a = IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs();
        LongVector x21b = IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs();
        LongVector w21 = IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x21a.lanewise(ROR, 1).lanewise(XOR, x21a.lanewise(ROR, 8)).lanewise(XOR, x21a.lanewise(LSHR, 7)) : x21a.lanewise(LSHR, 1).lanewise(XOR, x21a.lanewise(XOR, x21a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x21a.lanewise(XOR, x21a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs()).add(x21b.lanewise(ROR, 19).lanewise(XOR, x21b.lanewise(ROR, 61)).lanewise(XOR, x21b.lanewise(LSHR, 6)));
        w21.reinterpretAsInts().intoArray(work, W + 5 * 2 * L);
        LongVector ab21 = d.lanewise(XOR, e);
        t = c.add(w21).add(LongVector.fromArray(S64, KL, (r + 21) * L)).add(h.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(h.lanewise(ROR, 14).lanewise(XOR, h.lanewise(ROR, 18)).lanewise(XOR, h.lanewise(ROR, 41)));
        g = g.add(t);
        c = t.add((ONE_OP_ROTATES ? d.and(e).or(f.and(d.or(e))) : ab21.and(bc).lanewise(XOR, e))).add(d.lanewise(ROR, 28).lanewise(XOR, d.lanewise(ROR, 34)).lanewise(XOR, d.lanewise(ROR, 39)));
        bc = ab21;
        LongVector x22a = IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs();
        LongVector x22b = IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs();
        LongVector w22 = IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x22a.lanewise(ROR, 1).lanewise(XOR, x22a.lanewise(ROR, 8)).lanewise(XOR, x22a.lanewise(LSHR, 7)) : x22a.lanewise(LSHR, 1).lanewise(XOR, x22a.lanewise(XOR, x22a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x22a.lanewise(XOR, x22a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs()).add(x22b.lanewise(ROR, 19).lanewise(XOR, x22b.lanewise(ROR, 61)).lanewise(XOR, x22b.lanewise(LSHR, 6)));
        w22.reinterpretAsInts().intoArray(work, W + 6 * 2 * L);
        LongVector ab22 = c.lanewise(XOR, d);
        t = b.add(w22).add(LongVector.fromArray(S64, KL, (r + 22) * L)).add(g.and(h.lanewise(XOR, a)).lanewise(XOR, a)).add(g.lanewise(ROR, 14).lanewise(XOR, g.lanewise(ROR, 18)).lanewise(XOR, g.lanewise(ROR, 41)));
        f = f.add(t);
        b = t.add((ONE_OP_ROTATES ? c.and(d).or(e.and(c.or(d))) : ab22.and(bc).lanewise(XOR, d))).add(c.lanewise(ROR, 28).lanewise(XOR, c.lanewise(ROR, 34)).lanewise(XOR, c.lanewise(ROR, 39)));
        bc = ab22;
        LongVector x23a = IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs();
        LongVector x23b = IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs();
        LongVector w23 = IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x23a.lanewise(ROR, 1).lanewise(XOR, x23a.lanewise(ROR, 8)).lanewise(XOR, x23a.lanewise(LSHR, 7)) : x23a.lanewise(LSHR, 1).lanewise(XOR, x23a.lanewise(XOR, x23a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x23a.lanewise(XOR, x23a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs()).add(x23b.lanewise(ROR, 19).lanewise(XOR, x23b.lanewise(ROR, 61)).lanewise(XOR, x23b.lanewise(LSHR, 6)));
        w23.reinterpretAsInts().intoArray(work, W + 7 * 2 * L);
        LongVector ab23 = b.lanewise(XOR, c);
        t = a.add(w23).add(LongVector.fromArray(S64, KL, (r + 23) * L)).add(f.and(g.lanewise(XOR, h)).lanewise(XOR, h)).add(f.lanewise(ROR, 14).lanewise(XOR, f.lanewise(ROR, 18)).lanewise(XOR, f.lanewise(ROR, 41)));
        e = e.add(t);
        a = t.add((ONE_OP_ROTATES ? b.and(c).or(d.and(b.or(c))) : ab23.and(bc).lanewise(XOR, c))).add(b.lanewise(ROR, 28).lanewise(XOR, b.lanewise(ROR, 34)).lanewise(XOR, b.lanewise(ROR, 39)));
        bc = ab23;
        a.reinterpretAsInts().intoArray(work, A);
        b.reinterpretAsInts().intoArray(work, B);
        c.reinterpretAsInts().intoArray(work, C);
        d.reinterpretAsInts().intoArray(work, D);
        e.reinterpretAsInts().intoArray(work, E);
        f.reinterpretAsInts().intoArray(work, F);
        g.reinterpretAsInts().intoArray(work, G);
        h.reinterpretAsInts().intoArray(work, H);
    }

    /** Rounds 24-27 + r, r = 0, 16, 32, 48. */
    private static void rounds24to27(int[] work, int r) {
        LongVector a = IntVector.fromArray(S, work, A).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(S, work, B).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(S, work, C).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(S, work, D).reinterpretAsLongs();
        LongVector e = IntVector.fromArray(S, work, E).reinterpretAsLongs();
        LongVector f = IntVector.fromArray(S, work, F).reinterpretAsLongs();
        LongVector g = IntVector.fromArray(S, work, G).reinterpretAsLongs();
        LongVector h = IntVector.fromArray(S, work, H).reinterpretAsLongs();
        LongVector t;
        LongVector bc = b.lanewise(XOR, c);
        LongVector x24a = IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs();
        LongVector x24b = IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs();
        LongVector w24 = IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x24a.lanewise(ROR, 1).lanewise(XOR, x24a.lanewise(ROR, 8)).lanewise(XOR, x24a.lanewise(LSHR, 7)) : x24a.lanewise(LSHR, 1).lanewise(XOR, x24a.lanewise(XOR, x24a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x24a.lanewise(XOR, x24a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs()).add(x24b.lanewise(ROR, 19).lanewise(XOR, x24b.lanewise(ROR, 61)).lanewise(XOR, x24b.lanewise(LSHR, 6)));
        w24.reinterpretAsInts().intoArray(work, W + 8 * 2 * L);
        LongVector ab24 = a.lanewise(XOR, b);
        t = h.add(w24).add(LongVector.fromArray(S64, KL, (r + 24) * L)).add(e.and(f.lanewise(XOR, g)).lanewise(XOR, g)).add(e.lanewise(ROR, 14).lanewise(XOR, e.lanewise(ROR, 18)).lanewise(XOR, e.lanewise(ROR, 41)));
        d = d.add(t);
        h = t.add((ONE_OP_ROTATES ? a.and(b).or(c.and(a.or(b))) : ab24.and(bc).lanewise(XOR, b))).add(a.lanewise(ROR, 28).lanewise(XOR, a.lanewise(ROR, 34)).lanewise(XOR, a.lanewise(ROR, 39)));
        bc = ab24;
        LongVector x25a = IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs();
        LongVector x25b = IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs();
        LongVector w25 = IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x25a.lanewise(ROR, 1).lanewise(XOR, x25a.lanewise(ROR, 8)).lanewise(XOR, x25a.lanewise(LSHR, 7)) : x25a.lanewise(LSHR, 1).lanewise(XOR, x25a.lanewise(XOR, x25a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x25a.lanewise(XOR, x25a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs()).add(x25b.lanewise(ROR, 19).lanewise(XOR, x25b.lanewise(ROR, 61)).lanewise(XOR, x25b.lanewise(LSHR, 6)));
        w25.reinterpretAsInts().intoArray(work, W + 9 * 2 * L);
        LongVector ab25 = h.lanewise(XOR, a);
        t = g.add(w25).add(LongVector.fromArray(S64, KL, (r + 25) * L)).add(d.and(e.lanewise(XOR, f)).lanewise(XOR, f)).add(d.lanewise(ROR, 14).lanewise(XOR, d.lanewise(ROR, 18)).lanewise(XOR, d.lanewise(ROR, 41)));
        c = c.add(t);
        g = t.add((ONE_OP_ROTATES ? h.and(a).or(b.and(h.or(a))) : ab25.and(bc).lanewise(XOR, a))).add(h.lanewise(ROR, 28).lanewise(XOR, h.lanewise(ROR, 34)).lanewise(XOR, h.lanewise(ROR, 39)));
        bc = ab25;
        LongVector x26a = IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs();
        LongVector x26b = IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs();
        LongVector w26 = IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x26a.lanewise(ROR, 1).lanewise(XOR, x26a.lanewise(ROR, 8)).lanewise(XOR, x26a.lanewise(LSHR, 7)) : x26a.lanewise(LSHR, 1).lanewise(XOR, x26a.lanewise(XOR, x26a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x26a.lanewise(XOR, x26a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs()).add(x26b.lanewise(ROR, 19).lanewise(XOR, x26b.lanewise(ROR, 61)).lanewise(XOR, x26b.lanewise(LSHR, 6)));
        w26.reinterpretAsInts().intoArray(work, W + 10 * 2 * L);
        LongVector ab26 = g.lanewise(XOR, h);
        t = f.add(w26).add(LongVector.fromArray(S64, KL, (r + 26) * L)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(c.lanewise(ROR, 14).lanewise(XOR, c.lanewise(ROR, 18)).lanewise(XOR, c.lanewise(ROR, 41)));
        b = b.add(t);
        f = t.add((ONE_OP_ROTATES ? g.and(h).or(a.and(g.or(h))) : ab26.and(bc).lanewise(XOR, h))).add(g.lanewise(ROR, 28).lanewise(XOR, g.lanewise(ROR, 34)).lanewise(XOR, g.lanewise(ROR, 39)));
        bc = ab26;
        LongVector x27a = IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs();
        LongVector x27b = IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs();
        LongVector w27 = IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x27a.lanewise(ROR, 1).lanewise(XOR, x27a.lanewise(ROR, 8)).lanewise(XOR, x27a.lanewise(LSHR, 7)) : x27a.lanewise(LSHR, 1).lanewise(XOR, x27a.lanewise(XOR, x27a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x27a.lanewise(XOR, x27a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs()).add(x27b.lanewise(ROR, 19).lanewise(XOR, x27b.lanewise(ROR, 61)).lanewise(XOR, x27b.lanewise(LSHR, 6)));
        w27.reinterpretAsInts().intoArray(work, W + 11 * 2 * L);
        LongVector ab27 = f.lanewise(XOR, g);
        t = e.add(w27).add(LongVector.fromArray(S64, KL, (r + 27) * L)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(b.lanewise(ROR, 14).lanewise(XOR, b.lanewise(ROR, 18)).lanewise(XOR, b.lanewise(ROR, 41)));
        a = a.add(t);
        e = t.add((ONE_OP_ROTATES ? f.and(g).or(h.and(f.or(g))) : ab27.and(bc).lanewise(XOR, g))).add(f.lanewise(ROR, 28).lanewise(XOR, f.lanewise(ROR, 34)).lanewise(XOR, f.lanewise(ROR, 39)));
        bc = ab27;
        e.reinterpretAsInts().intoArray(work, A);
        f.reinterpretAsInts().intoArray(work, B);
        g.reinterpretAsInts().intoArray(work, C);
        h.reinterpretAsInts().intoArray(work, D);
        a.reinterpretAsInts().intoArray(work, E);
        b.reinterpretAsInts().intoArray(work, F);
        c.reinterpretAsInts().intoArray(work, G);
        d.reinterpretAsInts().intoArray(work, H);
    }

    /** Rounds 28-31 + r, r = 0, 16, 32, 48. */
    private static void rounds28to31(int[] work, int r) {
        LongVector e = IntVector.fromArray(S, work, A).reinterpretAsLongs();
        LongVector f = IntVector.fromArray(S, work, B).reinterpretAsLongs();
        LongVector g = IntVector.fromArray(S, work, C).reinterpretAsLongs();
        LongVector h = IntVector.fromArray(S, work, D).reinterpretAsLongs();
        LongVector a = IntVector.fromArray(S, work, E).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(S, work, F).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(S, work, G).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(S, work, H).reinterpretAsLongs();
        LongVector t;
        LongVector bc = f.lanewise(XOR, g);
        LongVector x28a = IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs();
        LongVector x28b = IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs();
        LongVector w28 = IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x28a.lanewise(ROR, 1).lanewise(XOR, x28a.lanewise(ROR, 8)).lanewise(XOR, x28a.lanewise(LSHR, 7)) : x28a.lanewise(LSHR, 1).lanewise(XOR, x28a.lanewise(XOR, x28a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x28a.lanewise(XOR, x28a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs()).add(x28b.lanewise(ROR, 19).lanewise(XOR, x28b.lanewise(ROR, 61)).lanewise(XOR, x28b.lanewise(LSHR, 6)));
        w28.reinterpretAsInts().intoArray(work, W + 12 * 2 * L);
        LongVector ab28 = e.lanewise(XOR, f);
        t = d.add(w28).add(LongVector.fromArray(S64, KL, (r + 28) * L)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(a.lanewise(ROR, 14).lanewise(XOR, a.lanewise(ROR, 18)).lanewise(XOR, a.lanewise(ROR, 41)));
        h = h.add(t);
        d = t.add((ONE_OP_ROTATES ? e.and(f).or(g.and(e.or(f))) : ab28.and(bc).lanewise(XOR, f))).add(e.lanewise(ROR, 28).lanewise(XOR, e.lanewise(ROR, 34)).lanewise(XOR, e.lanewise(ROR, 39)));
        bc = ab28;
        LongVector x29a = IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs();
        LongVector x29b = IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs();
        LongVector w29 = IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x29a.lanewise(ROR, 1).lanewise(XOR, x29a.lanewise(ROR, 8)).lanewise(XOR, x29a.lanewise(LSHR, 7)) : x29a.lanewise(LSHR, 1).lanewise(XOR, x29a.lanewise(XOR, x29a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x29a.lanewise(XOR, x29a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs()).add(x29b.lanewise(ROR, 19).lanewise(XOR, x29b.lanewise(ROR, 61)).lanewise(XOR, x29b.lanewise(LSHR, 6)));
        w29.reinterpretAsInts().intoArray(work, W + 13 * 2 * L);
        LongVector ab29 = d.lanewise(XOR, e);
        t = c.add(w29).add(LongVector.fromArray(S64, KL, (r + 29) * L)).add(h.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(h.lanewise(ROR, 14).lanewise(XOR, h.lanewise(ROR, 18)).lanewise(XOR, h.lanewise(ROR, 41)));
        g = g.add(t);
        c = t.add((ONE_OP_ROTATES ? d.and(e).or(f.and(d.or(e))) : ab29.and(bc).lanewise(XOR, e))).add(d.lanewise(ROR, 28).lanewise(XOR, d.lanewise(ROR, 34)).lanewise(XOR, d.lanewise(ROR, 39)));
        bc = ab29;
        LongVector x30a = IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs();
        LongVector x30b = IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs();
        LongVector w30 = IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x30a.lanewise(ROR, 1).lanewise(XOR, x30a.lanewise(ROR, 8)).lanewise(XOR, x30a.lanewise(LSHR, 7)) : x30a.lanewise(LSHR, 1).lanewise(XOR, x30a.lanewise(XOR, x30a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x30a.lanewise(XOR, x30a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs()).add(x30b.lanewise(ROR, 19).lanewise(XOR, x30b.lanewise(ROR, 61)).lanewise(XOR, x30b.lanewise(LSHR, 6)));
        w30.reinterpretAsInts().intoArray(work, W + 14 * 2 * L);
        LongVector ab30 = c.lanewise(XOR, d);
        t = b.add(w30).add(LongVector.fromArray(S64, KL, (r + 30) * L)).add(g.and(h.lanewise(XOR, a)).lanewise(XOR, a)).add(g.lanewise(ROR, 14).lanewise(XOR, g.lanewise(ROR, 18)).lanewise(XOR, g.lanewise(ROR, 41)));
        f = f.add(t);
        b = t.add((ONE_OP_ROTATES ? c.and(d).or(e.and(c.or(d))) : ab30.and(bc).lanewise(XOR, d))).add(c.lanewise(ROR, 28).lanewise(XOR, c.lanewise(ROR, 34)).lanewise(XOR, c.lanewise(ROR, 39)));
        bc = ab30;
        LongVector x31a = IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs();
        LongVector x31b = IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs();
        LongVector w31 = IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs().add((ONE_OP_ROTATES ? x31a.lanewise(ROR, 1).lanewise(XOR, x31a.lanewise(ROR, 8)).lanewise(XOR, x31a.lanewise(LSHR, 7)) : x31a.lanewise(LSHR, 1).lanewise(XOR, x31a.lanewise(XOR, x31a.lanewise(LSHR, 1)).lanewise(LSHR, 7)).lanewise(XOR, x31a.lanewise(XOR, x31a.lanewise(LSHL, 7)).lanewise(LSHL, 56)))).add(IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs()).add(x31b.lanewise(ROR, 19).lanewise(XOR, x31b.lanewise(ROR, 61)).lanewise(XOR, x31b.lanewise(LSHR, 6)));
        w31.reinterpretAsInts().intoArray(work, W + 15 * 2 * L);
        LongVector ab31 = b.lanewise(XOR, c);
        t = a.add(w31).add(LongVector.fromArray(S64, KL, (r + 31) * L)).add(f.and(g.lanewise(XOR, h)).lanewise(XOR, h)).add(f.lanewise(ROR, 14).lanewise(XOR, f.lanewise(ROR, 18)).lanewise(XOR, f.lanewise(ROR, 41)));
        e = e.add(t);
        a = t.add((ONE_OP_ROTATES ? b.and(c).or(d.and(b.or(c))) : ab31.and(bc).lanewise(XOR, c))).add(b.lanewise(ROR, 28).lanewise(XOR, b.lanewise(ROR, 34)).lanewise(XOR, b.lanewise(ROR, 39)));
        bc = ab31;
        a.reinterpretAsInts().intoArray(work, A);
        b.reinterpretAsInts().intoArray(work, B);
        c.reinterpretAsInts().intoArray(work, C);
        d.reinterpretAsInts().intoArray(work, D);
        e.reinterpretAsInts().intoArray(work, E);
        f.reinterpretAsInts().intoArray(work, F);
        g.reinterpretAsInts().intoArray(work, G);
        h.reinterpretAsInts().intoArray(work, H);
    }

    /** Rounds 0-15, the whole form, for C2 only (KernelForms). */
    private static void rounds00to15C2(int[] work) {
        LongVector a = IntVector.fromArray(S, work, A).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(S, work, B).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(S, work, C).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(S, work, D).reinterpretAsLongs();
        LongVector e = IntVector.fromArray(S, work, E).reinterpretAsLongs();
        LongVector f = IntVector.fromArray(S, work, F).reinterpretAsLongs();
        LongVector g = IntVector.fromArray(S, work, G).reinterpretAsLongs();
        LongVector h = IntVector.fromArray(S, work, H).reinterpretAsLongs();
        LongVector t;
        LongVector w0 = IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs();
        t = h.add(w0).add(LongVector.fromArray(S64, KL, 0 * L)).add(e.and(f.lanewise(XOR, g)).lanewise(XOR, g)).add(e.lanewise(ROR, 14).lanewise(XOR, e.lanewise(ROR, 18)).lanewise(XOR, e.lanewise(ROR, 41)));
        d = d.add(t);
        h = t.add(a.and(b).or(c.and(a.or(b)))).add(a.lanewise(ROR, 28).lanewise(XOR, a.lanewise(ROR, 34)).lanewise(XOR, a.lanewise(ROR, 39)));
        LongVector w1 = IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs();
        t = g.add(w1).add(LongVector.fromArray(S64, KL, 1 * L)).add(d.and(e.lanewise(XOR, f)).lanewise(XOR, f)).add(d.lanewise(ROR, 14).lanewise(XOR, d.lanewise(ROR, 18)).lanewise(XOR, d.lanewise(ROR, 41)));
        c = c.add(t);
        g = t.add(h.and(a).or(b.and(h.or(a)))).add(h.lanewise(ROR, 28).lanewise(XOR, h.lanewise(ROR, 34)).lanewise(XOR, h.lanewise(ROR, 39)));
        LongVector w2 = IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs();
        t = f.add(w2).add(LongVector.fromArray(S64, KL, 2 * L)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(c.lanewise(ROR, 14).lanewise(XOR, c.lanewise(ROR, 18)).lanewise(XOR, c.lanewise(ROR, 41)));
        b = b.add(t);
        f = t.add(g.and(h).or(a.and(g.or(h)))).add(g.lanewise(ROR, 28).lanewise(XOR, g.lanewise(ROR, 34)).lanewise(XOR, g.lanewise(ROR, 39)));
        LongVector w3 = IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs();
        t = e.add(w3).add(LongVector.fromArray(S64, KL, 3 * L)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(b.lanewise(ROR, 14).lanewise(XOR, b.lanewise(ROR, 18)).lanewise(XOR, b.lanewise(ROR, 41)));
        a = a.add(t);
        e = t.add(f.and(g).or(h.and(f.or(g)))).add(f.lanewise(ROR, 28).lanewise(XOR, f.lanewise(ROR, 34)).lanewise(XOR, f.lanewise(ROR, 39)));
        LongVector w4 = IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs();
        t = d.add(w4).add(LongVector.fromArray(S64, KL, 4 * L)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(a.lanewise(ROR, 14).lanewise(XOR, a.lanewise(ROR, 18)).lanewise(XOR, a.lanewise(ROR, 41)));
        h = h.add(t);
        d = t.add(e.and(f).or(g.and(e.or(f)))).add(e.lanewise(ROR, 28).lanewise(XOR, e.lanewise(ROR, 34)).lanewise(XOR, e.lanewise(ROR, 39)));
        LongVector w5 = IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs();
        t = c.add(w5).add(LongVector.fromArray(S64, KL, 5 * L)).add(h.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(h.lanewise(ROR, 14).lanewise(XOR, h.lanewise(ROR, 18)).lanewise(XOR, h.lanewise(ROR, 41)));
        g = g.add(t);
        c = t.add(d.and(e).or(f.and(d.or(e)))).add(d.lanewise(ROR, 28).lanewise(XOR, d.lanewise(ROR, 34)).lanewise(XOR, d.lanewise(ROR, 39)));
        LongVector w6 = IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs();
        t = b.add(w6).add(LongVector.fromArray(S64, KL, 6 * L)).add(g.and(h.lanewise(XOR, a)).lanewise(XOR, a)).add(g.lanewise(ROR, 14).lanewise(XOR, g.lanewise(ROR, 18)).lanewise(XOR, g.lanewise(ROR, 41)));
        f = f.add(t);
        b = t.add(c.and(d).or(e.and(c.or(d)))).add(c.lanewise(ROR, 28).lanewise(XOR, c.lanewise(ROR, 34)).lanewise(XOR, c.lanewise(ROR, 39)));
        LongVector w7 = IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs();
        t = a.add(w7).add(LongVector.fromArray(S64, KL, 7 * L)).add(f.and(g.lanewise(XOR, h)).lanewise(XOR, h)).add(f.lanewise(ROR, 14).lanewise(XOR, f.lanewise(ROR, 18)).lanewise(XOR, f.lanewise(ROR, 41)));
        e = e.add(t);
        a = t.add(b.and(c).or(d.and(b.or(c)))).add(b.lanewise(ROR, 28).lanewise(XOR, b.lanewise(ROR, 34)).lanewise(XOR, b.lanewise(ROR, 39)));
        LongVector w8 = IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs();
        t = h.add(w8).add(LongVector.fromArray(S64, KL, 8 * L)).add(e.and(f.lanewise(XOR, g)).lanewise(XOR, g)).add(e.lanewise(ROR, 14).lanewise(XOR, e.lanewise(ROR, 18)).lanewise(XOR, e.lanewise(ROR, 41)));
        d = d.add(t);
        h = t.add(a.and(b).or(c.and(a.or(b)))).add(a.lanewise(ROR, 28).lanewise(XOR, a.lanewise(ROR, 34)).lanewise(XOR, a.lanewise(ROR, 39)));
        LongVector w9 = IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs();
        t = g.add(w9).add(LongVector.fromArray(S64, KL, 9 * L)).add(d.and(e.lanewise(XOR, f)).lanewise(XOR, f)).add(d.lanewise(ROR, 14).lanewise(XOR, d.lanewise(ROR, 18)).lanewise(XOR, d.lanewise(ROR, 41)));
        c = c.add(t);
        g = t.add(h.and(a).or(b.and(h.or(a)))).add(h.lanewise(ROR, 28).lanewise(XOR, h.lanewise(ROR, 34)).lanewise(XOR, h.lanewise(ROR, 39)));
        LongVector w10 = IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs();
        t = f.add(w10).add(LongVector.fromArray(S64, KL, 10 * L)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(c.lanewise(ROR, 14).lanewise(XOR, c.lanewise(ROR, 18)).lanewise(XOR, c.lanewise(ROR, 41)));
        b = b.add(t);
        f = t.add(g.and(h).or(a.and(g.or(h)))).add(g.lanewise(ROR, 28).lanewise(XOR, g.lanewise(ROR, 34)).lanewise(XOR, g.lanewise(ROR, 39)));
        LongVector w11 = IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs();
        t = e.add(w11).add(LongVector.fromArray(S64, KL, 11 * L)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(b.lanewise(ROR, 14).lanewise(XOR, b.lanewise(ROR, 18)).lanewise(XOR, b.lanewise(ROR, 41)));
        a = a.add(t);
        e = t.add(f.and(g).or(h.and(f.or(g)))).add(f.lanewise(ROR, 28).lanewise(XOR, f.lanewise(ROR, 34)).lanewise(XOR, f.lanewise(ROR, 39)));
        LongVector w12 = IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs();
        t = d.add(w12).add(LongVector.fromArray(S64, KL, 12 * L)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(a.lanewise(ROR, 14).lanewise(XOR, a.lanewise(ROR, 18)).lanewise(XOR, a.lanewise(ROR, 41)));
        h = h.add(t);
        d = t.add(e.and(f).or(g.and(e.or(f)))).add(e.lanewise(ROR, 28).lanewise(XOR, e.lanewise(ROR, 34)).lanewise(XOR, e.lanewise(ROR, 39)));
        LongVector w13 = IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs();
        t = c.add(w13).add(LongVector.fromArray(S64, KL, 13 * L)).add(h.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(h.lanewise(ROR, 14).lanewise(XOR, h.lanewise(ROR, 18)).lanewise(XOR, h.lanewise(ROR, 41)));
        g = g.add(t);
        c = t.add(d.and(e).or(f.and(d.or(e)))).add(d.lanewise(ROR, 28).lanewise(XOR, d.lanewise(ROR, 34)).lanewise(XOR, d.lanewise(ROR, 39)));
        LongVector w14 = IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs();
        t = b.add(w14).add(LongVector.fromArray(S64, KL, 14 * L)).add(g.and(h.lanewise(XOR, a)).lanewise(XOR, a)).add(g.lanewise(ROR, 14).lanewise(XOR, g.lanewise(ROR, 18)).lanewise(XOR, g.lanewise(ROR, 41)));
        f = f.add(t);
        b = t.add(c.and(d).or(e.and(c.or(d)))).add(c.lanewise(ROR, 28).lanewise(XOR, c.lanewise(ROR, 34)).lanewise(XOR, c.lanewise(ROR, 39)));
        LongVector w15 = IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs();
        t = a.add(w15).add(LongVector.fromArray(S64, KL, 15 * L)).add(f.and(g.lanewise(XOR, h)).lanewise(XOR, h)).add(f.lanewise(ROR, 14).lanewise(XOR, f.lanewise(ROR, 18)).lanewise(XOR, f.lanewise(ROR, 41)));
        e = e.add(t);
        a = t.add(b.and(c).or(d.and(b.or(c)))).add(b.lanewise(ROR, 28).lanewise(XOR, b.lanewise(ROR, 34)).lanewise(XOR, b.lanewise(ROR, 39)));
        a.reinterpretAsInts().intoArray(work, A);
        b.reinterpretAsInts().intoArray(work, B);
        c.reinterpretAsInts().intoArray(work, C);
        d.reinterpretAsInts().intoArray(work, D);
        e.reinterpretAsInts().intoArray(work, E);
        f.reinterpretAsInts().intoArray(work, F);
        g.reinterpretAsInts().intoArray(work, G);
        h.reinterpretAsInts().intoArray(work, H);
    }

    /** Rounds 16-31 + r, r = 0, 16, 32, 48, the whole form, for C2 only (KernelForms). */
    private static void rounds16to31C2(int[] work, int r) {
        LongVector a = IntVector.fromArray(S, work, A).reinterpretAsLongs();
        LongVector b = IntVector.fromArray(S, work, B).reinterpretAsLongs();
        LongVector c = IntVector.fromArray(S, work, C).reinterpretAsLongs();
        LongVector d = IntVector.fromArray(S, work, D).reinterpretAsLongs();
        LongVector e = IntVector.fromArray(S, work, E).reinterpretAsLongs();
        LongVector f = IntVector.fromArray(S, work, F).reinterpretAsLongs();
        LongVector g = IntVector.fromArray(S, work, G).reinterpretAsLongs();
        LongVector h = IntVector.fromArray(S, work, H).reinterpretAsLongs();
        LongVector t;
        LongVector x16a = IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs();
        LongVector x16b = IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs();
        LongVector w16 = IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs().add(x16a.lanewise(ROR, 1).lanewise(XOR, x16a.lanewise(ROR, 8)).lanewise(XOR, x16a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs()).add(x16b.lanewise(ROR, 19).lanewise(XOR, x16b.lanewise(ROR, 61)).lanewise(XOR, x16b.lanewise(LSHR, 6)));
        w16.reinterpretAsInts().intoArray(work, W + 0 * 2 * L);
        t = h.add(w16).add(LongVector.fromArray(S64, KL, (r + 16) * L)).add(e.and(f.lanewise(XOR, g)).lanewise(XOR, g)).add(e.lanewise(ROR, 14).lanewise(XOR, e.lanewise(ROR, 18)).lanewise(XOR, e.lanewise(ROR, 41)));
        d = d.add(t);
        h = t.add(a.and(b).or(c.and(a.or(b)))).add(a.lanewise(ROR, 28).lanewise(XOR, a.lanewise(ROR, 34)).lanewise(XOR, a.lanewise(ROR, 39)));
        LongVector x17a = IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs();
        LongVector x17b = IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs();
        LongVector w17 = IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs().add(x17a.lanewise(ROR, 1).lanewise(XOR, x17a.lanewise(ROR, 8)).lanewise(XOR, x17a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs()).add(x17b.lanewise(ROR, 19).lanewise(XOR, x17b.lanewise(ROR, 61)).lanewise(XOR, x17b.lanewise(LSHR, 6)));
        w17.reinterpretAsInts().intoArray(work, W + 1 * 2 * L);
        t = g.add(w17).add(LongVector.fromArray(S64, KL, (r + 17) * L)).add(d.and(e.lanewise(XOR, f)).lanewise(XOR, f)).add(d.lanewise(ROR, 14).lanewise(XOR, d.lanewise(ROR, 18)).lanewise(XOR, d.lanewise(ROR, 41)));
        c = c.add(t);
        g = t.add(h.and(a).or(b.and(h.or(a)))).add(h.lanewise(ROR, 28).lanewise(XOR, h.lanewise(ROR, 34)).lanewise(XOR, h.lanewise(ROR, 39)));
        LongVector x18a = IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs();
        LongVector x18b = IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs();
        LongVector w18 = IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs().add(x18a.lanewise(ROR, 1).lanewise(XOR, x18a.lanewise(ROR, 8)).lanewise(XOR, x18a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs()).add(x18b.lanewise(ROR, 19).lanewise(XOR, x18b.lanewise(ROR, 61)).lanewise(XOR, x18b.lanewise(LSHR, 6)));
        w18.reinterpretAsInts().intoArray(work, W + 2 * 2 * L);
        t = f.add(w18).add(LongVector.fromArray(S64, KL, (r + 18) * L)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(c.lanewise(ROR, 14).lanewise(XOR, c.lanewise(ROR, 18)).lanewise(XOR, c.lanewise(ROR, 41)));
        b = b.add(t);
        f = t.add(g.and(h).or(a.and(g.or(h)))).add(g.lanewise(ROR, 28).lanewise(XOR, g.lanewise(ROR, 34)).lanewise(XOR, g.lanewise(ROR, 39)));
        LongVector x19a = IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs();
        LongVector x19b = IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs();
        LongVector w19 = IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs().add(x19a.lanewise(ROR, 1).lanewise(XOR, x19a.lanewise(ROR, 8)).lanewise(XOR, x19a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs()).add(x19b.lanewise(ROR, 19).lanewise(XOR, x19b.lanewise(ROR, 61)).lanewise(XOR, x19b.lanewise(LSHR, 6)));
        w19.reinterpretAsInts().intoArray(work, W + 3 * 2 * L);
        t = e.add(w19).add(LongVector.fromArray(S64, KL, (r + 19) * L)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(b.lanewise(ROR, 14).lanewise(XOR, b.lanewise(ROR, 18)).lanewise(XOR, b.lanewise(ROR, 41)));
        a = a.add(t);
        e = t.add(f.and(g).or(h.and(f.or(g)))).add(f.lanewise(ROR, 28).lanewise(XOR, f.lanewise(ROR, 34)).lanewise(XOR, f.lanewise(ROR, 39)));
        LongVector x20a = IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs();
        LongVector x20b = IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs();
        LongVector w20 = IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs().add(x20a.lanewise(ROR, 1).lanewise(XOR, x20a.lanewise(ROR, 8)).lanewise(XOR, x20a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs()).add(x20b.lanewise(ROR, 19).lanewise(XOR, x20b.lanewise(ROR, 61)).lanewise(XOR, x20b.lanewise(LSHR, 6)));
        w20.reinterpretAsInts().intoArray(work, W + 4 * 2 * L);
        t = d.add(w20).add(LongVector.fromArray(S64, KL, (r + 20) * L)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(a.lanewise(ROR, 14).lanewise(XOR, a.lanewise(ROR, 18)).lanewise(XOR, a.lanewise(ROR, 41)));
        h = h.add(t);
        d = t.add(e.and(f).or(g.and(e.or(f)))).add(e.lanewise(ROR, 28).lanewise(XOR, e.lanewise(ROR, 34)).lanewise(XOR, e.lanewise(ROR, 39)));
        LongVector x21a = IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs();
        LongVector x21b = IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs();
        LongVector w21 = IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs().add(x21a.lanewise(ROR, 1).lanewise(XOR, x21a.lanewise(ROR, 8)).lanewise(XOR, x21a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs()).add(x21b.lanewise(ROR, 19).lanewise(XOR, x21b.lanewise(ROR, 61)).lanewise(XOR, x21b.lanewise(LSHR, 6)));
        w21.reinterpretAsInts().intoArray(work, W + 5 * 2 * L);
        t = c.add(w21).add(LongVector.fromArray(S64, KL, (r + 21) * L)).add(h.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(h.lanewise(ROR, 14).lanewise(XOR, h.lanewise(ROR, 18)).lanewise(XOR, h.lanewise(ROR, 41)));
        g = g.add(t);
        c = t.add(d.and(e).or(f.and(d.or(e)))).add(d.lanewise(ROR, 28).lanewise(XOR, d.lanewise(ROR, 34)).lanewise(XOR, d.lanewise(ROR, 39)));
        LongVector x22a = IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs();
        LongVector x22b = IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs();
        LongVector w22 = IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs().add(x22a.lanewise(ROR, 1).lanewise(XOR, x22a.lanewise(ROR, 8)).lanewise(XOR, x22a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs()).add(x22b.lanewise(ROR, 19).lanewise(XOR, x22b.lanewise(ROR, 61)).lanewise(XOR, x22b.lanewise(LSHR, 6)));
        w22.reinterpretAsInts().intoArray(work, W + 6 * 2 * L);
        t = b.add(w22).add(LongVector.fromArray(S64, KL, (r + 22) * L)).add(g.and(h.lanewise(XOR, a)).lanewise(XOR, a)).add(g.lanewise(ROR, 14).lanewise(XOR, g.lanewise(ROR, 18)).lanewise(XOR, g.lanewise(ROR, 41)));
        f = f.add(t);
        b = t.add(c.and(d).or(e.and(c.or(d)))).add(c.lanewise(ROR, 28).lanewise(XOR, c.lanewise(ROR, 34)).lanewise(XOR, c.lanewise(ROR, 39)));
        LongVector x23a = IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs();
        LongVector x23b = IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs();
        LongVector w23 = IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs().add(x23a.lanewise(ROR, 1).lanewise(XOR, x23a.lanewise(ROR, 8)).lanewise(XOR, x23a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs()).add(x23b.lanewise(ROR, 19).lanewise(XOR, x23b.lanewise(ROR, 61)).lanewise(XOR, x23b.lanewise(LSHR, 6)));
        w23.reinterpretAsInts().intoArray(work, W + 7 * 2 * L);
        t = a.add(w23).add(LongVector.fromArray(S64, KL, (r + 23) * L)).add(f.and(g.lanewise(XOR, h)).lanewise(XOR, h)).add(f.lanewise(ROR, 14).lanewise(XOR, f.lanewise(ROR, 18)).lanewise(XOR, f.lanewise(ROR, 41)));
        e = e.add(t);
        a = t.add(b.and(c).or(d.and(b.or(c)))).add(b.lanewise(ROR, 28).lanewise(XOR, b.lanewise(ROR, 34)).lanewise(XOR, b.lanewise(ROR, 39)));
        LongVector x24a = IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs();
        LongVector x24b = IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs();
        LongVector w24 = IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs().add(x24a.lanewise(ROR, 1).lanewise(XOR, x24a.lanewise(ROR, 8)).lanewise(XOR, x24a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 1 * 2 * L).reinterpretAsLongs()).add(x24b.lanewise(ROR, 19).lanewise(XOR, x24b.lanewise(ROR, 61)).lanewise(XOR, x24b.lanewise(LSHR, 6)));
        w24.reinterpretAsInts().intoArray(work, W + 8 * 2 * L);
        t = h.add(w24).add(LongVector.fromArray(S64, KL, (r + 24) * L)).add(e.and(f.lanewise(XOR, g)).lanewise(XOR, g)).add(e.lanewise(ROR, 14).lanewise(XOR, e.lanewise(ROR, 18)).lanewise(XOR, e.lanewise(ROR, 41)));
        d = d.add(t);
        h = t.add(a.and(b).or(c.and(a.or(b)))).add(a.lanewise(ROR, 28).lanewise(XOR, a.lanewise(ROR, 34)).lanewise(XOR, a.lanewise(ROR, 39)));
        LongVector x25a = IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs();
        LongVector x25b = IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs();
        LongVector w25 = IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs().add(x25a.lanewise(ROR, 1).lanewise(XOR, x25a.lanewise(ROR, 8)).lanewise(XOR, x25a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 2 * 2 * L).reinterpretAsLongs()).add(x25b.lanewise(ROR, 19).lanewise(XOR, x25b.lanewise(ROR, 61)).lanewise(XOR, x25b.lanewise(LSHR, 6)));
        w25.reinterpretAsInts().intoArray(work, W + 9 * 2 * L);
        t = g.add(w25).add(LongVector.fromArray(S64, KL, (r + 25) * L)).add(d.and(e.lanewise(XOR, f)).lanewise(XOR, f)).add(d.lanewise(ROR, 14).lanewise(XOR, d.lanewise(ROR, 18)).lanewise(XOR, d.lanewise(ROR, 41)));
        c = c.add(t);
        g = t.add(h.and(a).or(b.and(h.or(a)))).add(h.lanewise(ROR, 28).lanewise(XOR, h.lanewise(ROR, 34)).lanewise(XOR, h.lanewise(ROR, 39)));
        LongVector x26a = IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs();
        LongVector x26b = IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs();
        LongVector w26 = IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs().add(x26a.lanewise(ROR, 1).lanewise(XOR, x26a.lanewise(ROR, 8)).lanewise(XOR, x26a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 3 * 2 * L).reinterpretAsLongs()).add(x26b.lanewise(ROR, 19).lanewise(XOR, x26b.lanewise(ROR, 61)).lanewise(XOR, x26b.lanewise(LSHR, 6)));
        w26.reinterpretAsInts().intoArray(work, W + 10 * 2 * L);
        t = f.add(w26).add(LongVector.fromArray(S64, KL, (r + 26) * L)).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(c.lanewise(ROR, 14).lanewise(XOR, c.lanewise(ROR, 18)).lanewise(XOR, c.lanewise(ROR, 41)));
        b = b.add(t);
        f = t.add(g.and(h).or(a.and(g.or(h)))).add(g.lanewise(ROR, 28).lanewise(XOR, g.lanewise(ROR, 34)).lanewise(XOR, g.lanewise(ROR, 39)));
        LongVector x27a = IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs();
        LongVector x27b = IntVector.fromArray(S, work, W + 9 * 2 * L).reinterpretAsLongs();
        LongVector w27 = IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs().add(x27a.lanewise(ROR, 1).lanewise(XOR, x27a.lanewise(ROR, 8)).lanewise(XOR, x27a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 4 * 2 * L).reinterpretAsLongs()).add(x27b.lanewise(ROR, 19).lanewise(XOR, x27b.lanewise(ROR, 61)).lanewise(XOR, x27b.lanewise(LSHR, 6)));
        w27.reinterpretAsInts().intoArray(work, W + 11 * 2 * L);
        t = e.add(w27).add(LongVector.fromArray(S64, KL, (r + 27) * L)).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(b.lanewise(ROR, 14).lanewise(XOR, b.lanewise(ROR, 18)).lanewise(XOR, b.lanewise(ROR, 41)));
        a = a.add(t);
        e = t.add(f.and(g).or(h.and(f.or(g)))).add(f.lanewise(ROR, 28).lanewise(XOR, f.lanewise(ROR, 34)).lanewise(XOR, f.lanewise(ROR, 39)));
        LongVector x28a = IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs();
        LongVector x28b = IntVector.fromArray(S, work, W + 10 * 2 * L).reinterpretAsLongs();
        LongVector w28 = IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs().add(x28a.lanewise(ROR, 1).lanewise(XOR, x28a.lanewise(ROR, 8)).lanewise(XOR, x28a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 5 * 2 * L).reinterpretAsLongs()).add(x28b.lanewise(ROR, 19).lanewise(XOR, x28b.lanewise(ROR, 61)).lanewise(XOR, x28b.lanewise(LSHR, 6)));
        w28.reinterpretAsInts().intoArray(work, W + 12 * 2 * L);
        t = d.add(w28).add(LongVector.fromArray(S64, KL, (r + 28) * L)).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(a.lanewise(ROR, 14).lanewise(XOR, a.lanewise(ROR, 18)).lanewise(XOR, a.lanewise(ROR, 41)));
        h = h.add(t);
        d = t.add(e.and(f).or(g.and(e.or(f)))).add(e.lanewise(ROR, 28).lanewise(XOR, e.lanewise(ROR, 34)).lanewise(XOR, e.lanewise(ROR, 39)));
        LongVector x29a = IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs();
        LongVector x29b = IntVector.fromArray(S, work, W + 11 * 2 * L).reinterpretAsLongs();
        LongVector w29 = IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs().add(x29a.lanewise(ROR, 1).lanewise(XOR, x29a.lanewise(ROR, 8)).lanewise(XOR, x29a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 6 * 2 * L).reinterpretAsLongs()).add(x29b.lanewise(ROR, 19).lanewise(XOR, x29b.lanewise(ROR, 61)).lanewise(XOR, x29b.lanewise(LSHR, 6)));
        w29.reinterpretAsInts().intoArray(work, W + 13 * 2 * L);
        t = c.add(w29).add(LongVector.fromArray(S64, KL, (r + 29) * L)).add(h.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(h.lanewise(ROR, 14).lanewise(XOR, h.lanewise(ROR, 18)).lanewise(XOR, h.lanewise(ROR, 41)));
        g = g.add(t);
        c = t.add(d.and(e).or(f.and(d.or(e)))).add(d.lanewise(ROR, 28).lanewise(XOR, d.lanewise(ROR, 34)).lanewise(XOR, d.lanewise(ROR, 39)));
        LongVector x30a = IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs();
        LongVector x30b = IntVector.fromArray(S, work, W + 12 * 2 * L).reinterpretAsLongs();
        LongVector w30 = IntVector.fromArray(S, work, W + 14 * 2 * L).reinterpretAsLongs().add(x30a.lanewise(ROR, 1).lanewise(XOR, x30a.lanewise(ROR, 8)).lanewise(XOR, x30a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 7 * 2 * L).reinterpretAsLongs()).add(x30b.lanewise(ROR, 19).lanewise(XOR, x30b.lanewise(ROR, 61)).lanewise(XOR, x30b.lanewise(LSHR, 6)));
        w30.reinterpretAsInts().intoArray(work, W + 14 * 2 * L);
        t = b.add(w30).add(LongVector.fromArray(S64, KL, (r + 30) * L)).add(g.and(h.lanewise(XOR, a)).lanewise(XOR, a)).add(g.lanewise(ROR, 14).lanewise(XOR, g.lanewise(ROR, 18)).lanewise(XOR, g.lanewise(ROR, 41)));
        f = f.add(t);
        b = t.add(c.and(d).or(e.and(c.or(d)))).add(c.lanewise(ROR, 28).lanewise(XOR, c.lanewise(ROR, 34)).lanewise(XOR, c.lanewise(ROR, 39)));
        LongVector x31a = IntVector.fromArray(S, work, W + 0 * 2 * L).reinterpretAsLongs();
        LongVector x31b = IntVector.fromArray(S, work, W + 13 * 2 * L).reinterpretAsLongs();
        LongVector w31 = IntVector.fromArray(S, work, W + 15 * 2 * L).reinterpretAsLongs().add(x31a.lanewise(ROR, 1).lanewise(XOR, x31a.lanewise(ROR, 8)).lanewise(XOR, x31a.lanewise(LSHR, 7))).add(IntVector.fromArray(S, work, W + 8 * 2 * L).reinterpretAsLongs()).add(x31b.lanewise(ROR, 19).lanewise(XOR, x31b.lanewise(ROR, 61)).lanewise(XOR, x31b.lanewise(LSHR, 6)));
        w31.reinterpretAsInts().intoArray(work, W + 15 * 2 * L);
        t = a.add(w31).add(LongVector.fromArray(S64, KL, (r + 31) * L)).add(f.and(g.lanewise(XOR, h)).lanewise(XOR, h)).add(f.lanewise(ROR, 14).lanewise(XOR, f.lanewise(ROR, 18)).lanewise(XOR, f.lanewise(ROR, 41)));
        e = e.add(t);
        a = t.add(b.and(c).or(d.and(b.or(c)))).add(b.lanewise(ROR, 28).lanewise(XOR, b.lanewise(ROR, 34)).lanewise(XOR, b.lanewise(ROR, 39)));
        a.reinterpretAsInts().intoArray(work, A);
        b.reinterpretAsInts().intoArray(work, B);
        c.reinterpretAsInts().intoArray(work, C);
        d.reinterpretAsInts().intoArray(work, D);
        e.reinterpretAsInts().intoArray(work, E);
        f.reinterpretAsInts().intoArray(work, F);
        g.reinterpretAsInts().intoArray(work, G);
        h.reinterpretAsInts().intoArray(work, H);
    }

    // GENERATED: end
}
