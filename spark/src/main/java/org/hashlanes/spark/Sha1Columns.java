package org.hashlanes.spark;

import java.util.Locale;
import java.util.Objects;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;

/**
 * SHA-1 of a column of a Spark {@code Dataset}, many rows per {@code Sha1Batch} call: {@link
 * DigestColumns#withDigest} with {@code "sha1"}, which takes the other algorithms too.
 *
 * <pre>{@code
 * Dataset<Row> files = spark.read().format("binaryFile").load(dir);
 * Dataset<Row> ids = Sha1Columns.withSha1(files, "content", "sha1");   // + sha1: 40 hex digits
 * }</pre>
 *
 * <p>The result is what {@code files.withColumn("sha1", functions.sha1(col("content")))} gives:
 * the same rows and columns in the same order, plus (or, if the name exists, in place of) a
 * column of lower-case hex digests, or of 20-byte binary digests with {@link DigestFormat#BINARY}.
 * A null input gives a null digest; a string input is hashed as its UTF-8 bytes, as Spark's
 * {@code sha1()} hashes a string cast to binary.
 *
 * <p>Each partition is read once, as a stream: rows are gathered into batches of at most
 * {@code batchBytes} input bytes (or {@value #MAX_BATCH_ROWS} rows), each batch is hashed with
 * one {@code Sha1Batch.hashInto} call, and its rows are handed on before the next batch is read.
 * Memory per task is one batch, whatever the size of the partition; a row larger than the
 * bound makes a batch of its own.
 *
 * <p>Two paths, the same result. Where the digest replaces its input ({@code output} names the
 * input column) and turning the input's physical plan into an RDD starts no job (no shuffle,
 * broadcast, subquery or adaptive execution in it: reading files or tables, projections,
 * filters), the rows are read as Spark's internal rows, each input copied once into the batch,
 * and the result is a Dataset over the transform's RDD (its plan shows an RDD scan). Otherwise it
 * is a {@code Dataset.mapPartitions} over {@code Row}s, which costs a copy and a {@code Row} per
 * row more, and through which Spark prunes columns that later steps do not use (the contents,
 * typically). On the {@code Row} path only, a Spark string that is not valid UTF-8 (Spark permits
 * it) arrives as a Java {@code String} with the bad bytes replaced by U+FFFD, so its digest
 * differs from {@code sha1()}'s; cast such a column to binary first.
 *
 * <p>To hash and drop the input, as {@code select(sha1(content))} does, name the output after the
 * input: {@code withSha1(files, "content", "content")} replaces the contents by their digests.
 *
 * <p>Executors hash with the SIMD lanes when their JVM can read {@code jdk.incubator.vector}:
 * Spark 4 passes {@code --add-modules=jdk.incubator.vector} to every executor it launches
 * (see this module's README). Elsewhere {@code Sha1Batch} hashes with the JDK's
 * {@code MessageDigest}, and the result is the same.
 */
public final class Sha1Columns {
    /**
     * The default bound on the input bytes of one batch: 128 rows of 8 KiB, plenty for 16 lanes,
     * and small enough to stay in a core's L2 cache between the rows' copy and their hashing.
     */
    public static final int DEFAULT_BATCH_BYTES = DigestColumns.DEFAULT_BATCH_BYTES;
    /** The most rows in one batch, whatever their size (bounds the per-row objects a batch holds). */
    public static final int MAX_BATCH_ROWS = DigestColumns.MAX_BATCH_ROWS;

    /** How the digest column holds a digest (of SHA-1 here, of any algorithm in {@link DigestColumns}). */
    public enum DigestFormat {
        /**
         * Lower-case hex digits (40 for SHA-1), a {@code string} column: what Spark's {@code sha1()},
         * {@code sha2()} and {@code md5()} return.
         */
        HEX(DataTypes.StringType),
        /** The digest's bytes (20 for SHA-1), a {@code binary} column. */
        BINARY(DataTypes.BinaryType);

        final DataType type;

        DigestFormat(DataType type) {
            this.type = type;
        }

        /** The format named {@code hex} or {@code binary} (any case). */
        public static DigestFormat named(String name) {
            Objects.requireNonNull(name, "name");
            switch (name.toLowerCase(Locale.ROOT)) {
                case "hex": return HEX;
                case "binary": return BINARY;
                default: throw new IllegalArgumentException("digest format must be 'hex' or 'binary', got '" + name + "'");
            }
        }
    }

    private Sha1Columns() {}

    /**
     * {@code data} with a column {@code output} of lower-case hex SHA-1 digests of column {@code input}.
     *
     * @see #withSha1(Dataset, String, String, DigestFormat, int)
     */
    public static Dataset<Row> withSha1(Dataset<?> data, String input, String output) {
        return withSha1(data, input, output, DigestFormat.HEX, DEFAULT_BATCH_BYTES);
    }

    /**
     * {@code data} with a column {@code output} of SHA-1 digests of column {@code input}, in {@code format}.
     *
     * @see #withSha1(Dataset, String, String, DigestFormat, int)
     */
    public static Dataset<Row> withSha1(Dataset<?> data, String input, String output, DigestFormat format) {
        return withSha1(data, input, output, format, DEFAULT_BATCH_BYTES);
    }

    /**
     * {@code data} with a column {@code output} of SHA-1 digests of column {@code input}, in
     * {@code format}, hashed in batches of at most {@code batchBytes} input bytes.
     *
     * <p>{@code input} is a top-level column of type {@code binary} or {@code string}, named as
     * Spark would resolve it ({@code spark.sql.caseSensitive}). If a column named {@code output}
     * exists it is replaced in place, as {@code withColumn} does; otherwise the digests are the
     * last column. The plan is lazy, like any transformation: nothing is hashed until an action runs.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code input} is not a column of {@code data}, is not
     *     binary or string, or {@code batchBytes} is not positive
     */
    public static Dataset<Row> withSha1(Dataset<?> data, String input, String output, DigestFormat format,
            int batchBytes) {
        return DigestColumns.withDigest(data, input, output, "sha1", format, batchBytes);
    }
}
