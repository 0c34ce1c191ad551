package org.hashlanes;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import org.hashlanes.internal.api.BatchCalls;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * MD5 of many independent messages at once: {@link Sha1Batch}'s API, method for method, for
 * MD5, on the same lane scheduler, engine choice and system properties.
 *
 * <pre>{@code
 * List<ByteBuffer> chunks = ...;                        // heap, direct, read-only, sliced: all fine
 * List<Md5Digest> ids = Md5Batch.hash(chunks);    // ids.get(i) is the MD5 of chunks.get(i)
 *
 * byte[] flat = new byte[16 * chunks.size()];           // or, with no object per digest:
 * Md5Batch.hashInto(chunks, flat, 0);
 * }</pre>
 *
 * <p>Everything {@link Sha1Batch} says about buffers (read by absolute index, never moved or
 * written), argument checks (all before any work, naming the bad argument and index), buffers
 * changed by another thread, thread safety and bounded memory holds here word for word. Every
 * engine gives the same, bit-exact digests as {@code MessageDigest.getInstance("MD5")}.
 */
public final class Md5Batch {
    private static final BatchCalls<Md5Digest> CALLS = BatchCalls.of(EngineFamily.MD5, Md5Digest::fromBytes);

    private Md5Batch() {}

    /** As {@link Sha1Batch#hash(List)}: digest {@code i} for message {@code i}, in an unmodifiable list. */
    public static List<Md5Digest> hash(List<? extends ByteBuffer> messages) {
        return CALLS.hash(messages);
    }

    /** As {@link Sha1Batch#hash(ByteBuffer)}: one message, from its position to its limit. */
    public static Md5Digest hash(ByteBuffer message) {
        return CALLS.hash(message);
    }

    /** As {@link Sha1Batch#hash(byte[])}: the whole array. */
    public static Md5Digest hash(byte[] message) {
        return CALLS.hash(message);
    }

    /** As {@link Sha1Batch#hash(byte[], int, int)}: {@code message[offset..offset+length)}, only read. */
    public static Md5Digest hash(byte[] message, int offset, int length) {
        return CALLS.hash(message, offset, length);
    }

    /** As {@link Sha1Batch#hashArrays(List)}: whole arrays, digest {@code i} for {@code messages.get(i)}. */
    public static List<Md5Digest> hashArrays(List<byte[]> messages) {
        return CALLS.hashArrays(messages);
    }

    /**
     * As {@link Sha1Batch#hashInto}: the digests, 16 bytes each and in order, at
     * {@code out[offset..offset + 16 * messages.size())}; allocates nothing per message.
     */
    public static void hashInto(List<? extends ByteBuffer> messages, byte[] out, int offset) {
        CALLS.hashInto(messages, out, offset);
    }

    /**
     * As {@link Sha1Batch#engine()}, for MD5: e.g. {@code vector 32 lanes (512-bit)} (two lane sets a vector),
     * {@code jdk (MD5 intrinsic)} or {@code scalar}, chosen from the same system properties.
     */
    public static String engine() {
        return CALLS.engine();
    }

    /** As {@link Sha1Batch#engineInfo()}: the engine that hashes MD5 batches now, as a value; does not wait. */
    public static EngineInfo engineInfo() {
        return EngineInfo.of(EngineFamily.MD5.batchDefault());
    }

    /** As {@link Sha1Batch#awaitEngine}: waits up to {@code timeout} for the MD5 warm-up's choice. */
    public static EngineInfo awaitEngine(Duration timeout) throws InterruptedException {
        return EngineInfo.of(EngineFamily.MD5.awaitChoice(timeout));
    }
}
