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
import java.util.Arrays;
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
        for (int trial = 0; trial < 15; trial++) {
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

    /** Engine set-ups a manager can have: all on the lanes, all single (JDK or scalar), or mixed by open count. */
    static Stream<Object[]> setups() {
        List<Object[]> all = new ArrayList<>();
        for (MidstateEngine e : engines().toArray(MidstateEngine[]::new)) {
            all.add(new Object[] {e, 1, false});
            all.add(new Object[] {e, 6, true});
        }
        all.add(new Object[] {engines().findFirst().orElseThrow(), Integer.MAX_VALUE, true});
        all.add(new Object[] {engines().findFirst().orElseThrow(), Integer.MAX_VALUE, false});
        return all.stream();
    }

    /**
     * Random interleavings of update (always from ONE reused buffer, scribbled over after each
     * call), submit (a buffer per piece, scribbled over once released), finish, finishLater,
     * flush and poll, against MessageDigest; every submit and finishLater comes back exactly once.
     */
    @ParameterizedTest
    @MethodSource("setups")
    void randomInterleavingsOfEveryCallMatchMessageDigest(MidstateEngine engine, int minLaneStreams, boolean onJdk)
            throws Exception {
        long seed = new Random().nextLong();
        Random r = new Random(seed);
        byte[] reused = new byte[70_000];
        for (int trial = 0; trial < 25; trial++) {
            String where = "seed " + seed + ", trial " + trial;
            Sha1Streams streams = new Sha1Streams(engine, minLaneStreams, onJdk);
            List<Sha1Streams.Stream> live = new ArrayList<>();
            java.util.Map<Sha1Streams.Stream, MessageDigest> oracle = new java.util.HashMap<>();
            java.util.Map<Sha1Streams.Stream, ByteBuffer> held = new java.util.HashMap<>();
            java.util.Map<Sha1Streams.Stream, Integer> returnsDue = new java.util.HashMap<>();
            java.util.Map<Sha1Streams.Stream, byte[]> expectedLater = new java.util.HashMap<>();
            int opened = 0;
            int target = 1 + r.nextInt(40);
            while (opened < target || !live.isEmpty()) {
                int op = r.nextInt(100);
                if (live.isEmpty() || (opened < target && op < 8)) {
                    Sha1Streams.Stream s = streams.open();
                    live.add(s);
                    oracle.put(s, MessageDigest.getInstance("SHA-1"));
                    opened++;
                    continue;
                }
                Sha1Streams.Stream s = live.get(r.nextInt(live.size()));
                if (op < 55) {
                    int n = Math.min(reused.length - 3, pieceLength(r));
                    int at = r.nextInt(3);
                    r.nextBytes(reused);
                    oracle.get(s).update(reused, at, n);
                    if (r.nextBoolean()) {
                        streams.update(s, reused, at, n);
                    } else {
                        streams.update(s, ByteBuffer.wrap(reused, at, n));
                    }
                    Arrays.fill(reused, (byte) 0x5a); // the manager must have copied or hashed it
                } else if (op < 80) {
                    if (s.isHolding()) {
                        assertThrows(IllegalStateException.class, () -> streams.submit(s, ByteBuffer.allocate(1)));
                        continue;
                    }
                    byte[] piece = new byte[pieceLength(r)];
                    r.nextBytes(piece);
                    oracle.get(s).update(piece);
                    ByteBuffer b = kind(piece, r.nextInt(4));
                    int position = b.position();
                    streams.submit(s, b);
                    assertEquals(position, b.position(), where);
                    held.put(s, b);
                    returnsDue.merge(s, 1, Integer::sum);
                } else if (op < 88) {
                    byte[] expected = oracle.get(s).digest();
                    live.remove(s);
                    if (r.nextBoolean()) {
                        assertArrayEquals(expected, streams.finish(s).toByteArray(), where);
                    } else {
                        streams.finishLater(s);
                        expectedLater.put(s, expected);
                        returnsDue.merge(s, 1, Integer::sum);
                    }
                } else if (op < 92) {
                    streams.flush();
                    for (Sha1Streams.Stream x : live) {
                        assertTrue(!x.isHolding(), where + ": flush releases every piece");
                    }
                }
                drainPoll(streams, held, returnsDue, expectedLater, where);
            }
            streams.flush();
            drainPoll(streams, held, returnsDue, expectedLater, where);
            assertTrue(returnsDue.isEmpty(), where + ": not returned from poll: " + returnsDue);
            assertTrue(expectedLater.isEmpty(), where);
        }
    }

    /** Polls every completion: checks it was due, scribbles over a released piece, checks a finished digest. */
    private static void drainPoll(Sha1Streams streams, java.util.Map<Sha1Streams.Stream, ByteBuffer> held,
            java.util.Map<Sha1Streams.Stream, Integer> returnsDue,
            java.util.Map<Sha1Streams.Stream, byte[]> expectedLater, String where) {
        for (Sha1Streams.Stream s; (s = streams.poll()) != null; ) {
            Integer due = returnsDue.get(s);
            assertTrue(due != null && due > 0, where + ": returned more often than submitted or finished: " + s);
            if (due == 1) {
                returnsDue.remove(s);
            } else {
                returnsDue.put(s, due - 1);
            }
            if (!s.isHolding()) {
                ByteBuffer b = held.remove(s);
                if (b != null && !b.isReadOnly()) {
                    for (int i = b.position(); i < b.limit(); i++) {
                        b.put(i, (byte) ~b.get(i)); // released: the manager must never read it again
                    }
                }
            }
            if (s.digest() != null && expectedLater.containsKey(s)) {
                assertArrayEquals(expectedLater.remove(s), s.digest().toByteArray(), where);
            }
        }
    }

    /** The way everyone reads files: one buffer, refilled for every piece of every stream. */
    @ParameterizedTest
    @MethodSource("setups")
    void everyStreamFedFromOneReusedBuffer(MidstateEngine engine, int minLaneStreams, boolean onJdk) throws Exception {
        Random r = new Random(11);
        byte[] buffer = new byte[64 * 1024];
        int count = 40;
        Sha1Streams streams = new Sha1Streams(engine, minLaneStreams, onJdk);
        List<Sha1Streams.Stream> open = new ArrayList<>();
        List<MessageDigest> oracle = new ArrayList<>();
        List<Integer> left = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            open.add(streams.open());
            oracle.add(MessageDigest.getInstance("SHA-1"));
            left.add(r.nextInt(300_000));
        }
        for (boolean any = true; any; ) {
            any = false;
            for (int i = 0; i < count; i++) {
                if (left.get(i) == 0) {
                    continue;
                }
                any = true;
                int n = Math.min(left.get(i), 1 + r.nextInt(r.nextBoolean() ? 200 : buffer.length));
                r.nextBytes(buffer);
                oracle.get(i).update(buffer, 0, n);
                streams.update(open.get(i), ByteBuffer.wrap(buffer, 0, n));
                left.set(i, left.get(i) - n);
            }
        }
        for (int i = 0; i < count; i++) {
            assertArrayEquals(oracle.get(i).digest(), streams.finish(open.get(i)).toByteArray(), "stream " + i);
        }
    }

    @Test
    void submittedPieceIsHeldUntilPolledAndNeverMoved() throws Exception {
        Sha1Streams streams = new Sha1Streams(engines().findFirst().orElseThrow());
        byte[] bytes = new byte[4096 + 10];
        new Random(3).nextBytes(bytes);
        byte[] original = bytes.clone();
        ByteBuffer piece = ByteBuffer.wrap(bytes);
        Sha1Streams.Stream s = streams.open();
        streams.submit(s, piece);
        assertTrue(s.isHolding());
        assertEquals(null, streams.poll(), "held, not released yet");
        assertEquals(1, streams.waitingStreams());
        piece.position(100).limit(200); // position and limit were read during submit
        streams.flush();
        assertEquals(s, streams.poll(), "released by flush");
        assertEquals(null, streams.poll(), "once");
        bytes[0] ^= 1; // released: no longer read
        assertArrayEquals(sha1(original), streams.finish(s).toByteArray());
        assertEquals(100, piece.position(), "the manager never moves a caller's position");
    }

    @Test
    void finishLaterWaitsForTheLanesAndFinishDoesNotFlushEveryone() throws Exception {
        MidstateEngine engine = engines().findFirst().orElseThrow();
        Sha1Streams streams = new Sha1Streams(engine);
        byte[] big = new byte[Sha1Streams.STAGE_BYTES / 2];
        new Random(5).nextBytes(big);
        Sha1Streams.Stream a = streams.open(), c = streams.open();
        streams.update(a, big);
        streams.update(c, big);
        // 70 streams with 1 .. 70 blocks staged: with a and c, the 64 fullest are those of 9 blocks or more.
        List<Sha1Streams.Stream> small = new ArrayList<>();
        for (int i = 0; i < 70; i++) {
            Sha1Streams.Stream s = streams.open();
            streams.update(s, big, 0, 64 * (i + 1));
            small.add(s);
        }
        streams.finishLater(a);
        assertEquals(null, a.digest(), "a's bytes wait for the next batch");
        assertEquals(null, streams.poll());
        assertArrayEquals(sha1(big), streams.finish(c).toByteArray());
        assertEquals(8, streams.waitingStreams(), "the 8 streams with the fewest bytes were left to wait");
        assertEquals(a, streams.poll(), "a joined c's batch");
        assertArrayEquals(sha1(big), a.digest().toByteArray());
        for (int i = 0; i < 70; i++) {
            assertArrayEquals(sha1(Arrays.copyOf(big, 64 * (i + 1))), streams.finish(small.get(i)).toByteArray());
        }
    }

    @Test
    void stagingIsBoundedAcrossStreams() throws Exception {
        Sha1Streams streams = new Sha1Streams(engines().findFirst().orElseThrow());
        byte[] piece = new byte[60 * 1024]; // under one stream's staging: only the 4 MiB budget starts batches
        new Random(8).nextBytes(piece);
        List<Sha1Streams.Stream> open = new ArrayList<>();
        int most = 0;
        for (int i = 0; i < 100; i++) {
            Sha1Streams.Stream s = streams.open();
            streams.update(s, piece);
            open.add(s);
            most = Math.max(most, streams.waitingStreams());
        }
        assertTrue(most * piece.length <= (4 << 20) + piece.length, "staged at most 4 MiB: " + most + " streams");
        for (Sha1Streams.Stream s : open) {
            assertArrayEquals(sha1(piece), streams.finish(s).toByteArray());
        }
    }

    @Test
    void changingAnUpdatedBufferAfterwardsChangesNothing() throws Exception {
        Sha1Streams streams = new Sha1Streams(engines().findFirst().orElseThrow());
        byte[] bytes = new byte[128];
        Sha1Streams.Stream s = streams.open();
        streams.update(s, bytes);
        byte[] expected = sha1(bytes);
        bytes[0] = 42;
        assertArrayEquals(expected, streams.finish(s).toByteArray());
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

        assertThrows(IllegalStateException.class, () -> streams.submit(done, ByteBuffer.wrap(part)));
        assertThrows(IllegalStateException.class, () -> streams.finishLater(done));
        assertEquals("piece", assertThrows(NullPointerException.class, () -> streams.submit(good, null)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> streams.submit(foreign, ByteBuffer.wrap(part)));

        // A second submit while the first piece is held: refused, and nothing of either is lost.
        Sha1Streams lanes = new Sha1Streams(engines().findFirst().orElseThrow());
        Sha1Streams.Stream h = lanes.open(), bystander = lanes.open();
        lanes.update(bystander, part);
        lanes.submit(h, ByteBuffer.wrap(part));
        assertTrue(assertThrows(IllegalStateException.class, () -> lanes.submit(h, ByteBuffer.wrap(part)))
                .getMessage().contains("holds"));
        assertTrue(h.isHolding());
        lanes.update(h, part); // update after submit keeps the order: the held piece goes first
        MessageDigest twice = MessageDigest.getInstance("SHA-1");
        twice.update(part);
        twice.update(part);
        assertArrayEquals(twice.digest(), lanes.finish(h).toByteArray());
        assertArrayEquals(sha1(part), lanes.finish(bystander).toByteArray());
        assertEquals(h, lanes.poll(), "the held piece was released");

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
        // The 64-bit length lives in Sha1Streams and BlockPadding, not in the engines: the staged
        // (lanes) path on the scalar midstate engine is enough; the engines are compared above.
        int count = 2;
        Sha1Streams streams = new Sha1Streams(engines().findFirst().orElseThrow());
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
        }
        for (int i = 0; i < count; i++) {
            assertTrue(open.get(i).length() * 8 > (1L << 32));
            assertArrayEquals(oracle.get(i).digest(), streams.finish(open.get(i)).toByteArray(), "stream " + i);
        }
    }
}
