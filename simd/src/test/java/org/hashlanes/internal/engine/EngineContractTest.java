package org.hashlanes.internal.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.plan.MessageBatch;
import org.junit.jupiter.api.Test;

/**
 * The one engine interface's contract, over every engine of every family that runs here (the
 * default and the planned ones included): flags only from an engine that detects, and nothing
 * written when a sink is refused; the optional operations there exactly where the engine can do
 * them; the kind each engine says.
 */
class EngineContractTest {
    private static final List<EngineFamily> FAMILIES = List.of(EngineFamily.SHA1, EngineFamily.SHA1DC,
            EngineFamily.SHA256, EngineFamily.MD5, EngineFamily.SHA512, EngineFamily.SHA384);

    private static List<Engine> engines(EngineFamily family) {
        List<Engine> all = new ArrayList<>(family.all());
        all.add(family.batchDefault());
        all.addAll(family.plannedForTests());
        return all;
    }

    private static List<ByteBuffer> messages(int n) {
        List<ByteBuffer> messages = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            messages.add(ByteBuffer.wrap(new byte[i * 37 % 300]));
        }
        return messages;
    }

    @Test
    void flagsComeOnlyFromAnEngineThatDetects() {
        for (EngineFamily family : FAMILIES) {
            int digestBytes = family.function().digestBytes();
            for (Engine e : engines(family)) {
                assertEquals(family.detects(), e.detects(), e + " of " + family);
                for (int n : new int[] {1, 40}) {
                    List<ByteBuffer> messages = messages(n);
                    byte[] out = new byte[digestBytes * n + 3];
                    boolean[] flags = new boolean[n + 2];
                    Arrays.fill(flags, true);
                    DigestSink sink = DigestSink.of(out, 3, flags, 2);
                    if (e.detects()) {
                        e.hashInto(messages.iterator(), n, sink);
                        for (int i = 0; i < n; i++) {
                            assertFalse(flags[2 + i], e + ": no attack in message " + i);
                        }
                        assertTrue(flags[0] && flags[1], e + " wrote flags before its offset");
                        byte[] plain = new byte[digestBytes * n];
                        e.hashInto(messages.iterator(), n, plain, 0); // the same digests without flags
                        assertArrayEquals(plain, Arrays.copyOfRange(out, 3, out.length), e.toString());
                    } else {
                        assertThrows(UnsupportedOperationException.class, () -> e.hashInto(messages.iterator(), n, sink),
                                e + " gave flags it does not have");
                        assertArrayEquals(new byte[out.length], out, e + " wrote digests to a sink it refused");
                        for (boolean f : flags) {
                            assertTrue(f, e + " touched the flags of a sink it refused");
                        }
                        for (ByteBuffer m : messages) {
                            assertEquals(0, m.position());
                        }
                    }
                }
            }
        }
    }

    @Test
    void theOptionalOperationsAreWhereTheEngineCanDoThem() {
        for (EngineFamily family : FAMILIES) {
            for (Engine e : engines(family)) {
                if (!family.detects() && e == family.jdk()) {
                    assertFalse(e.continuesMidstates(), e + ": MessageDigest takes no midstate");
                    assertThrows(UnsupportedOperationException.class,
                            () -> e.advance(0, new ByteBuffer[0], new int[0], new int[0], new int[0][]));
                } else {
                    assertTrue(e.continuesMidstates(), e + " of " + family);
                }
            }
            assertTrue(family.midstateDefault().continuesMidstates(), family.toString());
            for (Engine planned : family.plannedForTests()) {
                MessageBatch b = MessageBatch.take();
                try {
                    assertThrows(UnsupportedOperationException.class, () -> planned.runPlanned(b, new byte[0], 0),
                            planned + " plans its own calls");
                } finally {
                    MessageBatch.release(b);
                }
                assertTrue(planned.costModel() != null, planned.toString());
                assertEquals(EngineInfo.Kind.VECTOR, planned.kind());
            }
        }
    }

    /** What the warm-up times and the planner runs: a single stream's part of a plan is every message it names, in its slot. */
    @Test
    void aSingleStreamRunsItsPartOfAPlan() {
        for (EngineFamily family : FAMILIES) {
            int digestBytes = family.function().digestBytes();
            List<Engine> singles = family.detects() ? List.of(family.scalar()) : List.of(family.scalar(), family.jdk());
            for (Engine single : singles) {
                List<ByteBuffer> messages = messages(33);
                byte[] want = new byte[digestBytes * 33];
                single.hashInto(messages.iterator(), 33, want, 0);
                MessageBatch b = MessageBatch.take();
                try {
                    b.fill(messages.iterator(), 33, family.function().padding());
                    b.planSingle();
                    byte[] got = new byte[digestBytes * 33 + 5];
                    single.runPlanned(b, got, 5);
                    assertArrayEquals(want, Arrays.copyOfRange(got, 5, got.length), single + " of " + family);
                    b.planLanes(4, false); // nothing for the single stream
                    byte[] none = new byte[digestBytes * 33];
                    single.runPlanned(b, none, 0);
                    assertArrayEquals(new byte[none.length], none, single + " hashed messages planned for the lanes");
                } finally {
                    MessageBatch.release(b);
                }
            }
        }
    }

    @Test
    void eachEngineSaysItsKind() {
        for (EngineFamily family : FAMILIES) {
            assertEquals(EngineInfo.Kind.SCALAR, family.scalar().kind());
            assertEquals(1, family.scalar().lanes());
            if (!family.detects()) {
                assertEquals(EngineInfo.Kind.JDK, family.jdk().kind());
            }
            for (int lanes : family.laneCounts()) {
                Engine v = family.vector(lanes);
                assertEquals(EngineInfo.Kind.VECTOR, v.kind());
                assertEquals(lanes, v.lanes());
                assertEquals(null, v.costModel(), "forced lanes plan nothing");
            }
        }
    }
}
