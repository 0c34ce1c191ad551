package org.hashlanes.bench;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.hashlanes.Sha1Batch;
import org.hashlanes.Sha1Digest;
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
 * One message per call (issue 10: "small calls cost nothing extra"): {@code Sha1Batch.hash(ByteBuffer)}
 * and {@code hashInto} with a list of one, against the bare {@code MessageDigest} loop a caller would
 * write ({@code update}, then {@code digest()}), on 256 messages of {@code length} bytes taken in turn.
 * Throughput in calls per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@State(Scope.Thread)
public class SmallCalls {
    private static final int MESSAGES = 256;

    @Param({"0", "64", "1024", "8192"})
    public int length;

    /** {@code hash}: Sha1Batch.hash(ByteBuffer); {@code into}: Sha1Batch.hashInto, one message; {@code md}: MessageDigest. */
    @Param({"hash", "into", "md"})
    public String engine;

    private ByteBuffer[] messages;
    private List<ByteBuffer> one;
    private final byte[] out = new byte[20];
    private MessageDigest md;
    private int next;
    /** {@link #engine} as 0, 1, 2: the dispatch in the timed method is one int compare. */
    private int kind;

    @Setup(Level.Trial)
    public void setup() throws NoSuchAlgorithmException {
        Random r = new Random(length);
        messages = new ByteBuffer[MESSAGES];
        for (int i = 0; i < MESSAGES; i++) {
            byte[] m = new byte[length];
            r.nextBytes(m);
            messages[i] = ByteBuffer.wrap(m);
        }
        kind = List.of("hash", "into", "md").indexOf(engine);
        if (kind < 0) {
            throw new IllegalArgumentException("engine must be hash, into or md: " + engine);
        }
        one = new ArrayList<>(List.of(messages[0]));
        md = MessageDigest.getInstance("SHA-1");
        if (!engine.equals("md")) {
            System.out.println("[" + engine + "] Sha1Batch.engine() = " + Hashers.settledBatchEngine());
        }
        for (ByteBuffer m : messages) { // every engine must agree with MessageDigest before it is timed
            byte[] expected = md.digest(m.array());
            if (!Sha1Digest.fromBytes(expected).equals(Sha1Batch.hash(m))) {
                throw new AssertionError("Sha1Batch.hash disagrees with MessageDigest at length " + length);
            }
        }
    }

    @Benchmark
    public Object call() {
        ByteBuffer m = messages[next++ & (MESSAGES - 1)];
        if (kind == 0) {
            return Sha1Batch.hash(m);
        }
        if (kind == 1) {
            one.set(0, m);
            Sha1Batch.hashInto(one, out, 0);
            return out;
        }
        md.update(m.array(), m.arrayOffset() + m.position(), m.remaining());
        return md.digest();
    }
}
