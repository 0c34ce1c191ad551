package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor.Exports;
import java.lang.module.ModuleDescriptor.Requires;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.hashlanes.scalar.ScalarSha1;
import org.junit.jupiter.api.Test;

/**
 * What the build must keep true beyond the code's behaviour: the module descriptors, Java 17 class
 * files, and generated code that matches its generators.
 */
class BuildChecksTest {
    /** Modules the engine internals may be exported to: the project's own tools, nothing else. */
    private static final Set<String> FRIENDS = Set.of("org.hashlanes.cli", "org.hashlanes.bench");

    /** Class file major version of Java 17. */
    private static final int JAVA_17 = 61;

    /** The directory (or jar) a class was loaded from: target/classes of its module in a build. */
    private static Path home(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ModuleDescriptor descriptorOf(Class<?> c) {
        Set<java.lang.module.ModuleReference> found = ModuleFinder.of(home(c)).findAll();
        assertEquals(1, found.size(), "one module at " + home(c));
        return found.iterator().next().descriptor();
    }

    @Test
    void libraryModuleExportsTheApiAndHidesTheInternals() {
        ModuleDescriptor d = descriptorOf(Sha1Batch.class);
        assertEquals("org.hashlanes", d.name());
        assertFalse(d.isAutomatic() || d.isOpen(), "a real, closed module");
        Map<String, Set<Requires.Modifier>> requires = new TreeMap<>();
        for (Requires r : d.requires()) {
            requires.put(r.name(), r.modifiers());
        }
        assertEquals(Set.of(Requires.Modifier.STATIC), requires.get("jdk.incubator.vector"),
                "the Vector API is optional: requires static, never a hard dependency: " + requires);
        assertEquals(Set.of(), requires.get("org.hashlanes.scalar"), "requires " + requires);
        assertTrue(requires.containsKey("jdk.management"), "requires " + requires);
        assertTrue(d.opens().isEmpty(), "opens nothing: " + d.opens());

        Map<String, Exports> exports = d.exports().stream().collect(Collectors.toMap(Exports::source, e -> e));
        List<String> problems = new ArrayList<>();
        // Packages are read from the compiled classes, so a package someone adds is checked too:
        // API packages (no "internal" in the name) exported to all, internal ones at most to the tools.
        for (String p : new TreeSet<>(d.packages())) {
            Exports e = exports.get(p);
            boolean internal = p.contains(".internal");
            if (!internal && (e == null || e.isQualified())) {
                problems.add(p + " is API but not exported to everyone (a line in module-info.java)");
            } else if (internal && e != null && !(e.isQualified() && FRIENDS.containsAll(e.targets()))) {
                problems.add(p + " is internal but exported beyond " + FRIENDS + ": " + e);
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertTrue(exports.containsKey("org.hashlanes") && !exports.get("org.hashlanes").isQualified());
        assertFalse(exports.containsKey("org.hashlanes.internal.vector"), "the kernels are exported to no one");
    }

    /** The module's Javadoc is where a reader of {@code jar --describe-module} looks: it names every API class. */
    @Test
    void moduleJavadocLinksEveryPublicApiClass() throws IOException {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath();
        Path source = module.resolve("src/main/java/module-info.java");
        assumeTrue(Files.isRegularFile(source), "NOTICE: no module-info.java source at " + source);
        String doc = Files.readString(source);
        doc = doc.substring(0, doc.indexOf("*/"));
        Path api = home(Sha1Batch.class).resolve("org/hashlanes");
        List<String> missing = new ArrayList<>();
        int publicClasses = 0;
        try (Stream<Path> files = Files.list(api)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String file = f.getFileName().toString();
                if (!file.endsWith(".class") || file.contains("$")) {
                    continue;
                }
                String name = file.substring(0, file.length() - ".class".length());
                Class<?> c;
                try {
                    c = Class.forName("org.hashlanes." + name, false, Sha1Batch.class.getClassLoader());
                } catch (ClassNotFoundException e) {
                    throw new AssertionError(e);
                }
                if (java.lang.reflect.Modifier.isPublic(c.getModifiers())) {
                    publicClasses++;
                    if (!doc.contains("{@link org.hashlanes." + name + "}")) {
                        missing.add(name);
                    }
                }
            }
        }
        assertTrue(publicClasses >= 10, "found the API classes under " + api);
        assertTrue(missing.isEmpty(), "module-info.java's Javadoc does not link " + missing);
    }

    @Test
    void scalarModuleExportsItsPackage() {
        ModuleDescriptor d = descriptorOf(ScalarSha1.class);
        assertEquals("org.hashlanes.scalar", d.name());
        assertEquals(Set.of("java.base"), d.requires().stream().map(Requires::name).collect(Collectors.toSet()),
                "no dependencies");
        assertEquals(d.packages(), d.exports().stream().filter(e -> !e.isQualified()).map(Exports::source)
                .collect(Collectors.toSet()));
    }

    /**
     * Run with {@code -Dhashlanes.test.modulePath=true} (CI does): the tests really run inside the
     * named module, and the vector kernels, which are defined as hidden classes from a class file
     * read as a resource, work there as on the class path.
     */
    @Test
    void onTheModulePathTheLibraryIsANamedModuleAndTheLanesWork() throws Exception {
        assumeTrue(Boolean.getBoolean("hashlanes.test.modulePath"), "tests run on the class path this time");
        Module m = Sha1Batch.class.getModule();
        assertEquals("org.hashlanes", m.getName());
        assertEquals("org.hashlanes.scalar", ScalarSha1.class.getModule().getName());
        assumeTrue(ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent(), "no vector module");
        assertTrue(m.canRead(ModuleLayer.boot().findModule("jdk.incubator.vector").get()),
                "requires static gives readability when the module is present");
        assumeTrue(!EngineSelection.vectorLaneCounts().isEmpty(), "no vector engine: " + EngineSelection.vectorUnavailableReason());
        byte[] message = TestSupport.pattern(1000, 5);
        byte[] want = MessageDigest.getInstance("SHA-1").digest(message);
        for (int lanes : EngineSelection.vectorLaneCounts()) {
            byte[] out = new byte[20];
            EngineFamily.SHA1.vector(lanes).hashInto(List.of(ByteBuffer.wrap(message)).iterator(), 1, out, 0);
            assertEquals(TestSupport.hex(want), TestSupport.hex(out), lanes + " lanes in the named module");
        }
    }

    /** --release 17 makes javac link only Java 17 API; this catches a build that drops it for a newer target. */
    @Test
    void everyClassFileIsJava17() throws IOException {
        for (Class<?> c : List.of(Sha1Batch.class, ScalarSha1.class)) {
            Path root = home(c);
            assumeTrue(Files.isDirectory(root), "classes come from a jar: " + root);
            int count = 0;
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                    try (InputStream in = Files.newInputStream(f); DataInputStream data = new DataInputStream(in)) {
                        assertEquals(0xCAFEBABE, data.readInt(), f.toString());
                        data.readUnsignedShort();
                        assertEquals(JAVA_17, data.readUnsignedShort(), "class file version of " + f);
                    }
                    count++;
                }
            }
            assertTrue(count > 1, "found class files under " + root);
        }
    }

    /** The repository root, when the tests run from a checkout (the module's directory is one below it). */
    private static Path repositoryRoot() {
        Path module = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath();
        Path root = module.getParent();
        assumeTrue(root != null && Files.isRegularFile(root.resolve("src/codegen/sync.py")),
                "NOTICE: not in a checkout (no src/codegen/sync.py above " + module + "); generated code not checked");
        return root;
    }

    /**
     * Every GENERATED region in the sources is exactly its generator's output, and every generator
     * in src/codegen owns a region: src/codegen/sync.py --check, which a new generator joins by
     * naming itself in its target's begin marker.
     */
    @Test
    void generatedCodeMatchesItsGenerators() throws Exception {
        Path root = repositoryRoot();
        Process p;
        try {
            p = new ProcessBuilder("python3", "src/codegen/sync.py", "--check").directory(root.toFile())
                    .redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, "NOTICE: python3 not found (" + e.getMessage() + "); generated code not checked");
            return;
        }
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            fail("src/codegen/sync.py --check did not finish:\n" + output);
        }
        assertEquals(0, p.exitValue(), "generated code differs from its generators "
                + "(python3 src/codegen/sync.py rewrites it):\n" + output);
        assertTrue(output.contains("in sync"), output);
    }
}
