package org.hashlanes.internal.vector;

import java.nio.ByteBuffer;
import java.util.Iterator;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.internal.BatchEngine;
import org.hashlanes.internal.BoundedPool;
import org.hashlanes.internal.DetectingEngine;
import org.hashlanes.internal.MidstateEngine;
import org.hashlanes.scalar.BlockFunction;

/** The lanes engine at one vector species: a {@link LaneScheduler} per call, from a bounded pool. */
final class VectorEngine implements BatchEngine, MidstateEngine, DetectingEngine {

    private final String description;
    private final int lanes;
    private final BoundedPool<LaneScheduler> schedulers;
    /** Whether the kernel detects collision attacks (SHA-1DC) and flags messages. */
    private final boolean detects;

    VectorEngine(BlockFunction fn, String kernelTemplate, VectorSpecies<Integer> species) {
        LaneKernel kernel = LaneKernels.forSpecies(kernelTemplate, species);
        if (kernel.stateWords() != fn.stateWords()) {
            throw new IllegalStateException(kernelTemplate + " has " + kernel.stateWords() + " state words, "
                    + fn.jdkName() + " " + fn.stateWords());
        }
        this.lanes = kernel.lanes();
        this.detects = kernel.detects();
        this.description = "vector " + lanes + " lanes (" + species.vectorBitSize() + "-bit)";
        int tail = scalarTailLanes(lanes);
        this.schedulers = new BoundedPool<>(BoundedPool.defaultCapacity(), () -> new LaneScheduler(fn, kernel, tail));
    }

    /**
     * Live lanes at or below which, with no message waiting, the scalar engine finishes the
     * batch. Measured on AMD Zen 5 (JDK 25): the scalar block function runs at ~630 MB/s, one
     * lane of a 4-, 8- or 16-lane vector at ~375-440 MB/s, so scalar wins only for one lane.
     */
    static int scalarTailLanes(int lanes) {
        return 1;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public int lanes() {
        return lanes;
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        LaneScheduler s = schedulers.take();
        s.run(messages, count, out, offset);
        schedulers.give(s);
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset,
            boolean[] flags, int flagsOffset) {
        if (!detects) {
            throw new UnsupportedOperationException(description + " does not detect collisions");
        }
        LaneScheduler s = schedulers.take();
        s.run(messages, count, out, offset, flags, flagsOffset);
        schedulers.give(s);
    }

    @Override
    public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        LaneScheduler s = schedulers.take();
        s.runBlocks(count, buffers, starts, blocks, states);
        schedulers.give(s);
    }

    @Override
    public String toString() {
        return description;
    }
}
