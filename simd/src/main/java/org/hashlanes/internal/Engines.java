package org.hashlanes.internal;

import java.lang.System.Logger.Level;
import java.lang.management.ManagementFactory;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.util.List;
import java.util.Locale;
import org.hashlanes.HashlanesProvider;

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
 * (default: the widest the CPU runs natively); {@value #WARMUP_PROPERTY} = {@code true} (default)
 * or {@code false}: with {@code auto}, {@code false} starts no background warm-up and stays on the
 * single-stream engine for good.
 */
public final class Engines {
    public static final String ENGINE_PROPERTY = "hashlanes.engine";
    public static final String LANES_PROPERTY = "hashlanes.lanes";
    public static final String WARMUP_PROPERTY = "hashlanes.warmup";
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

    /** Null if the Vector API module is readable, else why not and how to fix it. */
    static String vectorModuleUnreadableReason() {
        return vectorModuleReadable() ? null : NO_VECTOR_MODULE;
    }

    // SHA-1's engines, the family every Sha1* class uses (see EngineFamily for other algorithms).

    /** The portable SHA-1 engine. */
    public static Engine scalar() {
        return EngineFamily.SHA1.scalar();
    }

    /** The JDK's SHA-1 {@code MessageDigest}, one message at a time. */
    public static Engine jdk() {
        return EngineFamily.SHA1.jdk();
    }

    /** True if HotSpot's SHA-1 intrinsic is on, so that {@link #jdk()} runs on SHA hardware. */
    public static boolean sha1Intrinsic() {
        return EngineFamily.SHA1.intrinsic();
    }

    /** The best SHA-1 engine for one message at a time: the JDK where its intrinsic is on, else scalar. */
    public static Engine single() {
        return EngineFamily.SHA1.single();
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
     * The SHA-1 vector engine at {@code lanes} lanes, built and self-tested.
     *
     * @throws UnsupportedOperationException if it cannot run here, saying why
     */
    public static Engine vector(int lanes) {
        return EngineFamily.SHA1.vector(lanes);
    }

    /** Every SHA-1 engine that can run here, each vector lane count separately: for tests and benchmarks. */
    public static List<Engine> all() {
        return EngineFamily.SHA1.all();
    }

    /**
     * SHA-1 engines that plan every call on fixed cost models, for tests and fuzzing (the default
     * engine plans on the model its warm-up measured, so which plans a test meets would depend on
     * the machine): one where the lanes win and a lone long message goes to the single stream
     * (figures of the kind measured on AMD Zen 5 with SHA-NI), one where the lanes lose and every
     * message goes to the single stream. Empty where the lanes cannot run.
     */
    public static List<Engine> plannedForTests() {
        return plannedForTests(EngineFamily.SHA1);
    }

    /** {@link #plannedForTests()} for {@code family}'s engines. */
    public static List<Engine> plannedForTests(EngineFamily family) {
        List<Integer> counts = family.laneCounts();
        if (counts.isEmpty()) {
            return List.of();
        }
        Engine lanes = family.vector(counts.get(counts.size() - 1));
        int[] w = {lanes.lanes()}; // the one width the engine runs: the model may plan no other
        double[] lanesWin = new double[w.length];
        double[] lanesLose = new double[w.length];
        for (int k = 0; k < w.length; k++) {
            lanesWin[k] = 100 + 4 * w[k];      // 116, 132, 164 ns per step at 4, 8, 16 lanes
            lanesLose[k] = 40 * w[k];          // 40 ns per lane-block against 20 for the single stream
        }
        Engine single = family.single();
        Engine scalar = family.scalar();
        return List.of(
                new PlannedEngine(new CostModel(w, lanesWin, 30, 29, 40, 100), lanes, single, scalar, family.function()),
                new PlannedEngine(new CostModel(w, lanesLose, 30, 20, 40, 100), lanes, single, scalar, family.function()));
    }

    /**
     * The SHA-1 engine for batches, chosen once from the system properties and the machine.
     *
     * @throws IllegalArgumentException if a property names something that does not exist
     * @throws UnsupportedOperationException if a forced engine cannot run here
     */
    public static Engine batchDefault() {
        return EngineFamily.SHA1.batchDefault();
    }

    /** The SHA-1 engine for {@code Sha1Streams}: see {@link EngineFamily#midstateDefault()}. */
    public static Engine midstateDefault() {
        return EngineFamily.SHA1.midstateDefault();
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

    /** Returns the SHA-1 {@code engine} if it passes the self-test, else throws saying how it failed. */
    static Engine checked(Engine engine) {
        return checked(EngineFamily.SHA1, engine);
    }

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

    /**
     * {@code candidate} if it passes the self-test, else {@code fallback}, with a WARNING naming
     * both; used wherever an engine is chosen rather than forced.
     */
    static Engine checkedOr(Engine candidate, Engine fallback) {
        try {
            return checked(candidate);
        } catch (IllegalStateException e) {
            LOG.log(Level.WARNING, "hashlanes: falling back to " + fallback.description());
            return fallback;
        }
    }

    /**
     * Whether HotSpot's intrinsic {@code flag} (e.g. {@code UseSHA1Intrinsics}) is on, or null if
     * that cannot be known here (see {@link #hotSpotOption}). Those are diagnostic flags, hidden
     * unless unlocked; the product flag {@code UseSHA} is on exactly when the CPU has SHA
     * instructions HotSpot uses, so it answers then.
     */
    static Boolean hotSpotFlag(String flag) {
        String value = hotSpotOption(flag);
        if (value == null) {
            value = hotSpotOption("UseSHA");
        }
        return value == null ? null : Boolean.valueOf(value);
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

    /** Whether a {@link org.hashlanes.HashlanesProvider} was ever made here (so may be installed). */
    private static volatile boolean providerMade;

    /** Called by {@link org.hashlanes.HashlanesProvider}'s constructor: see {@link #jdkDigestOrNull}. */
    public static void providerMade() {
        providerMade = true;
    }

    /**
     * A new {@code MessageDigest} for {@code algorithm} from the most preferred provider other than
     * {@link org.hashlanes.HashlanesProvider}, or null if no other provider has it: the one place
     * the library gets the JVM's own digest. hashlanes' digests are built on it, so a Hashlanes
     * provider asked first would otherwise answer for itself without end. Until one is made, the
     * JDK's usual lookup (which loads providers one by one, as far as the first that has the
     * algorithm); after, a walk of every provider (which loads them all, once).
     */
    public static MessageDigest jdkDigestOrNull(String algorithm) {
        if (!providerMade) {
            try {
                MessageDigest md = MessageDigest.getInstance(algorithm);
                // A Hashlanes listed in java.security is made by this very lookup: its digest, then
                // made past it, is not the JVM's own.
                if (!md.getProvider().getName().equals(HashlanesProvider.NAME)) {
                    return md;
                }
            } catch (NoSuchAlgorithmException e) {
                return null;
            }
        }
        for (Provider p : Security.getProviders()) {
            if (!p.getName().equals(HashlanesProvider.NAME) && p.getService("MessageDigest", algorithm) != null) {
                try {
                    return MessageDigest.getInstance(algorithm, p);
                } catch (NoSuchAlgorithmException e) {
                    // listed but not made: try the next provider
                }
            }
        }
        return null;
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

        /** A new, not yet self-tested, vector engine for {@code family} at {@code lanes} lanes. */
        Engine engine(EngineFamily family, int lanes);
    }

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
     * Reads {@value #ENGINE_PROPERTY}, {@value #LANES_PROPERTY} and {@value #WARMUP_PROPERTY}.
     *
     * @throws IllegalArgumentException if one names something that does not exist
     */
    static Choice choice() {
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
