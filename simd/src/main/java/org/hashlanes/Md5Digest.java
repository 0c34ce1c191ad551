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

    /** The digest's bytes 0..15, big-endian, four to an int; never shared outside this object. */
    private final int[] words;

    private Md5Digest(int[] words) {
        this.words = words;
    }

    @Override
    int word(int i) {
        return words[i];
    }

    @Override
    int words() {
        return words.length;
    }

    /** As {@link Sha1Digest#fromBytes(byte[])}: exactly {@value #BYTES} bytes, copied. */
    public static Md5Digest fromBytes(byte[] bytes) {
        return fromBytes(DigestBytes.checkWhole(bytes, BYTES), 0);
    }

    /** As {@link Sha1Digest#fromBytes(byte[], int)}: the {@value #BYTES} bytes from {@code offset}, copied. */
    public static Md5Digest fromBytes(byte[] bytes, int offset) {
        return new Md5Digest(DigestBytes.words(bytes, offset, 4));
    }

    /** As {@link Sha1Digest#readFrom(ByteBuffer)}: the {@value #BYTES} bytes at the position, which advances. */
    public static Md5Digest readFrom(ByteBuffer src) {
        return fromBytes(DigestBytes.read(src, BYTES), 0);
    }

    /** As {@link Sha1Digest#readFrom(ByteBuffer, int)}: the {@value #BYTES} bytes at {@code index}; nothing moves. */
    public static Md5Digest readFrom(ByteBuffer src, int index) {
        return fromBytes(DigestBytes.read(src, index, BYTES), 0);
    }

    /** As {@link Sha1Digest#fromHex}: exactly 32 ASCII hex digits, in either case, and nothing else. */
    public static Md5Digest fromHex(CharSequence hex) {
        return new Md5Digest(DigestText.parseHex(hex, 4, "MD5"));
    }

    /** The unsigned lexicographic order of the 16 bytes. */
    @Override
    public int compareTo(Md5Digest o) {
        return compareWords(o);
    }
}
