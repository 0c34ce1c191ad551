package org.hashlanes.internal;

/**
 * The SHA-1DC engines: {@link EngineFamily#SHA1DC}'s, typed as {@link DetectingEngine}s. The
 * family is chosen and warmed up as every other ({@link EngineFamily}, {@link AutoEngine}): by
 * default the scalar detecting engine serves calls while the detecting lanes warm up on the
 * {@code hashlanes-warmup} thread, then the lanes, planned on the measured cost model, wherever
 * they beat the scalar engine. {@code hashlanes.engine=scalar} (or {@code jdk}: the JDK does not
 * detect) forces the scalar engine, {@code vector} the lanes, {@code hashlanes.lanes} the lane
 * count, {@code hashlanes.warmup=false} the scalar engine without a background thread.
 */
public final class DetectingEngines {
    private DetectingEngines() {}

    /** The portable engine: one message after another through {@code ScalarSha1Dc.FUNCTION}. */
    public static DetectingEngine scalar() {
        return (DetectingEngine) EngineFamily.SHA1DC.scalar();
    }

    /**
     * A self-tested vector engine at {@code lanes} lanes.
     *
     * @throws UnsupportedOperationException if the lanes cannot run here
     * @throws IllegalStateException if the engine fails its self-test
     */
    public static DetectingEngine vector(int lanes) {
        return (DetectingEngine) EngineFamily.SHA1DC.vector(lanes);
    }

    /**
     * The engine for batches, chosen once from the system properties and the machine.
     *
     * @throws IllegalArgumentException if a property names something that does not exist
     * @throws UnsupportedOperationException if a forced engine cannot run here
     */
    public static DetectingEngine batchDefault() {
        return (DetectingEngine) EngineFamily.SHA1DC.batchDefault();
    }
}
