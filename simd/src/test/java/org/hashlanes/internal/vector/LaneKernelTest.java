package org.hashlanes.internal.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.ScalarMd5;
import org.hashlanes.scalar.ScalarSha1;
import org.hashlanes.scalar.ScalarSha256;
import org.hashlanes.scalar.ScalarSha512;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SHA-1 kernel, the SHA-256 kernel, the SHA-512 kernel (64-bit lanes, half as many per vector)
 * and the MD5 kernel (two lane sets a vector) alone, in each of their forms (a whole form, where a
 * kernel has one, runs only once timed faster, so no engine test is sure to run it for long), at
 * every vector size this CPU runs, so
 * also the narrower ones no engine here picks: each lane's chaining value after several blocks
 * (different arrays, offsets and starting states per lane, one lane parked on a fixed block)
 * equals the scalar block function's.
 */
class LaneKernelTest {

    static List<Arguments> kernels() {
        List<Arguments> all = new ArrayList<>();
        for (int ints : new int[] {4, 8, 16}) {
            for (boolean upperHalfParked : new boolean[] {false, true}) {
                for (boolean whole : new boolean[] {false, true}) {
                    all.add(Arguments.of("LaneKernelTemplate", ScalarSha1.FUNCTION, ints, 1, upperHalfParked, whole));
                    all.add(Arguments.of("Sha256LaneKernelTemplate", ScalarSha256.FUNCTION, ints, 1, upperHalfParked, whole));
                    all.add(Arguments.of("Sha512LaneKernelTemplate", ScalarSha512.FUNCTION, ints, 1, upperHalfParked, whole));
                    all.add(Arguments.of("Md5LaneKernelTemplate", ScalarMd5.FUNCTION, ints, 2, upperHalfParked, whole));
                }
            }
        }
        return all;
    }

    @ParameterizedTest
    @MethodSource("kernels")
    void everyLaneMatchesTheScalarBlockFunction(String template, BlockFunction fn, int ints, int sets,
            boolean upperHalfParked, boolean whole) {
        assumeTrue(IntVector.SPECIES_PREFERRED.length() >= ints, "this CPU has no " + (32 * ints) + "-bit vectors");
        VectorSpecies<Integer> species = VectorSpecies.of(int.class, VectorShape.forBitSize(32 * ints));
        LaneKernel kernel = whole ? LaneKernels.wholeForm(template, species) : LaneKernels.forSpecies(template, species);
        assumeTrue(kernel != null, template + " has no whole form at " + ints + " ints here");
        assertEquals(whole, kernel != LaneKernels.forSpecies(template, species), "a whole form is a copy of its own");
        assertEquals(ints * 4 * 16 / fn.blockBytes() * sets, kernel.lanes());
        assertLanesMatchScalar(kernel, fn, upperHalfParked);
    }

    /**
     * Compresses 5 blocks (in calls of 2 and 3) of every lane of {@code kernel} and asserts each
     * lane's chaining value equals {@code fn}'s, with the last lane, or the upper half of the lanes,
     * parked on a fixed block.
     */
    static void assertLanesMatchScalar(LaneKernel kernel, BlockFunction fn, boolean upperHalfParked) {
        int lanes = kernel.lanes();
        int words = fn.stateWords();
        int blockBytes = fn.blockBytes();
        assertEquals(words, kernel.stateWords());
        Random r = new Random(lanes);
        int blocks = 5;
        byte[][] src = new byte[lanes][];
        int[] off = new int[lanes];
        int[] step = new int[lanes];
        int[] h = new int[words * lanes];
        int[][] expected = new int[lanes][words];
        for (int j = 0; j < lanes; j++) {
            off[j] = r.nextInt(50);
            src[j] = new byte[off[j] + blocks * blockBytes + r.nextInt(10)];
            r.nextBytes(src[j]);
            // The last lane hashes its first block 5 times, as a parked lane does; or the upper
            // half is parked, as the scheduler leaves an uneven batch's tail (MD5's two lane sets
            // then run the first set alone, and a parked lane's value is not asserted).
            boolean parked = upperHalfParked ? j >= lanes / 2 : j == lanes - 1;
            step[j] = parked ? 0 : blockBytes;
            fn.initState(expected[j]);
            expected[j][j % words] ^= r.nextInt(); // distinct midstates per lane
            expected[j][(j + 3) % words] ^= r.nextInt();
            for (int i = 0; i < words; i++) {
                h[i * lanes + j] = expected[j][i];
            }
            for (int b = 0; b < blocks; b++) {
                fn.compressBlocks(expected[j], src[j], off[j] + b * step[j], 1);
            }
        }
        int[] start = off.clone();
        for (int rep = 0; rep < 2; rep++) { // 2 + 3 blocks: the kernel keeps no state between calls
            kernel.compress(h, new int[kernel.workWords() * lanes], src, off, step, rep == 0 ? 2 : 3);
        }
        for (int j = 0; j < lanes; j++) {
            int[] got = new int[words];
            for (int i = 0; i < words; i++) {
                got[i] = h[i * lanes + j];
            }
            if (!upperHalfParked || step[j] != 0) {
                assertArrayEquals(expected[j], got, "lane " + j);
            }
            assertEquals(start[j] + blocks * step[j], off[j], "offset of lane " + j);
        }
    }

    /** The whole forms' switch reads auto, true or false, and names itself otherwise. */
    @org.junit.jupiter.api.Test
    void theWholeKernelsSwitchIsAutoTrueOrFalse() {
        assertEquals(VectorEngine.WholeKernels.TRUE, VectorEngine.wholeKernels(" TRUE"));
        assertEquals(VectorEngine.WholeKernels.FALSE, VectorEngine.wholeKernels("false"));
        assertEquals(VectorEngine.WholeKernels.AUTO, VectorEngine.wholeKernels("auto"));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> VectorEngine.wholeKernels("yes"));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("hashlanes.wholeKernels") && e.getMessage().contains("yes"),
                e.getMessage());
    }

    /**
     * The second lane set's loader is a class of its own (so compiled code of its own: see
     * {@link LaneKernels#loaderCopy}) that loads exactly what the first loader does.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {4, 8, 16})
    void theLoaderCopyIsAnotherClassThatLoadsTheSameWords(int ints) {
        assumeTrue(IntVector.SPECIES_PREFERRED.length() >= ints, "this CPU has no " + (32 * ints) + "-bit vectors");
        VectorSpecies<Integer> species = VectorSpecies.of(int.class, VectorShape.forBitSize(32 * ints));
        BlockLoader first = LaneKernels.loader(species, true);
        BlockLoader copy = LaneKernels.loaderCopy(species, true);
        org.junit.jupiter.api.Assertions.assertNotSame(first.getClass(), copy.getClass());
        assertEquals(first.getClass().getName().replaceAll("/.*", ""), copy.getClass().getName().replaceAll("/.*", ""));
        Random r = new Random(ints);
        int lanes = 2 * ints;
        byte[][] src = new byte[lanes][];
        int[] off = new int[lanes];
        int[] step = new int[lanes];
        for (int j = 0; j < lanes; j++) {
            src[j] = new byte[64 * 3 + j];
            r.nextBytes(src[j]);
            off[j] = 64 + j;
            step[j] = 64;
        }
        int[] expected = new int[16 * lanes];
        int[] actual = new int[16 * lanes];
        int[] offExpected = off.clone();
        int[] offActual = off.clone();
        first.load(expected, 0, src, offExpected, step, 0);
        first.load(expected, 16 * ints, src, offExpected, step, ints);
        first.load(actual, 0, src, offActual, step, 0);
        copy.load(actual, 16 * ints, src, offActual, step, ints);
        assertArrayEquals(expected, actual);
        assertArrayEquals(offExpected, offActual);
    }
}
