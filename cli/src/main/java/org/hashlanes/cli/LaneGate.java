package org.hashlanes.cli;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.hashlanes.internal.DigestSink;
import org.hashlanes.internal.EngineFamily;
import org.hashlanes.internal.FileBatcher;

/**
 * An algorithm for the file batcher, with the lanes only where they pay. The library's lanes
 * start cold: the automatic engine warms them up on a background thread for seconds, taking one
 * of the cores, and the detecting (SHA-1DC) lanes run interpreted at a few MB/s until compiled;
 * most runs of a command end sooner. So batches go to a single-stream engine that is fast from
 * the first byte until the run has hashed {@link #LANES_AFTER} bytes, and only then to the
 * library's batch engine. Which single stream, and on which CPUs, is the family's {@link Single}
 * policy, named in its {@link Algorithm} constant.
 */
final class LaneGate implements FileBatcher.Algorithm {
    /** The single stream of a family while the gate is shut. */
    enum Single {
        /**
         * The JDK's {@code MessageDigest}, only on a CPU with SHA instructions (SHA-NI covers SHA-1
         * and SHA-256), where the lanes gain least on it; without them the library takes every batch.
         */
        SHA_INSTRUCTIONS,
        /**
         * The JDK's {@code MessageDigest} on every CPU: for algorithms no CPU here has an
         * instruction for (MD5, SHA-512), whose JDK digest is fast from the first compiled byte
         * where HotSpot has an intrinsic for it (x86-64: MD5 since JDK 16, SHA-512 with AVX2).
         * Whether their lanes' larger edge should open the gate sooner is for measurement.
         */
        JDK,
        /** The scalar detecting engine (SHA-1DC: the JDK does not detect, so there is no other single stream). */
        SCALAR
    }

    /**
     * Bytes hashed before the lanes are started: property {@code hashlanes.cli.lanesAfter}
     * (set by the launcher through HASHLANES_JAVA_OPTS; never by {@code run()}), default 2 GB.
     */
    static final long LANES_AFTER = Long.getLong("hashlanes.cli.lanesAfter", 2_000_000_000L);

    /** A batch function: {@link FileBatcher.Algorithm#hashBatch}'s contract. */
    @FunctionalInterface
    interface BatchFunction {
        void hash(List<ByteBuffer> messages, byte[] out, int offset, boolean[] flags);
    }

    /** The library's algorithm: its batch engine, stream digest and flags. */
    private final FileBatcher.Algorithm library;
    private final Supplier<String> libraryEngine;
    /** The single-stream engine for batches while the gate is shut. */
    private final BatchFunction single;
    private final String singleName;
    /** Whether the single stream is worth keeping before the gate opens (asked once, at the first batch). */
    private final BooleanSupplier singlePays;
    private final AtomicLong hashed = new AtomicLong();
    private volatile boolean lanes;

    private LaneGate(FileBatcher.Algorithm library, Supplier<String> libraryEngine, BatchFunction single,
            String singleName, BooleanSupplier singlePays) {
        this.library = library;
        this.libraryEngine = libraryEngine;
        this.single = single;
        this.singleName = singleName;
        this.singlePays = singlePays;
    }

    /**
     * The gate over the library's file algorithm for {@code family} ({@link FileBatcher#algorithm},
     * the one the public {@code Sha1Files}, {@code Sha256Files} and {@code Sha1DcFiles} use), with
     * {@code single} for the batches while it is shut.
     */
    static LaneGate of(EngineFamily family, Single single) {
        FileBatcher.Algorithm library = FileBatcher.algorithm(family);
        Supplier<String> libraryEngine = () -> family.batchDefault().description();
        if (single == Single.SCALAR) {
            if (!family.detects()) {
                throw new IllegalArgumentException("the scalar single stream is for the detecting family, not " + family);
            }
            return new LaneGate(library, libraryEngine, (messages, out, offset, flags) ->
                    family.scalar().hashInto(messages.iterator(), messages.size(), DigestSink.of(out, offset, flags, 0)),
                    "scalar", () -> true);
        }
        BooleanSupplier pays = single == Single.JDK ? () -> true : () -> ShaInstructions.present(family);
        return new LaneGate(library, libraryEngine,
                (messages, out, offset, flags) -> jdk(library.newDigest(), messages, out, offset),
                "jdk MessageDigest", pays);
    }

    /**
     * One message after another through {@code md}. Not the library's {@code jdk} engine: building
     * that asks HotSpot's management bean whether the intrinsic is on, start-up work a short run
     * does not need (the gate already read /proc/cpuinfo).
     */
    private static void jdk(MessageDigest md, List<ByteBuffer> messages, byte[] out, int offset) {
        int d = md.getDigestLength();
        for (ByteBuffer m : messages) {
            md.update(m.duplicate());
            try {
                md.digest(out, offset, d);
            } catch (java.security.DigestException e) {
                throw new IllegalStateException(e);
            }
            offset += d;
        }
    }

    @Override
    public int digestBytes() {
        return library.digestBytes();
    }

    @Override
    public MessageDigest newDigest() {
        return library.newDigest();
    }

    @Override
    public boolean flagged(MessageDigest md) {
        return library.flagged(md);
    }

    @Override
    public void hashBatch(List<ByteBuffer> messages, byte[] out, int offset, boolean[] flags) {
        if (lanes || openGate(messages)) {
            library.hashBatch(messages, out, offset, flags);
        } else {
            single.hash(messages, out, offset, flags);
        }
    }

    private boolean openGate(List<ByteBuffer> messages) {
        long n = 0;
        for (ByteBuffer m : messages) {
            n += m.remaining();
        }
        if (hashed.addAndGet(n) >= LANES_AFTER || !singlePays.getAsBoolean()) {
            lanes = true;
        }
        return lanes;
    }

    /** What engine the run used, for --stats. */
    String engine() {
        return lanes ? libraryEngine() : singleName;
    }

    /** The library's engine for batches of this algorithm, for --version. */
    String libraryEngine() {
        return libraryEngine.get();
    }

    /** Whether the CPU has SHA instructions, read cheaply from /proc/cpuinfo where it can be. */
    private static final class ShaInstructions {
        /** x86's sha_ni flag; null where /proc/cpuinfo does not say. */
        static final Boolean SHA_NI = probe();

        static boolean present(EngineFamily family) {
            // Elsewhere (aarch64 lists "Features"), the library's own choice of single stream.
            return SHA_NI != null ? SHA_NI : family.singleOnJdk();
        }

        private static Boolean probe() {
            try {
                for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                    if (line.startsWith("flags")) { // x86: "sha_ni"
                        return line.contains(" sha_ni");
                    }
                }
            } catch (java.io.IOException | RuntimeException e) {
                // not Linux: ask the JVM
            }
            return null;
        }
    }
}
