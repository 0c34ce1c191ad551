package org.hashlanes.cli;

/** The {@code --help} text: GNU sha1sum's (or sha256sum's), plus this tool's own options. */
final class Help {
    private Help() {}

    /** The help of the tool run as {@code program}, computing {@code algorithm} by default. */
    static String text(String program, Algorithm algorithm) {
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
            + "Beyond " + algorithm.option + "sum:\n"
            + "  -a, --algorithm=TYPE  sha1 (as sha1sum) or sha256 (as sha256sum); the default\n"
            + "                          is " + Algorithm.forProgram(program).option
            + (program.equals(Main.PROGRAM) ? "" : " when run as " + program) + "\n"
            + "  -r, --recursive       hash the regular files under each directory FILE, in\n"
            + "                          byte order of their names (as find | LC_ALL=C sort)\n"
            + "  -L, --follow-symlinks\n"
            + "                        with -r, follow symbolic links (default: skip them)\n"
            + "      --git             print git blob object ids (as git hash-object; with\n"
            + "                          sha256, as in a repository of git's SHA-256 format)\n"
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
            + "should be a former output of this program or of " + algorithm.option + "sum.  The default mode is\n"
            + "to print a line with: checksum, a space, a character indicating input mode\n"
            + "('*' for binary, ' ' for text or where binary is insignificant), and name for\n"
            + "each FILE.  There is no difference between binary mode and text mode here.\n";
    }
}
