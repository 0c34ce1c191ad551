package org.hashlanes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The pool behind every engine's scratch holds at most its capacity, whatever the number of threads. */
final class BoundedPoolTest {
    @Test
    void reusesWhatWasGivenBack() {
        AtomicInteger made = new AtomicInteger();
        BoundedPool<Object> pool = new BoundedPool<>(2, () -> new Object[] {made.incrementAndGet()});
        Object a = pool.take();
        pool.give(a);
        assertSame(a, pool.take());
        assertEquals(1, made.get());
    }

    @Test
    void holdsAtMostItsCapacityAfterManyConcurrentCallers() throws InterruptedException {
        int capacity = BoundedPool.defaultCapacity();
        AtomicInteger made = new AtomicInteger();
        BoundedPool<byte[]> pool = new BoundedPool<>(capacity, () -> {
            made.incrementAndGet();
            return new byte[16];
        });
        int threads = 64;
        CountDownLatch allHold = new CountDownLatch(threads);
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread th = new Thread(() -> {
                byte[] mine = pool.take(); // all 64 hold one at once: the pool must make them
                allHold.countDown();
                try {
                    allHold.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                pool.give(mine);
                for (int i = 0; i < 1000; i++) {
                    pool.give(pool.take());
                }
            });
            th.start();
            started.add(th);
        }
        for (Thread th : started) {
            th.join();
        }
        assertTrue(made.get() >= threads, "64 simultaneous holders need 64 objects, made " + made.get());
        assertEquals(capacity, pool.capacity());
        assertTrue(pool.idleCount() <= capacity, "pool holds " + pool.idleCount() + " > capacity " + capacity);
        assertEquals(capacity, pool.idleCount(), "a full give-back leaves the pool full");
        assertEquals(2 * Runtime.getRuntime().availableProcessors(), capacity);
    }
}
