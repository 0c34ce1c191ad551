package org.hashlanes.internal;

import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;

/**
 * The default batch engine: the vector lanes once they are compiled and measured faster than
 * the single-stream engine on this CPU, the single-stream engine until then and otherwise.
 *
 * <p>Why: vector code runs at a few MB/s for its first seconds, until C2 compiles it, while
 * {@code MessageDigest} (intrinsic, often SHA-NI) is fast at once; and on some CPUs (AVX2 with
 * SHA-NI) the lanes barely beat, or lose to, the JDK. So a daemon thread hashes a fixed batch
 * with both engines, alternately, until the lanes are faster by {@link #MARGIN} in three of the
 * last five comparisons (then they take over) or {@link #GIVE_UP_PASSES} comparisons or
 * {@link #GIVE_UP_NANOS} pass (then they never do). The same
 * measurement sets the smallest batch worth giving to the lanes: a batch of n messages keeps
 * only n of the L lanes busy.
 */
final class AutoEngine implements BatchEngine, MidstateEngine {
    /** How much faster the lanes must be to take over. */
    static final double MARGIN = 1.1;
    /**
     * Comparisons after which the lanes, if still not faster, never take over: far past the
     * point where C2 has compiled them (a few hundred passes). A wall-clock cap bounds the
     * background work on a machine so busy that even that takes long.
     */
    private static final int GIVE_UP_PASSES = 3_000;
    private static final long GIVE_UP_NANOS = 180_000_000_000L;
    private static final int WARMUP_MESSAGE_BYTES = 4096;
    /** The warm-up waits this long first, so that a short process (a CLI run) never pays for it. */
    private static final long WARMUP_DELAY_MILLIS = 250;

    private final BatchEngine single;
    /** Serves midstates until the lanes are ready ({@code MessageDigest} has none). */
    private final MidstateEngine scalar;
    private final int digestBytes;
    /** Builds and self-tests the vector engine; throws if it cannot run here. Called on the warm-up thread. */
    private final Supplier<BatchEngine> vectorFactory;
    /** The vector engine, once built; written by the warm-up thread before {@code decision}. */
    private volatile BatchEngine vector;
    /** Null while warming up; then the measured decision. Written once, by the warm-up thread. */
    private volatile Decision decision;

    /** What the warm-up measured. */
    private static final class Decision {
        final boolean useVector;
        /** Batches smaller than this go to the single-stream engine. */
        final int minBatch;
        final double speedup;

        Decision(boolean useVector, int minBatch, double speedup) {
            this.useVector = useVector;
            this.minBatch = minBatch;
            this.speedup = speedup;
        }
    }

    AutoEngine(EngineFamily family, Supplier<BatchEngine> vectorFactory) {
        this.single = family.single();
        this.scalar = (MidstateEngine) family.scalar();
        this.digestBytes = family.function().digestBytes();
        this.vectorFactory = vectorFactory;
        Thread warmup = new Thread(this::warmUp, "hashlanes-warmup");
        warmup.setDaemon(true);
        warmup.setPriority(Thread.MIN_PRIORITY);
        warmup.start();
    }

    @Override
    public String description() {
        Decision d = decision;
        if (d == null) {
            BatchEngine v = vector;
            return single.description() + " (" + (v == null ? "vector lanes" : v.description()) + " warming up)";
        }
        return d.useVector ? vector.description() : single.description();
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        Decision d = decision;
        BatchEngine engine = d != null && d.useVector && count >= d.minBatch ? vector : single;
        engine.hashInto(messages, count, out, offset);
    }

    private void warmUp() {
        try {
            Thread.sleep(WARMUP_DELAY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return; // nobody interrupts this thread but the JVM going down
        }
        BatchEngine vector;
        try {
            vector = vectorFactory.get();
        } catch (UnsupportedOperationException e) {
            Engines.LOG.log(Level.INFO, "hashlanes: staying on the " + single.description() + " engine: " + e.getMessage());
            decision = new Decision(false, Integer.MAX_VALUE, 0);
            return;
        } catch (RuntimeException | Error e) { // a failed self-test was already logged at WARNING
            Engines.LOG.log(Level.WARNING, "hashlanes: vector engine unusable; staying on " + single.description(), e);
            decision = new Decision(false, Integer.MAX_VALUE, 0);
            return;
        }
        this.vector = vector;
        int lanes = vector.lanes();
        List<ByteBuffer> batch = new ArrayList<>();
        for (int i = 0; i < 2 * lanes; i++) {
            byte[] m = new byte[WARMUP_MESSAGE_BYTES];
            for (int j = 0; j < m.length; j++) {
                m[j] = (byte) (i * 131 + j * 7);
            }
            batch.add(ByteBuffer.wrap(m));
        }
        byte[] out = new byte[digestBytes * batch.size()];
        long start = System.nanoTime();
        int recentWins = 0; // bit i: whether comparison (passes - 1 - i) was a win; the last 5 count
        double ratio = 0;
        try {
            // Ends by comparisons, not only by wall time: on a busy machine the kernel may need
            // long to reach C2, and giving up at a fixed time would keep a JVM slow for good.
            for (int passes = 1; passes <= GIVE_UP_PASSES && System.nanoTime() - start < GIVE_UP_NANOS; passes++) {
                long t0 = System.nanoTime();
                vector.hashInto(batch.iterator(), batch.size(), out, 0);
                long t1 = System.nanoTime();
                single.hashInto(batch.iterator(), batch.size(), out, 0);
                long t2 = System.nanoTime();
                ratio = (double) (t2 - t1) / Math.max(1, t1 - t0);
                recentWins = ((recentWins << 1) | (ratio >= MARGIN ? 1 : 0)) & 0b11111;
                if (Integer.bitCount(recentWins) >= 3) { // 3 of the last 5: robust to a noisy pass
                    int minBatch = (int) Math.ceil(lanes / ratio * MARGIN);
                    decision = new Decision(true, Math.max(2, minBatch), ratio);
                    BatchEngine ready = vector;
                    Engines.LOG.log(Level.DEBUG, () -> String.format(
                            "hashlanes: %s ready after %.1f s, %.1fx %s; batches of %d or more use it",
                            ready.description(), (System.nanoTime() - start) / 1e9, decision.speedup,
                            single.description(), decision.minBatch));
                    return;
                }
            }
        } catch (RuntimeException | Error e) {
            Engines.LOG.log(Level.WARNING, "hashlanes: vector warm-up failed; staying on " + single.description(), e);
        }
        decision = new Decision(false, Integer.MAX_VALUE, ratio);
        double last = ratio;
        BatchEngine slow = vector;
        Engines.LOG.log(Level.INFO, () -> String.format(
                "hashlanes: %s was not %.1fx faster than %s here (last %.2fx); staying on %s",
                slow.description(), MARGIN, single.description(), last, single.description()));
    }

    /** Midstates go to the lanes once they are ready, else to the scalar engine ({@code MessageDigest} has none). */
    @Override
    public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        Decision d = decision;
        MidstateEngine engine = d != null && d.useVector && count >= d.minBatch ? (MidstateEngine) vector : scalar;
        engine.advance(count, buffers, starts, blocks, states);
    }

    @Override
    public String toString() {
        return description();
    }
}
