package org.hashlanes.spark;

import java.util.Objects;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.hashlanes.spark.Sha1Columns.DigestFormat;

/**
 * A digest of a column of a Spark {@code Dataset}, many rows per batch call of the library
 * ({@code Sha1Batch.hashInto}, {@code Sha256Batch.hashInto}, ...), for the algorithm named:
 * {@code "md5"}, {@code "sha1"}, {@code "sha256"}, {@code "sha384"} or {@code "sha512"} (any case; the JDK's names such as {@code "SHA-256"} too).
 *
 * <pre>{@code
 * Dataset<Row> ids = DigestColumns.withDigest(files, "content", "sha256", "sha256"); // 64 hex digits
 * }</pre>
 *
 * <p>The result is what Spark's own function gives in {@code withColumn}: {@code sha1(col)},
 * {@code sha2(col, 256)}, and so on: the same rows and columns in the same order, plus (or, if the
 * name exists, in place of) a column of lower-case hex digests, or of binary digests with
 * {@link DigestFormat#BINARY}. Everything {@link Sha1Columns} says of SHA-1 (nulls, strings as
 * UTF-8, batches bounded by {@code batchBytes}, the two paths and when each is taken, the lanes
 * on executors) holds for each algorithm; {@code Sha1Columns.withSha1} is this with {@code "sha1"}.
 */
public final class DigestColumns {
    /**
     * The default bound on the input bytes of one batch: 128 rows of 8 KiB, plenty for 16 lanes,
     * and small enough to stay in a core's L2 cache between the rows' copy and their hashing.
     */
    public static final int DEFAULT_BATCH_BYTES = 1 << 20;
    /** The most rows in one batch, whatever their size (bounds the per-row objects a batch holds). */
    public static final int MAX_BATCH_ROWS = 4096;

    private DigestColumns() {}

    /**
     * {@code data} with a column {@code output} of lower-case hex digests of column {@code input}.
     *
     * @see #withDigest(Dataset, String, String, String, DigestFormat, int)
     */
    public static Dataset<Row> withDigest(Dataset<?> data, String input, String output, String algorithm) {
        return withDigest(data, input, output, algorithm, DigestFormat.HEX, DEFAULT_BATCH_BYTES);
    }

    /**
     * {@code data} with a column {@code output} of digests of column {@code input}, in {@code format}.
     *
     * @see #withDigest(Dataset, String, String, String, DigestFormat, int)
     */
    public static Dataset<Row> withDigest(Dataset<?> data, String input, String output, String algorithm,
            DigestFormat format) {
        return withDigest(data, input, output, algorithm, format, DEFAULT_BATCH_BYTES);
    }

    /**
     * {@code data} with a column {@code output} of {@code algorithm}'s digests of column {@code
     * input}, in {@code format}, hashed in batches of at most {@code batchBytes} input bytes.
     *
     * <p>{@code input} is a top-level column of type {@code binary} or {@code string}, named as
     * Spark would resolve it ({@code spark.sql.caseSensitive}). If a column named {@code output}
     * exists it is replaced in place, as {@code withColumn} does; otherwise the digests are the
     * last column. The plan is lazy, like any transformation: nothing is hashed until an action runs.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code algorithm} is not one of the names above (the
     *     message lists them), {@code input} is not a column of {@code data}, is not binary or
     *     string, or {@code batchBytes} is not positive
     */
    public static Dataset<Row> withDigest(Dataset<?> data, String input, String output, String algorithm,
            DigestFormat format, int batchBytes) {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(output, "output");
        Objects.requireNonNull(format, "format");
        DigestAlgorithm hash = DigestAlgorithm.named(algorithm);
        if (batchBytes <= 0) {
            throw new IllegalArgumentException("batchBytes must be positive, got " + batchBytes);
        }
        StructType schema = data.schema();
        boolean caseSensitive = Boolean.parseBoolean(data.sparkSession().conf().get("spark.sql.caseSensitive", "false"));
        int in = columnIndex(schema, input, caseSensitive);
        if (in < 0) {
            throw new IllegalArgumentException("no column '" + input + "' in " + schema.simpleString());
        }
        DataType inputType = schema.fields()[in].dataType();
        boolean utf8;
        if (inputType.equals(DataTypes.BinaryType)) {
            utf8 = false;
        } else if (inputType.equals(DataTypes.StringType)) {
            utf8 = true;
        } else {
            throw new IllegalArgumentException("column '" + input + "' is " + inputType.simpleString()
                    + "; " + hash.jdkName + " needs binary or string");
        }
        int out = columnIndex(schema, output, caseSensitive);
        StructField digestField = new StructField(out < 0 ? output : schema.fields()[out].name(), format.type, true,
                Metadata.empty());
        StructType outSchema = out < 0 ? schema.add(digestField) : replaced(schema, out, digestField);
        int digestIndex = out < 0 ? schema.size() : out;
        boolean binary = format == DigestFormat.BINARY;
        if (out == in && DigestInternalRows.available(data)) {
            return DigestInternalRows.apply(data, outSchema, new DigestInternalRows.Spec(hash, schema, in, binary, batchBytes));
        }
        DigestPartition.Spec spec = new DigestPartition.Spec(hash, in, utf8, digestIndex, outSchema.size(), binary,
                batchBytes);
        return data.toDF().mapPartitions(spec, Encoders.row(outSchema));
    }

    /** The index of the top-level column {@code name}, -1 if none; an ambiguous case-insensitive match is an error. */
    private static int columnIndex(StructType schema, String name, boolean caseSensitive) {
        StructField[] fields = schema.fields();
        int found = -1;
        for (int i = 0; i < fields.length; i++) {
            String f = fields[i].name();
            if (caseSensitive ? f.equals(name) : f.equalsIgnoreCase(name)) {
                if (found >= 0) {
                    throw new IllegalArgumentException("column name '" + name + "' is ambiguous in " + schema.simpleString());
                }
                found = i;
            }
        }
        return found;
    }

    private static StructType replaced(StructType schema, int index, StructField field) {
        StructField[] fields = schema.fields().clone();
        fields[index] = field;
        return new StructType(fields);
    }
}
