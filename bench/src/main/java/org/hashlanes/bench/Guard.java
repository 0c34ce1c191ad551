package org.hashlanes.bench;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.hashlanes.internal.Engines;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The regression guard CI can afford (about 2 minutes plus JVM start-ups): short JMH runs of
 * {@code equal4k} (4,096 messages of 4 KiB, one thread) with the vector engine at its widest lane
 * count, failing when its median throughput is less than {@value #DEFAULT_MIN}x MessageDigest's
 * (system property {@code hashlanes.guard.min} changes the bar), and of {@code gitmix} in batches
 * of 64 and 1000 through {@code Sha1Batch}'s default engine (planner included), against bars of
 * {@value #GITMIX64_MIN}x and {@value #GITMIX1000_MIN}x ({@code hashlanes.guard.gitmix64},
 * {@code hashlanes.guard.gitmix1000}). Ratios, not absolute times: CI machines are noisy. Where the vector engine cannot
 * run, it prints why and exits 0.
 *
 * <p>Exit codes: 0 passed or skipped, 1 ratio below the bar, 2 the run itself failed. The JVM
 * running this must have {@code --add-modules jdk.incubator.vector}, as the forks do.
 */
public final class Guard {
    static final double DEFAULT_MIN = 2.0;
    /**
     * Bars for gitmix through the default engine. The targets on a quiet machine are 1.6x and
     * 3.0x (JDK 25); these leave room for a noisy 2-core CI machine, where the lanes lose more to
     * other work than MessageDigest does (seen: 1.3x and 2.0x under a load average of 7-10).
     */
    static final double GITMIX64_MIN = 1.0, GITMIX1000_MIN = 1.5;
    private static final String GITMIX = "^org\\.hashlanes\\.bench\\.Mixes\\.gitmix$";

    private Guard() {}

    public static void main(String[] args) {
        double min = Double.parseDouble(System.getProperty("hashlanes.guard.min", Double.toString(DEFAULT_MIN)));
        List<Integer> lanes = Engines.vectorLaneCounts();
        if (lanes.isEmpty() && System.getProperty("hashlanes.guard.engine", "").isEmpty()) {
            System.out.println("bench guard: SKIPPED: the vector engine cannot run here ("
                    + Engines.vectorUnavailableReason() + "); nothing to guard");
            System.exit(0);
        }
        // hashlanes.guard.engine (any suite engine name) exists to exercise this guard where no
        // vector engine runs; CI leaves it unset.
        String vector = System.getProperty("hashlanes.guard.engine", "");
        if (vector.isEmpty()) {
            vector = "vector" + lanes.get(lanes.size() - 1);
        }
        boolean ok = check("equal4k", "^org\\.hashlanes\\.bench\\.OneThread\\.equal4k$", null, vector, min, 5);
        if (System.getProperty("hashlanes.guard.engine", "").isEmpty()) {
            // Real data through the default engine (planner included), after its warm-up.
            double min64 = Double.parseDouble(System.getProperty("hashlanes.guard.gitmix64", Double.toString(GITMIX64_MIN)));
            double min1000 = Double.parseDouble(System.getProperty("hashlanes.guard.gitmix1000",
                    Double.toString(GITMIX1000_MIN)));
            ok &= check("gitmix, batches of 64", GITMIX, "64", "batch", min64, 3);
            ok &= check("gitmix, batches of 1000", GITMIX, "1000", "batch", min1000, 3);
        }
        System.exit(ok ? 0 : 1);
    }

    /**
     * One short JMH run of {@code include} with {@code engine} and {@code md}; prints PASSED or
     * FAILED with the ratio of medians against {@code min}; exits 2 if the run itself fails.
     */
    private static boolean check(String what, String include, String batch, String engine, double min, int iterations) {
        Collection<RunResult> results;
        try {
            OptionsBuilder o = new OptionsBuilder();
            o.include(include).param("engine", engine, "md").forks(1)
                    // The vector kernel needs about 3 s before C2 has compiled it; 5 leaves a margin
                    // (the batch engine waits for its own warm-up in setup).
                    .warmupIterations(iterations).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(iterations).measurementTime(TimeValue.seconds(1))
                    .shouldFailOnError(true)
                    .verbosity(VerboseMode.NORMAL);
            if (batch != null) {
                o.param("batch", batch);
            }
            results = new Runner(o.build()).run();
        } catch (RunnerException | RuntimeException e) {
            System.out.println("bench guard: FAILED to run " + what + ": " + e);
            System.exit(2);
            return false;
        }
        double engineOps = median(results, engine);
        double mdOps = median(results, "md");
        if (Double.isNaN(engineOps) || Double.isNaN(mdOps)) {
            System.out.println("bench guard: FAILED: missing results of " + what + " for " + engine + " or md");
            System.exit(2);
        }
        double ratio = engineOps / mdOps;
        String line = String.format(Locale.ROOT,
                "bench guard: %s, 1 thread, %s (%s) / MessageDigest = %.2fx (medians %.2f vs %.2f ops/s; bar %.2fx)",
                what, engine, Hashers.describe(engine), ratio, engineOps, mdOps, min);
        boolean passed = ratio >= min;
        System.out.println(passed ? line.replace("bench guard:", "bench guard: PASSED:")
                : line.replace("bench guard:", "bench guard: FAILED:"));
        return passed;
    }

    private static double median(Collection<RunResult> results, String engine) {
        for (RunResult r : results) {
            if (engine.equals(r.getParams().getParam("engine"))) {
                return r.getPrimaryResult().getStatistics().getPercentile(50);
            }
        }
        return Double.NaN;
    }
}
