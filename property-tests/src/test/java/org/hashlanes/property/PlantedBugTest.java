package org.hashlanes.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.property.harness.PropertyRunner;
import org.junit.jupiter.api.Test;

/**
 * The generators and the shrinker together find the kind of bug a lanes engine could have: an
 * engine that is wrong only for direct buffers whose length is 56 mod 64 (the two-block padding
 * edge) when they are not first in the batch. The property finds it and shrinks it to the
 * smallest such batch.
 */
class PlantedBugTest {
    /** The scalar engine with one planted bug. */
    private static final class Buggy implements Engine {
        @Override
        public String description() {
            return "buggy";
        }

        @Override
        public EngineInfo.Kind kind() {
            return EngineInfo.Kind.SCALAR;
        }

        @Override
        public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink sink) {
            byte[] out = sink.out();
            int offset = sink.offset();
            for (int i = 0; i < count; i++) {
                ByteBuffer m = messages.next();
                EngineFamily.SHA1.scalar().hashInto(List.of(m).iterator(), 1, out, offset + 20 * i);
                if (i > 0 && m.isDirect() && m.remaining() % 64 == 56) {
                    out[offset + 20 * i] ^= 1;
                }
            }
        }
    }

    @Test
    void aPaddingEdgeBugIsFoundAndShrunk() throws Exception {
        Engine buggy = new Buggy();
        MessageDigest md = MessageDigest.getInstance("SHA-1");
        PropertyRunner.Result r = PropertyRunner.run("buggy equals MessageDigest", List.of(Sha1Arbitraries.batches()),
                1000, 99, args -> {
                    Batch b = (Batch) args.get(0);
                    byte[] out = new byte[20 * b.size()];
                    buggy.hashInto(b.buffers.iterator(), b.size(), out, 0);
                    for (int i = 0; i < b.size(); i++) {
                        assertEquals(Arrays.toString(md.digest(b.bytes.get(i))),
                                Arrays.toString(Arrays.copyOfRange(out, 20 * i, 20 * i + 20)), "message " + i);
                    }
                });
        assertFalse(r.passed(), "the planted bug is found");
        Batch minimal = (Batch) r.shrunk.get().get(0);
        assertEquals(List.of(new MessageSpec(0, 0, BufferKind.HEAP, false), new MessageSpec(56, 0, BufferKind.DIRECT, false)),
                minimal.specs, r.report());
    }
}
