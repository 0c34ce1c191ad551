package org.hashlanes.internal.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.List;
import org.hashlanes.Sha1Digest;
import org.hashlanes.Sha1Files;
import org.hashlanes.Sha256Digest;
import org.hashlanes.Sha256Files;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results' methods come from a class that is not public: called from another package, as a
 * user calls them, they must be reachable and typed by the public class ({@code Sha256Files.Result.digest()}
 * is a {@code Sha256Digest}).
 */
class FileResultsOutsideTest {
    @TempDir
    Path tmp;

    @Test
    void resultsAreUsableOutsideTheirPackage() throws Exception {
        Path f = Files.writeString(tmp.resolve("f"), "abc");
        Sha256Files.Result r = new Sha256Files().hash(List.of(f)).get(0);
        Sha256Digest d = r.digest();
        assertEquals(Sha256Digest.fromBytes(MessageDigest.getInstance("SHA-256").digest("abc".getBytes())), d);
        assertTrue(r.isOk());
        assertNull(r.error());
        assertEquals(3, r.size());
        assertEquals(f, r.path());
        assertEquals(d + "  " + f, r.toString());
        Sha1Files.Result r1 = new Sha1Files().hash(List.of(f)).get(0);
        Sha1Digest d1 = r1.digest();
        assertEquals("a9993e364706816aba3e25717850c26c9cd0d89d", d1.toHex());
    }
}
