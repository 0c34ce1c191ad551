package org.hashlanes.scalar;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The scalar engine alone: known answers, every length against the JDK, incremental use. */
class ScalarSha1Test {
    private static final HexFormat HEX = HexFormat.of();

    @Test
    void rfc3174KnownAnswers() {
        assertEquals("a9993e364706816aba3e25717850c26c9cd0d89d",
                HEX.formatHex(ScalarSha1.digest("abc".getBytes(StandardCharsets.US_ASCII))));
        assertEquals("84983e441c3bd26ebaae4aa1f95129e5e54670f1", HEX.formatHex(ScalarSha1.digest(
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".getBytes(StandardCharsets.US_ASCII))));
        byte[] million = new byte[1_000_000];
        java.util.Arrays.fill(million, (byte) 'a');
        assertEquals("34aa973cd4c4daa4f61eeb2bdbad27316534016f", HEX.formatHex(ScalarSha1.digest(million)));
        assertEquals("dea356a2cddd90c7a7ecedc5ebb563934f460452", HEX.formatHex(ScalarSha1.digest(
                "0123456701234567012345670123456701234567012345670123456701234567".repeat(10)
                        .getBytes(StandardCharsets.US_ASCII))));
        assertEquals("da39a3ee5e6b4b0d3255bfef95601890afd80709", HEX.formatHex(ScalarSha1.digest(new byte[0])));
    }

    @Test
    void everyLengthUpTo1100MatchesTheJdkInOneGoAndInPieces() throws Exception {
        MessageDigest jdk = MessageDigest.getInstance("SHA-1");
        Random r = new Random(11);
        byte[] data = new byte[1100];
        r.nextBytes(data);
        ScalarSha1 pieces = new ScalarSha1();
        for (int len = 0; len <= 1100; len++) {
            byte[] expected = jdk.digest(java.util.Arrays.copyOf(data, len));
            assertArrayEquals(expected, ScalarSha1.digest(data, 0, len), "length " + len);
            for (int at = 0; at < len; ) {
                int n = Math.min(len - at, r.nextInt(130));
                if (n == 1) {
                    pieces.update(data[at]);
                } else {
                    pieces.update(data, at, n);
                }
                at += n;
            }
            assertArrayEquals(expected, pieces.digest(), "length " + len + " in pieces");
        }
    }

    @Test
    void copyHashesIndependently() throws Exception {
        ScalarSha1 a = new ScalarSha1();
        a.update(new byte[100], 0, 100);
        ScalarSha1 b = a.copy();
        b.update((byte) 1);
        byte[] m = new byte[101];
        m[100] = 1;
        assertArrayEquals(MessageDigest.getInstance("SHA-1").digest(m), b.digest());
        assertArrayEquals(MessageDigest.getInstance("SHA-1").digest(new byte[100]), a.digest());
    }

    @Test
    void compressBlocksChecksItsBounds() {
        int[] h = new int[5];
        ScalarSha1.initState(h);
        assertEquals("1 block at offset 40 does not fit in src, whose length is 100", assertThrows(
                IndexOutOfBoundsException.class, () -> ScalarSha1.compressBlocks(h, new byte[100], 40, 1)).getMessage());
        assertEquals("2 blocks at offset 0 do not fit in src, whose length is 100", assertThrows(
                IndexOutOfBoundsException.class, () -> ScalarSha1.compressBlocks(h, new byte[100], 0, 2)).getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> ScalarSha1.compressBlocks(h, new byte[64], -1, 1));
        assertThrows(IllegalArgumentException.class, () -> ScalarSha1.compressBlocks(h, new byte[64], 0, -1));
        assertThrows(IllegalArgumentException.class, () -> ScalarSha1.compressBlocks(new int[4], new byte[64], 0, 1));
    }

    @Test
    void paddingBlocksAtTheEdges() {
        assertEquals(1, BlockPadding.SHA.blocksFor(0));
        assertEquals(1, BlockPadding.SHA.blocksFor(55));
        assertEquals(2, BlockPadding.SHA.blocksFor(56));
        assertEquals(2, BlockPadding.SHA.blocksFor(63));
        byte[] block = new byte[128];
        assertEquals(2, BlockPadding.SHA.pad(block, 0, 56, (1L << 61) + 56));
        assertEquals((byte) 0x80, block[56]);
        // The bit length is taken modulo 2^64: 2^64 + 448 is written as 448 = 0x01c0.
        assertEquals(0, block[120]);
        assertEquals(0x01, block[126]);
        assertEquals((byte) 0xc0, block[127]);
        assertThrows(IllegalArgumentException.class, () -> BlockPadding.SHA.pad(block, 0, 64, 64));
    }
}
