package org.hashlanes.internal.vector;

import java.lang.invoke.MethodHandles;
import java.util.function.IntConsumer;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.scalar.ScalarSha1Dc;

import static jdk.incubator.vector.VectorOperators.AND_NOT;
import static jdk.incubator.vector.VectorOperators.ASHR;
import static jdk.incubator.vector.VectorOperators.EQ;
import static jdk.incubator.vector.VectorOperators.LSHL;
import static jdk.incubator.vector.VectorOperators.NE;
import static jdk.incubator.vector.VectorOperators.ROL;
import static jdk.incubator.vector.VectorOperators.ROR;
import static jdk.incubator.vector.VectorOperators.XOR;

/**
 * SHA-1 with collision detection (SHA-1DC) in the lanes: {@link LaneKernelTemplate}'s
 * compression plus the detection, defined as a hidden class per species in the same way (see
 * there why).
 *
 * <p>Per block step, with no branch per lane: the rounds read the message words from MSG and
 * store the expanded words W[35..64] (at 16 lanes those the schedule ring does not keep; the
 * conditions read W[44..59] there) and the states before steps 58 and 65; then the
 * unavoidable-bit-condition check of all 32 disturbance vectors runs as vector operations on
 * those words (three methods of about 40 conditions: the 113 of the 156 that filter most, see
 * {@code lane_ubc_rows} in {@code src/codegen/sha1dc.py}), leaving a mask of surviving vectors
 * per lane, a superset of {@link ScalarSha1Dc#ubcMask}'s. After the step, one test asks whether
 * any lane has a candidate (about 6% of random blocks have one, so about one per 16-lane step;
 * 5% with every condition). A candidate is queued, not decided: per test
 * step (58 or 65) a queue of L slots holds each candidate's message words XOR its vector's
 * difference, the saved state and the chaining value after the block. A full queue is decided
 * with all its slots at once by {@link #decide}, one vector recompression for L candidates, where
 * scalar code took one recompression per candidate (then about a quarter of the kernel's time).
 * The lanes go on meanwhile, so an attack block's lane keeps the plain chaining value: its tag
 * goes to the scheduler, which hashes that message again with the scalar detecting function.
 */
final class Sha1DcLaneKernelTemplate implements LaneKernel {
    private static final VectorSpecies<Integer> S = LaneKernels.speciesOf(MethodHandles.lookup());
    /** Lanes per vector. */
    private static final int L = S.length();
    /** The byte swap and transpose shared by every lane kernel of this species. */
    private static final BlockLoader LOAD = LaneKernels.loader(S);

    // Offsets in the work array (a lane array): working variables a..e, the schedule ring, the
    // surviving-vector mask of the last block, the last block's message words, the states
    // before steps 58 and 65, and the expanded words W[35..64] that the conditions read (at 16
    // lanes W[44..59] stay in the ring at W instead).
    private static final int A = 0, BB = L, C = 2 * L, D = 3 * L, E = 4 * L, W = 5 * L;
    private static final int MASK = 21 * L, MSG = 22 * L, S58 = 38 * L, S65 = 43 * L;
    private static final int WX = 48 * L;
    // The candidate queues, one per test step, slot j in lane position j: fields of QUEUE_WORDS
    // words (message words XOR difference, state at the test step, chaining value after the
    // block, the slot's tag), then the two slot counts (a scalar pair in COUNTS). DECIDE_W
    // (expanded words), RING (the working state, roles a..e) and IN (the chaining value before
    // the block) are scratch of decide.
    private static final int QUEUE_WORDS = 27, Q_STATE = 16 * L, Q_OUT = 21 * L, Q_TAG = 26 * L;
    private static final int Q58 = 78 * L, Q65 = Q58 + QUEUE_WORDS * L, COUNTS = Q65 + QUEUE_WORDS * L;
    private static final int DECIDE_W = COUNTS + L, RING = DECIDE_W + 80 * L, IN = RING + 5 * L;
    private static final int WORK_WORDS = IN / L + 5;

    /**
     * Whether the 16 lanes run rounds 40-59 as one method (one hand-over of the state and the
     * ring less) rather than two of 10. JMH equal4k, 16 lanes, Zen 4: on JDK 25 about 3% faster
     * where the work array misses 32-byte alignment (3 JVMs in 4), the same where it has it; on
     * JDK 17 12% slower (its C2 spills in the register methods). JDKs in between not measured.
     */
    private static final boolean ONE_METHOD_40_59 = Runtime.version().feature() >= 25;

    /** Message words 0..15 of each vector's difference, vector v at [16 * v]. */
    private static final int[] DIFFERENCE = new int[16 * ScalarSha1Dc.VECTORS];
    /** Whether vector v is tested from step 58 (else from 65). */
    private static final boolean[] FROM58 = new boolean[ScalarSha1Dc.VECTORS];

    static {
        for (int v = 0; v < ScalarSha1Dc.VECTORS; v++) {
            for (int t = 0; t < 16; t++) {
                DIFFERENCE[16 * v + t] = ScalarSha1Dc.messageDifference(v, t);
            }
            int step = ScalarSha1Dc.testStep(v);
            if (step != 58 && step != 65) {
                throw new ExceptionInInitializerError("disturbance vector " + v + " tested from step " + step);
            }
            FROM58[v] = step == 58;
        }
    }

    /** Public for the factory's method-handle lookup; only hidden copies are ever instantiated. */
    public Sha1DcLaneKernelTemplate() {}

    @Override
    public int lanes() {
        return L;
    }

    @Override
    public int stateWords() {
        return 5;
    }

    @Override
    public int workWords() {
        return WORK_WORDS;
    }

    @Override
    public boolean detects() {
        return true;
    }

    @Override
    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {
        throw new UnsupportedOperationException("a detecting kernel compresses with tags");
    }

    @Override
    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks,
            int[] tags, IntConsumer detected) {
        for (int n = 0; n < blocks; n++) {
            // The shared loader fills MSG, where the rounds read the message words (the ring at W
            // would overwrite them, and a candidate's queue entry needs them).
            LOAD.load(work, MSG, src, off, step);
            if (L >= 16) {
                // The first method reads the chaining values and the last adds into them: no copy.
                rounds00to19R(work, h);
                rounds20to39R(work);
                if (ONE_METHOD_40_59) {
                    rounds40to59R(work);
                } else {
                    rounds40to49R(work);
                    rounds50to59R(work);
                }
                rounds60to79R(work, h);
            } else {
                IntVector.fromArray(S, h, 0).intoArray(work, A);
                IntVector.fromArray(S, h, L).intoArray(work, BB);
                IntVector.fromArray(S, h, 2 * L).intoArray(work, C);
                IntVector.fromArray(S, h, 3 * L).intoArray(work, D);
                IntVector.fromArray(S, h, 4 * L).intoArray(work, E);
                rounds00to09(work);
                rounds10to19(work);
                rounds20to29(work);
                rounds30to39(work);
                rounds40to49(work);
                rounds50to54(work);
                rounds55to59(work);
                rounds60to69(work);
                rounds70to79(work);
                for (int i = 0; i < 5; i++) {
                    IntVector.fromArray(S, h, i * L).add(IntVector.fromArray(S, work, i * L)).intoArray(h, i * L);
                }
            }
            conditions1(work);
            conditions2(work);
            conditions3(work);
            if (IntVector.fromArray(S, work, MASK).compare(NE, 0).anyTrue()) {
                queueCandidates(h, work, step, tags, detected);
            }
        }
    }

    @Override
    public void clearCandidates(int[] work) {
        work[COUNTS] = 0;
        work[COUNTS + 1] = 0;
    }

    @Override
    public void drainCandidates(int[] work, IntConsumer detected) {
        decide(work, true, detected);
        decide(work, false, detected);
    }

    /**
     * Queues every (lane, vector) candidate of the last block; {@code h} already holds the
     * chaining values after the block. Scalar, out of line: a few dozen words per candidate. A
     * full queue is decided first.
     */
    private static void queueCandidates(int[] h, int[] work, int[] step, int[] tags, IntConsumer detected) {
        for (int j = 0; j < L; j++) {
            int mask = work[MASK + j];
            if (step[j] == 0) {
                continue; // an idle lane's dummy block belongs to no message
            }
            for (; mask != 0; mask &= mask - 1) {
                int v = Integer.numberOfTrailingZeros(mask);
                boolean from58 = FROM58[v];
                int queue = from58 ? Q58 : Q65, count = from58 ? COUNTS : COUNTS + 1;
                if (work[count] == L) {
                    decide(work, from58, detected);
                }
                int slot = work[count];
                for (int t = 0; t < 16; t++) {
                    work[queue + t * L + slot] = work[MSG + t * L + j] ^ DIFFERENCE[16 * v + t];
                }
                int saved = from58 ? S58 : S65;
                for (int i = 0; i < 5; i++) {
                    work[queue + Q_STATE + i * L + slot] = work[saved + i * L + j];
                    work[queue + Q_OUT + i * L + slot] = h[i * L + j];
                }
                work[queue + Q_TAG + slot] = tags[j];
                work[count] = slot + 1;
            }
        }
    }

    /**
     * Decides the filled slots of a queue (test step 58 or 65) at once, as {@code ScalarSha1Dc}'s
     * recompression does one: the block with the candidate's message words, run backwards from
     * the saved state to a chaining value in and forwards to a chaining value out, is an attack
     * block when out (in plus the working state after step 79) equals the block's real chaining
     * value after it. Reports the tags of those slots and empties the queue.
     */
    private static void decide(int[] work, boolean from58, IntConsumer detected) {
        int queue = from58 ? Q58 : Q65, testStep = from58 ? 58 : 65, counter = from58 ? COUNTS : COUNTS + 1;
        int count = work[counter];
        if (count == 0) {
            return;
        }
        work[counter] = 0;
        for (int t = 0; t < 16; t++) {
            IntVector.fromArray(S, work, queue + t * L).intoArray(work, DECIDE_W + t * L);
        }
        for (int t = 16; t < 80; t++) {
            IntVector.fromArray(S, work, DECIDE_W + (t - 3) * L)
                    .lanewise(XOR, IntVector.fromArray(S, work, DECIDE_W + (t - 8) * L))
                    .lanewise(XOR, IntVector.fromArray(S, work, DECIDE_W + (t - 14) * L))
                    .lanewise(XOR, IntVector.fromArray(S, work, DECIDE_W + (t - 16) * L))
                    .lanewise(ROL, 1).intoArray(work, DECIDE_W + t * L);
        }
        copyState(work, queue + Q_STATE, RING);
        if (testStep == 58) {
            undoSteps57to50(work);
        } else {
            undoSteps64to60(work);
            undoSteps59to50(work);
        }
        undoSteps49to40(work);
        undoSteps39to30(work);
        undoSteps29to20(work);
        undoSteps19to10(work);
        undoSteps9to0(work);
        copyState(work, RING, IN);
        copyState(work, queue + Q_STATE, RING);
        if (testStep == 58) {
            doSteps58to59(work);
            doSteps60to69(work);
        } else {
            doSteps65to69(work);
        }
        doSteps70to79(work);
        IntVector differs = IntVector.zero(S);
        for (int r = 0; r < 5; r++) {
            differs = differs.or(IntVector.fromArray(S, work, IN + r * L)
                    .add(IntVector.fromArray(S, work, RING + r * L))
                    .lanewise(XOR, IntVector.fromArray(S, work, queue + Q_OUT + r * L)));
        }
        VectorMask<Integer> attack = differs.compare(EQ, 0);
        if (attack.anyTrue()) { // almost never: one test, not a lane loop (laneIsSet(j) is slow on JDK 17)
            for (long lanes = attack.toLong() & ((1L << count) - 1); lanes != 0; lanes &= lanes - 1) {
                detected.accept(work[queue + Q_TAG + Long.numberOfTrailingZeros(lanes)]);
            }
        }
    }

    /** Copies a working state (five lane words, roles a..e). */
    private static void copyState(int[] work, int from, int to) {
        for (int r = 0; r < 5; r++) {
            IntVector.fromArray(S, work, from + r * L).intoArray(work, to + r * L);
        }
    }

    // GENERATED by src/codegen/sha1dc.py lane-recompress: begin
    /** Undoes steps 57-50 of every slot's recompression (see {@link #decide}). */
    private static void undoSteps57to50(int[] work) {
        IntVector c = IntVector.fromArray(S, work, RING), d = IntVector.fromArray(S, work, RING + L),
                e = IntVector.fromArray(S, work, RING + 2 * L), a = IntVector.fromArray(S, work, RING + 3 * L),
                b = IntVector.fromArray(S, work, RING + 4 * L);
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 57 * L).add(0x8f1bbcdc).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 56 * L).add(0x8f1bbcdc).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 55 * L).add(0x8f1bbcdc).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5)));
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 54 * L).add(0x8f1bbcdc).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 53 * L).add(0x8f1bbcdc).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 52 * L).add(0x8f1bbcdc).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 51 * L).add(0x8f1bbcdc).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 50 * L).add(0x8f1bbcdc).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5)));
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Undoes steps 64-60 of every slot's recompression (see {@link #decide}). */
    private static void undoSteps64to60(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 64 * L).add(0xca62c1d6).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 63 * L).add(0xca62c1d6).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 62 * L).add(0xca62c1d6).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 61 * L).add(0xca62c1d6).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 60 * L).add(0xca62c1d6).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Undoes steps 59-50 of every slot's recompression (see {@link #decide}). */
    private static void undoSteps59to50(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 59 * L).add(0x8f1bbcdc).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 58 * L).add(0x8f1bbcdc).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 57 * L).add(0x8f1bbcdc).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 56 * L).add(0x8f1bbcdc).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 55 * L).add(0x8f1bbcdc).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5)));
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 54 * L).add(0x8f1bbcdc).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 53 * L).add(0x8f1bbcdc).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 52 * L).add(0x8f1bbcdc).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 51 * L).add(0x8f1bbcdc).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 50 * L).add(0x8f1bbcdc).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5)));
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Undoes steps 49-40 of every slot's recompression (see {@link #decide}). */
    private static void undoSteps49to40(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 49 * L).add(0x8f1bbcdc).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 48 * L).add(0x8f1bbcdc).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 47 * L).add(0x8f1bbcdc).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 46 * L).add(0x8f1bbcdc).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 45 * L).add(0x8f1bbcdc).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5)));
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 44 * L).add(0x8f1bbcdc).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 43 * L).add(0x8f1bbcdc).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 42 * L).add(0x8f1bbcdc).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 41 * L).add(0x8f1bbcdc).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 40 * L).add(0x8f1bbcdc).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5)));
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Undoes steps 39-30 of every slot's recompression (see {@link #decide}). */
    private static void undoSteps39to30(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 39 * L).add(0x6ed9eba1).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 38 * L).add(0x6ed9eba1).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 37 * L).add(0x6ed9eba1).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 36 * L).add(0x6ed9eba1).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 35 * L).add(0x6ed9eba1).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 34 * L).add(0x6ed9eba1).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 33 * L).add(0x6ed9eba1).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 32 * L).add(0x6ed9eba1).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 31 * L).add(0x6ed9eba1).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 30 * L).add(0x6ed9eba1).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Undoes steps 29-20 of every slot's recompression (see {@link #decide}). */
    private static void undoSteps29to20(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 29 * L).add(0x6ed9eba1).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 28 * L).add(0x6ed9eba1).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 27 * L).add(0x6ed9eba1).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 26 * L).add(0x6ed9eba1).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 25 * L).add(0x6ed9eba1).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 24 * L).add(0x6ed9eba1).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 23 * L).add(0x6ed9eba1).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 22 * L).add(0x6ed9eba1).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 21 * L).add(0x6ed9eba1).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 20 * L).add(0x6ed9eba1).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Undoes steps 19-10 of every slot's recompression (see {@link #decide}). */
    private static void undoSteps19to10(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 19 * L).add(0x5a827999).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 18 * L).add(0x5a827999).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 17 * L).add(0x5a827999).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 16 * L).add(0x5a827999).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 15 * L).add(0x5a827999).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 14 * L).add(0x5a827999).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 13 * L).add(0x5a827999).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 12 * L).add(0x5a827999).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 11 * L).add(0x5a827999).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 10 * L).add(0x5a827999).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Undoes steps 9-0 of every slot's recompression (see {@link #decide}). */
    private static void undoSteps9to0(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 9 * L).add(0x5a827999).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 8 * L).add(0x5a827999).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 7 * L).add(0x5a827999).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 6 * L).add(0x5a827999).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 5 * L).add(0x5a827999).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        c = c.lanewise(ROR, 30);
        a = a.sub(IntVector.fromArray(S, work, DECIDE_W + 4 * L).add(0x5a827999).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5)));
        d = d.lanewise(ROR, 30);
        b = b.sub(IntVector.fromArray(S, work, DECIDE_W + 3 * L).add(0x5a827999).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5)));
        e = e.lanewise(ROR, 30);
        c = c.sub(IntVector.fromArray(S, work, DECIDE_W + 2 * L).add(0x5a827999).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5)));
        a = a.lanewise(ROR, 30);
        d = d.sub(IntVector.fromArray(S, work, DECIDE_W + 1 * L).add(0x5a827999).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5)));
        b = b.lanewise(ROR, 30);
        e = e.sub(IntVector.fromArray(S, work, DECIDE_W + 0 * L).add(0x5a827999).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5)));
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Runs steps 58-59 of every slot's recompression (see {@link #decide}). */
    private static void doSteps58to59(int[] work) {
        IntVector c = IntVector.fromArray(S, work, RING), d = IntVector.fromArray(S, work, RING + L),
                e = IntVector.fromArray(S, work, RING + 2 * L), a = IntVector.fromArray(S, work, RING + 3 * L),
                b = IntVector.fromArray(S, work, RING + 4 * L);
        b = b.add(IntVector.fromArray(S, work, DECIDE_W + 58 * L)).add(0x8f1bbcdc).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, DECIDE_W + 59 * L)).add(0x8f1bbcdc).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Runs steps 65-69 of every slot's recompression (see {@link #decide}). */
    private static void doSteps65to69(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        e = e.add(IntVector.fromArray(S, work, DECIDE_W + 65 * L)).add(0xca62c1d6).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, DECIDE_W + 66 * L)).add(0xca62c1d6).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, DECIDE_W + 67 * L)).add(0xca62c1d6).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, DECIDE_W + 68 * L)).add(0xca62c1d6).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, DECIDE_W + 69 * L)).add(0xca62c1d6).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Runs steps 60-69 of every slot's recompression (see {@link #decide}). */
    private static void doSteps60to69(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        e = e.add(IntVector.fromArray(S, work, DECIDE_W + 60 * L)).add(0xca62c1d6).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, DECIDE_W + 61 * L)).add(0xca62c1d6).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, DECIDE_W + 62 * L)).add(0xca62c1d6).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, DECIDE_W + 63 * L)).add(0xca62c1d6).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, DECIDE_W + 64 * L)).add(0xca62c1d6).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(IntVector.fromArray(S, work, DECIDE_W + 65 * L)).add(0xca62c1d6).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, DECIDE_W + 66 * L)).add(0xca62c1d6).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, DECIDE_W + 67 * L)).add(0xca62c1d6).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, DECIDE_W + 68 * L)).add(0xca62c1d6).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, DECIDE_W + 69 * L)).add(0xca62c1d6).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    /** Runs steps 70-79 of every slot's recompression (see {@link #decide}). */
    private static void doSteps70to79(int[] work) {
        IntVector a = IntVector.fromArray(S, work, RING), b = IntVector.fromArray(S, work, RING + L),
                c = IntVector.fromArray(S, work, RING + 2 * L), d = IntVector.fromArray(S, work, RING + 3 * L),
                e = IntVector.fromArray(S, work, RING + 4 * L);
        e = e.add(IntVector.fromArray(S, work, DECIDE_W + 70 * L)).add(0xca62c1d6).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, DECIDE_W + 71 * L)).add(0xca62c1d6).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, DECIDE_W + 72 * L)).add(0xca62c1d6).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, DECIDE_W + 73 * L)).add(0xca62c1d6).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, DECIDE_W + 74 * L)).add(0xca62c1d6).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(IntVector.fromArray(S, work, DECIDE_W + 75 * L)).add(0xca62c1d6).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, DECIDE_W + 76 * L)).add(0xca62c1d6).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, DECIDE_W + 77 * L)).add(0xca62c1d6).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, DECIDE_W + 78 * L)).add(0xca62c1d6).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, DECIDE_W + 79 * L)).add(0xca62c1d6).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, RING + 0 * L);
        b.intoArray(work, RING + 1 * L);
        c.intoArray(work, RING + 2 * L);
        d.intoArray(work, RING + 3 * L);
        e.intoArray(work, RING + 4 * L);
    }

    // GENERATED: end

    // GENERATED by src/codegen/sha1dc.py lane-rounds: begin
    /** Rounds 0-9. */
    private static void rounds00to09(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x5a827999);
        e = e.add(IntVector.fromArray(S, work, MSG + 0 * L)).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, MSG + 1 * L)).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, MSG + 2 * L)).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, MSG + 3 * L)).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, MSG + 4 * L)).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(IntVector.fromArray(S, work, MSG + 5 * L)).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, MSG + 6 * L)).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, MSG + 7 * L)).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, MSG + 8 * L)).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, MSG + 9 * L)).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 10-19. */
    private static void rounds10to19(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x5a827999);
        e = e.add(IntVector.fromArray(S, work, MSG + 10 * L)).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        d = d.add(IntVector.fromArray(S, work, MSG + 11 * L)).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        c = c.add(IntVector.fromArray(S, work, MSG + 12 * L)).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        b = b.add(IntVector.fromArray(S, work, MSG + 13 * L)).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        a = a.add(IntVector.fromArray(S, work, MSG + 14 * L)).add(k).add(c.and(d.lanewise(XOR, e)).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        e = e.add(IntVector.fromArray(S, work, MSG + 15 * L)).add(k).add(b.and(c.lanewise(XOR, d)).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w16 = IntVector.fromArray(S, work, MSG + 13 * L).lanewise(XOR, IntVector.fromArray(S, work, MSG + 8 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 2 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 0 * L)).lanewise(ROL, 1);
        w16.intoArray(work, W + 0 * L);
        d = d.add(w16).add(k).add(a.and(b.lanewise(XOR, c)).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w17 = IntVector.fromArray(S, work, MSG + 14 * L).lanewise(XOR, IntVector.fromArray(S, work, MSG + 9 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 3 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 1 * L)).lanewise(ROL, 1);
        w17.intoArray(work, W + 1 * L);
        c = c.add(w17).add(k).add(e.and(a.lanewise(XOR, b)).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w18 = IntVector.fromArray(S, work, MSG + 15 * L).lanewise(XOR, IntVector.fromArray(S, work, MSG + 10 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 4 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 2 * L)).lanewise(ROL, 1);
        w18.intoArray(work, W + 2 * L);
        b = b.add(w18).add(k).add(d.and(e.lanewise(XOR, a)).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w19 = IntVector.fromArray(S, work, W + 0 * L).lanewise(XOR, IntVector.fromArray(S, work, MSG + 11 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 5 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 3 * L)).lanewise(ROL, 1);
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
        IntVector w20 = IntVector.fromArray(S, work, W + 1 * L).lanewise(XOR, IntVector.fromArray(S, work, MSG + 12 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 6 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 4 * L)).lanewise(ROL, 1);
        w20.intoArray(work, W + 4 * L);
        e = e.add(w20).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w21 = IntVector.fromArray(S, work, W + 2 * L).lanewise(XOR, IntVector.fromArray(S, work, MSG + 13 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 7 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 5 * L)).lanewise(ROL, 1);
        w21.intoArray(work, W + 5 * L);
        d = d.add(w21).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w22 = IntVector.fromArray(S, work, W + 3 * L).lanewise(XOR, IntVector.fromArray(S, work, MSG + 14 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 8 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 6 * L)).lanewise(ROL, 1);
        w22.intoArray(work, W + 6 * L);
        c = c.add(w22).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w23 = IntVector.fromArray(S, work, W + 4 * L).lanewise(XOR, IntVector.fromArray(S, work, MSG + 15 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 9 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 7 * L)).lanewise(ROL, 1);
        w23.intoArray(work, W + 7 * L);
        b = b.add(w23).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w24 = IntVector.fromArray(S, work, W + 5 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 10 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 8 * L)).lanewise(ROL, 1);
        w24.intoArray(work, W + 8 * L);
        a = a.add(w24).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w25 = IntVector.fromArray(S, work, W + 6 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 11 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 9 * L)).lanewise(ROL, 1);
        w25.intoArray(work, W + 9 * L);
        e = e.add(w25).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w26 = IntVector.fromArray(S, work, W + 7 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 12 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 10 * L)).lanewise(ROL, 1);
        w26.intoArray(work, W + 10 * L);
        d = d.add(w26).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w27 = IntVector.fromArray(S, work, W + 8 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 13 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 11 * L)).lanewise(ROL, 1);
        w27.intoArray(work, W + 11 * L);
        c = c.add(w27).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w28 = IntVector.fromArray(S, work, W + 9 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 14 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 12 * L)).lanewise(ROL, 1);
        w28.intoArray(work, W + 12 * L);
        b = b.add(w28).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w29 = IntVector.fromArray(S, work, W + 10 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, MSG + 15 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 13 * L)).lanewise(ROL, 1);
        w29.intoArray(work, W + 13 * L);
        a = a.add(w29).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 30-39; keeps the words the conditions read. */
    private static void rounds30to39(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x6ed9eba1);
        IntVector w30 = IntVector.fromArray(S, work, W + 11 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 14 * L)).lanewise(ROL, 1);
        w30.intoArray(work, W + 14 * L);
        e = e.add(w30).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w31 = IntVector.fromArray(S, work, W + 12 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(XOR, IntVector.fromArray(S, work, MSG + 15 * L)).lanewise(ROL, 1);
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
        w35.intoArray(work, WX + 0 * L);
        e = e.add(w35).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w36 = IntVector.fromArray(S, work, W + 1 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(ROL, 1);
        w36.intoArray(work, W + 4 * L);
        w36.intoArray(work, WX + 1 * L);
        d = d.add(w36).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w37 = IntVector.fromArray(S, work, W + 2 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(ROL, 1);
        w37.intoArray(work, W + 5 * L);
        w37.intoArray(work, WX + 2 * L);
        c = c.add(w37).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w38 = IntVector.fromArray(S, work, W + 3 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(ROL, 1);
        w38.intoArray(work, W + 6 * L);
        w38.intoArray(work, WX + 3 * L);
        b = b.add(w38).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w39 = IntVector.fromArray(S, work, W + 4 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(ROL, 1);
        w39.intoArray(work, W + 7 * L);
        w39.intoArray(work, WX + 4 * L);
        a = a.add(w39).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 40-49; keeps the words the conditions read. */
    private static void rounds40to49(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        IntVector w40 = IntVector.fromArray(S, work, W + 5 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(ROL, 1);
        w40.intoArray(work, W + 8 * L);
        w40.intoArray(work, WX + 5 * L);
        e = e.add(w40).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w41 = IntVector.fromArray(S, work, W + 6 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(ROL, 1);
        w41.intoArray(work, W + 9 * L);
        w41.intoArray(work, WX + 6 * L);
        d = d.add(w41).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w42 = IntVector.fromArray(S, work, W + 7 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(ROL, 1);
        w42.intoArray(work, W + 10 * L);
        w42.intoArray(work, WX + 7 * L);
        c = c.add(w42).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w43 = IntVector.fromArray(S, work, W + 8 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(ROL, 1);
        w43.intoArray(work, W + 11 * L);
        w43.intoArray(work, WX + 8 * L);
        b = b.add(w43).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w44 = IntVector.fromArray(S, work, W + 9 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(ROL, 1);
        w44.intoArray(work, W + 12 * L);
        w44.intoArray(work, WX + 9 * L);
        a = a.add(w44).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w45 = IntVector.fromArray(S, work, W + 10 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(ROL, 1);
        w45.intoArray(work, W + 13 * L);
        w45.intoArray(work, WX + 10 * L);
        e = e.add(w45).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w46 = IntVector.fromArray(S, work, W + 11 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(ROL, 1);
        w46.intoArray(work, W + 14 * L);
        w46.intoArray(work, WX + 11 * L);
        d = d.add(w46).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w47 = IntVector.fromArray(S, work, W + 12 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(ROL, 1);
        w47.intoArray(work, W + 15 * L);
        w47.intoArray(work, WX + 12 * L);
        c = c.add(w47).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w48 = IntVector.fromArray(S, work, W + 13 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(ROL, 1);
        w48.intoArray(work, W + 0 * L);
        w48.intoArray(work, WX + 13 * L);
        b = b.add(w48).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w49 = IntVector.fromArray(S, work, W + 14 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(ROL, 1);
        w49.intoArray(work, W + 1 * L);
        w49.intoArray(work, WX + 14 * L);
        a = a.add(w49).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 50-54; keeps the words the conditions read. */
    private static void rounds50to54(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        IntVector w50 = IntVector.fromArray(S, work, W + 15 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(ROL, 1);
        w50.intoArray(work, W + 2 * L);
        w50.intoArray(work, WX + 15 * L);
        e = e.add(w50).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w51 = IntVector.fromArray(S, work, W + 0 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(ROL, 1);
        w51.intoArray(work, W + 3 * L);
        w51.intoArray(work, WX + 16 * L);
        d = d.add(w51).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w52 = IntVector.fromArray(S, work, W + 1 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L)).lanewise(ROL, 1);
        w52.intoArray(work, W + 4 * L);
        w52.intoArray(work, WX + 17 * L);
        c = c.add(w52).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w53 = IntVector.fromArray(S, work, W + 2 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L)).lanewise(ROL, 1);
        w53.intoArray(work, W + 5 * L);
        w53.intoArray(work, WX + 18 * L);
        b = b.add(w53).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w54 = IntVector.fromArray(S, work, W + 3 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L)).lanewise(ROL, 1);
        w54.intoArray(work, W + 6 * L);
        w54.intoArray(work, WX + 19 * L);
        a = a.add(w54).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 55-59; keeps the words the conditions read. */
    private static void rounds55to59(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0x8f1bbcdc);
        IntVector w55 = IntVector.fromArray(S, work, W + 4 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L)).lanewise(ROL, 1);
        w55.intoArray(work, W + 7 * L);
        w55.intoArray(work, WX + 20 * L);
        e = e.add(w55).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w56 = IntVector.fromArray(S, work, W + 5 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L)).lanewise(ROL, 1);
        w56.intoArray(work, W + 8 * L);
        w56.intoArray(work, WX + 21 * L);
        d = d.add(w56).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w57 = IntVector.fromArray(S, work, W + 6 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L)).lanewise(ROL, 1);
        w57.intoArray(work, W + 9 * L);
        w57.intoArray(work, WX + 22 * L);
        c = c.add(w57).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w58 = IntVector.fromArray(S, work, W + 7 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 10 * L)).lanewise(ROL, 1);
        w58.intoArray(work, W + 10 * L);
        w58.intoArray(work, WX + 23 * L);
        c.intoArray(work, S58 + 0 * L);
        d.intoArray(work, S58 + 1 * L);
        e.intoArray(work, S58 + 2 * L);
        a.intoArray(work, S58 + 3 * L);
        b.intoArray(work, S58 + 4 * L);
        b = b.add(w58).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w59 = IntVector.fromArray(S, work, W + 8 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 11 * L)).lanewise(ROL, 1);
        w59.intoArray(work, W + 11 * L);
        w59.intoArray(work, WX + 24 * L);
        a = a.add(w59).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 60-69; keeps the words the conditions read. */
    private static void rounds60to69(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector k = IntVector.broadcast(S, 0xca62c1d6);
        IntVector w60 = IntVector.fromArray(S, work, W + 9 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 4 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 12 * L)).lanewise(ROL, 1);
        w60.intoArray(work, W + 12 * L);
        w60.intoArray(work, WX + 25 * L);
        e = e.add(w60).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        IntVector w61 = IntVector.fromArray(S, work, W + 10 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 5 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 13 * L)).lanewise(ROL, 1);
        w61.intoArray(work, W + 13 * L);
        w61.intoArray(work, WX + 26 * L);
        d = d.add(w61).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        IntVector w62 = IntVector.fromArray(S, work, W + 11 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 6 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 14 * L)).lanewise(ROL, 1);
        w62.intoArray(work, W + 14 * L);
        w62.intoArray(work, WX + 27 * L);
        c = c.add(w62).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        IntVector w63 = IntVector.fromArray(S, work, W + 12 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 7 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 15 * L)).lanewise(ROL, 1);
        w63.intoArray(work, W + 15 * L);
        w63.intoArray(work, WX + 28 * L);
        b = b.add(w63).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        IntVector w64 = IntVector.fromArray(S, work, W + 13 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 8 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 2 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 0 * L)).lanewise(ROL, 1);
        w64.intoArray(work, W + 0 * L);
        w64.intoArray(work, WX + 29 * L);
        a = a.add(w64).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        IntVector w65 = IntVector.fromArray(S, work, W + 14 * L).lanewise(XOR, IntVector.fromArray(S, work, W + 9 * L))
                .lanewise(XOR, IntVector.fromArray(S, work, W + 3 * L)).lanewise(XOR, IntVector.fromArray(S, work, W + 1 * L)).lanewise(ROL, 1);
        w65.intoArray(work, W + 1 * L);
        a.intoArray(work, S65 + 0 * L);
        b.intoArray(work, S65 + 1 * L);
        c.intoArray(work, S65 + 2 * L);
        d.intoArray(work, S65 + 3 * L);
        e.intoArray(work, S65 + 4 * L);
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

    /** Rounds 0-19, the schedule in registers (16 lanes). */
    private static void rounds00to19R(int[] work, int[] h) {
        IntVector a = IntVector.fromArray(S, h, 0), b = IntVector.fromArray(S, h, L),
                c = IntVector.fromArray(S, h, 2 * L), d = IntVector.fromArray(S, h, 3 * L),
                e = IntVector.fromArray(S, h, 4 * L);
        IntVector x0 = IntVector.fromArray(S, work, MSG + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, MSG + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, MSG + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, MSG + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, MSG + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, MSG + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, MSG + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, MSG + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, MSG + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, MSG + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, MSG + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, MSG + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, MSG + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, MSG + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, MSG + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, MSG + 15 * L);
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

    /** Rounds 20-39, the schedule in registers (16 lanes); keeps the words the conditions read. */
    private static void rounds20to39R(int[] work) {
        IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),
                c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),
                e = IntVector.fromArray(S, work, E);
        IntVector x0 = IntVector.fromArray(S, work, W + 0 * L);
        IntVector x1 = IntVector.fromArray(S, work, W + 1 * L);
        IntVector x2 = IntVector.fromArray(S, work, W + 2 * L);
        IntVector x3 = IntVector.fromArray(S, work, W + 3 * L);
        IntVector x4 = IntVector.fromArray(S, work, MSG + 4 * L);
        IntVector x5 = IntVector.fromArray(S, work, MSG + 5 * L);
        IntVector x6 = IntVector.fromArray(S, work, MSG + 6 * L);
        IntVector x7 = IntVector.fromArray(S, work, MSG + 7 * L);
        IntVector x8 = IntVector.fromArray(S, work, MSG + 8 * L);
        IntVector x9 = IntVector.fromArray(S, work, MSG + 9 * L);
        IntVector x10 = IntVector.fromArray(S, work, MSG + 10 * L);
        IntVector x11 = IntVector.fromArray(S, work, MSG + 11 * L);
        IntVector x12 = IntVector.fromArray(S, work, MSG + 12 * L);
        IntVector x13 = IntVector.fromArray(S, work, MSG + 13 * L);
        IntVector x14 = IntVector.fromArray(S, work, MSG + 14 * L);
        IntVector x15 = IntVector.fromArray(S, work, MSG + 15 * L);
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
        x3.intoArray(work, WX + 0 * L);
        e = e.add(x3).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x4 = x1.lanewise(XOR, x12).lanewise(XOR, x6).lanewise(XOR, x4).lanewise(ROL, 1);
        x4.intoArray(work, WX + 1 * L);
        d = d.add(x4).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x5 = x2.lanewise(XOR, x13).lanewise(XOR, x7).lanewise(XOR, x5).lanewise(ROL, 1);
        x5.intoArray(work, WX + 2 * L);
        c = c.add(x5).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x6 = x3.lanewise(XOR, x14).lanewise(XOR, x8).lanewise(XOR, x6).lanewise(ROL, 1);
        x6.intoArray(work, WX + 3 * L);
        b = b.add(x6).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x7 = x4.lanewise(XOR, x15).lanewise(XOR, x9).lanewise(XOR, x7).lanewise(ROL, 1);
        x7.intoArray(work, WX + 4 * L);
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

    /** Rounds 40-49, the schedule in registers (16 lanes); keeps the words the conditions read. */
    private static void rounds40to49R(int[] work) {
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
        x8.intoArray(work, WX + 5 * L);
        e = e.add(x8).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        x9.intoArray(work, WX + 6 * L);
        d = d.add(x9).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        x10.intoArray(work, WX + 7 * L);
        c = c.add(x10).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        x11.intoArray(work, WX + 8 * L);
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
        x0.intoArray(work, W + 0 * L);
        x1.intoArray(work, W + 1 * L);
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

    /** Rounds 50-59, the schedule in registers (16 lanes); keeps the words the conditions read. */
    private static void rounds50to59R(int[] work) {
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
        c.intoArray(work, S58 + 0 * L);
        d.intoArray(work, S58 + 1 * L);
        e.intoArray(work, S58 + 2 * L);
        a.intoArray(work, S58 + 3 * L);
        b.intoArray(work, S58 + 4 * L);
        b = b.add(x10).add(k).add(d.and(e).or(a.and(d.or(e)))).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        a = a.add(x11).add(k).add(c.and(d).or(e.and(c.or(d)))).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
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
        a.intoArray(work, A);
        b.intoArray(work, BB);
        c.intoArray(work, C);
        d.intoArray(work, D);
        e.intoArray(work, E);
    }

    /** Rounds 40-59, the schedule in registers (16 lanes); keeps the words the conditions read. */
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
        x8.intoArray(work, WX + 5 * L);
        e = e.add(x8).add(k).add(b.and(c).or(d.and(b.or(c)))).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x9 = x6.lanewise(XOR, x1).lanewise(XOR, x11).lanewise(XOR, x9).lanewise(ROL, 1);
        x9.intoArray(work, WX + 6 * L);
        d = d.add(x9).add(k).add(a.and(b).or(c.and(a.or(b)))).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x10 = x7.lanewise(XOR, x2).lanewise(XOR, x12).lanewise(XOR, x10).lanewise(ROL, 1);
        x10.intoArray(work, WX + 7 * L);
        c = c.add(x10).add(k).add(e.and(a).or(b.and(e.or(a)))).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x11 = x8.lanewise(XOR, x3).lanewise(XOR, x13).lanewise(XOR, x11).lanewise(ROL, 1);
        x11.intoArray(work, WX + 8 * L);
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
        c.intoArray(work, S58 + 0 * L);
        d.intoArray(work, S58 + 1 * L);
        e.intoArray(work, S58 + 2 * L);
        a.intoArray(work, S58 + 3 * L);
        b.intoArray(work, S58 + 4 * L);
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

    /** Rounds 60-79, the schedule in registers (16 lanes); keeps the words the conditions read. */
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
        x12.intoArray(work, WX + 25 * L);
        e = e.add(x12).add(k).add(b.lanewise(XOR, c).lanewise(XOR, d)).add(a.lanewise(ROL, 5));
        b = b.lanewise(ROL, 30);
        x13 = x10.lanewise(XOR, x5).lanewise(XOR, x15).lanewise(XOR, x13).lanewise(ROL, 1);
        x13.intoArray(work, WX + 26 * L);
        d = d.add(x13).add(k).add(a.lanewise(XOR, b).lanewise(XOR, c)).add(e.lanewise(ROL, 5));
        a = a.lanewise(ROL, 30);
        x14 = x11.lanewise(XOR, x6).lanewise(XOR, x0).lanewise(XOR, x14).lanewise(ROL, 1);
        x14.intoArray(work, WX + 27 * L);
        c = c.add(x14).add(k).add(e.lanewise(XOR, a).lanewise(XOR, b)).add(d.lanewise(ROL, 5));
        e = e.lanewise(ROL, 30);
        x15 = x12.lanewise(XOR, x7).lanewise(XOR, x1).lanewise(XOR, x15).lanewise(ROL, 1);
        x15.intoArray(work, WX + 28 * L);
        b = b.add(x15).add(k).add(d.lanewise(XOR, e).lanewise(XOR, a)).add(c.lanewise(ROL, 5));
        d = d.lanewise(ROL, 30);
        x0 = x13.lanewise(XOR, x8).lanewise(XOR, x2).lanewise(XOR, x0).lanewise(ROL, 1);
        x0.intoArray(work, WX + 29 * L);
        a = a.add(x0).add(k).add(c.lanewise(XOR, d).lanewise(XOR, e)).add(b.lanewise(ROL, 5));
        c = c.lanewise(ROL, 30);
        x1 = x14.lanewise(XOR, x9).lanewise(XOR, x3).lanewise(XOR, x1).lanewise(ROL, 1);
        a.intoArray(work, S65 + 0 * L);
        b.intoArray(work, S65 + 1 * L);
        c.intoArray(work, S65 + 2 * L);
        d.intoArray(work, S65 + 3 * L);
        e.intoArray(work, S65 + 4 * L);
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

    // GENERATED by src/codegen/sha1dc.py lane-ubc: begin
    /** Unavoidable bit conditions, part 1 of 3: 38 rows, W[35..45]. */
    private static void conditions1(int[] work) {
        IntVector mask = IntVector.broadcast(S, -1);
        IntVector w35 = IntVector.fromArray(S, work, WX + 0 * L);
        IntVector w36 = IntVector.fromArray(S, work, WX + 1 * L);
        IntVector w37 = IntVector.fromArray(S, work, WX + 2 * L);
        IntVector w38 = IntVector.fromArray(S, work, WX + 3 * L);
        IntVector w39 = IntVector.fromArray(S, work, WX + 4 * L);
        IntVector w40 = IntVector.fromArray(S, work, WX + 5 * L);
        IntVector w41 = IntVector.fromArray(S, work, WX + 6 * L);
        IntVector w42 = IntVector.fromArray(S, work, WX + 7 * L);
        IntVector w43 = IntVector.fromArray(S, work, WX + 8 * L);
        IntVector w44 = IntVector.fromArray(S, work, L >= 16 ? W + 12 * L : WX + 9 * L);
        IntVector w45 = IntVector.fromArray(S, work, L >= 16 ? W + 13 * L : WX + 10 * L);
        IntVector x35_36_27 = w35.lanewise(XOR, w36.lanewise(ROL, 27));
        mask = mask.and(x35_36_27.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00000410));
        IntVector x36_37_27 = w36.lanewise(XOR, w37.lanewise(ROL, 27));
        mask = mask.and(x36_37_27.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00041040));
        IntVector x37_37_27 = w37.lanewise(XOR, w37.lanewise(ROL, 27));
        mask = mask.lanewise(AND_NOT, x37_37_27.lanewise(LSHL, 30).lanewise(ASHR, 31).and(0x00004000));
        IntVector x36_38_0 = w36.lanewise(XOR, w38);
        mask = mask.and(x36_38_0.lanewise(LSHL, 27).lanewise(ASHR, 31).or(~0x28000000));
        IntVector x37_38_27 = w37.lanewise(XOR, w38.lanewise(ROL, 27));
        mask = mask.and(x37_38_27.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00004100));
        IntVector x35_39_7 = w35.lanewise(XOR, w39.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x35_39_7.lanewise(LSHL, 26).lanewise(ASHR, 31).and(0x00004000));
        IntVector x37_39_0 = w37.lanewise(XOR, w39);
        mask = mask.and(x37_39_0.lanewise(LSHL, 27).lanewise(ASHR, 31).or(~0x50000001));
        IntVector x36_40_7 = w36.lanewise(XOR, w40.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x36_40_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x00110208));
        IntVector x37_40_7 = w37.lanewise(XOR, w40.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x37_40_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x50020021));
        IntVector x38_40_0 = w38.lanewise(XOR, w40);
        mask = mask.and(x38_40_0.lanewise(LSHL, 27).lanewise(ASHR, 31).or(~0xa0000002));
        mask = mask.and(x38_40_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00000400));
        IntVector x39_40_27 = w39.lanewise(XOR, w40.lanewise(ROL, 27));
        mask = mask.and(x39_40_27.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00401010));
        IntVector x39_40_5 = w39.lanewise(XOR, w40.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x39_40_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00000400));
        IntVector x36_41_2 = w36.lanewise(XOR, w41.lanewise(ROL, 2));
        mask = mask.and(x36_41_2.lanewise(LSHL, 31).lanewise(ASHR, 31).or(~0x00400000));
        IntVector x37_41_7 = w37.lanewise(XOR, w41.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x37_41_7.lanewise(LSHL, 26).lanewise(ASHR, 31).and(0x00400000));
        IntVector x38_41_7 = w38.lanewise(XOR, w41.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x38_41_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0xa0080082));
        IntVector x39_41_0 = w39.lanewise(XOR, w41);
        mask = mask.and(x39_41_0.lanewise(LSHL, 27).lanewise(ASHR, 31).or(~0x40000005));
        IntVector x40_41_0 = w40.lanewise(XOR, w41);
        mask = mask.lanewise(AND_NOT, x40_41_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x800a00a2));
        IntVector x40_41_27 = w40.lanewise(XOR, w41.lanewise(ROL, 27));
        mask = mask.and(x40_41_27.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x01004040));
        IntVector x40_41_5 = w40.lanewise(XOR, w41.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x40_41_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00401000));
        IntVector x37_42_2 = w37.lanewise(XOR, w42.lanewise(ROL, 2));
        mask = mask.and(x37_42_2.lanewise(LSHL, 31).lanewise(ASHR, 31).or(~0x01000000));
        IntVector x38_42_7 = w38.lanewise(XOR, w42.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x38_42_7.lanewise(LSHL, 26).lanewise(ASHR, 31).and(0x01000000));
        IntVector x39_42_7 = w39.lanewise(XOR, w42.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x39_42_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x40100205));
        IntVector x40_42_0 = w40.lanewise(XOR, w42);
        mask = mask.and(x40_42_0.lanewise(LSHL, 27).lanewise(ASHR, 31).or(~0x8000000a));
        mask = mask.lanewise(AND_NOT, x40_42_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00000010));
        IntVector x41_42_0 = w41.lanewise(XOR, w42);
        mask = mask.lanewise(AND_NOT, x41_42_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x00180284));
        IntVector x41_42_27 = w41.lanewise(XOR, w42.lanewise(ROL, 27));
        mask = mask.and(x41_42_27.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x04040100));
        IntVector x41_42_5 = w41.lanewise(XOR, w42.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x41_42_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x01004000));
        IntVector x38_43_2 = w38.lanewise(XOR, w43.lanewise(ROL, 2));
        mask = mask.and(x38_43_2.lanewise(LSHL, 31).lanewise(ASHR, 31).or(~0x04000000));
        IntVector x39_43_7 = w39.lanewise(XOR, w43.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x39_43_7.lanewise(LSHL, 26).lanewise(ASHR, 31).and(0x04000000));
        IntVector x40_43_7 = w40.lanewise(XOR, w43.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x40_43_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x8020080a));
        IntVector x41_43_0 = w41.lanewise(XOR, w43);
        mask = mask.lanewise(AND_NOT, x41_43_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00000040));
        IntVector x42_43_0 = w42.lanewise(XOR, w43);
        mask = mask.lanewise(AND_NOT, x42_43_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x00300a08));
        IntVector x42_43_5 = w42.lanewise(XOR, w43.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x42_43_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x04040000));
        IntVector x41_44_7 = w41.lanewise(XOR, w44.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x41_44_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x00812025));
        IntVector x42_44_0 = w42.lanewise(XOR, w44);
        mask = mask.lanewise(AND_NOT, x42_44_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00000110));
        IntVector x43_44_0 = w43.lanewise(XOR, w44);
        mask = mask.lanewise(AND_NOT, x43_44_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x00a12820));
        IntVector x42_45_7 = w42.lanewise(XOR, w45.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x42_45_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x0202808a));
        mask.intoArray(work, MASK);
    }

    /** Unavoidable bit conditions, part 2 of 3: 38 rows, W[42..52]. */
    private static void conditions2(int[] work) {
        IntVector mask = IntVector.fromArray(S, work, MASK);
        IntVector w42 = IntVector.fromArray(S, work, WX + 7 * L);
        IntVector w43 = IntVector.fromArray(S, work, WX + 8 * L);
        IntVector w44 = IntVector.fromArray(S, work, L >= 16 ? W + 12 * L : WX + 9 * L);
        IntVector w45 = IntVector.fromArray(S, work, L >= 16 ? W + 13 * L : WX + 10 * L);
        IntVector w46 = IntVector.fromArray(S, work, L >= 16 ? W + 14 * L : WX + 11 * L);
        IntVector w47 = IntVector.fromArray(S, work, L >= 16 ? W + 15 * L : WX + 12 * L);
        IntVector w48 = IntVector.fromArray(S, work, L >= 16 ? W + 0 * L : WX + 13 * L);
        IntVector w49 = IntVector.fromArray(S, work, L >= 16 ? W + 1 * L : WX + 14 * L);
        IntVector w50 = IntVector.fromArray(S, work, L >= 16 ? W + 2 * L : WX + 15 * L);
        IntVector w51 = IntVector.fromArray(S, work, L >= 16 ? W + 3 * L : WX + 16 * L);
        IntVector w52 = IntVector.fromArray(S, work, L >= 16 ? W + 4 * L : WX + 17 * L);
        IntVector x43_45_0 = w43.lanewise(XOR, w45);
        mask = mask.lanewise(AND_NOT, x43_45_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00000440));
        IntVector x44_45_0 = w44.lanewise(XOR, w45);
        mask = mask.lanewise(AND_NOT, x44_45_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x0283a080));
        IntVector x44_45_27 = w44.lanewise(XOR, w45.lanewise(ROL, 27));
        mask = mask.and(x44_45_27.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00404000));
        IntVector x43_46_7 = w43.lanewise(XOR, w46.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x43_46_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x08080225));
        IntVector x44_46_0 = w44.lanewise(XOR, w46);
        mask = mask.lanewise(AND_NOT, x44_46_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00001110));
        mask = mask.and(x44_46_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x00000025));
        IntVector x45_46_0 = w45.lanewise(XOR, w46);
        mask = mask.lanewise(AND_NOT, x45_46_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x0a0a8200));
        IntVector x45_46_5 = w45.lanewise(XOR, w46.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x45_46_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00400000));
        IntVector x44_47_7 = w44.lanewise(XOR, w47.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x44_47_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x1010088a));
        IntVector x45_47_0 = w45.lanewise(XOR, w47);
        mask = mask.lanewise(AND_NOT, x45_47_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00004440));
        mask = mask.and(x45_47_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x0000008a));
        mask = mask.and(x45_47_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x01000000));
        IntVector x46_47_0 = w46.lanewise(XOR, w47);
        mask = mask.lanewise(AND_NOT, x46_47_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x18180801));
        IntVector x46_47_5 = w46.lanewise(XOR, w47.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x46_47_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x01000010));
        IntVector x45_48_7 = w45.lanewise(XOR, w48.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x45_48_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x20202224));
        IntVector x46_48_0 = w46.lanewise(XOR, w48);
        mask = mask.and(x46_48_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x00000224));
        mask = mask.lanewise(AND_NOT, x46_48_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00001100));
        mask = mask.and(x46_48_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x04000000));
        IntVector x47_48_0 = w47.lanewise(XOR, w48);
        mask = mask.lanewise(AND_NOT, x47_48_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x30302002));
        IntVector x47_48_5 = w47.lanewise(XOR, w48.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x47_48_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x04000040));
        IntVector x46_49_7 = w46.lanewise(XOR, w49.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x46_49_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x40808888));
        IntVector x47_49_0 = w47.lanewise(XOR, w49);
        mask = mask.and(x47_49_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x00000888));
        mask = mask.lanewise(AND_NOT, x47_49_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00004400));
        IntVector x48_49_0 = w48.lanewise(XOR, w49);
        mask = mask.lanewise(AND_NOT, x48_49_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x60a08004));
        IntVector x48_49_5 = w48.lanewise(XOR, w49.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x48_49_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00000100));
        IntVector x42_50_0 = w42.lanewise(XOR, w50);
        mask = mask.and(x42_50_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00000400));
        IntVector x47_50_7 = w47.lanewise(XOR, w50.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x47_50_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x82012220));
        IntVector x48_50_0 = w48.lanewise(XOR, w50);
        mask = mask.and(x48_50_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x00002220));
        mask = mask.lanewise(AND_NOT, x48_50_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00041000));
        IntVector x49_50_0 = w49.lanewise(XOR, w50);
        mask = mask.lanewise(AND_NOT, x49_50_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0xc2810008));
        IntVector x49_50_5 = w49.lanewise(XOR, w50.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x49_50_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00000400));
        IntVector x43_51_0 = w43.lanewise(XOR, w51);
        mask = mask.and(x43_51_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00001000));
        IntVector x47_51_0 = w47.lanewise(XOR, w51);
        mask = mask.and(x47_51_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00040000));
        IntVector x48_51_7 = w48.lanewise(XOR, w51.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x48_51_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x08028880));
        IntVector x49_51_0 = w49.lanewise(XOR, w51);
        mask = mask.lanewise(AND_NOT, x49_51_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00004000));
        IntVector x50_51_0 = w50.lanewise(XOR, w51);
        mask = mask.lanewise(AND_NOT, x50_51_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x8a020020));
        IntVector x50_51_5 = w50.lanewise(XOR, w51.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x50_51_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00041000));
        IntVector x49_52_7 = w49.lanewise(XOR, w52.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x49_52_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x10092200));
        mask.intoArray(work, MASK);
    }

    /** Unavoidable bit conditions, part 3 of 3: 37 rows, W[50..64]. */
    private static void conditions3(int[] work) {
        IntVector mask = IntVector.fromArray(S, work, MASK);
        IntVector w50 = IntVector.fromArray(S, work, L >= 16 ? W + 2 * L : WX + 15 * L);
        IntVector w51 = IntVector.fromArray(S, work, L >= 16 ? W + 3 * L : WX + 16 * L);
        IntVector w52 = IntVector.fromArray(S, work, L >= 16 ? W + 4 * L : WX + 17 * L);
        IntVector w53 = IntVector.fromArray(S, work, L >= 16 ? W + 5 * L : WX + 18 * L);
        IntVector w54 = IntVector.fromArray(S, work, L >= 16 ? W + 6 * L : WX + 19 * L);
        IntVector w55 = IntVector.fromArray(S, work, L >= 16 ? W + 7 * L : WX + 20 * L);
        IntVector w56 = IntVector.fromArray(S, work, L >= 16 ? W + 8 * L : WX + 21 * L);
        IntVector w57 = IntVector.fromArray(S, work, L >= 16 ? W + 9 * L : WX + 22 * L);
        IntVector w58 = IntVector.fromArray(S, work, L >= 16 ? W + 10 * L : WX + 23 * L);
        IntVector w59 = IntVector.fromArray(S, work, L >= 16 ? W + 11 * L : WX + 24 * L);
        IntVector w60 = IntVector.fromArray(S, work, WX + 25 * L);
        IntVector w61 = IntVector.fromArray(S, work, WX + 26 * L);
        IntVector w62 = IntVector.fromArray(S, work, WX + 27 * L);
        IntVector w63 = IntVector.fromArray(S, work, WX + 28 * L);
        IntVector w64 = IntVector.fromArray(S, work, WX + 29 * L);
        IntVector x50_52_0 = w50.lanewise(XOR, w52);
        mask = mask.and(x50_52_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x00012200));
        IntVector x51_52_0 = w51.lanewise(XOR, w52);
        mask = mask.lanewise(AND_NOT, x51_52_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x18080080));
        IntVector x51_52_5 = w51.lanewise(XOR, w52.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x51_52_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00004000));
        IntVector x50_53_7 = w50.lanewise(XOR, w53.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x50_53_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x20128800));
        IntVector x51_53_0 = w51.lanewise(XOR, w53);
        mask = mask.lanewise(AND_NOT, x51_53_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00400000));
        IntVector x52_53_0 = w52.lanewise(XOR, w53);
        mask = mask.lanewise(AND_NOT, x52_53_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x30110200));
        IntVector x50_54_0 = w50.lanewise(XOR, w54);
        mask = mask.and(x50_54_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x00400000));
        IntVector x51_54_7 = w51.lanewise(XOR, w54.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x51_54_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x40282000));
        IntVector x51_54_0 = w51.lanewise(XOR, w54);
        mask = mask.and(x51_54_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x000a0800));
        IntVector x52_54_0 = w52.lanewise(XOR, w54);
        mask = mask.lanewise(AND_NOT, x52_54_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x01000000));
        IntVector x53_54_0 = w53.lanewise(XOR, w54);
        mask = mask.lanewise(AND_NOT, x53_54_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x60220800));
        IntVector x53_54_5 = w53.lanewise(XOR, w54.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x53_54_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x00400000));
        IntVector x51_55_0 = w51.lanewise(XOR, w55);
        mask = mask.and(x51_55_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x01000000));
        IntVector x52_55_7 = w52.lanewise(XOR, w55.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x52_55_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x80908000));
        IntVector x53_55_0 = w53.lanewise(XOR, w55);
        mask = mask.lanewise(AND_NOT, x53_55_0.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x04000000));
        IntVector x54_55_0 = w54.lanewise(XOR, w55);
        mask = mask.lanewise(AND_NOT, x54_55_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0xc0882000));
        IntVector x54_55_5 = w54.lanewise(XOR, w55.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x54_55_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x01000000));
        IntVector x52_56_0 = w52.lanewise(XOR, w56);
        mask = mask.and(x52_56_0.lanewise(LSHL, 30).lanewise(ASHR, 31).or(~0x04000000));
        IntVector x53_56_0 = w53.lanewise(XOR, w56);
        mask = mask.and(x53_56_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x00308000));
        IntVector x53_56_7 = w53.lanewise(XOR, w56.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x53_56_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x02200000));
        IntVector x55_56_0 = w55.lanewise(XOR, w56);
        mask = mask.lanewise(AND_NOT, x55_56_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x82108000));
        IntVector x55_56_5 = w55.lanewise(XOR, w56.lanewise(ROL, 5));
        mask = mask.lanewise(AND_NOT, x55_56_5.lanewise(LSHL, 25).lanewise(ASHR, 31).and(0x04000000));
        IntVector x54_57_7 = w54.lanewise(XOR, w57.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x54_57_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x08800000));
        IntVector x56_57_0 = w56.lanewise(XOR, w57);
        mask = mask.lanewise(AND_NOT, x56_57_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x08200000));
        IntVector x55_58_7 = w55.lanewise(XOR, w58.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x55_58_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x12000000));
        IntVector x57_58_0 = w57.lanewise(XOR, w58);
        mask = mask.lanewise(AND_NOT, x57_58_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x10800000));
        IntVector x56_59_7 = w56.lanewise(XOR, w59.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x56_59_7.lanewise(LSHL, 27).lanewise(ASHR, 31).and(0x28000000));
        IntVector x56_59_0 = w56.lanewise(XOR, w59);
        mask = mask.and(x56_59_0.lanewise(LSHL, 2).lanewise(ASHR, 31).or(~0x0a000000));
        IntVector x58_59_0 = w58.lanewise(XOR, w59);
        mask = mask.lanewise(AND_NOT, x58_59_0.lanewise(LSHL, 2).lanewise(ASHR, 31).and(0x22000000));
        IntVector x60_61_27 = w60.lanewise(XOR, w61.lanewise(ROL, 27));
        mask = mask.and(x60_61_27.lanewise(LSHL, 31).lanewise(ASHR, 31).or(~0x00010004));
        IntVector x61_62_27 = w61.lanewise(XOR, w62.lanewise(ROL, 27));
        mask = mask.and(x61_62_27.lanewise(LSHL, 31).lanewise(ASHR, 31).or(~0x00020008));
        mask = mask.and(x61_62_27.lanewise(LSHL, 29).lanewise(ASHR, 31).or(~0x00040010));
        IntVector x58_63_2 = w58.lanewise(XOR, w63.lanewise(ROL, 2));
        mask = mask.and(x58_63_2.lanewise(LSHL, 31).lanewise(ASHR, 31).or(~0x00000001));
        IntVector x59_63_7 = w59.lanewise(XOR, w63.lanewise(ROL, 7));
        mask = mask.lanewise(AND_NOT, x59_63_7.lanewise(LSHL, 26).lanewise(ASHR, 31).and(0x00000001));
        IntVector x62_63_27 = w62.lanewise(XOR, w63.lanewise(ROL, 27));
        mask = mask.and(x62_63_27.lanewise(LSHL, 29).lanewise(ASHR, 31).or(~0x00000040));
        IntVector x59_64_2 = w59.lanewise(XOR, w64.lanewise(ROL, 2));
        mask = mask.and(x59_64_2.lanewise(LSHL, 31).lanewise(ASHR, 31).or(~0x00000002));
        IntVector x63_64_27 = w63.lanewise(XOR, w64.lanewise(ROL, 27));
        mask = mask.and(x63_64_27.lanewise(LSHL, 29).lanewise(ASHR, 31).or(~0x00000100));
        mask.intoArray(work, MASK);
    }

    // GENERATED: end
}
