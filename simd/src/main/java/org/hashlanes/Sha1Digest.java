package org.hashlanes;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import org.hashlanes.internal.api.DigestBytes;
import org.hashlanes.internal.api.DigestText;

/**
 * A SHA-1 digest: an immutable value of 20 bytes, held as five ints rather than an array, so
 * that {@code equals}, {@code hashCode} and {@code compareTo} are cheap and a digest makes a
 * good key in a dedup index. Every digest type
 * ({@link Sha256Digest} and the later ones) has these methods, on one implementation; only the
 * length differs.
 *
 * <p>Ordering is the unsigned lexicographic order of the 20 bytes, the order of {@code sort} on
 * the hex strings. The text form ({@link #toHex}, {@link #toString}) is 40 lower-case hex digits;
 * {@link #fromHex} reads it back, and also accepts upper-case and mixed-case digits, and nothing else.
 * A {@code Sha1Digest} equals only a {@code Sha1Digest} of the same bytes.
 *
 * <p>Bytes go in and out through arrays ({@link #fromBytes(byte[])}, {@link #toByteArray},
 * {@link #writeTo(byte[], int)}) and buffers ({@link #readFrom(ByteBuffer)},
 * {@link #writeTo(ByteBuffer)}, and their absolute forms, which move no position). For sharding and
 * bucketing, {@link #prefixLong} gives the first 8 bytes as a {@code long}, and {@link #hashCode}
 * the first 4 as an {@code int}.
 */
public final class Sha1Digest extends AbstractDigest implements Comparable<Sha1Digest> {
    /** Bytes in a digest. */
    public static final int BYTES = 20;

    // The digest's bytes 0..19, big-endian, four to an int: fields, not an array (see AbstractDigest).
    private final int h0, h1, h2, h3, h4;

    private Sha1Digest(int h0, int h1, int h2, int h3, int h4) {
        this.h0 = h0;
        this.h1 = h1;
        this.h2 = h2;
        this.h3 = h3;
        this.h4 = h4;
    }

    @Override
    int word(int i) {
        switch (i) {
            case 0: return h0;
            case 1: return h1;
            case 2: return h2;
            case 3: return h3;
            case 4: return h4;
            default: throw new IndexOutOfBoundsException("word " + i + " of a SHA-1 digest");
        }
    }

    @Override
    int words() {
        return 5;
    }

    /**
     * The digest whose bytes are {@code bytes}, which must hold exactly {@value #BYTES}; the array is copied.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IllegalArgumentException if {@code bytes.length} is not {@value #BYTES}
     */
    public static Sha1Digest fromBytes(byte[] bytes) {
        return fromBytes(DigestBytes.checkWhole(bytes, BYTES), 0);
    }

    /**
     * The digest whose bytes are {@code bytes[offset..offset+BYTES)}; the array is copied.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IndexOutOfBoundsException if fewer than {@value #BYTES} bytes follow {@code offset}
     */
    public static Sha1Digest fromBytes(byte[] bytes, int offset) {
        DigestBytes.checkArray(bytes, offset, BYTES, "bytes");
        return new Sha1Digest(DigestBytes.intAt(bytes, offset), DigestBytes.intAt(bytes, offset + 4),
                DigestBytes.intAt(bytes, offset + 8), DigestBytes.intAt(bytes, offset + 12),
                DigestBytes.intAt(bytes, offset + 16));
    }

    /**
     * Relative read: the digest in the {@value #BYTES} bytes at {@code src}'s position, which then
     * advances by as many, as {@link ByteBuffer#get(byte[])} does. Nothing else of {@code src}
     * changes (limit, mark, contents, byte order); the byte order makes no difference.
     *
     * @throws NullPointerException if {@code src} is null
     * @throws BufferUnderflowException if fewer than {@value #BYTES} bytes remain; the position is not moved
     */
    public static Sha1Digest readFrom(ByteBuffer src) {
        return fromBytes(DigestBytes.read(src, BYTES), 0);
    }

    /**
     * Absolute read: the digest in {@code src}'s bytes {@code [index..index+BYTES)}, as
     * {@link ByteBuffer#get(int, byte[])} reads them; {@code src}'s position, limit, mark and
     * contents do not change.
     *
     * @throws NullPointerException if {@code src} is null
     * @throws IndexOutOfBoundsException if {@code index} is negative or fewer than {@value #BYTES}
     *     bytes follow it before {@code src}'s limit
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

    /** The unsigned lexicographic order of the 20 bytes. */
    @Override
    public int compareTo(Sha1Digest o) {
        return compareWords(o);
    }
}
