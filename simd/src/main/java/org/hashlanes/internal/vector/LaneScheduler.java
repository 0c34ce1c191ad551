package org.hashlanes.internal.vector;

import java.nio.ByteBuffer;
import java.util.Iterator;
import org.hashlanes.internal.Buffers;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;

/**
 * Shares the lanes of one {@link LaneKernel} among the messages of a batch, in the manner of
 * isa-l_crypto's multi-buffer manager: every lane holds one message; the kernel runs as many
 * blocks as the lane with the fewest blocks left in its current segment has; that lane then
 * moves on (next staged chunk, padding, or its digest is written and it takes the next
 * message). When no message is waiting and only a few lanes are still live, those are
 * finished one by one with the algorithm's scalar {@link BlockFunction} from their midstates, which is faster
 * than running a nearly empty vector.
 *
 * <p>A message is served to its lane in segments: its whole blocks straight from the caller's
 * array when the buffer has an accessible one, otherwise copied in chunks into the lane's
 * stage; then its padded tail (one or two blocks) built in the same stage. Digests go to
 * {@code out} in input order, whatever order the lanes finish in.
 *
 * <p>The algorithm enters only through the {@link BlockFunction} (state size, IV, scalar blocks,
 * digest) and the kernel: the same scheduler serves every algorithm of that shape.
 *
 * <p>The same loop also serves {@code Sha1Streams}: {@link #runBlocks} starts each lane from a
 * stream's midstate, hashes whole blocks only, and writes the midstate back.
 *
 * <p>An instance is per call (pooled by {@link VectorEngine}): not thread-safe, holds no
 * caller data between calls.
 */
final class LaneScheduler {
    /** Blocks staged per lane at a time from a buffer without an accessible array. */
    private static final int STAGE_BLOCKS = 16;
    private static final int BLOCK_BYTES = BlockFunction.BLOCK_BYTES;
    private static final int STAGE_BYTES = STAGE_BLOCKS * BLOCK_BYTES;

    // Lane phases.
    private static final byte IDLE = 0, BODY = 1, PADDING = 2;

    private final BlockFunction fn;
    private final LaneKernel kernel;
    /** Words of a chaining value. */
    private final int words;
    private final int digestBytes;
    private final int[] initialState;
    /** Lanes. */
    private final int lanes;
    /** Live lanes at or below which, with no message waiting, the rest is finished by the scalar engine. */
    private final int scalarTailLanes;

    // Kernel inputs.
    /** Chaining values, a lane array of {@code words} words. */
    private final int[] h;
    /** Kernel scratch. */
    private final int[] work;
    /** Where each lane's next block is: {@code src[j][off[j]]}. */
    private final byte[][] src;
    private final int[] off;
    /** 64 for a live lane, 0 for an idle one. */
    private final int[] step;

    // Per-lane message cursor.
    /** Blocks left in the lane's current segment; {@code Integer.MAX_VALUE} when idle. */
    private final int[] blocksLeft;
    private final byte[] phase;
    private final ByteBuffer[] message;
    /** Index of the lane's message in the batch, i.e. where its digest goes. */
    private final int[] slot;
    /** The message's first byte (buffer index) and length, read when the lane took it. */
    private final int[] start, length;
    /** Bytes of the message's whole blocks already handed to the lane. */
    private final int[] fed;
    /** Per-lane staging area: chunks of unreachable buffers, then the padded tail. */
    private final byte[] stage;
    /** A block of zeros that idle lanes hash, and whose result is discarded. */
    private final byte[] idleBlock = new byte[BLOCK_BYTES];
    // The current run: messages to hash into out, or block jobs on midstates (jobStates != null).
    private Iterator<? extends ByteBuffer> messages;
    private byte[] out;
    private int outOffset;
    /** Where a detecting kernel's per-message flags go ({@code flags[flagsOffset + i]}), or null. */
    private boolean[] flags;
    private int flagsOffset;
    private ByteBuffer[] jobBuffers;
    private int[] jobStarts, jobBlocks;
    private int[][] jobStates;
    /** One lane's chaining value, gathered: for the scalar block function and for writing a digest. */
    private final int[] laneState;

    LaneScheduler(BlockFunction fn, LaneKernel kernel, int scalarTailLanes) {
        this.fn = fn;
        this.kernel = kernel;
        this.lanes = kernel.lanes();
        this.words = fn.stateWords();
        this.digestBytes = fn.digestBytes();
        this.initialState = new int[words];
        fn.initState(initialState);
        this.laneState = new int[words];
        // The scalar block function cannot flag a message: a detecting kernel finishes every lane.
        this.scalarTailLanes = kernel.detects() ? 0 : scalarTailLanes;
        this.h = new int[words * lanes];
        this.work = new int[kernel.workWords() * lanes];
        this.src = new byte[lanes][];
        this.off = new int[lanes];
        this.step = new int[lanes];
        this.blocksLeft = new int[lanes];
        this.phase = new byte[lanes];
        this.message = new ByteBuffer[lanes];
        this.slot = new int[lanes];
        this.start = new int[lanes];
        this.length = new int[lanes];
        this.fed = new int[lanes];
        this.stage = new byte[lanes * STAGE_BYTES];
    }

    /** Hashes the next {@code count} messages of {@code messages} into {@code out[offset..]}. */
    void run(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        run(messages, count, out, offset, null, 0);
    }

    /**
     * As {@link #run(Iterator, int, byte[], int)}, and with a detecting kernel ({@link LaneKernel#detects()})
     * writes message i's flag to {@code flags[flagsOffset + i]}.
     */
    void run(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset,
            boolean[] flags, int flagsOffset) {
        this.messages = messages;
        this.out = out;
        this.outOffset = offset;
        this.flags = flags;
        this.flagsOffset = flagsOffset;
        try {
            schedule(count);
        } finally {
            this.messages = null;
            this.out = null;
            this.flags = null;
        }
    }

    /**
     * Advances {@code count} chaining values by whole blocks, without padding: job i is
     * {@code blocks[i]} blocks of {@code buffers[i]} from buffer index {@code starts[i]}, and
     * {@code states[i]} ({@code words} ints) is read at the start and written back at the end.
     */
    void runBlocks(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        this.jobBuffers = buffers;
        this.jobStarts = starts;
        this.jobBlocks = blocks;
        this.jobStates = states;
        try {
            schedule(count);
        } finally {
            this.jobBuffers = null;
            this.jobStates = null;
        }
    }

    /** The lane loop shared by both kinds of run. */
    private void schedule(int count) {
        int next = 0;
        int live = 0;
        for (int j = 0; j < lanes; j++) {
            if (next < count) {
                take(j, next++);
                live++;
            } else {
                park(j);
            }
        }
        while (live > 0) {
            if (next == count && live <= scalarTailLanes) {
                for (int j = 0; j < lanes; j++) {
                    if (phase[j] != IDLE) {
                        finishWithScalar(j);
                    }
                }
                break;
            }
            int blocks = Integer.MAX_VALUE;
            for (int j = 0; j < lanes; j++) {
                blocks = Math.min(blocks, blocksLeft[j]);
            }
            kernel.compress(h, work, src, off, step, blocks);
            for (int j = 0; j < lanes; j++) {
                if (phase[j] == IDLE) {
                    continue;
                }
                if ((blocksLeft[j] -= blocks) == 0 && !nextSegment(j)) {
                    complete(j);
                    if (next < count) {
                        take(j, next++);
                    } else {
                        park(j);
                        live--;
                    }
                }
            }
        }
        for (int j = 0; j < lanes; j++) {
            message[j] = null; // keep no reference to caller data after the call
            src[j] = null;
        }
    }

    /** Starts job {@code index} (a message to hash, or blocks to add to a midstate) in lane {@code j}. */
    private void take(int j, int index) {
        ByteBuffer m;
        if (jobStates == null) {
            m = messages.next();
            start[j] = m.position();
            length[j] = Buffers.remaining(m, start[j]);
            for (int i = 0; i < words; i++) {
                h[i * lanes + j] = initialState[i];
            }
        } else {
            m = jobBuffers[index];
            start[j] = jobStarts[index];
            length[j] = jobBlocks[index] * BLOCK_BYTES;
            int[] state = jobStates[index];
            for (int i = 0; i < words; i++) {
                h[i * lanes + j] = state[i];
            }
        }
        message[j] = m;
        slot[j] = index;
        kernel.clearDetected(work, j);
        fed[j] = 0;
        phase[j] = BODY;
        step[j] = BLOCK_BYTES;
        if (!nextSegment(j)) { // a block job of zero blocks: done at the next turn
            src[j] = idleBlock;
            off[j] = 0;
            blocksLeft[j] = 0;
        }
    }

    /** Lane {@code j}'s job is done: write its digest, or write back its midstate. */
    private void complete(int j) {
        if (jobStates == null) {
            gather(j, laneState);
            fn.writeDigest(laneState, out, outOffset + slot[j] * digestBytes);
            if (flags != null) {
                flags[flagsOffset + slot[j]] = kernel.detected(work, j);
            }
        } else {
            gather(j, jobStates[slot[j]]);
        }
    }

    /** Copies lane {@code j}'s chaining value into {@code state}. */
    private void gather(int j, int[] state) {
        for (int i = 0; i < words; i++) {
            state[i] = h[i * lanes + j];
        }
    }

    /** Parks lane {@code j} on the idle block. */
    private void park(int j) {
        phase[j] = IDLE;
        message[j] = null;
        src[j] = idleBlock;
        off[j] = 0;
        step[j] = 0;
        blocksLeft[j] = Integer.MAX_VALUE;
    }

    /**
     * Points lane {@code j} at its next segment: more whole blocks, or the padded tail.
     *
     * @return false if the lane's message is complete
     */
    private boolean nextSegment(int j) {
        if (phase[j] == PADDING) {
            return false;
        }
        ByteBuffer m = message[j];
        int wholeBytes = length[j] & -BLOCK_BYTES;
        int done = fed[j];
        int stageOffset = j * STAGE_BYTES;
        if (done < wholeBytes) {
            int bytes;
            if (m.hasArray()) {
                bytes = wholeBytes - done;
                src[j] = m.array();
                off[j] = m.arrayOffset() + start[j] + done;
            } else {
                bytes = Math.min(STAGE_BYTES, wholeBytes - done);
                Buffers.copy(m, start[j] + done, stage, stageOffset, bytes);
                src[j] = stage;
                off[j] = stageOffset;
            }
            fed[j] = done + bytes;
            blocksLeft[j] = bytes / BLOCK_BYTES;
            return true;
        }
        if (jobStates != null) {
            return false; // block jobs end at their last whole block
        }
        int tail = length[j] - wholeBytes;
        Buffers.copy(m, start[j] + wholeBytes, stage, stageOffset, tail);
        blocksLeft[j] = BlockPadding.pad(stage, stageOffset, tail, length[j]);
        src[j] = stage;
        off[j] = stageOffset;
        phase[j] = PADDING;
        return true;
    }

    /** Completes lane {@code j}'s job with the scalar block function, from its midstate. */
    private void finishWithScalar(int j) {
        int[] s = laneState;
        gather(j, s);
        do {
            fn.compressBlocks(s, src[j], off[j], blocksLeft[j]);
        } while (nextSegment(j));
        for (int i = 0; i < words; i++) {
            h[i * lanes + j] = s[i];
        }
        complete(j);
        park(j);
    }
}
