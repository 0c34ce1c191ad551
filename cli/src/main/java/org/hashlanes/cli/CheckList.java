package org.hashlanes.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * Reads a check list ({@code --check}) one line at a time, from any stream: a file, a pipe, a
 * FIFO or a terminal (nothing seeks, and only one line is held), and parses each line as GNU's
 * split_3 does.
 */
final class CheckList {
    /** A well-formed check line: the digest it expects and the file it names. */
    static final class Line {
        /** The digest's bytes. */
        final byte[] expected;
        final byte[] name;

        Line(byte[] expected, byte[] name) {
            this.expected = expected;
            this.name = name;
        }
    }

    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int end;
    private boolean eof;
    private byte[] line = new byte[256];
    private int lineLength;
    /** GNU's bsd_reversed, kept across check lists as GNU does: -1 unknown, 0 GNU lines, 1 BSD-reversed. */
    private final int[] bsdReversed;
    /** The tag of BSD-style lines ({@code SHA1}, {@code SHA256}). */
    private final String tag;
    /** Hex digits in a digest. */
    private final int hexDigits;

    /** {@code bsdReversed} is a one-element array shared by the lists of one run. */
    CheckList(InputStream in, int[] bsdReversed, Algorithm algorithm) {
        this.in = in;
        this.bsdReversed = bsdReversed;
        this.tag = algorithm.tag;
        this.hexDigits = algorithm.hexDigits();
    }

    /**
     * The next line without its newline (the bytes are {@link #text()}[0, {@link #length()})),
     * or false at the end of the list.
     */
    boolean next() throws IOException {
        lineLength = 0;
        boolean any = false;
        while (true) {
            if (pos == end) {
                if (eof || !fill()) {
                    return any;
                }
            }
            any = true;
            int nl = pos;
            while (nl < end && buf[nl] != '\n') {
                nl++;
            }
            append(pos, nl);
            if (nl < end) {
                pos = nl + 1;
                return true;
            }
            pos = end;
        }
    }

    byte[] text() {
        return line;
    }

    int length() {
        return lineLength;
    }

    private boolean fill() throws IOException {
        int r = in.read(buf);
        if (r < 0) {
            eof = true;
            return false;
        }
        pos = 0;
        end = r;
        return true;
    }

    private void append(int from, int to) {
        int n = to - from;
        if (lineLength + n > line.length) {
            line = Arrays.copyOf(line, Math.max(2 * line.length, lineLength + n));
        }
        System.arraycopy(buf, from, line, lineLength, n);
        lineLength += n;
    }

    /**
     * GNU's split_3 on {@code s[0, n)}: the line, or null if it is improperly formatted. Accepts
     * {@code <hex> <space or *><name>} and {@code SHA1 (<name>) = <hex>} (the algorithm's tag and
     * digest length), either with a leading backslash meaning the name is escaped.
     */
    Line parse(byte[] s, int n) {
        int i = 0;
        while (i < n && (s[i] == ' ' || s[i] == '\t')) {
            i++;
        }
        boolean escaped = false;
        if (i < n && s[i] == '\\') {
            i++;
            escaped = true;
        }
        if (startsWith(s, n, i, tag)) {
            i += tag.length();
            if (i < n && s[i] == ' ') {
                i++;
            }
            return i < n && s[i] == '(' ? parseBsd(s, n, i + 1, escaped) : null;
        }
        if (n - i < hexDigits + 2 + (i < n && s[i] == '\\' ? 1 : 0)) {
            return null;
        }
        int digestStart = i;
        while (i < n && s[i] != ' ' && s[i] != '\t') {
            i++;
        }
        if (i == n || i - digestStart != hexDigits) {
            return null;
        }
        byte[] expected = digest(s, digestStart);
        if (expected == null) {
            return null;
        }
        i++; // the whitespace after the digest
        if (n - i == 1 || (s[i] != ' ' && s[i] != '*')) {
            if (bsdReversed[0] == 0) {
                return null;
            }
            bsdReversed[0] = 1;
        } else if (bsdReversed[0] != 1) {
            bsdReversed[0] = 0;
            i++;
        }
        byte[] name = name(s, i, n, escaped);
        return name == null ? null : new Line(expected, name);
    }

    private Line parseBsd(byte[] s, int n, int from, boolean escaped) {
        if (from >= n) {
            return null;
        }
        int close = n - 1;
        while (close > from && s[close] != ')') {
            close--;
        }
        if (s[close] != ')') {
            return null;
        }
        byte[] name = name(s, from, close, escaped);
        if (name == null) {
            return null;
        }
        int i = close + 1;
        while (i < n && (s[i] == ' ' || s[i] == '\t')) {
            i++;
        }
        if (i >= n || s[i] != '=') {
            return null;
        }
        i++;
        while (i < n && (s[i] == ' ' || s[i] == '\t')) {
            i++;
        }
        byte[] expected = n - i == hexDigits ? digest(s, i) : null;
        return expected == null ? null : new Line(expected, name);
    }

    /** The name in {@code s[from, to)}, unescaped if asked; null if invalid or holding a NUL. */
    private static byte[] name(byte[] s, int from, int to, boolean escaped) {
        byte[] name = escaped ? Names.unescape(s, from, to) : Arrays.copyOfRange(s, from, to);
        if (name == null) {
            return null;
        }
        for (byte b : name) {
            if (b == 0) {
                return null;
            }
        }
        return name;
    }

    /** The digest in the hex digits (either case) at {@code s[at..]}, or null if they are not. */
    private byte[] digest(byte[] s, int at) {
        try {
            return HexFormat.of().parseHex(new String(s, at, hexDigits, StandardCharsets.ISO_8859_1));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static boolean startsWith(byte[] s, int n, int at, String prefix) {
        if (n - at < prefix.length()) {
            return false;
        }
        for (int k = 0; k < prefix.length(); k++) {
            if (s[at + k] != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
