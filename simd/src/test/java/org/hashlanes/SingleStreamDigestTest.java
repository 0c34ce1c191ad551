package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Sha1 and Sha256, the MessageDigest-shaped single streams, against the JDK's. */
class SingleStreamDigestTest {

    static Stream<Arguments> digests() {
        return Stream.of(
                Arguments.of("SHA-1", (Supplier<MessageDigest>) Sha1::new, 20,
                        "a9993e364706816aba3e25717850c26c9cd0d89d"),
                Arguments.of("SHA-256", (Supplier<MessageDigest>) Sha256::new, 32,
                        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    }

    @ParameterizedTest
    @MethodSource("digests")
    void updateDigestResetAndCloneMatchTheJdk(String algorithm, Supplier<MessageDigest> make, int bytes,
            String abc) throws Exception {
        Random r = new Random(1);
        MessageDigest ours = make.get();
        MessageDigest jdk = MessageDigest.getInstance(algorithm);
        assertEquals(bytes, ours.getDigestLength());
        assertEquals(algorithm, ours.getAlgorithm());
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
            MessageDigest copy = (MessageDigest) ours.clone();
            assertEquals(ours.getClass(), copy.getClass());
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
        ours.update("abc".getBytes(StandardCharsets.US_ASCII));
        assertEquals(abc, TestSupport.hex(ours.digest()));
    }
}
