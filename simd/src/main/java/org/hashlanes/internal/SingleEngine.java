package org.hashlanes.internal;

/** A single-stream engine as the planner drives it: some messages of a batch, one after another. */
interface SingleEngine extends BatchEngine {
    /**
     * Hashes messages {@code indexes[0 .. n)} of {@code batch} (each at the start and length the
     * batch read), the digest of message i to {@code out[offset + digestBytes * i]}.
     */
    void hashSome(MessageBatch batch, int[] indexes, int n, byte[] out, int offset);
}
