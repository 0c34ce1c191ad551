package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The digest value type: parsing, formatting, ordering, equality. */
class Sha1DigestTest {
    private static final String ABC = "a9993e364706816aba3e25717850c26c9cd0d89d";

    @Test
    void hexAndBytesRoundTrip() {
        Random r = new Random(1);
        for (int i = 0; i < 2000; i++) {
            byte[] b = new byte[20];
            r.nextBytes(b);
            if (i < 40) { // every single-byte extreme in some position
                Arrays.fill(b, (byte) (i % 2 == 0 ? 0 : 0xff));
                b[i / 2] ^= (byte) 0x80;
            }
            Sha1Digest d = Sha1Digest.fromBytes(b, 0);
            String hex = TestSupport.hex(b);
            assertEquals(hex, d.toHex());
            assertEquals(hex, d.toString());
            assertArrayEquals(b, d.toByteArray());
            assertEquals(d, Sha1Digest.fromHex(hex));
            assertEquals(d, Sha1Digest.fromHex(hex.toUpperCase(Locale.ROOT)));
            assertEquals(d, Sha1Digest.fromHex(new StringBuilder(hex)));
            byte[] out = new byte[26];
            Arrays.fill(out, (byte) 0x33);
            d.writeTo(out, 3);
            assertArrayEquals(b, Arrays.copyOfRange(out, 3, 23));
            assertEquals(0x33, out[2]);
            assertEquals(0x33, out[23]);
            byte[] shifted = new byte[27];
            System.arraycopy(b, 0, shifted, 7, 20);
            assertEquals(d, Sha1Digest.fromBytes(shifted, 7));
        }
    }

    @Test
    void fromBytesCopies() {
        byte[] b = TestSupport.HEX.parseHex(ABC);
        Sha1Digest d = Sha1Digest.fromBytes(b, 0);
        b[0] = 0;
        assertEquals(ABC, d.toHex());
        byte[] out = d.toByteArray();
        out[1] = 0;
        assertEquals(ABC, d.toHex());
    }

    @Test
    void compareToIsUnsignedLexicographicOrderOfTheBytes() {
        Random r = new Random(2);
        List<byte[]> raw = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            byte[] b = new byte[20];
            r.nextBytes(b);
            // Many shared prefixes, so that every one of the five words decides some comparisons.
            if (i % 2 == 1) {
                byte[] prev = raw.get(i - 1);
                int keep = r.nextInt(21);
                System.arraycopy(prev, 0, b, 0, keep);
            }
            if (i % 7 == 0) {
                b[r.nextInt(20)] = (byte) (r.nextBoolean() ? 0x80 : 0x7f); // sign boundary
            }
            raw.add(b);
        }
        for (byte[] a : raw) {
            for (byte[] b : raw) {
                int want = Integer.signum(Arrays.compareUnsigned(a, b));
                Sha1Digest da = Sha1Digest.fromBytes(a, 0);
                Sha1Digest db = Sha1Digest.fromBytes(b, 0);
                assertEquals(want, Integer.signum(da.compareTo(db)), TestSupport.hex(a) + " vs " + TestSupport.hex(b));
                assertEquals(want == 0, da.equals(db));
                if (want == 0) {
                    assertEquals(da.hashCode(), db.hashCode());
                }
                assertEquals(want, Integer.signum(da.toHex().compareTo(db.toHex())), "same order as hex text");
            }
        }
    }

    @Test
    void equalsAndHashCode() {
        Sha1Digest a = Sha1Digest.fromHex(ABC);
        Sha1Digest b = Sha1Digest.fromHex(ABC.toUpperCase(Locale.ROOT));
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, null);
        assertNotEquals(a, ABC);
        assertNotEquals(a, Sha1Digest.fromHex("a9993e364706816aba3e25717850c26c9cd0d89e"));
        Set<Sha1Digest> set = new HashSet<>(List.of(a, b, Sha1Batch.hash("abc".getBytes())));
        assertEquals(1, set.size());
    }

    @Test
    void fromHexRejectsBadInput() {
        assertThrows(NullPointerException.class, () -> Sha1Digest.fromHex(null));
        for (String bad : new String[] {"", ABC.substring(1), ABC + "0", ABC.substring(0, 39) + "g",
                "x" + ABC.substring(1), ABC.substring(0, 20) + " " + ABC.substring(21), " " + ABC.substring(1),
                ABC.substring(0, 39) + "\u0661", // ARABIC-INDIC DIGIT ONE: Character.digit accepts it
                ABC.substring(0, 39) + "\uff10", // FULLWIDTH DIGIT ZERO
                ABC.substring(0, 39) + "\uff41", // FULLWIDTH LATIN SMALL A
                "0x" + ABC.substring(2), "-" + ABC.substring(1), "+" + ABC.substring(1)}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sha1Digest.fromHex(bad),
                    "accepted '" + bad + "'");
            assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), "a message for '" + bad + "'");
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Sha1Digest.fromHex(ABC.substring(0, 17) + "z" + ABC.substring(18)));
        assertTrue(e.getMessage().contains("17"), "names the index of the bad digit: " + e.getMessage());
    }

    @Test
    void fromBytesRejectsBadOffsets() {
        assertThrows(NullPointerException.class, () -> Sha1Digest.fromBytes(null, 0));
        byte[] b = new byte[25];
        Sha1Digest.fromBytes(b, 5); // the last offset that fits
        for (int off : new int[] {-1, 6, 25, 26, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            assertThrows(IndexOutOfBoundsException.class, () -> Sha1Digest.fromBytes(b, off), "offset " + off);
        }
        assertThrows(IndexOutOfBoundsException.class, () -> Sha1Digest.fromBytes(new byte[19], 0));
    }

    @Test
    void writeToRejectsBadOffsetsAndWritesNothing() {
        Sha1Digest d = Sha1Digest.fromHex(ABC);
        assertThrows(NullPointerException.class, () -> d.writeTo((byte[]) null, 0));
        byte[] out = new byte[30];
        for (int off : new int[] {-1, 11, 30, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
            Arrays.fill(out, (byte) 0x11);
            assertThrows(IndexOutOfBoundsException.class, () -> d.writeTo(out, off), "offset " + off);
            TestSupport.assertUntouched(out, 0, out.length, (byte) 0x11, "writeTo at " + off);
        }
    }

    @Test
    void fromHexAcceptsExactlyWhatItsDocumentationSays() {
        String upper = ABC.toUpperCase(Locale.ROOT);
        StringBuilder mixed = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            mixed.append(i % 2 == 0 ? ABC.charAt(i) : upper.charAt(i));
        }
        Sha1Digest d = Sha1Digest.fromHex(ABC);
        assertEquals(d, Sha1Digest.fromHex(upper));
        assertEquals(d, Sha1Digest.fromHex(mixed));
        assertEquals(d, Sha1Digest.fromHex(d.toHex()));
        // Every ASCII character: the 22 hex digits parse, every other one is rejected at its index.
        String allDigits = "0123456789abcdefABCDEF";
        for (char ch = 0; ch < 128; ch++) {
            String hex = ABC.substring(0, 5) + ch + ABC.substring(6);
            if (allDigits.indexOf(ch) >= 0) {
                assertEquals(Character.digit(ch, 16), Sha1Digest.fromHex(hex).toByteArray()[2] & 0xf, "digit " + ch);
            } else {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sha1Digest.fromHex(hex),
                        "char " + (int) ch);
                assertTrue(e.getMessage().contains("index 5 of hex"), e.getMessage());
            }
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sha1Digest.fromHex(ABC + " "));
        assertTrue(e.getMessage().contains("hex has 41 characters"), e.getMessage());
    }
}
