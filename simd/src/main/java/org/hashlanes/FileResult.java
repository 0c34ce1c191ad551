package org.hashlanes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * One file's outcome, whatever the algorithm: what {@link Sha1Files.Result},
 * {@link Sha256Files.Result} and {@link Sha1DcFiles.Result} share, so that each of them only names
 * its digest type ({@link Sha1DcResult} for SHA-1DC: digest and flag). Not public:
 * its public methods are documented and called as the subclasses' own. It stays in
 * {@code org.hashlanes}, not an internal package, because public classes extend it: a base in a
 * package the module does not export would hide those methods from reflection (javac makes
 * public bridges only for a base that is not public).
 *
 * @param <D> the digest type
 */
abstract class FileResult<D> {
    private final Path path;
    /** Null exactly when {@link #error} is not. */
    private final D digest;
    /** Bytes of content hashed, or -1 when {@link #error} is not null. */
    private final long size;
    private final IOException error;

    FileResult(Path path, D digest, long size, IOException error) {
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
     * The digest of the file's content (of git's blob object, for an instance made by
     * {@code gitBlobs()}).
     *
     * @throws UncheckedIOException wrapping {@link #error()} if the file could not be read
     */
    public D digest() {
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

    /** {@code <hex>  <path>} as {@code sha1sum} prints it, or {@code <path>: <error>}. */
    @Override
    public String toString() {
        return error == null ? digest + "  " + path : path + ": " + error;
    }
}
