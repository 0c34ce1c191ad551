package org.hashlanes.bench;

import java.util.concurrent.TimeUnit;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * SHA-512 (or SHA-384, {@code -p algorithm=SHA-384}) on the suite's workloads, one thread,
 * against {@code MessageDigest} of the same algorithm in the same run (issue 34's target on AVX2:
 * {@code gitmix} 1,000 >= 1.4x {@code md}; never below it for one message or {@code tiny}).
 * There is no public facade yet: the engines are {@link EngineFamily#SHA512}'s.
 *
 * <p>Engines ({@code engine}): {@code batch} (the family's default engine, measured after its
 * start-up choice), {@code vector8}/{@code vector4}/{@code vector2} (the lanes forced, that many
 * 64-bit lanes: 512, 256, 128 bits), {@code scalar}, {@code jdk} and {@code md}. Every engine's
 * first pass is checked against {@code MessageDigest}.
 *
 * <pre>
 * flock /tmp/hashlanes-bench.lock taskset -c 1 java -jar bench/target/benchmarks.jar Sha512Throughput -p engine=batch,vector4,md -f 3
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 1)
@Threads(1)
public class Sha512Throughput {

    /** The engine under test, per thread. */
    @State(Scope.Thread)
    public static class Engine {
        @Param({"SHA-512", "SHA-384"})
        public String algorithm;

        @Param({"batch", "vector4", "md"})
        public String engine;

        private FamilyRun run;

        @Setup(Level.Trial)
        public void setup() {
            EngineFamily family = algorithm.equals("SHA-384") ? EngineFamily.SHA384 : EngineFamily.SHA512;
            run = new FamilyRun(family, engine, null);
            if (engine.equals("batch")) {
                System.out.println("[batch] " + algorithm + " default engine = "
                        + Hashers.settledBatchEngine(() -> family.batchDefault().description()));
            }
        }

        byte[] run(Messages m, int batch, Throughput.Rate rate) {
            return run.run(m, batch, rate);
        }
    }

    @State(Scope.Benchmark)
    public static class Workload {
        @Param({"equal4k", "tiny", "chunks"})
        public String workload;

        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.byName(workload);
        }
    }

    @State(Scope.Benchmark)
    public static class GitMix {
        @Param({"1", "64", "1000"})
        public int batch;

        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.gitmix(batch);
        }
    }

    /** About 5,000 messages of a real repository's file sizes, in engine calls of {@code batch} (see {@link Mixes}). */
    @Benchmark
    public byte[] gitmix(GitMix d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.batch, r);
    }

    /** {@code equal4k} (4,096 x 4 KiB), {@code tiny} (65,536 x 64 B) or {@code chunks} (content-defined, mean ~8 KiB), in one call. */
    @Benchmark
    public byte[] whole(Workload d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.m.count, r);
    }
}
