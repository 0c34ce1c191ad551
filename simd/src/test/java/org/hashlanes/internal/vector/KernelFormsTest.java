package org.hashlanes.internal.vector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongUnaryOperator;
import jdk.incubator.vector.IntVector;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.ScalarSha1;
import org.hashlanes.scalar.ScalarSha256;
import org.hashlanes.scalar.ScalarSha512;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link KernelForms}: the whole form serves only once it has been timed at least as fast as the
 * split form and agrees with it; a copy the JIT leaves slow is replaced by a new one, a few times
 * at most; a whole form compiled but not faster, or computing other values, never serves; and one
 * that turns slow while serving is dropped. On fake kernels whose time per block is programmed
 * (a fake clock), and once on the real SHA-1 kernel where this JVM and CPU have its whole form.
 */
class KernelFormsTest {

    /**
     * Time that moves only when a fake kernel runs or the deciding thread sleeps; interrupts the
     * thread past {@code limit}. The JIT compiles {@code compilingPerSleep} ms during each sleep
     * until {@code compilingUntil}.
     */
    static final class FakeClock implements KernelForms.Clock {
        long now;
        long slept;
        final long limit;
        long compiled;
        long compilingUntil;
        long compilingPerSleep = 200;

        /** A warm-up is timing engines until this time. */
        long warmUpUntil;
        /** Callers of the kernel: run at each sleep (a scheduler asking for the form), from this time. */
        Runnable callers = () -> {};
        long callersFrom;

        @Override
        public long compilationMillis() {
            return compiled;
        }

        @Override
        public boolean warmUpsRunning() {
            return now < warmUpUntil;
        }

        /** The JVM's processors: two unless a test says one. */
        int processors = 2;

        @Override
        public int processors() {
            return processors;
        }

        FakeClock(long limit) {
            this.limit = limit;
        }

        @Override
        public long nanoTime() {
            return now;
        }

        @Override
        public void sleep(long nanos) throws InterruptedException {
            if (now > limit) {
                throw new InterruptedException("the test's time is up");
            }
            if (now < compilingUntil) {
                compiled += compilingPerSleep;
            }
            now += nanos;
            slept += nanos;
            if (now >= callersFrom) {
                callers.run();
            }
        }
    }

    /**
     * A kernel of 4 lanes and 2 state words, computing a simple function of each lane's blocks,
     * whose call n costs {@code nanosPerBlock.applyAsLong(n)} a block step on the fake clock.
     */
    static final class FakeKernel implements LaneKernel {
        final FakeClock clock;
        final LongUnaryOperator nanosPerBlock;
        final int wrongFromCall;
        long calls;
        long ranNanos;
        long firstCallAt = -1;

        /** @param wrongFromCall from this call on, the kernel computes other values (a broken form) */
        FakeKernel(FakeClock clock, LongUnaryOperator nanosPerBlock, int wrongFromCall) {
            this.clock = clock;
            this.nanosPerBlock = nanosPerBlock;
            this.wrongFromCall = wrongFromCall;
        }

        FakeKernel(FakeClock clock, LongUnaryOperator nanosPerBlock) {
            this(clock, nanosPerBlock, Integer.MAX_VALUE);
        }

        @Override
        public int lanes() {
            return 4;
        }

        @Override
        public int stateWords() {
            return 2;
        }

        @Override
        public int workWords() {
            return 1;
        }

        @Override
        public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {
            if (firstCallAt < 0) {
                firstCallAt = clock.now;
            }
            long nanos = nanosPerBlock.applyAsLong(calls) * blocks;
            int extra = calls >= wrongFromCall ? 1 : 0;
            calls++;
            for (int b = 0; b < blocks; b++) {
                for (int j = 0; j < 4; j++) {
                    for (int i = 0; i < 2; i++) {
                        h[i * 4 + j] = h[i * 4 + j] * 31 + src[j][off[j] + i] + extra;
                    }
                    off[j] += step[j];
                }
            }
            clock.now += nanos;
            ranNanos += nanos;
        }
    }

    private static final long SPLIT_NANOS = 100;
    private static final long INTERPRETED_NANOS = 60_000;
    private static final long HOUR = 3_600_000_000_000L;

    private final FakeClock clock = new FakeClock(HOUR);
    private final FakeKernel split = new FakeKernel(clock, n -> SPLIT_NANOS);
    private final List<FakeKernel> made = new ArrayList<>();
    /** The fake time at which each copy was made. */
    private final List<Long> madeAt = new ArrayList<>();

    private KernelForms forms(LongUnaryOperator... copyNanos) {
        return called(new KernelForms("fake", split, copy -> {
            FakeKernel k = new FakeKernel(clock, copyNanos[Math.min(copy, copyNanos.length - 1)]);
            made.add(k);
            madeAt.add(clock.now);
            return k;
        }, clock));
    }

    /** {@code forms}, run by callers at every sleep of the fake clock (from {@code clock.callersFrom}). */
    private KernelForms called(KernelForms forms) {
        clock.callers = forms::serving;
        return forms;
    }

    @Test
    void aCopyIsMadeOnlyOnceTheJitIsQuiet() {
        clock.compilingUntil = 20_000_000_000L; // the JIT busy for the first 20 s
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : 90, n -> n < 300 ? INTERPRETED_NANOS : 90);
        forms.run();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        assertTrue(madeAt.get(0) >= clock.compilingUntil, "copy made at " + madeAt.get(0) + " ns, while the JIT was busy");
    }

    @Test
    void nothingRunsWhileNoCallerRunsTheKernel() {
        clock.callersFrom = 40_000_000_000L; // the default engine's choice: none of its calls before 40 s
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : 90);
        forms.run();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        assertTrue(split.firstCallAt >= clock.callersFrom, "the split form probed at " + split.firstCallAt + " ns, before any caller");

        FakeClock never = new FakeClock(HOUR);
        FakeKernel unused = new FakeKernel(never, n -> SPLIT_NANOS);
        KernelForms idle = new KernelForms("fake", unused, copy -> new FakeKernel(never, n -> 1), never);
        idle.run(); // no callers ever: waits, a window at a time, until the test's hour is up
        Thread.interrupted();
        assertEquals(0, unused.calls, "the split form was probed");
        assertEquals(KernelForms.Outcome.TRYING, idle.outcome());
        assertTrue(never.slept >= HOUR, "slept " + never.slept);
    }

    @Test
    void aWarmUpsRequestBringsTheVerdictWithoutCallers() throws InterruptedException {
        clock.callersFrom = Long.MAX_VALUE; // the default engine kept the single stream: no caller runs the lanes
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : 90);
        assertFalse(forms.awaitWholeForm(0), "no verdict yet: the split form serves");
        forms.run(); // watches the serving whole form until the test's hour is up
        Thread.interrupted();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        assertTrue(forms.awaitWholeForm(0), "the whole form serves");
        assertTrue(split.firstCallAt >= 0 && split.firstCallAt < 10 * KernelForms.START_DELAY_NANOS,
                "asked for, the split form was probed at " + split.firstCallAt + " ns");

        FakeClock other = new FakeClock(HOUR);
        other.callersFrom = Long.MAX_VALUE;
        FakeKernel otherSplit = new FakeKernel(other, n -> SPLIT_NANOS);
        KernelForms slower = new KernelForms("fake", otherSplit, copy -> new FakeKernel(other, n -> 3 * SPLIT_NANOS / 2), other);
        assertFalse(slower.awaitWholeForm(0));
        slower.run();
        assertEquals(KernelForms.Outcome.SPLIT_NOT_FASTER, slower.outcome());
        assertFalse(slower.awaitWholeForm(Long.MAX_VALUE), "the verdict is in (no wait): the split form stays");
    }

    @Test
    void onOneProcessorTheProofWaitsForSteadyCallers() {
        clock.processors = 1;
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : 90);
        forms.run();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        long steady = KernelForms.START_DELAY_NANOS + KernelForms.ONE_PROCESSOR_CALLER_WINDOWS * KernelForms.CALLERS_WINDOW_NANOS;
        assertTrue(split.firstCallAt >= steady, "the split form probed at " + split.firstCallAt + " ns, before "
                + KernelForms.ONE_PROCESSOR_CALLER_WINDOWS + " windows of calls");

        // Callers in every other window only: never steady, so the thread never takes their processor.
        FakeClock fitful = new FakeClock(HOUR);
        fitful.processors = 1;
        FakeKernel unused = new FakeKernel(fitful, n -> SPLIT_NANOS);
        KernelForms idle = new KernelForms("fake", unused, copy -> new FakeKernel(fitful, n -> 1), fitful);
        fitful.callers = () -> {
            if (fitful.now / KernelForms.CALLERS_WINDOW_NANOS % 2 == 0) {
                idle.serving();
            }
        };
        idle.run();
        Thread.interrupted();
        assertEquals(0, unused.calls, "the split form was probed");
        assertEquals(KernelForms.Outcome.TRYING, idle.outcome());
    }

    @Test
    void onOneProcessorAWarmUpsRequestIsStillServedAtOnce() throws InterruptedException {
        clock.processors = 1;
        clock.callersFrom = Long.MAX_VALUE; // the single stream serves: nobody runs the lanes
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : 90);
        assertFalse(forms.awaitWholeForm(0), "no verdict yet: the split form serves");
        forms.run();
        Thread.interrupted();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        assertTrue(split.firstCallAt >= 0 && split.firstCallAt < 10 * KernelForms.START_DELAY_NANOS,
                "asked for, the split form was probed at " + split.firstCallAt + " ns");
    }

    @Test
    void nothingRunsWhileAWarmUpTimesEngines() {
        clock.warmUpUntil = 30_000_000_000L;
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : 90);
        forms.run();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        assertTrue(split.firstCallAt >= clock.warmUpUntil, "the split form probed at " + split.firstCallAt + " ns, during the warm-up");
    }

    @Test
    void aJitNeverQuietDelaysTheCopyByTheLongestWaitOnly() {
        clock.compilingUntil = Long.MAX_VALUE;
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : 90);
        forms.run();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        assertTrue(madeAt.get(0) >= KernelForms.QUIET_MAX_WAIT_NANOS
                && madeAt.get(0) < KernelForms.QUIET_MAX_WAIT_NANOS + 10 * KernelForms.START_DELAY_NANOS, "copy made at " + madeAt.get(0));
    }

    @Test
    void aCopySlowUntilCompiledThenFasterServes() {
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : 90);
        assertSame(split, forms.serving(), "the split form serves before the thread has decided");
        assertFalse(forms.servesWhole());
        forms.run(); // ends when the fake clock's hour is up, the whole form serving and watched
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        assertEquals(1, made.size(), "copies made");
        assertSame(made.get(0), forms.serving());
        assertTrue(forms.servesWhole());
        assertTrue(made.get(0).calls > 300, "the copy ran past its slow calls before serving");
    }

    @Test
    void primingTakesHalfACoreAtMost() {
        KernelForms forms = forms(n -> INTERPRETED_NANOS); // never fast: every copy primed to its budget
        forms.run();
        long priming = 0;
        for (FakeKernel k : made) {
            priming += k.ranNanos;
        }
        assertTrue(clock.slept >= priming, "slept " + clock.slept + " ns against " + priming + " ns of the whole form's work");
    }

    @Test
    void copiesLeftSlowAreReplacedThenTheSplitFormStays() {
        KernelForms forms = forms(n -> INTERPRETED_NANOS / 2); // as in C1's tier-2 code, for good
        forms.run();
        assertEquals(KernelForms.Outcome.SPLIT_NO_FAST_COPY, forms.outcome());
        assertEquals(KernelForms.MAX_COPIES, made.size(), "copies made");
        assertSame(split, forms.serving());
        assertTrue(clock.now < HOUR, "it ended by itself");
    }

    @Test
    void aLaterCopyThatBecomesFastServes() {
        KernelForms forms = forms(n -> INTERPRETED_NANOS / 2, n -> n < 300 ? INTERPRETED_NANOS : 95);
        forms.run();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
        assertEquals(2, made.size(), "copies made");
        assertSame(made.get(1), forms.serving());
    }

    @Test
    void aCompiledCopyWithinTheMarginServes() {
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : SPLIT_NANOS + 3);
        forms.run();
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
    }

    @Test
    void aCompiledCopySlowerNeverServes() {
        KernelForms forms = forms(n -> n < 300 ? INTERPRETED_NANOS : (long) (SPLIT_NANOS * KernelForms.MARGIN) + 5);
        forms.run();
        assertEquals(KernelForms.Outcome.SPLIT_NOT_FASTER, forms.outcome());
        assertEquals(1, made.size(), "no new copy for one that is compiled");
        assertSame(split, forms.serving());
        assertFalse(forms.servesWhole());
    }

    @Test
    void aCopyThatDisagreesNeverServes() {
        for (int wrongFrom : new int[] {0, 400}) { // from its first call, or only once "compiled"
            made.clear();
            KernelForms forms = called(new KernelForms("fake", split, copy -> {
                FakeKernel k = new FakeKernel(clock, n -> n < 300 ? INTERPRETED_NANOS : 50, wrongFrom);
                made.add(k);
                return k;
            }, clock));
            forms.run();
            assertEquals(KernelForms.Outcome.SPLIT_DISAGREES, forms.outcome(), "wrong from call " + wrongFrom);
            assertSame(split, forms.serving());
            assertEquals(1, made.size(), "copies made");
            if (wrongFrom > 0) {
                assertTrue(made.get(0).calls > wrongFrom, "the copy was primed before it went wrong");
            }
        }
    }

    @Test
    void aServingCopyThatTurnsSlowIsDroppedForANewOne() {
        // Copy 0: fast from call 300, slow again (deoptimized) from call 400; copy 1 fast from 300.
        KernelForms forms = forms(n -> n < 300 || n >= 400 ? INTERPRETED_NANOS : 90, n -> n < 300 ? INTERPRETED_NANOS : 90);
        forms.run();
        assertEquals(2, made.size(), "copies made");
        assertTrue(made.get(0).calls > 400, "copy 0 was watched past the call where it turned slow");
        assertSame(made.get(1), forms.serving());
        assertEquals(KernelForms.Outcome.WHOLE, forms.outcome());
    }

    static List<Arguments> kernelsWithWholeForms() {
        return List.of(Arguments.of("LaneKernelTemplate", ScalarSha1.FUNCTION),
                Arguments.of("Sha256LaneKernelTemplate", ScalarSha256.FUNCTION),
                Arguments.of("Sha512LaneKernelTemplate", ScalarSha512.FUNCTION));
    }

    /**
     * A real kernel with a whole form (JDK 18+, 512-bit vectors): the deciding thread's body,
     * run here, gets a copy of the whole form compiled by C2 (it then serves, or, where this JVM
     * times it slower than the split form, the split form stays), and that copy hashes as the
     * scalar block function does.
     */
    @ParameterizedTest
    @MethodSource("kernelsWithWholeForms")
    void theRealWholeFormIsCompiledAndServesOnlyIfNotSlower(String template, BlockFunction fn) {
        LaneKernel split = LaneKernels.forSpecies(template, IntVector.SPECIES_PREFERRED);
        assumeTrue(split.hasWholeForm(), "no whole form on this JVM and CPU");
        KernelForms[] forms = new KernelForms[1];
        long deadline = System.nanoTime() + KernelForms.MAX_COPIES * (KernelForms.QUIET_MAX_WAIT_NANOS + 3 * KernelForms.COMPILE_WAIT_NANOS);
        KernelForms.Clock clock = new KernelForms.Clock() {
            @Override
            public long nanoTime() {
                return System.nanoTime();
            }

            @Override
            public void sleep(long nanos) throws InterruptedException {
                if (forms[0].serving() != split || System.nanoTime() > deadline) {
                    throw new InterruptedException("decided"); // stop at the first watch
                }
                KernelForms.SYSTEM.sleep(nanos);
            }

            @Override
            public long compilationMillis() {
                return KernelForms.SYSTEM.compilationMillis();
            }

            @Override
            public boolean warmUpsRunning() {
                return false; // other tests' warm-ups: nothing here to keep from their CPU
            }

            @Override
            public int processors() {
                return 2; // the proof as it runs beside a spare processor, whatever this machine has
            }
        };
        List<LaneKernel> copies = new ArrayList<>();
        forms[0] = new KernelForms("test", split, copy -> {
            LaneKernel k = LaneKernels.wholeFormCopy(template, IntVector.SPECIES_PREFERRED, copy);
            copies.add(k);
            return k;
        }, clock);
        forms[0].run();
        Thread.interrupted(); // run() leaves the interrupt set
        KernelForms.Outcome outcome = forms[0].outcome();
        assertTrue(outcome == KernelForms.Outcome.WHOLE || outcome == KernelForms.Outcome.SPLIT_NOT_FASTER,
                "a copy compiled by C2: " + forms[0]);
        LaneKernel last = copies.get(copies.size() - 1);
        assertSame(outcome == KernelForms.Outcome.WHOLE ? last : split, forms[0].serving());
        LaneKernelTest.assertLanesMatchScalar(last, fn, false);
        LaneKernelTest.assertLanesMatchScalar(last, fn, true);
    }
}
