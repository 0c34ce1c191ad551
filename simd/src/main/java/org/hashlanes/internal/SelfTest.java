package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * The known-answer check every engine passes before it is used (as lz4-java's factory does):
 * published answers for three messages, then a batch of 3 x 16 + 1 messages of unequal
 * lengths, in heap, direct and read-only buffers, checked against {@code MessageDigest}, so that
 * every lane count meets refills, one- and two-block padding and a short last round. An engine
 * that continues midstates ({@link MidstateEngine}, what streams run on) also advances 3 x 16 + 1
 * block jobs of unequal lengths (none to 16 blocks) from unequal midstates, in the same buffer
 * kinds at unequal offsets, checked against the algorithm's scalar block function.
 */
final class SelfTest {
    private SelfTest() {}

    /** {@link #failure(EngineFamily, BatchEngine)} for a SHA-1 engine. */
    static String failure(BatchEngine engine) {
        return failure(EngineFamily.SHA1, engine);
    }

    /** Returns null if {@code engine} gives every expected digest of {@code family}'s algorithm, else what went wrong. */
    static String failure(EngineFamily family, BatchEngine engine) {
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
        return engine instanceof MidstateEngine ? midstateFailure(family, (MidstateEngine) engine) : null;
    }

    /** Returns null if {@code engine} advances block jobs as the scalar block function does, else what went wrong. */
    static String midstateFailure(EngineFamily family, MidstateEngine engine) {
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
            byte[] m = new byte[starts[i] + blocks[i] * 64 + 3];
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
