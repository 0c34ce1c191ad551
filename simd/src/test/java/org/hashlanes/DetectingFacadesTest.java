package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The facade methods that parity with the other algorithms added: {@code Sha256Batch.hash} of a
 * range, {@code Sha1DcBatch.hash} of a range and {@code hashArrays}, {@link Sha1DcStreams} and
 * {@link Sha1DcFiles}. Oracles: {@code MessageDigest} for messages without an attack, the scalar
 * detecting engine and {@link Sha1DcBatch} for the flags, and with {@code -Dhashlanes.vectors=DIR}
 * the published SHAttered results.
 */
class DetectingFacadesTest {
    private static final String SHATTERED_1_SAFE = "16e96b70000dd1e7c85b8368ee197754400e58ec";

    private static byte[] md(String algorithm, byte[] m) throws Exception {
        return MessageDigest.getInstance(algorithm).digest(m);
    }

    private static byte[] random(SplittableRandom r, int n) {
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }

    /** The scalar detecting engine's result for {@code m}: the oracle of every SHA-1DC facade. */
    private static Sha1DcResult scalar(byte[] m) {
        byte[] out = new byte[20];
        boolean[] flag = new boolean[1];
        EngineFamily.SHA1DC.scalar().hashInto(List.of(ByteBuffer.wrap(m)).iterator(), 1, DigestSink.of(out, 0, flag, 0));
        return Sha1DcResult.of(Sha1Digest.fromBytes(out), flag[0]);
    }

    @Test
    void rangesOfArraysHashAsTheirCopiesDoAndStayUntouched() throws Exception {
        SplittableRandom r = new SplittableRandom(32);
        for (int n : new int[] {0, 1, 55, 56, 64, 119, 1000, 70_000}) {
            byte[] m = random(r, n + 10);
            byte[] before = m.clone();
            int offset = r.nextInt(11);
            byte[] range = Arrays.copyOfRange(m, offset, offset + n);
            assertArrayEquals(md("SHA-256", range), Sha256Batch.hash(m, offset, n).toByteArray(), "SHA-256, " + n);
            Sha1DcResult dc = Sha1DcBatch.hash(m, offset, n);
            assertArrayEquals(md("SHA-1", range), dc.digest().toByteArray(), "SHA-1DC, " + n);
            assertFalse(dc.collisionDetected());
            assertEquals(scalar(range), dc);
            assertArrayEquals(before, m, "the array was written");
        }
    }

    @Test
    void badRangesAreRejectedNamingTheArgument() {
        byte[] m = new byte[10];
        int[][] bad = {{-1, 1}, {0, -1}, {5, 6}, {11, 0}, {Integer.MAX_VALUE, 1}};
        for (int[] b : bad) {
            assertThrows(IndexOutOfBoundsException.class, () -> Sha256Batch.hash(m, b[0], b[1]), Arrays.toString(b));
            IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> Sha1DcBatch.hash(m, b[0], b[1]));
            assertTrue(e.getMessage().contains("message"), e.getMessage());
        }
        assertEquals("message", assertThrows(NullPointerException.class, () -> Sha256Batch.hash(null, 0, 0)).getMessage());
        assertEquals("message", assertThrows(NullPointerException.class, () -> Sha1DcBatch.hash(null, 0, 0)).getMessage());
    }

    @Test
    void sha1DcArraysMatchTheBatchAndTheScalarEngine() throws Exception {
        SplittableRandom r = new SplittableRandom(7);
        List<byte[]> arrays = new ArrayList<>();
        List<ByteBuffer> buffers = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            byte[] m = random(r, r.nextInt(3000));
            arrays.add(m);
            buffers.add(ByteBuffer.wrap(m));
        }
        List<Sha1DcResult> results = Sha1DcBatch.hashArrays(arrays);
        assertEquals(Sha1DcBatch.hash(buffers), results);
        for (int i = 0; i < arrays.size(); i++) {
            assertEquals(scalar(arrays.get(i)), results.get(i), "message " + i);
            assertArrayEquals(md("SHA-1", arrays.get(i)), results.get(i).digest().toByteArray());
        }
        assertEquals("messages", assertThrows(NullPointerException.class, () -> Sha1DcBatch.hashArrays(null)).getMessage());
        List<byte[]> withNull = Arrays.asList(new byte[1], new byte[2], null);
        assertEquals("messages[2] is null",
                assertThrows(NullPointerException.class, () -> Sha1DcBatch.hashArrays(withNull)).getMessage());
    }

    @Test
    void sha1DcStreamsGiveEachStreamTheBatchsResult() throws Exception {
        SplittableRandom r = new SplittableRandom(11);
        Sha1DcStreams streams = new Sha1DcStreams();
        int n = 40;
        byte[][] messages = new byte[n][];
        Sha1DcStreams.Stream[] open = new Sha1DcStreams.Stream[n];
        for (int i = 0; i < n; i++) {
            messages[i] = random(r, r.nextInt(20_000));
            open[i] = streams.open();
        }
        int[] fed = new int[n];
        boolean more = true;
        while (more) { // interleaved pieces of every kind: heap, direct, arrays, ranges, submitted
            more = false;
            for (int i = 0; i < n; i++) {
                int left = messages[i].length - fed[i];
                if (left == 0) {
                    continue;
                }
                more = true;
                int take = Math.min(left, 1 + r.nextInt(5000));
                byte[] piece = Arrays.copyOfRange(messages[i], fed[i], fed[i] + take);
                switch (r.nextInt(5)) {
                    case 0:
                        ByteBuffer heap = ByteBuffer.allocate(take + 6).position(3);
                        heap.put(piece).flip().position(3).mark();
                        streams.update(open[i], heap);
                        assertEquals(3, heap.position());
                        assertEquals(take + 3, heap.limit());
                        assertSame(heap, heap.reset());
                        break;
                    case 1:
                        ByteBuffer direct = ByteBuffer.allocateDirect(take).put(piece).flip();
                        streams.update(open[i], direct);
                        assertEquals(0, direct.position());
                        break;
                    case 2:
                        streams.update(open[i], piece);
                        break;
                    case 3:
                        byte[] wide = new byte[take + 4];
                        System.arraycopy(piece, 0, wide, 2, take);
                        streams.update(open[i], wide, 2, take);
                        break;
                    default:
                        if (open[i].isHolding()) {
                            streams.flush();
                        }
                        ByteBuffer held = ByteBuffer.wrap(piece);
                        streams.submit(open[i], held);
                        assertEquals(0, held.position());
                }
                fed[i] += take;
            }
        }
        streams.flush();
        while (streams.poll() != null) {
            // released submits
        }
        for (int i = 0; i < n; i++) {
            Sha1DcResult expected = Sha1DcBatch.hash(messages[i]);
            assertEquals(scalar(messages[i]), expected);
            if (i % 2 == 0) {
                assertEquals(expected, streams.finish(open[i]), "stream " + i);
            } else {
                streams.finishLater(open[i]);
            }
            assertArrayEquals(md("SHA-1", messages[i]), expected.digest().toByteArray());
        }
        streams.flush();
        int polled = 0;
        for (Sha1DcStreams.Stream s; (s = streams.poll()) != null; polled++) {
            int i = Arrays.asList(open).indexOf(s);
            assertEquals(1, i % 2, "only finishLater streams come back");
            assertEquals(Sha1DcBatch.hash(messages[i]), s.digest());
            assertEquals(messages[i].length, s.length());
        }
        assertEquals(n / 2, polled);
        Sha1DcStreams.Stream empty = streams.open();
        assertNull(empty.digest());
        assertEquals(Sha1DcBatch.hash(new byte[0]), streams.finish(empty));
    }

    @Test
    void sha1DcStreamsRejectMisuseBeforeAnythingChanges() {
        Sha1DcStreams streams = new Sha1DcStreams();
        Sha1DcStreams.Stream s = streams.open();
        assertEquals("stream", assertThrows(NullPointerException.class, () -> streams.update(null, new byte[1])).getMessage());
        assertEquals("piece", assertThrows(NullPointerException.class, () -> streams.update(s, (ByteBuffer) null)).getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> streams.update(s, new byte[4], 3, 2));
        assertThrows(IllegalArgumentException.class, () -> new Sha1DcStreams().update(s, new byte[1]));
        assertEquals(0, s.length());
        streams.update(s, "abc".getBytes(StandardCharsets.US_ASCII));
        assertEquals(Sha1DcBatch.hash("abc".getBytes(StandardCharsets.US_ASCII)), streams.finish(s));
        assertThrows(IllegalStateException.class, () -> streams.update(s, new byte[1]));
        assertThrows(IllegalStateException.class, () -> streams.finish(s));
    }

    @Test
    void sha1DcFilesMatchTheBatchForSmallLargeAndMissingFiles(@TempDir Path dir) throws Exception {
        SplittableRandom r = new SplittableRandom(3);
        List<Path> paths = new ArrayList<>();
        List<byte[]> contents = new ArrayList<>();
        for (int n : new int[] {0, 1, 64, 5000, 100_000, Sha1DcFiles.FILE_MAX + 1}) { // the last one is streamed
            byte[] m = random(r, n);
            Path p = dir.resolve("f" + n);
            Files.write(p, m);
            paths.add(p);
            contents.add(m);
        }
        paths.add(dir.resolve("missing"));
        List<Sha1DcFiles.Result> plain = new Sha1DcFiles().hash(paths);
        List<Sha1DcFiles.Result> blobs = Sha1DcFiles.gitBlobs().hash(paths);
        for (int i = 0; i < contents.size(); i++) {
            byte[] m = contents.get(i);
            assertTrue(plain.get(i).isOk(), plain.get(i).toString());
            assertEquals(Sha1DcBatch.hash(m), plain.get(i).digest());
            assertEquals(m.length, plain.get(i).size());
            byte[] header = ("blob " + m.length + "\0").getBytes(StandardCharsets.US_ASCII);
            byte[] blob = Arrays.copyOf(header, header.length + m.length);
            System.arraycopy(m, 0, blob, header.length, m.length);
            assertEquals(scalar(blob), blobs.get(i).digest(), "blob " + i);
            assertArrayEquals(md("SHA-1", blob), blobs.get(i).digest().digest().toByteArray());
            assertEquals(new Sha1Files().hash(List.of(paths.get(i))).get(0).digest(), plain.get(i).digest().digest());
        }
        Sha1DcFiles.Result missing = plain.get(paths.size() - 1);
        assertFalse(missing.isOk());
        assertNotNull(missing.error());
        assertEquals(-1, missing.size());
        assertEquals("paths", assertThrows(NullPointerException.class, () -> new Sha1DcFiles().hash(null)).getMessage());
        List<Path> withNull = Arrays.asList(paths.get(0), null);
        assertEquals("paths[1] is null",
                assertThrows(NullPointerException.class, () -> new Sha1DcFiles().hash(withNull)).getMessage());
    }

    /** SHAttered's 320 colliding bytes (committed test data): the flag per stream and per file, the others unflagged. */
    @Test
    void anAttackIsFlaggedForItsStreamAndFileOnly(@TempDir Path dir) throws IOException {
        attackIsFlaggedForItsStreamAndFileOnly(dir, TestSupport.shatteredPrefix(1), TestSupport.shatteredPrefixSha1dc(1));
    }

    /** The same on the whole SHAttered PDF, whose safe hash is published (needs {@code -Dhashlanes.vectors}). */
    @Test
    void anAttackIsFlaggedForItsStreamAndFileOnlyOnTheWholeFile(@TempDir Path dir) throws IOException {
        Path vectors = Sha1DcTest.vectors();
        assumeTrue(vectors != null, "hashlanes.vectors is not set or not a directory: skipping the collision files");
        byte[] pdf = Files.readAllBytes(vectors.resolve("collisions").resolve("shattered-1.pdf"));
        attackIsFlaggedForItsStreamAndFileOnly(dir, pdf, SHATTERED_1_SAFE);
    }

    /** {@code pdf} is flagged with the safe hash {@code safeHex} in a stream and as a file (batched and streamed). */
    private static void attackIsFlaggedForItsStreamAndFileOnly(Path dir, byte[] pdf, String safeHex) throws IOException {

        Sha1DcStreams streams = new Sha1DcStreams();
        Sha1DcStreams.Stream a = streams.open(), b = streams.open();
        for (int at = 0; at < pdf.length; at += 4096) {
            streams.update(a, ByteBuffer.wrap(pdf, at, Math.min(4096, pdf.length - at)));
            streams.update(b, "x".getBytes(StandardCharsets.US_ASCII));
        }
        Sha1DcResult ra = streams.finish(a), rb = streams.finish(b);
        assertTrue(ra.collisionDetected());
        assertEquals(safeHex, ra.digest().toHex());
        assertFalse(rb.collisionDetected());

        Path attack = Files.write(dir.resolve("shattered-1.pdf"), pdf);
        Path plain = Files.write(dir.resolve("plain"), "plain".getBytes(StandardCharsets.US_ASCII));
        Path large = dir.resolve("large"); // past FILE_MAX: streamed through Sha1Dc
        byte[] big = Arrays.copyOf(pdf, Sha1DcFiles.FILE_MAX + 1);
        Files.write(large, big);
        List<Sha1DcFiles.Result> results = new Sha1DcFiles().hash(List.of(plain, attack, large));
        assertFalse(results.get(0).digest().collisionDetected());
        assertTrue(results.get(1).digest().collisionDetected());
        assertEquals(safeHex, results.get(1).digest().digest().toHex());
        assertEquals(Sha1DcBatch.hash(big), results.get(2).digest());
        assertTrue(results.get(2).digest().collisionDetected());
    }
}
