package org.hashlanes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.hashlanes.internal.FileBatcher;

/**
 * SHA-1 of many files, in batches, with bounded memory: the most common batch.
 *
 * <pre>{@code
 * Sha1Files files = new Sha1Files();                 // one per thread; reuse it
 * for (Sha1Files.Result r : files.hash(paths)) {
 *     if (r.isOk()) index.put(r.digest(), r.path());
 *     else log.warn(r.path() + ": " + r.error());    // the other files are hashed all the same
 * }
 * }</pre>
 *
 * <p>Files of up to {@value #FILE_MAX} bytes are read one after another into a reused buffer of
 * {@value #BUFFER_BYTES} bytes (direct memory), which goes to {@link Sha1Batch#hashInto} each
 * time it is full, so that small files share the SIMD lanes. Larger files are read
 * {@code 1 MiB} at a time into a second reused buffer and hashed as a stream through
 * {@code MessageDigest}, whatever their size (past 2 GiB too). Nothing is memory-mapped: an
 * instance holds about 17 MiB, fixed when it is built, however many files or bytes it hashes.
 *
 * <p>A file that cannot be opened or read (missing, a directory, no permission, vanished since it
 * was listed, an I/O error) gets a {@link Result} holding its {@link IOException}; no exception
 * escapes for one file, and the other results are unaffected. A file that is longer than its size
 * says (a FIFO, a {@code /proc} file, a file growing while read) is read to its end.
 *
 * <p>An instance is not thread-safe: use one per thread (it is cheap to keep, costly to build).
 */
public final class Sha1Files {
    /** Bytes of the reused read buffer in which small files are batched. */
    public static final int BUFFER_BYTES = 16 << 20;
    /** Files up to this many bytes are batched; larger ones are hashed as a stream. */
    public static final int FILE_MAX = 4 << 20;

    private static final FileBatcher.Algorithm SHA1 = new FileBatcher.Algorithm() {
        @Override
        public int digestBytes() {
            return Sha1Digest.BYTES;
        }

        @Override
        public void hashBatch(List<ByteBuffer> messages, byte[] out, int offset) {
            Sha1Batch.hashInto(messages, out, offset);
        }

        @Override
        public MessageDigest newDigest() {
            return FileBatcher.jdkDigest("SHA-1");
        }
    };

    private final FileBatcher batcher;

    /** Hashes each file's content, as {@code sha1sum} does. */
    public Sha1Files() {
        this(false);
    }

    private Sha1Files(boolean gitBlobs) {
        this.batcher = new FileBatcher(SHA1, BUFFER_BYTES, FILE_MAX, gitBlobs ? Sha1Files::gitHeader : null);
    }

    /**
     * An instance that gives git's blob object ids, as {@code git hash-object FILE} (without
     * filters): the SHA-1 of {@code blob <length>\0} followed by the content. A file longer than
     * its size says is held in memory whole, since the header needs its length first.
     */
    public static Sha1Files gitBlobs() {
        return new Sha1Files(true);
    }

    /**
     * Hashes every file of {@code paths}, in order: result {@code i} is for {@code paths.get(i)}.
     *
     * @return an unmodifiable list of the same size as {@code paths}
     * @throws NullPointerException if {@code paths} or one of its elements is null (naming the index);
     *         nothing is read then
     */
    public List<Result> hash(List<? extends Path> paths) {
        Objects.requireNonNull(paths, "paths");
        List<Path> checked = new ArrayList<>(paths.size());
        for (Path p : paths) {
            if (p == null) {
                throw new NullPointerException("paths[" + checked.size() + "] is null");
            }
            checked.add(p);
        }
        int n = checked.size();
        byte[] digests = new byte[Sha1Digest.BYTES * n];
        long[] sizes = new long[n];
        IOException[] errors = new IOException[n];
        batcher.hash(checked, digests, sizes, errors);
        Result[] results = new Result[n];
        for (int i = 0; i < n; i++) {
            results[i] = errors[i] != null ? new Result(checked.get(i), null, -1, errors[i])
                    : new Result(checked.get(i), Sha1Digest.fromBytes(digests, Sha1Digest.BYTES * i), sizes[i], null);
        }
        return List.of(results);
    }

    private static byte[] gitHeader(long length) {
        return ("blob " + length + "\0").getBytes(StandardCharsets.US_ASCII);
    }

    /** One file's outcome: its digest and length, or the {@link IOException} that stopped it. */
    public static final class Result {
        private final Path path;
        private final Sha1Digest digest;
        private final long size;
        private final IOException error;

        Result(Path path, Sha1Digest digest, long size, IOException error) {
            this.path = path;
            this.digest = digest;
            this.size = size;
            this.error = error;
        }

        /** The path as given. */
        public Path path() {
            return path;
        }

        /** True if the file was read to its end and hashed. */
        public boolean isOk() {
            return error == null;
        }

        /**
         * The digest of the file's content (of git's blob object, for {@link Sha1Files#gitBlobs()}).
         *
         * @throws UncheckedIOException wrapping {@link #error()} if the file could not be read
         */
        public Sha1Digest digest() {
            if (error != null) {
                throw new UncheckedIOException(path + ": " + error.getMessage(), error);
            }
            return digest;
        }

        /** Bytes of content hashed (without git's header), or -1 if the file could not be read. */
        public long size() {
            return size;
        }

        /** Why the file could not be read, or null if it was. */
        public IOException error() {
            return error;
        }

        @Override
        public String toString() {
            return error == null ? digest + "  " + path : path + ": " + error;
        }
    }
}
