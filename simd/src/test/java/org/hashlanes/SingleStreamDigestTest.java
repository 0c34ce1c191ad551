package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.security.DigestException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

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

    /** Both single-stream engines, through every update and digest shape MessageDigest has. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void byteBufferUpdatesAndDigestIntoAnArrayOnEitherEngine(boolean onJdk) throws Exception {
        Random r = new Random(onJdk ? 2 : 3);
        Sha1 ours = new Sha1(onJdk);
        MessageDigest jdk = MessageDigest.getInstance("SHA-1");
        for (int trial = 0; trial < 100; trial++) {
            for (int p = r.nextInt(5); p > 0; p--) {
                byte[] piece = new byte[r.nextInt(10_000)];
                r.nextBytes(piece);
                jdk.update(piece);
                ByteBuffer b;
                switch (r.nextInt(4)) {
                    case 0: b = ByteBuffer.wrap(piece); break;
                    case 1: b = ByteBuffer.allocateDirect(piece.length).put(piece).flip(); break;
                    case 2: b = ByteBuffer.wrap(piece).asReadOnlyBuffer(); break;
                    default:
                        byte[] wider = new byte[piece.length + 9];
                        System.arraycopy(piece, 0, wider, 4, piece.length);
                        b = ByteBuffer.wrap(wider, 4, piece.length).slice();
                }
                ours.update(b);
                assertEquals(b.limit(), b.position(), "update(ByteBuffer) consumes the buffer, as specified");
            }
            byte[] out = new byte[30];
            assertEquals(20, ours.digest(out, 5, 25));
            assertArrayEquals(jdk.digest(), Arrays.copyOfRange(out, 5, 25), "trial " + trial);
        }
        ours.update(new byte[100]);
        assertThrows(DigestException.class, () -> ours.digest(new byte[19], 0, 19));
        jdk.update(new byte[100]);
        assertArrayEquals(jdk.digest(), ours.digest(), "a refused short digest changes nothing");
    }

    @Test
    void cloneDeclaresNoCheckedException() {
        Sha1 a = new Sha1(); // no try/catch: clone() declares nothing
        a.update((byte) 1);
        Sha1 b = a.clone();
        assertArrayEquals(a.digest(), b.digest());
    }
}
