package org.hashlanes.scalar;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The incremental hasher over each block function, in random pieces, against the JDK. */
class BlockHasherTest {

    private static BlockFunction function(String name) {
        switch (name) {
            case "SHA-1": return ScalarSha1.FUNCTION;
            case "MD5": return ScalarMd5.FUNCTION;
            default: return ScalarSha256.FUNCTION;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"SHA-1", "SHA-256", "MD5"})
    void everyLengthUpTo700InRandomPiecesMatchesTheJdk(String algorithm) throws Exception {
        MessageDigest jdk = MessageDigest.getInstance(algorithm);
        BlockHasher hasher = new BlockHasher(function(algorithm));
        Random r = new Random(algorithm.hashCode());
        byte[] data = new byte[700];
        r.nextBytes(data);
        for (int len = 0; len <= 700; len++) {
            byte[] expected = jdk.digest(Arrays.copyOf(data, len));
            for (int at = 0; at < len; ) {
                int n = Math.min(len - at, r.nextInt(140));
                if (n == 1) {
                    hasher.update(data[at]);
                } else {
                    hasher.update(data, at, n);
                }
                at += n;
            }
            assertArrayEquals(expected, hasher.digest(), algorithm + ", length " + len + " in pieces");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"SHA-1", "SHA-256", "MD5"})
    void copyHashesIndependently(String algorithm) throws Exception {
        BlockHasher a = new BlockHasher(function(algorithm));
        a.update(new byte[100], 0, 100);
        BlockHasher b = a.copy();
        b.update((byte) 1);
        byte[] m = new byte[101];
        m[100] = 1;
        MessageDigest jdk = MessageDigest.getInstance(algorithm);
        assertArrayEquals(jdk.digest(m), b.digest());
        assertArrayEquals(jdk.digest(new byte[100]), a.digest());
    }
}
