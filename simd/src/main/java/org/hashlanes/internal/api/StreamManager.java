package org.hashlanes.internal.api;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Objects;
import org.hashlanes.internal.api.BatchCalls.FlaggedReader;
import org.hashlanes.internal.engine.Buffers;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.hashlanes.internal.engine.JdkDigests;
import org.hashlanes.internal.plan.StreamPolicy;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockHasher;
import org.hashlanes.scalar.BlockPadding;

/**
 * The one implementation behind {@code Sha1Streams}, {@code Sha256Streams} and
 * {@code Sha1DcStreams}: many streams of one algorithm, each on the lanes of a
 * {@linkplain Engine#continuesMidstates() midstate engine} or on a single-stream engine, chosen at its first byte. The algorithm
 * supplies only its {@link EngineFamily} (block function, JDK name) and how to wrap digest bytes
 * (and a flag) in its value type; the public classes are handles over this one, and their Javadoc
 * states the contract (buffers, completions, misuse) that this class keeps.
 *
 * <p>With collision detection (SHA-1DC) every stream is on the single stream, the scalar
 * detecting {@link BlockHasher}, which flags its message: the lanes continue block jobs without reporting flags, so they serve
 * no detecting stream.
 *
 * <p>How the lanes are fed: {@code update} copies a lanes stream's bytes into a staging buffer of
 * {@value #STAGE_BYTES} bytes, used as a ring. When a stream's staging is full, the streams with a
 * quarter of it or more staged, every held piece and every stream waiting to finish are hashed
 * together, one stream per lane; the others keep their bytes. The same happens (with at least the
 * {@value #COMPANIONS} fullest) when 4 MiB are staged in all, so that bytes are hashed while
 * still in the cache. {@code submit} does not copy: up to {@value #HELD_LIMIT} pieces are held,
 * then hashed together.
 *
 * <p>Even lanes: when a batch has no more streams than the lanes are wide, no lane that finishes
 * early can be refilled, and every lane runs as long as the longest job. Staged bytes are the
 * only ones that may wait, so such a batch hashes an equal share of each stream's staging (see
 * {@link #evenShare}) and leaves the rest staged, rather than the longest stream alone at the end.
 * With 16 streams open and pieces of up to a whole staging, levels spread evenly between a
 * quarter and all of it, so a batch that hashed every staging whole left many lanes idle for
 * most of its steps (bench/real streams, 16 open, JDK 25: 1.39x MessageDigest before, 1.45x after).
 *
 * <p>Checks every argument before anything changes (names the argument in the exception); not
 * thread-safe.
 *
 * @param <D> the algorithm's digest value type
 * <p>A public streams class is a handle class over this one. For an algorithm {@code Xyz} with
 * value type {@code XyzDigest} it reads, method for method, as {@code Sha256Streams} does:
 * <pre>{@code
 * public final class XyzStreams {
 *     private final StreamManager<XyzDigest, Stream> manager;
 *     public XyzStreams() {
 *         this(EngineFamily.XYZ.midstateDefault(), -1, EngineSelection.streamOnJdk(EngineFamily.XYZ));
 *     }
 *     XyzStreams(Engine engine, int minLaneStreams, boolean singleOnJdk) {
 *         manager = new StreamManager<>(EngineFamily.XYZ, (bytes, offset, flagged) -> XyzDigest.fromBytes(bytes, offset),
 *                 "XyzStreams", engine, minLaneStreams, singleOnJdk);
 *     }
 *     public final class Stream {
 *         private final StreamManager<XyzDigest, Stream>.Entry entry = manager.open(this);
 *         private Stream() {}
 *         public long length() { return entry.length(); }       // and isFinished, digest, isHolding, toString
 *     }
 *     private static StreamManager<XyzDigest, Stream>.Entry entry(Stream stream) {
 *         return Objects.requireNonNull(stream, "stream").entry;
 *     }
 *     public Stream open() { return new Stream(); }
 *     public void update(Stream stream, ByteBuffer piece) { manager.update(entry(stream), piece); }
 *     // ... and so on for every public method of Sha1Streams, each one line, with a one-line Javadoc
 * }
 * }</pre>
 *
 * @param <H> the public stream handle that {@link #poll()} returns
 */
public final class StreamManager<D, H> {
    /** Bytes a lanes stream stages before it must be hashed: a multiple of 64, at least the usual read size. */
    public static final int STAGE_BYTES = 64 * 1024;
    /** Held (submitted) pieces that make a batch by themselves. */
    public static final int HELD_LIMIT = 256;
    /** Bytes in one of the function's blocks, and blocks in a staging. */
    private final int blockBytes, stageBlocks;
    /** Staged blocks from which a stream joins a batch that another stream started. */
    private final int joinBlocks;
    /** Streams a batch that one stream needs now takes at least, when that many are queued: four rounds of 16 lanes. */
    private static final int COMPANIONS = 64;
    /** Idle staging buffers kept for the next streams. */
    private static final int MAX_FREE_STAGES = 64;
    /**
     * Blocks staged by all streams that start a batch (4 MiB): staged bytes are hashed while they
     * are still in the cache, and the staging buffers, recycled, stay there too.
     */
    private final int budgetBlocks;

    // A stream's engine.
    private static final byte UNDECIDED = 0, LANES = 1, SINGLE = 2;

    private final BlockFunction fn;
    /** Wraps a finished digest's bytes, and its flag, in the algorithm's value type. */
    private final FlaggedReader<D> digests;
    /** Whether the algorithm detects collisions (SHA-1DC): then every stream is single, on the scalar engine. */
    private final boolean detects;
    /** The public class's simple name, for messages. */
    private final String name;
    private final Engine engine;
    /** Fixed lane threshold (tests), or -1 to ask {@link StreamPolicy} at each decision. */
    private final int fixedMinLaneStreams;
    /** The single-stream engine: the JDK's {@code MessageDigest} or the scalar one. */
    private final boolean singleOnJdk;
    /** Streams opened and not yet finished. */
    private int openCount;

    /** Lanes streams with a job (staged blocks or a held piece), in the order they got it. */
    private Entry[] queued = newEntries(16);
    private int queuedCount;
    /** Streams holding a submitted piece. */
    private int heldCount;
    /** Streams whose submit or finishLater completed, for {@link #poll()}. */
    private final ArrayDeque<Entry> completed = new ArrayDeque<>();
    /** Empty staging buffers (wrapped), most recently used last. */
    private final ArrayDeque<ByteBuffer> freeStages = new ArrayDeque<>();
    /** Blocks staged by all streams: a batch starts when they reach {@link #budgetBlocks}. */
    private int totalStaged;
    /** Queued streams by staged blocks, for {@link #companionThreshold()}. */
    private final int[] stagedHistogram;
    /** Copies a piece without an accessible array for the single-stream engines; made on first use. */
    private byte[] scratch;
    /** A finished digest's bytes on their way into a value: {@code digestBytes} long. */
    private final byte[] digestBytes;
    // Job arrays for the engine, grown with queued.
    private ByteBuffer[] jobBuffers = new ByteBuffer[16];
    private int[] jobStarts = new int[16];
    private int[] jobBlocks = new int[16];
    /** Whether job i may hash only part of its blocks ({@link #evenShare}); else it goes whole. */
    private boolean[] jobShared = new boolean[16];
    private int[][] jobStates = new int[16][];
    private Entry[] jobStreams = newEntries(16);

    /**
     * @param family the algorithm
     * @param digests wraps a digest's bytes and flag (false unless the algorithm detects) in the algorithm's value type
     * @param name the public class's simple name, for messages and {@code toString}
     * @param engine the lanes, which continue from midstates
     * @param minLaneStreams open streams from which a new stream goes to the lanes, or -1 for the measured rule
     * @param singleOnJdk whether the single-stream engine is the JDK's (else scalar)
     */
    public StreamManager(EngineFamily family, FlaggedReader<D> digests, String name, Engine engine,
            int minLaneStreams, boolean singleOnJdk) {
        this.fn = family.function();
        this.digests = digests;
        this.detects = fn.detects();
        this.name = name;
        this.engine = Objects.requireNonNull(engine, "engine");
        this.fixedMinLaneStreams = minLaneStreams;
        this.singleOnJdk = singleOnJdk;
        this.digestBytes = new byte[fn.digestBytes()];
        this.blockBytes = fn.blockBytes();
        this.stageBlocks = STAGE_BYTES / blockBytes;
        this.joinBlocks = stageBlocks / 4;
        this.budgetBlocks = (4 << 20) / blockBytes;
        this.stagedHistogram = new int[stageBlocks + 1];
    }

    @SuppressWarnings("unchecked") // an array of the raw inner class: Java makes no generic arrays
    private Entry[] newEntries(int n) {
        return (Entry[]) new StreamManager.Entry[n];
    }

    /** One stream's state; its public handle is {@link #handle}. */
    public final class Entry {
        /** The public handle, returned by {@link #poll()}. */
        private final H handle;
        /** Chaining value after every block hashed so far (queued blocks excluded). */
        private final int[] state = new int[fn.stateWords()];
        /** Bytes given so far; the message length once finished. */
        private long length;
        /** Bytes after the last whole block (after the queued job's blocks): {@code tailLength} of them; room for padding. */
        private final byte[] tail = new byte[BlockPadding.MAX_PADDED_BYTES];
        private final ByteBuffer tailView = ByteBuffer.wrap(tail);
        private int tailLength;
        private byte engine = UNDECIDED;
        // A SINGLE stream's hasher, one of the two: the JDK's own (not wrapped, so that its call
        // path is a plain MessageDigest's), or the scalar block function's.
        private MessageDigest jdk;
        private BlockHasher scalar;
        /** Lanes staging: {@code stagedBlocks} whole blocks copied from pieces; null until needed. */
        private byte[] stage;
        private ByteBuffer stageView;
        private int stagedBlocks;
        /** The first staged block in the ring (0 when nothing is staged). */
        private int stageHead;
        /** The submitted piece held, or null: {@code heldBlocks} blocks of it from {@code heldStart}. */
        private ByteBuffer held;
        private int heldStart;
        private int heldBlocks;
        /** In {@link #queued}. */
        private boolean isQueued;
        /** finish or finishLater was called: no more input. */
        private boolean closed;
        /** finishLater waits for the stream's queued job. */
        private boolean finishing;
        /** Set once the digest is computed. */
        private D digest;

        private Entry(H handle) {
            this.handle = handle;
            fn.initState(state);
        }

        public long length() {
            return length;
        }

        public boolean isFinished() {
            return closed;
        }

        public D digest() {
            return digest;
        }

        public boolean isHolding() {
            return held != null;
        }

        private StreamManager<D, H> owner() {
            return StreamManager.this;
        }

        @Override
        public String toString() {
            return name + ".Stream[" + length + " bytes"
                    + (engine == LANES ? ", lanes" : engine == SINGLE ? ", single" : "")
                    + (held != null ? ", holding a piece" : "") + (closed ? ", finished]" : "]");
        }
    }

    /** Opens a new, empty stream whose public handle is {@code handle}. */
    public Entry open(H handle) {
        openCount++;
        return new Entry(handle);
    }

    public void update(Entry stream, ByteBuffer piece) {
        checkOpen(stream);
        Objects.requireNonNull(piece, "piece");
        int start = piece.position();
        add(stream, piece, start, Buffers.remaining(piece, start)); // never negative, even if another thread moves them
    }

    public void update(Entry stream, byte[] piece) {
        checkOpen(stream);
        Objects.requireNonNull(piece, "piece");
        add(stream, ByteBuffer.wrap(piece), 0, piece.length);
    }

    public void update(Entry stream, byte[] piece, int offset, int length) {
        checkOpen(stream);
        Objects.requireNonNull(piece, "piece");
        Objects.checkFromIndexSize(offset, length, piece.length);
        add(stream, ByteBuffer.wrap(piece), offset, length);
    }

    public void submit(Entry stream, ByteBuffer piece) {
        checkOpen(stream);
        Objects.requireNonNull(piece, "piece");
        if (stream.held != null) {
            throw new IllegalStateException("stream still holds a submitted piece: poll() or flush() until it is released");
        }
        int at = piece.position();
        int left = Buffers.remaining(piece, at);
        decide(stream, left);
        if (stream.engine == SINGLE) {
            updateSingle(stream, piece, at, left);
            completed.add(stream);
            return;
        }
        Entry s = stream;
        if (s.isQueued) {
            drain(s, true, companionThreshold()); // its staged blocks go first
        }
        s.length += left;
        if (s.tailLength > 0) {
            int take = fillTail(s, piece, at, left);
            at += take;
            left -= take;
            if (s.tailLength == blockBytes) {
                fn.compressBlocks(s.state, s.tail, 0, 1); // nothing is queued before it: see above
                s.tailLength = 0;
            }
        }
        int blocks = left / blockBytes;
        int rest = left - blocks * blockBytes;
        Buffers.copy(piece, at + blocks * blockBytes, s.tail, s.tailLength, rest);
        s.tailLength += rest;
        if (blocks == 0) {
            completed.add(s);
            return;
        }
        s.held = piece;
        s.heldStart = at;
        s.heldBlocks = blocks;
        heldCount++;
        enqueue(s);
        if (heldCount >= HELD_LIMIT) {
            drain(null, false, joinBlocks);
        }
    }

    public D finish(Entry stream) {
        checkOpen(stream);
        close(stream);
        if (stream.isQueued) {
            drain(stream, true, companionThreshold());
        }
        complete(stream);
        return stream.digest;
    }

    public void finishLater(Entry stream) {
        checkOpen(stream);
        close(stream);
        if (stream.isQueued) {
            stream.finishing = true;
        } else {
            complete(stream);
            completed.add(stream);
        }
    }

    public void flush() {
        drain(null, true, 0);
    }

    public H poll() {
        Entry e = completed.poll();
        return e == null ? null : e.handle;
    }

    public int waitingStreams() {
        return queuedCount;
    }

    private void checkOpen(Entry stream) {
        Objects.requireNonNull(stream, "stream");
        if (stream.owner() != this) {
            throw new IllegalArgumentException("stream belongs to another " + name);
        }
        if (stream.closed) {
            throw new IllegalStateException("stream is finished");
        }
    }

    /** Picks the stream's engine at its first byte: lanes if enough streams are open for them to pay. */
    private void decide(Entry s, int bytes) {
        if (s.engine != UNDECIDED || bytes == 0) {
            return;
        }
        if (detects) {
            s.engine = SINGLE;
            s.scalar = new BlockHasher(fn);
            return;
        }
        int minLaneStreams = fixedMinLaneStreams >= 0 ? fixedMinLaneStreams : StreamPolicy.minLaneStreams(engine);
        if (openCount >= minLaneStreams) {
            s.engine = LANES;
        } else {
            s.engine = SINGLE;
            s.jdk = singleOnJdk ? JdkDigests.orNull(fn.jdkName()) : null;
            s.scalar = s.jdk == null ? new BlockHasher(fn) : null;
        }
    }

    private void add(Entry s, ByteBuffer piece, int at, int left) {
        decide(s, left);
        if (s.engine == SINGLE) {
            updateSingle(s, piece, at, left);
            return;
        }
        if (left == 0) {
            return;
        }
        if (s.held != null) {
            drain(s, true, companionThreshold()); // its held piece goes first
        }
        s.length += left;
        while (left > 0) {
            if (s.tailLength > 0 || left < blockBytes) {
                int take = fillTail(s, piece, at, left);
                at += take;
                left -= take;
                if (s.tailLength == blockBytes) {
                    stage(s, s.tailView, 0, 1);
                    s.tailLength = 0;
                }
            } else {
                int blocks = stage(s, piece, at, left / blockBytes);
                at += blocks * blockBytes;
                left -= blocks * blockBytes;
            }
        }
    }

    /** Copies as much of {@code left} bytes at {@code at} as the tail's block has room for; returns how many. */
    private int fillTail(Entry s, ByteBuffer piece, int at, int left) {
        int take = Math.min(left, blockBytes - s.tailLength);
        Buffers.copy(piece, at, s.tail, s.tailLength, take);
        s.tailLength += take;
        return take;
    }

    /**
     * Copies up to {@code blocks} whole blocks of {@code src} from {@code at} into the stream's
     * staging, first hashing some of what is staged if it is full; returns how many it copied (at
     * least one: as many as fit before the ring's end or its head).
     */
    private int stage(Entry s, ByteBuffer src, int at, int blocks) {
        if (s.stagedBlocks == stageBlocks) {
            drain(s, false, joinBlocks);
        }
        if (s.stage == null) {
            s.stageView = takeStage();
            s.stage = s.stageView.array();
            s.stageHead = 0;
        }
        int end = ringIndex(s.stageHead + s.stagedBlocks);
        int room = end < s.stageHead ? s.stageHead - end : stageBlocks - end; // contiguous free blocks
        int n = Math.min(blocks, room);
        Buffers.copy(src, at, s.stage, end * blockBytes, n * blockBytes);
        s.stagedBlocks += n;
        totalStaged += n;
        enqueue(s);
        if (totalStaged >= budgetBlocks) {
            drain(null, false, companionThreshold());
        }
        return n;
    }

    private int ringIndex(int block) {
        return block >= stageBlocks ? block - stageBlocks : block;
    }

    /** Makes {@code s}'s staged blocks contiguous (a job is one run of blocks): copies them, in order, to a staging buffer of their own. */
    private void unwrap(Entry s) {
        int first = stageBlocks - s.stageHead;
        if (s.stagedBlocks <= first) {
            return;
        }
        ByteBuffer view = takeStage();
        byte[] to = view.array();
        System.arraycopy(s.stage, s.stageHead * blockBytes, to, 0, first * blockBytes);
        System.arraycopy(s.stage, 0, to, first * blockBytes, (s.stagedBlocks - first) * blockBytes);
        recycleStage(s.stageView);
        s.stageView = view;
        s.stage = to;
        s.stageHead = 0;
    }

    /** An empty staging buffer: the most recently recycled (likely still in cache), or a new one. */
    private ByteBuffer takeStage() {
        ByteBuffer free = freeStages.pollLast();
        return free != null ? free : ByteBuffer.wrap(new byte[STAGE_BYTES]);
    }

    /** Keeps {@code stage} for the next stream, up to {@link #MAX_FREE_STAGES}. */
    private void recycleStage(ByteBuffer stage) {
        if (freeStages.size() < MAX_FREE_STAGES) {
            freeStages.addLast(stage);
        }
    }

    /** Gives {@code s}'s empty staging buffer back to the pool. */
    private void releaseStage(Entry s) {
        if (s.stage != null) {
            recycleStage(s.stageView);
            s.stage = null;
            s.stageView = null;
            s.stageHead = 0;
        }
    }

    private void updateSingle(Entry s, ByteBuffer piece, int at, int left) {
        s.length += left;
        if (piece.hasArray()) {
            updateSingle(s, piece.array(), piece.arrayOffset() + at, left);
            return;
        }
        if (scratch == null) {
            scratch = new byte[8 * 1024];
        }
        for (int done = 0; done < left; ) {
            int n = Math.min(scratch.length, left - done);
            Buffers.copy(piece, at + done, scratch, 0, n);
            updateSingle(s, scratch, 0, n);
            done += n;
        }
    }

    private void updateSingle(Entry s, byte[] piece, int offset, int length) {
        if (s.jdk != null) {
            s.jdk.update(piece, offset, length);
        } else {
            s.scalar.update(piece, offset, length);
        }
    }

    private void enqueue(Entry s) {
        if (s.isQueued) {
            return;
        }
        if (queuedCount == queued.length) {
            int n = 2 * queuedCount;
            queued = Arrays.copyOf(queued, n);
            jobBuffers = Arrays.copyOf(jobBuffers, n);
            jobStarts = Arrays.copyOf(jobStarts, n);
            jobBlocks = Arrays.copyOf(jobBlocks, n);
            jobShared = Arrays.copyOf(jobShared, n);
            jobStates = Arrays.copyOf(jobStates, n);
            jobStreams = Arrays.copyOf(jobStreams, n);
        }
        queued[queuedCount++] = s;
        s.isQueued = true;
    }

    /**
     * Hashes, one stream per lane, the jobs of: {@code due} (may be null), every held piece, every
     * stream waiting to finish, and every stream with {@code minStaged} or more blocks staged
     * (0: every queued stream, all of it). Held pieces, streams waiting to finish and, if
     * {@code dueWhole}, {@code due} are hashed whole; the others may keep part of their staging
     * ({@link #evenShare}). Streams with nothing left stay queued, in order.
     */
    private void drain(Entry due, boolean dueWhole, int minStaged) {
        int n = 0;
        int longestWhole = 0;
        boolean anyShared = false;
        for (int i = 0; i < queuedCount; i++) {
            Entry s = queued[i];
            if (s == due || s.held != null || s.finishing || s.stagedBlocks >= minStaged) {
                jobStreams[n] = s;
                jobStates[n] = s.state;
                if (s.held != null) {
                    jobBuffers[n] = s.held;
                    jobStarts[n] = s.heldStart;
                    jobBlocks[n] = s.heldBlocks;
                    jobShared[n] = false;
                    longestWhole = Math.max(longestWhole, s.heldBlocks);
                } else {
                    boolean whole = minStaged == 0 || s.finishing || (s == due && dueWhole);
                    if (whole) {
                        unwrap(s);
                        longestWhole = Math.max(longestWhole, s.stagedBlocks);
                    }
                    anyShared |= !whole;
                    jobBuffers[n] = s.stageView;
                    jobStarts[n] = s.stageHead * blockBytes;
                    // A shared job takes at most the run up to the ring's end; evenShare may take less.
                    jobBlocks[n] = whole ? s.stagedBlocks : Math.min(s.stagedBlocks, stageBlocks - s.stageHead);
                    jobShared[n] = !whole;
                }
                n++;
            }
        }
        if (n == 0) {
            return;
        }
        if (anyShared) {
            int share = n <= StreamPolicy.laneWidth(engine) ? evenShare(n, longestWhole) : Integer.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                if (jobShared[i]) {
                    jobBlocks[i] = Math.min(jobBlocks[i], share);
                }
            }
        }
        try {
            engine.advance(n, jobBuffers, jobStarts, jobBlocks, jobStates);
        } finally {
            Arrays.fill(jobBuffers, 0, n, null); // hold no caller buffer once hashed
            Arrays.fill(jobStates, 0, n, null);
        }
        // Only now, the engine having returned, do the streams leave the queue.
        for (int i = 0; i < n; i++) {
            Entry s = jobStreams[i];
            jobStreams[i] = null;
            if (s.held != null) {
                s.held = null;
                heldCount--;
                completed.add(s);
            } else {
                int hashed = jobBlocks[i];
                s.stageHead = ringIndex(s.stageHead + hashed);
                s.stagedBlocks -= hashed;
                totalStaged -= hashed;
                if (s.stagedBlocks > 0) {
                    continue; // keeps the rest of its staging, and its place in the queue
                }
                releaseStage(s); // empty now: the next stream to stage takes it while it is still in cache
            }
            s.isQueued = false;
            if (s.finishing) {
                s.finishing = false;
                complete(s);
                completed.add(s);
            }
        }
        int kept = 0;
        for (int i = 0; i < queuedCount; i++) {
            if (queued[i].isQueued) {
                queued[kept++] = queued[i];
            }
        }
        Arrays.fill(queued, kept, queuedCount, null);
        queuedCount = kept;
    }

    /**
     * The blocks each shared job of a batch of {@code n} jobs, no more than the lanes are wide,
     * hashes now (the jobs marked in {@link #jobShared}, each up to its {@code jobBlocks}).
     * Every lane runs as long as the longest job, so this picks the share {@code t} that keeps
     * the lanes busiest, {@code sum(min(job, t)) / t}, at least {@link #joinBlocks} (batches do
     * not become small) and at least the longest whole job (which sets the lanes' length anyway);
     * of the shares within 5% of the busiest, the largest, for fewer batches.
     */
    private int evenShare(int n, int longestWhole) {
        int floor = Math.max(joinBlocks, longestWhole);
        double best = 0;
        int share = floor;
        // Candidates: the floor and each shared job's length above it; scored twice, first for the best.
        for (int pass = 0; pass < 2; pass++) {
            for (int c = -1; c < n; c++) {
                int t = c < 0 ? floor : jobBlocks[c];
                if (c >= 0 && (!jobShared[c] || t <= floor)) {
                    continue; // only shared jobs' lengths above the floor are candidates
                }
                long work = 0;
                for (int i = 0; i < n; i++) {
                    work += Math.min(jobBlocks[i], t);
                }
                double busy = (double) work / t;
                if (pass == 0) {
                    best = Math.max(best, busy);
                } else if (busy >= 0.95 * best && t > share) {
                    share = t;
                }
            }
        }
        return share;
    }

    /**
     * The staged blocks from which a stream joins a batch that one stream needs now (a finish, or
     * a change between update and submit): every stream at least a quarter full, and if that is
     * fewer than {@link #COMPANIONS}, the fullest {@link #COMPANIONS}, so that even then the lanes
     * are busy (and the batch does not take everyone's few bytes, the next batch's work).
     */
    private int companionThreshold() {
        int[] count = stagedHistogram;
        Arrays.fill(count, 0);
        for (int i = 0; i < queuedCount; i++) {
            count[queued[i].stagedBlocks]++;
        }
        int taken = 0;
        for (int blocks = stageBlocks; blocks > 0; blocks--) {
            taken += count[blocks];
            if (blocks <= joinBlocks && taken >= COMPANIONS) {
                return blocks;
            }
        }
        return 1;
    }

    /** No more input for {@code s}. */
    private void close(Entry s) {
        s.closed = true;
        openCount--;
    }

    /** Computes the digest of a closed stream with nothing queued, and gives back its staging. */
    private void complete(Entry s) {
        boolean flagged = false;
        if (detects && s.engine == UNDECIDED) { // no byte came: the detecting digest of nothing
            s.engine = SINGLE;
            s.scalar = new BlockHasher(fn);
        }
        if (s.jdk != null) {
            try {
                s.jdk.digest(digestBytes, 0, digestBytes.length);
            } catch (DigestException e) {
                throw new AssertionError("the digest array fits the digest", e);
            }
            s.jdk = null;
        } else if (s.scalar != null) {
            flagged = s.scalar.digestInto(digestBytes, 0);
            s.scalar = null;
        } else {
            int blocks = fn.padding().pad(s.tail, 0, s.tailLength, s.length);
            fn.compressBlocks(s.state, s.tail, 0, blocks);
            fn.writeDigest(s.state, digestBytes, 0);
            releaseStage(s);
        }
        s.digest = digests.read(digestBytes, 0, flagged);
    }

    @Override
    public String toString() {
        return name + "[" + engine.description() + ", " + openCount + " open, " + queuedCount + " waiting, "
                + completed.size() + " to poll]";
    }
}
