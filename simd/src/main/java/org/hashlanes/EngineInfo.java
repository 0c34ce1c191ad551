package org.hashlanes;

import java.util.Objects;
import org.hashlanes.internal.engine.Engine;

/**
 * Which engine hashes an algorithm's batches: an immutable value, from {@link Sha1Batch#engineInfo()}
 * and {@link Sha256Batch#engineInfo()}, or from {@code awaitEngine(Duration)} to wait for the choice.
 *
 * <p>By default ({@code hashlanes.engine=auto}) the vector lanes are not used at once: a
 * background daemon thread named {@code hashlanes-warmup}, one per algorithm, started on first use,
 * times them against the single-stream engine until they are compiled and faster, or gives up
 * (see the README's "Engines" section for how long). Until then the {@link State#WARMING_UP}
 * engine is the single-stream one ({@link Kind#JDK} or {@link Kind#SCALAR}) and every call is
 * correct on it; once {@link State#CHOSEN}, the value no longer changes for the life of the JVM.
 * A forced engine ({@code hashlanes.engine=vector|jdk|scalar}) and {@code hashlanes.warmup=false}
 * start no thread and are {@code CHOSEN} from the start.
 */
public final class EngineInfo {
    /** What kind of engine it is. */
    public enum Kind {
        /** The portable Java code, one message at a time. */
        SCALAR,
        /** The JDK's {@code MessageDigest}, one message at a time (SHA hardware where its intrinsic is on). */
        JDK,
        /** The SIMD lanes of the Vector API, many messages at a time. */
        VECTOR
    }

    /** Whether the choice is final. */
    public enum State {
        /** The background warm-up is still timing the lanes: the engine may change once, to the lanes. */
        WARMING_UP,
        /** Final for the life of the JVM. */
        CHOSEN
    }

    private final Kind kind;
    private final int lanes;
    private final State state;
    private final String description;

    private EngineInfo(Kind kind, int lanes, State state, String description) {
        this.kind = kind;
        this.lanes = lanes;
        this.state = state;
        this.description = description;
    }

    /**
     * What {@code engine} runs now. Its lanes and text are read between two reads of whether it is
     * warming up and of its kind: the first changes once (the default engine's warm-up deciding),
     * the kind seconds apart at the least (lanes chosen on their faster form serve while it does,
     * {@code AutoEngine}), so when both pairs agree, the rest was read in that one state.
     */
    static EngineInfo of(Engine engine) {
        while (true) {
            boolean warmingUp = engine.warmingUp();
            Kind kind = engine.kind();
            EngineInfo info = new EngineInfo(kind, engine.lanes(), warmingUp ? State.WARMING_UP : State.CHOSEN,
                    engine.description());
            if (engine.warmingUp() == warmingUp && engine.kind() == kind) {
                return info;
            }
        }
    }

    /** The kind of engine that hashes calls now. */
    public Kind kind() {
        return kind;
    }

    /** Messages it hashes at once: the widest lane count of a {@link Kind#VECTOR} engine, else 1. */
    public int lanes() {
        return lanes;
    }

    /** Whether the choice is final, or the background warm-up may still change it. */
    public State state() {
        return state;
    }

    /** The same text as {@code engine()}, e.g. {@code vector 16 lanes (512-bit)} or {@code jdk (SHA-1 intrinsic)}. */
    public String description() {
        return description;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof EngineInfo)) {
            return false;
        }
        EngineInfo e = (EngineInfo) o;
        return kind == e.kind && lanes == e.lanes && state == e.state && description.equals(e.description);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, lanes, state, description);
    }

    /** For example {@code VECTOR 16 lanes, CHOSEN: vector 16 lanes (512-bit)}. */
    @Override
    public String toString() {
        return kind + " " + lanes + (lanes == 1 ? " lane, " : " lanes, ") + state + ": " + description;
    }
}
