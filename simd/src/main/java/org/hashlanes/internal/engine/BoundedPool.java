package org.hashlanes.internal.engine;

import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Supplier;

/**
 * A small lock-free pool of reusable scratch objects. It holds at most a fixed number of idle
 * objects, whatever the number of threads (unlike a {@code ThreadLocal}, which 100,000 virtual
 * threads would each fill): when it is empty a caller makes a new object, and when it is full
 * a returned object is dropped for the collector.
 */
public final class BoundedPool<T> {
    /** Idle objects; a null slot is free. */
    private final AtomicReferenceArray<T> idle;
    private final Supplier<T> factory;

    public BoundedPool(int capacity, Supplier<T> factory) {
        this.idle = new AtomicReferenceArray<>(capacity);
        this.factory = factory;
    }

    /** An idle object, or a new one. */
    public T take() {
        for (int i = 0; i < idle.length(); i++) {
            T t = idle.get(i);
            if (t != null && idle.compareAndSet(i, t, null)) {
                return t;
            }
        }
        return factory.get();
    }

    /**
     * Hands {@code t} back; the caller must not use it afterwards. A release store, not a
     * compare-and-set: one locked instruction less on every call (a single small message pays
     * for each). Two threads giving into the same free slot at once overwrite one another, and
     * the overwritten object is merely dropped for the collector, as when the pool is full; only
     * {@link #take} must be exclusive, and it is.
     */
    public void give(T t) {
        for (int i = 0; i < idle.length(); i++) {
            if (idle.get(i) == null) {
                idle.lazySet(i, t);
                return;
            }
        }
    }

    /** Idle objects held now (a snapshot under concurrency); for tests of the bound. */
    int idleCount() {
        int n = 0;
        for (int i = 0; i < idle.length(); i++) {
            if (idle.get(i) != null) {
                n++;
            }
        }
        return n;
    }

    /** The most idle objects this pool ever holds. */
    int capacity() {
        return idle.length();
    }

    /** A capacity that scales with the machine, not with the number of threads. */
    public static int defaultCapacity() {
        return 2 * Runtime.getRuntime().availableProcessors();
    }
}
