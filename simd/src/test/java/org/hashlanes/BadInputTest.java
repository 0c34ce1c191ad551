package org.hashlanes;

import static org.hashlanes.TestSupport.assertStates;
import static org.hashlanes.TestSupport.assertUntouched;
import static org.hashlanes.TestSupport.states;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.TestSupport.State;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every public method of {@link Sha1Batch} with bad arguments: a clear exception naming the
 * argument (and the index, in a list), nothing written to {@code out}, no buffer moved.
 */
class BadInputTest {
    private static final byte SENTINEL = (byte) 0xC3;

    private static List<ByteBuffer> goodThenNullAt(int nullIndex, int size) {
        List<ByteBuffer> list = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            list.add(i == nullIndex ? null : Kind.values()[i % Kind.values().length].wrap(TestSupport.pattern(100 * i, i)));
        }
        return list;
    }

    private static <T extends Throwable> T assertThrowsMentioning(Class<T> type, Executable call, String... words) {
        T e = assertThrows(type, call);
        String msg = String.valueOf(e.getMessage());
        for (String w : words) {
            assertTrue(msg.contains(w), "message '" + msg + "' should mention '" + w + "'");
        }
        return e;
    }

    @Test
    void nullArguments() {
        assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hash((List<ByteBuffer>) null), "messages");
        assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hash((ByteBuffer) null), "message");
        assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hash((byte[]) null), "message");
        assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hashArrays(null), "messages");
        assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hashInto(null, new byte[20], 0), "messages");
        byte[] out = filled(40);
        List<ByteBuffer> good = goodThenNullAt(-1, 2);
        List<State> before = states(good);
        assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hashInto(good, null, 0), "out");
        assertStates(before, good, "hashInto(null out)");
    }

    @Test
    void nullElementIsNamedByIndexAndNothingHappens() {
        for (int size : new int[] {1, 2, 17, 40}) {
            for (int at : new int[] {0, size / 2, size - 1}) {
                List<ByteBuffer> list = goodThenNullAt(at, size);
                List<ByteBuffer> nonNull = new ArrayList<>(list);
                nonNull.removeIf(b -> b == null);
                List<State> before = states(nonNull);
                String index = "[" + at + "]";
                assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hash(list), "messages", index);
                byte[] out = filled(5 + 20 * size);
                assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hashInto(list, out, 5), "messages", index);
                assertUntouched(out, 0, out.length, SENTINEL, "hashInto with null at " + at);
                // A LinkedList walks differently from an ArrayList; both must be checked up front.
                byte[] out2 = filled(20 * size);
                assertThrowsMentioning(NullPointerException.class,
                        () -> Sha1Batch.hashInto(new LinkedList<>(list), out2, 0), "messages", index);
                assertUntouched(out2, 0, out2.length, SENTINEL, "hashInto(LinkedList) with null at " + at);
                List<byte[]> arrays = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    arrays.add(i == at ? null : new byte[i]);
                }
                assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hashArrays(arrays), "messages", index);
                assertStates(before, nonNull, "null at " + at);
            }
        }
    }

    @Test
    void outTooSmallOrBadOffsetWritesNothing() {
        List<ByteBuffer> list = goodThenNullAt(-1, 5);
        List<State> before = states(list);
        int[][] bad = { // out length, offset
            {99, 0}, {100, 1}, {100, -1}, {120, 21}, {120, -20}, {100, 101}, {100, Integer.MAX_VALUE},
            {100, Integer.MIN_VALUE}, {0, 0}, {19, 0}, {200, 101}, {200, 200}
        };
        for (int[] c : bad) {
            byte[] out = filled(c[0]);
            IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                    () -> Sha1Batch.hashInto(list, out, c[1]), "out " + c[0] + " offset " + c[1]);
            String msg = String.valueOf(e.getMessage());
            assertTrue(msg.contains("out") || msg.contains("offset"), "message names the argument: " + msg);
            assertUntouched(out, 0, out.length, SENTINEL, "out " + c[0] + " offset " + c[1]);
        }
        assertStates(before, list, "after bad out/offset");
        // The exact fit works, with the neighbours left alone.
        byte[] out = filled(130);
        Sha1Batch.hashInto(list, out, 30);
        assertUntouched(out, 0, 30, SENTINEL, "exact fit");
        for (int i = 0; i < list.size(); i++) {
            assertEquals(TestSupport.hex(TestSupport.oracle(list.get(i))), TestSupport.hex(out, 30 + 20 * i, 20));
        }
        // An empty list needs no room at all, even at the very end of out.
        byte[] none = filled(3);
        Sha1Batch.hashInto(Collections.emptyList(), none, 3);
        assertUntouched(none, 0, 3, SENTINEL, "empty list");
        assertEquals(List.of(), Sha1Batch.hash(Collections.<ByteBuffer>emptyList()));
        assertEquals(List.of(), Sha1Batch.hashArrays(Collections.emptyList()));
    }

    @Test
    void arrayRangeIsCheckedAndOnlyTheRangeIsRead() {
        byte[] m = TestSupport.pattern(200, 7);
        byte[] copy = m.clone();
        assertThrowsMentioning(NullPointerException.class, () -> Sha1Batch.hash(null, 0, 0), "message");
        int[][] bad = {{-1, 0}, {0, -1}, {0, 201}, {1, 200}, {201, 0}, {200, 1}, {Integer.MAX_VALUE, 1},
            {1, Integer.MAX_VALUE}, {Integer.MIN_VALUE, 0}, {100, Integer.MIN_VALUE}};
        for (int[] c : bad) {
            assertThrowsMentioning(IndexOutOfBoundsException.class, () -> Sha1Batch.hash(m, c[0], c[1]),
                    "offset " + c[0], "length " + c[1], "message");
        }
        // Every padding edge, at offsets that leave bytes on both sides: those must not count.
        for (int offset : new int[] {0, 1, 7, 64}) {
            for (int length : new int[] {0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 200 - offset}) {
                if (length > 200 - offset) {
                    continue;
                }
                byte[] want = TestSupport.oracle(Arrays.copyOfRange(m, offset, offset + length));
                assertEquals(TestSupport.hex(want), Sha1Batch.hash(m, offset, length).toHex(),
                        "offset " + offset + " length " + length);
            }
        }
        assertEquals(Sha1Batch.hash(m), Sha1Batch.hash(m, 0, m.length));
        assertEquals(Sha1Batch.hash(new byte[0]), Sha1Batch.hash(m, 200, 0), "empty range at the very end");
        assertTrue(Arrays.equals(copy, m), "the array is only read");
    }

    @Test
    void countsInMessagesAgreeInNumber() {
        byte[] out = filled(10);
        IndexOutOfBoundsException one = assertThrows(IndexOutOfBoundsException.class,
                () -> Sha1Batch.hashInto(List.of(ByteBuffer.allocate(1)), out, 0));
        assertTrue(one.getMessage().contains("room for 0 digests") && one.getMessage().contains("1 message needs 20 bytes"),
                one.getMessage());
        byte[] out30 = filled(30);
        IndexOutOfBoundsException two = assertThrows(IndexOutOfBoundsException.class,
                () -> Sha1Batch.hashInto(List.of(ByteBuffer.allocate(1), ByteBuffer.allocate(2)), out30, 0));
        assertTrue(two.getMessage().contains("room for 1 digest ") && two.getMessage().contains("2 messages need 40 bytes"),
                two.getMessage());
    }

    @Test
    void hugeCountOverflowIsNotMisreadAsFitting() {
        // 20 * count must not overflow int: a list that claims 2^28 elements cannot fit in a small out.
        List<ByteBuffer> many = Collections.nCopies(1 << 27, ByteBuffer.allocate(0));
        byte[] out = filled(64);
        assertThrows(IndexOutOfBoundsException.class, () -> Sha1Batch.hashInto(many, out, 0));
        assertUntouched(out, 0, out.length, SENTINEL, "huge count");
    }

    @Test
    void resultListIsUnmodifiable() {
        List<Sha1Digest> d = Sha1Batch.hash(List.of(ByteBuffer.allocate(3)));
        assertThrows(UnsupportedOperationException.class, () -> d.add(d.get(0)));
    }

    private static byte[] filled(int n) {
        byte[] b = new byte[n];
        Arrays.fill(b, SENTINEL);
        return b;
    }
}
