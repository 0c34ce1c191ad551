package org.hashlanes.spark;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.rdd.RDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.BoundReference;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.expressions.JoinedRow;
import org.apache.spark.sql.catalyst.expressions.UnsafeProjection;
import org.apache.spark.sql.catalyst.expressions.UnsafeRow;
import org.apache.spark.sql.execution.SparkPlan;
import org.apache.spark.sql.execution.adaptive.AdaptiveSparkPlanExec;
import org.apache.spark.sql.execution.columnar.InMemoryTableScanExec;
import org.apache.spark.sql.execution.exchange.Exchange;
import org.apache.spark.sql.execution.exchange.ReusedExchangeExec;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.types.UTF8String;
import scala.jdk.javaapi.CollectionConverters;

/**
 * {@link DigestColumns#withDigest}'s fast path where the digest replaces its input: Spark's internal
 * rows in, internal rows out, with no {@code Row} objects and no array per input. Each input is
 * copied once, from the row's own memory into a reused batch buffer that stays in cache until
 * the algorithm's batch call ({@code Sha1Batch.hashInto}, ...) reads it; the output row is built
 * by a generated projection from the row's other columns and the digest. The {@code Row} path ({@link DigestPartition}) pays a
 * deserializer that copies every input into a new array, and a {@code Row} in and out per row.
 *
 * <p>Where the input stays in the output, the {@code Row} path is kept: Spark optimises through
 * {@code mapPartitions}, so a later {@code select} without the contents prunes them from the
 * output rows, while this path's result is a Dataset over an RDD, which Spark cannot prune, so it
 * would copy every content out again (measured: no faster than the {@code Row} path then).
 *
 * <p>It needs the input's physical plan turned into an RDD when the transform is defined, so
 * it is taken only where that starts no job: see {@link #available}. A string input is hashed as
 * the bytes Spark holds, which are its UTF-8 bytes, so the digest equals {@code sha1()}'s (and
 * {@code sha2()}'s, {@code md5()}'s) even for a string that is not valid UTF-8.
 */
final class DigestInternalRows implements Iterator<InternalRow> {
    /**
     * Whether {@code data} can take this path: a batch (not streaming) Dataset of Spark's own
     * implementation whose physical plan yields its RDD without running a job. Spark's
     * {@code SparkPlan.execute()} only builds RDD lineage, except where a plan node runs work
     * while preparing: adaptive execution (which runs the shuffle stages to re-plan), exchanges
     * (a broadcast starts its job at once), subqueries (run before the plan), and a cache not yet
     * built whose own plan does one of these. Any of them, and the transform stays on the lazy
     * {@code mapPartitions} path, which is equally correct.
     */
    static boolean available(Dataset<?> data) {
        if (!(data instanceof org.apache.spark.sql.classic.Dataset) || data.isStreaming()) {
            return false;
        }
        return definesLazily(((org.apache.spark.sql.classic.Dataset<?>) data).queryExecution().executedPlan());
    }

    /** Whether executing {@code plan} only builds RDDs (see {@link #available}). */
    static boolean definesLazily(SparkPlan plan) {
        if (plan instanceof AdaptiveSparkPlanExec || plan instanceof Exchange || plan instanceof ReusedExchangeExec
                || !plan.subqueries().isEmpty()) {
            return false;
        }
        if (plan instanceof InMemoryTableScanExec
                && !definesLazily(((InMemoryTableScanExec) plan).relation().cachedPlan())) {
            return false;
        }
        for (SparkPlan child : CollectionConverters.asJava(plan.children())) {
            if (!definesLazily(child)) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code data} with the digest column as {@code spec} says, through internal rows. Call only
     * where {@link #available} says so. Defines the input's RDD now (no job) and returns a
     * Dataset over the transform's RDD: lazy, as any transformation.
     */
    static Dataset<Row> apply(Dataset<?> data, StructType outSchema, Spec spec) {
        org.apache.spark.sql.classic.Dataset<?> classic = (org.apache.spark.sql.classic.Dataset<?>) data;
        RDD<InternalRow> input = classic.queryExecution().toRdd();
        RDD<InternalRow> hashed = input.toJavaRDD().mapPartitions(spec).rdd();
        return classic.sparkSession().internalCreateDataFrame(hashed, outSchema, false);
    }

    /** What to do with each row; the serializable function Spark ships to the executors. */
    static final class Spec implements FlatMapFunction<Iterator<InternalRow>, InternalRow> {
        private static final long serialVersionUID = 1L;
        final DigestAlgorithm algorithm;
        final StructType inputSchema;
        /** Index of the input column in an input row, and of its digest in an output row. */
        final int input;
        /** Whether digests are byte arrays (else lower-case hex strings). */
        final boolean binary;
        /** A batch ends once its input bytes reach this (or at {@link DigestColumns#MAX_BATCH_ROWS} rows). */
        final int batchBytes;

        Spec(DigestAlgorithm algorithm, StructType inputSchema, int input, boolean binary, int batchBytes) {
            this.algorithm = algorithm;
            this.inputSchema = inputSchema;
            this.input = input;
            this.binary = binary;
            this.batchBytes = batchBytes;
        }

        @Override
        public Iterator<InternalRow> call(Iterator<InternalRow> rows) {
            return new DigestInternalRows(this, rows);
        }
    }

    private static final InternalRow NO_COLUMNS = new GenericInternalRow(0);
    private static final HexFormat HEX = HexFormat.of();
    /** The batch buffer's first size: the default bound's, so that under that bound it never grows (a larger one grows it on demand). */
    private static final int INITIAL_BUFFER = DigestColumns.DEFAULT_BATCH_BYTES;
    /** The largest array a JVM reliably allocates. */
    private static final int MAX_BUFFER = Integer.MAX_VALUE - 8;

    private final Spec spec;
    private final Iterator<InternalRow> in;
    /** Whether the input is a string (its bytes, UTF-8, are hashed), else binary. */
    private final boolean utf8;
    /** Projects an input row to the columns the output keeps; null when it keeps none. */
    private final UnsafeProjection keep;
    /** Projects (kept columns, digest) to an output row. */
    private final UnsafeProjection emit;
    private final GenericInternalRow digestRow = new GenericInternalRow(1);
    private final JoinedRow joined = new JoinedRow();
    /** Bytes in a digest. */
    private final int digestBytes;
    private final byte[] binaryDigest;
    private final byte[] hexDigest;

    /** The current batch: per row its kept columns (a copy) and where its input is (-1: null). */
    private final InternalRow[] kept = new InternalRow[DigestColumns.MAX_BATCH_ROWS];
    private final int[] starts = new int[DigestColumns.MAX_BATCH_ROWS];
    private final int[] lengths = new int[DigestColumns.MAX_BATCH_ROWS];
    /** An input larger than {@link Spec#batchBytes}, in an array of its own (else null: in {@link #buffer}). */
    private final byte[][] own = new byte[DigestColumns.MAX_BATCH_ROWS][];
    /** The batch's inputs, back to back; grows to at most twice the batch bound (see {@link #ensure}). */
    private byte[] buffer;
    /** Bytes of {@link #buffer} the current batch fills. */
    private int used;
    private final List<ByteBuffer> messages = new ArrayList<>();
    private byte[] digests = new byte[0];
    private int count;
    private int next;
    /** Index in {@link #digests} of the next non-null row's digest. */
    private int nextDigest;

    private DigestInternalRows(Spec spec, Iterator<InternalRow> in) {
        this.spec = spec;
        this.in = in;
        this.digestBytes = spec.algorithm.bytes;
        this.binaryDigest = new byte[digestBytes];
        this.hexDigest = new byte[2 * digestBytes];
        this.utf8 = spec.inputSchema.fields()[spec.input].dataType() instanceof StringType;
        // The emit projection reads (kept columns, digest): the kept ones, every input column but
        // the input, are copied at read time; the digest takes the input's place.
        StructField[] fields = spec.inputSchema.fields();
        List<Expression> keptColumns = new ArrayList<>();
        List<Expression> outputColumns = new ArrayList<>();
        for (int c = 0; c < fields.length; c++) {
            if (c == spec.input) {
                outputColumns.add(null); // the digest's, below
            } else {
                outputColumns.add(new BoundReference(keptColumns.size(), fields[c].dataType(), fields[c].nullable()));
                keptColumns.add(new BoundReference(c, fields[c].dataType(), fields[c].nullable()));
            }
        }
        int k = keptColumns.size();
        outputColumns.set(spec.input, new BoundReference(k, spec.binary ? Sha1Columns.DigestFormat.BINARY.type
                : Sha1Columns.DigestFormat.HEX.type, true));
        this.keep = k == 0 ? null : UnsafeProjection.create(seq(keptColumns));
        this.emit = UnsafeProjection.create(seq(outputColumns));
        this.buffer = new byte[Math.min(spec.batchBytes, INITIAL_BUFFER)];
    }

    private static scala.collection.immutable.Seq<Expression> seq(List<Expression> list) {
        return CollectionConverters.asScala(list).toSeq();
    }

    @Override
    public boolean hasNext() {
        return next < count || fill();
    }

    @Override
    public InternalRow next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        int i = next++;
        InternalRow columns = kept[i];
        kept[i] = null; // the batch holds no row it has handed on
        if (lengths[i] < 0) {
            digestRow.setNullAt(0);
        } else {
            int at = digestBytes * nextDigest++;
            if (spec.binary) {
                System.arraycopy(digests, at, binaryDigest, 0, digestBytes); // the projection copies it out
                digestRow.update(0, binaryDigest);
            } else {
                for (int b = 0; b < digestBytes; b++) { // lower-case, as sha1() gives
                    int v = digests[at + b];
                    hexDigest[2 * b] = (byte) HEX.toHighHexDigit(v);
                    hexDigest[2 * b + 1] = (byte) HEX.toLowHexDigit(v);
                }
                digestRow.update(0, UTF8String.fromBytes(hexDigest)); // wraps; the projection copies it out
            }
        }
        own[i] = null;
        return emit.apply(joined.apply(columns, digestRow));
    }

    /** Reads and hashes the next batch; false at the end of the partition. */
    private boolean fill() {
        count = 0;
        next = 0;
        nextDigest = 0;
        used = 0;
        long bytes = 0; // every input's, in the buffer or not: one larger than the bound is a batch of its own
        while (bytes < spec.batchBytes && count < DigestColumns.MAX_BATCH_ROWS && in.hasNext()) {
            bytes += take(in.next(), count++);
        }
        if (count == 0) {
            return false;
        }
        messages.clear();
        for (int i = 0; i < count; i++) {
            if (lengths[i] >= 0) {
                messages.add(own[i] != null ? ByteBuffer.wrap(own[i]) : ByteBuffer.wrap(buffer, starts[i], lengths[i]));
            }
        }
        int needed = digestBytes * messages.size();
        if (digests.length < needed) {
            digests = new byte[needed];
        }
        spec.algorithm.hashInto(messages, digests, 0);
        messages.clear();
        return true;
    }

    /**
     * Makes {@code row} row {@code i} of the batch, its input copied to the end of
     * {@link #buffer}, or to an array of its own if it is larger than the batch bound. Returns
     * the input's size (0 for a null).
     */
    private int take(InternalRow row, int i) {
        kept[i] = keep == null ? NO_COLUMNS : keep.apply(row).copy();
        int column = spec.input;
        if (row.isNullAt(column)) {
            lengths[i] = -1;
            return 0;
        }
        Object base;
        long address;
        int size;
        if (row instanceof UnsafeRow) {
            // A binary or string value is (offset << 32 | size) in its slot, its bytes in the
            // row's memory (on or off heap): copied once, straight from there.
            UnsafeRow u = (UnsafeRow) row;
            long slot = u.getLong(column);
            base = u.getBaseObject();
            address = u.getBaseOffset() + (int) (slot >> 32);
            size = (int) slot;
        } else {
            byte[] value = utf8 ? row.getUTF8String(column).getBytes() : row.getBinary(column);
            base = value;
            address = Platform.BYTE_ARRAY_OFFSET;
            size = value.length;
        }
        lengths[i] = size;
        if (size > spec.batchBytes || (long) used + size > MAX_BUFFER) {
            own[i] = new byte[size];
            Platform.copyMemory(base, address, own[i], Platform.BYTE_ARRAY_OFFSET, size);
            return size;
        }
        ensure(used + size);
        Platform.copyMemory(base, address, buffer, Platform.BYTE_ARRAY_OFFSET + used, size);
        starts[i] = used;
        used += size;
        return size;
    }

    /**
     * Grows the buffer to hold {@code bytes}, keeping its contents. A batch ends once it holds
     * the bound, and its last input is at most the bound, so the buffer never needs more than
     * twice the bound (or {@link #MAX_BUFFER}); it is kept for the partition's next batches.
     */
    private void ensure(int bytes) {
        if (bytes > buffer.length) {
            buffer = Arrays.copyOf(buffer, (int) Math.min(Math.max(bytes, 2L * buffer.length),
                    Math.min(2L * spec.batchBytes, MAX_BUFFER)));
        }
    }
}
