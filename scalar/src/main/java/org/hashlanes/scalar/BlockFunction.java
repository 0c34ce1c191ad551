package org.hashlanes.scalar;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
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
        int bytes = digestBytes();
        Objects.checkFromIndexSize(offset, bytes, out.length);
        for (int i = 0; i < bytes / 4; i++) {
            BigEndian.INT.set(out, offset + 4 * i, state[i]);
        }
    }
}

/** The big-endian int view of a byte array, shared by the interface's default method. */
final class BigEndian {
    static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    private BigEndian() {}
}
