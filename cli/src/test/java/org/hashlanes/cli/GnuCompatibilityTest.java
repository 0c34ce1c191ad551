package org.hashlanes.cli;

import static org.hashlanes.cli.Tools.args;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs hashlanes in-process and GNU sha1sum on the same awkward tree with the same argument bytes,
 * and requires the same standard output (byte for byte), standard error (with GNU's program name
 * replaced by ours) and exit status; every comparison runs again with GNU md5sum, sha256sum,
 * sha384sum and sha512sum against hashlanes {@code -a md5}, {@code -a sha256}, ... ({@link
 * Tools.Flavour}). Skips, saying so, where GNU's tool is absent, or hashlanes lacks the algorithm.
 */
class GnuCompatibilityTest {
    @TempDir
    static Path tmp;
    static Path root;
    static byte[] dir;
    static final List<byte[]> FILES = new ArrayList<>();

    /** The names of the files in the tree, as raw bytes: every kind GNU escapes or quotes. */
    static final byte[][] NAMES = {
        b("plain"), b("empty"), b("with space"), b("back\\slash"), b("new\nline"), b("cr\rret"),
        b("it's"), b("caf\u00e9"), {'b', 'a', 'd', (byte) 0xff, (byte) 0xfe}, b("-dash"), b("a:colon"),
        b("both\\and\nnewline"), b("one-mib"), b("one-mib-plus-one"), b("three-mib"),
    };

    static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @BeforeAll
    static void tree() throws IOException {
        assumeTrue(RawPaths.exact(), "java.base/sun.nio.fs is not opened to the tests (see cli/pom.xml)");
        root = tmp.resolve("tree");
        Files.createDirectories(root);
        dir = RawPaths.bytes(root.toAbsolutePath());
        Random random = new Random(42);
        for (byte[] name : NAMES) {
            String n = new String(name, StandardCharsets.ISO_8859_1);
            int size = n.equals("empty") ? 0 : n.equals("one-mib") ? Batch.FILE_MAX
                    : n.equals("one-mib-plus-one") ? Batch.FILE_MAX + 1 : n.equals("three-mib") ? 3 << 20
                    : 1 + random.nextInt(300);
            byte[] content = new byte[size];
            random.nextBytes(content);
            Path p = RawPaths.path(join(dir, name));
            Files.write(p, content);
            FILES.add(join(dir, name));
        }
        Files.createDirectories(root.resolve("sub/deeper"));
        Files.write(root.resolve("sub/x"), b("x\n"));
        Files.write(root.resolve("sub/deeper/y"), b("y\n"));
        Files.write(root.resolve("sub-z"), b("z\n")); // sorts between "sub" and "sub/" entries
        Files.createSymbolicLink(root.resolve("dangling"), root.resolve("nowhere"));
        Files.createSymbolicLink(root.resolve("loop"), root.resolve("loop"));
        Files.createSymbolicLink(root.resolve("link-to-plain"), root.resolve("plain"));
        Path many = root.resolve("many");
        Files.createDirectories(many);
        for (int i = 0; i < 600; i++) { // several batches
            byte[] c = new byte[random.nextInt(200)];
            random.nextBytes(c);
            Files.write(many.resolve(String.format("f%04d", i)), c);
        }
    }

    static byte[] join(byte[] a, byte[] leaf) {
        byte[] r = Arrays.copyOf(a, a.length + 1 + leaf.length);
        r[a.length] = '/';
        System.arraycopy(leaf, 0, r, a.length + 1, leaf.length);
        return r;
    }

    static byte[] in(String leaf) {
        return join(dir, b(leaf));
    }

    /** One comparison: same arguments and standard input for both, GNU's tool of {@code flavour} and ours. */
    static DynamicTest same(Tools.Flavour flavour, String label, byte[] stdin, List<byte[]> argList) {
        byte[][] a = argList.toArray(new byte[0][]);
        String name = flavour.gnu + ": " + label;
        return DynamicTest.dynamicTest(name, () -> {
            flavour.assumeBoth();
            Tools.assertSame(Tools.gnu(flavour, a, stdin), Tools.ours(flavour, a, stdin), name);
        });
    }

    static List<byte[]> with(Object... options) {
        List<byte[]> l = new ArrayList<>(Arrays.asList(args(options)));
        return l;
    }

    static List<byte[]> allFiles(Object... options) {
        List<byte[]> l = with(options);
        l.add(b("--"));
        l.addAll(FILES);
        return l;
    }

    @TestFactory
    Stream<DynamicTest> hashing() {
        return Stream.of(Tools.Flavour.values()).flatMap(GnuCompatibilityTest::hashing);
    }

    static Stream<DynamicTest> hashing(Tools.Flavour f) {
        byte[] none = new byte[0];
        List<byte[]> errors = with();
        errors.addAll(List.of(in("plain"), in("sub"), in("dangling"), in("loop"), in("plain/x"), in("no such"),
                in("it's gone"), join(dir, new byte[] {'n', 'o', (byte) 0xff}), in("new\nmissing"), in("empty"),
                in("it's $x"), in("tab\there"), in("\u0001ctl"), in("caf\u00e9'"), in("~x"), in("x~"), in("a=b")));
        return Stream.of(
                same(f, "all names", none, allFiles()),
                same(f, "-b", none, allFiles("-b")),
                same(f, "--tag", none, allFiles("--tag")),
                same(f, "-z", none, allFiles("-z")),
                same(f, "--tag -z", none, allFiles("--tag", "-z")),
                same(f, "-t --tag", none, allFiles("-t", "--tag")),
                same(f, "-bt combined, options after operands", none, with(in("plain"), "-bt", in("empty"))),
                same(f, "errors among good files", none, errors),
                same(f, "stdin by default", b("hello\n"), with()),
                same(f, "stdin twice around a file", b("hello\n"), with("-", in("plain"), "-")),
                same(f, "stdin with --tag -b", b("x"), with("--tag", "-b", "-")),
                same(f, "operand after --", none, with("--", in("-dash"))),
                same(f, "symlink operand", none, with(in("link-to-plain"))));
    }

    @TestFactory
    Stream<DynamicTest> usageErrors() {
        return Stream.of(Tools.Flavour.values()).flatMap(GnuCompatibilityTest::usageErrors);
    }

    static Stream<DynamicTest> usageErrors(Tools.Flavour f) {
        byte[] none = new byte[0];
        return Stream.of(
                same(f, "--tag -t", none, with("--tag", "-t", in("plain"))),
                same(f, "-c --tag", none, with("-c", "--tag", in("plain"))),
                same(f, "-c -z", none, with("-c", "-z", in("plain"))),
                same(f, "-c -b", none, with("-c", "-b", in("plain"))),
                same(f, "--quiet", none, with("--quiet", in("plain"))),
                same(f, "--status", none, with("--status", in("plain"))),
                same(f, "-w", none, with("-w", in("plain"))),
                same(f, "--strict", none, with("--strict", in("plain"))),
                same(f, "--ignore-missing", none, with("--ignore-missing", in("plain"))),
                same(f, "unknown long", none, with("--bogus")),
                same(f, "unknown long with value", none, with("--bogus=1")),
                same(f, "unknown short", none, with("-x")),
                same(f, "unknown short in a group", none, with("-bx")),
                same(f, "ambiguous --s", none, with("--s")),
                same(f, "ambiguous --t", none, with("--t", in("plain"))),
                same(f, "argument to a flag", none, with("--che=1")),
                same(f, "--stat is GNU's --status", none, with("--stat", in("plain"))),
                same(f, "abbreviated --bin", none, with("--bin", in("plain"))));
    }

    /** Check lists written by GNU itself for the whole tree, then damaged in known ways. */
    @TestFactory
    Stream<DynamicTest> checking() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Tools.Flavour f : Tools.Flavour.values()) {
            if (f.ourAlgorithm() != null && f.gnuTool() == null) {
                tests.addAll(checking(f)); // GNU writes the lists first
            } else {
                tests.add(DynamicTest.dynamicTest(f.gnu + ": -c", f::assumeBoth));
            }
        }
        return tests.stream();
    }

    static List<DynamicTest> checking(Tools.Flavour f) throws IOException {
        byte[] none = new byte[0];
        Tools.Result gnuList = Tools.gnu(f, allFiles().toArray(new byte[0][]), none);
        Tools.Result gnuTags = Tools.gnu(f, allFiles("--tag").toArray(new byte[0][]), none);
        assertEquals(0, gnuList.code, gnuList.toString());
        Path good = tmp.resolve("good." + f.algorithm());
        Path tags = tmp.resolve("tags." + f.algorithm());
        Files.write(good, gnuList.out);
        Files.write(tags, gnuTags.out);
        String first = gnuList.outText().lines().findFirst().orElseThrow();
        int digits = f.empty.length();
        String wrong = "0".repeat(digits) + first.substring(digits);
        StringBuilder bad = new StringBuilder()
                .append("# a comment\n")
                .append(first.toUpperCase(java.util.Locale.ROOT).substring(0, digits)).append(first.substring(digits))
                .append("\r\n")
                .append(wrong).append('\n')
                .append("not a checksum line\n")
                .append("\n")
                .append(f.empty).append("  ").append(root.resolve("missing")).append('\n')
                .append(f.empty).append("  ").append(root.resolve("sub")).append('\n')
                .append(f.empty).append("\t").append(root.resolve("empty")).append('\n')
                .append(f.empty).append("  ").append(root.resolve("empty"));
        for (Tools.Flavour other : Tools.Flavour.values()) { // only f's own BSD line is well formed
            bad.append('\n').append(other.tag()).append(" (").append(root.resolve("empty")).append(") = ").append(other.empty);
        }
        Path damaged = tmp.resolve("damaged." + f.algorithm());
        Files.write(damaged, b(bad.toString()));
        Path onlyMissing = tmp.resolve("only-missing." + f.algorithm());
        Files.write(onlyMissing, b(f.empty + "  " + root.resolve("missing") + "\n"));
        Path junk = tmp.resolve("junk." + f.algorithm());
        Files.write(junk, b("junk\n"));
        List<DynamicTest> tests = new ArrayList<>();
        for (String[] opts : new String[][] {{}, {"--quiet"}, {"--status"}, {"--strict"}, {"-w"}, {"--ignore-missing"},
                {"--ignore-missing", "--quiet"}, {"--status", "-w"}, {"-w", "--status"}}) {
            for (Path list : List.of(good, tags, damaged, onlyMissing, junk)) {
                List<byte[]> a = with((Object[]) opts);
                a.add(0, b("-c"));
                a.add(RawPaths.bytes(list));
                tests.add(same(f, "-c " + String.join(" ", opts) + " " + list.getFileName(), none, a));
            }
        }
        tests.add(same(f, "-c from stdin", Files.readAllBytes(good), with("-c")));
        tests.add(same(f, "-c from stdin naming stdin", b(first.substring(0, digits + 2) + "-\n"), with("-c", "-")));
        tests.add(same(f, "-c of a directory and a missing list", none, with("--check", in("sub"), in("nolist"))));
        tests.add(same(f, "-c two lists", none, with("-c", RawPaths.bytes(good), RawPaths.bytes(damaged))));
        return tests;
    }

    @ParameterizedTest
    @EnumSource(Tools.Flavour.class)
    void recursiveListsLikeFindAndSort(Tools.Flavour f) {
        f.assumeBoth();
        Tools.Result ours = Tools.ours(f, args("-r", root.toString()), new byte[0]);
        Tools.Result gnu = Tools.exec(List.of("bash", "-c",
                "find \"$1\" -type f -print0 | LC_ALL=C sort -z | xargs -0 " + f.gnu, "bash", root.toString()),
                new byte[0], null);
        assertEquals(0, gnu.code, gnu.toString());
        assertEquals(gnu.outText(), ours.outText());
        assertEquals(0, ours.code, ours.toString());
        assertTrue(ours.outText().contains("/many/f0599\n"), "the walk reached every file");
    }

    @ParameterizedTest
    @EnumSource(Tools.Flavour.class)
    void checkRoundTripOfOwnOutput(Tools.Flavour f) throws IOException {
        f.assumeOurs();
        Tools.Result list = Tools.ours(f, args("-r", root.toString()), new byte[0]);
        Path sums = tmp.resolve("own." + f.algorithm());
        Files.write(sums, list.out);
        Tools.Result check = Tools.ours(f, args("-c", "--quiet", sums), new byte[0]);
        assertEquals("", check.outText(), check.toString());
        assertEquals(0, check.code, check.toString());
        Tools.Result loud = Tools.ours(f, args("-c", sums), new byte[0]);
        String[] listed = list.outText().split("\n");
        String[] checked = loud.outText().split("\n");
        assertEquals(listed.length, checked.length, loud.toString());
        assertEquals(listed.length, Arrays.stream(checked).filter(l -> l.endsWith(": OK")).count(), loud.toString());
        assertEquals(0, loud.code);
    }

    @Test
    void recursiveWithoutFollowSkipsLinksAndReportsUnlistableDirectories() throws IOException {
        Tools.Result r = Tools.ours(args("-r", in("sub"), in("plain")), new byte[0]);
        String[] lines = r.outText().split("\n");
        assertEquals(3, lines.length, r.toString());
        assertTrue(lines[0].endsWith("/sub/deeper/y") && lines[1].endsWith("/sub/x") && lines[2].endsWith("/plain"),
                r.toString());
        Tools.Result followed = Tools.ours(args("-r", "-L", root.toString()), new byte[0]);
        assertTrue(followed.outText().contains("/link-to-plain\n"), followed.toString());
        assertTrue(!Tools.ours(args("-r", root.toString()), new byte[0]).outText().contains("/link-to-plain\n"));
    }

    /**
     * {@code --git} gives {@code git hash-object}'s ids; with {@code -a sha256}, those of a
     * repository in git's SHA-256 object format ({@code git init --object-format=sha256}).
     */
    @ParameterizedTest
    @MethodSource("gitFlavours")
    void gitIdsMatchGitHashObject(Tools.Flavour f) throws IOException {
        f.assumeOurs();
        Path repo = tmp.resolve("repo-" + f.algorithm());
        Files.createDirectories(repo);
        Tools.Result init;
        try {
            init = Tools.exec(List.of("git", "init", "-q", "--object-format=" + f.algorithm(), repo.toString()), new byte[0], null);
        } catch (RuntimeException e) {
            assumeTrue(false, "git not available: " + e);
            return;
        }
        assumeTrue(init.code == 0, "git init --object-format failed (git too old?): " + init);
        List<String> cmd = new ArrayList<>(List.of("git", "hash-object", "--no-filters", "--"));
        List<byte[]> ourArgs = with("--git");
        for (byte[] file : FILES) {
            String s = new String(file, StandardCharsets.UTF_8);
            if (s.indexOf('\uFFFD') < 0) { // ProcessBuilder cannot pass the non-UTF-8 name to git
                cmd.add(s);
                ourArgs.add(file);
            }
        }
        Tools.Result git = Tools.exec(cmd, new byte[0], repo);
        assertEquals(0, git.code, "git hash-object failed: " + git);
        Tools.Result ours = Tools.ours(f, ourArgs.toArray(new byte[0][]), new byte[0]);
        assertEquals(0, ours.code, ours.toString());
        int digits = f.empty.length();
        List<String> ids = new ArrayList<>();
        for (String line : ours.outText().split("\n")) {
            ids.add(line.startsWith("\\") ? line.substring(1, digits + 1) : line.substring(0, digits));
        }
        assertEquals(Arrays.asList(git.outText().split("\n")), ids);

        Tools.Result gitStdin = Tools.exec(List.of("git", "hash-object", "--stdin"), b("hello\n"), repo);
        Tools.Result ourStdin = Tools.ours(f, args("--git"), b("hello\n"));
        assertEquals(gitStdin.outText().trim() + "  -\n", ourStdin.outText());
        // Published: the ids of an empty blob in git's SHA-1 and SHA-256 object formats.
        String emptyBlob = f == Tools.Flavour.SHA1 ? "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"
                : "473a0f4c3be8a93681a267e3b1e9a7dcda1185436fe141f7749120a303721813";
        assertEquals(emptyBlob, Tools.ours(f, args("--git", in("empty")), new byte[0]).outText().substring(0, digits));
    }

    static Stream<Tools.Flavour> gitFlavours() {
        return Stream.of(Tools.Flavour.values()).filter(f -> f.git);
    }

    static Stream<Tools.Flavour> noGitFlavours() {
        return Stream.of(Tools.Flavour.values()).filter(f -> !f.git);
    }

    /** Where git has no object format of the algorithm, {@code --git} is a usage error that says so, and nothing is hashed. */
    @ParameterizedTest
    @MethodSource("noGitFlavours")
    void gitIsAUsageErrorWithoutAGitObjectFormat(Tools.Flavour f) {
        f.assumeOurs();
        for (byte[][] a : List.of(args("--git", in("plain")), args("--git", "-c", in("plain")), args("--git"),
                args("--tag", "--git", in("plain")))) {
            Tools.Result r = Tools.ours(f, a, b("hello\n"));
            assertEquals("hashlanes: --git is not available with " + f.algorithm()
                    + ": git has object formats for sha1 and sha256 only\n"
                    + "Try 'hashlanes --help' for more information.\n", r.errText(), r.toString());
            assertEquals("", r.outText(), r.toString());
            assertEquals(1, r.code, r.toString());
        }
    }

    /** GNU getopt's ways to give {@code -a} its value. */
    @ParameterizedTest
    @EnumSource(Tools.Flavour.class)
    void algorithmSpellings(Tools.Flavour f) {
        f.assumeBoth();
        String n = f.algorithm();
        String other = f == Tools.Flavour.SHA1 ? "sha256" : "sha1";
        Tools.Result gnu = Tools.gnu(f, args("-b", in("plain")), new byte[0]);
        for (Object[] spelling : new Object[][] {{"-a", n}, {"-a" + n}, {"-ba", n}, {"-ba" + n},
                {"--algorithm=" + n}, {"--algorithm", n}, {"--al=" + n}, {"-a", other, "-a", n}}) {
            List<byte[]> a = with(spelling);
            a.add(b("-b"));
            a.add(in("plain"));
            Tools.assertSame(gnu, Tools.ours(a.toArray(new byte[0][]), new byte[0]), String.join(" ",
                    Arrays.stream(spelling).map(Object::toString).toArray(String[]::new)));
        }
    }

    /** The program names that select an algorithm: GNU's tool, hashlanes-NAME; {@code -a} wins over the name. */
    @ParameterizedTest
    @EnumSource(Tools.Flavour.class)
    void programNamesSelectTheAlgorithm(Tools.Flavour f) throws Exception {
        f.assumeOurs();
        assertEquals(f.ourAlgorithm(), Options.parse(args(), f.gnu).algorithm);
        assertEquals(f.ourAlgorithm(), Options.parse(args(), "hashlanes-" + f.algorithm()).algorithm);
        assertEquals(f.ourAlgorithm(), Options.parse(args("-a", f.algorithm()), "sha256sum").algorithm);
        assertEquals(Algorithm.SHA1, Options.parse(args("-a", "sha1"), f.gnu).algorithm);
    }

    /**
     * The lines of {@code --help} that say what the tool computes, as GNU's tool of the algorithm
     * says them: the digest's name and bits, and the standard.
     */
    @ParameterizedTest
    @EnumSource(Tools.Flavour.class)
    void helpNamesTheAlgorithmAsGnuDoes(Tools.Flavour f) {
        f.assumeBoth();
        String gnu = Tools.exec(List.of(f.gnu, "--help"), new byte[0], null).outText();
        String ours = Help.text(f.gnu, Algorithm.forProgram(f.gnu));
        List<String> gnuLines = gnu.lines().collect(java.util.stream.Collectors.toList());
        List<String> ourLines = ours.lines().collect(java.util.stream.Collectors.toList());
        assertEquals(gnuLines.get(0), ourLines.get(0));
        String what = gnuLines.get(1); // Print or check MD5 (128-bit) checksums.
        assertEquals(what.substring(0, what.length() - 1) + ", many files at once.", ourLines.get(1));
        java.util.regex.Matcher standard = java.util.regex.Pattern.compile("computed as described in ([^.]+)\\.")
                .matcher(gnu);
        assertTrue(standard.find(), gnu);
        assertTrue(ours.contains("computed as described in " + standard.group(1) + ".  "), ours);
        assertTrue(ours.contains("Beyond " + f.gnu + ":\n"), ours);
        assertTrue(ours.replaceAll("\\s+", " ").contains("the default is " + f.algorithm() + " when run as " + f.gnu), ours);
    }

    /** An unknown {@code -a} value: GNU cksum's message, listing ours in its order. */
    @Test
    void unknownAlgorithmListsTheValidOnes() {
        Tools.Result bad = Tools.ours(args("-a", "sha3-256", in("plain")), new byte[0]);
        StringBuilder valid = new StringBuilder();
        for (Tools.Flavour f : Tools.Flavour.supported()) {
            valid.append("  - '").append(f.algorithm()).append("'\n");
        }
        assertTrue(valid.indexOf("'sha1'") >= 0 && valid.indexOf("'sha256'") >= 0, valid.toString());
        assertEquals("hashlanes: invalid argument 'sha3-256' for '--algorithm'\nValid arguments are:\n" + valid
                + "Try 'hashlanes --help' for more information.\n", bad.errText());
        assertEquals(1, bad.code);
        assertEquals("hashlanes: option requires an argument -- 'a'\nTry 'hashlanes --help' for more information.\n",
                Tools.ours(args(in("plain"), "-a"), new byte[0]).errText());
        assertEquals("hashlanes: option '--algorithm' requires an argument\nTry 'hashlanes --help' for more information.\n",
                Tools.ours(args(in("plain"), "--algorithm"), new byte[0]).errText());
    }

    @Test
    void statsGoToStandardError() {
        Tools.Result r = Tools.ours(args("--stats", in("plain"), in("empty")), new byte[0]);
        assertEquals(0, r.code);
        assertEquals(2, r.outText().lines().count());
        assertTrue(r.errText().matches("hashlanes: 2 files, \\d+ bytes, [0-9.]+ s, [0-9.]+ GB/s \\(engine: .*\\)\n"),
                r.errText());
    }

    @Test
    void helpAndVersion() {
        Tools.Result help = Tools.ours(args("--help"), new byte[0]);
        assertEquals(0, help.code);
        assertTrue(help.outText().startsWith("Usage: hashlanes [OPTION]... [FILE]..."));
        Tools.Result version = Tools.ours(args("--version", "--bogus-is-not-reached"), new byte[0]);
        assertEquals(0, version.code, "as in GNU, --version acts before later options are read");
        assertEquals(1, Tools.ours(args("--bogus", "--version"), new byte[0]).code);
        Tools.Result v = Tools.ours(args("--version"), new byte[0]);
        assertTrue(v.outText().startsWith("hashlanes "), v.toString());
    }
}
