package org.hashlanes.internal;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

/**
 * What the public batch facades ({@code Sha1Batch}, {@code Sha256Batch}) do, once for every
 * algorithm: check every argument before any work, then hand the call to the family's engine.
 * A facade supplies its {@link EngineFamily} and how to wrap digest bytes in its value type.
 */
public final class BatchCalls {
    /** Messages hashed per engine call on the digest-object paths, to bound scratch memory. */
    private static final int DIGEST_CHUNK = 4096;

    private BatchCalls() {}

    /** Makes a digest value from {@code bytes[offset .. offset + digestBytes)}. */
    @FunctionalInterface
    public interface DigestReader<D> {
        D read(byte[] bytes, int offset);
    }

    /** The digests of {@code messages} as values, in order; an unmodifiable list. */
    public static <D> List<D> hash(EngineFamily family, List<? extends ByteBuffer> messages, DigestReader<D> reader) {
        int count = checkMessages(messages, "messages");
        BatchEngine engine = family.batchDefault();
        int digestBytes = family.function().digestBytes();
        Object[] digests = new Object[count];
        byte[] scratch = new byte[digestBytes * Math.min(count, DIGEST_CHUNK)];
        Iterator<? extends ByteBuffer> it = messages.iterator();
        for (int done = 0; done < count; ) {
            int n = Math.min(DIGEST_CHUNK, count - done);
            engine.hashInto(it, n, scratch, 0);
            for (int i = 0; i < n; i++) {
                digests[done + i] = reader.read(scratch, digestBytes * i);
            }
            done += n;
        }
        @SuppressWarnings("unchecked")
        List<D> list = (List<D>) List.of(digests);
        return list;
    }

    /**
     * The digest of one message, through the same engine as batches (for one message that is the
     * single-stream engine unless {@code hashlanes.engine} forces another).
     */
    public static <D> D hash(EngineFamily family, ByteBuffer message, DigestReader<D> reader) {
        Objects.requireNonNull(message, "message");
        byte[] out = new byte[family.function().digestBytes()];
        family.batchDefault().hashOne(message, out, 0);
        return reader.read(out, 0);
    }

    /** The digests of whole arrays, in order. */
    public static <D> List<D> hashArrays(EngineFamily family, List<byte[]> messages, DigestReader<D> reader) {
        Objects.requireNonNull(messages, "messages");
        ByteBuffer[] wrapped = new ByteBuffer[messages.size()];
        int i = 0;
        for (byte[] m : messages) {
            if (m == null) {
                throw new NullPointerException("messages[" + i + "] is null");
            }
            wrapped[i++] = ByteBuffer.wrap(m);
        }
        return hash(family, Arrays.asList(wrapped), reader);
    }

    /** Writes the digests of {@code messages}, in order, at {@code out[offset ..]}; allocates nothing per message. */
    public static void hashInto(EngineFamily family, List<? extends ByteBuffer> messages, byte[] out, int offset) {
        int count = checkMessages(messages, "messages");
        checkOut(out, offset, count, family.function().digestBytes());
        family.batchDefault().hashInto(messages.iterator(), count, out, offset);
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

    /** Walks the list once (linear for any {@code List}), rejecting null elements by index. */
    public static int checkMessages(List<? extends ByteBuffer> messages, String name) {
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
