package org.hashlanes;

import org.hashlanes.internal.EngineFamily;

/**
 * A single SHA-1 stream with the shape of {@code java.security.MessageDigest}
 * ({@code update}, {@code digest}, {@code reset}, {@code clone}), on the best single-stream
 * engine: the JDK's own SHA-1 where HotSpot's intrinsic is on (SHA-NI and the like), else
 * hashlanes' scalar engine, which outruns the JDK's Java code. For many messages at once use
 * {@link Sha1Batch} or {@link Sha1Streams}.
 *
 * <p>Like every {@code MessageDigest}, an instance is not thread-safe.
 */
public final class Sha1 extends SingleStreamDigest {
    /** A new hasher on the best single-stream engine of this JVM. */
    public Sha1() {
        super(EngineFamily.SHA1);
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public Sha1 clone() throws CloneNotSupportedException {
        return (Sha1) super.clone();
    }
}
