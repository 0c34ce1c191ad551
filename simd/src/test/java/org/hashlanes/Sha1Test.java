package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Sha1, the MessageDigest-shaped single stream, against the JDK's SHA-1. */
class Sha1Test {
    @Test
    void updateDigestResetAndCloneMatchTheJdk() throws Exception {
        Random r = new Random(1);
        Sha1 ours = new Sha1();
        MessageDigest jdk = MessageDigest.getInstance("SHA-1");
        assertEquals(20, ours.getDigestLength());
        assertEquals("SHA-1", ours.getAlgorithm());
        for (int trial = 0; trial < 200; trial++) {
            int pieces = r.nextInt(6);
            for (int p = 0; p < pieces; p++) {
                byte[] piece = new byte[r.nextInt(300)];
                r.nextBytes(piece);
                switch (p % 3) {
                    case 0: ours.update(piece); jdk.update(piece); break;
                    case 1: ours.update(ByteBuffer.wrap(piece)); jdk.update(ByteBuffer.wrap(piece)); break;
                    default:
                        for (byte b : piece) {
                            ours.update(b);
                            jdk.update(b);
                        }
                }
            }
            Sha1 copy = ours.clone();
            MessageDigest jdkCopy = (MessageDigest) jdk.clone();
            byte[] extra = {1, 2, 3};
            copy.update(extra);
            jdkCopy.update(extra);
            assertArrayEquals(jdkCopy.digest(), copy.digest(), "clone diverges independently");
            assertArrayEquals(jdk.digest(), ours.digest(), "trial " + trial);
        }
        ours.update(new byte[10]);
        ours.reset();
        assertArrayEquals(jdk.digest(), ours.digest(), "reset forgets everything");
    }

    @Test
    void knownAnswer() {
        Sha1 sha1 = new Sha1();
        sha1.update("abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals("a9993e364706816aba3e25717850c26c9cd0d89d",
                Sha1Digest.fromBytes(sha1.digest(), 0).toHex());
    }
}
