package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Published answers, written here so that they hold without any data directory: RFC 3174
 * section 7.3 (TEST1..TEST4, the last two repeated 1,000,000 and 10 times) and FIPS 180's
 * empty message. Each goes through every engine, alone and in one batch, and through every
 * public {@link Sha1Batch} method.
 */
class KnownAnswerTest {
    /** Message text, repeat count, SHA-1 as published. */
    private static final Object[][] CASES = {
        {"abc", 1, "a9993e364706816aba3e25717850c26c9cd0d89d"},
        {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 1, "84983e441c3bd26ebaae4aa1f95129e5e54670f1"},
        {"a", 1_000_000, "34aa973cd4c4daa4f61eeb2bdbad27316534016f"},
        {"0123456701234567012345670123456701234567012345670123456701234567", 10,
            "dea356a2cddd90c7a7ecedc5ebb563934f460452"},
        {"", 1, "da39a3ee5e6b4b0d3255bfef95601890afd80709"},
    };

    private static byte[] message(Object[] c) {
        return ((String) c[0]).repeat((Integer) c[1]).getBytes(StandardCharsets.US_ASCII);
    }

    private static String name(Object[] c) {
        String s = (String) c[0];
        return (s.length() > 12 ? s.substring(0, 12) + "..." : '"' + s + '"') + " x " + c[1];
    }

    @Test
    void casesAreWhatTheRfcSays() {
        assertEquals(56, message(CASES[1]).length);
        assertEquals(1_000_000, message(CASES[2]).length);
        assertEquals(640, message(CASES[3]).length);
    }

    @TestFactory
    Stream<DynamicTest> everyEngineAloneAndInOneBatch() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Engine engine : EngineFamily.SHA1.all()) {
            tests.add(DynamicTest.dynamicTest(engine.description(), () -> {
                List<ByteBuffer> batch = new ArrayList<>();
                for (Object[] c : CASES) {
                    for (Kind kind : new Kind[] {Kind.HEAP, Kind.DIRECT_SLICE, Kind.READ_ONLY_HEAP}) {
                        ByteBuffer b = kind.wrap(message(c));
                        byte[] out = new byte[20];
                        engine.hashInto(List.of(b).iterator(), 1, out, 0);
                        assertEquals(c[2], TestSupport.hex(out), engine.description() + " " + name(c) + " " + kind);
                        batch.add(b);
                    }
                }
                byte[] out = new byte[20 * batch.size()];
                engine.hashInto(batch.iterator(), batch.size(), out, 0);
                for (int i = 0; i < batch.size(); i++) {
                    Object[] c = CASES[i / 3];
                    assertEquals(c[2], TestSupport.hex(out, 20 * i, 20), engine.description() + " batch " + name(c));
                }
            }));
        }
        for (Object[] c : CASES) {
            tests.add(DynamicTest.dynamicTest("Sha1Batch " + name(c), () -> {
                byte[] m = message(c);
                String want = (String) c[2];
                assertEquals(want, Sha1Batch.hash(m).toHex(), "hash(byte[])");
                assertEquals(want, Sha1Batch.hash(ByteBuffer.wrap(m)).toHex(), "hash(ByteBuffer)");
                assertEquals(want, Sha1Batch.hash(List.of(Kind.DIRECT.wrap(m))).get(0).toHex(), "hash(List)");
                assertEquals(want, Sha1Batch.hashArrays(List.of(m, m)).get(1).toHex(), "hashArrays");
                byte[] out = new byte[45];
                Sha1Batch.hashInto(List.of(Kind.HEAP_SLICE.wrap(m), ByteBuffer.wrap(m)), out, 5);
                assertEquals(want, TestSupport.hex(out, 5, 20), "hashInto [0]");
                assertEquals(want, TestSupport.hex(out, 25, 20), "hashInto [1]");
                assertEquals(want, Sha1Digest.fromHex(want).toHex());
            }));
        }
        return tests.stream();
    }
}
