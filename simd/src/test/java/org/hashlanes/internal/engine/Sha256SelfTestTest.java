package org.hashlanes.internal.engine;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.Iterator;
import org.junit.jupiter.api.Test;

/**
 * The engine self-test covers SHA-256 engines as it does SHA-1's: every SHA-256 engine passes
 * it, and it refuses an engine of the wrong algorithm or with one wrong digest byte.
 */
final class Sha256SelfTestTest {

    @Test
    void everySha256EnginePasses() {
        for (Engine engine : EngineFamily.SHA256.all()) {
            assertNull(SelfTest.failure(EngineFamily.SHA256, engine), engine.description());
        }
        assertNull(SelfTest.failure(EngineFamily.SHA256, EngineFamily.SHA256.batchDefault()));
    }

    @Test
    void aSha1EngineIsNotASha256Engine() {
        String failure = SelfTest.failure(EngineFamily.SHA256, EngineFamily.SHA1.scalar());
        assertNotNull(failure);
        assertTrue(failure.startsWith("message 0"), failure);
    }

    @Test
    void oneWrongByteOfOneLaneIsRefused() {
        Engine good = EngineFamily.SHA256.scalar();
        Engine faulty = new FaultyEngine("faulty sha-256") {
            @Override
            public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink sink) {
                byte[] out = sink.out();
                int offset = sink.offset();
                good.hashInto(messages, count, out, offset);
                out[offset + 32 * (count - 2) + 31] ^= 1; // the last byte of the next-to-last digest
            }
        };
        String failure = SelfTest.failure(EngineFamily.SHA256, faulty);
        assertNotNull(failure);
        assertTrue(failure.contains("message 50"), failure);
        assertThrows(IllegalStateException.class, () -> EngineSelection.checked(EngineFamily.SHA256, faulty));
    }
}
