package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.Callable;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.Test;

/**
 * The typed engine description in this JVM (whatever its warm-up is doing; the states are driven
 * deterministically in {@code AutoEngineStatusTest} and in child JVMs in {@link EngineSelectionTest}).
 */
class EngineInfoTest {
    /** Checks what holds of any engine value, warming or chosen. */
    private static void checkConsistent(EngineInfo e, String algorithm) {
        String d = e.description();
        switch (e.kind()) {
            case SCALAR: assertTrue(d.startsWith("scalar"), e.toString()); break;
            case JDK: assertTrue(d.startsWith("jdk"), e.toString()); break;
            default:
                assertTrue(d.startsWith("vector " + e.lanes() + " lanes"), e.toString());
                assertTrue(EngineSelection.vectorLaneCounts().contains(e.lanes()), e.toString());
        }
        if (e.kind() != EngineInfo.Kind.VECTOR) {
            assertEquals(1, e.lanes(), e.toString());
        }
        assertEquals(e.state() == EngineInfo.State.WARMING_UP, d.contains("warming up"), algorithm + ": " + e);
        assertEquals(EngineInfo.State.CHOSEN == e.state() || e.kind() != EngineInfo.Kind.VECTOR, true, e.toString());
    }

    private static void checkFacade(Callable<EngineInfo> info, Callable<String> engine,
            Callable<EngineInfo> awaitZero, Callable<EngineInfo> awaitNull, String algorithm) throws Exception {
        EngineInfo before = info.call();
        checkConsistent(before, algorithm);
        EngineInfo after = awaitZero.call();
        checkConsistent(after, algorithm);
        if (before.state() == EngineInfo.State.CHOSEN) {
            assertEquals(before, after, "chosen is final");
            assertEquals(before.description(), engine.call());
        }
        NullPointerException npe = assertThrows(NullPointerException.class, awaitNull::call);
        assertEquals("timeout", npe.getMessage());
    }

    @Test
    void everyBatchFacadeDescribesItsEngineAsAValue() throws Exception {
        checkFacade(Sha1Batch::engineInfo, Sha1Batch::engine, () -> Sha1Batch.awaitEngine(Duration.ZERO),
                () -> Sha1Batch.awaitEngine(null), "SHA-1");
        checkFacade(Sha256Batch::engineInfo, Sha256Batch::engine, () -> Sha256Batch.awaitEngine(Duration.ofDays(-1)),
                () -> Sha256Batch.awaitEngine(null), "SHA-256");
        checkFacade(Sha1DcBatch::engineInfo, Sha1DcBatch::engine, () -> Sha1DcBatch.awaitEngine(Duration.ZERO),
                () -> Sha1DcBatch.awaitEngine(null), "SHA-1DC");
        assertTrue(Sha1DcBatch.engineInfo().kind() != EngineInfo.Kind.JDK, "the JDK does not detect");
    }

    @Test
    void settledEnginesSayTheirKindAndLanes() {
        for (EngineFamily family : new EngineFamily[] {EngineFamily.SHA1, EngineFamily.SHA256}) {
            EngineInfo scalar = EngineInfo.of(family.scalar());
            assertEquals(EngineInfo.Kind.SCALAR, scalar.kind());
            assertEquals(1, scalar.lanes());
            assertEquals(EngineInfo.State.CHOSEN, scalar.state());
            assertEquals("scalar", scalar.description());
            EngineInfo jdk = EngineInfo.of(family.jdk());
            assertEquals(EngineInfo.Kind.JDK, jdk.kind());
            assertTrue(jdk.description().startsWith("jdk"), jdk.description());
            for (int lanes : EngineSelection.vectorLaneCounts()) {
                EngineInfo vector = EngineInfo.of(family.vector(lanes));
                assertEquals(EngineInfo.Kind.VECTOR, vector.kind());
                assertEquals(lanes, vector.lanes());
                assertTrue(vector.description().startsWith("vector " + lanes + " lanes"), vector.description());
            }
        }
    }

    @Test
    void valueSemantics() throws Exception {
        EngineInfo e = Sha1Batch.engineInfo();
        assertEquals(e, e);
        assertFalse(e.equals(null));
        assertFalse(e.equals(e.description()));
        assertTrue(e.toString().contains(e.kind().name()) && e.toString().contains(e.state().name())
                && e.toString().endsWith(": " + e.description()), e.toString());
        EngineInfo s = Sha256Batch.engineInfo();
        if (!s.description().equals(e.description())) {
            assertNotEquals(e, s);
        }
    }
}
