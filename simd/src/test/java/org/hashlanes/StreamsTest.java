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
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Sha1Streams} and {@link Sha256Streams}, each through its public API (see {@link Api}), on
 * every engine that continues from midstates, against {@code MessageDigest}: one set of tests for
 * both algorithms, as they share one implementation.
 */
class StreamsTest {

    /** An algorithm: its public streams class, engines, batch API and oracle. */
    enum Algo {
        SHA1(EngineFamily.SHA1) {
            @Override
            Api manager(Engine engine, int minLaneStreams, boolean onJdk) {
                return new Sha1Api(new Sha1Streams(engine, minLaneStreams, onJdk));
            }

            @Override
            Api defaultManager() {
                return new Sha1Api(new Sha1Streams());
            }

            @Override
            List<byte[]> batch(List<ByteBuffer> messages) {
                return Sha1Batch.hash(messages).stream().map(Sha1Digest::toByteArray).collect(Collectors.toList());
            }
        },
        SHA256(EngineFamily.SHA256) {
            @Override
            Api manager(Engine engine, int minLaneStreams, boolean onJdk) {
                return new Sha256Api(new Sha256Streams(engine, minLaneStreams, onJdk));
            }

            @Override
            Api defaultManager() {
                return new Sha256Api(new Sha256Streams());
            }

            @Override
            List<byte[]> batch(List<ByteBuffer> messages) {
                return Sha256Batch.hash(messages).stream().map(Sha256Digest::toByteArray).collect(Collectors.toList());
            }
        };

        final EngineFamily family;

        Algo(EngineFamily family) {
            this.family = family;
        }

        /** A manager on {@code engine}'s lanes from {@code minLaneStreams} open streams, else single (JDK or scalar). */
        abstract Api manager(Engine engine, int minLaneStreams, boolean onJdk);

        /** A manager with every stream on {@code engine}'s lanes. */
        Api manager(Engine engine) {
            return manager(engine, 1, false);
        }

        /** The public no-argument constructor's manager. */
        abstract Api defaultManager();

        /** The digests of the batch API of the same algorithm. */
        abstract List<byte[]> batch(List<ByteBuffer> messages);

        MessageDigest oracle() throws Exception {
            return MessageDigest.getInstance(family.function().jdkName());
        }

        byte[] digest(byte[] m) throws Exception {
            return oracle().digest(m);
        }

        /** Every midstate engine of the algorithm: scalar and each vector lane count that runs here. */
        List<Engine> engines() {
            List<Engine> all = new ArrayList<>();
            for (Engine e : family.all()) {
                if (e.continuesMidstates()) {
                    all.add(e);
                }
            }
            return all;
        }

        /** The first midstate engine: scalar. */
        Engine anyEngine() {
            return engines().get(0);
        }
    }

    /**
     * One manager of either algorithm through its public methods only, a stream handle as an
     * {@code Object}: the tests below are written once and run on both classes.
     */
    interface Api {
        Object open();

        void update(Object stream, ByteBuffer piece);

        void update(Object stream, byte[] piece);

        void update(Object stream, byte[] piece, int offset, int length);

        void submit(Object stream, ByteBuffer piece);

        byte[] finish(Object stream);

        void finishLater(Object stream);

        void flush();

        Object poll();

        int waitingStreams();

        long length(Object stream);

        boolean isFinished(Object stream);

        boolean isHolding(Object stream);

        /** The stream's digest's bytes, or null while it has none. */
        byte[] digest(Object stream);
    }

    static final class Sha1Api implements Api {
        private final Sha1Streams m;

        Sha1Api(Sha1Streams m) {
            this.m = m;
        }

        private static Sha1Streams.Stream s(Object stream) {
            return (Sha1Streams.Stream) stream;
        }

        @Override public Object open() { return m.open(); }
        @Override public void update(Object stream, ByteBuffer piece) { m.update(s(stream), piece); }
        @Override public void update(Object stream, byte[] piece) { m.update(s(stream), piece); }
        @Override public void update(Object stream, byte[] piece, int offset, int length) {
            m.update(s(stream), piece, offset, length);
        }
        @Override public void submit(Object stream, ByteBuffer piece) { m.submit(s(stream), piece); }
        @Override public byte[] finish(Object stream) { return m.finish(s(stream)).toByteArray(); }
        @Override public void finishLater(Object stream) { m.finishLater(s(stream)); }
        @Override public void flush() { m.flush(); }
        @Override public Object poll() { return m.poll(); }
        @Override public int waitingStreams() { return m.waitingStreams(); }
        @Override public long length(Object stream) { return s(stream).length(); }
        @Override public boolean isFinished(Object stream) { return s(stream).isFinished(); }
        @Override public boolean isHolding(Object stream) { return s(stream).isHolding(); }
        @Override public byte[] digest(Object stream) {
            Sha1Digest d = s(stream).digest();
            return d == null ? null : d.toByteArray();
        }
    }

    static final class Sha256Api implements Api {
        private final Sha256Streams m;

        Sha256Api(Sha256Streams m) {
            this.m = m;
        }

        private static Sha256Streams.Stream s(Object stream) {
            return (Sha256Streams.Stream) stream;
        }

        @Override public Object open() { return m.open(); }
        @Override public void update(Object stream, ByteBuffer piece) { m.update(s(stream), piece); }
        @Override public void update(Object stream, byte[] piece) { m.update(s(stream), piece); }
        @Override public void update(Object stream, byte[] piece, int offset, int length) {
            m.update(s(stream), piece, offset, length);
        }
        @Override public void submit(Object stream, ByteBuffer piece) { m.submit(s(stream), piece); }
        @Override public byte[] finish(Object stream) { return m.finish(s(stream)).toByteArray(); }
        @Override public void finishLater(Object stream) { m.finishLater(s(stream)); }
        @Override public void flush() { m.flush(); }
        @Override public Object poll() { return m.poll(); }
        @Override public int waitingStreams() { return m.waitingStreams(); }
        @Override public long length(Object stream) { return s(stream).length(); }
        @Override public boolean isFinished(Object stream) { return s(stream).isFinished(); }
        @Override public boolean isHolding(Object stream) { return s(stream).isHolding(); }
        @Override public byte[] digest(Object stream) {
            Sha256Digest d = s(stream).digest();
            return d == null ? null : d.toByteArray();
        }
    }

    /** Public constructors and methods of a class and its nested classes, one signature a line, sorted. */
    private static String publicApi(Class<?> type) {
        java.util.TreeSet<String> api = new java.util.TreeSet<>();
        for (Class<?> c : List.of(type, type.getClasses()[0])) {
            for (java.lang.reflect.Executable e : c.getConstructors()) {
                api.add(e.toGenericString());
            }
            for (java.lang.reflect.Executable e : c.getDeclaredMethods()) {
                if (java.lang.reflect.Modifier.isPublic(e.getModifiers())) {
                    api.add(e.toGenericString());
                }
            }
        }
        return String.join("\n", api);
    }

    @Test
    void sha256StreamsHasTheMethodsOfSha1StreamsForSha256() {
        assertEquals(1, Sha1Streams.class.getClasses().length, "one nested class: Stream");
        String sha1 = publicApi(Sha1Streams.class);
        assertTrue(sha1.contains("public org.hashlanes.Sha1Digest org.hashlanes.Sha1Streams.finish("), sha1);
        assertEquals(sha1, publicApi(Sha256Streams.class).replace("Sha256", "Sha1"));
    }

    /** Every algorithm with every one of its midstate engines. */
    static Stream<Arguments> engines() {
        List<Arguments> all = new ArrayList<>();
        for (Algo algo : Algo.values()) {
            for (Engine e : algo.engines()) {
                all.add(Arguments.of(algo, e));
            }
        }
        return all.stream();
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
    void randomPiecesInRandomInterleavingsMatchMessageDigest(Algo algo, Engine engine) throws Exception {
        long seed = Long.getLong("hashlanes.streams.seed", new Random().nextLong()); // replay: -Dhashlanes.streams.seed=S
        Random r = new Random(seed);
        for (int trial = 0; trial < 15; trial++) {
            int count = 1 + r.nextInt(40);
            Api streams = algo.manager(engine);
            List<Object> open = new ArrayList<>();
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
                    byte[] expected = algo.digest(fed.get(pick).toByteArray());
                    byte[] got = streams.finish(open.get(pick));
                    assertArrayEquals(expected, got, "seed " + seed + ", trial " + trial
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
    void partialBlockAtEveryOffsetBeforeALargePiece(Algo algo, Engine engine) throws Exception {
        Random r = new Random(64);
        byte[] big = new byte[64 * 37 + 5];
        r.nextBytes(big);
        Api streams = algo.manager(engine);
        List<Object> all = new ArrayList<>();
        List<byte[]> whole = new ArrayList<>();
        for (int offset = 0; offset < 64; offset++) {
            Object s = streams.open();
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
            assertArrayEquals(algo.digest(whole.get(i)), streams.finish(all.get(i)), "offset " + i);
        }
    }

    @ParameterizedTest
    @EnumSource(Algo.class)
    void defaultManagerMatchesBatchApi(Algo algo) {
        Api streams = algo.defaultManager();
        Random r = new Random(7);
        List<ByteBuffer> messages = new ArrayList<>();
        List<Object> open = new ArrayList<>();
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
        List<byte[]> expected = algo.batch(messages);
        for (int i = 0; i < 50; i++) {
            assertArrayEquals(expected.get(i), streams.finish(open.get(i)));
        }
    }

    /** Engine set-ups a manager can have: all on the lanes, all single (JDK or scalar), or mixed by open count. */
    static Stream<Arguments> setups() {
        List<Arguments> all = new ArrayList<>();
        for (Algo algo : Algo.values()) {
            for (Engine e : algo.engines()) {
                all.add(Arguments.of(algo, e, 1, false));
                all.add(Arguments.of(algo, e, 6, true));
            }
            all.add(Arguments.of(algo, algo.anyEngine(), Integer.MAX_VALUE, true));
            all.add(Arguments.of(algo, algo.anyEngine(), Integer.MAX_VALUE, false));
        }
        return all.stream();
    }

    /**
     * Random interleavings of update (always from ONE reused buffer, scribbled over after each
     * call), submit (a buffer per piece, scribbled over once released), finish, finishLater,
     * flush and poll, against MessageDigest; every submit and finishLater comes back exactly once.
     */
    @ParameterizedTest
    @MethodSource("setups")
    void randomInterleavingsOfEveryCallMatchMessageDigest(Algo algo, Engine engine, int minLaneStreams, boolean onJdk)
            throws Exception {
        long seed = Long.getLong("hashlanes.streams.seed", new Random().nextLong()); // replay: -Dhashlanes.streams.seed=S
        Random r = new Random(seed);
        byte[] reused = new byte[70_000];
        for (int trial = 0; trial < 25; trial++) {
            String where = "seed " + seed + ", trial " + trial;
            Api streams = algo.manager(engine, minLaneStreams, onJdk);
            List<Object> live = new ArrayList<>();
            java.util.Map<Object, MessageDigest> oracle = new java.util.HashMap<>();
            java.util.Map<Object, ByteBuffer> held = new java.util.HashMap<>();
            java.util.Map<Object, Integer> returnsDue = new java.util.HashMap<>();
            java.util.Map<Object, byte[]> expectedLater = new java.util.HashMap<>();
            int opened = 0;
            int target = 1 + r.nextInt(40);
            while (opened < target || !live.isEmpty()) {
                int op = r.nextInt(100);
                if (live.isEmpty() || (opened < target && op < 8)) {
                    Object s = streams.open();
                    live.add(s);
                    oracle.put(s, algo.oracle());
                    opened++;
                    continue;
                }
                Object s = live.get(r.nextInt(live.size()));
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
                    if (streams.isHolding(s)) {
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
                        assertArrayEquals(expected, streams.finish(s), where);
                    } else {
                        streams.finishLater(s);
                        expectedLater.put(s, expected);
                        returnsDue.merge(s, 1, Integer::sum);
                    }
                } else if (op < 92) {
                    streams.flush();
                    for (Object x : live) {
                        assertTrue(!streams.isHolding(x), where + ": flush releases every piece");
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
    private static void drainPoll(Api streams, java.util.Map<Object, ByteBuffer> held,
            java.util.Map<Object, Integer> returnsDue,
            java.util.Map<Object, byte[]> expectedLater, String where) {
        for (Object s; (s = streams.poll()) != null; ) {
            Integer due = returnsDue.get(s);
            assertTrue(due != null && due > 0, where + ": returned more often than submitted or finished: " + s);
            if (due == 1) {
                returnsDue.remove(s);
            } else {
                returnsDue.put(s, due - 1);
            }
            if (!streams.isHolding(s)) {
                ByteBuffer b = held.remove(s);
                if (b != null && !b.isReadOnly()) {
                    for (int i = b.position(); i < b.limit(); i++) {
                        b.put(i, (byte) ~b.get(i)); // released: the manager must never read it again
                    }
                }
            }
            if (streams.digest(s) != null && expectedLater.containsKey(s)) {
                assertArrayEquals(expectedLater.remove(s), streams.digest(s), where + ", " + s);
            }
        }
    }

    /** The way everyone reads files: one buffer, refilled for every piece of every stream. */
    @ParameterizedTest
    @MethodSource("setups")
    void everyStreamFedFromOneReusedBuffer(Algo algo, Engine engine, int minLaneStreams, boolean onJdk) throws Exception {
        Random r = new Random(11);
        byte[] buffer = new byte[64 * 1024];
        int count = 40;
        Api streams = algo.manager(engine, minLaneStreams, onJdk);
        List<Object> open = new ArrayList<>();
        List<MessageDigest> oracle = new ArrayList<>();
        List<Integer> left = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            open.add(streams.open());
            oracle.add(algo.oracle());
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
            assertArrayEquals(oracle.get(i).digest(), streams.finish(open.get(i)), "stream " + i);
        }
    }

    /**
     * No more streams than the lanes are wide, fed large pieces from one reused buffer: batches
     * hash an even share of each staging and leave the rest, so stagings wrap around their ring
     * and streams finish (at once, later, or through a flush) with their staged bytes wrapped.
     */
    @ParameterizedTest
    @MethodSource("engines")
    void fewStreamsWithLargePiecesWrapTheirStagingAndMatchMessageDigest(Algo algo, Engine engine) throws Exception {
        long seed = Long.getLong("hashlanes.streams.seed", new Random().nextLong()); // replay: -Dhashlanes.streams.seed=S
        Random r = new Random(seed);
        byte[] buffer = new byte[Sha1Streams.STAGE_BYTES + 100];
        int width = engine.lanes();
        Api streams = algo.manager(engine);
        List<Object> open = new ArrayList<>();
        List<MessageDigest> oracle = new ArrayList<>();
        java.util.Map<Object, byte[]> expectedLater = new java.util.HashMap<>();
        int finished = 0;
        for (int i = 0; i < width; i++) {
            open.add(streams.open());
            oracle.add(algo.oracle());
        }
        while (finished < 3 * width) {
            int i = r.nextInt(open.size());
            if (r.nextInt(20) == 0) {
                String where = "seed " + seed + ", stream " + i + " of " + width;
                if (r.nextBoolean()) {
                    assertArrayEquals(oracle.get(i).digest(), streams.finish(open.get(i)), where);
                } else {
                    streams.finishLater(open.get(i));
                    expectedLater.put(open.get(i), oracle.get(i).digest());
                    if (r.nextInt(3) == 0) {
                        streams.flush();
                        assertEquals(0, streams.waitingStreams(), where + ": flush hashes every staged byte");
                    }
                }
                open.set(i, streams.open());
                oracle.set(i, algo.oracle());
                finished++;
            } else {
                int n = r.nextInt(4) == 0 ? 1 + r.nextInt(200) : r.nextInt(buffer.length - 3);
                int at = r.nextInt(3);
                r.nextBytes(buffer);
                oracle.get(i).update(buffer, at, n);
                streams.update(open.get(i), buffer, at, n);
                Arrays.fill(buffer, (byte) 0x5a);
            }
            for (Object done; (done = streams.poll()) != null; ) {
                assertArrayEquals(expectedLater.remove(done), streams.digest(done), "seed " + seed);
            }
        }
        streams.flush();
        for (Object done; (done = streams.poll()) != null; ) {
            assertArrayEquals(expectedLater.remove(done), streams.digest(done), "seed " + seed);
        }
        assertTrue(expectedLater.isEmpty(), "seed " + seed + ": every finishLater came back");
        for (int i = 0; i < open.size(); i++) {
            assertArrayEquals(oracle.get(i).digest(), streams.finish(open.get(i)), "seed " + seed + ", stream " + i);
        }
    }

    /**
     * Four streams on lanes at least four wide: three with 640 blocks staged, one full. The batch
     * that the full one starts hashes 640 blocks of each (all four lanes busy to the end) and
     * leaves the full stream's other 384 staged, rather than running one lane alone for them.
     */
    @ParameterizedTest
    @EnumSource(Algo.class)
    void aBatchNoWiderThanTheLanesHashesAnEvenShare(Algo algo) throws Exception {
        Engine lanes = algo.engines().stream()
                .filter(e -> e.lanes() >= 4).findFirst().orElse(null);
        assumeTrue(lanes != null, "no vector lanes on this JVM");
        Api streams = algo.manager(lanes);
        byte[] bytes = new byte[Sha1Streams.STAGE_BYTES + 64];
        new Random(12).nextBytes(bytes);
        Object full = streams.open();
        List<Object> others = List.of(streams.open(), streams.open(), streams.open());
        for (Object o : others) {
            streams.update(o, bytes, 0, 640 * 64);
        }
        streams.update(full, bytes, 0, Sha1Streams.STAGE_BYTES); // staged whole: no batch yet
        assertEquals(4, streams.waitingStreams());
        streams.update(full, bytes, Sha1Streams.STAGE_BYTES, 64); // no room: the batch
        assertEquals(1, streams.waitingStreams(), "the three shorter ones hashed whole, the full one in part");
        for (Object o : others) {
            assertArrayEquals(algo.digest(Arrays.copyOf(bytes, 640 * 64)), streams.finish(o));
        }
        for (int round = 0; round < 3; round++) { // around the ring, more than once
            streams.update(full, bytes, 0, 1000 * 64 + 5);
        }
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        all.write(bytes, 0, Sha1Streams.STAGE_BYTES + 64);
        for (int round = 0; round < 3; round++) {
            all.write(bytes, 0, 1000 * 64 + 5);
        }
        assertArrayEquals(algo.digest(all.toByteArray()), streams.finish(full));
    }

    @ParameterizedTest
    @EnumSource(Algo.class)
    void submittedPieceIsHeldUntilPolledAndNeverMoved(Algo algo) throws Exception {
        Api streams = algo.manager(algo.anyEngine());
        byte[] bytes = new byte[4096 + 10];
        new Random(3).nextBytes(bytes);
        byte[] original = bytes.clone();
        ByteBuffer piece = ByteBuffer.wrap(bytes);
        Object s = streams.open();
        streams.submit(s, piece);
        assertTrue(streams.isHolding(s));
        assertEquals(null, streams.poll(), "held, not released yet");
        assertEquals(1, streams.waitingStreams());
        piece.position(100).limit(200); // position and limit were read during submit
        streams.flush();
        assertEquals(s, streams.poll(), "released by flush");
        assertEquals(null, streams.poll(), "once");
        bytes[0] ^= 1; // released: no longer read
        assertArrayEquals(algo.digest(original), streams.finish(s));
        assertEquals(100, piece.position(), "the manager never moves a caller's position");
    }

    @ParameterizedTest
    @EnumSource(Algo.class)
    void finishLaterWaitsForTheLanesAndFinishDoesNotFlushEveryone(Algo algo) throws Exception {
        Engine engine = algo.anyEngine();
        Api streams = algo.manager(engine);
        byte[] big = new byte[Sha1Streams.STAGE_BYTES / 2];
        new Random(5).nextBytes(big);
        Object a = streams.open(), c = streams.open();
        streams.update(a, big);
        streams.update(c, big);
        // 70 streams with 1 .. 70 blocks staged: with a and c, the 64 fullest are those of 9 blocks or more.
        List<Object> small = new ArrayList<>();
        for (int i = 0; i < 70; i++) {
            Object s = streams.open();
            streams.update(s, big, 0, 64 * (i + 1));
            small.add(s);
        }
        streams.finishLater(a);
        assertEquals(null, streams.digest(a), "a's bytes wait for the next batch");
        assertEquals(null, streams.poll());
        assertArrayEquals(algo.digest(big), streams.finish(c));
        assertEquals(8, streams.waitingStreams(), "the 8 streams with the fewest bytes were left to wait");
        assertEquals(a, streams.poll(), "a joined c's batch");
        assertArrayEquals(algo.digest(big), streams.digest(a));
        for (int i = 0; i < 70; i++) {
            assertArrayEquals(algo.digest(Arrays.copyOf(big, 64 * (i + 1))), streams.finish(small.get(i)));
        }
    }

    @ParameterizedTest
    @EnumSource(Algo.class)
    void stagingIsBoundedAcrossStreams(Algo algo) throws Exception {
        Api streams = algo.manager(algo.anyEngine());
        byte[] piece = new byte[60 * 1024]; // under one stream's staging: only the 4 MiB budget starts batches
        new Random(8).nextBytes(piece);
        List<Object> open = new ArrayList<>();
        int most = 0;
        for (int i = 0; i < 100; i++) {
            Object s = streams.open();
            streams.update(s, piece);
            open.add(s);
            most = Math.max(most, streams.waitingStreams());
        }
        assertTrue(most * piece.length <= (4 << 20) + piece.length, "staged at most 4 MiB: " + most + " streams");
        for (Object s : open) {
            assertArrayEquals(algo.digest(piece), streams.finish(s));
        }
    }

    @ParameterizedTest
    @EnumSource(Algo.class)
    void changingAnUpdatedBufferAfterwardsChangesNothing(Algo algo) throws Exception {
        Api streams = algo.manager(algo.anyEngine());
        byte[] bytes = new byte[128];
        Object s = streams.open();
        streams.update(s, bytes);
        byte[] expected = algo.digest(bytes);
        bytes[0] = 42;
        assertArrayEquals(expected, streams.finish(s));
    }

    @ParameterizedTest
    @EnumSource(Algo.class)
    void misuseIsRejectedAndLeavesOtherStreamsIntact(Algo algo) throws Exception {
        Api streams = algo.defaultManager();
        Api other = algo.defaultManager();
        Object good = streams.open();
        Object done = streams.open();
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
        Object foreign = other.open();
        assertTrue(assertThrows(IllegalArgumentException.class, () -> streams.update(foreign, part))
                .getMessage().contains("another"));
        assertThrows(IllegalArgumentException.class, () -> streams.finish(foreign));

        assertThrows(IllegalStateException.class, () -> streams.submit(done, ByteBuffer.wrap(part)));
        assertThrows(IllegalStateException.class, () -> streams.finishLater(done));
        assertEquals("piece", assertThrows(NullPointerException.class, () -> streams.submit(good, null)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> streams.submit(foreign, ByteBuffer.wrap(part)));

        // A second submit while the first piece is held: refused, and nothing of either is lost.
        Api lanes = algo.manager(algo.anyEngine());
        Object h = lanes.open(), bystander = lanes.open();
        lanes.update(bystander, part);
        lanes.submit(h, ByteBuffer.wrap(part));
        assertTrue(assertThrows(IllegalStateException.class, () -> lanes.submit(h, ByteBuffer.wrap(part)))
                .getMessage().contains("holds"));
        assertTrue(lanes.isHolding(h));
        lanes.update(h, part); // update after submit keeps the order: the held piece goes first
        MessageDigest twice = algo.oracle();
        twice.update(part);
        twice.update(part);
        assertArrayEquals(twice.digest(), lanes.finish(h));
        assertArrayEquals(algo.digest(part), lanes.finish(bystander));
        assertEquals(h, lanes.poll(), "the held piece was released");

        assertEquals(1000, streams.length(good));
        assertArrayEquals(algo.digest(part), streams.finish(good));
        assertTrue(streams.isFinished(good));
    }

    @ParameterizedTest
    @EnumSource(Algo.class)
    void oneManagerPerThreadIsSafe(Algo algo) throws Exception {
        // The stated contract: a manager is confined to one thread; separate managers run in parallel.
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                long seed = t;
                results.add(pool.submit(() -> {
                    Random r = new Random(seed);
                    Api streams = algo.defaultManager();
                    for (int n = 0; n < 20; n++) {
                        byte[] m = new byte[r.nextInt(20_000)];
                        r.nextBytes(m);
                        Object s = streams.open();
                        for (int at = 0; at < m.length; at += 777) {
                            streams.update(s, m, at, Math.min(777, m.length - at));
                        }
                        assertArrayEquals(algo.digest(m), streams.finish(s));
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

    @ParameterizedTest
    @EnumSource(Algo.class)
    void streamsLongerThanTwoToThe32Bits(Algo algo) throws Exception {
        assumeTrue(Boolean.parseBoolean(System.getProperty("hashlanes.bigTests", "false")),
                "big test: set -Dhashlanes.bigTests=true (CI does)");
        // 8,200 x 64 KiB = 537 MB > 2^32 bits, from one reused buffer: no big allocation.
        byte[] chunk = new byte[64 * 1024];
        new Random(32).nextBytes(chunk);
        int rounds = 8200;
        // The 64-bit length lives in StreamManager and BlockPadding, not in the engines: the staged
        // (lanes) path on the scalar midstate engine is enough; the engines are compared above.
        int count = 2;
        Api streams = algo.manager(algo.anyEngine());
        List<Object> open = new ArrayList<>();
        List<MessageDigest> oracle = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Object s = streams.open();
            byte[] head = new byte[i * 13]; // different offsets: tails and lanes diverge
            streams.update(s, head);
            MessageDigest md = algo.oracle();
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
            assertTrue(streams.length(open.get(i)) * 8 > (1L << 32));
            assertArrayEquals(oracle.get(i).digest(), streams.finish(open.get(i)), "stream " + i);
        }
    }
}
