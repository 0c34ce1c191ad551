package org.hashlanes;

import java.nio.ByteBuffer;
import java.util.Objects;
import org.hashlanes.internal.api.StreamManager;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * Many SHA-1 streams open at once, for data that arrives in pieces (files read chunk by chunk,
 * uploads), hashed together in SIMD lanes where that pays: the JVM's answer to isa-l_crypto's
 * multi-buffer context manager. {@link Sha256Streams} and {@link Sha1DcStreams} are the same for
 * SHA-256 and SHA-1DC, method for method, on the same implementation; this class's Javadoc states
 * the contract for all of them.
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
 * 64 fullest) when 4 MiB are staged in all, so that bytes are hashed while still in the cache.
 * When such a batch has no more streams than the lanes are wide, it hashes an even share of each
 * staging and leaves the rest staged, so that all lanes stay busy to its end. {@code submit} does
 * not copy: up to {@value #HELD_LIMIT} pieces are held, then hashed together.
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
    /** Bytes a lanes stream stages before it must be hashed. */
    static final int STAGE_BYTES = StreamManager.STAGE_BYTES;
    /** Held (submitted) pieces that make a batch by themselves. */
    static final int HELD_LIMIT = StreamManager.HELD_LIMIT;

    /** Does the work; this class checks for null handles and keeps the contract's Javadoc. */
    private final StreamManager<Sha1Digest, Stream> manager;

    /**
     * A manager on the library's default engines (system property {@code hashlanes.engine}).
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Sha1Streams() {
        this(EngineFamily.SHA1.midstateDefault(), -1, EngineSelection.streamOnJdk(EngineFamily.SHA1));
    }

    /**
     * A manager on {@code engine} for tests that compare engines.
     *
     * @param minLaneStreams open streams from which a new stream goes to the lanes, or -1 for the measured rule
     * @param singleOnJdk whether the single-stream engine is the JDK's (else scalar)
     */
    Sha1Streams(Engine engine, int minLaneStreams, boolean singleOnJdk) {
        manager = new StreamManager<>(EngineFamily.SHA1, (bytes, offset, flagged) -> Sha1Digest.fromBytes(bytes, offset),
                "Sha1Streams", engine, minLaneStreams, singleOnJdk);
    }

    /** One SHA-1 stream of a {@link Sha1Streams}: a handle; the manager does the work. */
    public final class Stream {
        private final StreamManager<Sha1Digest, Stream>.Entry entry = manager.open(this);

        private Stream() {}

        /** Bytes fed to this stream so far. */
        public long length() {
            return entry.length();
        }

        /** True once {@link Sha1Streams#finish} or {@link Sha1Streams#finishLater} was called for it. */
        public boolean isFinished() {
            return entry.isFinished();
        }

        /** The SHA-1 of everything fed to it, once finished and computed; else null. */
        public Sha1Digest digest() {
            return entry.digest();
        }

        /** True while a piece given to {@link Sha1Streams#submit} is held: until the stream comes back from {@link Sha1Streams#poll()}. */
        public boolean isHolding() {
            return entry.isHolding();
        }

        @Override
        public String toString() {
            return entry.toString();
        }
    }

    private static StreamManager<Sha1Digest, Stream>.Entry entry(Stream stream) {
        return Objects.requireNonNull(stream, "stream").entry;
    }

    /** Opens a new, empty stream. */
    public Stream open() {
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
        manager.update(entry(stream), piece);
    }

    /** Adds all of {@code piece}; the array is the caller's again when this returns. */
    public void update(Stream stream, byte[] piece) {
        manager.update(entry(stream), piece);
    }

    /**
     * Adds {@code piece[offset..offset+length)}; the array is the caller's again when this returns.
     *
     * @throws IndexOutOfBoundsException if the range is not inside {@code piece}
     */
    public void update(Stream stream, byte[] piece, int offset, int length) {
        manager.update(entry(stream), piece, offset, length);
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
        manager.submit(entry(stream), piece);
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
        return manager.finish(entry(stream));
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
        manager.finishLater(entry(stream));
    }

    /**
     * Hashes everything waiting; afterwards no piece is held, and every stream given to
     * {@link #finishLater} has its digest and waits in {@link #poll()}.
     */
    public void flush() {
        manager.flush();
    }

    /**
     * The next stream whose submitted piece was released or whose {@link #finishLater} digest is
     * ready, oldest first; null if none.
     */
    public Stream poll() {
        return manager.poll();
    }

    /** Number of streams with bytes or a piece waiting for the lanes. */
    public int waitingStreams() {
        return manager.waitingStreams();
    }

    @Override
    public String toString() {
        return manager.toString();
    }
}
