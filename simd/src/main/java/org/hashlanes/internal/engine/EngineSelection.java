package org.hashlanes.internal.engine;

import java.lang.System.Logger.Level;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.hashlanes.internal.plan.AutoEngine;
import org.hashlanes.internal.plan.BatchPlanner;
import org.hashlanes.internal.plan.CostModel;

/**
 * The one place engines are chosen, in the manner of Lucene's {@code VectorizationProvider.lookup()}:
 * it reads the system properties once, runs every probe of the machine once (HotSpot's intrinsic
 * flags, C2, the Vector API module, the CPU's vector widths and SHA instructions), self-tests every
 * engine before it is handed out, and decides, for each {@link EngineFamily}, the batch engine
 * ({@link #choose}), the single stream ({@link #singleOnJdk}, {@link #streamOnJdk}) and, for callers
 * that keep a cold start on the single stream (the CLI), whether that pays ({@link ColdStart}).
 *
 * <p>{@code scalar} and {@code jdk} always exist. The {@code vector} engine exists only when the
 * {@code jdk.incubator.vector} module is readable, the JVM has its optimizing compiler, and the
 * preferred vector species is at least 128 bits; its classes are loaded by name after those checks,
 * so that nothing here touches the Vector API on a JVM that cannot run it. An engine that fails its
 * {@link SelfTest} is logged at WARNING and never used.
 *
 * <p>System properties: {@value #ENGINE_PROPERTY} = {@code auto} (default), {@code vector},
 * {@code jdk} or {@code scalar}; {@value #LANES_PROPERTY} = {@code 4}, {@code 8} or {@code 16}
 * (default: the widest the CPU runs natively); {@value #WARMUP_PROPERTY} = {@code true} (default)
 * or {@code false}: with {@code auto}, {@code false} starts no background warm-up and stays on the
 * single-stream engine for good.
 *
 * <p>What happens after the choice (the warm-up of {@code auto} and the plan of each call) is
 * {@link AutoEngine}'s and {@link BatchPlanner}'s.
 */
public final class EngineSelection {
    public static final String ENGINE_PROPERTY = "hashlanes.engine";
    public static final String LANES_PROPERTY = "hashlanes.lanes";
    public static final String WARMUP_PROPERTY = "hashlanes.warmup";
    static final List<String> ENGINE_NAMES = List.of("auto", "vector", "jdk", "scalar");
    public static final System.Logger LOG = System.getLogger("org.hashlanes");
    /** Warm-ups timing engines now: see {@link #warmUpsRunning}. */
    private static final AtomicInteger WARMUPS_RUNNING = new AtomicInteger();

    /**
     * Whether a warm-up is timing engines now (a default engine's {@code hashlanes-warmup}
     * thread): other background work, which would take CPU from its measurements and so skew its
     * cost model, waits until none is ({@code KernelForms}).
     */
    public static boolean warmUpsRunning() {
        return WARMUPS_RUNNING.get() > 0;
    }

    /** A warm-up starts timing engines; {@link #warmUpEnded} must follow, whatever happens. */
    public static void warmUpStarted() {
        WARMUPS_RUNNING.incrementAndGet();
    }

    public static void warmUpEnded() {
        WARMUPS_RUNNING.decrementAndGet();
    }
    private static final String VECTOR_FACTORY = "org.hashlanes.internal.vector.VectorEngineFactory";
    private static final String NO_VECTOR_MODULE = "module jdk.incubator.vector is not readable; start the JVM with "
            + "--add-modules jdk.incubator.vector";
    /**
     * The most {@link #singleOnJdk} spends timing the single streams where HotSpot's flag cannot be
     * read: once per algorithm and JVM, on the thread that first needs a single stream; all of it where
     * the scalar engine looks faster ({@link AutoEngine#scalarOverJdk}).
     */
    private static final long SINGLE_TIMING_NANOS = 1_000_000_000L;

    private EngineSelection() {}

    // ---- the properties, read once ----

    /** The engine property and lane count as set; the same for every algorithm. */
    static final class Choice {
        /** One of {@link #ENGINE_NAMES}. */
        final String engine;
        /** Null when not set. */
        final Integer lanes;
        /** Whether {@code auto} may warm the lanes up in the background. */
        final boolean warmup;

        private Choice(String engine, Integer lanes, boolean warmup) {
            this.engine = engine;
            this.lanes = lanes;
            this.warmup = warmup;
        }
    }

    /**
     * {@value #ENGINE_PROPERTY}, {@value #LANES_PROPERTY} and {@value #WARMUP_PROPERTY}, as read
     * once per JVM.
     *
     * @throws IllegalArgumentException if one names something that does not exist
     */
    static Choice choice() {
        if (Properties.ERROR != null) {
            throw new IllegalArgumentException(Properties.ERROR);
        }
        return Properties.CHOICE;
    }

    private static final class Properties {
        static final Choice CHOICE;
        /** Why a property is wrong, or null. */
        static final String ERROR;

        static {
            Choice choice = null;
            String error = null;
            try {
                choice = read();
            } catch (IllegalArgumentException e) {
                error = e.getMessage();
            }
            CHOICE = choice;
            ERROR = error;
        }

        private static Choice read() {
            String name = System.getProperty(ENGINE_PROPERTY, "auto").trim().toLowerCase(Locale.ROOT);
            String lanesText = System.getProperty(LANES_PROPERTY, "").trim();
            Integer lanes = null;
            if (!lanesText.isEmpty()) {
                if (!List.of("4", "8", "16").contains(lanesText)) {
                    throw new IllegalArgumentException(LANES_PROPERTY + " must be 4, 8 or 16, was '" + lanesText + "'");
                }
                lanes = Integer.valueOf(lanesText);
            }
            if (!ENGINE_NAMES.contains(name)) {
                throw new IllegalArgumentException(ENGINE_PROPERTY + " must be one of " + ENGINE_NAMES + ", was '"
                        + name + "'");
            }
            String warmup = System.getProperty(WARMUP_PROPERTY, "true").trim().toLowerCase(Locale.ROOT);
            if (!warmup.equals("true") && !warmup.equals("false")) {
                throw new IllegalArgumentException(WARMUP_PROPERTY + " must be true or false, was '" + warmup + "'");
            }
            return new Choice(name, lanes, warmup.equals("true"));
        }
    }

    // ---- the probes, each run once ----

    /** Why the vector engine cannot run here, or null if it can. */
    public static String vectorUnavailableReason() {
        return VectorProbe.REASON;
    }

    /** The lane counts (of 32-bit words) the vector engine supports on this CPU, ascending; empty if it cannot run. */
    public static List<Integer> vectorLaneCounts() {
        return VectorProbe.LANE_COUNTS;
    }

    /** Null if the Vector API module is readable, else why not and how to fix it. */
    static String vectorModuleUnreadableReason() {
        return vectorModuleReadable() ? null : NO_VECTOR_MODULE;
    }

    /** The cheap first check, without touching the Vector API: is its module in the boot layer? */
    private static boolean vectorModuleReadable() {
        return ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
    }

    /**
     * The vector support, checked to run {@code lanes} lanes here.
     *
     * @throws UnsupportedOperationException if it cannot, saying why
     */
    static VectorSupport vectorSupport(int lanes) {
        if (VectorProbe.REASON != null) {
            throw new UnsupportedOperationException("vector engine unavailable: " + VectorProbe.REASON);
        }
        if (!VectorProbe.LANE_COUNTS.contains(lanes)) {
            throw new UnsupportedOperationException("vector engine: " + lanes
                    + " lanes not supported here; this CPU supports " + VectorProbe.LANE_COUNTS);
        }
        return VectorProbe.SUPPORT;
    }

    /** {@code lanes} if set, else the lane count of the preferred species; throws if the lanes cannot run. */
    static int lanesOrPreferred(Integer lanes) {
        if (lanes != null) {
            return lanes;
        }
        if (VectorProbe.REASON != null) {
            throw new UnsupportedOperationException("vector engine unavailable: " + VectorProbe.REASON);
        }
        return VectorProbe.SUPPORT.preferredLanes();
    }

    /** Whether the Vector API can run here; holds no Vector API type itself. */
    private static final class VectorProbe {
        static final String REASON;
        static final List<Integer> LANE_COUNTS;
        static final VectorSupport SUPPORT;

        static {
            String reason = null;
            List<Integer> lanes = List.of();
            VectorSupport support = null;
            if (!vectorModuleReadable()) {
                reason = NO_VECTOR_MODULE;
            } else if (!hasC2()) {
                reason = "the JVM runs without its optimizing compiler (C2), where vector code is slow";
            } else {
                try {
                    support = (VectorSupport) Class.forName(VECTOR_FACTORY).getDeclaredConstructor().newInstance();
                    lanes = support.laneCounts();
                    if (lanes.isEmpty()) {
                        reason = "the preferred vector species is narrower than 128 bits";
                    }
                } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                    reason = "the Vector API failed to load: " + e;
                }
            }
            REASON = reason;
            LANE_COUNTS = reason == null ? lanes : List.of();
            SUPPORT = support;
        }

        /** Whether the JVM compiles with C2; true where that cannot be told (nothing known against it). */
        private static boolean hasC2() {
            String tiered = hotSpotOption("TieredCompilation");
            String stop = hotSpotOption("TieredStopAtLevel");
            if (tiered == null || stop == null) {
                return true;
            }
            return !Boolean.parseBoolean(tiered) || Integer.parseInt(stop) >= 4;
        }
    }

    /** Implemented by the vector engine factory, loaded by name: what the lanes can do on this CPU. */
    public interface VectorSupport {
        /** Supported lane counts, ascending (subset of 4, 8, 16). */
        List<Integer> laneCounts();

        /** The lane count of the preferred species. */
        int preferredLanes();

        /** A new, not yet self-tested, vector engine for {@code family} on vectors of {@code ints} 32-bit lanes. */
        Engine engine(EngineFamily family, int ints);
    }

    /** HotSpot's intrinsic flags as read, by name: each asked once. */
    private static final ConcurrentHashMap<String, Optional<Boolean>> INTRINSICS = new ConcurrentHashMap<>();

    /**
     * Whether HotSpot's intrinsic {@code flag} (e.g. {@code UseSHA1Intrinsics}) is on; empty if that
     * cannot be known here (see {@link #hotSpotOption}). Those are diagnostic flags, hidden unless
     * unlocked; the product flag {@code UseSHA} is on exactly when the CPU has SHA instructions
     * HotSpot uses, so it answers then. Asked once per flag.
     */
    static Optional<Boolean> intrinsic(String flag) {
        return INTRINSICS.computeIfAbsent(flag, f -> {
            String value = hotSpotOption(f);
            if (value == null) {
                value = hotSpotOption("UseSHA");
            }
            return Optional.ofNullable(value == null ? null : Boolean.valueOf(value));
        });
    }

    /**
     * The value of HotSpot's VM option {@code name}, or null if it cannot be read here: not
     * HotSpot, no {@code jdk.management} module (a jlink'd runtime, {@code --limit-modules
     * java.base}), or a diagnostic option that is not unlocked. The one place the library asks.
     */
    static String hotSpotOption(String name) {
        if (ModuleLayer.boot().findModule("jdk.management").isEmpty()) {
            return null;
        }
        try {
            com.sun.management.HotSpotDiagnosticMXBean hs =
                    ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
            return hs == null ? null : hs.getVMOption(name).getValue();
        } catch (RuntimeException | LinkageError e) {
            return null; // not HotSpot, no management module, or no such (visible) option
        }
    }

    /** Whether the CPU has SHA instructions, read cheaply from /proc/cpuinfo, once. */
    private static final class ShaInstructions {
        /** x86's sha_ni flag; null where /proc/cpuinfo does not say. */
        static final Boolean SHA_NI = probe();
        /** The intrinsic flags of the algorithms SHA-NI computes (the others' intrinsics use plain instructions). */
        static final List<String> COVERED_FLAGS = List.of("UseSHA1Intrinsics", "UseSHA256Intrinsics");

        private static Boolean probe() {
            try {
                for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                    if (line.startsWith("flags")) { // x86: "sha_ni"
                        return line.contains(" sha_ni");
                    }
                }
            } catch (java.io.IOException | RuntimeException e) {
                // not Linux: ask the JVM
            }
            return null;
        }
    }

    // ---- the self-test ----

    /** Returns {@code engine} if it passes {@code family}'s self-test, else throws saying how it failed. */
    static Engine checked(EngineFamily family, Engine engine) {
        String failure = SelfTest.failure(family, engine);
        if (failure != null) {
            String what = "engine " + engine.description() + " (" + family.function().jdkName() + ")";
            LOG.log(Level.WARNING, "hashlanes: " + what + " failed its self-test and will not be used: " + failure);
            throw new IllegalStateException(what + " failed its self-test: " + failure);
        }
        return engine;
    }

    // ---- the decisions ----

    /**
     * Whether the single stream of {@code family} is the JDK's {@code MessageDigest} rather than
     * the scalar engine, for every single-stream use (see {@link EngineFamily#singleOnJdk()}, which
     * asks this once): where HotSpot's intrinsic flag can be read, as it says; where it cannot (no
     * {@code jdk.management} module, as in a jlink image, or not HotSpot), the JDK's for SHA-1 and
     * SHA-256 on a CPU with SHA instructions, else by timing the two once, as the warm-up times them
     * ({@link AutoEngine#scalarOverJdk}), the JDK's unless the scalar engine is plainly and lastingly
     * faster. False for a detecting family (the JDK does not detect).
     */
    static boolean singleOnJdk(EngineFamily family) {
        if (family.detects()) {
            return false;
        }
        Optional<Boolean> on = intrinsic(family.intrinsicFlag());
        if (on.isPresent()) {
            return on.get();
        }
        String cannot = "hashlanes: cannot read HotSpot's " + family.intrinsicFlag() + " here (no jdk.management module,"
                + " or not HotSpot), so the single-stream engine for " + family.function().jdkName();
        if (ShaInstructions.COVERED_FLAGS.contains(family.intrinsicFlag()) && Boolean.TRUE.equals(ShaInstructions.SHA_NI)) {
            // Timing cannot be trusted to see this: the intrinsic arrives with C2, which a starting JVM may keep busy.
            LOG.log(Level.INFO, cannot + " follows the CPU's SHA instructions (sha_ni in /proc/cpuinfo), which HotSpot's"
                    + " MessageDigest uses for it: the JDK's MessageDigest");
            return true;
        }
        String why = cannot + " was chosen by timing";
        double ratio = AutoEngine.scalarOverJdk(family.jdk(), family.scalar(), family.function(), SINGLE_TIMING_NANOS);
        boolean onJdk = !(ratio * CostModel.LANE_MARGIN < 1); // NaN (not settled): the JDK's
        LOG.log(Level.INFO, Double.isNaN(ratio)
                ? String.format("%s, which did not settle in %d ms: the JDK's MessageDigest", why, SINGLE_TIMING_NANOS / 1_000_000)
                : String.format("%s: the scalar engine took %.2fx MessageDigest's time per block: %s", why, ratio,
                        onJdk ? "the JDK's MessageDigest" : "the scalar engine"));
        return onJdk;
    }

    /**
     * Whether a stream ({@code Sha1}, a stream of {@code Sha1Streams}, ...) should run on the JDK's
     * {@code MessageDigest} rather than the scalar block function: as {@code hashlanes.engine}
     * forces ({@code jdk} or {@code scalar}), else as the family decided once
     * ({@link EngineFamily#singleOnJdk()}).
     *
     * @throws IllegalArgumentException if the property names no engine
     */
    public static boolean streamOnJdk(EngineFamily family) {
        switch (choice().engine) {
            case "jdk": return true;
            case "scalar": return false;
            default: return family.singleOnJdk();
        }
    }

    /**
     * The choice made from the system properties for {@code family}'s batches: an engine, or the
     * error to throw on each call. The one place that knows which engine it built: the default's
     * warm-up is kept as such.
     */
    static final class Decision {
        final Engine engine;
        /** The engine again when it is the warming-up default, else null. */
        final AutoEngine auto;
        final Supplier<RuntimeException> error;

        private Decision(Engine engine, AutoEngine auto, Supplier<RuntimeException> error) {
            this.engine = engine;
            this.auto = auto;
            this.error = error;
        }

        private Decision(Engine engine) {
            this(engine, null, null);
        }
    }

    /** Decides {@code family}'s batch engine (asked once per family: {@link EngineFamily#batchDefault()}). */
    static Decision choose(EngineFamily family) {
        Choice choice;
        try {
            choice = choice();
        } catch (IllegalArgumentException e) {
            return new Decision(null, null, () -> new IllegalArgumentException(e.getMessage()));
        }
        try {
            switch (choice.engine) {
                case "scalar": return new Decision(family.scalar());
                case "jdk": // a detecting family has no JDK engine: its scalar one
                    return new Decision(family.detects() ? family.scalar() : family.jdk());
                case "vector": return new Decision(vectorAtWidth(family, choice.lanes));
                default:
                    return auto(family, choice);
            }
        } catch (RuntimeException e) {
            return new Decision(null, null, () -> new UnsupportedOperationException(e.getMessage(), e));
        }
    }

    /**
     * The default engine under {@code auto}: an {@link AutoEngine} that warms {@code family}'s lanes
     * up in the background, or, said at INFO, the family's single stream for good where the warm-up
     * is off or the Vector API module is not readable. Only that cheap check runs on the caller's
     * thread; loading the Vector API, building and self-testing the kernel, and timing it happen on
     * the warm-up thread.
     */
    private static Decision auto(EngineFamily family, Choice choice) {
        String reason = choice.warmup ? vectorModuleUnreadableReason() : WARMUP_PROPERTY + "=false";
        if (reason != null) {
            LOG.log(Level.INFO, "hashlanes: using the " + family.single().description() + " engine for "
                    + family.function().jdkName() + " because " + reason + (choice.warmup ? " for the vector lanes" : ""));
            return new Decision(family.single());
        }
        AutoEngine auto = new AutoEngine(family, () -> vectorAtWidth(family, choice.lanes));
        return new Decision(auto, auto, null);
    }

    /** The vector engine at the width the {@code hashlanes.lanes} property names (in 32-bit lanes), or the preferred one. */
    private static Engine vectorAtWidth(EngineFamily family, Integer intLanes) {
        return family.vectorAtWidth(lanesOrPreferred(intLanes));
    }

    /**
     * A caller's policy for a cold start: which single stream serves its batches until it has
     * hashed enough to start the lanes (the CLI: runs of a command mostly end before a warm-up
     * would pay), and where that single stream pays at all. The caller counts its bytes; whether
     * the single stream is worth keeping is decided here, from the same probes as everything else.
     */
    public enum ColdStart {
        /**
         * The JDK's {@code MessageDigest}, only on a CPU with SHA instructions (SHA-NI covers SHA-1
         * and SHA-256), where the lanes gain least on it; without them the batch engine takes every batch.
         */
        SHA_INSTRUCTIONS,
        /**
         * The JDK's {@code MessageDigest} on every CPU: for algorithms no CPU here has an
         * instruction for (MD5, SHA-512), whose JDK digest is fast from the first compiled byte
         * where HotSpot has an intrinsic for it (x86-64: MD5 since JDK 16, SHA-512 with AVX2).
         */
        JDK,
        /** The scalar detecting engine (SHA-1DC: the JDK does not detect, so there is no other single stream). */
        SCALAR;

        /**
         * Whether {@code family}'s single stream is worth keeping before the lanes start: SHA
         * instructions as /proc/cpuinfo lists them (elsewhere, as aarch64 lists "Features", the
         * family's own choice of single stream), else always.
         */
        public boolean singlePays(EngineFamily family) {
            if (this != SHA_INSTRUCTIONS) {
                return true;
            }
            return ShaInstructions.SHA_NI != null ? ShaInstructions.SHA_NI : family.singleOnJdk();
        }
    }
}
