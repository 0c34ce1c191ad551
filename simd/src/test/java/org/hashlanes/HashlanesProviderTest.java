package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.InvalidParameterException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.hashlanes.internal.engine.JdkDigests;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link HashlanesProvider} through {@code MessageDigest.getInstance(algorithm, "Hashlanes")}
 * against the JDK's {@code SUN} provider: random messages in random pieces through every
 * {@code update}, {@code clone()} mid-message, every alias the {@code SUN} provider has; and, in
 * child JVMs, installed by {@code -Djava.security.properties} on the class path and on the module
 * path (found through {@code ServiceLoader} either way), asked first for every algorithm.
 */
class HashlanesProviderTest {
    private static boolean added;

    @BeforeAll
    static void install() {
        added = Security.addProvider(new HashlanesProvider()) != -1; // last: the other tests' getInstance is unchanged
    }

    @AfterAll
    static void uninstall() {
        if (added) {
            Security.removeProvider(HashlanesProvider.NAME);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"MD5", "SHA-1", "SHA-256", "SHA-384", "SHA-512"})
    void equalsSunOnRandomMessagesInRandomPiecesWithCloneMidMessage(String algorithm) throws Exception {
        Random random = new Random(algorithm.hashCode());
        MessageDigest ours = MessageDigest.getInstance(algorithm, HashlanesProvider.NAME);
        assertEquals(HashlanesProvider.NAME, ours.getProvider().getName());
        assertEquals(algorithm, ours.getAlgorithm());
        assertEquals(MessageDigest.getInstance(algorithm, "SUN").getDigestLength(), ours.getDigestLength());
        for (int trial = 0; trial < 300; trial++) {
            byte[] m = new byte[random.nextInt(trial % 10 == 0 ? 20_000 : 1500)];
            random.nextBytes(m);
            byte[] want = MessageDigest.getInstance(algorithm, "SUN").digest(m);
            int cloneAt = random.nextInt(m.length + 1);
            MessageDigest copy = null;
            for (int at = 0; at < m.length; ) {
                if (copy == null && at >= cloneAt) {
                    copy = (MessageDigest) ours.clone();
                    copy.update(m, at, m.length - at); // the copy finishes alone
                }
                int n = Math.min(m.length - at, 1 + random.nextInt(random.nextBoolean() ? 8 : 700));
                feed(ours, m, at, n, random.nextInt(5));
                at += n;
            }
            if (copy == null) {
                copy = (MessageDigest) ours.clone();
            }
            byte[] got = random.nextBoolean() ? ours.digest() : digestInto(ours);
            assertArrayEquals(want, got, algorithm + " trial " + trial + ", " + m.length + " bytes");
            assertArrayEquals(want, copy.digest(), algorithm + " trial " + trial + ": the clone taken at " + cloneAt);
        }
        ours.update(new byte[] {1, 2, 3});
        ours.reset();
        assertArrayEquals(MessageDigest.getInstance(algorithm, "SUN").digest(), ours.digest(), "after reset");
    }

    /** {@code m[at, at + n)} into {@code md} by one of the five ways; a buffer ends at its limit, which stays. */
    private static void feed(MessageDigest md, byte[] m, int at, int n, int way) {
        ByteBuffer b;
        switch (way) {
            case 0: md.update(m, at, n); return;
            case 1:
                for (int i = at; i < at + n; i++) {
                    md.update(m[i]);
                }
                return;
            case 2: b = ByteBuffer.wrap(m, at, n); break;                              // heap, positioned
            case 3: b = ByteBuffer.allocateDirect(n + 9).position(4); b.put(m, at, n).flip().position(4); break;
            default: b = ByteBuffer.wrap(m, at, n).slice().asReadOnlyBuffer(); break;   // heap without an array
        }
        int limit = b.limit();
        md.update(b);
        assertEquals(limit, b.position(), "update(ByteBuffer) moves the position to the limit");
        assertEquals(limit, b.limit());
    }

    private static byte[] digestInto(MessageDigest md) throws Exception {
        byte[] out = new byte[md.getDigestLength() + 5];
        assertEquals(md.getDigestLength(), md.digest(out, 3, md.getDigestLength()));
        return java.util.Arrays.copyOfRange(out, 3, 3 + md.getDigestLength());
    }

    /**
     * The provider's aliases are the standard names and OIDs of MD5, SHA-1, SHA-256, SHA-384 and
     * SHA-512, the same on every JDK; they cover every alias the running JDK's SUN gives them (SUN
     * gained MD5's OID in JDK 21), and each names the same algorithm as in SUN.
     */
    @Test
    void everySunAliasResolvesToTheSameAlgorithm() throws Exception {
        List<String> algorithms = List.of("MD5", "SHA-1", "SHA-256", "SHA-384", "SHA-512");
        Provider sun = Security.getProvider("SUN");
        Provider ours = Security.getProvider(HashlanesProvider.NAME);
        Map<String, String> expected = new TreeMap<>();
        String[][] table = {
            {"MD5", "1.2.840.113549.2.5"},
            {"SHA-1", "1.3.14.3.2.26", "SHA", "SHA1"},
            {"SHA-256", "2.16.840.1.101.3.4.2.1", "SHA256"},
            {"SHA-384", "2.16.840.1.101.3.4.2.2", "SHA384"},
            {"SHA-512", "2.16.840.1.101.3.4.2.3", "SHA512"},
        };
        for (String[] row : table) {
            expected.put(row[1], row[0]);
            expected.put("OID." + row[1], row[0]);
            for (int i = 2; i < row.length; i++) {
                expected.put(row[i], row[0]);
            }
        }
        assertEquals(expected, aliases(ours, algorithms));
        Map<String, String> sunAliases = aliases(sun, algorithms);
        assertTrue(sunAliases.keySet().containsAll(List.of("SHA", "SHA1", "SHA256", "1.3.14.3.2.26",
                "OID.2.16.840.1.101.3.4.2.1")), "SUN's aliases: " + sunAliases);
        for (Map.Entry<String, String> e : sunAliases.entrySet()) {
            assertEquals(e.getValue(), expected.get(e.getKey()), "SUN's alias " + e.getKey());
        }
        byte[] m = TestSupport.pattern(777, 3);
        for (Map.Entry<String, String> e : expected.entrySet()) {
            MessageDigest md = MessageDigest.getInstance(e.getKey(), HashlanesProvider.NAME);
            assertSame(ours, md.getProvider());
            assertArrayEquals(MessageDigest.getInstance(e.getValue(), "SUN").digest(m), md.digest(m), e.getKey());
        }
    }

    /** The provider's aliases (lower-cased by none: as registered) for {@code algorithms}, alias to standard name. */
    private static Map<String, String> aliases(Provider p, List<String> algorithms) {
        Map<String, String> aliases = new TreeMap<>();
        for (String key : p.stringPropertyNames()) {
            String prefix = "Alg.Alias.MessageDigest.";
            if (key.startsWith(prefix) && algorithms.contains(p.getProperty(key))) {
                aliases.put(key.substring(prefix.length()), p.getProperty(key));
            }
        }
        return aliases;
    }

    /** Each digest is the best single stream, as {@code new Sha1()} and {@code new Sha256()} are. */
    @Test
    void digestsRunOnTheSingleStreamEngineOfSha1AndSha256() throws Exception {
        assertEquals(new Sha1().toString(), MessageDigest.getInstance("SHA-1", HashlanesProvider.NAME).toString());
        assertEquals(new Sha256().toString(), MessageDigest.getInstance("SHA-256", HashlanesProvider.NAME).toString());
        Provider.Service s = Security.getProvider(HashlanesProvider.NAME).getService("MessageDigest", "SHA-256");
        assertEquals(Sha256.class.getName(), s.getClassName());
        assertEquals("Software", s.getAttribute("ImplementedIn"));
        assertThrows(InvalidParameterException.class, () -> s.newInstance("a parameter"));
        assertNotNull(s.newInstance(null));
    }

    /**
     * SHA-1DC has a name of its own: SHA-1's digest where nothing is detected, the reference's safe
     * hash of SHAttered's 320 colliding bytes; {@code SHA-1} here is never the detecting digest.
     */
    @Test
    void sha1DcUnderItsOwnName() throws Exception {
        MessageDigest dc = MessageDigest.getInstance("SHA-1DC", HashlanesProvider.NAME);
        assertEquals("SHA-1DC", dc.getAlgorithm());
        assertEquals(dc.getClass(), MessageDigest.getInstance("SHA1DC", HashlanesProvider.NAME).getClass());
        Random random = new Random(14);
        MessageDigest sun = MessageDigest.getInstance("SHA-1", "SUN");
        for (int trial = 0; trial < 100; trial++) {
            byte[] m = new byte[random.nextInt(3000)];
            random.nextBytes(m);
            int cut = random.nextInt(m.length + 1);
            dc.update(m, 0, cut);
            MessageDigest copy = (MessageDigest) dc.clone();
            feed(dc, m, cut, m.length - cut, 2 + trial % 3);
            copy.update(m, cut, m.length - cut);
            byte[] want = sun.digest(m);
            assertArrayEquals(want, dc.digest(), "trial " + trial);
            assertArrayEquals(want, copy.digest(), "trial " + trial + ", clone");
        }
        byte[] prefix = TestSupport.shatteredPrefix(1);
        feed(dc, prefix, 0, prefix.length, 3);
        assertEquals(TestSupport.shatteredPrefixSha1dc(1), TestSupport.hex(dc.digest()));
        assertTrue(((Sha1Dc) dc).collisionDetected());
        MessageDigest plain = MessageDigest.getInstance("SHA-1", HashlanesProvider.NAME);
        assertFalse(plain instanceof Sha1Dc);
        assertArrayEquals(sun.digest(prefix), plain.digest(prefix), "SHA-1 stays SHA-1 on an attack");
        assertThrows(NoSuchAlgorithmException.class, () -> MessageDigest.getInstance("SHA-1DC", "SUN"));
    }

    /**
     * A provider installed first answers for "SHA-1" itself: its digests get the JVM's own from
     * the next provider, not from themselves (which would recurse without end).
     */
    @Test
    void askedFirstItBuildsOnTheNextProvider() throws Exception {
        Security.removeProvider(HashlanesProvider.NAME);
        try {
            assertEquals(1, Security.insertProviderAt(new HashlanesProvider(), 1));
            MessageDigest md = MessageDigest.getInstance("SHA-1");
            assertEquals(HashlanesProvider.NAME, md.getProvider().getName());
            byte[] m = TestSupport.pattern(5000, 1);
            assertArrayEquals(MessageDigest.getInstance("SHA-1", "SUN").digest(m), md.digest(m));
            assertArrayEquals(MessageDigest.getInstance("SHA-256", "SUN").digest(m),
                    MessageDigest.getInstance("SHA-256").digest(m));
            assertEquals(new Sha256().toString(), MessageDigest.getInstance("SHA-256").toString());
        } finally {
            Security.removeProvider(HashlanesProvider.NAME);
            Security.addProvider(new HashlanesProvider());
        }
    }

    @TempDir
    static Path tmp;

    /**
     * {@code -Djava.security.properties=FILE} with {@code security.provider.1=Hashlanes} (the
     * JDK's providers after it) in a child JVM, the library on the class path (found through
     * META-INF/services) or on the module path (through {@code provides}): {@code getInstance}
     * without a provider gives hashlanes' digests, equal to SUN's.
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void installedByJavaSecurityPropertiesInAChildJvm(boolean modulePath) throws Exception {
        StringBuilder props = new StringBuilder("security.provider.1=" + HashlanesProvider.NAME + "\n");
        for (int k = 1; Security.getProperty("security.provider." + k) != null; k++) {
            props.append("security.provider.").append(k + 1).append('=')
                    .append(Security.getProperty("security.provider." + k)).append('\n');
        }
        Path file = Files.writeString(tmp.resolve("hashlanes-" + modulePath + ".security"), props);
        Path probe = Files.writeString(tmp.resolve("ProviderProbe.java"), PROBE);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.security.properties=" + file, "-Dhashlanes.warmup=false"));
        if (modulePath) {
            cmd.addAll(List.of("--module-path", ChildJvm.root(Sha1Batch.class) + File.pathSeparator
                    + ChildJvm.root(org.hashlanes.scalar.ScalarSha1.class), "--add-modules", "org.hashlanes"));
        } else {
            cmd.addAll(List.of("-cp", ChildJvm.root(Sha1Batch.class) + File.pathSeparator
                    + ChildJvm.root(org.hashlanes.scalar.ScalarSha1.class)));
        }
        cmd.add(probe.toString()); // source-file mode: the probe needs nothing but java.security
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "child JVM did not finish: " + cmd);
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), cmd + "\n" + out);
        for (String alg : List.of("SHA-1", "SHA-256", "SHA-1DC")) {
            assertTrue(out.contains(alg + " provider=Hashlanes equal=true\n"), alg + ": " + cmd + "\n" + out);
        }
        assertTrue(out.contains("module=" + (modulePath ? "org.hashlanes" : "null") + "\n"), out);
        assertTrue(out.contains("first=" + new Sha1() + " equal=true\n"), out);
    }

    /**
     * The child's program: {@code new Sha1()} before any provider is loaded, then the first
     * provider's digest of each algorithm against SUN's (SHA-1's for SHA-1DC).
     */
    private static final String PROBE = String.join("\n",
            "import java.security.MessageDigest;",
            "public class ProviderProbe {",
            "    public static void main(String[] args) throws Exception {",
            "        byte[] m = new byte[100_000];",
            "        new java.util.Random(7).nextBytes(m);",
            "        // First the library's own class, before anything has loaded the providers (Hashlanes among them).",
            "        MessageDigest first = new org.hashlanes.Sha1();",
            "        System.out.println(\"first=\" + first + \" equal=\"",
            "                + MessageDigest.isEqual(first.digest(m), MessageDigest.getInstance(\"SHA-1\", \"SUN\").digest(m)));",
            "        for (String alg : new String[] {\"SHA-1\", \"SHA-256\", \"SHA-1DC\"}) {",
            "            MessageDigest md = MessageDigest.getInstance(alg);",
            "            MessageDigest sun = MessageDigest.getInstance(alg.equals(\"SHA-1DC\") ? \"SHA-1\" : alg, \"SUN\");",
            "            System.out.println(alg + \" provider=\" + md.getProvider().getName() + \" equal=\"",
            "                    + MessageDigest.isEqual(md.digest(m), sun.digest(m)));",
            "        }",
            "        System.out.println(\"module=\" + MessageDigest.getInstance(\"SHA-1\").getClass().getModule().getName());",
            "    }",
            "}",
            "");

    @Test
    void noOtherProviderMeansNoJdkDigest() {
        assertNull(org.hashlanes.internal.engine.JdkDigests.orNull("NO-SUCH-DIGEST"));
    }
}
