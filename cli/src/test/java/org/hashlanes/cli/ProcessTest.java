package org.hashlanes.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tool as a real process: a child JVM running {@link Main#main} (arguments reach it as raw
 * bytes, through bash), the repository's {@code hashlanes} launcher on the test class path, and a
 * file over 2 GiB (only with {@code -Dhashlanes.bigTests=true}).
 */
class ProcessTest {
    @TempDir
    static Path tmp;
    static byte[] badName;
    static byte[] goodName;

    @BeforeAll
    static void files() throws IOException {
        assumeTrue(RawPaths.exact(), "java.base/sun.nio.fs is not opened to the tests (see cli/pom.xml)");
        byte[] dir = RawPaths.bytes(tmp.toAbsolutePath());
        badName = GnuCompatibilityTest.join(dir, new byte[] {'n', 'o', 't', '-', 'u', 't', 'f', '8', (byte) 0xe9});
        goodName = GnuCompatibilityTest.join(dir, "caf\u00e9 \\ 'x'".getBytes(StandardCharsets.UTF_8));
        Files.write(RawPaths.path(badName), "latin-1 name\n".getBytes(StandardCharsets.US_ASCII));
        Files.write(RawPaths.path(goodName), "utf-8 name\n".getBytes(StandardCharsets.US_ASCII));
    }

    /** A bash command line that starts Main in a child JVM like the launcher does, on the test class path. */
    static String childJvm() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return q(java) + " --add-modules jdk.incubator.vector --add-opens java.base/sun.nio.fs=ALL-UNNAMED"
                + " -cp " + q(System.getProperty("java.class.path")) + " " + Main.class.getName();
    }

    static String q(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    static Tools.Result withoutIncubatorWarning(Tools.Result r) {
        String err = r.errText().replace("WARNING: Using incubator modules: jdk.incubator.vector\n", "");
        return new Tools.Result(r.code, r.out, err.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void childJvmKeepsNonUtf8ArgumentBytes() {
        assumeTrue(Tools.gnuAvailable(), "GNU sha1sum not on PATH: comparison skipped");
        byte[] missing = Tools.concat(badName, "-missing");
        byte[][] args = {"-b".getBytes(StandardCharsets.US_ASCII), badName, goodName, missing};
        Tools.Result ours = withoutIncubatorWarning(Tools.viaBash(childJvm(), args, new byte[0]));
        Tools.assertSame(Tools.gnu(args, new byte[0]), ours, "child JVM");
    }

    @Test
    void childJvmRecursiveMatchesFindSortSha1sum() {
        assumeTrue(Tools.gnuAvailable(), "GNU sha1sum not on PATH: comparison skipped");
        String root = tmp.toString();
        Tools.Result ours = withoutIncubatorWarning(Tools.exec(List.of("bash", "-c", childJvm() + " -r \"$1\"",
                "bash", root), new byte[0], null));
        Tools.Result gnu = Tools.exec(List.of("bash", "-c",
                "find \"$1\" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha1sum", "bash", root), new byte[0], null);
        Tools.assertSame(gnu, ours, "-r in a child JVM");
    }

    /** The repository's launcher, on the test class path (HASHLANES_CLASSPATH: no jar, no build). */
    @Test
    void launcherScript() {
        Path launcher = Path.of("..", "hashlanes").toAbsolutePath().normalize();
        assumeTrue(Files.isExecutable(launcher), "no launcher at " + launcher);
        assumeTrue(Tools.gnuAvailable(), "GNU sha1sum not on PATH: comparison skipped");
        byte[][] args = {badName, goodName, Tools.concat(goodName, "-missing")};
        String command = "env JAVA_HOME=" + q(System.getProperty("java.home"))
                + " HASHLANES_CLASSPATH=" + q(System.getProperty("java.class.path")) + " " + q(launcher.toString());
        Tools.Result ours = Tools.viaBash(command, args, new byte[0]);
        Tools.assertSame(Tools.gnu(args, new byte[0]), ours, "launcher");
    }

    /** A FIFO says its size is 0; it is read to its end all the same (the stream path). */
    @Test
    void fifoIsReadToItsEnd() throws Exception {
        Path fifo = tmp.resolve("fifo");
        Tools.Result made = Tools.exec(List.of("mkfifo", fifo.toString()), new byte[0], null);
        assumeTrue(made.code == 0, "mkfifo failed: " + made);
        byte[] content = new byte[300_000];
        new java.util.Random(7).nextBytes(content);
        Thread writer = new Thread(() -> {
            try {
                Files.write(fifo, content);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        Tools.Result ours = Tools.ours(Tools.args("--git", fifo), new byte[0]);
        writer.join();
        MessageDigest md = MessageDigest.getInstance("SHA-1");
        md.update(("blob " + content.length + "\0").getBytes(StandardCharsets.US_ASCII));
        assertEquals(HexFormat.of().formatHex(md.digest(content)) + "  " + fifo + "\n", ours.outText());
    }

    /** A sparse file just over 2 GiB: beyond one mapping, hashed as a stream. */
    @Test
    void fileOverTwoGiB() throws Exception {
        assumeTrue(Boolean.getBoolean("hashlanes.bigTests"), "big tests off (-Dhashlanes.bigTests=true runs them)");
        Path big = tmp.resolve("big.bin");
        long size = (2L << 30) + 4099;
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(size);
            for (long at : new long[] {0, Integer.MAX_VALUE - 3, 1L << 31, size - 7}) {
                f.seek(at);
                f.write("marks!".getBytes(StandardCharsets.US_ASCII), 0, (int) Math.min(6, size - at));
            }
        }
        try {
            Tools.Result ours = Tools.ours(Tools.args(big), new byte[0]);
            assertEquals(0, ours.code, ours.toString());
            String expected;
            if (Tools.gnuAvailable()) {
                expected = Tools.gnu(Tools.args(big), new byte[0]).outText();
            } else {
                MessageDigest md = MessageDigest.getInstance("SHA-1");
                byte[] buf = new byte[1 << 20];
                try (InputStream in = Files.newInputStream(big)) {
                    for (int r; (r = in.read(buf)) > 0; ) {
                        md.update(buf, 0, r);
                    }
                }
                expected = HexFormat.of().formatHex(md.digest()) + "  " + big + "\n";
            }
            assertEquals(expected, ours.outText());
        } finally {
            Files.deleteIfExists(big);
        }
    }
}
