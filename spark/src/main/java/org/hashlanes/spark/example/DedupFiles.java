package org.hashlanes.spark.example;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.first;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sort_array;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.hashlanes.Sha1Batch;
import org.hashlanes.spark.Sha1Columns;

/**
 * Exact dedup of a directory tree: every file's SHA-1 with hashlanes, files grouped by digest,
 * duplicates and the bytes they waste reported. Reads files with Spark's {@code binaryFile}
 * source (one row per file, whole content in memory: files up to 2 GiB; names starting with
 * {@code .} or {@code _} are skipped, as by every Spark file source).
 *
 * <pre>
 * spark-submit --class org.hashlanes.spark.example.DedupFiles hashlanes-spark-VERSION-all.jar DIR [--top N]
 * </pre>
 */
public final class DedupFiles {
    private DedupFiles() {}

    /** One set of files with the same content. */
    public record Group(String sha1, long length, List<String> paths) {
        /** Bytes that keeping one copy would free. */
        public long bytesSaved() {
            return (paths.size() - 1) * length;
        }
    }

    /** What a run found. */
    public record Report(String dir, long files, long bytes, long distinctContents, long duplicateGroups,
            long duplicateFiles, long bytesSaved, List<Group> largestGroups, List<String> executorEngines) {

        /** The report as the command prints it. */
        public String format() {
            StringBuilder s = new StringBuilder();
            s.append("hashlanes dedup of ").append(dir).append('\n');
            s.append(String.format(Locale.ROOT, "files:             %,d (%,d bytes)%n", files, bytes));
            s.append(String.format(Locale.ROOT, "distinct contents: %,d%n", distinctContents));
            s.append(String.format(Locale.ROOT, "duplicate groups:  %,d (%,d files beyond the first copy)%n",
                    duplicateGroups, duplicateFiles));
            s.append(String.format(Locale.ROOT, "bytes saved:       %,d (%.1f%% of all bytes)%n", bytesSaved,
                    bytes == 0 ? 0.0 : 100.0 * bytesSaved / bytes));
            s.append("executor engine:   ").append(String.join("; ", executorEngines)).append('\n');
            if (!largestGroups.isEmpty()) {
                s.append("largest duplicate groups (by bytes saved):\n");
                for (Group g : largestGroups) {
                    s.append(String.format(Locale.ROOT, "  %s  %,d copies x %,d bytes%n", g.sha1(), g.paths().size(),
                            g.length()));
                    for (String p : g.paths()) {
                        s.append("      ").append(p).append('\n');
                    }
                }
            }
            return s.toString();
        }
    }

    /** Finds the duplicate files under {@code dir} (any path Spark reads: local, hdfs://, s3a://, ...). */
    public static Report run(SparkSession spark, String dir, int top) {
        Dataset<Row> files = spark.read().format("binaryFile").option("recursiveFileLookup", "true").load(dir);
        // The digest replaces the content, which is not needed after hashing.
        Dataset<Row> ids = Sha1Columns.withSha1(files, "content", "content").select(col("path"), col("length"),
                col("content").as("sha1"));
        Dataset<Row> groups = ids.groupBy("sha1")
                .agg(count(lit(1)).as("copies"), first("length").as("length"), sort_array(collect_list("path")).as("paths"))
                .withColumn("saved", col("copies").minus(1).multiply(col("length")))
                .cache();
        try {
            Row t = groups.agg(
                    sum("copies"), sum(col("copies").multiply(col("length"))), count(lit(1)),
                    sum(when(col("copies").gt(1), 1).otherwise(0)), sum(col("copies").minus(1)), sum("saved"))
                    .first();
            List<Group> largest = new ArrayList<>();
            for (Row g : groups.filter(col("copies").gt(1)).orderBy(col("saved").desc(), col("sha1")).limit(top)
                    .collectAsList()) {
                largest.add(new Group(g.getString(0), g.getLong(2), g.getList(3)));
            }
            return new Report(dir, longOrZero(t, 0), longOrZero(t, 1), t.getLong(2), longOrZero(t, 3),
                    longOrZero(t, 4), longOrZero(t, 5), largest, executorEngines(spark));
        } finally {
            groups.unpersist();
        }
    }

    /**
     * {@code Sha1Batch.engine()} as each executor reports it now, after the job. With the default
     * engine, an executor whose lanes are still warming up (its first seconds) has hashed with
     * {@code MessageDigest} so far.
     */
    public static List<String> executorEngines(SparkSession spark) {
        int slots = Math.max(1, spark.sparkContext().defaultParallelism());
        MapPartitionsFunction<Long, String> probe = ignored -> List.of(Sha1Batch.engine()).iterator();
        return new ArrayList<>(new TreeSet<>(spark.range(0, slots, 1, slots).mapPartitions(probe, Encoders.STRING())
                .collectAsList()));
    }

    private static long longOrZero(Row r, int i) {
        return r.isNullAt(i) ? 0 : r.getLong(i);
    }

    /** {@code DedupFiles DIR [--top N]}; the master comes from spark-submit or {@code -Dspark.master}. */
    public static void main(String[] args) {
        String dir = null;
        int top = 10;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--top") && i + 1 < args.length) {
                top = Integer.parseInt(args[++i]);
            } else if (dir == null && !args[i].startsWith("--")) {
                dir = args[i];
            } else {
                dir = null;
                break;
            }
        }
        if (dir == null) {
            System.err.println("usage: DedupFiles DIR [--top N]");
            System.exit(2);
        }
        SparkSession spark = SparkSession.builder().appName("hashlanes-dedup").getOrCreate();
        try {
            System.out.print(run(spark, dir, top).format());
        } finally {
            spark.stop();
        }
    }
}
