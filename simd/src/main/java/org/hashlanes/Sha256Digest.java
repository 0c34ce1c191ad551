package org.hashlanes;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.Arrays;
import org.hashlanes.internal.DigestBytes;
import org.hashlanes.internal.DigestText;

/**
 * A SHA-256 digest: an immutable value of 32 bytes, the counterpart of {@link Sha1Digest}. Held
 * as eight ints, so that {@code equals}, {@code hashCode} and {@code compareTo} are cheap and a
 * digest makes a good key in a content-addressed index.
 *
 * <p>Ordering is the unsigned lexicographic order of the 32 bytes, the order of {@code sort} on
 * the hex strings. The text form ({@link #toHex}, {@link #toString}) is 64 lower-case hex digits;
 * {@link #fromHex} reads it back, and also accepts upper-case and mixed-case digits, and nothing else.
 *
 * <p>Bytes go in and out through arrays ({@link #fromBytes(byte[])}, {@link #toByteArray},
 * {@link #writeTo(byte[], int)}) and buffers ({@link #readFrom(ByteBuffer)},
 * {@link #writeTo(ByteBuffer)}, and their absolute forms, which move no position), exactly as for
 * {@link Sha1Digest}. For sharding and bucketing, {@link #prefixLong} gives the first 8 bytes as a
 * {@code long}, and {@link #hashCode} the first 4 as an {@code int}.
 */
public final class Sha256Digest implements Comparable<Sha256Digest> {
    /** Bytes in a digest. */
    public static final int BYTES = 32;

    /** The digest's bytes 0..31, big-endian, four to an int; never shared outside this object. */
    private final int[] words;

    private Sha256Digest(int[] words) {
        this.words = words;
    }

    /** The digest of a finished chaining value H0..H7 (copied). */
    static Sha256Digest fromState(int[] h) {
        return new Sha256Digest(Arrays.copyOf(h, 8));
    }

    /**
     * The digest whose bytes are {@code bytes}, which must hold exactly 32; the array is copied.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IllegalArgumentException if {@code bytes.length} is not 32
     */
    public static Sha256Digest fromBytes(byte[] bytes) {
        return fromBytes(DigestBytes.checkWhole(bytes, BYTES), 0);
    }

    /**
     * The digest whose bytes are {@code bytes[offset..offset+32)}; the array is copied.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IndexOutOfBoundsException if fewer than 32 bytes follow {@code offset}
     */
    public static Sha256Digest fromBytes(byte[] bytes, int offset) {
        DigestBytes.checkArray(bytes, offset, BYTES, "bytes");
        int[] w = new int[8];
        for (int i = 0; i < 8; i++) {
            w[i] = DigestBytes.intAt(bytes, offset + 4 * i);
        }
        return new Sha256Digest(w);
    }

    /**
     * Relative read: the digest in the 32 bytes at {@code src}'s position, which then advances by
     * 32, as {@link ByteBuffer#get(byte[])} does. Nothing else of {@code src} changes (limit, mark,
     * contents, byte order); the byte order makes no difference.
     *
     * @throws NullPointerException if {@code src} is null
     * @throws BufferUnderflowException if fewer than 32 bytes remain; the position is not moved
     */
    public static Sha256Digest readFrom(ByteBuffer src) {
        return fromBytes(DigestBytes.read(src, BYTES), 0);
    }

    /**
     * Absolute read: the digest in {@code src}'s bytes {@code [index..index+32)}, as
     * {@link ByteBuffer#get(int, byte[])} reads them; {@code src}'s position, limit, mark and
     * contents do not change.
     *
     * @throws NullPointerException if {@code src} is null
     * @throws IndexOutOfBoundsException if {@code index} is negative or fewer than 32 bytes follow
     *     it before {@code src}'s limit
     */
    public static Sha256Digest readFrom(ByteBuffer src, int index) {
        return fromBytes(DigestBytes.read(src, index, BYTES), 0);
    }

    /**
     * Parses exactly 64 ASCII hex digits: {@code 0-9}, {@code a-f}, {@code A-F}, in any mix of
     * case. Nothing else is accepted: no {@code 0x} prefix, sign, separator or whitespace anywhere,
     * no other length, and no non-ASCII digit. {@code fromHex(d.toHex())} equals {@code d}.
     *
     * @throws NullPointerException if {@code hex} is null
     * @throws IllegalArgumentException if {@code hex} is not exactly that, naming its length or the
     *     index of the first character that is not a hex digit
     */
    public static Sha256Digest fromHex(CharSequence hex) {
        return new Sha256Digest(DigestText.parseHex(hex, 8, "SHA-256"));
    }

    /** The 32 bytes in a new array. */
    public byte[] toByteArray() {
        byte[] out = new byte[BYTES];
        writeTo(out, 0);
        return out;
    }

    /**
     * Writes the 32 bytes at {@code out[offset..offset+32)}.
     *
     * @throws IndexOutOfBoundsException if they do not fit
     */
    public void writeTo(byte[] out, int offset) {
        DigestBytes.checkArray(out, offset, BYTES, "out");
        for (int i = 0; i < 8; i++) {
            DigestBytes.putInt(out, offset + 4 * i, words[i]);
        }
    }

    /**
     * Relative write: puts the 32 bytes at {@code dst}'s position, which then advances by 32, as
     * {@link ByteBuffer#put(byte[])} does. The byte order of {@code dst} makes no difference.
     *
     * @throws NullPointerException if {@code dst} is null
     * @throws ReadOnlyBufferException if {@code dst} is read-only
     * @throws BufferOverflowException if fewer than 32 bytes remain; nothing is written and the
     *     position is not moved
     */
    public void writeTo(ByteBuffer dst) {
        DigestBytes.write(dst, toByteArray());
    }

    /**
     * Absolute write: puts the 32 bytes at {@code dst[index..index+32)}, as
     * {@link ByteBuffer#put(int, byte[])} does; {@code dst}'s position, limit and mark do not change.
     *
     * @throws NullPointerException if {@code dst} is null
     * @throws ReadOnlyBufferException if {@code dst} is read-only
     * @throws IndexOutOfBoundsException if {@code index} is negative or fewer than 32 bytes follow
     *     it before {@code dst}'s limit; nothing is written
     */
    public void writeTo(ByteBuffer dst, int index) {
        DigestBytes.write(dst, index, toByteArray());
    }

    /**
     * The first 8 bytes as a big-endian {@code long}, for sharding and bucketing, as
     * {@link Sha1Digest#prefixLong}: {@code Long.compareUnsigned} of two prefixes agrees with
     * {@link #compareTo} wherever the prefixes differ.
     */
    public long prefixLong() {
        return ((long) words[0] << 32) | (words[1] & 0xffffffffL);
    }

    /** 64 lower-case hex digits. */
    public String toHex() {
        return DigestText.toHex(words);
    }

    /** Same as {@link #toHex()}. */
    @Override
    public String toString() {
        return toHex();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sha256Digest && Arrays.equals(words, ((Sha256Digest) o).words);
    }

    /** The first four bytes: a digest is already uniformly spread. */
    @Override
    public int hashCode() {
        return words[0];
    }

    @Override
    public int compareTo(Sha256Digest o) {
        return Arrays.compareUnsigned(words, o.words);
    }
}
