package org.hashlanes.bench;

import java.util.concurrent.TimeUnit;
import org.hashlanes.internal.engine.Engine;
import org.openjdk.jmh.annotations.AuxCounters;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The workloads, one benchmark method each; {@link OneThread} and {@link TwoThreads} run them.
 * One operation hashes the whole workload; the secondary metrics {@code bytes} and
 * {@code messages} (JMH "aux counters") give bytes and messages per second directly.
 *
 * <p>The message data is shared by the threads (read-only); each thread has its own hasher
 * and output array, as a pipeline's workers would.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class Throughput {

    /** The engine under test (see {@link Hashers}); per thread, so each has its own instance. */
    @State(Scope.Thread)
    public static class Engine {
        @Param({"batch", "vector16", "vector8", "vector4", "scalar", "jdk", "md", "bc", "streams", "submit"})
        public String engine;

        private Hashers.Hasher hasher;
        private byte[] out;
        private boolean verified;

        @Setup(Level.Trial)
        public void setup() {
            hasher = Hashers.create(engine); // throws, naming what is available, for an engine missing here
            if (java.util.List.of("batch", "streams", "submit").contains(engine)) {
                System.out.println("[batch] Sha1Batch.engine() = " + Hashers.settledBatchEngine()
                        + "; streams use the lanes from " + org.hashlanes.internal.plan.StreamPolicy.minLaneStreams(
                                org.hashlanes.internal.engine.EngineFamily.SHA1.midstateDefault()) + " open streams"
                        + modelLine());
            }
        }

        /** The default engine's cost model and the shortest message it sends to the lanes, if it plans: forks differ. */
        private static String modelLine() {
            org.hashlanes.internal.plan.CostModel model =
                    org.hashlanes.internal.engine.EngineFamily.SHA1.batchDefault().costModel();
            return model == null ? "" : "; model: " + model + ", lanes from " + model.minLaneBlocks() + " blocks";
        }

        byte[] run(Messages m, Rate rate) {
            if (out == null) {
                out = new byte[20 * m.count];
            }
            hasher.hashAll(m.buffers, out, 0);
            if (!verified) {
                m.verify(out, engine);
                verified = true;
            }
            rate.bytes += m.totalBytes;
            rate.messages += m.count;
            return out;
        }
    }

    /** Bytes and messages hashed, reported by JMH per second next to the operations. */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Rate {
        public long bytes;
        public long messages;

        @Setup(Level.Iteration)
        public void reset() {
            bytes = 0;
            messages = 0;
        }
    }

    @State(Scope.Benchmark)
    public static class Tiny {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.tiny();
        }
    }

    @State(Scope.Benchmark)
    public static class Tiny32 {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.tiny32();
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

    /** {@code equal4k}'s shape over 128 KiB of data, which stays in L2: the kernels without memory, as isa-l's own perf program measures them. */
    @State(Scope.Benchmark)
    public static class Hot4k {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.hot4k();
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
    public static class Large {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.large();
        }
    }

    @State(Scope.Benchmark)
    public static class Single {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.single();
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
    public static class Streams1k {
        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.streams1k();
        }
    }

    /** 1,024 messages of 1 MiB (for Sha1Streams, fed 64 KiB at a time, against batch and md). */
    @Benchmark
    public byte[] streams1k(Streams1k d, Engine e, Rate r) {
        return e.run(d.m, r);
    }

    /** 65,536 messages of 64 bytes. */
    @Benchmark
    public byte[] tiny(Tiny d, Engine e, Rate r) {
        return e.run(d.m, r);
    }

    /** 65,536 messages of 32 bytes: one block each with its padding. */
    @Benchmark
    public byte[] tiny32(Tiny32 d, Engine e, Rate r) {
        return e.run(d.m, r);
    }

    /** Content-defined chunks of a 32 MiB stream, 2 to 64 KiB, mean about 8 KiB. */
    @Benchmark
    public byte[] chunks(Chunks d, Engine e, Rate r) {
        return e.run(d.m, r);
    }

    /** 4,096 messages of 4 KiB. */
    @Benchmark
    public byte[] equal4k(Equal4k d, Engine e, Rate r) {
        return e.run(d.m, r);
    }

    /** 4,096 messages of 4 KiB in L2 (see {@link Hot4k}). */
    @Benchmark
    public byte[] hot4k(Hot4k d, Engine e, Rate r) {
        return e.run(d.m, r);
    }

    /** 16 messages of 4 MiB. */
    @Benchmark
    public byte[] large(Large d, Engine e, Rate r) {
        return e.run(d.m, r);
    }

    /** One message of 256 MiB. */
    @Benchmark
    public byte[] single(Single d, Engine e, Rate r) {
        return e.run(d.m, r);
    }

    /** The blobs of this repository with git's {@code blob <size>\0} header. */
    @Benchmark
    public byte[] gitObjects(GitObjects d, Engine e, Rate r) {
        return e.run(d.m, r);
    }
}
