package org.hashlanes;

import java.security.MessageDigest;
import org.hashlanes.internal.Engines;
import org.hashlanes.scalar.ScalarSha1;

/**
 * A single SHA-1 stream with the shape of {@code java.security.MessageDigest}
 * ({@code update}, {@code digest}, {@code reset}, {@code clone}), on the best single-stream
 * engine: the JDK's own SHA-1 where HotSpot's intrinsic is on (SHA-NI and the like), else
 * hashlanes' scalar engine, which outruns the JDK's Java code. For many messages at once use
 * {@link Sha1Batch} or {@link Sha1Streams}.
 *
 * <p>Like every {@code MessageDigest}, an instance is not thread-safe.
 */
public final class Sha1 extends MessageDigest implements Cloneable {
    // Exactly one of the two is non-null, chosen once at construction.
    private MessageDigest jdk;
    private ScalarSha1 scalar;

    /** A new hasher on the best single-stream engine of this JVM. */
    public Sha1() {
        super("SHA-1");
        if (Engines.sha1Intrinsic()) {
            try {
                jdk = MessageDigest.getInstance("SHA-1");
            } catch (java.security.NoSuchAlgorithmException e) {
                scalar = new ScalarSha1();
            }
        } else {
            scalar = new ScalarSha1();
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

    @Override
    protected byte[] engineDigest() {
        return jdk != null ? jdk.digest() : scalar.digest();
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
    public Sha1 clone() throws CloneNotSupportedException {
        Sha1 copy = (Sha1) super.clone();
        if (jdk != null) {
            copy.jdk = (MessageDigest) jdk.clone();
        } else {
            copy.scalar = scalar.copy();
        }
        return copy;
    }

    @Override
    public String toString() {
        return "Sha1[" + (jdk != null ? "jdk" : "scalar") + "]";
    }
}
