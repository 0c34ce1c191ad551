package org.hashlanes;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/** What a test needs to start a child JVM that sees the same classes as the test does. */
public final class ChildJvm {
    private ChildJvm() {}

    /**
     * A class path with this module's main and test classes and their dependencies, whether the tests
     * run on the class path or on the module path (where the test classes are patched into
     * {@code org.hashlanes} and {@code java.class.path} holds only the test framework). The child
     * runs on the class path either way.
     */
    public static String classPath() {
        Set<String> entries = new LinkedHashSet<>();
        for (String property : new String[] {"java.class.path", "jdk.module.path"}) {
            for (String e : System.getProperty(property, "").split(File.pathSeparator)) {
                if (!e.isEmpty()) {
                    entries.add(e);
                }
            }
        }
        entries.add(root(ChildJvm.class));
        entries.add(root(Sha1Batch.class));
        return String.join(File.pathSeparator, entries);
    }

    /** What a child JVM printed (stdout and stderr, interleaved) and its exit status. */
    public static final class Result {
        public final int status;
        public final String output;

        Result(int status, String output) {
            this.status = status;
            this.output = output;
        }
    }

    /**
     * Runs {@code main} in a child JVM on this JVM's java, with {@code jvmArgs}, the vector module
     * and {@link #classPath()}; fails the test if it has not finished in {@code timeoutSeconds}.
     */
    public static Result run(List<String> jvmArgs, Class<?> main, int timeoutSeconds) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-modules", "jdk.incubator.vector"));
        cmd.addAll(jvmArgs);
        cmd.addAll(List.of("-cp", classPath(), main.getName()));
        File out = File.createTempFile("child", ".out");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out).start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("child JVM did not finish in " + timeoutSeconds + " s: " + cmd);
            }
            return new Result(p.exitValue(), Files.readString(out.toPath(), StandardCharsets.UTF_8));
        } finally {
            out.delete();
        }
    }

    /** The directory or jar a class was loaded from, found through its own class file. */
    static String root(Class<?> c) {
        String file = c.getName().replace('.', '/') + ".class";
        URL url = c.getClassLoader().getResource(file);
        if (url == null) {
            url = c.getResource("/" + file);
        }
        try {
            if (url != null && url.getProtocol().equals("file")) {
                String path = Path.of(url.toURI()).toString();
                return path.substring(0, path.length() - file.length() - 1);
            }
            if (url != null && url.getProtocol().equals("jar")) {
                String s = url.getPath(); // file:/x/y.jar!/org/...
                return Path.of(new URL(s.substring(0, s.indexOf("!/"))).toURI()).toString();
            }
        } catch (URISyntaxException | java.net.MalformedURLException e) {
            throw new IllegalStateException("cannot locate " + c, e);
        }
        throw new IllegalStateException("cannot locate " + c + " (" + url + ")");
    }
}
