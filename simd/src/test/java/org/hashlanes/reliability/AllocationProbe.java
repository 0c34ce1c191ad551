package org.hashlanes.reliability;

import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.security.MessageDigest;

import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;

import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * Measures the bytes one engine allocates per {@code hashInto} call, in a JVM of its own
 * ({@link MemoryBoundTest} starts it): run as {@code AllocationProbe <lanes>}, it warms the vector
 * engine at that lane count up until its calls have allocated next to nothing for a second (and
 * again after the verdict on the kernel's faster form, where it has one), then prints one line,
 * {@code RESULT <bytes for 1,000> <bytes for 100,000> <bytes for 10,000,000> <warm-up seconds>},
 * or {@code WRONG <what>} if a digest is wrong.
 *
 * <p>Why a JVM of its own: in a JVM that runs the vector kernel at several lane counts (the test
 * suite does), C2 keeps some of them in non-intrinsified code, which allocates a few KB per
 * message, for a long time (over 40 s measured on a 2-core machine). A user's JVM runs one lane
 * count, and so does this probe.
 */
public final class AllocationProbe {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final long WARMUP_NANOS = 60_000_000_000L;
    private static final long QUIET_BYTES = 4096;
    /** How long calls must stay quiet in a row before a measurement: past the late recompiles of a warm-up. */
    private static final long SETTLED_NANOS = 1_000_000_000L;
    /** How long to wait for the verdict on a kernel's faster form (some seconds where it has one). */
    private static final long FORM_WAIT_NANOS = 60_000_000_000L;

    private AllocationProbe() {}

    public static void main(String[] args) {
        Engine engine = EngineFamily.SHA1.vector(Integer.parseInt(args[0]));
        THREADS.setThreadAllocatedMemoryEnabled(true);
        List<ByteBuffer> small = MemoryBoundTest.batch(1_000);
        List<ByteBuffer> large = MemoryBoundTest.batch(100_000);
        byte[] smallOut = new byte[20 * small.size()];
        byte[] largeOut = new byte[20 * large.size()];
        long start = System.nanoTime();
        settle(() -> allocatedBy(engine, small, smallOut), start);
        double warmSeconds = (System.nanoTime() - start) / 1e9;
        // Where the kernel has a faster form, a thread of the engine's proves it and switches the
        // calls to it some seconds in: wait for that verdict, and settle again after it, so that
        // what the switch costs the JIT once does not fall in a measurement below.
        try {
            engine.awaitFasterForm(FORM_WAIT_NANOS);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        settle(() -> allocatedBy(engine, small, smallOut), System.nanoTime());
        // One large call first: the pooled per-call scratch (MessageBatch, the plan) grows once to
        // its bound of MessageBatch.MAX_MESSAGES messages, a one-time cost whatever the batch size
        // (the 10-million call below shows that nothing grows per message).
        engine.hashInto(large.iterator(), large.size(), largeOut, 0);
        long smallBytes = allocatedBy(engine, small, smallOut);
        long largeBytes = allocatedBy(engine, large, largeOut);
        String wrong = check(large, largeOut);

        ByteBuffer[] distinct = small.toArray(new ByteBuffer[0]);
        int count = 10_000_000;
        byte[] out = new byte[20 * count];
        // Settle on this list's iterator too: a new receiver type at the engine's next() call
        // deoptimizes the compiled loop for a moment, and that is warm-up, not per-message cost.
        settle(() -> {
            long b0 = allocatedBytes();
            engine.hashInto(new MemoryBoundTest.Cycle(distinct, 100_000).iterator(), 100_000, out, 0);
            return allocatedBytes() - b0;
        }, System.nanoTime());
        // Twice, the lesser counts: a method the JIT recompiles during one call (seen once in CI,
        // 673,440 B in one call after a second of quiet ones) is a one-time cost, while a cost per
        // message would be in both calls, tens of megabytes at a byte a message.
        long tenMillionBytes = Long.MAX_VALUE;
        for (int run = 0; run < 2 && tenMillionBytes > QUIET_BYTES; run++) {
            long before = allocatedBytes();
            engine.hashInto(new MemoryBoundTest.Cycle(distinct, count).iterator(), count, out, 0);
            tenMillionBytes = Math.min(tenMillionBytes, allocatedBytes() - before);
        }
        for (int i = 0; i < count && wrong == null; i++) {
            if (!Arrays.equals(out, 20 * i, 20 * i + 20, smallOut, 20 * (i % 1000), 20 * (i % 1000) + 20)) {
                wrong = "message " + i + " of the 10,000,000";
            }
        }
        System.out.println(wrong != null ? "WRONG " + wrong
                : String.format("RESULT %d %d %d %.1f", smallBytes, largeBytes, tenMillionBytes, warmSeconds));
    }

    /**
     * Runs {@code call} (which returns the bytes it allocated) until its calls have allocated at
     * most {@link #QUIET_BYTES} each for {@link #SETTLED_NANOS} in a row, or {@link #WARMUP_NANOS}
     * after {@code start}.
     */
    private static void settle(LongSupplier call, long start) {
        long quietSince = -1;
        while (true) {
            long now = System.nanoTime();
            if (call.getAsLong() > QUIET_BYTES) {
                quietSince = -1;
            } else if (quietSince < 0) {
                quietSince = now;
            }
            if ((quietSince >= 0 && now - quietSince >= SETTLED_NANOS) || now - start >= WARMUP_NANOS) {
                return;
            }
        }
    }

    private static long allocatedBytes() {
        return THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    private static long allocatedBy(Engine e, List<ByteBuffer> batch, byte[] out) {
        long before = allocatedBytes();
        e.hashInto(batch.iterator(), batch.size(), out, 0);
        return allocatedBytes() - before;
    }

    private static String check(List<ByteBuffer> batch, byte[] out) {
        MessageDigest md = RandomBatches.sha1();
        for (int i = 0; i < batch.size(); i++) {
            md.update(batch.get(i).duplicate());
            if (!Arrays.equals(md.digest(), Arrays.copyOfRange(out, 20 * i, 20 * i + 20))) {
                return "message " + i + " of the 100,000";
            }
        }
        return null;
    }
}
