package org.hashlanes.internal.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.reflect.Field;
import java.util.Random;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.scalar.ScalarSha1;
import org.hashlanes.scalar.ScalarSha1Dc;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The SHA-1DC kernel alone, block by block, at every vector size this CPU runs: each lane's
 * chaining value equals plain SHA-1's, and its mask of surviving disturbance vectors keeps every
 * vector that {@link ScalarSha1Dc#ubcMask} keeps. The lanes check only the conditions that filter
 * most (src/codegen/sha1dc.py lane_ubc_rows), so their mask may keep more, but not many more:
 * a mask that lost a vector would miss attacks on it, one that kept too many would cost time.
 */
class Sha1DcLaneKernelTest {

    @ParameterizedTest
    @ValueSource(ints = {4, 8, 16})
    void everyLaneKeepsTheVectorsTheScalarCheckKeeps(int lanes) throws Exception {
        assumeTrue(IntVector.SPECIES_PREFERRED.length() >= lanes, "this CPU has no " + (32 * lanes) + "-bit vectors");
        VectorSpecies<Integer> species = VectorSpecies.of(int.class, VectorShape.forBitSize(32 * lanes));
        LaneKernel kernel = LaneKernels.forSpecies("Sha1DcLaneKernelTemplate", species);
        Field maskField = kernel.getClass().getDeclaredField("MASK"); // the work array's offset of the masks
        maskField.setAccessible(true);
        int maskAt = maskField.getInt(null);
        Random r = new Random(lanes);
        int[] work = new int[kernel.workWords() * lanes];
        int[] tags = new int[lanes];
        int[] step = new int[lanes];
        java.util.Arrays.fill(step, 64);
        int blocks = 0, laneCandidates = 0, scalarCandidates = 0;
        for (int rep = 0; rep < 4096 / lanes; rep++) {
            byte[][] src = new byte[lanes][64];
            int[] off = new int[lanes];
            int[] h = new int[5 * lanes];
            int[][] expected = new int[lanes][5];
            for (int j = 0; j < lanes; j++) {
                r.nextBytes(src[j]);
                ScalarSha1.FUNCTION.initState(expected[j]);
                expected[j][j % 5] ^= r.nextInt();
                for (int i = 0; i < 5; i++) {
                    h[i * lanes + j] = expected[j][i];
                }
                ScalarSha1.FUNCTION.compressBlocks(expected[j], src[j], 0, 1);
            }
            kernel.clearCandidates(work);
            kernel.compress(h, work, src, off, step, 1, tags, tag -> {
                throw new AssertionError("a random block was detected");
            });
            for (int j = 0; j < lanes; j++) {
                int[] got = new int[5];
                for (int i = 0; i < 5; i++) {
                    got[i] = h[i * lanes + j];
                }
                assertArrayEquals(expected[j], got, "lane " + j);
                int scalar = ScalarSha1Dc.ubcMask(expand(src[j]));
                int lane = work[maskAt + j];
                assertEquals(scalar, lane & scalar, "lane " + j + " lost a vector the conditions keep");
                blocks++;
                laneCandidates += Integer.bitCount(lane);
                scalarCandidates += Integer.bitCount(scalar);
            }
        }
        // About 0.049 candidates per block with every condition, 0.06 with the lanes' (sha1dc.py).
        assertTrue(scalarCandidates > blocks / 40 && scalarCandidates < blocks / 12, scalarCandidates + " of " + blocks);
        assertTrue(laneCandidates < blocks / 10, laneCandidates + " lane candidates in " + blocks + " blocks");
    }

    /** The 80 expanded words of a big-endian block. */
    private static int[] expand(byte[] block) {
        int[] w = new int[80];
        for (int t = 0; t < 16; t++) {
            w[t] = (block[4 * t] & 0xff) << 24 | (block[4 * t + 1] & 0xff) << 16 | (block[4 * t + 2] & 0xff) << 8
                    | (block[4 * t + 3] & 0xff);
        }
        for (int t = 16; t < 80; t++) {
            w[t] = Integer.rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
        }
        return w;
    }
}
