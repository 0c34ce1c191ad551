package org.hashlanes;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Objects;
import org.hashlanes.internal.Buffers;
import org.hashlanes.internal.EngineFamily;
import org.hashlanes.internal.Engines;
import org.hashlanes.internal.MidstateEngine;
import org.hashlanes.internal.StreamPolicy;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;
import org.hashlanes.scalar.ScalarSha1;

/**
 * Many SHA-1 streams open at once, for data that arrives in pieces (files read chunk by chunk,
 * uploads), hashed together in SIMD lanes where that pays: the JVM's answer to isa-l_crypto's
 * multi-buffer context manager.
 *
 * <pre>{@code
 * Sha1Streams streams = new Sha1Streams();
 * Sha1Streams.Stream a = streams.open(), b = streams.open();
 * streams.update(a, buffer);        // copy-safe: refill buffer as soon as this returns
 * streams.update(b, buffer);
 * Sha1Digest da = streams.finish(a);
 * }</pre>
 *
 * <p><b>Buffer contract of each call.</b>
 * <ul>
 *   <li>{@link #update}: the piece is the caller's again when the call returns (like
 *       {@code MessageDigest.update}).</li>
 *   <li>{@link #submit}: the piece is held, unread or partly read, until the stream comes back
 *       from {@link #poll()}; {@link #flush()} releases every held piece before it returns.</li>
 *   <li>{@link #finish}, {@link #finishLater}, {@link #flush()}, {@link #poll()}: take no buffer.</li>
 * </ul>
 * Position, limit, mark and contents of a caller's buffer are never changed; a piece is its
 * bytes from position to limit when the call is made.
 *
 * <p><b>Engine per stream.</b> Decided at a stream's first byte and kept: the vector lanes when
 * enough streams are open for them to beat a single stream on this CPU (from the cost model the
 * default engine measured; while it warms up, or without the lanes, none are), else the best
 * single-stream engine ({@code MessageDigest} on SHA hardware, hashlanes' scalar engine where the
 * JDK has no SHA intrinsic), which hashes each piece as it arrives.
 *
 * <p><b>How the lanes are fed.</b> {@code update} copies a lanes stream's bytes into a staging
 * buffer of {@value #STAGE_BYTES} bytes. When a stream's staging is full, the streams with a
 * quarter of it or more staged, every held piece and every stream waiting to finish are hashed
 * together, one stream per lane; the others keep their bytes. The same happens (with at least the
 * 64 fullest) when 4 MiB are staged in all, so that bytes are hashed while still in the cache. {@code submit} does not copy: up
 * to {@value #HELD_LIMIT} pieces are held, then hashed together.
 *
 * <p><b>Completions.</b> Every {@code submit} and every {@code finishLater} returns its stream
 * exactly once from {@link #poll()}, in the order they complete: after a submit, the piece is
 * released; after a finishLater, {@link Stream#digest()} is set. {@link #finish} is the
 * synchronous form: it hashes that stream's staged bytes with the streams at least a quarter full
 * (at least the 64 fullest), not with everyone's.
 *
 * <p><b>Memory.</b> A stream is about 200 bytes, plus, on the lanes, a {@value #STAGE_BYTES}-byte
 * staging buffer while it has whole blocks staged (buffers are pooled and reused), or on the
 * single-stream engine one {@code MessageDigest}. Streams returned by {@code poll} are kept until
 * polled.
 *
 * <p><b>Threads.</b> Not thread-safe: one manager, and its streams, belong to one thread at a
 * time.
 *
 * <p><b>Misuse</b> (a null argument, a stream of another manager, a finished stream, a submit to a
 * stream that still holds a piece) gets an exception before anything changes; other streams are
 * not affected.
 */
public final class Sha1Streams {
    /** Bytes a lanes stream stages before it must be hashed: a multiple of 64, at least the usual read size. */
    static final int STAGE_BYTES = 64 * 1024;
    /** Held (submitted) pieces that make a batch by themselves. */
    static final int HELD_LIMIT = 256;
    private static final BlockFunction FN = ScalarSha1.FUNCTION;
    private static final int BLOCK = BlockFunction.BLOCK_BYTES;
    private static final int STAGE_BLOCKS = STAGE_BYTES / BLOCK;
    /** Staged blocks from which a stream joins a batch that another stream started. */
    private static final int JOIN_BLOCKS = STAGE_BLOCKS / 4;
    /** Streams a batch that one stream needs now takes at least, when that many are queued: four rounds of 16 lanes. */
    private static final int COMPANIONS = 64;
    /** Idle staging buffers kept for the next streams. */
    private static final int MAX_FREE_STAGES = 64;
    /**
     * Blocks staged by all streams that start a batch (4 MiB): staged bytes are hashed while they
     * are still in the cache, and the staging buffers, recycled, stay there too.
     */
    private static final int BUDGET_BLOCKS = (4 << 20) / BLOCK;

    // A stream's engine.
    private static final byte UNDECIDED = 0, LANES = 1, SINGLE = 2;

    private final MidstateEngine engine;
    /** Fixed lane threshold (tests), or -1 to ask {@link StreamPolicy} at each decision. */
    private final int fixedMinLaneStreams;
    /** The single-stream engine: the JDK's {@code MessageDigest} or the scalar one. */
    private final boolean singleOnJdk;
    /** Streams opened and not yet finished. */
    private int openCount;

    /** Lanes streams with a job (staged blocks or a held piece), in the order they got it. */
    private Stream[] queued = new Stream[16];
    private int queuedCount;
    /** Streams holding a submitted piece. */
    private int heldCount;
    /** Streams whose submit or finishLater completed, for {@link #poll()}. */
    private final ArrayDeque<Stream> completed = new ArrayDeque<>();
    /** Empty staging buffers (wrapped), most recently used last. */
    private final ArrayDeque<ByteBuffer> freeStages = new ArrayDeque<>();
    /** Blocks staged by all streams: a batch starts when they reach {@link #BUDGET_BLOCKS}. */
    private int totalStaged;
    /** Queued streams by staged blocks, for {@link #companionThreshold()}. */
    private final int[] stagedHistogram = new int[STAGE_BLOCKS + 1];
    /** Copies a piece without an accessible array for the single-stream engine; made on first use. */
    private byte[] scratch;
    // Job arrays for the engine, grown with queued.
    private ByteBuffer[] jobBuffers = new ByteBuffer[16];
    private int[] jobStarts = new int[16];
    private int[] jobBlocks = new int[16];
    private int[][] jobStates = new int[16][];
    private Stream[] jobStreams = new Stream[16];

    /**
     * A manager on the library's default engines (system property {@code hashlanes.engine}).
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Sha1Streams() {
        this(Engines.midstateDefault(), -1, StreamPolicy.singleOnJdk(EngineFamily.SHA1));
    }

    /** A manager on a given lanes engine, every stream on it: for tests that compare engines. */
    Sha1Streams(MidstateEngine engine) {
        this(engine, 1, false);
    }

    /**
     * @param minLaneStreams open streams from which a new stream goes to the lanes, or -1 for the measured rule
     * @param singleOnJdk whether the single-stream engine is the JDK's (else scalar)
     */
    Sha1Streams(MidstateEngine engine, int minLaneStreams, boolean singleOnJdk) {
        this.engine = Objects.requireNonNull(engine, "engine");
        this.fixedMinLaneStreams = minLaneStreams;
        this.singleOnJdk = singleOnJdk;
    }

    /** One SHA-1 stream of a {@link Sha1Streams}: a handle; the manager does the work. */
    public final class Stream {
        /** Chaining value after every block hashed so far (queued blocks excluded). */
        private final int[] state = new int[FN.stateWords()];
        /** Bytes given so far; the message length once finished. */
        private long length;
        /** Bytes after the last whole block (after the queued job's blocks): {@code tailLength} of them; room for padding. */
        private final byte[] tail = new byte[BlockPadding.MAX_PADDED_BYTES];
        private final ByteBuffer tailView = ByteBuffer.wrap(tail);
        private int tailLength;
        private byte engine = UNDECIDED;
        /** The single-stream hasher, for a SINGLE stream: the JDK's own (not wrapped, so its call path is a plain {@code MessageDigest}'s), or {@link Sha1} on the scalar engine. */
        private MessageDigest single;
        /** Lanes staging: {@code stagedBlocks} whole blocks copied from pieces; null until needed. */
        private byte[] stage;
        private ByteBuffer stageView;
        private int stagedBlocks;
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
        private Sha1Digest digest;

        private Stream() {
            FN.initState(state);
        }

        /** Bytes fed to this stream so far. */
        public long length() {
            return length;
        }

        /** True once {@link Sha1Streams#finish} or {@link Sha1Streams#finishLater} was called for it. */
        public boolean isFinished() {
            return closed;
        }

        /** The SHA-1 of everything fed to it, once finished and computed; else null. */
        public Sha1Digest digest() {
            return digest;
        }

        /** True while a piece given to {@link Sha1Streams#submit} is held: until the stream comes back from {@link Sha1Streams#poll()}. */
        public boolean isHolding() {
            return held != null;
        }

        private Sha1Streams owner() {
            return Sha1Streams.this;
        }

        @Override
        public String toString() {
            return "Sha1Streams.Stream[" + length + " bytes"
                    + (engine == LANES ? ", lanes" : engine == SINGLE ? ", single" : "")
                    + (held != null ? ", holding a piece" : "") + (closed ? ", finished]" : "]");
        }
    }

    /** Opens a new, empty stream. */
    public Stream open() {
        openCount++;
        return new Stream();
    }

    /**
     * Adds the bytes of {@code piece} from its position to its limit to {@code stream}; the buffer
     * is the caller's again when this returns.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code stream} belongs to another manager
     * @throws IllegalStateException if {@code stream} is finished
     */
    public void update(Stream stream, ByteBuffer piece) {
        checkOpen(stream);
        Objects.requireNonNull(piece, "piece");
        int start = piece.position();
        add(stream, piece, start, Buffers.remaining(piece, start)); // never negative, even if another thread moves them
    }

    /** Adds all of {@code piece}; the array is the caller's again when this returns. */
    public void update(Stream stream, byte[] piece) {
        checkOpen(stream);
        Objects.requireNonNull(piece, "piece");
        add(stream, ByteBuffer.wrap(piece), 0, piece.length);
    }

    /**
     * Adds {@code piece[offset..offset+length)}; the array is the caller's again when this returns.
     *
     * @throws IndexOutOfBoundsException if the range is not inside {@code piece}
     */
    public void update(Stream stream, byte[] piece, int offset, int length) {
        checkOpen(stream);
        Objects.requireNonNull(piece, "piece");
        Objects.checkFromIndexSize(offset, length, piece.length);
        add(stream, ByteBuffer.wrap(piece), offset, length);
    }

    /**
     * Adds the bytes of {@code piece} from its position to its limit to {@code stream} without
     * copying them: the buffer is held, and must not change, until the stream comes back from
     * {@link #poll()} (or {@link #flush()} returns). One piece per stream at a time.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code stream} belongs to another manager
     * @throws IllegalStateException if {@code stream} is finished or still holds a submitted piece
     */
    public void submit(Stream stream, ByteBuffer piece) {
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
        Stream s = stream;
        if (s.isQueued) {
            drain(s, companionThreshold()); // its staged blocks go first
        }
        s.length += left;
        if (s.tailLength > 0) {
            int take = fillTail(s, piece, at, left);
            at += take;
            left -= take;
            if (s.tailLength == BLOCK) {
                FN.compressBlocks(s.state, s.tail, 0, 1); // nothing is queued before it: see above
                s.tailLength = 0;
            }
        }
        int blocks = left / BLOCK;
        int rest = left - blocks * BLOCK;
        Buffers.copy(piece, at + blocks * BLOCK, s.tail, s.tailLength, rest);
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
            drain(null, JOIN_BLOCKS);
        }
    }

    /**
     * Finishes {@code stream} and returns the SHA-1 of everything fed to it. Its own waiting bytes
     * are hashed with those of the streams that are nearly due, not with everyone's.
     *
     * @throws NullPointerException if {@code stream} is null
     * @throws IllegalArgumentException if {@code stream} belongs to another manager
     * @throws IllegalStateException if {@code stream} is already finished
     */
    public Sha1Digest finish(Stream stream) {
        checkOpen(stream);
        close(stream);
        if (stream.isQueued) {
            drain(stream, companionThreshold());
        }
        complete(stream);
        return stream.digest;
    }

    /**
     * Finishes {@code stream} without waiting: it comes back from {@link #poll()} with its
     * {@link Stream#digest()} set once its waiting bytes are hashed (at the latest at the next
     * {@link #flush()}).
     *
     * @throws NullPointerException if {@code stream} is null
     * @throws IllegalArgumentException if {@code stream} belongs to another manager
     * @throws IllegalStateException if {@code stream} is already finished
     */
    public void finishLater(Stream stream) {
        checkOpen(stream);
        close(stream);
        if (stream.isQueued) {
            stream.finishing = true;
        } else {
            complete(stream);
            completed.add(stream);
        }
    }

    /**
     * Hashes everything waiting; afterwards no piece is held, and every stream given to
     * {@link #finishLater} has its digest and waits in {@link #poll()}.
     */
    public void flush() {
        drain(null, 0);
    }

    /**
     * The next stream whose submitted piece was released or whose {@link #finishLater} digest is
     * ready, oldest first; null if none.
     */
    public Stream poll() {
        return completed.poll();
    }

    /** Number of streams with bytes or a piece waiting for the lanes. */
    public int waitingStreams() {
        return queuedCount;
    }

    private void checkOpen(Stream stream) {
        Objects.requireNonNull(stream, "stream");
        if (stream.owner() != this) {
            throw new IllegalArgumentException("stream belongs to another Sha1Streams");
        }
        if (stream.closed) {
            throw new IllegalStateException("stream is finished");
        }
    }

    /** Picks the stream's engine at its first byte: lanes if enough streams are open for them to pay. */
    private void decide(Stream s, int bytes) {
        if (s.engine != UNDECIDED || bytes == 0) {
            return;
        }
        int minLaneStreams = fixedMinLaneStreams >= 0 ? fixedMinLaneStreams : StreamPolicy.minLaneStreams(engine);
        if (openCount >= minLaneStreams) {
            s.engine = LANES;
        } else {
            s.engine = SINGLE;
            s.single = singleOnJdk ? Sha1.newJdkDigest() : new Sha1(false);
        }
    }

    private void add(Stream s, ByteBuffer piece, int at, int left) {
        decide(s, left);
        if (s.engine == SINGLE) {
            updateSingle(s, piece, at, left);
            return;
        }
        if (left == 0) {
            return;
        }
        if (s.held != null) {
            drain(s, companionThreshold()); // its held piece goes first
        }
        s.length += left;
        while (left > 0) {
            if (s.tailLength > 0 || left < BLOCK) {
                int take = fillTail(s, piece, at, left);
                at += take;
                left -= take;
                if (s.tailLength == BLOCK) {
                    stage(s, s.tailView, 0, 1);
                    s.tailLength = 0;
                }
            } else {
                int blocks = stage(s, piece, at, left / BLOCK);
                at += blocks * BLOCK;
                left -= blocks * BLOCK;
            }
        }
    }

    /** Copies as much of {@code left} bytes at {@code at} as the tail's block has room for; returns how many. */
    private static int fillTail(Stream s, ByteBuffer piece, int at, int left) {
        int take = Math.min(left, BLOCK - s.tailLength);
        Buffers.copy(piece, at, s.tail, s.tailLength, take);
        s.tailLength += take;
        return take;
    }

    /**
     * Copies up to {@code blocks} whole blocks of {@code src} from {@code at} into the stream's
     * staging, first hashing what is staged if it is full; returns how many it copied (at least one).
     */
    private int stage(Stream s, ByteBuffer src, int at, int blocks) {
        if (s.stagedBlocks == STAGE_BLOCKS) {
            drain(s, JOIN_BLOCKS);
        }
        if (s.stage == null) {
            ByteBuffer free = freeStages.pollLast(); // the most recently used: likely still in cache
            s.stageView = free != null ? free : ByteBuffer.wrap(new byte[STAGE_BYTES]);
            s.stage = s.stageView.array();
        }
        int n = Math.min(blocks, STAGE_BLOCKS - s.stagedBlocks);
        Buffers.copy(src, at, s.stage, s.stagedBlocks * BLOCK, n * BLOCK);
        s.stagedBlocks += n;
        totalStaged += n;
        enqueue(s);
        if (totalStaged >= BUDGET_BLOCKS) {
            drain(null, companionThreshold());
        }
        return n;
    }

    /** Gives {@code s}'s empty staging buffer back to the pool. */
    private void releaseStage(Stream s) {
        if (s.stage != null) {
            if (freeStages.size() < MAX_FREE_STAGES) {
                freeStages.addLast(s.stageView);
            }
            s.stage = null;
            s.stageView = null;
        }
    }

    private void updateSingle(Stream s, ByteBuffer piece, int at, int left) {
        s.length += left;
        if (piece.hasArray()) {
            s.single.update(piece.array(), piece.arrayOffset() + at, left);
            return;
        }
        if (scratch == null) {
            scratch = new byte[8 * 1024];
        }
        for (int done = 0; done < left; ) {
            int n = Math.min(scratch.length, left - done);
            Buffers.copy(piece, at + done, scratch, 0, n);
            s.single.update(scratch, 0, n);
            done += n;
        }
    }

    private void enqueue(Stream s) {
        if (s.isQueued) {
            return;
        }
        if (queuedCount == queued.length) {
            int n = 2 * queuedCount;
            queued = Arrays.copyOf(queued, n);
            jobBuffers = Arrays.copyOf(jobBuffers, n);
            jobStarts = Arrays.copyOf(jobStarts, n);
            jobBlocks = Arrays.copyOf(jobBlocks, n);
            jobStates = Arrays.copyOf(jobStates, n);
            jobStreams = Arrays.copyOf(jobStreams, n);
        }
        queued[queuedCount++] = s;
        s.isQueued = true;
    }

    /**
     * Hashes, one stream per lane, the jobs of: {@code due} (may be null), every held piece, every
     * stream waiting to finish, and every stream with {@code minStaged} or more blocks staged
     * (0: every queued stream). The others stay queued, in order.
     */
    private void drain(Stream due, int minStaged) {
        int n = 0;
        for (int i = 0; i < queuedCount; i++) {
            Stream s = queued[i];
            if (s == due || s.held != null || s.finishing || s.stagedBlocks >= minStaged) {
                jobStreams[n] = s;
                jobStates[n] = s.state;
                if (s.held != null) {
                    jobBuffers[n] = s.held;
                    jobStarts[n] = s.heldStart;
                    jobBlocks[n] = s.heldBlocks;
                } else {
                    jobBuffers[n] = s.stageView;
                    jobStarts[n] = 0;
                    jobBlocks[n] = s.stagedBlocks;
                }
                n++;
            }
        }
        if (n == 0) {
            return;
        }
        try {
            engine.advance(n, jobBuffers, jobStarts, jobBlocks, jobStates);
        } finally {
            Arrays.fill(jobBuffers, 0, n, null); // hold no caller buffer once hashed
            Arrays.fill(jobStates, 0, n, null);
        }
        // Only now, the engine having returned, do the streams leave the queue.
        for (int i = 0; i < n; i++) {
            Stream s = jobStreams[i];
            jobStreams[i] = null;
            s.isQueued = false;
            totalStaged -= s.stagedBlocks;
            s.stagedBlocks = 0;
            releaseStage(s); // empty now: the next stream to stage takes it while it is still in cache
            if (s.held != null) {
                s.held = null;
                heldCount--;
                completed.add(s);
            }
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
        for (int blocks = STAGE_BLOCKS; blocks > 0; blocks--) {
            taken += count[blocks];
            if (blocks <= JOIN_BLOCKS && taken >= COMPANIONS) {
                return blocks;
            }
        }
        return 1;
    }

    /** No more input for {@code s}. */
    private void close(Stream s) {
        s.closed = true;
        openCount--;
    }

    /** Computes the digest of a closed stream with nothing queued, and gives back its staging. */
    private void complete(Stream s) {
        if (s.engine == SINGLE) {
            s.digest = Sha1Digest.fromBytes(s.single.digest(), 0);
            s.single = null;
            return;
        }
        int blocks = BlockPadding.pad(s.tail, 0, s.tailLength, s.length);
        FN.compressBlocks(s.state, s.tail, 0, blocks);
        s.digest = Sha1Digest.fromState(s.state);
        releaseStage(s);
    }

    @Override
    public String toString() {
        return "Sha1Streams[" + engine.description() + ", " + openCount + " open, " + queuedCount + " waiting, "
                + completed.size() + " to poll]";
    }
}
