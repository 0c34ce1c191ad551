package org.hashlanes.internal.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
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
import org.junit.jupiter.api.Test;

/**
 * The warm-up and a kernel's faster form ({@link Engine#awaitFasterForm}): lanes that lose to the
 * single stream by less than the form may gain are timed again once it is proved, and chosen if
 * they then win; lanes that lose by more, or have no such form, leave the single stream at once.
 * On the real SHA-1 lanes against the scalar engine as the single stream (which the lanes beat
 * on every CPU that runs them), slowed 31 times until the test grants the faster form.
 */
class AutoEngineFasterFormTest {
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    /** The lanes, slowed until {@link #awaitFasterForm} grants a faster form (if it has one). */
    private static final class SlowLanes implements Engine {
        final Engine lanes;
        final boolean hasFasterForm;
        volatile boolean fast;
        final AtomicInteger asked = new AtomicInteger();
        final AtomicInteger callsAfterAsked = new AtomicInteger();
        final CountDownLatch waiting = new CountDownLatch(1);
        final CountDownLatch release = new CountDownLatch(1);
        volatile long askedNanos;

        SlowLanes(Engine lanes, boolean hasFasterForm) {
            this.lanes = lanes;
            this.hasFasterForm = hasFasterForm;
        }

        @Override
        public String description() {
            return "slow " + lanes.description();
        }

        @Override
        public EngineInfo.Kind kind() {
            return EngineInfo.Kind.VECTOR;
        }

        @Override
        public int lanes() {
            return lanes.lanes();
        }

        @Override
        public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink out) {
            lanes.hashInto(messages, count, out);
        }

        @Override
        public boolean continuesMidstates() {
            return true;
        }

        @Override
        public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
            lanes.advance(count, buffers, starts, blocks, states);
        }

        @Override
        public void runPlanned(MessageBatch batch, byte[] out, int offset) {
            if (asked.get() > 0) {
                callsAfterAsked.incrementAndGet();
            }
            long t0 = System.nanoTime();
            lanes.runPlanned(batch, out, offset);
            if (!fast) {
                long until = t0 + 31 * (System.nanoTime() - t0);
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
            }
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
    }

    /**
     * SHA-1's lanes at 8 where the CPU runs them (256-bit vectors: fast on JDK 17 as on 25; JDK
     * 17's 512-bit lanes are not, on AMD Zen 4), else its widest; run until compiled, so that
     * on their faster form they win the warm-up's first comparisons.
     */
    private static Engine realLanes() {
        List<Integer> widths = EngineFamily.SHA1.laneCounts();
        assumeTrue(!widths.isEmpty(), "no vector engine: " + EngineSelection.vectorUnavailableReason());
        Engine lanes = EngineFamily.SHA1.vector(widths.contains(8) ? 8 : widths.get(widths.size() - 1));
        List<ByteBuffer> messages = new ArrayList<>();
        for (int i = 0; i < 2 * lanes.lanes(); i++) {
            messages.add(ByteBuffer.allocate(4096));
        }
        byte[] out = new byte[20 * messages.size()];
        for (long end = System.nanoTime() + 2 * SECOND; System.nanoTime() < end; ) {
            lanes.hashInto(messages.iterator(), messages.size(), out, 0);
        }
        return lanes;
    }

    /**
     * The default engine on {@code lanes} against the scalar engine as the single stream, giving
     * up on lanes not yet faster after {@link #PASSES} comparisons (3,000 in a JVM: minutes of the
     * slowed lanes on a slow machine).
     */
    private static AutoEngine auto(SlowLanes lanes, double fasterFormGain) {
        Engine scalar = EngineFamily.SHA1.scalar();
        return new AutoEngine(scalar, scalar, EngineFamily.SHA1.function(), () -> lanes, fasterFormGain, PASSES);
    }

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
}
