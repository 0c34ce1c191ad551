package org.hashlanes.property;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.hashlanes.Sha1DcBatch;
import org.hashlanes.Sha1DcResult;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.property.harness.ForAll;
import org.hashlanes.property.harness.Property;
import org.hashlanes.scalar.ScalarSha1Dc;
import org.junit.jupiter.api.Test;

/**
 * The cross-engine properties with detection on: every detecting engine (scalar, the lanes at
 * each width this JVM runs, the planned engines on fixed cost models, the default) and
 * {@link Sha1DcBatch} give MessageDigest's SHA-1 and no flag on random batches of every buffer
 * kind, and give the scalar SHA-1DC oracle's digests and flags ({@link ScalarSha1Dc}, the
 * incremental hasher) on batches with SHAttered's 320 colliding bytes (test resources) and, with
 * {@code -Dhashlanes.vectors}, the whole SHAttered and SHA-mbles files mixed in at random lane
 * positions, offsets and buffer kinds.
 */
class Sha1DcPropertyTest extends BatchProperties {
    private static final HexFormat HEX = HexFormat.of();
    /** The shared vectors' attack files (flagged as they are) and the reduced-round sample (not flagged by default). */
    private static final List<String> COLLISION_FILES = List.of(
            "shattered-1.pdf", "shattered-2.pdf", "sha-mbles-1.bin", "sha-mbles-2.bin", "sha1_reducedsha_coll.bin");
    /** Random messages {@link #aHundredThousandRandomMessagesAreNeverFlagged} hashes; 10x with big tests. */
    private static final int RANDOM_MESSAGES = 100_000;

    /** Every detecting engine this JVM runs, the planned ones on fixed models, and the default. */
    static List<Engine> engines() {
        List<Engine> all = new ArrayList<>(EngineFamily.SHA1DC.all());
        all.addAll(EngineFamily.SHA1DC.plannedForTests());
        all.add(EngineFamily.SHA1DC.batchDefault());
        List<Engine> detecting = new ArrayList<>();
        for (Engine e : all) {
            assertTrue(e.detects(), e.description());
            detecting.add(e);
        }
        return detecting;
    }

    /** Fewer tries than the plain properties: {@link #aHundredThousandRandomMessagesAreNeverFlagged} brings the volume. */
    @Property(tries = 50)
    void everyDetectingEngineEqualsMessageDigestAndFlagsNothing(@ForAll("batches") Batch batch,
            @ForAll("offsets") int offset) throws Exception {
        Expected want = plain(batch.bytes);
        for (Engine engine : engines()) {
            check(engine, batch.buffers, want, offset);
        }
        checkFacade(batch.buffers, want, offset);
    }

    /**
     * {@value #RANDOM_MESSAGES} random messages (10x with {@code hashlanes.bigTests}) of every
     * buffer kind, 0 to 512 bytes, padding edges often, in batches of 1 to 300, each batch through
     * the next detecting engine in turn (so every engine meets thousands; all of them on every
     * batch took minutes, with the lanes of three widths in one JVM): none flagged, every digest
     * MessageDigest's.
     */
    @Test
    void aHundredThousandRandomMessagesAreNeverFlagged() throws Exception {
        boolean big = Boolean.parseBoolean(System.getProperty("hashlanes.bigTests", "false"));
        int total = big ? 10 * RANDOM_MESSAGES : RANDOM_MESSAGES;
        Random random = new Random(0xdc14L);
        List<Engine> engines = engines();
        BufferKind[] kinds = BufferKind.values();
        int edges = Sha1Arbitraries.PADDING_EDGES.length;
        int batches = 0;
        for (int done = 0; done < total; ) {
            int n = Math.min(total - done, 1 + random.nextInt(300));
            List<byte[]> bytes = new ArrayList<>(n);
            List<ByteBuffer> buffers = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                int length = random.nextInt(3) == 0 ? Sha1Arbitraries.PADDING_EDGES[random.nextInt(edges)]
                        : random.nextInt(513);
                byte[] m = new byte[length];
                random.nextBytes(m);
                bytes.add(m);
                buffers.add(kinds[random.nextInt(kinds.length)].wrap(m));
            }
            check(engines.get(batches++ % engines.size()), buffers, plain(bytes), random.nextInt(3));
            done += n;
        }
    }

    /**
     * Random batches with 1 to 4 collision files put in at random places and in random buffer
     * kinds, whole, with random bytes after (still flagged: the attack blocks come first), or
     * after a prefix of random whole blocks (the attack then meets another chaining value):
     * every engine gives the oracle's digests and flags.
     */
    @Property(tries = 25)
    void collisionBlocksAtRandomPositionsGiveTheOraclesDigestsAndFlags(@ForAll("batches") Batch batch,
            @ForAll("seeds") long seed, @ForAll("offsets") int offset) {
        List<byte[]> files = collisionFiles();
        Random random = new Random(seed);
        List<byte[]> bytes = new ArrayList<>(batch.bytes);
        List<ByteBuffer> buffers = new ArrayList<>(batch.buffers);
        int attacks = 1 + random.nextInt(4);
        for (int k = 0; k < attacks; k++) {
            byte[] file = files.get(random.nextInt(files.size()));
            byte[] m;
            switch (random.nextInt(3)) {
                case 0: m = file; break;
                case 1: m = concat(file, randomBytes(random, random.nextInt(300))); break;
                default: m = concat(randomBytes(random, 64 * (1 + random.nextInt(40))), file); break;
            }
            int at = random.nextInt(bytes.size() + 1);
            bytes.add(at, m);
            buffers.add(at, BufferKind.values()[random.nextInt(BufferKind.values().length)].wrap(m));
        }
        Expected want = oracle(bytes);
        for (Engine engine : engines()) {
            check(engine, buffers, want, offset);
        }
        checkFacade(buffers, want, offset);
    }

    /** Digests and flags of a batch, and a description for messages. */
    private static final class Expected {
        final byte[] digests;
        final boolean[] flags;

        Expected(int n) {
            digests = new byte[20 * n];
            flags = new boolean[n];
        }
    }

    /** MessageDigest's SHA-1 and no flags: what a batch without attacks must give. */
    private static Expected plain(List<byte[]> bytes) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-1");
        Expected e = new Expected(bytes.size());
        for (int i = 0; i < bytes.size(); i++) {
            System.arraycopy(md.digest(bytes.get(i)), 0, e.digests, 20 * i, 20);
        }
        return e;
    }

    /** The scalar SHA-1DC oracle, message by message. */
    private static Expected oracle(List<byte[]> bytes) {
        ScalarSha1Dc h = new ScalarSha1Dc();
        Expected e = new Expected(bytes.size());
        for (int i = 0; i < bytes.size(); i++) {
            h.update(bytes.get(i), 0, bytes.get(i).length);
            e.flags[i] = h.digestInto(e.digests, 20 * i);
        }
        return e;
    }

    /** {@code engine}'s digests at {@code offset} and flags at {@code offset + 1}: as expected, nothing written outside. */
    private static void check(Engine engine, List<ByteBuffer> buffers, Expected want, int offset) {
        int n = buffers.size();
        byte[] out = new byte[offset + 20 * n + 3];
        Arrays.fill(out, (byte) 0x7E);
        boolean[] flags = new boolean[offset + 1 + n + 2];
        Arrays.fill(flags, true);
        engine.hashInto(buffers.iterator(), n, DigestSink.of(out, offset, flags, offset + 1));
        String what = engine.description();
        assertEquals(HEX.formatHex(want.digests), HEX.formatHex(out, offset, offset + 20 * n), what);
        assertArrayEquals(want.flags, Arrays.copyOfRange(flags, offset + 1, offset + 1 + n), what + " flags");
        for (int i = 0; i < out.length; i++) {
            if (i < offset || i >= offset + 20 * n) {
                assertEquals((byte) 0x7E, out[i], what + " wrote outside its digests at " + i);
            }
        }
        for (int i = 0; i < flags.length; i++) {
            if (i <= offset || i > offset + n) {
                assertTrue(flags[i], what + " wrote outside its flags at " + i);
            }
        }
    }

    /** The public API: {@code hash(List)}, {@code hashInto} and the one-message {@code hash}. */
    private static void checkFacade(List<ByteBuffer> buffers, Expected want, int offset) {
        int n = buffers.size();
        List<Sha1DcResult> results = Sha1DcBatch.hash(buffers);
        byte[] out = new byte[offset + 20 * n];
        boolean[] flags = new boolean[n];
        int flagged = Sha1DcBatch.hashInto(buffers, out, offset, flags, 0);
        int wantFlagged = 0;
        for (int i = 0; i < n; i++) {
            String digest = HEX.formatHex(want.digests, 20 * i, 20 * i + 20);
            assertEquals(digest, results.get(i).digest().toString(), "Sha1DcBatch.hash, message " + i);
            assertEquals(want.flags[i], results.get(i).collisionDetected(), "Sha1DcBatch.hash flag, message " + i);
            assertEquals(digest, HEX.formatHex(out, offset + 20 * i, offset + 20 * i + 20), "hashInto, message " + i);
            assertEquals(want.flags[i], flags[i], "hashInto flag, message " + i);
            Sha1DcResult one = Sha1DcBatch.hash(buffers.get(i));
            assertEquals(digest, one.digest().toString(), "hash(ByteBuffer), message " + i);
            assertEquals(want.flags[i], one.collisionDetected(), "hash(ByteBuffer) flag, message " + i);
            wantFlagged += want.flags[i] ? 1 : 0;
        }
        assertEquals(wantFlagged, flagged, "hashInto's count of flagged messages");
    }

    /**
     * SHAttered's 320 colliding bytes (the test resources, src/test-data/shattered-320) and, where
     * {@code hashlanes.vectors} names the shared test vectors, the whole collision files.
     */
    private static List<byte[]> collisionFiles() {
        List<byte[]> files = new ArrayList<>();
        try {
            for (int n = 1; n <= 2; n++) {
                try (InputStream in = Sha1DcPropertyTest.class.getResourceAsStream("/shattered-320/shattered-" + n + ".bin")) {
                    assertNotNull(in, "test resource shattered-320/shattered-" + n + ".bin (src/test-data)");
                    files.add(in.readAllBytes());
                }
            }
            String prop = System.getProperty("hashlanes.vectors", "").trim();
            Path dir = Path.of(prop);
            if (!prop.isEmpty() && !Files.isDirectory(dir) && !dir.isAbsolute()) {
                dir = Path.of("").toAbsolutePath().getParent().resolve(prop);
            }
            if (!prop.isEmpty() && Files.isDirectory(dir)) {
                for (String name : COLLISION_FILES) {
                    files.add(Files.readAllBytes(dir.resolve("collisions").resolve(name)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    private static byte[] randomBytes(Random random, int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
