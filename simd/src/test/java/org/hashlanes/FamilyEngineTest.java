package org.hashlanes;

import static org.hashlanes.TestSupport.assertDigests;
import static org.hashlanes.TestSupport.assertStates;
import static org.hashlanes.TestSupport.assertUntouched;
import static org.hashlanes.TestSupport.pattern;
import static org.hashlanes.TestSupport.states;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.TestSupport.State;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every engine of SHA-256, MD5, SHA-512 and SHA-384 (scalar, jdk, vector at each lane count this
 * CPU runs, the default and the planned engines) and {@link Sha256Batch} against
 * {@code MessageDigest} of the same algorithm: every length 0..330 and the lengths around the
 * block and padding edges (k*B + {-(L+1), -L, -9, -1, 0, 1} and the same one block on, for
 * blocks of B bytes and a length field of L: 55, 56, 63, 64, 65 for 64-byte blocks, 111, 112,
 * 127, 128, 129 for 128-byte ones) up to 60 blocks (40 of 128 bytes) and a few far beyond, in
 * every {@link Kind} of buffer, in one call per list so lanes finish at different blocks and are
 * refilled; then batch sizes 1..49 and random ones up to 100 (lengths at both block sizes'
 * edges, mixed buffer kinds), and again after a JIT warm-up. A family is a parameter: a new
 * algorithm joins {@link #FAMILIES}.
 */
class FamilyEngineTest {
    private static final List<EngineFamily> FAMILIES = List.of(EngineFamily.SHA256, EngineFamily.MD5,
            EngineFamily.SHA512, EngineFamily.SHA384);
    /** The edge messages by block size. */
    private static final Map<Integer, List<byte[]>> MESSAGES = new HashMap<>();
    private static final Map<EngineFamily, List<byte[]>> EXPECTED = new HashMap<>();

    @BeforeAll
    static void build() {
        for (EngineFamily family : FAMILIES) {
            List<byte[]> messages = MESSAGES.computeIfAbsent(family.function().blockBytes(), FamilyEngineTest::edgeMessages);
            EXPECTED.put(family, TestSupport.oracleAll(family.function().jdkName(), messages));
        }
    }

    /** Lengths 0..330, around every block and padding edge up to 60 blocks (40 of 128 bytes), a few far beyond; short and long interleaved. */
    private static List<byte[]> edgeMessages(int blockBytes) {
        int lengthBytes = blockBytes / 8; // 64-bit length in 64-byte blocks, 128-bit in 128-byte ones
        TreeSet<Integer> lengths = new TreeSet<>();
        for (int n = 0; n <= 330; n++) {
            lengths.add(n);
        }
        int maxBlocks = blockBytes == 64 ? 60 : 40; // 40 of 128 bytes: about as long, and the slower kernels
        for (int k = 0; k <= maxBlocks; k++) {
            for (int d : new int[] {-(lengthBytes + 1), -lengthBytes, -9, -1, 0, 1,
                    blockBytes - lengthBytes - 1, blockBytes - lengthBytes, blockBytes - 1}) {
                if (blockBytes * k + d >= 0) {
                    lengths.add(blockBytes * k + d);
                }
            }
        }
        lengths.addAll(List.of(4095, 4096, 4097, 20_000, 65_536 + 55, 70_000));
        List<byte[]> messages = new ArrayList<>();
        List<Integer> sorted = new ArrayList<>(lengths);
        for (int i = 0, j = sorted.size() - 1; i <= j; i++, j--) { // short and long interleaved
            messages.add(pattern(sorted.get(i), 256 + sorted.get(i)));
            if (i != j) {
                messages.add(pattern(sorted.get(j), 256 + sorted.get(j)));
            }
        }
        return messages;
    }

    /** Every engine of {@code family} that runs here, the batch default and the planned ones included. */
    private static List<Engine> engines(EngineFamily family) {
        List<Engine> all = new ArrayList<>(family.all());
        all.add(family.batchDefault());
        all.addAll(family.plannedForTests());
        return all;
    }

    @Test
    void everyFamilyHasItsDigestSizeLanesAndScalarAndJdkEngines() {
        assertEquals(32, EngineFamily.SHA256.function().digestBytes());
        assertEquals(16, EngineFamily.MD5.function().digestBytes());
        assertEquals(64, EngineFamily.SHA512.function().digestBytes());
        assertEquals(48, EngineFamily.SHA384.function().digestBytes());
        for (EngineFamily family : FAMILIES) {
            assertTrue(family.all().size() >= 2, "scalar and jdk at least: " + family.all());
            assertEquals(family.function().blockBytes() / 2, family.laneBits(), family + ": 16 words a block");
            TreeSet<Integer> counts = new TreeSet<>();
            for (int ints : EngineSelection.vectorLaneCounts()) {
                int fit = ints * 32 / family.laneBits();
                int sets = family == EngineFamily.MD5 ? 2 : 1; // MD5: two lane sets at every width
                assertEquals(fit * sets, family.lanesAt(ints), family + ": as many lanes as fit the width, per set");
                assertEquals(fit * sets, family.vectorAtWidth(ints).lanes(), family + ": the kernel runs them, at " + ints);
                counts.add(fit * sets);
            }
            assertEquals(List.copyOf(counts), family.laneCounts());
            for (int lanes : family.laneCounts()) {
                assertEquals(lanes, family.vector(lanes).lanes());
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> everyEngineInEveryBufferKind() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            for (EngineFamily family : FAMILIES) {
            List<byte[]> messages = MESSAGES.get(family.function().blockBytes());
            List<byte[]> expected = EXPECTED.get(family);
            int BYTES = family.function().digestBytes();
            for (Engine engine : engines(family)) {
                tests.add(DynamicTest.dynamicTest(family.function().jdkName() + " " + engine.description() + " / " + kind, () -> {
                    List<ByteBuffer> buffers = kind.wrapAll(messages);
                    List<State> before = states(buffers);
                    int offset = 5; // an odd offset, with sentinels on both sides
                    byte[] out = new byte[offset + BYTES * buffers.size() + 9];
                    Arrays.fill(out, (byte) 0xA5);
                    engine.hashInto(buffers.iterator(), buffers.size(), out, offset);
                    String what = family.function().jdkName() + " " + engine.description() + " on " + kind;
                    assertDigests(expected, out, offset, what);
                    assertUntouched(out, 0, offset, (byte) 0xA5, what);
                    assertUntouched(out, offset + BYTES * buffers.size(), out.length, (byte) 0xA5, what);
                    assertStates(before, buffers, what);
                }));
            }
            }
            List<byte[]> messages = MESSAGES.get(64);
            List<byte[]> expected = EXPECTED.get(EngineFamily.SHA256);
            int BYTES = 32;
            tests.add(DynamicTest.dynamicTest("Sha256Batch / " + kind, () -> {
                List<ByteBuffer> buffers = kind.wrapAll(messages);
                List<State> before = states(buffers);
                byte[] out = new byte[3 + BYTES * buffers.size()];
                Sha256Batch.hashInto(buffers, out, 3);
                assertDigests(expected, out, 3, "Sha256Batch.hashInto on " + kind);
                List<Sha256Digest> digests = Sha256Batch.hash(buffers);
                assertEquals(buffers.size(), digests.size());
                for (int i = 0; i < digests.size(); i++) {
                    String want = TestSupport.hex(expected.get(i));
                    assertEquals(want, digests.get(i).toHex(), "Sha256Batch.hash(List) on " + kind + ", message " + i);
                    assertEquals(want, Sha256Batch.hash(buffers.get(i)).toHex(),
                            "Sha256Batch.hash(ByteBuffer) on " + kind + ", message " + i);
                }
                assertStates(before, buffers, "Sha256Batch on " + kind);
            }));
        }
        List<byte[]> messages = MESSAGES.get(64);
        List<byte[]> expected = EXPECTED.get(EngineFamily.SHA256);
        tests.add(DynamicTest.dynamicTest("Sha256Batch arrays", () -> {
            List<Sha256Digest> digests = Sha256Batch.hashArrays(messages);
            for (int i = 0; i < messages.size(); i++) {
                String want = TestSupport.hex(expected.get(i));
                assertEquals(want, digests.get(i).toHex(), "hashArrays, message " + i);
                assertEquals(want, Sha256Batch.hash(messages.get(i)).toHex(), "hash(byte[]), message " + i);
            }
        }));
        return tests.stream();
    }

    /**
     * Every batch size from 1 to 3 x 16 + 1 and random ones up to 100, mixed lengths and buffer
     * kinds, then warm (C2) code.
     */
    @TestFactory
    Stream<DynamicTest> batchSizesThenAfterJitWarmUp() {
        return FAMILIES.stream().flatMap(family -> engines(family).stream().map(engine -> DynamicTest.dynamicTest(
                family.function().jdkName() + " " + engine.description(), () -> {
            String alg = family.function().jdkName();
            int BYTES = family.function().digestBytes();
            int[] lens = {0, 1, 55, 56, 63, 64, 65, 111, 112, 119, 120, 127, 128, 129, 1000, 4096, 4097, 20_000};
            Random random = new Random(alg.hashCode());
            List<Integer> sizes = new ArrayList<>();
            for (int size = 1; size <= 49; size++) {
                sizes.add(size);
            }
            for (int i = 0; i < 10; i++) {
                sizes.add(50 + random.nextInt(51));
            }
            for (int size : sizes) {
                List<byte[]> ms = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    ms.add(pattern(lens[(i * 7 + size) % lens.length], 2000L * size + i));
                }
                List<ByteBuffer> buffers = Kind.values()[size % Kind.values().length].wrapAll(ms);
                byte[] out = new byte[BYTES * size];
                engine.hashInto(buffers.iterator(), size, out, 0);
                assertDigests(TestSupport.oracleAll(alg, ms), out, 0, alg + " " + engine.description() + " batch of " + size);
            }
            List<byte[]> warm = new ArrayList<>();
            for (int i = 0; i < 33; i++) {
                warm.add(pattern(64 + (i * 37) % 300, i));
            }
            List<ByteBuffer> heap = Kind.HEAP.wrapAll(warm);
            List<ByteBuffer> direct = Kind.DIRECT_POSITIONED.wrapAll(warm);
            byte[] out = new byte[BYTES * warm.size()];
            for (int round = 0; round < 3000; round++) {
                engine.hashInto((round % 2 == 0 ? heap : direct).iterator(), warm.size(), out, 0);
            }
            assertDigests(TestSupport.oracleAll(alg, warm), out, 0, alg + " " + engine.description() + " warm");
            for (Kind kind : Kind.values()) {
                List<byte[]> after = new ArrayList<>();
                for (int i = 0; i < 40; i++) {
                    after.add(pattern(lens[i % lens.length] + i / lens.length, 99L * i + kind.ordinal()));
                }
                byte[] o = new byte[BYTES * after.size()];
                engine.hashInto(kind.wrapAll(after).iterator(), after.size(), o, 0);
                assertDigests(TestSupport.oracleAll(alg, after), o, 0, alg + " " + engine.description() + " warm, " + kind);
            }
        })));
    }

    @Test
    void badArgumentsAreNamedAndNothingIsWritten() {
        List<ByteBuffer> withNull = Arrays.asList(ByteBuffer.allocate(1), null);
        NullPointerException npe = assertThrows(NullPointerException.class, () -> Sha256Batch.hash(withNull));
        assertEquals("messages[1] is null", npe.getMessage());
        byte[] out = new byte[63];
        Arrays.fill(out, (byte) 7);
        List<ByteBuffer> two = List.of(ByteBuffer.allocate(1), ByteBuffer.allocate(2));
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                () -> Sha256Batch.hashInto(two, out, 0));
        assertTrue(e.getMessage().contains("64 bytes"), e.getMessage());
        assertUntouched(out, 0, out.length, (byte) 7, "hashInto with no room");
        assertThrows(IndexOutOfBoundsException.class, () -> Sha256Batch.hashInto(two, new byte[64], -1));
        assertThrows(NullPointerException.class, () -> Sha256Batch.hash((byte[]) null));
    }
}
