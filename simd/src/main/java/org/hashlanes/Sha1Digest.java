package org.hashlanes;

import java.util.Objects;
import org.hashlanes.internal.DigestText;

/**
 * A SHA-1 digest: an immutable value of 20 bytes, held as five ints rather than an array, so
 * that {@code equals}, {@code hashCode} and {@code compareTo} are cheap and a digest makes a
 * good key in a dedup index.
 *
 * <p>Ordering is the unsigned lexicographic order of the 20 bytes, the order of {@code sort} on
 * the hex strings. The text form is 40 lower-case hex digits; {@link #fromHex} accepts exactly
 * that (upper case too) and nothing else.
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
     * The digest whose bytes are {@code bytes[offset..offset+20)}; the array is copied.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IndexOutOfBoundsException if fewer than 20 bytes follow {@code offset}
     */
    public static Sha1Digest fromBytes(byte[] bytes, int offset) {
        Objects.requireNonNull(bytes, "bytes");
        if (offset < 0 || offset > bytes.length - BYTES) {
            throw new IndexOutOfBoundsException("a digest needs 20 bytes at offset " + offset
                    + " of bytes, which has " + bytes.length);
        }
        return new Sha1Digest(intAt(bytes, offset), intAt(bytes, offset + 4), intAt(bytes, offset + 8),
                intAt(bytes, offset + 12), intAt(bytes, offset + 16));
    }

    /**
     * Parses 40 hex digits (either case), nothing before or after.
     *
     * @throws NullPointerException if {@code hex} is null
     * @throws IllegalArgumentException if it is not exactly 40 hex digits, naming the first bad one
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
        Objects.requireNonNull(out, "out");
        if (offset < 0 || offset > out.length - BYTES) {
            throw new IndexOutOfBoundsException("a digest needs 20 bytes at offset " + offset
                    + " of out, which has " + out.length);
        }
        putInt(out, offset, h0);
        putInt(out, offset + 4, h1);
        putInt(out, offset + 8, h2);
        putInt(out, offset + 12, h3);
        putInt(out, offset + 16, h4);
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

    /** The first four bytes: a digest is already uniformly spread. */
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

    private static int intAt(byte[] b, int i) {
        return (b[i] << 24) | ((b[i + 1] & 0xff) << 16) | ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
    }

    private static void putInt(byte[] b, int i, int v) {
        b[i] = (byte) (v >>> 24);
        b[i + 1] = (byte) (v >>> 16);
        b[i + 2] = (byte) (v >>> 8);
        b[i + 3] = (byte) v;
    }
}
