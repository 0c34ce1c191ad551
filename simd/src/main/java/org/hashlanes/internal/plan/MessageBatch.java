package org.hashlanes.internal.plan;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Iterator;
import org.hashlanes.internal.engine.BoundedPool;
import org.hashlanes.internal.engine.Buffers;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;

/**
 * One call's messages as the planner and the engines see them: each buffer with the position
 * (start) and length read once when the call took it, the blocks it takes, and for block jobs
 * (streams) the midstate it continues. Per-call scratch, pooled by the engines that plan; not
 * thread-safe; holds no caller reference after {@link #clear()}.
 */
public final class MessageBatch {
    /** Most messages planned at once: bounds this object's memory whatever the caller's batch size. */
    public static final int MAX_MESSAGES = 4096;

    ByteBuffer[] buffers = new ByteBuffer[0];
    int[] starts = new int[0];
    /** Bytes to hash: the message's length, or for a block job its whole blocks' bytes. */
    int[] lengths = new int[0];
    /** Blocks each message takes, padding included for messages (see {@link BatchPlanner#blocks}). */
    int[] blocks = new int[0];
    /** Per message, whether a collision-detecting engine flagged it (SHA-1DC); cleared by {@link #fill}. */
    boolean[] detected = new boolean[0];
    /**
     * Where entry i's digest and flag go, in messages from the call's first ({@code out[offset +
     * digestBytes * outIndex[i]]}): the call's order, which a batch may skip through when some
     * of the call's messages went elsewhere (see {@link #hashInChunks}).
     */
    int[] outIndex = new int[0];
    /** For block jobs: the midstates to continue; null for messages. */
    int[][] states;
    private boolean jobs;
    int count;
    final BatchPlanner.Plan plan = new BatchPlanner.Plan();

    /** Room for {@code n} entries, the first {@link #count} kept. */
    private void ensure(int n) {
        if (buffers.length < n) {
            int capacity = Math.max(n, Math.min(MAX_MESSAGES, 2 * buffers.length));
            buffers = Arrays.copyOf(buffers, capacity);
            starts = Arrays.copyOf(starts, capacity);
            lengths = Arrays.copyOf(lengths, capacity);
            blocks = Arrays.copyOf(blocks, capacity);
            detected = Arrays.copyOf(detected, capacity);
            outIndex = Arrays.copyOf(outIndex, capacity);
        }
    }

    /** Appends message entry {@code count}: digest and flag at {@code index} of the call. */
    private void add(ByteBuffer m, int start, int length, int messageBlocks, int index) {
        int i = count;
        if (i == buffers.length) {
            ensure(i + 1);
        }
        buffers[i] = m;
        starts[i] = start;
        lengths[i] = length;
        blocks[i] = messageBlocks;
        detected[i] = false;
        outIndex[i] = index;
        count = i + 1;
    }

    /**
     * Takes the next {@code n} messages (at most {@link #MAX_MESSAGES}) of {@code messages}, reading
     * each position and limit once, and counts their blocks under {@code padding}.
     */
    public void fill(Iterator<? extends ByteBuffer> messages, int n, BlockPadding padding) {
        count = 0;
        jobs = false;
        ensure(n);
        for (int i = 0; i < n; i++) {
            ByteBuffer m = messages.next();
            int start = m.position();
            int length = Buffers.remaining(m, start);
            add(m, start, length, BatchPlanner.blocks(padding, length), i);
        }
    }

    /** Takes block jobs {@code from .. from + n)} of a {@link Engine#advance} call, in blocks of {@code blockBytes}. */
    public void fillJobs(ByteBuffer[] jobBuffers, int[] jobStarts, int[] jobBlocks, int[][] jobStates, int from, int n,
            int blockBytes) {
        ensure(n);
        jobs = true;
        if (states == null || states.length < buffers.length) {
            states = new int[buffers.length][];
        }
        for (int i = 0; i < n; i++) {
            buffers[i] = jobBuffers[from + i];
            starts[i] = jobStarts[from + i];
            blocks[i] = jobBlocks[from + i];
            lengths[i] = jobBlocks[from + i] * blockBytes;
            states[i] = jobStates[from + i];
            outIndex[i] = i;
        }
        count = n;
    }

    /** Drops every reference to caller data. */
    public void clear() {
        Arrays.fill(buffers, 0, count, null);
        if (jobs) {
            Arrays.fill(states, 0, count, null);
        }
        count = 0;
        jobs = false;
    }

    public int count() {
        return count;
    }

    public ByteBuffer buffer(int i) {
        return buffers[i];
    }

    public int start(int i) {
        return starts[i];
    }

    public int length(int i) {
        return lengths[i];
    }

    /** Where entry {@code i}'s digest and flag go: message {@code outIndex(i)} of the call. */
    public int outIndex(int i) {
        return outIndex[i];
    }

    /** The midstate of block job {@code i}; null for a message. */
    public int[] state(int i) {
        return jobs ? states[i] : null;
    }

    /** Records whether a collision-detecting engine flagged message {@code i}. */
    public void setDetected(int i, boolean flagged) {
        detected[i] = flagged;
    }

    /** Whether a collision-detecting engine flagged message {@code i} (false until one hashed it). */
    public boolean detected(int i) {
        return detected[i];
    }

    /** Whether these are block jobs (no padding, midstates written back) rather than messages. */
    public boolean isJobs() {
        return jobs;
    }

    /** The plan made for this batch (see {@link #plan(CostModel)}). */
    public BatchPlanner.Plan plan() {
        return plan;
    }

    /** Plans this batch on {@code model}. */
    public void plan(CostModel model) {
        BatchPlanner.plan(count, blocks, model, plan);
    }

    /** Plans this whole batch for the lanes: see {@link BatchPlanner#planLanes}. */
    public void planLanes(int width, boolean scalarTail) {
        BatchPlanner.planLanes(count, blocks, width, scalarTail, plan);
    }

    /** Plans this whole batch for the single stream, in input order: see {@link BatchPlanner#planSingle}. */
    public void planSingle() {
        BatchPlanner.planSingle(count, plan);
    }

    /** What to do with each chunk of a call: hash (or advance) the batch, digests at {@code out[offset ..]}. */
    public interface Chunk {
        void run(MessageBatch batch, byte[] out, int offset);
    }

    /**
     * Takes the next {@code count} messages of {@code fn}'s algorithm {@value #MAX_MESSAGES} at a
     * time into a pooled batch and runs {@code chunk} on each, with message i's digest at
     * {@code out[out.offset() + digestBytes * i]} (the batch's {@link #outIndex}). When {@code out}
     * has flags, {@code chunk} records each message's flag in the batch ({@link #setDetected}) and
     * it is copied to the sink's flag i.
     *
     * @throws UnsupportedOperationException if {@code out} has flags and {@code fn} does not detect
     */
    public static void hashInChunks(Iterator<? extends ByteBuffer> messages, int count, DigestSink out,
            BlockFunction fn, Chunk chunk) {
        hashInChunks(messages, count, out, fn, 0, null, chunk);
    }

    /**
     * {@link #hashInChunks(Iterator, int, DigestSink, BlockFunction, Chunk)}, except that messages of
     * fewer than {@code directBelowBlocks} blocks (padding included) are hashed at once by
     * {@code direct}, a single stream ({@link Engine#cursor}), as they are read: no batch entry, no plan, no second read
     * of the buffer. Deferring them to a run of their own cost 64-byte SHA-1 messages 7-10% of
     * their {@code MessageDigest} time (Zen 4, JDK 25): read here, each message's bookkeeping
     * overlaps the previous message's hash, whose SHA-NI chain leaves the other ports idle.
     */
    public static void hashInChunks(Iterator<? extends ByteBuffer> messages, int count, DigestSink out,
            BlockFunction fn, int directBelowBlocks, Engine direct, Chunk chunk) {
        out.requireDetectsIfFlags(fn.detects(), fn);
        BlockPadding padding = fn.padding();
        int digestBytes = fn.digestBytes();
        byte[] digests = out.out();
        boolean[] flags = out.flags();
        MessageBatch b = take();
        Engine.Cursor cursor = directBelowBlocks > 1 ? direct.cursor() : null; // every message takes a block at least
        int below = cursor == null ? 0 : directBelowBlocks; // an engine without a cursor hashes everything planned
        try {
            for (int i = 0; i < count; i++) {
                ByteBuffer m = messages.next();
                int start = m.position();
                int length = Buffers.remaining(m, start);
                int blocks = BatchPlanner.blocks(padding, length);
                if (blocks < below) {
                    boolean flagged = cursor.hash(m, start, length, digests, out.offset() + i * digestBytes);
                    if (flags != null) {
                        flags[out.flagsOffset() + i] = flagged;
                    }
                    continue;
                }
                b.add(m, start, length, blocks, i);
                if (b.count == MAX_MESSAGES) {
                    b.runOn(chunk, out);
                }
            }
            if (b.count > 0) {
                b.runOn(chunk, out);
            }
        } finally {
            release(b);
            if (cursor != null) {
                cursor.close();
            }
        }
    }

    /** Runs {@code chunk} on this batch of messages, copies their flags to {@code out}'s, and clears it. */
    private void runOn(Chunk chunk, DigestSink out) {
        chunk.run(this, out.out(), out.offset());
        boolean[] flags = out.flags();
        if (flags != null) {
            int at = out.flagsOffset();
            for (int i = 0; i < count; i++) {
                flags[at + outIndex[i]] = detected[i];
            }
        }
        clear();
    }

    /** The same for the block jobs of a {@link Engine#advance} call. */
    public static void advanceInChunks(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states,
            BlockFunction fn, Chunk chunk) {
        MessageBatch b = take();
        try {
            for (int done = 0; done < count; ) {
                int n = Math.min(MAX_MESSAGES, count - done);
                b.fillJobs(buffers, starts, blocks, states, done, n, fn.blockBytes());
                chunk.run(b, null, 0);
                b.clear();
                done += n;
            }
        } finally {
            release(b);
        }
    }

    private static final BoundedPool<MessageBatch> POOL =
            new BoundedPool<>(BoundedPool.defaultCapacity(), MessageBatch::new);

    /** A batch from the shared pool; {@link #release} it after the call. */
    public static MessageBatch take() {
        return POOL.take();
    }

    /** Clears {@code b} and hands it back to the pool. */
    public static void release(MessageBatch b) {
        b.clear();
        POOL.give(b);
    }
}
