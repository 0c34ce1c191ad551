package org.hashlanes;

import static org.hashlanes.TestSupport.assertDigests;
import static org.hashlanes.TestSupport.assertStates;
import static org.hashlanes.TestSupport.assertUntouched;
import static org.hashlanes.TestSupport.oracleAll;
import static org.hashlanes.TestSupport.pattern;
import static org.hashlanes.TestSupport.states;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.TestSupport.State;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every engine, and the public API, against {@code MessageDigest}: every length 0..1100 and the
 * lengths around 64-byte block boundaries (k*64-1, k*64, k*64+1 and the padding edges 55, 56, 63
 * mod 64) up to 70,000 bytes, in every {@link Kind} of buffer. Each list goes to an engine in one
 * call, so lanes finish at different blocks and are refilled.
 */
class EngineDifferentialTest {
    private static List<byte[]> messages;
    private static List<byte[]> expected;

    @BeforeAll
    static void build() {
        TreeSet<Integer> lengths = new TreeSet<>();
        for (int n = 0; n <= 1100; n++) {
            lengths.add(n);
        }
        for (int k : blockCounts()) {
            for (int d : new int[] {-9, -8, -1, 0, 1, 55, 56, 63}) {
                int n = 64 * k + d;
                if (n >= 0 && n <= 70_000 + 64) {
                    lengths.add(n);
                }
            }
        }
        lengths.add(70_000);
        messages = new ArrayList<>();
        // Interleave short and long so that a lane engine meets both in every group of lanes.
        List<Integer> sorted = new ArrayList<>(lengths);
        for (int i = 0, j = sorted.size() - 1; i <= j; i++, j--) {
            messages.add(pattern(sorted.get(i), sorted.get(i)));
            if (i != j) {
                messages.add(pattern(sorted.get(j), sorted.get(j)));
            }
        }
        expected = oracleAll(messages);
    }

    /** Block counts whose boundaries we test: all up to 80, then a spread to 1094 (70,016 bytes). */
    static TreeSet<Integer> blockCounts() {
        TreeSet<Integer> ks = new TreeSet<>();
        for (int k = 0; k <= 80; k++) {
            ks.add(k);
        }
        for (int k = 81; k <= 1094; k += 41) {
            ks.add(k);
        }
        for (int k = 128; k <= 1024; k *= 2) {
            ks.add(k - 1);
            ks.add(k);
        }
        ks.add(1093);
        ks.add(1094);
        return ks;
    }

    @Test
    void theListCoversTheEdges() {
        long total = messages.stream().mapToLong(m -> m.length).sum();
        assertEquals(true, messages.stream().anyMatch(m -> m.length == 69_999 + 1), "70,000 bytes present");
        assertFalse(total > 40_000_000L, "keep the suite fast: " + total + " bytes per pass");
    }

    @TestFactory
    Stream<DynamicTest> everyEngineInEveryBufferKind() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            for (Engine engine : EngineFamily.SHA1.all()) {
                tests.add(DynamicTest.dynamicTest(engine.description() + " / " + kind, () -> {
                    List<ByteBuffer> buffers = kind.wrapAll(messages);
                    List<State> before = states(buffers);
                    int offset = 7; // an odd offset, with sentinels on both sides
                    byte[] out = new byte[offset + 20 * buffers.size() + 11];
                    Arrays.fill(out, (byte) 0xA5);
                    engine.hashInto(buffers.iterator(), buffers.size(), out, offset);
                    String what = engine.description() + " on " + kind;
                    assertDigests(expected, out, offset, what);
                    assertUntouched(out, 0, offset, (byte) 0xA5, what);
                    assertUntouched(out, offset + 20 * buffers.size(), out.length, (byte) 0xA5, what);
                    assertStates(before, buffers, what);
                }));
            }
            tests.add(DynamicTest.dynamicTest("Sha1Batch / " + kind, () -> {
                List<ByteBuffer> buffers = kind.wrapAll(messages);
                List<State> before = states(buffers);
                byte[] out = new byte[3 + 20 * buffers.size()];
                Sha1Batch.hashInto(buffers, out, 3);
                assertDigests(expected, out, 3, "Sha1Batch.hashInto on " + kind);
                List<Sha1Digest> digests = Sha1Batch.hash(buffers);
                assertEquals(buffers.size(), digests.size());
                for (int i = 0; i < digests.size(); i++) {
                    assertEquals(TestSupport.hex(expected.get(i)), digests.get(i).toHex(),
                            "Sha1Batch.hash(List) on " + kind + ", message " + i);
                    assertEquals(TestSupport.hex(expected.get(i)), Sha1Batch.hash(buffers.get(i)).toHex(),
                            "Sha1Batch.hash(ByteBuffer) on " + kind + ", message " + i);
                }
                assertStates(before, buffers, "Sha1Batch on " + kind);
            }));
        }
        tests.add(DynamicTest.dynamicTest("Sha1Batch arrays", () -> {
            List<Sha1Digest> digests = Sha1Batch.hashArrays(messages);
            for (int i = 0; i < messages.size(); i++) {
                assertEquals(TestSupport.hex(expected.get(i)), digests.get(i).toHex(), "hashArrays, message " + i);
                assertEquals(TestSupport.hex(expected.get(i)), Sha1Batch.hash(messages.get(i)).toHex(),
                        "hash(byte[]), message " + i);
            }
        }));
        return tests.stream();
    }

    /**
     * The same buffers in every batch size from 1 to 3 x 16 + 1 and in lists where one buffer
     * object appears many times: a lanes engine must not assume distinct buffers or full groups.
     */
    @TestFactory
    Stream<DynamicTest> batchSizesAndRepeatedBuffers() {
        return EngineFamily.SHA1.all().stream().map(engine -> DynamicTest.dynamicTest(engine.description(), () -> {
            int[] lens = {0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 1000, 4096, 4097, 20_000};
            for (int size = 1; size <= 49; size++) {
                List<byte[]> ms = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    ms.add(pattern(lens[(i * 7 + size) % lens.length], 1000L * size + i));
                }
                List<ByteBuffer> buffers = Kind.values()[size % Kind.values().length].wrapAll(ms);
                byte[] out = new byte[20 * size];
                engine.hashInto(buffers.iterator(), size, out, 0);
                assertDigests(oracleAll(ms), out, 0, engine.description() + " batch of " + size);
            }
            ByteBuffer shared = Kind.DIRECT_SLICE.wrap(pattern(3000, 42));
            ByteBuffer big = Kind.HEAP_SLICE.wrap(pattern(1 << 20, 43));
            ByteBuffer empty = Kind.READ_ONLY_DIRECT.wrap(new byte[0]);
            List<ByteBuffer> list = new ArrayList<>();
            List<byte[]> want = new ArrayList<>();
            for (int i = 0; i < 37; i++) {
                ByteBuffer b = i == 5 ? big : (i % 3 == 0 ? empty : shared);
                list.add(b);
                want.add(TestSupport.oracle(b));
            }
            List<State> before = states(list);
            byte[] out = new byte[20 * list.size()];
            engine.hashInto(list.iterator(), list.size(), out, 0);
            assertDigests(want, out, 0, engine.description() + " repeated buffers");
            assertStates(before, list, engine.description() + " repeated buffers");
        }));
    }

    /**
     * Vector code changes compiler tiers as it warms up, and a bug may live only in the C2
     * version: hash a few thousand batches first, then compare.
     */
    @TestFactory
    Stream<DynamicTest> afterJitWarmUp() {
        return EngineFamily.SHA1.all().stream().map(engine -> DynamicTest.dynamicTest(engine.description(), () -> {
            List<byte[]> ms = new ArrayList<>();
            for (int i = 0; i < 33; i++) {
                ms.add(pattern((i * 37) % 300, i));
            }
            TestSupport.warmUp(engine);
            List<ByteBuffer> heap = Kind.HEAP.wrapAll(ms);
            List<ByteBuffer> direct = Kind.DIRECT_POSITIONED.wrapAll(ms);
            byte[] out = new byte[20 * ms.size()];
            for (int round = 0; round < 500; round++) {
                engine.hashInto((round % 2 == 0 ? heap : direct).iterator(), ms.size(), out, 0);
            }
            List<byte[]> want = oracleAll(ms);
            assertDigests(want, out, 0, engine.description() + " during warm-up");
            int[] lens = {0, 55, 56, 63, 64, 119, 120, 4095, 4096, 65_537};
            for (Kind kind : Kind.values()) {
                List<byte[]> after = new ArrayList<>();
                for (int i = 0; i < 40; i++) {
                    after.add(pattern(lens[i % lens.length] + i / lens.length, 77L * i + kind.ordinal()));
                }
                byte[] o = new byte[20 * after.size()];
                engine.hashInto(kind.wrapAll(after).iterator(), after.size(), o, 0);
                assertDigests(oracleAll(after), o, 0, engine.description() + " warm, " + kind);
            }
        }));
    }
}
