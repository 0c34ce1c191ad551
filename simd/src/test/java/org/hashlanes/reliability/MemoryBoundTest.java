package org.hashlanes.reliability;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.AbstractSequentialList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.hashlanes.Sha1Batch;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.Test;

/**
 * Memory does not grow with the batch or the number of callers: a {@code hashInto} call allocates
 * the same few bytes for 1,000 messages as for 100,000 (per engine, measured with the per-thread
 * allocation counter); 10 million messages allocate a constant beyond the caller's output; and a
 * call parked mid-batch holds one small, per-call scratch, which 10,000 parked virtual threads
 * show as a bounded heap that is given back when they finish.
 */
final class MemoryBoundTest {
    private static final int MESSAGE_BYTES = 64;
    /** Allowed difference between a 100,000- and a 1,000-message call: constant overhead only. */
    private static final long MAX_GROWTH_BYTES = 4 * 1024;
    /** How long an engine may take to be compiled; the loop ends as soon as the measurement holds. */
    private static final long WARMUP_NANOS = TimeUnit.SECONDS.toNanos(30);

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private static long allocatedBytes() {
        return THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    /** Something that hashes a list into {@code out[0..]}. */
    private interface Target {
        void hashInto(List<ByteBuffer> batch, byte[] out);
    }

    /**
     * The single-stream engines and the public {@code hashInto} (through the default engine), in
     * this JVM; the vector engines are measured in JVMs of their own, see {@link AllocationProbe}.
     */
    private static List<Object[]> targets() {
        List<Object[]> t = new ArrayList<>();
        for (Engine e : List.of(EngineFamily.SHA1.scalar(), EngineFamily.SHA1.jdk())) {
            t.add(new Object[] {e.description(), (Target) (b, out) -> e.hashInto(b.iterator(), b.size(), out, 0)});
        }
        t.add(new Object[] {"Sha1Batch.hashInto", (Target) (b, out) -> Sha1Batch.hashInto(b, out, 0)});
        return t;
    }

    /**
     * {@code n} 64-byte messages, of every buffer kind in turn (heap, direct, read-only, slice):
     * the staged paths must not allocate per message either.
     */
    static List<ByteBuffer> batch(int n) {
        SplittableRandom r = new SplittableRandom(n);
        List<ByteBuffer> batch = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            byte[] m = RandomBatches.bytes(r, MESSAGE_BYTES);
            switch (i % 4) {
                case 0: batch.add(ByteBuffer.wrap(m)); break;
                case 1: batch.add(ByteBuffer.allocateDirect(m.length).put(m).flip()); break;
                case 2: batch.add(ByteBuffer.wrap(m).asReadOnlyBuffer()); break;
                default: batch.add(ByteBuffer.wrap(Arrays.copyOf(m, m.length + 8), 0, m.length).slice()); break;
            }
        }
        return batch;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static long allocatedBy(Target t, List<ByteBuffer> batch, byte[] out) {
        long before = allocatedBytes();
        t.hashInto(batch, out);
        return allocatedBytes() - before;
    }

    @Test
    void hashIntoAllocatesNothingPerMessage() {
        assumeTrue(THREADS.isThreadAllocatedMemorySupported(), "no per-thread allocation counter on this JVM");
        THREADS.setThreadAllocatedMemoryEnabled(true);
        List<ByteBuffer> small = batch(1_000);
        List<ByteBuffer> large = batch(100_000);
        byte[] smallOut = new byte[20 * small.size()];
        byte[] largeOut = new byte[20 * large.size()];
        StringBuilder report = new StringBuilder();
        for (Object[] target : targets()) {
            String name = (String) target[0];
            Target t = (Target) target[1];
            // Warm up until a 1,000-message call allocates next to nothing: before C2 compiles it,
            // Vector API code allocates a box per vector operation. Then compare the two sizes.
            long start = System.nanoTime();
            long deadline = start + WARMUP_NANOS;
            long smallBytes, largeBytes;
            while (true) {
                for (int i = 0; i < 10; i++) {
                    t.hashInto(small, smallOut);
                }
                smallBytes = allocatedBy(t, small, smallOut);
                largeBytes = smallBytes <= MAX_GROWTH_BYTES ? allocatedBy(t, large, largeOut) : Long.MAX_VALUE;
                if (largeBytes - smallBytes <= MAX_GROWTH_BYTES || System.nanoTime() > deadline) {
                    break;
                }
                sleep(100); // not compiled yet: leave the CPU to the compiler threads

            }
            report.append(String.format("%s: %d B for 1,000 messages, %d B for 100,000 (warm after %.1f s)%n",
                    name, smallBytes, largeBytes, (System.nanoTime() - start) / 1e9));
            assertTrue(largeBytes - smallBytes <= MAX_GROWTH_BYTES, name + " allocates per message: " + smallBytes
                    + " B for 1,000 messages, " + largeBytes + " B for 100,000 (after "
                    + WARMUP_NANOS / 1_000_000_000 + " s of warm-up)");
            // The digests are right too (a hashInto that does nothing allocates nothing).
            var md = RandomBatches.sha1();
            for (int i = 0; i < large.size(); i += 997) {
                ByteBuffer b = large.get(i).duplicate();
                md.update(b);
                assertArrayEquals(md.digest(), Arrays.copyOfRange(largeOut, 20 * i, 20 * i + 20), name + " message " + i);
            }
        }
        System.out.print(report);
    }

    /**
     * The vector engine at each lane count, in a fresh JVM that runs only that lane count (as a
     * user's does): same bytes for 1,000 and 100,000 messages, and a constant for 10 million.
     *
     * <p>One second JVM is allowed where the first never became quiet in its 60 s of warm-up: the
     * claim is about the compiled kernels, and in one JVM of many (once in this project's runs:
     * 4 lanes, 1,560 B a message for the whole minute, stop 49) the JIT left a kernel method out of
     * C2 for good, the behaviour src/ARCHITECTURE.md describes under "Whole-block rounds for C2
     * alone". That JVM is reported, not hidden; a second such JVM in a row fails the test.
     */
    @Test
    void vectorEnginesAllocateNothingPerMessage() throws Exception {
        assumeTrue(!EngineSelection.vectorLaneCounts().isEmpty(), "no vector engine here: " + EngineSelection.vectorUnavailableReason());
        assumeTrue(Boolean.parseBoolean(System.getProperty("hashlanes.bigTests", "true")),
                "big tests off (-Dhashlanes.bigTests=false)");
        for (int lanes : EngineSelection.vectorLaneCounts()) {
            String[] f = probe(lanes);
            long small = Long.parseLong(f[1]), large = Long.parseLong(f[2]);
            if (large - small > MAX_GROWTH_BYTES && Double.parseDouble(f[4].replace(',', '.')) >= 59.9) {
                System.out.printf("vector %d lanes: still %d B for 1,000 messages after %s s of warm-up: a JVM "
                        + "whose kernel C2 never compiled; once more in a fresh JVM%n", lanes, small, f[4]);
                f = probe(lanes);
                small = Long.parseLong(f[1]);
                large = Long.parseLong(f[2]);
            }
            long tenMillion = Long.parseLong(f[3]);
            System.out.printf("vector %d lanes (own JVM): %d B for 1,000 messages, %d B for 100,000, %d B for "
                    + "10,000,000 beyond the output (warm after %s s)%n", lanes, small, large, tenMillion, f[4]);
            assertTrue(large - small <= MAX_GROWTH_BYTES, "vector " + lanes + " lanes allocates per message: " + small
                    + " B for 1,000 messages, " + large + " B for 100,000 (warm-up: " + f[4] + " s)");
            assertTrue(tenMillion <= 64 * 1024, "vector " + lanes + " lanes: 10 million messages allocated "
                    + tenMillion + " B beyond the output");
        }
    }

    /** {@link AllocationProbe}'s RESULT line for {@code lanes}, split: bytes for 1,000, 100,000 and 10 million messages, warm-up seconds. */
    private static String[] probe(int lanes) throws Exception {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "--add-modules", "jdk.incubator.vector", "-Xmx1g",
                "-cp", org.hashlanes.ChildJvm.classPath(), AllocationProbe.class.getName(),
                Integer.toString(lanes)).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), "probe did not finish");
        String result = output.lines().filter(l -> l.startsWith("RESULT") || l.startsWith("WRONG"))
                .findFirst().orElseThrow(() -> new AssertionError("probe for " + lanes + " lanes said:\n" + output));
        assertTrue(result.startsWith("RESULT"), lanes + " lanes: " + result);
        return result.split(" ");
    }

    /**
     * The list of the 10-million test: {@code size} elements that cycle through {@code distinct}
     * buffers, so that the test's own input costs no memory per message.
     */
    static final class Cycle extends AbstractSequentialList<ByteBuffer> {
        private final ByteBuffer[] distinct;
        private final int size;

        Cycle(ByteBuffer[] distinct, int size) {
            this.distinct = distinct;
            this.size = size;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<ByteBuffer> iterator() {
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    return next < size;
                }

                @Override
                public ByteBuffer next() {
                    return distinct[next++ % distinct.length];
                }
            };
        }

        @Override
        public ListIterator<ByteBuffer> listIterator(int index) {
            throw new UnsupportedOperationException("only iterator() is expected");
        }
    }

    /**
     * 10 million 64-byte messages through the public {@code hashInto}: the caller's 200 MB output
     * and a constant amount (scratch, iterators) beyond it. The full 10 million runs in 1-3 s
     * here, so there is no need to shrink it for CI; it is skipped with {@code -Dhashlanes.bigTests=false}.
     */
    @Test
    void tenMillionMessagesAllocateOnlyAConstant() {
        assumeTrue(Boolean.parseBoolean(System.getProperty("hashlanes.bigTests", "true")),
                "big tests off (-Dhashlanes.bigTests=false)");
        assumeTrue(THREADS.isThreadAllocatedMemorySupported(), "no per-thread allocation counter on this JVM");
        assumeTrue(Runtime.getRuntime().maxMemory() >= 768L << 20, "needs a heap of 768 MB or more");
        THREADS.setThreadAllocatedMemoryEnabled(true);
        int count = 10_000_000;
        ByteBuffer[] distinct = batch(1_000).toArray(new ByteBuffer[0]);
        byte[][] expected = new byte[distinct.length][];
        var md = RandomBatches.sha1();
        for (int i = 0; i < distinct.length; i++) {
            md.update(distinct[i].duplicate());
            expected[i] = md.digest();
        }
        List<ByteBuffer> batch = new Cycle(distinct, count);
        byte[] out = new byte[20 * count];
        Sha1Batch.hashInto(new Cycle(distinct, 100_000), out, 0); // warm-up
        long before = allocatedBytes();
        long t0 = System.nanoTime();
        Sha1Batch.hashInto(batch, out, 0);
        long nanos = System.nanoTime() - t0;
        long allocated = allocatedBytes() - before;
        System.out.printf("10,000,000 x 64 B through %s: %d B allocated beyond the output, %.1f s%n",
                Sha1Batch.engine(), allocated, nanos / 1e9);
        assertTrue(allocated <= 64 * 1024, "10 million messages allocated " + allocated + " B beyond the output");
        for (int i = 0; i < count; i++) {
            int at = 20 * i;
            byte[] want = expected[i % distinct.length];
            for (int k = 0; k < 20; k++) {
                if (out[at + k] != want[k]) {
                    assertArrayEquals(want, Arrays.copyOfRange(out, at, at + 20), "message " + i);
                }
            }
        }
    }

    /** {@code hash(List)} allocates its result (a digest object and a slot or two per message) and a constant. */
    @Test
    void hashAllocatesItsResultAndAConstant() {
        assumeTrue(THREADS.isThreadAllocatedMemorySupported(), "no per-thread allocation counter on this JVM");
        THREADS.setThreadAllocatedMemoryEnabled(true);
        List<ByteBuffer> small = batch(1_000);
        List<ByteBuffer> large = batch(100_000);
        for (int i = 0; i < 5; i++) {
            Sha1Batch.hash(small);
            Sha1Batch.hash(large);
        }
        long b0 = allocatedBytes();
        Sha1Batch.hash(small);
        long b1 = allocatedBytes();
        Sha1Batch.hash(large);
        long b2 = allocatedBytes();
        double perMessage = ((b2 - b1) - (b1 - b0)) / 99_000.0;
        System.out.printf("Sha1Batch.hash(List): %.1f B per extra message%n", perMessage);
        // A Sha1Digest is 5 ints plus a header (32-40 B) and the result array holds a reference (4-8 B).
        assertTrue(perMessage <= 64, "hash(List) allocates " + perMessage + " B per message");
    }

    /**
     * 10,000 virtual threads each park in the middle of a batch (inside the engine, which has
     * taken its scratch), on JDK 21+. The heap they hold together is bounded by a small constant
     * per parked call, and it is all given back when they finish: nothing per thread is kept.
     */
    @Test
    void tenThousandVirtualThreadsParkedMidBatch() throws Exception {
        ExecutorService virtual = ConcurrencyTest.VirtualThreads.executorOrSkip();
        int threads = 10_000;
        int messages = 20; // more than 16 lanes: the engine has filled its lanes when it parks
        int parkAt = 17;
        List<Engine> engines = EngineFamily.SHA1.all();
        byte[] content = new byte[64];
        new SplittableRandom(7).nextBytes(content);
        var md = RandomBatches.sha1();
        byte[] expected = md.digest(content);
        StringBuilder report = new StringBuilder();
        IntFunction<String> nameOf = i -> i < engines.size() ? engines.get(i).description() : "Sha1Batch.hashInto";
        for (int target = 0; target <= engines.size(); target++) {
            Engine engine = target < engines.size() ? engines.get(target) : null;
            long t0 = System.nanoTime();
            long baseline = usedHeapAfterGc();
            CountDownLatch parked = new CountDownLatch(threads);
            CountDownLatch release = new CountDownLatch(1);
            List<Future<byte[]>> results = new ArrayList<>(threads);
            for (int t = 0; t < threads; t++) {
                results.add(virtual.submit(() -> {
                    List<ByteBuffer> batch = new ParkingList(content, messages, parkAt, parked, release);
                    byte[] out = new byte[20 * messages];
                    if (engine == null) {
                        Sha1Batch.hashInto(batch, out, 0);
                    } else {
                        engine.hashInto(batch.iterator(), messages, out, 0);
                    }
                    return out;
                }));
            }
            assertTrue(parked.await(1, TimeUnit.MINUTES), "the virtual threads did not all park inside the engine");
            long whileParked = usedHeapAfterGc();
            release.countDown();
            for (Future<byte[]> f : results) {
                byte[] out = f.get(2, TimeUnit.MINUTES);
                for (int i = 0; i < messages; i++) {
                    assertArrayEquals(expected, Arrays.copyOfRange(out, 20 * i, 20 * i + 20), nameOf.apply(target));
                }
            }
            results.clear();
            long after = usedHeapAfterGc();
            long perParked = (whileParked - baseline) / threads;
            report.append(String.format("%s: %.1f s, %,d B per parked call (heap %,d -> %,d -> %,d B)%n",
                    nameOf.apply(target), (System.nanoTime() - t0) / 1e9, perParked, baseline, whileParked, after));
            // A parked call holds its virtual thread's stack, its own batch and output (~1 KB here)
            // and one engine scratch: a LaneScheduler (~18 KB at 16 lanes) or a MessageDigest.
            assertTrue(perParked < 48 * 1024, nameOf.apply(target) + " holds " + perParked + " B per parked call");
            // When they are done, the scratch goes back to bounded pools (2 x cores objects each):
            // nothing proportional to the 10,000 threads stays.
            assertTrue(after - baseline < 16L << 20, nameOf.apply(target) + " kept " + (after - baseline)
                    + " B after 10,000 threads finished");
        }
        virtual.shutdown();
        assertTrue(virtual.awaitTermination(1, TimeUnit.MINUTES));
        System.out.print(report);
    }

    private static long usedHeapAfterGc() {
        System.gc(); // a full collection on HotSpot's collectors (unless -XX:+DisableExplicitGC)
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /**
     * {@code size} views of {@code content}, whose iterator parks the calling thread before element
     * {@code parkAt} when it is walked by an engine (not by the facade's argument check), so that
     * the engine holds its scratch while parked.
     */
    private static final class ParkingList extends AbstractSequentialList<ByteBuffer> {
        private static final StackWalker STACK = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
        private final byte[] content;
        private final int size, parkAt;
        private final CountDownLatch parked, release;

        ParkingList(byte[] content, int size, int parkAt, CountDownLatch parked, CountDownLatch release) {
            this.content = content;
            this.size = size;
            this.parkAt = parkAt;
            this.parked = parked;
            this.release = release;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public Iterator<ByteBuffer> iterator() {
            return new Iterator<>() {
                private int next;

                @Override
                public boolean hasNext() {
                    return next < size;
                }

                @Override
                public ByteBuffer next() {
                    if (next == parkAt && insideEngine()) {
                        parked.countDown();
                        try {
                            release.await();
                        } catch (InterruptedException e) {
                            throw new IllegalStateException(e);
                        }
                    }
                    next++;
                    return ByteBuffer.wrap(content);
                }
            };
        }

        private static boolean insideEngine() {
            return STACK.walk(frames -> frames.anyMatch(f -> Engine.class.isAssignableFrom(f.getDeclaringClass())));
        }

        @Override
        public ListIterator<ByteBuffer> listIterator(int index) {
            throw new UnsupportedOperationException("only iterator() is expected");
        }
    }
}
