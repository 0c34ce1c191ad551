package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.util.Iterator;
import org.hashlanes.scalar.ScalarSha1;
import org.hashlanes.scalar.Sha1Padding;

/** Messages one after another through the portable {@link ScalarSha1} block function. */
final class ScalarEngine implements BatchEngine, MidstateEngine {
    /** Bytes staged at a time from a buffer without an accessible array: a multiple of 64. */
    private static final int CHUNK = 8 * 1024;

    private final BoundedPool<Scratch> scratch = new BoundedPool<>(BoundedPool.defaultCapacity(), Scratch::new);

    /** Per-call working memory. */
    private static final class Scratch {
        final int[] state = new int[5];
        final byte[] tail = new byte[Sha1Padding.MAX_PADDED_BYTES];
        byte[] chunk; // made on first use: only buffers without an accessible array need it
    }

    @Override
    public String description() {
        return "scalar";
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        Scratch s = scratch.take();
        for (int i = 0; i < count; i++) {
            hashOne(messages.next(), s, out, offset + i * ScalarSha1.DIGEST_BYTES);
        }
        scratch.give(s);
    }

    private static void hashOne(ByteBuffer m, Scratch s, byte[] out, int outOffset) {
        int start = m.position();
        int length = Buffers.remaining(m, start);
        int full = length & -ScalarSha1.BLOCK_BYTES;
        int[] h = s.state;
        ScalarSha1.initState(h);
        if (m.hasArray()) {
            ScalarSha1.compressBlocks(h, m.array(), m.arrayOffset() + start, full / ScalarSha1.BLOCK_BYTES);
        } else if (full > 0) {
            compressStaged(m, start, full, h, s);
        }
        int tail = length - full;
        Buffers.copy(m, start + full, s.tail, 0, tail);
        int blocks = Sha1Padding.pad(s.tail, 0, tail, length);
        ScalarSha1.compressBlocks(h, s.tail, 0, blocks);
        ScalarSha1.writeDigest(h, out, outOffset);
    }

    @Override
    public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        Scratch s = scratch.take();
        for (int i = 0; i < count; i++) {
            ByteBuffer m = buffers[i];
            int[] h = states[i];
            int start = starts[i];
            int bytes = blocks[i] * ScalarSha1.BLOCK_BYTES;
            if (m.hasArray()) {
                ScalarSha1.compressBlocks(h, m.array(), m.arrayOffset() + start, blocks[i]);
            } else {
                compressStaged(m, start, bytes, h, s);
            }
        }
        scratch.give(s);
    }

    /** Compresses {@code bytes} (a multiple of 64) of a buffer without an accessible array, staged in chunks. */
    private static void compressStaged(ByteBuffer m, int start, int bytes, int[] h, Scratch s) {
        if (s.chunk == null) {
            s.chunk = new byte[CHUNK];
        }
        for (int done = 0; done < bytes; ) {
            int n = Math.min(CHUNK, bytes - done);
            Buffers.copy(m, start + done, s.chunk, 0, n);
            ScalarSha1.compressBlocks(h, s.chunk, 0, n / ScalarSha1.BLOCK_BYTES);
            done += n;
        }
    }

    @Override
    public String toString() {
        return description();
    }
}
