package org.hashlanes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.hashlanes.internal.api.FileBatcher;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * SHA-1 of many files, in batches, with bounded memory: the most common batch. {@link Sha256Files}
 * is the same for SHA-256.
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
    public static final int BUFFER_BYTES = FileBatcher.SLAB_BYTES;
    /** Files up to this many bytes are batched; larger ones are hashed as a stream. */
    public static final int FILE_MAX = FileBatcher.FILE_MAX;

    private final FileBatcher batcher;

    /** Hashes each file's content, as {@code sha1sum} does. */
    public Sha1Files() {
        this(false);
    }

    private Sha1Files(boolean gitBlobs) {
        batcher = FileBatcher.ofFiles(EngineFamily.SHA1, gitBlobs);
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
        return batcher.results(paths, (bytes, offset, flagged) -> Sha1Digest.fromBytes(bytes, offset), Result::new);
    }

    /** One file's outcome: its digest and length, or the {@link IOException} that stopped it. */
    public static final class Result extends FileResult<Sha1Digest> {
        Result(Path path, Sha1Digest digest, long size, IOException error) {
            super(path, digest, size, error);
        }
    }
}
