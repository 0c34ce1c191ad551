package org.hashlanes.bench;

import java.lang.management.ManagementFactory;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.bouncycastle.crypto.digests.SHA1Digest;
import org.hashlanes.scalar.ScalarSha1;
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
 * One message at a time, single-stream: hashlanes' scalar engine against BouncyCastle and the
 * JDK's SHA-1 with its intrinsic (here). {@link ScalarVsJdkNoIntrinsic} has the JDK without it.
 * Each hasher is reused, as a caller hashing a stream of messages would. Bytes per second =
 * operations per second times {@code size}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ScalarVsJdk {
    @Param({"4096", "1048576"})
    public int size;

    byte[] message;
    final byte[] out = new byte[20];
    final ScalarSha1 scalar = new ScalarSha1();
    final SHA1Digest bc = new SHA1Digest();
    MessageDigest md;

    @Setup(Level.Trial)
    public void setup() throws Exception {
        message = Messages.random(size, 7);
        md = MessageDigest.getInstance("SHA-1");
        byte[] expected = md.digest(message);
        check("scalar", scalar(), expected);
        check("bc", bc(), expected);
        System.out.println("[scalar-vs-jdk] UseSHA1Intrinsics=" + sha1IntrinsicFlag());
    }

    @Benchmark
    public byte[] scalar() {
        scalar.update(message, 0, message.length);
        scalar.digestInto(out, 0);
        return out;
    }

    @Benchmark
    public byte[] bc() {
        bc.update(message, 0, message.length);
        bc.doFinal(out, 0);
        return out;
    }

    @Benchmark
    public byte[] md() throws Exception {
        md.update(message, 0, message.length);
        md.digest(out, 0, 20);
        return out;
    }

    static void check(String engine, byte[] got, byte[] expected) {
        if (!Arrays.equals(got, expected)) {
            throw new IllegalStateException(engine + " disagrees with MessageDigest");
        }
    }

    /** The HotSpot flag's value, or "unknown" (it is diagnostic: readable once unlocked, or via UseSHA). */
    static String sha1IntrinsicFlag() {
        try {
            com.sun.management.HotSpotDiagnosticMXBean hs =
                    ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
            try {
                return hs.getVMOption("UseSHA1Intrinsics").getValue();
            } catch (IllegalArgumentException locked) {
                return "(locked; UseSHA=" + hs.getVMOption("UseSHA").getValue() + ")";
            }
        } catch (RuntimeException | LinkageError e) {
            return "unknown";
        }
    }

    static MessageDigest sha1() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
