package org.hashlanes;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import org.hashlanes.internal.BatchEngine;
import org.hashlanes.internal.Engines;

/**
 * SHA-1 of many independent messages at once.
 *
 * <p>On a JVM started with {@code --add-modules jdk.incubator.vector} the messages are hashed
 * several at a time, one per SIMD lane (4, 8 or 16 lanes); elsewhere one at a time through the
 * fastest single-stream engine. Every engine gives the same, bit-exact digests as
 * {@code MessageDigest.getInstance("SHA-1")}; {@link #engine()} says which one runs.
 *
 * <pre>{@code
 * List<ByteBuffer> chunks = ...;                       // heap, direct, read-only, sliced: all fine
 * List<Sha1Digest> ids = Sha1Batch.hash(chunks);       // ids.get(i) is the SHA-1 of chunks.get(i)
 *
 * byte[] flat = new byte[20 * chunks.size()];          // or, with no object per digest:
 * Sha1Batch.hashInto(chunks, flat, 0);
 * }</pre>
 *
 * <p>A message is its buffer's bytes from position to limit. Buffers are read by absolute index:
 * their position, limit, mark and contents are the same after a call as before, and the byte
 * order set on a buffer makes no difference. All arguments are checked before any work starts;
 * a bad one gets an exception naming it (and the index, in a list) and nothing is written.
 *
 * <p>A buffer that another thread changes (contents, position or limit) while it is being hashed
 * gets an undefined digest, and nothing worse: each message's position and limit are read once,
 * when its hashing starts, and only bytes inside that range are read, so no exception is thrown
 * on that account and the other messages' digests are unaffected. The list itself must not be
 * structurally modified during a call (its iterator may then throw, as any list's does).
 *
 * <p>All methods are static and may be called from any number of threads at once; there is no
 * shared mutable state beyond the engine choice (made once) and pools of scratch buffers. Scratch
 * memory is per call, taken from a pool that keeps at most 2 x the cores idle objects (not one per
 * thread), and {@link #hashInto} allocates nothing per message: memory does not grow with the
 * number of threads or the size of a batch.
 *
 * <p>SHA-1 is broken for collision resistance (SHAttered, 2017; SHA-mbles, 2020): do not use it
 * where an attacker chooses the data and a collision would hurt. It remains the identifier of
 * git objects and of many dedup and content-addressed stores, and a fine checksum.
 */
public final class Sha1Batch {
    /** Messages hashed per engine call on the {@code List<Sha1Digest>} paths, to bound scratch memory. */
    private static final int DIGEST_CHUNK = 4096;

    private Sha1Batch() {}

    /**
     * The digests of {@code messages}, digest {@code i} for message {@code i}.
     *
     * @return an unmodifiable list of the same size as {@code messages}
     * @throws NullPointerException if {@code messages} or one of its elements is null (naming the index)
     * @throws IllegalArgumentException if the {@code hashlanes.*} properties name something that does not exist
     * @throws UnsupportedOperationException if the engine they force cannot run on this JVM
     */
    public static List<Sha1Digest> hash(List<? extends ByteBuffer> messages) {
        int count = checkMessages(messages, "messages");
        BatchEngine engine = Engines.batchDefault();
        Sha1Digest[] digests = new Sha1Digest[count];
        byte[] scratch = new byte[Sha1Digest.BYTES * Math.min(count, DIGEST_CHUNK)];
        Iterator<? extends ByteBuffer> it = messages.iterator();
        for (int done = 0; done < count; ) {
            int n = Math.min(DIGEST_CHUNK, count - done);
            engine.hashInto(it, n, scratch, 0);
            for (int i = 0; i < n; i++) {
                digests[done + i] = Sha1Digest.fromBytes(scratch, Sha1Digest.BYTES * i);
            }
            done += n;
        }
        return List.of(digests);
    }

    /**
     * The digest of one message: the bytes of {@code message} from its position to its limit.
     * Through the same engine as batches ({@link #engine()}), which for one message is the
     * single-stream engine unless {@code hashlanes.engine} forces another.
     *
     * @throws NullPointerException if {@code message} is null
     * @throws IllegalArgumentException if the {@code hashlanes.*} properties name something that does not exist
     * @throws UnsupportedOperationException if the engine they force cannot run on this JVM
     */
    public static Sha1Digest hash(ByteBuffer message) {
        Objects.requireNonNull(message, "message");
        BatchEngine engine = Engines.batchDefault();
        byte[] out = new byte[Sha1Digest.BYTES];
        engine.hashInto(List.of(message).iterator(), 1, out, 0);
        return Sha1Digest.fromBytes(out, 0);
    }

    /**
     * The digest of the whole of {@code message}.
     *
     * @throws NullPointerException if {@code message} is null
     * @throws IllegalArgumentException if the {@code hashlanes.*} properties name something that does not exist
     * @throws UnsupportedOperationException if the engine they force cannot run on this JVM
     */
    public static Sha1Digest hash(byte[] message) {
        Objects.requireNonNull(message, "message");
        return hash(ByteBuffer.wrap(message));
    }

    /**
     * The digests of whole arrays, digest {@code i} for {@code messages.get(i)}.
     *
     * @throws NullPointerException if {@code messages} or one of its elements is null (naming the index)
     * @throws IllegalArgumentException if the {@code hashlanes.*} properties name something that does not exist
     * @throws UnsupportedOperationException if the engine they force cannot run on this JVM
     */
    public static List<Sha1Digest> hashArrays(List<byte[]> messages) {
        Objects.requireNonNull(messages, "messages");
        ByteBuffer[] wrapped = new ByteBuffer[messages.size()];
        int i = 0;
        for (byte[] m : messages) {
            if (m == null) {
                throw new NullPointerException("messages[" + i + "] is null");
            }
            wrapped[i++] = ByteBuffer.wrap(m);
        }
        return hash(Arrays.asList(wrapped));
    }

    /**
     * Writes the digests of {@code messages}, 20 bytes each and in order, at
     * {@code out[offset..offset + 20 * messages.size())}; allocates nothing per message.
     *
     * @throws NullPointerException if {@code messages}, one of its elements (naming the index) or {@code out} is null
     * @throws IndexOutOfBoundsException if {@code offset} is negative or the digests do not fit in {@code out}
     * @throws IllegalArgumentException if the {@code hashlanes.*} properties name something that does not exist
     * @throws UnsupportedOperationException if the engine they force cannot run on this JVM
     */
    public static void hashInto(List<? extends ByteBuffer> messages, byte[] out, int offset) {
        int count = checkMessages(messages, "messages");
        Objects.requireNonNull(out, "out");
        if (offset < 0 || offset > out.length) {
            throw new IndexOutOfBoundsException("offset " + offset + " is outside out (length " + out.length + ")");
        }
        long needed = (long) Sha1Digest.BYTES * count;
        if (needed > out.length - offset) {
            throw new IndexOutOfBoundsException("out has room for " + (out.length - offset) / Sha1Digest.BYTES
                    + " digests from offset " + offset + ", but " + count + " messages need " + needed + " bytes");
        }
        Engines.batchDefault().hashInto(messages.iterator(), count, out, offset);
    }

    /**
     * A short description of the engine that hashes batches, e.g. {@code vector 16 lanes (512-bit)},
     * {@code jdk (SHA-1 intrinsic)} or {@code scalar}. The system property {@code hashlanes.engine}
     * ({@code auto}, {@code vector}, {@code jdk}, {@code scalar}) forces one, and {@code hashlanes.lanes}
     * (4, 8, 16) a lane count; both are read once, on first use.
     *
     * @throws IllegalArgumentException if those properties name something that does not exist
     * @throws UnsupportedOperationException if the forced engine cannot run on this JVM
     */
    public static String engine() {
        return Engines.batchDefault().description();
    }

    /** Walks the list once (linear for any {@code List}), rejecting null elements by index. */
    private static int checkMessages(List<? extends ByteBuffer> messages, String name) {
        Objects.requireNonNull(messages, name);
        int i = 0;
        for (ByteBuffer b : messages) {
            if (b == null) {
                throw new NullPointerException(name + "[" + i + "] is null");
            }
            i++;
        }
        return i;
    }
}
