package org.hashlanes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.hashlanes.internal.api.FileBatcher;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * MD5 of many files, in batches, with bounded memory: {@link Sha1Files} for MD5, on the
 * same file batcher, with the same buffers, per-file errors and memory bound; small files share
 * the lanes through {@link Md5Batch#hashInto}, large ones are streamed through
 * {@code MessageDigest} "MD5".
 *
 * <pre>{@code
 * Md5Files files = new Md5Files();             // one per thread; reuse it
 * for (Md5Files.Result r : files.hash(paths)) {
 *     if (r.isOk()) store.put(r.digest(), r.path());
 *     else log.warn(r.path() + ": " + r.error());    // the other files are hashed all the same
 * }
 * }</pre>
 *
 * <p>An instance is not thread-safe: use one per thread.
 */
public final class Md5Files {
    /** As {@link Sha1Files#BUFFER_BYTES}. */
    public static final int BUFFER_BYTES = FileBatcher.SLAB_BYTES;
    /** As {@link Sha1Files#FILE_MAX}. */
    public static final int FILE_MAX = FileBatcher.FILE_MAX;

    private final FileBatcher batcher;

    /** Hashes each file's content, as {@code md5sum} does. */
    public Md5Files() {
        batcher = FileBatcher.ofFiles(EngineFamily.MD5, false);
    }

    /** As {@link Sha1Files#hash}: result {@code i} for {@code paths.get(i)}, in an unmodifiable list. */
    public List<Result> hash(List<? extends Path> paths) {
        return batcher.results(paths, (bytes, offset, flagged) -> Md5Digest.fromBytes(bytes, offset), Result::new);
    }

    /** As {@link Sha1Files.Result}: one file's digest and length, or the {@link IOException} that stopped it. */
    public static final class Result extends FileResult<Md5Digest> {
        Result(Path path, Md5Digest digest, long size, IOException error) {
            super(path, digest, size, error);
        }
    }
}
