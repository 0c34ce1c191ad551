package org.hashlanes.scalar;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * SHA-1 with collision detection (SHA-1DC), with the semantics of the reference library
 * {@code sha1collisiondetection} (Stevens and Shumow) in its default configuration, as git uses it:
 *
 * <ul>
 *   <li>a message with no detected attack block hashes to its ordinary SHA-1, bit for bit;
 *   <li>a block that is the first block of a near-collision along one of the 32 known
 *       disturbance vectors is <em>detected</em>: the message is flagged, and that block's
 *       chaining value is replaced by the "safe hash" (the block is compressed twice more), so
 *       that the two colliding messages get different digests. SHAttered's
 *       {@code shattered-1.pdf} gives {@code 16e96b70...} and is flagged.
 * </ul>
 *
 * <p>Per block: the 80 expanded message words are kept, the states before steps 58 and 65 are
 * saved, and {@link #ubcMask} checks the unavoidable bit conditions of every disturbance vector
 * (about 5% of random blocks keep one or more vectors). For each vector left, the block is
 * recompressed from the saved state with the vector's message difference
 * ({@link #resolve}); a collision is detected when the recompressed chaining value equals the
 * real one. Reduced-round collisions are not detected (the reference's default; JGit's too).
 *
 * <p>As a hasher an instance is a mutable, single-threaded object, like {@link ScalarSha1}:
 * {@link #update} any number of times, then {@link #digestInto}, which reports the flag and resets.
 * The static {@link #compressBlocks}, {@link #testStep} and {@link #messageDifference} serve the
 * lane engines, which decide their candidate blocks with vector code of their own.
 */
public final class ScalarSha1Dc {
    /** Bytes in one block. */
    public static final int BLOCK_BYTES = BlockFunction.BLOCK_BYTES;
    /** Bytes in one digest. */
    public static final int DIGEST_BYTES = 20;
    /** Disturbance vectors checked; bit i of a UBC mask stands for vector i. */
    public static final int VECTORS = 32;

    private static final VarHandle BIG_ENDIAN_INT =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    /**
     * SHA-1DC as a {@link BlockFunction}: SHA-1's state, initial value and digest, with detection.
     * Its {@linkplain BlockFunction#newCompressor() compressors} hold a {@link Workspace} and
     * report detected blocks; {@link BlockFunction#compressBlocks} (which cannot report) makes a
     * workspace per call. Its {@code jdkName} is {@code SHA-1}: the digests are SHA-1's wherever
     * nothing is detected.
     */
    public static final BlockFunction FUNCTION = new BlockFunction() {
        @Override
        public String jdkName() {
            return "SHA-1";
        }

        @Override
        public int stateWords() {
            return 5;
        }

        @Override
        public void initState(int[] state) {
            ScalarSha1.initState(state);
        }

        @Override
        public void compressBlocks(int[] state, byte[] src, int offset, int blocks) {
            ScalarSha1Dc.compressBlocks(state, src, offset, blocks, new Workspace());
        }

        @Override
        public boolean detects() {
            return true;
        }

        @Override
        public BlockCompressor newCompressor() {
            Workspace ws = new Workspace();
            return (state, src, offset, blocks) -> ScalarSha1Dc.compressBlocks(state, src, offset, blocks, ws);
        }

        @Override
        public String toString() {
            return "SHA-1DC";
        }
    };

    /** The incremental hasher over {@link #FUNCTION}: buffering, length, padding and the flag. */
    private final BlockHasher hasher;

    /**
     * Per-block scratch of the detection: the expanded message words and the states the
     * recompression starts from. One per thread; the lane engines fill it for a candidate lane.
     */
    public static final class Workspace {
        /** W[0..79], the expanded message words of the block. */
        public final int[] w = new int[80];
        /** The working state (a, b, c, d, e) before step 58. */
        public final int[] s58 = new int[5];
        /** The working state (a, b, c, d, e) before step 65. */
        public final int[] s65 = new int[5];
    }

    /** A hasher ready for the first byte. */
    public ScalarSha1Dc() {
        hasher = new BlockHasher(FUNCTION);
    }

    private ScalarSha1Dc(BlockHasher hasher) {
        this.hasher = hasher;
    }

    /** An independent hasher that has seen the same bytes as this one (for {@code MessageDigest.clone}). */
    public ScalarSha1Dc copy() {
        return new ScalarSha1Dc(hasher.copy());
    }

    /**
     * Compresses {@code blocks} whole blocks of {@code src} from {@code offset} into {@code h},
     * with detection: a detected block gets the safe hash.
     *
     * @return whether any of these blocks was detected
     * @throws IndexOutOfBoundsException if the blocks do not lie inside {@code src}
     */
    public static boolean compressBlocks(int[] h, byte[] src, int offset, int blocks, Workspace ws) {
        Objects.requireNonNull(h, "h");
        Objects.requireNonNull(src, "src");
        Objects.requireNonNull(ws, "ws");
        if (h.length < 5) {
            throw new IllegalArgumentException("h must hold 5 ints, has " + h.length);
        }
        if (blocks < 0) {
            throw new IllegalArgumentException("blocks must be >= 0, is " + blocks);
        }
        Objects.checkFromIndexSize(offset, (long) blocks * BLOCK_BYTES, src.length);
        return compressBlocks0(h, src, offset, blocks, ws);
    }

    /** The unchecked loop behind {@link #compressBlocks}. */
    static boolean compressBlocks0(int[] h, byte[] src, int offset, int blocks, Workspace ws) {
        boolean found = false;
        int[] w = ws.w;
        for (int end = offset + blocks * BLOCK_BYTES; offset < end; offset += BLOCK_BYTES) {
            for (int t = 0; t < 16; t++) {
                w[t] = (int) BIG_ENDIAN_INT.get(src, offset + 4 * t);
            }
            expand(w);
            compressSaving(h, w, ws.s58, ws.s65);
            int mask = ubcMask(w);
            if (mask != 0 && resolve(mask, ws, h)) {
                found = true;
            }
        }
        return found;
    }

    /** Expands the message words {@code w[0..16)} into the 80 words of the SHA-1 schedule, in place. */
    static void expand(int[] w) {
        for (int t = 16; t < 80; t++) {
            w[t] = Integer.rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
        }
    }

    /**
     * Decides a candidate block: {@code dvMask} is the block's UBC mask (nonzero), {@code ws}
     * holds its expanded words and saved states, {@code h} its chaining value after the block.
     * For each vector in the mask, in table order, the block is recompressed with that vector's
     * message difference; at the first one whose chaining value equals {@code h}, the block is
     * detected and {@code h} is replaced by the safe hash.
     *
     * @return whether the block was detected
     */
    static boolean resolve(int dvMask, Workspace ws, int[] h) {
        for (int dv = 0; dv < VECTORS; dv++) {
            if ((dvMask & (1 << dv)) != 0 && recompressionCollides(dv, ws, h)) {
                compress(h, ws.w); // the safe hash: two more compressions of the same block
                compress(h, ws.w);
                return true;
            }
        }
        return false;
    }

    /**
     * The step from which a candidate block along disturbance vector {@code dv} is recompressed
     * (58 or 65): the working state before it is what {@link #resolve} starts from.
     *
     * @throws ArrayIndexOutOfBoundsException unless {@code 0 <= dv < VECTORS}
     */
    public static int testStep(int dv) {
        return Sha1DcTables.DV[dv][3];
    }

    /**
     * Message word {@code t} (0..15) of disturbance vector {@code dv}'s message difference. The
     * difference of every expanded word follows from these 16 by SHA-1's message expansion,
     * which is linear over XOR (checked by the tests): the recompressed block's expanded words
     * are the expansion of the block's message words XOR these.
     *
     * @throws ArrayIndexOutOfBoundsException unless {@code 0 <= dv < VECTORS} and {@code 0 <= t < 16}
     */
    public static int messageDifference(int dv, int t) {
        if (t >= 16) {
            throw new ArrayIndexOutOfBoundsException("message word " + t + " of 16");
        }
        return Sha1DcTables.DM[dv][t];
    }

    /**
     * Whether the message with this block's expanded words xor DV {@code dv}'s difference, run
     * backwards and forwards from the saved state at the vector's test step, reaches the same
     * chaining value {@code ihvOut} (a near-collision block of an attack along that vector).
     */
    static boolean recompressionCollides(int dv, Workspace ws, int[] ihvOut) {
        int[] dm = Sha1DcTables.DM[dv];
        return Sha1DcTables.DV[dv][3] == 58 ? recompress58(ws.w, dm, ws.s58, ihvOut)
                : recompress65(ws.w, dm, ws.s65, ihvOut); // the only test steps (checked by the tests)
    }

    // GENERATED by src/codegen/sha1dc.py scalar-recompress: begin
    /** {@link #recompressionCollides} for the vectors tested from step 58. */
    private static boolean recompress58(int[] w, int[] dm, int[] s, int[] h) {
        int c = s[0], d = s[1], e = s[2], a = s[3], b = s[4];
        e = Integer.rotateRight(e, 30); c -= (w[57] ^ dm[57]) + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[56] ^ dm[56]) + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[55] ^ dm[55]) + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[54] ^ dm[54]) + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[53] ^ dm[53]) + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[52] ^ dm[52]) + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[51] ^ dm[51]) + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[50] ^ dm[50]) + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[49] ^ dm[49]) + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[48] ^ dm[48]) + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[47] ^ dm[47]) + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[46] ^ dm[46]) + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[45] ^ dm[45]) + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[44] ^ dm[44]) + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[43] ^ dm[43]) + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[42] ^ dm[42]) + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[41] ^ dm[41]) + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[40] ^ dm[40]) + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[39] ^ dm[39]) + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[38] ^ dm[38]) + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[37] ^ dm[37]) + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[36] ^ dm[36]) + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[35] ^ dm[35]) + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[34] ^ dm[34]) + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[33] ^ dm[33]) + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[32] ^ dm[32]) + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[31] ^ dm[31]) + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[30] ^ dm[30]) + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[29] ^ dm[29]) + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[28] ^ dm[28]) + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[27] ^ dm[27]) + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[26] ^ dm[26]) + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[25] ^ dm[25]) + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[24] ^ dm[24]) + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[23] ^ dm[23]) + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[22] ^ dm[22]) + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[21] ^ dm[21]) + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[20] ^ dm[20]) + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[19] ^ dm[19]) + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[18] ^ dm[18]) + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[17] ^ dm[17]) + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[16] ^ dm[16]) + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[15] ^ dm[15]) + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[14] ^ dm[14]) + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[13] ^ dm[13]) + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[12] ^ dm[12]) + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[11] ^ dm[11]) + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[10] ^ dm[10]) + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[9] ^ dm[9]) + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[8] ^ dm[8]) + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[7] ^ dm[7]) + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[6] ^ dm[6]) + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[5] ^ dm[5]) + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[4] ^ dm[4]) + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[3] ^ dm[3]) + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[2] ^ dm[2]) + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[1] ^ dm[1]) + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[0] ^ dm[0]) + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5);
        int in0 = a, in1 = b, in2 = c, in3 = d, in4 = e;
        c = s[0]; d = s[1]; e = s[2]; a = s[3]; b = s[4];
        b += (w[58] ^ dm[58]) + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += (w[59] ^ dm[59]) + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += (w[60] ^ dm[60]) + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += (w[61] ^ dm[61]) + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += (w[62] ^ dm[62]) + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += (w[63] ^ dm[63]) + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += (w[64] ^ dm[64]) + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += (w[65] ^ dm[65]) + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += (w[66] ^ dm[66]) + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += (w[67] ^ dm[67]) + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += (w[68] ^ dm[68]) + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += (w[69] ^ dm[69]) + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += (w[70] ^ dm[70]) + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += (w[71] ^ dm[71]) + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += (w[72] ^ dm[72]) + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += (w[73] ^ dm[73]) + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += (w[74] ^ dm[74]) + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += (w[75] ^ dm[75]) + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += (w[76] ^ dm[76]) + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += (w[77] ^ dm[77]) + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += (w[78] ^ dm[78]) + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += (w[79] ^ dm[79]) + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        return in0 + a == h[0] && in1 + b == h[1] && in2 + c == h[2] && in3 + d == h[3] && in4 + e == h[4];
    }

    /** {@link #recompressionCollides} for the vectors tested from step 65. */
    private static boolean recompress65(int[] w, int[] dm, int[] s, int[] h) {
        int a = s[0], b = s[1], c = s[2], d = s[3], e = s[4];
        c = Integer.rotateRight(c, 30); a -= (w[64] ^ dm[64]) + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[63] ^ dm[63]) + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[62] ^ dm[62]) + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[61] ^ dm[61]) + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[60] ^ dm[60]) + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[59] ^ dm[59]) + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[58] ^ dm[58]) + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[57] ^ dm[57]) + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[56] ^ dm[56]) + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[55] ^ dm[55]) + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[54] ^ dm[54]) + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[53] ^ dm[53]) + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[52] ^ dm[52]) + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[51] ^ dm[51]) + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[50] ^ dm[50]) + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[49] ^ dm[49]) + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[48] ^ dm[48]) + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[47] ^ dm[47]) + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[46] ^ dm[46]) + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[45] ^ dm[45]) + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[44] ^ dm[44]) + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[43] ^ dm[43]) + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[42] ^ dm[42]) + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[41] ^ dm[41]) + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[40] ^ dm[40]) + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[39] ^ dm[39]) + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[38] ^ dm[38]) + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[37] ^ dm[37]) + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[36] ^ dm[36]) + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[35] ^ dm[35]) + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[34] ^ dm[34]) + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[33] ^ dm[33]) + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[32] ^ dm[32]) + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[31] ^ dm[31]) + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[30] ^ dm[30]) + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[29] ^ dm[29]) + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[28] ^ dm[28]) + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[27] ^ dm[27]) + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[26] ^ dm[26]) + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[25] ^ dm[25]) + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[24] ^ dm[24]) + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[23] ^ dm[23]) + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[22] ^ dm[22]) + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[21] ^ dm[21]) + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[20] ^ dm[20]) + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[19] ^ dm[19]) + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[18] ^ dm[18]) + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[17] ^ dm[17]) + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[16] ^ dm[16]) + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[15] ^ dm[15]) + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[14] ^ dm[14]) + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[13] ^ dm[13]) + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[12] ^ dm[12]) + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[11] ^ dm[11]) + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[10] ^ dm[10]) + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[9] ^ dm[9]) + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[8] ^ dm[8]) + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[7] ^ dm[7]) + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[6] ^ dm[6]) + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[5] ^ dm[5]) + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5);
        c = Integer.rotateRight(c, 30); a -= (w[4] ^ dm[4]) + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5);
        d = Integer.rotateRight(d, 30); b -= (w[3] ^ dm[3]) + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5);
        e = Integer.rotateRight(e, 30); c -= (w[2] ^ dm[2]) + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5);
        a = Integer.rotateRight(a, 30); d -= (w[1] ^ dm[1]) + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5);
        b = Integer.rotateRight(b, 30); e -= (w[0] ^ dm[0]) + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5);
        int in0 = a, in1 = b, in2 = c, in3 = d, in4 = e;
        a = s[0]; b = s[1]; c = s[2]; d = s[3]; e = s[4];
        e += (w[65] ^ dm[65]) + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += (w[66] ^ dm[66]) + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += (w[67] ^ dm[67]) + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += (w[68] ^ dm[68]) + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += (w[69] ^ dm[69]) + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += (w[70] ^ dm[70]) + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += (w[71] ^ dm[71]) + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += (w[72] ^ dm[72]) + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += (w[73] ^ dm[73]) + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += (w[74] ^ dm[74]) + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += (w[75] ^ dm[75]) + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += (w[76] ^ dm[76]) + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += (w[77] ^ dm[77]) + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += (w[78] ^ dm[78]) + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += (w[79] ^ dm[79]) + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        return in0 + a == h[0] && in1 + b == h[1] && in2 + c == h[2] && in3 + d == h[3] && in4 + e == h[4];
    }

    // GENERATED: end

    private static int f(int t, int b, int c, int d) {
        if (t < 20) {
            return (b & (c ^ d)) ^ d;
        }
        if (t < 40 || t >= 60) {
            return b ^ c ^ d;
        }
        return (b & c) | (d & (b | c));
    }

    private static int k(int t) {
        return t < 20 ? 0x5a827999 : t < 40 ? 0x6ed9eba1 : t < 60 ? 0x8f1bbcdc : 0xca62c1d6;
    }

    /** One plain compression of the expanded words {@code w} into {@code h} (the safe hash; rare). */
    private static void compress(int[] h, int[] w) {
        int a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
        for (int t = 0; t < 80; t++) {
            int next = Integer.rotateLeft(a, 5) + f(t, b, c, d) + e + k(t) + w[t];
            e = d; d = c; c = Integer.rotateLeft(b, 30); b = a; a = next;
        }
        h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e;
    }

    /**
     * One compression of the expanded words {@code w} into {@code h}, saving the working state
     * before step 58 in {@code s58} and before step 65 in {@code s65}.
     */
    static void compressSaving(int[] h, int[] w, int[] s58, int[] s65) {
        int a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
        // GENERATED by src/codegen/sha1dc.py scalar-rounds: begin
        e += w[0] + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[1] + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[2] + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[3] + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[4] + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[5] + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[6] + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[7] + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[8] + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[9] + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[10] + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[11] + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[12] + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[13] + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[14] + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[15] + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[16] + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[17] + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[18] + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[19] + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[20] + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[21] + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[22] + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[23] + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[24] + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[25] + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[26] + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[27] + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[28] + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[29] + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[30] + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[31] + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[32] + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[33] + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[34] + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[35] + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[36] + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[37] + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[38] + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[39] + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[40] + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[41] + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[42] + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[43] + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[44] + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[45] + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[46] + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[47] + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[48] + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[49] + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[50] + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[51] + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[52] + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[53] + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[54] + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[55] + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[56] + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[57] + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        s58[0] = c; s58[1] = d; s58[2] = e; s58[3] = a; s58[4] = b;
        b += w[58] + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[59] + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[60] + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[61] + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[62] + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[63] + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[64] + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        s65[0] = a; s65[1] = b; s65[2] = c; s65[3] = d; s65[4] = e;
        e += w[65] + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[66] + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[67] + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[68] + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[69] + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[70] + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[71] + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[72] + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[73] + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[74] + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        e += w[75] + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
        d += w[76] + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
        c += w[77] + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
        b += w[78] + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
        a += w[79] + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
        h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e;
        // GENERATED: end
    }

    /**
     * The unavoidable-bit-condition check: bit i of the result is set if the expanded words
     * {@code w} meet every condition of disturbance vector i ({@link Sha1DcTables#UBC}).
     */
    public static int ubcMask(int[] w) {
        int mask = -1;
        // GENERATED by src/codegen/sha1dc.py scalar-ubc: begin
        mask &= ((((w[44] >>> 29) ^ (w[45] >>> 29)) & 1) - 1) | ~0x0283a080;
        mask &= ((((w[49] >>> 29) ^ (w[50] >>> 29)) & 1) - 1) | ~0xc2810008;
        mask &= ((((w[48] >>> 29) ^ (w[49] >>> 29)) & 1) - 1) | ~0x60a08004;
        mask &= ((((w[47] >>> 4) ^ (w[50] >>> 29)) & 1) - 1) | ~0x82012220;
        mask &= ((((w[47] >>> 29) ^ (w[48] >>> 29)) & 1) - 1) | ~0x30302002;
        mask &= ((((w[46] >>> 4) ^ (w[49] >>> 29)) & 1) - 1) | ~0x40808888;
        mask &= ((((w[46] >>> 29) ^ (w[47] >>> 29)) & 1) - 1) | ~0x18180801;
        mask &= ((((w[45] >>> 4) ^ (w[48] >>> 29)) & 1) - 1) | ~0x20202224;
        mask &= ((((w[45] >>> 29) ^ (w[46] >>> 29)) & 1) - 1) | ~0x0a0a8200;
        mask &= ((((w[44] >>> 4) ^ (w[47] >>> 29)) & 1) - 1) | ~0x1010088a;
        mask &= ((((w[43] >>> 4) ^ (w[46] >>> 29)) & 1) - 1) | ~0x08080225;
        mask &= ((((w[43] >>> 29) ^ (w[44] >>> 29)) & 1) - 1) | ~0x00a12820;
        mask &= ((((w[42] >>> 4) ^ (w[45] >>> 29)) & 1) - 1) | ~0x0202808a;
        mask &= ((((w[41] >>> 4) ^ (w[44] >>> 29)) & 1) - 1) | ~0x00812025;
        mask &= ((((w[40] >>> 29) ^ (w[41] >>> 29)) & 1) - 1) | ~0x800a00a2;
        mask &= ((((w[54] >>> 29) ^ (w[55] >>> 29)) & 1) - 1) | ~0xc0882000;
        mask &= ((((w[53] >>> 29) ^ (w[54] >>> 29)) & 1) - 1) | ~0x60220800;
        mask &= ((((w[52] >>> 29) ^ (w[53] >>> 29)) & 1) - 1) | ~0x30110200;
        mask &= ((((w[50] >>> 4) ^ (w[53] >>> 29)) & 1) - 1) | ~0x20128800;
        mask &= ((((w[50] >>> 29) ^ (w[51] >>> 29)) & 1) - 1) | ~0x8a020020;
        mask &= ((((w[49] >>> 4) ^ (w[52] >>> 29)) & 1) - 1) | ~0x10092200;
        mask &= ((((w[48] >>> 4) ^ (w[51] >>> 29)) & 1) - 1) | ~0x08028880;
        mask &= ((((w[42] >>> 29) ^ (w[43] >>> 29)) & 1) - 1) | ~0x00300a08;
        mask &= ((((w[41] >>> 29) ^ (w[42] >>> 29)) & 1) - 1) | ~0x00180284;
        if (mask == 0) {
            return 0;
        }
        mask &= ((((w[40] >>> 4) ^ (w[43] >>> 29)) & 1) - 1) | ~0x8020080a;
        mask &= ((((w[39] >>> 4) ^ (w[42] >>> 29)) & 1) - 1) | ~0x40100205;
        mask &= ((((w[38] >>> 4) ^ (w[41] >>> 29)) & 1) - 1) | ~0xa0080082;
        mask &= ((((w[37] >>> 4) ^ (w[40] >>> 29)) & 1) - 1) | ~0x50020021;
        mask &= ((((w[55] >>> 29) ^ (w[56] >>> 29)) & 1) - 1) | ~0x82108000;
        mask &= ((((w[52] >>> 4) ^ (w[55] >>> 29)) & 1) - 1) | ~0x80908000;
        mask &= ((((w[51] >>> 4) ^ (w[54] >>> 29)) & 1) - 1) | ~0x40282000;
        mask &= ((((w[51] >>> 29) ^ (w[52] >>> 29)) & 1) - 1) | ~0x18080080;
        mask &= ((((w[36] >>> 4) ^ (w[40] >>> 29)) & 1) - 1) | ~0x00110208;
        mask &= ((((w[53] >>> 29) ^ (w[56] >>> 29) ^ 1) & 1) - 1) | ~0x00308000;
        mask &= ((((w[51] >>> 29) ^ (w[54] >>> 29) ^ 1) & 1) - 1) | ~0x000a0800;
        mask &= ((((w[50] >>> 29) ^ (w[52] >>> 29) ^ 1) & 1) - 1) | ~0x00012200;
        mask &= ((((w[49] >>> 29) ^ (w[51] >>> 29) ^ 1) & 1) - 1) | ~0x00008880;
        mask &= ((((w[48] >>> 29) ^ (w[50] >>> 29) ^ 1) & 1) - 1) | ~0x00002220;
        mask &= ((((w[47] >>> 29) ^ (w[49] >>> 29) ^ 1) & 1) - 1) | ~0x00000888;
        mask &= ((((w[46] >>> 29) ^ (w[48] >>> 29) ^ 1) & 1) - 1) | ~0x00000224;
        mask &= ((((w[45] >>> 6) ^ (w[47] >>> 6)) & 1) - 1) | ~0x00004440;
        mask &= ((((w[45] >>> 29) ^ (w[47] >>> 29) ^ 1) & 1) - 1) | ~0x0000008a;
        mask &= ((((w[44] >>> 6) ^ (w[46] >>> 6)) & 1) - 1) | ~0x00001110;
        mask &= ((((w[44] >>> 29) ^ (w[46] >>> 29) ^ 1) & 1) - 1) | ~0x00000025;
        mask &= ((((w[41] >>> 1) ^ (w[42] >>> 6) ^ 1) & 1) - 1) | ~0x04040100;
        mask &= ((((w[40] >>> 1) ^ (w[41] >>> 6) ^ 1) & 1) - 1) | ~0x01004040;
        mask &= ((((w[40] >>> 4) ^ (w[42] >>> 4) ^ 1) & 1) - 1) | ~0x8000000a;
        mask &= ((((w[39] >>> 1) ^ (w[40] >>> 6) ^ 1) & 1) - 1) | ~0x00401010;
        if (mask == 0) {
            return 0;
        }
        mask &= ((((w[39] >>> 4) ^ (w[41] >>> 4) ^ 1) & 1) - 1) | ~0x40000005;
        mask &= ((((w[38] >>> 4) ^ (w[40] >>> 4) ^ 1) & 1) - 1) | ~0xa0000002;
        mask &= ((((w[37] >>> 4) ^ (w[39] >>> 4) ^ 1) & 1) - 1) | ~0x50000001;
        mask &= ((((w[36] >>> 1) ^ (w[37] >>> 6) ^ 1) & 1) - 1) | ~0x00041040;
        mask &= ((((w[35] >>> 4) ^ (w[39] >>> 29)) & 1) - 1) | ~0x00080084;
        mask &= ((((w[63] >>> 0) ^ (w[64] >>> 5) ^ 1) & 1) - 1) | ~0x00100080;
        mask &= ((((w[63] >>> 1) ^ (w[64] >>> 6) ^ 1) & 1) - 1) | ~0x00010004;
        mask &= ((((w[62] >>> 0) ^ (w[63] >>> 5) ^ 1) & 1) - 1) | ~0x00080020;
        mask &= ((((w[61] >>> 0) ^ (w[62] >>> 5) ^ 1) & 1) - 1) | ~0x00020008;
        mask &= ((((w[61] >>> 2) ^ (w[62] >>> 7) ^ 1) & 1) - 1) | ~0x00040010;
        mask &= ((((w[60] >>> 0) ^ (w[61] >>> 5) ^ 1) & 1) - 1) | ~0x00010004;
        mask &= ((((w[58] >>> 29) ^ (w[59] >>> 29)) & 1) - 1) | ~0x22000000;
        mask &= ((((w[57] >>> 29) ^ (w[58] >>> 29)) & 1) - 1) | ~0x10800000;
        mask &= ((((w[56] >>> 4) ^ (w[59] >>> 29)) & 1) - 1) | ~0x28000000;
        mask &= ((((w[56] >>> 29) ^ (w[59] >>> 29) ^ 1) & 1) - 1) | ~0x0a000000;
        mask &= ((((w[56] >>> 29) ^ (w[57] >>> 29)) & 1) - 1) | ~0x08200000;
        mask &= ((((w[55] >>> 4) ^ (w[58] >>> 29)) & 1) - 1) | ~0x12000000;
        mask &= ((((w[54] >>> 4) ^ (w[57] >>> 29)) & 1) - 1) | ~0x08800000;
        mask &= ((((w[53] >>> 4) ^ (w[56] >>> 29)) & 1) - 1) | ~0x02200000;
        mask &= ((((w[50] >>> 6) ^ (w[51] >>> 1)) & 1) - 1) | ~0x00041000;
        mask &= ((((w[48] >>> 6) ^ (w[50] >>> 6)) & 1) - 1) | ~0x00041000;
        mask &= ((((w[48] >>> 29) ^ (w[55] >>> 29) ^ 1) & 1) - 1) | ~0x0000a000;
        mask &= ((((w[47] >>> 6) ^ (w[49] >>> 6)) & 1) - 1) | ~0x00004400;
        mask &= ((((w[47] >>> 6) ^ (w[48] >>> 1)) & 1) - 1) | ~0x04000040;
        if (mask == 0) {
            return 0;
        }
        mask &= ((((w[46] >>> 6) ^ (w[48] >>> 6)) & 1) - 1) | ~0x00001100;
        mask &= ((((w[46] >>> 6) ^ (w[47] >>> 1)) & 1) - 1) | ~0x01000010;
        mask &= ((((w[44] >>> 1) ^ (w[45] >>> 6) ^ 1) & 1) - 1) | ~0x00404000;
        mask &= ((((w[43] >>> 6) ^ (w[45] >>> 6)) & 1) - 1) | ~0x00000440;
        mask &= ((((w[42] >>> 6) ^ (w[44] >>> 6)) & 1) - 1) | ~0x00000110;
        mask &= ((((w[42] >>> 6) ^ (w[43] >>> 1)) & 1) - 1) | ~0x04040000;
        mask &= ((((w[41] >>> 6) ^ (w[42] >>> 1)) & 1) - 1) | ~0x01004000;
        mask &= ((((w[40] >>> 6) ^ (w[41] >>> 1)) & 1) - 1) | ~0x00401000;
        mask &= ((((w[39] >>> 4) ^ (w[43] >>> 29)) & 1) - 1) | ~0x02008000;
        mask &= ((((w[38] >>> 4) ^ (w[42] >>> 29)) & 1) - 1) | ~0x00802000;
        mask &= ((((w[37] >>> 1) ^ (w[38] >>> 6) ^ 1) & 1) - 1) | ~0x00004100;
        mask &= ((((w[37] >>> 4) ^ (w[41] >>> 29)) & 1) - 1) | ~0x00200800;
        mask &= ((((w[36] >>> 4) ^ (w[38] >>> 4) ^ 1) & 1) - 1) | ~0x28000000;
        mask &= ((((w[35] >>> 1) ^ (w[36] >>> 6) ^ 1) & 1) - 1) | ~0x00000410;
        mask &= ((((w[35] >>> 3) ^ (w[39] >>> 28)) & 1) - 1) | ~0x00082000;
        mask &= ((((w[40] >>> 6) ^ (w[42] >>> 6)) & 1) - 1) | ~0x00000010;
        mask &= ((((w[36] >>> 4) ^ (w[37] >>> 4) ^ 1) & 1) - 1) | ~0x00000800;
        mask &= ((((w[43] >>> 1) ^ (w[51] >>> 1) ^ 1) & 1) - 1) | ~0x00001000;
        mask &= ((((w[37] >>> 4) ^ (w[38] >>> 4) ^ 1) & 1) - 1) | ~0x00002000;
        mask &= ((((w[38] >>> 4) ^ (w[39] >>> 4) ^ 1) & 1) - 1) | ~0x00008000;
        mask &= ((((w[47] >>> 1) ^ (w[51] >>> 1) ^ 1) & 1) - 1) | ~0x00040000;
        mask &= ((((w[61] >>> 1) ^ (w[62] >>> 6) ^ 1) & 1) - 1) | ~0x00000001;
        mask &= ((((w[59] >>> 5) ^ (w[63] >>> 30)) & 1) - 1) | ~0x00000001;
        mask &= ((((w[58] >>> 0) ^ (w[63] >>> 30) ^ 1) & 1) - 1) | ~0x00000001;
        if (mask == 0) {
            return 0;
        }
        mask &= ((((w[62] >>> 1) ^ (w[63] >>> 6) ^ 1) & 1) - 1) | ~0x00000002;
        mask &= ((((w[60] >>> 5) ^ (w[64] >>> 30)) & 1) - 1) | ~0x00000002;
        mask &= ((((w[59] >>> 0) ^ (w[64] >>> 30) ^ 1) & 1) - 1) | ~0x00000002;
        mask &= ((((w[62] >>> 2) ^ (w[63] >>> 7) ^ 1) & 1) - 1) | ~0x00000040;
        mask &= ((((w[41] >>> 6) ^ (w[43] >>> 6)) & 1) - 1) | ~0x00000040;
        mask &= ((((w[63] >>> 2) ^ (w[64] >>> 7) ^ 1) & 1) - 1) | ~0x00000100;
        mask &= ((((w[48] >>> 6) ^ (w[49] >>> 1)) & 1) - 1) | ~0x00000100;
        mask &= ((((w[49] >>> 6) ^ (w[50] >>> 1)) & 1) - 1) | ~0x00000400;
        mask &= ((((w[42] >>> 1) ^ (w[50] >>> 1) ^ 1) & 1) - 1) | ~0x00000400;
        mask &= ((((w[39] >>> 6) ^ (w[40] >>> 1)) & 1) - 1) | ~0x00000400;
        mask &= ((((w[38] >>> 1) ^ (w[40] >>> 1) ^ 1) & 1) - 1) | ~0x00000400;
        mask &= ((((w[51] >>> 6) ^ (w[52] >>> 1)) & 1) - 1) | ~0x00004000;
        mask &= ((((w[49] >>> 6) ^ (w[51] >>> 6)) & 1) - 1) | ~0x00004000;
        mask &= ((((w[37] >>> 1) ^ (w[37] >>> 6)) & 1) - 1) | ~0x00004000;
        mask &= ((((w[35] >>> 5) ^ (w[39] >>> 30)) & 1) - 1) | ~0x00004000;
        mask &= ((((w[36] >>> 3) ^ (w[40] >>> 28)) & 1) - 1) | ~0x00100000;
        mask &= ((((w[35] >>> 30) ^ (w[40] >>> 28) ^ 1) & 1) - 1) | ~0x00100000;
        mask &= ((((w[37] >>> 3) ^ (w[41] >>> 28)) & 1) - 1) | ~0x00200000;
        mask &= ((((w[36] >>> 30) ^ (w[41] >>> 28) ^ 1) & 1) - 1) | ~0x00200000;
        mask &= ((((w[53] >>> 6) ^ (w[54] >>> 1)) & 1) - 1) | ~0x00400000;
        mask &= ((((w[51] >>> 6) ^ (w[53] >>> 6)) & 1) - 1) | ~0x00400000;
        mask &= ((((w[50] >>> 1) ^ (w[54] >>> 1) ^ 1) & 1) - 1) | ~0x00400000;
        mask &= ((((w[45] >>> 6) ^ (w[46] >>> 1)) & 1) - 1) | ~0x00400000;
        mask &= ((((w[37] >>> 5) ^ (w[41] >>> 30)) & 1) - 1) | ~0x00400000;
        if (mask == 0) {
            return 0;
        }
        mask &= ((((w[36] >>> 0) ^ (w[41] >>> 30) ^ 1) & 1) - 1) | ~0x00400000;
        mask &= ((((w[55] >>> 29) ^ (w[58] >>> 29) ^ 1) & 1) - 1) | ~0x00800000;
        mask &= ((((w[38] >>> 3) ^ (w[42] >>> 28)) & 1) - 1) | ~0x00800000;
        mask &= ((((w[37] >>> 30) ^ (w[42] >>> 28) ^ 1) & 1) - 1) | ~0x00800000;
        mask &= ((((w[54] >>> 6) ^ (w[55] >>> 1)) & 1) - 1) | ~0x01000000;
        mask &= ((((w[52] >>> 6) ^ (w[54] >>> 6)) & 1) - 1) | ~0x01000000;
        mask &= ((((w[51] >>> 1) ^ (w[55] >>> 1) ^ 1) & 1) - 1) | ~0x01000000;
        mask &= ((((w[45] >>> 1) ^ (w[47] >>> 1) ^ 1) & 1) - 1) | ~0x01000000;
        mask &= ((((w[38] >>> 5) ^ (w[42] >>> 30)) & 1) - 1) | ~0x01000000;
        mask &= ((((w[37] >>> 0) ^ (w[42] >>> 30) ^ 1) & 1) - 1) | ~0x01000000;
        mask &= ((((w[39] >>> 3) ^ (w[43] >>> 28)) & 1) - 1) | ~0x02000000;
        mask &= ((((w[38] >>> 30) ^ (w[43] >>> 28) ^ 1) & 1) - 1) | ~0x02000000;
        mask &= ((((w[55] >>> 6) ^ (w[56] >>> 1)) & 1) - 1) | ~0x04000000;
        mask &= ((((w[53] >>> 6) ^ (w[55] >>> 6)) & 1) - 1) | ~0x04000000;
        mask &= ((((w[52] >>> 1) ^ (w[56] >>> 1) ^ 1) & 1) - 1) | ~0x04000000;
        mask &= ((((w[46] >>> 1) ^ (w[48] >>> 1) ^ 1) & 1) - 1) | ~0x04000000;
        mask &= ((((w[39] >>> 5) ^ (w[43] >>> 30)) & 1) - 1) | ~0x04000000;
        mask &= ((((w[38] >>> 0) ^ (w[43] >>> 30) ^ 1) & 1) - 1) | ~0x04000000;
        mask &= ((((w[59] >>> 29) ^ (w[60] >>> 29)) & 1) - 1) | ~0x08000000;
        mask &= ((((w[40] >>> 3) ^ (w[44] >>> 28)) & 1) - 1) | ~0x08000000;
        mask &= ((((w[40] >>> 4) ^ (w[44] >>> 29)) & 1) - 1) | ~0x08000000;
        mask &= ((((w[39] >>> 30) ^ (w[44] >>> 28) ^ 1) & 1) - 1) | ~0x08000000;
        mask &= ((((w[58] >>> 29) ^ (w[61] >>> 29) ^ 1) & 1) - 1) | ~0x10000000;
        mask &= ((((w[57] >>> 4) ^ (w[61] >>> 29)) & 1) - 1) | ~0x10000000;
        if (mask == 0) {
            return 0;
        }
        mask &= ((((w[41] >>> 3) ^ (w[45] >>> 28)) & 1) - 1) | ~0x10000000;
        mask &= ((((w[41] >>> 4) ^ (w[45] >>> 29)) & 1) - 1) | ~0x10000000;
        mask &= ((((w[58] >>> 4) ^ (w[62] >>> 29)) & 1) - 1) | ~0x20000000;
        mask &= ((((w[42] >>> 3) ^ (w[46] >>> 28)) & 1) - 1) | ~0x20000000;
        mask &= ((((w[42] >>> 4) ^ (w[46] >>> 29)) & 1) - 1) | ~0x20000000;
        mask &= ((((w[59] >>> 4) ^ (w[63] >>> 29)) & 1) - 1) | ~0x40000000;
        mask &= ((((w[57] >>> 4) ^ (w[59] >>> 29)) & 1) - 1) | ~0x40000000;
        mask &= ((((w[43] >>> 3) ^ (w[47] >>> 28)) & 1) - 1) | ~0x40000000;
        mask &= ((((w[43] >>> 4) ^ (w[47] >>> 29)) & 1) - 1) | ~0x40000000;
        mask &= ((((w[60] >>> 4) ^ (w[64] >>> 29)) & 1) - 1) | ~0x80000000;
        mask &= ((((w[44] >>> 3) ^ (w[48] >>> 28)) & 1) - 1) | ~0x80000000;
        mask &= ((((w[44] >>> 4) ^ (w[48] >>> 29)) & 1) - 1) | ~0x80000000;
        // GENERATED: end
        return mask;
    }

    /** Forgets everything hashed so far, including the flag. */
    public void reset() {
        hasher.reset();
    }

    /** Adds {@code input[offset..offset+len)} to the message. */
    public void update(byte[] input, int offset, int len) {
        hasher.update(input, offset, len);
    }

    /** Adds one byte to the message. */
    public void update(byte b) {
        hasher.update(b);
    }

    /** Whether a block hashed so far (since the last reset) was detected as an attack block. */
    public boolean collisionDetected() {
        return hasher.collisionDetected();
    }

    /**
     * Finishes the message, writes its digest (the safe hash if it was flagged) at
     * {@code out[offset..offset+20)} and resets.
     *
     * @return whether the message was flagged as part of a collision attack
     */
    public boolean digestInto(byte[] out, int offset) {
        return hasher.digestInto(out, offset);
    }

    @Override
    public String toString() {
        return "ScalarSha1Dc[" + hasher + "]";
    }
}
