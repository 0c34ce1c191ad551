package org.hashlanes;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import org.hashlanes.internal.BatchCalls;
import org.hashlanes.internal.EngineFamily;

/**
 * SHA-256 of many independent messages at once: {@link Sha1Batch}'s API, method for method, for
 * SHA-256, on the same lane scheduler, engine choice and system properties.
 *
 * <pre>{@code
 * List<ByteBuffer> chunks = ...;                        // heap, direct, read-only, sliced: all fine
 * List<Sha256Digest> ids = Sha256Batch.hash(chunks);    // ids.get(i) is the SHA-256 of chunks.get(i)
 *
 * byte[] flat = new byte[32 * chunks.size()];           // or, with no object per digest:
 * Sha256Batch.hashInto(chunks, flat, 0);
 * }</pre>
 *
 * <p>Everything {@link Sha1Batch} says about buffers (read by absolute index, never moved or
 * written), argument checks (all before any work, naming the bad argument and index), buffers
 * changed by another thread, thread safety and bounded memory holds here word for word. Every
 * engine gives the same, bit-exact digests as {@code MessageDigest.getInstance("SHA-256")}.
 */
public final class Sha256Batch {
    private static final BatchCalls<Sha256Digest> CALLS = BatchCalls.of(EngineFamily.SHA256, Sha256Digest::fromBytes);

    private Sha256Batch() {}

    /**
     * The digests of {@code messages}, digest {@code i} for message {@code i}.
     *
     * @return an unmodifiable list of the same size as {@code messages}
     * @throws NullPointerException if {@code messages} or one of its elements is null (naming the index)
     */
    public static List<Sha256Digest> hash(List<? extends ByteBuffer> messages) {
        return CALLS.hash(messages);
    }

    /**
     * The digest of one message: the bytes of {@code message} from its position to its limit.
     *
     * @throws NullPointerException if {@code message} is null
     */
    public static Sha256Digest hash(ByteBuffer message) {
        return CALLS.hash(message);
    }

    /**
     * The digest of the whole of {@code message}.
     *
     * @throws NullPointerException if {@code message} is null
     */
    public static Sha256Digest hash(byte[] message) {
        return CALLS.hash(message);
    }

    /**
     * The digest of {@code message[offset..offset+length)}. The array is only read.
     *
     * @throws NullPointerException if {@code message} is null
     * @throws IndexOutOfBoundsException if {@code offset} or {@code length} is negative or the range
     *     does not lie within {@code message}
     */
    public static Sha256Digest hash(byte[] message, int offset, int length) {
        return CALLS.hash(message, offset, length);
    }

    /**
     * The digests of whole arrays, digest {@code i} for {@code messages.get(i)}.
     *
     * @throws NullPointerException if {@code messages} or one of its elements is null (naming the index)
     */
    public static List<Sha256Digest> hashArrays(List<byte[]> messages) {
        return CALLS.hashArrays(messages);
    }

    /**
     * Writes the digests of {@code messages}, 32 bytes each and in order, at
     * {@code out[offset..offset + 32 * messages.size())}; allocates nothing per message.
     *
     * @throws NullPointerException if {@code messages}, one of its elements (naming the index) or {@code out} is null
     * @throws IndexOutOfBoundsException if {@code offset} is negative or the digests do not fit in {@code out}
     */
    public static void hashInto(List<? extends ByteBuffer> messages, byte[] out, int offset) {
        CALLS.hashInto(messages, out, offset);
    }

    /**
     * A short description of the engine that hashes SHA-256 batches, e.g.
     * {@code vector 16 lanes (512-bit)}, {@code jdk (SHA-256 intrinsic)} or {@code scalar}; chosen
     * from the same system properties as {@link Sha1Batch#engine()}.
     *
     * @throws IllegalArgumentException if those properties name something that does not exist
     * @throws UnsupportedOperationException if the forced engine cannot run on this JVM
     */
    public static String engine() {
        return CALLS.engine();
    }

    /**
     * The engine that hashes SHA-256 batches now, as a value: its kind, lane count, and whether the
     * background warm-up ({@code hashlanes-warmup} thread; see {@link EngineInfo}) may still change
     * it. Does not wait.
     *
     * @throws IllegalArgumentException if the engine properties name something that does not exist
     * @throws UnsupportedOperationException if the forced engine cannot run on this JVM
     */
    public static EngineInfo engineInfo() {
        return EngineInfo.of(EngineFamily.SHA256.status());
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
        return EngineInfo.of(EngineFamily.SHA256.awaitStatus(timeout));
    }
}
