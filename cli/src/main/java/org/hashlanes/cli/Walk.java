package org.hashlanes.cli;

import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The regular files under a directory, in the order {@code find DIR -type f | LC_ALL=C sort}
 * lists them, delivered as the walk goes (so hashing starts before the walk ends).
 *
 * <p>Each name is the operand, a slash (unless the operand ends in one) and the path below it.
 * Byte order of whole names is reached without collecting them: each directory's entries are
 * sorted by name with a slash appended to directories, and visited depth first; everything under
 * {@code d/} then sorts exactly where {@code d/} does among its siblings. Symbolic links are
 * skipped unless followed ({@code -L}); FIFOs, sockets and devices are skipped. A directory that
 * cannot be read is delivered as an entry with an error, in its place.
 */
final class Walk {
    /** A file to hash, or a directory that could not be listed. */
    static final class Entry {
        final byte[] name;
        final Path path;
        final long size;
        final String error;

        Entry(byte[] name, Path path, long size, String error) {
            this.name = name;
            this.path = path;
            this.size = size;
            this.error = error;
        }
    }

    /** Receives the entries in order. */
    interface Sink {
        void accept(Entry e);
    }

    private static final class Child {
        final byte[] key; // name, plus '/' for a directory: the sort key
        final Path path;
        final BasicFileAttributes attrs;

        Child(byte[] key, Path path, BasicFileAttributes attrs) {
            this.key = key;
            this.path = path;
            this.attrs = attrs;
        }
    }

    private static final Comparator<Child> BY_KEY = new Comparator<Child>() {
        @Override
        public int compare(Child a, Child b) {
            return Arrays.compareUnsigned(a.key, b.key);
        }
    };

    private final boolean follow;
    private final LinkOption[] how;
    private final Sink sink;
    private final Set<Object> ancestors = new HashSet<>();

    private Walk(boolean follow, Sink sink) {
        this.follow = follow;
        this.how = follow ? new LinkOption[0] : new LinkOption[] {LinkOption.NOFOLLOW_LINKS};
        this.sink = sink;
    }

    /** Walks the directory {@code operand}, giving each entry to {@code sink} in order. */
    static void walk(byte[] operand, boolean follow, Sink sink) {
        Walk w = new Walk(follow, sink);
        Path root = RawPaths.path(operand);
        byte[] prefix = operand;
        if (operand.length == 0 || operand[operand.length - 1] != '/') {
            prefix = Arrays.copyOf(operand, operand.length + 1);
            prefix[operand.length] = '/';
        }
        Object key = null;
        if (follow) {
            try {
                key = Files.readAttributes(root, BasicFileAttributes.class).fileKey();
            } catch (IOException e) {
                // reported when the directory is listed
            }
        }
        w.walk(root, operand, prefix, key);
    }

    private void walk(Path dir, byte[] dirName, byte[] prefix, Object key) {
        if (key != null && !ancestors.add(key)) {
            sink.accept(new Entry(dirName, dir, 0, "File system loop detected"));
            return;
        }
        List<Child> children = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                BasicFileAttributes a;
                try {
                    a = Files.readAttributes(p, BasicFileAttributes.class, how);
                } catch (IOException e) {
                    continue; // vanished, or a dangling link under -L: find -type f lists neither
                }
                if (!a.isDirectory() && !a.isRegularFile()) {
                    continue;
                }
                byte[] leaf = RawPaths.bytes(p.getFileName());
                byte[] k = a.isDirectory() ? Arrays.copyOf(leaf, leaf.length + 1) : leaf;
                if (a.isDirectory()) {
                    k[leaf.length] = '/';
                }
                children.add(new Child(k, p, a));
            }
        } catch (IOException | DirectoryIteratorException e) {
            Exception cause = e instanceof DirectoryIteratorException ? ((DirectoryIteratorException) e).getCause() : e;
            sink.accept(new Entry(dirName, dir, 0, Batch.reason(cause)));
            children.clear();
        }
        children.sort(BY_KEY);
        for (Child c : children) {
            byte[] name = new byte[prefix.length + c.key.length];
            System.arraycopy(prefix, 0, name, 0, prefix.length);
            System.arraycopy(c.key, 0, name, prefix.length, c.key.length);
            if (c.attrs.isDirectory()) {
                walk(c.path, Arrays.copyOf(name, name.length - 1), name, follow ? c.attrs.fileKey() : null);
            } else {
                sink.accept(new Entry(name, c.path, c.attrs.size(), null));
            }
        }
        if (key != null) {
            ancestors.remove(key);
        }
    }
}
