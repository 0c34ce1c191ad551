package org.hashlanes.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Shell command lines, run once with GNU {@code sha1sum} and once with the repository's
 * {@code hashlanes} launcher (on the test class path, through {@code HASHLANES_CLASSPATH}), and
 * compared: standard output, standard error (GNU's program name made ours) and exit status. Each
 * runs again with GNU {@code md5sum}, {@code sha256sum}, {@code sha384sum} and {@code sha512sum}
 * against {@code hashlanes -a md5} (and so on), and against the launcher run through a symbolic
 * link named as GNU's tool (whose messages then carry that name); see {@link Tools.Flavour}.
 * Covers every way a check list arrives (file, {@code -}, pipe, FIFO, process substitution,
 * redirection, several at once), write errors on standard output, and the progress line on a
 * pseudo-terminal.
 */
class ShellTest {
    @TempDir
    static Path tmp;

    /**
     * Who runs a script: GNU's tool, and ours set to compute the same: the launcher with
     * {@code -a NAME}, and (but for sha1sum, the launcher's own default) the launcher through a
     * symbolic link named as GNU's tool, whose messages then carry GNU's program name too.
     */
    static final class Tool {
        /** Every tool, per {@link Tools.Flavour}. */
        static final List<Tool> ALL = all();

        final Tools.Flavour flavour;
        /** Run through the link (else with the flavour's options). */
        final boolean link;

        private Tool(Tools.Flavour flavour, boolean link) {
            this.flavour = flavour;
            this.link = link;
        }

        private static List<Tool> all() {
            List<Tool> all = new ArrayList<>();
            for (Tools.Flavour f : Tools.Flavour.values()) {
                all.add(new Tool(f, false));
                if (f != Tools.Flavour.SHA1) {
                    all.add(new Tool(f, true));
                }
            }
            return List.copyOf(all);
        }

        /** The directory the scripts run in: the files and lists of this tool's algorithm. */
        Path dir() {
            return ShellTest.dir(flavour);
        }

        String ours() {
            return link ? ProcessTest.q(dir().resolve(flavour.gnu).toString())
                    : launcher() + flavour.option.stream().map(o -> " " + o).collect(Collectors.joining());
        }

        @Override
        public String toString() {
            return flavour + (link ? " (link " + flavour.gnu + ")" : flavour.option.isEmpty() ? "" : " (" + String.join(" ",
                    flavour.option) + ")");
        }
    }

    /** The directory of {@code flavour}'s files and lists, which GNU's tool wrote. */
    static Path dir(Tools.Flavour flavour) {
        return tmp.resolve(flavour.gnu);
    }

    @BeforeAll
    static void files() throws IOException {
        assumeTrue(Tools.gnuAvailable(), "GNU sha1sum not on PATH: comparisons skipped");
        for (Tools.Flavour f : Tools.Flavour.values()) {
            if (f.gnuTool() != null) {
                continue; // its tests skip, saying why
            }
            Path dir = Files.createDirectories(dir(f));
            Files.writeString(dir.resolve("a"), "a\n");
            Files.writeString(dir.resolve("b"), "bb\n");
            Files.writeString(dir.resolve("c"), "changed later\n");
            String gnu = f.gnu;
            Tools.Result sums = Tools.exec(List.of("bash", "-c", gnu + " a b > SUMS && " + gnu + " c > other.sum"
                    + " && echo changed > c && printf 'junk\\n' >> other.sum && " + gnu + " --tag a > bsd.sum"),
                    new byte[0], dir);
            assertEquals(0, sums.code, sums.toString());
            if (f != Tools.Flavour.SHA1) {
                Files.createSymbolicLink(dir.resolve(gnu), Path.of("..", "hashlanes").toAbsolutePath().normalize());
            }
        }
    }

    /** The launcher, run on the test class path (no jar, no build). */
    static String launcher() {
        return ProcessTest.q(Path.of("..", "hashlanes").toAbsolutePath().normalize().toString());
    }

    /**
     * Runs {@code script} in {@code dir} with {@code X} standing for {@code tool}, and {@code $EMPTY}
     * for the digest of the empty message.
     */
    static Tools.Result shell(String tool, Tools.Flavour flavour, Path dir, String script) {
        String java = Path.of(System.getProperty("java.home")).toString();
        String prelude = "export JAVA_HOME=" + ProcessTest.q(java) + " HASHLANES_CLASSPATH="
                + ProcessTest.q(System.getProperty("java.class.path")) + "; EMPTY=" + flavour.empty
                + "; X() { " + tool + " \"$@\"; }; ";
        return Tools.exec(List.of("bash", "-c", prelude + script), new byte[0], dir);
    }

    /** The script run by each {@link Tool}, and by its GNU tool. */
    static Stream<DynamicTest> same(String script) {
        return Tool.ALL.stream().map(tool -> DynamicTest.dynamicTest(tool + ": " + script, () -> {
            tool.flavour.assumeBoth();
            Tools.Result gnu = shell(tool.flavour.gnu, tool.flavour, tool.dir(), script);
            if (!tool.link) {
                gnu = Tools.renamed(gnu, tool.flavour.gnu);
            }
            Tools.assertSame(gnu, shell(tool.ours(), tool.flavour, tool.dir(), script), script);
        }));
    }

    @TestFactory
    Stream<DynamicTest> checkListFromEveryKindOfInput() {
        return Stream.of(
                "X -c SUMS",
                "cat SUMS | X -c",
                "cat SUMS | X -c -",
                "cat SUMS | X --status -c; echo status $?",
                "cat SUMS | X -c - other.sum",
                "cat other.sum | X -c --quiet SUMS - bsd.sum",
                "X -c - < SUMS",
                "X -c <(cat SUMS)",
                "X -c <(cat SUMS) - other.sum <(cat bsd.sum) < SUMS",
                "rm -f fifo; mkfifo fifo; cat SUMS > fifo & X -c fifo; wait",
                "rm -f fifo; mkfifo fifo; cat other.sum > fifo & cat bsd.sum | X -c -w SUMS fifo - <(cat SUMS); wait",
                "printf '%s\\n' \"$(cat SUMS)\" | X -c --strict -w; echo status $?",
                "cat SUMS | X -c - -",
                "echo \"$EMPTY  -\" | X -c",
                "echo \"$EMPTY  -\" > dash.sum; X -c dash.sum < /dev/null")
                .flatMap(ShellTest::same);
    }

    @TestFactory
    Stream<DynamicTest> writeErrorsOnStandardOutput() {
        return Stream.of(
                "X a > /dev/full; echo status $?",
                "X a b nonexistent > /dev/full; echo status $?",
                "X nonexistent > /dev/full; echo status $?",
                "X --help > /dev/full; echo status $?",
                "X --version > /dev/full; echo status $?",
                "X -c SUMS > /dev/full; echo status $?",
                "X -c --status SUMS > /dev/full; echo status $?",
                "X a >&-; echo status $?",
                "X --help >&-; echo status $?",
                "X -c --status SUMS >&-; echo status $?",
                "X -c SUMS >&-; echo status $?")
                .flatMap(ShellTest::same);
    }

    /** Output forms and messages through the launcher (in-process, GnuCompatibilityTest covers them all). */
    @TestFactory
    Stream<DynamicTest> outputAndMessages() {
        return Stream.of(
                "X -c -w <(echo junk; cat SUMS) nope; echo status $?",
                "X --tag a; X -z a b | od -c; X -bt b; X nope; echo status $?")
                .flatMap(ShellTest::same);
    }

    /**
     * The library's lanes from the first batch ({@code lanesAfter=0}, the vector engine forced), for
     * each algorithm (and SHA-1DC): the same output as GNU, and {@code --stats} says the lanes ran.
     */
    @TestFactory
    Stream<DynamicTest> throughTheLanes() {
        assumeTrue(EngineSelection.vectorUnavailableReason() == null, "no vector lanes here: " + EngineSelection.vectorUnavailableReason());
        String lanes = "export HASHLANES_JAVA_OPTS='-Dhashlanes.cli.lanesAfter=0 -Dhashlanes.engine=vector'; ";
        Stream<DynamicTest> same = Stream.of(lanes + "X a b c SUMS other.sum bsd.sum; X -c SUMS; echo status $?")
                .flatMap(ShellTest::same);
        Stream<DynamicTest> stats = Tool.ALL.stream().map(tool -> DynamicTest.dynamicTest(tool + ": --stats names the lanes",
                () -> {
                    tool.flavour.assumeBoth();
                    Tools.Result r = shell(tool.ours(), tool.flavour, tool.dir(), lanes + "X --stats a b c SUMS > /dev/null");
                    assertTrue(r.errText().matches("(?s).*\\(engine: vector \\d+ lanes.*\\)\n"), r.toString());
                }));
        Stream<DynamicTest> detecting = Stream.of(DynamicTest.dynamicTest("SHA1: --detect-collisions in the lanes", () -> {
            Tools.Result r = shell(launcher(), Tools.Flavour.SHA1, dir(Tools.Flavour.SHA1), lanes + "X --stats --detect-collisions a b c");
            Tools.Result gnu = shell("sha1sum", Tools.Flavour.SHA1, dir(Tools.Flavour.SHA1), "sha1sum a b c");
            assertEquals(gnu.outText(), r.outText());
            assertTrue(r.errText().matches("(?s).*\\(engine: vector \\d+ lanes.*\\)\n"), r.toString());
        }));
        return Stream.of(same, stats, detecting).flatMap(t -> t);
    }

    /** In-process, a failing stream gives the same messages, and nothing is thrown. */
    @Test
    void writeErrorInProcess() {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--help"}, new ByteArrayInputStream(new byte[0]), full, err);
        assertEquals(1, code);
        assertEquals("hashlanes: write error\n", err.toString(StandardCharsets.UTF_8));
    }

    /** GNU's layout, which help2man and completion generators read: two or more spaces before an option's text. */
    @Test
    void helpLinesSeparateOptionAndTextByTwoSpaces() {
        List<String> programs = new ArrayList<>(List.of(Main.PROGRAM));
        Tools.Flavour.supported().forEach(f -> programs.add(f.gnu));
        for (String program : programs) {
            for (String line : Help.text(program, Algorithm.forProgram(program)).split("\n")) {
                if (line.matches(" {2,6}-.*")) {
                    assertTrue(line.matches(" {2}(-\\w, )?--[a-z-]+(=[A-Z]+)?( {2,}\\S.*)?|      --[a-z-]+ {2,}\\S.*"),
                            "option and text need two spaces between them: '" + line + "'");
                }
            }
        }
    }

    /**
     * The progress line, as a person sees it: the launcher on a pseudo-terminal ({@code script}),
     * the screen read while the tool still runs (it waits on standard input after the files).
     */
    @Test
    void progressLineShowsOnATerminalThroughTheLauncher() throws Exception {
        assumeTrue(Tools.exec(List.of("bash", "-c", "command -v script"), new byte[0], null).code == 0,
                "script(1) not installed");
        String java = Path.of(System.getProperty("java.home")).toString();
        String cmd = "export JAVA_HOME=" + ProcessTest.q(java) + " HASHLANES_CLASSPATH="
                + ProcessTest.q(System.getProperty("java.class.path"))
                + " HASHLANES_JAVA_OPTS=-Dhashlanes.progressAfterMillis=0; sleep 60 | " + launcher() + " a b - > /dev/null";
        Process p = new ProcessBuilder("script", "-qfec", cmd, "/dev/null").directory(dir(Tools.Flavour.SHA1).toFile())
                .redirectErrorStream(true).start();
        try {
            String screen = readUntil(p.getInputStream(), "GB/s", 20_000);
            assertTrue(screen.contains("\rhashlanes: 2 files, 0.0 MB, "), "no progress line on the terminal: " + screen);
            assertTrue(p.isAlive(), "the tool should still be waiting on its standard input");
            assertFalse(screen.contains("WARNING: Using incubator modules"), screen);
        } finally {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            p.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static String readUntil(InputStream in, String marker, long millis) throws IOException {
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        long deadline = System.currentTimeMillis() + millis;
        byte[] buf = new byte[4096];
        while (System.currentTimeMillis() < deadline) {
            if (in.available() == 0) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
                continue;
            }
            int r = in.read(buf);
            if (r < 0) {
                break;
            }
            seen.write(buf, 0, r);
            if (seen.toString(StandardCharsets.UTF_8).contains(marker)) {
                break;
            }
        }
        return seen.toString(StandardCharsets.UTF_8);
    }
}
