package org.hashlanes.property;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The ways a caller hands over a message, simplest first (shrinking goes toward {@link #HEAP}).
 * All but {@code HEAP} and {@code DIRECT} surround the message with junk bytes and set a mark
 * below the position, so that reading outside the message or moving the mark is caught.
 */
public enum BufferKind {
    HEAP, HEAP_OFFSET, HEAP_SLICE, DIRECT, DIRECT_SLICE, READ_ONLY_HEAP, READ_ONLY_DIRECT, LITTLE_ENDIAN, DUPLICATE;

    /** A buffer of this kind whose remaining bytes are {@code m}. */
    public ByteBuffer wrap(byte[] m) {
        switch (this) {
            case HEAP: return ByteBuffer.wrap(m.clone());
            case HEAP_OFFSET: return marked(ByteBuffer.wrap(padded(m, 5, 3)), 5, m.length);
            case HEAP_SLICE: return marked(ByteBuffer.wrap(padded(m, 9, 2)).position(4).slice(), 5, m.length);
            case DIRECT: return ByteBuffer.allocateDirect(m.length).put(m).flip();
            case DIRECT_SLICE: return marked(direct(padded(m, 13, 1)).position(6).slice(), 7, m.length);
            case READ_ONLY_HEAP: return marked(ByteBuffer.wrap(padded(m, 2, 2)), 2, m.length).asReadOnlyBuffer();
            case READ_ONLY_DIRECT: return marked(direct(padded(m, 3, 5)), 3, m.length).asReadOnlyBuffer();
            case LITTLE_ENDIAN: return marked(direct(padded(m, 1, 1)), 1, m.length).order(ByteOrder.LITTLE_ENDIAN);
            case DUPLICATE: return marked(ByteBuffer.wrap(padded(m, 8, 8)), 8, m.length).duplicate();
            default: throw new AssertionError(this);
        }
    }

    private static byte[] padded(byte[] m, int before, int after) {
        byte[] a = new byte[before + m.length + after];
        java.util.Arrays.fill(a, (byte) 0x6B);
        System.arraycopy(m, 0, a, before, m.length);
        return a;
    }

    private static ByteBuffer direct(byte[] content) {
        return ByteBuffer.allocateDirect(content.length).put(content).clear();
    }

    private static ByteBuffer marked(ByteBuffer b, int pos, int length) {
        b.limit(pos + length);
        b.position(pos - 1).mark();
        return b.position(pos);
    }
}
