package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import org.hashlanes.TestSupport.State;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.Test;

/**
 * Messages whose length in bits passes 2^32 (more than 512 MiB), where a 32-bit bit counter
 * would wrap: a 600 MiB direct buffer through every engine against {@code MessageDigest}. Runs
 * only with {@code -Dhashlanes.bigTests=true} (the build's default; set false on small machines).
 */
class BigMessageTest {
    static boolean bigTests() {
        return Boolean.parseBoolean(System.getProperty("hashlanes.bigTests", "false"));
    }

    /** A direct buffer of {@code size} bytes of a 1 MiB pseudo-random pattern repeated: fast to fill. */
    static ByteBuffer bigDirect(int size, long seed) {
        byte[] chunk = TestSupport.pattern(1 << 20, seed);
        ByteBuffer b = ByteBuffer.allocateDirect(size);
        while (b.remaining() >= chunk.length) {
            b.put(chunk);
        }
        b.put(chunk, 0, b.remaining());
        return b.clear();
    }

    @Test
    void bitLengthPast2To32() {
        assumeTrue(bigTests(), "hashlanes.bigTests is not true: skipping the 600 MB messages");
        ByteBuffer big = bigDirect(600 << 20, 600);
        List<ByteBuffer> batch = past2To32(big);
        List<byte[]> want = new ArrayList<>();
        for (ByteBuffer b : batch) {
            want.add(TestSupport.oracle(b));
        }
        List<State> before = TestSupport.states(batch.subList(0, 1));
        for (Engine engine : EngineFamily.SHA1.all()) {
            hashAndCheck(engine, "SHA-1", batch, want, big);
        }
        byte[] out = new byte[20 * batch.size()];
        Sha1Batch.hashInto(batch, out, 0);
        TestSupport.assertDigests(want, out, 0, "Sha1Batch.hashInto > 2^32 bits");
        assertEquals(TestSupport.hex(want.get(1)), Sha1Batch.hash(batch.get(1)).toHex(), "Sha1Batch.hash(ByteBuffer)");
        // The whole 600 MiB buffer as one message, through the public API.
        ByteBuffer whole = big.duplicate();
        assertEquals(TestSupport.hex(TestSupport.oracle(whole)), Sha1Batch.hash(List.of(whole)).get(0).toHex(),
                "Sha1Batch.hash(List) of 600 MiB");
        TestSupport.assertStates(before, batch.subList(0, 1), "small message beside the big ones");
    }

    /**
     * MD5's length field is little-endian: the same messages through its scalar engine and the
     * widest vector engine (the default's; each width is 2 GiB more, a JVM with several widths
     * keeps some out of C2 for long, and the narrower widths run the same loader and rounds).
     */
    @Test
    void md5BitLengthPast2To32() throws Exception {
        assumeTrue(bigTests(), "hashlanes.bigTests is not true: skipping the 600 MB messages");
        ByteBuffer big = bigDirect(600 << 20, 601);
        List<ByteBuffer> batch = past2To32(big);
        MessageDigest md = MessageDigest.getInstance("MD5");
        List<byte[]> want = new ArrayList<>();
        for (ByteBuffer b : batch) {
            md.update(b.duplicate());
            want.add(md.digest());
        }
        List<Engine> engines = new ArrayList<>(List.of(EngineFamily.MD5.scalar()));
        List<Integer> widths = EngineSelection.vectorLaneCounts();
        if (!widths.isEmpty()) {
            engines.add(EngineFamily.MD5.vector(widths.get(widths.size() - 1)));
        }
        for (Engine engine : engines) {
            hashAndCheck(engine, "MD5", batch, want, big);
        }
    }

    /** SHA-512's length field is 128 bits: the same messages through its scalar engine and the widest vector engine. */
    @Test
    void sha512BitLengthPast2To32() throws Exception {
        assumeTrue(bigTests(), "hashlanes.bigTests is not true: skipping the 600 MB messages");
        ByteBuffer big = bigDirect(600 << 20, 512);
        List<ByteBuffer> batch = past2To32(big);
        MessageDigest md = MessageDigest.getInstance("SHA-512");
        List<byte[]> want = new ArrayList<>();
        for (ByteBuffer b : batch) {
            md.update(b.duplicate());
            want.add(md.digest());
        }
        List<Engine> engines = new ArrayList<>(List.of(EngineFamily.SHA512.scalar()));
        List<Integer> widths = EngineFamily.SHA512.laneCounts();
        if (!widths.isEmpty()) {
            engines.add(EngineFamily.SHA512.vector(widths.get(widths.size() - 1)));
        }
        for (Engine engine : engines) {
            hashAndCheck(engine, "SHA-512", batch, want, big);
        }
    }

    /** Messages past, at and under 2^32 bits in {@code big}, among small ones. */
    private static List<ByteBuffer> past2To32(ByteBuffer big) {
        int past = (1 << 29) + 1027; // 2^32 + 8216 bits
        List<ByteBuffer> batch = new ArrayList<>();
        batch.add(ByteBuffer.wrap(new byte[] {'a', 'b', 'c'}));
        // Two messages past 2^32 bits that end together, so that a lanes engine pads both in
        // its vector kernel (a lone last lane may be finished by the scalar code instead).
        batch.add(big.duplicate().position(3).limit(3 + past));
        batch.add(big.duplicate().position(7).limit(7 + past));
        batch.add(big.duplicate().position(1).limit(1 + (1 << 29))); // exactly 2^32 bits
        batch.add(big.duplicate().limit((1 << 29) - 1));            // just under
        batch.add(big.duplicate().position(big.capacity() - 100));  // the buffer's end
        batch.add(ByteBuffer.allocate(0));
        return batch;
    }

    private static void hashAndCheck(Engine engine, String algorithm, List<ByteBuffer> batch, List<byte[]> want,
            ByteBuffer big) {
        TestSupport.warmUp(engine, algorithm); // 600 MB through interpreted vector code would take minutes
        long t0 = System.nanoTime();
        int n = want.get(0).length;
        byte[] out = new byte[n * batch.size()];
        engine.hashInto(batch.iterator(), batch.size(), out, 0);
        TestSupport.assertDigests(want, out, 0, engine.description() + " > 2^32 bits");
        int[] positions = {0, 3, 7, 1, 0, big.capacity() - 100, 0};
        for (int i = 0; i < batch.size(); i++) {
            assertEquals(positions[i], batch.get(i).position(), "position of message " + i);
        }
        long bytes = batch.stream().mapToLong(ByteBuffer::remaining).sum();
        System.out.printf("BigMessageTest: %s hashed %,d bytes in %.1f s%n", engine.description(),
                bytes, (System.nanoTime() - t0) / 1e9);
    }
}
