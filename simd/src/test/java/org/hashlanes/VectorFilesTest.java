package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Published test vectors read from the directory named by the system property
 * {@code hashlanes.vectors} (CI passes {@code ../shared/vectors}): NIST CAVP SHA-1 ShortMsg,
 * LongMsg and Monte Carlo, the known-answer tables (RFC 3174, NESSIE set 1, Go's golden table,
 * di-mgt), and the SHAttered and SHA-mbles collision pairs. Skipped, with a notice, when the
 * property is unset or the directory is missing.
 */
class VectorFilesTest {
    private static Path dir;
    private static String skipReason;

    @BeforeAll
    static void findVectors() {
        String prop = System.getProperty("hashlanes.vectors", "").trim();
        if (prop.isEmpty()) {
            skipReason = "hashlanes.vectors is not set: skipping the NIST CAVP, known-answer and collision "
                    + "vector files (pass -Dhashlanes.vectors=<dir> to run them)";
        } else {
            dir = resolve(prop);
            if (dir == null) {
                skipReason = "hashlanes.vectors=" + prop + " is not a directory (seen from "
                        + Path.of("").toAbsolutePath() + " or its parent): skipping the vector files";
            }
        }
        if (skipReason != null) {
            System.out.println("NOTICE VectorFilesTest: " + skipReason);
        }
    }

    /**
     * A relative path is tried against the working directory and then its parent: surefire runs
     * in the module's directory, while a path given on the command line is usually meant from
     * the root of the build, one level up.
     */
    private static Path resolve(String prop) {
        Path p = Path.of(prop);
        if (Files.isDirectory(p)) {
            return p;
        }
        Path parent = Path.of("").toAbsolutePath().getParent();
        if (!p.isAbsolute() && parent != null && Files.isDirectory(parent.resolve(p))) {
            return parent.resolve(p);
        }
        return null;
    }

    /** Each test skips on its own, so that the report shows every skipped test with the reason. */
    @BeforeEach
    void requireVectors() {
        assumeTrue(skipReason == null, skipReason);
    }

    /** One vector: a message and its published digest. */
    private static final class Vector {
        final String id;
        final ByteBuffer message; // read-only view, position 0
        final String sha1;

        Vector(String id, ByteBuffer message, String sha1) {
            this.id = id;
            this.message = message;
            this.sha1 = sha1;
        }
    }

    /** Reads a CAVS .rsp file ({@code Len} in bits; {@code Len = 0} is written {@code Msg = 00}). */
    private static List<Vector> readRsp(String name) throws IOException {
        List<String> lines = Files.readAllLines(dir.resolve("nist-cavp-shabytetestvectors").resolve(name),
                StandardCharsets.US_ASCII);
        List<Vector> out = new ArrayList<>();
        int len = -1;
        String msg = null;
        for (String raw : lines) {
            String line = raw.strip(); // CRLF
            if (line.startsWith("Len = ")) {
                len = Integer.parseInt(line.substring(6));
            } else if (line.startsWith("Msg = ")) {
                msg = line.substring(6);
            } else if (line.startsWith("MD = ")) {
                assertEquals(0, len % 8, name + ": byte-oriented lengths only");
                byte[] all = TestSupport.HEX.parseHex(msg);
                byte[] m = java.util.Arrays.copyOf(all, len / 8); // Len = 0 has Msg = 00: hash no bytes
                out.add(new Vector(name + " Len=" + len, ByteBuffer.wrap(m).asReadOnlyBuffer(), line.substring(5)));
                len = -1;
                msg = null;
            }
        }
        return out;
    }

    /** Reads a known-answers table: {@code <id> <repeat> <pattern-hex or -> <sha1-hex>}, '#' comments. */
    private static List<Vector> readTable(String name, boolean includeBig) throws IOException {
        List<Vector> out = new ArrayList<>();
        for (String raw : Files.readAllLines(dir.resolve("known-answers").resolve(name), StandardCharsets.UTF_8)) {
            int hash = raw.indexOf('#');
            String line = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split("\\s+");
            assertEquals(4, f[0].isEmpty() ? 0 : f.length, name + ": " + raw);
            int repeat = Integer.parseInt(f[1]);
            byte[] pattern = f[2].equals("-") ? new byte[0] : TestSupport.HEX.parseHex(f[2]);
            long size = (long) repeat * pattern.length;
            ByteBuffer m;
            if (size > 64L << 20) {
                if (!includeBig) {
                    continue; // oneGibibyteVector's, when hashlanes.bigTests is true
                }
                // The 1 GiB di-mgt vector fits in an int; fill it a MiB at a time.
                m = ByteBuffer.allocateDirect((int) size);
                byte[] chunk = new byte[(1 << 20) / pattern.length * pattern.length];
                for (int i = 0; i < chunk.length; i += pattern.length) {
                    System.arraycopy(pattern, 0, chunk, i, pattern.length);
                }
                while (m.remaining() >= chunk.length) {
                    m.put(chunk);
                }
                while (m.hasRemaining()) {
                    m.put(pattern);
                }
                m.flip();
            } else {
                byte[] a = new byte[(int) size];
                for (int i = 0; i < repeat; i++) {
                    System.arraycopy(pattern, 0, a, i * pattern.length, pattern.length);
                }
                m = ByteBuffer.wrap(a);
            }
            out.add(new Vector(name + " " + f[0], m.asReadOnlyBuffer(), f[3]));
        }
        return out;
    }

    /** Every engine on the whole list in one call, then every public API. */
    private static void checkAll(List<Vector> vectors) {
        assertFalse(vectors.isEmpty(), "no vectors read");
        List<ByteBuffer> batch = new ArrayList<>();
        for (Vector v : vectors) {
            batch.add(v.message);
        }
        for (Engine engine : EngineFamily.SHA1.all()) {
            byte[] out = new byte[20 * batch.size()];
            engine.hashInto(batch.iterator(), batch.size(), out, 0);
            for (int i = 0; i < vectors.size(); i++) {
                assertEquals(vectors.get(i).sha1, TestSupport.hex(out, 20 * i, 20), engine.description() + " "
                        + vectors.get(i).id);
            }
        }
        List<Sha1Digest> digests = Sha1Batch.hash(batch);
        byte[] flat = new byte[20 * batch.size() + 1];
        Sha1Batch.hashInto(batch, flat, 1);
        for (int i = 0; i < vectors.size(); i++) {
            Vector v = vectors.get(i);
            assertEquals(v.sha1, digests.get(i).toHex(), "Sha1Batch.hash(List) " + v.id);
            assertEquals(v.sha1, TestSupport.hex(flat, 1 + 20 * i, 20), "Sha1Batch.hashInto " + v.id);
            assertEquals(v.sha1, Sha1Batch.hash(v.message).toHex(), "Sha1Batch.hash(ByteBuffer) " + v.id);
            if (v.message.remaining() < (1 << 24)) {
                byte[] a = new byte[v.message.remaining()];
                v.message.duplicate().get(a);
                assertEquals(v.sha1, Sha1Batch.hash(a).toHex(), "Sha1Batch.hash(byte[]) " + v.id);
                assertEquals(v.sha1, Sha1Batch.hash(Kind.DIRECT_SLICE.wrap(a)).toHex(), "direct slice " + v.id);
            }
        }
    }

    @Test
    void nistShortMsg() throws IOException {
        List<Vector> v = readRsp("SHA1ShortMsg.rsp");
        assertEquals(65, v.size());
        assertEquals(0, v.get(0).message.remaining(), "Len = 0 means the empty message, not the byte 00");
        checkAll(v);
    }

    @Test
    void nistLongMsg() throws IOException {
        List<Vector> v = readRsp("SHA1LongMsg.rsp");
        assertEquals(64, v.size());
        checkAll(v);
    }

    /**
     * SHAVS 6.4: for each of 100 checkpoints, MD0 = MD1 = MD2 = Seed, then 1000 times
     * M = MD(i-3) || MD(i-2) || MD(i-1), MDi = SHA1(M); the checkpoint is the last MD and the next seed.
     */
    @Test
    void nistMonteCarlo() throws IOException {
        String seed = null;
        List<String> checkpoints = new ArrayList<>();
        for (String raw : Files.readAllLines(dir.resolve("nist-cavp-shabytetestvectors").resolve("SHA1Monte.rsp"),
                StandardCharsets.US_ASCII)) {
            String line = raw.strip();
            if (line.startsWith("Seed = ")) {
                seed = line.substring(7);
            } else if (line.startsWith("MD = ")) {
                checkpoints.add(line.substring(5));
            }
        }
        assertEquals(100, checkpoints.size());
        for (Engine engine : EngineFamily.SHA1.all()) {
            monte(engine.description(), TestSupport.HEX.parseHex(seed), checkpoints, (m, out) ->
                    engine.hashInto(List.of(ByteBuffer.wrap(m)).iterator(), 1, out, 0));
        }
        monte("Sha1Batch.hash(byte[])", TestSupport.HEX.parseHex(seed), checkpoints,
                (m, out) -> Sha1Batch.hash(m).writeTo(out, 0));
        monte("Sha1Batch.hashInto", TestSupport.HEX.parseHex(seed), checkpoints,
                (m, out) -> Sha1Batch.hashInto(List.of(ByteBuffer.wrap(m)), out, 0));
    }

    private interface OneHash {
        void hash(byte[] message, byte[] out);
    }

    private static void monte(String who, byte[] seed, List<String> checkpoints, OneHash h) {
        byte[] m = new byte[60];
        byte[] md = new byte[20];
        for (int j = 0; j < 100; j++) {
            System.arraycopy(seed, 0, m, 0, 20);
            System.arraycopy(seed, 0, m, 20, 20);
            System.arraycopy(seed, 0, m, 40, 20);
            for (int i = 3; i < 1003; i++) {
                h.hash(m, md);
                System.arraycopy(m, 20, m, 0, 40); // slide: M = MD(i-2) || MD(i-1) || MDi
                System.arraycopy(md, 0, m, 40, 20);
            }
            assertEquals(checkpoints.get(j), TestSupport.hex(md), who + " Monte checkpoint " + j);
            seed = md.clone();
        }
    }

    @Test
    void knownAnswerTables() throws IOException {
        List<Vector> all = new ArrayList<>();
        List<Vector> rfc = readTable("rfc3174.txt", false);
        assertEquals(4, rfc.size());
        all.addAll(rfc);
        List<Vector> nessie = readTable("nessie-set1.txt", false);
        assertEquals(9, nessie.size());
        all.addAll(nessie);
        List<Vector> go = readTable("go-crypto-sha1-golden.txt", false);
        assertEquals(32, go.size());
        all.addAll(go);
        List<Vector> dimgt = readTable("di-mgt-sha1.txt", false);
        assertTrue(dimgt.size() >= 5);
        all.addAll(dimgt);
        checkAll(all);
    }

    /** di-mgt's 1 GiB vector (2^33 bits), built as a direct buffer: only with bigTests. */
    @Test
    void oneGibibyteVector() throws IOException {
        assumeTrue(BigMessageTest.bigTests(), "hashlanes.bigTests is not true: skipping the 1 GiB di-mgt vector");
        List<Vector> dimgt = readTable("di-mgt-sha1.txt", true);
        List<Vector> big = new ArrayList<>();
        for (Vector v : dimgt) {
            if (v.message.remaining() > 64 << 20) {
                big.add(v);
            }
        }
        assertEquals(1, big.size(), "the 1 GiB vector");
        assertEquals(1L << 30, big.get(0).message.remaining());
        checkAll(big);
    }

    private static byte[] read(String name) throws IOException {
        return Files.readAllBytes(dir.resolve("collisions").resolve(name));
    }

    private static void collidingPair(String a, String b, String sha1) throws Exception {
        byte[] x = read(a);
        byte[] y = read(b);
        assertFalse(java.util.Arrays.equals(x, y), "the pair differs");
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        assertNotEquals(TestSupport.hex(sha256.digest(x)), TestSupport.hex(sha256.digest(y)), "SHA-256 tells them apart");
        List<Vector> v = List.of(new Vector(a, ByteBuffer.wrap(x).asReadOnlyBuffer(), sha1),
                new Vector(b, ByteBuffer.wrap(y).asReadOnlyBuffer(), sha1));
        checkAll(v);
        List<Sha1Digest> d = Sha1Batch.hashArrays(List.of(x, y));
        assertEquals(d.get(0), d.get(1));
        assertArrayEquals(TestSupport.oracle(x), d.get(0).toByteArray());
    }

    @Test
    void shattered() throws Exception {
        collidingPair("shattered-1.pdf", "shattered-2.pdf", "38762cf7f55934b34d179ae6a4c80cadccbb7f0a");
        // The two differ only in blocks 3 and 4: their 320-byte prefixes already collide.
        byte[] x = java.util.Arrays.copyOf(read("shattered-1.pdf"), 320);
        byte[] y = java.util.Arrays.copyOf(read("shattered-2.pdf"), 320);
        assertFalse(java.util.Arrays.equals(x, y));
        checkAll(List.of(new Vector("shattered-1[0,320)", ByteBuffer.wrap(x), "f92d74e3874587aaf443d1db961d4e26dde13e9c"),
                new Vector("shattered-2[0,320)", ByteBuffer.wrap(y), "f92d74e3874587aaf443d1db961d4e26dde13e9c")));
    }

    @Test
    void shaMbles() throws Exception {
        collidingPair("sha-mbles-1.bin", "sha-mbles-2.bin", "8ac60ba76f1999a1ab70223f225aefdc78d4ddc0");
    }
}
