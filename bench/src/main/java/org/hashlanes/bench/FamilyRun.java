package org.hashlanes.bench;

import java.nio.ByteBuffer;
import java.util.List;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * One engine of one algorithm family hashing the suite's workloads: what {@link Md5Throughput},
 * {@link Sha256Throughput} and {@link Sha512Throughput} share (they differ only in their JMH
 * parameters and benchmark names, which the scripts and results read). Engines by their JMH names:
 * {@code batch} or {@code default} (the family's default engine, or the given facade),
 * {@code vector16}/{@code vector8}/{@code vector4}/{@code vector2} (the family's lanes forced),
 * {@code scalar}, {@code jdk} and {@code md} ({@code MessageDigest}). The first pass is checked
 * against {@code MessageDigest}. Not thread-safe: one per JMH thread state.
 */
final class FamilyRun {
    private final EngineFamily family;
    private final String engine;
    private final Hashers.Hasher hasher;
    /** Digests of the last run; sized at the first. */
    private byte[] out;
    /** Whether the first pass was checked against {@code MessageDigest}. */
    private boolean verified;

    /**
     * @param facade the hasher of {@code batch}/{@code default}, or null for the family's
     *     {@link EngineFamily#batchDefault()}
     */
    FamilyRun(EngineFamily family, String engine, Hashers.Hasher facade) {
        this.family = family;
        this.engine = engine;
        this.hasher = create(family, engine, facade);
    }

    /** Hashes {@code m} in engine calls of {@code batch} messages (all at once for {@code m.count}). */
    byte[] run(Messages m, int batch, Throughput.Rate rate) {
        int digestBytes = family.function().digestBytes();
        if (out == null) {
            out = new byte[digestBytes * m.count];
        }
        List<ByteBuffer> all = m.buffers;
        for (int from = 0; from < m.count; from += batch) {
            hasher.hashAll(all.subList(from, Math.min(m.count, from + batch)), out, digestBytes * from);
        }
        if (!verified) {
            m.verify(out, engine, family.function().jdkName());
            verified = true;
        }
        rate.bytes += m.totalBytes;
        rate.messages += m.count;
        return out;
    }

    private static Hashers.Hasher create(EngineFamily family, String name, Hashers.Hasher facade) {
        switch (name) {
            case "batch":
            case "default":
                return facade != null ? facade : engineHasher(family.batchDefault());
            case "md": return new Hashers.MdHasher(family.function().jdkName());
            case "scalar": return engineHasher(family.scalar());
            case "jdk": return engineHasher(family.jdk());
            default:
                if (!name.startsWith("vector")) {
                    throw new IllegalArgumentException("unknown engine '" + name + "'");
                }
                int lanes = Integer.parseInt(name.substring("vector".length()));
                if (!family.laneCounts().contains(lanes)) {
                    throw new IllegalStateException(name + " cannot run here: " + family.function().jdkName()
                            + " lane counts " + family.laneCounts() + (EngineSelection.vectorUnavailableReason() == null
                                    ? "" : " (" + EngineSelection.vectorUnavailableReason() + ")"));
                }
                return engineHasher(family.vector(lanes));
        }
    }

    private static Hashers.Hasher engineHasher(Engine engine) {
        return (messages, out, offset) -> engine.hashInto(messages.iterator(), messages.size(), out, offset);
    }
}
