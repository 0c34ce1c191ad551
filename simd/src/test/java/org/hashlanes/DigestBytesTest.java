package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.ReadOnlyBufferException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The byte-array and buffer contract that {@link Sha1Digest} and {@link Sha256Digest} share (whole
 * arrays, relative and absolute buffer reads and writes, the {@code long} prefix), run on both:
 * the same checks at each digest length.
 */
class DigestBytesTest {
    /** One digest type's byte operations, as functions on {@code Object} so that one test covers both. */
    static final class Type {
        final String name;
        final int bytes;
        final String abc;
        final Function<String, Object> fromHex;
        final Function<byte[], Object> fromBytes;
        final Function<ByteBuffer, Object> readFrom;
        final BiFunction<ByteBuffer, Integer, Object> readFromAt;
        final BiConsumer<Object, ByteBuffer> writeTo;
        final TriConsumer writeToAt;
        final Function<Object, byte[]> toByteArray;
        final ToLongFunction<Object> prefixLong;

        interface TriConsumer {
            void accept(Object digest, ByteBuffer dst, int index);
        }

        Type(String name, int bytes, String abc, Function<String, Object> fromHex, Function<byte[], Object> fromBytes,
                Function<ByteBuffer, Object> readFrom, BiFunction<ByteBuffer, Integer, Object> readFromAt,
                BiConsumer<Object, ByteBuffer> writeTo, TriConsumer writeToAt, Function<Object, byte[]> toByteArray,
                ToLongFunction<Object> prefixLong) {
            this.name = name;
            this.bytes = bytes;
            this.abc = abc;
            this.fromHex = fromHex;
            this.fromBytes = fromBytes;
            this.readFrom = readFrom;
            this.readFromAt = readFromAt;
            this.writeTo = writeTo;
            this.writeToAt = writeToAt;
            this.toByteArray = toByteArray;
            this.prefixLong = prefixLong;
        }

        @SuppressWarnings("unchecked")
        int compare(Object a, Object b) {
            return ((Comparable<Object>) a).compareTo(b);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static List<Type> types() {
        return List.of(
                new Type("SHA-1", 20, "a9993e364706816aba3e25717850c26c9cd0d89d", Sha1Digest::fromHex,
                        Sha1Digest::fromBytes, Sha1Digest::readFrom, Sha1Digest::readFrom,
                        (d, b) -> ((Sha1Digest) d).writeTo(b), (d, b, i) -> ((Sha1Digest) d).writeTo(b, i),
                        d -> ((Sha1Digest) d).toByteArray(), d -> ((Sha1Digest) d).prefixLong()),
                new Type("SHA-256", 32, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                        Sha256Digest::fromHex, Sha256Digest::fromBytes, Sha256Digest::readFrom, Sha256Digest::readFrom,
                        (d, b) -> ((Sha256Digest) d).writeTo(b), (d, b, i) -> ((Sha256Digest) d).writeTo(b, i),
                        d -> ((Sha256Digest) d).toByteArray(), d -> ((Sha256Digest) d).prefixLong()),
                new Type("MD5", 16, "900150983cd24fb0d6963f7d28e17f72",
                        Md5Digest::fromHex, Md5Digest::fromBytes, Md5Digest::readFrom, Md5Digest::readFrom,
                        (d, b) -> ((Md5Digest) d).writeTo(b), (d, b, i) -> ((Md5Digest) d).writeTo(b, i),
                        d -> ((Md5Digest) d).toByteArray(), d -> ((Md5Digest) d).prefixLong()),
                new Type("SHA-384", 48, "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
                        + "8086072ba1e7cc2358baeca134c825a7",
                        Sha384Digest::fromHex, Sha384Digest::fromBytes, Sha384Digest::readFrom, Sha384Digest::readFrom,
                        (d, b) -> ((Sha384Digest) d).writeTo(b), (d, b, i) -> ((Sha384Digest) d).writeTo(b, i),
                        d -> ((Sha384Digest) d).toByteArray(), d -> ((Sha384Digest) d).prefixLong()),
                new Type("SHA-512", 64, "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                        + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
                        Sha512Digest::fromHex, Sha512Digest::fromBytes, Sha512Digest::readFrom, Sha512Digest::readFrom,
                        (d, b) -> ((Sha512Digest) d).writeTo(b), (d, b, i) -> ((Sha512Digest) d).writeTo(b, i),
                        d -> ((Sha512Digest) d).toByteArray(), d -> ((Sha512Digest) d).prefixLong()));
    }

    @ParameterizedTest
    @MethodSource("types")
    void fromWholeArrayTakesExactlyTheDigestLengthAndCopies(Type t) {
        byte[] b = TestSupport.HEX.parseHex(t.abc);
        Object d = t.fromBytes.apply(b);
        assertEquals(t.abc, d.toString());
        b[0] = 0;
        assertEquals(t.abc, d.toString(), "copied in");
        NullPointerException npe = assertThrows(NullPointerException.class, () -> t.fromBytes.apply(null));
        assertEquals("bytes", npe.getMessage());
        List<Integer> wrong = new ArrayList<>(List.of(0, t.bytes - 1, t.bytes + 1, 2 * t.bytes));
        for (Type other : types()) {
            if (other.bytes != t.bytes) {
                wrong.add(other.bytes); // another algorithm's digest is not this one's
            }
        }
        for (int n : wrong) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> t.fromBytes.apply(new byte[n]), "length " + n);
            assertTrue(e.getMessage().contains("has " + t.bytes + " bytes, but bytes has " + n), e.getMessage());
        }
    }

    /** Heap, direct, sliced and little-endian buffers: the byte order must not matter. */
    private static List<ByteBuffer> buffers(int capacity) {
        ByteBuffer sliced = ByteBuffer.allocate(capacity + 9).position(9).slice();
        return List.of(ByteBuffer.allocate(capacity), ByteBuffer.allocateDirect(capacity),
                ByteBuffer.allocate(capacity).order(ByteOrder.LITTLE_ENDIAN), sliced,
                ByteBuffer.allocateDirect(capacity).order(ByteOrder.LITTLE_ENDIAN));
    }

    private static void fill(ByteBuffer b, byte value) {
        for (int i = 0; i < b.capacity(); i++) {
            b.put(i, value);
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void buffersRoundTripRelativeAndAbsolute(Type t) {
        int n = t.bytes;
        Object d = t.fromHex.apply(t.abc);
        for (ByteBuffer b : buffers(2 * n + 15)) {
            String kind = t + " " + b + " " + b.order();
            fill(b, (byte) 0x11);
            b.limit(2 * n + 10).position(3).mark();
            t.writeTo.accept(d, b);
            assertEquals(3 + n, b.position(), "relative write advances by the length: " + kind);
            assertEquals(2 * n + 10, b.limit(), kind);
            assertEquals(0x11, b.get(2), kind);
            assertEquals(0x11, b.get(3 + n), kind);
            t.writeToAt.accept(d, b, n + 5);
            assertEquals(3 + n, b.position(), "absolute write moves nothing: " + kind);
            b.reset();
            assertEquals(3, b.position(), "the mark is kept: " + kind);
            assertEquals(d, t.readFrom.apply(b), kind);
            assertEquals(3 + n, b.position(), "relative read advances by the length: " + kind);
            assertEquals(d, t.readFromAt.apply(b, n + 5), kind);
            assertEquals(3 + n, b.position(), "absolute read moves nothing: " + kind);
            assertEquals(d, t.readFromAt.apply(b.asReadOnlyBuffer(), 3), "read-only source: " + kind);
            byte[] raw = new byte[n];
            b.get(3, raw);
            assertArrayEquals(t.toByteArray.apply(d), raw, "big-endian bytes whatever the order: " + kind);
            assertEquals(t.abc, TestSupport.hex(raw), kind);
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void buffersWithoutRoomThrowNamedAndChangeNothing(Type t) {
        int n = t.bytes;
        Object d = t.fromHex.apply(t.abc);
        assertEquals("src", assertThrows(NullPointerException.class, () -> t.readFrom.apply(null)).getMessage());
        assertEquals("src", assertThrows(NullPointerException.class, () -> t.readFromAt.apply(null, 0)).getMessage());
        assertEquals("dst", assertThrows(NullPointerException.class, () -> t.writeTo.accept(d, null)).getMessage());
        assertEquals("dst", assertThrows(NullPointerException.class, () -> t.writeToAt.accept(d, null, 0)).getMessage());
        for (ByteBuffer b : buffers(2 * n)) {
            String kind = t + " " + b + " " + b.order();
            fill(b, (byte) 0x11);
            b.limit(n + 10).position(11); // n - 1 remaining
            BufferUnderflowException under = assertThrows(BufferUnderflowException.class, () -> t.readFrom.apply(b));
            assertTrue(under.getMessage().contains("needs " + n + " bytes, but src has " + (n - 1) + " remaining"),
                    under.getMessage());
            BufferOverflowException over = assertThrows(BufferOverflowException.class, () -> t.writeTo.accept(d, b));
            assertTrue(over.getMessage().contains("needs " + n + " bytes, but dst has " + (n - 1) + " remaining"),
                    over.getMessage());
            for (int index : new int[] {-1, 11, n + 10, 2 * n, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
                IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                        () -> t.readFromAt.apply(b, index), kind + " read at " + index);
                assertTrue(e.getMessage().contains("index " + index + " of src"), e.getMessage());
                e = assertThrows(IndexOutOfBoundsException.class, () -> t.writeToAt.accept(d, b, index),
                        kind + " write at " + index);
                assertTrue(e.getMessage().contains("index " + index + " of dst"), e.getMessage());
            }
            ByteBuffer ro = b.asReadOnlyBuffer();
            assertThrows(ReadOnlyBufferException.class, () -> t.writeTo.accept(d, ro));
            assertThrows(ReadOnlyBufferException.class, () -> t.writeToAt.accept(d, ro, 0));
            assertEquals(11, b.position(), kind);
            assertEquals(n + 10, b.limit(), kind);
            ByteBuffer all = b.duplicate().clear();
            for (int i = 0; i < all.capacity(); i++) {
                assertEquals(0x11, all.get(i), kind + " byte " + i + " written");
            }
            t.writeToAt.accept(d, b, 10);
            assertEquals(d, t.readFromAt.apply(b, 10), "the last index that fits: " + kind);
            t.writeTo.accept(d, b.position(10));
            assertEquals(n + 10, b.position(), "exactly the length remaining is enough: " + kind);
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void prefixLongIsTheFirstEightBytesBigEndian(Type t) {
        assertEquals(Long.parseUnsignedLong(t.abc.substring(0, 16), 16), t.prefixLong.applyAsLong(t.fromHex.apply(t.abc)));
        Random r = new Random(3);
        for (int i = 0; i < 1000; i++) {
            byte[] b = new byte[t.bytes];
            r.nextBytes(b);
            Object d = t.fromBytes.apply(b);
            assertEquals(ByteBuffer.wrap(b).getLong(), t.prefixLong.applyAsLong(d));
            assertEquals(ByteBuffer.wrap(b).getInt(), d.hashCode());
            byte[] c = new byte[t.bytes];
            r.nextBytes(c);
            if (i % 2 == 0) { // same first bytes: the prefixes tie on some, and order only by later bytes
                System.arraycopy(b, 0, c, 0, 4 + i % 8);
            }
            Object e = t.fromBytes.apply(c);
            long p = t.prefixLong.applyAsLong(d);
            long q = t.prefixLong.applyAsLong(e);
            if (p != q) {
                assertEquals(Integer.signum(t.compare(d, e)), Long.signum(Long.compareUnsigned(p, q)));
            }
        }
    }

    /** {@code toByteArray()} of a {@link Sha256Digest}, or null: called twice below, as a caller checking for null does. */
    private static byte[] bytesOrNull(Object digest) {
        Sha256Digest d = (Sha256Digest) digest;
        return d == null ? null : d.toByteArray();
    }

    /**
     * Once C2 has compiled it, a {@code toByteArray()} whose first result is only null-checked
     * must still return the digest the second time: JDK 17.0.15's C2 returned zeros there when
     * the bytes were written through a byte-array view {@code VarHandle} (seen as zero digests in
     * StreamsTest); they are plain byte stores now.
     */
    @org.junit.jupiter.api.Test
    void toByteArrayStaysRightOnceCompiled() throws Exception {
        byte[] abc = "abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        Object digest = Sha256Batch.hash(abc);
        java.util.Map<Object, byte[]> want = new java.util.HashMap<>();
        want.put(digest, java.security.MessageDigest.getInstance("SHA-256").digest(abc));
        long wrong = 0;
        for (int i = 0; i < 3_000_000; i++) {
            wrong += wrongBytes(digest, want);
        }
        assertEquals(0, wrong, "toByteArray() calls that returned other bytes");
    }

    /** 1 if the second of two {@code toByteArray()} calls (the first only null-checked) is not the digest's bytes. */
    private static long wrongBytes(Object digest, java.util.Map<Object, byte[]> want) {
        if (bytesOrNull(digest) != null && want.containsKey(digest)) {
            return Arrays.equals(want.get(digest), bytesOrNull(digest)) ? 0 : 1;
        }
        return 0;
    }
}
