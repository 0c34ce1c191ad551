package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link Sha1Files} and {@link Sha256Files} against {@code MessageDigest}, per-file errors, and
 * their memory bound: every test runs for each algorithm.
 */
class FilesTest {
    @TempDir
    Path tmp;

    private static final Random RANDOM = new Random(2026);

    /** One public file class: a new instance (plain or git blobs) as a hash function, and its digest type. */
    enum Kind {
        SHA1("SHA-1") {
            @Override
            Function<List<Path>, List<? extends FileResult<?>>> files(boolean git) {
                return (git ? Sha1Files.gitBlobs() : new Sha1Files())::hash;
            }

            @Override
            Object digest(byte[] bytes) {
                return Sha1Digest.fromBytes(bytes);
            }
        },
        SHA256("SHA-256") {
            @Override
            Function<List<Path>, List<? extends FileResult<?>>> files(boolean git) {
                return (git ? Sha256Files.gitBlobs() : new Sha256Files())::hash;
            }

            @Override
            Object digest(byte[] bytes) {
                return Sha256Digest.fromBytes(bytes);
            }
        };

        final String jdkName;

        Kind(String jdkName) {
            this.jdkName = jdkName;
        }

        abstract Function<List<Path>, List<? extends FileResult<?>>> files(boolean git);

        abstract Object digest(byte[] bytes);

        /** The oracle: {@code MessageDigest} over the content, after git's header if asked. */
        Object expected(byte[] content, boolean git) throws Exception {
            MessageDigest md = MessageDigest.getInstance(jdkName);
            if (git) {
                md.update(("blob " + content.length + "\0").getBytes(StandardCharsets.US_ASCII));
            }
            return digest(md.digest(content));
        }

        Object expected(Path p, boolean git) throws Exception {
            return expected(Files.readAllBytes(p), git);
        }
    }

    private Path file(String name, int size) throws IOException {
        byte[] content = new byte[size];
        RANDOM.nextBytes(content);
        return Files.write(tmp.resolve(name), content);
    }

    /** Sizes at the padding edges, at the batch/stream boundary, and enough bytes to fill the buffer several times. */
    private List<Path> mixedTree() throws IOException {
        List<Path> paths = new ArrayList<>();
        int[] sizes = {0, 1, 55, 56, 63, 64, 65, 119, 4095, 4096, Sha1Files.FILE_MAX - 1, Sha1Files.FILE_MAX,
            Sha1Files.FILE_MAX + 1, 9 << 20};
        for (int s : sizes) {
            paths.add(file("s" + s, s));
        }
        for (int i = 0; i < 40; i++) { // 40 x ~1 MiB: the buffer fills and is hashed more than twice
            paths.add(file("m" + i, (1 << 20) + RANDOM.nextInt(4096)));
        }
        for (int i = 0; i < 300; i++) { // many small ones: full batches for the lanes
            paths.add(file("t" + i, RANDOM.nextInt(9000)));
        }
        paths.add(1, paths.get(5)); // the same file twice
        return paths;
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void digestsAndSizesEqualMessageDigest(Kind kind) throws Exception {
        List<Path> paths = mixedTree();
        for (boolean git : new boolean[] {false, true}) {
            Function<List<Path>, List<? extends FileResult<?>>> files = kind.files(git);
            for (int round = 0; round < 2; round++) { // the instance is reused
                List<? extends FileResult<?>> results = files.apply(paths);
                assertEquals(paths.size(), results.size());
                for (int i = 0; i < paths.size(); i++) {
                    FileResult<?> r = results.get(i);
                    assertTrue(r.isOk(), r.toString());
                    assertNull(r.error());
                    assertEquals(paths.get(i), r.path());
                    assertEquals(Files.size(paths.get(i)), r.size(), paths.get(i).toString());
                    assertEquals(kind.expected(paths.get(i), git), r.digest(), "git=" + git + " " + paths.get(i));
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void errorsAreReportedPerFileAndTheOthersAreHashed(Kind kind) throws Exception {
        Path good1 = file("good1", 1000);
        Path good2 = file("good2", Sha1Files.FILE_MAX + 10);
        Path good3 = file("good3", 3);
        Path missing = tmp.resolve("missing");
        Path dir = Files.createDirectory(tmp.resolve("dir"));
        Path dangling = Files.createSymbolicLink(tmp.resolve("dangling"), tmp.resolve("nowhere"));
        Path vanished = file("vanished", 500);
        List<Path> paths = new ArrayList<>(List.of(good1, missing, dir, good2, dangling, vanished, good3));
        Path socket = tmp.resolve("socket");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            paths.add(2, socket); // open(2) on a socket: ENXIO
            Files.delete(vanished); // listed, then gone before it is read
            List<? extends FileResult<?>> r = kind.files(false).apply(paths);
            for (Path good : List.of(good1, good2, good3)) {
                FileResult<?> g = r.get(paths.indexOf(good));
                assertEquals(kind.expected(good, false), g.digest());
            }
            for (Path bad : List.of(missing, dir, dangling, vanished, socket)) {
                FileResult<?> b = r.get(paths.indexOf(bad));
                assertFalse(b.isOk(), b.toString());
                assertEquals(-1, b.size());
                assertEquals(bad, b.path());
                UncheckedIOException thrown = assertThrows(UncheckedIOException.class, b::digest);
                assertEquals(b.error(), thrown.getCause());
            }
            assertInstanceOf(NoSuchFileException.class, r.get(paths.indexOf(missing)).error());
            assertInstanceOf(NoSuchFileException.class, r.get(paths.indexOf(vanished)).error());
            assertInstanceOf(NoSuchFileException.class, r.get(paths.indexOf(dangling)).error());
            assertEquals("Is a directory", r.get(paths.indexOf(dir)).error().getMessage());
        }
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void unreadableFileIsReportedWhenNotRoot(Kind kind) throws Exception {
        Path locked = file("locked", 10);
        Path good = file("good", 10);
        assumeTrue(locked.toFile().setReadable(false, false), "cannot change permissions here");
        assumeTrue(!Files.isReadable(locked), "running as root: permissions do not stop reads");
        List<? extends FileResult<?>> r = kind.files(false).apply(List.of(locked, good));
        assertInstanceOf(java.nio.file.AccessDeniedException.class, r.get(0).error());
        assertEquals(kind.expected(good, false), r.get(1).digest());
    }

    /** A FIFO says its size is 0: it is read to its end all the same, in both modes. */
    @ParameterizedTest
    @EnumSource(Kind.class)
    void fifoIsReadToItsEnd(Kind kind) throws Exception {
        Path fifo = tmp.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mk.waitFor() == 0, "mkfifo failed");
        byte[] content = new byte[3 << 20];
        RANDOM.nextBytes(content);
        for (boolean git : new boolean[] {false, true}) {
            Thread writer = new Thread(() -> {
                try {
                    Files.write(fifo, content);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            writer.start();
            FileResult<?> r = kind.files(git).apply(List.of(fifo)).get(0);
            writer.join();
            assertEquals(kind.expected(content, git), r.digest());
            assertEquals(content.length, r.size());
        }
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void nullArgumentsAreNamedAndNothingIsRead(Kind kind) {
        Function<List<Path>, List<? extends FileResult<?>>> files = kind.files(false);
        NullPointerException none = assertThrows(NullPointerException.class, () -> files.apply(null));
        assertEquals("paths", none.getMessage());
        NullPointerException e = assertThrows(NullPointerException.class,
                () -> files.apply(Arrays.asList(tmp.resolve("a"), null)));
        assertEquals("paths[1] is null", e.getMessage());
        assertEquals(List.of(), files.apply(List.of()));
    }

    /**
     * Memory does not grow with the bytes hashed: no mapping, direct memory only the instance's
     * two buffers, and heap allocation per file, not per byte.
     */
    @ParameterizedTest
    @EnumSource(Kind.class)
    void memoryIsBoundedWhateverTheBytes(Kind kind) throws Exception {
        List<Path> paths = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            paths.add(file("b" + i, (1 << 20) + i));
        }
        for (int i = 0; i < 3; i++) {
            paths.add(file("h" + i, 12 << 20));
        }
        long totalBytes = 0;
        for (Path p : paths) {
            totalBytes += Files.size(p);
        }
        BufferPoolMXBean direct = pool("direct");
        BufferPoolMXBean mapped = pool("mapped");
        Function<List<Path>, List<? extends FileResult<?>>> files = kind.files(false);
        files.apply(paths.subList(0, 2)); // warm the code paths once
        long directBefore = direct.getMemoryUsed();
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long allocatedBefore = threads.getCurrentThreadAllocatedBytes();
        List<? extends FileResult<?>> r = files.apply(paths);
        long allocated = threads.getCurrentThreadAllocatedBytes() - allocatedBefore;
        for (FileResult<?> x : r) {
            assertTrue(x.isOk(), x.toString());
        }
        assertEquals(0, mapped.getMemoryUsed(), "nothing is mapped");
        // Other threads of the test JVM (surefire's channel) may take a few KiB; 100 MB of files take nothing.
        assertTrue(direct.getMemoryUsed() - directBefore < 1 << 20, "direct memory grew by "
                + (direct.getMemoryUsed() - directBefore) + " bytes");
        assertTrue(totalBytes > 90L << 20);
        // No file's content is copied into the heap (that would allocate at least totalBytes).
        // Per file the batcher allocates a channel, a few buffer views and a result; but when the
        // automatic engine hands over to vector code not yet compiled, the interpreter boxes every
        // vector (measured once: 25 MB for this run), so the bound is half the bytes, not per file.
        assertTrue(allocated < totalBytes / 2,
                "allocated " + allocated + " bytes on the heap for " + paths.size() + " files of " + totalBytes + " bytes");
    }

    private static BufferPoolMXBean pool(String name) {
        for (BufferPoolMXBean b : ManagementFactory.getPlatformMXBeans(BufferPoolMXBean.class)) {
            if (b.getName().equals(name)) {
                return b;
            }
        }
        throw new IllegalStateException("no buffer pool " + name);
    }
}
