package org.hashlanes.scalar;

import java.util.Random;

/**
 * Makes random message blocks that meet every unavoidable bit condition of one disturbance
 * vector. Each bit of an expanded word W[t] is a linear (GF(2)) function of the 512 message
 * bits, so the conditions are a linear system; Gaussian elimination with random free bits
 * gives a random solution.
 */
final class ConditionSolver {
    /** LIN[t][r]: the message bits (512-bit set, 8 longs) whose xor is bit r of W[t]. */
    private static final long[][][] LIN = new long[80][32][];

    static {
        for (int t = 0; t < 16; t++) {
            for (int r = 0; r < 32; r++) {
                LIN[t][r] = new long[8];
                int bit = 32 * t + r;
                LIN[t][r][bit >>> 6] |= 1L << (bit & 63);
            }
        }
        for (int t = 16; t < 80; t++) {
            for (int r = 0; r < 32; r++) {
                int from = (r + 31) & 31; // rotate left by one: bit r comes from bit r - 1
                long[] x = new long[8];
                for (int s : new int[] {t - 3, t - 8, t - 14, t - 16}) {
                    for (int i = 0; i < 8; i++) {
                        x[i] ^= LIN[s][from][i];
                    }
                }
                LIN[t][r] = x;
            }
        }
    }

    private ConditionSolver() {}

    /** Message words W[0..15] of a random block meeting every condition of DV {@code dv}. */
    static int[] messageMeeting(int dv, Random random) {
        // Rows: 512 coefficient bits + the right-hand side in long 8.
        java.util.List<long[]> rows = new java.util.ArrayList<>();
        for (int[] c : Sha1DcTables.UBC) {
            if ((c[5] & (1 << dv)) == 0) {
                continue;
            }
            long[] row = new long[9];
            for (int i = 0; i < 8; i++) {
                row[i] = LIN[c[0]][c[1]][i] ^ LIN[c[2]][c[3]][i];
            }
            row[8] = c[4];
            rows.add(row);
        }
        // Reduce to echelon form, remembering each row's pivot.
        int[] pivots = new int[rows.size()];
        int rank = 0;
        for (int col = 0; col < 512 && rank < rows.size(); col++) {
            int sel = -1;
            for (int i = rank; i < rows.size(); i++) {
                if ((rows.get(i)[col >>> 6] >>> (col & 63) & 1) != 0) {
                    sel = i;
                    break;
                }
            }
            if (sel < 0) {
                continue;
            }
            java.util.Collections.swap(rows, rank, sel);
            long[] p = rows.get(rank);
            for (int i = 0; i < rows.size(); i++) {
                long[] q = rows.get(i);
                if (i != rank && (q[col >>> 6] >>> (col & 63) & 1) != 0) {
                    for (int k = 0; k < 9; k++) {
                        q[k] ^= p[k];
                    }
                }
            }
            pivots[rank++] = col;
        }
        for (int i = rank; i < rows.size(); i++) {
            if (rows.get(i)[8] != 0) {
                throw new IllegalStateException("conditions of DV " + dv + " are inconsistent");
            }
        }
        // Random message, then fix each pivot bit so that its row holds.
        long[] bits = new long[8];
        for (int i = 0; i < 8; i++) {
            bits[i] = random.nextLong();
        }
        for (int i = 0; i < rank; i++) {
            long[] row = rows.get(i);
            int col = pivots[i];
            bits[col >>> 6] &= ~(1L << (col & 63));
            long parity = row[8];
            for (int k = 0; k < 8; k++) {
                parity ^= Long.bitCount(row[k] & bits[k]) & 1;
            }
            bits[col >>> 6] |= parity << (col & 63);
        }
        int[] m = new int[16];
        for (int t = 0; t < 16; t++) {
            m[t] = (int) (bits[t >>> 1] >>> (32 * (t & 1)));
        }
        return m;
    }
}
