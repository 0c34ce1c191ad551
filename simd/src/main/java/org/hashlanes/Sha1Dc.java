package org.hashlanes;

import java.security.MessageDigest;
import org.hashlanes.scalar.ScalarSha1Dc;

/**
 * A single SHA-1 stream with collision detection (see {@link Sha1DcBatch}), with the shape of
 * {@code java.security.MessageDigest}: {@code digest()} returns the plain SHA-1 of an ordinary
 * message and sha1dc's safe hash of a flagged one; {@link #collisionDetected()} then says which.
 * Its algorithm name is {@code "SHA-1"}: the digests are SHA-1's wherever no attack is detected.
 *
 * <p>JGit's {@code SHA1.hasCollision()} corresponds to {@link #collisionDetected()}; JGit throws
 * on detection where this class flags.
 *
 * <p>Like every {@code MessageDigest}, an instance is not thread-safe.
 */
public final class Sha1Dc extends MessageDigest implements Cloneable {
    private ScalarSha1Dc hasher = new ScalarSha1Dc();
    /** Whether the message most recently finished by a digest was flagged. */
    private boolean lastFlagged;

    /** A new hasher. */
    public Sha1Dc() {
        this("SHA-1");
    }

    /** A new hasher with another algorithm name: {@link HashlanesProvider}'s, which is not SHA-1's. */
    Sha1Dc(String algorithm) {
        super(algorithm);
    }

    /**
     * Whether the message most recently finished by {@code digest()} was flagged as part of a
     * collision attack (its digest is then the safe hash). False before the first digest.
     */
    public boolean collisionDetected() {
        return lastFlagged;
    }

    @Override
    protected int engineGetDigestLength() {
        return Sha1Digest.BYTES;
    }

    @Override
    protected void engineUpdate(byte input) {
        hasher.update(input);
    }

    @Override
    protected void engineUpdate(byte[] input, int offset, int len) {
        hasher.update(input, offset, len);
    }

    @Override
    protected byte[] engineDigest() {
        byte[] out = new byte[Sha1Digest.BYTES];
        lastFlagged = hasher.digestInto(out, 0);
        return out;
    }

    @Override
    protected void engineReset() {
        hasher.reset();
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public Sha1Dc clone() throws CloneNotSupportedException {
        Sha1Dc copy = (Sha1Dc) super.clone();
        copy.hasher = hasher.copy();
        return copy;
    }

    @Override
    public String toString() {
        return "Sha1Dc[scalar]";
    }
}
