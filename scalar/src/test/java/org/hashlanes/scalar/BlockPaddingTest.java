package org.hashlanes.scalar;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The three padding shapes against the layouts their standards spell out, byte by byte. */
class BlockPaddingTest {
    /** RFC 1321 3.2: the length as 64 bits, low-order byte first. */
    @Test
    void md5PutsTheBitLengthLittleEndian() {
        byte[] block = new byte[128];
        block[0] = 'a';
        block[1] = 'b';
        block[2] = 'c';
        assertEquals(1, BlockPadding.MD5.pad(block, 0, 3, 3));
        byte[] want = new byte[64];
        want[0] = 'a';
        want[1] = 'b';
        want[2] = 'c';
        want[3] = (byte) 0x80;
        want[56] = 24; // 3 bytes = 24 bits
        assertArrayEquals(want, Arrays.copyOf(block, 64));

        long bytes = 0x0123_4567_89abL;
        BlockPadding.MD5.pad(block, 0, 0, bytes);
        long bits = bytes << 3;
        for (int i = 0; i < 8; i++) {
            assertEquals((byte) (bits >>> (8 * i)), block[56 + i], "length byte " + i);
        }
    }

    /** FIPS 180-4 5.1.1: SHA-1 and SHA-256 put 64 bits big-endian at the end of a 64-byte block. */
    @Test
    void shaPutsTheBitLengthBigEndian() {
        byte[] block = new byte[128];
        assertEquals(1, BlockPadding.SHA.pad(block, 0, 55, 55));
        assertEquals((byte) 0x80, block[55]);
        assertEquals((byte) (55 * 8 >>> 8), block[62]);
        assertEquals((byte) (55 * 8), block[63]);
        assertEquals(2, BlockPadding.SHA.pad(block, 0, 56, 56));
        assertEquals((byte) 0x80, block[56]);
        assertEquals((byte) (56 * 8), block[127]);
    }

    /** FIPS 180-4 5.1.2: SHA-512 ends a 128-byte block with a 128-bit big-endian bit length. */
    @Test
    void sha512HasA128BitLength() {
        byte[] block = new byte[256];
        Arrays.fill(block, (byte) 0x55);
        assertEquals(1, BlockPadding.SHA512.pad(block, 0, 111, 111));
        assertEquals(2, BlockPadding.SHA512.blocksFor(112));
        assertEquals(1, BlockPadding.SHA512.blocksFor(111));
        assertEquals((byte) 0x80, block[111]);
        for (int i = 112; i < 126; i++) {
            assertEquals(0, block[i], "byte " + i);
        }
        assertEquals((byte) (111 * 8 >>> 8), block[126]);
        assertEquals((byte) (111 * 8), block[127]);

        // A length of 2^61 bytes is 2^64 bits: the bit that leaves the low 64 bits lands in byte 119.
        long bytes = 1L << 61;
        assertEquals(2, BlockPadding.SHA512.pad(block, 0, 127, bytes + 127));
        assertEquals(1, block[256 - 9]);
        for (int i = 256 - 16; i < 256 - 9; i++) {
            assertEquals(0, block[i], "byte " + i);
        }
        assertEquals((byte) (127 * 8 >>> 8), block[254]);
        assertEquals((byte) (127 * 8), block[255]);
    }

    @Test
    void blocksOfCountsThePadding() {
        assertEquals(1, BlockPadding.SHA.blocksOf(0));
        assertEquals(1, BlockPadding.MD5.blocksOf(55));
        assertEquals(2, BlockPadding.MD5.blocksOf(56));
        assertEquals(2, BlockPadding.SHA.blocksOf(64));
        assertEquals(1, BlockPadding.SHA512.blocksOf(111));
        assertEquals(2, BlockPadding.SHA512.blocksOf(112));
        assertEquals(2, BlockPadding.SHA512.blocksOf(128));
    }

    /** blocksOf is one shift: it must agree with whole blocks plus what pad() writes, at every length. */
    @Test
    void blocksOfAgreesWithTheBlocksPadWrites() {
        for (BlockPadding p : new BlockPadding[] {BlockPadding.SHA, BlockPadding.MD5, BlockPadding.SHA512}) {
            int b = p.blockBytes();
            long[] large = {Integer.MAX_VALUE, (1L << 32) - 1, 1L << 32, (1L << 40) + 55, (1L << 61) - 1};
            for (long n = 0; n < 5L * b + large.length; n++) {
                long bytes = n < 5L * b ? n : large[(int) (n - 5L * b)];
                byte[] tail = new byte[p.maxPaddedBytes()];
                int written = p.pad(tail, 0, (int) (bytes % b), bytes);
                assertEquals(bytes / b + written, p.blocksOf(bytes), () -> p + " at " + bytes + " bytes");
            }
        }
    }

    @Test
    void rejectsATailOfAWholeBlock() {
        assertThrows(IllegalArgumentException.class, () -> BlockPadding.SHA.pad(new byte[128], 0, 64, 64));
        assertThrows(IllegalArgumentException.class, () -> BlockPadding.SHA512.pad(new byte[256], 0, 128, 128));
        assertThrows(IllegalArgumentException.class, () -> BlockPadding.MD5.pad(new byte[128], 0, -1, 0));
    }
}
