package org.hashlanes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.hashlanes.internal.api.FileBatcher;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * SHA-1 with collision detection (SHA-1DC, see {@link Sha1DcBatch}) of many files:
 * {@link Sha1Files} for SHA-1DC, on the same file batcher, with the same buffers, per-file errors
 * and memory bound, and a {@link Sha1DcResult} (digest and flag) per file where {@link Sha1Files}
 * gives a digest. Small files share the detecting lanes through {@link Sha1DcBatch#hashInto}, large
 * ones are streamed through {@link Sha1Dc}; each file has its own flag.
 *
 * <pre>{@code
 * Sha1DcFiles files = Sha1DcFiles.gitBlobs();         // one per thread; reuse it
 * for (Sha1DcFiles.Result r : files.hash(paths)) {
 *     if (r.isOk() && r.digest().collisionDetected()) reject(r.path());
 * }
 * }</pre>
 *
 * <p>An instance is not thread-safe: use one per thread.
 */
public final class Sha1DcFiles {
    /** As {@link Sha1Files#BUFFER_BYTES}. */
    public static final int BUFFER_BYTES = FileBatcher.SLAB_BYTES;
    /** As {@link Sha1Files#FILE_MAX}. */
    public static final int FILE_MAX = FileBatcher.FILE_MAX;

    private final FileBatcher batcher;

    /** Hashes each file's content, as {@code sha1sum} does, with detection. */
    public Sha1DcFiles() {
        this(false);
    }

    private Sha1DcFiles(boolean gitBlobs) {
        batcher = FileBatcher.ofFiles(EngineFamily.SHA1DC, gitBlobs);
    }

    /**
     * An instance that gives git's blob object ids, as {@code git hash-object FILE} (without
     * filters) with git's collision detection: the SHA-1DC of {@code blob <length>\0} followed by
     * the content. A file longer than its size says is held in memory whole, since the header needs
     * its length first.
     */
    public static Sha1DcFiles gitBlobs() {
        return new Sha1DcFiles(true);
    }

    /** As {@link Sha1Files#hash}: result {@code i} for {@code paths.get(i)}, in an unmodifiable list. */
    public List<Result> hash(List<? extends Path> paths) {
        return batcher.results(paths, (bytes, offset, flagged) -> Sha1DcResult.of(Sha1Digest.fromBytes(bytes, offset),
                flagged), Result::new);
    }

    /** One file's outcome: its digest and flag, and length, or the {@link IOException} that stopped it. */
    public static final class Result extends FileResult<Sha1DcResult> {
        Result(Path path, Sha1DcResult digest, long size, IOException error) {
            super(path, digest, size, error);
        }
    }
}
