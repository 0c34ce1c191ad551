package org.hashlanes.internal.api;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.plan.MessageBatch;

/**
 * What the public batch facades ({@code Sha1Batch}, {@code Sha256Batch}, {@code Sha1DcBatch}) do,
 * once for every algorithm: check every argument before any work, then hand the call to the
 * family's engine. A facade holds one instance, made of its {@link EngineFamily} and how to wrap
 * digest bytes (and, for SHA-1DC, the flag) in its value type, and delegates each method to it.
 *
 * @param <R> the facade's value per message: a digest, or for SHA-1DC a digest and its flag
 */
public final class BatchCalls<R> {
    /** Messages hashed per engine call on the value paths, to bound scratch memory. */
    private static final int CHUNK = MessageBatch.MAX_MESSAGES;

    /** Makes a digest value from {@code bytes[offset .. offset + digestBytes)}. */
    @FunctionalInterface
    public interface DigestReader<D> {
        D read(byte[] bytes, int offset);
    }

    /** Makes a value from a digest's bytes and whether collision detection flagged it (SHA-1DC). */
    @FunctionalInterface
    public interface FlaggedReader<R> {
        R read(byte[] bytes, int offset, boolean flagged);
    }

    private final EngineFamily family;
    private final int digestBytes;
    private final FlaggedReader<R> reader;

    private BatchCalls(EngineFamily family, FlaggedReader<R> reader) {
        this.family = family;
        this.digestBytes = family.function().digestBytes();
        this.reader = reader;
    }

    /** The calls of an algorithm without detection, its digests wrapped by {@code reader}. */
    public static <D> BatchCalls<D> of(EngineFamily family, DigestReader<D> reader) {
        if (family.detects()) {
            throw new IllegalArgumentException(family + " detects: use detecting()");
        }
        return new BatchCalls<>(family, (bytes, offset, flagged) -> reader.read(bytes, offset));
    }

    /** The calls of a collision-detecting algorithm (SHA-1DC): each value gets its message's flag. */
    public static <R> BatchCalls<R> detecting(EngineFamily family, FlaggedReader<R> reader) {
        if (!family.detects()) {
            throw new IllegalArgumentException(family + " does not detect");
        }
        return new BatchCalls<>(family, reader);
    }

    /** The values of {@code messages}, in order; an unmodifiable list. */
    public List<R> hash(List<? extends ByteBuffer> messages) {
        int count = checkMessages(messages, "messages");
        Engine engine = family.batchDefault();
        Object[] values = new Object[count];
        int chunk = Math.min(count, CHUNK);
        byte[] scratch = new byte[digestBytes * chunk];
        boolean[] flags = new boolean[chunk]; // stays false for an algorithm that does not detect
        DigestSink sink = family.detects() ? DigestSink.of(scratch, 0, flags, 0) : DigestSink.of(scratch, 0);
        Iterator<? extends ByteBuffer> it = messages.iterator();
        for (int done = 0; done < count; ) {
            int n = Math.min(CHUNK, count - done);
            engine.hashInto(it, n, sink);
            for (int i = 0; i < n; i++) {
                values[done + i] = reader.read(scratch, digestBytes * i, flags[i]);
            }
            done += n;
        }
        @SuppressWarnings("unchecked")
        List<R> list = (List<R>) List.of(values);
        return list;
    }

    /**
     * The value of one message, from its position to its limit. Through the same engine as batches
     * (for one message that is the single-stream engine unless {@code hashlanes.engine} forces
     * another); with detection, through the scalar detecting engine, which gives the flag.
     */
    public R hash(ByteBuffer message) {
        Objects.requireNonNull(message, "message");
        byte[] out = new byte[digestBytes];
        if (family.detects()) {
            boolean[] flag = new boolean[1];
            family.scalar().hashOne(message, DigestSink.of(out, 0, flag, 0));
            return reader.read(out, 0, flag[0]);
        }
        family.batchDefault().hashOne(message, DigestSink.of(out, 0));
        return reader.read(out, 0, false);
    }

    /** The value of the whole of {@code message}. */
    public R hash(byte[] message) {
        Objects.requireNonNull(message, "message");
        return hash(ByteBuffer.wrap(message));
    }

    /** The value of {@code message[offset..offset+length)}; the array is only read. */
    public R hash(byte[] message, int offset, int length) {
        Objects.requireNonNull(message, "message");
        if (offset < 0 || length < 0 || length > message.length - offset) {
            throw new IndexOutOfBoundsException("offset " + offset + " and length " + length
                    + " are not a range of message, whose length is " + message.length);
        }
        return hash(ByteBuffer.wrap(message, offset, length));
    }

    /** The values of whole arrays, in order. */
    public List<R> hashArrays(List<byte[]> messages) {
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

    /** Writes the digests of {@code messages}, in order, at {@code out[offset ..]}; allocates nothing per message. */
    public void hashInto(List<? extends ByteBuffer> messages, byte[] out, int offset) {
        int count = checkMessages(messages, "messages");
        checkOut(out, offset, count, digestBytes);
        family.batchDefault().hashInto(messages.iterator(), count, out, offset);
    }

    /**
     * SHA-1DC: writes the digests of {@code messages} at {@code out[offset ..]} and message
     * {@code i}'s flag at {@code flags[flagsOffset + i]}; allocates nothing per message.
     *
     * @return how many messages were flagged
     */
    public int hashInto(List<? extends ByteBuffer> messages, byte[] out, int offset, boolean[] flags, int flagsOffset) {
        int count = checkMessages(messages, "messages");
        checkOut(out, offset, count, digestBytes);
        Objects.requireNonNull(flags, "flags");
        if (flagsOffset < 0 || flagsOffset > flags.length || count > flags.length - flagsOffset) {
            throw new IndexOutOfBoundsException("flags (length " + flags.length + ") has no room for " + count
                    + " flags from offset " + flagsOffset);
        }
        family.batchDefault().hashInto(messages.iterator(), count, DigestSink.of(out, offset, flags, flagsOffset));
        int flagged = 0;
        for (int i = 0; i < count; i++) {
            flagged += flags[flagsOffset + i] ? 1 : 0;
        }
        return flagged;
    }

    /** A short description of the engine that hashes batches. */
    public String engine() {
        return family.batchDefault().description();
    }

    /**
     * Checks that {@code out} has room for {@code count} digests of {@code digestBytes} from {@code offset}.
     *
     * @throws NullPointerException if {@code out} is null
     * @throws IndexOutOfBoundsException if {@code offset} is negative or the digests do not fit
     */
    public static void checkOut(byte[] out, int offset, int count, int digestBytes) {
        Objects.requireNonNull(out, "out");
        if (offset < 0 || offset > out.length) {
            throw new IndexOutOfBoundsException("offset " + offset + " is outside out (length " + out.length + ")");
        }
        long needed = (long) digestBytes * count;
        if (needed > out.length - offset) {
            throw new IndexOutOfBoundsException("out has room for " + count((out.length - offset) / digestBytes, "digest")
                    + " from offset " + offset + ", but " + count(count, "message") + (count == 1 ? " needs " : " need ")
                    + needed + " bytes");
        }
    }

    /** "1 message", "2 messages": for error messages. */
    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /**
     * Walks the list once (linear for any {@code List}), rejecting null elements by index. By
     * index where the list is {@link RandomAccess}: the iterator's checks cost 65,536 64-byte
     * messages 2% of their {@code MessageDigest} time (Zen 4, JDK 25), this loop a fraction of that.
     */
    public static int checkMessages(List<? extends ByteBuffer> messages, String name) {
        Objects.requireNonNull(messages, name);
        if (messages instanceof RandomAccess) {
            int n = messages.size();
            for (int i = 0; i < n; i++) {
                if (messages.get(i) == null) {
                    throw new NullPointerException(name + "[" + i + "] is null");
                }
            }
            return n;
        }
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
