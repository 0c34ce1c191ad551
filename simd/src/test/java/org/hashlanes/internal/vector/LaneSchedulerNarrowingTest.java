package org.hashlanes.internal.vector;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import org.hashlanes.internal.Engines;
import org.hashlanes.internal.MessageBatch;
import org.hashlanes.scalar.ScalarSha1;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Lanes moving between kernel widths mid-message: the digests must equal MessageDigest's at every
 * width switch, for heap (read in place) and direct or read-only buffers (staged chunk by chunk,
 * so a lane moves with a half-consumed stage), for messages and for block jobs on midstates.
 * Each test also asserts that the switches it is about really happened.
 */
class LaneSchedulerNarrowingTest {
    private static LaneKernel[] kernels;

    @BeforeAll
    static void kernels() {
        List<Integer> widths = Engines.vectorLaneCounts();
        assumeTrue(widths.size() >= 2, "needs two lane widths or more; have " + widths
                + (Engines.vectorUnavailableReason() == null ? "" : ": " + Engines.vectorUnavailableReason()));
        kernels = new LaneKernel[widths.size()];
        for (int k = 0; k < kernels.length; k++) {
            kernels[k] = LaneKernels.forSpecies("LaneKernelTemplate", VectorEngineFactory.species(widths.get(k)));
        }
    }

    /** Every width, widest first. */
    private static int[] narrowing() {
        int[] n = new int[kernels.length];
        for (int k = 0; k < kernels.length; k++) {
            n[k] = kernels[kernels.length - 1 - k].lanes();
        }
        return n;
    }

    private static ByteBuffer kind(byte[] m, int i) {
        switch (i % 3) {
            case 0: return ByteBuffer.wrap(m);
            case 1: return ByteBuffer.allocateDirect(m.length).put(m).flip();
            default: return ByteBuffer.wrap(m).asReadOnlyBuffer();
        }
    }

    private static byte[] random(int length, long seed) {
        byte[] m = new byte[length];
        new SplittableRandom(seed).nextBytes(m);
        return m;
    }

    private static MessageDigest sha1() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    /** Hashes {@code messages} on a scheduler with every width; returns the number of width switches. */
    private static int hashAndCheck(List<byte[]> messages, boolean scalarTail) {
        List<ByteBuffer> buffers = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            buffers.add(kind(messages.get(i), i));
        }
        MessageBatch b = new MessageBatch();
        b.fill(buffers.iterator(), buffers.size());
        b.planLanes(narrowing(), scalarTail);
        LaneScheduler s = new LaneScheduler(ScalarSha1.FUNCTION, kernels);
        byte[] out = new byte[20 * messages.size()];
        s.run(b, out, 0);
        MessageDigest md = sha1();
        HexFormat hex = HexFormat.of();
        for (int i = 0; i < messages.size(); i++) {
            byte[] expected = md.digest(messages.get(i));
            byte[] got = Arrays.copyOfRange(out, 20 * i, 20 * i + 20);
            assertEquals(hex.formatHex(expected), hex.formatHex(got), "message " + i + " ("
                    + messages.get(i).length + " bytes, " + buffers.get(i).getClass().getSimpleName() + ")");
        }
        return s.narrowings();
    }

    @Test
    void oneLaneFinishesAtATimeThroughEveryWidth() {
        // Widest-lanes messages of 1..L x 3000 bytes: the live count falls one by one, from the first
        // turn nothing waits, so the scheduler passes through every width; the last lane runs alone.
        int widest = narrowing()[0];
        List<byte[]> messages = new ArrayList<>();
        for (int i = 0; i < widest; i++) {
            messages.add(random(3000 * (i + 1) + i, i));
        }
        assertEquals(kernels.length - 1, hashAndCheck(messages, false), "not every width was used");
        assertEquals(kernels.length - 1, hashAndCheck(messages, true));
    }

    @Test
    void switchesAfterRefillsWithPaddingEdgesAndEmptyMessages() {
        SplittableRandom r = new SplittableRandom(7);
        for (int round = 0; round < 20; round++) {
            List<byte[]> messages = new ArrayList<>();
            int n = 1 + r.nextInt(70);
            for (int i = 0; i < n; i++) {
                int length;
                switch (r.nextInt(4)) {
                    case 0: length = 64 * r.nextInt(40) + 55 + r.nextInt(10); break; // around the padding edge
                    case 1: length = r.nextInt(3); break;
                    case 2: length = r.nextInt(40_000); break;
                    default: length = r.nextInt(5_000); break;
                }
                messages.add(random(length, r.nextLong()));
            }
            hashAndCheck(messages, r.nextBoolean());
        }
    }

    @Test
    void blockJobsContinueTheirMidstatesAcrossSwitches() {
        int widest = narrowing()[0];
        int jobs = widest + 3;
        ByteBuffer[] buffers = new ByteBuffer[jobs];
        int[] starts = new int[jobs];
        int[] blocks = new int[jobs];
        int[][] states = new int[jobs][];
        List<byte[]> prefixes = new ArrayList<>();
        List<byte[]> bodies = new ArrayList<>();
        for (int i = 0; i < jobs; i++) {
            byte[] prefix = random(64 * (i % 5), 100 + i);      // already hashed into the midstate
            byte[] body = random(64 * (40 * (i + 1) + i), 200 + i);
            prefixes.add(prefix);
            bodies.add(body);
            int[] state = new int[5];
            ScalarSha1.initState(state);
            ScalarSha1.compressBlocks(state, prefix, 0, prefix.length / 64);
            states[i] = state;
            buffers[i] = kind(body, i);
            starts[i] = 0;
            blocks[i] = body.length / 64;
        }
        MessageBatch b = new MessageBatch();
        b.fillJobs(buffers, starts, blocks, states, 0, jobs);
        b.planLanes(narrowing(), true);
        LaneScheduler s = new LaneScheduler(ScalarSha1.FUNCTION, kernels);
        s.run(b, null, 0);
        assertTrue(s.narrowings() >= 1, "no width switch happened");
        for (int i = 0; i < jobs; i++) {
            int[] expected = new int[5];
            ScalarSha1.initState(expected);
            ScalarSha1.compressBlocks(expected, prefixes.get(i), 0, prefixes.get(i).length / 64);
            ScalarSha1.compressBlocks(expected, bodies.get(i), 0, bodies.get(i).length / 64);
            assertArrayEquals(expected, states[i], "job " + i);
        }
    }
}
