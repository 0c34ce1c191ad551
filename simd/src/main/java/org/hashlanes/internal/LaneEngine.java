package org.hashlanes.internal;

/** The vector lanes as the planner drives them: implemented by the vector engine. */
public interface LaneEngine extends BatchEngine, MidstateEngine {
    /** Its one lane width, {@link #lanes()}, as the array a {@link CostModel} takes. */
    int[] widths();

    /**
     * Runs the lanes' part of {@code batch}'s plan: digests of messages to
     * {@code out[offset + digestBytes * index]}, or block jobs' midstates in place.
     */
    void runPlanned(MessageBatch batch, byte[] out, int offset);
}
