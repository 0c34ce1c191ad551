package org.hashlanes;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import org.hashlanes.internal.BatchCalls;
import org.hashlanes.internal.DetectingEngine;
import org.hashlanes.internal.DetectingEngines;
import org.hashlanes.internal.EngineFamily;

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
    /** Messages hashed per engine call on the {@code List<Sha1DcResult>} path, to bound scratch memory. */
    private static final int RESULT_CHUNK = 4096;

    private Sha1DcBatch() {}

    /**
     * The results of {@code messages}, result {@code i} for message {@code i}.
     *
     * @return an unmodifiable list of the same size as {@code messages}
     * @throws NullPointerException if {@code messages} or one of its elements is null (naming the index)
     */
    public static List<Sha1DcResult> hash(List<? extends ByteBuffer> messages) {
        int count = BatchCalls.checkMessages(messages, "messages");
        DetectingEngine engine = DetectingEngines.batchDefault();
        Sha1DcResult[] results = new Sha1DcResult[count];
        int chunk = Math.min(count, RESULT_CHUNK);
        byte[] digests = new byte[Sha1Digest.BYTES * chunk];
        boolean[] flags = new boolean[chunk];
        Iterator<? extends ByteBuffer> it = messages.iterator();
        for (int done = 0; done < count; ) {
            int n = Math.min(RESULT_CHUNK, count - done);
            engine.hashInto(it, n, digests, 0, flags, 0);
            for (int i = 0; i < n; i++) {
                results[done + i] = Sha1DcResult.of(Sha1Digest.fromBytes(digests, Sha1Digest.BYTES * i), flags[i]);
            }
            done += n;
        }
        return List.of(results);
    }

    /**
     * The result of one message: the bytes of {@code message} from its position to its limit.
     *
     * @throws NullPointerException if {@code message} is null
     */
    public static Sha1DcResult hash(ByteBuffer message) {
        Objects.requireNonNull(message, "message");
        byte[] out = new byte[Sha1Digest.BYTES];
        boolean[] flag = new boolean[1];
        DetectingEngines.scalar().hashInto(List.of(message).iterator(), 1, out, 0, flag, 0);
        return Sha1DcResult.of(Sha1Digest.fromBytes(out, 0), flag[0]);
    }

    /**
     * The result of the whole of {@code message}.
     *
     * @throws NullPointerException if {@code message} is null
     */
    public static Sha1DcResult hash(byte[] message) {
        Objects.requireNonNull(message, "message");
        return hash(ByteBuffer.wrap(message));
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
        int count = BatchCalls.checkMessages(messages, "messages");
        BatchCalls.checkOut(out, offset, count, Sha1Digest.BYTES);
        Objects.requireNonNull(flags, "flags");
        if (flagsOffset < 0 || flagsOffset > flags.length || count > flags.length - flagsOffset) {
            throw new IndexOutOfBoundsException("flags (length " + flags.length + ") has no room for " + count
                    + " flags from offset " + flagsOffset);
        }
        DetectingEngines.batchDefault().hashInto(messages.iterator(), count, out, offset, flags, flagsOffset);
        int flagged = 0;
        for (int i = 0; i < count; i++) {
            flagged += flags[flagsOffset + i] ? 1 : 0;
        }
        return flagged;
    }

    /**
     * A short description of the engine that hashes batches with detection: {@code vector 16
     * lanes (512-bit)}, {@code scalar}, or while the lanes warm up {@code scalar (vector 16 lanes
     * (512-bit) warming up)}. The properties of {@link Sha1Batch#engine()} apply
     * ({@code hashlanes.engine=scalar} or {@code jdk} give the scalar engine: the JDK has no
     * detection; {@code hashlanes.warmup=false} keeps the scalar engine, with no background thread).
     */
    public static String engine() {
        return DetectingEngines.batchDefault().description();
    }

    /**
     * The engine that hashes batches with detection now, as a value, as {@link
     * Sha1Batch#engineInfo()} gives it for plain SHA-1: the detecting lanes warm up on their own
     * {@code hashlanes-warmup} thread, and until they are chosen the scalar detecting engine
     * ({@link EngineInfo.Kind#SCALAR}) serves calls. Does not wait.
     *
     * @throws IllegalArgumentException if the engine properties name something that does not exist
     * @throws UnsupportedOperationException if the forced engine cannot run on this JVM
     */
    public static EngineInfo engineInfo() {
        return EngineInfo.of(EngineFamily.SHA1DC.status());
    }

    /**
     * Waits up to {@code timeout} for the background warm-up to choose the detecting engine, and
     * returns {@link #engineInfo()}, as {@link Sha1Batch#awaitEngine} does for plain SHA-1. Calls
     * made meanwhile are correct, on the scalar detecting engine.
     *
     * @throws NullPointerException if {@code timeout} is null
     * @throws InterruptedException if this thread is interrupted while waiting
     * @throws IllegalArgumentException if the engine properties name something that does not exist
     * @throws UnsupportedOperationException if the forced engine cannot run on this JVM
     */
    public static EngineInfo awaitEngine(Duration timeout) throws InterruptedException {
        return EngineInfo.of(EngineFamily.SHA1DC.awaitStatus(timeout));
    }
}
