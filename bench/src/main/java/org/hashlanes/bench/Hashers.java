package org.hashlanes.bench;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.crypto.digests.SHA1Digest;
import org.hashlanes.Sha1Batch;
import org.hashlanes.Sha1Streams;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * The engines the suite compares, by the names used in the JMH parameter {@code engine}.
 *
 * <ul>
 *   <li>{@code batch}: {@link Sha1Batch#hashInto}, whatever engine it picks here;</li>
 *   <li>{@code vector16}, {@code vector8}, {@code vector4}: the lanes engine at that lane count;</li>
 *   <li>{@code scalar}, {@code jdk}: hashlanes' portable engine and its MessageDigest engine;</li>
 *   <li>{@code md}: {@code java.security.MessageDigest} "SHA-1", one reused instance per thread;</li>
 *   <li>{@code mdwarm}: {@code md} in a JVM where {@code Sha1Batch}'s default engine has warmed up
 *       and chosen first: the control that tells the warm-up's footprint on the JVM (compiled code,
 *       heap) from the cost of hashlanes' own call path, which {@code batch} pays on top;</li>
 *   <li>{@code bc}: BouncyCastle's {@code SHA1Digest}, one reused instance per thread;</li>
 *   <li>{@code streams}: {@link Sha1Streams#update}, every message fed in 64 KiB pieces, round-robin;</li>
 *   <li>{@code submit}: the same pieces through {@link Sha1Streams#submit}, the zero-copy path.</li>
 * </ul>
 */
final class Hashers {
    /** Set to false (the quick run does) to measure {@code batch} without waiting for its start-up choice. */
    static final String SETTLE_PROPERTY = "hashlanes.bench.settle";
    /** Every name, widest first: the default of the JMH parameter. */
    static final List<String> ALL =
            List.of("batch", "vector16", "vector8", "vector4", "scalar", "jdk", "md", "bc", "streams", "submit", "mdwarm");
    /** Piece size of the {@code streams} engine. */
    static final int STREAM_PIECE = 64 * 1024;

    private Hashers() {}

    /** Hashes every message of a list, writing one digest per message into {@code out} from {@code offset}. Not thread-safe. */
    interface Hasher {
        void hashAll(List<ByteBuffer> messages, byte[] out, int offset);
    }

    /**
     * Waits (at most 40 s) until {@code Sha1Batch}'s default engine has made its start-up choice
     * and returns its description. The default engine hashes with the JDK while it times the
     * vector lanes in a background thread (a few seconds), then switches if they are faster: a
     * service runs in that settled state, so {@code batch} is measured there, and the background
     * thread is not left competing with the measured ones for the 2 cores.
     */
    static String settledBatchEngine() {
        return settledBatchEngine(Sha1Batch::engine);
    }

    /** {@link #settledBatchEngine()} for any algorithm's batch facade ({@code Sha256Batch::engine}). */
    static String settledBatchEngine(java.util.function.Supplier<String> engine) {
        if (!Boolean.parseBoolean(System.getProperty(SETTLE_PROPERTY, "true"))) {
            return engine.get();
        }
        long deadline = System.nanoTime() + 40_000_000_000L;
        String d = engine.get();
        while (d.contains("warming up") && System.nanoTime() < deadline) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            d = engine.get();
        }
        return d;
    }

    /** The names that can run in this JVM, in {@link #ALL}'s order. */
    static List<String> available() {
        List<String> names = new ArrayList<>();
        for (String name : ALL) {
            if (unavailableReason(name) == null) {
                names.add(name);
            }
        }
        return names;
    }

    /** Why {@code name} cannot run here, or null if it can. */
    static String unavailableReason(String name) {
        if (!name.startsWith("vector")) {
            return ALL.contains(name) ? null : "unknown engine '" + name + "'; valid names: " + ALL;
        }
        int lanes = Integer.parseInt(name.substring("vector".length()));
        if (EngineSelection.vectorUnavailableReason() != null) {
            return EngineSelection.vectorUnavailableReason();
        }
        if (!EngineSelection.vectorLaneCounts().contains(lanes)) {
            return lanes + " lanes not supported on this CPU (supported: " + EngineSelection.vectorLaneCounts() + ")";
        }
        return null;
    }

    /** A human-readable description of what {@code name} runs here, for the report. */
    static String describe(String name) {
        switch (name) {
            case "batch":
                return Boolean.parseBoolean(System.getProperty(SETTLE_PROPERTY, "true"))
                        ? "Sha1Batch default, after its start-up choice: " + settledBatchEngine()
                        : "Sha1Batch default, measured without waiting for its start-up choice (at start: "
                                + Sha1Batch.engine() + ")";
            case "scalar": return "hashlanes " + EngineFamily.SHA1.scalar().description();
            case "jdk": return "hashlanes " + EngineFamily.SHA1.jdk().description() + " (MessageDigest behind the batch API)";
            case "md": return "java.security.MessageDigest SHA-1, one instance per thread (SHA-1 intrinsic "
                    + (EngineFamily.SHA1.intrinsic() ? "on" : "off") + ")";
            case "mdwarm": return "java.security.MessageDigest SHA-1 as md, measured after Sha1Batch's default engine chose: "
                    + settledBatchEngine();
            case "bc": return "BouncyCastle SHA1Digest, one instance per thread";
            case "streams": return "hashlanes Sha1Streams.update (copy-safe), each message fed in 64 KiB pieces, "
                    + "round-robin, after the default engine's start-up choice: " + settledBatchEngine();
            case "submit": return "hashlanes Sha1Streams.submit (zero copy), each message fed in 64 KiB pieces, "
                    + "round-robin, after the default engine's start-up choice: " + settledBatchEngine();
            default:
                String reason = unavailableReason(name);
                return reason == null ? "hashlanes " + engineFor(name).description() : "unavailable: " + reason;
        }
    }

    /**
     * A fresh hasher for {@code name}.
     *
     * @throws IllegalStateException if the engine cannot run here, saying why and what can
     */
    static Hasher create(String name) {
        String reason = unavailableReason(name);
        if (reason != null) {
            throw new IllegalStateException("engine '" + name + "' is not available here: " + reason
                    + "; available here: " + available());
        }
        switch (name) {
            case "batch":
                return Sha1Batch::hashInto;
            case "md":
                return new MdHasher();
            case "mdwarm":
                settledBatchEngine();
                return new MdHasher();
            case "bc":
                return new BcHasher();
            case "streams":
                return Hashers::hashAsStreams;
            case "submit":
                return Hashers::hashAsSubmits;
            default:
                Engine engine = engineFor(name);
                return (messages, out, offset) -> engine.hashInto(messages.iterator(), messages.size(), out, offset);
        }
    }

    private static Engine engineFor(String name) {
        switch (name) {
            case "scalar": return EngineFamily.SHA1.scalar();
            case "jdk": return EngineFamily.SHA1.jdk();
            default: return EngineFamily.SHA1.vector(Integer.parseInt(name.substring("vector".length())));
        }
    }

    /** Opens a stream per message, feeds them 64 KiB at a time in turn through update, then finishes them all. */
    private static void hashAsStreams(List<ByteBuffer> messages, byte[] out, int offset) {
        feedRoundRobin(messages, out, offset, false);
    }

    /**
     * The same pieces through submit, without a copy: a stream whose last piece is still held when
     * its next one comes gets a flush first; then every stream is finished without waiting and
     * one flush computes the digests.
     */
    private static void hashAsSubmits(List<ByteBuffer> messages, byte[] out, int offset) {
        feedRoundRobin(messages, out, offset, true);
    }

    private static void feedRoundRobin(List<ByteBuffer> messages, byte[] out, int offset, boolean submit) {
        Sha1Streams streams = new Sha1Streams();
        Sha1Streams.Stream[] open = new Sha1Streams.Stream[messages.size()];
        int longest = 0;
        for (int i = 0; i < open.length; i++) {
            open[i] = streams.open();
            longest = Math.max(longest, messages.get(i).remaining());
        }
        for (int at = 0; at < longest; at += STREAM_PIECE) {
            for (int i = 0; i < open.length; i++) {
                ByteBuffer m = messages.get(i);
                int n = Math.min(STREAM_PIECE, m.remaining() - at);
                if (n <= 0) {
                    continue;
                }
                int from = m.arrayOffset() + m.position() + at;
                if (!submit) {
                    streams.update(open[i], m.array(), from, n);
                    continue;
                }
                if (open[i].isHolding()) {
                    streams.flush();
                }
                streams.submit(open[i], ByteBuffer.wrap(m.array(), from, n));
            }
        }
        for (Sha1Streams.Stream s : open) {
            streams.finishLater(s);
        }
        streams.flush(); // every digest is ready now; a caller with work to overlap would poll() instead
        while (streams.poll() != null) {
            // the completions say what flush() already guarantees
        }
        for (int i = 0; i < open.length; i++) {
            open[i].digest().writeTo(out, offset + 20 * i);
        }
    }

    /** MessageDigest as a caller would use it: one instance, reused, fed from the backing array. */
    static final class MdHasher implements Hasher {
        private final MessageDigest md;
        private final int digestBytes;

        MdHasher() {
            this("SHA-1");
        }

        /** For {@code algorithm}: "SHA-1" or "SHA-256". */
        MdHasher(String algorithm) {
            try {
                md = MessageDigest.getInstance(algorithm);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
            digestBytes = md.getDigestLength();
        }

        @Override
        public void hashAll(List<ByteBuffer> messages, byte[] out, int offset) {
            int off = offset;
            try {
                for (ByteBuffer m : messages) {
                    md.update(m.array(), m.arrayOffset() + m.position(), m.remaining());
                    md.digest(out, off, digestBytes);
                    off += digestBytes;
                }
            } catch (DigestException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** BouncyCastle's SHA1Digest, one instance, reused. */
    private static final class BcHasher implements Hasher {
        private final SHA1Digest bc = new SHA1Digest();

        @Override
        public void hashAll(List<ByteBuffer> messages, byte[] out, int offset) {
            int off = offset;
            for (ByteBuffer m : messages) {
                bc.update(m.array(), m.arrayOffset() + m.position(), m.remaining());
                bc.doFinal(out, off);
                off += 20;
            }
        }
    }
}
