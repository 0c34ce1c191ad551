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
 * every lane count meets refills, one- and two-block padding and a short last round.
 */
final class SelfTest {
    private SelfTest() {}

    private static final String[][] KNOWN = {
        {"", "da39a3ee5e6b4b0d3255bfef95601890afd80709"},
        {"abc", "a9993e364706816aba3e25717850c26c9cd0d89d"},
        {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"},
    };

    /** Returns null if {@code engine} gives every expected digest, else what went wrong. */
    static String failure(BatchEngine engine) {
        List<ByteBuffer> batch = new ArrayList<>();
        List<byte[]> expected = new ArrayList<>();
        HexFormat hex = HexFormat.of();
        for (String[] k : KNOWN) {
            batch.add(ByteBuffer.wrap(k[0].getBytes(StandardCharsets.US_ASCII)));
            expected.add(hex.parseHex(k[1]));
        }
        MessageDigest oracle = JdkEngine.newSha1();
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
        byte[] out = new byte[20 * batch.size()];
        try {
            engine.hashInto(batch.iterator(), batch.size(), out, 0);
        } catch (RuntimeException | LinkageError e) {
            return "threw " + e;
        }
        for (int i = 0; i < batch.size(); i++) {
            byte[] got = Arrays.copyOfRange(out, 20 * i, 20 * i + 20);
            if (!Arrays.equals(got, expected.get(i))) {
                return "message " + i + " (" + batch.get(i).remaining() + " bytes): expected "
                        + hex.formatHex(expected.get(i)) + ", got " + hex.formatHex(got);
            }
        }
        return null;
    }
}
