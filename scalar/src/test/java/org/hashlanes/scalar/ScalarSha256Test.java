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

/** The SHA-256 block function alone: FIPS 180-4 examples, every length against the JDK, bounds. */
class ScalarSha256Test {
    private static final HexFormat HEX = HexFormat.of();

    private static String hex(String ascii) {
        return HEX.formatHex(ScalarSha256.digest(ascii.getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void fips180Examples() {
        // FIPS 180-4 / NIST "Cryptographic Standards and Guidelines" SHA-256 examples.
        assertEquals("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", hex(""));
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", hex("abc"));
        assertEquals("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
                hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"));
        assertEquals("cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
                hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
                        + "mnopqrstnopqrstu"));
        byte[] million = new byte[1_000_000];
        Arrays.fill(million, (byte) 'a');
        assertEquals("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
                HEX.formatHex(ScalarSha256.digest(million)));
    }

    @Test
    void everyLengthUpTo330MatchesTheJdkAtEveryOffset() throws Exception {
        MessageDigest jdk = MessageDigest.getInstance("SHA-256");
        byte[] data = new byte[400];
        new Random(256).nextBytes(data);
        for (int len = 0; len <= 330; len++) {
            for (int offset : new int[] {0, 1, 7, 64 - 1}) {
                byte[] expected = jdk.digest(Arrays.copyOfRange(data, offset, offset + len));
                assertArrayEquals(expected, ScalarSha256.digest(data, offset, len), "length " + len + " at " + offset);
            }
        }
    }

    @Test
    void blocksCompressInPiecesAsInOneCall() {
        byte[] data = new byte[64 * 9];
        new Random(7).nextBytes(data);
        int[] whole = new int[8];
        int[] pieces = new int[8];
        ScalarSha256.initState(whole);
        ScalarSha256.initState(pieces);
        ScalarSha256.compressBlocks(whole, data, 0, 9);
        ScalarSha256.compressBlocks(pieces, data, 0, 2);
        ScalarSha256.compressBlocks(pieces, data, 128, 0);
        ScalarSha256.compressBlocks(pieces, data, 128, 7);
        assertArrayEquals(whole, pieces);
    }

    @Test
    void compressBlocksChecksItsBounds() {
        int[] h = new int[8];
        ScalarSha256.initState(h);
        int[] before = h.clone();
        assertThrows(IndexOutOfBoundsException.class, () -> ScalarSha256.compressBlocks(h, new byte[100], 40, 1));
        assertThrows(IndexOutOfBoundsException.class, () -> ScalarSha256.compressBlocks(h, new byte[64], -1, 1));
        assertThrows(IllegalArgumentException.class, () -> ScalarSha256.compressBlocks(h, new byte[64], 0, -1));
        assertThrows(IllegalArgumentException.class, () -> ScalarSha256.compressBlocks(new int[7], new byte[64], 0, 1));
        assertArrayEquals(before, h);
    }
}
