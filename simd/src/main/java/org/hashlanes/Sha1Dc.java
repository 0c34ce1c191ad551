package org.hashlanes;

import org.hashlanes.internal.engine.EngineFamily;

/**
 * A single SHA-1 stream with collision detection (see {@link Sha1DcBatch}), with the shape of
 * {@code java.security.MessageDigest}: {@code digest()} returns the plain SHA-1 of an ordinary
 * message and sha1dc's safe hash of a flagged one; {@link #collisionDetected()} then says which.
 * Its algorithm name is {@code "SHA-1"}: the digests are SHA-1's wherever no attack is detected.
 * It runs on the scalar detecting engine (the JDK has no detection), on the implementation of
 * {@link Sha1} and {@link Sha256}.
 *
 * <p>JGit's {@code SHA1.hasCollision()} corresponds to {@link #collisionDetected()}; JGit throws
 * on detection where this class flags.
 *
 * <p>Like every {@code MessageDigest}, an instance is not thread-safe.
 */
public final class Sha1Dc extends SingleStreamDigest {
    /** A new hasher. */
    public Sha1Dc() {
        this("SHA-1");
    }

    /** A new hasher with another algorithm name: {@link HashlanesProvider}'s, which is not SHA-1's. */
    Sha1Dc(String algorithm) {
        super(algorithm, EngineFamily.SHA1DC, false);
    }

    /**
     * Whether the message most recently finished by {@code digest()} was flagged as part of a
     * collision attack (its digest is then the safe hash). False before the first digest.
     */
    public boolean collisionDetected() {
        return lastFlagged();
    }

    /** An independent copy that has seen the same bytes. */
    @Override
    public Sha1Dc clone() throws CloneNotSupportedException {
        return (Sha1Dc) copy();
    }
}
