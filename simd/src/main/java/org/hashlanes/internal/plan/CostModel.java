package org.hashlanes.internal.plan;

import java.util.Arrays;
import java.util.Locale;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * What hashing costs on this CPU, in nanoseconds, as measured once by {@link AutoEngine}'s
 * warm-up: the vector kernel's cost per block-step at its lane width (one block for every lane
 * at once, busy or idle), the lanes' cost per message (taking it, padding, writing the digest),
 * the single-stream engine's cost per block and per message, and the scalar block function's cost
 * per block (it finishes a last lone lane, and is the single stream for midstates, which
 * {@code MessageDigest} cannot continue). {@link BatchPlanner} applies it to each call's lengths.
 * An immutable value.
 */
public final class CostModel {
    /**
     * How much faster the lanes must be, measured or estimated, before any decision picks them:
     * the warm-up's ({@link AutoEngine}), each call's plan ({@link BatchPlanner}), the streams'
     * ({@link StreamPolicy}) and the single stream's ({@link EngineFamily#singleOnJdk()}). The
     * model leaves out per-call costs, a noisy warm-up may flatter the lanes, and losing to
     * {@code MessageDigest} is worse than missing a marginal gain. Not more: at 1.25, 16 open
     * SHA-1 streams on JDK 25 sat on the threshold (the warm-up's step cost varies by several
     * percent from JVM to JVM), and a JVM that put them on {@code MessageDigest} ran at 1.0x where
     * the others ran at 1.4-1.6x (bench/real streams). One value, so that no two layers disagree.
     */
    public static final double LANE_MARGIN = 1.1;

    private final int[] widths;
    private final double[] stepNanos;
    private final double laneMessageNanos;
    private final double singleBlockNanos;
    private final double singleMessageNanos;
    private final double scalarBlockNanos;
    /** The edge below which nothing goes to the lanes: {@link #MIN_LANES_EDGE}, or see {@link #minLanesEdgeFor}. */
    private final double minLanesEdge;
    /** The edge a message's own estimate needs in the lanes ({@link #minLaneBlocks}): {@link #LANE_MARGIN}, or see {@link #minMessageEdgeFor}. */
    private final double minMessageEdge;

    /**
     * @param widths the vector engine's lane width ({@code {16}}), or none: an engine runs one
     *     width (see {@code VectorEngine}); the array shape is what the model's callers pass
     * @param stepNanos cost of one block-step at that width
     * @param laneMessageNanos cost per message in the lanes, beyond its blocks
     * @param singleBlockNanos the single-stream engine's cost per block
     * @param singleMessageNanos the single-stream engine's cost per message, beyond its blocks
     * @param scalarBlockNanos the scalar block function's cost per block
     */
    public CostModel(int[] widths, double[] stepNanos, double laneMessageNanos, double singleBlockNanos,
            double singleMessageNanos, double scalarBlockNanos) {
        this(widths, stepNanos, laneMessageNanos, singleBlockNanos, singleMessageNanos, scalarBlockNanos,
                MIN_LANES_EDGE);
    }

    /**
     * The same, with {@code minLanesEdge} for the least edge the lanes need ({@link #lanesNeverWin}):
     * the warm-up passes {@link #minLanesEdgeFor} its single stream's speed.
     */
    public CostModel(int[] widths, double[] stepNanos, double laneMessageNanos, double singleBlockNanos,
            double singleMessageNanos, double scalarBlockNanos, double minLanesEdge) {
        this(widths, stepNanos, laneMessageNanos, singleBlockNanos, singleMessageNanos, scalarBlockNanos,
                minLanesEdge, LANE_MARGIN);
    }

    /**
     * The same, with {@code minMessageEdge} for the least edge a message's own estimate needs
     * ({@link #minLaneBlocks}): the warm-up passes {@link #minMessageEdgeFor} the form it timed the lanes on.
     */
    public CostModel(int[] widths, double[] stepNanos, double laneMessageNanos, double singleBlockNanos,
            double singleMessageNanos, double scalarBlockNanos, double minLanesEdge, double minMessageEdge) {
        if (!(minLanesEdge >= 1)) {
            throw new IllegalArgumentException("the lanes' least edge must be at least 1: " + minLanesEdge);
        }
        if (!(minMessageEdge >= LANE_MARGIN)) {
            throw new IllegalArgumentException("a message's least edge must be at least " + LANE_MARGIN + ": "
                    + minMessageEdge);
        }
        if (widths.length != stepNanos.length) {
            throw new IllegalArgumentException("one step cost per width: " + widths.length + " widths, "
                    + stepNanos.length + " costs");
        }
        if (widths.length > 1) {
            throw new IllegalArgumentException("one lane width at most: " + Arrays.toString(widths));
        }
        for (int k = 0; k < widths.length; k++) {
            if (widths[k] < 1) {
                throw new IllegalArgumentException("widths must be positive: " + Arrays.toString(widths));
            }
            if (!(stepNanos[k] > 0)) {
                throw new IllegalArgumentException("step cost must be positive: " + Arrays.toString(stepNanos));
            }
        }
        if (!(singleBlockNanos > 0) || !(scalarBlockNanos > 0) || !(laneMessageNanos >= 0)
                || !(singleMessageNanos >= 0)) {
            throw new IllegalArgumentException("costs must be positive");
        }
        this.widths = widths.clone();
        this.stepNanos = stepNanos.clone();
        this.laneMessageNanos = laneMessageNanos;
        this.singleBlockNanos = singleBlockNanos;
        this.singleMessageNanos = singleMessageNanos;
        this.scalarBlockNanos = scalarBlockNanos;
        this.minLanesEdge = minLanesEdge;
        this.minMessageEdge = minMessageEdge;
    }

    /** A model with no lanes: every message goes to the single-stream engine. */
    public static CostModel singleOnly() {
        return new CostModel(new int[0], new double[0], 0, 1, 0, 1);
    }

    /** The same lanes with the scalar engine as the single stream: for midstates. */
    public CostModel forMidstates() {
        return new CostModel(widths, stepNanos, laneMessageNanos, scalarBlockNanos, 0, scalarBlockNanos, minLanesEdge,
                minMessageEdge);
    }

    /**
     * The same model with the lanes' costs (steps and per message) multiplied by {@code factor}:
     * the warm-up's correction when the lanes, measured on a realistic mix, run slower than the
     * in-cache measurements predict.
     */
    public CostModel withLaneCostsTimes(double factor) {
        double[] steps = stepNanos.clone();
        for (int k = 0; k < steps.length; k++) {
            steps[k] *= factor;
        }
        return new CostModel(widths, steps, laneMessageNanos * factor, singleBlockNanos, singleMessageNanos,
                scalarBlockNanos, minLanesEdge, minMessageEdge);
    }

    /** Number of lane widths: 1, or 0 for a model with no lanes. */
    public int widthCount() {
        return widths.length;
    }

    /** Lane width {@code k} (0). */
    public int width(int k) {
        return widths[k];
    }

    /** Cost of one block-step at width {@code widths[k]}. */
    public double stepNanos(int k) {
        return stepNanos[k];
    }

    public double laneMessageNanos() {
        return laneMessageNanos;
    }

    public double singleBlockNanos() {
        return singleBlockNanos;
    }

    public double singleMessageNanos() {
        return singleMessageNanos;
    }

    public double scalarBlockNanos() {
        return scalarBlockNanos;
    }

    /**
     * Cost of a block-step with {@code live} lanes left (1 .. width) once nothing waits: a step,
     * or for a lone lane the scalar block function if that is cheaper.
     */
    double stepNanosWithLive(int live) {
        return live == 1 ? Math.min(stepNanos[0], scalarBlockNanos) : stepNanos[0];
    }

    /** Whether a last lone lane is finished by the scalar block function (cheaper than a step). */
    public boolean scalarTail() {
        return scalarBlockNanos < stepNanos[0];
    }

    /** The cost of one lane's block, all lanes busy; infinite with no lanes. */
    public double cheapestLaneBlockNanos() {
        double cheapest = Double.POSITIVE_INFINITY;
        for (int k = 0; k < widths.length; k++) {
            cheapest = Math.min(cheapest, stepNanos[k] / widths[k]);
        }
        return cheapest;
    }

    /**
     * How much cheaper than a single-stream block a lane's block must be, every lane busy, on
     * the warm-up's in-cache measurements, before anything goes to the lanes. Calls realise only
     * part of that edge: their data comes from memory, where 16 lanes wait for it and the single
     * stream (one sequential read, prefetched) does not, and batches and streams are less even
     * than the warm-up's. Measured: on AMD Zen 4 (512-bit operations in two halves) the warm-up
     * gave SHA-1's lanes 1.09-1.48x by JVM on JDK 17 and SHA-256's 1.08-1.47x on JDK 25, and
     * batches planned to them ran at 0.75x ({@code chunks}) to 1.09x {@code MessageDigest};
     * SHA-256 streams on Zen 5 with JDK 17, modelled at about 1.2x, ran at 0.90x. With models of
     * 1.6x and more (Zen 5: SHA-1 on JDK 17, SHA-256 on JDK 25; Zen 4: SHA-1 on JDK 25, 1.8-2.1x)
     * batches of 64 and more and many open streams ran at 1.06-2.4x. The floor sits at the low
     * tail of Zen 5's models in a busy JVM (idle: 1.61-2.12x, 1.68-1.94x; one SHA-256 JVM in 14
     * measured 1.46x beside a benchmark thread and stayed single): a rare JVM loses its lanes,
     * never its parity with {@code MessageDigest}. Lanes on their whole form realise more of their
     * edge and get {@link #LOWER_MIN_LANES_EDGE}.
     */
    public static final double MIN_LANES_EDGE = 1.5;

    /**
     * Single streams at least this fast, in message bytes a nanosecond, get {@link #MIN_LANES_EDGE}:
     * every measurement behind it had SHA-NI as the single stream (SHA-1 about 2 bytes a
     * nanosecond on Zen 4, SHA-256 1.8), which reads its data as fast as memory delivers it.
     */
    static final double MEMORY_BOUND_BYTES_PER_NANO = 1.0;

    /**
     * The lower floor, where calls were measured to realise about all of the in-cache edge:
     * <ul>
     * <li>beside a slower single stream, bound by its own arithmetic: there the lanes' wait for
     * memory is hidden behind work that both sides do. Measured: SHA-512 on AVX2 (Zen 4, JDK 25,
     * whose AVX2 intrinsic hashes 0.73 bytes a nanosecond), in-cache edges of 1.46-1.50x by JVM;
     * the 4 lanes forced ran {@code chunks} at 1.36x {@code MessageDigest} and {@code tiny} at
     * 1.53x (3 forks each), and JVMs that took them ran {@code gitmix} 1,000 at 1.52x, while the
     * floor of 1.5 kept 6 JVMs of 18 at 1.00x;
     * <li>for lanes timed on their faster form ({@code Engine.awaitFasterForm}: the whole-block
     * rounds), beside SHA-NI too. Measured: SHA-256's 16 lanes on Zen 4 (JDK 25), timed again on
     * their whole form at 1.38-1.56x by JVM, took the lanes in every JVM and ran {@code equal4k}
     * at 1.33x, {@code chunks} 1.30x, {@code gitmix} 1,000 1.42x and 64 1.07x, {@code tiny}
     * 1.18x, streams with 1, 16 and 256 open at 0.99x, 1.01x and 1.17x (3-5 forks each; under the
     * 1.5 floor, which most JVMs missed by a hair, {@code equal4k} 1.12x and {@code gitmix} 1,000
     * 0.99x), where the split form's models of 1.08-1.47x had run {@code chunks} at 0.75x.
     * </ul>
     * 1.3 keeps a margin for a noisy warm-up (one SHA-512 JVM measured 1.11x).
     */
    static final double LOWER_MIN_LANES_EDGE = 1.3;

    /**
     * The least edge for lanes beside a single stream that hashes a block of {@code blockBytes} in
     * {@code singleBlockNanos}: {@link #MIN_LANES_EDGE}, or {@link #LOWER_MIN_LANES_EDGE} below
     * {@link #MEMORY_BOUND_BYTES_PER_NANO} or for lanes timed {@code onFasterForm}.
     */
    public static double minLanesEdgeFor(double singleBlockNanos, int blockBytes, boolean onFasterForm) {
        boolean memoryBound = blockBytes / singleBlockNanos >= MEMORY_BOUND_BYTES_PER_NANO;
        return memoryBound && !onFasterForm ? MIN_LANES_EDGE : LOWER_MIN_LANES_EDGE;
    }

    /**
     * The least edge a message's own estimate needs before it goes to the lanes
     * ({@link #minLaneBlocks}): {@link #LANE_MARGIN}, or {@link #LOWER_MIN_LANES_EDGE} for lanes
     * timed {@code onFasterForm}. That form's gain was timed on 4 KiB messages, and short ones do
     * not see it: SHA-256's 16 lanes on Zen 4 (JDK 25), forced, hashed JMH's {@code tiny}
     * (65,536 x 64 B, two blocks each) at 149-167 ops/s on their split form and 147-175 with the
     * whole form serving, where the whole form ran {@code equal4k} 34% faster. The model, built on
     * the whole form's block cost, estimated such messages at 1.10-1.17x in the lanes, which took
     * them, and {@code tiny} ran at 0.91-1.0x {@code MessageDigest} in most JVMs. Lanes chosen on
     * their split form keep the margin: SHA-1's on Zen 4, estimated at 1.18-1.22x for one-block and
     * about 1.48x for two-block messages, ran {@code tiny32} at 1.06x and {@code tiny} at 1.59x.
     */
    public static double minMessageEdgeFor(boolean onFasterForm) {
        return onFasterForm ? LOWER_MIN_LANES_EDGE : LANE_MARGIN;
    }

    /** The least edge this model's lanes need: see {@link #lanesNeverWin}. */
    public double minLanesEdge() {
        return minLanesEdge;
    }

    /** The least edge a message's own estimate needs in the lanes: see {@link #minLaneBlocks}. */
    public double minMessageEdge() {
        return minMessageEdge;
    }

    /** How many times cheaper a lane's block is, all lanes busy, than a single-stream block. */
    public double lanesEdge() {
        return singleBlockNanos / cheapestLaneBlockNanos();
    }

    /** Whether nothing should ever go to the lanes: their edge is below {@link #minLanesEdge()} (or they have none). */
    public boolean lanesNeverWin() {
        return !(lanesEdge() >= minLanesEdge);
    }

    /**
     * The smallest batch for which the lanes can possibly win: with fewer messages than a step
     * costs in single-stream blocks, even a fully busy kernel loses.
     */
    public int minLaneBatch() {
        double cheapest = Double.MAX_VALUE;
        for (double s : stepNanos) {
            cheapest = Math.min(cheapest, s);
        }
        return widths.length == 0 || lanesNeverWin() ? Integer.MAX_VALUE : (int) Math.min(Integer.MAX_VALUE,
                Math.ceil(cheapest / singleBlockNanos));
    }

    /**
     * The fewest blocks (padding included) for which a message can cost less in the lanes, all of
     * them busy, than in the single stream, by {@link #minMessageEdge()} (E): the least b with
     * {@code (b * step / width + laneMessage) * E < b * singleBlock + singleMessage};
     * {@code Integer.MAX_VALUE} if no length does. Shorter messages lose in the lanes whatever
     * else the call holds, so {@link PlannedEngine} sends them to the single stream unplanned.
     */
    public int minLaneBlocks() {
        if (widths.length == 0 || lanesNeverWin()) {
            return Integer.MAX_VALUE;
        }
        double gainPerBlock = singleBlockNanos - minMessageEdge * cheapestLaneBlockNanos();
        double lossPerMessage = minMessageEdge * laneMessageNanos - singleMessageNanos;
        if (!(gainPerBlock > 0)) {
            return Integer.MAX_VALUE;
        }
        double blocks = lossPerMessage / gainPerBlock;
        return blocks < 1 ? 1 : (int) Math.min(Integer.MAX_VALUE, Math.floor(blocks) + 1);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("lanes");
        for (int k = 0; k < widths.length; k++) {
            b.append(String.format(Locale.ROOT, " %d: %.1f ns/step (%.2f ns/lane-block)", widths[k], stepNanos[k],
                    stepNanos[k] / widths[k]));
        }
        return b.append(String.format(Locale.ROOT, ", %.1f ns/message; single %.2f ns/block, %.1f ns/message;"
                + " scalar %.2f ns/block; least lanes edge %.1f, a message's %.1f", laneMessageNanos, singleBlockNanos,
                singleMessageNanos, scalarBlockNanos, minLanesEdge, minMessageEdge))
                .toString();
    }
}
