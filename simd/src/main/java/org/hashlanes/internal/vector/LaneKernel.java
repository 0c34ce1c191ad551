package org.hashlanes.internal.vector;

/**
 * An algorithm's compression of one block per lane, for all lanes at once. Implemented once per
 * algorithm by a template ({@link LaneKernelTemplate} for SHA-1), and instantiated per vector
 * species by {@link LaneKernels}.
 *
 * <p>Layouts (L = {@link #lanes()}): a "lane array" of k words holds word i of lane j at
 * {@code [i * L + j]}, so that word i of every lane is one vector.
 */
interface LaneKernel {
    /** Number of lanes: 4, 8 or 16. */
    int lanes();

    /** Words of one lane's chaining value: 5 for SHA-1, 8 for SHA-256. */
    int stateWords();

    /** Scratch words per lane the kernel wants in {@code work}. */
    int workWords();

    /**
     * Compresses {@code blocks} consecutive blocks of every lane into the chaining values.
     * Lane j reads its next 64-byte block at {@code src[j][off[j]]}; after each block
     * {@code off[j] += step[j]} (64 for a live lane, 0 for an idle lane parked on a dummy block).
     *
     * @param h chaining values, a lane array of {@link #stateWords()} words, updated in place
     * @param work scratch: a lane array of {@link #workWords()} words
     */
    void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks);

    /** Whether this kernel detects SHA-1 collision attacks (SHA-1DC) and flags lanes. */
    default boolean detects() {
        return false;
    }

    /**
     * Whether the last {@link #compress} call detected an attack block in lane {@code lane} (see
     * {@link #detects()}); that lane's chaining value already holds the safe hash. The scheduler
     * keeps the per-message flag (lanes move between widths, and kernels of different widths
     * share one work array).
     */
    default boolean detected(int[] work, int lane) {
        return false;
    }
}
