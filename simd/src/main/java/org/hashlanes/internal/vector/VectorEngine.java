package org.hashlanes.internal.vector;

import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.Locale;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.engine.BoundedPool;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.plan.MessageBatch;
import org.hashlanes.scalar.BlockFunction;

/**
 * The lanes engine of one algorithm at one vector species: a {@link LaneScheduler} per call,
 * from a bounded pool, with the kernel of that width.
 *
 * <p>One width per engine: a JVM that runs the kernels at several species keeps some of them out
 * of C2's intrinsics for a long time (measured: an 8-lane engine that moved its last lanes to a
 * 4-lane kernel still allocated 2 KB per message after 60 s; MemoryBoundTest), which cost far more
 * than running the last lanes narrower saved. So the scheduler and the planner know one width.
 *
 * <p>Used on its own (forced by {@code hashlanes.engine=vector}, or by tests and benchmarks at a
 * given width) it gives every message to the lanes, longest first
 * ({@link org.hashlanes.internal.plan.BatchPlanner#planLanes}). Under the default engine the planner
 * decides ({@link #runPlanned}).
 */
final class VectorEngine implements Engine {

    private final String description;
    private final int lanes;
    private final BlockFunction fn;
    private final BoundedPool<LaneScheduler> schedulers;
    /** Which form of the kernel serves ({@link KernelForms}); null where it has one, or the property fixes it. */
    private final KernelForms forms;
    /** Whether the kernels detect collision attacks (SHA-1DC) and flag messages. */
    private final boolean detects;

    /**
     * {@code hashlanes.wholeKernels}: how a kernel with a whole form ({@link LaneKernel#hasWholeForm};
     * on 512-bit vectors and JDK 18+: SHA-1's 16 lanes with all 80 rounds in one method, SHA-256's
     * in three, SHA-512's (and SHA-384's) 8 in two) runs. {@code auto} (the
     * default): the split form serves until a thread of its own has seen the whole form compiled by
     * C2 and faster, then the whole form ({@link KernelForms}). {@code false}: the split form only.
     * {@code true}: the whole form from the first call, a diagnostic: C1 cannot compile it, and the
     * JIT's tiered policy can leave it in C1's tier-2 code for good, some 200 times slower (one JVM
     * in six on gitmix): the reproducer of that JDK behaviour, see src/ARCHITECTURE.md,
     * "Whole-block rounds for C2 alone". Read by each engine as it is built, so that a wrong value
     * is an exception to whoever builds it, not a failed class.
     */
    static final String WHOLE_KERNELS_PROPERTY = "hashlanes.wholeKernels";

    /** How kernels with a whole form run: {@link #WHOLE_KERNELS_PROPERTY}. */
    enum WholeKernels { AUTO, TRUE, FALSE }

    static WholeKernels wholeKernels(String value) {
        try {
            return WholeKernels.valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(WHOLE_KERNELS_PROPERTY + " must be auto, true or false, was '" + value + "'");
        }
    }

    VectorEngine(BlockFunction fn, String kernelTemplate, VectorSpecies<Integer> species) {
        this.fn = fn;
        LaneKernel split = LaneKernels.forSpecies(kernelTemplate, species);
        WholeKernels whole = wholeKernels(System.getProperty(WHOLE_KERNELS_PROPERTY, "auto"));
        LaneKernel kernel = whole == WholeKernels.TRUE && split.hasWholeForm()
                ? LaneKernels.wholeForm(kernelTemplate, species) : split;
        this.forms = whole == WholeKernels.AUTO && split.hasWholeForm()
                ? KernelForms.started(kernelTemplate, species, split) : null;
        this.lanes = kernel.lanes(); // 64-bit words (SHA-512): half the species' int lanes
        if (kernel.stateWords() != fn.stateWords()) {
            throw new IllegalStateException(kernelTemplate + " has " + kernel.stateWords()
                    + " state words, " + fn.jdkName() + " " + fn.stateWords());
        }
        this.detects = kernel.detects();
        this.description = "vector " + lanes + " lanes (" + species.vectorBitSize() + "-bit)";
        this.schedulers = new BoundedPool<>(BoundedPool.defaultCapacity(), () -> new LaneScheduler(fn, kernel, forms));
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public EngineInfo.Kind kind() {
        return EngineInfo.Kind.VECTOR;
    }

    @Override
    public int lanes() {
        return lanes;
    }

    @Override
    public boolean detects() {
        return detects;
    }

    /** Every message in the lanes; for SHA-1DC with a flag per message when the sink has flags. */
    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink out) {
        MessageBatch.hashInChunks(messages, count, out, fn, this::runAllInLanes);
    }

    @Override
    public boolean continuesMidstates() {
        return true;
    }

    @Override
    public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
        MessageBatch.advanceInChunks(count, buffers, starts, blocks, states, fn, this::runAllInLanes);
    }

    private void runAllInLanes(MessageBatch b, byte[] out, int offset) {
        b.planLanes(lanes, true);
        runPlanned(b, out, offset);
    }

    /** The plan's lane part, through a pooled scheduler. */
    @Override
    public void runPlanned(MessageBatch batch, byte[] out, int offset) {
        if (batch.plan().laneCount() == 0) {
            return;
        }
        LaneScheduler s = schedulers.take();
        s.run(batch, out, offset);
        schedulers.give(s);
    }

    /** Has the whole form proved ({@link KernelForms#awaitWholeForm}) where the kernel has one that is not fixed by the property. */
    @Override
    public boolean awaitFasterForm(long nanos) throws InterruptedException {
        return forms != null && forms.awaitWholeForm(nanos);
    }

    /** Whether the whole form serves now, where {@link KernelForms} chooses it (not where the property fixes it). */
    @Override
    public boolean onFasterForm() {
        return forms != null && forms.servesWhole();
    }

    @Override
    public String toString() {
        return description;
    }
}
