package org.hashlanes.reliability;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.AbstractSequentialList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.hashlanes.Sha1Batch;
import org.hashlanes.Sha1Digest;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;

/**
 * Any {@code List} works at linear cost: the library walks a list with its iterator, a bounded
 * number of times, and never indexes into it (which on a {@code LinkedList} of 100,000 buffers
 * would be quadratic).
 */
final class AnyListTest {
    private static final int SIZE = 100_000;

    /** A list that can only be walked: {@code get(int)} and positioned iterators fail the test; walks are counted. */
    private static final class WalkOnlyList<T> extends AbstractSequentialList<T> {
        private final List<T> items;
        int walks;

        WalkOnlyList(List<T> items) {
            this.items = items;
        }

        @Override
        public T get(int index) {
            throw new AssertionError("get(" + index + ") called: indexing a list is quadratic on a LinkedList");
        }

        @Override
        public int size() {
            return items.size();
        }

        @Override
        public Iterator<T> iterator() {
            walks++;
            return items.iterator();
        }

        @Override
        public ListIterator<T> listIterator(int index) {
            throw new AssertionError("listIterator(" + index + ") called; only iterator() is expected");
        }
    }

    private static List<byte[]> contents(int n) {
        SplittableRandom r = new SplittableRandom(n);
        List<byte[]> c = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            c.add(RandomBatches.bytes(r, r.nextInt(0, 130)));
        }
        return c;
    }

    private static List<ByteBuffer> buffers(List<byte[]> contents) {
        SplittableRandom r = new SplittableRandom(1);
        List<ByteBuffer> b = new ArrayList<>(contents.size());
        for (byte[] c : contents) {
            b.add(RandomBatches.buffer(r, c));
        }
        return b;
    }

    private static void assertDigests(List<byte[]> contents, byte[] out, String what) {
        MessageDigest md = RandomBatches.sha1();
        for (int i = 0; i < contents.size(); i++) {
            assertArrayEquals(md.digest(contents.get(i)), Arrays.copyOfRange(out, 20 * i, 20 * i + 20), what + " " + i);
        }
    }

    @Test
    void everyListMethodOnlyWalks() {
        List<byte[]> contents = contents(SIZE);
        WalkOnlyList<ByteBuffer> list = new WalkOnlyList<>(buffers(contents));

        byte[] out = new byte[20 * SIZE];
        Sha1Batch.hashInto(list, out, 0);
        assertDigests(contents, out, "hashInto");
        assertTrue(list.walks <= 2, "hashInto walked the list " + list.walks + " times");

        list.walks = 0;
        List<Sha1Digest> digests = Sha1Batch.hash(list);
        byte[] flat = new byte[20 * SIZE];
        for (int i = 0; i < SIZE; i++) {
            digests.get(i).writeTo(flat, 20 * i);
        }
        assertDigests(contents, flat, "hash");
        assertTrue(list.walks <= 2, "hash walked the list " + list.walks + " times");

        WalkOnlyList<byte[]> arrays = new WalkOnlyList<>(contents);
        digests = Sha1Batch.hashArrays(arrays);
        for (int i = 0; i < SIZE; i++) {
            digests.get(i).writeTo(flat, 20 * i);
        }
        assertDigests(contents, flat, "hashArrays");
        assertTrue(arrays.walks <= 2, "hashArrays walked the list " + arrays.walks + " times");

        // Engines called directly get only an iterator; 10,000 messages keep the still-cold
        // vector engines quick here (the 100,000 above went through the facade's engine).
        List<byte[]> fewer = contents.subList(0, 10_000);
        List<ByteBuffer> fewerBuffers = buffers(fewer);
        for (Engine e : EngineFamily.SHA1.all()) {
            byte[] o = new byte[20 * fewer.size()];
            e.hashInto(new WalkOnlyList<>(fewerBuffers).iterator(), fewer.size(), o, 0);
            assertDigests(fewer, o, e.description());
        }
    }

    /**
     * The same check by the clock, with a real {@code LinkedList}: indexing 100,000 nodes would take
     * ~2.5 billion node hops (seconds), walking it takes as long as an {@code ArrayList}. The bound is
     * generous (3x, best of 5, after warm-up) because a timed unit test is not a benchmark.
     */
    @Test
    void linkedListCostsAboutWhatAnArrayListCosts() {
        List<byte[]> contents = contents(SIZE);
        List<ByteBuffer> array = buffers(contents);
        List<ByteBuffer> linked = new LinkedList<>(array);
        byte[] out = new byte[20 * SIZE];
        Consumer<List<ByteBuffer>> run = l -> Sha1Batch.hashInto(l, out, 0);
        for (int i = 0; i < 3; i++) {
            run.accept(array);
            run.accept(linked);
        }
        long bestArray = Long.MAX_VALUE, bestLinked = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            long t0 = System.nanoTime();
            run.accept(array);
            long t1 = System.nanoTime();
            run.accept(linked);
            long t2 = System.nanoTime();
            bestArray = Math.min(bestArray, t1 - t0);
            bestLinked = Math.min(bestLinked, t2 - t1);
        }
        assertDigests(contents, out, "LinkedList");
        System.out.printf("100,000 buffers: ArrayList %.1f ms, LinkedList %.1f ms (best of 5)%n",
                bestArray / 1e6, bestLinked / 1e6);
        assertTrue(bestLinked < 3 * bestArray + 20_000_000L,
                "LinkedList took " + bestLinked / 1e6 + " ms against " + bestArray / 1e6 + " ms for an ArrayList");
    }
}
