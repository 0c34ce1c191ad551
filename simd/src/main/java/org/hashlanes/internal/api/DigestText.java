package org.hashlanes.internal.api;

import java.util.Objects;

/**
 * The hex text form shared by the digest value types ({@code Sha1Digest}, {@code Sha256Digest}):
 * lower-case digits out, exactly {@code 8 * words} ASCII hex digits (either case) in.
 */
public final class DigestText {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private DigestText() {}

    /**
     * Parses {@code hex} into {@code words.length} big-endian ints.
     *
     * @throws NullPointerException if {@code hex} is null
     * @throws IllegalArgumentException if it is not exactly {@code 8 * words.length} hex digits,
     *     naming the first bad one and the algorithm
     */
    public static int[] parseHex(CharSequence hex, int words, String algorithm) {
        Objects.requireNonNull(hex, "hex");
        int digits = 8 * words;
        if (hex.length() != digits) {
            throw new IllegalArgumentException("a " + algorithm + " hex digest has " + digits + " digits, but hex has "
                    + hex.length() + (hex.length() == 1 ? " character" : " characters"));
        }
        int[] w = new int[words];
        for (int i = 0; i < digits; i++) {
            char ch = hex.charAt(i);
            int v = Character.digit(ch, 16);
            if (v < 0 || ch > 'f') { // Character.digit also takes non-ASCII digits; we do not.
                throw new IllegalArgumentException("not a hex digit at index " + i + " of hex: '" + ch + "'");
            }
            w[i >> 3] = (w[i >> 3] << 4) | v;
        }
        return w;
    }

    /** The big-endian bytes of {@code words} as lower-case hex digits. */
    public static String toHex(int... words) {
        char[] chars = new char[8 * words.length];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = HEX[(words[i >> 3] >>> (28 - 4 * (i & 7))) & 0xf];
        }
        return new String(chars);
    }
}
