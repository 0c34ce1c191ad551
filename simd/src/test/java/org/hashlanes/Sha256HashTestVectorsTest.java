package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;

/**
 * Known answers from outside the JDK. No package reachable here ships NIST CAVP's SHA-256 files
 * (SHA256ShortMsg.rsp and friends); the closest is Debian's {@code node-hash-test-vectors}
 * (crypto-browserify/hash-test-vectors 1.3.2): the 196 NIST NSRL/SHAVS byte-oriented SHA-1 test
 * messages (0 to 8,577 bytes) with their SHA-256 digests as computed by OpenSSL. Run with
 * {@code -Dhashlanes.hashTestVectors=/usr/share/nodejs/hash-test-vectors/index.json}
 * ({@code apt-get install node-hash-test-vectors}); skipped without it.
 */
class Sha256HashTestVectorsTest {
    private static final Pattern ENTRY =
            Pattern.compile("\"input\":\\s*\"([A-Za-z0-9+/=]*)\"[^{}]*?\"sha256\":\\s*\"([0-9a-f]{64})\"");

    @Test
    void everyEngineAndSha256BatchMatchTheVectors() throws IOException {
        String file = System.getProperty("hashlanes.hashTestVectors", "").trim();
        assumeTrue(!file.isEmpty(), "hash-test-vectors not given: set -Dhashlanes.hashTestVectors=.../index.json");
        String json = Files.readString(Path.of(file), StandardCharsets.US_ASCII);
        List<ByteBuffer> messages = new ArrayList<>();
        List<String> digests = new ArrayList<>();
        Matcher m = ENTRY.matcher(json);
        while (m.find()) {
            messages.add(ByteBuffer.wrap(Base64.getDecoder().decode(m.group(1))));
            digests.add(m.group(2));
        }
        assertTrue(messages.size() >= 196, "expected the 196 vectors of hash-test-vectors 1.3.2, found " + messages.size());
        List<Sha256Digest> got = Sha256Batch.hash(messages);
        for (int i = 0; i < messages.size(); i++) {
            assertEquals(digests.get(i), got.get(i).toHex(), "Sha256Batch, vector " + i);
        }
        for (Engine engine : EngineFamily.SHA256.all()) {
            byte[] out = new byte[32 * messages.size()];
            engine.hashInto(messages.iterator(), messages.size(), out, 0);
            for (int i = 0; i < messages.size(); i++) {
                assertEquals(digests.get(i), Sha256Digest.fromBytes(out, 32 * i).toHex(),
                        engine.description() + ", vector " + i);
            }
        }
    }
}
