package org.hashlanes;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import org.hashlanes.internal.DigestBytes;
import org.hashlanes.internal.DigestText;

/**
 * A SHA-1 digest: an immutable value of 20 bytes, held as five ints rather than an array, so
 * that {@code equals}, {@code hashCode} and {@code compareTo} are cheap and a digest makes a
 * good key in a dedup index.
 *
 * <p>Ordering is the unsigned lexicographic order of the 20 bytes, the order of {@code sort} on
 * the hex strings. The text form ({@link #toHex}, {@link #toString}) is 40 lower-case hex digits;
 * {@link #fromHex} reads it back, and also accepts upper-case and mixed-case digits, and nothing else.
 *
 * <p>Bytes go in and out through arrays ({@link #fromBytes(byte[])}, {@link #toByteArray},
 * {@link #writeTo(byte[], int)}) and buffers ({@link #readFrom(ByteBuffer)},
 * {@link #writeTo(ByteBuffer)}, and their absolute forms, which move no position). For sharding and
 * bucketing, {@link #prefixLong} gives the first 8 bytes as a {@code long}, and {@link #hashCode}
 * the first 4 as an {@code int}.
 */
public final class Sha1Digest implements Comparable<Sha1Digest> {
    /** Bytes in a digest. */
    public static final int BYTES = 20;

    // The digest's bytes 0..19, big-endian, four to an int.
    private final int h0, h1, h2, h3, h4;

    private Sha1Digest(int h0, int h1, int h2, int h3, int h4) {
        this.h0 = h0;
        this.h1 = h1;
        this.h2 = h2;
        this.h3 = h3;
        this.h4 = h4;
    }

    /** The digest of a finished chaining value H0..H4. */
    static Sha1Digest fromState(int[] h) {
        return new Sha1Digest(h[0], h[1], h[2], h[3], h[4]);
    }

    /**
     * The digest whose bytes are {@code bytes}, which must hold exactly 20; the array is copied.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IllegalArgumentException if {@code bytes.length} is not 20
     */
    public static Sha1Digest fromBytes(byte[] bytes) {
        return fromBytes(DigestBytes.checkWhole(bytes, BYTES), 0);
    }

    /**
     * The digest whose bytes are {@code bytes[offset..offset+20)}; the array is copied.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IndexOutOfBoundsException if fewer than 20 bytes follow {@code offset}
     */
    public static Sha1Digest fromBytes(byte[] bytes, int offset) {
        DigestBytes.checkArray(bytes, offset, BYTES, "bytes");
        return new Sha1Digest(DigestBytes.intAt(bytes, offset), DigestBytes.intAt(bytes, offset + 4),
                DigestBytes.intAt(bytes, offset + 8), DigestBytes.intAt(bytes, offset + 12),
                DigestBytes.intAt(bytes, offset + 16));
    }

    /**
     * Relative read: the digest in the 20 bytes at {@code src}'s position, which then advances by
     * 20, as {@link ByteBuffer#get(byte[])} does. Nothing else of {@code src} changes (limit, mark,
     * contents, byte order); the byte order makes no difference.
     *
     * @throws NullPointerException if {@code src} is null
     * @throws BufferUnderflowException if fewer than 20 bytes remain; the position is not moved
     */
    public static Sha1Digest readFrom(ByteBuffer src) {
        return fromBytes(DigestBytes.read(src, BYTES), 0);
    }

    /**
     * Absolute read: the digest in {@code src}'s bytes {@code [index..index+20)}, as
     * {@link ByteBuffer#get(int, byte[])} reads them; {@code src}'s position, limit, mark and
     * contents do not change.
     *
     * @throws NullPointerException if {@code src} is null
     * @throws IndexOutOfBoundsException if {@code index} is negative or fewer than 20 bytes follow
     *     it before {@code src}'s limit
     */
    public static Sha1Digest readFrom(ByteBuffer src, int index) {
        return fromBytes(DigestBytes.read(src, index, BYTES), 0);
    }

    /**
     * Parses exactly 40 ASCII hex digits: {@code 0-9}, {@code a-f}, {@code A-F}, in any mix of
     * case. Nothing else is accepted: no {@code 0x} prefix, sign, separator or whitespace anywhere,
     * no other length, and no non-ASCII digit (such as the fullwidth or Arabic-Indic ones that
     * {@link Character#digit(char, int)} takes). {@code fromHex(d.toHex())} equals {@code d}.
     *
     * @throws NullPointerException if {@code hex} is null
     * @throws IllegalArgumentException if {@code hex} is not exactly that, naming its length or the
     *     index of the first character that is not a hex digit
     */
    public static Sha1Digest fromHex(CharSequence hex) {
        int[] h = DigestText.parseHex(hex, 5, "SHA-1");
        return new Sha1Digest(h[0], h[1], h[2], h[3], h[4]);
    }

    /** The 20 bytes in a new array. */
    public byte[] toByteArray() {
        byte[] out = new byte[BYTES];
        writeTo(out, 0);
        return out;
    }

    /**
     * Writes the 20 bytes at {@code out[offset..offset+20)}.
     *
     * @throws IndexOutOfBoundsException if they do not fit
     */
    public void writeTo(byte[] out, int offset) {
        DigestBytes.checkArray(out, offset, BYTES, "out");
        DigestBytes.putInt(out, offset, h0);
        DigestBytes.putInt(out, offset + 4, h1);
        DigestBytes.putInt(out, offset + 8, h2);
        DigestBytes.putInt(out, offset + 12, h3);
        DigestBytes.putInt(out, offset + 16, h4);
    }

    /**
     * Relative write: puts the 20 bytes at {@code dst}'s position, which then advances by 20, as
     * {@link ByteBuffer#put(byte[])} does. The byte order of {@code dst} makes no difference.
     *
     * @throws NullPointerException if {@code dst} is null
     * @throws ReadOnlyBufferException if {@code dst} is read-only
     * @throws BufferOverflowException if fewer than 20 bytes remain; nothing is written and the
     *     position is not moved
     */
    public void writeTo(ByteBuffer dst) {
        DigestBytes.write(dst, toByteArray());
    }

    /**
     * Absolute write: puts the 20 bytes at {@code dst[index..index+20)}, as
     * {@link ByteBuffer#put(int, byte[])} does; {@code dst}'s position, limit and mark do not change.
     *
     * @throws NullPointerException if {@code dst} is null
     * @throws ReadOnlyBufferException if {@code dst} is read-only
     * @throws IndexOutOfBoundsException if {@code index} is negative or fewer than 20 bytes follow
     *     it before {@code dst}'s limit; nothing is written
     */
    public void writeTo(ByteBuffer dst, int index) {
        DigestBytes.write(dst, index, toByteArray());
    }

    /**
     * The first 8 bytes as a big-endian {@code long}, for sharding and bucketing: the digest is
     * uniformly spread, so any bits of it will do, and these keep the digests' order
     * ({@code Long.compareUnsigned} of two prefixes agrees with {@link #compareTo} wherever the
     * prefixes differ). For example, {@code (int) (d.prefixLong() >>> (64 - k))} picks one of
     * 2<sup>k</sup> shards by the first {@code k} bits, as a directory fan-out by the first hex
     * digits does.
     */
    public long prefixLong() {
        return ((long) h0 << 32) | (h1 & 0xffffffffL);
    }

    /** 40 lower-case hex digits. */
    public String toHex() {
        return DigestText.toHex(h0, h1, h2, h3, h4);
    }

    /** Same as {@link #toHex()}. */
    @Override
    public String toString() {
        return toHex();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Sha1Digest)) {
            return false;
        }
        Sha1Digest d = (Sha1Digest) o;
        return h0 == d.h0 && h1 == d.h1 && h2 == d.h2 && h3 == d.h3 && h4 == d.h4;
    }

    /** The first four bytes as a big-endian {@code int}: a digest is already uniformly spread. */
    @Override
    public int hashCode() {
        return h0;
    }

    @Override
    public int compareTo(Sha1Digest o) {
        int c = Integer.compareUnsigned(h0, o.h0);
        if (c == 0) c = Integer.compareUnsigned(h1, o.h1);
        if (c == 0) c = Integer.compareUnsigned(h2, o.h2);
        if (c == 0) c = Integer.compareUnsigned(h3, o.h3);
        if (c == 0) c = Integer.compareUnsigned(h4, o.h4);
        return c;
    }
}
