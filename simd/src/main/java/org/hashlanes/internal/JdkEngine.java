package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Iterator;

/**
 * Messages one after another through the JDK's own {@code MessageDigest("SHA-1")}. Where
 * HotSpot's SHA-1 intrinsic is on (SHA-NI on x86, the SHA extensions on ARM) this is the
 * fastest single stream on the JVM; without it, {@link ScalarEngine} is as fast or faster.
 */
final class JdkEngine implements BatchEngine {
    private static final int CHUNK = 8 * 1024;

    private final BoundedPool<Scratch> scratch = new BoundedPool<>(BoundedPool.defaultCapacity(), Scratch::new);
    private final String description;

    private static final class Scratch {
        final MessageDigest sha1 = newSha1();
        byte[] chunk; // made on first use: only buffers without an accessible array need it
    }

    JdkEngine(boolean intrinsic) {
        this.description = intrinsic ? "jdk (SHA-1 intrinsic)" : "jdk";
    }

    static MessageDigest newSha1() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new UnsupportedOperationException("this JVM has no SHA-1 MessageDigest", e);
        }
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        Scratch s = scratch.take();
        try {
            for (int i = 0; i < count; i++) {
                hashOne(messages.next(), s, out, offset + i * 20);
            }
        } catch (DigestException e) {
            throw new IllegalStateException("MessageDigest refused a 20-byte output", e); // cannot happen
        }
        scratch.give(s);
    }

    private static void hashOne(ByteBuffer m, Scratch s, byte[] out, int outOffset) throws DigestException {
        MessageDigest md = s.sha1;
        int start = m.position();
        int length = Buffers.remaining(m, start);
        if (m.hasArray()) {
            md.update(m.array(), m.arrayOffset() + start, length);
        } else {
            if (s.chunk == null) {
                s.chunk = new byte[CHUNK];
            }
            for (int done = 0; done < length; ) {
                int n = Math.min(CHUNK, length - done);
                Buffers.copy(m, start + done, s.chunk, 0, n);
                md.update(s.chunk, 0, n);
                done += n;
            }
        }
        md.digest(out, outOffset, 20); // also resets md
    }

    @Override
    public String toString() {
        return description();
    }
}
