package org.hashlanes.property.harness;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * Runs a property: {@code tries} cases from a seeded source; on the first failure, shrinks the
 * case greedily (the first simpler candidate that still fails replaces it, until none does) and
 * reports the minimal case, the failure it causes and the seed that replays the whole run.
 *
 * <p>System properties: {@value #TRIES_PROPERTY} (default {@value #DEFAULT_TRIES}) and
 * {@value #SEED_PROPERTY} (default: a fresh random seed, printed with any failure).
 */
public final class PropertyRunner {
    public static final String TRIES_PROPERTY = "hashlanes.property.tries";
    public static final String SEED_PROPERTY = "hashlanes.property.seed";
    public static final int DEFAULT_TRIES = 200;
    /** Bounds on shrinking, so that a slow property cannot hang the build while shrinking. */
    static final int MAX_SHRINK_ATTEMPTS = 5_000;
    static final long MAX_SHRINK_NANOS = 60_000_000_000L;

    /** The body of a property: throws (usually an {@code AssertionError}) when the case falsifies it. */
    @FunctionalInterface
    public interface Body {
        void check(List<Object> args) throws Throwable;
    }

    /** What a run found. */
    public static final class Result {
        public final String name;
        public final long seed;
        public final int triesRun;
        /** Empty when every try passed. */
        public final Optional<List<Object>> original;
        public final Optional<List<Object>> shrunk;
        public final Throwable failure;
        public final int shrinkSteps;

        Result(String name, long seed, int triesRun, List<Object> original, List<Object> shrunk, Throwable failure,
                int shrinkSteps) {
            this.name = name;
            this.seed = seed;
            this.triesRun = triesRun;
            this.original = Optional.ofNullable(original);
            this.shrunk = Optional.ofNullable(shrunk);
            this.failure = failure;
            this.shrinkSteps = shrinkSteps;
        }

        public boolean passed() {
            return failure == null;
        }

        /** The report of a failure: the minimal case, how to replay it, the original case. */
        public String report() {
            if (passed()) {
                return "property " + name + " passed " + triesRun + " tries (seed " + seed + ")";
            }
            return "property " + name + " falsified at try " + triesRun + " with seed " + seed
                    + "\n  replay with: -D" + SEED_PROPERTY + "=" + seed
                    + "\n  shrunk in " + shrinkSteps + " steps to: " + abbreviate(shrunk.get().toString(), 4000)
                    + "\n  failure: " + failure
                    + "\n  original case: " + abbreviate(original.get().toString(), 2000);
        }
    }

    private PropertyRunner() {}

    /** Tries from {@value #TRIES_PROPERTY} if set, else {@code declared} if positive, else {@value #DEFAULT_TRIES}. */
    public static int tries(int declared) {
        String p = System.getProperty(TRIES_PROPERTY, "").trim();
        if (!p.isEmpty()) {
            return Integer.parseInt(p);
        }
        return declared > 0 ? declared : DEFAULT_TRIES;
    }

    /** The seed from {@value #SEED_PROPERTY} if set, else a fresh one. */
    public static long seed() {
        String p = System.getProperty(SEED_PROPERTY, "").trim();
        return p.isEmpty() ? new SecureRandom().nextLong() : Long.parseLong(p);
    }

    /** Runs {@code body} on {@code tries} cases of {@code params}; never throws for a falsified property. */
    public static Result run(String name, List<Arbitrary<?>> params, int tries, long seed, Body body) {
        SplittableRandom seeds = new SplittableRandom(seed);
        for (int t = 1; t <= tries; t++) {
            Random random = new Random(seeds.nextLong());
            List<Shrinkable<?>> parts = new ArrayList<>();
            for (Arbitrary<?> a : params) {
                parts.add(a.generate(random));
            }
            Shrinkable<List<Object>> tuple = Shrinkables.tuple(parts);
            Throwable failure = failure(body, tuple.value());
            if (failure != null) {
                return shrink(name, seed, t, tuple, failure, body);
            }
        }
        return new Result(name, seed, tries, null, null, null, 0);
    }

    /** Runs and throws an {@code AssertionError} carrying the report if the property is falsified. */
    public static void check(String name, List<Arbitrary<?>> params, int tries, long seed, Body body) {
        Result r = run(name, params, tries, seed, body);
        if (!r.passed()) {
            throw new AssertionError(r.report(), r.failure);
        }
    }

    private static Result shrink(String name, long seed, int tryNo, Shrinkable<List<Object>> start, Throwable failure,
            Body body) {
        Shrinkable<List<Object>> current = start;
        Throwable currentFailure = failure;
        int steps = 0;
        int attempts = 0;
        long deadline = System.nanoTime() + MAX_SHRINK_NANOS;
        boolean improved = true;
        while (improved && attempts < MAX_SHRINK_ATTEMPTS && System.nanoTime() < deadline) {
            improved = false;
            for (Shrinkable<List<Object>> candidate : (Iterable<Shrinkable<List<Object>>>) current.shrink()::iterator) {
                if (++attempts > MAX_SHRINK_ATTEMPTS || System.nanoTime() >= deadline) {
                    break;
                }
                Throwable f = failure(body, candidate.value());
                if (f != null) {
                    current = candidate;
                    currentFailure = f;
                    steps++;
                    improved = true;
                    break;
                }
            }
        }
        return new Result(name, seed, tryNo, start.value(), current.value(), currentFailure, steps);
    }

    private static Throwable failure(Body body, List<Object> args) {
        try {
            body.check(args);
            return null;
        } catch (OutOfMemoryError e) {
            throw e; // not a property failure: the case or the harness is too big
        } catch (org.opentest4j.TestAbortedException e) {
            throw e; // an assumption failed (test data absent): the property is skipped, not falsified
        } catch (Throwable t) {
            return t;
        }
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "... (" + s.length() + " chars)";
    }
}
