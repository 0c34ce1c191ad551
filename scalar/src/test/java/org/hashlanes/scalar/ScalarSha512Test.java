package org.hashlanes.scalar;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The SHA-512 and SHA-384 block functions alone: FIPS 180-4 examples, every length against the JDK, pieces, bounds. */
class ScalarSha512Test {
    private static final HexFormat HEX = HexFormat.of();
    /** FIPS 180-4's two-block example message (896 bits). */
    private static final String M896 = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
            + "klmnopqrlmnopqrsmnopqrstnopqrstu";

    private static String hex(BlockFunction fn, String ascii) {
        return hex(fn, ascii.getBytes(StandardCharsets.US_ASCII));
    }

    private static String hex(BlockFunction fn, byte[] m) {
        BlockHasher h = new BlockHasher(fn);
        h.update(m, 0, m.length);
        return HEX.formatHex(h.digest());
    }

    @Test
    void fips180Sha512Examples() {
        BlockFunction fn = ScalarSha512.FUNCTION;
        assertEquals("cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                + "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e", hex(fn, ""));
        assertEquals("ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f", hex(fn, "abc"));
        assertEquals("8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
                + "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909", hex(fn, M896));
        byte[] million = new byte[1_000_000];
        Arrays.fill(million, (byte) 'a');
        assertEquals("e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
                + "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b", hex(fn, million));
        assertEquals(64, fn.digestBytes());
        assertEquals(128, fn.blockBytes());
    }

    @Test
    void fips180Sha384Examples() {
        BlockFunction fn = ScalarSha512.SHA384;
        assertEquals("38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da"
                + "274edebfe76f65fbd51ad2f14898b95b", hex(fn, ""));
        assertEquals("cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
                + "8086072ba1e7cc2358baeca134c825a7", hex(fn, "abc"));
        assertEquals("09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712"
                + "fcc7c71a557e2db966c3e9fa91746039", hex(fn, M896));
        assertEquals(48, fn.digestBytes());
        assertEquals(16, fn.stateWords());
    }

    @Test
    void everyLengthAndPaddingEdgeMatchesTheJdkAtEveryOffset() throws Exception {
        byte[] data = new byte[300 + 128];
        new Random(512).nextBytes(data);
        int[] edges = {111, 112, 127, 128, 239, 240, 255, 256};
        for (BlockFunction fn : new BlockFunction[] {ScalarSha512.FUNCTION, ScalarSha512.SHA384}) {
            MessageDigest jdk = MessageDigest.getInstance(fn.jdkName());
            for (int len = 0; len <= 300 + edges.length; len++) {
                int n = len <= 300 ? len : edges[len - 301];
                for (int offset : new int[] {0, 1, 7, 127}) {
                    byte[] expected = jdk.digest(Arrays.copyOfRange(data, offset, offset + n));
                    BlockHasher h = new BlockHasher(fn);
                    h.update(data, offset, n);
                    assertArrayEquals(expected, h.digest(), fn + ", length " + n + " at " + offset);
                }
            }
        }
        assertArrayEquals(MessageDigest.getInstance("SHA-512").digest(Arrays.copyOf(data, 200)),
                ScalarSha512.digest(data, 0, 200));
        assertArrayEquals(MessageDigest.getInstance("SHA-384").digest(Arrays.copyOfRange(data, 3, 250)),
                ScalarSha512.digest384(data, 3, 247));
    }

    @Test
    void randomPiecesThroughBlockHasherMatchTheJdk() throws Exception {
        Random r = new Random(384);
        for (BlockFunction fn : new BlockFunction[] {ScalarSha512.FUNCTION, ScalarSha512.SHA384}) {
            MessageDigest jdk = MessageDigest.getInstance(fn.jdkName());
            for (int round = 0; round < 200; round++) {
                byte[] m = new byte[r.nextInt(3000)];
                r.nextBytes(m);
                BlockHasher h = new BlockHasher(fn);
                for (int at = 0; at < m.length; ) {
                    int piece = Math.min(m.length - at, r.nextInt(4) == 0 ? 1 : r.nextInt(300));
                    if (piece == 1) {
                        h.update(m[at]);
                    } else {
                        h.update(m, at, piece);
                    }
                    at += piece;
                }
                assertArrayEquals(jdk.digest(m), h.digest(), fn + ", round " + round + ", " + m.length + " bytes");
            }
        }
    }

    @Test
    void blocksCompressInPiecesAsInOneCall() {
        byte[] data = new byte[128 * 9];
        new Random(7).nextBytes(data);
        int[] whole = new int[16];
        int[] pieces = new int[16];
        ScalarSha512.initState(whole);
        ScalarSha512.initState(pieces);
        ScalarSha512.compressBlocks(whole, data, 0, 9);
        ScalarSha512.compressBlocks(pieces, data, 0, 2);
        ScalarSha512.compressBlocks(pieces, data, 256, 0);
        ScalarSha512.compressBlocks(pieces, data, 256, 7);
        assertArrayEquals(whole, pieces);
    }

    @Test
    void compressBlocksChecksItsBounds() {
        int[] h = new int[16];
        ScalarSha512.initState(h);
        int[] before = h.clone();
        assertThrows(IndexOutOfBoundsException.class, () -> ScalarSha512.compressBlocks(h, new byte[200], 100, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> ScalarSha512.compressBlocks(h, new byte[128], -1, 1));
        assertThrows(IllegalArgumentException.class, () -> ScalarSha512.compressBlocks(h, new byte[128], 0, -1));
        assertThrows(IllegalArgumentException.class, () -> ScalarSha512.compressBlocks(new int[15], new byte[128], 0, 1));
        assertArrayEquals(before, h);
    }
}
