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
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The regular files under a directory, as {@code find DIR -type f | LC_ALL=C sort} lists them:
 * each name is the operand, a slash (unless the operand ends in one) and the path below it, and
 * the list is in byte order of those names. Symbolic links are skipped unless followed
 * ({@code -L}); other special files (FIFOs, sockets, devices) are skipped. A directory that
 * cannot be read is an entry with an error, in its sorted place.
 */
final class Walk {
    /** A file to hash, or a directory that could not be listed. */
    static final class Entry {
        final byte[] name;
        final long size;
        final String error;

        Entry(byte[] name, long size, String error) {
            this.name = name;
            this.size = size;
            this.error = error;
        }
    }

    final List<Entry> entries = new ArrayList<>();
    private final boolean follow;
    private final Set<Object> ancestors = new HashSet<>();

    private Walk(boolean follow) {
        this.follow = follow;
    }

    static Walk of(byte[] operand, boolean follow) {
        Walk w = new Walk(follow);
        Path root = RawPaths.path(operand);
        byte[] prefix = operand;
        if (operand.length == 0 || operand[operand.length - 1] != '/') {
            prefix = Arrays.copyOf(operand, operand.length + 1);
            prefix[operand.length] = '/';
        }
        Object key = null;
        try {
            key = Files.readAttributes(root, BasicFileAttributes.class).fileKey();
        } catch (IOException e) {
            // listed below, where the error is reported
        }
        w.walk(root, operand, prefix, key);
        w.entries.sort((a, b) -> Arrays.compareUnsigned(a.name, b.name));
        return w;
    }

    private void walk(Path dir, byte[] dirName, byte[] prefix, Object key) {
        if (key != null && !ancestors.add(key)) {
            entries.add(new Entry(dirName, 0, "File system loop detected"));
            return;
        }
        LinkOption[] how = follow ? new LinkOption[0] : new LinkOption[] {LinkOption.NOFOLLOW_LINKS};
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                byte[] leaf = RawPaths.bytes(p.getFileName());
                byte[] name = Arrays.copyOf(prefix, prefix.length + leaf.length);
                System.arraycopy(leaf, 0, name, prefix.length, leaf.length);
                BasicFileAttributes a;
                try {
                    a = Files.readAttributes(p, BasicFileAttributes.class, how);
                } catch (IOException e) {
                    continue; // vanished, or a dangling link under -L: find -type f lists neither
                }
                if (a.isDirectory()) {
                    byte[] sub = Arrays.copyOf(name, name.length + 1);
                    sub[name.length] = '/';
                    walk(p, name, sub, follow ? a.fileKey() : null);
                } else if (a.isRegularFile()) {
                    entries.add(new Entry(name, a.size(), null));
                }
            }
        } catch (IOException | DirectoryIteratorException e) {
            Exception cause = e instanceof DirectoryIteratorException ? ((DirectoryIteratorException) e).getCause() : e;
            entries.add(new Entry(dirName, 0, Batch.reason(cause)));
        }
        if (key != null) {
            ancestors.remove(key);
        }
    }
}
