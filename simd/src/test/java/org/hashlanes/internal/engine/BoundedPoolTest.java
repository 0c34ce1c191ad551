package org.hashlanes.internal.engine;

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

    /**
     * Under contention the pool promises three things: no object is ever held by two callers at
     * once (take is exclusive), it never holds more than its capacity, and once callers stop a
     * give-back fills it again. It does not promise to keep every object given back while others
     * give at the same moment: {@link BoundedPool#give} is a plain release store, and a racing
     * give may overwrite (drop) another's object, as when the pool is full.
     */
    @Test
    void takeIsExclusiveAndThePoolStaysBoundedUnderManyConcurrentCallers() throws InterruptedException {
        int capacity = BoundedPool.defaultCapacity();
        AtomicInteger made = new AtomicInteger();
        BoundedPool<AtomicInteger> pool = new BoundedPool<>(capacity, () -> {
            made.incrementAndGet();
            return new AtomicInteger(); // 1 while someone holds it
        });
        int threads = 64;
        AtomicInteger doubleHeld = new AtomicInteger();
        CountDownLatch allHold = new CountDownLatch(threads);
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread th = new Thread(() -> {
                AtomicInteger mine = hold(pool.take(), doubleHeld); // all 64 hold one at once
                allHold.countDown();
                try {
                    allHold.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                pool.give(release(mine));
                for (int i = 0; i < 1000; i++) {
                    pool.give(release(hold(pool.take(), doubleHeld)));
                }
            });
            th.start();
            started.add(th);
        }
        for (Thread th : started) {
            th.join();
        }
        assertEquals(0, doubleHeld.get(), "objects handed to two holders at once");
        assertTrue(made.get() >= threads, "64 simultaneous holders need 64 objects, made " + made.get());
        assertEquals(capacity, pool.capacity());
        assertTrue(pool.idleCount() <= capacity, "pool holds " + pool.idleCount() + " > capacity " + capacity);
        assertEquals(2 * Runtime.getRuntime().availableProcessors(), capacity);

        for (int i = 0; i < capacity + 3; i++) {
            pool.give(new AtomicInteger());
        }
        assertEquals(capacity, pool.idleCount(), "a quiet give-back fills the pool, and no further");
    }

    private static AtomicInteger hold(AtomicInteger o, AtomicInteger doubleHeld) {
        if (o.getAndSet(1) != 0) {
            doubleHeld.incrementAndGet();
        }
        return o;
    }

    private static AtomicInteger release(AtomicInteger o) {
        o.set(0);
        return o;
    }
}
