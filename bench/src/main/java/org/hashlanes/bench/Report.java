package org.hashlanes.bench;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.DefaultCategoryDataset;

/**
 * Turns the JMH JSON written by {@link Suite} into Markdown tables and a PNG chart.
 *
 * <pre>
 * Report suite --md bench/RESULTS.md --chart src/site/bench-chart.png [--smoke] RUN.json...
 * Report scalar --md bench/SCALAR.md RUN.json...
 * </pre>
 * Each JSON file is one run on one JDK (with its {@code .meta.properties} beside it); the
 * Markdown has a section per file, newest JDK first, and the chart shows the newest JDK's run.
 * Figures are medians over the measured iterations; ratios divide by {@code md}
 * ({@code MessageDigest}) measured in the same run with the same number of threads.
 */
public final class Report {
    static final List<String> WORKLOADS = List.of("gitmix-1", "gitmix-2", "gitmix-7", "gitmix-16", "gitmix-64",
            "gitmix-256", "gitmix-1000", "gitmix-5000", "skewed-huge1", "skewed-random7",
            "tiny", "chunks", "equal4k", "large", "single", "git-objects", "streams1k", "files1", "files16",
            "files256");
    private static final String FILES_TEXT = "files of 64 KiB-4 MiB read in pieces of 1 B-64 KiB into ONE reused "
            + "buffer, fed round-robin to N open streams, a new file opening as one ends (`StreamsFiles`; `md` = one "
            + "MessageDigest per file)";
    private static final Map<String, String> WORKLOAD_TEXT = withMixes(Map.of(
            "tiny", "65,536 messages of 64 B (small records, git tree entries)",
            "chunks", "content-defined chunks of a 32 MiB stream, 2-64 KiB, mean about 8 KiB (a dedup pipeline)",
            "equal4k", "4,096 messages of 4 KiB (the lane-ideal case)",
            "large", "16 messages of 4 MiB (few long messages)",
            "single", "one message of 256 MiB (nothing to batch)",
            "git-objects", "this repository's tracked files as git blobs (`blob <size>\\0` + content)",
            "streams1k", "1,024 messages of 1 MiB; `streams` (update) and `submit` (zero copy) feed them to Sha1Streams "
                    + "in 64 KiB pieces, round-robin",
            "files1", FILES_TEXT.replace("N", "1"),
            "files16", FILES_TEXT.replace("N", "16"),
            "files256", FILES_TEXT.replace("N", "256")));

    /** The texts of the {@link Mixes} workloads added to {@code base}. */
    private static Map<String, String> withMixes(Map<String, String> base) {
        Map<String, String> all = new java.util.HashMap<>(base);
        for (String w : WORKLOADS) {
            if (w.startsWith("gitmix-")) {
                all.put(w, "about 5,000 messages of OpenJDK's source-file sizes (bench/gitmix-sizes.py), in batches of "
                        + w.substring("gitmix-".length()));
            }
        }
        all.put("skewed-huge1", "one 4 MiB message among 999 of 4 KiB, one batch");
        all.put("skewed-random7", "16 batches of 7 messages of random sizes from 1 B to 1 MiB");
        return Map.copyOf(all);
    }
    private static final Map<String, Color> COLORS = Map.of(
            "batch", new Color(0x08306b), "vector16", new Color(0x2171b5), "vector8", new Color(0x6baed6),
            "vector4", new Color(0xc6dbef), "scalar", new Color(0xfd8d3c), "jdk", new Color(0xbdbdbd),
            "md", new Color(0x525252), "bc", new Color(0x8c510a), "streams", new Color(0x31a354),
            "submit", new Color(0xa1d99b));

    private Report() {}

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        if (args.length == 0) {
            usage("no command");
        }
        Path md = null;
        Path chart = null;
        boolean smoke = false;
        List<Run> runs = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--md": md = Paths.get(args[++i]); break;
                case "--chart": chart = Paths.get(args[++i]); break;
                case "--smoke": smoke = true; break;
                default: runs.add(Run.load(Paths.get(args[i])));
            }
        }
        if (md == null || runs.isEmpty()) {
            usage("--md and at least one JSON file are required");
        }
        runs.sort(Comparator.comparingInt((Run r) -> r.jdkMajor).reversed());
        switch (args[0]) {
            case "suite":
                write(md, suiteMarkdown(runs, smoke, chart));
                if (chart != null) {
                    drawChart(runs.get(0), smoke, chart);
                    System.out.println("wrote " + chart);
                }
                break;
            case "scalar":
                write(md, scalarMarkdown(runs));
                break;
            default:
                usage("unknown command " + args[0]);
        }
        System.out.println("wrote " + md);
    }

    // ---------------------------------------------------------------- the suite

    static String suiteMarkdown(List<Run> runs, boolean smoke, Path chart) {
        StringBuilder sb = new StringBuilder();
        sb.append("# hashlanes benchmark results\n\n");
        if (smoke) {
            sb.append("> **SMOKE RUN** (`bench/run --quick`): one short iteration per benchmark, to check that the\n"
                    + "> pipeline works. These figures are not measurements; do not quote them (the vector engines are not\n"
                    + "> even compiled by C2 in so short a warm-up). `bench/run` makes the real ones.\n\n");
        }
        sb.append("Generated by `bench/run` (JMH ").append(runs.get(0).jmhVersion).append(") from ");
        for (int i = 0; i < runs.size(); i++) {
            sb.append(i > 0 ? ", " : "").append('`').append(runs.get(i).file.getFileName()).append('`');
        }
        sb.append(" in `bench/results/`.");
        if (chart != null) {
            sb.append(" Chart: `src/site/").append(chart.getFileName()).append("` (").append(runs.get(0).jdkLabel())
                    .append(" run).");
        }
        sb.append("\n\n");
        sb.append("How to read: one JMH operation hashes a whole workload. **MB/s** is 10^6 message bytes per second "
                + "and **msg/s** messages per second (JMH secondary metrics `bytes` and `messages`), each the **median** "
                + "over the measured iterations. **x md** is an engine's MB/s divided by `md`'s (`java.security.MessageDigest`) "
                + "from the same run with the same number of threads: the only kind of performance claim we make. "
                + "With 2 threads, both threads hash the whole workload at once and the figures are their sum. "
                + "† marks a result whose fastest measured iteration was more than 1.5x its slowest "
                + "(a noisy machine, or code still being compiled): treat it with suspicion.\n\n");
        sb.append("Not measured: Guava's `Hashing.sha1()` and commons-codec's `DigestUtils.sha1` both hash through "
                + "`MessageDigest` \"SHA-1\", so `md` is their speed (plus a small per-call wrapper cost); measuring "
                + "them would add noise, not information.\n\n");
        sb.append("For context only (native code, not measured by this suite): OpenSSL SHA-1 with SHA-NI runs at about "
                + "1.7 GB/s per core on this kind of machine, Intel isa-l_crypto's multi-buffer AVX-512 SHA-1 at about "
                + "8-9 GB/s per core on 4-64 KiB messages.\n\n");
        for (Run run : runs) {
            run.appendSuite(sb);
        }
        return sb.toString();
    }

    static void drawChart(Run run, boolean smoke, Path file) throws IOException {
        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(new CategoryAxis("workload"));
        for (int threads : run.threadCounts()) {
            DefaultCategoryDataset data = new DefaultCategoryDataset();
            List<String> engines = run.engines();
            for (String engine : engines) {
                for (String w : WORKLOADS) {
                    Score s = run.score(w, threads, engine);
                    // Every (engine, workload) cell exists so that bars line up; missing ones are empty.
                    data.addValue(s == null ? null : s.bytesPerSecond / 1e6, engine, w);
                }
            }
            BarRenderer renderer = new BarRenderer();
            renderer.setBarPainter(new StandardBarPainter());
            renderer.setShadowVisible(false);
            renderer.setItemMargin(0.02);
            for (int i = 0; i < engines.size(); i++) {
                renderer.setSeriesPaint(i, COLORS.getOrDefault(engines.get(i), Color.GRAY));
            }
            NumberAxis axis = new NumberAxis("MB/s, " + threads + (threads == 1 ? " thread" : " threads"));
            CategoryPlot sub = new CategoryPlot(data, null, axis, renderer);
            sub.setBackgroundPaint(Color.WHITE);
            sub.setRangeGridlinePaint(new Color(0xcccccc));
            sub.setRangeGridlineStroke(new BasicStroke(1f));
            plot.add(sub, 1);
        }
        plot.setGap(12);
        // Every sub-plot has the same series; the combined plot would list each of them twice.
        if (!plot.getSubplots().isEmpty()) {
            plot.setFixedLegendItems(((CategoryPlot) plot.getSubplots().get(0)).getLegendItems());
        }
        String title = "hashlanes: SHA-1 throughput by workload (median MB/s, MB = 10^6 bytes; higher is better)";
        JFreeChart chart = new JFreeChart(title, new Font("SansSerif", Font.BOLD, 18), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        chart.getLegend().setPosition(RectangleEdge.BOTTOM);
        chart.addSubtitle(new TextTitle(run.jdkLabel() + " | " + run.meta.getProperty("cpu.model", "?") + ", "
                + run.meta.getProperty("cpu.cores", "?") + " cores | " + run.meta.getProperty("date", "")
                + (smoke ? " | SMOKE RUN, not a measurement" : "") + " | bench/run, JMH"));
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        ChartUtils.saveChartAsPNG(file.toFile(), chart, 1400, 900);
    }

    // ---------------------------------------------------------------- the scalar comparison

    private static final List<String[]> SCALAR_ROWS = List.of(
            new String[] {"ScalarVsJdk.scalar", "hashlanes ScalarSha1"},
            new String[] {"ScalarVsJdk.bc", "BouncyCastle SHA1Digest"},
            new String[] {"ScalarVsJdkNoIntrinsic.md", "MessageDigest, -XX:-UseSHA1Intrinsics"},
            new String[] {"ScalarVsJdk.md", "MessageDigest, intrinsic as the JVM chose"});

    static String scalarMarkdown(List<Run> runs) {
        StringBuilder sb = new StringBuilder();
        sb.append("# The scalar engine against BouncyCastle and the JDK\n\n");
        sb.append("Single-stream SHA-1 of one message at a time, each hasher reused (`ScalarVsJdk`, "
                + "`ScalarVsJdkNoIntrinsic` in `bench/`). The JDK without its intrinsic runs in a fork of its own "
                + "with `-XX:+UnlockDiagnosticVMOptions -XX:-UseSHA1Intrinsics` (its setup fails unless the flag "
                + "really is off). MB/s = 10^6 bytes per second, the **median** over the measured iterations "
                + "(min-max beside it); **scalar x** = the scalar engine's median divided by that row's.\n\n");
        sb.append("Regenerate with `flock /tmp/hashlanes-bench.lock bench/run --scalar` (and again with "
                + "`JAVA_HOME=<another JDK>`); each JDK's latest run is kept in `bench/results/scalar-jdk<N>.json`.\n\n");
        for (Run run : runs) {
            sb.append("## ").append(run.jdkLabel()).append("\n\n");
            run.appendMachine(sb);
            sb.append('\n');
            List<String> sizes = new ArrayList<>();
            for (Score s : run.scores) {
                String size = s.params.get("size");
                if (size != null && !sizes.contains(size)) {
                    sizes.add(size);
                }
            }
            sizes.sort(Comparator.comparingLong(Long::parseLong));
            sb.append("| message | engine | MB/s (median) | min-max | scalar x |\n|---|---|---:|---:|---:|\n");
            List<String> verdicts = new ArrayList<>();
            for (String size : sizes) {
                long bytes = Long.parseLong(size);
                Score scalar = run.find("ScalarVsJdk.scalar", size);
                for (String[] row : SCALAR_ROWS) {
                    Score s = run.find(row[0], size);
                    if (s == null) {
                        continue;
                    }
                    double mbs = s.opsMedian * bytes / 1e6;
                    String ratio = scalar == null ? "-" : String.format(Locale.ROOT, "%.2f", scalar.opsMedian / s.opsMedian);
                    sb.append("| ").append(sizeText(bytes)).append(" | ").append(row[1]).append(" | ")
                            .append(fmt(mbs)).append(" | ").append(fmt(s.opsMin * bytes / 1e6)).append('-')
                            .append(fmt(s.opsMax * bytes / 1e6)).append(" | ").append(ratio).append(" |\n");
                    if (scalar != null && s != scalar && !row[0].equals("ScalarVsJdk.md")) {
                        double r = scalar.opsMedian / s.opsMedian;
                        // Overlapping iteration ranges: a difference this run cannot tell from noise.
                        boolean overlap = scalar.opsMin <= s.opsMax && s.opsMin <= scalar.opsMax;
                        String diff = String.format(Locale.ROOT, "%.1f%% %s", Math.abs(r - 1) * 100, r >= 1 ? "ahead" : "behind");
                        verdicts.add(sizeText(bytes) + ": scalar " + (overlap
                                ? "is level with " + row[1] + " (" + diff + ", within the iterations' spread)"
                                : (r >= 1 ? "beats " : "LOSES to ") + row[1] + " (" + diff + ")"));
                    }
                }
            }
            sb.append('\n');
            for (String v : verdicts) {
                sb.append("- ").append(v).append('\n');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- data

    /** One benchmark result: medians of ops/s, bytes/s and messages/s. */
    static final class Score {
        String benchmark; // e.g. OneThread.tiny
        String workload;
        int threads;
        String engine;
        Map<String, String> params = new TreeMap<>();
        double opsMedian;
        double opsMin;
        double opsMax;
        double bytesPerSecond;
        double messagesPerSecond;
    }

    /** One JSON file, its meta data, and the scores in it. */
    static final class Run {
        Path file;
        Properties meta = new Properties();
        List<Score> scores = new ArrayList<>();
        int jdkMajor;
        String jdkVersion = "?";
        String vm = "?";
        String jmhVersion = "?";
        JsonObject first;

        static Run load(Path file) throws IOException {
            Run run = new Run();
            run.file = file;
            Path meta = Paths.get(file.toString().replaceFirst("\\.json$", "") + ".meta.properties");
            if (Files.exists(meta)) {
                try (Reader r = Files.newBufferedReader(meta, StandardCharsets.UTF_8)) {
                    run.meta.load(r);
                }
            }
            JsonArray all;
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                all = JsonParser.parseReader(r).getAsJsonArray();
            }
            for (JsonElement e : all) {
                JsonObject o = e.getAsJsonObject();
                if (run.first == null) {
                    run.first = o;
                    run.jdkVersion = o.get("jdkVersion").getAsString();
                    run.vm = o.get("vmName").getAsString() + " " + o.get("vmVersion").getAsString();
                    run.jmhVersion = o.has("jmhVersion") ? o.get("jmhVersion").getAsString() : "?";
                }
                Score s = new Score();
                String name = o.get("benchmark").getAsString();
                String[] parts = name.split("\\.");
                s.benchmark = parts[parts.length - 2] + "." + parts[parts.length - 1];
                String method = parts[parts.length - 1];
                s.workload = method.equals("gitObjects") ? "git-objects" : method;
                s.threads = o.get("threads").getAsInt();
                if (o.has("params")) {
                    for (Map.Entry<String, JsonElement> p : o.getAsJsonObject("params").entrySet()) {
                        s.params.put(p.getKey(), p.getValue().getAsString());
                    }
                }
                // Mixes: one workload per batch size or shape.
                if (s.params.containsKey("batch")) {
                    s.workload += "-" + s.params.get("batch");
                } else if (s.params.containsKey("shape")) {
                    s.workload += "-" + s.params.get("shape");
                }
                s.engine = s.params.get("engine");
                if (method.equals("files")) {
                    s.workload = "files" + s.params.get("open");
                }
                JsonObject primary = o.getAsJsonObject("primaryMetric");
                s.opsMedian = median(primary);
                s.opsMin = percentile(primary, "0.0");
                s.opsMax = percentile(primary, "100.0");
                JsonObject secondary = o.has("secondaryMetrics") ? o.getAsJsonObject("secondaryMetrics") : new JsonObject();
                if (secondary.has("bytes")) {
                    s.bytesPerSecond = median(secondary.getAsJsonObject("bytes"));
                    s.messagesPerSecond = median(secondary.getAsJsonObject("messages"));
                }
                run.scores.add(s);
            }
            String v = run.jdkVersion.startsWith("1.") ? run.jdkVersion.substring(2) : run.jdkVersion;
            run.jdkMajor = Integer.parseInt(v.split("[.+\\-]")[0]);
            return run;
        }

        String jdkLabel() {
            return "JDK " + jdkVersion + " (" + vm + ")";
        }

        List<Integer> threadCounts() {
            List<Integer> out = new ArrayList<>();
            for (Score s : scores) {
                if (s.engine != null && !out.contains(s.threads)) {
                    out.add(s.threads);
                }
            }
            out.sort(null);
            return out;
        }

        /** Engines present, in the suite's order. */
        List<String> engines() {
            List<String> out = new ArrayList<>();
            for (String e : Hashers.ALL) {
                for (Score s : scores) {
                    if (e.equals(s.engine)) {
                        out.add(e);
                        break;
                    }
                }
            }
            return out;
        }

        Score score(String workload, int threads, String engine) {
            for (Score s : scores) {
                if (s.workload.equals(workload) && s.threads == threads && engine.equals(s.engine)) {
                    return s;
                }
            }
            return null;
        }

        Score find(String benchmark, String size) {
            for (Score s : scores) {
                if (s.benchmark.equals(benchmark) && size.equals(s.params.get("size"))) {
                    return s;
                }
            }
            return null;
        }

        void appendMachine(StringBuilder sb) {
            sb.append("- Command: `").append(meta.getProperty("command", "?")).append("`");
            if (meta.containsKey("java.home")) {
                sb.append(" (JDK at `").append(meta.getProperty("java.home")).append("`)");
            }
            sb.append("\n- Date: ").append(meta.getProperty("date", "?")).append('\n');
            sb.append("- JDK: ").append(jdkVersion).append(", ").append(vm).append("; JMH ").append(jmhVersion)
                    .append("; fork JVM options: `").append(jvmArgs()).append("`\n");
            sb.append("- JMH settings: ").append(settings()).append('\n');
            sb.append("- CPU: ").append(meta.getProperty("cpu.model", "?")).append(", ")
                    .append(meta.getProperty("cpu.cores", "?")).append(" logical cores; SHA-relevant flags: ")
                    .append(meta.getProperty("cpu.flags", "?").isEmpty() ? "none" : meta.getProperty("cpu.flags", "?"))
                    .append('\n');
            if (meta.containsKey("loadavg.start")) {
                sb.append("- Load average (1/5/15 min) at start: ").append(meta.getProperty("loadavg.start"))
                        .append(", at end: ").append(meta.getProperty("loadavg.end", "?"))
                        .append(" (more than the core count means other work shared the machine)\n");
            }
            sb.append("- HotSpot SHA-1 intrinsic (default flags): ").append(meta.getProperty("sha1.intrinsic", "?"))
                    .append("; vector engine lane counts: ").append(meta.getProperty("vector.lanes", "?"));
            String why = meta.getProperty("vector.unavailable", "");
            if (!why.isEmpty()) {
                sb.append(" (unavailable: ").append(why).append(')');
            }
            sb.append('\n');
        }

        private String jvmArgs() {
            List<String> distinct = new ArrayList<>();
            for (JsonElement e : allEntries()) {
                String a = String.join(" ", toStrings(e.getAsJsonObject().getAsJsonArray("jvmArgs")));
                if (!distinct.contains(a)) {
                    distinct.add(a);
                }
            }
            return String.join("` / `", distinct);
        }

        private String settings() {
            Map<String, List<String>> bySetting = new LinkedHashMap<>();
            for (JsonElement e : allEntries()) {
                JsonObject o = e.getAsJsonObject();
                String setting = o.get("forks").getAsInt() + " fork, warm-up " + o.get("warmupIterations").getAsInt()
                        + " x " + o.get("warmupTime").getAsString() + ", measured " + o.get("measurementIterations").getAsInt()
                        + " x " + o.get("measurementTime").getAsString();
                String[] parts = o.get("benchmark").getAsString().split("\\.");
                String method = parts[parts.length - 1];
                List<String> methods = bySetting.computeIfAbsent(setting, k -> new ArrayList<>());
                if (!methods.contains(method)) {
                    methods.add(method);
                }
            }
            List<String> out = new ArrayList<>();
            for (Map.Entry<String, List<String>> e : bySetting.entrySet()) {
                out.add(e.getKey() + (bySetting.size() > 1 ? " (" + String.join(", ", e.getValue()) + ")" : ""));
            }
            return String.join("; ", out);
        }

        private JsonArray cache;

        private JsonArray allEntries() {
            if (cache == null) {
                try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                    cache = JsonParser.parseReader(r).getAsJsonArray();
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            }
            return cache;
        }

        void appendSuite(StringBuilder sb) {
            List<String> engines = engines();
            List<Integer> threads = threadCounts();
            sb.append("## ").append(jdkLabel()).append("\n\n");
            appendMachine(sb);
            sb.append("- Engines:\n");
            for (String e : engines) {
                sb.append("  - `").append(e).append("`: ").append(meta.getProperty("engine." + e, "?")).append('\n');
            }
            String skipped = skippedEngines(engines);
            if (!skipped.isEmpty()) {
                sb.append("  - not run here: ").append(skipped).append('\n');
            }
            sb.append('\n');

            sb.append("### Ratio to MessageDigest (x md, median MB/s divided by md's)\n\n");
            sb.append("| workload | threads |");
            for (String e : engines) {
                sb.append(' ').append(e).append(" |");
            }
            sb.append("\n|---|---:|");
            sb.append("---:|".repeat(engines.size())).append('\n');
            for (String w : WORKLOADS) {
                for (int t : threads) {
                    Score md = score(w, t, "md");
                    if (md == null && !hasAny(w, t)) {
                        continue;
                    }
                    sb.append("| ").append(w).append(" | ").append(t).append(" |");
                    for (String e : engines) {
                        Score s = score(w, t, e);
                        sb.append(' ').append(s == null || md == null ? "-" : ratio(s, md)).append(" |");
                    }
                    sb.append('\n');
                }
            }
            sb.append('\n');

            for (String w : WORKLOADS) {
                if (threads.stream().noneMatch(t -> hasAny(w, t))) {
                    continue;
                }
                sb.append("### ").append(w).append(": ").append(WORKLOAD_TEXT.get(w)).append("\n\n");
                Score any = firstOf(w);
                if (any != null && any.opsMedian > 0) {
                    // Per operation (and per thread): the counters grow by the workload once per call.
                    long messages = Math.round(any.messagesPerSecond / any.opsMedian);
                    sb.append(String.format(Locale.ROOT, "%,d %s, %s per operation.%n%n", messages,
                            messages == 1 ? "message" : "messages", bytesText(any.bytesPerSecond / any.opsMedian)));
                }
                sb.append("| engine |");
                for (int t : threads) {
                    sb.append(" MB/s (").append(t).append("T) | msg/s (").append(t).append("T) | x md (").append(t).append("T) |");
                }
                sb.append("\n|---|").append("---:|---:|---:|".repeat(threads.size())).append('\n');
                for (String e : engines) {
                    boolean row = false;
                    StringBuilder line = new StringBuilder("| " + e + " |");
                    for (int t : threads) {
                        Score s = score(w, t, e);
                        Score md = score(w, t, "md");
                        if (s == null) {
                            line.append(" - | - | - |");
                        } else {
                            row = true;
                            line.append(' ').append(fmt(s.bytesPerSecond / 1e6)).append(unsteady(s)).append(" | ")
                                    .append(fmt(s.messagesPerSecond)).append(" | ")
                                    .append(md == null ? "-" : ratio(s, md)).append(" |");
                        }
                    }
                    if (row) {
                        sb.append(line).append('\n');
                    }
                }
                sb.append('\n');
            }
        }

        private String skippedEngines(List<String> present) {
            List<String> out = new ArrayList<>();
            for (String e : Hashers.ALL) {
                String d = meta.getProperty("engine." + e, "");
                if (!present.contains(e) && d.startsWith("unavailable")) {
                    out.add("`" + e + "` (" + d.substring("unavailable: ".length()) + ")");
                }
            }
            return String.join(", ", out);
        }

        private boolean hasAny(String w, int t) {
            return scores.stream().anyMatch(s -> s.workload.equals(w) && s.threads == t && s.engine != null);
        }

        private Score firstOf(String w) {
            return scores.stream().filter(s -> s.workload.equals(w) && s.engine != null).findFirst().orElse(null);
        }
    }

    // ---------------------------------------------------------------- helpers

    /** A mark for results whose measured iterations differ by more than 1.5x: noise or unfinished warm-up. */
    private static String unsteady(Score s) {
        return s.opsMin > 0 && s.opsMax / s.opsMin > 1.5 ? " †" : "";
    }

    private static double median(JsonObject metric) {
        return percentile(metric, "50.0");
    }

    private static double percentile(JsonObject metric, String p) {
        JsonObject percentiles = metric.getAsJsonObject("scorePercentiles");
        return percentiles != null && percentiles.has(p) ? percentiles.get(p).getAsDouble() : metric.get("score").getAsDouble();
    }

    private static List<String> toStrings(JsonArray a) {
        List<String> out = new ArrayList<>();
        if (a != null) {
            for (JsonElement e : a) {
                out.add(e.getAsString());
            }
        }
        return out;
    }

    private static String ratio(Score s, Score md) {
        return String.format(Locale.ROOT, "%.2f", s.bytesPerSecond / md.bytesPerSecond);
    }

    static String fmt(double v) {
        if (v >= 100) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String sizeText(long bytes) {
        if (bytes >= 1 << 20 && bytes % (1 << 20) == 0) {
            return (bytes >> 20) + " MiB";
        }
        if (bytes >= 1 << 10 && bytes % (1 << 10) == 0) {
            return (bytes >> 10) + " KiB";
        }
        return bytes + " B";
    }

    private static String bytesText(double bytes) {
        if (bytes >= 1 << 20) {
            return String.format(Locale.ROOT, "%.1f MiB", bytes / (1 << 20));
        }
        if (bytes >= 1 << 10) {
            return String.format(Locale.ROOT, "%.1f KiB", bytes / (1 << 10));
        }
        return String.format(Locale.ROOT, "%.0f B", bytes);
    }

    private static void write(Path file, String text) throws IOException {
        if (file.getParent() != null) {
            Files.createDirectories(file.getParent());
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static void usage(String problem) {
        System.err.println("Report: " + problem);
        System.err.println("usage: Report suite --md FILE.md [--chart FILE.png] [--smoke] RUN.json...");
        System.err.println("       Report scalar --md FILE.md RUN.json...");
        System.exit(2);
    }
}
