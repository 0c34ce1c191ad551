package org.hashlanes.cli;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * File names as GNU coreutils prints them. Names are raw bytes throughout the tool, because a
 * Unix file name is bytes and need not be valid UTF-8.
 */
final class Names {
    private Names() {}

    /** True if {@code name} holds a backslash, newline or carriage return: GNU's "problematic" bytes. */
    static boolean needsEscape(byte[] name) {
        for (byte b : name) {
            if (b == '\\' || b == '\n' || b == '\r') {
                return true;
            }
        }
        return false;
    }

    /** True if {@code name} holds a newline: what sha1sum 9.1 escapes in {@code --check} output. */
    static boolean hasNewline(byte[] name) {
        for (byte b : name) {
            if (b == '\n') {
                return true;
            }
        }
        return false;
    }

    /** Writes {@code name} with {@code \\n}, {@code \\r} and {@code \\\\} escapes (GNU's print_filename). */
    static void writeEscaped(byte[] name, ByteArrayOutputStream out) {
        for (byte b : name) {
            switch (b) {
                case '\n': out.write('\\'); out.write('n'); break;
                case '\r': out.write('\\'); out.write('r'); break;
                case '\\': out.write('\\'); out.write('\\'); break;
                default: out.write(b);
            }
        }
    }

    /**
     * Undoes {@link #writeEscaped} on {@code s[from, to)}; null if the text is not a valid escaped
     * name (a lone trailing backslash, or a backslash before anything but n, r or backslash).
     */
    static byte[] unescape(byte[] s, int from, int to) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(to - from);
        for (int i = from; i < to; i++) {
            byte b = s[i];
            if (b == '\\') {
                if (i == to - 1) {
                    return null;
                }
                byte e = s[++i];
                if (e == 'n') {
                    out.write('\n');
                } else if (e == 'r') {
                    out.write('\r');
                } else if (e == '\\') {
                    out.write('\\');
                } else {
                    return null;
                }
            } else if (b == 0) {
                return null;
            } else {
                out.write(b);
            }
        }
        return out.toByteArray();
    }

    /**
     * {@code name} quoted as GNU's {@code quotef} does in diagnostics (gnulib's shell-escape style,
     * plus colons, in a UTF-8 locale): unchanged when the shell would read it as one plain word,
     * else in single quotes, with {@code $'\n'}-style escapes for unprintable bytes.
     */
    static String quote(byte[] name) {
        if (name.length == 0) {
            return "''";
        }
        boolean quote = false;
        boolean singleQuote = false;
        boolean allCompatible = true; // every char means the same inside C and shell double quotes
        boolean unprintable = false;
        for (int i = 0; i < name.length; ) {
            int n = printableUtf8Length(name, i);
            if (n == 0) {
                quote = true;
                unprintable = true;
                allCompatible = false;
                i++;
                continue;
            }
            if (n == 1) {
                char c = (char) name[i];
                if (c == '\'') {
                    singleQuote = true;
                    quote = true;
                } else if ("!\"$&()*;<=>?[\\^`|: \t".indexOf(c) >= 0) {
                    quote = true;
                    if (" :=".indexOf(c) < 0) {
                        allCompatible = false;
                    }
                } else if ((c == '#' || c == '~') && i == 0) {
                    quote = true;
                }
            }
            i += n;
        }
        if (!quote) {
            return new String(name, StandardCharsets.UTF_8);
        }
        if (singleQuote && allCompatible && !unprintable) {
            return '"' + new String(name, StandardCharsets.UTF_8) + '"';
        }
        StringBuilder sb = new StringBuilder(name.length + 8).append('\'');
        boolean inEscape = false;
        for (int i = 0; i < name.length; ) {
            int n = printableUtf8Length(name, i);
            if (n == 0) {
                if (!inEscape) {
                    sb.append("'$'");
                    inEscape = true;
                }
                appendEscape(sb, name[i] & 0xff);
                i++;
                continue;
            }
            if (inEscape) {
                sb.append("''");
                inEscape = false;
            }
            if (n == 1 && name[i] == '\'') {
                sb.append("'\\''");
            } else {
                sb.append(new String(name, i, n, StandardCharsets.UTF_8));
            }
            i += n;
        }
        return sb.append('\'').toString();
    }

    private static void appendEscape(StringBuilder sb, int b) {
        switch (b) {
            case 7: sb.append("\\a"); break;
            case 8: sb.append("\\b"); break;
            case 9: sb.append("\\t"); break;
            case 10: sb.append("\\n"); break;
            case 11: sb.append("\\v"); break;
            case 12: sb.append("\\f"); break;
            case 13: sb.append("\\r"); break;
            default:
                sb.append('\\').append((char) ('0' + (b >> 6))).append((char) ('0' + ((b >> 3) & 7)))
                        .append((char) ('0' + (b & 7)));
        }
    }

    /**
     * The length of the printable UTF-8 character at {@code s[i]}, or 0 if the bytes there are not
     * a valid, printable character (they are then escaped byte by byte, as in a UTF-8 locale).
     */
    private static int printableUtf8Length(byte[] s, int i) {
        int b = s[i] & 0xff;
        if (b < 0x80) {
            return b >= 0x20 && b < 0x7f ? 1 : 0;
        }
        int n;
        int cp;
        if (b >= 0xc2 && b <= 0xdf) {
            n = 2;
            cp = b & 0x1f;
        } else if (b >= 0xe0 && b <= 0xef) {
            n = 3;
            cp = b & 0x0f;
        } else if (b >= 0xf0 && b <= 0xf4) {
            n = 4;
            cp = b & 0x07;
        } else {
            return 0;
        }
        if (i + n > s.length) {
            return 0;
        }
        for (int k = 1; k < n; k++) {
            int c = s[i + k] & 0xff;
            if ((c & 0xc0) != 0x80) {
                return 0;
            }
            cp = (cp << 6) | (c & 0x3f);
        }
        boolean shortest = (n == 2) || (n == 3 && cp >= 0x800) || (n == 4 && cp >= 0x10000);
        if (!shortest || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
            return 0;
        }
        int type = Character.getType(cp);
        boolean printable = cp >= 0xa0 && Character.isDefined(cp) && type != Character.CONTROL
                && type != Character.SURROGATE && type != Character.UNASSIGNED;
        return printable ? n : 0;
    }
}
