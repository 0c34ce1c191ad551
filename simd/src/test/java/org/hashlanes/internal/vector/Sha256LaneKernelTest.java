package org.hashlanes.internal.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Random;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.scalar.ScalarSha256;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The SHA-256 kernel alone, at every lane count this CPU runs: each lane's chaining value after
 * several blocks (different arrays, offsets and starting states per lane, one lane parked on a
 * fixed block) equals the scalar block function's.
 */
class Sha256LaneKernelTest {

    @ParameterizedTest
    @ValueSource(ints = {4, 8, 16})
    void everyLaneMatchesTheScalarBlockFunction(int lanes) {
        assumeTrue(IntVector.SPECIES_PREFERRED.length() >= lanes, "this CPU has no " + lanes + "-lane vectors");
        VectorSpecies<Integer> species = VectorSpecies.of(int.class, VectorShape.forBitSize(32 * lanes));
        LaneKernel kernel = LaneKernels.forSpecies("Sha256LaneKernelTemplate", species);
        assertEquals(lanes, kernel.lanes());
        assertEquals(8, kernel.stateWords());
        Random r = new Random(lanes);
        int blocks = 5;
        byte[][] src = new byte[lanes][];
        int[] off = new int[lanes];
        int[] step = new int[lanes];
        int[] h = new int[8 * lanes];
        int[][] expected = new int[lanes][8];
        for (int j = 0; j < lanes; j++) {
            off[j] = r.nextInt(50);
            src[j] = new byte[off[j] + blocks * 64 + r.nextInt(10)];
            r.nextBytes(src[j]);
            step[j] = j == lanes - 1 ? 0 : 64; // the last lane hashes its first block 5 times, as a parked lane does
            ScalarSha256.initState(expected[j]);
            expected[j][j % 8] ^= r.nextInt(); // distinct midstates per lane
            for (int i = 0; i < 8; i++) {
                h[i * lanes + j] = expected[j][i];
            }
            for (int b = 0; b < blocks; b++) {
                ScalarSha256.compressBlocks(expected[j], src[j], off[j] + b * step[j], 1);
            }
        }
        int[] start = off.clone();
        for (int rep = 0; rep < 2; rep++) { // 2 + 3 blocks: the kernel keeps no state between calls
            kernel.compress(h, new int[kernel.workWords() * lanes], src, off, step, rep == 0 ? 2 : 3);
        }
        for (int j = 0; j < lanes; j++) {
            int[] got = new int[8];
            for (int i = 0; i < 8; i++) {
                got[i] = h[i * lanes + j];
            }
            assertArrayEquals(expected[j], got, "lane " + j);
            assertEquals(start[j] + blocks * step[j], off[j], "offset of lane " + j);
        }
    }
}
