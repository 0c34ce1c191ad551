package org.hashlanes.reliability;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.hashlanes.Sha1Batch;
import org.hashlanes.Sha1Digest;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;

/**
 * Many threads at once, every digest checked against {@code MessageDigest}: the static API (whose
 * default engine may switch from the JDK engine to the lanes while the test runs), every engine
 * of {@link EngineFamily#all()} at the same time, and 10,000 virtual threads on JDK 21+.
 */
final class ConcurrencyTest {
    private static final long SEED = Long.getLong("reliability.seed", 0x5EEDL);

    /**
     * 2 x the cores, at most 64, but at least 8 so that even a 2-core CI machine has more callers
     * than the scratch pools hold (2 x cores), and both the pooled and the fresh path run.
     */
    private static int platformThreads() {
        return Math.max(8, Math.min(64, 2 * Runtime.getRuntime().availableProcessors()));
    }

    /** One thread's work: hashes random batches until {@code deadline}; returns the digests it checked. */
    private interface Worker {
        long run(int thread) throws Exception;
    }

    private static long runAll(int threads, Worker w) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Long>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int id = t;
                futures.add(pool.submit(() -> w.run(id)));
            }
            long checked = 0;
            for (Future<Long> f : futures) {
                checked += f.get(2, TimeUnit.MINUTES); // rethrows a worker's assertion failure
            }
            return checked;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void staticApiUnderContention() throws Exception {
        int threads = platformThreads();
        // One batch every thread hashes at the same time: shared buffers are only read.
        SplittableRandom r0 = new SplittableRandom(SEED);
        List<ByteBuffer> shared = new ArrayList<>();
        List<byte[]> sharedExpected = new ArrayList<>();
        MessageDigest md0 = RandomBatches.sha1();
        for (int i = 0; i < 3 * 16 + 1; i++) {
            byte[] m = RandomBatches.bytes(r0, RandomBatches.length(r0, 3000));
            shared.add(RandomBatches.buffer(r0, m));
            sharedExpected.add(md0.digest(m));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
        long checked = runAll(threads, t -> {
            SplittableRandom r = new SplittableRandom(SEED + 1 + t);
            MessageDigest md = RandomBatches.sha1();
            long n = 0;
            while (System.nanoTime() < deadline) {
                int op = r.nextInt(5);
                if (op == 4) {
                    byte[] out = new byte[20 * shared.size()];
                    Sha1Batch.hashInto(shared, out, 0);
                    for (int i = 0; i < shared.size(); i++) {
                        assertArrayEquals(sharedExpected.get(i), Arrays.copyOfRange(out, 20 * i, 20 * i + 20),
                                "shared message " + i);
                    }
                    n += shared.size();
                    continue;
                }
                int count = r.nextInt(1, 101);
                List<byte[]> contents = new ArrayList<>(count);
                List<ByteBuffer> batch = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    byte[] m = RandomBatches.bytes(r, RandomBatches.length(r, 2000));
                    contents.add(m);
                    batch.add(RandomBatches.buffer(r, m));
                }
                switch (op) {
                    case 0: {
                        int offset = r.nextInt(0, 21);
                        byte[] out = new byte[offset + 20 * count];
                        Sha1Batch.hashInto(batch, out, offset);
                        for (int i = 0; i < count; i++) {
                            assertArrayEquals(md.digest(contents.get(i)),
                                    Arrays.copyOfRange(out, offset + 20 * i, offset + 20 * i + 20), "hashInto " + i);
                        }
                        break;
                    }
                    case 1: {
                        List<Sha1Digest> d = Sha1Batch.hash(batch);
                        for (int i = 0; i < count; i++) {
                            assertArrayEquals(md.digest(contents.get(i)), d.get(i).toByteArray(), "hash " + i);
                        }
                        break;
                    }
                    case 2: {
                        List<Sha1Digest> d = Sha1Batch.hashArrays(contents);
                        for (int i = 0; i < count; i++) {
                            assertArrayEquals(md.digest(contents.get(i)), d.get(i).toByteArray(), "hashArrays " + i);
                        }
                        break;
                    }
                    default:
                        for (int i = 0; i < count; i++) {
                            assertArrayEquals(md.digest(contents.get(i)), Sha1Batch.hash(batch.get(i)).toByteArray(),
                                    "hash(ByteBuffer) " + i);
                        }
                        break;
                }
                n += count;
            }
            return n;
        });
        System.out.println("static API, " + threads + " threads: " + checked + " digests checked, engine now "
                + Sha1Batch.engine());
        assertTrue(checked >= threads, "the workers hardly ran: " + checked);
    }

    @Test
    void everyEngineAtOnce() throws Exception {
        List<Engine> engines = EngineFamily.SHA1.all();
        int perEngine = Math.max(2, platformThreads() / engines.size());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        long checked = runAll(perEngine * engines.size(), t -> {
            Engine e = engines.get(t % engines.size());
            SplittableRandom r = new SplittableRandom(SEED ^ (t * 0x9E3779B97F4A7C15L));
            MessageDigest md = RandomBatches.sha1();
            long n = 0;
            do {
                int count = r.nextInt(1, 3 * 16 + 2);
                List<byte[]> contents = new ArrayList<>(count);
                List<ByteBuffer> batch = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    byte[] m = RandomBatches.bytes(r, RandomBatches.length(r, 1500));
                    contents.add(m);
                    batch.add(RandomBatches.buffer(r, m));
                }
                byte[] out = new byte[20 * count];
                e.hashInto(batch.iterator(), count, out, 0);
                for (int i = 0; i < count; i++) {
                    assertArrayEquals(md.digest(contents.get(i)), Arrays.copyOfRange(out, 20 * i, 20 * i + 20),
                            e.description() + " message " + i + " of " + count);
                }
                n += count;
            } while (System.nanoTime() < deadline);
            return n;
        });
        System.out.println(engines.size() + " engines, " + perEngine + " threads each: " + checked + " digests checked");
        assertTrue(checked > 0);
    }

    @Test
    void tenThousandVirtualThreads() throws Exception {
        ExecutorService virtual = VirtualThreads.executorOrSkip();
        List<Engine> engines = EngineFamily.SHA1.all();
        int tasks = 10_000;
        List<Callable<Integer>> work = new ArrayList<>(tasks);
        for (int t = 0; t < tasks; t++) {
            int id = t;
            work.add(() -> {
                SplittableRandom r = new SplittableRandom(SEED * 31 + id);
                MessageDigest md = RandomBatches.sha1();
                int count = r.nextInt(1, 18);
                List<byte[]> contents = new ArrayList<>(count);
                List<ByteBuffer> batch = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    byte[] m = RandomBatches.bytes(r, RandomBatches.length(r, 200));
                    contents.add(m);
                    batch.add(RandomBatches.buffer(r, m));
                }
                byte[] out = new byte[20 * count];
                // Half through the public API, half spread over every engine.
                String via;
                if (id % 2 == 0) {
                    Sha1Batch.hashInto(batch, out, 0);
                    via = "Sha1Batch";
                } else {
                    Engine e = engines.get((id / 2) % engines.size());
                    e.hashInto(batch.iterator(), count, out, 0);
                    via = e.description();
                }
                for (int i = 0; i < count; i++) {
                    assertArrayEquals(md.digest(contents.get(i)), Arrays.copyOfRange(out, 20 * i, 20 * i + 20),
                            via + ", virtual task " + id + ", message " + i);
                }
                return count;
            });
        }
        long checked = 0;
        try {
            for (Future<Integer> f : virtual.invokeAll(work)) {
                checked += f.get();
            }
        } finally {
            virtual.shutdown();
            assertTrue(virtual.awaitTermination(1, TimeUnit.MINUTES));
        }
        System.out.println(tasks + " virtual threads: " + checked + " digests checked");
        assertTrue(checked >= tasks);
    }

    /** Virtual threads through reflection: the code is compiled for Java 17. */
    static final class VirtualThreads {
        private VirtualThreads() {}

        static ExecutorService executorOrSkip() throws ReflectiveOperationException {
            assumeTrue(Runtime.version().feature() >= 21,
                    "virtual threads need JDK 21+, this is " + Runtime.version() + " (CI runs them on JDK 25)");
            return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
        }
    }
}
