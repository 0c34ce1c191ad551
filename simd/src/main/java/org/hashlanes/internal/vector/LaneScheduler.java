package org.hashlanes.internal.vector;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.function.IntConsumer;
import org.hashlanes.internal.engine.Buffers;
import org.hashlanes.internal.plan.BatchPlanner;
import org.hashlanes.internal.plan.MessageBatch;
import org.hashlanes.scalar.BlockCompressor;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;

/**
 * Shares the lanes of a {@link LaneKernel} among the messages of a planned batch, in the manner
 * of isa-l_crypto's multi-buffer manager: every lane holds one message; the kernel runs as many
 * blocks as the lane with the fewest blocks left in its current segment has; that lane then
 * moves on (next staged chunk, padding, or its digest is written and it takes the next message,
 * in the plan's order). Once no message waits, a last lone lane is finished with the algorithm's
 * scalar {@link BlockFunction} when the plan says that is cheaper.
 *
 * <p>A message is served to its lane in segments: its whole blocks straight from the caller's
 * array when the buffer has an accessible one, otherwise copied in chunks into the lane's
 * stage; then its padded tail (one or two blocks) built in the same stage. Digests go to
 * {@code out} in input order, whatever order the lanes finish in. Where the plan's order starts
 * with whole groups of short messages of equal blocks, each group takes one kernel call and no
 * per-lane turns ({@link #hashShortGroups}).
 *
 * <p>The algorithm enters only through the {@link BlockFunction} (state size, IV, scalar blocks,
 * digest) and the kernel: the same scheduler serves every algorithm of that shape.
 *
 * <p>Detecting kernels (SHA-1DC) decide their candidate blocks later than they hash them (see
 * {@link LaneKernel#compress(int[], int[], byte[][], int[], int[], int, int[], IntConsumer)}): a
 * message they report is hashed again from its first byte with the scalar detecting function,
 * which gives the flag and the safe hash. Attack blocks are that rare; the lanes never wait.
 *
 * <p>The same loop also serves the stream managers ({@code Sha1Streams}, {@code Sha256Streams}):
 * for block jobs ({@link MessageBatch#isJobs}) each lane starts from a stream's midstate, hashes
 * whole blocks only, and writes the midstate back.
 *
 * <p>An instance is per call (pooled by {@link VectorEngine}): not thread-safe, and keeps no
 * reference to a caller's buffer or array between calls. Its stages do keep copies of the last
 * bytes staged (and a short message's padding, which gives its length), as the JDK's
 * {@code MessageDigest} keeps its last partial block.
 */
final class LaneScheduler {
    /** Blocks staged per lane at a time from a buffer without an accessible array. */
    private static final int STAGE_BLOCKS = 16;

    // Lane phases.
    private static final byte IDLE = 0, BODY = 1, PADDING = 2;

    private final BlockFunction fn;
    private final BlockPadding padding;
    /** Bytes in one of the function's blocks (64 or 128), and in a lane's stage. */
    private final int blockBytes, stageBytes;
    /** Messages up to this long are staged whole with their padding (which may take two blocks). */
    private final int wholeInStage;
    private final LaneKernel kernel;
    /** Which form of {@link #kernel} serves ({@link KernelForms}); null where it has one form. */
    private final KernelForms forms;
    /** Words of a chaining value. */
    private final int words;
    private final int digestBytes;
    private final int[] initialState;
    /** The kernel's lanes: the size of every per-lane array. */
    private final int lanes;

    // Kernel inputs.
    /** Chaining values, a lane array of {@code words} words at stride {@link #lanes}. */
    private final int[] h;
    /** Kernel scratch. */
    private final int[] work;
    /** Where each lane's next block is: {@code src[j][off[j]]}. */
    private final byte[][] src;
    private final int[] off;
    /** The block size for a live lane, 0 for an idle one. */
    private final int[] step;

    // Per-lane message cursor.
    /** Blocks left in the lane's current segment; {@code Integer.MAX_VALUE} when idle. */
    private final int[] blocksLeft;
    private final byte[] phase;
    /** Index of the lane's message in the batch, i.e. where its digest goes. */
    private final int[] slot;
    /** The message's first byte (buffer index) and length, as the batch read them. */
    private final int[] start, length;
    /** Bytes of the message's whole blocks already handed to the lane. */
    private final int[] fed;
    /** Per-lane staging area: chunks of unreachable buffers, then the padded tail. */
    private final byte[][] stage;
    /**
     * The length of the short message whose padding the lane's stage holds right after it (the
     * layout of a message staged whole), or -1: the next message of that length in the lane
     * needs only its bytes copied. Batches of equal records hit it every time: no fill and no
     * length bytes per message, and no fresh byte stores for the kernel to read back as vectors.
     */
    private final int[] paddedLength;
    /** A block of zeros that idle lanes hash, and whose result is discarded. */
    private final byte[] idleBlock;
    /** One lane's chaining value, gathered: for the scalar block function. */
    private final int[] laneState;

    /** Whether the kernels detect collision attacks (SHA-1DC); then each message has a flag. */
    private final boolean detecting;
    /** Where a detecting kernel reports the batch index of a message with an attack block. */
    private final IntConsumer detected = this::hashAgain;
    /** Batch indexes reported by the kernel in this run, {@link #againCount} of them, maybe repeated. */
    private int[] again = new int[4];
    private int againCount;
    /** With a detecting kernel, each block job's midstate before the run (job i at [i * words]), for hashing again. */
    private int[] jobStates = new int[0];
    /** The scalar block function with its scratch, for a lone last lane and for messages hashed again. */
    private final BlockCompressor scalar;

    // The current run.
    private MessageBatch batch;
    private boolean jobs;
    private byte[] out;
    private int outOffset;

    /**
     * @param kernel a kernel of {@code fn}'s algorithm (with {@code forms}, its split form)
     * @param forms which of its forms serves, or null where it has one
     */
    LaneScheduler(BlockFunction fn, LaneKernel kernel, KernelForms forms) {
        this.fn = fn;
        this.kernel = kernel;
        this.forms = forms;
        this.padding = fn.padding();
        this.blockBytes = padding.blockBytes();
        this.stageBytes = STAGE_BLOCKS * blockBytes;
        this.wholeInStage = stageBytes - padding.maxPaddedBytes();
        this.idleBlock = new byte[blockBytes];
        this.lanes = kernel.lanes();
        this.words = fn.stateWords();
        this.digestBytes = fn.digestBytes();
        this.initialState = new int[words];
        fn.initState(initialState);
        this.laneState = new int[words];
        this.h = new int[words * lanes];
        this.work = new int[kernel.workWords() * lanes];
        this.src = new byte[lanes][];
        this.off = new int[lanes];
        this.step = new int[lanes];
        this.blocksLeft = new int[lanes];
        this.phase = new byte[lanes];
        this.slot = new int[lanes];
        this.start = new int[lanes];
        this.length = new int[lanes];
        this.fed = new int[lanes];
        this.stage = new byte[lanes][stageBytes];
        this.paddedLength = new int[lanes];
        Arrays.fill(paddedLength, -1);
        this.detecting = kernel.detects();
        this.scalar = fn.newCompressor();
    }

    /**
     * Runs the lanes' part of {@code batch}'s plan: messages (digests into {@code out[offset +
     * digestBytes * index]}) or block jobs (midstates updated in place; {@code out} unused). With
     * detecting kernels ({@link LaneKernel#detects()}) each message's flag goes to the batch
     * ({@link MessageBatch#setDetected}).
     */
    void run(MessageBatch batch, byte[] out, int offset) {
        this.batch = batch;
        this.jobs = batch.isJobs();
        if (detecting && jobs) {
            keepJobStates(batch);
        }
        this.out = out;
        this.outOffset = offset;
        try {
            BatchPlanner.Plan plan = batch.plan();
            schedule(plan.laneOrder(), plan.laneCount(), plan.scalarTail());
        } finally {
            this.batch = null;
            this.out = null;
        }
    }

    /** The lane loop. */
    private void schedule(int[] order, int count, boolean scalarTail) {
        againCount = 0;
        if (detecting) {
            kernel.clearCandidates(work);
        }
        int next = jobs || detecting ? 0 : hashShortGroups(order, count);
        int live = 0;
        for (int j = 0; j < lanes; j++) {
            if (next < count) {
                take(j, order[next++]);
                live++;
            } else {
                park(j);
            }
        }
        while (live > 0) {
            if (next == count && scalarTail && live == 1) {
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
            if (detecting) {
                kernel.compress(h, work, src, off, step, blocks, slot, detected);
            } else {
                compress(blocks);
            }
            boolean parked = false;
            for (int j = 0; j < lanes; j++) {
                if (phase[j] == IDLE) {
                    continue;
                }
                // A lane that ran its padding is done: no call to nextSegment to learn that.
                if ((blocksLeft[j] -= blocks) == 0 && (phase[j] == PADDING || !nextSegment(j))) {
                    complete(j, false); // the kernel reports attack blocks later (hashAgain)
                    if (next < count) {
                        take(j, order[next++]);
                    } else {
                        park(j);
                        live--;
                        parked = true;
                    }
                }
            }
            if (parked && !detecting) { // a detecting kernel keeps candidates by lane between calls
                packLiveLanes();
            }
        }
        if (detecting) {
            kernel.drainCandidates(work, detected);
            hashReportedAgain();
        }
        for (int j = 0; j < lanes; j++) {
            src[j] = null; // keep no reference to caller data after the call
        }
    }

    /** {@code blocks} block steps of every lane, on the form of the kernel that serves now (a plain kernel). */
    private void compress(int blocks) {
        LaneKernel form = forms == null ? kernel : forms.serving();
        // A call site per form, each seeing one class, so that C2 calls each directly.
        if (form == kernel) {
            kernel.compress(h, work, src, off, step, blocks);
        } else {
            form.compress(h, work, src, off, step, blocks);
        }
    }

    /**
     * Hashes the messages at the head of {@code order} in groups of {@link #lanes}, as long as
     * each group's messages are staged whole and take the same blocks (batches of equal records,
     * digests of digests, short keys): one kernel call a group, every lane from the IV, then every
     * digest, with none of the lane loop's per-lane turns. For one-block SHA-1 messages at 16 lanes
     * that turn cost more than the kernel's share of the message. Plain messages only: block jobs
     * continue midstates, and detecting kernels flag per lane in the loop.
     *
     * @return how many entries of {@code order} are done; the lane loop takes the rest
     */
    private int hashShortGroups(int[] order, int count) {
        int next = 0;
        while (count - next >= lanes) {
            int len = batch.length(order[next]);
            if (len > wholeInStage) {
                break;
            }
            long blocks = padding.blocksOf(len);
            for (int j = 1; j < lanes; j++) {
                len = batch.length(order[next + j]);
                if (len > wholeInStage || padding.blocksOf(len) != blocks) {
                    return next;
                }
            }
            for (int i = 0; i < words; i++) {
                Arrays.fill(h, i * lanes, (i + 1) * lanes, initialState[i]);
            }
            for (int j = 0; j < lanes; j++) {
                int index = order[next + j];
                stageWhole(j, batch.buffer(index), batch.start(index), batch.length(index));
                step[j] = blockBytes;
            }
            compress((int) blocks);
            for (int j = 0; j < lanes; j++) {
                fn.writeDigest(h, j, lanes, out, outOffset + batch.outIndex(order[next + j]) * digestBytes);
            }
            next += lanes;
        }
        return next;
    }

    /**
     * Stages a short message whole with its padding in lane {@code j}'s stage and points the lane
     * at it. The padding stays from the lane's last message when that had the same length.
     *
     * @return the blocks staged
     */
    private int stageWhole(int j, ByteBuffer m, int messageStart, int messageLength) {
        byte[] lanesStage = stage[j];
        Buffers.copy(m, messageStart, lanesStage, 0, messageLength);
        int blocks;
        if (paddedLength[j] == messageLength) { // the copy left the padding in place
            blocks = (int) padding.blocksOf(messageLength);
        } else {
            int wholeBytes = messageLength & -blockBytes;
            blocks = wholeBytes / blockBytes
                    + padding.pad(lanesStage, wholeBytes, messageLength - wholeBytes, messageLength);
            paddedLength[j] = messageLength;
        }
        if (src[j] != lanesStage) { // a reference store costs a fence in G1's barrier (a locked fence where the array is old)
            src[j] = lanesStage;
        }
        off[j] = 0;
        return blocks;
    }

    /** {@link #detected}: notes batch entry {@code index} for {@link #hashReportedAgain}. */
    private void hashAgain(int index) {
        if (againCount == again.length) {
            again = Arrays.copyOf(again, 2 * againCount);
        }
        again[againCount++] = index;
    }

    /**
     * Hashes each job the kernel reported once more, in lane 0 (every lane is parked by now)
     * with the scalar detecting function, over the digest and flag (or the midstate) from the
     * lanes.
     */
    private void hashReportedAgain() {
        Arrays.sort(again, 0, againCount);
        for (int i = 0; i < againCount; i++) {
            int index = again[i];
            if (i > 0 && index == again[i - 1]) {
                continue;
            }
            if (jobs) {
                System.arraycopy(jobStates, index * words, batch.state(index), 0, words);
            }
            take(0, index);
            finishWithScalar(0);
        }
        againCount = 0;
    }

    /** Copies every job's starting midstate into {@link #jobStates}: the lanes overwrite them. */
    private void keepJobStates(MessageBatch batch) {
        int count = batch.count();
        if (jobStates.length < count * words) {
            jobStates = new int[count * words];
        }
        for (int i = 0; i < count; i++) {
            System.arraycopy(batch.state(i), 0, jobStates, i * words, words);
        }
    }

    /** Starts batch entry {@code index} (a message to hash, or blocks to add to a midstate) in lane {@code j}. */
    private void take(int j, int index) {
        start[j] = batch.start(index);
        length[j] = batch.length(index);
        int[] state = jobs ? batch.state(index) : initialState;
        for (int i = 0; i < words; i++) {
            h[i * lanes + j] = state[i];
        }
        slot[j] = index;
        fed[j] = 0;
        phase[j] = BODY;
        step[j] = blockBytes;
        if (!nextSegment(j)) { // a block job of zero blocks: done at the next turn
            src[j] = idleBlock;
            off[j] = 0;
            blocksLeft[j] = 0;
        }
    }

    /** Lane {@code j}'s job is done: write its digest and flag, or write back its midstate. */
    private void complete(int j, boolean flagged) {
        if (jobs) {
            gather(j, batch.state(slot[j]));
        } else {
            // Straight from the lane array: no gather into laneState first.
            fn.writeDigest(h, j, lanes, out, outOffset + batch.outIndex(slot[j]) * digestBytes);
            if (detecting) {
                batch.setDetected(slot[j], flagged);
            }
        }
    }

    /** Copies lane {@code j}'s chaining value into {@code state}. */
    private void gather(int j, int[] state) {
        for (int i = 0; i < words; i++) {
            state[i] = h[i * lanes + j];
        }
    }

    /**
     * Moves the live lanes to the lowest columns, so that a kernel of two lane sets finds its
     * second set idle as soon as at most half its lanes are live, and runs the first alone
     * (MD5: the tail of an uneven batch at one set's cost per block, not two).
     */
    private void packLiveLanes() {
        int idle = 0;
        for (int j = lanes - 1; j > 0; j--) {
            if (phase[j] == IDLE) {
                continue;
            }
            while (idle < j && phase[idle] != IDLE) {
                idle++;
            }
            if (idle == j) {
                return;
            }
            swapLanes(idle, j);
        }
    }

    /** Swaps everything lanes {@code a} and {@code b} hold. */
    private void swapLanes(int a, int b) {
        for (int i = 0; i < words; i++) {
            swap(h, i * lanes + a, i * lanes + b);
        }
        byte[] array = src[a];
        src[a] = src[b];
        src[b] = array;
        array = stage[a];
        stage[a] = stage[b];
        stage[b] = array;
        byte p = phase[a];
        phase[a] = phase[b];
        phase[b] = p;
        swap(off, a, b);
        swap(step, a, b);
        swap(blocksLeft, a, b);
        swap(slot, a, b);
        swap(start, a, b);
        swap(length, a, b);
        swap(fed, a, b);
        swap(paddedLength, a, b);
    }

    private static void swap(int[] perLane, int a, int b) {
        int t = perLane[a];
        perLane[a] = perLane[b];
        perLane[b] = t;
    }

    /** Parks lane {@code j} on the idle block. */
    private void park(int j) {
        phase[j] = IDLE;
        src[j] = idleBlock;
        off[j] = 0;
        step[j] = 0;
        blocksLeft[j] = Integer.MAX_VALUE;
    }

    /**
     * Points lane {@code j} at its next segment: more whole blocks, or the padded tail.
     *
     * @return false if the lane's job is complete
     */
    private boolean nextSegment(int j) {
        if (phase[j] == PADDING) {
            return false;
        }
        ByteBuffer m = batch.buffer(slot[j]);
        int wholeBytes = length[j] & -blockBytes;
        int done = fed[j];
        byte[] lanesStage = stage[j];
        int messageLength = length[j];
        if (done == 0 && !jobs && messageLength <= wholeInStage) {
            // A short message whole in the stage with its padding: one segment, so the lane
            // comes back to the scheduler once per message instead of twice.
            blocksLeft[j] = stageWhole(j, m, start[j], messageLength);
            phase[j] = PADDING;
            return true;
        }
        if (done < wholeBytes) {
            int bytes;
            if (m.hasArray()) {
                bytes = wholeBytes - done;
                src[j] = m.array();
                off[j] = m.arrayOffset() + start[j] + done;
            } else {
                bytes = Math.min(stageBytes, wholeBytes - done);
                Buffers.copy(m, start[j] + done, lanesStage, 0, bytes);
                paddedLength[j] = -1;
                src[j] = lanesStage;
                off[j] = 0;
            }
            fed[j] = done + bytes;
            blocksLeft[j] = bytes / blockBytes;
            return true;
        }
        if (jobs) {
            return false; // block jobs end at their last whole block
        }
        int tail = messageLength - wholeBytes;
        Buffers.copy(m, start[j] + wholeBytes, lanesStage, 0, tail);
        blocksLeft[j] = padding.pad(lanesStage, 0, tail, messageLength);
        paddedLength[j] = -1;
        src[j] = lanesStage;
        off[j] = 0;
        phase[j] = PADDING;
        return true;
    }

    /**
     * Completes lane {@code j}'s job with the scalar block function, from its midstate; a
     * detecting one flags the message if one of these blocks is an attack block (the kernel
     * reports those of the blocks before).
     */
    private void finishWithScalar(int j) {
        int[] s = laneState;
        gather(j, s);
        boolean flagged = false;
        do {
            flagged |= scalar.compress(s, src[j], off[j], blocksLeft[j]);
        } while (nextSegment(j));
        for (int i = 0; i < words; i++) {
            h[i * lanes + j] = s[i];
        }
        complete(j, flagged);
        park(j);
    }
}
