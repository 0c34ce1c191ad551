package org.hashlanes.internal.api;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.Objects;

/**
 * The byte-array and buffer checks and copies of the digest value types ({@code Sha1Digest},
 * {@code Sha256Digest} and their base {@code AbstractDigest}), which differ only in their length. Every method
 * checks first and throws before reading or writing anything, naming the argument; buffers are
 * read and written as bytes, so their byte order makes no difference, and only the relative forms
 * move the position.
 */
public final class DigestBytes {
    private DigestBytes() {}

    /**
     * {@code bytes}, which must hold exactly {@code length} bytes (not copied: the caller copies).
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IllegalArgumentException if it does not hold exactly {@code length}
     */
    public static byte[] checkWhole(byte[] bytes, int length) {
        Objects.requireNonNull(bytes, "bytes");
        if (bytes.length != length) {
            throw new IllegalArgumentException("a digest has " + length + " bytes, but bytes has " + bytes.length);
        }
        return bytes;
    }

    /**
     * Throws unless {@code array[offset..offset+length)} lies inside {@code array}.
     *
     * @throws NullPointerException if {@code array} is null, with {@code name} as its message
     * @throws IndexOutOfBoundsException naming {@code name}, {@code offset} and the array's length
     */
    public static void checkArray(byte[] array, int offset, int length, String name) {
        Objects.requireNonNull(array, name);
        if (offset < 0 || offset > array.length - length) {
            throw new IndexOutOfBoundsException("a digest needs " + length + " bytes at offset " + offset
                    + " of " + name + ", which has " + array.length);
        }
    }

    /**
     * Relative read of {@code length} bytes at {@code src}'s position, which then advances by
     * {@code length}; nothing else of {@code src} changes.
     *
     * @throws NullPointerException if {@code src} is null
     * @throws BufferUnderflowException if fewer than {@code length} remain; the position is not moved
     */
    public static byte[] read(ByteBuffer src, int length) {
        Objects.requireNonNull(src, "src");
        int position = src.position();
        if (src.limit() - position < length) {
            throw new DigestUnderflowException("a digest needs " + length + " bytes, but src has "
                    + (src.limit() - position) + " remaining");
        }
        byte[] b = new byte[length];
        src.get(position, b);
        src.position(position + length);
        return b;
    }

    /**
     * Absolute read of {@code src}'s bytes {@code [index..index+length)}; moves nothing.
     *
     * @throws NullPointerException if {@code src} is null
     * @throws IndexOutOfBoundsException if they do not lie below {@code src}'s limit
     */
    public static byte[] read(ByteBuffer src, int index, int length) {
        Objects.requireNonNull(src, "src");
        checkIndex(src, index, length, "src");
        byte[] b = new byte[length];
        src.get(index, b);
        return b;
    }

    /**
     * Relative write of {@code bytes} at {@code dst}'s position, which then advances by their length.
     *
     * @throws NullPointerException if {@code dst} is null
     * @throws ReadOnlyBufferException if {@code dst} is read-only
     * @throws BufferOverflowException if they do not fit; nothing is written, the position is not moved
     */
    public static void write(ByteBuffer dst, byte[] bytes) {
        Objects.requireNonNull(dst, "dst");
        if (dst.isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
        int position = dst.position();
        if (dst.limit() - position < bytes.length) {
            throw new DigestOverflowException("a digest needs " + bytes.length + " bytes, but dst has "
                    + (dst.limit() - position) + " remaining");
        }
        dst.put(position, bytes);
        dst.position(position + bytes.length);
    }

    /**
     * Absolute write of {@code bytes} at {@code dst[index..)}; moves nothing.
     *
     * @throws NullPointerException if {@code dst} is null
     * @throws ReadOnlyBufferException if {@code dst} is read-only
     * @throws IndexOutOfBoundsException if they do not lie below {@code dst}'s limit; nothing is written
     */
    public static void write(ByteBuffer dst, int index, byte[] bytes) {
        Objects.requireNonNull(dst, "dst");
        if (dst.isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
        checkIndex(dst, index, bytes.length, "dst");
        dst.put(index, bytes);
    }

    /**
     * The {@code words} big-endian ints at {@code bytes[offset..offset+4*words)}, checked as
     * {@link #checkArray} does, named {@code "bytes"}.
     *
     * @throws NullPointerException if {@code bytes} is null
     * @throws IndexOutOfBoundsException if fewer than {@code 4 * words} bytes follow {@code offset}
     */
    public static int[] words(byte[] bytes, int offset, int words) {
        checkArray(bytes, offset, 4 * words, "bytes");
        int[] w = new int[words];
        for (int i = 0; i < words; i++) {
            w[i] = intAt(bytes, offset + 4 * i);
        }
        return w;
    }

    /** The big-endian int at {@code b[i..i+4)}; the caller checked the range. */
    public static int intAt(byte[] b, int i) {
        return (b[i] << 24) | ((b[i + 1] & 0xff) << 16) | ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
    }

    /**
     * Writes {@code v} big-endian at {@code b[i..i+4)}; the caller checked the range. Plain byte
     * stores, not a byte-array view {@code VarHandle}: JDK 17.0.15's C2 loses such stores into a
     * fresh array (a {@code toByteArray()} returned zeros once hot; not on JDK 25).
     */
    public static void putInt(byte[] b, int i, int v) {
        b[i] = (byte) (v >>> 24);
        b[i + 1] = (byte) (v >>> 16);
        b[i + 2] = (byte) (v >>> 8);
        b[i + 3] = (byte) v;
    }

    private static void checkIndex(ByteBuffer buffer, int index, int length, String name) {
        if (index < 0 || index > buffer.limit() - length) {
            throw new IndexOutOfBoundsException("a digest needs " + length + " bytes at index " + index + " of "
                    + name + ", whose limit is " + buffer.limit());
        }
    }

    /** A {@link BufferUnderflowException} that says which argument and how many bytes it had. */
    private static final class DigestUnderflowException extends BufferUnderflowException {
        private static final long serialVersionUID = 1L;
        private final String message;

        DigestUnderflowException(String message) {
            this.message = message;
        }

        @Override
        public String getMessage() {
            return message;
        }
    }

    /** A {@link BufferOverflowException} that says which argument and how much room it had. */
    private static final class DigestOverflowException extends BufferOverflowException {
        private static final long serialVersionUID = 1L;
        private final String message;

        DigestOverflowException(String message) {
            this.message = message;
        }

        @Override
        public String getMessage() {
            return message;
        }
    }
}
