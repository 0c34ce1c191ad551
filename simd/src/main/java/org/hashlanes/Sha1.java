package org.hashlanes;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.hashlanes.internal.StreamPolicy;
import org.hashlanes.scalar.ScalarSha1;

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
public final class Sha1 extends MessageDigest implements Cloneable {
    // Exactly one of the two is non-null, chosen once at construction.
    private MessageDigest jdk;
    private ScalarSha1 scalar;
    /** For the scalar engine: stages buffers without an accessible array; made on first use. */
    private byte[] chunk;

    /**
     * A new hasher on the single-stream engine {@code hashlanes.engine} asks for, else the best.
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public Sha1() {
        this(StreamPolicy.singleOnJdk());
    }

    /** A hasher on the JDK's SHA-1 if {@code onJdk} (and the JDK has one), else on the scalar engine. */
    Sha1(boolean onJdk) {
        super("SHA-1");
        jdk = onJdk ? jdkOrNull() : null;
        scalar = jdk == null ? new ScalarSha1() : null;
    }

    /** The JDK's own SHA-1 where it has one, else a {@code Sha1} on the scalar engine. */
    static MessageDigest newJdkDigest() {
        MessageDigest md = jdkOrNull();
        return md != null ? md : new Sha1(false);
    }

    private static MessageDigest jdkOrNull() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            return null;
        }
    }

    @Override
    protected int engineGetDigestLength() {
        return Sha1Digest.BYTES;
    }

    @Override
    protected void engineUpdate(byte input) {
        if (jdk != null) {
            jdk.update(input);
        } else {
            scalar.update(input);
        }
    }

    @Override
    protected void engineUpdate(byte[] input, int offset, int len) {
        if (jdk != null) {
            jdk.update(input, offset, len);
        } else {
            scalar.update(input, offset, len);
        }
    }

    /** Reads the buffer in place where it has an array, else in chunks into one reused array. */
    @Override
    protected void engineUpdate(ByteBuffer input) {
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
    protected byte[] engineDigest() {
        return jdk != null ? jdk.digest() : scalar.digest();
    }

    /** Writes the digest straight into {@code buf}: no array in between. */
    @Override
    protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        if (len < Sha1Digest.BYTES) {
            throw new DigestException("len must be at least " + Sha1Digest.BYTES + ", was " + len);
        }
        if (jdk != null) {
            return jdk.digest(buf, offset, len);
        }
        scalar.digestInto(buf, offset);
        return Sha1Digest.BYTES;
    }

    @Override
    protected void engineReset() {
        if (jdk != null) {
            jdk.reset();
        } else {
            scalar.reset();
        }
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public Sha1 clone() {
        try {
            Sha1 copy = (Sha1) super.clone();
            if (jdk != null) {
                copy.jdk = (MessageDigest) jdk.clone();
            } else {
                copy.scalar = scalar.copy();
            }
            copy.chunk = null;
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError("Sha1 and the JDK's SHA-1 are cloneable", e);
        }
    }

    @Override
    public String toString() {
        return "Sha1[" + (jdk != null ? "jdk" : "scalar") + "]";
    }
}
