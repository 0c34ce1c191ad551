package org.hashlanes.internal.engine;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.hashlanes.scalar.BlockHasher;

/**
 * The known-answer check every engine passes before it is used (as lz4-java's factory does):
 * published answers for three messages, then a batch of 3 x 16 + 1 messages of unequal
 * lengths, in heap, direct and read-only buffers, checked against {@code MessageDigest}, so that
 * every lane count meets refills, one- and two-block padding and a short last round. An engine
 * that continues midstates ({@link Engine#continuesMidstates()}, what streams run on) also advances 3 x 16 + 1
 * block jobs of unequal lengths (none to 16 blocks) from unequal midstates, in the same buffer
 * kinds at unequal offsets, checked against the algorithm's scalar block function. An engine
 * that detects collisions (SHA-1DC) also hashes 3 x 16 + 1 random messages, whose blocks pass
 * the condition check of some disturbance vector now and then (so the recompression runs without
 * finding an attack), and must give {@link BlockHasher}'s digests and flags.
 */
final class SelfTest {
    private SelfTest() {}

    /** {@link #failure(EngineFamily, Engine)} for a SHA-1 engine. */
    static String failure(Engine engine) {
        return failure(EngineFamily.SHA1, engine);
    }

    /** Returns null if {@code engine} gives every expected digest of {@code family}'s algorithm, else what went wrong. */
    static String failure(EngineFamily family, Engine engine) {
        List<ByteBuffer> batch = new ArrayList<>();
        List<byte[]> expected = new ArrayList<>();
        HexFormat hex = HexFormat.of();
        for (int i = 0; i < EngineFamily.KNOWN_MESSAGES.size(); i++) {
            batch.add(ByteBuffer.wrap(EngineFamily.KNOWN_MESSAGES.get(i).getBytes(StandardCharsets.US_ASCII)));
            expected.add(hex.parseHex(family.knownAnswers().get(i)));
        }
        int digestBytes = family.function().digestBytes();
        MessageDigest oracle = JdkEngine.newDigest(family.function().jdkName());
        for (int i = 0; i < 3 * 16 + 1; i++) {
            // Lengths spread over 0..~1 KiB so lanes finish at different blocks, small enough
            // that a cold (interpreted) kernel checks them quickly.
            int length = (i * 997 + i * i * 13) % 1031;
            byte[] m = new byte[length];
            for (int j = 0; j < length; j++) {
                m[j] = (byte) (j * 31 + i * 7 + (j >>> 8));
            }
            expected.add(oracle.digest(m));
            ByteBuffer b;
            switch (i % 3) {
                case 0: b = ByteBuffer.wrap(m); break;
                case 1: b = ByteBuffer.allocateDirect(length).put(m).flip(); break;
                default: b = ByteBuffer.wrap(m).asReadOnlyBuffer(); break;
            }
            batch.add(b);
        }
        byte[] out = new byte[digestBytes * batch.size()];
        try {
            engine.hashInto(batch.iterator(), batch.size(), out, 0);
        } catch (RuntimeException | LinkageError e) {
            return "threw " + e;
        }
        for (int i = 0; i < batch.size(); i++) {
            byte[] got = Arrays.copyOfRange(out, digestBytes * i, digestBytes * (i + 1));
            if (!Arrays.equals(got, expected.get(i))) {
                return "message " + i + " (" + batch.get(i).remaining() + " bytes): expected "
                        + hex.formatHex(expected.get(i)) + ", got " + hex.formatHex(got);
            }
        }
        String failure = engine.detects() ? detectingFailure(family, engine) : null;
        return failure == null && engine.continuesMidstates() ? midstateFailure(family, engine) : failure;
    }

    /** Returns null if {@code engine} gives the digests and flags of {@code family}'s detecting {@link BlockHasher}, else what went wrong. */
    static String detectingFailure(EngineFamily family, Engine engine) {
        List<ByteBuffer> messages = new ArrayList<>();
        BlockHasher reference = new BlockHasher(family.function());
        int digestBytes = family.function().digestBytes();
        int count = 3 * 16 + 1;
        byte[] expected = new byte[digestBytes * count];
        boolean[] expectedFlags = new boolean[count];
        long seed = 0x5eed_dc14L;
        for (int i = 0; i < count; i++) {
            byte[] m = new byte[(i * 97 + i * i * 13) % 700];
            for (int k = 0; k < m.length; k++) {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                m[k] = (byte) (seed >>> 56);
            }
            reference.update(m, 0, m.length);
            expectedFlags[i] = reference.digestInto(expected, digestBytes * i);
            messages.add(i % 3 == 0 ? ByteBuffer.wrap(m)
                    : i % 3 == 1 ? ByteBuffer.allocateDirect(m.length).put(m).flip()
                    : ByteBuffer.wrap(m).asReadOnlyBuffer());
        }
        byte[] actual = new byte[expected.length];
        boolean[] actualFlags = new boolean[count];
        try {
            engine.hashInto(messages.iterator(), count, DigestSink.of(actual, 0, actualFlags, 0));
        } catch (RuntimeException | LinkageError e) {
            return "detecting threw " + e;
        }
        for (int i = 0; i < count; i++) {
            if (!Arrays.equals(actual, digestBytes * i, digestBytes * (i + 1), expected, digestBytes * i, digestBytes * (i + 1))
                    || actualFlags[i] != expectedFlags[i]) {
                return "detecting, random message " + i + ": expected " + HexFormat.of().formatHex(expected, digestBytes * i,
                        digestBytes * (i + 1)) + (expectedFlags[i] ? " flagged" : "") + ", got " + HexFormat.of()
                        .formatHex(actual, digestBytes * i, digestBytes * (i + 1)) + (actualFlags[i] ? " flagged" : "");
            }
        }
        return null;
    }

    /** Returns null if {@code engine} advances block jobs as the scalar block function does, else what went wrong. */
    static String midstateFailure(EngineFamily family, Engine engine) {
        int count = 3 * 16 + 1;
        int words = family.function().stateWords();
        ByteBuffer[] buffers = new ByteBuffer[count];
        int[] starts = new int[count];
        int[] blocks = new int[count];
        int[][] states = new int[count][words];
        int[][] expected = new int[count][];
        for (int i = 0; i < count; i++) {
            blocks[i] = (i * 7 + i * i) % 17; // 0 .. 16, unequal: lanes refill and finish apart
            starts[i] = i % 5;
            byte[] m = new byte[starts[i] + blocks[i] * family.function().blockBytes() + 3];
            for (int j = 0; j < m.length; j++) {
                m[j] = (byte) (j * 29 + i * 11 + (j >>> 7));
            }
            for (int w = 0; w < words; w++) {
                states[i][w] = 0x9e3779b9 * (i + 1) + w * 0x7f4a7c15; // a midstate, not the IV
            }
            expected[i] = states[i].clone();
            family.function().compressBlocks(expected[i], m, starts[i], blocks[i]);
            switch (i % 3) {
                case 0: buffers[i] = ByteBuffer.wrap(m); break;
                case 1: buffers[i] = ByteBuffer.allocateDirect(m.length).put(m).flip(); break;
                default: buffers[i] = ByteBuffer.wrap(m).asReadOnlyBuffer(); break;
            }
        }
        try {
            engine.advance(count, buffers, starts, blocks, states);
        } catch (RuntimeException | LinkageError e) {
            return "advancing midstates threw " + e;
        }
        for (int i = 0; i < count; i++) {
            if (!Arrays.equals(states[i], expected[i])) {
                return "midstate job " + i + " (" + blocks[i] + " blocks from index " + starts[i] + "): expected "
                        + Arrays.toString(expected[i]) + ", got " + Arrays.toString(states[i]);
            }
        }
        return null;
    }
}
