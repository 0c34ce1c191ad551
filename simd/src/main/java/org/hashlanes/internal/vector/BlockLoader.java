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
    void load(int[] dst, int at, byte[][] src, int[] off, int[] step);
}
