package org.hashlanes.internal.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.DigestException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.LongFunction;
import org.hashlanes.Sha1Dc;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.JdkDigests;

/**
 * Reads files into one reused direct buffer and hashes them in batches, with memory fixed when it
 * is built, whatever the number or size of the files: the mechanism behind {@code Sha1Files},
 * {@code Sha256Files} and {@code Sha1DcFiles} (which only name their algorithm and value type) and
 * the command-line tool, independent of the hash algorithm.
 *
 * <p>Files up to {@code fileMax} bytes are read whole into the slab, one after another (one copy:
 * the kernel's, into direct memory), and the slab goes to the algorithm's batch function when it
 * is full and at the end of a call. Larger files are hashed as a stream, read {@value #CHUNK}
 * bytes at a time into a second reused buffer, through the algorithm's {@code MessageDigest}.
 * Nothing is memory-mapped, so no memory waits for the garbage collector to unmap it. A file that
 * turns out longer than its size said (a FIFO, a {@code /proc} file, a file growing while read)
 * continues as a stream; with a header (git's {@code blob <length>\0}, which needs the length
 * first) such a file's content is collected in the heap, the only unbounded case.
 *
 * <p>Per-file failures ({@link IOException} from open or read) are recorded for that file and
 * never stop the others. Not thread-safe: one instance per thread, reused.
 */
public final class FileBatcher {
    /** What an algorithm supplies: its digest length, its batch function and its stream digest. */
    public interface Algorithm {
        /** Bytes in one digest. */
        int digestBytes();

        /**
         * Writes the digests of {@code messages} (position to limit) at {@code out[offset..]}, in
         * order, and message {@code i}'s flag at {@code flags[i]} if the algorithm flags messages
         * (SHA-1 with collision detection); {@code flags} has room for every message and holds
         * false on entry.
         */
        void hashBatch(List<ByteBuffer> messages, byte[] out, int offset, boolean[] flags);

        /** A new single-stream digest, for files too large for the slab. */
        MessageDigest newDigest();

        /** Whether the message that {@code md} (from {@link #newDigest}) last finished was flagged; false by default. */
        default boolean flagged(MessageDigest md) {
            return false;
        }
    }

    /**
     * The algorithm of {@code family}: its default batch engine for the slab, and the JDK's
     * {@code MessageDigest} for streamed files; for a detecting family (SHA-1DC), the detecting
     * batch engine with its flags, and a {@link Sha1Dc} for streamed files.
     */
    public static Algorithm algorithm(EngineFamily family) {
        return new FamilyAlgorithm(Objects.requireNonNull(family, "family"));
    }

    /** {@link #algorithm(EngineFamily)}. */
    private static final class FamilyAlgorithm implements Algorithm {
        private final EngineFamily family;

        FamilyAlgorithm(EngineFamily family) {
            this.family = family;
        }

        @Override
        public int digestBytes() {
            return family.function().digestBytes();
        }

        @Override
        public void hashBatch(List<ByteBuffer> messages, byte[] out, int offset, boolean[] flags) {
            DigestSink sink = family.detects() ? DigestSink.of(out, offset, flags, 0) : DigestSink.of(out, offset);
            family.batchDefault().hashInto(messages.iterator(), messages.size(), sink);
        }

        @Override
        public MessageDigest newDigest() {
            return family.detects() ? new Sha1Dc() : jdkDigest(family.function().jdkName());
        }

        @Override
        public boolean flagged(MessageDigest md) {
            return family.detects() && ((Sha1Dc) md).collisionDetected();
        }
    }

    /**
     * git's blob header, {@code blob <length>} and a NUL byte: with it, digests are git's blob
     * object ids, in SHA-1 and SHA-256 repositories alike.
     */
    public static final LongFunction<byte[]> GIT_BLOB_HEADER =
            length -> ("blob " + length + "\0").getBytes(StandardCharsets.US_ASCII);

    /** Bytes of the slab of the public file classes. */
    public static final int SLAB_BYTES = 16 << 20;
    /** The largest file the public file classes batch; larger ones are streamed. */
    public static final int FILE_MAX = 4 << 20;

    /** A new {@code MessageDigest} of the named algorithm, which every JDK has (SHA-1, SHA-256). */
    public static MessageDigest jdkDigest(String name) {
        MessageDigest md = JdkDigests.orNull(name);
        if (md == null) {
            throw new IllegalStateException("this JVM has no " + name + " MessageDigest");
        }
        return md;
    }

    /** Bytes read per call when a file is hashed as a stream. */
    static final int CHUNK = 1 << 20;
    /** Room before each file in the slab for the header; a header ({@code blob <19 digits>\0}) never needs more. */
    private static final int HEADER_ROOM = 32;

    private final Algorithm algorithm;
    /** Header bytes for a file of a given length, or null for none. */
    private final LongFunction<byte[]> header;
    /** Files of at most this many bytes are read into the slab; larger ones are streamed. */
    private final int fileMax;
    /** Files read since the last flush lie in {@code slab[0, used)}, each after its header room. */
    private final ByteBuffer slab;
    /** The read buffer of streamed files. */
    private final ByteBuffer chunk;
    private int used;
    /** Where each file waiting in the slab goes: its index in the caller's arrays, and its bytes. */
    private final List<ByteBuffer> waiting = new ArrayList<>();
    private int[] waitingIndex = new int[64];
    private byte[] batchOut = new byte[0];
    private boolean[] batchFlags = new boolean[0];
    /** The caller's outputs during a call to {@link #hash}: digests, and flags (or null). */
    private byte[] digests;
    private boolean[] flags;

    /**
     * @param slabBytes the slab's size; at least {@code fileMax + 33}
     * @param fileMax the largest file read into the slab
     * @param header header bytes for a file of a given content length, or null for none
     */
    public FileBatcher(Algorithm algorithm, int slabBytes, int fileMax, LongFunction<byte[]> header) {
        if (fileMax < 0 || (long) fileMax + 1 + HEADER_ROOM > slabBytes) {
            throw new IllegalArgumentException("slabBytes " + slabBytes + " cannot hold a file of fileMax "
                    + fileMax + " bytes");
        }
        this.algorithm = algorithm;
        this.header = header;
        this.fileMax = fileMax;
        this.slab = ByteBuffer.allocateDirect(slabBytes);
        this.chunk = ByteBuffer.allocateDirect(CHUNK);
    }

    /**
     * The batcher of a public file class ({@code Sha1Files} and its siblings): {@code family}'s
     * engines, a slab of {@link #SLAB_BYTES}, files up to {@link #FILE_MAX} batched, and git's blob
     * header if {@code gitBlobs}.
     */
    public static FileBatcher ofFiles(EngineFamily family, boolean gitBlobs) {
        return new FileBatcher(algorithm(family), SLAB_BYTES, FILE_MAX, gitBlobs ? GIT_BLOB_HEADER : null);
    }

    /**
     * Hashes {@code paths[i]} for each i into {@code digests[i * digestBytes..]}, its content
     * length into {@code sizes[i]}, any failure into {@code errors[i]} (then {@code sizes[i]}
     * is -1 and its digest bytes are left as they were) and, if {@code flags} is not null, whether
     * the algorithm flagged it into {@code flags[i]}.
     */
    public void hash(List<? extends Path> paths, byte[] digests, long[] sizes, IOException[] errors, boolean[] flags) {
        this.digests = digests;
        this.flags = flags;
        try {
            int i = 0;
            for (Path path : paths) {
                sizes[i] = -1;
                errors[i] = null;
                if (flags != null) {
                    flags[i] = false;
                }
                try {
                    sizes[i] = read(path, i);
                } catch (IOException e) {
                    errors[i] = e;
                }
                i++;
            }
            flush();
        } finally {
            this.digests = null;
            this.flags = null;
        }
    }

    /** Makes one result of a file's path, digest (null on failure), content length (-1 on failure) and failure. */
    @FunctionalInterface
    public interface ResultMaker<D, R> {
        R make(Path path, D digest, long size, IOException error);
    }

    /**
     * What the public file classes' {@code hash(paths)} does: checks {@code paths} (null list or
     * element, naming the index) before reading anything, hashes every file, and returns one
     * result per path, in order, as an unmodifiable list; {@code reader} gets each file's flag
     * (false unless the algorithm detects collisions).
     */
    public <D, R> List<R> results(List<? extends Path> paths, BatchCalls.FlaggedReader<D> reader, ResultMaker<D, R> maker) {
        Objects.requireNonNull(paths, "paths");
        List<Path> checked = new ArrayList<>(paths.size());
        for (Path p : paths) {
            if (p == null) {
                throw new NullPointerException("paths[" + checked.size() + "] is null");
            }
            checked.add(p);
        }
        int n = checked.size();
        int d = algorithm.digestBytes();
        byte[] out = new byte[d * n];
        long[] sizes = new long[n];
        IOException[] errors = new IOException[n];
        boolean[] flags = new boolean[n];
        hash(checked, out, sizes, errors, flags);
        Object[] results = new Object[n];
        for (int i = 0; i < n; i++) {
            D digest = errors[i] == null ? reader.read(out, d * i, flags[i]) : null;
            results[i] = maker.make(checked.get(i), digest, sizes[i], errors[i]);
        }
        @SuppressWarnings("unchecked")
        List<R> list = (List<R>) List.of(results);
        return list;
    }

    /** Reads one file into the slab (or hashes it as a stream); returns its content length. */
    private long read(Path path, int index) throws IOException {
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
            long size = ch.size(); // 0 for a FIFO or a /proc file: read to the end whatever it says
            if (size > fileMax) {
                return stream(ch, size, index);
            }
            int want = (int) size + 1; // one more than said, to see the end of the file
            if (slab.capacity() - used < HEADER_ROOM + want) {
                flush();
            }
            int start = used + HEADER_ROOM;
            int got = readFully(ch, slab.duplicate().position(start).limit(start + want));
            if (got == want) {
                return streamOn(ch, start, got, index);
            }
            int from = start;
            if (header != null) {
                byte[] h = header.apply(got);
                from -= h.length;
                slab.put(from, h);
            }
            if (waiting.size() == waitingIndex.length) {
                waitingIndex = Arrays.copyOf(waitingIndex, 2 * waitingIndex.length);
            }
            waitingIndex[waiting.size()] = index;
            waiting.add(slab.duplicate().position(from).limit(start + got));
            used = start + got;
            return got;
        }
    }

    /** Hashes every file waiting in the slab, then empties it. */
    private void flush() {
        int n = waiting.size();
        if (n > 0) {
            int d = algorithm.digestBytes();
            if (batchOut.length < d * n) {
                batchOut = new byte[d * Math.max(n, 2 * batchOut.length / d)];
                batchFlags = new boolean[batchOut.length / d];
            }
            Arrays.fill(batchFlags, 0, n, false);
            algorithm.hashBatch(waiting, batchOut, 0, batchFlags);
            for (int k = 0; k < n; k++) {
                System.arraycopy(batchOut, d * k, digests, d * waitingIndex[k], d);
                if (flags != null) {
                    flags[waitingIndex[k]] = batchFlags[k];
                }
            }
            waiting.clear();
        }
        used = 0;
    }

    /** A file larger than the slab takes: its header (for {@code size}) and chunks. */
    private long stream(FileChannel ch, long size, int index) throws IOException {
        MessageDigest md = algorithm.newDigest();
        if (header != null) {
            md.update(header.apply(size));
        }
        long total = 0;
        int r;
        while ((r = ch.read(chunk.clear())) >= 0) {
            md.update(chunk.flip());
            total += r;
        }
        if (header != null && total != size) {
            throw new IOException("file changed size while being read");
        }
        finish(md, index);
        return total;
    }

    /**
     * A file longer than its size said: {@code slab[start, start + got)} holds its first bytes,
     * the rest follows from {@code ch}. The slab region is scratch again afterwards.
     */
    private long streamOn(FileChannel ch, int start, int got, int index) throws IOException {
        MessageDigest md = algorithm.newDigest();
        ByteArrayOutputStream all = header != null ? new ByteArrayOutputStream() : null;
        ByteBuffer first = slab.duplicate().position(start).limit(start + got);
        long total = got;
        append(md, all, first);
        int r;
        while ((r = ch.read(chunk.clear())) >= 0) {
            append(md, all, chunk.flip());
            total += r;
        }
        if (all != null) {
            md.update(header.apply(total));
            md.update(all.toByteArray());
        }
        finish(md, index);
        return total;
    }

    private static void append(MessageDigest md, ByteArrayOutputStream all, ByteBuffer bytes) {
        if (all == null) {
            md.update(bytes);
        } else {
            byte[] copy = new byte[bytes.remaining()];
            bytes.get(copy);
            all.writeBytes(copy);
        }
    }

    private void finish(MessageDigest md, int index) throws IOException {
        int d = algorithm.digestBytes();
        try {
            md.digest(digests, d * index, d);
        } catch (DigestException e) {
            throw new IOException(e);
        }
        if (flags != null) {
            flags[index] = algorithm.flagged(md);
        }
    }

    private static int readFully(FileChannel ch, ByteBuffer dst) throws IOException {
        int start = dst.position();
        while (dst.hasRemaining() && ch.read(dst) >= 0) {
            // a short read is not the end; -1 is
        }
        return dst.position() - start;
    }
}
