package org.hashlanes.cli;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.hashlanes.internal.EngineFamily;
import org.hashlanes.internal.FileBatcher;

/**
 * SHA-1 or SHA-256 for the file batcher, with the lanes only where they pay. The library's automatic engine
 * warms the vector lanes up on a background thread for seconds, taking one of the cores; most
 * runs of a command end sooner. So on a CPU with SHA instructions (where the JDK's
 * {@code MessageDigest} is fast from the first byte) batches go to {@code MessageDigest} until the
 * run has hashed {@link #LANES_AFTER} bytes, and only then to the library's batch engine
 * ({@code Sha1Batch}'s or {@code Sha256Batch}'s), whose first call starts the warm-up. Without SHA
 * instructions the library takes every batch. The x86 SHA extensions (SHA-NI) cover both algorithms.
 */
final class LaneGate implements FileBatcher.Algorithm {
    static final LaneGate SHA1 = new LaneGate(EngineFamily.SHA1);
    static final LaneGate SHA256 = new LaneGate(EngineFamily.SHA256);

    /**
     * Bytes hashed before the lanes are started: property {@code hashlanes.cli.lanesAfter}
     * (set by the launcher through HASHLANES_JAVA_OPTS; never by {@code run()}), default 2 GB.
     */
    static final long LANES_AFTER = Long.getLong("hashlanes.cli.lanesAfter", 2_000_000_000L);

    private final EngineFamily family;
    /** The library's batch engine of the family. */
    private final FileBatcher.Algorithm library;
    private final AtomicLong hashed = new AtomicLong();
    private volatile boolean lanes;

    private LaneGate(EngineFamily family) {
        this.family = family;
        this.library = FileBatcher.algorithm(family);
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
    public void hashBatch(List<ByteBuffer> messages, byte[] out, int offset, boolean[] flags) {
        if (lanes || openGate(messages)) {
            library.hashBatch(messages, out, offset, flags);
            return;
        }
        MessageDigest md = newDigest();
        int d = digestBytes();
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

    private boolean openGate(List<ByteBuffer> messages) {
        long n = 0;
        for (ByteBuffer m : messages) {
            n += m.remaining();
        }
        if (hashed.addAndGet(n) >= LANES_AFTER || !ShaInstructions.present(family)) {
            lanes = true;
        }
        return lanes;
    }

    /** What engine the run used, for --stats. */
    String engine() {
        return lanes ? libraryEngine() : "jdk MessageDigest";
    }

    /** The library's engine for batches of this algorithm, for --version. */
    String libraryEngine() {
        return family.batchDefault().description();
    }

    /** Whether the CPU has SHA instructions, read cheaply from /proc/cpuinfo where it can be. */
    private static final class ShaInstructions {
        /** x86's sha_ni flag; null where /proc/cpuinfo does not say. */
        static final Boolean SHA_NI = probe();

        static boolean present(EngineFamily family) {
            return SHA_NI != null ? SHA_NI : family.intrinsic(); // elsewhere (aarch64 lists "Features"), HotSpot's flag
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
