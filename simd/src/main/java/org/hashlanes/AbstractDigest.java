package org.hashlanes;

import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.Arrays;
import org.hashlanes.internal.api.DigestBytes;
import org.hashlanes.internal.api.DigestText;

/**
 * What every digest value type ({@link Sha1Digest}, {@link Sha256Digest}) is: an immutable array
 * of the digest's bytes, with one implementation of its text and byte forms, ordering, equality
 * and hash code. A subclass adds only its length ({@code BYTES}), its private constructor, its
 * static factories (one-line delegations to {@link DigestBytes} and {@link DigestText}) and its
 * typed {@code compareTo}.
 *
 * <p>Not public, as the JDK's {@code AbstractStringBuilder} is not: its public methods are
 * documented and called as the public subclasses' own (javac gives each subclass public bridges,
 * so they are reachable by reflection and on the module path too). It stays in
 * {@code org.hashlanes} for that reason: a base of a public class whose methods users call cannot
 * be in a package that the module does not export.
 *
 * <p>A new algorithm's digest type, {@code XyzDigest} of {@code N} bytes, is this class and these
 * lines (plus Javadoc, which may say "as {@link Sha1Digest#fromHex}" rather than repeat it):
 * <pre>{@code
 * public final class XyzDigest extends AbstractDigest implements Comparable<XyzDigest> {
 *     public static final int BYTES = N;
 *     private XyzDigest(byte[] bytes) { super(bytes); }
 *     public static XyzDigest fromBytes(byte[] bytes) { return new XyzDigest(DigestBytes.copyWhole(bytes, BYTES)); }
 *     public static XyzDigest fromBytes(byte[] bytes, int offset) { return new XyzDigest(DigestBytes.copy(bytes, offset, BYTES)); }
 *     public static XyzDigest readFrom(ByteBuffer src) { return new XyzDigest(DigestBytes.read(src, BYTES)); }
 *     public static XyzDigest readFrom(ByteBuffer src, int index) { return new XyzDigest(DigestBytes.read(src, index, BYTES)); }
 *     public static XyzDigest fromHex(CharSequence hex) { return new XyzDigest(DigestText.parseHex(hex, BYTES, "XYZ")); }
 *     public int compareTo(XyzDigest o) { return compareBytes(o); }
 * }
 * }</pre>
 */
abstract class AbstractDigest {
    /** The digest's bytes; owned by this object, never shared outside it. */
    private final byte[] bytes;

    /** Takes {@code bytes} as they are: the caller made them and keeps no reference. */
    AbstractDigest(byte[] bytes) {
        this.bytes = bytes;
    }

    /** The digest's bytes in a new array. */
    public byte[] toByteArray() {
        return bytes.clone();
    }

    /**
     * Writes the digest's bytes ({@code BYTES} of them) at {@code out[offset..offset+BYTES)}.
     *
     * @throws NullPointerException if {@code out} is null
     * @throws IndexOutOfBoundsException if they do not fit; nothing is written
     */
    public void writeTo(byte[] out, int offset) {
        DigestBytes.checkArray(out, offset, bytes.length, "out");
        System.arraycopy(bytes, 0, out, offset, bytes.length);
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
        DigestBytes.write(dst, bytes);
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
        DigestBytes.write(dst, index, bytes);
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
        return ((long) intAt(0) << 32) | (intAt(4) & 0xffffffffL);
    }

    /** The digest's bytes as lower-case hex digits, two per byte. */
    public String toHex() {
        return DigestText.toHex(bytes);
    }

    /** Same as {@link #toHex()}. */
    @Override
    public String toString() {
        return toHex();
    }

    /** Equal to a digest of the same type with the same bytes (a SHA-1 digest never equals a SHA-256 one). */
    @Override
    public boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && Arrays.equals(bytes, ((AbstractDigest) o).bytes);
    }

    /** The first four bytes as a big-endian {@code int}: a digest is already uniformly spread. */
    @Override
    public int hashCode() {
        return intAt(0);
    }

    /**
     * The unsigned lexicographic order of the bytes, the order of {@code sort} on the hex strings:
     * each subclass's {@code compareTo}.
     */
    final int compareBytes(AbstractDigest o) {
        return Arrays.compareUnsigned(bytes, o.bytes);
    }

    private int intAt(int i) {
        return (bytes[i] << 24) | ((bytes[i + 1] & 0xff) << 16) | ((bytes[i + 2] & 0xff) << 8) | (bytes[i + 3] & 0xff);
    }
}
