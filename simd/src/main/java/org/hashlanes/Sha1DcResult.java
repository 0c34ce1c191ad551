package org.hashlanes;

import java.util.Objects;

/**
 * The outcome of hashing one message with SHA-1 collision detection ({@link Sha1DcBatch}): its
 * digest and whether it was flagged. An immutable value.
 *
 * <p>For a message that was not flagged the digest is its ordinary SHA-1. For a flagged message
 * (it contains a block of a known kind of collision attack, like SHAttered's or SHA-mbles') the
 * digest is sha1dc's "safe hash", as git computes it: a different value from the plain SHA-1
 * that the attack collides on, so the colliding partner cannot share it.
 */
public final class Sha1DcResult {
    private final Sha1Digest digest;
    private final boolean collisionDetected;

    private Sha1DcResult(Sha1Digest digest, boolean collisionDetected) {
        this.digest = digest;
        this.collisionDetected = collisionDetected;
    }

    /** A result of this digest and flag. */
    public static Sha1DcResult of(Sha1Digest digest, boolean collisionDetected) {
        return new Sha1DcResult(Objects.requireNonNull(digest, "digest"), collisionDetected);
    }

    /** The digest: plain SHA-1, or the safe hash if {@link #collisionDetected()}. */
    public Sha1Digest digest() {
        return digest;
    }

    /** Whether the message contains a detected collision-attack block. */
    public boolean collisionDetected() {
        return collisionDetected;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sha1DcResult && ((Sha1DcResult) o).digest.equals(digest)
                && ((Sha1DcResult) o).collisionDetected == collisionDetected;
    }

    @Override
    public int hashCode() {
        return digest.hashCode() * 31 + (collisionDetected ? 1 : 0);
    }

    /** The digest in hex, with {@code " (collision detected)"} after a flagged one. */
    @Override
    public String toString() {
        return collisionDetected ? digest + " (collision detected)" : digest.toString();
    }
}
