package org.hashlanes;

import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * A single MD5 stream with the shape of {@code java.security.MessageDigest}, the counterpart
 * of {@link Sha1}: the JDK's own MD5 where HotSpot's intrinsic is on
 * (general-purpose code: no CPU has MD5 instructions), else hashlanes' scalar engine. For many messages at once use {@link Md5Batch}.
 *
 * <p>Buffers are {@code MessageDigest}'s: an {@code update} argument is the caller's again when
 * the call returns. Like every {@code MessageDigest}, an instance is not thread-safe.
 */
public final class Md5 extends SingleStreamDigest {
    /**
     * A new hasher on the single-stream engine {@code hashlanes.engine} asks for, else the best.
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Md5() {
        super(EngineFamily.MD5, EngineSelection.streamOnJdk(EngineFamily.MD5));
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public Md5 clone() {
        return (Md5) copy();
    }
}
