package org.hashlanes;

import java.nio.ByteBuffer;
import org.hashlanes.internal.api.DigestBytes;
import org.hashlanes.internal.api.DigestText;

/**
 * A SHA-384 digest: an immutable value of 48 bytes, with {@link Sha1Digest}'s methods on the same
 * implementation (ordering, text form, byte and buffer forms, {@code prefixLong} and
 * {@code hashCode}); only the length differs. A {@code Sha384Digest} equals only a
 * {@code Sha384Digest} of the same bytes, never a {@code Sha1Digest}.
 */
public final class Sha384Digest extends AbstractDigest implements Comparable<Sha384Digest> {
    /** Bytes in a digest. */
    public static final int BYTES = 48;

    /** The digest's bytes 0..47, big-endian, four to an int; never shared outside this object. */
    private final int[] words;

    private Sha384Digest(int[] words) {
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
    public static Sha384Digest fromBytes(byte[] bytes) {
        return fromBytes(DigestBytes.checkWhole(bytes, BYTES), 0);
    }

    /** As {@link Sha1Digest#fromBytes(byte[], int)}: the {@value #BYTES} bytes from {@code offset}, copied. */
    public static Sha384Digest fromBytes(byte[] bytes, int offset) {
        return new Sha384Digest(DigestBytes.words(bytes, offset, 12));
    }

    /** As {@link Sha1Digest#readFrom(ByteBuffer)}: the {@value #BYTES} bytes at the position, which advances. */
    public static Sha384Digest readFrom(ByteBuffer src) {
        return fromBytes(DigestBytes.read(src, BYTES), 0);
    }

    /** As {@link Sha1Digest#readFrom(ByteBuffer, int)}: the {@value #BYTES} bytes at {@code index}; nothing moves. */
    public static Sha384Digest readFrom(ByteBuffer src, int index) {
        return fromBytes(DigestBytes.read(src, index, BYTES), 0);
    }

    /** As {@link Sha1Digest#fromHex}: exactly 96 ASCII hex digits, in either case, and nothing else. */
    public static Sha384Digest fromHex(CharSequence hex) {
        return new Sha384Digest(DigestText.parseHex(hex, 12, "SHA-384"));
    }

    /** The unsigned lexicographic order of the 48 bytes. */
    @Override
    public int compareTo(Sha384Digest o) {
        return compareWords(o);
    }
}
