package org.hashlanes;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import org.hashlanes.internal.api.BatchCalls;
import org.hashlanes.internal.engine.EngineFamily;

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
    private static final BatchCalls<Sha1Digest> CALLS = BatchCalls.of(EngineFamily.SHA1, Sha1Digest::fromBytes);

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
        return CALLS.hash(messages);
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
        return CALLS.hash(message);
    }

    /**
     * The digest of the whole of {@code message}.
     *
     * @throws NullPointerException if {@code message} is null
     * @throws IllegalArgumentException if the {@code hashlanes.*} properties name something that does not exist
     * @throws UnsupportedOperationException if the engine they force cannot run on this JVM
     */
    public static Sha1Digest hash(byte[] message) {
        return CALLS.hash(message);
    }

    /**
     * The digest of {@code message[offset..offset+length)}. The array is only read.
     *
     * @throws NullPointerException if {@code message} is null
     * @throws IndexOutOfBoundsException if {@code offset} or {@code length} is negative or the range
     *     does not lie within {@code message}
     */
    public static Sha1Digest hash(byte[] message, int offset, int length) {
        return CALLS.hash(message, offset, length);
    }

    /**
     * The digests of whole arrays, digest {@code i} for {@code messages.get(i)}.
     *
     * @throws NullPointerException if {@code messages} or one of its elements is null (naming the index)
     * @throws IllegalArgumentException if the {@code hashlanes.*} properties name something that does not exist
     * @throws UnsupportedOperationException if the engine they force cannot run on this JVM
     */
    public static List<Sha1Digest> hashArrays(List<byte[]> messages) {
        return CALLS.hashArrays(messages);
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
        CALLS.hashInto(messages, out, offset);
    }

    /**
     * A short description of the engine that hashes batches, e.g. {@code vector 16 lanes (512-bit)},
     * {@code jdk (SHA-1 intrinsic)} or {@code scalar}. The system property {@code hashlanes.engine}
     * ({@code auto}, {@code vector}, {@code jdk}, {@code scalar}) forces one, and {@code hashlanes.lanes}
     * (4, 8, 16) a lane count, and {@code hashlanes.warmup=false} keeps {@code auto} on the
     * single-stream engine with no background warm-up; all are read once, on first use. While the
     * lanes warm up the text says so ({@code jdk (SHA-1 intrinsic) (vector lanes warming up)}); for
     * a typed value, see {@link #engineInfo()}.
     *
     * @throws IllegalArgumentException if those properties name something that does not exist
     * @throws UnsupportedOperationException if the forced engine cannot run on this JVM
     */
    public static String engine() {
        return CALLS.engine();
    }

    /**
     * The engine that hashes SHA-1 batches now, as a value: its kind, lane count, and whether the
     * background warm-up ({@code hashlanes-warmup} thread; see {@link EngineInfo}) may still change
     * it. Does not wait.
     *
     * @throws IllegalArgumentException if the engine properties name something that does not exist
     * @throws UnsupportedOperationException if the forced engine cannot run on this JVM
     */
    public static EngineInfo engineInfo() {
        return EngineInfo.of(EngineFamily.SHA1.batchDefault());
    }

    /**
     * Waits up to {@code timeout} for the background warm-up to choose the engine, and returns
     * {@link #engineInfo()}: {@link EngineInfo.State#CHOSEN} unless the timeout passed first.
     * Returns at once when nothing is warming up (the choice is made, an engine is forced, or
     * {@code hashlanes.warmup=false}). For a server that wants the lanes before it takes traffic;
     * calls made meanwhile are correct, on the single-stream engine.
     *
     * @throws NullPointerException if {@code timeout} is null
     * @throws InterruptedException if this thread is interrupted while waiting
     * @throws IllegalArgumentException if the engine properties name something that does not exist
     * @throws UnsupportedOperationException if the forced engine cannot run on this JVM
     */
    public static EngineInfo awaitEngine(Duration timeout) throws InterruptedException {
        return EngineInfo.of(EngineFamily.SHA1.awaitChoice(timeout));
    }
}
