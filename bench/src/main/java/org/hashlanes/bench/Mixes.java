package org.hashlanes.bench;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * Real-data mixes (issue 10), one thread: {@code gitmix} hashes about 5,000 messages of a real
 * repository's file sizes in batches of {@code batch} (one engine call per batch, as a pipeline
 * with that many messages at hand would), {@code skewed} the shapes the lanes find hardest. One
 * operation hashes the whole workload; the aux counters give bytes and messages per second.
 * Every engine's first pass is checked against MessageDigest.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public class Mixes {

    /** The engine under test: {@code batch} ({@code Sha1Batch}), {@code md} or any other {@link Hashers} name. */
    @State(Scope.Thread)
    public static class Engine {
        @Param({"batch", "md"})
        public String engine;

        Hashers.Hasher hasher;
        private byte[] out;
        private boolean verified;

        @Setup(Level.Trial)
        public void setup() {
            hasher = Hashers.create(engine);
            if (engine.equals("batch")) {
                System.out.println("[batch] Sha1Batch.engine() = " + Hashers.settledBatchEngine());
            }
        }

        byte[] run(Messages m, int batch, Throughput.Rate rate) {
            if (out == null) {
                out = new byte[20 * m.count];
            }
            List<ByteBuffer> all = m.buffers;
            for (int from = 0; from < m.count; from += batch) {
                hasher.hashAll(all.subList(from, Math.min(m.count, from + batch)), out, 20 * from);
            }
            if (!verified) {
                m.verify(out, engine);
                verified = true;
            }
            rate.bytes += m.totalBytes;
            rate.messages += m.count;
            return out;
        }
    }

    @State(Scope.Benchmark)
    public static class GitMix {
        @Param({"1", "2", "7", "16", "64", "256", "1000", "5000"})
        public int batch;

        Messages m;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.gitmix(batch);
        }
    }

    @State(Scope.Benchmark)
    public static class Skewed {
        @Param({"huge1", "random7"})
        public String shape;

        Messages m;
        int batch;

        @Setup(Level.Trial)
        public void setup() {
            m = Messages.skewed(shape);
            batch = shape.equals("random7") ? 7 : m.count;
        }
    }

    /** About 5,000 messages of a real repository's file sizes, in batches of {@code batch}. */
    @Benchmark
    public byte[] gitmix(GitMix d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.batch, r);
    }

    /** {@code huge1}: one 4 MiB message among 999 of 4 KiB, one batch; {@code random7}: 16 batches of 7 messages of 1 B to 1 MiB. */
    @Benchmark
    public byte[] skewed(Skewed d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.batch, r);
    }
}
