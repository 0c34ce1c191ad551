package org.hashlanes;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.hashlanes.internal.engine.JdkDigests;
import org.hashlanes.scalar.BlockHasher;

/**
 * The one implementation of the {@code MessageDigest} classes ({@link Sha1}, {@link Sha256},
 * {@link Sha1Dc}): a {@code MessageDigest} on one single-stream engine, chosen once at
 * construction: the JDK's own where asked for (by default where HotSpot's intrinsic for it is on,
 * or, where that cannot be read, where it timed faster: see {@code EngineSelection.streamOnJdk}),
 * else hashlanes' scalar block function (which outruns the JDK's Java code, and is the only one
 * that detects collisions). Buffers are {@code MessageDigest}'s: an {@code update} argument is the
 * caller's again when the call returns.
 *
 * <p>Not public, and in {@code org.hashlanes} rather than an internal package, because the public
 * classes extend it: its public methods are called as theirs (through javac's bridges). A new
 * algorithm's class is this and two members:
 * <pre>{@code
 * public final class Xyz extends SingleStreamDigest {
 *     public Xyz() { super(EngineFamily.XYZ, EngineSelection.streamOnJdk(EngineFamily.XYZ)); }
 *     public Xyz clone() { return (Xyz) copy(); }
 * }
 * }</pre>
 */
abstract class SingleStreamDigest extends MessageDigest implements Cloneable {
    // Exactly one of the two is non-null, chosen once at construction.
    private MessageDigest jdk;
    private BlockHasher scalar;
    /** For the scalar engine: stages buffers without an accessible array; made on first use. */
    private byte[] chunk;
    /** Whether the message most recently finished was flagged (only a detecting function flags). */
    private boolean lastFlagged;

    /** On the JDK's engine if {@code onJdk} and the JDK has the algorithm, else on the scalar engine. */
    SingleStreamDigest(EngineFamily family, boolean onJdk) {
        this(family.function().jdkName(), family, onJdk);
    }

    /** The same, with {@code algorithm} as {@link #getAlgorithm()}'s name. */
    SingleStreamDigest(String algorithm, EngineFamily family, boolean onJdk) {
        super(algorithm);
        jdk = onJdk ? JdkDigests.orNull(family.function().jdkName()) : null;
        scalar = jdk == null ? new BlockHasher(family.function()) : null;
    }

    /** Whether the message most recently finished by a digest was flagged as a collision attack's. */
    final boolean lastFlagged() {
        return lastFlagged;
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
        if (jdk != null) {
            return jdk.digest();
        }
        byte[] out = new byte[scalar.digestBytes()];
        lastFlagged = scalar.digestInto(out, 0);
        return out;
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
        lastFlagged = scalar.digestInto(buf, offset);
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

    /**
     * An independent copy that has seen the same bytes. Declares the exception for
     * {@link Sha1Dc#clone()}, which always has; {@link Sha1} and {@link Sha256} declare none, and
     * all three return {@link #copy()}.
     */
    @Override
    public SingleStreamDigest clone() throws CloneNotSupportedException {
        return copy();
    }

    /** An independent copy that has seen the same bytes: {@link #clone()} without a checked exception. */
    final SingleStreamDigest copy() {
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
