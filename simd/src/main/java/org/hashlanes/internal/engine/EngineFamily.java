package org.hashlanes.internal.engine;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.hashlanes.internal.plan.AutoEngine;
import org.hashlanes.internal.plan.CostModel;
import org.hashlanes.internal.plan.PlannedEngine;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.ScalarMd5;
import org.hashlanes.scalar.ScalarSha1;
import org.hashlanes.scalar.ScalarSha1Dc;
import org.hashlanes.scalar.ScalarSha256;
import org.hashlanes.scalar.ScalarSha512;

/**
 * The engines of one hash algorithm: scalar, JDK, vector lanes at each width, and the default
 * chosen from the system properties ({@link EngineSelection}). An algorithm supplies only what differs
 * (its {@link BlockFunction}, the resource name of its lane-kernel template, its HotSpot
 * intrinsic flag and its published known answers); scheduling, padding, self-test, warm-up and
 * choice are the same code for every algorithm.
 *
 * <p>Engines are built on first use and shared; one that fails its self-test is never handed
 * out (see {@link EngineSelection#checked}).
 */
public final class EngineFamily {
    /** The three FIPS 180 example messages every algorithm's known answers are for (MD5's too). */
    static final List<String> KNOWN_MESSAGES = List.of(
            "", "abc", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq");

    /** SHA-1's answers (FIPS 180 example digests); SHA-1DC's too, as nothing is detected in them. */
    private static final List<String> SHA1_ANSWERS = List.of(
            "da39a3ee5e6b4b0d3255bfef95601890afd80709",
            "a9993e364706816aba3e25717850c26c9cd0d89d",
            "84983e441c3bd26ebaae4aa1f95129e5e54670f1");

    /** SHA-1. */
    public static final EngineFamily SHA1 = new EngineFamily(ScalarSha1.FUNCTION, "LaneKernelTemplate",
            "UseSHA1Intrinsics", SHA1_ANSWERS);

    /**
     * SHA-1 with collision detection (SHA-1DC): engines that {@linkplain Engine#detects()
     * detect}, and fill a sink's flags. The JDK has no detection, so this family has no
     * JDK engine: its single stream is the scalar engine, and {@code hashlanes.engine=jdk} gives it.
     */
    public static final EngineFamily SHA1DC = new EngineFamily(ScalarSha1Dc.FUNCTION, "Sha1DcLaneKernelTemplate",
            "UseSHA1Intrinsics", SHA1_ANSWERS);

    /** SHA-256 (FIPS 180-4 example digests). */
    public static final EngineFamily SHA256 = new EngineFamily(ScalarSha256.FUNCTION, "Sha256LaneKernelTemplate",
            "UseSHA256Intrinsics", List.of(
                    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
                    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));

    /**
     * MD5 (RFC 1321 digests of the same three messages; the first two are in its A.5 test suite).
     * HotSpot's MD5 intrinsic is general-purpose code, not hardware, but it is what
     * {@code MessageDigest} runs on when the flag is on.
     */
    public static final EngineFamily MD5 = new EngineFamily(ScalarMd5.FUNCTION, "Md5LaneKernelTemplate",
            "UseMD5Intrinsics", List.of(
                    "d41d8cd98f00b204e9800998ecf8427e",
                    "900150983cd24fb0d6963f7d28e17f72",
                    "8215ef0796a20bcaaae116d3876c664a"), 2);

    /** SHA-512 (FIPS 180-4 example digests; the third from the JDK): 64-bit lanes. */
    public static final EngineFamily SHA512 = new EngineFamily(ScalarSha512.FUNCTION, "Sha512LaneKernelTemplate",
            "UseSHA512Intrinsics", List.of(
                    "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                            + "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
                    "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                            + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
                    "204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c335"
                            + "96fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445"));

    /** SHA-384: SHA-512's kernel and intrinsic from its own initial value, 48-byte digests. */
    public static final EngineFamily SHA384 = new EngineFamily(ScalarSha512.SHA384, "Sha512LaneKernelTemplate",
            "UseSHA512Intrinsics", List.of(
                    "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b",
                    "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7",
                    "3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b"));

    private final BlockFunction function;
    private final String laneKernelTemplate;
    private final String intrinsicFlag;
    private final List<String> knownAnswers;

    /** Whether the JDK's digest runs on SHA hardware; empty when that cannot be known here. */
    private final Lazy<Optional<Boolean>> intrinsic;
    private final Lazy<Boolean> singleOnJdk;
    private final int sets;
    private final Lazy<Engine> single;
    private final Lazy<Engine> scalar;
    private final Lazy<Engine> jdk;
    private final Lazy<EngineSelection.Decision> selection;

    /**
     * @param function the block function, also the scalar engine's
     * @param laneKernelTemplate simple name of the class in {@code org.hashlanes.internal.vector}
     *     whose bytes {@code LaneKernels} defines once per species
     * @param intrinsicFlag the HotSpot flag that says {@code MessageDigest} runs on SHA hardware
     * @param knownAnswers hex digests of {@link #KNOWN_MESSAGES}, from the algorithm's standard
     */
    public EngineFamily(BlockFunction function, String laneKernelTemplate, String intrinsicFlag,
            List<String> knownAnswers) {
        this(function, laneKernelTemplate, intrinsicFlag, knownAnswers, 1);
    }

    /**
     * The same, for a kernel that interleaves {@code sets} lane sets in each vector
     * ({@link #lanesAt}).
     */
    public EngineFamily(BlockFunction function, String laneKernelTemplate, String intrinsicFlag,
            List<String> knownAnswers, int sets) {
        if (sets < 1) {
            throw new IllegalArgumentException("sets must be at least 1: " + sets);
        }
        this.sets = sets;
        this.function = Objects.requireNonNull(function, "function");
        this.laneKernelTemplate = Objects.requireNonNull(laneKernelTemplate, "laneKernelTemplate");
        this.intrinsicFlag = Objects.requireNonNull(intrinsicFlag, "intrinsicFlag");
        if (knownAnswers.size() != KNOWN_MESSAGES.size()) {
            throw new IllegalArgumentException("knownAnswers must hold " + KNOWN_MESSAGES.size() + " digests");
        }
        this.knownAnswers = List.copyOf(knownAnswers);
        this.intrinsic = new Lazy<>(() -> EngineSelection.intrinsic(intrinsicFlag));
        this.singleOnJdk = new Lazy<>(() -> EngineSelection.singleOnJdk(this));
        this.single = new Lazy<>(() -> singleOnJdk() ? jdk() : scalar());
        this.scalar = new Lazy<>(() -> EngineSelection.checked(this, new ScalarEngine(function)));
        this.jdk = new Lazy<>(() -> EngineSelection.checked(this, new JdkEngine(function, intrinsic())));
        this.selection = new Lazy<>(() -> EngineSelection.choose(this));
    }

    /** The block function. */
    public BlockFunction function() {
        return function;
    }

    /** Whether its engines detect collision attacks (SHA-1DC): then they fill a sink's flags and it has no JDK engine. */
    public boolean detects() {
        return function.detects();
    }

    /**
     * Bits in one lane of its kernels: one message word, 32, or 64 for SHA-512 and SHA-384 (every
     * algorithm here has 16 words to a block). A vector holds 128, 256 or 512 bits, so these
     * kernels run half as many lanes as 32-bit ones.
     */
    public int laneBits() {
        return function.blockBytes() / 2;
    }

    /**
     * Lanes of its kernel on vectors of {@code ints} 32-bit lanes: as many words as fit, times the
     * lane sets the kernel interleaves (MD5 runs two at every width, as isa-l's md5_mb x4x2, x8x2
     * and x16x2: its rounds are one serial chain a set, which one set alone leaves mostly idle).
     */
    public int lanesAt(int ints) {
        return ints * 32 / laneBits() * sets;
    }

    /**
     * The lane counts its vector engines can run here, ascending, each once ({@link #lanesAt} of
     * {@link EngineSelection#vectorLaneCounts()}); empty if none. Where two widths give the same
     * count (MD5: 256 bits in two sets, 512 in one), {@link #vector} runs the wider.
     */
    public List<Integer> laneCounts() {
        TreeSet<Integer> counts = new TreeSet<>();
        for (int ints : EngineSelection.vectorLaneCounts()) {
            counts.add(lanesAt(ints));
        }
        return List.copyOf(counts);
    }

    /** Simple name of the lane-kernel template class, for the vector package. */
    public String laneKernelTemplate() {
        return laneKernelTemplate;
    }

    /** The HotSpot flag that says {@code MessageDigest} runs on SHA hardware. */
    String intrinsicFlag() {
        return intrinsicFlag;
    }

    /** Hex digests of {@link #KNOWN_MESSAGES}. */
    List<String> knownAnswers() {
        return knownAnswers;
    }

    /** The portable engine. */
    public Engine scalar() {
        return scalar.get();
    }

    /**
     * The JDK's {@code MessageDigest}, one message at a time.
     *
     * @throws UnsupportedOperationException for a detecting family: the JDK does not detect
     */
    public Engine jdk() {
        if (detects()) {
            throw new UnsupportedOperationException("the JDK has no " + function);
        }
        return jdk.get();
    }

    /** True if HotSpot's intrinsic for this algorithm is known to be on, so that {@link #jdk()} runs on SHA hardware. */
    public boolean intrinsic() {
        return intrinsic.get().orElse(false);
    }

    /** The best engine for one message at a time: the JDK's if {@link #singleOnJdk()}, else scalar. */
    public Engine single() {
        return single.get();
    }

    /**
     * Whether the single stream of this algorithm is the JDK's {@code MessageDigest} rather than
     * the scalar engine, decided once per JVM ({@link EngineSelection#singleOnJdk}) for every
     * single-stream use ({@code Sha1}, {@code Sha256}, the streams, the batch engine's single
     * stream): where HotSpot's intrinsic flag can be read, as it says; where it cannot, by timing
     * the two once; the JDK's where that does not settle. Never scalar on a guess: on a SHA-NI
     * machine it is 3x slower, elsewhere at most 1.5x faster. False for a detecting family.
     */
    public boolean singleOnJdk() {
        return singleOnJdk.get();
    }

    /**
     * The vector engine at {@code lanes} lanes, built and self-tested.
     *
     * @throws UnsupportedOperationException if it cannot run here, saying why
     */
    public Engine vector(int lanes) {
        if (EngineSelection.vectorUnavailableReason() == null && !laneCounts().contains(lanes)) {
            throw new UnsupportedOperationException("vector engine: " + lanes + " lanes of " + function.jdkName()
                    + " not supported here; this CPU supports " + laneCounts());
        }
        int ints = lanes * laneBits() / 32; // where the vectors cannot run, for vectorSupport's reason
        for (int width : EngineSelection.vectorLaneCounts()) {
            if (lanesAt(width) == lanes) {
                ints = width; // ascending: the widest that runs this many lanes
            }
        }
        return vectorAtWidth(ints);
    }

    /**
     * The vector engine on vectors of {@code ints} 32-bit lanes ({@link #lanesAt} lanes), built
     * and self-tested: what {@code hashlanes.lanes} names.
     *
     * @throws UnsupportedOperationException if it cannot run here, saying why
     */
    public Engine vectorAtWidth(int ints) {
        return EngineSelection.checked(this, EngineSelection.vectorSupport(ints).engine(this, ints));
    }

    /** Every engine that can run here, each vector lane count separately: for tests and benchmarks. */
    public List<Engine> all() {
        List<Engine> all = new ArrayList<>(detects() ? List.of(scalar()) : List.of(scalar(), jdk()));
        for (int lanes : laneCounts()) {
            all.add(vector(lanes));
        }
        return Collections.unmodifiableList(all);
    }

    /**
     * Engines that plan every call on fixed cost models, for tests and fuzzing (the default
     * engine plans on the model its warm-up measured, so which plans a test meets would depend on
     * the machine): one where the lanes win and a lone long message goes to the single stream
     * (figures of the kind measured on AMD Zen 5 with SHA-NI), one where the lanes win on long
     * messages only, so that messages under 12 blocks go to the single stream as they are read
     * ({@link CostModel#minLaneBlocks}), and one where the lanes lose and every message goes to the
     * single stream. Empty where the lanes cannot run.
     */
    public List<Engine> plannedForTests() {
        EngineFamily family = this;
        List<Integer> counts = family.laneCounts();
        if (counts.isEmpty()) {
            return List.of();
        }
        Engine lanes = family.vector(counts.get(counts.size() - 1));
        int[] w = {lanes.lanes()}; // the one width the engine runs: the model may plan no other
        double[] lanesWin = new double[w.length];
        double[] lanesLose = new double[w.length];
        for (int k = 0; k < w.length; k++) {
            lanesWin[k] = 4 + 10 * w[k];       // 44, 84, 164 ns per step at 4, 8, 16 lanes: above the 1.5x edge at each
            lanesLose[k] = 40 * w[k];          // 40 ns per lane-block against 20 for the single stream
        }
        Engine single = family.single();
        Engine scalar = family.scalar();
        return List.of(
                new PlannedEngine(new CostModel(w, lanesWin, 30, 29, 40, 100), lanes, single, scalar, family.function()),
                new PlannedEngine(new CostModel(w, lanesWin, 200, 29, 10, 100), lanes, single, scalar, family.function()),
                new PlannedEngine(new CostModel(w, lanesLose, 30, 20, 40, 100), lanes, single, scalar, family.function()));
    }

    /**
     * The engine for batches, chosen once from the system properties and the machine.
     *
     * @throws IllegalArgumentException if a property names something that does not exist
     * @throws UnsupportedOperationException if a forced engine cannot run here
     */
    public Engine batchDefault() {
        EngineSelection.Decision s = selection.get();
        if (s.error != null) {
            throw s.error.get();
        }
        return s.engine;
    }

    /**
     * The lanes' edge over the single stream per block, every lane busy, in the cost model the
     * default engine measured ({@link CostModel#lanesEdge()}); NaN while it warms up, or where it
     * uses no lanes (none here, forced off, or an edge under the model's {@link CostModel#minLanesEdge()}).
     */
    public double lanesEdge() {
        CostModel m = batchDefault().costModel();
        return m == null ? Double.NaN : m.lanesEdge();
    }

    /**
     * {@link #batchDefault()} once its background warm-up has chosen, or once {@code timeout} has
     * passed (then it may still be {@linkplain Engine#warmingUp() warming up}); at once when
     * nothing is warming up. A zero or negative timeout does not wait.
     *
     * @throws NullPointerException if {@code timeout} is null
     * @throws InterruptedException if the calling thread is interrupted while waiting
     * @throws IllegalArgumentException if a property names something that does not exist
     * @throws UnsupportedOperationException if a forced engine cannot run here
     */
    public Engine awaitChoice(Duration timeout) throws InterruptedException {
        Objects.requireNonNull(timeout, "timeout");
        Engine engine = batchDefault();
        AutoEngine auto = selection.get().auto;
        if (auto != null) {
            long nanos;
            try {
                nanos = timeout.toNanos();
            } catch (ArithmeticException tooLong) {
                nanos = timeout.isNegative() ? 0 : Long.MAX_VALUE;
            }
            auto.awaitChoice(nanos);
        }
        return engine;
    }

    /**
     * The engine for streams, which continue from midstates: the batch default where it can
     * ({@code vector}, {@code scalar}, or {@code auto}, which uses the lanes once they are warm),
     * else the scalar engine (the {@code jdk} engine has no midstates).
     */
    public Engine midstateDefault() {
        Engine engine = batchDefault();
        return engine.continuesMidstates() ? engine : scalar();
    }

    @Override
    public String toString() {
        return function.jdkName() + " engines";
    }

    /** A value computed on first use; a computation that throws is retried on the next use. */
    private static final class Lazy<T> {
        private final Supplier<T> supplier;
        private volatile T value;

        Lazy(Supplier<T> supplier) {
            this.supplier = supplier;
        }

        T get() {
            T v = value;
            if (v == null) {
                synchronized (this) {
                    v = value;
                    if (v == null) {
                        v = supplier.get();
                        value = v;
                    }
                }
            }
            return v;
        }
    }
}
