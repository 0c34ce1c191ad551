package org.hashlanes.scalar;

/**
 * A {@link BlockFunction} bound to per-caller scratch, as an engine or a hasher holds it (one per
 * thread): the same compression, and for a collision-detecting function
 * ({@link ScalarSha1Dc#FUNCTION}) whether a block was detected. Not thread-safe.
 */
@FunctionalInterface
public interface BlockCompressor {
    /**
     * Compresses {@code blocks} whole blocks of {@code src} from {@code offset} into
     * {@code state}, as {@link BlockFunction#compressBlocks} does.
     *
     * @return whether one of these blocks was detected as a collision-attack block (its chaining
     *     value is then the safe hash); always false for a function that does not detect
     * @throws IndexOutOfBoundsException if the blocks do not lie inside {@code src}
     */
    boolean compress(int[] state, byte[] src, int offset, int blocks);
}
