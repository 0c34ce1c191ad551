package org.hashlanes.property.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.hashlanes.property.Batch;
import org.hashlanes.property.BufferKind;
import org.hashlanes.property.MessageSpec;
import org.hashlanes.property.Sha1Arbitraries;
import org.junit.jupiter.api.Test;

/** The harness itself: it finds false properties, shrinks them to minimal cases and replays by seed. */
class HarnessTest {
    private static final long SEED = 20_261_129L;

    @Test
    void falseLengthPropertyShrinksToExactly100() {
        PropertyRunner.Result r = PropertyRunner.run("length < 100", List.of(Sha1Arbitraries.lengths()), 200, SEED,
                args -> {
                    if ((Integer) args.get(0) >= 100) {
                        throw new AssertionError("too long");
                    }
                });
        assertFalse(r.passed(), "a false property is found");
        assertEquals(List.of(100), r.shrunk.get(), r.report());
        assertTrue((Integer) r.original.get().get(0) >= 100);
    }

    @Test
    void falseBatchPropertyShrinksToOneMinimalMessage() {
        PropertyRunner.Result r = PropertyRunner.run("all messages < 100 bytes", List.of(Sha1Arbitraries.batches()),
                500, SEED, args -> {
                    Batch b = (Batch) args.get(0);
                    for (byte[] m : b.bytes) {
                        if (m.length >= 100) {
                            throw new AssertionError("a message of " + m.length + " bytes");
                        }
                    }
                });
        assertFalse(r.passed());
        Batch minimal = (Batch) r.shrunk.get().get(0);
        assertEquals(List.of(new MessageSpec(100, 0, BufferKind.HEAP, false)), minimal.specs, r.report());
        String report = r.report();
        assertTrue(report.contains("-Dhashlanes.property.seed=" + SEED), report);
        assertTrue(report.contains("{100 bytes, zeros, HEAP}"), report);
    }

    @Test
    void listShrinkingDropsElementsAndShrinksTheRest() {
        PropertyRunner.Result r = PropertyRunner.run("no element >= 7",
                List.of(Arbitraries.integers(0, 1000).list().ofSize(0, 30)), 200, SEED, args -> {
                    @SuppressWarnings("unchecked")
                    List<Integer> l = (List<Integer>) args.get(0);
                    assertTrue(l.stream().allMatch(x -> x < 7));
                });
        assertEquals(List.of(List.of(7)), r.shrunk.get(), r.report());
    }

    @Test
    void integersShrinkTowardTheRangeNearestZero() {
        PropertyRunner.Result r = PropertyRunner.run("x > -500", List.of(Arbitraries.integers(-1000, -10)),
                100, SEED, args -> assertTrue((Integer) args.get(0) > -500));
        assertEquals(List.of(-500), r.shrunk.get(), r.report());
        PropertyRunner.Result r2 = PropertyRunner.run("two parts", List.of(Arbitraries.integers(10, 1000),
                Arbitraries.integers(10, 1000)), 100, SEED, args -> assertTrue((Integer) args.get(0) + (Integer) args.get(1) < 300));
        int a = (Integer) r2.shrunk.get().get(0);
        int b = (Integer) r2.shrunk.get().get(1);
        assertEquals(300, a + b, r2.report());
        assertEquals(10, a, "the first part shrinks first, as far as it can: " + r2.report());
    }

    @Test
    void aSeedReplaysTheSameRun() {
        List<Object> first = new ArrayList<>();
        List<Object> second = new ArrayList<>();
        PropertyRunner.run("record", List.of(Sha1Arbitraries.messageLists()), 50, 77, args -> first.add(args.get(0)));
        PropertyRunner.run("record", List.of(Sha1Arbitraries.messageLists()), 50, 77, args -> second.add(args.get(0)));
        assertEquals(first, second);
        List<Object> other = new ArrayList<>();
        PropertyRunner.run("record", List.of(Sha1Arbitraries.messageLists()), 50, 78, args -> other.add(args.get(0)));
        assertFalse(first.equals(other), "another seed, other cases");
        // A failure found with fresh seeds is found again, and shrunk the same way, from the reported seed.
        PropertyRunner.Body body = args -> {
            @SuppressWarnings("unchecked")
            List<MessageSpec> l = (List<MessageSpec>) args.get(0);
            assertTrue(l.size() < 20 || l.get(3).length < 60);
        };
        Random seeds = new Random();
        for (int i = 0; i < 10; i++) {
            long seed = seeds.nextLong();
            PropertyRunner.Result r1 = PropertyRunner.run("p", List.of(Sha1Arbitraries.messageLists()), 300, seed, body);
            PropertyRunner.Result r2 = PropertyRunner.run("p", List.of(Sha1Arbitraries.messageLists()), 300, r1.seed, body);
            assertFalse(r1.passed(), "seed " + seed);
            assertEquals(r1.triesRun, r2.triesRun);
            assertEquals(r1.original, r2.original);
            assertEquals(r1.shrunk, r2.shrunk);
            assertEquals(20, ((List<?>) r1.shrunk.get().get(0)).size(), r1.report());
            assertEquals(60, ((MessageSpec) ((List<?>) r1.shrunk.get().get(0)).get(3)).length, r1.report());
        }
    }

    @Test
    void aTruePropertyRunsEveryTry() {
        AtomicInteger calls = new AtomicInteger();
        PropertyRunner.Result r = PropertyRunner.run("true", List.of(Sha1Arbitraries.lengths()), 123, SEED,
                args -> calls.incrementAndGet());
        assertTrue(r.passed());
        assertEquals(123, calls.get());
        assertEquals(123, r.triesRun);
    }

    @Test
    void checkThrowsTheReport() {
        AssertionError e = assertThrows(AssertionError.class, () -> PropertyRunner.check("fails",
                List.of(Arbitraries.integers(0, 10)), 10, 5, args -> {
                    throw new IllegalStateException("boom");
                }));
        assertTrue(e.getMessage().contains("seed 5") && e.getMessage().contains("boom"), e.getMessage());
        assertTrue(e.getCause() instanceof IllegalStateException);
    }

    /** The generators reach the edges that matter, in a few thousand draws. */
    @Test
    void generatorsAreBiasedToTheEdges() {
        Random random = new Random(SEED);
        Set<Integer> lengths = new HashSet<>();
        Arbitrary<Integer> len = Sha1Arbitraries.lengths();
        int large = 0;
        for (int i = 0; i < 5000; i++) {
            int n = len.generate(random).value();
            lengths.add(n);
            if (n > 64 * 1024) {
                large++;
            }
        }
        for (int edge : new int[] {0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129}) {
            assertTrue(lengths.contains(edge), "length " + edge);
        }
        assertTrue(lengths.contains(1 << 20) || lengths.contains((1 << 20) - 1), "1 MiB appears");
        assertTrue(large > 10 && large < 500, "a few large messages: " + large);
        assertTrue(lengths.stream().filter(n -> n > 256 && n % 64 == 0).count() > 20, "block multiples");
        assertTrue(lengths.stream().filter(n -> n > 256 && n % 64 == 63).count() > 20, "block multiples - 1");
        Set<Integer> sizes = new HashSet<>();
        Set<BufferKind> kinds = new HashSet<>();
        boolean repeated = false;
        boolean zeroBesideMiB = false;
        Arbitrary<List<MessageSpec>> lists = Sha1Arbitraries.messageLists();
        for (int i = 0; i < 2000; i++) {
            List<MessageSpec> l = lists.generate(random).value();
            sizes.add(l.size());
            for (int j = 0; j < l.size(); j++) {
                kinds.add(l.get(j).kind);
                repeated |= j > 0 && l.get(j).samePreviousBuffer;
            }
            zeroBesideMiB |= l.stream().anyMatch(m -> m.length == 0 && !m.samePreviousBuffer)
                    && l.stream().anyMatch(m -> m.length >= 1 << 20 && !m.samePreviousBuffer);
        }
        for (int s : new int[] {0, 1, 4, 8, 16, 17, 32, 33, 48, 49}) {
            assertTrue(sizes.contains(s), "list size " + s);
        }
        assertEquals(Set.of(BufferKind.values()), kinds);
        assertTrue(repeated, "the same buffer twice in a list");
        assertTrue(zeroBesideMiB, "a 0-byte message beside a 1 MiB one");
    }
}
