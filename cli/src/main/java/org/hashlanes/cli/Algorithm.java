package org.hashlanes.cli;

import java.util.ArrayList;
import java.util.List;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection.ColdStart;

/**
 * The digest a run computes: what the output, the check-list parser and the help text need to
 * know of it, and the file batcher's algorithm that computes it (behind its {@link LaneGate}).
 * Adding an algorithm is one constant here; everything else (option values, program names, help,
 * check lists, {@code --git}, the gate) reads this table.
 *
 * <p>Declared in GNU {@code cksum -a}'s order, which the list of valid {@code -a} values follows.
 */
enum Algorithm {
    /** MD5, as md5sum. */
    MD5("md5", "RFC 1321", false, EngineFamily.MD5, ColdStart.JDK),
    /** SHA-1, as sha1sum: the default. */
    SHA1("sha1", "FIPS-180-1", true, EngineFamily.SHA1, ColdStart.SHA_INSTRUCTIONS),
    /** SHA-256, as sha256sum ({@code -a sha256}, or the tool run as {@code sha256sum}). */
    SHA256("sha256", "FIPS-180-2", true, EngineFamily.SHA256, ColdStart.SHA_INSTRUCTIONS),
    /** SHA-384, as sha384sum: SHA-512's function from its own initial value, truncated. */
    SHA384("sha384", "FIPS-180-2", false, EngineFamily.SHA384, ColdStart.JDK),
    /** SHA-512, as sha512sum. */
    SHA512("sha512", "FIPS-180-2", false, EngineFamily.SHA512, ColdStart.JDK),
    /**
     * SHA-1 with collision detection (sha1dc, as git): plain SHA-1 for ordinary files, sha1dc's
     * safe hash and a flag for files that hold a collision-attack block. Not an {@code -a} value:
     * {@code --detect-collisions} (or {@code --git}) turns {@link #SHA1} into it.
     */
    SHA1DC("sha1", "FIPS-180-1", true, EngineFamily.SHA1DC, ColdStart.SCALAR);

    /** The value of {@code -a}, GNU cksum's name for it; with "sum", GNU's tool. */
    final String option;
    /** The BSD-style tag of {@code --tag} lines, and the name in GNU's messages. */
    final String tag;
    /** The JDK's name (SHA-1DC's is SHA-1's: its digests are SHA-1's), from the family. */
    final String jdkName;
    /** Digest bits, from the family. */
    final int bits;
    /** The standard GNU's help text names. */
    final String standard;
    /** Whether git has an object format of this algorithm ({@code --git}). */
    final boolean git;
    final EngineFamily family;
    final LaneGate hasher;

    Algorithm(String option, String standard, boolean git, EngineFamily family, ColdStart single) {
        this.option = option;
        this.tag = option.toUpperCase(java.util.Locale.ROOT);
        this.jdkName = family.function().jdkName();
        this.bits = 8 * family.function().digestBytes();
        this.standard = standard;
        this.git = git;
        this.family = family;
        this.hasher = LaneGate.of(family, single);
    }

    /** Bytes in a digest. */
    int bytes() {
        return bits / 8;
    }

    /** Hex digits in a digest. */
    int hexDigits() {
        return bits / 4;
    }

    /** GNU's tool of this algorithm. */
    String gnuTool() {
        return option + "sum";
    }

    /** Whether {@code -a} names it: every algorithm but SHA-1's collision-detecting variant (an option of SHA-1). */
    boolean selectable() {
        return !family.detects();
    }

    /** The algorithms {@code -a} names, in declaration (GNU's) order. */
    static List<Algorithm> selectableValues() {
        List<Algorithm> all = new ArrayList<>();
        for (Algorithm a : values()) {
            if (a.selectable()) {
                all.add(a);
            }
        }
        return all;
    }

    /** The algorithm {@code -a NAME} selects, or null. */
    static Algorithm named(String name) {
        for (Algorithm a : selectableValues()) {
            if (a.option.equals(name)) {
                return a;
            }
        }
        return null;
    }

    /**
     * The default algorithm of a tool run under {@code program}: the one whose name it contains
     * (sha256sum or hashlanes-sha256: SHA-256; md5sum: MD5), the longest if several; else SHA-1.
     */
    static Algorithm forProgram(String program) {
        Algorithm found = SHA1;
        int longest = 0;
        for (Algorithm a : selectableValues()) {
            if (program.contains(a.option) && a.option.length() > longest) {
                found = a;
                longest = a.option.length();
            }
        }
        return found;
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
