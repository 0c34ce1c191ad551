package org.hashlanes.bench;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One workload: a fixed list of heap messages and their digests from {@code MessageDigest},
 * against which every engine's first pass is checked (a fast wrong engine measures nothing).
 *
 * <p>All data comes from fixed seeds, so every run and every engine sees the same bytes.
 */
final class Messages {
    private static final int KIB = 1024;
    private static final int MIB = 1024 * KIB;

    final String name;
    final List<ByteBuffer> buffers;
    final int count;
    final long totalBytes;
    private final byte[] expected;
    /** SHA-256 reference digests, computed on first use (only the SHA-256 benchmarks need them). */
    private byte[] expected256;
    /** Reference digests of other algorithms (MD5), by {@code MessageDigest} name, computed on first use. */
    private final Map<String, byte[]> expectedBy = new ConcurrentHashMap<>();

    Messages(String name, List<ByteBuffer> buffers) {
        this.name = name;
        this.buffers = List.copyOf(buffers);
        this.count = buffers.size();
        long total = 0;
        for (ByteBuffer b : buffers) {
            total += b.remaining();
        }
        this.totalBytes = total;
        this.expected = reference(buffers, "SHA-1");
    }

    /** {@code tiny}: 65,536 messages of 64 bytes (small records, git tree entries). */
    static Messages tiny() {
        return slices("tiny", 65_536, 64, 1);
    }

    /**
     * {@code tiny32}: 65,536 messages of 32 bytes, one block each with its padding (digests of
     * digests, short keys): the shortest messages the lanes may take.
     */
    static Messages tiny32() {
        return slices("tiny32", 65_536, 32, 9);
    }

    /** {@code hot4k}: 4,096 messages of 4 KiB over 128 KiB of data (32 distinct), which stays in L2. */
    static Messages hot4k() {
        byte[] data = random(32 * 4 * KIB, 2);
        List<ByteBuffer> out = new ArrayList<>(4_096);
        for (int i = 0; i < 4_096; i++) {
            out.add(ByteBuffer.wrap(data, (i % 32) * 4 * KIB, 4 * KIB).slice());
        }
        return new Messages("hot4k", out);
    }

    /** {@code equal4k}: 4,096 messages of 4 KiB, the lane-ideal case. */
    static Messages equal4k() {
        return slices("equal4k", 4_096, 4 * KIB, 2);
    }

    /** {@code large}: 16 messages of 4 MiB, few long messages, no more than the lanes. */
    static Messages large() {
        return slices("large", 16, 4 * MIB, 3);
    }

    /** {@code single}: one message of 256 MiB, nothing to batch. */
    static Messages single() {
        return slices("single", 1, 256 * MIB, 4);
    }

    /**
     * {@code chunks}: a 32 MiB pseudo-random stream cut by a gear-hash content-defined chunker
     * (as FastCDC and restic do) with minimum 2 KiB, maximum 64 KiB and a cut probability of
     * 1/6144 per byte after the minimum, so chunks average about 8 KiB: a dedup pipeline's chunk stream.
     */
    static Messages chunks() {
        byte[] stream = random(32 * MIB, 5);
        List<ByteBuffer> out = new ArrayList<>();
        for (int start = 0; start < stream.length; ) {
            int end = Cdc.nextCut(stream, start);
            out.add(ByteBuffer.wrap(stream, start, end - start).slice());
            start = end;
        }
        return new Messages("chunks", out);
    }

    /**
     * {@code streams1k}: 1,024 messages of 1 MiB, which the {@code streams} engine feeds to
     * {@code Sha1Streams} in 64 KiB pieces, round-robin (issue 6's workload).
     */
    static Messages streams1k() {
        return slices("streams1k", 1_024, MIB, 6);
    }

    /** Messages the {@code gitmix} workload hashes per operation, rounded up to whole batches. */
    static final int GITMIX_MESSAGES = 5_000;

    /**
     * {@code gitmix}: {@value #GITMIX_MESSAGES} or a little more (whole batches of {@code batch})
     * messages whose sizes are the sample in {@code gitmix-sizes.txt}, in its order and repeated
     * as needed: the file sizes of a real repository (OpenJDK's sources; the file's header says
     * exactly how it was made), content pseudo-random.
     */
    static Messages gitmix(int batch) {
        int[] sizes = gitmixSizes();
        int count = (GITMIX_MESSAGES + batch - 1) / batch * batch;
        int[] lengths = new int[count];
        for (int i = 0; i < count; i++) {
            lengths[i] = sizes[i % sizes.length];
        }
        return ofLengths("gitmix", lengths, 8);
    }

    /** The sample of sizes shipped with the suite. */
    static int[] gitmixSizes() {
        try (java.io.InputStream in = Messages.class.getResourceAsStream("gitmix-sizes.txt")) {
            if (in == null) {
                throw new IllegalStateException("gitmix-sizes.txt is missing from the benchmark jar");
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII).lines()
                    .filter(l -> !l.startsWith("#") && !l.isBlank()).mapToInt(Integer::parseInt).toArray();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * {@code skewed}: {@code huge1} is one batch of one 4 MiB message (at a seeded position)
     * among 999 of 4 KiB; {@code random7} is 16 batches of 7 messages of seeded random sizes
     * from 1 B to 1 MiB.
     */
    static Messages skewed(String shape) {
        SplittableRandom r = new SplittableRandom(9);
        int[] lengths;
        switch (shape) {
            case "huge1":
                lengths = new int[1000];
                Arrays.fill(lengths, 4 * KIB);
                lengths[r.nextInt(1000)] = 4 * MIB;
                break;
            case "random7":
                lengths = new int[16 * 7];
                for (int i = 0; i < lengths.length; i++) {
                    lengths[i] = 1 + r.nextInt(MIB);
                }
                break;
            default:
                throw new IllegalArgumentException("unknown skewed shape '" + shape + "'");
        }
        return ofLengths("skewed-" + shape, lengths, 10);
    }

    /** Slices of one pseudo-random array, of the given lengths. */
    private static Messages ofLengths(String name, int[] lengths, long seed) {
        long total = 0;
        for (int l : lengths) {
            total += l;
        }
        byte[] data = random(Math.toIntExact(total), seed);
        List<ByteBuffer> out = new ArrayList<>(lengths.length);
        int at = 0;
        for (int l : lengths) {
            out.add(ByteBuffer.wrap(data, at, l).slice());
            at += l;
        }
        return new Messages(name, out);
    }

    /** {@code git-objects}: see {@link GitBlobs}. */
    static Messages gitObjects() {
        return GitBlobs.load();
    }

    /** By the workload names used in reports. */
    static Messages byName(String name) {
        switch (name) {
            case "tiny": return tiny();
            case "tiny32": return tiny32();
            case "chunks": return chunks();
            case "equal4k": return equal4k();
            case "hot4k": return hot4k();
            case "large": return large();
            case "single": return single();
            case "git-objects": return gitObjects();
            case "streams1k": return streams1k();
            default: throw new IllegalArgumentException("unknown workload '" + name + "'");
        }
    }

    /**
     * Throws unless {@code out} holds exactly the reference digests: called on an engine's first
     * pass over the workload.
     */
    void verify(byte[] out, String engine) {
        verify(out, engine, expected, 20);
    }

    /** {@link #verify} for SHA-256 digests (32 bytes each). */
    void verifySha256(byte[] out, String engine) {
        synchronized (this) {
            if (expected256 == null) {
                expected256 = reference(buffers, "SHA-256");
            }
        }
        verify(out, engine, expected256, 32);
    }

    /** {@link #verify} for {@code algorithm}'s digests (a {@code MessageDigest} name), computed on first use. */
    void verify(byte[] out, String engine, String algorithm) {
        byte[] want = expectedBy.computeIfAbsent(algorithm, a -> reference(buffers, a));
        verify(out, engine, want, want.length / count);
    }

    private void verify(byte[] out, String engine, byte[] want, int digestBytes) {
        int n = digestBytes * count;
        if (Arrays.equals(out, 0, n, want, 0, n)) {
            return;
        }
        int i = Arrays.mismatch(Arrays.copyOf(out, n), want) / digestBytes;
        HexFormat hex = HexFormat.of();
        throw new IllegalStateException("engine '" + engine + "' is wrong on workload " + name + ": message " + i
                + " (" + buffers.get(i).remaining() + " bytes) hashed to "
                + hex.formatHex(out, digestBytes * i, digestBytes * (i + 1)) + ", MessageDigest says "
                + hex.formatHex(want, digestBytes * i, digestBytes * (i + 1)));
    }

    @Override
    public String toString() {
        return name + ": " + count + " messages, " + totalBytes + " bytes";
    }

    private static Messages slices(String name, int count, int size, long seed) {
        byte[] data = random(count * size, seed);
        List<ByteBuffer> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(ByteBuffer.wrap(data, i * size, size).slice());
        }
        return new Messages(name, out);
    }

    static byte[] random(int size, long seed) {
        byte[] data = new byte[size];
        new SplittableRandom(seed).nextBytes(data);
        return data;
    }

    private static byte[] reference(List<ByteBuffer> buffers, String algorithm) {
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm);
            int n = md.getDigestLength();
            byte[] out = new byte[n * buffers.size()];
            for (int i = 0; i < buffers.size(); i++) {
                md.update(buffers.get(i).duplicate());
                md.digest(out, n * i, n);
            }
            return out;
        } catch (NoSuchAlgorithmException | DigestException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A gear-hash chunker: the cut points depend only on the bytes just before them. */
    static final class Cdc {
        static final int MIN = 2 * KIB;
        static final int MAX = 64 * KIB;
        /** Cut when the hash, unsigned, is below 2^64 / 6144: mean chunk = MIN + about 6 KiB. */
        private static final long THRESHOLD = Long.divideUnsigned(-1L, 6144);
        private static final long[] GEAR = new SplittableRandom(0x6ea7L).longs(256).toArray();

        private Cdc() {}

        /** The end (exclusive) of the chunk starting at {@code start}. */
        static int nextCut(byte[] data, int start) {
            int end = Math.min(data.length, start + MAX);
            long h = 0;
            for (int i = start + MIN; i < end; i++) {
                h = (h << 1) + GEAR[data[i] & 0xff];
                if (Long.compareUnsigned(h, THRESHOLD) < 0) {
                    return i + 1;
                }
            }
            return end;
        }
    }
}
