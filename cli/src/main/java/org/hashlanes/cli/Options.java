package org.hashlanes.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line, parsed as GNU {@code getopt_long} does for sha1sum: options and operands may
 * be mixed, short options combine ({@code -bc}), long options may be shortened to any unambiguous
 * prefix, and {@code --} ends the options.
 */
final class Options {
    /** Thrown for a bad command line; the message is printed after the program name. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    // Long option names in GNU's table order (the order of its ambiguity messages); ours are last.
    private static final String[] LONG = {
        "check", "ignore-missing", "quiet", "status", "warn", "strict", "tag", "zero", "binary", "text",
        "help", "version", "recursive", "follow-symlinks", "git", "stats", "algorithm", "detect-collisions",
        "no-detect-collisions",
    };
    /** The first GNU_COUNT names are GNU sha1sum's own. */
    private static final int GNU_COUNT = 12;
    private static final String SHORT = "bctwzrLa";

    boolean check;
    int binary = -1; // -1 unset, 0 text, 1 binary (as GNU's variable)
    boolean tag;
    boolean zero;
    boolean quiet;
    boolean status;
    boolean warn;
    boolean strict;
    boolean ignoreMissing;
    boolean recursive;
    boolean followSymlinks;
    boolean git;
    boolean stats;
    boolean help;
    boolean version;
    /** {@code -a}'s algorithm, or null for the program's default. */
    private Algorithm named;
    /** {@code --detect-collisions} (true), {@code --no-detect-collisions} (false), or null for the default. */
    private Boolean detect;
    /** What the run computes, once parsed: from {@code -a} or the program name, and collision detection. */
    Algorithm algorithm;
    final List<byte[]> operands = new ArrayList<>();

    private Options() {}

    /** Parses {@code args} of the tool run as {@code program} (whose name may select the algorithm: sha256sum). */
    static Options parse(byte[][] args, String program) throws UsageException {
        Options o = new Options();
        boolean optionsEnded = false;
        for (int k = 0; k < args.length; k++) {
            byte[] raw = args[k];
            String arg = new String(raw, StandardCharsets.ISO_8859_1); // byte-preserving view
            String next = k + 1 < args.length ? new String(args[k + 1], StandardCharsets.ISO_8859_1) : null;
            if (optionsEnded || arg.length() < 2 || arg.charAt(0) != '-') {
                o.operands.add(raw);
            } else if (arg.equals("--")) {
                optionsEnded = true;
            } else if (arg.startsWith("--")) {
                k += o.applyLong(arg, next);
            } else {
                for (int i = 1; i < arg.length(); i++) {
                    char c = arg.charAt(i);
                    if (SHORT.indexOf(c) < 0) {
                        throw new UsageException("invalid option -- '" + utf8(arg.substring(i, i + 1)) + "'");
                    }
                    if (c == 'a') { // takes the rest of the group, or the next argument (GNU getopt)
                        String value = i + 1 < arg.length() ? arg.substring(i + 1) : next;
                        if (value == null) {
                            throw new UsageException("option requires an argument -- 'a'");
                        }
                        o.algorithm(value);
                        k += i + 1 < arg.length() ? 0 : 1;
                        break;
                    }
                    o.applyShort(c);
                }
            }
            if (o.help || o.version) {
                break; // GNU acts on --help and --version at once, ignoring the rest
            }
        }
        o.validate(program);
        return o;
    }

    private void algorithm(String value) throws UsageException {
        named = Algorithm.named(value);
        if (named == null) {
            StringBuilder sb = new StringBuilder("invalid argument '" + utf8(value) + "' for '--algorithm'\n"
                    + "Valid arguments are:"); // GNU cksum's message, with our algorithms
            for (Algorithm a : Algorithm.selectableValues()) {
                sb.append("\n  - '").append(a.option).append('\'');
            }
            throw new UsageException(sb.toString());
        }
    }

    /** Applies one long option; returns 1 if it took the next argument as its value, else 0. */
    private int applyLong(String arg, String next) throws UsageException {
        int eq = arg.indexOf('=');
        String name = arg.substring(2, eq < 0 ? arg.length() : eq);
        // Abbreviations resolve as in GNU sha1sum first, so that adding our options never changes
        // the meaning of a command line GNU accepts (e.g. --stat is --status); only a prefix of
        // none of GNU's options is looked up among ours.
        String match = lookup(arg, name, 0, GNU_COUNT);
        if (match == null) {
            match = lookup(arg, name, GNU_COUNT, LONG.length);
        }
        if (match == null) {
            throw new UsageException("unrecognized option '" + utf8(arg) + "'");
        }
        if (match.equals("algorithm")) {
            if (eq < 0 && next == null) {
                throw new UsageException("option '--algorithm' requires an argument");
            }
            algorithm(eq >= 0 ? arg.substring(eq + 1) : next);
            return eq >= 0 ? 0 : 1;
        }
        if (eq >= 0) {
            throw new UsageException("option '--" + match + "' doesn't allow an argument");
        }
        switch (match) {
            case "binary": applyShort('b'); break;
            case "check": applyShort('c'); break;
            case "text": applyShort('t'); break;
            case "warn": applyShort('w'); break;
            case "zero": applyShort('z'); break;
            case "recursive": applyShort('r'); break;
            case "follow-symlinks": applyShort('L'); break;
            case "ignore-missing": ignoreMissing = true; break;
            case "quiet": status = false; warn = false; quiet = true; break;
            case "status": status = true; warn = false; quiet = false; break;
            case "strict": strict = true; break;
            case "tag": tag = true; binary = 1; break;
            case "git": git = true; break;
            case "stats": stats = true; break;
            case "detect-collisions": detect = true; break;
            case "no-detect-collisions": detect = false; break;
            case "help": help = true; break;
            case "version": version = true; break;
            default: throw new AssertionError(match);
        }
        return 0;
    }

    /** The option among LONG[from, to) that {@code name} names exactly or as a unique prefix, or null. */
    private static String lookup(String arg, String name, int from, int to) throws UsageException {
        List<String> candidates = new ArrayList<>();
        for (int i = from; i < to; i++) {
            if (LONG[i].equals(name)) {
                return LONG[i];
            }
            if (LONG[i].startsWith(name)) {
                candidates.add(LONG[i]);
            }
        }
        if (candidates.size() > 1) {
            StringBuilder sb = new StringBuilder("option '" + utf8(arg) + "' is ambiguous; possibilities:");
            for (String c : candidates) {
                sb.append(" '--").append(c).append('\'');
            }
            throw new UsageException(sb.toString());
        }
        return candidates.isEmpty() ? null : candidates.get(0);
    }

    private void applyShort(char c) {
        switch (c) {
            case 'b': binary = 1; break;
            case 'c': check = true; break;
            case 't': binary = 0; break;
            case 'w': status = false; warn = true; quiet = false; break;
            case 'z': zero = true; break;
            case 'r': recursive = true; break;
            case 'L': followSymlinks = true; break;
            default: throw new AssertionError(c);
        }
    }

    /** GNU's checks, in GNU's order, then ours. --help and --version win over all of them. */
    private void validate(String program) throws UsageException {
        algorithm = named != null ? named : Algorithm.forProgram(program);
        if (help || version) {
            return;
        }
        if (tag && binary == 0) {
            throw new UsageException("--tag does not support --text mode");
        }
        if (zero && check) {
            throw new UsageException("the --zero option is not supported when verifying checksums");
        }
        if (tag && check) {
            throw new UsageException("the --tag option is meaningless when verifying checksums");
        }
        if (binary >= 0 && check) {
            throw new UsageException("the --binary and --text options are meaningless when verifying checksums");
        }
        if (ignoreMissing && !check) {
            throw new UsageException("the --ignore-missing option is meaningful only when verifying checksums");
        }
        if (status && !check) {
            throw new UsageException("the --status option is meaningful only when verifying checksums");
        }
        if (warn && !check) {
            throw new UsageException("the --warn option is meaningful only when verifying checksums");
        }
        if (quiet && !check) {
            throw new UsageException("the --quiet option is meaningful only when verifying checksums");
        }
        if (strict && !check) {
            throw new UsageException("the --strict option is meaningful only when verifying checksums");
        }
        if (recursive && check) {
            throw new UsageException("the --recursive option is meaningless when verifying checksums");
        }
        if (followSymlinks && !recursive) {
            throw new UsageException("the --follow-symlinks option is meaningful only with --recursive");
        }
        if (git && !algorithm.git) {
            throw new UsageException("--git is not available with " + algorithm.option
                    + ": git has object formats for " + gitAlgorithms() + " only");
        }
        if (git && tag) {
            throw new UsageException("--git and --tag cannot be combined (a git id is not a plain " + algorithm.tag + ")");
        }
        if (Boolean.TRUE.equals(detect) && algorithm != Algorithm.SHA1) {
            throw new UsageException("--detect-collisions is for SHA-1 only");
        }
        if (Boolean.TRUE.equals(detect) && tag) {
            throw new UsageException("--detect-collisions and --tag cannot be combined (flagged files are marked"
                    + " in sha1sum's line format)");
        }
        // Collision detection: asked for, or by default with --git on SHA-1, as git hashes objects.
        if (algorithm == Algorithm.SHA1 && (detect != null ? detect : git)) {
            algorithm = Algorithm.SHA1DC;
        }
    }

    /** The algorithms git has object formats for, as {@code --object-format} names them: "sha1 and sha256". */
    static String gitAlgorithms() {
        List<String> names = new ArrayList<>();
        for (Algorithm a : Algorithm.selectableValues()) {
            if (a.git) {
                names.add(a.option);
            }
        }
        return Help.enumerate(names, "and");
    }

    private static String utf8(String latin1View) {
        return new String(latin1View.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }
}
