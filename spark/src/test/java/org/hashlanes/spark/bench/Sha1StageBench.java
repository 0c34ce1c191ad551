package org.hashlanes.spark.bench;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.lpad;
import static org.apache.spark.sql.functions.sha1;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Supplier;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.hashlanes.Sha1Batch;
import org.hashlanes.spark.Sha1Columns;
import org.hashlanes.spark.example.DedupFiles;
import static org.hashlanes.spark.Sha1Columns.DigestFormat.HEX;

/**
 * A timed Spark job: SHA-1 of N rows of 8 KiB (2 GiB by default) with Spark's {@code sha1()}
 * and with {@link Sha1Columns#withSha1}, in the same run, plus the same job without hashing.
 *
 * <p>Every job writes only the digests: Spark's {@code select(sha1(content))}; hashlanes with the
 * digest column replacing {@code content}, and with the digest appended and then selected (Spark
 * then prunes {@code content} from the transform's output rows).
 *
 * <p>Each job generates its rows ({@code spark.range} and a {@code concat} of a 16-byte row number
 * with 8,176 fixed random bytes, so every row differs) and writes the digests to Spark's
 * {@code noop} sink. The three jobs run in turn, {@code --rounds} times after a warm-up round
 * that also checks every digest against {@code sha1()}; medians are reported. The hashing stage
 * is a job's time minus the no-hash job's; the whole job is what a user waits for.
 *
 * <p>Run: {@code flock /tmp/hashlanes-bench.lock spark/run-bench [--rows N] [--rounds R] [--partitions P] [--batch-bytes B]}.
 */
public final class Sha1StageBench {
    private Sha1StageBench() {}

    public static void main(String[] args) throws IOException {
        long rows = 262_144;
        int rowBytes = 8192;
        int rounds = 5;
        int partitions = 0;
        int batchBytes = Sha1Columns.DEFAULT_BATCH_BYTES;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--rows": rows = Long.parseLong(args[i + 1]); break;
                case "--rounds": rounds = Integer.parseInt(args[i + 1]); break;
                case "--partitions": partitions = Integer.parseInt(args[i + 1]); break;
                case "--batch-bytes": batchBytes = Integer.parseInt(args[i + 1]); break;
                default: throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        SparkSession spark = SparkSession.builder().appName("hashlanes-spark-bench").getOrCreate();
        int cores = spark.sparkContext().defaultParallelism();
        if (partitions == 0) {
            partitions = 8 * cores;
        }
        byte[] filler = new byte[rowBytes - 16];
        new Random(8).nextBytes(filler);
        Dataset<Row> data = spark.range(0, rows, 1, partitions)
                .select(concat(lpad(col("id").cast("string"), 16, "0").cast("binary"), lit(filler)).as("content"));

        int batch = batchBytes;
        List<Job> jobs = List.of(
                new Job("no hash (generate rows only)", () -> data),
                new Job("Spark sha1()", () -> data.select(sha1(col("content")).as("sha1"))),
                new Job("hashlanes withSha1, digest replaces content", () -> Sha1Columns.withSha1(data, "content", "content", HEX, batch)),
                new Job("hashlanes withSha1, digest appended, then select", () -> Sha1Columns.withSha1(data, "content", "sha1", HEX, batch).select("sha1")));

        // Warm-up round: every digest checked, Spark's and the JIT's code warmed, hashlanes' engine settled.
        long wrong = Sha1Columns.withSha1(data, "content", "ours").filter(col("ours").notEqual(sha1(col("content")))).count();
        if (wrong != 0) {
            throw new IllegalStateException(wrong + " digests differ from Spark's sha1()");
        }
        for (Job j : jobs) {
            j.time();
        }
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (Sha1Batch.engine().contains("warming up") && System.nanoTime() < deadline) {
            jobs.get(2).time();
        }
        List<String> engines = DedupFiles.executorEngines(spark);

        for (Job j : jobs) {
            j.seconds.clear();
        }
        for (int r = 0; r < rounds; r++) {
            for (Job j : jobs) {
                j.seconds.add(j.time());
            }
        }
        double base = jobs.get(0).median();
        double spark1 = jobs.get(1).median();
        double ours = jobs.get(2).median();
        double oursAppended = jobs.get(3).median();
        double gib = rows * (double) rowBytes / (1L << 30);
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "%n## Spark job: SHA-1 of %,d rows x %,d B (%.2f GiB), %d partitions, batches of %,d B, %s%n%n",
                rows, rowBytes, gib, partitions, batchBytes, spark.sparkContext().master()));
        s.append(String.format(Locale.ROOT, "Spark %s, JDK %s, %d cores (%s); executor engine: %s; %d rounds, medians.%n%n",
                spark.version(), System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(), cpu(),
                String.join("; ", engines), rounds));
        s.append("| job | whole job (s) | hashing stage (s) | hashing GB/s |\n| --- | ---: | ---: | ---: |\n");
        for (Job j : jobs) {
            double t = j.median();
            boolean hashes = j != jobs.get(0);
            s.append(String.format(Locale.ROOT, "| %s | %.2f %s | %s | %s |%n", j.name, t, Arrays.toString(round(j.seconds)),
                    hashes ? String.format(Locale.ROOT, "%.2f", t - base) : "",
                    hashes ? String.format(Locale.ROOT, "%.2f", rows * (double) rowBytes / 1e9 / (t - base)) : ""));
        }
        s.append(String.format(Locale.ROOT, "%nhashlanes vs sha1(), digest replacing content: hashing stage %.2fx, whole job %.2fx%n",
                (spark1 - base) / (ours - base), spark1 / ours));
        s.append(String.format(Locale.ROOT, "hashlanes vs sha1(), digest appended: hashing stage %.2fx, whole job %.2fx%n",
                (spark1 - base) / (oursAppended - base), spark1 / oursAppended));
        System.out.print(s);
        spark.stop();
    }

    private static String cpu() throws IOException {
        Path info = Path.of("/proc/cpuinfo");
        if (!Files.isReadable(info)) {
            return System.getProperty("os.arch");
        }
        return Files.readAllLines(info).stream().filter(l -> l.startsWith("model name"))
                .map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst().orElse("?");
    }

    private static double[] round(List<Double> xs) {
        return xs.stream().mapToDouble(x -> Math.round(x * 100) / 100.0).toArray();
    }

    /** One timed job: build the plan, write it to the noop sink. */
    private static final class Job {
        final String name;
        final Supplier<Dataset<Row>> plan;
        final List<Double> seconds = new ArrayList<>();

        Job(String name, Supplier<Dataset<Row>> plan) {
            this.name = name;
            this.plan = plan;
        }

        double time() {
            long t0 = System.nanoTime();
            plan.get().write().format("noop").mode("overwrite").save();
            return (System.nanoTime() - t0) / 1e9;
        }

        double median() {
            double[] s = seconds.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
        }
    }
}
