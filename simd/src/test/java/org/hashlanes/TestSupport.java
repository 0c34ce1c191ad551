package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.InvalidMarkException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;
import org.hashlanes.internal.engine.Engine;

/** Messages, buffer kinds, the {@code MessageDigest} oracle and buffer-state snapshots for the tests. */
final class TestSupport {
    private TestSupport() {}

    static final HexFormat HEX = HexFormat.of();

    /**
     * SHAttered's first 320 bytes, {@code shattered-N.bin} (N = 1, 2) of the test resources
     * ({@code src/test-data/shattered-320}): flagged by SHA-1DC, without {@code -Dhashlanes.vectors}.
     */
    static byte[] shatteredPrefix(int n) {
        return resource("shattered-" + n + ".bin");
    }

    /** The reference library's SHA-1DC output (the safe hash) of {@link #shatteredPrefix}(n), from its sha1dcsum.txt. */
    static String shatteredPrefixSha1dc(int n) {
        for (String line : new String(resource("sha1dcsum.txt"), java.nio.charset.StandardCharsets.US_ASCII).split("\n")) {
            if (line.endsWith(" *coll* shattered-" + n + ".bin")) {
                return line.substring(0, 40);
            }
        }
        throw new AssertionError("no line for shattered-" + n + ".bin in shattered-320/sha1dcsum.txt");
    }

    private static byte[] resource(String name) {
        try (java.io.InputStream in = TestSupport.class.getResourceAsStream("/shattered-320/" + name)) {
            if (in == null) {
                throw new AssertionError("no test resource shattered-320/" + name + " (src/test-data)");
            }
            return in.readAllBytes();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Deterministic, cheap, non-repeating-looking bytes (xorshift), different for each seed. */
    static byte[] pattern(int length, long seed) {
        byte[] b = new byte[length];
        long x = seed * 0x9E3779B97F4A7C15L + 0x632BE59BD9B4E019L;
        for (int i = 0; i < length; i++) {
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
            b[i] = (byte) (x >>> 24);
        }
        return b;
    }

    static MessageDigest sha1() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    /** The oracle: {@code MessageDigest} SHA-1 of a whole array. */
    static byte[] oracle(byte[] message) {
        return sha1().digest(message);
    }

    /** The oracle for a buffer's remaining bytes, read through a duplicate (the original is not touched). */
    static byte[] oracle(ByteBuffer message) {
        MessageDigest md = sha1();
        md.update(message.duplicate());
        return md.digest();
    }

    static String hex(byte[] b) {
        return HEX.formatHex(b);
    }

    static String hex(byte[] b, int offset, int length) {
        return HEX.formatHex(b, offset, offset + length);
    }

    /**
     * Ways a caller may hand us a message. Every kind except {@link #HEAP} puts junk bytes
     * before the position and after the limit (so reading outside the message changes the
     * digest), and sets a mark below the position (so that a moved or dropped mark is seen).
     */
    enum Kind {
        HEAP(m -> ByteBuffer.wrap(m.clone())),
        HEAP_POSITIONED(m -> marked(ByteBuffer.wrap(padded(m, 7, 5)), 7, m.length)),
        HEAP_SLICE(m -> marked(ByteBuffer.wrap(padded(m, 16, 3)).position(13).slice(), 3, m.length)),
        HEAP_DUPLICATE(m -> marked(ByteBuffer.wrap(padded(m, 5, 9)), 5, m.length).duplicate()),
        HEAP_LITTLE_ENDIAN(m -> marked(ByteBuffer.wrap(padded(m, 3, 1)), 3, m.length).order(ByteOrder.LITTLE_ENDIAN)),
        READ_ONLY_HEAP(m -> marked(ByteBuffer.wrap(padded(m, 11, 2)), 11, m.length).asReadOnlyBuffer()),
        DIRECT(m -> ByteBuffer.allocateDirect(m.length).put(m).flip()),
        DIRECT_POSITIONED(m -> marked(direct(padded(m, 9, 4)), 9, m.length)),
        DIRECT_SLICE(m -> marked(direct(padded(m, 21, 6)).position(17).slice(), 4, m.length)),
        DIRECT_LITTLE_ENDIAN(m -> marked(direct(padded(m, 2, 2)), 2, m.length).order(ByteOrder.LITTLE_ENDIAN)),
        READ_ONLY_DIRECT(m -> marked(direct(padded(m, 6, 7)), 6, m.length).asReadOnlyBuffer());

        private final Function<byte[], ByteBuffer> maker;

        Kind(Function<byte[], ByteBuffer> maker) {
            this.maker = maker;
        }

        /** A buffer of this kind whose remaining bytes are exactly {@code message}. */
        ByteBuffer wrap(byte[] message) {
            ByteBuffer b = maker.apply(message);
            if (b.remaining() != message.length) {
                throw new AssertionError(this + " made " + b.remaining() + " bytes for " + message.length);
            }
            return b;
        }

        List<ByteBuffer> wrapAll(List<byte[]> messages) {
            List<ByteBuffer> out = new ArrayList<>(messages.size());
            for (byte[] m : messages) {
                out.add(wrap(m));
            }
            return out;
        }
    }

    /** {@code m} with {@code before} junk bytes in front and {@code after} behind. */
    private static byte[] padded(byte[] m, int before, int after) {
        byte[] a = new byte[before + m.length + after];
        Arrays.fill(a, (byte) 0x5A);
        System.arraycopy(m, 0, a, before, m.length);
        return a;
    }

    private static ByteBuffer direct(byte[] content) {
        return ByteBuffer.allocateDirect(content.length).put(content).clear();
    }

    /** Sets position {@code pos}, limit {@code pos + length} and a mark one below the position (or at it). */
    private static ByteBuffer marked(ByteBuffer b, int pos, int length) {
        b.limit(pos + length);
        b.position(Math.max(0, pos - 1)).mark();
        return b.position(pos);
    }

    /** Everything a call must leave alone: position, limit, mark, order and every byte up to capacity. */
    static final class State {
        final int position, limit, mark;
        final ByteOrder order;
        final byte[] contents;

        State(ByteBuffer b) {
            position = b.position();
            limit = b.limit();
            order = b.order();
            int m;
            try {
                m = b.duplicate().reset().position(); // duplicate() keeps the mark
            } catch (InvalidMarkException e) {
                m = -1;
            }
            mark = m;
            ByteBuffer all = b.duplicate().clear();
            contents = new byte[all.remaining()];
            all.get(contents);
        }

        void assertSame(ByteBuffer b, String what) {
            State now = new State(b);
            assertEquals(position, now.position, what + ": position moved");
            assertEquals(limit, now.limit, what + ": limit moved");
            assertEquals(mark, now.mark, what + ": mark moved or dropped");
            assertEquals(order, now.order, what + ": byte order changed");
            assertArrayEquals(contents, now.contents, what + ": contents changed");
        }
    }

    static List<State> states(List<ByteBuffer> buffers) {
        List<State> s = new ArrayList<>(buffers.size());
        for (ByteBuffer b : buffers) {
            s.add(new State(b));
        }
        return s;
    }

    static void assertStates(List<State> before, List<ByteBuffer> buffers, String what) {
        for (int i = 0; i < buffers.size(); i++) {
            before.get(i).assertSame(buffers.get(i), what + ", message " + i);
        }
    }

    /**
     * Asserts that {@code out[offset + n i ..]} is the oracle's digest of {@code messages.get(i)}, for
     * every i, where n is the length of the expected digests (20 for SHA-1, 32 for SHA-256).
     */
    static void assertDigests(List<byte[]> expected, byte[] out, int offset, String what) {
        for (int i = 0; i < expected.size(); i++) {
            int n = expected.get(i).length;
            String got = hex(out, offset + n * i, n);
            String want = hex(expected.get(i));
            if (!want.equals(got)) {
                throw new AssertionError(what + ": message " + i + " expected " + want + " but got " + got);
            }
        }
    }

    static List<byte[]> oracleAll(List<byte[]> messages) {
        return oracleAll("SHA-1", messages);
    }

    /** {@code MessageDigest} {@code algorithm} of each message. */
    static List<byte[]> oracleAll(String algorithm, List<byte[]> messages) {
        List<byte[]> d = new ArrayList<>(messages.size());
        MessageDigest md;
        try {
            md = MessageDigest.getInstance(algorithm);
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
        for (byte[] m : messages) {
            d.add(md.digest(m));
        }
        return d;
    }

    private static final java.util.Set<String> WARM = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * Hashes a few thousand full batches with {@code engine} (once per engine per JVM), so that
     * its code is compiled by C2: vector code runs in the interpreter at a few MB/s, and may
     * behave differently once compiled.
     */
    static void warmUp(Engine engine) {
        warmUp(engine, "SHA-1");
    }

    /** {@link #warmUp(Engine)} for an engine of {@code algorithm} (a {@code MessageDigest} name). */
    static void warmUp(Engine engine, String algorithm) {
        if (!WARM.add(algorithm + " " + engine.description())) {
            return;
        }
        List<byte[]> messages = new ArrayList<>();
        for (int i = 0; i < 33; i++) {
            messages.add(pattern(64 + (i * 37) % 300, i));
        }
        List<byte[]> want = oracleAll(algorithm, messages);
        List<ByteBuffer> batch = new ArrayList<>();
        messages.forEach(m -> batch.add(ByteBuffer.wrap(m)));
        byte[] out = new byte[want.get(0).length * batch.size()];
        for (int round = 0; round < 4000; round++) {
            engine.hashInto(batch.iterator(), batch.size(), out, 0);
        }
        assertDigests(want, out, 0, engine.description() + " warm-up");
    }

    /** Bytes {@code out[from..to)} all equal {@code sentinel}. */
    static void assertUntouched(byte[] out, int from, int to, byte sentinel, String what) {
        for (int i = from; i < to; i++) {
            if (out[i] != sentinel) {
                throw new AssertionError(what + ": out[" + i + "] was written (" + out[i] + ")");
            }
        }
    }
}
