package org.hashlanes.property;

/**
 * A message to generate: its length, its content (0 = all zero bytes, the simplest; otherwise a
 * seed for pseudo-random bytes), its buffer kind, and whether it reuses the previous message's
 * buffer object instead (the same buffer twice in one list).
 */
public final class MessageSpec {
    public final int length;
    public final int content;
    public final BufferKind kind;
    public final boolean samePreviousBuffer;

    public MessageSpec(int length, int content, BufferKind kind, boolean samePreviousBuffer) {
        this.length = length;
        this.content = content;
        this.kind = kind;
        this.samePreviousBuffer = samePreviousBuffer;
    }

    /** The bytes of this message. */
    public byte[] bytes() {
        byte[] b = new byte[length];
        if (content != 0) {
            long x = content * 0x9E3779B97F4A7C15L + 1;
            for (int i = 0; i < length; i++) {
                x ^= x << 13;
                x ^= x >>> 7;
                x ^= x << 17;
                b[i] = (byte) (x >>> 32);
            }
        }
        return b;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MessageSpec)) {
            return false;
        }
        MessageSpec m = (MessageSpec) o;
        return length == m.length && content == m.content && kind == m.kind && samePreviousBuffer == m.samePreviousBuffer;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(length, content, kind, samePreviousBuffer);
    }

    @Override
    public String toString() {
        return samePreviousBuffer ? "(same buffer as previous)"
                : "{" + length + " bytes, " + (content == 0 ? "zeros" : "content " + content) + ", " + kind + "}";
    }
}
