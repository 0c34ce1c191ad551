package org.hashlanes;

import java.nio.ByteBuffer;
import java.util.Objects;
import org.hashlanes.internal.api.StreamManager;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * Many SHA-1 streams with collision detection (SHA-1DC, see {@link Sha1DcBatch}) open at once:
 * {@link Sha1Streams}'s API, method for method, on the same implementation, with a
 * {@link Sha1DcResult} (digest and flag) per stream where {@link Sha1Streams} gives a digest.
 * Each stream has its own flag: one flagged stream changes nothing for the others.
 *
 * <pre>{@code
 * Sha1DcStreams streams = new Sha1DcStreams();
 * Sha1DcStreams.Stream a = streams.open();
 * streams.update(a, buffer);        // copy-safe: refill buffer as soon as this returns
 * Sha1DcResult r = streams.finish(a);
 * if (r.collisionDetected()) reject(r.digest());
 * }</pre>
 *
 * <p>Everything {@link Sha1Streams} says about buffers (an {@code update} piece is the caller's
 * again when the call returns; a {@code submit} piece is held until its stream comes back from
 * {@link #poll()}; position, limit, mark and contents never change), completions, threads (not
 * thread-safe) and misuse holds here word for word, method for method: a null argument gets a
 * {@code NullPointerException} naming it, a stream of another manager an
 * {@code IllegalArgumentException}, a finished stream (or a submit to one still holding a piece)
 * an {@code IllegalStateException}, a range outside its array an
 * {@code IndexOutOfBoundsException}, each before anything changes.
 *
 * <p><b>Engine.</b> Every stream runs on the scalar detecting engine, one piece at a time as it
 * arrives, as {@link Sha1Dc} does: the lanes continue streams from midstates without reporting
 * which stream met an attack block, so they serve no detecting stream yet.
 */
public final class Sha1DcStreams {
    /** Does the work; this class checks for null handles. */
    private final StreamManager<Sha1DcResult, Stream> manager;

    /** A manager; its streams run on the scalar detecting engine. */
    public Sha1DcStreams() {
        manager = new StreamManager<>(EngineFamily.SHA1DC,
                (bytes, offset, flagged) -> Sha1DcResult.of(Sha1Digest.fromBytes(bytes, offset), flagged),
                "Sha1DcStreams", EngineFamily.SHA1DC.scalar(), Integer.MAX_VALUE, false);
    }

    /** One SHA-1DC stream of a {@link Sha1DcStreams}: a handle, as {@link Sha1Streams.Stream}. */
    public final class Stream {
        private final StreamManager<Sha1DcResult, Stream>.Entry entry = manager.open(this);

        private Stream() {}

        /** As {@link Sha1Streams.Stream#length()}: bytes fed so far. */
        public long length() {
            return entry.length();
        }

        /** As {@link Sha1Streams.Stream#isFinished()}. */
        public boolean isFinished() {
            return entry.isFinished();
        }

        /** The digest and flag of everything fed to it, once finished and computed; else null. */
        public Sha1DcResult digest() {
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

    private static StreamManager<Sha1DcResult, Stream>.Entry entry(Stream stream) {
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

    /** As {@link Sha1Streams#finish}: the digest of everything fed to {@code stream} (sha1dc's safe hash if flagged) and its flag. */
    public Sha1DcResult finish(Stream stream) {
        return manager.finish(entry(stream));
    }

    /** As {@link Sha1Streams#finishLater}: {@code stream} comes back from {@link #poll()} with its result set. */
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

    /** As {@link Sha1Streams#waitingStreams()}: always 0 here, since no stream waits for the lanes. */
    public int waitingStreams() {
        return manager.waitingStreams();
    }

    @Override
    public String toString() {
        return manager.toString();
    }
}
