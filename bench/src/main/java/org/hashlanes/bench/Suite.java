package org.hashlanes.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Properties;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the suite in one or more JMH phases and writes one JMH JSON file, plus a
 * {@code .meta.properties} file beside it (date, command, machine, what each engine name meant),
 * which {@link Report} reads. Run by {@code bench/run}; the JVM running this must have
 * {@code --add-modules jdk.incubator.vector}, so that it sees the vector engines the forks will.
 *
 * <pre>
 * Suite --mode full|quick|scalar --out FILE.json [--command TEXT] [--include REGEX] [--engines a,b,...]
 * </pre>
 * Modes: {@code full} (10 to 12 minutes on 2 cores), {@code quick} (a smoke run of about a
 * minute: every engine checked against MessageDigest, figures too short to quote), {@code scalar}
 * (the single-stream comparison of ScalarVsJdk and ScalarVsJdkNoIntrinsic).
 */
public final class Suite {
    private static final String PKG = "^org\\.hashlanes\\.bench\\.";
    /** The engines {@code single} runs with: batching has nothing to work on there. */
    private static final List<String> SINGLE_ENGINES = List.of("batch", "scalar", "md", "bc");
    /** Engines for the real-data mixes: the default engine (what a user gets) and the baseline. */
    private static final List<String> MIX_ENGINES = List.of("batch", "md");
    /** Engines for the streams1k workload: Sha1Streams against the batch API and MessageDigest on the same bytes. */
    private static final List<String> STREAM_ENGINES = List.of("batch", "streams", "submit", "md");
    /** Engines for {@link StreamsFiles}: Sha1Streams.update against one MessageDigest per file. */
    private static final List<String> FILE_ENGINES = List.of("streams", "md");

    private Suite() {}

    public static void main(String[] args) throws RunnerException, IOException {
        String mode = null;
        String out = null;
        String command = null;
        String include = null;
        List<String> engines = Hashers.available();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (i + 1 >= args.length) {
                usage("missing value after " + a);
            }
            String v = args[++i];
            switch (a) {
                case "--mode": mode = v; break;
                case "--out": out = v; break;
                case "--command": command = v; break;
                case "--include": include = v; break;
                case "--engines": engines = chosen(v); break;
                default: usage("unknown option " + a);
            }
        }
        if (mode == null || out == null) {
            usage("--mode and --out are required");
        }
        if (EngineSelection.vectorUnavailableReason() != null) {
            System.out.println("NOTICE: no vector engine in this run: " + EngineSelection.vectorUnavailableReason());
        }
        System.out.println("engines: " + engines);

        List<ChainedOptionsBuilder> phases = new ArrayList<>();
        switch (mode) {
            case "full":
                if (include != null) {
                    phases.add(opts(include, engines).warmupIterations(2).warmupTime(s(1))
                            .measurementIterations(3).measurementTime(s(1)));
                    break;
                }
                // The vector kernels need 3 s or so of warm-up before C2 has compiled them (the JDK,
                // scalar and BouncyCastle code well under 1 s; batch waits for its own warm-up in setup).
                String workloads = PKG + "(OneThread|TwoThreads)\\.(tiny|chunks|equal4k|large|gitObjects)$";
                List<String> streamEngines = only(engines, STREAM_ENGINES);
                List<String> fileEngines = only(engines, FILE_ENGINES);
                engines.removeAll(List.of("streams", "submit")); // only on their own workloads, below
                List<String> vectors = new ArrayList<>(engines);
                vectors.removeIf(e -> !e.startsWith("vector"));
                List<String> others = new ArrayList<>(engines);
                others.removeAll(vectors);
                if (!others.isEmpty()) {
                    phases.add(opts(workloads, others)
                            .warmupIterations(2).warmupTime(s(1)).measurementIterations(3).measurementTime(s(1)));
                }
                if (!vectors.isEmpty()) {
                    phases.add(opts(workloads, vectors)
                            .warmupIterations(5).warmupTime(s(1)).measurementIterations(3).measurementTime(s(1)));
                }
                // Real data (issue 10): the default engine against MessageDigest, batch by batch.
                phases.add(opts(PKG + "Mixes\\.(gitmix|skewed)$", only(engines, MIX_ENGINES))
                        .warmupIterations(3).warmupTime(s(1)).measurementIterations(3).measurementTime(s(1)));
                phases.add(opts(PKG + "(OneThread|TwoThreads)\\.single$", only(engines, SINGLE_ENGINES))
                        .warmupIterations(1).warmupTime(s(2)).measurementIterations(3).measurementTime(s(2)));
                if (!streamEngines.isEmpty()) {
                    phases.add(opts(PKG + "OneThread\\.streams1k$", streamEngines)
                            .warmupIterations(2).warmupTime(s(2)).measurementIterations(3).measurementTime(s(2)));
                }
                if (!fileEngines.isEmpty()) {
                    phases.add(opts(PKG + "StreamsFiles\\.files$", fileEngines).param("algorithm", "SHA-1")
                            .warmupIterations(3).warmupTime(s(2)).measurementIterations(3).measurementTime(s(2)));
                }
                break;
            case "quick":
                System.setProperty(Hashers.SETTLE_PROPERTY, "false"); // as in the forks, for the description
                if (include != null) {
                    phases.add(quick(opts(include, engines)));
                    break;
                }
                // A smoke test: every kind of engine once (the widest vector only), no waiting for batch.
                List<String> smoke = new ArrayList<>(engines);
                smoke.removeIf(e -> e.startsWith("vector") || e.equals("streams") || e.equals("submit"));
                engines.stream().filter(e -> e.startsWith("vector")).findFirst().ifPresent(v -> smoke.add(1, v));
                phases.add(quick(opts(PKG + "OneThread\\.(tiny|chunks|equal4k|large|gitObjects)$", smoke)));
                phases.add(quick(opts(PKG + "TwoThreads\\.equal4k$", smoke)));
                phases.add(quick(opts(PKG + "OneThread\\.single$", only(engines, List.of("batch", "md")))));
                break;
            case "scalar":
                // Settings come from the annotations: 1 fork, 3 x 1 s warm-up, 5 x 1 s measured.
                phases.add(new OptionsBuilder().include(include != null ? include : PKG + "ScalarVsJdk(NoIntrinsic)?\\.")
                        .shouldFailOnError(true));
                break;
            default:
                usage("unknown mode " + mode);
        }

        Path outFile = Paths.get(out);
        Path meta = Paths.get(out.replaceFirst("\\.json$", "") + ".meta.properties");
        writeMeta(meta, mode, command, engines);
        Collection<RunResult> results = new ArrayList<>();
        for (ChainedOptionsBuilder phase : phases) {
            results.addAll(new Runner(phase.build()).run());
        }
        if (outFile.getParent() != null) {
            Files.createDirectories(outFile.getParent());
        }
        ResultFormatFactory.getInstance(ResultFormatType.JSON, outFile.toString()).writeOut(results);
        appendMeta(meta, "loadavg.end", Machine.loadAverage());
        System.out.println("wrote " + outFile + " and " + meta);
    }

    private static ChainedOptionsBuilder opts(String include, List<String> engines) {
        return new OptionsBuilder().include(include).param("engine", engines.toArray(new String[0]))
                .forks(1).shouldFailOnError(true);
    }

    private static ChainedOptionsBuilder quick(ChainedOptionsBuilder o) {
        return o.jvmArgsAppend("--add-modules", "jdk.incubator.vector", "-D" + Hashers.SETTLE_PROPERTY + "=false")
                .warmupIterations(1).warmupTime(TimeValue.milliseconds(200))
                .measurementIterations(1).measurementTime(TimeValue.milliseconds(300));
    }

    private static TimeValue s(int seconds) {
        return TimeValue.seconds(seconds);
    }

    private static List<String> only(List<String> engines, List<String> wanted) {
        List<String> out = new ArrayList<>(engines);
        out.retainAll(wanted);
        return out.isEmpty() ? engines : out;
    }

    /** The engines named, in order; those unavailable here are dropped with a notice. */
    private static List<String> chosen(String list) {
        List<String> out = new ArrayList<>();
        for (String name : list.split(",")) {
            name = name.trim();
            String reason = Hashers.unavailableReason(name);
            if (reason == null) {
                out.add(name);
            } else {
                System.out.println("NOTICE: skipping engine " + name + ": " + reason);
            }
        }
        if (out.isEmpty()) {
            usage("no engine of '" + list + "' is available here; available: " + Hashers.available());
        }
        return out;
    }

    private static void writeMeta(Path file, String mode, String command, List<String> engines) throws IOException {
        Properties p = new Properties();
        p.setProperty("mode", mode);
        p.setProperty("date", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        p.setProperty("command", command != null ? command : "bench/run" + ("full".equals(mode) ? "" : " --" + mode));
        p.setProperty("java.home", System.getProperty("java.home"));
        p.setProperty("java.runtime.version", System.getProperty("java.runtime.version"));
        p.setProperty("java.vm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version")
                + " (" + System.getProperty("java.vm.vendor") + ")");
        p.setProperty("cpu.model", Machine.cpuModel());
        p.setProperty("cpu.cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
        p.setProperty("cpu.flags", String.join(" ", Machine.shaFlags()));
        p.setProperty("sha1.intrinsic", Boolean.toString(EngineFamily.SHA1.intrinsic()));
        p.setProperty("vector.lanes", EngineSelection.vectorLaneCounts().toString());
        String reason = EngineSelection.vectorUnavailableReason();
        p.setProperty("vector.unavailable", reason == null ? "" : reason);
        p.setProperty("engines", String.join(",", engines));
        p.setProperty("loadavg.start", Machine.loadAverage());
        for (String name : Hashers.ALL) {
            p.setProperty("engine." + name, Hashers.describe(name));
        }
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        try (OutputStream os = Files.newOutputStream(file)) {
            p.store(os, "hashlanes bench run: read by org.hashlanes.bench.Report");
        }
    }

    private static void appendMeta(Path file, String key, String value) throws IOException {
        Properties p = new Properties();
        try (java.io.InputStream in = Files.newInputStream(file)) {
            p.load(in);
        }
        p.setProperty(key, value);
        try (OutputStream os = Files.newOutputStream(file)) {
            p.store(os, "hashlanes bench run: read by org.hashlanes.bench.Report");
        }
    }

    private static void usage(String problem) {
        System.err.println("Suite: " + problem);
        System.err.println("usage: Suite --mode full|quick|scalar --out FILE.json [--command TEXT]"
                + " [--include REGEX] [--engines a,b,...]");
        System.exit(2);
    }
}
