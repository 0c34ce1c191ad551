package org.hashlanes;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import org.hashlanes.internal.EngineFamily;
import org.hashlanes.internal.Engines;
import org.hashlanes.scalar.BlockHasher;

/**
 * What {@link Sha1} and {@link Sha256} share: a {@code MessageDigest} on one single-stream engine,
 * chosen once at construction: the JDK's own where asked for (by default where HotSpot's
 * intrinsic for it is on, or, where that cannot be read, where it timed faster: see
 * {@code EngineFamily.singleOnJdk()}), else hashlanes' scalar block function (which outruns the
 * JDK's Java code). Buffers are {@code MessageDigest}'s: an {@code update} argument is the caller's again
 * when the call returns.
 */
abstract class SingleStreamDigest extends MessageDigest implements Cloneable {
    // Exactly one of the two is non-null, chosen once at construction.
    private MessageDigest jdk;
    private BlockHasher scalar;
    /** For the scalar engine: stages buffers without an accessible array; made on first use. */
    private byte[] chunk;

    /** On the JDK's engine if {@code onJdk} and the JDK has the algorithm, else on the scalar engine. */
    SingleStreamDigest(EngineFamily family, boolean onJdk) {
        super(family.function().jdkName());
        jdk = onJdk ? Engines.jdkDigestOrNull(family.function().jdkName()) : null;
        scalar = jdk == null ? new BlockHasher(family.function()) : null;
    }

    /**
     * For a stream manager's single-stream engine: the JDK's own digest, not wrapped (so that its
     * call path is a plain {@code MessageDigest}'s), if {@code onJdk} and the JDK has the
     * algorithm; else one on the scalar engine.
     */
    static MessageDigest newUnwrapped(EngineFamily family, boolean onJdk) {
        MessageDigest jdk = onJdk ? Engines.jdkDigestOrNull(family.function().jdkName()) : null;
        return jdk != null ? jdk : new Scalar(family);
    }

    /** The scalar engine of any algorithm, for {@link #newUnwrapped}. */
    private static final class Scalar extends SingleStreamDigest {
        Scalar(EngineFamily family) {
            super(family, false);
        }
    }

    @Override
    protected final int engineGetDigestLength() {
        return jdk != null ? jdk.getDigestLength() : scalar.digestBytes();
    }

    @Override
    protected final void engineUpdate(byte input) {
        if (jdk != null) {
            jdk.update(input);
        } else {
            scalar.update(input);
        }
    }

    @Override
    protected final void engineUpdate(byte[] input, int offset, int len) {
        if (jdk != null) {
            jdk.update(input, offset, len);
        } else {
            scalar.update(input, offset, len);
        }
    }

    /** Reads the buffer in place where it has an array, else in chunks into one reused array. */
    @Override
    protected final void engineUpdate(ByteBuffer input) {
        if (jdk != null) {
            jdk.update(input);
            return;
        }
        int at = input.position();
        int len = input.limit() - at;
        if (input.hasArray()) {
            scalar.update(input.array(), input.arrayOffset() + at, len);
        } else {
            if (chunk == null) {
                chunk = new byte[4096];
            }
            for (int done = 0; done < len; ) {
                int n = Math.min(chunk.length, len - done);
                input.get(at + done, chunk, 0, n); // absolute: the position moves once, below
                scalar.update(chunk, 0, n);
                done += n;
            }
        }
        input.position(input.limit());
    }

    @Override
    protected final byte[] engineDigest() {
        return jdk != null ? jdk.digest() : scalar.digest();
    }

    /** Writes the digest straight into {@code buf}: no array in between. */
    @Override
    protected final int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        int bytes = engineGetDigestLength();
        if (len < bytes) {
            throw new DigestException("len must be at least " + bytes + ", was " + len);
        }
        if (jdk != null) {
            return jdk.digest(buf, offset, len);
        }
        scalar.digestInto(buf, offset);
        return bytes;
    }

    @Override
    protected final void engineReset() {
        if (jdk != null) {
            jdk.reset();
        } else {
            scalar.reset();
        }
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public SingleStreamDigest clone() {
        try {
            SingleStreamDigest copy = (SingleStreamDigest) super.clone();
            if (jdk != null) {
                copy.jdk = (MessageDigest) jdk.clone();
            } else {
                copy.scalar = scalar.copy();
            }
            copy.chunk = null;
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError("this class and the JDK's SHA digests are cloneable", e);
        }
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + (jdk != null ? "jdk" : "scalar") + "]";
    }
}
