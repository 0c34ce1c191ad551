package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.hashlanes.internal.BatchEngine;
import org.hashlanes.internal.Engines;
import org.hashlanes.internal.MidstateEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Sha1Streams on every engine that continues from midstates, against MessageDigest. */
class Sha1StreamsTest {

    /** Every midstate engine: scalar and each vector lane count that runs here. */
    static Stream<MidstateEngine> engines() {
        List<MidstateEngine> all = new ArrayList<>();
        for (BatchEngine e : Engines.all()) {
            if (e instanceof MidstateEngine) {
                all.add((MidstateEngine) e);
            }
        }
        return all.stream();
    }

    private static byte[] sha1(byte[] m) throws Exception {
        return MessageDigest.getInstance("SHA-1").digest(m);
    }

    private static ByteBuffer kind(byte[] bytes, int kind) {
        switch (kind % 4) {
            case 0: return ByteBuffer.wrap(bytes);
            case 1: return ByteBuffer.allocateDirect(bytes.length).put(bytes).flip();
            case 2: return ByteBuffer.wrap(bytes).asReadOnlyBuffer();
            default: // a slice with a non-zero array offset, little-endian order
                byte[] padded = new byte[bytes.length + 7];
                System.arraycopy(bytes, 0, padded, 3, bytes.length);
                return ByteBuffer.wrap(padded, 3, bytes.length).slice().order(ByteOrder.LITTLE_ENDIAN);
        }
    }

    /** A piece length biased to block edges. */
    private static int pieceLength(Random r) {
        switch (r.nextInt(8)) {
            case 0: return r.nextInt(2);
            case 1: return 63 + r.nextInt(3);
            case 2: return 64 * (1 + r.nextInt(4));
            case 3: return 55 + r.nextInt(3);
            default: return r.nextInt(3000);
        }
    }

    @ParameterizedTest
    @MethodSource("engines")
    void randomPiecesInRandomInterleavingsMatchMessageDigest(MidstateEngine engine) throws Exception {
        long seed = new Random().nextLong();
        Random r = new Random(seed);
        for (int trial = 0; trial < 40; trial++) {
            int count = 1 + r.nextInt(40);
            Sha1Streams streams = new Sha1Streams(engine);
            List<Sha1Streams.Stream> open = new ArrayList<>();
            List<java.io.ByteArrayOutputStream> fed = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                open.add(streams.open());
                fed.add(new java.io.ByteArrayOutputStream());
            }
            List<Integer> live = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                live.add(i);
            }
            while (!live.isEmpty()) {
                int pick = live.get(r.nextInt(live.size()));
                if (r.nextInt(12) == 0) {
                    byte[] expected = sha1(fed.get(pick).toByteArray());
                    Sha1Digest got = streams.finish(open.get(pick));
                    assertArrayEquals(expected, got.toByteArray(), "seed " + seed + ", trial " + trial
                            + ", stream " + pick + " of " + count + ", " + fed.get(pick).size() + " bytes");
                    live.remove(Integer.valueOf(pick));
                } else {
                    byte[] piece = new byte[pieceLength(r)];
                    r.nextBytes(piece);
                    fed.get(pick).write(piece);
                    streams.update(open.get(pick), kind(piece, r.nextInt(4)));
                }
                if (r.nextInt(30) == 0) {
                    streams.flush();
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("engines")
    void partialBlockAtEveryOffsetBeforeALargePiece(MidstateEngine engine) throws Exception {
        Random r = new Random(64);
        byte[] big = new byte[64 * 37 + 5];
        r.nextBytes(big);
        Sha1Streams streams = new Sha1Streams(engine);
        List<Sha1Streams.Stream> all = new ArrayList<>();
        List<byte[]> whole = new ArrayList<>();
        for (int offset = 0; offset < 64; offset++) {
            Sha1Streams.Stream s = streams.open();
            byte[] head = new byte[offset];
            r.nextBytes(head);
            streams.update(s, head);
            streams.update(s, ByteBuffer.wrap(big));
            byte[] m = new byte[offset + big.length];
            System.arraycopy(head, 0, m, 0, offset);
            System.arraycopy(big, 0, m, offset, big.length);
            all.add(s);
            whole.add(m);
        }
        for (int i = 0; i < all.size(); i++) {
            assertArrayEquals(sha1(whole.get(i)), streams.finish(all.get(i)).toByteArray(), "offset " + i);
        }
    }

    @Test
    void defaultManagerMatchesBatchApi() {
        Sha1Streams streams = new Sha1Streams();
        Random r = new Random(7);
        List<ByteBuffer> messages = new ArrayList<>();
        List<Sha1Streams.Stream> open = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            byte[] m = new byte[r.nextInt(10_000)];
            r.nextBytes(m);
            messages.add(ByteBuffer.wrap(m));
            open.add(streams.open());
        }
        for (int round = 0; round < 10; round++) { // each message fed in ten slices, round-robin
            for (int i = 0; i < 50; i++) {
                ByteBuffer m = messages.get(i);
                int from = m.capacity() * round / 10, to = m.capacity() * (round + 1) / 10;
                streams.update(open.get(i), m.array(), from, to - from);
            }
        }
        List<Sha1Digest> expected = Sha1Batch.hash(messages);
        for (int i = 0; i < 50; i++) {
            assertEquals(expected.get(i), streams.finish(open.get(i)));
        }
    }

    @Test
    void bufferIsBorrowedUntilFlushAndFreeAfterwards() throws Exception {
        Sha1Streams streams = new Sha1Streams(engines().findFirst().orElseThrow());
        byte[] bytes = new byte[4096];
        new Random(3).nextBytes(bytes);
        byte[] original = bytes.clone();
        ByteBuffer piece = ByteBuffer.wrap(bytes);
        Sha1Streams.Stream s = streams.open();
        streams.update(s, piece);
        assertEquals(1, streams.waitingStreams(), "whole blocks wait: the buffer is borrowed");
        piece.position(100).limit(200); // position and limit were read during update
        streams.flush();
        assertEquals(0, streams.waitingStreams());
        bytes[0] ^= 1; // after flush the manager no longer reads the buffer
        assertArrayEquals(sha1(original), streams.finish(s).toByteArray());
        assertEquals(100, piece.position(), "the manager never moves a caller's position");
    }

    @Test
    void changingABorrowedBufferBeforeFlushChangesTheDigest() throws Exception {
        // Documents the borrow contract: the bytes are read at flush, not at update.
        Sha1Streams streams = new Sha1Streams(engines().findFirst().orElseThrow());
        byte[] bytes = new byte[128];
        Sha1Streams.Stream s = streams.open();
        streams.update(s, bytes);
        bytes[0] = 42;
        assertArrayEquals(sha1(bytes), streams.finish(s).toByteArray());
    }

    @Test
    void misuseIsRejectedAndLeavesOtherStreamsIntact() throws Exception {
        Sha1Streams streams = new Sha1Streams();
        Sha1Streams other = new Sha1Streams();
        Sha1Streams.Stream good = streams.open();
        Sha1Streams.Stream done = streams.open();
        byte[] part = new byte[1000];
        new Random(9).nextBytes(part);
        streams.update(good, part);
        streams.finish(done);

        assertEquals("stream is finished",
                assertThrows(IllegalStateException.class, () -> streams.update(done, part)).getMessage());
        assertThrows(IllegalStateException.class, () -> streams.finish(done));
        assertEquals("piece", assertThrows(NullPointerException.class,
                () -> streams.update(good, (ByteBuffer) null)).getMessage());
        assertEquals("piece", assertThrows(NullPointerException.class,
                () -> streams.update(good, (byte[]) null)).getMessage());
        assertEquals("stream", assertThrows(NullPointerException.class,
                () -> streams.update(null, part)).getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> streams.update(good, part, 999, 2));
        Sha1Streams.Stream foreign = other.open();
        assertTrue(assertThrows(IllegalArgumentException.class, () -> streams.update(foreign, part))
                .getMessage().contains("another"));
        assertThrows(IllegalArgumentException.class, () -> streams.finish(foreign));

        assertEquals(1000, good.length());
        assertArrayEquals(sha1(part), streams.finish(good).toByteArray());
        assertTrue(good.isFinished());
    }

    @Test
    void oneManagerPerThreadIsSafe() throws Exception {
        // The stated contract: a manager is confined to one thread; separate managers run in parallel.
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                long seed = t;
                results.add(pool.submit(() -> {
                    Random r = new Random(seed);
                    Sha1Streams streams = new Sha1Streams();
                    for (int n = 0; n < 20; n++) {
                        byte[] m = new byte[r.nextInt(20_000)];
                        r.nextBytes(m);
                        Sha1Streams.Stream s = streams.open();
                        for (int at = 0; at < m.length; at += 777) {
                            streams.update(s, m, at, Math.min(777, m.length - at));
                        }
                        assertArrayEquals(sha1(m), streams.finish(s).toByteArray());
                    }
                    return null;
                }));
            }
            for (Future<?> f : results) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void streamsLongerThanTwoToThe32Bits() throws Exception {
        assumeTrue(Boolean.parseBoolean(System.getProperty("hashlanes.bigTests", "false")),
                "big test: set -Dhashlanes.bigTests=true (CI does)");
        // 8,200 x 64 KiB = 537 MB > 2^32 bits, from one reused buffer: no big allocation.
        byte[] chunk = new byte[64 * 1024];
        new Random(32).nextBytes(chunk);
        int rounds = 8200;
        // The 64-bit length lives in Sha1Streams and BlockPadding, not in the engines: the default
        // manager is enough here; the engines are compared piece by piece above.
        int count = 2;
        Sha1Streams streams = new Sha1Streams();
        List<Sha1Streams.Stream> open = new ArrayList<>();
        List<MessageDigest> oracle = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Sha1Streams.Stream s = streams.open();
            byte[] head = new byte[i * 13]; // different offsets: tails and lanes diverge
            streams.update(s, head);
            MessageDigest md = MessageDigest.getInstance("SHA-1");
            md.update(head);
            open.add(s);
            oracle.add(md);
        }
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < count; i++) {
                streams.update(open.get(i), chunk);
                oracle.get(i).update(chunk);
            }
            streams.flush(); // the chunk is reused: end the borrow every round
        }
        for (int i = 0; i < count; i++) {
            assertTrue(open.get(i).length() * 8 > (1L << 32));
            assertArrayEquals(oracle.get(i).digest(), streams.finish(open.get(i)).toByteArray(), "stream " + i);
        }
    }
}
