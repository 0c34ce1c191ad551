package org.hashlanes.scalar;

import java.util.Objects;

/** The argument check of every checked {@code compressBlocks}, done once before the unchecked loop. */
final class BlockBounds {
    private BlockBounds() {}

    /**
     * @throws IllegalArgumentException if {@code state} holds fewer than {@code words} ints or {@code blocks < 0}
     * @throws IndexOutOfBoundsException if the blocks do not lie inside {@code src}
     */
    static void check(int[] state, int words, byte[] src, int offset, int blocks, int blockBytes) {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(src, "src");
        if (state.length < words) {
            throw new IllegalArgumentException("state must hold " + words + " ints, has " + state.length);
        }
        if (blocks < 0) {
            throw new IllegalArgumentException("blocks must be >= 0, is " + blocks);
        }
        long bytes = (long) blocks * blockBytes;
        if (offset < 0 || offset + bytes > src.length) {
            throw new IndexOutOfBoundsException(
                    (blocks == 1 ? "1 block at offset " + offset + " does" : blocks + " blocks at offset " + offset + " do")
                    + " not fit in src, whose length is " + src.length);
        }
    }
}
