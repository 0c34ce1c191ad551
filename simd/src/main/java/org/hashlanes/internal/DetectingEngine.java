package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.util.Iterator;

/**
 * SHA-1 with collision detection (SHA-1DC, see {@code ScalarSha1Dc}) for a batch: a digest and
 * a flag per message. As a plain {@link BatchEngine} it writes the same digests (the safe hash
 * of a flagged message) without the flags. Implementations trust their arguments (the facade
 * checked them) and are thread-safe.
 */
public interface DetectingEngine extends BatchEngine {
    /**
     * Hashes the next {@code count} messages of {@code messages}: message i's digest (the
     * sha1dc safe hash if it was flagged) at {@code out[offset + 20 i ..]}, its flag at
     * {@code flags[flagsOffset + i]}.
     */
    void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset,
            boolean[] flags, int flagsOffset);

    /** Throws unless {@code engine} {@linkplain BatchEngine#detects() detects}: a plain engine has no flags to give. */
    static void requireDetects(BatchEngine engine) {
        if (!engine.detects()) {
            throw new UnsupportedOperationException(engine.description() + " does not detect collisions");
        }
    }
}
