package org.hashlanes.bench;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.jgit.util.sha1.SHA1;
import org.eclipse.jgit.util.sha1.Sha1CollisionException;
import org.hashlanes.Sha1DcBatch;
import org.hashlanes.internal.engine.DigestSink;
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
 * SHA-1 with collision detection (issue 14), one thread: hashlanes' detecting engines beside
 * JGit's collision-detecting SHA-1 ({@code SHA1.newInstance()}, its pure-Java {@code SHA1Java}
 * by default) and plain {@code MessageDigest} SHA-1 (no detection), the yardstick of the targets.
 *
 * <ul>
 *   <li>{@code dc}: {@link Sha1DcBatch#hashInto}, whatever engine it picks here;</li>
 *   <li>{@code dc-vector16}, {@code dc-vector8}: the detecting lanes at that lane count;</li>
 *   <li>{@code dc-scalar}: the detecting scalar engine;</li>
 *   <li>{@code jgit}: JGit's {@code SHA1}, detection on, one reused instance;</li>
 *   <li>{@code md}: {@code MessageDigest} "SHA-1", no detection.</li>
 * </ul>
 *
 * <pre>flock /tmp/hashlanes-bench.lock java -jar bench/target/benchmarks.jar Detection -rf json</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Threads(1)
public class Detection {

    /** The hasher under test, per thread. */
    @State(Scope.Thread)
    public static class Engine {
        @Param({"dc", "dc-vector16", "dc-vector8", "dc-scalar", "jgit", "md"})
        public String engine;

        private Hashers.Hasher hasher;
        private byte[] out;
        private boolean verified;

        @Setup(Level.Trial)
        public void setup() throws Exception {
            hasher = create(engine);
            if (engine.equals("dc")) {
                // The detecting default warms its lanes up as Sha1Batch's does: measure it settled.
                System.out.println("[dc] Sha1DcBatch.engine() = " + Hashers.settledBatchEngine(Sha1DcBatch::engine));
            }
        }

        byte[] run(Messages m, Throughput.Rate rate) {
            return run(m, m.count, rate);
        }

        /** Hashes {@code m} in calls of {@code batch} messages. */
        byte[] run(Messages m, int batch, Throughput.Rate rate) {
            if (out == null) {
                out = new byte[20 * m.count];
            }
            for (int from = 0; from < m.count; from += batch) {
                hasher.hashAll(m.buffers.subList(from, Math.min(m.count, from + batch)), out, 20 * from);
            }
            if (!verified) {
                m.verify(out, engine); // no workload message is an attack: every digest is plain SHA-1
                verified = true;
            }
            rate.bytes += m.totalBytes;
            rate.messages += m.count;
            return out;
        }
    }

    static Hashers.Hasher create(String name) throws Exception {
        switch (name) {
            case "dc": {
                boolean[][] flags = {new boolean[0]};
                return (messages, out, offset) -> {
                    if (flags[0].length < messages.size()) {
                        flags[0] = new boolean[messages.size()];
                    }
                    Sha1DcBatch.hashInto(messages, out, offset, flags[0], 0);
                };
            }
            case "dc-vector16":
            case "dc-vector8":
                return detecting(EngineFamily.SHA1DC.vector(Integer.parseInt(name.substring("dc-vector".length()))));
            case "dc-scalar":
                return detecting(EngineFamily.SHA1DC.scalar());
            case "jgit": {
                SHA1 sha1 = SHA1.newInstance().setDetectCollision(true);
                return (messages, out, offset) -> {
                    for (int i = 0; i < messages.size(); i++) {
                        ByteBuffer b = messages.get(i);
                        sha1.reset();
                        sha1.update(b.array(), b.arrayOffset() + b.position(), b.remaining());
                        try {
                            System.arraycopy(sha1.digest(), 0, out, offset + 20 * i, 20);
                        } catch (Sha1CollisionException e) {
                            throw new IllegalStateException(e);
                        }
                    }
                };
            }
            case "md": {
                MessageDigest md = MessageDigest.getInstance("SHA-1");
                return (messages, out, offset) -> {
                    for (int i = 0; i < messages.size(); i++) {
                        md.update(messages.get(i).duplicate());
                        try {
                            md.digest(out, offset + 20 * i, 20);
                        } catch (java.security.DigestException ex) {
                            throw new IllegalStateException(ex);
                        }
                    }
                };
            }
            default:
                throw new IllegalArgumentException("unknown engine " + name);
        }
    }

    private static Hashers.Hasher detecting(org.hashlanes.internal.engine.Engine e) {
        boolean[][] flags = {new boolean[0]};
        return (List<ByteBuffer> messages, byte[] out, int offset) -> {
            if (flags[0].length < messages.size()) {
                flags[0] = new boolean[messages.size()];
            }
            e.hashInto(messages.iterator(), messages.size(), DigestSink.of(out, offset, flags[0], 0));
        };
    }

    /** 4,096 messages of 4 KiB. */
    @Benchmark
    public byte[] equal4k(Throughput.Equal4k d, Engine e, Throughput.Rate r) {
        return e.run(d.m, r);
    }

    /** {@link Mixes#gitmix}'s messages (a real repository's file sizes) in batches of {@code batch} (issue 14's target: 1,000). */
    @Benchmark
    public byte[] gitmix(Mixes.GitMix d, Engine e, Throughput.Rate r) {
        return e.run(d.m, d.batch, r);
    }

    /** This repository's files as git blobs (header + content), the store's workload. */
    @Benchmark
    public byte[] gitObjects(Throughput.GitObjects d, Engine e, Throughput.Rate r) {
        return e.run(d.m, r);
    }
}
