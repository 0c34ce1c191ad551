package org.hashlanes.internal.plan;

import java.util.Arrays;
import org.hashlanes.scalar.BlockPadding;

/**
 * Plans one call: which messages go to the vector lanes, in which order, and which go whole to
 * the single-stream engine. Pure: block counts and a {@link CostModel} in,
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
 *   <li><b>Tail</b>: once no message waits, a last lone lane is finished by the scalar block
 *   function when that is cheaper than a step.</li>
 *   <li><b>Nothing to the lanes</b> when the estimate says so: small batches, or a CPU where
 *   the lanes lose (AVX2 with SHA-NI).</li>
 * </ul>
 *
 * <p>The estimate: lanes in LPT order (the first 2 x width messages placed exactly, the rest
 * spread as water over the lanes' loads), then the time profile as lanes run out (every stretch a
 * full step, the last lone lane's maybe a scalar block); plus per-message costs; plus the
 * single-stream engine's blocks. Planning costs one sort of the lengths and a few estimates of
 * O(width) each.
 */
public final class BatchPlanner {
    /** Outlier counts tried: the k longest messages, k = 0 .. this x width. */
    private static final int OUTLIERS_PER_LANE = 2;
    /**
     * Messages ordered exactly, longest first: enough for every outlier count tried and the
     * exact placement behind it (2 x 16 + 2 x 16). The rest are ordered by octave of length
     * (linear time; within an octave in input order), which is all LPT needs of short messages.
     */
    static final int TOP = 64;

    private BatchPlanner() {}

    /** A plan, filled by {@link #plan}; reusable from call to call (its arrays only grow). */
    public static final class Plan {
        /** Lane width; 0 when nothing goes to the lanes. */
        int width;
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

        /** The longest {@link #TOP} messages as {@link BatchPlanner#key keys}, longest first, ties in input order. */
        private final long[] top = new long[TOP];
        private int topCount;
        /** Every index, the top ones first (longest first), then the rest by octave of length, longest first. */
        private int[] order = new int[0];
        /** {@code mark[i] == generation}: message i is among the top. */
        private int[] mark = new int[0];
        private int generation;
        private final int[] octaves = new int[33];
        /** Per lane, for {@link BatchPlanner#laneNanos}: grown to the widest model seen. */
        private double[] loads = new double[0];

        private double[] loads(int width) {
            if (loads.length < width) {
                loads = new double[width];
            }
            return loads;
        }

        public int width() {
            return width;
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

        public double nanos() {
            return nanos;
        }

        void ensure(int count) {
            if (lanes.length < count) {
                lanes = new int[count];
                single = new int[count];
                order = new int[count];
                mark = new int[count];
                generation = 0;
            }
        }

        @Override
        public String toString() {
            return "Plan[width " + width + ", " + laneCount
                    + " to lanes, " + singleCount + " single, ~" + Math.round(nanos / 1000) + " us]";
        }
    }

    /** Blocks a message of {@code length} bytes takes, padding included, in SHA-1's and SHA-256's 64-byte blocks. */
    public static int blocks(int length) {
        return blocks(BlockPadding.SHA, length);
    }

    /** Blocks a message of {@code length} bytes takes under {@code padding}, padding included. */
    public static int blocks(BlockPadding padding, int length) {
        return (int) padding.blocksOf(length);
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
        plan.scalarTail = false;
        long totalBlocks = 0;
        for (int i = 0; i < count; i++) {
            totalBlocks += blocks[i];
        }
        double singleAll = totalBlocks * model.singleBlockNanos() + count * model.singleMessageNanos();
        plan.nanos = singleAll;
        // Even with every lane busy all the time, no plan beats the single stream by the margin:
        // skip the ordering (tiny messages where the lanes lose, for one). A model with no lanes
        // stops here too (its minLaneBatch is infinite): from here on it has one width.
        double lanesAtBest = totalBlocks * model.cheapestLaneBlockNanos() + count * model.laneMessageNanos();
        if (count < model.minLaneBatch() || lanesAtBest * CostModel.LANE_MARGIN >= singleAll) {
            allSingle(count, plan);
            return;
        }
        order(count, blocks, plan);
        long[] top = plan.top;
        long laneBlocksAll = totalBlocks;
        double best = singleAll / CostModel.LANE_MARGIN;
        int bestOutliers = count;
        int width = model.width(0);
        double outlierNanos = 0;
        long laneBlocks = laneBlocksAll;
        int maxOutliers = Math.min(count, OUTLIERS_PER_LANE * width);
        double previous = Double.MAX_VALUE;
        for (int k = 0; k <= maxOutliers; k++) {
            if (k > 0) {
                int b = (int) (top[k - 1] >>> 32);
                if ((double) b * width <= laneBlocks) {
                    break; // no longer than a lane's share: the lanes absorb it
                }
                outlierNanos += b * model.singleBlockNanos() + model.singleMessageNanos();
                laneBlocks -= b;
            }
            int lanesLeft = count - k;
            double nanos = outlierNanos;
            if (lanesLeft > 0) {
                nanos += laneNanos(top, k, plan.topCount, lanesLeft, laneBlocks, model, plan.loads(model.width(0)))
                        + lanesLeft * model.laneMessageNanos();
            }
            if (nanos < best) {
                best = nanos;
                bestOutliers = k;
            }
            if (nanos >= previous) {
                break; // sending more of the longest away only gets worse from here
            }
            previous = nanos;
        }
        if (bestOutliers >= count) {
            allSingle(count, plan);
            return; // plan.nanos stays singleAll: what will run
        }
        plan.nanos = best;
        plan.width = width;
        plan.scalarTail = model.scalarTail();
        for (int k = 0; k < bestOutliers; k++) {
            plan.single[plan.singleCount++] = index(top[k]);
        }
        System.arraycopy(plan.order, bestOutliers, plan.lanes, 0, count - bestOutliers);
        plan.laneCount = count - bestOutliers;
    }

    /**
     * Plans everything for {@code width} lanes, longest first: the plan of an engine forced to
     * the lanes, and of the warm-up's measurements.
     */
    public static void planLanes(int count, int[] blocks, int width, boolean scalarTail, Plan plan) {
        plan.ensure(count);
        order(count, blocks, plan);
        System.arraycopy(plan.order, 0, plan.lanes, 0, count);
        plan.laneCount = count;
        plan.singleCount = 0;
        plan.width = width;
        plan.scalarTail = scalarTail;
        plan.nanos = Double.NaN;
    }

    /**
     * Plans everything for the single stream, in input order: the plan of the warm-up's
     * single-stream measurements.
     */
    public static void planSingle(int count, Plan plan) {
        plan.ensure(count);
        plan.laneCount = 0;
        plan.width = 0;
        plan.scalarTail = false;
        plan.nanos = Double.NaN;
        allSingle(count, plan);
    }

    /**
     * The estimate for hashing all {@code count} messages in the lanes: what {@link #plan} would
     * estimate for that plan. The warm-up compares it with a measurement to correct the model.
     */
    static double lanesOnlyNanos(int count, int[] blocks, CostModel model, Plan scratch) {
        scratch.ensure(count);
        order(count, blocks, scratch);
        long totalBlocks = 0;
        for (int i = 0; i < count; i++) {
            totalBlocks += blocks[i];
        }
        return laneNanos(scratch.top, 0, scratch.topCount, count, totalBlocks, model, scratch.loads(model.width(0)))
                + count * model.laneMessageNanos();
    }

    /** Fills {@code plan.top} and {@code plan.order} (see there) in time linear in {@code count}. */
    private static void order(int count, int[] blocks, Plan plan) {
        long[] top = plan.top;
        int t = Math.min(count, TOP);
        if (allEqual(count, blocks)) {
            // A batch of equal records: longest first with ties in input order is input order.
            // One pass instead of the heap's, the marks' and the octaves' (together about 4% of a
            // 64-byte message's time in the lanes).
            for (int i = 0; i < t; i++) {
                top[i] = key(blocks[i], i);
            }
            plan.topCount = t;
            int[] order = plan.order;
            for (int i = 0; i < count; i++) {
                order[i] = i;
            }
            return;
        }
        // The longest t: a min-heap of t keys over every message. A message only as long as the
        // heap's shortest does not displace it: with many messages of one length (a batch of
        // equal records) the heap then stays as it is, instead of sifting once per message, and
        // ties keep the earliest messages.
        for (int i = 0; i < count; i++) {
            long key = key(blocks[i], i);
            if (i < t) {
                top[i] = key;
                siftUp(top, i);
            } else if (blocks[i] > (int) (top[0] >>> 32)) {
                top[0] = key;
                siftDown(top, t);
            }
        }
        Arrays.sort(top, 0, t);
        for (int i = 0, j = t - 1; i < j; i++, j--) {
            long x = top[i];
            top[i] = top[j];
            top[j] = x;
        }
        plan.topCount = t;
        int[] order = plan.order;
        int generation = ++plan.generation;
        if (generation == 0) { // wrapped: start the marks afresh
            Arrays.fill(plan.mark, 0);
            generation = plan.generation = 1;
        }
        for (int i = 0; i < t; i++) {
            int index = index(top[i]);
            order[i] = index;
            plan.mark[index] = generation;
        }
        // The rest by octave of blocks, longest octave first (a counting sort).
        int[] octaves = plan.octaves;
        Arrays.fill(octaves, 0);
        for (int i = 0; i < count; i++) {
            if (plan.mark[i] != generation) {
                octaves[31 - Integer.numberOfLeadingZeros(blocks[i] | 1)]++;
            }
        }
        int at = t;
        for (int o = 31; o >= 0; o--) {
            int n = octaves[o];
            octaves[o] = at;
            at += n;
        }
        for (int i = 0; i < count; i++) {
            if (plan.mark[i] != generation) {
                order[octaves[31 - Integer.numberOfLeadingZeros(blocks[i] | 1)]++] = i;
            }
        }
    }

    /** Whether messages {@code 0 .. count)} all take the same number of blocks. */
    private static boolean allEqual(int count, int[] blocks) {
        for (int i = 1; i < count; i++) {
            if (blocks[i] != blocks[0]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Message {@code index} of {@code blocks} blocks as a key that orders by blocks, then by
     * index reversed: sorted descending, the longest come first and ties in input order (the
     * lanes then read the caller's memory in order).
     */
    private static long key(int blocks, int index) {
        return ((long) blocks << 32) | (~index & 0xFFFF_FFFFL);
    }

    /** The message index of a {@link #key}. */
    private static int index(long key) {
        return ~(int) key;
    }

    private static void siftUp(long[] heap, int i) {
        long x = heap[i];
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heap[parent] <= x) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = x;
    }

    private static void siftDown(long[] heap, int size) {
        long x = heap[0];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= x) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = x;
    }

    private static void allSingle(int count, Plan plan) {
        for (int i = 0; i < count; i++) {
            plan.single[i] = i;
        }
        plan.singleCount = count;
    }

    /**
     * The lanes' time for the {@code n} shortest messages (the longest of them {@code top[from ..]})
     * totalling {@code totalBlocks}.
     */
    private static double laneNanos(long[] top, int from, int topCount, int n, long totalBlocks,
            CostModel model, double[] loads) {
        int width = model.width(0);
        Arrays.fill(loads, 0, width, 0);
        // The longest 2 x width exactly, each to the least-loaded lane, as the scheduler does;
        // loads stay sorted ascending, so the least loaded is loads[0].
        int exact = Math.min(Math.min(n, 2 * width), topCount - from);
        long placed = 0;
        for (int i = 0; i < exact; i++) {
            int b = (int) (top[from + i] >>> 32);
            double load = loads[0] + b;
            int j = 1;
            while (j < width && loads[j] < load) {
                loads[j - 1] = loads[j];
                j++;
            }
            loads[j - 1] = load;
            placed += b;
        }
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
        double nanos = loads[0] * model.stepNanos(0);
        for (int i = 1; i < width; i++) {
            nanos += (loads[i] - loads[i - 1]) * model.stepNanosWithLive(width - i);
        }
        return nanos;
    }
}
