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
 * MD5 on the suite's workloads, one thread, against {@code MessageDigest("MD5")} in the same run
 * (issue 34's targets on AVX2, 8 lanes: {@code gitmix} 1,000 >= 4x {@code md}, {@code equal4k}
 * >= 5x; JDK 17 >= 2.5x on {@code gitmix} 1,000; within 20% of isa-l's {@code md5_mb}, the
 * {@code md5_avx2} rows of the native anchors). The secondary metric {@code bytes} gives bytes
 * per second.
 *
 * <p>Engines (the JMH parameter {@code engine}), all of {@link EngineFamily#MD5} until a public
 * MD5 batch exists: {@code default} (its batch default, after the warm-up's choice),
 * {@code vector32}/{@code vector16}/{@code vector8} (forced; MD5 runs two lane sets a vector, so 32 lanes on 512-bit vectors), {@code scalar}, {@code jdk}, and
 * {@code md}. Every engine's first pass is checked against {@code MessageDigest}.
 *
 * <pre>
 * flock /tmp/hashlanes-bench.lock taskset -c 1 java -jar bench/target/benchmarks.jar 'Md5Throughput' -p engine=default,vector8,md -f 3
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 1)
@Threads(1)
public class Md5Throughput {
    private static final EngineFamily FAMILY = EngineFamily.MD5;

    /** The engine under test, per thread. */
    @State(Scope.Thread)
    public static class Engine {
        @Param({"default", "vector32", "vector16", "vector8", "scalar", "jdk", "md"})
        public String engine;

        private FamilyRun run;

        @Setup(Level.Trial)
        public void setup() {
            run = new FamilyRun(FAMILY, engine, null);
            if (engine.equals("default")) {
                System.out.println("[default] MD5 batch default = " + Hashers.settledBatchEngine(() -> FAMILY.batchDefault().description()));
            }
        }

        byte[] run(Messages m, int batch, Throughput.Rate rate) {
            return run.run(m, batch, rate);
        }
    }

    /** One workload, by its name in {@link Messages#byName}. */
    @State(Scope.Benchmark)
    public static class Workload {
        @Param({"equal4k", "tiny", "chunks", "hot4k"})
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

    /**
     * {@code equal4k} (4,096 x 4 KiB), {@code tiny} (65,536 x 64 B), {@code chunks} (content-defined,
     * ~8 KiB) or {@code hot4k} (4,096 x 4 KiB over 128 KiB of data, so in L2: against
     * {@code equal4k}, what memory costs), all in one call.
     */
    @Benchmark
    public byte[] workload(Workload d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.m.count, r);
    }
}
