package org.hashlanes.internal.plan;

import java.nio.ByteBuffer;
import java.util.Iterator;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.scalar.BlockFunction;

/**
 * Hashes each call as {@link BatchPlanner} plans it on a {@link CostModel}: the planned outliers
 * (or everything) through the single-stream engine, the rest through the lanes, each by its
 * {@link Engine#runPlanned} hook. What the default engine runs once its warm-up has measured the
 * model; tests build it on crafted models. Built on collision-detecting engines, it detects too.
 */
public final class PlannedEngine implements Engine {
    private final CostModel model;
    private final CostModel midstateModel;
    /** The vector lanes: they run the plan's lane part. */
    private final Engine lanes;
    /** The single stream for messages: it runs the plan's single part. */
    private final Engine single;
    /** The single stream for midstates ({@code MessageDigest} cannot continue one). */
    private final Engine scalar;
    /** The algorithm of all three. */
    private final BlockFunction fn;
    /** Batches smaller than these go straight to the single stream, unplanned. */
    private final int minBatch, midstateMinBatch;
    /** Messages of fewer blocks go straight to the single stream, unplanned ({@link CostModel#minLaneBlocks}). */
    private final int minLaneBlocks;

    /**
     * @param lanes the vector lanes, at the model's one width
     * @param single the single stream for messages (the JDK's or the scalar engine)
     * @param scalar the single stream for block jobs: it must continue midstates
     * @param fn the algorithm of the three engines
     */
    public PlannedEngine(CostModel model, Engine lanes, Engine single, Engine scalar, BlockFunction fn) {
        if (!scalar.continuesMidstates()) {
            throw new IllegalArgumentException(scalar + " cannot serve block jobs: it does not continue midstates");
        }
        this.model = model;
        this.midstateModel = model.forMidstates();
        this.lanes = lanes;
        this.single = single;
        this.scalar = scalar;
        this.fn = fn;
        this.minBatch = Math.max(2, model.minLaneBatch());
        this.midstateMinBatch = Math.max(2, midstateModel.minLaneBatch());
        this.minLaneBlocks = model.minLaneBlocks();
    }

    @Override
    public CostModel costModel() {
        return model;
    }

    @Override
    public String description() {
        return lanes.description() + " planned on " + model;
    }

    @Override
    public EngineInfo.Kind kind() {
        return EngineInfo.Kind.VECTOR;
    }

    @Override
    public int lanes() {
        return lanes.lanes();
    }

    @Override
    public boolean detects() {
        return lanes.detects() && single.detects();
    }

    /**
     * Batches below {@link #minBatch} (at least 2) whole to the single stream; of the rest, the
     * messages shorter than {@link #minLaneBlocks} to the single stream as they are read, the
     * others planned. Both engines record flags in the batch.
     */
    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink out) {
        out.requireDetectsIfFlags(detects(), this);
        if (count < minBatch) {
            single.hashInto(messages, count, out);
            return;
        }
        MessageBatch.hashInChunks(messages, count, out, fn, minLaneBlocks, single, this::hashPlanned);
    }

    /** One message never fills lanes: the single stream. */
    @Override
    public void hashOne(ByteBuffer message, DigestSink out) {
        single.hashOne(message, out);
    }

    private void hashPlanned(MessageBatch b, byte[] out, int offset) {
        b.plan(model);
        if (b.plan().singleCount() > 0) {
            single.runPlanned(b, out, offset);
        }
        lanes.runPlanned(b, out, offset);
    }

    @Override
    public boolean continuesMidstates() {
        return true;
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
        if (b.plan().singleCount() > 0) {
            scalar.runPlanned(b, null, 0);
        }
        lanes.runPlanned(b, null, 0);
    }

    @Override
    public String toString() {
        return description();
    }
}
