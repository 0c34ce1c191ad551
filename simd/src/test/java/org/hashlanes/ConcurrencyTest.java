package org.hashlanes;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;

/**
 * Engines and the static API called from several threads at once, each thread with its own
 * messages and output, and all sharing some read-only buffers: pooled scratch state must never
 * leak between calls.
 */
class ConcurrencyTest {
    @Test
    void manyThreadsAtOnce() throws Exception {
        List<byte[]> messages = new ArrayList<>();
        int[] lens = {0, 3, 55, 56, 64, 119, 120, 1000, 4096, 5000};
        for (int i = 0; i < 40; i++) {
            messages.add(TestSupport.pattern(lens[i % lens.length] + i, 900 + i));
        }
        List<byte[]> want = TestSupport.oracleAll(messages);
        List<ByteBuffer> shared = Kind.READ_ONLY_DIRECT.wrapAll(messages);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int id = t;
                futures.add(pool.submit(() -> {
                    List<Engine> engines = EngineFamily.SHA1.all();
                    for (int round = 0; round < 30; round++) {
                        int n = 1 + (round * 7 + id) % messages.size();
                        List<ByteBuffer> mine = round % 2 == 0 ? shared.subList(0, n)
                                : Kind.values()[(round + id) % Kind.values().length].wrapAll(messages.subList(0, n));
                        byte[] out = new byte[20 * n];
                        Engine e = engines.get((round + id) % engines.size());
                        e.hashInto(mine.iterator(), n, out, 0);
                        TestSupport.assertDigests(want.subList(0, n), out, 0, "thread " + id + " " + e.description());
                        byte[] out2 = new byte[20 * n];
                        Sha1Batch.hashInto(mine, out2, 0);
                        TestSupport.assertDigests(want.subList(0, n), out2, 0, "thread " + id + " Sha1Batch");
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                f.get(300, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
