package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.util.Iterator;
import org.hashlanes.scalar.BlockFunction;

/**
 * Hashes each call as {@link BatchPlanner} plans it on a {@link CostModel}: the planned outliers
 * (or everything) through the single-stream engine, the rest through the lanes. What the default
 * engine runs once its warm-up has measured the model; tests build it on crafted models. Built
 * on collision-detecting engines, it detects too ({@link DetectingEngine}).
 */
final class PlannedEngine implements MidstateEngine, DetectingEngine {
    private final CostModel model;
    private final CostModel midstateModel;
    private final LaneEngine lanes;
    private final SingleEngine single;
    /** The single stream for midstates ({@code MessageDigest} cannot continue one). */
    private final ScalarEngine scalar;
    /** The algorithm, as the scalar engine has it. */
    private final BlockFunction fn;
    /** Batches smaller than these go straight to the single stream, unplanned. */
    private final int minBatch, midstateMinBatch;

    PlannedEngine(CostModel model, LaneEngine lanes, SingleEngine single, ScalarEngine scalar, int digestBytes) {
        this.model = model;
        this.midstateModel = model.forMidstates();
        this.lanes = lanes;
        this.single = single;
        this.scalar = scalar;
        this.fn = scalar.function();
        if (digestBytes != fn.digestBytes()) {
            throw new IllegalArgumentException(fn + " digests are " + fn.digestBytes() + " bytes, not " + digestBytes);
        }
        this.minBatch = Math.max(2, model.minLaneBatch());
        this.midstateMinBatch = Math.max(2, midstateModel.minLaneBatch());
    }

    CostModel model() {
        return model;
    }

    @Override
    public String description() {
        return lanes.description() + " planned on " + model;
    }

    @Override
    public int lanes() {
        return lanes.lanes();
    }

    @Override
    public boolean detects() {
        return lanes.detects() && single.detects();
    }

    /** As the plain {@link #hashInto}, every batch planned (both engines record the flags in it). */
    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset,
            boolean[] flags, int flagsOffset) {
        DetectingEngine.requireDetects(this);
        MessageBatch.hashInChunks(messages, count, out, offset, fn, flags, flagsOffset, this::hashPlanned);
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        if (count < minBatch) {
            single.hashInto(messages, count, out, offset);
            return;
        }
        MessageBatch.hashInChunks(messages, count, out, offset, fn, this::hashPlanned);
    }

    /** One message never fills lanes: the single stream (batches below {@link #minBatch}, at least 2, go there too). */
    @Override
    public void hashOne(ByteBuffer message, byte[] out, int offset) {
        single.hashOne(message, out, offset);
    }

    private void hashPlanned(MessageBatch b, byte[] out, int offset) {
        b.plan(model);
        BatchPlanner.Plan plan = b.plan();
        if (plan.singleCount() > 0) {
            single.hashSome(b, plan.singleOrder(), plan.singleCount(), out, offset);
        }
        lanes.runPlanned(b, out, offset);
    }

    @Override
    public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        if (count < midstateMinBatch) {
            scalar.advance(count, buffers, starts, blocks, states);
            return;
        }
        MessageBatch.advanceInChunks(count, buffers, starts, blocks, states, fn, this::advancePlanned);
    }

    private void advancePlanned(MessageBatch b, byte[] unused, int unusedOffset) {
        b.plan(midstateModel);
        BatchPlanner.Plan plan = b.plan();
        if (plan.singleCount() > 0) {
            scalar.advanceSome(b, plan.singleOrder(), plan.singleCount());
        }
        lanes.runPlanned(b, null, 0);
    }

    @Override
    public String toString() {
        return description();
    }
}
