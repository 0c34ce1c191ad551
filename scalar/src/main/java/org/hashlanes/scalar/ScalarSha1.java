package org.hashlanes.scalar;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * Portable single-stream SHA-1: the block function every hashlanes engine falls back to,
 * and a small incremental hasher on top of it.
 *
 * <p>The block function keeps the 80-round message schedule as a rolling window of 16 local
 * variables (git's block-sha1 after its 2009 rework), with all rounds unrolled and the five
 * working variables renamed from round to round instead of moved. Message words are read
 * big-endian through a {@link VarHandle} byte-array view. Nothing is allocated per block.
 *
 * <p>As a hasher an instance is a mutable, single-threaded object: {@link #update} any number of
 * times, then {@link #digest()}, which also resets it. SHA-1 is broken for collision
 * resistance; use it where a format requires it (git objects, dedup keys, checksums), not to
 * authenticate data an attacker can choose.
 */
public final class ScalarSha1 {
    /** Bytes in one SHA-1 block. */
    public static final int BLOCK_BYTES = BlockFunction.BLOCK_BYTES;
    /** Bytes in one SHA-1 digest. */
    public static final int DIGEST_BYTES = 20;

    /** The SHA-1 block function, for the shared lane machinery. */
    public static final BlockFunction FUNCTION = new Function();

    private static final VarHandle BIG_ENDIAN_INT =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    /** Chaining value H0..H4; always five ints. */
    private final int[] state = new int[5];
    /** Bytes of an unfinished block; only the first {@code buffered} are meaningful. */
    private final byte[] buffer = new byte[2 * BLOCK_BYTES];
    /** Number of bytes waiting in {@code buffer}, 0..63 between calls. */
    private int buffered;
    /** Total message bytes seen so far; the bit length is this times 8, modulo 2^64. */
    private long length;

    /** A hasher ready for the first byte. */
    public ScalarSha1() {
        reset();
    }

    /** A copy of {@code other}'s progress: the two hash independently from here on. */
    private ScalarSha1(ScalarSha1 other) {
        System.arraycopy(other.state, 0, state, 0, state.length);
        System.arraycopy(other.buffer, 0, buffer, 0, other.buffered);
        buffered = other.buffered;
        length = other.length;
    }

    /** An independent hasher that has seen the same bytes as this one (for {@code MessageDigest.clone}). */
    public ScalarSha1 copy() {
        return new ScalarSha1(this);
    }

    /** Writes the SHA-1 initial chaining value into {@code h[0..5)}. */
    public static void initState(int[] h) {
        h[0] = 0x67452301;
        h[1] = 0xefcdab89;
        h[2] = 0x98badcfe;
        h[3] = 0x10325476;
        h[4] = 0xc3d2e1f0;
    }

    /**
     * Compresses {@code blocks} whole 64-byte blocks of {@code src}, starting at {@code offset},
     * into the chaining value {@code h[0..5)}. Padding is the caller's business (see
     * {@link BlockPadding}).
     *
     * @throws IndexOutOfBoundsException if the blocks do not lie inside {@code src}
     */
    public static void compressBlocks(int[] h, byte[] src, int offset, int blocks) {
        Objects.requireNonNull(h, "h");
        Objects.requireNonNull(src, "src");
        if (h.length < 5) {
            throw new IllegalArgumentException("h must hold 5 ints, has " + h.length);
        }
        if (blocks < 0) {
            throw new IllegalArgumentException("blocks must be >= 0, is " + blocks);
        }
        long bytes = (long) blocks * BLOCK_BYTES;
        if (offset < 0 || offset + bytes > src.length) {
            throw new IndexOutOfBoundsException(
                    blocks + " blocks at offset " + offset + " do not fit in " + src.length + " bytes");
        }
        compressBlocks0(h, src, offset, blocks);
    }

    /** The unchecked loop behind {@link #compressBlocks}: bounds were checked by the caller. */
    static void compressBlocks0(int[] h, byte[] src, int offset, int blocks) {
        int h0 = h[0], h1 = h[1], h2 = h[2], h3 = h[3], h4 = h[4];
        for (int end = offset + blocks * BLOCK_BYTES; offset < end; offset += BLOCK_BYTES) {
            int w0 = (int) BIG_ENDIAN_INT.get(src, offset);
            int w1 = (int) BIG_ENDIAN_INT.get(src, offset + 4);
            int w2 = (int) BIG_ENDIAN_INT.get(src, offset + 8);
            int w3 = (int) BIG_ENDIAN_INT.get(src, offset + 12);
            int w4 = (int) BIG_ENDIAN_INT.get(src, offset + 16);
            int w5 = (int) BIG_ENDIAN_INT.get(src, offset + 20);
            int w6 = (int) BIG_ENDIAN_INT.get(src, offset + 24);
            int w7 = (int) BIG_ENDIAN_INT.get(src, offset + 28);
            int w8 = (int) BIG_ENDIAN_INT.get(src, offset + 32);
            int w9 = (int) BIG_ENDIAN_INT.get(src, offset + 36);
            int w10 = (int) BIG_ENDIAN_INT.get(src, offset + 40);
            int w11 = (int) BIG_ENDIAN_INT.get(src, offset + 44);
            int w12 = (int) BIG_ENDIAN_INT.get(src, offset + 48);
            int w13 = (int) BIG_ENDIAN_INT.get(src, offset + 52);
            int w14 = (int) BIG_ENDIAN_INT.get(src, offset + 56);
            int w15 = (int) BIG_ENDIAN_INT.get(src, offset + 60);
            int a = h0, b = h1, c = h2, d = h3, e = h4;
            // GENERATED by src/codegen/scalar_rounds.py: begin
            e = e + w0 + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            d = d + w1 + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            c = c + w2 + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            b = b + w3 + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            a = a + w4 + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            e = e + w5 + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            d = d + w6 + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            c = c + w7 + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            b = b + w8 + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            a = a + w9 + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            e = e + w10 + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            d = d + w11 + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            c = c + w12 + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            b = b + w13 + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            a = a + w14 + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            e = e + w15 + 0x5a827999 + ((b & (c ^ d)) ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w0 = Integer.rotateLeft(w13 ^ w8 ^ w2 ^ w0, 1); d = d + w0 + 0x5a827999 + ((a & (b ^ c)) ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w1 = Integer.rotateLeft(w14 ^ w9 ^ w3 ^ w1, 1); c = c + w1 + 0x5a827999 + ((e & (a ^ b)) ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w2 = Integer.rotateLeft(w15 ^ w10 ^ w4 ^ w2, 1); b = b + w2 + 0x5a827999 + ((d & (e ^ a)) ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w3 = Integer.rotateLeft(w0 ^ w11 ^ w5 ^ w3, 1); a = a + w3 + 0x5a827999 + ((c & (d ^ e)) ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w4 = Integer.rotateLeft(w1 ^ w12 ^ w6 ^ w4, 1); e = e + w4 + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w5 = Integer.rotateLeft(w2 ^ w13 ^ w7 ^ w5, 1); d = d + w5 + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w6 = Integer.rotateLeft(w3 ^ w14 ^ w8 ^ w6, 1); c = c + w6 + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w7 = Integer.rotateLeft(w4 ^ w15 ^ w9 ^ w7, 1); b = b + w7 + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w8 = Integer.rotateLeft(w5 ^ w0 ^ w10 ^ w8, 1); a = a + w8 + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w9 = Integer.rotateLeft(w6 ^ w1 ^ w11 ^ w9, 1); e = e + w9 + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w10 = Integer.rotateLeft(w7 ^ w2 ^ w12 ^ w10, 1); d = d + w10 + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w11 = Integer.rotateLeft(w8 ^ w3 ^ w13 ^ w11, 1); c = c + w11 + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w12 = Integer.rotateLeft(w9 ^ w4 ^ w14 ^ w12, 1); b = b + w12 + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w13 = Integer.rotateLeft(w10 ^ w5 ^ w15 ^ w13, 1); a = a + w13 + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w14 = Integer.rotateLeft(w11 ^ w6 ^ w0 ^ w14, 1); e = e + w14 + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w15 = Integer.rotateLeft(w12 ^ w7 ^ w1 ^ w15, 1); d = d + w15 + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w0 = Integer.rotateLeft(w13 ^ w8 ^ w2 ^ w0, 1); c = c + w0 + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w1 = Integer.rotateLeft(w14 ^ w9 ^ w3 ^ w1, 1); b = b + w1 + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w2 = Integer.rotateLeft(w15 ^ w10 ^ w4 ^ w2, 1); a = a + w2 + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w3 = Integer.rotateLeft(w0 ^ w11 ^ w5 ^ w3, 1); e = e + w3 + 0x6ed9eba1 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w4 = Integer.rotateLeft(w1 ^ w12 ^ w6 ^ w4, 1); d = d + w4 + 0x6ed9eba1 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w5 = Integer.rotateLeft(w2 ^ w13 ^ w7 ^ w5, 1); c = c + w5 + 0x6ed9eba1 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w6 = Integer.rotateLeft(w3 ^ w14 ^ w8 ^ w6, 1); b = b + w6 + 0x6ed9eba1 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w7 = Integer.rotateLeft(w4 ^ w15 ^ w9 ^ w7, 1); a = a + w7 + 0x6ed9eba1 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w8 = Integer.rotateLeft(w5 ^ w0 ^ w10 ^ w8, 1); e = e + w8 + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w9 = Integer.rotateLeft(w6 ^ w1 ^ w11 ^ w9, 1); d = d + w9 + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w10 = Integer.rotateLeft(w7 ^ w2 ^ w12 ^ w10, 1); c = c + w10 + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w11 = Integer.rotateLeft(w8 ^ w3 ^ w13 ^ w11, 1); b = b + w11 + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w12 = Integer.rotateLeft(w9 ^ w4 ^ w14 ^ w12, 1); a = a + w12 + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w13 = Integer.rotateLeft(w10 ^ w5 ^ w15 ^ w13, 1); e = e + w13 + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w14 = Integer.rotateLeft(w11 ^ w6 ^ w0 ^ w14, 1); d = d + w14 + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w15 = Integer.rotateLeft(w12 ^ w7 ^ w1 ^ w15, 1); c = c + w15 + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w0 = Integer.rotateLeft(w13 ^ w8 ^ w2 ^ w0, 1); b = b + w0 + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w1 = Integer.rotateLeft(w14 ^ w9 ^ w3 ^ w1, 1); a = a + w1 + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w2 = Integer.rotateLeft(w15 ^ w10 ^ w4 ^ w2, 1); e = e + w2 + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w3 = Integer.rotateLeft(w0 ^ w11 ^ w5 ^ w3, 1); d = d + w3 + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w4 = Integer.rotateLeft(w1 ^ w12 ^ w6 ^ w4, 1); c = c + w4 + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w5 = Integer.rotateLeft(w2 ^ w13 ^ w7 ^ w5, 1); b = b + w5 + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w6 = Integer.rotateLeft(w3 ^ w14 ^ w8 ^ w6, 1); a = a + w6 + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w7 = Integer.rotateLeft(w4 ^ w15 ^ w9 ^ w7, 1); e = e + w7 + 0x8f1bbcdc + ((b & c) | (d & (b | c))) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w8 = Integer.rotateLeft(w5 ^ w0 ^ w10 ^ w8, 1); d = d + w8 + 0x8f1bbcdc + ((a & b) | (c & (a | b))) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w9 = Integer.rotateLeft(w6 ^ w1 ^ w11 ^ w9, 1); c = c + w9 + 0x8f1bbcdc + ((e & a) | (b & (e | a))) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w10 = Integer.rotateLeft(w7 ^ w2 ^ w12 ^ w10, 1); b = b + w10 + 0x8f1bbcdc + ((d & e) | (a & (d | e))) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w11 = Integer.rotateLeft(w8 ^ w3 ^ w13 ^ w11, 1); a = a + w11 + 0x8f1bbcdc + ((c & d) | (e & (c | d))) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w12 = Integer.rotateLeft(w9 ^ w4 ^ w14 ^ w12, 1); e = e + w12 + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w13 = Integer.rotateLeft(w10 ^ w5 ^ w15 ^ w13, 1); d = d + w13 + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w14 = Integer.rotateLeft(w11 ^ w6 ^ w0 ^ w14, 1); c = c + w14 + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w15 = Integer.rotateLeft(w12 ^ w7 ^ w1 ^ w15, 1); b = b + w15 + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w0 = Integer.rotateLeft(w13 ^ w8 ^ w2 ^ w0, 1); a = a + w0 + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w1 = Integer.rotateLeft(w14 ^ w9 ^ w3 ^ w1, 1); e = e + w1 + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w2 = Integer.rotateLeft(w15 ^ w10 ^ w4 ^ w2, 1); d = d + w2 + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w3 = Integer.rotateLeft(w0 ^ w11 ^ w5 ^ w3, 1); c = c + w3 + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w4 = Integer.rotateLeft(w1 ^ w12 ^ w6 ^ w4, 1); b = b + w4 + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w5 = Integer.rotateLeft(w2 ^ w13 ^ w7 ^ w5, 1); a = a + w5 + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w6 = Integer.rotateLeft(w3 ^ w14 ^ w8 ^ w6, 1); e = e + w6 + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w7 = Integer.rotateLeft(w4 ^ w15 ^ w9 ^ w7, 1); d = d + w7 + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w8 = Integer.rotateLeft(w5 ^ w0 ^ w10 ^ w8, 1); c = c + w8 + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w9 = Integer.rotateLeft(w6 ^ w1 ^ w11 ^ w9, 1); b = b + w9 + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w10 = Integer.rotateLeft(w7 ^ w2 ^ w12 ^ w10, 1); a = a + w10 + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            w11 = Integer.rotateLeft(w8 ^ w3 ^ w13 ^ w11, 1); e = e + w11 + 0xca62c1d6 + (b ^ c ^ d) + Integer.rotateLeft(a, 5); b = Integer.rotateLeft(b, 30);
            w12 = Integer.rotateLeft(w9 ^ w4 ^ w14 ^ w12, 1); d = d + w12 + 0xca62c1d6 + (a ^ b ^ c) + Integer.rotateLeft(e, 5); a = Integer.rotateLeft(a, 30);
            w13 = Integer.rotateLeft(w10 ^ w5 ^ w15 ^ w13, 1); c = c + w13 + 0xca62c1d6 + (e ^ a ^ b) + Integer.rotateLeft(d, 5); e = Integer.rotateLeft(e, 30);
            w14 = Integer.rotateLeft(w11 ^ w6 ^ w0 ^ w14, 1); b = b + w14 + 0xca62c1d6 + (d ^ e ^ a) + Integer.rotateLeft(c, 5); d = Integer.rotateLeft(d, 30);
            w15 = Integer.rotateLeft(w12 ^ w7 ^ w1 ^ w15, 1); a = a + w15 + 0xca62c1d6 + (c ^ d ^ e) + Integer.rotateLeft(b, 5); c = Integer.rotateLeft(c, 30);
            // GENERATED: end
            h0 += a;
            h1 += b;
            h2 += c;
            h3 += d;
            h4 += e;
        }
        h[0] = h0;
        h[1] = h1;
        h[2] = h2;
        h[3] = h3;
        h[4] = h4;
    }

    /** Writes {@code h[0..5)} big-endian as the 20-byte digest at {@code out[offset..offset+20)}. */
    public static void writeDigest(int[] h, byte[] out, int offset) {
        Objects.checkFromIndexSize(offset, DIGEST_BYTES, out.length);
        for (int i = 0; i < 5; i++) {
            BIG_ENDIAN_INT.set(out, offset + 4 * i, h[i]);
        }
    }

    /** The SHA-1 digest of {@code message[offset..offset+length)}, computed in one go. */
    public static byte[] digest(byte[] message, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, message.length);
        ScalarSha1 hasher = new ScalarSha1();
        hasher.update(message, offset, length);
        return hasher.digest();
    }

    /** The SHA-1 digest of the whole of {@code message}. */
    public static byte[] digest(byte[] message) {
        return digest(message, 0, message.length);
    }

    /** Forgets everything hashed so far. */
    public void reset() {
        initState(state);
        buffered = 0;
        length = 0;
    }

    /** Adds {@code input[offset..offset+len)} to the message. */
    public void update(byte[] input, int offset, int len) {
        Objects.checkFromIndexSize(offset, len, input.length);
        length += len;
        if (buffered > 0) {
            int take = Math.min(len, BLOCK_BYTES - buffered);
            System.arraycopy(input, offset, buffer, buffered, take);
            buffered += take;
            offset += take;
            len -= take;
            if (buffered < BLOCK_BYTES) {
                return;
            }
            compressBlocks0(state, buffer, 0, 1);
            buffered = 0;
        }
        int blocks = len / BLOCK_BYTES;
        compressBlocks0(state, input, offset, blocks);
        int rest = len - blocks * BLOCK_BYTES;
        System.arraycopy(input, offset + blocks * BLOCK_BYTES, buffer, 0, rest);
        buffered = rest;
    }

    /** Adds one byte to the message. */
    public void update(byte b) {
        buffer[buffered++] = b;
        length++;
        if (buffered == BLOCK_BYTES) {
            compressBlocks0(state, buffer, 0, 1);
            buffered = 0;
        }
    }

    /** Finishes the message, returns its 20-byte digest and resets this hasher. */
    public byte[] digest() {
        byte[] out = new byte[DIGEST_BYTES];
        digestInto(out, 0);
        return out;
    }

    /** Finishes the message, writes its digest at {@code out[offset..offset+20)} and resets. */
    public void digestInto(byte[] out, int offset) {
        Objects.checkFromIndexSize(offset, DIGEST_BYTES, out.length);
        int blocks = BlockPadding.pad(buffer, 0, buffered, length);
        compressBlocks0(state, buffer, 0, blocks);
        writeDigest(state, out, offset);
        reset();
    }

    @Override
    public String toString() {
        return "ScalarSha1[" + length + " bytes]";
    }

    private static final class Function implements BlockFunction {
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
            ScalarSha1.compressBlocks(state, src, offset, blocks);
        }

        @Override
        public String toString() {
            return "SHA-1";
        }
    }
}
