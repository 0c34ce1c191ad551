package org.hashlanes;

import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * A single SHA-1 stream with the shape of {@code java.security.MessageDigest}
 * ({@code update}, {@code digest}, {@code reset}, {@code clone}), on the best single-stream
 * engine: the JDK's own SHA-1 where HotSpot's intrinsic is on (SHA-NI and the like), else
 * hashlanes' scalar engine, which outruns the JDK's Java code. The system property
 * {@code hashlanes.engine} forces one ({@code jdk} or {@code scalar}; {@code vector} and
 * {@code auto} mean the best, since lanes need many messages). For many messages at once use
 * {@link Sha1Batch} or {@link Sha1Streams}.
 *
 * <p>Buffers are {@code MessageDigest}'s: an {@code update} argument is the caller's again when
 * the call returns ({@code update(ByteBuffer)} moves its position to its limit, as specified).
 * Like every {@code MessageDigest}, an instance is not thread-safe.
 */
public final class Sha1 extends SingleStreamDigest {
    /**
     * A new hasher on the single-stream engine {@code hashlanes.engine} asks for, else the best.
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Sha1() {
        this(EngineSelection.streamOnJdk(EngineFamily.SHA1));
    }

    /** A hasher on the JDK's SHA-1 if {@code onJdk} (and the JDK has one), else on the scalar engine. */
    Sha1(boolean onJdk) {
        super(EngineFamily.SHA1, onJdk);
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public Sha1 clone() {
        return (Sha1) copy();
    }
}
