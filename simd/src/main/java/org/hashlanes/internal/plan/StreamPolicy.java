package org.hashlanes.internal.plan;

import java.util.function.ToIntFunction;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * What a stream manager ({@code Sha1Streams}, {@code Sha256Streams}) reads off its engine's cost
 * model: from how many open streams the lanes of a midstate engine beat the single stream, and
 * how many jobs a block-step runs side by side. Which single stream a stream runs on is
 * {@link EngineSelection#streamOnJdk}'s. A stream on the JDK's {@code MessageDigest} can never
 * move to the lanes (it has no midstate to hand over), so this is asked once per stream.
 */
public final class StreamPolicy {
    /**
     * Share of the open streams that a block-step carries: pieces arrive unevenly, so a batch
     * takes the streams with enough staged, not all of them (measured: 16 open SHA-256 streams
     * on the lanes ran at 0.74x one MessageDigest each when this was taken as 1).
     */
    static final double OCCUPANCY = 0.5;
    private StreamPolicy() {}

    /**
     * The fewest open streams at which a new stream goes to {@code engine}'s lanes rather than the
     * single-stream engine; {@link Integer#MAX_VALUE} while it has no lanes to offer (the default
     * engine warming up or staying single, or the scalar engine), 1 for lanes forced by the property.
     */
    public static int minLaneStreams(Engine engine) {
        return byPlan(engine, StreamPolicy::minLaneStreams, 1, Integer.MAX_VALUE);
    }

    /**
     * The most jobs {@code engine} runs side by side in one block-step: its widest lanes, or 1
     * (no lanes, or the default engine still warming up). A stream manager with no more jobs than
     * this cannot refill a lane that finishes early, so it evens out the jobs' lengths instead.
     */
    public static int laneWidth(Engine engine) {
        return byPlan(engine, m -> m.widthCount() == 0 ? 1 : m.width(m.widthCount() - 1), engine.lanes(), 1);
    }

    /**
     * {@code planned} of {@code engine}'s cost model; {@code forced} for lanes without a model,
     * which are lanes without a plan (forced by the property, or a test's); {@code none} where it
     * offers no lanes. The default engine's plan can come and go (its lanes serve only while the
     * faster form they were chosen on does: {@code AutoEngine.Decision#onFasterForm}), seconds
     * apart at the least, and it gives its model and says VECTOR together. So the model is read
     * first (a plan that went between two reads is never taken for forced lanes), and once more
     * after a VECTOR (a plan that came back between them is there then).
     */
    private static int byPlan(Engine engine, ToIntFunction<CostModel> planned, int forced, int none) {
        CostModel model = engine.costModel();
        if (model == null) {
            if (engine.kind() != EngineInfo.Kind.VECTOR) {
                return none;
            }
            model = engine.costModel();
            if (model == null) {
                return forced;
            }
        }
        return planned.applyAsInt(model);
    }

    /**
     * From the measured costs: the fewest open streams for which some width's step, split over
     * the lanes they keep busy ({@link #OCCUPANCY} of them), costs {@link CostModel#LANE_MARGIN} times less
     * than a single-stream block; never, if busy lanes are not {@link CostModel#minLanesEdge()} times
     * cheaper than it.
     */
    static int minLaneStreams(CostModel model) {
        if (model.lanesNeverWin()) {
            return Integer.MAX_VALUE;
        }
        int widest = model.widthCount() == 0 ? 0 : model.width(model.widthCount() - 1);
        for (int n = 1; n <= widest / OCCUPANCY; n++) {
            for (int k = 0; k < model.widthCount(); k++) {
                double perBlock = model.stepNanos(k) / Math.min(n * OCCUPANCY, model.width(k));
                if (perBlock * CostModel.LANE_MARGIN < model.singleBlockNanos()) {
                    return n;
                }
            }
        }
        return Integer.MAX_VALUE;
    }
}
