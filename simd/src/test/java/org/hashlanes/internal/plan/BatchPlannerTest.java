package org.hashlanes.internal.plan;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The planner alone: lengths and a cost model in, a plan out; nothing is hashed here. */
class BatchPlannerTest {
    private static final int KIB = 1024, MIB = 1024 * KIB;

    /**
     * Figures of the kind the warm-up measures on AMD Zen 5 with SHA-NI (JDK 25): a block-step
     * costs 165 ns at 16 lanes; MessageDigest 29 ns per block.
     */
    static final CostModel ZEN5 = new CostModel(new int[] {16}, new double[] {165}, 30, 29, 40, 100);
    /** A CPU where the lanes lose: AVX2 only (8 lanes), SHA-NI at 20 ns per block. */
    static final CostModel AVX2_SHA_NI = new CostModel(new int[] {8}, new double[] {200}, 40, 20, 40, 110);

    private static int[] blocksOf(int... lengths) {
        int[] b = new int[lengths.length];
        for (int i = 0; i < lengths.length; i++) {
            b[i] = BatchPlanner.blocks(lengths[i]);
        }
        return b;
    }

    private static int octave(int blocks) {
        return 31 - Integer.numberOfLeadingZeros(blocks | 1);
    }

    /**
     * Every index exactly once, in lanes or single; lanes longest first: exactly among the
     * longest {@link BatchPlanner#TOP}, by octave of length after them.
     */
    private static void assertPartition(int[] blocks, BatchPlanner.Plan p) {
        int[] seen = new int[blocks.length];
        for (int i : p.lanes()) {
            seen[i]++;
        }
        for (int i : p.single()) {
            seen[i]++;
        }
        for (int i = 0; i < blocks.length; i++) {
            assertEquals(1, seen[i], "message " + i + " planned " + seen[i] + " times: " + p);
        }
        int[] lanes = p.lanes();
        int exact = BatchPlanner.TOP - p.single().length;
        for (int k = 1; k < lanes.length; k++) {
            assertTrue(octave(blocks[lanes[k - 1]]) >= octave(blocks[lanes[k]]), "lanes not longest first at " + k + ": " + p);
            if (k < exact) {
                assertTrue(blocks[lanes[k - 1]] >= blocks[lanes[k]], "lanes not longest first at " + k + ": " + p);
            }
        }
        for (int i : p.single()) {
            for (int j : lanes) {
                assertTrue(blocks[i] >= blocks[j], "a single-stream message is shorter than a lane's: " + p);
            }
        }
        assertEquals(p.lanes().length > 0, p.width() > 0, p.toString());
    }

    @Test
    void blocksCountPadding() {
        assertEquals(1, BatchPlanner.blocks(0));
        assertEquals(1, BatchPlanner.blocks(55));
        assertEquals(2, BatchPlanner.blocks(56));
        assertEquals(2, BatchPlanner.blocks(64));
        assertEquals(65, BatchPlanner.blocks(4096));
        assertEquals(33_554_433, BatchPlanner.blocks(Integer.MAX_VALUE));
    }

    @Test
    void oneHugeMessageAmongSmallOnesGoesToTheSingleStream() {
        int[] lengths = new int[1000];
        Arrays.fill(lengths, 4 * KIB);
        lengths[617] = 4 * MIB;
        int[] blocks = blocksOf(lengths);
        BatchPlanner.Plan p = BatchPlanner.plan(blocks, ZEN5);
        assertPartition(blocks, p);
        assertArrayEquals(new int[] {617}, p.single(), p.toString());
        assertEquals(16, p.width(), p.toString());
        assertEquals(999, p.lanes().length);
        // And the estimate is better than both extremes.
        double allSingle = 0;
        for (int b : blocks) {
            allSingle += b * 29 + 40;
        }
        assertTrue(p.nanos() < allSingle, p.toString());
    }

    @Test
    void whereTheLanesLoseNothingGoesToThem() {
        SplittableRandom r = new SplittableRandom(1);
        for (int n : new int[] {1, 2, 7, 16, 64, 1000, 4096}) {
            int[] lengths = new int[n];
            for (int i = 0; i < n; i++) {
                lengths[i] = r.nextInt(64 * KIB);
            }
            int[] blocks = blocksOf(lengths);
            BatchPlanner.Plan p = BatchPlanner.plan(blocks, AVX2_SHA_NI);
            assertPartition(blocks, p);
            assertEquals(0, p.lanes().length, n + " messages: " + p);
            assertEquals(0, p.width());
        }
        assertTrue(AVX2_SHA_NI.lanesNeverWin());
        assertFalse(ZEN5.lanesNeverWin());
        // Equal messages, the lanes' best case, too.
        int[] equal = new int[4096];
        Arrays.fill(equal, 65);
        assertEquals(0, BatchPlanner.plan(equal, AVX2_SHA_NI).lanes().length);
    }

    @Test
    void equalMessagesAllGoToTheLanes() {
        int[] blocks = new int[4096];
        Arrays.fill(blocks, 65);
        BatchPlanner.Plan p = BatchPlanner.plan(blocks, ZEN5);
        assertPartition(blocks, p);
        assertEquals(4096, p.lanes().length);
        assertEquals(16, p.width());
    }

    /**
     * Messages of one length keep their input order (the lanes then read the caller's memory in
     * order): ties never displace a message from the exactly ordered top, which is what keeps the
     * ordering linear for a batch of equal records (it once sifted the heap once per message).
     */
    @Test
    void equalMessagesKeepTheirInputOrder() {
        int[] blocks = new int[1000];
        Arrays.fill(blocks, 2);
        blocks[700] = 3; // one longer message goes first, the rest in input order
        BatchPlanner.Plan p = BatchPlanner.plan(blocks, ZEN5);
        assertPartition(blocks, p);
        int[] expected = new int[1000];
        expected[0] = 700;
        for (int i = 0, k = 1; i < 1000; i++) {
            if (i != 700) {
                expected[k++] = i;
            }
        }
        assertArrayEquals(expected, p.lanes());
    }

    @Test
    void tooFewMessagesStayOnTheSingleStream() {
        // 165 ns per 16-lane step against 29 per single block: fewer than 6 messages never pay.
        assertEquals(6, ZEN5.minLaneBatch());
        for (int n = 1; n < 6; n++) {
            int[] blocks = new int[n];
            Arrays.fill(blocks, 1000);
            BatchPlanner.Plan p = BatchPlanner.plan(blocks, ZEN5);
            assertEquals(n, p.single().length);
            assertEquals(0, p.width());
        }
    }

    @Test
    void aBatchThatFillsHalfTheLanesStillGoesToThem() {
        int[] blocks = new int[8];
        Arrays.fill(blocks, 1000);
        BatchPlanner.Plan p = BatchPlanner.plan(blocks, ZEN5);
        assertPartition(blocks, p);
        // 8 equal messages in 16 lanes at 165 ns/step: 20.6 ns per block against MessageDigest's 29.
        assertEquals(16, p.width(), p.toString());
        assertEquals(8, p.lanes().length);
    }

    @Test
    void aLoneLastLaneGoesToTheScalarFunctionWhereThatIsCheaper() {
        assertFalse(new CostModel(new int[] {4}, new double[] {50}, 0, 29, 0, 100).scalarTail());
        assertTrue(ZEN5.scalarTail()); // 100 ns a scalar block against 165 a step
        assertTrue(BatchPlanner.plan(new int[] {2000, 1000, 1000, 1000, 1000, 1000, 1000, 1000}, ZEN5).scalarTail());
    }

    @Test
    void aModelHasOneLaneWidthAtMost() {
        assertThrows(IllegalArgumentException.class,
                () -> new CostModel(new int[] {8, 16}, new double[] {126, 165}, 30, 29, 40, 100));
    }

    @Test
    void plansPartitionAnyLengths() {
        SplittableRandom r = new SplittableRandom(42);
        BatchPlanner.Plan reused = new BatchPlanner.Plan();
        for (int round = 0; round < 300; round++) {
            int n = 1 + r.nextInt(r.nextBoolean() ? 40 : 3000);
            int[] blocks = new int[n];
            for (int i = 0; i < n; i++) {
                // Skewed: mostly small, a few huge.
                blocks[i] = r.nextInt(10) == 0 ? 1 + r.nextInt(70_000) : 1 + r.nextInt(200);
            }
            BatchPlanner.plan(n, blocks, ZEN5, reused);
            assertPartition(blocks, reused);
            BatchPlanner.Plan fresh = BatchPlanner.plan(blocks, ZEN5);
            assertArrayEquals(fresh.lanes(), reused.lanes(), "a reused plan differs from a fresh one");
            assertArrayEquals(fresh.single(), reused.single());
        }
    }

    @Test
    void anAllSingleEstimateIsTheSingleStreamsTime() {
        int[] blocks = blocksOf(4 * KIB, 100, 7 * KIB); // three messages: below any width's worth
        BatchPlanner.Plan p = BatchPlanner.plan(blocks, ZEN5);
        assertEquals(0, p.laneCount(), p.toString());
        long total = Arrays.stream(blocks).sum();
        assertEquals(total * ZEN5.singleBlockNanos() + 3 * ZEN5.singleMessageNanos(), p.nanos(), 1e-6);
    }

    @Test
    void theLanesOnlyEstimateIsThePlansEstimateWhenEverythingGoesToTheLanes() {
        int[] blocks = new int[200];
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < blocks.length; i++) {
            blocks[i] = BatchPlanner.blocks(2 * KIB + r.nextInt(3 * KIB)); // no outlier worth sending away
        }
        CostModel widest = new CostModel(new int[] {16}, new double[] {165}, 30, 29, 40, 100);
        BatchPlanner.Plan p = BatchPlanner.plan(blocks, widest);
        assertEquals(blocks.length, p.laneCount(), p.toString());
        double lanesOnly = BatchPlanner.lanesOnlyNanos(blocks.length, blocks, widest, new BatchPlanner.Plan());
        assertEquals(p.nanos(), lanesOnly, 1e-6 * lanesOnly);
    }

    @Test
    void aCorrectedModelStepsAsideWhereTheLanesNoLongerWin() {
        int[] blocks = new int[1000];
        Arrays.fill(blocks, BatchPlanner.blocks(4 * KIB));
        // 16 lanes at 200 ns a step: 12.5 ns a lane-block against the single stream's 29; the
        // lanes win by 2.3x. Measured 2.5x slower on a realistic mix, they lose.
        CostModel inCache = new CostModel(new int[] {16}, new double[] {200}, 30, 29, 40, 100);
        assertEquals(1000, BatchPlanner.plan(blocks, inCache).laneCount());
        CostModel corrected = inCache.withLaneCostsTimes(2.5);
        assertEquals(500, corrected.stepNanos(0), 1e-9);
        assertEquals(75, corrected.laneMessageNanos(), 1e-9);
        assertEquals(inCache.singleBlockNanos(), corrected.singleBlockNanos());
        assertTrue(corrected.lanesNeverWin(), corrected.toString());
        assertEquals(0, BatchPlanner.plan(blocks, corrected).laneCount());
    }

    @Test
    void lanesWithASmallEdgeTakeNothing() {
        int[] equal4k = new int[4096];
        Arrays.fill(equal4k, BatchPlanner.blocks(4 * KIB));
        // AMD Zen 4, JDK 17: the warm-up's lanes 1.28x MessageDigest per block; equal 4 KiB
        // messages planned to them ran at 0.96x it, CDC chunks at 0.75x.
        CostModel zen4Jdk17 = new CostModel(new int[] {16}, new double[] {409}, 47, 32.8, 28, 161);
        assertEquals(32.8 / (409 / 16.0), zen4Jdk17.lanesEdge(), 1e-9);
        assertTrue(zen4Jdk17.lanesNeverWin());
        assertEquals(Integer.MAX_VALUE, zen4Jdk17.minLaneBatch());
        assertEquals(0, BatchPlanner.plan(equal4k, zen4Jdk17).laneCount());
        // The same CPU on JDK 25, 1.79x: the lanes keep the batch (they ran at 1.46x).
        CostModel zen4Jdk25 = new CostModel(new int[] {16}, new double[] {294}, 44, 32.9, 24, 173);
        assertFalse(zen4Jdk25.lanesNeverWin());
        assertEquals(4096, BatchPlanner.plan(equal4k, zen4Jdk25).laneCount());
        // The floor is on the block edge alone: cheaper messages in the lanes do not lift it.
        CostModel cheapMessages = new CostModel(new int[] {16}, new double[] {16 * 32.8 / (CostModel.MIN_LANES_EDGE * 0.99)},
                0, 32.8, 100, 161);
        assertTrue(cheapMessages.lanesNeverWin(), cheapMessages.toString());
        assertFalse(CostModel.singleOnly().lanesEdge() >= CostModel.MIN_LANES_EDGE);
    }

    /**
     * The floor follows the single stream's speed and the lanes' form: SHA-NI (SHA-1 at 32.8 ns a
     * 64-byte block) keeps 1.5 for lanes on their split form, and lanes on their faster form, or
     * beside a compute-bound single stream (the JDK's AVX2 SHA-512 at 175 ns a 128-byte block, Zen
     * 4), get the lower one; a model built with it takes lanes at 1.46x that the 1.5 floor refuses.
     */
    @Test
    void theFloorIsLowerBesideASlowSingleStreamOrOnTheFasterForm() {
        assertEquals(CostModel.MIN_LANES_EDGE, CostModel.minLanesEdgeFor(32.8, 64, false));
        assertEquals(CostModel.LOWER_MIN_LANES_EDGE, CostModel.minLanesEdgeFor(32.8, 64, true));
        assertEquals(CostModel.LOWER_MIN_LANES_EDGE, CostModel.minLanesEdgeFor(175, 128, false));
        assertEquals(CostModel.LOWER_MIN_LANES_EDGE, CostModel.minLanesEdgeFor(175, 128, true));
        assertTrue(CostModel.LOWER_MIN_LANES_EDGE < CostModel.MIN_LANES_EDGE);
        double[] step = {4 * 175 / 1.46};
        CostModel memoryBound = new CostModel(new int[] {4}, step, 20, 175, 30, 400);
        CostModel computeBound = new CostModel(new int[] {4}, step, 20, 175, 30, 400,
                CostModel.minLanesEdgeFor(175, 128, false));
        assertTrue(memoryBound.lanesNeverWin(), memoryBound.toString());
        assertFalse(computeBound.lanesNeverWin(), computeBound.toString());
        assertEquals(Integer.MAX_VALUE, memoryBound.minLaneBlocks());
        assertTrue(computeBound.minLaneBlocks() < Integer.MAX_VALUE, computeBound.toString());
        // The correction for real data and the midstates' model keep it.
        assertEquals(computeBound.minLanesEdge(), computeBound.withLaneCostsTimes(1.02).minLanesEdge());
        assertEquals(computeBound.minLanesEdge(), computeBound.forMidstates().minLanesEdge());
        assertThrows(IllegalArgumentException.class, () -> new CostModel(new int[] {4}, step, 20, 175, 30, 400, 0.9));
    }

    /**
     * Lanes timed on their faster form need the lower floor on a message's own estimate too: on
     * Zen 4's SHA-256 model (JDK 25, the whole form's block cost) 64-byte messages, two blocks,
     * are estimated at 1.15x in the lanes, enough for the margin alone, and calls of them ran at
     * 0.91-1.0x {@code MessageDigest} (the whole form's gain is on long messages). Lanes chosen on
     * their split form keep the margin.
     */
    @Test
    void onTheFasterFormShortMessagesNeedTheLowerFloor() {
        assertEquals(CostModel.LOWER_MIN_LANES_EDGE, CostModel.minMessageEdgeFor(true));
        assertEquals(CostModel.LANE_MARGIN, CostModel.minMessageEdgeFor(false));
        int[] w = {16};
        double[] step = {379.6};
        double floor = CostModel.minLanesEdgeFor(35.01, 64, true);
        CostModel splitForm = new CostModel(w, step, 33.0, 35.01, 22.4, 270, floor, CostModel.minMessageEdgeFor(false));
        CostModel wholeForm = new CostModel(w, step, 33.0, 35.01, 22.4, 270, floor, CostModel.minMessageEdgeFor(true));
        assertFalse(wholeForm.lanesNeverWin(), wholeForm.toString());
        assertEquals(CostModel.LANE_MARGIN, new CostModel(w, step, 33.0, 35.01, 22.4, 270, floor).minMessageEdge());
        assertEquals(2, splitForm.minLaneBlocks(), splitForm.toString());
        int least = wholeForm.minLaneBlocks();
        assertEquals(5, least, wholeForm.toString());
        // The least length whose estimate clears the floor, and the one below does not.
        assertTrue(messageEdge(wholeForm, least) >= floor, wholeForm.toString());
        assertTrue(messageEdge(wholeForm, least - 1) < floor, wholeForm.toString());
        assertTrue(messageEdge(wholeForm, 2) > CostModel.LANE_MARGIN, "the margin alone would take 64-byte messages");
        assertEquals(wholeForm.minMessageEdge(), wholeForm.withLaneCostsTimes(1.02).minMessageEdge());
        assertEquals(wholeForm.minMessageEdge(), wholeForm.forMidstates().minMessageEdge());
        assertThrows(IllegalArgumentException.class, () -> new CostModel(w, step, 33, 35, 22, 270, floor, 1.05));
    }

    /** A message of {@code blocks}' estimated edge in the lanes, all lanes busy. */
    private static double messageEdge(CostModel m, int blocks) {
        return (blocks * m.singleBlockNanos() + m.singleMessageNanos())
                / (blocks * m.cheapestLaneBlockNanos() + m.laneMessageNanos());
    }
}
