package org.hashlanes;

import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * A single SHA-256 stream with the shape of {@code java.security.MessageDigest}, the counterpart
 * of {@link Sha1}: the JDK's own SHA-256 where HotSpot's intrinsic is on (SHA-NI, or AVX2 on
 * Intel), else hashlanes' scalar engine. For many messages at once use {@link Sha256Batch}.
 *
 * <p>Buffers are {@code MessageDigest}'s: an {@code update} argument is the caller's again when
 * the call returns. Like every {@code MessageDigest}, an instance is not thread-safe.
 */
public final class Sha256 extends SingleStreamDigest {
    /**
     * A new hasher on the single-stream engine {@code hashlanes.engine} asks for, else the best.
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Sha256() {
        super(EngineFamily.SHA256, EngineSelection.streamOnJdk(EngineFamily.SHA256));
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public Sha256 clone() {
        return (Sha256) copy();
    }
}
