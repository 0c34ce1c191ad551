package org.hashlanes;

import java.nio.ByteBuffer;
import java.util.Objects;
import org.hashlanes.internal.api.StreamManager;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * Many SHA-256 streams open at once, for data that arrives in pieces: {@link Sha1Streams}'s API,
 * method for method, for SHA-256, on the same implementation (one lane scheduler, staging and
 * completion queue for every algorithm) and the same system properties.
 *
 * <pre>{@code
 * Sha256Streams streams = new Sha256Streams();
 * Sha256Streams.Stream a = streams.open(), b = streams.open();
 * streams.update(a, buffer);        // copy-safe: refill buffer as soon as this returns
 * Sha256Digest da = streams.finish(a);
 * }</pre>
 *
 * <p>Everything {@link Sha1Streams} says holds here word for word: the buffer contract of each
 * call (an {@code update} piece is the caller's again when the call returns; a {@code submit}
 * piece is held until its stream comes back from {@link #poll()}; position, limit, mark and
 * contents never change), the engine per stream (the JDK's {@code MessageDigest} "SHA-256" for a
 * stream that runs alone on SHA hardware), how the lanes are fed, completions, memory, threads
 * (not thread-safe) and misuse (an exception before anything changes; other streams are not
 * affected). Every digest is bit-exact {@code MessageDigest.getInstance("SHA-256")}'s.
 */
public final class Sha256Streams {
    /** Does the work; this class checks for null handles. */
    private final StreamManager<Sha256Digest, Stream> manager;

    /**
     * A manager on the library's default engines (system property {@code hashlanes.engine}).
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Sha256Streams() {
        this(EngineFamily.SHA256.midstateDefault(), -1, EngineSelection.streamOnJdk(EngineFamily.SHA256));
    }

    /** A manager on {@code engine}, for tests: as {@code Sha1Streams}'s. */
    Sha256Streams(Engine engine, int minLaneStreams, boolean singleOnJdk) {
        manager = new StreamManager<>(EngineFamily.SHA256, (bytes, offset, flagged) -> Sha256Digest.fromBytes(bytes, offset),
                "Sha256Streams", engine, minLaneStreams, singleOnJdk);
    }

    /** One SHA-256 stream of a {@link Sha256Streams}: a handle, as {@link Sha1Streams.Stream}. */
    public final class Stream {
        private final StreamManager<Sha256Digest, Stream>.Entry entry = manager.open(this);

        private Stream() {}

        /** As {@link Sha1Streams.Stream#length()}: bytes fed so far. */
        public long length() {
            return entry.length();
        }

        /** As {@link Sha1Streams.Stream#isFinished()}. */
        public boolean isFinished() {
            return entry.isFinished();
        }

        /** As {@link Sha1Streams.Stream#digest()}: the SHA-256 once finished and computed; else null. */
        public Sha256Digest digest() {
            return entry.digest();
        }

        /** As {@link Sha1Streams.Stream#isHolding()}. */
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

    /** As {@link Sha1Streams#update(Sha1Streams.Stream, ByteBuffer)}: the buffer is the caller's again on return. */
    public void update(Stream stream, ByteBuffer piece) {
        manager.update(entry(stream), piece);
    }

    /** As {@link Sha1Streams#update(Sha1Streams.Stream, byte[])}: all of {@code piece}, not kept. */
    public void update(Stream stream, byte[] piece) {
        manager.update(entry(stream), piece);
    }

    /** As {@link Sha1Streams#update(Sha1Streams.Stream, byte[], int, int)}: a range of {@code piece}, not kept. */
    public void update(Stream stream, byte[] piece, int offset, int length) {
        manager.update(entry(stream), piece, offset, length);
    }

    /** As {@link Sha1Streams#submit}: {@code piece} is held, unchanged, until its stream comes back from {@link #poll()}. */
    public void submit(Stream stream, ByteBuffer piece) {
        manager.submit(entry(stream), piece);
    }

    /** As {@link Sha1Streams#finish}: the SHA-256 of everything fed to {@code stream}. */
    public Sha256Digest finish(Stream stream) {
        return manager.finish(entry(stream));
    }

    /** As {@link Sha1Streams#finishLater}: {@code stream} comes back from {@link #poll()} with its digest set. */
    public void finishLater(Stream stream) {
        manager.finishLater(entry(stream));
    }

    /** As {@link Sha1Streams#flush()}: no piece is held afterwards, and every finished stream waits in {@link #poll()}. */
    public void flush() {
        manager.flush();
    }

    /** As {@link Sha1Streams#poll()}: the next stream released or finished, oldest first; null if none. */
    public Stream poll() {
        return manager.poll();
    }

    /** As {@link Sha1Streams#waitingStreams()}: streams with bytes or a piece waiting for the lanes. */
    public int waitingStreams() {
        return manager.waitingStreams();
    }

    @Override
    public String toString() {
        return manager.toString();
    }
}
