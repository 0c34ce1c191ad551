package org.hashlanes.internal.vector;

/**
 * Loads one 64-byte block of 32-bit words per lane (big-endian, or little-endian for MD5: a loader
 * is made for one order), transposed for a lane kernel. Implemented once, by
 * {@link BlockLoaderTemplate}, and instantiated per species and order by {@link LaneKernels#loader}.
 */
interface BlockLoader {
    /**
     * Writes word t of lane j's block (read at {@code src[j][off[j]]}) to {@code dst[at + t * L + j]},
     * t = 0..15, then advances {@code off[j] += step[j]} for every lane.
     */
    default void load(int[] dst, int at, byte[][] src, int[] off, int[] step) {
        load(dst, at, src, off, step, 0);
    }

    /**
     * The same for lanes {@code first .. first + L - 1} of {@code src}, {@code off} and {@code step}
     * (lane {@code first + j} is column j of {@code dst}): a kernel that interleaves two lane sets in
     * its rounds (MD5) loads each set with its own call.
     */
    void load(int[] dst, int at, byte[][] src, int[] off, int[] step, int first);
}
