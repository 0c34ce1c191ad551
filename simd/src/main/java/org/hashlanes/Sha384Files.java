package org.hashlanes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.hashlanes.internal.api.FileBatcher;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * SHA-384 of many files, in batches, with bounded memory: {@link Sha1Files} for SHA-384, on the
 * same file batcher, with the same buffers, per-file errors and memory bound; small files share
 * the lanes through {@link Sha384Batch#hashInto}, large ones are streamed through
 * {@code MessageDigest} "SHA-384".
 *
 * <pre>{@code
 * Sha384Files files = new Sha384Files();             // one per thread; reuse it
 * for (Sha384Files.Result r : files.hash(paths)) {
 *     if (r.isOk()) store.put(r.digest(), r.path());
 *     else log.warn(r.path() + ": " + r.error());    // the other files are hashed all the same
 * }
 * }</pre>
 *
 * <p>An instance is not thread-safe: use one per thread.
 */
public final class Sha384Files {
    /** As {@link Sha1Files#BUFFER_BYTES}. */
    public static final int BUFFER_BYTES = FileBatcher.SLAB_BYTES;
    /** As {@link Sha1Files#FILE_MAX}. */
    public static final int FILE_MAX = FileBatcher.FILE_MAX;

    private final FileBatcher batcher;

    /** Hashes each file's content, as {@code sha384sum} does. */
    public Sha384Files() {
        batcher = FileBatcher.ofFiles(EngineFamily.SHA384, false);
    }

    /** As {@link Sha1Files#hash}: result {@code i} for {@code paths.get(i)}, in an unmodifiable list. */
    public List<Result> hash(List<? extends Path> paths) {
        return batcher.results(paths, (bytes, offset, flagged) -> Sha384Digest.fromBytes(bytes, offset), Result::new);
    }

    /** As {@link Sha1Files.Result}: one file's digest and length, or the {@link IOException} that stopped it. */
    public static final class Result extends FileResult<Sha384Digest> {
        Result(Path path, Sha384Digest digest, long size, IOException error) {
            super(path, digest, size, error);
        }
    }
}
