package org.hashlanes.internal.vector;

import java.lang.System.Logger.Level;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * Which form of a kernel the schedulers run: the split form, whose round methods every JIT tier
 * compiles, or the whole form ({@link LaneKernel#hasWholeForm}: a block's rounds in one method,
 * or in as few as HotSpot's 8,000-byte limit allows), which saves the hand-overs of state and
 * schedule between round methods and is faster once C2 has compiled it (Zen 5, JMH, forced lanes:
 * SHA-1 4-15% on {@code equal4k}, 23-35% on {@code gitmix} 1,000; SHA-256 15-26% and 9-17%, SHA-512
 * 22% and 17%; src/ARCHITECTURE.md, "Whole-block rounds" and "Whole forms for every kernel").
 *
 * <p>Why a thread decides. C1 gives up on the whole form's round methods at tier 3 ("out of
 * virtual registers"), so the method reaches C2 from the interpreter's profile some thousands of
 * calls later; but when the tiered policy first compiled it at tier 2 (which it does while C2's
 * queue is long), tier 3 then fails, the policy waits for tier 3's profile, and the method stays in
 * C1's code for good, about 200 times slower than C2's. No Java API tells which happened, so the
 * whole form must never serve a call before it has been seen to be fast. The daemon thread
 * {@code hashlanes-whole-form} does that on blocks of its own, while the split form serves:
 * <ol>
 *   <li>waits {@link #START_DELAY_NANOS} (so a short process never pays for it) and until no
 *       warm-up of the default engine is timing engines (it would take CPU from its
 *       measurements) and callers run the kernel ({@link #awaitCallers}: not where the default
 *       engine chose the single stream) or a warm-up asks for the verdict ({@link #awaitWholeForm}:
 *       its split lanes fell just short of the single stream); on a JVM with one processor, callers
 *       must have run the kernel for {@link #ONE_PROCESSOR_CALLER_WINDOWS} windows in a row (see
 *       {@link #awaitCallers}); then probes the split form until its time has settled
 *       (compiled by C2);
 *   <li>defines a copy of the whole form (a hidden class of its own) and checks it against the
 *       split form on the same blocks from the same chaining values (a disagreement is logged as
 *       a warning and the whole form is never used: a JIT or generator bug);
 *   <li>waits until the JIT is quiet ({@link #awaitQuietJit}: while C2's queue is long the tiered
 *       policy picks tier 2, where the whole form would stay), then runs that copy on its blocks
 *       for {@link #PRIME_BLOCK_STEPS}, half the time at most (it sleeps as long as it ran), and
 *       times it against the split form then and every {@link #WAIT_PROBE_NANOS} after: once it
 *       is as fast as the split form (within {@link #MARGIN}) and still agrees with it, the
 *       schedulers switch to it ({@link #serving}); once it is compiled (under twice the split
 *       form's time) but slower, in {@link #NOT_FASTER_VERDICTS} timings, the split form stays for good; if
 *       {@link #COMPILE_WAIT_NANOS} after its priming it is neither, the copy is dropped (left in
 *       C1's code, it is lost) and a new one tried after {@link #RETRY_DELAY_NANOS},
 *       {@link #MAX_COPIES} at most;
 *   <li>while the whole form serves, times both forms every {@link #WATCH_FIRST_NANOS} (doubling
 *       to {@link #WATCH_MAX_NANOS}): should the whole form ever be slow again (deoptimized, and
 *       so back in the interpreter), or disagree, the split form serves again and, if copies
 *       remain, a new copy is tried.
 * </ol>
 * The cost: about a second of one core once per kernel per JVM (the priming, some 60 us a block step
 * in the interpreter), C2's compile of the methods (1-3 s of its thread for SHA-1's, about 5 s for
 * SHA-256's three), up to {@link #MAX_COPIES}
 * times that on a JVM whose copies the JIT left in C1, and a sleeping thread. These seconds are a
 * spare processor's where the JVM has one, and the callers' own where it has a single processor:
 * hence there the wait for steady use in step 1 (see {@link #awaitCallers}).
 *
 * <p>{@code -Dhashlanes.wholeKernels=false} keeps the split form without a thread; {@code true}
 * runs the whole form from the first call without a thread (a diagnostic: the JIT behaviour above
 * can then be seen, see {@link VectorEngine}).
 */
final class KernelForms {
    static final long START_DELAY_NANOS = 2_000_000_000L;
    /** Block steps of one probe, on {@link #PROBE_BLOCK_BYTES} of each lane's own array per block. */
    static final int PROBE_BLOCKS = 16;
    /** The step between probe blocks: SHA-512's block, so a block of any algorithm stays in the array. */
    static final int PROBE_BLOCK_BYTES = 128;
    /**
     * Probes of the split form at least before it counts as settled: 32,768 block steps, past
     * the counts after which C2 compiles its round methods.
     */
    static final int SETTLE_MIN_PROBES = 2_048;
    /** The split form has settled when its best probe has not improved by 10% for this long. */
    static final long SETTLE_NANOS = 1_000_000_000L;
    /** The least pause between groups of probes. */
    static final long SETTLE_PAUSE_NANOS = 1_000_000L;
    /** Probes of the whole form between two timings of both forms, while priming a copy. */
    static final int PRIME_PROBES = 8;
    /**
     * Block steps a copy is primed for: past the 5,000 calls after which the tiered policy asks
     * C2 for a method C1 gave up on (its round method runs once a block step), with room. After
     * them the copy is only timed, every {@link #WAIT_PROBE_NANOS}, while C2 compiles it.
     */
    static final int PRIME_BLOCK_STEPS = 8_192;
    static final long WAIT_PROBE_NANOS = 100_000_000L;
    /** Pairs of probes (whole, split) whose best times make one timing of both forms. */
    static final int TIMING_PAIRS = 4;
    /**
     * How much slower than the split form a probe of the whole form may be, for the whole form to
     * serve. A probe (16 KiB, in L1) does not see where the whole form gains: JVMs running it
     * measured 4-35% more ops/s in JMH, where probes of both forms in one JVM differed by 0-7% (and
     * stop 49's per-call timings by -6% to +4%). So the probe only has to show the copy compiled by
     * C2 and not slower beyond its noise.
     */
    static final double MARGIN = 1.05;
    /** Timings that find a compiled copy slower than the split form by more than {@link #MARGIN}, after which the split form stays. */
    static final int NOT_FASTER_VERDICTS = 5;
    /** How long a primed copy may take to become fast (C2 takes 1-3 s for the method on a quiet JVM). */
    static final long COMPILE_WAIT_NANOS = 10_000_000_000L;
    /**
     * A copy is primed only once the JIT is quiet: at most {@link #QUIET_MILLIS} of compiling in a
     * window of {@link #QUIET_WINDOW_NANOS}, or after {@link #QUIET_MAX_WAIT_NANOS}. While C2's queue
     * is long the tiered policy compiles a new method at tier 2 (where the whole form stays for
     * good), not at tier 3 (which C1 gives up, so that C2 follows).
     */
    static final long QUIET_WINDOW_NANOS = 500_000_000L;
    static final long QUIET_MILLIS = 25;
    static final long QUIET_MAX_WAIT_NANOS = 30_000_000_000L;
    static final long RETRY_DELAY_NANOS = 2_000_000_000L;
    /** The window in which callers must have run the kernel, after the warm-ups, for the thread to go on. */
    static final long CALLERS_WINDOW_NANOS = 1_000_000_000L;
    /**
     * On a JVM with one processor, the windows in a row in which callers must have run the kernel
     * before the thread goes on: 30 s of steady use. There the proof and C2's compile of the whole
     * form share the callers' processor (Zen 4, JDK 25, JMH pinned to one CPU: {@code gitmix} 16
     * a call at 0.65-0.69x {@code MessageDigest} 4-6 s into the JVM, 0.99x with the split form only),
     * so only a process that has hashed steadily for this long, and is likely to go on, pays those
     * few seconds once for the whole form's gain after.
     */
    static final int ONE_PROCESSOR_CALLER_WINDOWS = 30;
    static final int MAX_COPIES = 3;
    static final long WATCH_FIRST_NANOS = 1_000_000_000L;
    static final long WATCH_MAX_NANOS = 64_000_000_000L;

    /** The time, the sleeps and the JIT's activity, as the deciding thread sees them: a fake in tests. */
    interface Clock {
        long nanoTime();

        void sleep(long nanos) throws InterruptedException;

        /** Milliseconds the JIT has spent compiling since the JVM started, or -1 where the JVM does not tell. */
        long compilationMillis();

        /** Whether a warm-up is timing engines now ({@link EngineSelection#warmUpsRunning}). */
        boolean warmUpsRunning();

        /** The processors this JVM may use ({@link Runtime#availableProcessors}). */
        int processors();
    }

    static final Clock SYSTEM = new Clock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void sleep(long nanos) throws InterruptedException {
            Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
        }

        @Override
        public long compilationMillis() {
            try {
                CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
                return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
            } catch (LinkageError | RuntimeException e) { // no java.management (a jlink image without it)
                return -1;
            }
        }

        @Override
        public boolean warmUpsRunning() {
            return EngineSelection.warmUpsRunning();
        }

        @Override
        public int processors() {
            return Runtime.getRuntime().availableProcessors();
        }
    };

    /** One per kernel (template and species), whatever the number of engines on it. */
    private static final Map<String, KernelForms> BY_KERNEL = new ConcurrentHashMap<>();

    /**
     * Where the deciding thread is: trying copies (the split form serves), the whole form serving
     * (watched), or one of the ends where the split form serves for good.
     */
    enum Outcome { TRYING, WHOLE, SPLIT_NOT_FASTER, SPLIT_NO_FAST_COPY, SPLIT_DISAGREES, SPLIT_FAILED }

    private final String name;
    private final LaneKernel split;
    private final IntFunction<LaneKernel> copies;
    private final Clock clock;
    private volatile LaneKernel serving;
    private volatile Outcome outcome = Outcome.TRYING;
    /**
     * Whether a scheduler has asked for the form to run ({@link #serving}) since the deciding
     * thread last cleared it: set once per clearing, not per call, so that callers on many threads
     * do not write one cache line.
     */
    private volatile boolean called;
    /** Set by {@link #awaitWholeForm}: a warm-up wants the verdict, whether or not callers run the kernel. */
    private volatile boolean requested;
    /** Counted down once the whole form first serves, or the split form stays for good. */
    private final CountDownLatch verdict = new CountDownLatch(1);

    /** The deciding thread's own probe blocks and arrays. */
    private final byte[][] src;
    private final int[] off, step;
    private final int[] start, hWhole, hSplit, work;
    /** The split form's best probe, once it has settled: what the whole form is compared with. */
    private long splitBest;

    /**
     * @param name for the log, e.g. {@code LaneKernelTemplate/16}
     * @param split the split form: serves until a copy of the whole form has proved itself
     * @param copies makes copy n of the whole form, each a class of its own (fresh counters, no compiled code)
     */
    KernelForms(String name, LaneKernel split, IntFunction<LaneKernel> copies, Clock clock) {
        this.name = name;
        this.split = split;
        this.copies = copies;
        this.clock = clock;
        this.serving = split;
        int lanes = split.lanes();
        this.src = new byte[lanes][PROBE_BLOCKS * PROBE_BLOCK_BYTES];
        for (int j = 0; j < lanes; j++) {
            for (int b = 0; b < src[j].length; b++) {
                src[j][b] = (byte) (31 * j + 7 * b + (b >>> 7));
            }
        }
        this.off = new int[lanes];
        this.step = new int[lanes];
        Arrays.fill(step, PROBE_BLOCK_BYTES);
        this.start = new int[split.stateWords() * lanes];
        for (int i = 0; i < start.length; i++) {
            start[i] = 0x9e3779b9 * (i + 1);
        }
        this.hWhole = start.clone();
        this.hSplit = start.clone();
        this.work = new int[split.workWords() * lanes];
    }

    /**
     * The forms of {@code template}'s kernel for {@code species}, their deciding thread started on
     * first request; {@code split} must have a whole form.
     */
    static KernelForms started(String template, VectorSpecies<Integer> species, LaneKernel split) {
        return BY_KERNEL.computeIfAbsent(template + "/" + species.length(), key -> {
            KernelForms forms = new KernelForms(key, split,
                    copy -> LaneKernels.wholeFormCopy(template, species, copy), SYSTEM);
            Thread t = new Thread(forms::run, "hashlanes-whole-form");
            t.setDaemon(true);
            t.start();
            return forms;
        });
    }

    /** The form that calls run now: the split form, or a copy of the whole form once it has proved faster. */
    LaneKernel serving() {
        if (!called) {
            called = true;
        }
        return serving;
    }

    Outcome outcome() {
        return outcome;
    }

    /** Whether a copy of the whole form serves now (without counting as a call, as {@link #serving} does). */
    boolean servesWhole() {
        return serving != split;
    }

    /**
     * The deciding thread's body (called directly by tests). Interrupted, it ends where it is: a
     * whole form serving stays (it was fast when last timed).
     */
    void run() {
        try {
            outcome = decide();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) {
            serving = split;
            outcome = Outcome.SPLIT_FAILED;
            EngineSelection.LOG.log(Level.WARNING, "hashlanes: " + name + ": choosing the kernel's form failed; keeping the split form", e);
        } finally {
            verdict.countDown();
        }
    }

    /**
     * Asks for the verdict on the whole form even where no caller runs the kernel, and waits for
     * it, at most {@code nanos}: whether the whole form serves now. For the default engine's
     * warm-up, whose lanes fell short of the JDK's digest on the split form by less than the whole
     * form may gain ({@code AutoEngine}): it runs no lanes while it waits, and nobody else does,
     * so without the request the thread would wait for callers for good.
     */
    boolean awaitWholeForm(long nanos) throws InterruptedException {
        requested = true;
        verdict.await(nanos, TimeUnit.NANOSECONDS);
        return servesWhole();
    }

    private Outcome decide() throws InterruptedException {
        clock.sleep(START_DELAY_NANOS);
        awaitCallers();
        settleSplit();
        for (int copy = 0; copy < MAX_COPIES; copy++) {
            if (copy > 0) {
                clock.sleep(RETRY_DELAY_NANOS);
            }
            awaitQuietJit();
            LaneKernel whole = copies.apply(copy);
            if (!agree(whole)) {
                return disagrees(whole, "on its first blocks");
            }
            Outcome primed = prime(whole);
            if (primed == Outcome.TRYING) {
                continue; // not fast in its budget: left in C1's code, most likely
            }
            if (primed != Outcome.WHOLE) {
                return primed;
            }
            serving = whole;
            outcome = Outcome.WHOLE;
            verdict.countDown();
            log("runs whole-block rounds (copy " + copy + ")");
            Outcome watched = watch(whole);
            serving = split;
            if (watched != Outcome.TRYING) {
                return watched;
            }
            outcome = Outcome.TRYING;
            log("whole-block rounds slow again (copy " + copy + "): split form");
        }
        log("no copy of the whole form became fast in " + MAX_COPIES + " tries: split form");
        return Outcome.SPLIT_NO_FAST_COPY;
    }

    /**
     * Waits until no warm-up of the default engine is timing engines (priming beside it would take
     * CPU from its measurements, and so from its cost model) and callers have run this kernel
     * since, within {@link #CALLERS_WINDOW_NANOS}. Where the default engine chose the single stream
     * nobody runs the lanes, and proving their whole form would only take CPU from that stream:
     * SHA-256 on Zen 5 (JMH on one CPU), a JVM that kept the JDK's digest ran at 38-45 ops/s
     * against its 92 for the 7 s of a copy's priming and compile. A JVM that never calls the
     * kernel leaves this thread here, waking once per window, unless a warm-up asks for the
     * verdict ({@link #awaitWholeForm}).
     *
     * <p>With one processor the proof takes its CPU from the callers themselves, so there it
     * waits for {@link #ONE_PROCESSOR_CALLER_WINDOWS} windows in a row with calls: the lanes
     * already serve, and their whole form adds 5-17% (Zen 4, SHA-1: {@code gitmix} 1,000 54
     * against 60 ops/s, 16 open streams 57 against 67), worth its few seconds only to a process
     * that goes on hashing. A
     * warm-up's request is served at once, as with more processors: there the verdict decides
     * between the lanes and the single stream (Zen 4, SHA-256 {@code equal4k}: 1.38x
     * {@code MessageDigest} with the lanes, 0.98x without), and its seconds fall within the
     * warm-up, which {@code awaitEngine} waits for.
     */
    private void awaitCallers() throws InterruptedException {
        int inARow = 0;
        while (true) {
            while (clock.warmUpsRunning()) {
                clock.sleep(WAIT_PROBE_NANOS);
            }
            called = false;
            clock.sleep(CALLERS_WINDOW_NANOS);
            boolean oneProcessor = clock.processors() <= 1;
            inARow = called && !clock.warmUpsRunning() ? inARow + 1 : 0;
            if (inARow >= (oneProcessor ? ONE_PROCESSOR_CALLER_WINDOWS : 1)
                    || requested && !clock.warmUpsRunning()) {
                return;
            }
        }
    }

    /**
     * Probes the split form until it has run at least {@link #SETTLE_MIN_PROBES} probes and its best
     * has not improved by 10% for {@link #SETTLE_NANOS}: compiled by C2 (where the whole form is
     * compared with it, a split form still in C1's code would make a C1 whole form look close).
     */
    private void settleSplit() throws InterruptedException {
        long best = Long.MAX_VALUE;
        long improvedAt = clock.nanoTime();
        int probes = 0;
        while (probes < SETTLE_MIN_PROBES || clock.nanoTime() - improvedAt < SETTLE_NANOS) {
            long t0 = clock.nanoTime();
            for (int i = 0; i < PRIME_PROBES; i++, probes++) {
                long t = probe(split, hSplit);
                if (t < best * 0.9) {
                    improvedAt = clock.nanoTime();
                }
                best = Math.min(best, t);
            }
            clock.sleep(Math.max(SETTLE_PAUSE_NANOS, clock.nanoTime() - t0)); // half a core at most
        }
        splitBest = best;
    }

    /** Waits until the JIT has compiled for at most {@link #QUIET_MILLIS} in a window, or {@link #QUIET_MAX_WAIT_NANOS}. */
    private void awaitQuietJit() throws InterruptedException {
        long last = clock.compilationMillis();
        long began = clock.nanoTime();
        while (last >= 0 && clock.nanoTime() - began < QUIET_MAX_WAIT_NANOS) {
            clock.sleep(QUIET_WINDOW_NANOS);
            long now = clock.compilationMillis();
            if (now - last <= QUIET_MILLIS) {
                return;
            }
            last = now;
        }
    }

    /**
     * Primes {@code whole} for {@link #PRIME_BLOCK_STEPS} (half a core at most), then times it now
     * and then, until it is as fast as the split form (WHOLE), or compiled and not faster
     * (SPLIT_NOT_FASTER), or disagrees (SPLIT_DISAGREES); TRYING if it is none of these
     * {@link #COMPILE_WAIT_NANOS} after its priming (left in C1's code, most likely).
     */
    private Outcome prime(LaneKernel whole) throws InterruptedException {
        int notFaster = 0;
        long primed = 0;
        long primedAt = 0;
        while (primed < PRIME_BLOCK_STEPS || clock.nanoTime() - primedAt < COMPILE_WAIT_NANOS) {
            long t0 = clock.nanoTime();
            boolean priming = primed < PRIME_BLOCK_STEPS;
            if (priming) {
                for (int i = 0; i < PRIME_PROBES; i++) {
                    probe(whole, hWhole);
                }
                primed += PRIME_PROBES * PROBE_BLOCKS;
                primedAt = clock.nanoTime();
            }
            long[] times = timeBoth(whole);
            if (times == null) {
                return disagrees(whole, "once primed");
            }
            if (times[0] <= MARGIN * times[1] && times[0] <= 2 * splitBest) { // the second: a bar no preempted probe moves
                return Outcome.WHOLE;
            }
            // Compiled (C1's code or the interpreter would be 100 times slower) and not faster,
            // against a split form at its best (not slowed by a preemption or a GC).
            if (times[0] < 2 * times[1] && times[1] < 1.5 * splitBest && ++notFaster >= NOT_FASTER_VERDICTS) { // and over MARGIN
                log(String.format("whole-block rounds compiled but not faster (%d against %d ns a probe): split form",
                        times[0], times[1]));
                return Outcome.SPLIT_NOT_FASTER;
            }
            long ran = clock.nanoTime() - t0;
            clock.sleep(Math.max(priming ? 1_000_000L : WAIT_PROBE_NANOS, ran)); // half a core at most
        }
        return Outcome.TRYING;
    }

    /** Times both forms now and then while {@code whole} serves; TRYING once it is slow again. */
    private Outcome watch(LaneKernel whole) throws InterruptedException {
        long interval = WATCH_FIRST_NANOS;
        while (true) {
            clock.sleep(interval);
            interval = Math.min(2 * interval, WATCH_MAX_NANOS);
            long[] times = timeBoth(whole);
            if (times == null) {
                return disagrees(whole, "while serving");
            }
            if (times[0] > 2 * Math.max(times[1], splitBest)) {
                return Outcome.TRYING;
            }
        }
    }

    /**
     * The best of {@link #TIMING_PAIRS} probes of each form, alternating, each pair from the same
     * chaining values: {whole, split}; null if the forms disagree.
     */
    private long[] timeBoth(LaneKernel whole) {
        long bestWhole = Long.MAX_VALUE, bestSplit = Long.MAX_VALUE;
        for (int i = 0; i < TIMING_PAIRS; i++) {
            System.arraycopy(hWhole, 0, hSplit, 0, hWhole.length);
            bestWhole = Math.min(bestWhole, probe(whole, hWhole));
            bestSplit = Math.min(bestSplit, probe(split, hSplit));
            if (!Arrays.equals(hWhole, hSplit)) {
                return null;
            }
        }
        return new long[] {bestWhole, bestSplit};
    }

    /** Whether {@code whole} and the split form compute the same chaining values from {@link #start}. */
    private boolean agree(LaneKernel whole) {
        System.arraycopy(start, 0, hWhole, 0, start.length);
        System.arraycopy(start, 0, hSplit, 0, start.length);
        probe(whole, hWhole);
        probe(split, hSplit);
        return Arrays.equals(hWhole, hSplit);
    }

    private Outcome disagrees(LaneKernel whole, String when) {
        EngineSelection.LOG.log(Level.WARNING, "hashlanes: " + name + ": the whole form (" + whole
                + ") disagrees with the split form " + when + "; keeping the split form");
        return Outcome.SPLIT_DISAGREES;
    }

    /** One call of {@link #PROBE_BLOCKS} block steps of {@code form} on chaining values {@code h}: its time. */
    private long probe(LaneKernel form, int[] h) {
        Arrays.fill(off, 0);
        long t0 = clock.nanoTime();
        form.compress(h, work, src, off, step, PROBE_BLOCKS);
        return clock.nanoTime() - t0;
    }

    private void log(String what) {
        EngineSelection.LOG.log(Level.DEBUG, () -> "hashlanes: " + name + ": " + what);
    }

    @Override
    public String toString() {
        return "KernelForms[" + name + ", " + outcome + ", serving " + (serving == split ? "split" : "whole") + "]";
    }
}
