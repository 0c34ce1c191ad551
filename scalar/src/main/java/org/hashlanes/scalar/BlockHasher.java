package org.hashlanes.scalar;

import java.util.Objects;

/**
 * An incremental single-stream hasher over any {@link BlockFunction}: buffers the partial block,
 * counts the length and pads at the end ({@link BlockPadding}), so that an algorithm supplies
 * only its block function. A mutable, single-threaded object: {@link #update} any number of
 * times, then {@link #digest()}, which also resets it. Over a collision-detecting function
 * ({@link ScalarSha1Dc#FUNCTION}) it also keeps the message's flag ({@link #collisionDetected()}).
 */
public final class BlockHasher {
    /** The algorithm. */
    private final BlockFunction function;
    /** The function's padding, and its block size. */
    private final BlockPadding padding;
    private final int blockBytes;
    /** The function with this hasher's own scratch. */
    private final BlockCompressor compressor;
    /** Chaining value, {@code function.stateWords()} ints. */
    private final int[] state;
    /** Bytes of an unfinished block; only the first {@code buffered} are meaningful (room for padding). */
    private final byte[] buffer;
    /** Number of bytes waiting in {@code buffer}, 0 .. blockBytes-1 between calls. */
    private int buffered;
    /** Total message bytes seen so far; the bit length is this times 8, modulo 2^64. */
    private long length;
    /** Whether a block compressed since the last reset was detected as a collision-attack block. */
    private boolean detected;

    /** A hasher for {@code function}, ready for the first byte. */
    public BlockHasher(BlockFunction function) {
        this.function = Objects.requireNonNull(function, "function");
        this.padding = function.padding();
        this.blockBytes = padding.blockBytes();
        this.buffer = new byte[padding.maxPaddedBytes()];
        this.compressor = function.newCompressor();
        this.state = new int[function.stateWords()];
        reset();
    }

    /** A copy of {@code other}'s progress: the two hash independently from here on. */
    private BlockHasher(BlockHasher other) {
        function = other.function;
        padding = other.padding;
        blockBytes = other.blockBytes;
        buffer = new byte[other.buffer.length];
        compressor = function.newCompressor(); // scratch only: nothing to copy
        detected = other.detected;
        state = other.state.clone();
        System.arraycopy(other.buffer, 0, buffer, 0, other.buffered);
        buffered = other.buffered;
        length = other.length;
    }

    /** An independent hasher that has seen the same bytes as this one (for {@code MessageDigest.clone}). */
    public BlockHasher copy() {
        return new BlockHasher(this);
    }

    /** Bytes in this algorithm's digest. */
    public int digestBytes() {
        return function.digestBytes();
    }

    /** Forgets everything hashed so far. */
    public void reset() {
        function.initState(state);
        buffered = 0;
        length = 0;
        detected = false;
    }

    /** Adds {@code input[offset..offset+len)} to the message. */
    public void update(byte[] input, int offset, int len) {
        Objects.checkFromIndexSize(offset, len, input.length);
        length += len;
        if (buffered > 0) {
            int take = Math.min(len, blockBytes - buffered);
            System.arraycopy(input, offset, buffer, buffered, take);
            buffered += take;
            offset += take;
            len -= take;
            if (buffered < blockBytes) {
                return;
            }
            detected |= compressor.compress(state, buffer, 0, 1);
            buffered = 0;
        }
        int blocks = len / blockBytes;
        detected |= compressor.compress(state, input, offset, blocks);
        int rest = len - blocks * blockBytes;
        System.arraycopy(input, offset + blocks * blockBytes, buffer, 0, rest);
        buffered = rest;
    }

    /** Adds one byte to the message. */
    public void update(byte b) {
        buffer[buffered++] = b;
        length++;
        if (buffered == blockBytes) {
            detected |= compressor.compress(state, buffer, 0, 1);
            buffered = 0;
        }
    }

    /** Finishes the message, returns its digest and resets this hasher. */
    public byte[] digest() {
        byte[] out = new byte[function.digestBytes()];
        digestInto(out, 0);
        return out;
    }

    /** Whether a block hashed since the last reset was detected as a collision-attack block (always false for plain functions). */
    public boolean collisionDetected() {
        return detected;
    }

    /**
     * Finishes the message, writes its digest at {@code out[offset..offset+digestBytes())} and resets.
     *
     * @return whether the message was flagged as part of a collision attack (always false for
     *     plain functions); its digest is then the safe hash
     */
    public boolean digestInto(byte[] out, int offset) {
        Objects.checkFromIndexSize(offset, function.digestBytes(), out.length);
        int blocks = padding.pad(buffer, 0, buffered, length);
        boolean flagged = detected | compressor.compress(state, buffer, 0, blocks);
        function.writeDigest(state, out, offset);
        reset();
        return flagged;
    }

    @Override
    public String toString() {
        return "BlockHasher[" + function + ", " + length + " bytes" + (detected ? ", collision detected" : "") + "]";
    }
}
