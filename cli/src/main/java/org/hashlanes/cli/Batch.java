package org.hashlanes.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.DigestException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import org.hashlanes.Sha1Digest;
import org.hashlanes.internal.FileBatcher;

/**
 * A run of files read and hashed together on one thread, through the library's file batcher
 * (the mechanism of {@code Sha1Files}: small files batched in one reused buffer, large ones
 * streamed, nothing mapped), plus standard input, hashed here as a stream.
 */
final class Batch {
    /** The batcher's buffer: per reader thread, reused for every batch. */
    static final int BUFFER_BYTES = 16 << 20;
    /** Files up to this size are batched; larger ones are streamed. */
    static final int FILE_MAX = 4 << 20;
    private static final ThreadLocal<FileBatcher> PLAIN = ThreadLocal.withInitial(() -> batcher(false));
    private static final ThreadLocal<FileBatcher> GIT = ThreadLocal.withInitial(() -> batcher(true));

    /** One file (or standard input) to hash, or a note to print in its place. */
    static final class Job {
        final byte[] name;
        /** The file to read: from the walk, or made from {@code name}. */
        Path path;
        final boolean stdin;
        /** Known failure before reading (e.g. from the directory walk), or after it; null if none. */
        String error;
        /** Check mode: the line this job came from; null in hash mode. */
        final CheckList.Line line;
        /** After the run: true if the file could not be opened because it does not exist. */
        boolean missing;
        /** After the run: bytes of content hashed. */
        long size;
        /** Non-null for a job that is only a message to print in order (check mode's --warn). */
        final String note;

        Job(byte[] name, boolean stdin, CheckList.Line line) {
            this.name = name;
            this.stdin = stdin;
            this.line = line;
            this.note = null;
        }

        Job(String note) {
            this.name = null;
            this.stdin = false;
            this.line = null;
            this.note = note;
        }

        boolean isFile() {
            return note == null && error == null && !stdin;
        }
    }

    final List<Job> jobs = new ArrayList<>();
    /** 20 bytes per job, valid where the job's {@code error} is null after {@link #run}. */
    byte[] digests;
    private final boolean git;
    private final InputStream stdin;

    Batch(boolean git, InputStream stdin) {
        this.git = git;
        this.stdin = stdin;
    }

    private static FileBatcher batcher(boolean git) {
        return new FileBatcher(LaneGate.SHA1, BUFFER_BYTES, FILE_MAX, git ? Batch::gitHeader : null);
    }

    static byte[] gitHeader(long length) {
        return ("blob " + length + "\0").getBytes(StandardCharsets.US_ASCII);
    }

    /** The digest of job {@code i}. */
    Sha1Digest digest(int i) {
        return Sha1Digest.fromBytes(digests, Sha1Digest.BYTES * i);
    }

    /** Reads and hashes every job; errors are recorded on the jobs, never thrown. */
    void run() {
        int n = jobs.size();
        digests = new byte[Sha1Digest.BYTES * n];
        List<Path> paths = new ArrayList<>(n);
        int[] index = new int[n];
        for (int i = 0; i < n; i++) {
            Job job = jobs.get(i);
            if (job.stdin) {
                hashStdin(job, i);
            } else if (job.isFile()) {
                try {
                    Path p = job.path != null ? job.path : RawPaths.path(job.name);
                    index[paths.size()] = i;
                    paths.add(p);
                } catch (InvalidPathException e) {
                    job.error = reason(e);
                }
            }
        }
        int m = paths.size();
        byte[] out = new byte[Sha1Digest.BYTES * m];
        long[] sizes = new long[m];
        IOException[] errors = new IOException[m];
        (git ? GIT : PLAIN).get().hash(paths, out, sizes, errors);
        for (int k = 0; k < m; k++) {
            Job job = jobs.get(index[k]);
            if (errors[k] != null) {
                job.error = reason(errors[k]);
                job.missing = errors[k] instanceof NoSuchFileException;
            } else {
                job.size = sizes[k];
                System.arraycopy(out, Sha1Digest.BYTES * k, digests, Sha1Digest.BYTES * index[k], Sha1Digest.BYTES);
            }
        }
    }

    /** Standard input as a stream; with --git collected first, since the header holds its length. */
    private void hashStdin(Job job, int i) {
        try {
            MessageDigest md = LaneGate.SHA1.newDigest();
            byte[] chunk = new byte[1 << 16];
            long total = 0;
            java.io.ByteArrayOutputStream all = git ? new java.io.ByteArrayOutputStream() : null;
            for (int r; (r = stdin.read(chunk)) >= 0; ) {
                total += r;
                if (all != null) {
                    all.write(chunk, 0, r);
                } else {
                    md.update(chunk, 0, r);
                }
            }
            if (all != null) {
                md.update(gitHeader(total));
                md.update(all.toByteArray());
            }
            md.digest(digests, Sha1Digest.BYTES * i, Sha1Digest.BYTES);
            job.size = total;
        } catch (IOException | DigestException e) {
            job.error = reason(e);
        }
    }

    /** The strerror-style text GNU prints for {@code e}: "No such file or directory", etc. */
    static String reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof FileSystemException) {
            String r = ((FileSystemException) e).getReason();
            if (r != null) {
                // Java appends this to ELOOP's text; strerror is the first part.
                return r.replace(" or unable to access attributes of symbolic link", "");
            }
        }
        if (e instanceof InvalidPathException) {
            return "Invalid argument";
        }
        String m = e.getMessage();
        return m != null ? m : e.toString();
    }
}
