package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;
import org.hashlanes.scalar.ScalarSha1;
import org.hashlanes.scalar.ScalarSha1Dc;

/**
 * The SHA-1DC engines: the lanes where the vector engine runs here (self-tested against the
 * scalar engine before use), else the scalar engine. Chosen once per JVM, with the same
 * properties as plain SHA-1: {@code hashlanes.engine=scalar} forces the scalar engine,
 * {@code hashlanes.lanes} the lane count.
 */
public final class DetectingEngines {
    private DetectingEngines() {}

    /** The portable engine: one message after another through {@link ScalarSha1Dc}. */
    public static DetectingEngine scalar() {
        return Scalar.INSTANCE;
    }

    /**
     * A self-tested vector engine at {@code lanes} lanes.
     *
     * @throws UnsupportedOperationException if the lanes cannot run here
     * @throws IllegalStateException if the engine fails its self-test
     */
    public static DetectingEngine vector(int lanes) {
        DetectingEngine engine = Engines.vectorSupport(lanes).detecting(lanes);
        selfTest(engine);
        return engine;
    }

    /** The engine for batches: vector at the preferred lane count where it runs, else scalar. */
    public static DetectingEngine batchDefault() {
        return Default.ENGINE;
    }

    private static final class Default {
        static final DetectingEngine ENGINE = choose();

        private static DetectingEngine choose() {
            Engines.Choice choice = Engines.choice();
            if (choice.engine.equals("scalar") || choice.engine.equals("jdk")) {
                return scalar(); // the JDK has no collision detection
            }
            try {
                return vector(Engines.lanesOrPreferred(choice.lanes));
            } catch (RuntimeException e) {
                if (choice.engine.equals("vector")) {
                    throw e;
                }
                Engines.LOG.log(System.Logger.Level.INFO, "hashlanes SHA-1DC: scalar engine ({0})", e.getMessage());
                return scalar();
            }
        }
    }

    /**
     * Compares {@code engine} with the scalar engine on 3 x 16 + 1 messages of unequal lengths
     * in heap, direct and read-only buffers, including blocks that pass the condition check of
     * a disturbance vector (so the candidate path runs) without being attacks.
     */
    static void selfTest(DetectingEngine engine) {
        List<ByteBuffer> messages = new ArrayList<>();
        long seed = 0x5eed_dc14L;
        for (int i = 0; i < 49; i++) {
            byte[] m = new byte[(i * 97 + i * i * 13) % 700];
            for (int k = 0; k < m.length; k++) {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                m[k] = (byte) (seed >>> 56);
            }
            ByteBuffer b = i % 3 == 0 ? ByteBuffer.wrap(m)
                    : i % 3 == 1 ? ByteBuffer.allocateDirect(m.length).put(m).flip()
                    : ByteBuffer.wrap(m).asReadOnlyBuffer();
            messages.add(b);
        }
        byte[] expected = new byte[20 * messages.size()];
        byte[] actual = new byte[expected.length];
        boolean[] expectedFlags = new boolean[messages.size()];
        boolean[] actualFlags = new boolean[messages.size()];
        scalar().hashInto(messages.iterator(), messages.size(), expected, 0, expectedFlags, 0);
        engine.hashInto(messages.iterator(), messages.size(), actual, 0, actualFlags, 0);
        if (!java.util.Arrays.equals(expected, actual) || !java.util.Arrays.equals(expectedFlags, actualFlags)) {
            throw new IllegalStateException(engine.description() + " fails the SHA-1DC self-test");
        }
    }

    /** One message after another through {@link ScalarSha1Dc}'s block function. */
    private static final class Scalar implements DetectingEngine {
        static final Scalar INSTANCE = new Scalar();
        private static final int BLOCK_BYTES = BlockFunction.BLOCK_BYTES;
        /** Bytes staged at a time from a buffer without an accessible array: a multiple of 64. */
        private static final int CHUNK = 8 * 1024;

        private final BoundedPool<Scratch> scratch = new BoundedPool<>(BoundedPool.defaultCapacity(), Scratch::new);

        private static final class Scratch {
            final int[] state = new int[5];
            final byte[] tail = new byte[BlockPadding.MAX_PADDED_BYTES];
            final ScalarSha1Dc.Workspace workspace = new ScalarSha1Dc.Workspace();
            byte[] chunk;
        }

        @Override
        public String description() {
            return "scalar";
        }

        @Override
        public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset,
                boolean[] flags, int flagsOffset) {
            Scratch s = scratch.take();
            for (int i = 0; i < count; i++) {
                flags[flagsOffset + i] = hashOne(messages.next(), s, out, offset + 20 * i);
            }
            scratch.give(s);
        }

        private static boolean hashOne(ByteBuffer m, Scratch s, byte[] out, int outOffset) {
            int start = m.position();
            int length = Buffers.remaining(m, start);
            int full = length & -BLOCK_BYTES;
            int[] h = s.state;
            ScalarSha1.initState(h);
            boolean flagged = false;
            if (m.hasArray()) {
                flagged = ScalarSha1Dc.compressBlocks(h, m.array(), m.arrayOffset() + start, full / BLOCK_BYTES, s.workspace);
            } else if (full > 0) {
                if (s.chunk == null) {
                    s.chunk = new byte[CHUNK];
                }
                for (int done = 0; done < full; done += CHUNK) {
                    int bytes = Math.min(CHUNK, full - done);
                    Buffers.copy(m, start + done, s.chunk, 0, bytes);
                    flagged |= ScalarSha1Dc.compressBlocks(h, s.chunk, 0, bytes / BLOCK_BYTES, s.workspace);
                }
            }
            int tail = length - full;
            Buffers.copy(m, start + full, s.tail, 0, tail);
            int blocks = BlockPadding.pad(s.tail, 0, tail, length);
            flagged |= ScalarSha1Dc.compressBlocks(h, s.tail, 0, blocks, s.workspace);
            ScalarSha1.writeDigest(h, out, outOffset);
            return flagged;
        }

        @Override
        public String toString() {
            return "scalar";
        }
    }
}
