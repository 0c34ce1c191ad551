package org.hashlanes.internal.engine;

import java.nio.ByteBuffer;
import java.util.Iterator;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.plan.BatchPlanner;
import org.hashlanes.internal.plan.MessageBatch;
import org.hashlanes.scalar.BlockCompressor;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;

/**
 * Messages one after another through an algorithm's portable {@link BlockFunction}. Over a
 * collision-detecting function ({@code ScalarSha1Dc.FUNCTION}) it also detects: it fills a sink's
 * flags, and records each planned message's flag in the batch ({@link MessageBatch#setDetected}).
 */
final class ScalarEngine implements Engine {
    /** Bytes staged at a time from a buffer without an accessible array: a multiple of every block size. */
    private static final int CHUNK = 8 * 1024;

    private final BlockFunction fn;
    private final BlockPadding padding;
    /** Bytes in one of the function's blocks. */
    private final int blockBytes;
    private final int digestBytes;
    private final BoundedPool<Scratch> scratch;

    /** Per-call working memory. */
    private final class Scratch implements Cursor {
        /** The block function with this scratch's own workspace. */
        final BlockCompressor compressor;
        final int[] state;
        final byte[] tail;
        byte[] chunk; // made on first use: only buffers without an accessible array need it

        Scratch(BlockFunction fn) {
            compressor = fn.newCompressor();
            state = new int[fn.stateWords()];
            tail = new byte[fn.padding().maxPaddedBytes()];
        }

        @Override
        public boolean hash(ByteBuffer m, int start, int length, byte[] out, int outOffset) {
            return hashOne(m, start, length, this, out, outOffset);
        }

        @Override
        public void close() {
            scratch.give(this);
        }
    }

    ScalarEngine(BlockFunction fn) {
        this.fn = fn;
        this.padding = fn.padding();
        this.blockBytes = padding.blockBytes();
        this.digestBytes = fn.digestBytes();
        this.scratch = new BoundedPool<>(BoundedPool.defaultCapacity(), () -> new Scratch(fn));
    }

    @Override
    public String description() {
        return "scalar";
    }

    @Override
    public EngineInfo.Kind kind() {
        return EngineInfo.Kind.SCALAR;
    }

    @Override
    public boolean detects() {
        return fn.detects();
    }

    /** The digests, and with a collision-detecting function each message's flag if the sink has flags. */
    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink out) {
        out.requireDetectsIfFlags(fn.detects(), fn);
        hashAll(messages, count, out.out(), out.offset(), out.flags(), out.flagsOffset());
    }

    /** The next {@code count} messages, one after another; their flags to {@code flags} unless it is null. */
    private void hashAll(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset,
            boolean[] flags, int flagsOffset) {
        Scratch s = scratch.take();
        for (int i = 0; i < count; i++) {
            ByteBuffer m = messages.next();
            int start = m.position();
            boolean flagged = hashOne(m, start, Buffers.remaining(m, start), s, out, offset + i * digestBytes);
            if (flags != null) {
                flags[flagsOffset + i] = flagged;
            }
        }
        scratch.give(s);
    }

    @Override
    public Cursor cursor() {
        return scratch.take();
    }

    /** The plan's single-stream part: messages hashed (flags recorded in the batch), or block jobs advanced. */
    @Override
    public void runPlanned(MessageBatch batch, byte[] out, int offset) {
        BatchPlanner.Plan plan = batch.plan();
        int[] indexes = plan.singleOrder();
        int n = plan.singleCount();
        Scratch s = scratch.take();
        if (batch.isJobs()) {
            for (int k = 0; k < n; k++) {
                int i = indexes[k];
                advanceOne(batch.buffer(i), batch.start(i), batch.length(i), batch.state(i), s);
            }
        } else {
            for (int k = 0; k < n; k++) {
                int i = indexes[k];
                batch.setDetected(i, hashOne(batch.buffer(i), batch.start(i), batch.length(i), s, out,
                        offset + batch.outIndex(i) * digestBytes));
            }
        }
        scratch.give(s);
    }

    /** Writes the digest of one message; returns whether it was flagged (never, unless the function detects). */
    private boolean hashOne(ByteBuffer m, int start, int length, Scratch s, byte[] out, int outOffset) {
        int full = length & -blockBytes;
        int[] h = s.state;
        fn.initState(h);
        boolean flagged = advanceOne(m, start, full, h, s);
        int tail = length - full;
        Buffers.copy(m, start + full, s.tail, 0, tail);
        int blocks = padding.pad(s.tail, 0, tail, length);
        flagged |= s.compressor.compress(h, s.tail, 0, blocks);
        fn.writeDigest(h, out, outOffset);
        return flagged;
    }

    @Override
    public boolean continuesMidstates() {
        return true;
    }

    @Override
    public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        Scratch s = scratch.take();
        for (int i = 0; i < count; i++) {
            advanceOne(buffers[i], starts[i], blocks[i] * blockBytes, states[i], s);
        }
        scratch.give(s);
    }

    /** Compresses {@code bytes} (whole blocks) of {@code m} from {@code start}; returns whether a block was detected. */
    private boolean advanceOne(ByteBuffer m, int start, int bytes, int[] h, Scratch s) {
        if (m.hasArray()) {
            return s.compressor.compress(h, m.array(), m.arrayOffset() + start, bytes / blockBytes);
        }
        return bytes > 0 && compressStaged(m, start, bytes, h, s);
    }

    /** Compresses {@code bytes} (whole blocks) of a buffer without an accessible array, staged in chunks. */
    private boolean compressStaged(ByteBuffer m, int start, int bytes, int[] h, Scratch s) {
        if (s.chunk == null) {
            s.chunk = new byte[CHUNK];
        }
        boolean detected = false;
        for (int done = 0; done < bytes; ) {
            int n = Math.min(CHUNK, bytes - done);
            Buffers.copy(m, start + done, s.chunk, 0, n);
            detected |= s.compressor.compress(h, s.chunk, 0, n / blockBytes);
            done += n;
        }
        return detected;
    }

    @Override
    public String toString() {
        return description();
    }
}
