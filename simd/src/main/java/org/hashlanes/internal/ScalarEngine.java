package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.util.Iterator;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;

/** Messages one after another through an algorithm's portable {@link BlockFunction}. */
final class ScalarEngine implements SingleEngine, MidstateEngine {
    /** Bytes staged at a time from a buffer without an accessible array: a multiple of 64. */
    private static final int CHUNK = 8 * 1024;
    private static final int BLOCK_BYTES = BlockFunction.BLOCK_BYTES;

    private final BlockFunction fn;
    private final int digestBytes;
    private final BoundedPool<Scratch> scratch;

    /** Per-call working memory. */
    private static final class Scratch {
        final int[] state;
        final byte[] tail = new byte[BlockPadding.MAX_PADDED_BYTES];
        byte[] chunk; // made on first use: only buffers without an accessible array need it

        Scratch(int stateWords) {
            state = new int[stateWords];
        }
    }

    ScalarEngine(BlockFunction fn) {
        this.fn = fn;
        this.digestBytes = fn.digestBytes();
        this.scratch = new BoundedPool<>(BoundedPool.defaultCapacity(), () -> new Scratch(fn.stateWords()));
    }

    @Override
    public String description() {
        return "scalar";
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        Scratch s = scratch.take();
        for (int i = 0; i < count; i++) {
            ByteBuffer m = messages.next();
            int start = m.position();
            hashOne(m, start, Buffers.remaining(m, start), s, out, offset + i * digestBytes);
        }
        scratch.give(s);
    }

    @Override
    public void hashSome(MessageBatch batch, int[] indexes, int n, byte[] out, int offset) {
        Scratch s = scratch.take();
        for (int k = 0; k < n; k++) {
            int i = indexes[k];
            hashOne(batch.buffer(i), batch.start(i), batch.length(i), s, out, offset + i * digestBytes);
        }
        scratch.give(s);
    }

    /** Advances block jobs {@code indexes[0 .. n)} of {@code batch} (see {@link MidstateEngine#advance}). */
    void advanceSome(MessageBatch batch, int[] indexes, int n) {
        Scratch s = scratch.take();
        for (int k = 0; k < n; k++) {
            int i = indexes[k];
            advanceOne(batch.buffer(i), batch.start(i), batch.length(i), batch.state(i), s);
        }
        scratch.give(s);
    }

    private void hashOne(ByteBuffer m, int start, int length, Scratch s, byte[] out, int outOffset) {
        int full = length & -BLOCK_BYTES;
        int[] h = s.state;
        fn.initState(h);
        advanceOne(m, start, full, h, s);
        int tail = length - full;
        Buffers.copy(m, start + full, s.tail, 0, tail);
        int blocks = BlockPadding.pad(s.tail, 0, tail, length);
        fn.compressBlocks(h, s.tail, 0, blocks);
        fn.writeDigest(h, out, outOffset);
    }

    @Override
    public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        Scratch s = scratch.take();
        for (int i = 0; i < count; i++) {
            advanceOne(buffers[i], starts[i], blocks[i] * BLOCK_BYTES, states[i], s);
        }
        scratch.give(s);
    }

    private void advanceOne(ByteBuffer m, int start, int bytes, int[] h, Scratch s) {
        if (m.hasArray()) {
            fn.compressBlocks(h, m.array(), m.arrayOffset() + start, bytes / BLOCK_BYTES);
        } else if (bytes > 0) {
            compressStaged(m, start, bytes, h, s);
        }
    }

    /** Compresses {@code bytes} (a multiple of 64) of a buffer without an accessible array, staged in chunks. */
    private void compressStaged(ByteBuffer m, int start, int bytes, int[] h, Scratch s) {
        if (s.chunk == null) {
            s.chunk = new byte[CHUNK];
        }
        for (int done = 0; done < bytes; ) {
            int n = Math.min(CHUNK, bytes - done);
            Buffers.copy(m, start + done, s.chunk, 0, n);
            fn.compressBlocks(h, s.chunk, 0, n / BLOCK_BYTES);
            done += n;
        }
    }

    @Override
    public String toString() {
        return description();
    }
}
