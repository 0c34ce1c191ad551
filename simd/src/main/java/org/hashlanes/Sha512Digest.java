package org.hashlanes;

import java.nio.ByteBuffer;
import org.hashlanes.internal.api.DigestBytes;
import org.hashlanes.internal.api.DigestText;

/**
 * A SHA-512 digest: an immutable value of 64 bytes, with {@link Sha1Digest}'s methods on the same
 * implementation (ordering, text form, byte and buffer forms, {@code prefixLong} and
 * {@code hashCode}); only the length differs. A {@code Sha512Digest} equals only a
 * {@code Sha512Digest} of the same bytes, never a {@code Sha1Digest}.
 */
public final class Sha512Digest extends AbstractDigest implements Comparable<Sha512Digest> {
    /** Bytes in a digest. */
    public static final int BYTES = 64;

    /** The digest's bytes 0..63, big-endian, four to an int; never shared outside this object. */
    private final int[] words;

    private Sha512Digest(int[] words) {
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
    public static Sha512Digest fromBytes(byte[] bytes) {
        return fromBytes(DigestBytes.checkWhole(bytes, BYTES), 0);
    }

    /** As {@link Sha1Digest#fromBytes(byte[], int)}: the {@value #BYTES} bytes from {@code offset}, copied. */
    public static Sha512Digest fromBytes(byte[] bytes, int offset) {
        return new Sha512Digest(DigestBytes.words(bytes, offset, 16));
    }

    /** As {@link Sha1Digest#readFrom(ByteBuffer)}: the {@value #BYTES} bytes at the position, which advances. */
    public static Sha512Digest readFrom(ByteBuffer src) {
        return fromBytes(DigestBytes.read(src, BYTES), 0);
    }

    /** As {@link Sha1Digest#readFrom(ByteBuffer, int)}: the {@value #BYTES} bytes at {@code index}; nothing moves. */
    public static Sha512Digest readFrom(ByteBuffer src, int index) {
        return fromBytes(DigestBytes.read(src, index, BYTES), 0);
    }

    /** As {@link Sha1Digest#fromHex}: exactly 128 ASCII hex digits, in either case, and nothing else. */
    public static Sha512Digest fromHex(CharSequence hex) {
        return new Sha512Digest(DigestText.parseHex(hex, 16, "SHA-512"));
    }

    /** The unsigned lexicographic order of the 64 bytes. */
    @Override
    public int compareTo(Sha512Digest o) {
        return compareWords(o);
    }
}
