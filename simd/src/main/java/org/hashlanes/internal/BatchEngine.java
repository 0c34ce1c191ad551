package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.List;

/**
 * One way of hashing a batch of messages. Internal: the public facade ({@code Sha1Batch})
 * validates everything first, so implementations trust their arguments.
 *
 * <p>Implementations are thread-safe and keep no per-caller state between calls.
 */
public interface BatchEngine {
    /** A short human-readable name, e.g. {@code scalar}, {@code jdk}, {@code vector 16 lanes (512-bit)}. */
    String description();

    /** How many messages it hashes at once: the lane count of a vector engine, 1 for a single stream. */
    default int lanes() {
        return 1;
    }

    /**
     * Whether it detects collision attacks (SHA-1DC): then its digests are sha1dc's (the safe
     * hash of a flagged message) and, as a {@link DetectingEngine}, it reports the flags.
     */
    default boolean detects() {
        return false;
    }

    /**
     * Takes exactly {@code count} non-null messages from {@code messages} and writes their digests,
     * 20 bytes each and in order, at {@code out[offset..offset+20*count)}. A message is its
     * buffer's bytes from position to limit; no buffer's position, limit or mark is moved.
     */
    void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset);

    /**
     * {@link #hashInto} for one message: what {@code Sha1Batch.hash(ByteBuffer)} runs. The default
     * engine and the JDK engine override it so that a lone message costs no more than a bare
     * {@code MessageDigest} call (no iterator, no batch bookkeeping).
     */
    default void hashOne(ByteBuffer message, byte[] out, int offset) {
        hashInto(List.of(message).iterator(), 1, out, offset);
    }
}
