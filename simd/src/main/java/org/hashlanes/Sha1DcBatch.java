package org.hashlanes;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import org.hashlanes.internal.api.BatchCalls;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * SHA-1 with collision detection (SHA-1DC, as git, GitHub and JGit use it) for many messages at
 * once: the same arguments, buffer rules, checks and thread safety as {@link Sha1Batch}, plus a
 * flag per message.
 *
 * <ul>
 *   <li>A message without a detected attack gets its ordinary SHA-1, bit for bit.
 *   <li>A message containing a near-collision block of one of the 32 disturbance vectors that
 *       all known practical attacks use (SHAttered, SHA-mbles) is flagged, and its digest is
 *       the hardened "safe hash" of the reference library {@code sha1collisiondetection}
 *       (git's sha1dc): {@code shattered-1.pdf} gives {@code 16e96b70...}, flagged.
 *   <li>One flagged message never costs the batch its other digests: each message has its own
 *       flag, and nothing is thrown.
 * </ul>
 *
 * <p><b>Detection is opt-in by class, and always on within it.</b> {@link Sha1Batch} stays plain
 * SHA-1, equal to {@code MessageDigest} for every input, because dedup stores key on exactly
 * that. A store of git objects should hash with this class, as git itself has since 2017.
 *
 * <p><b>From JGit.</b> JGit's {@code SHA1} throws {@code Sha1CollisionException} on detection and
 * reports the plain digest ({@code 38762cf7...} for both SHAttered files). Here the flag takes the
 * place of the exception ({@code if (r.collisionDetected()) throw ...} gives JGit's behaviour)
 * and the digest is the safe hash; the plain SHA-1 of a flagged message is what
 * {@link Sha1Batch} returns.
 *
 * <p>With {@code --add-modules jdk.incubator.vector} the detection runs in the SIMD lanes (the
 * condition check as vector operations, the rare candidate blocks queued and recompressed a
 * vector at a time); else
 * one message at a time. {@link #engine()} and {@link #engineInfo()} say which; as for
 * {@link Sha1Batch}, the lanes take over from the scalar engine once a background thread has
 * warmed them up and measured them faster here ({@code hashlanes.warmup=false}: never).
 */
public final class Sha1DcBatch {
    private static final BatchCalls<Sha1DcResult> CALLS = BatchCalls.detecting(EngineFamily.SHA1DC,
            (bytes, offset, flagged) -> Sha1DcResult.of(Sha1Digest.fromBytes(bytes, offset), flagged));

    private Sha1DcBatch() {}

    /** As {@link Sha1Batch#hash(List)}: result {@code i} for message {@code i}, in an unmodifiable list. */
    public static List<Sha1DcResult> hash(List<? extends ByteBuffer> messages) {
        return CALLS.hash(messages);
    }

    /** As {@link Sha1Batch#hash(ByteBuffer)}: one message, from its position to its limit, on the scalar detecting engine. */
    public static Sha1DcResult hash(ByteBuffer message) {
        return CALLS.hash(message);
    }

    /** As {@link Sha1Batch#hash(byte[])}: the whole array. */
    public static Sha1DcResult hash(byte[] message) {
        return CALLS.hash(message);
    }

    /** As {@link Sha1Batch#hash(byte[], int, int)}: {@code message[offset..offset+length)}, only read. */
    public static Sha1DcResult hash(byte[] message, int offset, int length) {
        return CALLS.hash(message, offset, length);
    }

    /** As {@link Sha1Batch#hashArrays(List)}: whole arrays, result {@code i} for {@code messages.get(i)}. */
    public static List<Sha1DcResult> hashArrays(List<byte[]> messages) {
        return CALLS.hashArrays(messages);
    }

    /**
     * Writes the digests of {@code messages}, 20 bytes each and in order, at
     * {@code out[offset..]}, and message {@code i}'s flag at {@code flags[flagsOffset + i]};
     * allocates nothing per message.
     *
     * @return how many messages were flagged
     * @throws NullPointerException if {@code messages}, one of its elements (naming the index),
     *         {@code out} or {@code flags} is null
     * @throws IndexOutOfBoundsException if an offset is negative or the digests or flags do not fit
     */
    public static int hashInto(List<? extends ByteBuffer> messages, byte[] out, int offset,
            boolean[] flags, int flagsOffset) {
        return CALLS.hashInto(messages, out, offset, flags, flagsOffset);
    }

    /**
     * A short description of the engine that hashes batches with detection: {@code vector 16
     * lanes (512-bit)}, {@code scalar}, or while the lanes warm up {@code scalar (vector 16 lanes
     * (512-bit) warming up)}. The properties of {@link Sha1Batch#engine()} apply
     * ({@code hashlanes.engine=scalar} or {@code jdk} give the scalar engine: the JDK has no
     * detection; {@code hashlanes.warmup=false} keeps the scalar engine, with no background thread).
     */
    public static String engine() {
        return CALLS.engine();
    }

    /**
     * As {@link Sha1Batch#engineInfo()}, for detection: the detecting lanes warm up on their own
     * {@code hashlanes-warmup} thread, and until they are chosen the scalar detecting engine
     * ({@link EngineInfo.Kind#SCALAR}) serves calls. Does not wait.
     */
    public static EngineInfo engineInfo() {
        return EngineInfo.of(EngineFamily.SHA1DC.batchDefault());
    }

    /** As {@link Sha1Batch#awaitEngine}: waits up to {@code timeout} for the detecting warm-up's choice; calls meanwhile run on the scalar detecting engine. */
    public static EngineInfo awaitEngine(Duration timeout) throws InterruptedException {
        return EngineInfo.of(EngineFamily.SHA1DC.awaitChoice(timeout));
    }
}
