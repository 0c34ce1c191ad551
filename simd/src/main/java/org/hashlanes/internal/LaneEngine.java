package org.hashlanes.internal;

/** The vector lanes as the planner drives them: implemented by the vector engine. */
public interface LaneEngine extends BatchEngine, MidstateEngine {
    /** The lane widths it has, ascending (4, 8, 16 up to its own). */
    int[] widths();

    /**
     * Runs the lanes' part of {@code batch}'s plan: digests of messages to
     * {@code out[offset + digestBytes * index]}, or block jobs' midstates in place.
     */
    void runPlanned(MessageBatch batch, byte[] out, int offset);
}
