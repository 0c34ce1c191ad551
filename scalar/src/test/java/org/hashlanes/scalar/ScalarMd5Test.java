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

/** The MD5 block function alone: RFC 1321's test suite, every length against the JDK, bounds. */
class ScalarMd5Test {
    private static final HexFormat HEX = HexFormat.of();

    private static String hex(String ascii) {
        return HEX.formatHex(ScalarMd5.digest(ascii.getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void rfc1321TestSuite() {
        // RFC 1321 appendix A.5.
        assertEquals("d41d8cd98f00b204e9800998ecf8427e", hex(""));
        assertEquals("0cc175b9c0f1b6a831c399e269772661", hex("a"));
        assertEquals("900150983cd24fb0d6963f7d28e17f72", hex("abc"));
        assertEquals("f96b697d7cb7938d525a2f31aaf161d0", hex("message digest"));
        assertEquals("c3fcd3d76192e4007dfb496cca67e13b", hex("abcdefghijklmnopqrstuvwxyz"));
        assertEquals("d174ab98d277d9f5a5611c2c9f419d9f",
                hex("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"));
        assertEquals("57edf4a22be3c955ac49da2e2107b67a",
                hex("12345678901234567890123456789012345678901234567890123456789012345678901234567890"));
    }

    @Test
    void everyLengthUpTo300AndThePaddingEdgesMatchTheJdkAtEveryOffset() throws Exception {
        MessageDigest jdk = MessageDigest.getInstance("MD5");
        byte[] data = new byte[400];
        new Random(5).nextBytes(data);
        int[] edges = {55, 56, 63, 64, 119, 120, 127, 128};
        for (int len = 0; len <= 300 + edges.length; len++) {
            int n = len <= 300 ? len : edges[len - 301];
            for (int offset : new int[] {0, 1, 7, 64 - 1}) {
                byte[] expected = jdk.digest(Arrays.copyOfRange(data, offset, offset + n));
                assertArrayEquals(expected, ScalarMd5.digest(data, offset, n), "length " + n + " at " + offset);
            }
        }
    }

    @Test
    void blocksCompressInPiecesAsInOneCall() {
        byte[] data = new byte[64 * 9];
        new Random(7).nextBytes(data);
        int[] whole = new int[4];
        int[] pieces = new int[4];
        ScalarMd5.initState(whole);
        ScalarMd5.initState(pieces);
        ScalarMd5.compressBlocks(whole, data, 0, 9);
        ScalarMd5.compressBlocks(pieces, data, 0, 2);
        ScalarMd5.compressBlocks(pieces, data, 128, 0);
        ScalarMd5.compressBlocks(pieces, data, 128, 7);
        assertArrayEquals(whole, pieces);
    }

    @Test
    void compressBlocksChecksItsBounds() {
        int[] h = new int[4];
        ScalarMd5.initState(h);
        int[] before = h.clone();
        assertThrows(IndexOutOfBoundsException.class, () -> ScalarMd5.compressBlocks(h, new byte[100], 40, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> ScalarMd5.compressBlocks(h, new byte[64], -1, 1));
        assertThrows(IllegalArgumentException.class, () -> ScalarMd5.compressBlocks(h, new byte[64], 0, -1));
        assertThrows(IllegalArgumentException.class, () -> ScalarMd5.compressBlocks(new int[3], new byte[64], 0, 1));
        assertArrayEquals(before, h);
    }
}
