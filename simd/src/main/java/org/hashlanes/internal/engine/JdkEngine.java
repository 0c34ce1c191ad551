package org.hashlanes.internal.engine;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.util.Iterator;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.plan.MessageBatch;
import org.hashlanes.scalar.BlockFunction;

/**
 * Messages one after another through the JDK's own {@code MessageDigest} for the algorithm. Where
 * HotSpot's intrinsic for it is on (SHA-NI on x86, the SHA extensions on ARM) this is the
 * fastest single stream on the JVM; without it, {@link ScalarEngine} is as fast or faster.
 */
final class JdkEngine implements Engine {
    private static final int CHUNK = 8 * 1024;

    private final BoundedPool<Scratch> scratch;
    private final String description;
    private final int digestBytes;

    private final class Scratch implements Cursor {
        final MessageDigest md;
        byte[] chunk; // made on first use: only buffers without an accessible array need it

        Scratch(String algorithm) {
            md = newDigest(algorithm);
        }

        @Override
        public boolean hash(ByteBuffer m, int start, int length, byte[] out, int outOffset) {
            digestOne(m, start, length, this, out, outOffset);
            return false;
        }

        @Override
        public void close() {
            scratch.give(this);
        }
    }

    JdkEngine(BlockFunction fn, boolean intrinsic) {
        String name = fn.jdkName();
        this.description = intrinsic ? "jdk (" + name + " intrinsic)" : "jdk";
        this.digestBytes = fn.digestBytes();
        this.scratch = new BoundedPool<>(BoundedPool.defaultCapacity(), () -> new Scratch(name));
    }

    static MessageDigest newDigest(String algorithm) {
        MessageDigest md = JdkDigests.orNull(algorithm);
        if (md == null) {
            throw new UnsupportedOperationException("this JVM has no " + algorithm + " MessageDigest");
        }
        return md;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public EngineInfo.Kind kind() {
        return EngineInfo.Kind.JDK;
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink sink) {
        sink.requireDetectsIfFlags(false, this);
        byte[] out = sink.out();
        int offset = sink.offset();
        Scratch s = scratch.take();
        for (int i = 0; i < count; i++) {
            ByteBuffer m = messages.next();
            int start = m.position();
            digestOne(m, start, Buffers.remaining(m, start), s, out, offset + i * digestBytes);
        }
        scratch.give(s);
    }

    @Override
    public void hashOne(ByteBuffer message, DigestSink sink) {
        sink.requireDetectsIfFlags(false, this);
        Scratch s = scratch.take();
        int start = message.position();
        digestOne(message, start, Buffers.remaining(message, start), s, sink.out(), sink.offset());
        scratch.give(s);
    }

    @Override
    public Cursor cursor() {
        return scratch.take();
    }

    /** The plan's single-stream part, messages only ({@code MessageDigest} has no midstates). */
    @Override
    public void runPlanned(MessageBatch batch, byte[] out, int offset) {
        if (batch.isJobs()) {
            throw new UnsupportedOperationException(description + " does not continue midstates");
        }
        int[] indexes = batch.plan().singleOrder();
        int n = batch.plan().singleCount();
        Scratch s = scratch.take();
        for (int k = 0; k < n; k++) {
            int i = indexes[k];
            digestOne(batch.buffer(i), batch.start(i), batch.length(i), s, out, offset + batch.outIndex(i) * digestBytes);
        }
        scratch.give(s);
    }

    private void digestOne(ByteBuffer m, int start, int length, Scratch s, byte[] out, int outOffset) {
        MessageDigest md = s.md;
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
        try {
            md.digest(out, outOffset, digestBytes); // also resets md
        } catch (DigestException e) {
            throw new IllegalStateException("MessageDigest refused a " + digestBytes + "-byte output", e); // cannot happen
        }
    }

    @Override
    public String toString() {
        return description();
    }
}
