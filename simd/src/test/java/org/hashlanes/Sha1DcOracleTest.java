package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.junit.jupiter.api.Test;

/**
 * Every detecting engine against the reference library, run as an external oracle
 * ({@code -Dhashlanes.sha1dcOracle=PATH}, built by {@code src/oracle/sha1dc/run.sh} from Debian's
 * packaged Rust crate): random messages (about 5% of their blocks take the recompression path),
 * the collision files, their prefixes, and copies with one byte changed in or after the attack.
 * Skips without the property.
 */
class Sha1DcOracleTest {
    @Test
    void everyEngineAgreesWithTheReference() throws Exception {
        String oracle = System.getProperty("hashlanes.sha1dcOracle", "").trim();
        assumeTrue(!oracle.isEmpty(), "hashlanes.sha1dcOracle is not set: skipping the reference comparison");
        List<byte[]> messages = new ArrayList<>();
        Random random = new Random(2017);
        for (int i = 0; i < 3000; i++) {
            byte[] m = new byte[random.nextInt(i % 10 == 0 ? 20_000 : 3000)];
            random.nextBytes(m);
            messages.add(m);
        }
        for (int n = 1; n <= 2; n++) { // SHAttered's 320 colliding bytes, and one byte changed in the attack
            byte[] prefix = TestSupport.shatteredPrefix(n);
            messages.add(prefix);
            byte[] changed = prefix.clone();
            changed[300] ^= 1;
            messages.add(changed);
        }
        String vectors = System.getProperty("hashlanes.vectors", "").trim();
        if (!vectors.isEmpty() && Files.isDirectory(Path.of(vectors, "collisions"))) {
            for (String f : new String[] {"shattered-1.pdf", "shattered-2.pdf", "sha-mbles-1.bin", "sha-mbles-2.bin",
                    "sha1_reducedsha_coll.bin"}) {
                byte[] file = Files.readAllBytes(Path.of(vectors, "collisions", f));
                messages.add(file);
                for (int len : new int[] {64, 192, 256, 319, 320, 321, 383, 384, 500, 639, 640}) {
                    if (len <= file.length) {
                        messages.add(Arrays.copyOf(file, len));
                    }
                }
                for (int at : new int[] {0, 200, 260, 300, 330, 600}) {
                    if (at < file.length) {
                        byte[] changed = file.clone();
                        changed[at] ^= 1;
                        messages.add(changed);
                    }
                }
            }
        }
        List<String> expected = runOracle(oracle, messages);
        assertEquals(messages.size(), expected.size());
        List<ByteBuffer> buffers = new ArrayList<>();
        for (byte[] m : messages) {
            buffers.add(ByteBuffer.wrap(m));
        }
        int flagged = 0;
        for (String line : expected) {
            flagged += line.endsWith(" 1") ? 1 : 0;
        }
        for (Engine e : Sha1DcTest.engines()) {
            byte[] out = new byte[20 * messages.size()];
            boolean[] flags = new boolean[messages.size()];
            e.hashInto(buffers.iterator(), buffers.size(), DigestSink.of(out, 0, flags, 0));
            for (int i = 0; i < messages.size(); i++) {
                String actual = TestSupport.hex(out, 20 * i, 20) + (flags[i] ? " 1" : " 0");
                assertEquals(expected.get(i), actual, e + ": message " + i + " (" + messages.get(i).length + " bytes)");
            }
        }
        System.out.println("Sha1DcOracleTest: " + messages.size() + " messages, " + flagged
                + " flagged by the reference, equal on " + Sha1DcTest.engines().size() + " engines");
        assertTrue(flagged >= 2, "the SHAttered prefixes must be flagged by the reference");
    }

    private static List<String> runOracle(String oracle, List<byte[]> messages) throws IOException, InterruptedException {
        ByteArrayOutputStream framed = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(framed);
        for (byte[] m : messages) {
            data.writeInt(m.length);
            data.write(m);
        }
        Process p = new ProcessBuilder(oracle).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Thread writer = new Thread(() -> {
            try (OutputStream in = p.getOutputStream()) {
                framed.writeTo(in);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        writer.join();
        assertEquals(0, p.waitFor(), "oracle exit status");
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
    }
}
