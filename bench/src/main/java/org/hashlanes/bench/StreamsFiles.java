package org.hashlanes.bench;

import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.hashlanes.Md5Streams;
import org.hashlanes.Sha1Streams;
import org.hashlanes.Sha256Streams;
import org.hashlanes.Sha512Streams;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.plan.StreamPolicy;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Streams as a file-hashing service sees them (issue 11): "files" of 64 KiB to 4 MiB
 * (log-uniform) are read in pieces of 1 B to 64 KiB (uniform) into ONE reused buffer and fed
 * round-robin to {@code open} streams; a stream whose file ends is finished and a new file opens
 * in its place, so {@code open} stay open for good. One operation feeds {@value #BYTES_PER_OP}
 * bytes of this endless script (the same script for every engine; a "read" is a copy from an
 * in-memory source, paid by every engine alike).
 *
 * <p>Engines: {@code streams} ({@link Sha1Streams#update} and {@link Sha1Streams#finish}, or
 * {@link Sha256Streams}'s, default engine after its start-up choice) and {@code md} (one
 * {@code MessageDigest} per file, the baseline). The digests of the first files of both are
 * compared in setup. The JMH counter {@code messages} counts files finished.
 *
 * <p>{@code algorithm}: {@code SHA-1}, {@code SHA-256}, {@code SHA-512} or {@code MD5} (the JDK's names). The
 * suite runs SHA-1; the others by hand, for example
 * {@code flock /tmp/hashlanes-bench.lock java -jar bench/target/benchmarks.jar 'StreamsFiles.files$' -p algorithm=SHA-256}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"--add-modules", "jdk.incubator.vector"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 3, time = 2)
@Threads(1)
@State(Scope.Thread)
public class StreamsFiles {
    static final int BYTES_PER_OP = 32 << 20;
    private static final int MIN_FILE = 64 * 1024, MAX_FILE = 4 << 20, MAX_PIECE = 64 * 1024;
    private static final int SOURCE_BYTES = 8 << 20;

    @Param({"1", "16", "256"})
    public int open;

    @Param({"streams", "md"})
    public String engine;

    @Param({"SHA-1", "SHA-256", "SHA-512", "MD5"})
    public String algorithm;

    private Feeder feeder;

    @Setup(Level.Trial)
    public void setup() {
        if (engine.equals("streams")) {
            EngineFamily family = algorithm.equals("SHA-1") ? EngineFamily.SHA1
                    : algorithm.equals("SHA-256") ? EngineFamily.SHA256
                    : algorithm.equals("MD5") ? EngineFamily.MD5 : EngineFamily.SHA512;
            System.out.println("[streams] " + algorithm + " default engine = "
                    + Hashers.settledBatchEngine(() -> family.batchDefault().description()) + "; lanes from "
                    + StreamPolicy.minLaneStreams(family.midstateDefault()) + " open streams");
        }
        byte[] ours = create(engine, open, algorithm).checkRun();
        byte[] baseline = create("md", open, algorithm).checkRun();
        if (!Arrays.equals(ours, baseline)) {
            throw new IllegalStateException(engine + " gave other digests than MessageDigest on the same files");
        }
        feeder = create(engine, open, algorithm);
    }

    /** Feeds {@value #BYTES_PER_OP} bytes; returns a fold of the digests of the files finished. */
    @Benchmark
    public long files(Throughput.Rate rate) {
        long files = feeder.files;
        long digests = feeder.feed(BYTES_PER_OP);
        rate.bytes += BYTES_PER_OP;
        rate.messages += feeder.files - files;
        return digests;
    }

    static Feeder create(String engine, int open, String algorithm) {
        switch (engine) {
            case "streams": return new StreamsFeeder(open, algorithm);
            case "md": return new MdFeeder(open, algorithm);
            default: throw new IllegalArgumentException("engine must be streams or md, was " + engine);
        }
    }

    /** The endless script of files and pieces; subclasses hash them. */
    abstract static class Feeder {
        private final Random script = new Random(42);
        private final byte[] source = new byte[SOURCE_BYTES + MAX_PIECE];
        /**
         * The one buffer every piece is read into, at an offset that walks through 0..15: the SHA
         * instructions' loads cost more where a block crosses a cache line, and where a JVM's
         * allocations put this array (8 or 16 mod 16, by the allocations before it) would otherwise
         * decide a few percent between engines that hash the same bytes the same way (stop 48:
         * one open stream 0.94x MessageDigest at one array placement, 1.00x with every object
         * 16-byte aligned).
         */
        private final byte[] buffer = new byte[MAX_PIECE + 15];
        private int pieces;
        private final int[] left, sourceAt;
        /** "SHA-1" or "SHA-256". */
        final String algorithm;
        final byte[] digest;
        private int turn;
        /** Files finished so far. */
        long files;

        Feeder(int open, String algorithm) {
            this.algorithm = algorithm;
            digest = new byte[algorithm.equals("SHA-1") ? 20 : algorithm.equals("SHA-256") ? 32
                    : algorithm.equals("MD5") ? 16 : 64];
            new Random(7).nextBytes(source);
            left = new int[open];
            sourceAt = new int[open];
            for (int i = 0; i < open; i++) {
                newFile(i);
            }
        }

        private void newFile(int slot) {
            left[slot] = (int) (MIN_FILE * Math.pow((double) MAX_FILE / MIN_FILE, script.nextDouble()));
            sourceAt[slot] = script.nextInt(SOURCE_BYTES);
            opened(slot);
        }

        /** Feeds at least {@code bytes}; returns a fold of the digests of the files finished. */
        long feed(long bytes) {
            long fold = 0;
            for (long done = 0; done < bytes; ) {
                int slot = turn;
                turn = turn + 1 == left.length ? 0 : turn + 1;
                int n = Math.min(left[slot], 1 + script.nextInt(MAX_PIECE));
                int at = pieces++ & 15;
                System.arraycopy(source, sourceAt[slot], buffer, at, n); // the "read"
                sourceAt[slot] = (sourceAt[slot] + n) & (SOURCE_BYTES - 1);
                piece(slot, buffer, at, n);
                done += n;
                if ((left[slot] -= n) == 0) {
                    finished(slot);
                    files++;
                    fold = 31 * fold + Arrays.hashCode(digest);
                    newFile(slot);
                }
            }
            return fold;
        }

        /** Digests of the first files finished in 64 MiB, concatenated. */
        byte[] checkRun() {
            java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
            for (int mib = 0; mib < 64; mib++) {
                feed(1 << 20);
                all.writeBytes(digest.clone()); // the last file finished so far
            }
            return all.toByteArray();
        }

        abstract void opened(int slot);

        abstract void piece(int slot, byte[] buffer, int offset, int n);

        /** Writes the digest of the file in {@code slot} into {@link #digest}. */
        abstract void finished(int slot);
    }

    static final class StreamsFeeder extends Feeder {
        private Streams streams;
        private Object[] streamOf;

        StreamsFeeder(int open, String algorithm) {
            super(open, algorithm);
        }

        @Override
        void opened(int slot) {
            if (streams == null) { // called from the super constructor
                streams = algorithm.equals("SHA-1") ? Streams.sha1()
                        : algorithm.equals("SHA-256") ? Streams.sha256()
                        : algorithm.equals("MD5") ? Streams.md5() : Streams.sha512();
                streamOf = new Object[4096];
            }
            streamOf[slot] = streams.open();
        }

        @Override
        void piece(int slot, byte[] buffer, int offset, int n) {
            streams.update(streamOf[slot], buffer, offset, n);
        }

        @Override
        void finished(int slot) {
            streams.finish(streamOf[slot], digest);
        }
    }

    /** The three calls the feeder makes, on {@link Sha1Streams}, {@link Sha256Streams}, {@link Sha512Streams} or {@link Md5Streams} (parallel classes, no common type). */
    interface Streams {
        Object open();

        void update(Object stream, byte[] buffer, int offset, int n);

        /** Finishes {@code stream} and writes its digest at {@code out[0]}. */
        void finish(Object stream, byte[] out);

        static Streams sha1() {
            Sha1Streams m = new Sha1Streams();
            return of(m::open, m::update, (s, out) -> m.finish(s).writeTo(out, 0));
        }

        static Streams sha256() {
            Sha256Streams m = new Sha256Streams();
            return of(m::open, m::update, (s, out) -> m.finish(s).writeTo(out, 0));
        }

        static Streams md5() {
            Md5Streams m = new Md5Streams();
            return of(m::open, m::update, (s, out) -> m.finish(s).writeTo(out, 0));
        }

        static Streams sha512() {
            Sha512Streams m = new Sha512Streams();
            return of(m::open, m::update, (s, out) -> m.finish(s).writeTo(out, 0));
        }

        /** The calls of a manager whose stream handles are {@code S}. */
        @SuppressWarnings("unchecked") // every stream given back is one that open made
        static <S> Streams of(Supplier<S> open, Update<S> update, BiConsumer<S, byte[]> finish) {
            return new Streams() {
                @Override
                public Object open() {
                    return open.get();
                }

                @Override
                public void update(Object stream, byte[] buffer, int offset, int n) {
                    update.update((S) stream, buffer, offset, n);
                }

                @Override
                public void finish(Object stream, byte[] out) {
                    finish.accept((S) stream, out);
                }
            };
        }

        /** A manager's {@code update(Stream, byte[], int, int)}. */
        interface Update<S> {
            void update(S stream, byte[] piece, int offset, int length);
        }
    }

    static final class MdFeeder extends Feeder {
        private MessageDigest[] mdOf;

        MdFeeder(int open, String algorithm) {
            super(open, algorithm);
        }

        @Override
        void opened(int slot) {
            if (mdOf == null) {
                mdOf = new MessageDigest[4096];
            }
            try {
                mdOf[slot] = MessageDigest.getInstance(algorithm); // a new one per file, as a caller would
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        void piece(int slot, byte[] buffer, int offset, int n) {
            mdOf[slot].update(buffer, offset, n);
        }

        @Override
        void finished(int slot) {
            try {
                mdOf[slot].digest(digest, 0, digest.length);
            } catch (DigestException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
