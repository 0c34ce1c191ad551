package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.Test;

/**
 * "No message is flagged in every object of this repository as git objects" (issue 14): every
 * file of the project's working tree as a git blob ({@code blob <len>\0} + bytes), and, in a git
 * checkout with {@code git} on the PATH, every object of the repository as {@code git cat-file
 * --batch-all-objects --batch} gives it, through the scalar detecting engine, the detecting lanes at
 * the widest width this JVM runs (every width is {@link Sha1DcTest}'s business) and
 * {@link Sha1DcBatch}: none flagged, every digest MessageDigest's, and every object's digest its git name.
 */
class Sha1DcGitObjectsTest {
    /** The project root: the nearest directory upward with a pom.xml that lists modules. */
    private static Path projectRoot() throws IOException {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path pom = p.resolve("pom.xml");
            if (Files.isRegularFile(pom) && Files.readString(pom).contains("<module>simd</module>")) {
                return p;
            }
        }
        return null;
    }

    @Test
    void noFileOfThisProjectIsFlaggedAsAGitBlob() throws Exception {
        Path root = projectRoot();
        assumeTrue(root != null, "not run inside the project's source tree");
        List<byte[]> blobs = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                return !dir.equals(root) && (name.equals("target") || name.equals(".git"))
                        ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                if (attrs.isRegularFile()) {
                    byte[] content = Files.readAllBytes(file);
                    blobs.add(object("blob", content));
                }
                return FileVisitResult.CONTINUE;
            }
        });
        assertTrue(blobs.size() > 50, "the walk found the project's files: " + blobs.size());
        checkNoneFlagged(blobs, null);
    }

    @Test
    void noObjectOfThisRepositoryIsFlaggedAndEveryIdIsGits() throws Exception {
        Path root = projectRoot();
        assumeTrue(root != null && Files.exists(root.resolve(".git")), "not a git checkout");
        Process git;
        try {
            git = new ProcessBuilder("git", "cat-file", "--batch-all-objects", "--batch").directory(root.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException noGit) {
            assumeTrue(false, "git is not on the PATH: " + noGit.getMessage());
            return;
        }
        git.getOutputStream().close();
        List<byte[]> objects = new ArrayList<>();
        List<String> names = new ArrayList<>();
        try (InputStream in = new BufferedInputStream(git.getInputStream())) {
            for (String header; (header = line(in)) != null; ) {
                String[] f = header.split(" "); // <name> <type> <size>
                assertEquals(3, f.length, "git cat-file header: " + header);
                byte[] content = in.readNBytes(Integer.parseInt(f[2]));
                assertEquals(Integer.parseInt(f[2]), content.length, "object " + f[0] + " cut short");
                assertEquals('\n', in.read(), "newline after object " + f[0]);
                objects.add(object(f[1], content));
                names.add(f[0]);
            }
        }
        assertTrue(git.waitFor(60, TimeUnit.SECONDS), "git cat-file finished");
        assumeTrue(git.exitValue() == 0 && !objects.isEmpty(), "git cat-file failed here (exit " + git.exitValue() + ")");
        assumeTrue(names.get(0).length() == 40, "a SHA-256 repository: git's names are not SHA-1");
        checkNoneFlagged(objects, names);
    }

    /** Through the scalar and widest detecting engines and the facade: no flag, MessageDigest's digest, and git's name where given. */
    private static void checkNoneFlagged(List<byte[]> objects, List<String> gitNames) throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-1");
        List<ByteBuffer> buffers = new ArrayList<>();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < objects.size(); i++) {
            byte[] o = objects.get(i);
            buffers.add(ByteBuffer.wrap(o));
            String digest = TestSupport.hex(md.digest(o));
            if (gitNames != null) {
                assertEquals(gitNames.get(i), digest, "git's name of object " + i);
            }
            expected.append(digest);
        }
        int n = objects.size();
        List<Engine> engines = new ArrayList<>(List.of(EngineFamily.SHA1DC.scalar()));
        List<Integer> widths = EngineSelection.vectorLaneCounts();
        if (!widths.isEmpty()) {
            engines.add(EngineFamily.SHA1DC.vector(widths.get(widths.size() - 1)));
        }
        for (Engine e : engines) {
            byte[] out = new byte[20 * n];
            boolean[] flags = new boolean[n];
            e.hashInto(buffers.iterator(), n, DigestSink.of(out, 0, flags, 0));
            assertEquals(expected.toString(), TestSupport.hex(out), e.description());
            for (int i = 0; i < n; i++) {
                assertFalse(flags[i], e.description() + " flagged object " + i);
            }
        }
        byte[] out = new byte[20 * n];
        assertEquals(0, Sha1DcBatch.hashInto(buffers, out, 0, new boolean[n], 0), "Sha1DcBatch flagged none");
        assertEquals(expected.toString(), TestSupport.hex(out), "Sha1DcBatch.hashInto");
    }

    /** A git object: {@code <type> <length>\0} and the content. */
    private static byte[] object(String type, byte[] content) {
        byte[] header = (type + " " + content.length + "\0").getBytes(StandardCharsets.US_ASCII);
        byte[] o = new byte[header.length + content.length];
        System.arraycopy(header, 0, o, 0, header.length);
        System.arraycopy(content, 0, o, header.length, content.length);
        return o;
    }

    /** One header line without its newline, or null at the end of the stream. */
    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (int c; (c = in.read()) != '\n'; ) {
            if (c < 0) {
                if (b.size() == 0) {
                    return null;
                }
                throw new EOFException("header cut short: " + b);
            }
            b.write(c);
        }
        return b.toString(StandardCharsets.US_ASCII);
    }
}
