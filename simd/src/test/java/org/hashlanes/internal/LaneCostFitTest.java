package org.hashlanes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link AutoEngine#fitLaneCosts}: the warm-up's correction of the in-cache lane costs from two timed batches. */
class LaneCostFitTest {
    /** 4, 8 and 16 lanes, 20 ns a lane-message, against a single stream of 30 ns a block and 25 a message. */
    private static final CostModel IN_CACHE = new CostModel(new int[] {4, 8, 16}, new double[] {60, 90, 160}, 20, 30,
            25, 110);

    private final int[][] probes = {lengths(384, 64, 65_536), lengths(16_384, 0, 256)};

    /** Blocks of n messages with lengths spread over [from, to). */
    private static int[] lengths(int n, int from, int to) {
        SplittableRandom r = new SplittableRandom(n);
        int[] blocks = new int[n];
        for (int i = 0; i < n; i++) {
            blocks[i] = BatchPlanner.blocks(from + r.nextInt(to - from));
        }
        return blocks;
    }

    /** What the lanes of {@code truth} take on each probe, as the warm-up would time them. */
    private double[] timed(CostModel truth) {
        double[] nanos = new double[2];
        for (int i = 0; i < 2; i++) {
            nanos[i] = BatchPlanner.lanesOnlyNanos(probes[i].length, probes[i], truth, 2, new BatchPlanner.Plan());
        }
        return nanos;
    }

    @Test
    void recoversSlowerStepsAndDearerMessagesTogether() {
        CostModel truth = IN_CACHE.withLaneCosts(1.3, 95);
        CostModel fitted = AutoEngine.fitLaneCosts(IN_CACHE, probes, timed(truth));
        for (int k = 0; k < 3; k++) {
            assertEquals(1.3 * IN_CACHE.stepNanos(k), fitted.stepNanos(k), 1e-6 * fitted.stepNanos(k));
        }
        assertEquals(95, fitted.laneMessageNanos(), 1e-6);
        assertEquals(IN_CACHE.singleBlockNanos(), fitted.singleBlockNanos());
        assertEquals(IN_CACHE.singleMessageNanos(), fitted.singleMessageNanos());
    }

    @Test
    void neverFlattersTheLanesWhenTheyRunFasterThanInCache() {
        CostModel fitted = AutoEngine.fitLaneCosts(IN_CACHE, probes, timed(IN_CACHE.withLaneCosts(0.8, 10)));
        assertEquals(IN_CACHE.stepNanos(2), fitted.stepNanos(2), 1e-9);
        assertEquals(IN_CACHE.laneMessageNanos(), fitted.laneMessageNanos(), 1e-9);
    }

    @Test
    void dearerMessagesAloneLeaveTheStepsAsMeasured() {
        // Only the per-message cost is off: a joint fit gives f = 1 exactly (to rounding) and e = 70.
        CostModel fitted = AutoEngine.fitLaneCosts(IN_CACHE, probes, timed(IN_CACHE.withLaneCosts(1, 70)));
        assertEquals(IN_CACHE.stepNanos(2), fitted.stepNanos(2), 1e-6 * IN_CACHE.stepNanos(2));
        assertEquals(70, fitted.laneMessageNanos(), 1e-6);
    }

    @Test
    void fastMessagesButSlowStepsFitTheStepsFromTheLargeMessages() {
        // The joint fit would put e below the in-cache 20: e is held at 20 and f fitted to the large batch.
        double[] nanos = timed(IN_CACHE.withLaneCosts(1.5, 5));
        CostModel fitted = AutoEngine.fitLaneCosts(IN_CACHE, probes, nanos);
        assertEquals(20, fitted.laneMessageNanos(), 1e-9);
        double steps = BatchPlanner.lanesOnlyNanos(probes[0].length, probes[0], IN_CACHE.withLaneCosts(1, 0), 2,
                new BatchPlanner.Plan());
        assertEquals((nanos[0] - 20 * probes[0].length) / steps, fitted.stepNanos(2) / IN_CACHE.stepNanos(2), 1e-9);
    }
}
