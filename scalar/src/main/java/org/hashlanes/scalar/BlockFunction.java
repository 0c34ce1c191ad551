package org.hashlanes.scalar;

import java.util.Objects;

/**
 * What the shared machinery needs of a Merkle-Damgard hash (MD5, SHA-1, SHA-2): its block size,
 * byte order and padding ({@link #padding()}), a chaining value of {@link #stateWords()} ints, and
 * the compression of whole blocks. An algorithm supplies only this (and, for the vector lanes, a
 * kernel template); scheduling, padding, engine choice and warm-up are shared.
 *
 * <p>The chaining value is always an {@code int[]}, so that one scheduler, one engine and one
 * stream code serve every algorithm: an algorithm with 64-bit words (SHA-512) keeps each word as
 * two ints, high half first, which makes its digest the ints written big-endian in order.
 *
 * <p>Implementations are stateless and thread-safe.
 */
public interface BlockFunction {
    /** Bytes in one block of SHA-1, SHA-256 and MD5; {@link #blockBytes()} is each function's own. */
    int BLOCK_BYTES = 64;

    /** Bytes in one block: {@link #padding()}'s. */
    default int blockBytes() {
        return padding().blockBytes();
    }

    /** The padding, which also fixes the block size and the byte order of words, length and digest: {@link BlockPadding#SHA} unless overridden. */
    default BlockPadding padding() {
        return BlockPadding.SHA;
    }

    /** The {@code MessageDigest} algorithm name that computes the same digests: {@code SHA-1}, {@code SHA-256}. */
    String jdkName();

    /** Ints in the chaining value: 5 for SHA-1, 8 for SHA-256. */
    int stateWords();

    /** Bytes in a digest: the chaining value written big-endian. */
    default int digestBytes() {
        return 4 * stateWords();
    }

    /** Writes the initial chaining value into {@code state[0 .. stateWords())}. */
    void initState(int[] state);

    /**
     * Compresses {@code blocks} whole blocks of {@code src} from {@code offset} into the chaining
     * value {@code state[0 .. stateWords())}. Padding is the caller's business ({@link BlockPadding}).
     *
     * @throws IndexOutOfBoundsException if the blocks do not lie inside {@code src}
     */
    void compressBlocks(int[] state, byte[] src, int offset, int blocks);

    /**
     * Whether this function detects collision attacks (SHA-1DC): then {@link #newCompressor()}'s
     * compressors report detected blocks, and {@link #compressBlocks} gives the same chaining
     * values (the safe hash of a detected block) without the flag.
     */
    default boolean detects() {
        return false;
    }

    /**
     * A compressor with its own scratch, for one thread: what engines and hashers hold. The
     * default compresses with {@link #compressBlocks} and detects nothing.
     */
    default BlockCompressor newCompressor() {
        return (state, src, offset, blocks) -> {
            compressBlocks(state, src, offset, blocks);
            return false;
        };
    }

    /** Writes the digest of the finished chaining value {@code state} at {@code out[offset ..]}: its first {@link #digestBytes()} bytes in the function's byte order. */
    default void writeDigest(int[] state, byte[] out, int offset) {
        writeDigest(state, 0, 1, out, offset);
    }

    /**
     * {@link #writeDigest(int[], byte[], int)} for a chaining value whose word i is at
     * {@code state[from + i * stride]}: one lane of the vector lanes' chaining values, written
     * where it lies instead of gathered first.
     */
    default void writeDigest(int[] state, int from, int stride, byte[] out, int offset) {
        DigestWriter.write(state, from, stride, digestBytes() / 4, padding().littleEndian(), out, offset);
    }
}

/** Writes digests: the one copy every block function's {@code writeDigest} uses. */
final class DigestWriter {
    private DigestWriter() {}

    /** Writes {@code words[0 .. count)}: see {@link #write(int[], int, int, int, boolean, byte[], int)}. */
    static void write(int[] words, int count, boolean littleEndian, byte[] out, int offset) {
        write(words, 0, 1, count, littleEndian, out, offset);
    }

    /**
     * Writes {@code words[from + i * stride]} for i in {@code 0 .. count)} at {@code out[offset ..]},
     * each int in the given order, with plain byte stores: JDK 17.0.15's C2 lost stores made
     * through a byte-array view {@code VarHandle} into a new array that a caller then only
     * null-checked (zero digests; see simd's DigestBytesTest), and digests are written into new
     * arrays all the time.
     */
    static void write(int[] words, int from, int stride, int count, boolean littleEndian, byte[] out, int offset) {
        Objects.checkFromIndexSize(offset, 4 * count, out.length);
        for (int i = 0; i < count; i++) {
            int w = words[from + i * stride];
            if (littleEndian) {
                w = Integer.reverseBytes(w);
            }
            int at = offset + 4 * i;
            out[at] = (byte) (w >>> 24);
            out[at + 1] = (byte) (w >>> 16);
            out[at + 2] = (byte) (w >>> 8);
            out[at + 3] = (byte) w;
        }
    }
}
