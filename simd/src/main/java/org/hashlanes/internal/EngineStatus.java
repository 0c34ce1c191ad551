package org.hashlanes.internal;

/**
 * Which engine a family's default runs now, for the public {@code EngineInfo}: its kind, how many
 * messages it hashes at once, whether the background warm-up may still change it, and its text.
 */
public final class EngineStatus {
    /** The engine kinds, in the order of the public {@code EngineInfo.Kind}. */
    public enum Kind { SCALAR, JDK, VECTOR }

    private final Kind kind;
    private final int lanes;
    private final boolean warmingUp;
    private final String description;

    private EngineStatus(Kind kind, int lanes, boolean warmingUp, String description) {
        this.kind = kind;
        this.lanes = lanes;
        this.warmingUp = warmingUp;
        this.description = description;
    }

    /** {@code engine}'s kind and lanes, with {@code description} (a warming engine's own, for the same text as {@code engine()}). */
    static EngineStatus of(BatchEngine engine, boolean warmingUp, String description) {
        Kind kind = engine instanceof ScalarEngine ? Kind.SCALAR : engine instanceof JdkEngine ? Kind.JDK : Kind.VECTOR;
        return new EngineStatus(kind, engine.lanes(), warmingUp, description);
    }

    /** A settled engine, described by itself. */
    static EngineStatus of(BatchEngine engine) {
        return of(engine, false, engine.description());
    }

    /** The status of a default engine: an {@link AutoEngine}'s current one, else {@code engine} settled. */
    static EngineStatus current(BatchEngine engine) {
        return engine instanceof AutoEngine ? ((AutoEngine) engine).status() : of(engine);
    }

    /**
     * {@link #current} once an {@link AutoEngine}'s warm-up has chosen or {@code timeout} has
     * passed (a zero or negative timeout does not wait); at once for any other engine.
     */
    static EngineStatus await(BatchEngine engine, java.time.Duration timeout) throws InterruptedException {
        if (engine instanceof AutoEngine) {
            long nanos;
            try {
                nanos = timeout.toNanos();
            } catch (ArithmeticException tooLong) {
                nanos = timeout.isNegative() ? 0 : Long.MAX_VALUE;
            }
            ((AutoEngine) engine).awaitChoice(nanos);
        }
        return current(engine);
    }

    public Kind kind() {
        return kind;
    }

    public int lanes() {
        return lanes;
    }

    public boolean warmingUp() {
        return warmingUp;
    }

    public String description() {
        return description;
    }
}
