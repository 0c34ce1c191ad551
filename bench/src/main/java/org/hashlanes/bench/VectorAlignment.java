package org.hashlanes.bench;

import java.util.concurrent.TimeUnit;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorSpecies;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.CompilerControl;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Minimal reproducer of what the lane kernels lose to the placement of their work array (issue
 * 33; src/ARCHITECTURE.md, "Compiled code of the AVX-512 lanes"): the kernels pass the working
 * variables and the schedule from one compiled method to the next through an {@code int[]}, so
 * each method boundary is a vector store followed at once by a load of the same bytes. Where a
 * 512-bit vector is not 32-byte aligned, that round trip is slower (measured on Zen 4); a Java
 * array's data is only 8-byte aligned, so which case a kernel gets depends on where its array was
 * allocated or last moved by the GC, and differs between JVM runs.
 *
 * <p>{@code roundTrip} stores and reloads one preferred-species vector 1,000 times at int offset
 * {@code skew} of an array, each time in a method that is not inlined (as a kernel's round methods
 * are not). With the default 8-byte object alignment the array's own placement varies per fork;
 * with {@code -XX:ObjectAlignmentInBytes=64} every skew is a fixed address alignment (data at +16
 * with compressed class pointers: skew 4 is 32-byte aligned, 12 is 64-byte aligned):
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar VectorAlignment -f 3 -jvmArgsAppend "--add-modules jdk.incubator.vector
 *     -XX:ObjectAlignmentInBytes=64"
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 3, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@State(Scope.Thread)
public class VectorAlignment {
    private static final VectorSpecies<Integer> S = IntVector.SPECIES_PREFERRED;
    private static final int TRIPS = 1000;

    /** Int offset of the vector in {@link #ints}. */
    @Param({"0", "4", "8", "12"})
    public int skew;

    private final int[] ints = new int[64];

    /** Nanoseconds per 1,000 dependent store-then-load round trips. */
    @Benchmark
    public int[] roundTrip() {
        for (int i = 0; i < TRIPS; i++) {
            step(ints, skew);
        }
        return ints;
    }

    @CompilerControl(CompilerControl.Mode.DONT_INLINE)
    private static void step(int[] a, int at) {
        IntVector.fromArray(S, a, at).add(IntVector.broadcast(S, 1)).intoArray(a, at);
    }
}
