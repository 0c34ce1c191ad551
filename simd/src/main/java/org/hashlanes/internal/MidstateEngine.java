package org.hashlanes.internal;

import java.nio.ByteBuffer;

/**
 * An engine that can continue its algorithm from a midstate: what {@code Sha1Streams} and
 * {@code Sha256Streams} need, and what {@code MessageDigest} cannot do. Trusts its arguments.
 */
public interface MidstateEngine {
    /** A short human-readable name. */
    String description();

    /**
     * Advances {@code count} chaining values by whole blocks, without padding: job i is
     * {@code blocks[i]} 64-byte blocks of {@code buffers[i]} from absolute index
     * {@code starts[i]}; {@code states[i]} (5 ints, H0..H4) is updated in place.
     */
    void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states);
}
