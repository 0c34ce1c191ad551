package org.hashlanes.scalar;

import java.util.Objects;

/**
 * What the shared lane machinery needs of a hash built like SHA-1 and SHA-256: 64-byte blocks,
 * big-endian 32-bit words, a chaining value of {@link #stateWords()} ints and Merkle-Damgard
 * padding ({@link BlockPadding}). An algorithm supplies only this (and, for the vector lanes, a
 * kernel template); scheduling, padding, engine choice and warm-up are shared.
 *
 * <p>Implementations are stateless and thread-safe.
 */
public interface BlockFunction {
    /** Bytes in one block. */
    int BLOCK_BYTES = 64;

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

    /** Writes the digest of the finished chaining value {@code state}, big-endian, at {@code out[offset ..]}. */
    default void writeDigest(int[] state, byte[] out, int offset) {
        BigEndian.write(state, digestBytes() / 4, out, offset);
    }
}

/** Writes digests: the one copy every block function's {@code writeDigest} uses. */
final class BigEndian {
    private BigEndian() {}

    /**
     * Writes {@code words[0 .. count)} big-endian at {@code out[offset ..]}, with plain byte
     * stores: JDK 17.0.15's C2 lost stores made through a byte-array view {@code VarHandle} into
     * a new array that a caller then only null-checked (zero digests; see simd's DigestBytesTest),
     * and digests are written into new arrays all the time.
     */
    static void write(int[] words, int count, byte[] out, int offset) {
        Objects.checkFromIndexSize(offset, 4 * count, out.length);
        for (int i = 0; i < count; i++) {
            int w = words[i];
            int at = offset + 4 * i;
            out[at] = (byte) (w >>> 24);
            out[at + 1] = (byte) (w >>> 16);
            out[at + 2] = (byte) (w >>> 8);
            out[at + 3] = (byte) w;
        }
    }
}
