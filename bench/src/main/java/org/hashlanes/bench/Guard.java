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
 * The regression guard CI can afford (about 25 seconds plus JVM start-ups): a short JMH run of {@code equal4k}
 * (4,096 messages of 4 KiB, one thread) with the vector engine at its widest lane count and
 * with {@code MessageDigest}, failing when the vector engine's median throughput is less than
 * {@value #DEFAULT_MIN}x MessageDigest's (system property {@code hashlanes.guard.min} changes
 * the bar). Ratios, not absolute times: CI machines are noisy. Where the vector engine cannot
 * run, it prints why and exits 0.
 *
 * <p>Exit codes: 0 passed or skipped, 1 ratio below the bar, 2 the run itself failed. The JVM
 * running this must have {@code --add-modules jdk.incubator.vector}, as the forks do.
 */
public final class Guard {
    static final double DEFAULT_MIN = 2.0;

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
        Collection<RunResult> results;
        try {
            results = new Runner(new OptionsBuilder()
                    .include("^org\\.hashlanes\\.bench\\.OneThread\\.equal4k$")
                    .param("engine", vector, "md")
                    .forks(1)
                    // The vector kernel needs about 3 s before C2 has compiled it; 5 leaves a margin.
                    .warmupIterations(5).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(5).measurementTime(TimeValue.seconds(1))
                    .shouldFailOnError(true)
                    .verbosity(VerboseMode.NORMAL)
                    .build()).run();
        } catch (RunnerException | RuntimeException e) {
            System.out.println("bench guard: FAILED to run: " + e);
            System.exit(2);
            return;
        }
        double vectorOps = median(results, vector);
        double mdOps = median(results, "md");
        if (Double.isNaN(vectorOps) || Double.isNaN(mdOps)) {
            System.out.println("bench guard: FAILED: missing results for " + vector + " or md");
            System.exit(2);
        }
        double ratio = vectorOps / mdOps;
        String line = String.format(Locale.ROOT,
                "bench guard: equal4k, 1 thread, %s (%s) / MessageDigest = %.2fx (medians %.1f vs %.1f MB/s; bar %.2fx)",
                vector, Hashers.describe(vector), ratio, vectorOps * 16.777216, mdOps * 16.777216, min);
        if (ratio < min) {
            System.out.println(line.replace("bench guard:", "bench guard: FAILED:"));
            System.exit(1);
        }
        System.out.println(line.replace("bench guard:", "bench guard: PASSED:"));
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
