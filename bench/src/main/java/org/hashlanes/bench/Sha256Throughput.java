package org.hashlanes.bench;

import java.util.concurrent.TimeUnit;
import org.hashlanes.Sha256Batch;
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
 * SHA-256 on the suite's workloads, one thread, against {@code MessageDigest("SHA-256")} in the
 * same run (issue 15's targets: {@code equal4k} >= 1.8x {@code md} on JDK 25;
 * {@link Sha256NoIntrinsic}: >= 4x {@code md} with the JDK's intrinsic off). The secondary
 * metric {@code bytes} (an aux counter of {@link Throughput.Rate}) gives bytes per second.
 *
 * <p>Engines (the JMH parameter {@code engine}): {@code batch} ({@link Sha256Batch#hashInto},
 * after its start-up choice), {@code vector16}/{@code vector8}/{@code vector4}, {@code scalar},
 * {@code jdk} (hashlanes' engines of {@link EngineFamily#SHA256}) and {@code md}. Every engine's
 * first pass is checked against {@code MessageDigest}.
 *
 * <pre>
 * flock /tmp/hashlanes-bench.lock java -jar bench/target/benchmarks.jar 'Sha256Throughput.(equal4k|gitmix)' -p engine=batch,vector16,md
 * flock /tmp/hashlanes-bench.lock java -jar bench/target/benchmarks.jar 'Sha256NoIntrinsic.equal4k' -p engine=batch,vector16,scalar,md
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 1)
@Threads(1)
public class Sha256Throughput {

    /** The engine under test, per thread. */
    @State(Scope.Thread)
    public static class Engine {
        @Param({"batch", "vector16", "vector8", "vector4", "scalar", "jdk", "md"})
        public String engine;

        private FamilyRun run;

        @Setup(Level.Trial)
        public void setup() {
            run = new FamilyRun(EngineFamily.SHA256, engine, Sha256Batch::hashInto);
            if (engine.equals("batch")) {
                System.out.println("[batch] Sha256Batch.engine() = " + Hashers.settledBatchEngine(Sha256Batch::engine));
            }
        }

        byte[] run(Messages m, int batch, Throughput.Rate rate) {
            return run.run(m, batch, rate);
        }
    }

    @State(Scope.Benchmark)
    public static class Equal4k {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.equal4k();
        }
    }

    @State(Scope.Benchmark)
    public static class Chunks {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.chunks();
        }
    }

    @State(Scope.Benchmark)
    public static class GitObjects {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.gitObjects();
        }
    }

    @State(Scope.Benchmark)
    public static class GitMix {
        @Param({"1", "7", "64", "256", "1000", "5000"})
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

    /** 4,096 messages of 4 KiB. */
    @Benchmark
    public byte[] equal4k(Equal4k d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.m.count, r);
    }

    /** Content-defined chunks of a 32 MiB stream, 2 to 64 KiB, mean about 8 KiB. */
    @Benchmark
    public byte[] chunks(Chunks d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.m.count, r);
    }

    /** 65,536 messages of 64 bytes in one call (two blocks each with padding): where per-message costs decide. */
    @Benchmark
    public byte[] tiny(Throughput.Tiny d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.m.count, r);
    }

    /** The blobs of this repository with git's {@code blob <size>\0} header (as a SHA-256 git would hash them). */
    @Benchmark
    public byte[] gitObjects(GitObjects d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.m.count, r);
    }
}
