package org.hashlanes;

import java.nio.ByteBuffer;
import org.hashlanes.internal.api.DigestBytes;
import org.hashlanes.internal.api.DigestText;

/**
 * A MD5 digest: an immutable value of 16 bytes, with {@link Sha1Digest}'s methods on the same
 * implementation (ordering, text form, byte and buffer forms, {@code prefixLong} and
 * {@code hashCode}); only the length differs. A {@code Md5Digest} equals only a
 * {@code Md5Digest} of the same bytes, never a {@code Sha1Digest}.
 */
public final class Md5Digest extends AbstractDigest implements Comparable<Md5Digest> {
    /** Bytes in a digest. */
    public static final int BYTES = 16;

    private Md5Digest(byte[] bytes) {
        super(bytes);
    }

    /** As {@link Sha1Digest#fromBytes(byte[])}: exactly {@value #BYTES} bytes, copied. */
    public static Md5Digest fromBytes(byte[] bytes) {
        return new Md5Digest(DigestBytes.copyWhole(bytes, BYTES));
    }

    /** As {@link Sha1Digest#fromBytes(byte[], int)}: the {@value #BYTES} bytes from {@code offset}, copied. */
    public static Md5Digest fromBytes(byte[] bytes, int offset) {
        return new Md5Digest(DigestBytes.copy(bytes, offset, BYTES));
    }

    /** As {@link Sha1Digest#readFrom(ByteBuffer)}: the {@value #BYTES} bytes at the position, which advances. */
    public static Md5Digest readFrom(ByteBuffer src) {
        return new Md5Digest(DigestBytes.read(src, BYTES));
    }

    /** As {@link Sha1Digest#readFrom(ByteBuffer, int)}: the {@value #BYTES} bytes at {@code index}; nothing moves. */
    public static Md5Digest readFrom(ByteBuffer src, int index) {
        return new Md5Digest(DigestBytes.read(src, index, BYTES));
    }

    /** As {@link Sha1Digest#fromHex}: exactly 32 ASCII hex digits, in either case, and nothing else. */
    public static Md5Digest fromHex(CharSequence hex) {
        return new Md5Digest(DigestText.parseHex(hex, BYTES, "MD5"));
    }

    /** The unsigned lexicographic order of the 16 bytes. */
    @Override
    public int compareTo(Md5Digest o) {
        return compareBytes(o);
    }
}
