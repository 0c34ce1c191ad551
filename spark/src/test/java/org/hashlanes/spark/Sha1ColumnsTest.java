package org.hashlanes.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sha1;
import static org.apache.spark.sql.functions.udf;
import static org.apache.spark.sql.functions.unhex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.execution.LogicalRDD;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.hashlanes.spark.Sha1Columns.DigestFormat;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@link Sha1Columns} against Spark's own {@code sha1()} on the same rows, in local[2]. */
class Sha1ColumnsTest {
    private static SparkSession spark;
    /** Rows (id, content) of every length 0..300 and more, nulls, empty and skewed partitions. */
    private static Dataset<Row> binaryRows;

    @BeforeAll
    static void start() {
        spark = LocalSpark.start();
        JavaSparkContext jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Random random = new Random(16);
        List<Row> edges = new ArrayList<>();
        int id = 0;
        // Every length across the one- and two-block padding edges (55/56, 63/64, 119/120, ...) and
        // a few blocks past them; every 13th row null.
        for (int len = 0; len <= 300; len++) {
            edges.add(RowFactory.create(id++, id % 13 == 0 ? null : bytes(random, len)));
        }
        // A skewed partition: many more rows than the others, lengths at random, a few large
        // ones (over the batch bound of the small-batch test), runs of nulls.
        List<Row> skewed = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            int len = i % 500 == 7 ? 200_000 + random.nextInt(1000) : random.nextInt(400);
            skewed.add(RowFactory.create(id++, (i / 50) % 9 == 4 ? null : bytes(random, len)));
        }
        StructType schema = new StructType()
                .add("id", DataTypes.IntegerType, false)
                .add("content", DataTypes.BinaryType, true);
        JavaRDD<Row> rdd = jsc.parallelize(edges, 4)                    // 4 small partitions
                .union(jsc.parallelize(List.<Row>of(), 2))              // 2 empty ones
                .union(jsc.parallelize(skewed, 1))                      // 1 skewed one
                .union(jsc.parallelize(List.of(RowFactory.create(-1, null)), 1)); // only a null
        binaryRows = spark.createDataFrame(rdd, schema).cache();
        assertEquals(8, binaryRows.rdd().getNumPartitions());
        assertEquals(301 + 3000 + 1, binaryRows.count());
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static byte[] bytes(Random random, int len) {
        byte[] b = new byte[len];
        random.nextBytes(b);
        return b;
    }

    /** id -> column {@code name} of {@code data}. */
    private static Map<Integer, Object> byId(Dataset<Row> data, String name) {
        Map<Integer, Object> out = new HashMap<>();
        for (Row r : data.select(col("id"), col(name)).collectAsList()) {
            out.put(r.getInt(0), r.get(1));
        }
        return out;
    }

    /**
     * Whether {@code withSha1} took its internal-row path for this result (the result is then a
     * Dataset over the transform's RDD), rather than {@code mapPartitions} over {@code Row}s.
     */
    private static boolean onInternalRows(Dataset<Row> hashed) {
        return ((org.apache.spark.sql.classic.Dataset<Row>) hashed).queryExecution().analyzed() instanceof LogicalRDD;
    }

    /** The test rows through a shuffle: the input of the {@code Row} path (see {@code Sha1InternalRows.available}). */
    private static Dataset<Row> shuffled() {
        return binaryRows.repartition(5);
    }

    private static void assertSameAsSparkSha1(Dataset<Row> ours, String digestColumn, long expectedNulls) {
        Map<Integer, Object> expected = byId(binaryRows.withColumn("spark", sha1(col("content"))), "spark");
        Map<Integer, Object> actual = byId(ours, digestColumn);
        assertEquals(expected.keySet(), actual.keySet());
        long nulls = expected.values().stream().filter(v -> v == null).count();
        assertEquals(expectedNulls, nulls, "null rows in the test data");
        assertEquals(expected, actual);
    }

    @Test
    void hexDigestsEqualSparkSha1AcrossPaddingEdgesNullsEmptyAndSkewedPartitions() {
        long nulls = binaryRows.filter(col("content").isNull()).count();
        assertTrue(nulls > 100, "the data has nulls");
        for (Dataset<Row> input : List.of(binaryRows, shuffled())) {
            Dataset<Row> hashed = Sha1Columns.withSha1(input, "content", "sha1");
            assertFalse(onInternalRows(hashed), "the input stays in the output: the Row path");
            assertEquals(Arrays.asList("id", "content", "sha1"), Arrays.asList(hashed.columns()));
            assertEquals(DataTypes.StringType, hashed.schema().apply("sha1").dataType());
            assertEquals(input.rdd().getNumPartitions(), hashed.rdd().getNumPartitions(), "partitions are kept");
            assertSameAsSparkSha1(hashed, "sha1", nulls);
            // Contents pass through unchanged.
            assertEquals(0, hashed.select("id", "content").exceptAll(binaryRows).count());
            assertEquals(binaryRows.count(), hashed.count());
        }
    }

    @Test
    void theDigestReplacingItsInputKeepsTheOtherColumnsOnBothPaths() {
        long nulls = binaryRows.filter(col("content").isNull()).count();
        for (Dataset<Row> input : List.of(binaryRows, shuffled())) {
            Dataset<Row> hashed = Sha1Columns.withSha1(input.withColumn("tag", col("id").multiply(3)), "content", "content");
            assertEquals(input == binaryRows, onInternalRows(hashed), "the shuffled input takes the Row path");
            assertEquals(Arrays.asList("id", "content", "tag"), Arrays.asList(hashed.columns()));
            assertEquals(DataTypes.StringType, hashed.schema().apply("content").dataType());
            assertEquals(input.rdd().getNumPartitions(), hashed.rdd().getNumPartitions(), "partitions are kept");
            assertEquals(binaryRows.count(), hashed.count());
            assertEquals(0, hashed.filter(col("tag").notEqual(col("id").multiply(3))).count());
            assertSameAsSparkSha1(hashed, "content", nulls);
        }
    }

    @Test
    void definingTheTransformRunsNoJobOnEitherPath() {
        UDF1<Integer, Integer> fails = id -> {
            throw new IllegalStateException("the input was computed");
        };
        UserDefinedFunction boom = udf(fails, DataTypes.IntegerType);
        // The failing column is computed first, so that running any stage of the input fails:
        // on the internal-row path (no shuffle), and through a shuffle and a join (the Row path).
        Dataset<Row> failing = binaryRows.withColumn("boom", boom.apply(col("id")));
        for (Dataset<Row> input : List.of(failing, failing.repartition(5),
                failing.groupBy("id", "boom").count().join(binaryRows, "id"))) {
            Dataset<Row> hashed = Sha1Columns.withSha1(input, "content", "content"); // must not compute the input
            assertEquals(input == failing, onInternalRows(hashed));
            Exception e = assertThrows(Exception.class, hashed::collectAsList);
            assertTrue(String.valueOf(e.getMessage()).contains("the input was computed")
                    || String.valueOf(e.getCause()).contains("the input was computed"), String.valueOf(e));
        }
    }

    @Test
    void aStringIsHashedAsTheBytesSparkHoldsEvenWhenNotValidUtf8() {
        // unhex then cast: Spark strings whose bytes (80 ff, c3 28) are not UTF-8, beside one that is.
        Dataset<Row> data = spark.range(0, 4).select(col("id"), lit("héllo").as("s0"),
                unhex(lit("80ff")).cast("string").as("s1"), unhex(lit("c328")).cast("string").as("s2"));
        for (String column : List.of("s0", "s1", "s2")) {
            Dataset<Row> hashed = Sha1Columns.withSha1(data, column, column); // the digest replaces the string
            assertTrue(onInternalRows(hashed));
            Map<Integer, Object> expected = new HashMap<>();
            for (Row r : data.select(col("id"), sha1(col(column))).collectAsList()) {
                expected.put((int) r.getLong(0), r.get(1));
            }
            Map<Integer, Object> actual = new HashMap<>();
            for (Row r : hashed.select(col("id"), col(column)).collectAsList()) {
                actual.put((int) r.getLong(0), r.get(1));
            }
            assertEquals(4, expected.size());
            assertEquals(expected, actual);
        }
    }

    @Test
    void smallBatchesAndRowsLargerThanTheBatchGiveTheSameDigests() {
        long nulls = binaryRows.filter(col("content").isNull()).count();
        // 1 KiB batches: most batches a few rows, the 200 KB rows a batch each.
        for (Dataset<Row> input : List.of(binaryRows, shuffled())) {
            for (String output : List.of("content", "sha1")) { // both paths for the first input
                Dataset<Row> hashed = Sha1Columns.withSha1(input, "content", output, DigestFormat.HEX, 1024);
                assertSameAsSparkSha1(hashed, output, nulls);
            }
        }
    }

    @Test
    void binaryDigestsAreTheTwentyBytes() {
        Map<Integer, Object> expected = byId(binaryRows.withColumn("e", unhex(sha1(col("content")))), "e");
        for (Dataset<Row> input : List.of(binaryRows, shuffled())) {
            for (String output : List.of("content", "d")) { // both paths for the first input
                Dataset<Row> hashed = Sha1Columns.withSha1(input, "content", output, DigestFormat.BINARY);
                assertEquals(DataTypes.BinaryType, hashed.schema().apply(output).dataType());
                Map<Integer, Object> actual = byId(hashed, output);
                assertEquals(3302, actual.size());
                assertEquals(expected.keySet(), actual.keySet());
                for (Map.Entry<Integer, Object> e : expected.entrySet()) {
                    if (e.getValue() == null) {
                        assertNull(actual.get(e.getKey()));
                    } else {
                        assertEquals(20, ((byte[]) actual.get(e.getKey())).length);
                        assertArrayEquals((byte[]) e.getValue(), (byte[]) actual.get(e.getKey()), "id " + e.getKey());
                    }
                }
            }
        }
    }

    @Test
    void stringColumnsAreHashedAsUtf8AndAnExistingColumnIsReplacedInPlace() {
        StructType schema = new StructType()
                .add("id", DataTypes.IntegerType, false)
                .add("text", DataTypes.StringType, true)
                .add("SHA1", DataTypes.LongType, true);
        List<Row> rows = new ArrayList<>();
        String[] texts = {"", "abc", "héllo wörld", "日本語のテキスト", "emoji \uD83D\uDE00 and more", null,
            "x".repeat(55), "y".repeat(56), "z".repeat(64), "ü".repeat(100)};
        for (int i = 0; i < texts.length; i++) {
            rows.add(RowFactory.create(i, texts[i], (long) i));
        }
        Dataset<Row> local = spark.createDataFrame(rows, schema);
        for (Dataset<Row> data : List.of(local, local.repartition(3))) {
            Dataset<Row> hashed = Sha1Columns.withSha1(data, "text", "sha1"); // replaces SHA1 (case-insensitive)
            assertFalse(onInternalRows(hashed), "the input stays in the output: the Row path");
            assertEquals(Arrays.asList("id", "text", "SHA1"), Arrays.asList(hashed.columns()));
            assertEquals(DataTypes.StringType, hashed.schema().apply("SHA1").dataType());
            Map<Integer, Object> expected = byId(data.withColumn("spark", sha1(col("text"))), "spark");
            assertEquals(expected, byId(hashed, "SHA1"));
            assertEquals(expected.keySet(), byId(hashed, "text").keySet());
            assertEquals(byId(data, "text"), byId(hashed, "text"));
            assertNull(expected.get(5));
            assertEquals("a9993e364706816aba3e25717850c26c9cd0d89d", expected.get(1)); // FIPS 180 "abc"
        }
    }

    @Test
    void badArgumentsAreRejectedBeforeAnyJob() {
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> Sha1Columns.withSha1(binaryRows, "nope", "h"));
        assertTrue(missing.getMessage().contains("'nope'"), missing.getMessage());
        IllegalArgumentException type = assertThrows(IllegalArgumentException.class,
                () -> Sha1Columns.withSha1(binaryRows, "id", "h"));
        assertTrue(type.getMessage().contains("'id' is int"), type.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Sha1Columns.withSha1(binaryRows, "content", "h", DigestFormat.HEX, 0));
        assertThrows(NullPointerException.class, () -> Sha1Columns.withSha1(binaryRows, null, "h"));
        assertThrows(IllegalArgumentException.class, () -> DigestFormat.named("base64"));
        assertEquals(DigestFormat.BINARY, DigestFormat.named("Binary"));
    }
}
