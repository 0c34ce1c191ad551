package org.hashlanes;

import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * A single SHA-512 stream with the shape of {@code java.security.MessageDigest}, the counterpart
 * of {@link Sha1}: the JDK's own SHA-512 where HotSpot's intrinsic is on
 * (AVX2 code, or the SHA-512 instructions), else hashlanes' scalar engine. For many messages at once use {@link Sha512Batch}.
 *
 * <p>Buffers are {@code MessageDigest}'s: an {@code update} argument is the caller's again when
 * the call returns. Like every {@code MessageDigest}, an instance is not thread-safe.
 */
public final class Sha512 extends SingleStreamDigest {
    /**
     * A new hasher on the single-stream engine {@code hashlanes.engine} asks for, else the best.
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Sha512() {
        super(EngineFamily.SHA512, EngineSelection.streamOnJdk(EngineFamily.SHA512));
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public Sha512 clone() {
        return (Sha512) copy();
    }
}
