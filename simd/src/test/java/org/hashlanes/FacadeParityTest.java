package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every method one per-algorithm facade has, the others have: the public constructors, methods and
 * fields of each family of classes ({@code Sha1Batch}, {@code Sha256Batch}, {@code Sha1DcBatch};
 * the streams, their handles; the file classes, their results; the digests; the
 * {@code MessageDigest}s), compared by reflection as signatures in which each algorithm's own
 * types are replaced by their role ({@code Sha1Digest}, {@code Sha256Digest} and SHA-1DC's
 * {@code Sha1DcResult} all read {@code VALUE}). What only detection has is listed here, by name.
 */
class FacadeParityTest {

    /** Each algorithm's classes are named {@code <prefix><kind>}: its types, by the role they play in a signature. */
    private static final List<String> PREFIXES = List.of("Md5", "Sha1Dc", "Sha1", "Sha256", "Sha384", "Sha512");
    private static final String[][] KINDS = {
        {"Streams$Stream", "STREAM"}, {"Files$Result", "RESULT"}, {"Streams", "STREAMS"}, {"Files", "FILES"},
        {"Batch", "BATCH"}, {"Digest", "VALUE"}, {"", "DIGEST"},
    };
    /** Replacements in order: longest names first, so that {@code Sha1DcStreams} is never read as {@code Sha1} + rest. */
    private static final List<String[]> ROLES = roleTable();

    private static List<String[]> roleTable() {
        List<String[]> out = new ArrayList<>();
        for (String[] kind : KINDS) {
            for (String prefix : PREFIXES) {
                out.add(new String[] {"org.hashlanes." + prefix + kind[0], kind[1]});
            }
        }
        out.add(new String[] {"org.hashlanes.Sha1DcResult", "VALUE"});
        out.add(new String[] {"org.hashlanes.SingleStreamDigest", "DIGEST"}); // the type of the clone() bridges
        out.sort((x, y) -> y[0].length() - x[0].length());
        return out;
    }

    /** What only an algorithm with a git object format has (SHA-1, SHA-256): MD5 and SHA-384/512 have none. */
    private static final String GIT_BLOBS = "static FILES gitBlobs()";
    private static final Set<Class<?>> NO_GIT_FORMAT = Set.of(Md5Files.class, Sha384Files.class, Sha512Files.class);

    /**
     * Where detection's shape differs on purpose: its {@code hashInto} also writes the flags (and
     * counts the flagged), and its {@code MessageDigest} says whether the last message was flagged.
     */
    private static final Map<String, String> DETECTION_SHAPES = Map.of(
            "static int hashInto(java.util.List<? extends java.nio.ByteBuffer>, byte[], int, boolean[], int)",
            "static void hashInto(java.util.List<? extends java.nio.ByteBuffer>, byte[], int)",
            "boolean collisionDetected()", "");

    private static final List<List<Class<?>>> FAMILIES = List.of(
            List.of(Sha1Batch.class, Sha256Batch.class, Sha1DcBatch.class, Md5Batch.class, Sha384Batch.class, Sha512Batch.class),
            List.of(Sha1Streams.class, Sha256Streams.class, Sha1DcStreams.class, Md5Streams.class, Sha384Streams.class,
                    Sha512Streams.class),
            List.of(Sha1Streams.Stream.class, Sha256Streams.Stream.class, Sha1DcStreams.Stream.class, Md5Streams.Stream.class,
                    Sha384Streams.Stream.class, Sha512Streams.Stream.class),
            List.of(Sha1Files.class, Sha256Files.class, Sha1DcFiles.class, Md5Files.class, Sha384Files.class, Sha512Files.class),
            List.of(Sha1Files.Result.class, Sha256Files.Result.class, Sha1DcFiles.Result.class, Md5Files.Result.class,
                    Sha384Files.Result.class, Sha512Files.Result.class),
            List.of(Sha1.class, Sha256.class, Sha1Dc.class, Md5.class, Sha384.class, Sha512.class),
            List.of(Sha1Digest.class, Sha256Digest.class, Md5Digest.class, Sha384Digest.class, Sha512Digest.class));

    private static String roles(Type t) {
        String name = t.getTypeName();
        for (String[] r : ROLES) {
            name = name.replace(r[0], r[1]);
        }
        return name;
    }

    /** The public surface of {@code c} as role signatures, detection's own shapes mapped to the plain ones. */
    static Set<String> surface(Class<?> c) {
        Set<String> out = new TreeSet<>();
        for (Constructor<?> k : c.getConstructors()) {
            out.add("new(" + params(k.getGenericParameterTypes()) + ")");
        }
        // Bridges count: a public method inherited from a package-private class (SingleStreamDigest)
        // is callable through the facade only by its bridge.
        for (Method m : c.getMethods()) {
            String s = (Modifier.isStatic(m.getModifiers()) ? "static " : "") + roles(m.getGenericReturnType()) + " "
                    + m.getName() + "(" + params(m.getGenericParameterTypes()) + ")";
            s = DETECTION_SHAPES.getOrDefault(s, s);
            if (!s.isEmpty()) {
                out.add(s);
            }
        }
        for (Field f : c.getFields()) {
            out.add("field " + roles(f.getGenericType()) + " " + f.getName());
        }
        return out;
    }

    private static String params(Type[] types) {
        List<String> p = new ArrayList<>();
        for (Type t : types) {
            p.add(roles(t));
        }
        return String.join(", ", p);
    }

    /** For each class of the family, what another class of it has and this one lacks; empty when at parity. */
    static List<String> gaps(List<Class<?>> family) {
        Set<String> all = new TreeSet<>();
        for (Class<?> c : family) {
            all.addAll(surface(c));
        }
        List<String> gaps = new ArrayList<>();
        for (Class<?> c : family) {
            Set<String> missing = new TreeSet<>(all);
            missing.removeAll(surface(c));
            if (NO_GIT_FORMAT.contains(c)) {
                missing.remove(GIT_BLOBS);
            }
            if (!missing.isEmpty()) {
                gaps.add(c.getName() + " lacks " + missing);
            }
        }
        return gaps;
    }

    @Test
    void onlyAlgorithmsWithAGitObjectFormatHaveGitBlobs() {
        assertTrue(surface(Sha1Files.class).contains(GIT_BLOBS));
        assertTrue(surface(Sha256Files.class).contains(GIT_BLOBS));
        for (Class<?> c : NO_GIT_FORMAT) {
            assertTrue(!surface(c).contains(GIT_BLOBS), c.getName());
        }
    }

    @Test
    void everyFacadeHasWhatTheOthersOfItsFamilyHave() {
        for (List<Class<?>> family : FAMILIES) {
            assertEquals(List.of(), gaps(family), family.stream().map(Class::getSimpleName).collect(Collectors.joining(", ")));
        }
    }

    /**
     * The facades' shared implementations that they extend ({@code AbstractDigest},
     * {@code SingleStreamDigest}, {@code FileResult}) are not public: every public method a facade
     * has must then be declared on a public class of an exported package (javac's bridge), so that
     * reflection and frameworks calling it through {@code Method.invoke} reach it from any package.
     */
    @Test
    void everyPublicMethodOfAFacadeIsDeclaredOnAPublicClass() {
        List<String> hidden = new ArrayList<>();
        for (List<Class<?>> family : FAMILIES) {
            for (Class<?> c : family) {
                for (Method m : c.getMethods()) {
                    Class<?> declaring = m.getDeclaringClass();
                    if (!Modifier.isPublic(declaring.getModifiers()) || declaring.getPackageName().startsWith("org.hashlanes.internal")) {
                        hidden.add(c.getSimpleName() + "." + m.getName() + " from " + m.getDeclaringClass().getName());
                    }
                }
            }
        }
        assertEquals(List.of(), hidden);
        // The digests' methods come from their shared base, and are still each class's own.
        assertEquals(Sha256Digest.class, methodOf(Sha256Digest.class, "toHex").getDeclaringClass());
        assertEquals(Sha1Files.Result.class, methodOf(Sha1Files.Result.class, "path").getDeclaringClass());
    }

    private static Method methodOf(Class<?> c, String name) {
        try {
            return c.getMethod(name);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(c + " has no " + name + "()", e);
        }
    }

    /** The comparison sees what it should: the batch methods by role, and a method one facade lacks. */
    @Test
    void theComparisonSeesTheMethodsByRole() {
        Set<String> batch = surface(Sha1Batch.class);
        assertTrue(batch.contains("static VALUE hash(byte[], int, int)"), batch.toString());
        assertTrue(batch.contains("static java.util.List<VALUE> hash(java.util.List<? extends java.nio.ByteBuffer>)"),
                batch.toString());
        assertTrue(surface(Sha1DcBatch.class).contains("static void hashInto(java.util.List<? extends java.nio.ByteBuffer>, byte[], int)"));
        assertTrue(surface(Sha1DcStreams.class).contains("VALUE finish(STREAM)"));
        // String has methods no batch facade has: the comparison reports them as gaps.
        List<String> gaps = gaps(List.of(Sha1Batch.class, String.class));
        assertTrue(gaps.get(0).contains("lacks") && gaps.get(0).contains("length()"), gaps.toString());
    }
}
