package org.hashlanes.internal.vector;

import java.util.function.IntConsumer;

/**
 * An algorithm's compression of one block per lane, for all lanes at once. Implemented once per
 * algorithm by a template ({@link LaneKernelTemplate} for SHA-1), and instantiated per vector
 * species by {@link LaneKernels}.
 *
 * <p>Layouts (L = {@link #lanes()}): a "lane array" of k words holds word i of lane j at
 * {@code [i * L + j]}, so that word i of every lane is one vector.
 */
interface LaneKernel {
    /** Number of lanes: 4, 8 or 16 for 32-bit words; 2, 4 or 8 for 64-bit words (SHA-512), half the species' ints. */
    int lanes();

    /** Words of one lane's chaining value: 5 for SHA-1, 8 for SHA-256. */
    int stateWords();

    /** Scratch words per lane the kernel wants in {@code work}. */
    int workWords();

    /**
     * Compresses {@code blocks} consecutive blocks of every lane into the chaining values.
     * Lane j reads its next block (64 or 128 bytes, the algorithm's) at {@code src[j][off[j]]};
     * after each block {@code off[j] += step[j]} (the block size for a live lane, 0 for an idle
     * lane parked on a dummy block).
     *
     * @param h chaining values, a lane array of {@link #stateWords()} words, updated in place
     * @param work scratch: a lane array of {@link #workWords()} words
     */
    void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks);

    /**
     * Whether this kernel has a whole form ({@link LaneKernels#wholeForm}): the same compression
     * with a block's rounds in fewer, larger methods, faster where C2 compiles them but too large
     * for C1, so run only once seen compiled and faster ({@link KernelForms}).
     * Asked of the split form (the one every JIT tier compiles).
     */
    default boolean hasWholeForm() {
        return false;
    }

    /** Whether this kernel detects SHA-1 collision attacks (SHA-1DC): then the scheduler calls the methods below. */
    default boolean detects() {
        return false;
    }

    /**
     * A detecting kernel's {@link #compress}: the same compression (every lane's chaining value
     * stays plain SHA-1), and every block checked. A candidate block (one that meets the
     * unavoidable bit conditions of a disturbance vector) is queued in {@code work} with its
     * lane's {@code tags[j]}, and decided later, with the other queued candidates of all lanes at
     * once; when one proves to be an attack block, {@code detected} receives its tag. The lanes
     * never wait for a decision, so a detected lane's chaining value is not the safe hash: the
     * caller redoes that job with the scalar detecting function.
     */
    default void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks,
            int[] tags, IntConsumer detected) {
        throw new UnsupportedOperationException("not a detecting kernel");
    }

    /**
     * Empties this kernel's candidate queue in {@code work}, deciding nothing: before the first
     * {@link #compress} of a run, and when this kernel takes over a work array that another
     * width's kernel used (the layouts overlap).
     */
    default void clearCandidates(int[] work) {}

    /** Decides every queued candidate now (tags of attack blocks to {@code detected}) and empties the queue. */
    default void drainCandidates(int[] work, IntConsumer detected) {}
}
