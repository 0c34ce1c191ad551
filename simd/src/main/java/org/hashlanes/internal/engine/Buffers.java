package org.hashlanes.internal.engine;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * Reads a caller's buffer by absolute index only, so that its position, limit and mark never move.
 *
 * <p>An engine reads a message's position and limit once, when it starts the message, and from
 * then on reads only inside that snapshot. Another thread may still move the limit or change the
 * contents meanwhile (the caller's bug, but one that must not become ours): the message then gets
 * an undefined digest, and nothing worse happens. Both helpers here hold that line without a
 * per-message allocation such as a {@code duplicate()}.
 */
public final class Buffers {
    private Buffers() {}

    /**
     * Bytes of {@code m} from {@code start} (the position just read) to its limit, never negative:
     * a racing thread can make the two reads disagree (position read before, limit after, a move).
     * With {@code 0 <= start <= capacity} the result keeps {@code start + length <= capacity}.
     */
    public static int remaining(ByteBuffer m, int start) {
        return Math.max(0, m.limit() - start);
    }

    /**
     * Copies {@code length} bytes at absolute {@code index} of {@code src} into {@code dst[dstOffset..]}.
     * The range lies inside the snapshot the caller took, hence inside the buffer's capacity.
     */
    public static void copy(ByteBuffer src, int index, byte[] dst, int dstOffset, int length) {
        if (src.hasArray()) {
            System.arraycopy(src.array(), src.arrayOffset() + index, dst, dstOffset, length);
        } else {
            try {
                src.get(index, dst, dstOffset, length); // absolute bulk get (JDK 13+): position untouched
            } catch (IndexOutOfBoundsException limitMovedUnderUs) {
                // The absolute get checks the live limit, not our snapshot: only another thread
                // shrinking the limit mid-message gets here. The digest is undefined then; zeros
                // keep it deterministic, and the other messages of the batch are unaffected.
                Arrays.fill(dst, dstOffset, dstOffset + length, (byte) 0);
            }
        }
    }
}
