package org.hashlanes.internal.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;

/**
 * The warm-up's state as {@link AutoEngine} says it ({@link Engine#warmingUp()}, the kind, lanes and
 * text of the engine that serves calls) and {@link AutoEngine#awaitChoice}: driven by a
 * vector factory the test holds, so that "still warming up" and "chosen" are not a matter of timing.
 */
class AutoEngineStatusTest {
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    @Test
    void warmingUpUntilTheWarmupDecidesThenChosenForGood() throws Exception {
        CountDownLatch asked = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AutoEngine auto = new AutoEngine(EngineFamily.SHA1, () -> {
            asked.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new UnsupportedOperationException("no lanes in this test");
        });
        Engine single = EngineFamily.SHA1.single();
        EngineInfo.Kind singleKind = single.kind();
        assertTrue(singleKind == EngineInfo.Kind.JDK || singleKind == EngineInfo.Kind.SCALAR, singleKind.toString());

        assertTrue(asked.await(30, TimeUnit.SECONDS), "the warm-up thread asks for the lanes");
        assertTrue(auto.warmingUp());
        assertEquals(singleKind, auto.kind(), "the single stream hashes meanwhile");
        assertEquals(1, auto.lanes());
        assertTrue(auto.description().endsWith("warming up)"), auto.description());
        assertEquals(null, auto.costModel(), "no model while warming up");
        long t0 = System.nanoTime();
        assertFalse(auto.awaitChoice(SECOND / 10), "no choice yet");
        assertTrue(System.nanoTime() - t0 >= SECOND / 10, "the timeout was waited out");
        assertTrue(auto.warmingUp());

        release.countDown();
        assertTrue(auto.awaitChoice(30 * SECOND), "the warm-up decided");
        assertFalse(auto.warmingUp());
        assertEquals(singleKind, auto.kind());
        assertEquals(1, auto.lanes());
        assertEquals(single.description(), auto.description());
        assertEquals(null, auto.costModel(), "no lanes, no model");
        assertTrue(auto.awaitChoice(0), "decided: returns at once, even with no time to wait");
    }

    @Test
    void aVectorFactoryThatFailsDecidesForTheSingleStream() throws Exception {
        AutoEngine auto = new AutoEngine(EngineFamily.SHA256, () -> {
            throw new StackOverflowError("test: the lanes fail to build");
        });
        assertTrue(auto.awaitChoice(30 * SECOND));
        assertFalse(auto.warmingUp());
        assertEquals(EngineFamily.SHA256.single().description(), auto.description());
    }

    @Test
    void aWarmupInterruptedBeforeItMeasuresStillDecides() throws Exception {
        Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
        AtomicBoolean factoryCalled = new AtomicBoolean();
        AutoEngine auto = new AutoEngine(EngineFamily.SHA1, () -> {
            factoryCalled.set(true);
            throw new UnsupportedOperationException("test");
        });
        Thread warmup = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("hashlanes-warmup") && !before.contains(t))
                .findFirst().orElseThrow();
        assertTrue(warmup.isDaemon(), "never keeps the JVM alive");
        warmup.interrupt(); // during its initial sleep, before any measurement
        assertTrue(auto.awaitChoice(30 * SECOND), "an interrupted warm-up still releases the waiters");
        assertFalse(auto.warmingUp());
        assertFalse(factoryCalled.get(), "interrupted before building the lanes");
        warmup.join(30_000);
        assertFalse(warmup.isAlive(), "the thread ends once decided");
    }

    @Test
    void waitingCanBeInterrupted() {
        CountDownLatch never = new CountDownLatch(1);
        AutoEngine auto = new AutoEngine(EngineFamily.SHA1, () -> {
            try {
                never.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new UnsupportedOperationException("test");
        });
        try {
            Thread.currentThread().interrupt();
            assertThrows(InterruptedException.class, () -> auto.awaitChoice(30 * SECOND));
        } finally {
            never.countDown();
        }
    }
}
