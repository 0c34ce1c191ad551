package org.hashlanes.spark;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.hashlanes.Md5Batch;
import org.hashlanes.Sha1Batch;
import org.hashlanes.Sha256Batch;
import org.hashlanes.Sha384Batch;
import org.hashlanes.Sha512Batch;

/**
 * The algorithms the column transform and the SQL functions hash with: a name (as Spark's
 * functions and the CLI's {@code -a} spell it), the digest's length, and one batch call of the
 * library's public API. Adding an algorithm is one constant here; {@link DigestColumns} and
 * {@link HashlanesSqlExtensions} (which registers {@code hashlanes_NAME}) read this table.
 * Serializable as any enum (by name), so a task's spec carries it to the executors.
 */
enum DigestAlgorithm {
    MD5("md5", "MD5", 16, Md5Batch::hashInto),
    SHA1("sha1", "SHA-1", 20, Sha1Batch::hashInto),
    SHA256("sha256", "SHA-256", 32, Sha256Batch::hashInto),
    SHA384("sha384", "SHA-384", 48, Sha384Batch::hashInto),
    SHA512("sha512", "SHA-512", 64, Sha512Batch::hashInto);

    /** One batch call: the digests of {@code messages} (position to limit) at {@code out[offset..]}, in order. */
    @FunctionalInterface
    interface BatchHash {
        void hashInto(List<ByteBuffer> messages, byte[] out, int offset);
    }

    /** Lower-case name: {@code sha256}; the SQL function is {@code hashlanes_} and this. */
    final String id;
    /** The JDK's name: SHA-256. */
    final String jdkName;
    /** Bytes in a digest. */
    final int bytes;
    private final BatchHash batch;

    DigestAlgorithm(String id, String jdkName, int bytes, BatchHash batch) {
        this.id = id;
        this.jdkName = jdkName;
        this.bytes = bytes;
        this.batch = batch;
    }

    /** Writes the digests of {@code messages} at {@code out[offset..]}, {@link #bytes} each. */
    void hashInto(List<ByteBuffer> messages, byte[] out, int offset) {
        batch.hashInto(messages, out, offset);
    }

    /** The SQL table function of this algorithm. */
    String function() {
        return "hashlanes_" + id;
    }

    /**
     * The algorithm named {@code name}, in any case, as {@link #id} ({@code sha256}) or the JDK's
     * name ({@code SHA-256}).
     *
     * @throws IllegalArgumentException naming the valid names if there is none
     */
    static DigestAlgorithm named(String name) {
        Objects.requireNonNull(name, "algorithm");
        for (DigestAlgorithm a : values()) {
            if (a.id.equalsIgnoreCase(name) || a.jdkName.equalsIgnoreCase(name)) {
                return a;
            }
        }
        List<String> ids = new ArrayList<>();
        for (DigestAlgorithm a : values()) {
            ids.add("'" + a.id + "'");
        }
        throw new IllegalArgumentException("algorithm must be one of " + String.join(", ", ids) + ", got '" + name + "'");
    }
}
