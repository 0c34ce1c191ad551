package org.hashlanes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.hashlanes.internal.api.FileBatcher;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * SHA-256 of many files, in batches, with bounded memory: {@link Sha1Files} for SHA-256, on the
 * same file batcher, with the same buffers, per-file errors and memory bound; small files share
 * the lanes through {@link Sha256Batch#hashInto}, large ones are streamed through
 * {@code MessageDigest} "SHA-256".
 *
 * <pre>{@code
 * Sha256Files files = new Sha256Files();             // one per thread; reuse it
 * for (Sha256Files.Result r : files.hash(paths)) {
 *     if (r.isOk()) store.put(r.digest(), r.path());
 *     else log.warn(r.path() + ": " + r.error());    // the other files are hashed all the same
 * }
 * }</pre>
 *
 * <p>An instance is not thread-safe: use one per thread.
 */
public final class Sha256Files {
    /** As {@link Sha1Files#BUFFER_BYTES}. */
    public static final int BUFFER_BYTES = FileBatcher.SLAB_BYTES;
    /** As {@link Sha1Files#FILE_MAX}. */
    public static final int FILE_MAX = FileBatcher.FILE_MAX;

    private final FileBatcher batcher;

    /** Hashes each file's content, as {@code sha256sum} does. */
    public Sha256Files() {
        this(false);
    }

    private Sha256Files(boolean gitBlobs) {
        batcher = FileBatcher.ofFiles(EngineFamily.SHA256, gitBlobs);
    }

    /**
     * An instance that gives the blob object ids of git's SHA-256 object format, as
     * {@code git hash-object FILE} in a repository made by {@code git init --object-format=sha256}
     * (without filters): the SHA-256 of {@code blob <length>\0} followed by the content.
     */
    public static Sha256Files gitBlobs() {
        return new Sha256Files(true);
    }

    /** As {@link Sha1Files#hash}: result {@code i} for {@code paths.get(i)}, in an unmodifiable list. */
    public List<Result> hash(List<? extends Path> paths) {
        return batcher.results(paths, (bytes, offset, flagged) -> Sha256Digest.fromBytes(bytes, offset), Result::new);
    }

    /** As {@link Sha1Files.Result}: one file's digest and length, or the {@link IOException} that stopped it. */
    public static final class Result extends FileResult<Sha256Digest> {
        Result(Path path, Sha256Digest digest, long size, IOException error) {
            super(path, digest, size, error);
        }
    }
}
