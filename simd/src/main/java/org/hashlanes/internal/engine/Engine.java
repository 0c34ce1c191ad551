package org.hashlanes.internal.engine;

import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.List;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.plan.AutoEngine;
import org.hashlanes.internal.plan.CostModel;
import org.hashlanes.internal.plan.MessageBatch;
import org.hashlanes.internal.plan.PlannedEngine;

/**
 * One way of hashing an algorithm's messages: the scalar, JDK and vector engines, and the two
 * that plan each call over them ({@link PlannedEngine}, and {@link AutoEngine}, the default).
 * Internal: the public facades validate everything first, so implementations trust their
 * arguments. Implementations are {@code final}, thread-safe, and keep no per-caller state
 * between calls.
 *
 * <p>Every engine hashes a batch into a {@link DigestSink}; one that {@linkplain #detects()
 * detects} collision attacks (SHA-1DC) also fills the sink's flags. What only some engines can do
 * is asked, not cast for: {@link #continuesMidstates()} says whether {@link #advance} works (the
 * JDK's {@code MessageDigest} cannot), {@link #runPlanned} is the planner's hook into the engines
 * it plans over, and {@link #costModel()} the model a planning engine works on. Those are
 * optional operations, as {@link java.util.Iterator#remove()} is: by default an engine has none,
 * and says so by an {@link UnsupportedOperationException}.
 */
public interface Engine {
    /** A short human-readable name, e.g. {@code scalar}, {@code jdk}, {@code vector 16 lanes (512-bit)}: the text of {@code engine()}. */
    String description();

    /** What kind of engine hashes calls now: for the default engine, the one its warm-up runs at present. */
    EngineInfo.Kind kind();

    /** How many messages it hashes at once now: the lane count of the vector lanes, 1 for a single stream. */
    default int lanes() {
        return 1;
    }

    /** Whether the background warm-up may still change the engine that hashes calls ({@link AutoEngine}); false for every other engine. */
    default boolean warmingUp() {
        return false;
    }

    /**
     * Whether it detects collision attacks (SHA-1DC): then its digests are sha1dc's (the safe
     * hash of a flagged message) and it fills a sink's flags.
     */
    default boolean detects() {
        return false;
    }

    /**
     * Takes exactly {@code count} non-null messages from {@code messages} and writes their
     * digests, in order, to {@code out} (and, if {@code out} has flags, each message's collision
     * flag). A message is its buffer's bytes from position to limit; no buffer's position, limit
     * or mark is moved.
     *
     * @throws UnsupportedOperationException if {@code out} has flags and this engine does not {@linkplain #detects() detect}
     */
    void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink out);

    /** {@link #hashInto(Iterator, int, DigestSink)} into {@code out[offset ..]}, without flags. */
    default void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        hashInto(messages, count, DigestSink.of(out, offset));
    }

    /**
     * {@link #hashInto} for one message: what {@code Sha1Batch.hash(ByteBuffer)} runs. The single
     * streams and the engines that plan override it, so that a lone message costs no more than a
     * bare {@code MessageDigest} call (no iterator, no batch bookkeeping).
     */
    default void hashOne(ByteBuffer message, DigestSink out) {
        hashInto(List.of(message).iterator(), 1, out);
    }

    /**
     * Whether it continues its algorithm from a midstate ({@link #advance}): what the streams
     * need, and what {@code MessageDigest} cannot do.
     */
    default boolean continuesMidstates() {
        return false;
    }

    /**
     * Advances {@code count} chaining values by whole blocks, without padding: job i is
     * {@code blocks[i]} blocks of {@code buffers[i]} from absolute index {@code starts[i]};
     * {@code states[i]} ({@code stateWords} ints) is updated in place.
     *
     * @throws UnsupportedOperationException unless it {@linkplain #continuesMidstates() continues midstates}
     */
    default void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        throw new UnsupportedOperationException(description() + " does not continue midstates");
    }

    /**
     * The planner's hook: runs this engine's part of {@code batch}'s plan ({@link MessageBatch#plan()}),
     * entry i's digest at {@code out[offset + digestBytes * batch.outIndex(i)]}, or block jobs' midstates in
     * place. The lanes run the plan's lane order; a single stream its single order (a detecting
     * one records the flags in the batch). What {@link PlannedEngine} and the warm-up call.
     *
     * @throws UnsupportedOperationException for an engine that plans its own calls, or a single
     *     stream given block jobs it cannot continue
     */
    default void runPlanned(MessageBatch batch, byte[] out, int offset) {
        throw new UnsupportedOperationException(description() + " is not run by a plan");
    }

    /**
     * A single stream's hasher for messages taken one at a time as a caller's buffers are read
     * ({@link MessageBatch#hashInChunks(Iterator, int, DigestSink, org.hashlanes.scalar.BlockFunction,
     * int, Engine, MessageBatch.Chunk)}): its per-call setup once, then each message hashed at once.
     * Null for an engine that is no single stream. {@link Cursor#close() Close} it after the call.
     */
    default Cursor cursor() {
        return null;
    }

    /** See {@link #cursor()}: one call's, on one thread. */
    interface Cursor {
        /**
         * Writes the digest of {@code length} bytes of {@code m} from absolute index {@code start}
         * at {@code out[outOffset ..]}; returns whether collision detection flagged it (never,
         * unless the engine detects).
         */
        boolean hash(ByteBuffer m, int start, int length, byte[] out, int outOffset);

        /** Gives back what the cursor holds; it is not used again. */
        void close();
    }

    /**
     * Where this engine's kernel has a faster form not yet proved in this JVM (the lanes' whole
     * form, which runs only once seen compiled by C2 and faster, and is tried only where callers
     * run the lanes), has it proved now and waits for the verdict, at most {@code nanos}. What the
     * default engine's warm-up asks before it keeps the single stream for good on lanes that fell
     * just short of it.
     *
     * @return whether a faster form serves now (the lanes are worth timing again); false for an
     *     engine with one form
     * @throws InterruptedException if interrupted while waiting
     */
    default boolean awaitFasterForm(long nanos) throws InterruptedException {
        return false;
    }

    /**
     * Whether the faster form that {@link #awaitFasterForm} waits for serves now. It can stop
     * serving later (the JIT deoptimized it, or it disagreed with the slower form), and may serve
     * again once a new copy has proved itself. False for an engine with one form.
     */
    default boolean onFasterForm() {
        return false;
    }

    /**
     * The cost model it plans calls on ({@link PlannedEngine}; {@link AutoEngine} once its warm-up
     * chose the lanes), or null: an engine that does not plan, or does not yet.
     */
    default CostModel costModel() {
        return null;
    }
}
