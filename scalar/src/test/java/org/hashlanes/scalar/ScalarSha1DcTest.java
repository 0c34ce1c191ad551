package org.hashlanes.scalar;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * SHA-1DC: the tables against their published definition, the generated condition check against
 * a direct reading of the table, the reference's outputs of SHAttered's 320 colliding bytes (test
 * resources), the published outputs of the whole collision files ({@code -Dhashlanes.vectors}), and
 * no flag on ordinary messages.
 */
class ScalarSha1DcTest {
    private static final HexFormat HEX = HexFormat.of();

    // ---- the tables -------------------------------------------------------------------------

    /**
     * DM[i] is the expanded-message difference of the local collisions along DV i: with the
     * DV's own words X[t] (t = -5..79), DM[t] = X[t] ^ rol5(X[t-1]) ^ X[t-2] ^ rol30(X[t-3] ^
     * X[t-4] ^ X[t-5]). The DV is defined (Manuel, "Classification and generation of disturbance
     * vectors for collision attacks against SHA-1", 2011) by its 16 words X[K..K+15], which are
     * zero except X[K+15] = 2^b, and for type II also X[K+1] = X[K+3] = 2^(b+31 mod 32); the other
     * words follow from the message expansion, run forwards and backwards.
     */
    @Test
    void disturbanceVectorTableMatchesItsDefinition() {
        assertEquals(32, Sha1DcTables.DV.length);
        assertEquals(32, Sha1DcTables.DM.length);
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 32; i++) {
            int[] dv = Sha1DcTables.DV[i];
            int type = dv[0], k = dv[1], b = dv[2], testt = dv[3];
            assertTrue(type == 1 || type == 2, "DV " + i);
            assertTrue(seen.add(type + "/" + k + "/" + b), "DV " + i + " listed twice");
            assertTrue(testt == 58 || testt == 65, "DV " + i + " test step " + testt);
            int[] x = new int[85]; // x[t + 5] = X[t], t = -5..79
            x[k + 15 + 5] = 1 << b;
            if (type == 2) {
                x[k + 1 + 5] = Integer.rotateLeft(1 << b, 31);
                x[k + 3 + 5] = Integer.rotateLeft(1 << b, 31);
            }
            for (int t = k + 16; t < 80; t++) {
                x[t + 5] = Integer.rotateLeft(x[t - 3 + 5] ^ x[t - 8 + 5] ^ x[t - 14 + 5] ^ x[t - 16 + 5], 1);
            }
            for (int t = k - 1; t >= -5; t--) {
                x[t + 5] = Integer.rotateRight(x[t + 16 + 5], 1) ^ x[t + 13 + 5] ^ x[t + 8 + 5] ^ x[t + 2 + 5];
            }
            int[] dm = new int[80];
            for (int t = 0; t < 80; t++) {
                dm[t] = x[t + 5] ^ Integer.rotateLeft(x[t + 4], 5) ^ x[t + 3]
                        ^ Integer.rotateLeft(x[t + 2] ^ x[t + 1] ^ x[t], 30);
            }
            assertArrayEquals(dm, Sha1DcTables.DM[i], "DM of DV " + i + " (" + (type == 1 ? "I" : "II") + "(" + k + "," + b + "))");
        }
    }

    /**
     * The lane engines recompress a candidate from the expansion of its 16 message words XOR
     * {@link ScalarSha1Dc#messageDifference}: that is the block's expanded words XOR DM only if
     * every DM row is itself an expanded message (the expansion is linear over XOR).
     */
    @Test
    void messageDifferencesExpandToTheWholeDifference() {
        for (int dv = 0; dv < ScalarSha1Dc.VECTORS; dv++) {
            int[] w = new int[80];
            for (int t = 0; t < 16; t++) {
                w[t] = ScalarSha1Dc.messageDifference(dv, t);
            }
            ScalarSha1Dc.expand(w);
            assertArrayEquals(Sha1DcTables.DM[dv], w, "DM of DV " + dv);
            assertEquals(Sha1DcTables.DV[dv][3], ScalarSha1Dc.testStep(dv));
        }
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> ScalarSha1Dc.messageDifference(0, 16));
    }

    @Test
    void conditionTableIsWellFormed() {
        int[] perVector = new int[32];
        for (int[] c : Sha1DcTables.UBC) {
            assertEquals(6, c.length);
            assertTrue(c[0] >= 0 && c[0] < 80 && c[2] >= 0 && c[2] < 80, Arrays.toString(c));
            assertTrue(c[1] >= 0 && c[1] < 32 && c[3] >= 0 && c[3] < 32, Arrays.toString(c));
            assertTrue(c[4] == 0 || c[4] == 1, Arrays.toString(c));
            assertNotEquals(0, c[5], Arrays.toString(c));
            for (int i = 0; i < 32; i++) {
                perVector[i] += (c[5] >>> i) & 1;
            }
        }
        for (int i = 0; i < 32; i++) {
            assertTrue(perVector[i] >= 7, "DV " + i + " has " + perVector[i] + " conditions");
        }
    }

    /** The table read directly: bit i set when every condition of DV i holds. */
    static int ubcMaskFromTable(int[] w) {
        int mask = -1;
        for (int[] c : Sha1DcTables.UBC) {
            if ((((w[c[0]] >>> c[1]) ^ (w[c[2]] >>> c[3])) & 1) != c[4]) {
                mask &= ~c[5];
            }
        }
        return mask;
    }

    static int[] expand(int[] m) {
        int[] w = Arrays.copyOf(m, 80);
        for (int t = 16; t < 80; t++) {
            w[t] = Integer.rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
        }
        return w;
    }

    /**
     * The generated check equals the table on random blocks (nearly all lose every vector) and
     * on blocks made to meet all conditions of one vector (solved over GF(2): the expanded
     * words are linear in the 512 message bits), where exactly the vectors whose conditions hold
     * must stay.
     */
    @Test
    void generatedCheckEqualsTheTable() {
        Random random = new Random(14);
        for (int n = 0; n < 20_000; n++) {
            int[] w = expand(random.ints(16).toArray());
            assertEquals(ubcMaskFromTable(w), ScalarSha1Dc.ubcMask(w));
        }
        for (int dv = 0; dv < 32; dv++) {
            for (int n = 0; n < 50; n++) {
                int[] w = expand(ConditionSolver.messageMeeting(dv, random));
                int mask = ScalarSha1Dc.ubcMask(w);
                assertTrue((mask & (1 << dv)) != 0, "DV " + dv + " lost on a block made for it");
                assertEquals(ubcMaskFromTable(w), mask, "DV " + dv);
            }
        }
    }

    // ---- hashing ----------------------------------------------------------------------------

    private static byte[] sha1(byte[] m) throws Exception {
        return MessageDigest.getInstance("SHA-1").digest(m);
    }

    private static final class Result {
        final byte[] digest = new byte[20];
        final boolean flagged;

        Result(byte[] m, int piece) {
            ScalarSha1Dc h = new ScalarSha1Dc();
            for (int at = 0; at < m.length; at += piece) {
                h.update(m, at, Math.min(piece, m.length - at));
            }
            flagged = h.digestInto(digest, 0);
        }
    }

    @Test
    void ordinaryMessagesGetPlainSha1AndNoFlag() throws Exception {
        Random random = new Random(1);
        int candidates = 0;
        for (int n = 0; n < 3000; n++) {
            byte[] m = new byte[random.nextInt(2100)];
            random.nextBytes(m);
            Result r = new Result(m, 1 + random.nextInt(200));
            assertFalse(r.flagged, "random message " + n);
            assertArrayEquals(sha1(m), r.digest, "random message " + n + " of " + m.length + " bytes");
        }
        for (int len : new int[] {0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000}) {
            byte[] m = new byte[len];
            Arrays.fill(m, (byte) 'a');
            Result r = new Result(m, 7);
            assertFalse(r.flagged);
            assertArrayEquals(sha1(m), r.digest, len + " x 'a'");
        }
        // Blocks that pass the condition check for some vector take the recompression path.
        Random r2 = new Random(2);
        for (int n = 0; n < 2000; n++) {
            int[] words = ConditionSolver.messageMeeting(r2.nextInt(32), r2);
            byte[] block = new byte[64];
            DigestWriter.write(words, 16, false, block, 0);
            int[] h = new int[5];
            ScalarSha1.initState(h);
            int[] plain = h.clone();
            ScalarSha1.compressBlocks(plain, block, 0, 1);
            assertFalse(ScalarSha1Dc.compressBlocks(h, block, 0, 1, new ScalarSha1Dc.Workspace()));
            assertArrayEquals(plain, h);
            candidates++;
        }
        assertEquals(2000, candidates);
    }

    @Test
    void knownAnswers() {
        assertEquals("a9993e364706816aba3e25717850c26c9cd0d89d", hex("abc".getBytes(StandardCharsets.US_ASCII)));
        assertEquals("da39a3ee5e6b4b0d3255bfef95601890afd80709", hex(new byte[0]));
        assertEquals("84983e441c3bd26ebaae4aa1f95129e5e54670f1",
                hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".getBytes(StandardCharsets.US_ASCII)));
    }

    private static String hex(byte[] m) {
        Result r = new Result(m, 64);
        assertFalse(r.flagged);
        return HEX.formatHex(r.digest);
    }

    // ---- SHAttered's 320 colliding bytes (test resources, always) -------------------------------

    /** The first 320 bytes of shattered-{@code n}.pdf (src/test-data/shattered-320). */
    static byte[] shatteredPrefix(int n) throws IOException {
        try (var in = ScalarSha1DcTest.class.getResourceAsStream("/shattered-320/shattered-" + n + ".bin")) {
            assertNotNull(in, "test resource shattered-320/shattered-" + n + ".bin (src/test-data)");
            return in.readAllBytes();
        }
    }

    /** The reference library's output for shattered-{@code n}.bin, from the resource's sha1dcsum.txt. */
    static String shatteredPrefixSha1dc(int n) throws IOException {
        try (var in = ScalarSha1DcTest.class.getResourceAsStream("/shattered-320/sha1dcsum.txt")) {
            assertNotNull(in, "test resource shattered-320/sha1dcsum.txt (src/test-data)");
            for (String line : new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n")) {
                if (line.endsWith(" *coll* shattered-" + n + ".bin")) {
                    return line.substring(0, 40);
                }
            }
        }
        throw new AssertionError("no line for shattered-" + n + ".bin in sha1dcsum.txt");
    }

    /**
     * The two prefixes are different messages with one SHA-1 (MessageDigest's), and each is
     * flagged with the reference library's safe hash, fed in any pieces.
     */
    @Test
    void shatteredPrefixesCollideAndAreFlaggedWithTheReferencesSafeHash() throws Exception {
        byte[] one = shatteredPrefix(1), two = shatteredPrefix(2);
        assertEquals(320, one.length);
        assertEquals(320, two.length);
        assertFalse(Arrays.equals(one, two));
        assertEquals("f92d74e3874587aaf443d1db961d4e26dde13e9c", HEX.formatHex(sha1(one)));
        assertArrayEquals(sha1(one), sha1(two), "the prefixes collide");
        for (int n = 1; n <= 2; n++) {
            byte[] m = shatteredPrefix(n);
            for (int piece : new int[] {320, 64, 100, 13, 1}) {
                Result r = new Result(m, piece);
                assertEquals(shatteredPrefixSha1dc(n), HEX.formatHex(r.digest), "shattered-" + n + ".bin in pieces of " + piece);
                assertTrue(r.flagged, "shattered-" + n + ".bin flag");
            }
        }
        assertNotEquals(shatteredPrefixSha1dc(1), shatteredPrefixSha1dc(2), "safe hashes of different messages");
    }

    /**
     * SHAttered is a two-block attack at bytes 192..319: the detection fires on its second block
     * (from the chaining value after the first), and only from that chaining value.
     */
    @Test
    void attackBlockIsCaughtFromItsChainingValue() throws IOException {
        byte[] prefix = shatteredPrefix(1);
        int[] h = new int[5];
        ScalarSha1.initState(h);
        ScalarSha1Dc.Workspace ws = new ScalarSha1Dc.Workspace();
        assertFalse(ScalarSha1Dc.compressBlocks(h, prefix, 0, 4, ws), "common prefix and first attack block");
        assertTrue(ScalarSha1Dc.compressBlocks(h.clone(), prefix, 256, 1, ws), "second attack block");
        int[] other = h.clone();
        other[0] ^= 1; // any other chaining value: the same block is ordinary
        assertFalse(ScalarSha1Dc.compressBlocks(other, prefix, 256, 1, ws));
    }

    // ---- the collision files (need -Dhashlanes.vectors) ---------------------------------------

    static Path vectors() {
        String prop = System.getProperty("hashlanes.vectors", "").trim();
        assumeTrue(!prop.isEmpty(), "hashlanes.vectors is not set: skipping the collision files");
        Path p = Path.of(prop);
        if (!Files.isDirectory(p) && !p.isAbsolute()) {
            p = Path.of("").toAbsolutePath().getParent().resolve(prop);
        }
        assumeTrue(Files.isDirectory(p), "hashlanes.vectors=" + prop + " is not a directory");
        return p;
    }

    /**
     * Published sha1dc outputs: shattered-1/2 from the reference's {@code make test}, sha-mbles-1
     * from the issue; sha-mbles-2 as the reference library (Debian's Rust crate) prints it. The
     * reduced-round sample is not flagged by default, as in the reference.
     */
    @Test
    void collisionFilesAreFlaggedWithTheSafeHash() throws Exception {
        Path dir = vectors().resolve("collisions");
        List<String[]> expected = List.of(
                new String[] {"shattered-1.pdf", "16e96b70000dd1e7c85b8368ee197754400e58ec", "true"},
                new String[] {"shattered-2.pdf", "e1761773e6a35916d99f891b77663e6405313587", "true"},
                new String[] {"sha-mbles-1.bin", "4f3d9be4a472c4dae83c6314aa6c36a064c1fd14", "true"},
                new String[] {"sha-mbles-2.bin", "9ed5d77a4f48be1dbf3e9e15650733eb850897f2", "true"},
                new String[] {"sha1_reducedsha_coll.bin", "a56374e1cf4c3746499bc7c0acb39498ad2ee185", "false"});
        for (String[] e : expected) {
            byte[] m = Files.readAllBytes(dir.resolve(e[0]));
            for (int piece : new int[] {m.length == 0 ? 1 : m.length, 64, 1000, 13}) {
                Result r = new Result(m, piece);
                assertEquals(e[1], HEX.formatHex(r.digest), e[0] + " in pieces of " + piece);
                assertEquals(Boolean.parseBoolean(e[2]), r.flagged, e[0] + " flag");
            }
        }
    }

    /**
     * Ties the prefixes' expected values to the published ones: the state the detecting function
     * leaves after each PDF's first 320 bytes gives, padded at 320 bytes, the resource's expected
     * safe hash, and, carried through the rest of the PDF by plain SHA-1 (nothing after the attack
     * is flagged), the published sha1dc output of the whole file.
     */
    @Test
    void prefixesSafeHashesFollowFromThePublishedOnesOfTheWholeFiles() throws Exception {
        Path dir = vectors().resolve("collisions");
        String[] published = {"16e96b70000dd1e7c85b8368ee197754400e58ec", "e1761773e6a35916d99f891b77663e6405313587"};
        for (int n = 1; n <= 2; n++) {
            byte[] pdf = Files.readAllBytes(dir.resolve("shattered-" + n + ".pdf"));
            assertArrayEquals(shatteredPrefix(n), Arrays.copyOf(pdf, 320), "the resource is head -c 320 of the PDF");
            int[] afterPrefix = new int[5];
            ScalarSha1.initState(afterPrefix);
            assertTrue(ScalarSha1Dc.compressBlocks(afterPrefix, pdf, 0, 5, new ScalarSha1Dc.Workspace()));
            assertEquals(shatteredPrefixSha1dc(n), finish(afterPrefix.clone(), pdf, 320, 320), "shattered-" + n);
            assertEquals(published[n - 1], finish(afterPrefix.clone(), pdf, 320, pdf.length), "shattered-" + n + ".pdf");
        }
    }

    /** Plain SHA-1 from state {@code h} over {@code m[from..length)}, padded for a message of {@code length} bytes. */
    private static String finish(int[] h, byte[] m, int from, int length) {
        int whole = (length - from) / 64;
        ScalarSha1.compressBlocks(h, m, from, whole);
        int tail = length - from - 64 * whole;
        byte[] last = new byte[BlockPadding.MAX_PADDED_BYTES];
        System.arraycopy(m, from + 64 * whole, last, 0, tail);
        ScalarSha1.compressBlocks(h, last, 0, BlockPadding.SHA.pad(last, 0, tail, length));
        byte[] out = new byte[20];
        ScalarSha1.writeDigest(h, out, 0);
        return HEX.formatHex(out);
    }

    /** No NIST CAVP vector is flagged and every digest is the published one. */
    @Test
    void nistVectorsAreNotFlagged() throws IOException {
        Path dir = vectors().resolve("nist-cavp-shabytetestvectors");
        int checked = 0;
        for (String file : new String[] {"SHA1ShortMsg.rsp", "SHA1LongMsg.rsp"}) {
            int len = -1;
            String msg = null;
            for (String raw : Files.readAllLines(dir.resolve(file), StandardCharsets.US_ASCII)) {
                String line = raw.strip();
                if (line.startsWith("Len = ")) {
                    len = Integer.parseInt(line.substring(6));
                } else if (line.startsWith("Msg = ")) {
                    msg = line.substring(6);
                } else if (line.startsWith("MD = ")) {
                    byte[] m = Arrays.copyOf(HEX.parseHex(msg), len / 8);
                    Result r = new Result(m, 64);
                    assertFalse(r.flagged, file + " Len=" + len);
                    assertEquals(line.substring(5), HEX.formatHex(r.digest), file + " Len=" + len);
                    checked++;
                }
            }
        }
        assertEquals(129, checked);
    }
}
