package org.hashlanes.internal.vector;

import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.IntVector;
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
 * <p>Shape, from two JIT facts measured while prototyping: the 80 rounds are split into small
 * methods (a method of 40 or 80 vector rounds made C1 give up, and the method was never promoted
 * to C2), and rotates use {@code lanewise(ROL)} (one {@code vprold} on AVX-512; shift-or was
 * 1.5-1.7x slower). Working variables and the message schedule pass between the methods through a
 * small int array, which stays in L1. Below 16 lanes (AVX2: 16 registers) the schedule stays in
 * that array and is read where used, in methods of 10 rounds after 0-19; at 16 lanes (AVX-512: 32
 * registers) it is 16 locals (the {@code R} methods), read once and stored once per method, as
 * isa-l keeps it in zmm16-31: three methods on JDK 18+, four of 20 on JDK 17
 * ({@link #THREE_METHODS}); and on JDK 18+ a second form with all 80 rounds in one method, which
 * only C2 compiles ({@link #WHOLE}). {@code L} is a constant, so each copy
 * compiles only its own set. No method takes or returns a vector:
 * C2 inlines such a helper only at hot call sites, and one left out of line boxes its vectors.
 */
final class LaneKernelTemplate implements LaneKernel {
    private static final VectorSpecies<Integer> S = LaneKernels.speciesOf(MethodHandles.lookup());
    /** Lanes per vector. */
    private static final int L = S.length();
    /** This species' block loader (byte swap and transpose), shared with the SHA-256 kernel. */
    private static final BlockLoader LOAD = LaneKernels.loader(S);
    /**
     * Whether the 16 lanes run their 80 rounds as three methods (30, 25, 25) rather than four of
     * 20: one hand-over of the state and the ring through the work array fewer, 6-12%
     * faster on JDK 25 (JMH hot4k and equal4k, Zen 5), 8-13% slower on JDK 17, whose C2 lowers
     * each rotate to two shifts and an OR (JDK-8266054 made it one {@code vprold} in 18); JDKs
     * 18-24 not measured. See lane_rounds.py.
     */
    private static final boolean THREE_METHODS = Runtime.version().feature() >= 18;
    /**
     * Whether this copy is the whole form: the 16 lanes' 80 rounds in one method
     * ({@code rounds00to79C2}), no hand-over between round methods, 4-35% faster than the three
     * methods once C2 has compiled it (JMH equal4k and hot4k, Zen 5, JDK 25), which C1 cannot
     * (see lane_rounds.py). A constant in each copy; such a copy serves once {@link KernelForms}
     * has seen it compiled by C2 and faster ({@code hashlanes.wholeKernels}, see {@link VectorEngine}).
     */
    private static final boolean WHOLE = LaneKernels.wholeFormOf(MethodHandles.lookup());

    // Offsets in the work array (a lane array): working variables a..e, then the schedule ring.
    private static final int A = 0, BB = L, C = 2 * L, D = 3 * L, E = 4 * L, W = 5 * L;

    /** Public for the factory's method-handle lookup; only hidden copies are ever instantiated. */
    public LaneKernelTemplate() {}

    @Override
    public int lanes() {
        return L;
    }

    @Override
    public int stateWords() {
        return 5;
    }

    /** At 16 lanes on JDK 18+: where the rounds are in registers and the three methods beat four. */
    @Override
    public boolean hasWholeForm() {
        return L >= 16 && THREE_METHODS;
    }


    /** Working variables a..e, then the 16-word schedule ring. */
    @Override
    public int workWords() {
        return 5 + 16;
    }

    @Override
    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {
        for (int n = 0; n < blocks; n++) {
            LOAD.load(work, W, src, off, step);
            if (L >= 16) {
                // The first method reads the chaining values and the last adds into them: no copy.
                if (WHOLE) {
                    rounds00to79C2(work, h);
                } else if (THREE_METHODS) {
                    rounds00to29R(work, h);
                    rounds30to54R(work);
                    rounds55to79R(work, h);
                } else {
                    rounds00to19R(work, h);
                    rounds20to39R(work);
                    rounds40to59R(work);
                    rounds60to79R(work, h);
                }
            } else {
                IntVector.fromArray(S, h, 0).intoArray(work, A);
                IntVector.fromArray(S, h, L).intoArray(work, BB);
                IntVector.fromArray(S, h, 2 * L).intoArray(work, C);
                IntVector.fromArray(S, h, 3 * L).intoArray(work, D);
                IntVector.fromArray(S, h, 4 * L).intoArray(work, E);
                rounds00to19(work);
                rounds20to29(work);
                rounds30to39(work);
                rounds40to49(work);
                rounds50to59(work);
                rounds60to69(work);
                rounds70to79(work);
                addWorkToState(h, work);
            }
        }
    }

    // GENERATED by src/codegen/lane_rounds.py: begin
    /** Rounds 0-19. */
    private static void rounds00to19(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x5a827999);
        e = e.add(IntVector.fromArray(S, work, W + 0 * L)).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, W + 1 * L)).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, W + 2 * L)).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, W + 3 * L)).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, W + 4 * L)).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(IntVector.fromArray(S, work, W + 5 * L)).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, W + 6 * L)).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, W + 7 * L)).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, W + 8 * L)).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, W + 9 * L)).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(IntVector.fromArray(S, work, W + 10 * L)).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, W + 11 * L)).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, W + 12 * L)).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, W + 13 * L)).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, W + 14 * L)).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(IntVector.fromArray(S, work, W + 15 * L)).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w16 = IntVector.fromArray(S, work, W + 13 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(ROL, 1);
        w16.intoArray(work, W + 0 * L);
        d = d.add(w16).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w17 = IntVector.fromArray(S, work, W + 14 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(ROL, 1);
        w17.intoArray(work, W + 1 * L);
        c = c.add(w17).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w18 = IntVector.fromArray(S, work, W + 15 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(ROL, 1);
        w18.intoArray(work, W + 2 * L);
        b = b.add(w18).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w19 = IntVector.fromArray(S, work, W + 0 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(ROL, 1);
        w19.intoArray(work, W + 3 * L);
        a = a.add(w19).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 20-29. */
    private static void rounds20to29(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x6ed9eba1);
        IntVector w20 = IntVector.fromArray(S, work, W + 1 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(ROL, 1);
        w20.intoArray(work, W + 4 * L);
        e = e.add(w20).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w21 = IntVector.fromArray(S, work, W + 2 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(ROL, 1);
        w21.intoArray(work, W + 5 * L);
        d = d.add(w21).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w22 = IntVector.fromArray(S, work, W + 3 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(ROL, 1);
        w22.intoArray(work, W + 6 * L);
        c = c.add(w22).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w23 = IntVector.fromArray(S, work, W + 4 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(ROL, 1);
        w23.intoArray(work, W + 7 * L);
        b = b.add(w23).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w24 = IntVector.fromArray(S, work, W + 5 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(ROL, 1);
        w24.intoArray(work, W + 8 * L);
        a = a.add(w24).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w25 = IntVector.fromArray(S, work, W + 6 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(ROL, 1);
        w25.intoArray(work, W + 9 * L);
        e = e.add(w25).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w26 = IntVector.fromArray(S, work, W + 7 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(ROL, 1);
        w26.intoArray(work, W + 10 * L);
        d = d.add(w26).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w27 = IntVector.fromArray(S, work, W + 8 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(ROL, 1);
        w27.intoArray(work, W + 11 * L);
        c = c.add(w27).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w28 = IntVector.fromArray(S, work, W + 9 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(ROL, 1);
        w28.intoArray(work, W + 12 * L);
        b = b.add(w28).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w29 = IntVector.fromArray(S, work, W + 10 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(ROL, 1);
        w29.intoArray(work, W + 13 * L);
        a = a.add(w29).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 30-39. */
    private static void rounds30to39(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x6ed9eba1);
        IntVector w30 = IntVector.fromArray(S, work, W + 11 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(ROL, 1);
        w30.intoArray(work, W + 14 * L);
        e = e.add(w30).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w31 = IntVector.fromArray(S, work, W + 12 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(ROL, 1);
        w31.intoArray(work, W + 15 * L);
        d = d.add(w31).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w32 = IntVector.fromArray(S, work, W + 13 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(ROL, 1);
        w32.intoArray(work, W + 0 * L);
        c = c.add(w32).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w33 = IntVector.fromArray(S, work, W + 14 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(ROL, 1);
        w33.intoArray(work, W + 1 * L);
        b = b.add(w33).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w34 = IntVector.fromArray(S, work, W + 15 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(ROL, 1);
        w34.intoArray(work, W + 2 * L);
        a = a.add(w34).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w35 = IntVector.fromArray(S, work, W + 0 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(ROL, 1);
        w35.intoArray(work, W + 3 * L);
        e = e.add(w35).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w36 = IntVector.fromArray(S, work, W + 1 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(ROL, 1);
        w36.intoArray(work, W + 4 * L);
        d = d.add(w36).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w37 = IntVector.fromArray(S, work, W + 2 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(ROL, 1);
        w37.intoArray(work, W + 5 * L);
        c = c.add(w37).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w38 = IntVector.fromArray(S, work, W + 3 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(ROL, 1);
        w38.intoArray(work, W + 6 * L);
        b = b.add(w38).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w39 = IntVector.fromArray(S, work, W + 4 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(ROL, 1);
        w39.intoArray(work, W + 7 * L);
        a = a.add(w39).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 40-49. */
    private static void rounds40to49(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        IntVector w40 = IntVector.fromArray(S, work, W + 5 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(ROL, 1);
        w40.intoArray(work, W + 8 * L);
        e = e.add(w40).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w41 = IntVector.fromArray(S, work, W + 6 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(ROL, 1);
        w41.intoArray(work, W + 9 * L);
        d = d.add(w41).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w42 = IntVector.fromArray(S, work, W + 7 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(ROL, 1);
        w42.intoArray(work, W + 10 * L);
        c = c.add(w42).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w43 = IntVector.fromArray(S, work, W + 8 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(ROL, 1);
        w43.intoArray(work, W + 11 * L);
        b = b.add(w43).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w44 = IntVector.fromArray(S, work, W + 9 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(ROL, 1);
        w44.intoArray(work, W + 12 * L);
        a = a.add(w44).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w45 = IntVector.fromArray(S, work, W + 10 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(ROL, 1);
        w45.intoArray(work, W + 13 * L);
        e = e.add(w45).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w46 = IntVector.fromArray(S, work, W + 11 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(ROL, 1);
        w46.intoArray(work, W + 14 * L);
        d = d.add(w46).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w47 = IntVector.fromArray(S, work, W + 12 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(ROL, 1);
        w47.intoArray(work, W + 15 * L);
        c = c.add(w47).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w48 = IntVector.fromArray(S, work, W + 13 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(ROL, 1);
        w48.intoArray(work, W + 0 * L);
        b = b.add(w48).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w49 = IntVector.fromArray(S, work, W + 14 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(ROL, 1);
        w49.intoArray(work, W + 1 * L);
        a = a.add(w49).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 50-59. */
    private static void rounds50to59(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        IntVector w50 = IntVector.fromArray(S, work, W + 15 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(ROL, 1);
        w50.intoArray(work, W + 2 * L);
        e = e.add(w50).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w51 = IntVector.fromArray(S, work, W + 0 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(ROL, 1);
        w51.intoArray(work, W + 3 * L);
        d = d.add(w51).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w52 = IntVector.fromArray(S, work, W + 1 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(ROL, 1);
        w52.intoArray(work, W + 4 * L);
        c = c.add(w52).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w53 = IntVector.fromArray(S, work, W + 2 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(ROL, 1);
        w53.intoArray(work, W + 5 * L);
        b = b.add(w53).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w54 = IntVector.fromArray(S, work, W + 3 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(ROL, 1);
        w54.intoArray(work, W + 6 * L);
        a = a.add(w54).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w55 = IntVector.fromArray(S, work, W + 4 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(ROL, 1);
        w55.intoArray(work, W + 7 * L);
        e = e.add(w55).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w56 = IntVector.fromArray(S, work, W + 5 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(ROL, 1);
        w56.intoArray(work, W + 8 * L);
        d = d.add(w56).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w57 = IntVector.fromArray(S, work, W + 6 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(ROL, 1);
        w57.intoArray(work, W + 9 * L);
        c = c.add(w57).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w58 = IntVector.fromArray(S, work, W + 7 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(ROL, 1);
        w58.intoArray(work, W + 10 * L);
        b = b.add(w58).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w59 = IntVector.fromArray(S, work, W + 8 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(ROL, 1);
        w59.intoArray(work, W + 11 * L);
        a = a.add(w59).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 60-69. */
    private static void rounds60to69(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0xca62c1d6);
        IntVector w60 = IntVector.fromArray(S, work, W + 9 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(ROL, 1);
        w60.intoArray(work, W + 12 * L);
        e = e.add(w60).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w61 = IntVector.fromArray(S, work, W + 10 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(ROL, 1);
        w61.intoArray(work, W + 13 * L);
        d = d.add(w61).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w62 = IntVector.fromArray(S, work, W + 11 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(ROL, 1);
        w62.intoArray(work, W + 14 * L);
        c = c.add(w62).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w63 = IntVector.fromArray(S, work, W + 12 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(ROL, 1);
        w63.intoArray(work, W + 15 * L);
        b = b.add(w63).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w64 = IntVector.fromArray(S, work, W + 13 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(ROL, 1);
        w64.intoArray(work, W + 0 * L);
        a = a.add(w64).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w65 = IntVector.fromArray(S, work, W + 14 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(ROL, 1);
        w65.intoArray(work, W + 1 * L);
        e = e.add(w65).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w66 = IntVector.fromArray(S, work, W + 15 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(ROL, 1);
        w66.intoArray(work, W + 2 * L);
        d = d.add(w66).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w67 = IntVector.fromArray(S, work, W + 0 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(ROL, 1);
        w67.intoArray(work, W + 3 * L);
        c = c.add(w67).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w68 = IntVector.fromArray(S, work, W + 1 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(ROL, 1);
        w68.intoArray(work, W + 4 * L);
        b = b.add(w68).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w69 = IntVector.fromArray(S, work, W + 2 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(ROL, 1);
        w69.intoArray(work, W + 5 * L);
        a = a.add(w69).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 70-79. */
    private static void rounds70to79(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0xca62c1d6);
        IntVector w70 = IntVector.fromArray(S, work, W + 3 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(ROL, 1);
        w70.intoArray(work, W + 6 * L);
        e = e.add(w70).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w71 = IntVector.fromArray(S, work, W + 4 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(ROL, 1);
        w71.intoArray(work, W + 7 * L);
        d = d.add(w71).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w72 = IntVector.fromArray(S, work, W + 5 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(ROL, 1);
        w72.intoArray(work, W + 8 * L);
        c = c.add(w72).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w73 = IntVector.fromArray(S, work, W + 6 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(ROL, 1);
        w73.intoArray(work, W + 9 * L);
        b = b.add(w73).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w74 = IntVector.fromArray(S, work, W + 7 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(ROL, 1);
        w74.intoArray(work, W + 10 * L);
        a = a.add(w74).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w75 = IntVector.fromArray(S, work, W + 8 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(ROL, 1);
        w75.intoArray(work, W + 11 * L);
        e = e.add(w75).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w76 = IntVector.fromArray(S, work, W + 9 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(ROL, 1);
        w76.intoArray(work, W + 12 * L);
        d = d.add(w76).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w77 = IntVector.fromArray(S, work, W + 10 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(ROL, 1);
        w77.intoArray(work, W + 13 * L);
        c = c.add(w77).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w78 = IntVector.fromArray(S, work, W + 11 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(ROL, 1);
        w78.intoArray(work, W + 14 * L);
        b = b.add(w78).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w79 = IntVector.fromArray(S, work, W + 12 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(ROL, 1);
        w79.intoArray(work, W + 15 * L);
        a = a.add(w79).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 0-79, the whole form's one method, for C2 only (KernelForms) (16 lanes). */
    private static void rounds00to79C2(int[] work, int[] h) {
        IntVector a = IntVector.fromArray(S, h, 0), b = IntVector.fromArray(S, h, L),
                c = IntVector.fromArray(S, h, 2 * L), d = IntVector.fromArray(S, h, 3 * L),
                e = IntVector.fromArray(S, h, 4 * L);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x5a827999);
        e = e.add(x0).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x1).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x2).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x3).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x4).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x5).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x6).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x7).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x8).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x9).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x10).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x11).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x12).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x13).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x14).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x15).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        d = d.add(x0).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        c = c.add(x1).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        b = b.add(x2).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        a = a.add(x3).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        k = IntVector.broadcast(S, 0x6ed9eba1);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        e = e.add(x4).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        d = d.add(x5).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        c = c.add(x6).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        b = b.add(x7).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        a = a.add(x8).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        e = e.add(x9).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        d = d.add(x10).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        c = c.add(x11).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        b = b.add(x12).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        a = a.add(x13).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        e = e.add(x14).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        d = d.add(x15).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        c = c.add(x0).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        b = b.add(x1).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        a = a.add(x2).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        e = e.add(x3).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        d = d.add(x4).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        c = c.add(x5).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        b = b.add(x6).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        a = a.add(x7).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        k = IntVector.broadcast(S, 0x8f1bbcdc);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        e = e.add(x8).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        d = d.add(x9).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        c = c.add(x10).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        b = b.add(x11).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        a = a.add(x12).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        e = e.add(x13).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        d = d.add(x14).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        c = c.add(x15).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        b = b.add(x0).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        a = a.add(x1).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        e = e.add(x2).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        d = d.add(x3).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        c = c.add(x4).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        b = b.add(x5).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        a = a.add(x6).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        e = e.add(x7).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        d = d.add(x8).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        c = c.add(x9).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        b = b.add(x10).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        a = a.add(x11).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        k = IntVector.broadcast(S, 0xca62c1d6);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        e = e.add(x12).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        d = d.add(x13).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        c = c.add(x14).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        b = b.add(x15).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        a = a.add(x0).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        e = e.add(x1).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        d = d.add(x2).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        c = c.add(x3).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        b = b.add(x4).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        a = a.add(x5).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        e = e.add(x6).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        d = d.add(x7).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        c = c.add(x8).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        b = b.add(x9).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        a = a.add(x10).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        e = e.add(x11).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        d = d.add(x12).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        c = c.add(x13).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        b = b.add(x14).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        a = a.add(x15).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.add(IntVector.fromArray(S, h, 0 * L)).intoArray(h, 0 * L);
        b.add(IntVector.fromArray(S, h, 1 * L)).intoArray(h, 1 * L);
        c.add(IntVector.fromArray(S, h, 2 * L)).intoArray(h, 2 * L);
        d.add(IntVector.fromArray(S, h, 3 * L)).intoArray(h, 3 * L);
        e.add(IntVector.fromArray(S, h, 4 * L)).intoArray(h, 4 * L);
    }

    /** Rounds 0-29, the schedule in registers (16 lanes). */
    private static void rounds00to29R(int[] work, int[] h) {
        IntVector a = IntVector.fromArray(S, h, 0), b = IntVector.fromArray(S, h, L),
                c = IntVector.fromArray(S, h, 2 * L), d = IntVector.fromArray(S, h, 3 * L),
                e = IntVector.fromArray(S, h, 4 * L);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x5a827999);
        e = e.add(x0).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x1).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x2).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x3).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x4).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x5).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x6).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x7).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x8).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x9).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x10).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x11).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x12).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x13).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x14).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x15).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        d = d.add(x0).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        c = c.add(x1).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        b = b.add(x2).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        a = a.add(x3).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        k = IntVector.broadcast(S, 0x6ed9eba1);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        e = e.add(x4).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        d = d.add(x5).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        c = c.add(x6).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        b = b.add(x7).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        a = a.add(x8).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        e = e.add(x9).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        d = d.add(x10).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        c = c.add(x11).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        b = b.add(x12).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        a = a.add(x13).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x0.intoArray(work, W + 0 * L);
        x1.intoArray(work, W + 1 * L);
        x2.intoArray(work, W + 2 * L);
        x3.intoArray(work, W + 3 * L);
        x4.intoArray(work, W + 4 * L);
        x5.intoArray(work, W + 5 * L);
        x6.intoArray(work, W + 6 * L);
        x7.intoArray(work, W + 7 * L);
        x8.intoArray(work, W + 8 * L);
        x9.intoArray(work, W + 9 * L);
        x10.intoArray(work, W + 10 * L);
        x11.intoArray(work, W + 11 * L);
        x12.intoArray(work, W + 12 * L);
        x13.intoArray(work, W + 13 * L);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 30-54, the schedule in registers (16 lanes). */
    private static void rounds30to54R(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x6ed9eba1);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        e = e.add(x14).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        d = d.add(x15).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        c = c.add(x0).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        b = b.add(x1).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        a = a.add(x2).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        e = e.add(x3).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        d = d.add(x4).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        c = c.add(x5).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        b = b.add(x6).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        a = a.add(x7).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        k = IntVector.broadcast(S, 0x8f1bbcdc);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        e = e.add(x8).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        d = d.add(x9).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        c = c.add(x10).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        b = b.add(x11).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        a = a.add(x12).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        e = e.add(x13).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        d = d.add(x14).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        c = c.add(x15).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        b = b.add(x0).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        a = a.add(x1).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        e = e.add(x2).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        d = d.add(x3).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        c = c.add(x4).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        b = b.add(x5).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        a = a.add(x6).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x0.intoArray(work, W + 0 * L);
        x1.intoArray(work, W + 1 * L);
        x2.intoArray(work, W + 2 * L);
        x3.intoArray(work, W + 3 * L);
        x4.intoArray(work, W + 4 * L);
        x5.intoArray(work, W + 5 * L);
        x6.intoArray(work, W + 6 * L);
        x7.intoArray(work, W + 7 * L);
        x8.intoArray(work, W + 8 * L);
        x9.intoArray(work, W + 9 * L);
        x10.intoArray(work, W + 10 * L);
        x11.intoArray(work, W + 11 * L);
        x12.intoArray(work, W + 12 * L);
        x13.intoArray(work, W + 13 * L);
        x14.intoArray(work, W + 14 * L);
        x15.intoArray(work, W + 15 * L);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 55-79, the schedule in registers (16 lanes). */
    private static void rounds55to79R(int[] work, int[] h) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        e = e.add(x7).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        d = d.add(x8).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        c = c.add(x9).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        b = b.add(x10).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        a = a.add(x11).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        k = IntVector.broadcast(S, 0xca62c1d6);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        e = e.add(x12).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        d = d.add(x13).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        c = c.add(x14).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        b = b.add(x15).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        a = a.add(x0).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        e = e.add(x1).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        d = d.add(x2).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        c = c.add(x3).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        b = b.add(x4).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        a = a.add(x5).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        e = e.add(x6).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        d = d.add(x7).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        c = c.add(x8).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        b = b.add(x9).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        a = a.add(x10).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        e = e.add(x11).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        d = d.add(x12).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        c = c.add(x13).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        b = b.add(x14).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        a = a.add(x15).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.add(IntVector.fromArray(S, h, 0 * L)).intoArray(h, 0 * L);
        b.add(IntVector.fromArray(S, h, 1 * L)).intoArray(h, 1 * L);
        c.add(IntVector.fromArray(S, h, 2 * L)).intoArray(h, 2 * L);
        d.add(IntVector.fromArray(S, h, 3 * L)).intoArray(h, 3 * L);
        e.add(IntVector.fromArray(S, h, 4 * L)).intoArray(h, 4 * L);
    }

    /** Rounds 0-19, the schedule in registers (16 lanes). */
    private static void rounds00to19R(int[] work, int[] h) {
        IntVector a = IntVector.fromArray(S, h, 0), b = IntVector.fromArray(S, h, L),
                c = IntVector.fromArray(S, h, 2 * L), d = IntVector.fromArray(S, h, 3 * L),
                e = IntVector.fromArray(S, h, 4 * L);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x5a827999);
        e = e.add(x0).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x1).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x2).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x3).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x4).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x5).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x6).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x7).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x8).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x9).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x10).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(x11).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(x12).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(x13).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(x14).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(x15).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        d = d.add(x0).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        c = c.add(x1).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        b = b.add(x2).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        a = a.add(x3).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x0.intoArray(work, W + 0 * L);
        x1.intoArray(work, W + 1 * L);
        x2.intoArray(work, W + 2 * L);
        x3.intoArray(work, W + 3 * L);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 20-39, the schedule in registers (16 lanes). */
    private static void rounds20to39R(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x6ed9eba1);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        e = e.add(x4).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        d = d.add(x5).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        c = c.add(x6).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        b = b.add(x7).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        a = a.add(x8).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        e = e.add(x9).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        d = d.add(x10).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        c = c.add(x11).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        b = b.add(x12).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        a = a.add(x13).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        e = e.add(x14).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        d = d.add(x15).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        c = c.add(x0).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        b = b.add(x1).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        a = a.add(x2).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        e = e.add(x3).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        d = d.add(x4).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        c = c.add(x5).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        b = b.add(x6).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        a = a.add(x7).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x0.intoArray(work, W + 0 * L);
        x1.intoArray(work, W + 1 * L);
        x2.intoArray(work, W + 2 * L);
        x3.intoArray(work, W + 3 * L);
        x4.intoArray(work, W + 4 * L);
        x5.intoArray(work, W + 5 * L);
        x6.intoArray(work, W + 6 * L);
        x7.intoArray(work, W + 7 * L);
        x8.intoArray(work, W + 8 * L);
        x9.intoArray(work, W + 9 * L);
        x10.intoArray(work, W + 10 * L);
        x11.intoArray(work, W + 11 * L);
        x12.intoArray(work, W + 12 * L);
        x13.intoArray(work, W + 13 * L);
        x14.intoArray(work, W + 14 * L);
        x15.intoArray(work, W + 15 * L);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 40-59, the schedule in registers (16 lanes). */
    private static void rounds40to59R(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        e = e.add(x8).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        d = d.add(x9).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        c = c.add(x10).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        b = b.add(x11).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        a = a.add(x12).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        e = e.add(x13).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        d = d.add(x14).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        c = c.add(x15).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        b = b.add(x0).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        a = a.add(x1).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        e = e.add(x2).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        d = d.add(x3).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        c = c.add(x4).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        b = b.add(x5).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        a = a.add(x6).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        e = e.add(x7).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        d = d.add(x8).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        c = c.add(x9).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        b = b.add(x10).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        a = a.add(x11).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x0.intoArray(work, W + 0 * L);
        x1.intoArray(work, W + 1 * L);
        x2.intoArray(work, W + 2 * L);
        x3.intoArray(work, W + 3 * L);
        x4.intoArray(work, W + 4 * L);
        x5.intoArray(work, W + 5 * L);
        x6.intoArray(work, W + 6 * L);
        x7.intoArray(work, W + 7 * L);
        x8.intoArray(work, W + 8 * L);
        x9.intoArray(work, W + 9 * L);
        x10.intoArray(work, W + 10 * L);
        x11.intoArray(work, W + 11 * L);
        x12.intoArray(work, W + 12 * L);
        x13.intoArray(work, W + 13 * L);
        x14.intoArray(work, W + 14 * L);
        x15.intoArray(work, W + 15 * L);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 60-79, the schedule in registers (16 lanes). */
    private static void rounds60to79R(int[] work, int[] h) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, W + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, W + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, W + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, W + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, W + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, W + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, W + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, W + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, W + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, W + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, W + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, W + 15 * L);
        IntVector k = IntVector.broadcast(S, 0xca62c1d6);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        e = e.add(x12).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        d = d.add(x13).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        c = c.add(x14).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        b = b.add(x15).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        a = a.add(x0).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        e = e.add(x1).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x2 = x15.lanewise(XOR, x10).lanewise(XOR, x4).lanewise(XOR, x2).lanewise(ROL, 1);
        d = d.add(x2).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x3 = x0.lanewise(XOR, x11).lanewise(XOR, x5).lanewise(XOR, x3).lanewise(ROL, 1);
        c = c.add(x3).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        b = b.add(x4).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        a = a.add(x5).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        e = e.add(x6).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        d = d.add(x7).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x8 = x5.lanewise(XOR, x0).lanewise(XOR, x10).lanewise(XOR, x8).lanewise(ROL, 1);
        c = c.add(x8).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        b = b.add(x9).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        a = a.add(x10).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        e = e.add(x11).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x12 = x9.lanewise(XOR, x4).lanewise(XOR, x14).lanewise(XOR, x12).lanewise(ROL, 1);
        d = d.add(x12).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        c = c.add(x13).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        b = b.add(x14).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        a = a.add(x15).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.add(IntVector.fromArray(S, h, 0 * L)).intoArray(h, 0 * L);
        b.add(IntVector.fromArray(S, h, 1 * L)).intoArray(h, 1 * L);
        c.add(IntVector.fromArray(S, h, 2 * L)).intoArray(h, 2 * L);
        d.add(IntVector.fromArray(S, h, 3 * L)).intoArray(h, 3 * L);
        e.add(IntVector.fromArray(S, h, 4 * L)).intoArray(h, 4 * L);
    }

    // GENERATED: end

    private static void addWorkToState(int[] h, int[] work) {
        for (int i = 0; i < 5; i++) {
            IntVector.fromArray(S, h, i * L).add(IntVector.fromArray(S, work, i * L)).intoArray(h, i * L);
        }
    }
}
