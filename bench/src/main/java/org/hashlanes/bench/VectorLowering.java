package org.hashlanes.bench;

import java.util.concurrent.TimeUnit;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Minimal reproducers of two Vector API lowerings that cost the lane kernels' block loader on
 * AVX2 (issue 33; src/ARCHITECTURE.md, "Compiled code of the AVX2 lanes"), for a JDK engineer to
 * read with {@code -XX:+PrintAssembly} (an hsdis plugin is needed; none is part of this project):
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar VectorLowering -f 1 -jvmArgsAppend "--add-modules jdk.incubator.vector
 *     -XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print,*VectorLowering::*"
 * </pre>
 *
 * <ul>
 * <li>{@code byteSwapRearrange}: a 256-bit {@code ByteVector.rearrange} whose shuffle stays within
 *     every 4 bytes (so within each 128-bit half) is {@code vperm2i128}, two {@code vpshufb},
 *     {@code vpaddb} and {@code vpblendvb} on AVX2; one {@code vpshufb} does it (isa-l:
 *     {@code vpshufb T0, T0, F}). {@code byteSwapReverseBytes} is JDK 19+'s
 *     {@code lanewise(REVERSE_BYTES)} on the same data: one {@code vpshufb}.</li>
 * <li>{@code transposeStage}: one stage of an 8 x 8 int transpose, {@code p.blend(q.rearrange(X), M)}
 *     and {@code p.rearrange(X).blend(q, M)}, with {@code X} and {@code M} static final constants:
 *     the mask is built from its {@code boolean[]} on every call ({@code vmovq}, {@code vpxor},
 *     {@code vpsubb}, {@code vpmovsxbd}), and each pair costs two {@code vpermd}, two {@code vpand}
 *     (the shuffle's indexes, masked again at every use) and two {@code vpblendvb}; swapping
 *     128-bit halves is one {@code vperm2i128} per output (isa-l's {@code TRANSPOSE8}:
 *     {@code vperm2f128}).</li>
 * </ul>
 * Measured on Zen 3, JDK 25, one short fork on a busy core (figures only to show the size of the
 * effect): {@code byteSwapRearrange} 5.5 ops/us, {@code byteSwapReverseBytes} 21.9.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@State(Scope.Thread)
public class VectorLowering {
    private static final VectorSpecies<Integer> I = IntVector.SPECIES_256;
    private static final VectorSpecies<Byte> B = ByteVector.SPECIES_256;
    private static final VectorShuffle<Byte> BSWAP = VectorShuffle.fromOp(B, i -> (i & ~3) | (3 - (i & 3)));
    /** JDK 19+'s VectorOperators.REVERSE_BYTES, or null (JDK 17 has none; this class is compiled against 17). */
    private static final VectorOperators.Unary REVERSE_BYTES = reverseBytes();
    private static final VectorShuffle<Integer> SWAP_HALVES = VectorShuffle.fromOp(I, i -> i ^ 4);
    private static final VectorMask<Integer> HIGH_HALF = VectorMask.fromLong(I, 0xf0);

    private final byte[] bytes = new byte[16 * 32];
    private final int[] ints = new int[16 * 8];

    private static VectorOperators.Unary reverseBytes() {
        try {
            return (VectorOperators.Unary) VectorOperators.class.getField("REVERSE_BYTES").get(null);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }

    @Benchmark
    public int[] byteSwapRearrange() {
        for (int i = 0; i < 16; i++) {
            ByteVector.fromArray(B, bytes, 32 * i).rearrange(BSWAP).reinterpretAsInts().intoArray(ints, 8 * i);
        }
        return ints;
    }

    @Benchmark
    public int[] byteSwapReverseBytes() {
        if (REVERSE_BYTES == null) {
            throw new UnsupportedOperationException("VectorOperators.REVERSE_BYTES needs JDK 19+");
        }
        for (int i = 0; i < 16; i++) {
            ((IntVector) ByteVector.fromArray(B, bytes, 32 * i).reinterpretAsInts()).lanewise(REVERSE_BYTES)
                    .intoArray(ints, 8 * i);
        }
        return ints;
    }

    @Benchmark
    public int[] transposeStage() {
        for (int i = 0; i < 16; i += 8) {
            for (int j = 0; j < 4; j++) {
                IntVector p = IntVector.fromArray(I, ints, 8 * (i + j));
                IntVector q = IntVector.fromArray(I, ints, 8 * (i + j + 4));
                p.blend(q.rearrange(SWAP_HALVES), HIGH_HALF).intoArray(ints, 8 * (i + j));
                p.rearrange(SWAP_HALVES).blend(q, HIGH_HALF).intoArray(ints, 8 * (i + j + 4));
            }
        }
        return ints;
    }
}
