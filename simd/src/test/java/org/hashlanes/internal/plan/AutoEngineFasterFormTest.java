package org.hashlanes.internal.plan;

import static org.hashlanes.internal.plan.AutoEngine.FASTER_FORM_GAIN;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.hashlanes.scalar.BlockPadding;
import org.junit.jupiter.api.Test;

/**
 * The warm-up and a kernel's faster form ({@link Engine#awaitFasterForm}): lanes that lose to the
 * single stream by less than the form may gain are timed again once it is proved, and chosen if
 * they then win; lanes that lose by more, or have no such form, leave the single stream at once.
 * Each engine's call waits (busy) until it has taken a set time a padded block: 1 us for the
 * single stream, 3 us for the lanes until the test grants the faster form, 0.1 us after (or 42
 * and 30 ns in the floor's tests: a single stream as fast as SHA-NI). Neither computes while the
 * warm-up times them (it checks no digest), so the outcome does not hang on how fast this CPU,
 * JDK or test JVM runs either engine (on JDK 17, in a JVM that ran the lanes at several widths
 * before, the 8 SHA-1 lanes took over 1 us a lane-block, in C2's code without intrinsics). Tests
 * that hash through the chosen engine turn computing on first: the real SHA-1 lanes and scalar
 * engine, checked against {@code MessageDigest}.
 */
class AutoEngineFasterFormTest {
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);
    private static final BlockPadding PADDING = EngineFamily.SHA1.function().padding();
    private static final long SINGLE_BLOCK_NANOS = 1_000;
    private static final long SLOW_LANE_BLOCK_NANOS = 3_000;
    private static final long FAST_LANE_BLOCK_NANOS = 100;

    /** Waits, busy, until {@code batch}'s padded blocks have taken {@code nanosPerBlock} each since {@code t0}. */
    private static void takeAtLeast(MessageBatch batch, long nanosPerBlock, long t0) {
        long blocks = 0;
        for (int i = 0; i < batch.count(); i++) {
            blocks += PADDING.blocksOf(batch.length(i));
        }
        long until = t0 + blocks * nanosPerBlock;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /** The scalar engine as the single stream, at {@code blockNanos} a block; computing, or only waiting. */
    private static final class TimedSingle implements Engine {
        final Engine scalar = EngineFamily.SHA1.scalar();
        final long blockNanos;
        /** Off while the warm-up times it; then the scalar engine computes, see {@link #hashAndCheck}. */
        volatile boolean computes;

        TimedSingle(long blockNanos) {
            this.blockNanos = blockNanos;
        }

        @Override
        public String description() {
            return "timed " + scalar.description();
        }

        @Override
        public EngineInfo.Kind kind() {
            return scalar.kind();
        }

        @Override
        public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink out) {
            scalar.hashInto(messages, count, out);
        }

        @Override
        public void runPlanned(MessageBatch batch, byte[] out, int offset) {
            long t0 = System.nanoTime();
            if (computes) {
                scalar.runPlanned(batch, out, offset);
            }
            takeAtLeast(batch, blockNanos, t0);
        }
    }

    /** The lanes, slow until {@link #awaitFasterForm} grants a faster form (if it has one). */
    private static final class SlowLanes implements Engine {
        /** The real lanes; null where the lanes only wait (8 of them). */
        final Engine lanes;
        final boolean hasFasterForm;
        final long slowNanos, fastNanos;
        volatile boolean fast;
        /** Off while the warm-up times them; then the real lanes compute, see {@link #hashAndCheck}. */
        volatile boolean computes;
        final AtomicInteger asked = new AtomicInteger();
        final AtomicInteger callsAfterAsked = new AtomicInteger();
        final AtomicInteger calls = new AtomicInteger();
        final CountDownLatch waiting = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        volatile long askedNanos;

        SlowLanes(Engine lanes, boolean hasFasterForm) {
            this(lanes, hasFasterForm, SLOW_LANE_BLOCK_NANOS, FAST_LANE_BLOCK_NANOS);
        }

        SlowLanes(Engine lanes, boolean hasFasterForm, long slowNanos, long fastNanos) {
            this.lanes = lanes;
            this.hasFasterForm = hasFasterForm;
            this.slowNanos = slowNanos;
            this.fastNanos = fastNanos;
        }

        @Override
        public String description() {
            return lanes == null ? "8 waiting lanes" : "slow " + lanes.description();
        }

        @Override
        public EngineInfo.Kind kind() {
            return EngineInfo.Kind.VECTOR;
        }

        @Override
        public int lanes() {
            return lanes == null ? 8 : lanes.lanes();
        }

        @Override
        public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink out) {
            real().hashInto(messages, count, out);
        }

        private Engine real() {
            if (lanes == null) {
                throw new UnsupportedOperationException("lanes for the warm-up's timing only");
            }
            return lanes;
        }

        @Override
        public boolean continuesMidstates() {
            return true;
        }

        @Override
        public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
            real().advance(count, buffers, starts, blocks, states);
        }

        @Override
        public void runPlanned(MessageBatch batch, byte[] out, int offset) {
            calls.incrementAndGet();
            if (asked.get() > 0) {
                callsAfterAsked.incrementAndGet();
            }
            long t0 = System.nanoTime();
            if (computes) {
                real().runPlanned(batch, out, offset);
            }
            takeAtLeast(batch, fast ? fastNanos : slowNanos, t0);
        }

        @Override
        public boolean awaitFasterForm(long nanos) throws InterruptedException {
            asked.incrementAndGet();
            askedNanos = nanos;
            waiting.countDown();
            release.await();
            fast = hasFasterForm;
            return hasFasterForm;
        }

        /** The faster form serves once granted, until a test drops it ({@code fast = false}). */
        @Override
        public boolean onFasterForm() {
            return fast;
        }
    }

    /**
     * 64 random 4 KiB messages hashed through {@code auto}, checked against {@code MessageDigest},
     * with both of its engines computing.
     */
    private static void hashAndCheck(AutoEngine auto, TimedSingle single, SlowLanes lanes) throws Exception {
        single.computes = true;
        lanes.computes = true;
        java.util.SplittableRandom random = new java.util.SplittableRandom(34);
        List<ByteBuffer> batch = new java.util.ArrayList<>();
        for (int i = 0; i < 64; i++) {
            byte[] m = new byte[4096];
            random.nextBytes(m);
            batch.add(ByteBuffer.wrap(m));
        }
        byte[] out = new byte[20 * batch.size()];
        auto.hashInto(batch.iterator(), batch.size(), DigestSink.of(out, 0));
        java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA-1");
        for (int i = 0; i < batch.size(); i++) {
            assertArrayEquals(md.digest(batch.get(i).array()), java.util.Arrays.copyOfRange(out, 20 * i, 20 * i + 20),
                    "message " + i);
        }
    }

    private static Engine realLanes() {
        List<Integer> widths = EngineFamily.SHA1.laneCounts();
        assumeTrue(!widths.isEmpty(), "no vector engine: " + EngineSelection.vectorUnavailableReason());
        return EngineFamily.SHA1.vector(widths.contains(8) ? 8 : widths.get(0)); // 256-bit: fast on JDK 17 too
    }

    /**
     * The default engine on {@code lanes} against {@link TimedSingle}, giving up on lanes not yet
     * faster after {@link #PASSES} comparisons (3,000 in a JVM: a minute of these slow lanes).
     */
    private static AutoEngine auto(SlowLanes lanes, double fasterFormGain) {
        return auto(new TimedSingle(SINGLE_BLOCK_NANOS), lanes, fasterFormGain);
    }

    private static AutoEngine auto(TimedSingle single, SlowLanes lanes, double fasterFormGain) {
        return new AutoEngine(single, EngineFamily.SHA1.scalar(), EngineFamily.SHA1.function(), () -> lanes,
                fasterFormGain, PASSES);
    }

    /**
     * A single stream at 42 ns a 64-byte block (1.5 bytes a nanosecond, SHA-NI's speed: the 1.5x
     * floor), lanes at 30 ns a lane-block: an edge of 1.4x, between the two floors.
     */
    private static final long SHA_NI_BLOCK_NANOS = 42, LANE_BLOCK_NANOS_AT_1_4 = 30;

    private static final int PASSES = 300;

    @Test
    void lanesJustShortAreTimedAgainOnTheirFasterFormAndChosen() throws Exception {
        SlowLanes lanes = new SlowLanes(realLanes(), true);
        AutoEngine auto = auto(lanes, Double.POSITIVE_INFINITY); // any shortfall is within the gain
        assertTrue(lanes.waiting.await(300, TimeUnit.SECONDS), "the warm-up asks for the faster form");
        assertTrue(lanes.askedNanos > 0, "with a bound on the wait");
        assertTrue(auto.warmingUp(), "no decision while the faster form is proved");
        assertEquals(EngineInfo.Kind.SCALAR, auto.kind(), "the single stream serves meanwhile");
        assertEquals(0, lanes.callsAfterAsked.get(), "the warm-up runs no lanes while the form is proved");
        lanes.release.countDown();

        assertTrue(auto.awaitChoice(300 * SECOND), "decided");
        assertEquals(1, lanes.asked.get(), "asked once");
        assertTrue(lanes.callsAfterAsked.get() > 0, "the lanes were timed again");
        assertEquals(EngineInfo.Kind.VECTOR, auto.kind(), "on the faster form the lanes win");
        assertNotNull(auto.costModel());
    }

    /**
     * Lanes chosen on their faster form lost to the single stream on their split form: should the
     * form be dropped later (the JIT deoptimized it), calls go to the single stream until it
     * serves again, streams with them ({@link StreamPolicy}).
     */
    @Test
    void lanesChosenOnTheirFasterFormServeOnlyWhileItDoes() throws Exception {
        SlowLanes lanes = new SlowLanes(realLanes(), true);
        lanes.release.countDown();
        TimedSingle single = new TimedSingle(SINGLE_BLOCK_NANOS);
        AutoEngine auto = auto(single, lanes, Double.POSITIVE_INFINITY);
        assertTrue(auto.awaitChoice(300 * SECOND), "decided");
        assertEquals(1, lanes.asked.get(), "chosen on the faster form");
        assertEquals(EngineInfo.Kind.VECTOR, auto.kind());
        int before = lanes.calls.get();
        hashAndCheck(auto, single, lanes);
        assertTrue(lanes.calls.get() > before, "the lanes serve");

        lanes.fast = false; // the form dropped
        assertEquals(EngineInfo.Kind.SCALAR, auto.kind(), "the single stream serves");
        assertNull(auto.costModel(), "no plan to offer");
        assertEquals(Integer.MAX_VALUE, StreamPolicy.minLaneStreams(auto), "no stream goes to the lanes");
        assertEquals(1, StreamPolicy.laneWidth(auto));
        before = lanes.calls.get();
        hashAndCheck(auto, single, lanes);
        assertEquals(before, lanes.calls.get(), "no call runs the lanes");

        lanes.fast = true; // a new copy proved itself
        assertEquals(EngineInfo.Kind.VECTOR, auto.kind(), "the lanes serve again");
        assertNotNull(auto.costModel());
        assertTrue(StreamPolicy.minLaneStreams(auto) < Integer.MAX_VALUE);
        before = lanes.calls.get();
        hashAndCheck(auto, single, lanes);
        assertTrue(lanes.calls.get() > before, "the lanes serve again");
    }

    /** Lanes that won on the form they were first timed on do not depend on the faster form. */
    @Test
    void lanesChosenAtTheFirstTimingServeWhateverTheForm() throws Exception {
        SlowLanes lanes = new SlowLanes(realLanes(), true, FAST_LANE_BLOCK_NANOS, FAST_LANE_BLOCK_NANOS);
        lanes.release.countDown();
        TimedSingle single = new TimedSingle(SINGLE_BLOCK_NANOS);
        AutoEngine auto = auto(single, lanes, Double.POSITIVE_INFINITY);
        assertTrue(auto.awaitChoice(300 * SECOND), "decided");
        assertEquals(0, lanes.asked.get(), "never asked: they won at once");
        assertFalse(lanes.onFasterForm());
        assertEquals(EngineInfo.Kind.VECTOR, auto.kind(), "serving on the form they won on");
        assertEquals(CostModel.LANE_MARGIN, auto.costModel().minMessageEdge(), "chosen on the split form: the margin");
        int before = lanes.calls.get();
        hashAndCheck(auto, single, lanes);
        assertTrue(lanes.calls.get() > before, "the lanes serve");
    }

    @Test
    void lanesWithNoFasterFormLeaveTheSingleStreamWithoutASecondTiming() throws Exception {
        SlowLanes lanes = new SlowLanes(realLanes(), false);
        lanes.release.countDown();
        AutoEngine auto = auto(lanes, Double.POSITIVE_INFINITY);
        assertTrue(auto.awaitChoice(300 * SECOND), "decided");
        assertEquals(1, lanes.asked.get());
        assertEquals(0, lanes.callsAfterAsked.get(), "not timed again");
        assertEquals(EngineInfo.Kind.SCALAR, auto.kind());
        assertNull(auto.costModel());
    }

    @Test
    void lanesShortByMoreThanTheGainAreNeverTimedAgain() throws Exception {
        SlowLanes lanes = new SlowLanes(realLanes(), true);
        lanes.release.countDown();
        AutoEngine auto = auto(lanes, 1.0); // a form that gains nothing: no shortfall is within it
        assertTrue(auto.awaitChoice(300 * SECOND), "decided");
        assertEquals(0, lanes.asked.get(), "the faster form was asked for");
        assertFalse(lanes.fast);
        assertEquals(EngineInfo.Kind.SCALAR, auto.kind());
    }

    @Test
    void onTheirFasterFormLanesNeedOnlyTheLowerEdge() throws Exception {
        SlowLanes lanes = new SlowLanes(null, true, LANE_BLOCK_NANOS_AT_1_4, LANE_BLOCK_NANOS_AT_1_4);
        lanes.release.countDown();
        AutoEngine auto = auto(new TimedSingle(SHA_NI_BLOCK_NANOS), lanes, FASTER_FORM_GAIN);
        assertTrue(auto.awaitChoice(300 * SECOND), "decided");
        assertEquals(1, lanes.asked.get(), "1.4x is short of 1.5x by less than the gain: asked");
        assertEquals(EngineInfo.Kind.VECTOR, auto.kind(), "timed again on the faster form: 1.4x is enough");
        CostModel model = auto.costModel();
        assertEquals(CostModel.LOWER_MIN_LANES_EDGE, model.minLanesEdge(), model.toString());
        assertTrue(model.lanesEdge() > CostModel.LOWER_MIN_LANES_EDGE && model.lanesEdge() < CostModel.MIN_LANES_EDGE,
                model.toString());
        // On that form a message's own estimate needs that edge too, not just the margin.
        assertEquals(CostModel.LOWER_MIN_LANES_EDGE, model.minMessageEdge(), model.toString());
    }

    @Test
    void withoutAFasterFormTheSameLanesStaySingle() throws Exception {
        SlowLanes lanes = new SlowLanes(null, false, LANE_BLOCK_NANOS_AT_1_4, LANE_BLOCK_NANOS_AT_1_4);
        lanes.release.countDown();
        AutoEngine auto = auto(new TimedSingle(SHA_NI_BLOCK_NANOS), lanes, FASTER_FORM_GAIN);
        assertTrue(auto.awaitChoice(300 * SECOND), "decided");
        assertEquals(1, lanes.asked.get());
        assertEquals(EngineInfo.Kind.SCALAR, auto.kind(), "1.4x beside a SHA-NI-fast single stream is under 1.5x");
        assertNull(auto.costModel());
    }
}
