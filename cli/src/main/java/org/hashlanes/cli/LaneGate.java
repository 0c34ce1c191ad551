package org.hashlanes.cli;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.hashlanes.internal.api.FileBatcher;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection.ColdStart;

/**
 * An algorithm for the file batcher, with the lanes only where they pay. The library's lanes
 * start cold: the automatic engine warms them up on a background thread for seconds, taking one
 * of the cores, and the detecting (SHA-1DC) lanes run interpreted at a few MB/s until compiled;
 * most runs of a command end sooner. So batches go to a single-stream engine that is fast from
 * the first byte until the run has hashed {@link #LANES_AFTER} bytes, and only then to the
 * library's batch engine. Which single stream, and on which CPUs it pays, is the family's
 * {@link ColdStart} policy, named in its {@link Algorithm} constant and decided by the library's
 * one selection ({@link ColdStart#singlePays}); the gate only counts bytes.
 */
final class LaneGate implements FileBatcher.Algorithm {
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
    static LaneGate of(EngineFamily family, ColdStart single) {
        FileBatcher.Algorithm library = FileBatcher.algorithm(family);
        Supplier<String> libraryEngine = () -> family.batchDefault().description();
        if (single == ColdStart.SCALAR) {
            if (!family.detects()) {
                throw new IllegalArgumentException("the scalar single stream is for the detecting family, not " + family);
            }
            return new LaneGate(library, libraryEngine, (messages, out, offset, flags) ->
                    family.scalar().hashInto(messages.iterator(), messages.size(), DigestSink.of(out, offset, flags, 0)),
                    "scalar", () -> single.singlePays(family));
        }
        return new LaneGate(library, libraryEngine,
                (messages, out, offset, flags) -> jdk(library.newDigest(), messages, out, offset),
                "jdk MessageDigest", () -> single.singlePays(family));
    }

    /**
     * One message after another through {@code md}. Not the library's {@code jdk} engine: building
     * that asks HotSpot's management bean whether the intrinsic is on, start-up work a short run
     * does not need (the cold-start policy reads /proc/cpuinfo instead).
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
}
