package org.hashlanes.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sha1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.hashlanes.Sha1Batch;
import org.junit.jupiter.api.Test;

/**
 * The engine that runs inside real executor JVMs. {@code local-cluster} mode starts a
 * standalone master and worker in this JVM and each executor as a separate JVM, with the
 * command line Spark builds for any cluster: our only addition is
 * {@code -Dhashlanes.engine=vector}, which makes {@code Sha1Batch} fail rather than fall back if
 * the executor cannot run the lanes. {@code --add-modules} comes from Spark's own defaults.
 */
class ExecutorEngineTest {
    /** Engine, pid, whether the Vector API module is readable, and the JVM's options, from inside a task. */
    private static final MapPartitionsFunction<Long, String> PROBE = rows -> {
        StringBuilder hashed = new StringBuilder();
        while (rows.hasNext()) {
            hashed.append(rows.next());
        }
        return List.of(Sha1Batch.engine() + "|" + ProcessHandle.current().pid() + "|"
                + ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent() + "|"
                + String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments())).iterator();
    };

    @Test
    void executorJvmsLaunchedBySparkRunTheLanes() throws IOException {
        String sparkHome = System.getenv("SPARK_HOME");
        assumeTrue(sparkHome != null, "SPARK_HOME not set (the module's surefire configuration sets it)");
        // Executors are launched from SPARK_HOME/jars plus spark.executor.extraClassPath: an empty
        // jars directory and this JVM's class path stand in for an installed Spark.
        Files.createDirectories(Path.of(sparkHome, "jars"));
        SparkSession spark = LocalSpark.builder("local-cluster[1,1,768]")
                .config("spark.executor.memory", "512m")
                .config("spark.executor.extraClassPath", System.getProperty("java.class.path"))
                .config("spark.executor.extraJavaOptions", "-Dhashlanes.engine=vector")
                .getOrCreate();
        try {
            List<String> reports = spark.range(0, 64, 1, 2).mapPartitions(PROBE, Encoders.STRING()).collectAsList();
            assertEquals(2, reports.size());
            for (String report : reports) {
                String[] f = report.split("\\|", 4);
                assertNotEquals(String.valueOf(ProcessHandle.current().pid()), f[1], "task ran in the driver");
                assertEquals("true", f[2], "executor JVM cannot read jdk.incubator.vector: " + f[3]);
                assertTrue(f[3].contains("--add-modules=jdk.incubator.vector"),
                        "Spark's default module options are missing from the executor: " + f[3]);
                assertTrue(f[0].startsWith("vector "), "executor engine: " + f[0]);
                System.out.println("[executor] pid " + f[1] + ": Sha1Batch.engine() = " + f[0]);
            }

            // And the transform, run in the executor with the lanes, equals sha1() there.
            Dataset<Row> data = spark.range(0, 400, 1, 2)
                    .selectExpr("id", "cast(repeat(cast(id as string), cast(id as int)) as binary) as content");
            Dataset<Row> both = Sha1Columns.withSha1(data, "content", "ours").withColumn("spark", sha1(col("content")));
            assertEquals(400, both.count());
            assertEquals(0, both.filter(col("ours").notEqual(col("spark")).or(col("ours").isNull())).count());
            // The internal-row path too (the digest replacing its input), its function shipped to the executor.
            Dataset<Row> replaced = Sha1Columns.withSha1(data, "content", "content")
                    .join(data.withColumn("spark", sha1(col("content"))).drop("content"), "id");
            assertEquals(400, replaced.count());
            assertEquals(0, replaced.filter(col("content").notEqual(col("spark")).or(col("content").isNull())).count());
        } finally {
            spark.stop();
        }
    }
}
