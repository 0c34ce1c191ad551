package org.hashlanes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The warm-up's state as {@link EngineStatus} and {@link AutoEngine#awaitChoice}: driven by a
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
        BatchEngine single = EngineFamily.SHA1.single();
        EngineStatus.Kind singleKind = single instanceof JdkEngine ? EngineStatus.Kind.JDK : EngineStatus.Kind.SCALAR;

        assertTrue(asked.await(30, TimeUnit.SECONDS), "the warm-up thread asks for the lanes");
        EngineStatus warming = auto.status();
        assertTrue(warming.warmingUp());
        assertEquals(singleKind, warming.kind(), "the single stream hashes meanwhile");
        assertEquals(1, warming.lanes());
        assertEquals(auto.description(), warming.description());
        assertTrue(warming.description().endsWith("warming up)"), warming.description());
        long t0 = System.nanoTime();
        assertFalse(auto.awaitChoice(SECOND / 10), "no choice yet");
        assertTrue(System.nanoTime() - t0 >= SECOND / 10, "the timeout was waited out");
        assertTrue(auto.status().warmingUp());

        release.countDown();
        assertTrue(auto.awaitChoice(30 * SECOND), "the warm-up decided");
        EngineStatus chosen = auto.status();
        assertFalse(chosen.warmingUp());
        assertEquals(singleKind, chosen.kind());
        assertEquals(1, chosen.lanes());
        assertEquals(single.description(), chosen.description());
        assertTrue(auto.awaitChoice(0), "decided: returns at once, even with no time to wait");
    }

    @Test
    void aVectorFactoryThatFailsDecidesForTheSingleStream() throws Exception {
        AutoEngine auto = new AutoEngine(EngineFamily.SHA256, () -> {
            throw new StackOverflowError("test: the lanes fail to build");
        });
        assertTrue(auto.awaitChoice(30 * SECOND));
        assertFalse(auto.status().warmingUp());
        assertEquals(EngineFamily.SHA256.single().description(), auto.status().description());
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
        assertFalse(auto.status().warmingUp());
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

    @Test
    void settledEnginesSayTheirKindAndLanes() {
        for (EngineFamily family : new EngineFamily[] {EngineFamily.SHA1, EngineFamily.SHA256}) {
            EngineStatus scalar = EngineStatus.of(family.scalar());
            assertEquals(EngineStatus.Kind.SCALAR, scalar.kind());
            assertEquals(1, scalar.lanes());
            assertFalse(scalar.warmingUp());
            assertEquals("scalar", scalar.description());
            EngineStatus jdk = EngineStatus.of(family.jdk());
            assertEquals(EngineStatus.Kind.JDK, jdk.kind());
            assertTrue(jdk.description().startsWith("jdk"), jdk.description());
            for (int lanes : Engines.vectorLaneCounts()) {
                EngineStatus vector = EngineStatus.of(family.vector(lanes));
                assertEquals(EngineStatus.Kind.VECTOR, vector.kind());
                assertEquals(lanes, vector.lanes());
                assertTrue(vector.description().startsWith("vector " + lanes + " lanes"), vector.description());
            }
        }
    }
}
