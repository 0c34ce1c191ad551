package org.hashlanes.bench;

import org.openjdk.jmh.annotations.Fork;

/**
 * {@link Sha256Throughput} in a fork with the JDK's SHA-256 intrinsic off, as on the many AVX-512
 * servers without SHA-NI (where {@code md} is the pure-Java {@code sun.security.provider.SHA2}).
 * Issue 15's target: the lanes at least 4x {@code md} here.
 */
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector",
        "-XX:+UnlockDiagnosticVMOptions", "-XX:-UseSHA256Intrinsics"})
public class Sha256NoIntrinsic extends Sha256Throughput {
}
