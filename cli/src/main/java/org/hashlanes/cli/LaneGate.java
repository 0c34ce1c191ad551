package org.hashlanes.cli;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.hashlanes.Sha1Batch;
import org.hashlanes.internal.Engines;
import org.hashlanes.internal.FileBatcher;

/**
 * SHA-1 for the file batcher, with the lanes only where they pay. The library's automatic engine
 * warms the vector lanes up on a background thread for seconds, taking one of the cores; most
 * runs of a command end sooner. So on a CPU with SHA instructions (where the JDK's
 * {@code MessageDigest} is fast from the first byte) batches go to {@code MessageDigest} until the
 * run has hashed {@link #LANES_AFTER} bytes, and only then to {@link Sha1Batch}, whose first call
 * starts the warm-up. Without SHA instructions {@code Sha1Batch} takes every batch.
 */
final class LaneGate implements FileBatcher.Algorithm {
    static final LaneGate SHA1 = new LaneGate();

    /**
     * Bytes hashed before the lanes are started: property {@code hashlanes.cli.lanesAfter}
     * (set by the launcher through HASHLANES_JAVA_OPTS; never by {@code run()}), default 2 GB.
     */
    static final long LANES_AFTER = Long.getLong("hashlanes.cli.lanesAfter", 2_000_000_000L);

    private final AtomicLong hashed = new AtomicLong();
    private volatile boolean lanes;

    private LaneGate() {}

    @Override
    public int digestBytes() {
        return 20;
    }

    @Override
    public MessageDigest newDigest() {
        return FileBatcher.jdkDigest("SHA-1");
    }

    @Override
    public void hashBatch(List<ByteBuffer> messages, byte[] out, int offset) {
        if (lanes || openGate(messages)) {
            Sha1Batch.hashInto(messages, out, offset);
            return;
        }
        MessageDigest md = newDigest();
        for (ByteBuffer m : messages) {
            md.update(m.duplicate());
            try {
                md.digest(out, offset, 20);
            } catch (java.security.DigestException e) {
                throw new IllegalStateException(e);
            }
            offset += 20;
        }
    }

    private boolean openGate(List<ByteBuffer> messages) {
        long n = 0;
        for (ByteBuffer m : messages) {
            n += m.remaining();
        }
        if (hashed.addAndGet(n) >= LANES_AFTER || !ShaInstructions.PRESENT) {
            lanes = true;
        }
        return lanes;
    }

    /** What engine the run used, for --stats. */
    String engine() {
        return lanes ? Sha1Batch.engine() : "jdk MessageDigest";
    }

    /** Whether the CPU has SHA-1 instructions, read cheaply from /proc/cpuinfo where it can be. */
    private static final class ShaInstructions {
        static final boolean PRESENT = probe();

        private static boolean probe() {
            try {
                for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                    if (line.startsWith("flags")) { // x86: "sha_ni"
                        return line.contains(" sha_ni");
                    }
                }
            } catch (java.io.IOException | RuntimeException e) {
                // not Linux: ask the JVM
            }
            return Engines.sha1Intrinsic(); // elsewhere (aarch64 lists "Features"), HotSpot's flag
        }
    }
}
