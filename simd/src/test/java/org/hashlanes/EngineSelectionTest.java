package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.Test;

/**
 * Engine selection happens once per JVM, so the cases that need other system properties or
 * JVM flags run {@link EngineProbeMain} in a child JVM on this JVM's java and class path.
 */
class EngineSelectionTest {
    private static final String ABC = "a9993e364706816aba3e25717850c26c9cd0d89d";

    /** Exit status, stdout, stderr of a child JVM. */
    private static final class Child {
        int status;
        String out;
        String err;

        @Override
        public String toString() {
            return "exit " + status + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    private static Child run(boolean vectorModule, String... props) throws IOException, InterruptedException {
        return run(List.of(), vectorModule, props);
    }

    private static Child run(List<String> jvmArgs, boolean vectorModule, String... props)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmArgs);
        if (vectorModule) {
            cmd.add("--add-modules");
            cmd.add("jdk.incubator.vector");
        }
        cmd.add("-Xshare:auto");
        for (String p : props) {
            cmd.add("-D" + p);
        }
        cmd.add("-cp");
        cmd.add(ChildJvm.classPath());
        cmd.add(EngineProbeMain.class.getName());
        File out = File.createTempFile("probe", ".out");
        File err = File.createTempFile("probe", ".err");
        try {
            Process p = new ProcessBuilder(cmd).redirectOutput(out).redirectError(err).start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("child JVM did not finish in 60 s: " + cmd);
            }
            Child c = new Child();
            c.status = p.exitValue();
            c.out = Files.readString(out.toPath(), StandardCharsets.UTF_8);
            c.err = Files.readString(err.toPath(), StandardCharsets.UTF_8);
            return c;
        } finally {
            out.delete();
            err.delete();
        }
    }

    private static String engineOf(Child c) {
        for (String line : c.out.split("\\R")) {
            if (line.startsWith("engine=")) {
                return line.substring("engine=".length());
            }
        }
        throw new AssertionError("no engine line from the child:\n" + c);
    }

    @Test
    void engineHasADescription() {
        String e = Sha1Batch.engine();
        assertFalse(e == null || e.isBlank(), "engine() describes the engine");
        // The default may be measured in the background (jdk until the lanes are warm), so the
        // text may change once; it always names one of the engines.
        assertTrue(e.startsWith("scalar") || e.startsWith("jdk") || e.startsWith("vector"), e);
    }

    @Test
    void unknownEngineNamesTheValidOnes() throws Exception {
        Child c = run(true, "hashlanes.engine=turbo");
        assertEquals(3, c.status, c.toString());
        assertTrue(c.out.contains("IllegalArgumentException"), c.toString());
        for (String word : new String[] {"hashlanes.engine", "turbo", "auto", "vector", "jdk", "scalar"}) {
            assertTrue(c.out.contains(word), "error mentions " + word + ":\n" + c);
        }
    }

    @Test
    void anInvalidEngineFailsTheSameFromEveryEntryPoint() throws Exception {
        Child c = run(true, "hashlanes.engine=turbo");
        String expected = "java.lang.IllegalArgumentException: hashlanes.engine must be one of";
        for (String entry : new String[] {"buffer-error=", "bytes-error=", "error="}) {
            assertTrue(c.out.contains(entry + expected), entry + " in:\n" + c);
        }
    }

    @Test
    void theOneMessageEntryPointsFollowTheForcedEngine() throws Exception {
        // Forced to the lanes where they cannot run: hash(ByteBuffer) and hash(byte[]) must say so
        // too, rather than quietly hashing with the JDK.
        Child c = run(false, "hashlanes.engine=vector");
        assertTrue(c.out.contains("buffer-error=java.lang.UnsupportedOperationException"), c.toString());
        assertTrue(c.out.contains("bytes-error=java.lang.UnsupportedOperationException"), c.toString());
        Child scalar = run(false, "hashlanes.engine=scalar");
        assertTrue(scalar.out.contains("buffer=" + ABC) && scalar.out.contains("bytes=" + ABC), scalar.toString());
    }

    @Test
    void withoutJdkManagementTheJdkEngineIsTakenAndTheLogSaysWhy() throws Exception {
        // A jlink'd runtime of java.base (and the logging module, for the log line) only.
        Child c = run(List.of("--limit-modules", "java.base,java.logging"), false);
        assertEquals(0, c.status, c.toString());
        assertTrue(engineOf(c).startsWith("jdk"), c.toString());
        assertTrue(c.out.contains("abc=" + ABC) && c.out.contains("buffer=" + ABC), c.toString());
        assertTrue(c.err.contains("jdk.management"), "the log says why:\n" + c);
    }

    /**
     * Without jdk.management (a jlink image, here {@code --limit-modules}) HotSpot's intrinsic
     * flags cannot be read. On a CPU with SHA-NI, {@code new Sha1()} and {@code new Sha256()} are
     * the JDK's (the scalar engine is 3x slower there) because the CPU says so, not by timing:
     * timed in a starting JVM, the JDK's digest may still wait for C2 (CI once took the scalar
     * engine for SHA-256 that way). MD5, which no CPU has instructions for, is timed, and its
     * engine is what the log says was chosen.
     */
    @Test
    void withoutJdkManagementTheSingleStreamsFollowShaNiElseTiming() throws Exception {
        boolean shaNi;
        try {
            shaNi = Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                    .anyMatch(l -> l.startsWith("flags") && l.contains(" sha_ni"));
        } catch (IOException e) {
            shaNi = false;
        }
        assumeTrue(shaNi, "NOTICE: no sha_ni in /proc/cpuinfo: the JDK's SHA intrinsics are not expected here");
        Child c = run(List.of("--limit-modules", "java.base,java.logging,jdk.incubator.vector"), true);
        assertEquals(0, c.status, c.toString());
        assertEquals("Sha1[jdk]", line(c, "sha1"), c.toString());
        assertEquals("Sha256[jdk]", line(c, "sha256"), c.toString());
        for (String flag : new String[] {"UseSHA1Intrinsics", "UseSHA256Intrinsics"}) {
            assertTrue(c.err.matches("(?s).*INFO: hashlanes: cannot read HotSpot's " + flag + " here \\(no jdk.management"
                    + " module, or not HotSpot\\), so the single-stream engine for SHA-(1|256) follows the CPU's SHA"
                    + " instructions \\(sha_ni in /proc/cpuinfo\\).*the JDK's MessageDigest.*"), "the log says why:\n" + c);
        }
        assertTrue(engineOf(c).startsWith("jdk"), "the batch engine's single stream is the same choice:\n" + c);
        java.util.regex.Matcher md5 = java.util.regex.Pattern.compile("cannot read HotSpot's UseMD5Intrinsics here \\(no"
                + " jdk.management module, or not HotSpot\\), so the single-stream engine for MD5 was chosen by timing"
                + "(?:, which did not settle in \\d+ ms)?(?:: the scalar engine took \\d+\\.\\d+x MessageDigest's time per"
                + " block)?: the (JDK's MessageDigest|scalar engine)").matcher(c.err);
        assertTrue(md5.find(), "MD5 is timed, and the log says so:\n" + c);
        assertEquals(md5.group(1).startsWith("JDK") ? "Md5[jdk]" : "Md5[scalar]", line(c, "md5"),
                "MD5's stream is what the log says:\n" + c);
    }

    @Test
    void badLaneCountIsAnError() throws Exception {
        Child c = run(true, "hashlanes.lanes=5");
        assertEquals(3, c.status, c.toString());
        assertTrue(c.out.contains("hashlanes.lanes") && c.out.contains("16"), c.toString());
    }

    @Test
    void forcedEnginesAreUsed() throws Exception {
        Child scalar = run(true, "hashlanes.engine=scalar");
        assertEquals(0, scalar.status, scalar.toString());
        assertEquals("scalar", engineOf(scalar));
        assertTrue(scalar.out.contains("abc=" + ABC), scalar.toString());
        Child jdk = run(false, "hashlanes.engine=JDK");
        assertEquals(0, jdk.status, jdk.toString());
        assertTrue(engineOf(jdk).startsWith("jdk"), jdk.toString());
        assertTrue(jdk.out.contains("abc=" + ABC), jdk.toString());
    }

    @Test
    void withoutTheVectorModuleANonVectorEngineIsUsedAndTheLogSaysWhy() throws Exception {
        Child c = run(false);
        assertEquals(0, c.status, c.toString());
        assertFalse(engineOf(c).startsWith("vector"), c.toString());
        assertTrue(c.out.contains("abc=" + ABC), c.toString());
        assertTrue(c.err.contains("INFO"), "an INFO line on stderr:\n" + c);
        assertTrue(c.err.contains("--add-modules jdk.incubator.vector"), "the log says how to enable it:\n" + c);
    }

    @Test
    void forcingVectorWithoutTheModuleFailsSayingWhy() throws Exception {
        Child c = run(false, "hashlanes.engine=vector");
        assertEquals(3, c.status, c.toString());
        assertTrue(c.out.contains("--add-modules jdk.incubator.vector"), c.toString());
    }

    @Test
    void forcedVectorEngineAtEachLaneCount() throws Exception {
        Child c = run(true);
        assertEquals(0, c.status, c.toString());
        assertTrue(c.out.contains("abc=" + ABC), c.toString());
        if (EngineSelection.vectorLaneCounts().isEmpty()) {
            assertFalse(engineOf(c).contains("vector"), c.toString());
            assertTrue(c.err.contains(EngineSelection.vectorUnavailableReason()), "the log gives the reason:\n" + c);
            Child forced = run(true, "hashlanes.engine=vector");
            assertEquals(3, forced.status, forced.toString());
            return;
        }
        for (int lanes : EngineSelection.vectorLaneCounts()) {
            Child forced = run(true, "hashlanes.engine=vector", "hashlanes.lanes=" + lanes);
            assertEquals(0, forced.status, forced.toString());
            assertTrue(engineOf(forced).startsWith("vector " + lanes + " lanes"), forced.toString());
            assertTrue(forced.out.contains("abc=" + ABC), forced.toString());
        }
    }

    private static String line(Child c, String key) {
        for (String line : c.out.split("\\R")) {
            if (line.startsWith(key + "=")) {
                return line.substring(key.length() + 1);
            }
        }
        throw new AssertionError("no " + key + " line from the child:\n" + c);
    }

    @Test
    void warmupFalseStaysOnTheSingleStreamWithNoThreadAndNothingToAwait() throws Exception {
        Child c = run(true, "hashlanes.warmup=false", "probe.await=true");
        assertEquals(0, c.status, c.toString());
        assertTrue(c.out.contains("abc=" + ABC), c.toString());
        String info = line(c, "info");
        assertTrue(info.matches("(JDK|SCALAR) 1 lane, CHOSEN: " + java.util.regex.Pattern.quote(engineOf(c))), c.toString());
        assertFalse(engineOf(c).contains("warming"), c.toString());
        assertEquals("false", line(c, "warmup-thread"), "no hashlanes-warmup thread:\n" + c);
        assertEquals(info, line(c, "awaited"), c.toString());
        assertTrue(Long.parseLong(line(c, "awaited-millis")) < 10_000, "returns at once, not after 40 s:\n" + c);
        assertTrue(c.err.contains("hashlanes.warmup=false"), "the log says why:\n" + c);
    }

    @Test
    void anInvalidWarmupValueFailsTheSameFromEveryEntryPoint() throws Exception {
        Child c = run(true, "hashlanes.warmup=maybe");
        assertEquals(3, c.status, c.toString());
        String expected = "java.lang.IllegalArgumentException: hashlanes.warmup must be true or false, was 'maybe'";
        for (String entry : new String[] {"buffer-error=", "bytes-error=", "error="}) {
            assertTrue(c.out.contains(entry + expected), entry + " in:\n" + c);
        }
    }

    @Test
    void aForcedEngineIsChosenFromTheStartWithNoWarmupThread() throws Exception {
        Child c = run(true, "hashlanes.engine=scalar", "probe.await=true");
        assertEquals(0, c.status, c.toString());
        assertEquals("SCALAR 1 lane, CHOSEN: scalar", line(c, "info"), c.toString());
        assertEquals("false", line(c, "warmup-thread"), c.toString());
        assertEquals(line(c, "info"), line(c, "awaited"), c.toString());
    }

    @Test
    void theDefaultWarmsUpInTheBackgroundAndAwaitEngineReturnsTheChoice() throws Exception {
        Child c = run(true, "probe.await=true");
        assertEquals(0, c.status, c.toString());
        assertTrue(c.out.contains("abc=" + ABC), c.toString());
        String info = line(c, "info");
        if (info.contains("WARMING_UP")) {
            // Until the lanes win, the single stream hashes, and engine() says the lanes are warming.
            assertTrue(info.matches("(JDK|SCALAR) 1 lane, WARMING_UP: .*warming up\\)"), c.toString());
            assertTrue(engineOf(c).contains("warming up"), c.toString());
            assertEquals("true", line(c, "warmup-thread"), "the hashlanes-warmup thread runs:\n" + c);
        }
        String awaited = line(c, "awaited");
        long millis = Long.parseLong(line(c, "awaited-millis"));
        if (awaited.contains("WARMING_UP")) { // a very busy machine: the wait must then have lasted its 40 s
            assertTrue(millis >= 39_000, c.toString());
            return;
        }
        assertTrue(awaited.matches("(VECTOR (4|8|16) lanes|JDK 1 lane|SCALAR 1 lane), CHOSEN: .*"), c.toString());
        assertFalse(awaited.contains("warming"), c.toString());
        assertEquals(awaited, line(c, "info-after"), "the choice is final:\n" + c);
        assertTrue(awaited.endsWith(": " + line(c, "engine-after")), "the value and engine() agree:\n" + c);
        if (awaited.startsWith("VECTOR")) {
            assertTrue(line(c, "engine-after").startsWith("vector " + awaited.split(" ")[1] + " lanes"), c.toString());
        }
    }
}
