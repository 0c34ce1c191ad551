package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The SHA-256 digest value: strict hex round trip, bytes, equality and unsigned order. */
class Sha256DigestTest {
    private static final String ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

    @Test
    void hexAndBytesRoundTrip() {
        Sha256Digest d = Sha256Digest.fromHex(ABC);
        assertEquals(ABC, d.toHex());
        assertEquals(ABC, d.toString());
        assertEquals(d, Sha256Digest.fromHex(ABC.toUpperCase()));
        byte[] bytes = d.toByteArray();
        assertEquals(32, bytes.length);
        assertEquals(ABC, TestSupport.hex(bytes));
        byte[] at = new byte[40];
        d.writeTo(at, 5);
        assertEquals(d, Sha256Digest.fromBytes(at, 5));
        bytes[0] ^= 1;
        assertEquals(ABC, d.toHex(), "toByteArray hands out a copy");
        assertEquals(d.hashCode(), Sha256Digest.fromHex(ABC).hashCode());
        assertNotEquals(d, Sha256Digest.fromBytes(bytes, 0));
    }

    @Test
    void fromHexIsStrict() {
        assertThrows(IllegalArgumentException.class, () -> Sha256Digest.fromHex(ABC.substring(1)));
        assertThrows(IllegalArgumentException.class, () -> Sha256Digest.fromHex(ABC + "0"));
        assertThrows(IllegalArgumentException.class, () -> Sha256Digest.fromHex(" " + ABC.substring(1)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Sha256Digest.fromHex(ABC.substring(0, 10) + "g" + ABC.substring(11)));
        assertTrue(e.getMessage().contains("index 10"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Sha256Digest.fromHex(ABC.substring(0, 63) + "\u0660")); // Arabic-Indic zero
        assertThrows(NullPointerException.class, () -> Sha256Digest.fromHex(null));
        assertThrows(IndexOutOfBoundsException.class, () -> Sha256Digest.fromBytes(new byte[40], 9));
        assertThrows(IndexOutOfBoundsException.class, () -> Sha256Digest.fromHex(ABC).writeTo(new byte[32], 1));
    }

    @Test
    void orderIsTheOrderOfTheHexStrings() {
        Random r = new Random(3);
        List<Sha256Digest> digests = new ArrayList<>();
        List<String> hex = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            byte[] b = new byte[32];
            r.nextBytes(b);
            if (i % 3 == 0) {
                System.arraycopy(digests.isEmpty() ? b : digests.get(i / 2).toByteArray(), 0, b, 0, 16); // long common prefixes
            }
            digests.add(Sha256Digest.fromBytes(b, 0));
            hex.add(TestSupport.hex(b));
        }
        Collections.sort(digests);
        Collections.sort(hex);
        for (int i = 0; i < hex.size(); i++) {
            assertEquals(hex.get(i), digests.get(i).toHex());
        }
        assertArrayEquals(Sha256Digest.fromHex(ABC).toByteArray(), Sha256Digest.fromHex(ABC).toByteArray());
    }
}
