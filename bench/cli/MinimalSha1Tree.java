import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The floor the command-line tool is measured against in cli/README.md ("Measured on AMD Zen 4"):
 * the plainest Java that does the tool's job, `sha1sum` over a sorted tree, with nothing of the
 * tool (no incubator module, no batching, no escaping): what plain Java costs for the same work,
 * start-up and JIT included. Not part of the build:
 *
 * <pre>
 * javac -d /tmp/minimal bench/cli/MinimalSha1Tree.java
 * java -XX:+UseSerialGC -cp /tmp/minimal MinimalSha1Tree TREE THREADS
 * </pre>
 */
public final class MinimalSha1Tree {
    public static void main(String[] args) throws Exception {
        List<Path> files = new ArrayList<>();
        try (var walk = Files.walk(Path.of(args[0]))) {
            walk.filter(Files::isRegularFile).forEach(files::add);
        }
        Collections.sort(files);
        int threads = Integer.parseInt(args[1]);
        String[] lines = new String[files.size()];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> parts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int first = t;
            parts.add(pool.submit(() -> {
                MessageDigest md = MessageDigest.getInstance("SHA-1");
                for (int i = first; i < lines.length; i += threads) { // files dealt out in turn
                    byte[] digest = md.digest(Files.readAllBytes(files.get(i)));
                    lines[i] = HexFormat.of().formatHex(digest) + "  " + files.get(i);
                }
                return null;
            }));
        }
        for (Future<?> part : parts) {
            part.get();
        }
        pool.shutdown();
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false);
        for (String line : lines) {
            out.println(line);
        }
        out.flush();
    }
}
