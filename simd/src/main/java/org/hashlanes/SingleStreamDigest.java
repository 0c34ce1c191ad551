package org.hashlanes;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.hashlanes.internal.EngineFamily;
import org.hashlanes.scalar.BlockHasher;

/**
 * What {@link Sha1} and {@link Sha256} share: a {@code MessageDigest} on the algorithm's best
 * single-stream engine, the JDK's own where HotSpot's intrinsic for it is on, else hashlanes'
 * scalar block function (which outruns the JDK's Java code).
 */
abstract class SingleStreamDigest extends MessageDigest implements Cloneable {
    // Exactly one of the two is non-null, chosen once at construction.
    private MessageDigest jdk;
    private BlockHasher scalar;

    SingleStreamDigest(EngineFamily family) {
        super(family.function().jdkName());
        if (family.intrinsic()) {
            try {
                jdk = MessageDigest.getInstance(family.function().jdkName());
            } catch (NoSuchAlgorithmException e) {
                scalar = new BlockHasher(family.function());
            }
        } else {
            scalar = new BlockHasher(family.function());
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

    @Override
    protected final byte[] engineDigest() {
        return jdk != null ? jdk.digest() : scalar.digest();
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
    public SingleStreamDigest clone() throws CloneNotSupportedException {
        SingleStreamDigest copy = (SingleStreamDigest) super.clone();
        if (jdk != null) {
            copy.jdk = (MessageDigest) jdk.clone();
        } else {
            copy.scalar = scalar.copy();
        }
        return copy;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + (jdk != null ? "jdk" : "scalar") + "]";
    }
}
