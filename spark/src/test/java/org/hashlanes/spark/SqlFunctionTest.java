package org.hashlanes.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The {@code hashlanes_sha1} table function, registered from the class path (ServiceLoader), in SQL. */
class SqlFunctionTest {
    private static SparkSession spark;

    @BeforeAll
    static void start() {
        spark = LocalSpark.start();
        spark.range(0, 500, 1, 3)
                .selectExpr("id", "case when id % 7 = 0 then null else cast(repeat('ab', cast(id as int)) as binary) end as content",
                        "repeat('é', cast(id % 90 as int)) as text")
                .createOrReplaceTempView("t");
    }

    @AfterAll
    static void stop() {
        spark.stop();
    }

    @Test
    void tableFunctionEqualsSha1OnBinaryAndStringColumns() {
        Dataset<Row> hex = spark.sql("SELECT * FROM hashlanes_sha1(TABLE(t), 'content')");
        assertEquals(Arrays.asList("id", "content", "text", "sha1"), Arrays.asList(hex.columns()));
        hex.createOrReplaceTempView("h");
        assertEquals(500, spark.sql("SELECT * FROM h").count());
        assertEquals(0, spark.sql("SELECT * FROM h WHERE sha1 IS DISTINCT FROM sha1(content)").count());
        assertEquals(72, spark.sql("SELECT * FROM h WHERE sha1 IS NULL").count());

        List<Row> rows = spark.sql("SELECT text_id, unhex(sha1(text)) FROM hashlanes_sha1("
                + "TABLE(SELECT id, text FROM t WHERE id < 200), 'text', 'text_id', 'binary') ORDER BY id").collectAsList();
        assertEquals(200, rows.size());
        for (Row r : rows) {
            assertArrayEquals((byte[]) r.get(1), (byte[]) r.get(0));
        }

        // The digest replacing its input (withSha1's internal-row path), in a query that goes on.
        assertEquals(0, spark.sql("SELECT h.id FROM hashlanes_sha1(TABLE(t), 'content', 'content') h JOIN t ON h.id = t.id"
                + " WHERE h.content IS DISTINCT FROM sha1(t.content)").count());
        assertEquals(500, spark.sql("SELECT count(DISTINCT id) FROM hashlanes_sha1(TABLE(t), 'text', 'text')")
                .first().getLong(0));
    }

    @Test
    void describeFunctionShowsTheUsage() {
        String described = spark.sql("DESCRIBE FUNCTION EXTENDED hashlanes_sha1").collectAsList().toString();
        assertTrue(described.contains("TABLE(t), column [, output [, format]]"), described);
        assertTrue(described.contains("format - 'hex' (default) or 'binary'"), described);
    }

    @Test
    void badCallsAreRejectedWithTheFunctionsName() {
        Exception e = assertThrows(Exception.class, () -> spark.sql("SELECT * FROM hashlanes_sha1(TABLE(t), 'id')").count());
        assertTrue(e.getMessage().contains("'id' is bigint"), e.getMessage());
        e = assertThrows(Exception.class, () -> spark.sql("SELECT * FROM hashlanes_sha1('t', 'content')").count());
        assertTrue(e.getMessage().contains("hashlanes_sha1: the first argument must be a table"), e.getMessage());
    }
}
