package org.hashlanes.cli;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.charset.Charset;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Paths from and to their exact bytes.
 *
 * <p>A Unix file name is a byte string; Java decodes it with {@code sun.jnu.encoding} (UTF-8 here),
 * and a name that is not valid UTF-8 loses bytes in {@link Path#toString()}. The JDK's Unix
 * {@code Path} keeps the bytes internally, so when {@code java.base/sun.nio.fs} is opened to us
 * (the launcher and the jar manifest do it) these two methods reach them; without that access
 * they fall back to the lossy decoding, and such names print with U+FFFD and cannot be opened.
 */
final class RawPaths {
    private static final Charset JNU = jnuCharset();
    private static final FileSystem FS = FileSystems.getDefault();
    private static final Method AS_BYTES;
    private static final Constructor<?> FROM_BYTES;

    static {
        Method asBytes = null;
        Constructor<?> fromBytes = null;
        try {
            Class<?> unixPath = Class.forName("sun.nio.fs.UnixPath");
            Class<?> unixFs = Class.forName("sun.nio.fs.UnixFileSystem");
            if (unixPath.isInstance(FS.getPath("/")) && unixFs.isInstance(FS)) {
                Method m = unixPath.getDeclaredMethod("asByteArray");
                Constructor<?> c = unixPath.getDeclaredConstructor(unixFs, byte[].class);
                m.setAccessible(true);
                c.setAccessible(true);
                asBytes = m;
                fromBytes = c;
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            // Not opened to us, or not a Unix file system: names keep only their decoded form.
        }
        AS_BYTES = asBytes;
        FROM_BYTES = fromBytes;
    }

    private RawPaths() {}

    /** True if names that are not valid in the platform encoding keep their bytes. */
    static boolean exact() {
        return AS_BYTES != null;
    }

    /** The exact bytes of {@code path} (as given, not made absolute). */
    static byte[] bytes(Path path) {
        if (AS_BYTES != null) {
            try {
                return ((byte[]) AS_BYTES.invoke(path)).clone();
            } catch (ReflectiveOperationException | RuntimeException e) {
                // fall through to the decoded form
            }
        }
        return path.toString().getBytes(JNU);
    }

    /** The path whose bytes are {@code name}. */
    static Path path(byte[] name) {
        String s = new String(name, JNU);
        if (FROM_BYTES == null || Arrays.equals(s.getBytes(JNU), name)) {
            return FS.getPath(s); // the common case: the name round-trips through a String
        }
        try {
            return (Path) FROM_BYTES.newInstance(FS, name);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return FS.getPath(s);
        }
    }

    /** A String to bytes as the JVM did for its arguments. */
    static byte[] encode(String s) {
        return s.getBytes(JNU);
    }

    static Charset charset() {
        return JNU;
    }

    private static Charset jnuCharset() {
        try {
            return Charset.forName(System.getProperty("sun.jnu.encoding", "UTF-8"));
        } catch (RuntimeException e) {
            return Charset.defaultCharset();
        }
    }
}
