package org.hashlanes.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.hashlanes.internal.plan.AutoEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Faulty engines, built to fail the way a miscompiled or mis-scheduled vector engine would, are
 * refused by the self-test: {@link EngineSelection#checked} throws and logs a WARNING naming the
 * engine and the failure, and the default engine ({@link AutoEngine}) then keeps its single stream,
 * never handing out the faulty one.
 */
final class EngineFaultInjectionTest {
    /** The JUL logger behind {@code System.getLogger("org.hashlanes")}; held so it is not collected. */
    private final Logger julLogger = Logger.getLogger("org.hashlanes");
    private final List<LogRecord> records = new ArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            synchronized (records) {
                records.add(r);
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @BeforeEach
    void captureLog() {
        julLogger.addHandler(capture);
    }

    @AfterEach
    void releaseLog() {
        julLogger.removeHandler(capture);
    }

    /** An engine that hashes correctly with {@code good}, then lets {@code fault} spoil the output. */
    private static Engine faulty(String name, Fault fault) {
        Engine good = EngineFamily.SHA1.scalar();
        return new FaultyEngine(name) {
            @Override
            public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink sink) {
                byte[] out = sink.out();
                int offset = sink.offset();
                List<ByteBuffer> batch = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    batch.add(messages.next());
                }
                good.hashInto(batch.iterator(), count, out, offset);
                fault.spoil(batch, out, offset);
            }
        };
    }

    private interface Fault {
        void spoil(List<ByteBuffer> batch, byte[] out, int offset);
    }

    static Stream<Engine> faultyEngines() {
        return Stream.of(
                // Wrong only in lane 15 of a 16-lane batch, and only when the lanes' lengths differ,
                // as a scheduler bug on refill would be: known answers alone (3 messages) miss it.
                faulty("faulty: lane 15 of 16, unequal lengths", (batch, out, offset) -> {
                    if (batch.size() >= 16 && batch.get(0).remaining() != batch.get(15).remaining()) {
                        for (int i = 15; i < batch.size(); i += 16) {
                            out[offset + 20 * i + 7] ^= 0x10;
                        }
                    }
                }),
                // Wrong only for messages whose padding takes two blocks (tail of 56..63 bytes).
                faulty("faulty: two-block padding", (batch, out, offset) -> {
                    for (int i = 0; i < batch.size(); i++) {
                        if (batch.get(i).remaining() % 64 >= 56) {
                            out[offset + 20 * i + 19] ^= 1;
                        }
                    }
                }),
                // Wrong only for buffers without an accessible array (the staged path).
                faulty("faulty: direct buffers", (batch, out, offset) -> {
                    for (int i = 0; i < batch.size(); i++) {
                        if (batch.get(i).isDirect() && batch.get(i).remaining() > 64) {
                            out[offset + 20 * i] ^= (byte) 0x80;
                        }
                    }
                }),
                // Wrong for the empty message only (a known answer).
                faulty("faulty: empty message", (batch, out, offset) -> {
                    for (int i = 0; i < batch.size(); i++) {
                        if (batch.get(i).remaining() == 0) {
                            out[offset + 20 * i + 3] ^= 4;
                        }
                    }
                }),
                // Digests in the wrong order: lanes finishing out of order written to the wrong slot.
                faulty("faulty: swapped slots", (batch, out, offset) -> {
                    if (batch.size() > 9) {
                        for (int k = 0; k < 20; k++) {
                            byte t = out[offset + 20 * 8 + k];
                            out[offset + 20 * 8 + k] = out[offset + 20 * 9 + k];
                            out[offset + 20 * 9 + k] = t;
                        }
                    }
                }),
                // A kernel that blows up, as an intrinsic failing to link would.
                faulty("faulty: throws", (batch, out, offset) -> {
                    throw new UnsupportedOperationException("simulated kernel failure");
                }));
    }

    @ParameterizedTest
    @MethodSource("faultyEngines")
    void selfTestCatchesTheFault(Engine engine) {
        String failure = SelfTest.failure(engine);
        assertTrue(failure != null, engine + " passed the self-test");
    }

    @ParameterizedTest
    @MethodSource("faultyEngines")
    void checkedRefusesTheFaultyEngineLoudly(Engine engine) {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> EngineSelection.checked(EngineFamily.SHA1, engine));
        assertTrue(e.getMessage().contains(engine.description()), e.getMessage());
        assertTrue(e.getMessage().contains("self-test"), e.getMessage());
        assertTrue(warnings().stream().anyMatch(m -> m.contains(engine.description()) && m.contains("will not be used")),
                "no WARNING naming the engine: " + warnings());
    }

    /**
     * The path the default engine really takes: {@link AutoEngine} builds and self-checks the
     * vector engine on its warm-up thread; a faulty one is refused there, with a WARNING, and every
     * call keeps being served, correctly, by the single-stream engine.
     */
    @ParameterizedTest
    @MethodSource("faultyEngines")
    void autoEngineNeverUsesAFaultyVectorEngine(Engine engine) throws InterruptedException {
        Engine single = EngineFamily.SHA1.single();
        AutoEngine auto = new AutoEngine(EngineFamily.SHA1, () -> EngineSelection.checked(EngineFamily.SHA1, engine));
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (auto.description().contains("warming up") && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(single.description(), auto.description(), "the auto engine did not settle on the fallback");
        assertTrue(warnings().stream().anyMatch(m -> m.contains(engine.description()) && m.contains("self-test")),
                "no WARNING naming the faulty engine: " + warnings());
        assertNull(SelfTest.failure(auto), "the auto engine hashes wrongly after refusing " + engine);
    }

    /** A vector engine that cannot even be built leaves the auto engine on the single stream, too. */
    @Test
    void autoEngineSurvivesAVectorEngineThatFailsToBuild() throws InterruptedException {
        Engine single = EngineFamily.SHA1.single();
        AutoEngine auto = new AutoEngine(EngineFamily.SHA1, () -> {
            throw new NoClassDefFoundError("simulated: jdk/incubator/vector/IntVector");
        });
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (auto.description().contains("warming up") && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(single.description(), auto.description());
        assertTrue(warnings().stream().anyMatch(m -> m.contains("unusable")), "no WARNING: " + warnings());
        assertNull(SelfTest.failure(auto));
    }

    @Test
    void everyRealEnginePassesAndIsHandedOutAsIs() {
        for (Engine e : EngineFamily.SHA1.all()) {
            assertNull(SelfTest.failure(e), e.description());
            assertSame(e, EngineSelection.checked(EngineFamily.SHA1, e));
        }
        assertEquals(List.of(), warnings(), "a good engine logged a warning");
    }

    private List<String> warnings() {
        List<String> w = new ArrayList<>();
        synchronized (records) {
            for (LogRecord r : records) {
                if (r.getLevel().intValue() >= Level.WARNING.intValue()) {
                    w.add(r.getMessage());
                }
            }
        }
        return w;
    }
}
