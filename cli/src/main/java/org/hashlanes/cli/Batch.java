package org.hashlanes.cli;

import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import org.hashlanes.Sha1Batch;

/**
 * A run of files read and hashed together: small files are read into one slab and go to
 * {@link Sha1Batch#hashInto} as a single batch; files from 1 MiB to 2 GiB are mapped and join the
 * same batch; standard input, files over 2 GiB and files that grow while read are hashed as one
 * stream with {@code MessageDigest}, never held whole in the heap (except with {@code --git},
 * whose header needs the length first, for standard input and growing files only).
 */
final class Batch {
    /** Files up to this size are read into the slab; larger ones are mapped. */
    static final int SMALL_MAX = 1 << 20;
    /** A mapping holds at most this much; larger files are streamed. */
    static final long MAP_MAX = Integer.MAX_VALUE - 64;
    /** Per-thread slab size; a batch whose small files overflow it allocates the rest. */
    private static final int SLAB_BYTES = 16 << 20;
    /** Room reserved before each file in the slab for the git header {@code blob <size>\0}. */
    private static final int GIT_ROOM = 32;
    private static final int STREAM_CHUNK = 1 << 20;
    private static final ThreadLocal<byte[]> SLAB = ThreadLocal.withInitial(() -> new byte[SLAB_BYTES]);
    private static final ThreadLocal<byte[]> CHUNK = ThreadLocal.withInitial(() -> new byte[STREAM_CHUNK]);

    /** One file (or standard input) to hash, or a note to print in its place. */
    static final class Job {
        final byte[] name;
        /** The file to read, if already known (from the walk); else made from {@code name}. */
        Path path;
        /** Its size as the walk saw it, saving an fstat per file; -1 if unknown. */
        long knownSize = -1;
        final boolean stdin;
        /** Known failure before reading (e.g. from the directory walk), or null. */
        String error;
        /** Check mode: the line this job came from; null in hash mode. */
        final Object tag;
        /** After the run: true if the file could not be opened because it does not exist. */
        boolean missing;
        /** After the run: bytes of content hashed. */
        long size;
        /** Non-null for a job that is only a message to print in order (check mode's --warn). */
        final String note;

        Job(byte[] name, boolean stdin, Object tag) {
            this.name = name;
            this.stdin = stdin;
            this.tag = tag;
            this.note = null;
        }

        Job(String note) {
            this.name = null;
            this.stdin = false;
            this.tag = null;
            this.note = note;
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

    /** Reads and hashes every job; errors are recorded on the jobs, never thrown. */
    void run() {
        int n = jobs.size();
        digests = new byte[20 * n];
        byte[] slab = SLAB.get();
        int used = 0;
        List<ByteBuffer> buffers = new ArrayList<>(n);
        int[] slots = new int[n];
        for (int i = 0; i < n; i++) {
            Job job = jobs.get(i);
            if (job.note != null || job.error != null) {
                continue;
            }
            try {
                if (job.stdin) {
                    streamDigest(job, stdin, null, 0, i, null, 0);
                    continue;
                }
                int room = git ? GIT_ROOM : 0;
                if (job.knownSize >= 0 && job.knownSize <= SMALL_MAX && ascii(job.name)) {
                    // The common case of a walk: a small file with a plain name. FileInputStream's
                    // open is one native call, far less code to interpret and compile at start-up
                    // than FileChannel.open (measured: cli/README.md).
                    int want = (int) job.knownSize + 1;
                    byte[] dst = slab;
                    int at = used;
                    if (used + room + want > slab.length) {
                        dst = new byte[room + want];
                        at = 0;
                    }
                    int got;
                    try (FileInputStream in = new FileInputStream(new String(job.name, StandardCharsets.ISO_8859_1))) {
                        got = in.readNBytes(dst, at + room, want);
                        if (got == want) {
                            streamDigest(job, in, null, got, i, dst, at + room);
                            continue;
                        }
                    } catch (FileNotFoundException e) {
                        throw fromOpen(e);
                    }
                    used = add(job, dst, slab, at, room, got, buffers, slots, i, used);
                    continue;
                }
                Path path = job.path != null ? job.path : RawPaths.path(job.name);
                try (FileChannel ch = FileChannel.open(path, StandardOpenOption.READ)) {
                    // A wrong known size (the file changed since the walk) costs nothing but speed:
                    // small files are read to their end whatever the size said.
                    long size = job.knownSize >= 0 && job.knownSize <= SMALL_MAX ? job.knownSize : ch.size();
                    if (size > SMALL_MAX) {
                        if (size > MAP_MAX || git) {
                            streamChannel(job, ch, size, i);
                        } else {
                            ByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, size);
                            job.size = size;
                            slots[buffers.size()] = i;
                            buffers.add(map);
                        }
                        continue;
                    }
                    int want = (int) size + 1; // one more than expected, to see the end of file
                    byte[] dst = slab;
                    int at = used;
                    if (used + room + want > slab.length) {
                        dst = new byte[room + want];
                        at = 0;
                    }
                    int got = readFully(ch, dst, at + room, want);
                    if (got == want) {
                        // Larger than it said (a /proc file, a FIFO, a file growing): stream it instead.
                        streamDigest(job, null, ch, got, i, dst, at + room);
                        continue;
                    }
                    used = add(job, dst, slab, at, room, got, buffers, slots, i, used);
                }
            } catch (IOException | InvalidPathException | UnsupportedOperationException e) {
                job.error = reason(e);
                job.missing = e instanceof NoSuchFileException;
            }
        }
        if (!buffers.isEmpty()) {
            byte[] out = new byte[20 * buffers.size()];
            Sha1Batch.hashInto(buffers, out, 0);
            for (int k = 0; k < buffers.size(); k++) {
                System.arraycopy(out, 20 * k, digests, 20 * slots[k], 20);
            }
        }
    }

    /** Queues {@code dst[at + room, +got)} (after its git header, if any) for the batch; returns the slab's new fill. */
    private int add(Job job, byte[] dst, byte[] slab, int at, int room, int got, List<ByteBuffer> buffers,
                    int[] slots, int index, int used) {
        job.size = got;
        int start = at + room;
        if (git) {
            byte[] header = ("blob " + got + "\0").getBytes(StandardCharsets.US_ASCII);
            start -= header.length;
            System.arraycopy(header, 0, dst, start, header.length);
        }
        slots[buffers.size()] = index;
        buffers.add(ByteBuffer.wrap(dst, start, at + room + got - start));
        return dst == slab ? at + room + got : used;
    }

    private static boolean ascii(byte[] name) {
        for (byte b : name) {
            if (b < 0) {
                return false;
            }
        }
        return true;
    }

    /** FileInputStream says "name (reason)"; GNU prints the reason alone. */
    private static IOException fromOpen(FileNotFoundException e) {
        String m = String.valueOf(e.getMessage());
        int open = m.lastIndexOf(" (");
        String reason = open >= 0 && m.endsWith(")") ? m.substring(open + 2, m.length() - 1) : m;
        if (reason.equals("No such file or directory")) {
            return new NoSuchFileException(m);
        }
        return new IOException(reason);
    }

    private static int readFully(FileChannel ch, byte[] dst, int off, int len) throws IOException {
        ByteBuffer bb = ByteBuffer.wrap(dst, off, len);
        while (bb.hasRemaining()) {
            if (ch.read(bb) < 0) {
                break;
            }
        }
        return bb.position() - off;
    }

    /** A regular file too large to map (or any large file with --git): large reads into one reused buffer. */
    private void streamChannel(Job job, FileChannel ch, long size, int index) throws IOException {
        MessageDigest md = sha1();
        if (git) {
            md.update(("blob " + size + "\0").getBytes(StandardCharsets.US_ASCII));
        }
        byte[] chunk = CHUNK.get();
        ByteBuffer bb = ByteBuffer.wrap(chunk);
        long total = 0;
        int r;
        while ((r = ch.read(bb.clear())) >= 0) {
            md.update(chunk, 0, r);
            total += r;
        }
        if (git && total != size) {
            throw new IOException("file changed size while being read");
        }
        job.size = total;
        digestInto(md, index);
    }

    /**
     * Hashes {@code prefix[off, off + prefixLength)} followed by the rest of {@code in} or
     * {@code ch}. With --git the whole content is collected first, since the header holds its length.
     */
    private void streamDigest(Job job, InputStream in, FileChannel ch, int prefixLength, int index,
                              byte[] prefix, int off) throws IOException {
        MessageDigest md = sha1();
        ByteArrayOutputStream all = git ? new ByteArrayOutputStream() : null;
        long total = prefixLength;
        if (prefixLength > 0) {
            if (git) {
                all.write(prefix, off, prefixLength);
            } else {
                md.update(prefix, off, prefixLength);
            }
        }
        byte[] chunk = CHUNK.get();
        ByteBuffer bb = ByteBuffer.wrap(chunk);
        while (true) {
            int r = in != null ? in.read(chunk) : ch.read(bb.clear());
            if (r < 0) {
                break;
            }
            total += r;
            if (git) {
                all.write(chunk, 0, r);
            } else {
                md.update(chunk, 0, r);
            }
        }
        if (git) {
            md.update(("blob " + total + "\0").getBytes(StandardCharsets.US_ASCII));
            md.update(all.toByteArray());
        }
        job.size = total;
        digestInto(md, index);
    }

    private void digestInto(MessageDigest md, int index) throws IOException {
        try {
            md.digest(digests, 20 * index, 20);
        } catch (java.security.DigestException e) {
            throw new IOException(e);
        }
    }

    private static MessageDigest sha1() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-1", e);
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
