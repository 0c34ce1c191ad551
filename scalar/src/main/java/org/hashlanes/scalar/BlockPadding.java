package org.hashlanes.scalar;

import java.util.Arrays;

/**
 * The Merkle-Damgard padding of SHA-1 and SHA-256, in one place for every engine and algorithm:
 * the final one or two blocks of a message are its last {@code length % 64} bytes, the byte 0x80,
 * zeros, and the message length in bits as a 64-bit big-endian number. Engines build these blocks with {@link #pad} and then
 * compress them like any other block; no kernel knows which blocks are padding.
 */
public final class BlockPadding {
    /** Room a caller must leave for the padded tail: two blocks. */
    public static final int MAX_PADDED_BYTES = 2 * BlockFunction.BLOCK_BYTES;

    private BlockPadding() {}

    /** How many blocks the padded tail of a message with {@code tailBytes} (0..63) leftover bytes takes: 1 or 2. */
    public static int blocksFor(int tailBytes) {
        return tailBytes < BlockFunction.BLOCK_BYTES - 8 ? 1 : 2;
    }

    /**
     * Completes the padded tail in place. The caller has already copied the message's last
     * {@code tailBytes} bytes (0..63) to {@code block[offset..offset+tailBytes)}; this writes the
     * 0x80 marker, the zeros and the bit length of a {@code messageBytes}-byte message after them.
     *
     * @return the number of blocks (1 or 2) now ready at {@code block[offset..]}
     */
    public static int pad(byte[] block, int offset, int tailBytes, long messageBytes) {
        if (tailBytes < 0 || tailBytes >= BlockFunction.BLOCK_BYTES) {
            throw new IllegalArgumentException("tailBytes must be 0..63, is " + tailBytes);
        }
        int blocks = blocksFor(tailBytes);
        int end = offset + blocks * BlockFunction.BLOCK_BYTES;
        block[offset + tailBytes] = (byte) 0x80;
        Arrays.fill(block, offset + tailBytes + 1, end - 8, (byte) 0);
        long bits = messageBytes << 3;
        for (int i = 1; i <= 8; i++) {
            block[end - i] = (byte) bits;
            bits >>>= 8;
        }
        return blocks;
    }
}
