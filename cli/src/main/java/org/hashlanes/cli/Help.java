package org.hashlanes.cli;

import java.util.ArrayList;
import java.util.List;

/** The {@code --help} text: GNU's for the algorithm's tool (sha1sum, sha256sum, ...), plus this tool's own options. */
final class Help {
    /** Where an option's text starts, and continues on later lines (GNU's layout). */
    private static final String INDENT = " ".repeat(26);
    /** The widest help line. */
    private static final int WIDTH = 79;

    private Help() {}

    /** The help of the tool run as {@code program}, computing {@code algorithm} by default. */
    static String text(String program, Algorithm algorithm) {
        List<String> types = new ArrayList<>();
        List<String> tools = new ArrayList<>();
        for (Algorithm a : Algorithm.selectableValues()) {
            types.add(a.option);
            tools.add(a.gnuTool());
        }
        return ""
            + "Usage: " + program + " [OPTION]... [FILE]...\n"
            + "Print or check " + algorithm.tag + " (" + algorithm.bits + "-bit) checksums, many files at once.\n"
            + "\n"
            + "With no FILE, or when FILE is -, read standard input.\n"
            + "\n"
            + "  -b, --binary          read in binary mode\n"
            + "  -c, --check           read checksums from the FILEs and check them\n"
            + "      --tag             create a BSD-style checksum\n"
            + "  -t, --text            read in text mode (default)\n"
            + "  -z, --zero            end each output line with NUL, not newline,\n"
            + "                          and disable file name escaping\n"
            + "\n"
            + "The following five options are useful only when verifying checksums:\n"
            + "      --ignore-missing  don't fail or report status for missing files\n"
            + "      --quiet           don't print OK for each successfully verified file\n"
            + "      --status          don't output anything, status code shows success\n"
            + "      --strict          exit non-zero for improperly formatted checksum lines\n"
            + "  -w, --warn            warn about improperly formatted checksum lines\n"
            + "\n"
            + "Beyond " + algorithm.gnuTool() + ":\n"
            + option("  -a, --algorithm=TYPE  ", enumerate(types, "or") + " (as " + enumerate(tools, "or")
                    + "); the default is " + Algorithm.forProgram(program).option
                    + (program.equals(Main.PROGRAM) ? "" : " when run as " + program))
            + "  -r, --recursive       hash the regular files under each directory FILE, in\n"
            + "                          byte order of their names (as find | LC_ALL=C sort)\n"
            + "  -L, --follow-symlinks\n"
            + "                        with -r, follow symbolic links (default: skip them)\n"
            + option("      --git             ", "print git blob object ids (as git hash-object; with"
                    + " sha256, as in a repository of git's SHA-256 format); for " + Options.gitAlgorithms() + " only")
            + "      --detect-collisions  SHA-1 with collision detection (sha1dc, as git):\n"
            + "                          a flagged file's line reads 'HASH *coll* NAME', with\n"
            + "                          sha1dc's safe hash, and the exit status is 1;\n"
            + "                          with --git (where it is the default) a flagged file\n"
            + "                          is refused, as git refuses it\n"
            + "      --no-detect-collisions  plain SHA-1 with --git too\n"
            + "      --stats           print files, bytes, seconds and GB/s on standard error\n"
            + "\n"
            + "      --help        display this help and exit\n"
            + "      --version     output version information and exit\n"
            + "\n"
            + "The sums are computed as described in " + algorithm.standard + ".  When checking, the input\n"
            + "should be a former output of this program or of " + algorithm.gnuTool() + ".  The default mode is\n"
            + "to print a line with: checksum, a space, a character indicating input mode\n"
            + "('*' for binary, ' ' for text or where binary is insignificant), and name for\n"
            + "each FILE.  There is no difference between binary mode and text mode here.\n";
    }

    /** "a, b or c". */
    static String enumerate(List<String> items, String conjunction) {
        int n = items.size();
        return n == 1 ? items.get(0) : String.join(", ", items.subList(0, n - 1)) + " " + conjunction + " " + items.get(n - 1);
    }

    /** {@code head} (an option, padded to {@link #INDENT}'s width) and {@code text}, wrapped at word breaks. */
    private static String option(String head, String text) {
        StringBuilder out = new StringBuilder(head);
        int column = head.length();
        boolean first = true;
        for (String word : text.split(" ")) {
            if (!first && column + 1 + word.length() > WIDTH) {
                out.append('\n').append(INDENT);
                column = INDENT.length();
                first = true;
            }
            if (!first) {
                out.append(' ');
                column++;
            }
            out.append(word);
            column += word.length();
            first = false;
        }
        return out.append('\n').toString();
    }
}
