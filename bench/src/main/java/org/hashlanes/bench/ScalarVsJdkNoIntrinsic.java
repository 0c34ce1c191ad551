package org.hashlanes.bench;

import java.security.MessageDigest;
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
 * The JDK's SHA-1 in its own fork with the intrinsic turned off: the pure-Java
 * {@code sun.security.provider.SHA} as C2 compiles it, the bar the scalar engine must clear.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector",
        "-XX:+UnlockDiagnosticVMOptions", "-XX:-UseSHA1Intrinsics"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ScalarVsJdkNoIntrinsic {
    @Param({"4096", "1048576"})
    public int size;

    byte[] message;
    final byte[] out = new byte[20];
    MessageDigest md;

    @Setup(Level.Trial)
    public void setup() {
        String flag = ScalarVsJdk.sha1IntrinsicFlag();
        if (!"false".equals(flag)) {
            throw new IllegalStateException("this fork must run with -XX:-UseSHA1Intrinsics, but the flag is " + flag);
        }
        message = Messages.random(size, 7);
        md = ScalarVsJdk.sha1();
    }

    @Benchmark
    public byte[] md() throws Exception {
        md.update(message, 0, message.length);
        md.digest(out, 0, 20);
        return out;
    }
}
