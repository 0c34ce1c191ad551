package org.hashlanes.cli;

/**
 * The digest a run computes: what the output, the check-list parser and the help text need to
 * know of it, and the file batcher's algorithm that computes it (behind its {@link LaneGate}).
 */
enum Algorithm {
    /** SHA-1, as sha1sum: the default. */
    SHA1("sha1", "SHA1", "SHA-1", 160, "FIPS-180-1", LaneGate.SHA1),
    /** SHA-256, as sha256sum ({@code -a sha256}, or the tool run as {@code sha256sum}). */
    SHA256("sha256", "SHA256", "SHA-256", 256, "FIPS-180-2", LaneGate.SHA256),
    /**
     * SHA-1 with collision detection (sha1dc, as git): plain SHA-1 for ordinary files, sha1dc's
     * safe hash and a flag for files that hold a collision-attack block.
     */
    SHA1DC("sha1", "SHA1", "SHA-1", 160, "FIPS-180-1", LaneGate.SHA1DC);

    /** The value of {@code -a}, GNU cksum's name for it. */
    final String option;
    /** The BSD-style tag of {@code --tag} lines, and the name in GNU's messages. */
    final String tag;
    /** The JDK's name. */
    final String jdkName;
    final int bits;
    /** The standard GNU's help text names. */
    final String standard;
    final LaneGate hasher;

    Algorithm(String option, String tag, String jdkName, int bits, String standard, LaneGate hasher) {
        this.option = option;
        this.tag = tag;
        this.jdkName = jdkName;
        this.bits = bits;
        this.standard = standard;
        this.hasher = hasher;
    }

    /** Bytes in a digest. */
    int bytes() {
        return bits / 8;
    }

    /** Hex digits in a digest. */
    int hexDigits() {
        return bits / 4;
    }

    /** The algorithm {@code -a NAME} selects, or null. */
    static Algorithm named(String name) {
        return name.equals("sha1") ? SHA1 : name.equals("sha256") ? SHA256 : null;
    }

    /** The default algorithm of a tool run under {@code program}: SHA-256 as sha256sum or hashlanes-sha256. */
    static Algorithm forProgram(String program) {
        return program.contains("sha256") ? SHA256 : SHA1;
    }

    /** The engine that hashed batches in this run, for {@code --stats}. */
    String engine() {
        return hasher.engine();
    }

    /** The library's engine for batches, for {@code --version}. */
    String libraryEngine() {
        return hasher.libraryEngine();
    }
}
