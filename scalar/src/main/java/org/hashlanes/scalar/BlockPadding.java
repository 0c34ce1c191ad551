package org.hashlanes.scalar;

import java.util.Arrays;

/**
 * The Merkle-Damgard padding of one algorithm's blocks, in one place for every engine: the final
 * one or two blocks of a message are its last {@code length % blockBytes} bytes, the byte 0x80,
 * zeros, and the message length in bits in the last {@code lengthBytes} bytes (big-endian for the
 * SHA family, little-endian for MD5). Engines build these blocks with {@link #pad} and then
 * compress them like any other block; no kernel knows which blocks are padding.
 *
 * <p>There are three shapes ({@link #SHA}, {@link #MD5}, {@link #SHA512}); a block function names
 * its own ({@link BlockFunction#padding()}). Instances are immutable and thread-safe.
 */
public final class BlockPadding {
    /** SHA-1 and SHA-256 (FIPS 180-4 5.1.1): 64-byte blocks, a 64-bit big-endian bit length. */
    public static final BlockPadding SHA = new BlockPadding(64, 8, false);
    /** MD5 (RFC 1321 3.1-3.2): 64-byte blocks, a 64-bit little-endian bit length. */
    public static final BlockPadding MD5 = new BlockPadding(64, 8, true);
    /** SHA-384 and SHA-512 (FIPS 180-4 5.1.2): 128-byte blocks, a 128-bit big-endian bit length. */
    public static final BlockPadding SHA512 = new BlockPadding(128, 16, false);

    /** Room that holds the padded tail of any algorithm: two of the largest blocks. */
    public static final int MAX_PADDED_BYTES = 2 * 128;

    private final int blockBytes;
    /** log2 of {@code blockBytes} (a power of two): {@link #blocksOf} runs for every message of every call. */
    private final int blockShift;
    private final int lengthBytes;
    private final boolean littleEndian;

    private BlockPadding(int blockBytes, int lengthBytes, boolean littleEndian) {
        if (Integer.bitCount(blockBytes) != 1) {
            throw new IllegalArgumentException("block size not a power of two: " + blockBytes);
        }
        this.blockBytes = blockBytes;
        this.blockShift = Integer.numberOfTrailingZeros(blockBytes);
        this.lengthBytes = lengthBytes;
        this.littleEndian = littleEndian;
    }

    /** Bytes in one block. */
    public int blockBytes() {
        return blockBytes;
    }

    /** Whether message words, the length and the digest are little-endian (MD5), not big-endian (the SHA family). */
    public boolean littleEndian() {
        return littleEndian;
    }

    /** Room a caller must leave for this algorithm's padded tail: two blocks. */
    public int maxPaddedBytes() {
        return 2 * blockBytes;
    }

    /** How many blocks the padded tail of a message with {@code tailBytes} (0 .. blockBytes-1) leftover bytes takes: 1 or 2. */
    public int blocksFor(int tailBytes) {
        return tailBytes < blockBytes - lengthBytes ? 1 : 2;
    }

    /**
     * How many blocks a whole message of {@code messageBytes} bytes takes, padding included.
     */
    public long blocksOf(long messageBytes) {
        // ceil((bytes + 0x80 marker + length field) / block), without a division: a 64-bit divide by
        // a field is 4-8 ns, as much as the rest of taking a message into a batch.
        return (messageBytes + lengthBytes + blockBytes) >>> blockShift;
    }

    /**
     * Completes the padded tail in place. The caller has already copied the message's last
     * {@code tailBytes} bytes (0 .. blockBytes-1) to {@code block[offset..offset+tailBytes)}; this
     * writes the 0x80 marker, the zeros and the bit length of a {@code messageBytes}-byte message
     * after them.
     *
     * @return the number of blocks (1 or 2) now ready at {@code block[offset..]}
     */
    public int pad(byte[] block, int offset, int tailBytes, long messageBytes) {
        if (tailBytes < 0 || tailBytes >= blockBytes) {
            throw new IllegalArgumentException("tailBytes must be 0.." + (blockBytes - 1) + ", is " + tailBytes);
        }
        int blocks = blocksFor(tailBytes);
        int end = offset + blocks * blockBytes;
        block[offset + tailBytes] = (byte) 0x80;
        Arrays.fill(block, offset + tailBytes + 1, end - 8, (byte) 0);
        // The bit length modulo 2^64 in the last 8 bytes; a 128-bit field (SHA-512) gets the three
        // bits shifted out of the top in the byte before them, and zeros above that.
        long bits = messageBytes << 3;
        if (littleEndian) {
            for (int i = 0; i < 8; i++) {
                block[end - 8 + i] = (byte) bits;
                bits >>>= 8;
            }
        } else {
            for (int i = 1; i <= 8; i++) {
                block[end - i] = (byte) bits;
                bits >>>= 8;
            }
            if (lengthBytes > 8) {
                block[end - 9] = (byte) (messageBytes >>> 61);
            }
        }
        return blocks;
    }

    @Override
    public String toString() {
        return "BlockPadding[" + blockBytes + "-byte blocks, " + (8 * lengthBytes) + "-bit "
                + (littleEndian ? "little" : "big") + "-endian length]";
    }
}
