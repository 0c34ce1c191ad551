package org.hashlanes;

import static org.hashlanes.TestSupport.hex;
import static org.hashlanes.TestSupport.oracle;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.Test;

/**
 * SHA-1DC through every detecting engine (scalar, and the lanes at every lane count this CPU
 * runs) and the public API: ordinary messages get plain SHA-1 and no flag; SHAttered's 320
 * colliding bytes (test resources) and, with {@code -Dhashlanes.vectors}, the whole collision files
 * are flagged with sha1dc's safe hash at every lane position, among messages of other lengths
 * and buffer kinds, and the flag belongs to that message only.
 */
class Sha1DcTest {
    /** Published sha1dc outputs (see ScalarSha1DcTest): file, digest, flagged. */
    private static final String[][] COLLISIONS = {
        {"shattered-1.pdf", "16e96b70000dd1e7c85b8368ee197754400e58ec", "true"},
        {"shattered-2.pdf", "e1761773e6a35916d99f891b77663e6405313587", "true"},
        {"sha-mbles-1.bin", "4f3d9be4a472c4dae83c6314aa6c36a064c1fd14", "true"},
        {"sha-mbles-2.bin", "9ed5d77a4f48be1dbf3e9e15650733eb850897f2", "true"},
        {"sha1_reducedsha_coll.bin", "a56374e1cf4c3746499bc7c0acb39498ad2ee185", "false"},
    };

    static List<Engine> engines() {
        List<Engine> all = new ArrayList<>();
        all.add(EngineFamily.SHA1DC.scalar());
        if (EngineSelection.vectorUnavailableReason() == null) {
            for (int lanes : EngineSelection.vectorLaneCounts()) {
                all.add(EngineFamily.SHA1DC.vector(lanes));
            }
        }
        return all;
    }

    /** The shared vectors' directory, absolute (a relative one is also tried from the parent), or null when {@code hashlanes.vectors} names none. */
    static Path vectors() {
        String prop = System.getProperty("hashlanes.vectors", "").trim();
        if (prop.isEmpty()) {
            return null;
        }
        Path p = Path.of(prop);
        if (!Files.isDirectory(p) && !p.isAbsolute()) {
            p = Path.of("").toAbsolutePath().getParent().resolve(prop);
        }
        return Files.isDirectory(p) ? p.toAbsolutePath() : null;
    }

    private static Path collisions() {
        Path p = vectors();
        assumeTrue(p != null, "hashlanes.vectors is not set or not a directory: skipping the collision files");
        return p.resolve("collisions");
    }

    private static void hashAll(Engine e, List<ByteBuffer> buffers, byte[] out, boolean[] flags) {
        e.hashInto(buffers.iterator(), buffers.size(), DigestSink.of(out, 0, flags, 0));
    }

    /** Random batches of every buffer kind: plain SHA-1, no flag (about 5% of blocks are candidates). */
    @Test
    void ordinaryMessagesAreNeverFlagged() {
        Random random = new Random(14);
        for (Engine e : engines()) {
            int blocks = 0;
            for (int batch = 0; batch < 60; batch++) {
                int n = 1 + random.nextInt(40);
                List<byte[]> messages = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    byte[] m = new byte[random.nextInt(random.nextBoolean() ? 200 : 5000)];
                    random.nextBytes(m);
                    messages.add(m);
                    blocks += m.length / 64 + 1;
                }
                Kind kind = Kind.values()[batch % Kind.values().length];
                byte[] out = new byte[20 * n];
                boolean[] flags = new boolean[n];
                hashAll(e, kind.wrapAll(messages), out, flags);
                for (int i = 0; i < n; i++) {
                    assertFalse(flags[i], e + " " + kind + " message " + i);
                    assertEquals(hex(oracle(messages.get(i))), hex(out, 20 * i, 20), e + " " + kind + " message " + i);
                }
            }
            assertTrue(blocks > 10_000, "blocks hashed: " + blocks);
        }
    }

    /**
     * SHAttered's 320 colliding bytes (test resources: no {@code -Dhashlanes.vectors} needed) at
     * every lane position of a batch of lanes + 3 ordinary messages, in every buffer kind, and
     * after long messages in the same lanes and before short ones: flagged with the reference's
     * safe hash, every other message plain SHA-1 and unflagged. In the lanes the attack block is
     * a candidate the kernel queues ({@code drainCandidates}) and the scheduler hashes again
     * with the scalar detecting function ({@code hashAgain}).
     */
    @Test
    void shatteredPrefixesAreFlaggedAtEveryLanePosition() {
        Random random = new Random(320);
        for (Engine e : engines()) {
            int lanes = lanes(e);
            for (int n = 1; n <= 2; n++) {
                byte[] prefix = TestSupport.shatteredPrefix(n);
                String safe = TestSupport.shatteredPrefixSha1dc(n);
                for (int at = 0; at < lanes + 3; at++) {
                    Kind kind = Kind.values()[(at + n) % Kind.values().length];
                    check(e, kind, among(random, lanes + 3, at, prefix), at, safe, true, "shattered-" + n + ".bin at " + at);
                }
                check(e, Kind.DIRECT_POSITIONED, afterLongMessages(lanes, prefix), lanes, safe, true,
                        "shattered-" + n + ".bin after long messages");
            }
        }
    }

    /**
     * Each collision file at the first and last lane position of a batch of lanes + 3 messages
     * of other lengths, in several buffer kinds; the attack part of each (SHAttered's first 320
     * bytes, all of SHA-mbles) at every lane position; and each after long messages in the same
     * lanes and before ordinary ones (the flag is per message and is not carried to the lane's
     * next). The attack parts' expected results come from the scalar engine, which the full
     * files tie to the published values.
     */
    @Test
    void collisionFilesAreFlaggedAtEveryLanePosition() throws Exception {
        Path dir = collisions();
        Random random = new Random(5);
        for (Engine e : engines()) {
            int lanes = lanes(e);
            for (String[] c : COLLISIONS) {
                byte[] file = Files.readAllBytes(dir.resolve(c[0]));
                boolean flagged = Boolean.parseBoolean(c[2]);
                byte[] part = file.length > 1000 ? Arrays.copyOf(file, 320) : file; // SHAttered: the attack ends at 320
                byte[] partDigest = new byte[20];
                boolean[] partFlag = new boolean[1];
                EngineFamily.SHA1DC.scalar().hashInto(List.of(ByteBuffer.wrap(part)).iterator(), 1, DigestSink.of(partDigest, 0, partFlag, 0));
                assertEquals(flagged, partFlag[0], c[0] + " first 320 bytes");
                for (int at = 0; at < lanes + 3; at++) {
                    boolean whole = at == 0 || at == lanes + 2;
                    Kind kind = new Kind[] {Kind.HEAP, Kind.HEAP_SLICE, Kind.DIRECT_POSITIONED, Kind.READ_ONLY_HEAP}[at % 4];
                    check(e, kind, among(random, lanes + 3, at, whole ? file : part), at, whole ? c[1] : hex(partDigest),
                            flagged, c[0] + " at " + at);
                }
                check(e, Kind.HEAP, afterLongMessages(lanes, part), lanes, hex(partDigest), flagged,
                        c[0] + " after long messages");
            }
        }
    }

    /** The lane count of a detecting engine: its description's for the lanes, 1 for the scalar engine. */
    private static int lanes(Engine e) {
        return e.description().startsWith("vector") ? Integer.parseInt(e.description().split(" ")[1]) : 1;
    }

    /** {@code n} random messages of up to 3,000 bytes, {@code message} at {@code at}. */
    private static List<byte[]> among(Random random, int n, int at, byte[] message) {
        List<byte[]> messages = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byte[] m = new byte[random.nextInt(3000)];
            random.nextBytes(m);
            messages.add(i != at ? m : message);
        }
        return messages;
    }

    /**
     * A message for every lane longer than {@code message}, then it (at index {@code lanes}), then
     * twice as many short ones: it meets lanes that carry on, and its lane moves on to another.
     */
    private static List<byte[]> afterLongMessages(int lanes, byte[] message) {
        List<byte[]> messages = new ArrayList<>();
        for (int i = 0; i < lanes; i++) {
            messages.add(TestSupport.pattern(20_000 + 64 * i, i));
        }
        messages.add(message);
        for (int i = 0; i < 2 * lanes; i++) {
            messages.add(TestSupport.pattern(100 + 64 * i, i));
        }
        return messages;
    }

    private static void check(Engine e, Kind kind, List<byte[]> messages, int at, String digest,
            boolean flagged, String what) {
        byte[] out = new byte[20 * messages.size()];
        boolean[] flags = new boolean[messages.size()];
        hashAll(e, kind.wrapAll(messages), out, flags);
        for (int i = 0; i < messages.size(); i++) {
            if (i == at) {
                assertEquals(digest, hex(out, 20 * i, 20), e + " " + kind + " " + what);
                assertEquals(flagged, flags[i], e + " " + kind + " " + what + ": flag");
            } else {
                assertFalse(flags[i], e + " " + kind + " " + what + ": message " + i + " flagged");
                assertEquals(hex(oracle(messages.get(i))), hex(out, 20 * i, 20), e + " " + what + ": message " + i);
            }
        }
    }

    /** The public API on SHAttered's 320 colliding bytes (test resources): batches, {@code hashInto}, one message, {@code Sha1Dc}. */
    @Test
    void publicApi() throws Exception {
        byte[] prefix = TestSupport.shatteredPrefix(1);
        String safe = TestSupport.shatteredPrefixSha1dc(1);
        byte[] plain = "abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        List<ByteBuffer> batch = List.of(ByteBuffer.wrap(plain), ByteBuffer.wrap(prefix), ByteBuffer.allocate(0));

        List<Sha1DcResult> results = Sha1DcBatch.hash(batch);
        assertEquals("a9993e364706816aba3e25717850c26c9cd0d89d", results.get(0).digest().toHex());
        assertFalse(results.get(0).collisionDetected());
        assertEquals(safe + " (collision detected)", results.get(1).toString());
        assertTrue(results.get(1).collisionDetected());
        assertFalse(results.get(2).collisionDetected());

        byte[] out = new byte[3 * 20 + 1];
        boolean[] flags = new boolean[5];
        assertEquals(1, Sha1DcBatch.hashInto(batch, out, 1, flags, 2));
        assertArrayEquals(new boolean[] {false, false, false, true, false}, flags);
        assertEquals(results.get(1).digest(), Sha1Digest.fromBytes(out, 21));

        assertEquals(results.get(1), Sha1DcBatch.hash(prefix));
        assertEquals(results.get(1), Sha1DcBatch.hash(Kind.DIRECT_POSITIONED.wrap(prefix)));
        assertEquals(results.get(0), Sha1DcBatch.hash(ByteBuffer.wrap(plain)));

        Sha1Dc md = new Sha1Dc();
        md.update(prefix, 0, 200); // inside the first attack block
        Sha1Dc copy = md.clone();
        md.update(prefix, 200, prefix.length - 200);
        assertEquals(safe, hex(md.digest()));
        assertTrue(md.collisionDetected());
        assertEquals("a9993e364706816aba3e25717850c26c9cd0d89d", hex(md.digest(plain)));
        assertFalse(md.collisionDetected());
        copy.update(ByteBuffer.wrap(prefix, 200, prefix.length - 200));
        assertEquals(safe, hex(copy.digest()));
        assertTrue(copy.collisionDetected());
        // Plain SHA-1 stays plain: the colliding digest of both prefixes.
        assertEquals(hex(oracle(prefix)), Sha1Batch.hash(prefix).toHex());
        assertEquals(hex(oracle(TestSupport.shatteredPrefix(2))), Sha1Batch.hash(prefix).toHex());
    }

    /** The public API on the whole PDF ({@code -Dhashlanes.vectors}): the published safe hash. */
    @Test
    void publicApiOnTheWholeFile() throws Exception {
        byte[] pdf = Files.readAllBytes(collisions().resolve("shattered-1.pdf"));
        assertEquals("16e96b70000dd1e7c85b8368ee197754400e58ec (collision detected)", Sha1DcBatch.hash(pdf).toString());
        Sha1Dc md = new Sha1Dc();
        md.update(pdf, 0, 1000);
        Sha1Dc copy = md.clone();
        md.update(pdf, 1000, pdf.length - 1000);
        assertEquals("16e96b70000dd1e7c85b8368ee197754400e58ec", hex(md.digest()));
        assertTrue(md.collisionDetected());
        copy.update(pdf, 1000, pdf.length - 1000);
        assertEquals("16e96b70000dd1e7c85b8368ee197754400e58ec", hex(copy.digest()));
        assertEquals("38762cf7f55934b34d179ae6a4c80cadccbb7f0a", Sha1Batch.hash(pdf).toHex());
    }

    @Test
    void badArgumentsChangeNothing() {
        List<ByteBuffer> batch = Arrays.asList(ByteBuffer.allocate(3), null);
        byte[] out = new byte[40];
        boolean[] flags = new boolean[2];
        NullPointerException npe = assertThrows(NullPointerException.class,
                () -> Sha1DcBatch.hashInto(batch, out, 0, flags, 0));
        assertEquals("messages[1] is null", npe.getMessage());
        List<ByteBuffer> two = List.of(ByteBuffer.allocate(3), ByteBuffer.allocate(4));
        assertThrows(IndexOutOfBoundsException.class, () -> Sha1DcBatch.hashInto(two, out, 0, new boolean[1], 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Sha1DcBatch.hashInto(two, out, 0, flags, -1));
        assertThrows(IndexOutOfBoundsException.class, () -> Sha1DcBatch.hashInto(two, out, 1, flags, 0));
        assertThrows(NullPointerException.class, () -> Sha1DcBatch.hashInto(two, out, 0, null, 0));
        assertArrayEquals(new byte[40], out);
        assertThrows(NullPointerException.class, () -> Sha1DcBatch.hash((ByteBuffer) null));
    }
}
