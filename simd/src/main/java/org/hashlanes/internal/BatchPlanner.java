package org.hashlanes.internal;

import java.util.Arrays;

/**
 * Plans one call: which messages go to the vector lanes, in which order and from which width,
 * and which go whole to the single-stream engine. Pure: block counts and a {@link CostModel} in,
 * a {@link Plan} out; nothing here hashes.
 *
 * <p>Every call knows all its lengths before the first block, and the single-stream engine
 * ({@code MessageDigest}, SHA-NI) cannot continue from a midstate, so the choice is made once,
 * up front:
 * <ul>
 *   <li><b>Order</b>: longest first (LPT). The scheduler gives the next message to the lane
 *   that frees first, so lanes finish together instead of one long message running alone.</li>
 *   <li><b>Outliers</b>: the k longest messages go to the single-stream engine when that makes
 *   the estimate smaller (one 4 MiB message among 4 KiB ones would otherwise keep one lane busy
 *   long after the others are done).</li>
 *   <li><b>Width</b>: every width the CPU has is tried as the starting width; once no message
 *   waits, the scheduler narrows to the narrowest listed width that still holds the live lanes
 *   ({@link Plan#narrowing}), and a last lone lane is finished by the scalar block function when
 *   that is cheaper.</li>
 *   <li><b>Nothing to the lanes</b> when the estimate says so: small batches, or a CPU where
 *   the lanes lose (AVX2 with SHA-NI).</li>
 * </ul>
 *
 * <p>The estimate: lanes in LPT order (the first 2 x width messages placed exactly, the rest
 * spread as water over the lanes' loads), then the time profile as lanes run out, each stretch
 * at the cost of the width it runs at; plus per-message costs; plus the single-stream engine's
 * blocks. Planning costs one sort of the lengths and a few estimates of O(width) each.
 */
public final class BatchPlanner {
    /** Outlier counts tried per width: the k longest messages, k = 0 .. this x width. */
    private static final int OUTLIERS_PER_LANE = 2;
    private static final int[] NO_WIDTHS = {};

    private BatchPlanner() {}

    /** A plan, filled by {@link #plan}; reusable from call to call (its arrays only grow). */
    public static final class Plan {
        /** Starting lane width; 0 when nothing goes to the lanes. */
        int width;
        /** Widths the scheduler may narrow to once no message waits, descending, starting with {@link #width}. */
        int[] narrowing = NO_WIDTHS;
        /** Whether a last lone lane is finished by the scalar block function. */
        boolean scalarTail;
        /** Indexes of the messages for the lanes, in the order they are to be taken. */
        int[] lanes = new int[0];
        int laneCount;
        /** Indexes of the messages for the single-stream engine. */
        int[] single = new int[0];
        int singleCount;
        /** The estimate for this plan, in nanoseconds. */
        double nanos;

        private long[] keys = new long[0];
        private final double[] loads = new double[16];

        public int width() {
            return width;
        }

        public int[] narrowing() {
            return narrowing.clone();
        }

        public boolean scalarTail() {
            return scalarTail;
        }

        /** The messages for the lanes, in order (a copy). */
        public int[] lanes() {
            return Arrays.copyOf(lanes, laneCount);
        }

        /** The messages for the single-stream engine (a copy). */
        public int[] single() {
            return Arrays.copyOf(single, singleCount);
        }

        public int laneCount() {
            return laneCount;
        }

        public int singleCount() {
            return singleCount;
        }

        /** {@link #lanes()} without the copy, valid up to {@link #laneCount()}: engines read it, nobody writes it. */
        public int[] laneOrder() {
            return lanes;
        }

        /** {@link #single()} without the copy, valid up to {@link #singleCount()}. */
        public int[] singleOrder() {
            return single;
        }

        /** {@link #narrowing()} without the copy. */
        public int[] narrowingWidths() {
            return narrowing;
        }

        public double nanos() {
            return nanos;
        }

        void ensure(int count) {
            if (lanes.length < count) {
                lanes = new int[count];
                single = new int[count];
                keys = new long[count];
            }
        }

        @Override
        public String toString() {
            return "Plan[width " + width + ", narrowing " + Arrays.toString(narrowing) + ", " + laneCount
                    + " to lanes, " + singleCount + " single, ~" + Math.round(nanos / 1000) + " us]";
        }
    }

    /** Blocks a message of {@code length} bytes takes, padding included. */
    public static int blocks(int length) {
        return (int) (((long) length + 8) / 64 + 1);
    }

    /** {@link #plan(int, int[], CostModel, Plan)} into a new plan; for tests and tools. */
    public static Plan plan(int[] blocks, CostModel model) {
        Plan p = new Plan();
        plan(blocks.length, blocks, model, p);
        return p;
    }

    /**
     * Plans messages {@code 0 .. count)}, message i taking {@code blocks[i]} blocks, into {@code plan}.
     */
    public static void plan(int count, int[] blocks, CostModel model, Plan plan) {
        plan.ensure(count);
        plan.laneCount = 0;
        plan.singleCount = 0;
        plan.width = 0;
        plan.narrowing = NO_WIDTHS;
        plan.scalarTail = false;
        double singleAll = 0;
        for (int i = 0; i < count; i++) {
            singleAll += blocks[i] * model.singleBlockNanos() + model.singleMessageNanos();
        }
        plan.nanos = singleAll;
        if (count < model.minLaneBatch()) {
            allSingle(count, plan);
            return;
        }
        // Descending by blocks: keys hold blocks in the high half, the index in the low half.
        long[] keys = plan.keys;
        for (int i = 0; i < count; i++) {
            keys[i] = ((long) blocks[i] << 32) | i;
        }
        Arrays.sort(keys, 0, count);
        long laneBlocksAll = 0;
        for (int i = 0; i < count; i++) {
            laneBlocksAll += blocks[i];
        }
        double best = singleAll;
        int bestWidth = -1;
        int bestOutliers = count;
        // Narrowest first: a wider start that narrows at once estimates the same, and the plan should say what runs.
        for (int w = 0; w < model.widthCount(); w++) {
            int width = model.width(w);
            double outlierNanos = 0;
            long laneBlocks = laneBlocksAll;
            double previous = Double.MAX_VALUE;
            int worse = 0;
            int maxOutliers = Math.min(count, OUTLIERS_PER_LANE * width);
            for (int k = 0; k <= maxOutliers; k++) {
                if (k > 0) {
                    int b = (int) (keys[count - k] >>> 32);
                    outlierNanos += b * model.singleBlockNanos() + model.singleMessageNanos();
                    laneBlocks -= b;
                }
                int lanesLeft = count - k;
                double nanos = outlierNanos;
                if (lanesLeft > 0) {
                    nanos += laneNanos(keys, lanesLeft, laneBlocks, w, model, plan.loads)
                            + lanesLeft * model.laneMessageNanos();
                }
                if (nanos < best) {
                    best = nanos;
                    bestWidth = w;
                    bestOutliers = k;
                }
                worse = nanos >= previous ? worse + 1 : 0;
                if (worse >= 2) {
                    break; // the estimate only grows from here: fewer lanes, same blocks
                }
                previous = nanos;
            }
        }
        plan.nanos = best;
        if (bestWidth < 0 || bestOutliers >= count) {
            allSingle(count, plan);
            return;
        }
        plan.width = model.width(bestWidth);
        plan.narrowing = model.narrowingWidths(bestWidth);
        plan.scalarTail = model.scalarTail(bestWidth);
        for (int k = 0; k < bestOutliers; k++) {
            plan.single[plan.singleCount++] = (int) keys[count - 1 - k];
        }
        for (int i = count - 1 - bestOutliers; i >= 0; i--) {
            plan.lanes[plan.laneCount++] = (int) keys[i];
        }
    }

    /**
     * Plans everything for the lanes, longest first, starting at {@code narrowing[0]} lanes and
     * narrowing through the rest of {@code narrowing} (descending): the plan of an engine forced
     * to the lanes, and of the warm-up's measurements.
     */
    public static void planLanes(int count, int[] blocks, int[] narrowing, boolean scalarTail, Plan plan) {
        plan.ensure(count);
        long[] keys = plan.keys;
        for (int i = 0; i < count; i++) {
            keys[i] = ((long) blocks[i] << 32) | i;
        }
        Arrays.sort(keys, 0, count);
        for (int i = 0; i < count; i++) {
            plan.lanes[i] = (int) keys[count - 1 - i];
        }
        plan.laneCount = count;
        plan.singleCount = 0;
        plan.width = narrowing[0];
        plan.narrowing = narrowing;
        plan.scalarTail = scalarTail;
        plan.nanos = Double.NaN;
    }

    private static void allSingle(int count, Plan plan) {
        for (int i = 0; i < count; i++) {
            plan.single[i] = i;
        }
        plan.singleCount = count;
    }

    /**
     * The lanes' time for the {@code n} messages {@code keys[0 .. n)} (ascending; taken from the
     * top, longest first) totalling {@code totalBlocks}, starting at width {@code model.width(w)}.
     */
    private static double laneNanos(long[] keys, int n, long totalBlocks, int w, CostModel model, double[] loads) {
        int width = model.width(w);
        Arrays.fill(loads, 0, width, 0);
        // The longest 2 x width exactly, each to the least-loaded lane, as the scheduler does.
        int exact = Math.min(n, 2 * width);
        long placed = 0;
        for (int i = 0; i < exact; i++) {
            int b = (int) (keys[n - 1 - i] >>> 32);
            int least = 0;
            for (int j = 1; j < width; j++) {
                if (loads[j] < loads[least]) {
                    least = j;
                }
            }
            loads[least] += b;
            placed += b;
        }
        Arrays.sort(loads, 0, width);
        // The rest (each no longer than those placed) as water over the loads.
        double rest = totalBlocks - placed;
        if (rest > 0) {
            double sum = 0;
            int j = 0;
            double level;
            while (true) {
                sum += loads[j];
                j++;
                level = (rest + sum) / j;
                if (j == width || level <= loads[j]) {
                    break;
                }
            }
            for (int i = 0; i < j; i++) {
                loads[i] = level;
            }
        }
        // The profile: all lanes until the first finishes, then one fewer at a time.
        double tail = Math.min(model.scalarBlockNanos(), model.stepNanos(model.runningWidth(w, 1)));
        double nanos = loads[0] * model.stepNanos(w);
        for (int i = 1; i < width; i++) {
            int live = width - i;
            double step = live == 1 ? tail : model.stepNanos(model.runningWidth(w, live));
            nanos += (loads[i] - loads[i - 1]) * step;
        }
        return nanos;
    }
}
