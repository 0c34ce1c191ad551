package org.hashlanes.internal.plan;

import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;

/**
 * The default batch engine: the single-stream engine while the vector lanes warm up, then the
 * {@link BatchPlanner} on a {@link CostModel} of this CPU measured by that warm-up.
 *
 * <p>Why: vector code runs at a few MB/s for its first seconds, until C2 compiles it, while
 * {@code MessageDigest} (intrinsic, often SHA-NI) is fast at once; and on some CPUs (AVX2 with
 * SHA-NI) the lanes barely beat, or lose to, the JDK. So a daemon thread hashes fixed batches
 * with the lanes and with the single-stream engine, alternately, until the lanes are faster by {@link CostModel#LANE_MARGIN} in three of the last five comparisons, or
 * {@link #GIVE_UP_PASSES} comparisons or {@link #GIVE_UP_NANOS} pass (then the lanes are never
 * used). A few more passes then settle the cost model (the minimum time seen of each
 * measurement, to which noise only adds), and from then on every call is planned on it. Where the
 * lanes fall short of the edge they need by less than their kernel's faster form may add
 * ({@link #FASTER_FORM_GAIN}), the warm-up has that form proved (timing nothing meanwhile) and
 * times the lanes again on it before it decides, against the lower edge that form needs
 * ({@link CostModel#minLanesEdgeFor}): on AMD Zen 4, SHA-256's split form measured 1.24-1.44x the
 * JDK's per block against the 1.5x real data needs beside SHA-NI, its whole form 1.37-1.54x
 * against the 1.3x that form needs.
 *
 * <p>The warm-up thread, {@code hashlanes-warmup}, is a daemon (it never keeps the JVM alive),
 * one per algorithm, started on the first use of the default engine. It sleeps
 * {@link #WARMUP_DELAY_MILLIS} ms first, so that a process shorter than that never pays for it (one
 * that hashes through the next seconds does: the timing and C2's compiles take CPU from the
 * callers, most on a JVM with one processor; src/ARCHITECTURE.md, stop 58); then each pass
 * hashes about 0.5 MB, mostly 4 KiB messages, on one core, until the choice is made: typically a
 * few seconds once C2 has compiled the lanes, at most {@link #GIVE_UP_PASSES} comparisons or
 * {@link #GIVE_UP_NANOS} ns (3 minutes), plus up to {@link #GIVE_UP_SETTLING} settling passes. Then
 * it ends. {@link #warmingUp()} says whether it is still running (and {@link #kind()},
 * {@link #lanes()} and {@link #description()} which engine serves calls meanwhile);
 * {@link #awaitChoice} waits for it.
 */
public final class AutoEngine implements Engine {
    /**
     * Comparisons after which the lanes, if still not faster, never take over: far past the
     * point where C2 has compiled them (a few hundred passes). A wall-clock cap bounds the
     * background work on a machine so busy that even that takes long.
     */
    private static final int GIVE_UP_PASSES = 3_000;
    private static final long GIVE_UP_NANOS = 180_000_000_000L;
    /** Passes after the lanes have won, to settle the minima of the measurements. */
    private static final int SETTLE_PASSES = 30;
    /** Passes after the lanes have won after which the model is taken even if the mixed measurement has not settled. */
    private static final int GIVE_UP_SETTLING = 600;
    private static final int WARMUP_MESSAGE_BYTES = 4096;
    /** Messages of each size the single-stream engines hash per measurement. */
    private static final int SINGLE_MESSAGES = 32;
    private static final int SCALAR_MESSAGES = 8;
    /**
     * Messages of the mixed measurement, 64 B to 64 KiB spread evenly on a log scale (about 3.6 MB
     * in all, more than a core's L2): the lanes' in-cache measurements on equal 4 KiB messages
     * flatter them on real data (more segments and staging, data from further out), so the model's
     * lane costs are corrected by how much more the lanes take on this mix, relative to the single stream.
     */
    private static final int MIXED_MESSAGES = 384;
    /**
     * The mixed measurement counts once its minima have not improved by 1% for {@link #SETTLE_PASSES}
     * passes and it has run this long: its lengths take scheduler paths the equal messages never
     * did, so C2 may recompile (after a deoptimization) well after the lanes first won, and a
     * model settled before that would take the lanes for slower than they are.
     */
    private static final long MIXED_MIN_NANOS = 1_000_000_000L;
    /** Rounds of empty messages per lane in the per-message measurement: enough to amortize the call. */
    private static final int EMPTY_ROUNDS = 8;
    /** Untimed empty-message calls before the first pass ({@link Calibration#prime}), and the most time they may take. */
    private static final int PRIME_CALLS = 2_000;
    private static final long PRIME_NANOS = 200_000_000L;
    /** The warm-up waits this long first, so that a short process (a CLI run) never pays for it. */
    private static final long WARMUP_DELAY_MILLIS = 250;
    /**
     * How much a kernel's faster form ({@link Engine#awaitFasterForm}: the whole form, whose
     * round methods only C2 compiles, and which is proved only where callers run the lanes) may
     * add to the lanes' edge: a little over the most it was measured to (JMH, forced lanes: SHA-1
     * 23-35% on {@code gitmix} 1,000, Zen 5; SHA-256 34% on {@code equal4k}, Zen 4). Lanes short of
     * the edge that form needs ({@link CostModel#LOWER_MIN_LANES_EDGE}) by less than this are timed
     * again on it once it is proved; short by more, or with no such form (AVX2; JDK 17), the single
     * stream stays at once.
     */
    static final double FASTER_FORM_GAIN = 1.4;
    /**
     * How long the warm-up waits for a faster form's verdict (a few seconds of C2 for the form's
     * methods, once the JIT is quiet; up to three copies where the JIT leaves one in C1's code).
     */
    private static final long FASTER_FORM_WAIT_NANOS = 60_000_000_000L;

    /** The single stream: serves calls while warming up, and the planned outliers after. */
    private final Engine single;
    /** Serves midstates that the planner does not give to the lanes ({@code MessageDigest} has none). */
    private final Engine scalar;
    /** The algorithm of the three engines. */
    private final BlockFunction fn;
    /** Builds and self-tests the vector engine; throws if it cannot run here. Called on the warm-up thread. */
    private final Supplier<Engine> vectorFactory;
    /** The vector engine, once built; written by the warm-up thread before {@code decision}. */
    private volatile Engine vector;
    /** Null while warming up; then the measured decision. Written once, by the warm-up thread. */
    private volatile Decision decision;
    /** Counted down once {@code decision} is set, whatever the outcome. */
    private final CountDownLatch chosen = new CountDownLatch(1);
    /** {@link #FASTER_FORM_GAIN}; in tests, any. */
    private final double fasterFormGain;
    /** {@link #GIVE_UP_PASSES}; in tests, fewer. */
    private final int giveUpPasses;

    /** What the warm-up measured. */
    private static final class Decision {
        /** Null when the lanes are not used. */
        final PlannedEngine planned;
        /**
         * Whether the lanes won only on their faster form ({@link Engine#awaitFasterForm}): then
         * they serve while it does. The form can be dropped later (the JIT deoptimized it, or it
         * disagreed with the split form), and on their split form these lanes lost to the single
         * stream, or fell short of the edge real data needs: planning on the faster form's model
         * would run them up to the form's gain slower than the model says (SHA-256 on Zen 4: the
         * whole form 34% faster on {@code equal4k}, JMH, forced lanes).
         */
        final boolean onFasterForm;

        Decision(PlannedEngine planned, boolean onFasterForm) {
            this.planned = planned;
            this.onFasterForm = onFasterForm;
        }

        static final Decision SINGLE = new Decision(null, false);
    }

    /** Warms up {@code family}'s lanes against its single-stream engine; starts the warm-up thread. */
    public AutoEngine(EngineFamily family, Supplier<Engine> vectorFactory) {
        this(family.single(), family.scalar(), family.function(), vectorFactory, FASTER_FORM_GAIN, GIVE_UP_PASSES);
    }

    /**
     * Warms up the lanes {@code vectorFactory} builds against {@code single}; starts the warm-up thread.
     *
     * @param single the single-stream engine: serves calls while warming up, and the planned outliers
     * @param scalar the scalar engine, for midstates (which {@code MessageDigest} cannot continue)
     * @param fn the algorithm of the engines
     * @param fasterFormGain see {@link #FASTER_FORM_GAIN}
     * @param giveUpPasses see {@link #GIVE_UP_PASSES}
     */
    AutoEngine(Engine single, Engine scalar, BlockFunction fn, Supplier<Engine> vectorFactory, double fasterFormGain,
            int giveUpPasses) {
        this.single = single;
        this.fasterFormGain = fasterFormGain;
        this.giveUpPasses = giveUpPasses;
        this.scalar = scalar;
        this.fn = fn;
        this.vectorFactory = vectorFactory;
        Thread warmup = new Thread(this::warmUp, "hashlanes-warmup");
        warmup.setDaemon(true);
        EngineSelection.warmUpStarted(); // ended when warmUp ends
        warmup.start();
    }

    @Override
    public String description() {
        return describe(decision);
    }

    /** The description under decision {@code d} (null: still warming up). */
    private String describe(Decision d) {
        if (d == null) {
            Engine v = vector;
            return single.description() + " (" + (v == null ? "vector lanes" : v.description()) + " warming up)";
        }
        return plan(d) != null ? vector.description() : single.description();
    }

    /**
     * The plan that calls run on under decision {@code d}, or null for the single stream: while
     * warming up, where the single stream was chosen, and while the faster form the lanes were
     * chosen on does not serve ({@link Decision#onFasterForm}).
     */
    private PlannedEngine plan(Decision d) {
        if (d == null || d.planned == null || (d.onFasterForm && !vector.onFasterForm())) {
            return null;
        }
        return d.planned;
    }

    /** The engine that hashes calls now: the single stream until the lanes are chosen, then the plan. */
    private Engine current() {
        PlannedEngine p = plan(decision);
        return p == null ? single : p;
    }

    /** The single stream's kind until the lanes are chosen, then {@code VECTOR}. */
    @Override
    public EngineInfo.Kind kind() {
        return current().kind();
    }

    /** 1 until the lanes are chosen, then theirs. */
    @Override
    public int lanes() {
        return current().lanes();
    }

    /** Until the warm-up has decided (the engine may change once, to the lanes). */
    @Override
    public boolean warmingUp() {
        return decision == null;
    }

    /**
     * Waits until the warm-up has chosen, or {@code nanos} have passed; returns at once if it has.
     *
     * @return whether it has chosen
     */
    public boolean awaitChoice(long nanos) throws InterruptedException {
        return chosen.await(nanos, TimeUnit.NANOSECONDS);
    }

    private void decide(Decision d) {
        decision = d;
        chosen.countDown();
    }

    /** The cost model the calls are planned on; null while warming up or where the lanes are not used. */
    @Override
    public CostModel costModel() {
        PlannedEngine p = plan(decision);
        return p == null ? null : p.costModel();
    }

    /** Through the single stream until the lanes are chosen, then the plan; with flags for SHA-1DC, whose single stream is the scalar detecting engine. */
    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink out) {
        current().hashInto(messages, count, out);
    }

    @Override
    public void hashOne(ByteBuffer message, DigestSink out) {
        current().hashOne(message, out);
    }

    /** Whether the engines it chooses between detect collisions (SHA-1DC): then it fills the flags. */
    @Override
    public boolean detects() {
        return single.detects();
    }

    @Override
    public boolean continuesMidstates() {
        return true;
    }

    /** Midstates go where the planner sends them: the lanes, or the scalar engine ({@code MessageDigest} has none). */
    @Override
    public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        PlannedEngine p = plan(decision);
        if (p == null) {
            scalar.advance(count, buffers, starts, blocks, states);
        } else {
            p.advance(count, buffers, starts, blocks, states);
        }
    }

    private void warmUp() {
        try {
            measureAndDecide();
        } finally {
            EngineSelection.warmUpEnded();
            if (decision == null) { // interrupted, or an error before a decision: the single stream for good
                decide(Decision.SINGLE);
            }
        }
    }

    private void measureAndDecide() {
        try {
            Thread.sleep(WARMUP_DELAY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return; // nobody interrupts this thread but the JVM going down
        }
        Engine vector;
        try {
            vector = vectorFactory.get();
            if (vector.kind() != EngineInfo.Kind.VECTOR || !vector.continuesMidstates()) {
                throw new IllegalStateException(vector.description() + " is not the lanes: it cannot be planned");
            }
        } catch (UnsupportedOperationException e) {
            EngineSelection.LOG.log(Level.INFO, "hashlanes: staying on the " + single.description() + " engine: " + e.getMessage());
            decide(Decision.SINGLE);
            return;
        } catch (RuntimeException | Error e) { // a failed self-test was already logged at WARNING
            EngineSelection.LOG.log(Level.WARNING, "hashlanes: vector engine unusable; staying on " + single.description(), e);
            decide(Decision.SINGLE);
            return;
        }
        this.vector = vector;
        long start = System.nanoTime();
        try {
            Timing first = time(vector, false);
            // On their faster form the lanes need the lower edge (CostModel.minLanesEdgeFor)
            if (!first.lanesWin() && first.edge() * fasterFormGain >= CostModel.LOWER_MIN_LANES_EDGE
                    && awaitFasterForm(vector)) {
                EngineSelection.LOG.log(Level.DEBUG, () -> String.format("hashlanes: %s were %.2fx %s per block,"
                        + " short of the edge they need; timing them again on their faster form", vector.description(),
                        first.edge(), single.description()));
                decideOn(vector, time(vector, true), start);
            } else {
                decideOn(vector, first, start);
            }
        } catch (RuntimeException | Error e) {
            EngineSelection.LOG.log(Level.WARNING, "hashlanes: vector warm-up failed; staying on " + single.description(), e);
            decide(Decision.SINGLE);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the JVM going down: warmUp decides for the single stream
        }
    }

    /**
     * Has {@code vector}'s faster form proved ({@link Engine#awaitFasterForm}), at most
     * {@link #FASTER_FORM_WAIT_NANOS}; meanwhile this warm-up times nothing, so that the proof may
     * run ({@code KernelForms} waits for warm-ups), and calls are still the single stream's.
     */
    private static boolean awaitFasterForm(Engine vector) throws InterruptedException {
        EngineSelection.warmUpEnded();
        try {
            return vector.awaitFasterForm(FASTER_FORM_WAIT_NANOS);
        } finally {
            EngineSelection.warmUpStarted();
        }
    }

    /** What one timing of the lanes against the single stream found ({@link #time}). */
    private static final class Timing {
        /** The settled cost model; null where the lanes never won in cache (then {@link #ratio} says by how much). */
        final CostModel model;
        /** The last in-cache speed-up of the lanes on 4 KiB messages. */
        final double ratio;
        /** Whether the lanes were timed on their faster form ({@link Engine#awaitFasterForm}). */
        final boolean onFasterForm;

        Timing(CostModel model, double ratio, boolean onFasterForm) {
            this.model = model;
            this.ratio = ratio;
            this.onFasterForm = onFasterForm;
        }

        boolean lanesWin() {
            return model != null && !model.lanesNeverWin();
        }

        /** The lanes' edge per block: the model's, or the last in-cache ratio where there is none. */
        double edge() {
            return model != null ? model.lanesEdge() : ratio;
        }
    }

    /**
     * Times {@code vector} against the single stream, as the class comment says: until the lanes
     * are faster by {@link CostModel#LANE_MARGIN} in three of five comparisons (or give up), then
     * until the model has settled. {@code onFasterForm}: the engine's faster form serves (its
     * model gets the lower least edge, {@link CostModel#minLanesEdgeFor}).
     */
    private Timing time(Engine vector, boolean onFasterForm) {
        long start = System.nanoTime();
        Calibration c = new Calibration(vector.lanes(), fn, onFasterForm);
        double ratio = 0;
        c.prime(vector, single);
        int recentWins = 0; // bit i: whether comparison (passes - 1 - i) was a win; the last 5 count
        int wonAt = -1;     // the pass at which the lanes won, then the model settles
        // Ends by comparisons, not only by wall time: on a busy machine the kernel may need
        // long to reach C2, and giving up at a fixed time would keep a JVM slow for good.
        for (int passes = 1; passes <= giveUpPasses && System.nanoTime() - start < GIVE_UP_NANOS; passes++) {
            ratio = c.pass(vector, single, scalar);
            if (wonAt < 0) {
                recentWins = ((recentWins << 1) | (ratio >= CostModel.LANE_MARGIN ? 1 : 0)) & 0b11111;
                if (Integer.bitCount(recentWins) >= 3) { // 3 of the last 5: robust to a noisy pass
                    wonAt = passes;
                }
                continue;
            }
            int since = passes - wonAt;
            // The mixed measurement only ever lowers the lanes' edge (laneCorrection >= 1): once the
            // in-cache edge has settled under the model's least edge, stop here rather than run it. Less
            // background work where the lanes lose (AVX2 beside SHA-NI; Zen 4 on JDK 17).
            if (since >= SETTLE_PASSES && c.inCacheSettled() && c.inCacheModel().lanesNeverWin()) {
                return new Timing(c.inCacheModel(), ratio, onFasterForm);
            }
            c.mixedPass(vector, single);
            if (since >= SETTLE_PASSES && (c.mixedSettled() || since >= GIVE_UP_SETTLING)) {
                return new Timing(c.model(), ratio, onFasterForm);
            }
        }
        return new Timing(null, ratio, onFasterForm);
    }

    /** Decides on timing {@code t} of {@code vector}, for good, and says why. */
    private void decideOn(Engine vector, Timing t, long start) {
        double ratio = t.ratio;
        if (t.lanesWin()) {
            decide(new Decision(new PlannedEngine(t.model, vector, single, scalar, fn), t.onFasterForm));
            double seconds = (System.nanoTime() - start) / 1e9;
            EngineSelection.LOG.log(Level.DEBUG, () -> String.format(
                    "hashlanes: %s ready after %.1f s, %.1fx %s on 4 KiB messages; cost model: %s",
                    vector.description(), seconds, ratio, single.description(), t.model));
            return;
        }
        // Logged before the decision is published: a caller waiting for it may end the JVM.
        if (t.model != null) { // too small an edge for real data (AVX2 beside SHA-NI; AMD Zen 4 on JDK 17): see CostModel.minLanesEdgeFor
            EngineSelection.LOG.log(Level.INFO, () -> String.format("hashlanes: %s are %.2fx %s per block here,"
                    + " under the %.1fx that real data needs; staying on %s (cost model: %s)",
                    vector.description(), t.model.lanesEdge(), single.description(), t.model.minLanesEdge(),
                    single.description(), t.model));
        } else {
            EngineSelection.LOG.log(Level.INFO, () -> String.format(
                    "hashlanes: %s was not %.1fx faster than %s here (last %.2fx); staying on %s",
                    vector.description(), CostModel.LANE_MARGIN, single.description(), ratio, single.description()));
        }
        decide(Decision.SINGLE);
    }

    /**
     * How much slower the scalar engine is than {@code jdk} ({@code MessageDigest}) here, for where
     * HotSpot's intrinsic flag cannot be read ({@link EngineFamily#singleOnJdk()}), timed by the
     * warm-up's own single-stream measurements (the minimum time of each, on the same fixed
     * messages). The two outcomes need unequal evidence, since taking the scalar engine is the one
     * that can leave a JVM slower than {@code MessageDigest} for good: the JDK's digest reaches its
     * intrinsic only in C2, whose queue a starting JVM may keep busy for longer than both minima
     * take to look settled (CI saw SHA-256's scalar engine at 0.46x the JDK's, with SHA-NI, after
     * 30 quiet passes of a few milliseconds in all). So a ratio that favours the JDK (at least
     * 1 / {@link CostModel#LANE_MARGIN}) is returned once neither minimum has improved by 1% for
     * {@link #SETTLE_PASSES} passes; one that favours the scalar engine only at the end of
     * {@code budgetNanos}, and only if neither minimum improved in the second half of it.
     *
     * @return the scalar engine's cost per block over the JDK's (above 1: the JDK is faster), or
     *     NaN if that is not settled (take the JDK's)
     */
    public static double scalarOverJdk(Engine jdk, Engine scalar, BlockFunction fn, long budgetNanos) {
        Calibration c = new Calibration(0, fn, false);
        long start = System.nanoTime(), improvedNanos = start, now = start;
        double jdkBlock = Double.MAX_VALUE, scalarBlock = Double.MAX_VALUE;
        int passes = 0, improvedAt = 0;
        while (now - start < budgetNanos) {
            passes++;
            c.singlePass(jdk, scalar);
            double j = c.singleBlockNanos(), k = c.scalarBlockNanos();
            now = System.nanoTime();
            if (j < 0.99 * jdkBlock || k < 0.99 * scalarBlock) {
                improvedAt = passes;
                improvedNanos = now;
            }
            jdkBlock = Math.min(jdkBlock, j);
            scalarBlock = Math.min(scalarBlock, k);
            if (passes - improvedAt >= SETTLE_PASSES && scalarBlock * CostModel.LANE_MARGIN >= jdkBlock) {
                return scalarBlock / jdkBlock; // the JDK's: safe to take early
            }
        }
        boolean settled = passes - improvedAt >= SETTLE_PASSES && now - improvedNanos >= budgetNanos / 2;
        return settled ? scalarBlock / jdkBlock : Double.NaN;
    }

    /**
     * The warm-up's measurements: for the lanes, 2 x width messages of 4 KiB and 8 x width of 0 bytes; for
     * the single-stream and scalar engines, a fixed number of each. Each keeps the minimum time
     * seen: noise only ever adds.
     */
    private static final class Calibration {
        final int digestBytes;
        /** The algorithm's padding; whole blocks of a warm-up message, and the blocks it takes with padding. */
        final BlockPadding padding;
        final int wholeBlocks, messageBlocks;
        /** Lanes measured; 0 for the single-stream measurements alone ({@link #scalarOverJdk}). */
        final int width;
        /**
         * The lanes' batches, filled and planned again in every timing (a call pays for both per
         * message: without them the model took one-block messages for cheaper in the lanes than in
         * the single stream, and they were not), and their messages; null when {@code width} is 0.
         */
        final MessageBatch full, empty;
        final List<ByteBuffer> fullMessages, emptyMessages;
        /** The single-stream batches, planned whole for the single stream. */
        final MessageBatch singleFull, singleEmpty, scalarFull;
        long fullNanos = Long.MAX_VALUE, emptyNanos = Long.MAX_VALUE;
        long singleFullNanos = Long.MAX_VALUE, singleEmptyNanos = Long.MAX_VALUE, scalarNanos = Long.MAX_VALUE;
        final byte[] out;
        /** Passes of {@link #pass} run, and the last one at which one of its minima improved by 1%. */
        int passes, improvedAt;
        /** The mixed measurement (see {@link #MIXED_MESSAGES}), the same messages planned for the lanes and for the single stream: made at its first pass. */
        MessageBatch mixed, mixedSingle;
        List<ByteBuffer> mixedMessages;
        int[] mixedBlocks;
        byte[] mixedOut;
        long mixedLanesNanos = Long.MAX_VALUE, mixedSingleNanos = Long.MAX_VALUE;
        /** Mixed passes run, the pass at which a minimum last improved by 1%, and when the first ran. */
        int mixedPasses, mixedImprovedAt;
        long mixedStart;
        /** Whether the lanes run their faster form (see {@link CostModel#minLanesEdgeFor}). */
        final boolean onFasterForm;

        Calibration(int width, BlockFunction fn, boolean onFasterForm) {
            this.onFasterForm = onFasterForm;
            this.digestBytes = fn.digestBytes();
            this.padding = fn.padding();
            this.wholeBlocks = WARMUP_MESSAGE_BYTES / padding.blockBytes();
            this.messageBlocks = (int) padding.blocksOf(WARMUP_MESSAGE_BYTES);
            this.width = width;
            this.out = new byte[digestBytes * Math.max(SINGLE_MESSAGES, EMPTY_ROUNDS * width)];
            if (width == 0) {
                full = null;
                empty = null;
                fullMessages = null;
                emptyMessages = null;
            } else {
                fullMessages = messages(equal(2 * width, WARMUP_MESSAGE_BYTES));
                full = new MessageBatch();
                emptyMessages = messages(equal(EMPTY_ROUNDS * width, 0));
                empty = new MessageBatch();
            }
            singleFull = batch(SINGLE_MESSAGES, WARMUP_MESSAGE_BYTES);
            singleEmpty = batch(SINGLE_MESSAGES, 0);
            scalarFull = batch(SCALAR_MESSAGES, WARMUP_MESSAGE_BYTES);
            singleFull.planSingle();
            singleEmpty.planSingle();
            scalarFull.planSingle();
        }

        /** A batch of {@code n} messages of {@code bytes}, filled once (the single-stream measurements). */
        private MessageBatch batch(int n, int bytes) {
            List<ByteBuffer> messages = messages(equal(n, bytes));
            MessageBatch b = new MessageBatch();
            b.fill(messages.iterator(), n, padding);
            return b;
        }

        private static int[] equal(int n, int bytes) {
            int[] lengths = new int[n];
            java.util.Arrays.fill(lengths, bytes);
            return lengths;
        }

        private static List<ByteBuffer> messages(int[] lengths) {
            int n = lengths.length;
            List<ByteBuffer> messages = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                byte[] m = new byte[lengths[i]];
                for (int j = 0; j < m.length; j++) {
                    m[j] = (byte) (i * 131 + j * 7);
                }
                messages.add(ByteBuffer.wrap(m));
            }
            return messages;
        }

        /** The lanes as a call runs them: the batch filled and planned, then hashed into {@code digests}. */
        private void lanesCall(Engine vector, MessageBatch batch, List<ByteBuffer> messages, byte[] digests) {
            batch.fill(messages.iterator(), messages.size(), padding);
            batch.planLanes(width, false);
            vector.runPlanned(batch, digests, 0);
        }

        /**
         * Runs the empty-message calls untimed, {@link #PRIME_CALLS} times (at most
         * {@link #PRIME_NANOS}), before the first pass. The per-message costs come from them, and at
         * one call a pass their own code (the lanes' one-block groups, the single stream's loop)
         * reaches C2 only after hundreds of passes, later than the rest: in 2 of 10 JVMs (JMH forks,
         * Zen 4, JDK 25) the lanes' cost a message settled at 50-58 ns instead of 25-33, and
         * one-block messages went to the single stream, 20% slower there.
         */
        void prime(Engine vector, Engine single) {
            long end = System.nanoTime() + PRIME_NANOS;
            for (int i = 0; i < PRIME_CALLS && System.nanoTime() < end; i++) {
                if (width > 0) {
                    lanesCall(vector, empty, emptyMessages, out);
                }
                single.runPlanned(singleEmpty, out, 0);
            }
        }

        /** One pass over every measurement; returns this pass's speed-up of the lanes on 4 KiB messages. */
        double pass(Engine vector, Engine single, Engine scalar) {
            long fullBefore = fullNanos, emptyBefore = emptyNanos;
            long singleFullBefore = singleFullNanos, singleEmptyBefore = singleEmptyNanos;
            long l0 = System.nanoTime();
            lanesCall(vector, full, fullMessages, out);
            long l1 = System.nanoTime();
            lanesCall(vector, empty, emptyMessages, out);
            long l2 = System.nanoTime();
            fullNanos = Math.min(fullNanos, l1 - l0);
            emptyNanos = Math.min(emptyNanos, l2 - l1);
            long lanesNanos = l1 - l0;
            long singleNanos = singlePass(single, scalar);
            passes++;
            if (improved(fullBefore, fullNanos) || improved(emptyBefore, emptyNanos)
                    || improved(singleFullBefore, singleFullNanos) || improved(singleEmptyBefore, singleEmptyNanos)) {
                improvedAt = passes;
            }
            double lanesPerMessage = (double) Math.max(1, lanesNanos) / (2 * width);
            double singlePerMessage = (double) singleNanos / SINGLE_MESSAGES;
            return singlePerMessage / lanesPerMessage;
        }

        private static boolean improved(long before, long now) {
            return now < 0.99 * before;
        }

        /** Whether no minimum of {@link #pass} has improved by 1% for {@link #SETTLE_PASSES} passes. */
        boolean inCacheSettled() {
            return passes - improvedAt >= SETTLE_PASSES;
        }

        /** Times the single-stream and scalar engines once (the minimum of each is kept); returns this pass's single-stream time on 4 KiB messages. */
        long singlePass(Engine single, Engine scalar) {
            long t0 = System.nanoTime();
            single.runPlanned(singleFull, out, 0);
            long t1 = System.nanoTime();
            single.runPlanned(singleEmpty, out, 0);
            long t2 = System.nanoTime();
            scalar.runPlanned(scalarFull, out, 0);
            long t3 = System.nanoTime();
            singleFullNanos = Math.min(singleFullNanos, t1 - t0);
            singleEmptyNanos = Math.min(singleEmptyNanos, t2 - t1);
            scalarNanos = Math.min(scalarNanos, t3 - t2);
            return t1 - t0;
        }

        /** The single stream's cost per block, from the minima so far (4 KiB messages less empty ones). */
        double singleBlockNanos() {
            return Math.max(0.1, (singleFullNanos - singleEmptyNanos) / (double) (SINGLE_MESSAGES * wholeBlocks));
        }

        /** The scalar block function's cost per block (padding included), from its minimum so far. */
        double scalarBlockNanos() {
            return Math.max(0.1, scalarNanos / (double) (SCALAR_MESSAGES * messageBlocks));
        }

        /** Times the mixed batch in the lanes and in the single stream (the minimum of each is kept). */
        void mixedPass(Engine vector, Engine single) {
            if (mixed == null) {
                int[] lengths = new int[MIXED_MESSAGES];
                mixedBlocks = new int[MIXED_MESSAGES];
                for (int i = 0; i < MIXED_MESSAGES; i++) {
                    double spread = (i * 0.6180339887498949) % 1.0; // evenly spread, in no order
                    lengths[i] = (int) Math.round(Math.pow(2, 6 + 10 * spread));
                    mixedBlocks[i] = BatchPlanner.blocks(padding, lengths[i]);
                }
                mixedMessages = messages(lengths);
                mixed = new MessageBatch();
                mixedSingle = new MessageBatch();
                mixedSingle.fill(mixedMessages.iterator(), MIXED_MESSAGES, padding);
                mixedStart = System.nanoTime();
                mixedOut = new byte[digestBytes * MIXED_MESSAGES];
                mixedSingle.planSingle();
            }
            long t0 = System.nanoTime();
            lanesCall(vector, mixed, mixedMessages, mixedOut);
            long t1 = System.nanoTime();
            single.runPlanned(mixedSingle, mixedOut, 0);
            long t2 = System.nanoTime();
            mixedPasses++;
            if (t1 - t0 < 0.99 * mixedLanesNanos || t2 - t1 < 0.99 * mixedSingleNanos) {
                mixedImprovedAt = mixedPasses;
            }
            mixedLanesNanos = Math.min(mixedLanesNanos, t1 - t0);
            mixedSingleNanos = Math.min(mixedSingleNanos, t2 - t1);
        }

        /** Whether the mixed minima have settled (see {@link #MIXED_MIN_NANOS}). */
        boolean mixedSettled() {
            return mixed != null && mixedPasses - mixedImprovedAt >= SETTLE_PASSES
                    && System.nanoTime() - mixedStart >= MIXED_MIN_NANOS;
        }

        /**
         * How many times its in-cache estimate the lanes took on the mixed batch, relative to the
         * same for the single stream: at least 1 (the correction never flatters the lanes).
         */
        private double laneCorrection(CostModel inCache) {
            if (mixed == null) {
                return 1;
            }
            long totalBlocks = 0;
            for (int b : mixedBlocks) {
                totalBlocks += b;
            }
            double lanesEstimate = BatchPlanner.lanesOnlyNanos(MIXED_MESSAGES, mixedBlocks, inCache,
                    new BatchPlanner.Plan());
            double singleEstimate = totalBlocks * inCache.singleBlockNanos()
                    + MIXED_MESSAGES * inCache.singleMessageNanos();
            double lanes = mixedLanesNanos / lanesEstimate;
            double single = mixedSingleNanos / singleEstimate;
            return Math.max(1, lanes / single);
        }

        /**
         * Block-step cost from the minima so far. The full batch is 2 rounds of B steps (B =
         * {@link #messageBlocks}: 65 in 64-byte blocks) and 2 messages per lane, the empty one 8
         * rounds of 1 step and 8 messages per lane: full = 2B s + 2 W m and empty = 8 s + 8 W m,
         * so s = (full - empty / 4) / (2B - 2).
         */
        private double step() {
            double rounds = (double) EMPTY_ROUNDS / 2;
            return Math.max(1, (fullNanos - emptyNanos / rounds) / (2.0 * messageBlocks - 2.0));
        }

        /** Lane cost per message beyond its blocks: m = (empty - 8 s) / (8 W). */
        private double laneMessage() {
            return Math.max(0, (emptyNanos - EMPTY_ROUNDS * step()) / (EMPTY_ROUNDS * (double) width));
        }

        /** The model from the in-cache minima so far, before the mixed measurement's correction. */
        CostModel inCacheModel() {
            double singleBlock = singleBlockNanos();
            double singleMessage = Math.max(0, singleEmptyNanos / (double) SINGLE_MESSAGES - singleBlock);
            return new CostModel(new int[] {width}, new double[] {step()}, laneMessage(), singleBlock, singleMessage,
                    scalarBlockNanos(), CostModel.minLanesEdgeFor(singleBlock, padding.blockBytes(), onFasterForm),
                    CostModel.minMessageEdgeFor(onFasterForm));
        }

        /** The model from the minima so far, lane costs corrected by the mixed measurement. */
        CostModel model() {
            CostModel inCache = inCacheModel();
            return inCache.withLaneCostsTimes(laneCorrection(inCache));
        }
    }

    @Override
    public String toString() {
        return description();
    }
}
