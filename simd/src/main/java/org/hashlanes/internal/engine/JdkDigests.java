package org.hashlanes.internal.engine;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import org.hashlanes.HashlanesProvider;

/** The JVM's own {@code MessageDigest}s, found past {@link HashlanesProvider}. */
public final class JdkDigests {
    private JdkDigests() {}

    /** Whether a {@link org.hashlanes.HashlanesProvider} was ever made here (so may be installed). */
    private static volatile boolean providerMade;

    /** Called by {@link org.hashlanes.HashlanesProvider}'s constructor: see {@link #orNull}. */
    public static void providerMade() {
        providerMade = true;
    }

    /**
     * A new {@code MessageDigest} for {@code algorithm} from the most preferred provider other than
     * {@link org.hashlanes.HashlanesProvider}, or null if no other provider has it: the one place
     * the library gets the JVM's own digest. hashlanes' digests are built on it, so a Hashlanes
     * provider asked first would otherwise answer for itself without end. Until one is made, the
     * JDK's usual lookup (which loads providers one by one, as far as the first that has the
     * algorithm); after, a walk of every provider (which loads them all, once).
     */
    public static MessageDigest orNull(String algorithm) {
        if (!providerMade) {
            try {
                MessageDigest md = MessageDigest.getInstance(algorithm);
                // A Hashlanes listed in java.security is made by this very lookup: its digest, then
                // made past it, is not the JVM's own.
                if (!md.getProvider().getName().equals(HashlanesProvider.NAME)) {
                    return md;
                }
            } catch (NoSuchAlgorithmException e) {
                return null;
            }
        }
        for (Provider p : Security.getProviders()) {
            if (!p.getName().equals(HashlanesProvider.NAME) && p.getService("MessageDigest", algorithm) != null) {
                try {
                    return MessageDigest.getInstance(algorithm, p);
                } catch (NoSuchAlgorithmException e) {
                    // listed but not made: try the next provider
                }
            }
        }
        return null;
    }
}
