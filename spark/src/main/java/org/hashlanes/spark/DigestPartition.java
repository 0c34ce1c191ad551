package org.hashlanes.spark;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * One partition of {@link DigestColumns#withDigest}: an iterator that reads a batch of rows,
 * hashes their input column with one batch call of the algorithm ({@code Sha1Batch.hashInto},
 * ...), hands the rows on with their digests, and only then reads the next batch.
 */
final class DigestPartition implements Iterator<Row> {
    /** What to do with each row; the serializable function Spark ships to the executors. */
    static final class Spec implements MapPartitionsFunction<Row, Row> {
        private static final long serialVersionUID = 1L;
        final DigestAlgorithm algorithm;
        /** Index of the input column in an input row. */
        final int input;
        /** Whether the input is a string, hashed as UTF-8 (else binary). */
        final boolean utf8;
        /** Index of the digest in an output row: the replaced column's, or the input width to append. */
        final int output;
        /** Columns in an output row. */
        final int outputWidth;
        /** Whether digests are byte arrays (else lower-case hex strings). */
        final boolean binary;
        /** A batch ends once its input bytes reach this (or at {@link DigestColumns#MAX_BATCH_ROWS} rows). */
        final int batchBytes;

        Spec(DigestAlgorithm algorithm, int input, boolean utf8, int output, int outputWidth, boolean binary,
                int batchBytes) {
            this.algorithm = algorithm;
            this.input = input;
            this.utf8 = utf8;
            this.output = output;
            this.outputWidth = outputWidth;
            this.binary = binary;
            this.batchBytes = batchBytes;
        }

        @Override
        public Iterator<Row> call(Iterator<Row> rows) {
            return new DigestPartition(this, rows);
        }
    }

    private final Spec spec;
    private final Iterator<Row> in;
    /** The current batch's rows; {@code next} indexes the one to hand on next. */
    private final List<Row> rows = new ArrayList<>();
    /** The non-null inputs of the current batch, in row order. */
    private final List<ByteBuffer> messages = new ArrayList<>();
    /** Digests of {@link #messages}, one after another; grows to the largest batch seen. */
    private byte[] digests = new byte[0];
    private int next;
    /** Index in {@link #digests} of the next non-null row's digest. */
    private int nextDigest;

    private DigestPartition(Spec spec, Iterator<Row> in) {
        this.spec = spec;
        this.in = in;
    }

    @Override
    public boolean hasNext() {
        return next < rows.size() || fill();
    }

    @Override
    public Row next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Row row = rows.get(next);
        rows.set(next++, null); // the batch holds no row it has handed on
        Object[] values = new Object[spec.outputWidth];
        for (int i = 0, n = row.length(); i < n; i++) {
            values[i] = row.get(i);
        }
        Object digest = null;
        if (!row.isNullAt(spec.input)) {
            int bytes = spec.algorithm.bytes;
            int at = bytes * nextDigest++;
            digest = spec.binary
                    ? Arrays.copyOfRange(digests, at, at + bytes)
                    : HexFormat.of().formatHex(digests, at, at + bytes); // lower-case, as Spark's sha1() gives
        }
        values[spec.output] = digest;
        return RowFactory.create(values);
    }

    /** Reads and hashes the next batch; false at the end of the partition. */
    private boolean fill() {
        rows.clear();
        messages.clear();
        next = 0;
        nextDigest = 0;
        long bytes = 0;
        while (bytes < spec.batchBytes && rows.size() < DigestColumns.MAX_BATCH_ROWS && in.hasNext()) {
            Row row = in.next();
            rows.add(row);
            if (!row.isNullAt(spec.input)) {
                byte[] message = spec.utf8
                        ? row.getString(spec.input).getBytes(StandardCharsets.UTF_8)
                        : (byte[]) row.get(spec.input);
                messages.add(ByteBuffer.wrap(message));
                bytes += message.length;
            }
        }
        if (rows.isEmpty()) {
            return false;
        }
        int needed = spec.algorithm.bytes * messages.size();
        if (digests.length < needed) {
            digests = new byte[needed];
        }
        spec.algorithm.hashInto(messages, digests, 0);
        messages.clear(); // the batch's rows still hold the inputs until handed on; these wrappers are done
        return true;
    }
}
