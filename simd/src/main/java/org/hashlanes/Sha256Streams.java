package org.hashlanes;

import java.nio.ByteBuffer;
import java.util.Objects;
import org.hashlanes.internal.EngineFamily;
import org.hashlanes.internal.MidstateEngine;
import org.hashlanes.internal.StreamPolicy;

/**
 * Many SHA-256 streams open at once, for data that arrives in pieces: {@link Sha1Streams}'s API,
 * method for method, for SHA-256, on the same implementation (one lane scheduler, staging and
 * completion queue for both algorithms) and the same system properties.
 *
 * <pre>{@code
 * Sha256Streams streams = new Sha256Streams();
 * Sha256Streams.Stream a = streams.open(), b = streams.open();
 * streams.update(a, buffer);        // copy-safe: refill buffer as soon as this returns
 * streams.update(b, buffer);
 * Sha256Digest da = streams.finish(a);
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
 * <p>Everything else {@link Sha1Streams} says holds here word for word: the engine per stream
 * (the JDK's {@code MessageDigest} "SHA-256" for a stream that runs alone on SHA hardware), how
 * the lanes are fed ({@value #STAGE_BYTES}-byte staging, up to {@value #HELD_LIMIT} held pieces),
 * completions, memory, threads (not thread-safe: one manager per thread at a time), and misuse (an
 * exception before anything changes; other streams are not affected). Every digest is bit-exact
 * {@code MessageDigest.getInstance("SHA-256")}'s.
 */
public final class Sha256Streams {
    /** Bytes a lanes stream stages before it must be hashed. */
    static final int STAGE_BYTES = StreamManager.STAGE_BYTES;
    /** Held (submitted) pieces that make a batch by themselves. */
    static final int HELD_LIMIT = StreamManager.HELD_LIMIT;

    /** Does the work; this class checks for null handles and keeps the contract's Javadoc. */
    private final StreamManager<Sha256Digest, Stream> manager;

    /**
     * A manager on the library's default engines (system property {@code hashlanes.engine}).
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Sha256Streams() {
        this(EngineFamily.SHA256.midstateDefault(), -1, StreamPolicy.singleOnJdk(EngineFamily.SHA256));
    }

    /**
     * A manager on {@code engine} for tests that compare engines.
     *
     * @param minLaneStreams open streams from which a new stream goes to the lanes, or -1 for the measured rule
     * @param singleOnJdk whether the single-stream engine is the JDK's (else scalar)
     */
    Sha256Streams(MidstateEngine engine, int minLaneStreams, boolean singleOnJdk) {
        manager = new StreamManager<>(EngineFamily.SHA256, (bytes, offset, flagged) -> Sha256Digest.fromBytes(bytes, offset),
                "Sha256Streams", engine, minLaneStreams, singleOnJdk);
    }

    /** One SHA-256 stream of a {@link Sha256Streams}: a handle; the manager does the work. */
    public final class Stream {
        private final StreamManager<Sha256Digest, Stream>.Entry entry = manager.open(this);

        private Stream() {}

        /** Bytes fed to this stream so far. */
        public long length() {
            return entry.length();
        }

        /** True once {@link Sha256Streams#finish} or {@link Sha256Streams#finishLater} was called for it. */
        public boolean isFinished() {
            return entry.isFinished();
        }

        /** The SHA-256 of everything fed to it, once finished and computed; else null. */
        public Sha256Digest digest() {
            return entry.digest();
        }

        /** True while a piece given to {@link Sha256Streams#submit} is held: until the stream comes back from {@link Sha256Streams#poll()}. */
        public boolean isHolding() {
            return entry.isHolding();
        }

        @Override
        public String toString() {
            return entry.toString();
        }
    }

    private static StreamManager<Sha256Digest, Stream>.Entry entry(Stream stream) {
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
     * Finishes {@code stream} and returns the SHA-256 of everything fed to it. Its own waiting bytes
     * are hashed with those of the streams that are nearly due, not with everyone's.
     *
     * @throws NullPointerException if {@code stream} is null
     * @throws IllegalArgumentException if {@code stream} belongs to another manager
     * @throws IllegalStateException if {@code stream} is already finished
     */
    public Sha256Digest finish(Stream stream) {
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
