package org.hashlanes;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;
import org.hashlanes.internal.DigestText;

/**
 * A SHA-256 digest: an immutable value of 32 bytes, the counterpart of {@link Sha1Digest}. Held
 * as eight ints, so that {@code equals}, {@code hashCode} and {@code compareTo} are cheap and a
 * digest makes a good key in a content-addressed index.
 *
 * <p>Ordering is the unsigned lexicographic order of the 32 bytes, the order of {@code sort} on
 * the hex strings. The text form is 64 lower-case hex digits; {@link #fromHex} accepts exactly
 * that (upper case too) and nothing else.
 */
public final class Sha256Digest implements Comparable<Sha256Digest> {
    /** Bytes in a digest. */
    public static final int BYTES = 32;

    private static final VarHandle BIG_ENDIAN_INT =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

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
     * The digest whose bytes are {@code bytes[offset..offset+32)}; the array is copied.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IndexOutOfBoundsException if fewer than 32 bytes follow {@code offset}
     */
    public static Sha256Digest fromBytes(byte[] bytes, int offset) {
        Objects.requireNonNull(bytes, "bytes");
        if (offset < 0 || offset > bytes.length - BYTES) {
            throw new IndexOutOfBoundsException("a digest needs 32 bytes at offset " + offset
                    + " of bytes, which has " + bytes.length);
        }
        int[] w = new int[8];
        for (int i = 0; i < 8; i++) {
            w[i] = (int) BIG_ENDIAN_INT.get(bytes, offset + 4 * i);
        }
        return new Sha256Digest(w);
    }

    /**
     * Parses 64 hex digits (either case), nothing before or after.
     *
     * @throws NullPointerException if {@code hex} is null
     * @throws IllegalArgumentException if it is not exactly 64 hex digits, naming the first bad one
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
        Objects.requireNonNull(out, "out");
        if (offset < 0 || offset > out.length - BYTES) {
            throw new IndexOutOfBoundsException("a digest needs 32 bytes at offset " + offset
                    + " of out, which has " + out.length);
        }
        for (int i = 0; i < 8; i++) {
            BIG_ENDIAN_INT.set(out, offset + 4 * i, words[i]);
        }
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
