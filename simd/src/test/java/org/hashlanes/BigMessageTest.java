package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import org.hashlanes.TestSupport.State;
import org.hashlanes.internal.BatchEngine;
import org.hashlanes.internal.EngineFamily;
import org.hashlanes.internal.Engines;
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
        List<byte[]> want = new ArrayList<>();
        for (ByteBuffer b : batch) {
            want.add(TestSupport.oracle(b));
        }
        List<State> before = TestSupport.states(batch.subList(0, 1));
        for (BatchEngine engine : Engines.all()) {
            TestSupport.warmUp(engine); // 600 MB through interpreted vector code would take minutes
            long t0 = System.nanoTime();
            byte[] out = new byte[20 * batch.size()];
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

    /** SHA-512's scalar and lanes engines past 2^32 bits (its length field is 128 bits): two messages that end together, one just under. */
    @Test
    void sha512BitLengthPast2To32() throws Exception {
        assumeTrue(bigTests(), "hashlanes.bigTests is not true: skipping the 512 MiB messages");
        ByteBuffer big = bigDirect((1 << 29) + 4096, 512);
        int past = (1 << 29) + 1027; // 2^32 + 8216 bits
        List<ByteBuffer> batch = List.of(big.duplicate().position(3).limit(3 + past),
                big.duplicate().position(7).limit(7 + past), big.duplicate().limit((1 << 29) - 1),
                ByteBuffer.wrap(new byte[] {'a', 'b', 'c'}));
        MessageDigest md = MessageDigest.getInstance("SHA-512");
        List<byte[]> want = new ArrayList<>();
        for (ByteBuffer b : batch) {
            md.update(b.duplicate());
            want.add(md.digest());
        }
        EngineFamily family = EngineFamily.SHA512;
        List<BatchEngine> engines = new ArrayList<>(List.of(family.scalar()));
        for (int lanes : family.laneCounts()) {
            engines.add(family.vector(lanes));
        }
        List<ByteBuffer> small = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            small.add(ByteBuffer.wrap(TestSupport.pattern(3000 + 129 * i, i)));
        }
        for (BatchEngine engine : engines) {
            byte[] out = new byte[64 * small.size()];
            for (int round = 0; round < 1500; round++) { // into C2 first: interpreted lanes crawl
                engine.hashInto(small.iterator(), small.size(), out, 0);
            }
            out = new byte[64 * batch.size()];
            engine.hashInto(batch.iterator(), batch.size(), out, 0);
            TestSupport.assertDigests(want, out, 0, "SHA-512 " + engine.description() + " > 2^32 bits");
            assertEquals(3, batch.get(0).position(), "position of message 0");
        }
    }
}
