package org.hashlanes.internal;

import java.lang.System.Logger.Level;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * Names the engines and chooses one, once per JVM.
 *
 * <p>{@code scalar} and {@code jdk} always exist. The {@code vector} engine exists only when
 * the {@code jdk.incubator.vector} module is readable, the JVM has its optimizing compiler, and
 * the preferred vector species is at least 128 bits; its classes are loaded by name after those
 * checks (as Lucene's {@code VectorizationProvider} does), so that nothing here touches the
 * Vector API on a JVM that cannot run it. Every engine passes {@link SelfTest} before use; one
 * that fails is logged at WARNING and never used.
 *
 * <p>System properties: {@value #ENGINE_PROPERTY} = {@code auto} (default), {@code vector},
 * {@code jdk} or {@code scalar}; {@value #LANES_PROPERTY} = {@code 4}, {@code 8} or {@code 16}
 * (default: the widest the CPU runs natively).
 */
public final class Engines {
    public static final String ENGINE_PROPERTY = "hashlanes.engine";
    public static final String LANES_PROPERTY = "hashlanes.lanes";
    static final List<String> ENGINE_NAMES = List.of("auto", "vector", "jdk", "scalar");
    static final System.Logger LOG = System.getLogger("org.hashlanes");
    private static final String VECTOR_FACTORY = "org.hashlanes.internal.vector.VectorEngineFactory";

    private static final String NO_VECTOR_MODULE = "module jdk.incubator.vector is not readable; start the JVM with "
            + "--add-modules jdk.incubator.vector";

    private Engines() {}

    /** The cheap first check, without touching the Vector API: is its module in the boot layer? */
    private static boolean vectorModuleReadable() {
        return ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
    }

    /** The portable engine. */
    public static BatchEngine scalar() {
        return Lazy.SCALAR;
    }

    /** The JDK's {@code MessageDigest}, one message at a time. */
    public static BatchEngine jdk() {
        return Lazy.JDK;
    }

    /** True if HotSpot's SHA-1 intrinsic is on, so that {@link #jdk()} runs on SHA hardware. */
    public static boolean sha1Intrinsic() {
        return Lazy.SHA1_INTRINSIC;
    }

    /** The best engine for one message at a time: the JDK where its intrinsic is on, else scalar. */
    public static BatchEngine single() {
        return sha1Intrinsic() ? jdk() : scalar();
    }

    /** Why the vector engine cannot run here, or null if it can. */
    public static String vectorUnavailableReason() {
        return VectorProbe.REASON;
    }

    /** The lane counts the vector engine supports on this CPU, ascending; empty if it cannot run. */
    public static List<Integer> vectorLaneCounts() {
        return VectorProbe.LANE_COUNTS;
    }

    /**
     * The vector engine at {@code lanes} lanes, built and self-tested.
     *
     * @throws UnsupportedOperationException if it cannot run here, saying why
     */
    public static BatchEngine vector(int lanes) {
        if (VectorProbe.REASON != null) {
            throw new UnsupportedOperationException("vector engine unavailable: " + VectorProbe.REASON);
        }
        if (!VectorProbe.LANE_COUNTS.contains(lanes)) {
            throw new UnsupportedOperationException("vector engine: " + lanes
                    + " lanes not supported here; this CPU supports " + VectorProbe.LANE_COUNTS);
        }
        return checked(VectorProbe.FACTORY.apply(lanes));
    }

    /** Every engine that can run here, each vector lane count separately: for tests and benchmarks. */
    public static List<BatchEngine> all() {
        List<BatchEngine> all = new ArrayList<>(List.of(scalar(), jdk()));
        for (int lanes : vectorLaneCounts()) {
            all.add(vector(lanes));
        }
        return Collections.unmodifiableList(all);
    }

    /**
     * The engine for batches, chosen once from the system properties and the machine.
     *
     * @throws IllegalArgumentException if a property names something that does not exist
     * @throws UnsupportedOperationException if a forced engine cannot run here
     */
    public static BatchEngine batchDefault() {
        Selection s = Selection.INSTANCE;
        if (s.error != null) {
            throw s.error.get();
        }
        return s.engine;
    }

    /**
     * The engine for {@code Sha1Streams}, which continues from midstates: the batch default
     * where it can ({@code vector}, {@code scalar}, or {@code auto}, which uses the lanes once
     * they are warm), else the scalar engine (the {@code jdk} engine has no midstates).
     */
    public static MidstateEngine midstateDefault() {
        BatchEngine engine = batchDefault();
        return engine instanceof MidstateEngine ? (MidstateEngine) engine : (MidstateEngine) scalar();
    }

    /** Returns {@code engine} if it passes the self-test, else throws saying how it failed. */
    static BatchEngine checked(BatchEngine engine) {
        String failure = SelfTest.failure(engine);
        if (failure != null) {
            LOG.log(Level.WARNING, "hashlanes: engine " + engine.description()
                    + " failed its self-test and will not be used: " + failure);
            throw new IllegalStateException("engine " + engine.description() + " failed its self-test: " + failure);
        }
        return engine;
    }

    /**
     * {@code candidate} if it passes the self-test, else {@code fallback}, with a WARNING naming
     * both; used wherever an engine is chosen rather than forced.
     */
    static BatchEngine checkedOr(BatchEngine candidate, BatchEngine fallback) {
        try {
            return checked(candidate);
        } catch (IllegalStateException e) {
            LOG.log(Level.WARNING, "hashlanes: falling back to " + fallback.description());
            return fallback;
        }
    }

    private static final class Lazy {
        static final BatchEngine SCALAR = checked(new ScalarEngine());
        static final boolean SHA1_INTRINSIC = readSha1Intrinsic();
        static final BatchEngine JDK = checked(new JdkEngine(SHA1_INTRINSIC));

        private static boolean readSha1Intrinsic() {
            try {
                com.sun.management.HotSpotDiagnosticMXBean hs =
                        ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
                if (hs == null) {
                    return false;
                }
                try {
                    return Boolean.parseBoolean(hs.getVMOption("UseSHA1Intrinsics").getValue());
                } catch (IllegalArgumentException diagnosticFlag) {
                    // UseSHA1Intrinsics is a diagnostic flag, hidden unless unlocked; the product
                    // flag UseSHA is on exactly when the CPU has SHA instructions HotSpot uses.
                    return Boolean.parseBoolean(hs.getVMOption("UseSHA").getValue());
                }
            } catch (RuntimeException | LinkageError e) {
                return false; // not HotSpot, or no management module: assume no intrinsic
            }
        }
    }

    /** Whether the Vector API can run here; holds no Vector API type itself. */
    private static final class VectorProbe {
        static final String REASON;
        static final List<Integer> LANE_COUNTS;
        static final IntFunction<BatchEngine> FACTORY;

        static {
            String reason = null;
            List<Integer> lanes = List.of();
            IntFunction<BatchEngine> factory = null;
            if (!vectorModuleReadable()) {
                reason = NO_VECTOR_MODULE;
            } else if (!hasC2()) {
                reason = "the JVM runs without its optimizing compiler (C2), where vector code is slow";
            } else {
                try {
                    @SuppressWarnings("unchecked")
                    IntFunction<BatchEngine> f = (IntFunction<BatchEngine>) Class.forName(VECTOR_FACTORY)
                            .getDeclaredConstructor().newInstance();
                    factory = f;
                    lanes = ((VectorLaneCounts) f).laneCounts();
                    if (lanes.isEmpty()) {
                        reason = "the preferred vector species is narrower than 128 bits";
                    }
                } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                    reason = "the Vector API failed to load: " + e;
                }
            }
            REASON = reason;
            LANE_COUNTS = reason == null ? lanes : List.of();
            FACTORY = factory;
        }

        private static boolean hasC2() {
            try {
                com.sun.management.HotSpotDiagnosticMXBean hs =
                        ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
                if (hs == null) {
                    return true;
                }
                boolean tiered = Boolean.parseBoolean(hs.getVMOption("TieredCompilation").getValue());
                int stop = Integer.parseInt(hs.getVMOption("TieredStopAtLevel").getValue());
                return !tiered || stop >= 4;
            } catch (RuntimeException | LinkageError e) {
                return true; // not HotSpot: nothing known against it
            }
        }
    }

    /** Implemented by the vector engine factory: which lane counts this CPU runs natively. */
    public interface VectorLaneCounts {
        /** Supported lane counts, ascending (subset of 4, 8, 16). */
        List<Integer> laneCounts();
        /** The lane count of the preferred species. */
        int preferredLanes();
    }

    /** The choice made from the system properties: an engine, or the error to throw on each call. */
    private static final class Selection {
        static final Selection INSTANCE = choose();
        final BatchEngine engine;
        final java.util.function.Supplier<RuntimeException> error;

        private Selection(BatchEngine engine, java.util.function.Supplier<RuntimeException> error) {
            this.engine = engine;
            this.error = error;
        }

        private static Selection choose() {
            String name = System.getProperty(ENGINE_PROPERTY, "auto").trim().toLowerCase(Locale.ROOT);
            String lanesText = System.getProperty(LANES_PROPERTY, "").trim();
            Integer lanes = null;
            if (!lanesText.isEmpty()) {
                if (!List.of("4", "8", "16").contains(lanesText)) {
                    return failure(() -> new IllegalArgumentException(LANES_PROPERTY + " must be 4, 8 or 16, was '"
                            + lanesText + "'"));
                }
                lanes = Integer.valueOf(lanesText);
            }
            try {
                switch (name) {
                    case "scalar": return new Selection(scalar(), null);
                    case "jdk": return new Selection(jdk(), null);
                    case "vector": return new Selection(vector(lanes != null ? lanes : preferredLanes()), null);
                    case "auto": return new Selection(auto(lanes), null);
                    default:
                        return failure(() -> new IllegalArgumentException(ENGINE_PROPERTY + " must be one of "
                                + ENGINE_NAMES + ", was '" + name + "'"));
                }
            } catch (RuntimeException e) {
                return failure(() -> new UnsupportedOperationException(e.getMessage(), e));
            }
        }

        private static Selection failure(java.util.function.Supplier<RuntimeException> error) {
            return new Selection(null, error);
        }

        private static int preferredLanes() {
            if (VectorProbe.REASON != null) {
                throw new UnsupportedOperationException("vector engine unavailable: " + VectorProbe.REASON);
            }
            return ((VectorLaneCounts) VectorProbe.FACTORY).preferredLanes();
        }

        private static BatchEngine auto(Integer lanes) {
            BatchEngine single = single();
            // Only the cheap check runs on the caller's thread; loading the Vector API, building
            // and self-testing the kernel, and timing it happen on AutoEngine's warm-up thread.
            if (!vectorModuleReadable()) {
                LOG.log(Level.INFO, "hashlanes: using the " + single.description() + " engine because "
                        + NO_VECTOR_MODULE + " for the vector lanes");
                return single;
            }
            return new AutoEngine(single, () -> {
                if (VectorProbe.REASON != null) {
                    throw new UnsupportedOperationException(VectorProbe.REASON);
                }
                return vector(lanes != null ? lanes : preferredLanes());
            });
        }
    }
}
