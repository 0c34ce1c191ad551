package org.hashlanes.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.hashlanes.spark.Sha1Columns.DigestFormat;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link DigestColumns} and the {@code hashlanes_NAME} SQL functions of every algorithm against
 * Spark's own function of it ({@code md5()}, {@code sha1()}, {@code sha2(col, bits)}) on the
 * same rows, on both paths (the digest beside its input: {@code Row}s; replacing it: internal
 * rows), as hex and binary, for binary and string columns. A row of {@link Expected} runs once
 * {@link DigestAlgorithm} has its algorithm; until then it is skipped, saying so.
 */
class DigestColumnsTest {
    /** Each algorithm and Spark's own function of it: the oracle. */
    enum Expected {
        MD5("md5", "md5(%s)", 16),
        SHA1("sha1", "sha1(%s)", 20),
        SHA256("sha256", "sha2(%s, 256)", 32),
        SHA384("sha384", "sha2(%s, 384)", 48),
        SHA512("sha512", "sha2(%s, 512)", 64);

        final String name;
        /** Spark's expression of the digest of the column in {@code %s}. */
        final String spark;
        final int bytes;

        Expected(String name, String spark, int bytes) {
            this.name = name;
            this.spark = spark;
            this.bytes = bytes;
        }

        String of(String column) {
            return String.format(spark, column);
        }

        /** Skips the calling test unless the transform has the algorithm. */
        void assumeOurs() {
            boolean ours = Arrays.stream(DigestAlgorithm.values()).anyMatch(a -> a.id.equals(name));
            assumeTrue(ours, "DigestAlgorithm has no " + name + " yet: skipped");
        }
    }

    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = LocalSpark.start();
        // Every length 0..300 (the padding edges of 64- and 128-byte blocks: 55/56/63/64,
        // 111/112/127/128, and two blocks past them), twice, then at random; a few rows of 76,800
        // bytes (over the small batch bound below); every 13th row of the third part null;
        // strings of 2-byte characters.
        spark.range(0, 1000, 1, 3).selectExpr("id",
                "case when id >= 602 and id % 13 = 0 then null when id % 97 = 5 then cast(repeat(sha2(cast(id as string), 512), 600)"
                        + " as binary) else cast(substring(repeat(sha2(cast(id as string), 512), 3), 1, cast(id % 301 as int))"
                        + " as binary) end as content",
                "case when id % 17 = 0 then null else repeat('\u00e9', cast(id % 150 as int)) end as text")
                .createOrReplaceTempView("t");
        assertEquals(301, spark.sql("SELECT count(DISTINCT length(content)) FROM t WHERE id % 97 <> 5").first().getLong(0));
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    private static Dataset<Row> input() {
        return spark.table("t");
    }

    /** Rows of {@code hashed} (the table's rows with a digest column {@code digest}) where it differs from Spark's. */
    private static long differing(Dataset<Row> hashed, String digest, String expected) {
        hashed.createOrReplaceTempView("hashed");
        return spark.sql("SELECT h.id FROM hashed h JOIN t ON h.id = t.id WHERE h." + digest + " IS DISTINCT FROM "
                + expected).count();
    }

    @ParameterizedTest
    @EnumSource(Expected.class)
    void hexDigestsEqualSparksOwnOnBothPathsForBinaryAndStringColumns(Expected e) {
        e.assumeOurs();
        for (String column : List.of("content", "text")) {
            Dataset<Row> beside = DigestColumns.withDigest(input(), column, "d", e.name);
            assertEquals(Arrays.asList("id", "content", "text", "d"), Arrays.asList(beside.columns()));
            assertEquals(1000, beside.count());
            assertEquals(0, differing(beside, "d", e.of("t." + column)), e + " beside " + column);
            Dataset<Row> replacing = DigestColumns.withDigest(input(), column, column, e.name);
            assertEquals(Arrays.asList("id", "content", "text"), Arrays.asList(replacing.columns()));
            assertEquals(0, differing(replacing, column, e.of("t." + column)), e + " replacing " + column);
            assertEquals(2 * e.bytes, beside.selectExpr("max(length(d))").first().getInt(0));
        }
    }

    @ParameterizedTest
    @EnumSource(Expected.class)
    void binaryDigestsAndSmallBatchesEqualSparksOwn(Expected e) {
        e.assumeOurs();
        for (String output : List.of("d", "content")) { // both paths
            Dataset<Row> hashed = DigestColumns.withDigest(input(), "content", output, e.name, DigestFormat.BINARY, 1024);
            assertEquals(0, differing(hashed, output, "unhex(" + e.of("t.content") + ")"), e + " -> " + output);
        }
        List<Row> rows = DigestColumns.withDigest(input(), "content", "d", e.name.toUpperCase(java.util.Locale.ROOT),
                DigestFormat.BINARY).selectExpr("d", "unhex(" + e.of("content") + ")").where("d IS NOT NULL").collectAsList();
        assertTrue(rows.size() > 600, "rows: " + rows.size());
        for (Row r : rows) {
            assertEquals(e.bytes, ((byte[]) r.get(0)).length);
            assertArrayEquals((byte[]) r.get(1), (byte[]) r.get(0));
        }
    }

    @ParameterizedTest
    @EnumSource(Expected.class)
    void sqlFunctionOfEachAlgorithmEqualsSparksOwn(Expected e) {
        e.assumeOurs();
        String function = "hashlanes_" + e.name;
        Dataset<Row> hex = spark.sql("SELECT * FROM " + function + "(TABLE(t), 'content')");
        assertEquals(Arrays.asList("id", "content", "text", e.name), Arrays.asList(hex.columns()));
        assertEquals(0, differing(hex, e.name, e.of("t.content")));
        assertEquals(0, differing(spark.sql("SELECT * FROM " + function + "(TABLE(t), 'text', 'text', 'binary')"), "text",
                "unhex(" + e.of("t.text") + ")"));
        String described = spark.sql("DESCRIBE FUNCTION EXTENDED " + function).collectAsList().toString();
        assertTrue(described.contains("TABLE(t), column [, output [, format]]"), described);
        assertTrue(described.contains((2 * e.bytes) + " lower-case hex digits"), described);
        Exception bad = assertThrows(Exception.class, () -> spark.sql("SELECT * FROM " + function + "('t', 'content')").count());
        assertTrue(bad.getMessage().contains(function + ": the first argument must be a table"), bad.getMessage());
    }

    @Test
    void namesInAnyCaseAndTheJdksNamesSelectTheAlgorithm() {
        for (DigestAlgorithm a : DigestAlgorithm.values()) {
            assertEquals(a, DigestAlgorithm.named(a.id));
            assertEquals(a, DigestAlgorithm.named(a.id.toUpperCase(java.util.Locale.ROOT)));
            assertEquals(a, DigestAlgorithm.named(a.jdkName));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DigestColumns.withDigest(input(), "content", "d", "sha3-256"));
        assertTrue(e.getMessage().startsWith("algorithm must be one of ") && e.getMessage().endsWith(", got 'sha3-256'"),
                e.getMessage());
        for (DigestAlgorithm a : DigestAlgorithm.values()) {
            assertTrue(e.getMessage().contains("'" + a.id + "'"), e.getMessage());
        }
        assertThrows(NullPointerException.class, () -> DigestColumns.withDigest(input(), "content", "d", null));
        IllegalArgumentException type = assertThrows(IllegalArgumentException.class,
                () -> DigestColumns.withDigest(input(), "id", "d", "sha256"));
        assertEquals("column 'id' is bigint; SHA-256 needs binary or string", type.getMessage());
    }
}
