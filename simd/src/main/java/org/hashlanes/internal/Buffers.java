package org.hashlanes.internal;

import java.nio.ByteBuffer;

/** Reads a caller's buffer by absolute index only, so that its position, limit and mark never move. */
public final class Buffers {
    private Buffers() {}

    /** Copies {@code length} bytes at absolute {@code index} of {@code src} into {@code dst[dstOffset..]}. */
    public static void copy(ByteBuffer src, int index, byte[] dst, int dstOffset, int length) {
        if (src.hasArray()) {
            System.arraycopy(src.array(), src.arrayOffset() + index, dst, dstOffset, length);
        } else {
            src.get(index, dst, dstOffset, length); // absolute bulk get (JDK 13+): position untouched
        }
    }
}
