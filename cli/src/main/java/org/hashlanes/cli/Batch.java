package org.hashlanes.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.DigestException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.hashlanes.internal.api.FileBatcher;

/**
 * A run of files read and hashed together on one thread, through the library's file batcher
 * ({@link FileBatcher}, the internal entry point behind {@code Sha1Files}, {@code Sha256Files}
 * and {@code Sha1DcFiles}: small files batched in one reused buffer, large ones streamed, nothing
 * mapped; here with the algorithm behind its {@link LaneGate}), plus standard input, hashed here
 * as a stream.
 */
final class Batch {
    /** The batcher's buffer: per reader thread, reused for every batch. */
    static final int BUFFER_BYTES = 16 << 20;
    /** Files up to this size are batched; larger ones are streamed. */
    static final int FILE_MAX = 4 << 20;
    /**
     * Idle batchers (each holds about 17 MiB), per algorithm: plain ones, and ones with git's blob
     * header. A batch takes one for its run and gives it back, so there are never more of them
     * than batches run at once (the reader threads), and every run reuses them.
     */
    private static final Map<Algorithm, Queue<FileBatcher>> IDLE = idleBatchers(), IDLE_GIT = idleBatchers();

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
    /** One digest per job, valid where the job's {@code error} is null after {@link #run}. */
    byte[] digests;
    /** Per job, after {@link #run}: whether collision detection flagged it (only with {@link Algorithm#SHA1DC}). */
    boolean[] flagged;
    private final Algorithm algorithm;
    private final int size;
    private final boolean git;
    private final InputStream stdin;

    Batch(Algorithm algorithm, boolean git, InputStream stdin) {
        this.algorithm = algorithm;
        this.size = algorithm.bytes();
        this.git = git;
        this.stdin = stdin;
    }

    /** An empty queue per algorithm; the map is never changed afterwards, so any thread may read it. */
    private static Map<Algorithm, Queue<FileBatcher>> idleBatchers() {
        Map<Algorithm, Queue<FileBatcher>> m = new EnumMap<>(Algorithm.class);
        for (Algorithm a : Algorithm.values()) {
            m.put(a, new ConcurrentLinkedQueue<>());
        }
        return m;
    }

    /** An idle batcher of this batch's algorithm and header, or a new one. */
    private FileBatcher takeBatcher() {
        FileBatcher b = (git ? IDLE_GIT : IDLE).get(algorithm).poll();
        return b != null ? b : new FileBatcher(algorithm.hasher, BUFFER_BYTES, FILE_MAX,
                git ? FileBatcher.GIT_BLOB_HEADER : null);
    }

    /** The digest of job {@code i} in lower-case hex. */
    String hex(int i) {
        return HexFormat.of().formatHex(digests, size * i, size * (i + 1));
    }

    /** Whether the digest of job {@code i} is {@code expected}. */
    boolean matches(int i, byte[] expected) {
        return Arrays.equals(digests, size * i, size * (i + 1), expected, 0, expected.length);
    }

    /** Reads and hashes every job; errors are recorded on the jobs, never thrown. */
    void run() {
        int n = jobs.size();
        digests = new byte[size * n];
        flagged = new boolean[n];
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
        byte[] out = new byte[size * m];
        long[] sizes = new long[m];
        IOException[] errors = new IOException[m];
        boolean[] flags = new boolean[m];
        FileBatcher batcher = takeBatcher();
        try {
            batcher.hash(paths, out, sizes, errors, flags);
        } finally {
            (git ? IDLE_GIT : IDLE).get(algorithm).add(batcher);
        }
        for (int k = 0; k < m; k++) {
            Job job = jobs.get(index[k]);
            if (errors[k] != null) {
                job.error = reason(errors[k]);
                job.missing = errors[k] instanceof NoSuchFileException;
            } else {
                job.size = sizes[k];
                flagged[index[k]] = flags[k];
                System.arraycopy(out, size * k, digests, size * index[k], size);
            }
        }
    }

    /** Standard input as a stream; with --git collected first, since the header holds its length. */
    private void hashStdin(Job job, int i) {
        try {
            MessageDigest md = algorithm.hasher.newDigest();
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
                md.update(FileBatcher.GIT_BLOB_HEADER.apply(total));
                md.update(all.toByteArray());
            }
            md.digest(digests, size * i, size);
            flagged[i] = algorithm.hasher.flagged(md);
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
