package org.hashlanes;

import java.security.InvalidParameterException;
import java.security.MessageDigest;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.hashlanes.internal.engine.JdkDigests;

/**
 * A JCA provider, named {@value #NAME}, so that code which asks for a digest by name
 * ({@code MessageDigest.getInstance("SHA-256")}: JGit, Spring, Commons Codec, Guava) gets
 * hashlanes' without a change. Its {@code MessageDigest} services:
 * <ul>
 * <li>{@code MD5} ({@code 1.2.840.113549.2.5}, {@code OID.1.2.840.113549.2.5}, as {@code SUN} names it
 *     from JDK 21 on; JDK 17's gives MD5 no alias): {@link Md5};</li>
 * <li>{@code SHA-1} (aliases {@code SHA}, {@code SHA1}, {@code 1.3.14.3.2.26},
 *     {@code OID.1.3.14.3.2.26}, as the JDK's {@code SUN} provider names it): {@link Sha1};</li>
 * <li>{@code SHA-256} ({@code SHA256}, {@code 2.16.840.1.101.3.4.2.1},
 *     {@code OID.2.16.840.1.101.3.4.2.1}): {@link Sha256};</li>
 * <li>{@code SHA-384} ({@code SHA384}, {@code 2.16.840.1.101.3.4.2.2}, {@code OID.2.16.840.1.101.3.4.2.2}):
 *     {@link Sha384}; {@code SHA-512} ({@code SHA512}, {@code 2.16.840.1.101.3.4.2.3},
 *     {@code OID.2.16.840.1.101.3.4.2.3}): {@link Sha512};</li>
 * <li>{@code SHA-1DC} ({@code SHA1DC}): {@link Sha1Dc}, SHA-1 with collision detection. A name of
 *     its own, never {@code SHA-1}: on a collision attack its digest is the safe hash, not SHA-1's.</li>
 * </ul>
 * Each digest runs on the best single-stream engine of its algorithm, as {@code new Sha1()} does:
 * the JDK's own {@code MessageDigest} where HotSpot's intrinsic is on (SHA-NI, or AVX2 code), else hashlanes'
 * scalar engine; so installing the provider never makes a digest slower than the JDK's.
 *
 * <p>Installed in one of three ways: in code, {@code Security.addProvider(new HashlanesProvider())}
 * (or {@code Security.insertProviderAt(p, 1)} to be asked first); or in a {@code java.security}
 * file, a line {@code security.provider.N=Hashlanes} (found through {@link java.util.ServiceLoader},
 * on the class path or the module path); or such lines in a file of one's own, given to the JVM
 * as {@code -Djava.security.properties=FILE}.
 *
 * <p>A provider serves one message at a time: the lanes, which hash many messages at once, are
 * reached only through {@link Sha1Batch}, {@link Sha256Batch}, {@link Sha1Streams} and their
 * siblings.
 */
public final class HashlanesProvider extends Provider {
    private static final long serialVersionUID = 1L;

    /** The provider's name, for {@code MessageDigest.getInstance(algorithm, NAME)}. */
    public static final String NAME = "Hashlanes";

    /** A new provider: register it with {@code java.security.Security} to use it. */
    public HashlanesProvider() {
        super(NAME, "0.1", "hashlanes: MD5, SHA-1, SHA-256, SHA-384, SHA-512 and SHA-1DC MessageDigests on the fastest single stream");
        JdkDigests.providerMade(); // from now on the library's own JDK digests are looked up past this provider
        // One line per algorithm: its standard name, object identifier (null if none), digest and
        // other aliases: the SUN provider's, so that a lookup by any name SUN knows finds ours.
        // MD5's OID is registered on every JDK: SUN gained it in JDK 21, and a lookup by OID
        // (a certificate's or a signature's algorithm) must not depend on the JDK that runs us.
        digest("MD5", "1.2.840.113549.2.5", Md5.class, Md5::new);
        digest("SHA-1", "1.3.14.3.2.26", Sha1.class, Sha1::new, "SHA", "SHA1");
        digest("SHA-256", "2.16.840.1.101.3.4.2.1", Sha256.class, Sha256::new, "SHA256");
        digest("SHA-384", "2.16.840.1.101.3.4.2.2", Sha384.class, Sha384::new, "SHA384");
        digest("SHA-512", "2.16.840.1.101.3.4.2.3", Sha512.class, Sha512::new, "SHA512");
        digest("SHA-1DC", null, Sha1Dc.class, () -> new Sha1Dc("SHA-1DC"), "SHA1DC");
    }

    /** Registers a {@code MessageDigest} service; an OID becomes two aliases, as in the JDK's providers. */
    private void digest(String algorithm, String oid, Class<? extends MessageDigest> type,
            Supplier<MessageDigest> factory, String... aliases) {
        List<String> all = new ArrayList<>(List.of(aliases));
        if (oid != null) {
            all.add(oid);
            all.add("OID." + oid);
        }
        putService(new DigestService(this, algorithm, type.getName(), all, factory));
    }

    /**
     * A service that constructs its digest directly: no reflection on a class name, so nothing to
     * open to {@code java.base} on the module path, and no class loader to find.
     */
    private static final class DigestService extends Provider.Service {
        private final Supplier<MessageDigest> factory;

        DigestService(Provider provider, String algorithm, String className, List<String> aliases,
                Supplier<MessageDigest> factory) {
            // The engine is chosen when the first digest is made, not here: a provider listed in
            // java.security is made whenever anything looks up any security service.
            super(provider, "MessageDigest", algorithm, className, aliases, Map.of("ImplementedIn", "Software"));
            this.factory = factory;
        }

        @Override
        public Object newInstance(Object constructorParameter) {
            if (constructorParameter != null) {
                throw new InvalidParameterException("constructorParameter not used with MessageDigest, was "
                        + constructorParameter);
            }
            return factory.get();
        }
    }
}
