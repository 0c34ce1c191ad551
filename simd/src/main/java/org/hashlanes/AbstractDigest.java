package org.hashlanes;

import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import org.hashlanes.internal.api.DigestBytes;
import org.hashlanes.internal.api.DigestText;

/**
 * What every digest value type ({@link Sha1Digest}, {@link Sha256Digest}) is: an immutable run of
 * big-endian 32-bit words, with one implementation of its text and byte forms, ordering, equality
 * and hash code over {@link #word}. A subclass adds only its storage ({@link #word} and
 * {@link #words}), its private constructors, its static factories (one-line delegations to
 * {@link DigestBytes} and {@link DigestText}) and its typed {@code compareTo}.
 *
 * <p>The storage stays with the subclass because it measurably matters for SHA-1: five int
 * fields are 32 bytes a digest, an array of the bytes behind a reference 56
 * ({@code MemoryBoundTest} bounds {@code Sha1Batch.hash(List)} at 64 bytes a message, result list
 * included: an array-backed digest exceeds it). Longer digests hold an {@code int[]}, whose header
 * counts for less.
 *
 * <p>Not public, as the JDK's {@code AbstractStringBuilder} is not: its public methods are
 * documented and called as the public subclasses' own (javac gives each subclass public bridges,
 * so they are reachable by reflection and on the module path too). It stays in
 * {@code org.hashlanes} for that reason: a base of a public class whose methods users call cannot
 * be in a package that the module does not export.
 *
 * <p>A new algorithm's digest type, {@code XyzDigest} of {@code N} bytes ({@code W = N / 4}
 * words), is this class and these lines (plus Javadoc, which may say "as
 * {@link Sha1Digest#fromHex}" rather than repeat it), as {@link Sha256Digest} is:
 * <pre>{@code
 * public final class XyzDigest extends AbstractDigest implements Comparable<XyzDigest> {
 *     public static final int BYTES = N;
 *     private final int[] words;
 *     private XyzDigest(int[] words) { this.words = words; }
 *     int word(int i) { return words[i]; }
 *     int words() { return words.length; }
 *     public static XyzDigest fromBytes(byte[] bytes) { return fromBytes(DigestBytes.checkWhole(bytes, BYTES), 0); }
 *     public static XyzDigest fromBytes(byte[] bytes, int offset) { return new XyzDigest(DigestBytes.words(bytes, offset, W)); }
 *     public static XyzDigest readFrom(ByteBuffer src) { return fromBytes(DigestBytes.read(src, BYTES), 0); }
 *     public static XyzDigest readFrom(ByteBuffer src, int index) { return fromBytes(DigestBytes.read(src, index, BYTES), 0); }
 *     public static XyzDigest fromHex(CharSequence hex) { return new XyzDigest(DigestText.parseHex(hex, W, "XYZ")); }
 *     public int compareTo(XyzDigest o) { return compareWords(o); }
 * }
 * }</pre>
 */
abstract class AbstractDigest {
    /** The digest's big-endian word {@code i}: bytes {@code 4i..4i+3}. */
    abstract int word(int i);

    /** Words in the digest: {@code BYTES / 4}. */
    abstract int words();

    /** The digest's bytes in a new array. */
    public byte[] toByteArray() {
        byte[] out = new byte[4 * words()];
        put(out, 0);
        return out;
    }

    /**
     * Writes the digest's bytes ({@code BYTES} of them) at {@code out[offset..offset+BYTES)}.
     *
     * @throws NullPointerException if {@code out} is null
     * @throws IndexOutOfBoundsException if they do not fit; nothing is written
     */
    public void writeTo(byte[] out, int offset) {
        DigestBytes.checkArray(out, offset, 4 * words(), "out");
        put(out, offset);
    }

    private void put(byte[] out, int offset) {
        for (int i = 0, n = words(); i < n; i++) {
            DigestBytes.putInt(out, offset + 4 * i, word(i));
        }
    }

    /**
     * Relative write: puts the digest's bytes at {@code dst}'s position, which then advances by
     * {@code BYTES}, as {@link ByteBuffer#put(byte[])} does. The byte order of {@code dst} makes
     * no difference.
     *
     * @throws NullPointerException if {@code dst} is null
     * @throws ReadOnlyBufferException if {@code dst} is read-only
     * @throws BufferOverflowException if fewer than {@code BYTES} bytes remain; nothing is written
     *     and the position is not moved
     */
    public void writeTo(ByteBuffer dst) {
        DigestBytes.write(dst, toByteArray());
    }

    /**
     * Absolute write: puts the digest's bytes at {@code dst[index..index+BYTES)}, as
     * {@link ByteBuffer#put(int, byte[])} does; {@code dst}'s position, limit and mark do not change.
     *
     * @throws NullPointerException if {@code dst} is null
     * @throws ReadOnlyBufferException if {@code dst} is read-only
     * @throws IndexOutOfBoundsException if {@code index} is negative or fewer than {@code BYTES}
     *     bytes follow it before {@code dst}'s limit; nothing is written
     */
    public void writeTo(ByteBuffer dst, int index) {
        DigestBytes.write(dst, index, toByteArray());
    }

    /**
     * The first 8 bytes as a big-endian {@code long}, for sharding and bucketing: the digest is
     * uniformly spread, so any bits of it will do, and these keep the digests' order
     * ({@code Long.compareUnsigned} of two prefixes agrees with {@code compareTo} wherever the
     * prefixes differ). For example, {@code (int) (d.prefixLong() >>> (64 - k))} picks one of
     * 2<sup>k</sup> shards by the first {@code k} bits, as a directory fan-out by the first hex
     * digits does.
     */
    public long prefixLong() {
        return ((long) word(0) << 32) | (word(1) & 0xffffffffL);
    }

    /** The digest's bytes as lower-case hex digits, two per byte. */
    public String toHex() {
        int[] w = new int[words()];
        for (int i = 0; i < w.length; i++) {
            w[i] = word(i);
        }
        return DigestText.toHex(w);
    }

    /** Same as {@link #toHex()}. */
    @Override
    public String toString() {
        return toHex();
    }

    /** Equal to a digest of the same type with the same bytes (a SHA-1 digest never equals a SHA-256 one). */
    @Override
    public boolean equals(Object o) {
        if (o == null || o.getClass() != getClass()) {
            return false;
        }
        AbstractDigest d = (AbstractDigest) o;
        for (int i = 0, n = words(); i < n; i++) {
            if (word(i) != d.word(i)) {
                return false;
            }
        }
        return true;
    }

    /** The first four bytes as a big-endian {@code int}: a digest is already uniformly spread. */
    @Override
    public int hashCode() {
        return word(0);
    }

    /**
     * The unsigned lexicographic order of the bytes, the order of {@code sort} on the hex strings:
     * each subclass's {@code compareTo}, given a digest of its own type.
     */
    final int compareWords(AbstractDigest o) {
        for (int i = 0, n = words(); i < n; i++) {
            int c = Integer.compareUnsigned(word(i), o.word(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
