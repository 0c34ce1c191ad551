package org.hashlanes;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;
import org.hashlanes.internal.Buffers;
import org.hashlanes.internal.Engines;
import org.hashlanes.internal.MidstateEngine;
import org.hashlanes.scalar.ScalarSha1;
import org.hashlanes.scalar.BlockPadding;

/**
 * Many SHA-1 streams open at once, for data that arrives in pieces (uploads, files read chunk
 * by chunk), hashed together in SIMD lanes like {@link Sha1Batch} does for whole messages: the
 * JVM's answer to isa-l_crypto's multi-buffer context manager.
 *
 * <pre>{@code
 * Sha1Streams streams = new Sha1Streams();
 * Sha1Streams.Stream a = streams.open(), b = streams.open();
 * streams.update(a, pieceA1);       // borrowed, see below
 * streams.update(b, pieceB1);
 * streams.update(a, pieceA2);       // a already has a piece waiting: both waiting pieces are hashed now
 * Sha1Digest da = streams.finish(a);
 * Sha1Digest db = streams.finish(b);
 * }</pre>
 *
 * <p><b>How work is batched.</b> Each stream holds at most one waiting piece. The whole 64-byte
 * blocks of a piece wait; its leftover bytes go at once into the stream's own 64-byte tail.
 * Waiting pieces of all streams are hashed together, one stream per lane, when
 * {@link #flush()} is called, when {@link #finish} is called, and when {@link #update} is given a
 * stream that already has a piece waiting. Feeding many streams round-robin therefore batches
 * by itself; feeding one stream alone works at single-stream speed.
 *
 * <p><b>Borrowed buffers.</b> {@code update(stream, ByteBuffer)} keeps a reference to the
 * buffer and reads its bytes later: the buffer is <em>borrowed until the next
 * {@link #flush()} or {@link #finish} on this manager returns</em> (it may be read earlier, never
 * later). Do not change its contents until then; its position and limit are read during the
 * call and may change afterwards. Position, limit and mark are never moved. The
 * {@code byte[]} overloads borrow the array in the same way.
 *
 * <p><b>Memory.</b> A stream is five ints, a 64-bit length and a 128-byte tail: thousands of
 * open streams cost little.
 *
 * <p><b>Threads.</b> Not thread-safe: one manager, and its streams, belong to one thread at a
 * time (use one manager per thread, or synchronize on it).
 *
 * <p><b>Misuse</b> (a null argument, a stream of another manager, a finished stream) gets an
 * exception before anything changes; other streams are not affected.
 */
public final class Sha1Streams {
    private final MidstateEngine engine;

    /** Streams with a waiting piece, in the order they got it; {@code waitingCount} are valid. */
    private Stream[] waiting = new Stream[16];
    private int waitingCount;
    // Reused job arrays for the engine, grown with waiting.
    private ByteBuffer[] jobBuffers = new ByteBuffer[16];
    private int[] jobStarts = new int[16];
    private int[] jobBlocks = new int[16];
    private int[][] jobStates = new int[16][];

    /** A manager on the library's default engine. */
    public Sha1Streams() {
        this(Engines.midstateDefault());
    }

    /** A manager on a given engine: for tests that compare engines. */
    Sha1Streams(MidstateEngine engine) {
        this.engine = Objects.requireNonNull(engine, "engine");
    }

    /** One open SHA-1 stream of a {@link Sha1Streams}; a handle with no public operations of its own. */
    public final class Stream {
        /** Chaining value H0..H4 after every block hashed so far (waiting blocks excluded). */
        private final int[] state = new int[5];
        /** Bytes given to {@link #update} so far; the message length at {@link #finish}. */
        private long length;
        /** The unhashed bytes after the last whole block: {@code tailLength} of them; room for padding. */
        private final byte[] tail = new byte[BlockPadding.MAX_PADDED_BYTES];
        private int tailLength;
        /** The waiting piece, or null: {@code waitingBlocks} blocks of it from {@code waitingStart}. */
        private ByteBuffer waitingBuffer;
        private int waitingStart;
        private int waitingBlocks;
        private boolean finished;

        private Stream() {
            ScalarSha1.initState(state);
        }

        /** Bytes fed to this stream so far. */
        public long length() {
            return length;
        }

        /** True once {@link Sha1Streams#finish} has returned this stream's digest. */
        public boolean isFinished() {
            return finished;
        }

        private Sha1Streams owner() {
            return Sha1Streams.this;
        }

        @Override
        public String toString() {
            return "Sha1Streams.Stream[" + length + " bytes" + (finished ? ", finished]" : "]");
        }
    }

    /** Opens a new, empty stream. */
    public Stream open() {
        return new Stream();
    }

    /**
     * Adds the bytes of {@code piece} from its position to its limit to {@code stream}. The buffer
     * is borrowed until the next {@link #flush()} or {@link #finish} returns (see the class comment).
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

    /** Adds all of {@code piece}; the array is borrowed like a buffer. */
    public void update(Stream stream, byte[] piece) {
        checkOpen(stream);
        Objects.requireNonNull(piece, "piece");
        add(stream, ByteBuffer.wrap(piece), 0, piece.length);
    }

    /**
     * Adds {@code piece[offset..offset+length)}; the array is borrowed like a buffer.
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
     * Finishes {@code stream} and returns the SHA-1 of everything fed to it. Hashes every waiting
     * piece first, so all borrowed buffers are free when it returns.
     *
     * @throws NullPointerException if {@code stream} is null
     * @throws IllegalArgumentException if {@code stream} belongs to another manager
     * @throws IllegalStateException if {@code stream} is already finished
     */
    public Sha1Digest finish(Stream stream) {
        checkOpen(stream);
        flush();
        int blocks = BlockPadding.pad(stream.tail, 0, stream.tailLength, stream.length);
        ScalarSha1.compressBlocks(stream.state, stream.tail, 0, blocks);
        stream.finished = true;
        return Sha1Digest.fromState(stream.state);
    }

    /** Hashes every waiting piece now; afterwards no buffer is borrowed. */
    public void flush() {
        int n = waitingCount;
        if (n == 0) {
            return;
        }
        for (int i = 0; i < n; i++) {
            Stream s = waiting[i];
            jobBuffers[i] = s.waitingBuffer;
            jobStarts[i] = s.waitingStart;
            jobBlocks[i] = s.waitingBlocks;
            jobStates[i] = s.state;
        }
        engine.advance(n, jobBuffers, jobStarts, jobBlocks, jobStates);
        for (int i = 0; i < n; i++) {
            waiting[i].waitingBuffer = null;
            waiting[i] = null;
            jobBuffers[i] = null; // hold no caller buffer once flushed
            jobStates[i] = null;
        }
        waitingCount = 0;
    }

    /** Number of streams with a piece waiting to be hashed. */
    public int waitingStreams() {
        return waitingCount;
    }

    private void checkOpen(Stream stream) {
        Objects.requireNonNull(stream, "stream");
        if (stream.owner() != this) {
            throw new IllegalArgumentException("stream belongs to another Sha1Streams");
        }
        if (stream.finished) {
            throw new IllegalStateException("stream is finished");
        }
    }

    private void add(Stream s, ByteBuffer piece, int at, int left) {
        if (left == 0) {
            return;
        }
        if (s.waitingBuffer != null) {
            flush(); // keep each stream's blocks in order: its waiting piece goes first
        }
        s.length += left;
        if (s.tailLength > 0) {
            int take = Math.min(left, ScalarSha1.BLOCK_BYTES - s.tailLength);
            Buffers.copy(piece, at, s.tail, s.tailLength, take);
            s.tailLength += take;
            at += take;
            left -= take;
            if (s.tailLength < ScalarSha1.BLOCK_BYTES) {
                return;
            }
            ScalarSha1.compressBlocks(s.state, s.tail, 0, 1); // nothing waits before it: see above
            s.tailLength = 0;
        }
        int blocks = left / ScalarSha1.BLOCK_BYTES;
        if (blocks > 0) {
            s.waitingBuffer = piece;
            s.waitingStart = at;
            s.waitingBlocks = blocks;
            enqueue(s);
        }
        int rest = left - blocks * ScalarSha1.BLOCK_BYTES;
        Buffers.copy(piece, at + blocks * ScalarSha1.BLOCK_BYTES, s.tail, 0, rest);
        s.tailLength = rest;
    }

    private void enqueue(Stream s) {
        if (waitingCount == waiting.length) {
            int n = 2 * waitingCount;
            waiting = Arrays.copyOf(waiting, n);
            jobBuffers = Arrays.copyOf(jobBuffers, n);
            jobStarts = Arrays.copyOf(jobStarts, n);
            jobBlocks = Arrays.copyOf(jobBlocks, n);
            jobStates = Arrays.copyOf(jobStates, n);
        }
        waiting[waitingCount++] = s;
    }

    @Override
    public String toString() {
        return "Sha1Streams[" + engine.description() + ", " + waitingCount + " waiting]";
    }
}
