package org.hashlanes;

import static org.hashlanes.TestSupport.assertDigests;
import static org.hashlanes.TestSupport.assertStates;
import static org.hashlanes.TestSupport.assertUntouched;
import static org.hashlanes.TestSupport.pattern;
import static org.hashlanes.TestSupport.states;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.TestSupport.State;
import org.hashlanes.internal.Engine;
import org.hashlanes.internal.EngineFamily;
import org.hashlanes.internal.Engines;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every engine of the 128-byte-block families (SHA-512, SHA-384: scalar, jdk, vector at each
 * width this CPU runs, the default, and the planner on fixed cost models) against
 * {@code MessageDigest}: every length 0..300 and the lengths around the block and padding edges
 * (k*128 + {-17, -16, -9, -1, 0, 1}, so 111/112/127/128 and on), in every {@link Kind} of
 * buffer in one call per list; random batches of 1..100 mixed lengths and kinds; and again once
 * the kernels are compiled. Written over a list of families: an algorithm is one more entry.
 */
class Sha512EngineTest {
    private static final List<EngineFamily> FAMILIES = List.of(EngineFamily.SHA512, EngineFamily.SHA384);

    private static List<Engine> engines(EngineFamily family) {
        List<Engine> all = new ArrayList<>(family.all());
        all.add(family.batchDefault());
        all.addAll(Engines.plannedForTests(family));
        return all;
    }

    private static List<byte[]> edgeMessages(int blockBytes) {
        TreeSet<Integer> lengths = new TreeSet<>();
        for (int n = 0; n <= 300; n++) {
            lengths.add(n);
        }
        for (int k = 0; k <= 40; k++) {
            for (int d : new int[] {-17, -16, -9, -1, 0, 1}) {
                if (blockBytes * k + d >= 0) {
                    lengths.add(blockBytes * k + d);
                }
            }
        }
        lengths.addAll(List.of(4095, 4096, 4097, 20_000, 70_000));
        List<byte[]> messages = new ArrayList<>();
        List<Integer> sorted = new ArrayList<>(lengths);
        for (int i = 0, j = sorted.size() - 1; i <= j; i++, j--) { // short and long interleaved
            messages.add(pattern(sorted.get(i), 512 + sorted.get(i)));
            if (i != j) {
                messages.add(pattern(sorted.get(j), 512 + sorted.get(j)));
            }
        }
        return messages;
    }

    @Test
    void theFamiliesAreSha512AndSha384WithTheirLanes() {
        assertEquals(64, EngineFamily.SHA512.function().digestBytes());
        assertEquals(48, EngineFamily.SHA384.function().digestBytes());
        for (EngineFamily family : FAMILIES) {
            assertEquals(64, family.laneBits());
            assertTrue(family.all().size() >= 2, "scalar and jdk at least: " + family.all());
            List<Integer> ints = Engines.vectorLaneCounts();
            assertEquals(ints.size(), family.laneCounts().size());
            for (int k = 0; k < ints.size(); k++) {
                int lanes = family.laneCounts().get(k);
                assertEquals(ints.get(k) / 2, lanes, "64-bit lanes: half the 32-bit ones");
                assertEquals(lanes, family.vector(lanes).lanes());
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> everyEngineInEveryBufferKind() {
        List<DynamicTest> tests = new ArrayList<>();
        for (EngineFamily family : FAMILIES) {
            String alg = family.function().jdkName();
            int bytes = family.function().digestBytes();
            List<byte[]> messages = edgeMessages(family.function().blockBytes());
            List<byte[]> expected = TestSupport.oracleAll(alg, messages);
            for (Engine engine : engines(family)) {
                tests.add(DynamicTest.dynamicTest(alg + " " + engine.description(), () -> {
                    for (Kind kind : Kind.values()) {
                        List<ByteBuffer> buffers = kind.wrapAll(messages);
                        List<State> before = states(buffers);
                        int offset = 5; // an odd offset, with sentinels on both sides
                        byte[] out = new byte[offset + bytes * buffers.size() + 9];
                        Arrays.fill(out, (byte) 0xA5);
                        engine.hashInto(buffers.iterator(), buffers.size(), out, offset);
                        String what = alg + " " + engine.description() + " on " + kind;
                        assertDigests(expected, out, offset, what);
                        assertUntouched(out, 0, offset, (byte) 0xA5, what);
                        assertUntouched(out, offset + bytes * buffers.size(), out.length, (byte) 0xA5, what);
                        assertStates(before, buffers, what);
                    }
                }));
            }
        }
        return tests.stream();
    }

    /** Random batches of 1..100 messages of mixed lengths and buffer kinds, then the same once the kernels are warm (C2). */
    @TestFactory
    Stream<DynamicTest> randomBatchesThenAfterJitWarmUp() {
        List<DynamicTest> tests = new ArrayList<>();
        for (EngineFamily family : FAMILIES) {
            String alg = family.function().jdkName();
            int bytes = family.function().digestBytes();
            for (Engine engine : engines(family)) {
                tests.add(DynamicTest.dynamicTest(alg + " " + engine.description(), () -> {
                    Random r = new Random(alg.hashCode() + engine.description().hashCode());
                    for (int round = 0; round < 2; round++) {
                        for (int size = 1; size <= 100; size++) {
                            List<byte[]> ms = new ArrayList<>();
                            for (int i = 0; i < size; i++) {
                                int len = r.nextInt(8) == 0 ? r.nextInt(9000) : r.nextInt(300);
                                ms.add(pattern(len, r.nextLong()));
                            }
                            List<ByteBuffer> buffers = Kind.values()[r.nextInt(Kind.values().length)].wrapAll(ms);
                            byte[] out = new byte[bytes * size];
                            engine.hashInto(buffers.iterator(), size, out, 0);
                            assertDigests(TestSupport.oracleAll(alg, ms), out, 0,
                                    alg + " " + engine.description() + " batch of " + size + (round == 0 ? "" : ", warm"));
                        }
                        if (round == 0 && engine.lanes() > 1) {
                            List<ByteBuffer> warm = Kind.HEAP.wrapAll(edgeMessages(128).subList(0, 40));
                            byte[] out = new byte[bytes * warm.size()];
                            for (int i = 0; i < 1500; i++) {
                                engine.hashInto(warm.iterator(), warm.size(), out, 0);
                            }
                        }
                    }
                }));
            }
        }
        return tests.stream();
    }
}
