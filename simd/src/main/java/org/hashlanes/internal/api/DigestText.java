package org.hashlanes.internal.api;

import java.util.Objects;

/**
 * The hex text form of the digest value types ({@code Sha1Digest}, {@code Sha256Digest}):
 * lower-case digits out, exactly two ASCII hex digits (either case) per byte in.
 */
public final class DigestText {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private DigestText() {}

    /**
     * Parses {@code hex} into {@code bytes} bytes.
     *
     * @throws NullPointerException if {@code hex} is null
     * @throws IllegalArgumentException if it is not exactly {@code 2 * bytes} hex digits,
     *     naming the first bad one and the algorithm
     */
    public static byte[] parseHex(CharSequence hex, int bytes, String algorithm) {
        Objects.requireNonNull(hex, "hex");
        int digits = 2 * bytes;
        if (hex.length() != digits) {
            throw new IllegalArgumentException("a " + algorithm + " hex digest has " + digits + " digits, but hex has "
                    + hex.length() + (hex.length() == 1 ? " character" : " characters"));
        }
        byte[] b = new byte[bytes];
        for (int i = 0; i < digits; i++) {
            char ch = hex.charAt(i);
            int v = Character.digit(ch, 16);
            if (v < 0 || ch > 'f') { // Character.digit also takes non-ASCII digits; we do not.
                throw new IllegalArgumentException("not a hex digit at index " + i + " of hex: '" + ch + "'");
            }
            b[i >> 1] = (byte) ((b[i >> 1] << 4) | v);
        }
        return b;
    }

    /** {@code bytes} as lower-case hex digits, two per byte. */
    public static String toHex(byte[] bytes) {
        char[] chars = new char[2 * bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            chars[2 * i] = HEX[(bytes[i] >>> 4) & 0xf];
            chars[2 * i + 1] = HEX[bytes[i] & 0xf];
        }
        return new String(chars);
    }
}
