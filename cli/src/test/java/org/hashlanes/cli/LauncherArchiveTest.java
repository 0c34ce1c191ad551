package org.hashlanes.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's class-data-sharing archive, on a copy of the launcher laid out as in the
 * repository ({@code hashlanes}, {@code cli/logging.properties}, {@code cli/target/hashlanes-cli.jar})
 * with a jar built here from the classes under test (the real jar is only made at {@code package}).
 * The copy has no {@code cli/src}, so the launcher never tries to build.
 */
class LauncherArchiveTest {
    @TempDir
    Path root;

    @Test
    void firstRunWritesTheArchiveLaterRunsMapItAndANewerJarReplacesIt() throws Exception {
        Path launcher = layout();
        Path message = root.resolve("message");
        Files.writeString(message, "class-data sharing\n");
        String expected = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(Files.readAllBytes(message)))
                + "  " + message + "\n";
        Path cds = root.resolve("cli/target/cds");

        Tools.Result first = run(launcher, List.of(), message);
        assertEquals(expected, first.outText(), first.toString());
        assertEquals("", first.errText(), "nothing of the dump on standard error");
        Path archive = onlyArchive(cds);
        FileTime written = Files.getLastModifiedTime(archive);

        Path log = root.resolve("class-load.log");
        Tools.Result second = run(launcher, List.of("HASHLANES_JAVA_OPTS=-Xlog:class+load=info:file=" + log), message);
        assertEquals(expected, second.outText(), second.toString());
        assertEquals("", second.errText());
        assertEquals(written, Files.getLastModifiedTime(onlyArchive(cds)), "a fresh archive is not written again");
        String loads = Files.readString(log);
        assertTrue(loads.contains("org.hashlanes.cli.Main source: shared objects file"),
                "the tool's classes come from the archive:\n" + loads.lines().filter(l -> l.contains("org.hashlanes"))
                        .limit(5).reduce("", (a, b) -> a + b + "\n"));

        // As if the jar had been rebuilt after the archive was written.
        Path jar = root.resolve("cli/target/hashlanes-cli.jar");
        FileTime stale = FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 10_000);
        Files.setLastModifiedTime(archive, stale);
        Tools.Result rebuilt = run(launcher, List.of(), message);
        assertEquals(expected, rebuilt.outText(), rebuilt.toString());
        assertEquals("", rebuilt.errText());
        Path again = onlyArchive(cds);
        assertTrue(Files.getLastModifiedTime(again).compareTo(Files.getLastModifiedTime(jar)) > 0,
                "an archive older than the jar is written again");
    }

    @Test
    void offWithHashlanesCdsZero() throws Exception {
        Path launcher = layout();
        Path message = root.resolve("empty");
        Files.write(message, new byte[0]);
        Tools.Result r = run(launcher, List.of("HASHLANES_CDS=0"), message);
        assertEquals("da39a3ee5e6b4b0d3255bfef95601890afd80709  " + message + "\n", r.outText(), r.toString());
        assertEquals("", r.errText());
        assertFalse(Files.exists(root.resolve("cli/target/cds")));
    }

    /** The launcher copy and a runnable jar of the classes under test; skips where this JVM cannot share classes. */
    private Path layout() throws IOException {
        Path source = Path.of("..", "hashlanes").toAbsolutePath().normalize();
        assumeTrue(Files.isExecutable(source), "no launcher at " + source);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Tools.Result share = Tools.exec(List.of(java, "-Xshare:on", "-version"), new byte[0], null);
        assumeTrue(share.code == 0, "this JVM has no class-data sharing: " + share);
        Path launcher = root.resolve("hashlanes");
        Files.copy(source, launcher);
        Files.createDirectories(root.resolve("cli/target"));
        Files.copy(Path.of("logging.properties").toAbsolutePath(), root.resolve("cli/logging.properties"));
        writeJar(root.resolve("cli/target/hashlanes-cli.jar"));
        return launcher;
    }

    private Tools.Result run(Path launcher, List<String> env, Path file) {
        List<String> command = new ArrayList<>(List.of("env", "-u", "HASHLANES_JAVA_OPTS", "-u", "HASHLANES_CLASSPATH",
                "-u", "HASHLANES_CDS", "JAVA_HOME=" + System.getProperty("java.home")));
        command.addAll(env);
        command.addAll(List.of("bash", launcher.toString(), file.toString()));
        return Tools.exec(command, new byte[0], root);
    }

    private static Path onlyArchive(Path cds) throws IOException {
        try (Stream<Path> files = Files.list(cds)) {
            List<Path> all = files.toList();
            assertEquals(1, all.size(), "one archive and no temporary file: " + all);
            assertTrue(all.get(0).toString().endsWith(".jsa"), all.toString());
            return all.get(0);
        }
    }

    /** The project's classes (not the tests', not JUnit's) from this test's class path, with the tool's manifest. */
    private static void writeJar(Path jar) throws IOException {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        main.put(new Attributes.Name("Add-Opens"), "java.base/sun.nio.fs");
        Set<String> added = new HashSet<>();
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
                Path p = Path.of(entry);
                if (p.endsWith("test-classes")) {
                    continue;
                }
                if (Files.isDirectory(p)) {
                    try (Stream<Path> walk = Files.walk(p)) {
                        for (Path f : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                            String name = p.relativize(f).toString().replace(java.io.File.separatorChar, '/');
                            try (InputStream in = Files.newInputStream(f)) {
                                add(out, added, name, in);
                            }
                        }
                    }
                } else if (entry.endsWith(".jar") && Files.isRegularFile(p)) {
                    try (JarFile j = new JarFile(p.toFile())) {
                        for (Enumeration<JarEntry> e = j.entries(); e.hasMoreElements(); ) {
                            JarEntry je = e.nextElement();
                            if (!je.isDirectory()) {
                                try (InputStream in = j.getInputStream(je)) {
                                    add(out, added, je.getName(), in);
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(added.contains("org/hashlanes/cli/Main.class") && added.contains("org/hashlanes/Sha1Batch.class"), added.size() + " entries");
    }

    private static void add(JarOutputStream jar, Set<String> added, String name, InputStream in) throws IOException {
        if (!name.startsWith("org/hashlanes/") || !added.add(name)) {
            return;
        }
        jar.putNextEntry(new JarEntry(name));
        in.transferTo(jar);
        jar.closeEntry();
    }
}
