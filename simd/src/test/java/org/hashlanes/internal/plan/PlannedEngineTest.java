package org.hashlanes.internal.plan;

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
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import org.hashlanes.EngineInfo;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;
import org.junit.jupiter.api.Test;

/**
 * Planned calls end to end: what the planner sends to the single-stream engine really goes
 * there, and every digest lands in its own slot whichever engine computed it.
 */
class PlannedEngineTest {
    private static final int KIB = 1024, MIB = 1024 * KIB;

    /** The JDK engine, recording which messages it was given. */
    private static final class Recording implements Engine {
        final Engine inner = EngineFamily.SHA1.jdk();
        final List<Integer> hashed = new ArrayList<>();

        @Override
        public String description() {
            return "recording " + inner.description();
        }

        @Override
        public EngineInfo.Kind kind() {
            return EngineInfo.Kind.JDK;
        }

        @Override
        public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink sink) {
            byte[] out = sink.out();
            int offset = sink.offset();
            for (int i = 0; i < count; i++) { // a call that was not planned: every message, in order
                hashed.add(i);
            }
            inner.hashInto(messages, count, out, offset);
        }

        @Override
        public void runPlanned(MessageBatch batch, byte[] out, int offset) {
            for (int k = 0; k < batch.plan().singleCount(); k++) {
                hashed.add(batch.outIndex(batch.plan().singleOrder()[k]));
            }
            inner.runPlanned(batch, out, offset);
        }

        /** Message indexes hashed through the cursor (from where the digest went). */
        final List<Integer> direct = new ArrayList<>();

        @Override
        public Cursor cursor() {
            Cursor c = inner.cursor();
            return new Cursor() {
                @Override
                public boolean hash(ByteBuffer m, int start, int length, byte[] out, int outOffset) {
                    direct.add(outOffset);
                    return c.hash(m, start, length, out, outOffset);
                }

                @Override
                public void close() {
                    c.close();
                }
            };
        }
    }

    @Test
    void messagesTooShortForTheLanesGoToTheSingleStreamAsTheyAreRead() throws NoSuchAlgorithmException {
        Engine lanes = lanes();
        Recording single = new Recording();
        int w = lanes.lanes();
        // Lanes 2.6x cheaper per block, but 200 ns a message: messages under ~12 blocks lose there.
        CostModel model = new CostModel(new int[] {w}, new double[] {4 + 10 * w}, 200, 29, 10, 100);
        int minBlocks = model.minLaneBlocks();
        assertTrue(minBlocks > 2 && minBlocks < 40, "model " + model + ": " + minBlocks);
        PlannedEngine engine = new PlannedEngine(model, lanes, single, EngineFamily.SHA1.scalar(),
                org.hashlanes.scalar.ScalarSha1.FUNCTION);
        SplittableRandom r = new SplittableRandom(5);
        List<byte[]> messages = new ArrayList<>();
        List<ByteBuffer> buffers = new ArrayList<>();
        List<Integer> expectDirect = new ArrayList<>();
        int n = 5000; // more than one chunk of the planned part
        for (int i = 0; i < n; i++) {
            byte[] m = new byte[r.nextInt(4) == 0 ? r.nextInt(64 * minBlocks + 200) : 4 * KIB + r.nextInt(200)];
            r.nextBytes(m);
            messages.add(m);
            buffers.add(kind(m, i));
            if (BatchPlanner.blocks(m.length) < minBlocks) {
                expectDirect.add(3 + 20 * i);
            }
        }
        byte[] out = new byte[3 + 20 * n];
        engine.hashInto(buffers.iterator(), n, out, 3);
        assertEquals(expectDirect, single.direct);
        assertEquals(List.of(), single.hashed, "the planned part gave the single stream nothing");
        assertDigests(messages, out, 3);
        for (ByteBuffer b : buffers) {
            assertEquals(0, b.position());
        }
    }

    @Test
    void minLaneBlocksIsTheFirstLengthWhereTheLanesWinByTheMargin() {
        for (double laneMessage : new double[] {0, 30, 200, 5000}) {
            CostModel model = new CostModel(new int[] {16}, new double[] {164}, laneMessage, 29, 10, 100);
            int b = model.minLaneBlocks();
            double laneBlock = 164 / 16.0;
            java.util.function.IntPredicate lanesWin = k ->
                    (k * laneBlock + laneMessage) * CostModel.LANE_MARGIN < k * 29 + 10;
            assertTrue(lanesWin.test(b), laneMessage + ": " + b);
            assertTrue(b == 1 || !lanesWin.test(b - 1), laneMessage + ": " + b);
        }
        assertEquals(Integer.MAX_VALUE, BatchPlannerTest.AVX2_SHA_NI.minLaneBlocks());
        assertEquals(Integer.MAX_VALUE, CostModel.singleOnly().minLaneBlocks());
    }

    private static Engine lanes() {
        List<Integer> widths = EngineSelection.vectorLaneCounts();
        assumeTrue(!widths.isEmpty(), "no vector engine: " + EngineSelection.vectorUnavailableReason());
        return EngineFamily.SHA1.vector(widths.get(widths.size() - 1));
    }

    private static ByteBuffer kind(byte[] m, int i) {
        switch (i % 3) {
            case 0: return ByteBuffer.wrap(m);
            case 1: return ByteBuffer.allocateDirect(m.length).put(m).flip();
            default: return ByteBuffer.wrap(m).asReadOnlyBuffer();
        }
    }

    private static void assertDigests(List<byte[]> messages, byte[] out, int offset) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance("SHA-1");
        HexFormat hex = HexFormat.of();
        for (int i = 0; i < messages.size(); i++) {
            assertEquals(hex.formatHex(md.digest(messages.get(i))),
                    hex.formatHex(Arrays.copyOfRange(out, offset + 20 * i, offset + 20 * i + 20)), "message " + i);
        }
    }

    @Test
    void theOutlierGoesToTheSingleStreamAndLandsInItsSlot() throws NoSuchAlgorithmException {
        Engine lanes = lanes();
        Recording single = new Recording();
        // A model where a lone long lane loses badly to the single stream (as on Zen 5 with SHA-NI).
        CostModel model = zen5(lanes);
        PlannedEngine engine = new PlannedEngine(model, lanes, single, EngineFamily.SHA1.scalar(), org.hashlanes.scalar.ScalarSha1.FUNCTION);
        SplittableRandom r = new SplittableRandom(3);
        List<byte[]> messages = new ArrayList<>();
        List<ByteBuffer> buffers = new ArrayList<>();
        int outlier = 617;
        for (int i = 0; i < 1000; i++) {
            byte[] m = new byte[i == outlier ? 4 * MIB : 4 * KIB - r.nextInt(64)];
            r.nextBytes(m);
            messages.add(m);
            buffers.add(kind(m, i));
        }
        byte[] out = new byte[7 + 20 * 1000];
        engine.hashInto(buffers.iterator(), 1000, out, 7);
        assertEquals(List.of(outlier), single.hashed);
        assertDigests(messages, out, 7);
        for (ByteBuffer b : buffers) {
            assertEquals(0, b.position());
        }
    }

    @Test
    void onAModelWhereTheLanesLoseEverythingGoesSingle() throws NoSuchAlgorithmException {
        Recording single = new Recording();
        PlannedEngine engine = new PlannedEngine(BatchPlannerTest.AVX2_SHA_NI, lanes(), single,
                EngineFamily.SHA1.scalar(), org.hashlanes.scalar.ScalarSha1.FUNCTION);
        List<byte[]> messages = new ArrayList<>();
        List<ByteBuffer> buffers = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            byte[] m = new byte[4096];
            new SplittableRandom(i).nextBytes(m);
            messages.add(m);
            buffers.add(kind(m, i));
        }
        byte[] out = new byte[20 * 100];
        engine.hashInto(buffers.iterator(), 100, out, 0);
        assertEquals(100, single.hashed.size());
        assertDigests(messages, out, 0);
    }

    @Test
    void midstateOutliersGoToTheScalarEngine() {
        Engine lanes = lanes();
        PlannedEngine engine = new PlannedEngine(zen5(lanes), lanes, EngineFamily.SHA1.jdk(),
                EngineFamily.SHA1.scalar(), org.hashlanes.scalar.ScalarSha1.FUNCTION);
        int jobs = 200;
        ByteBuffer[] buffers = new ByteBuffer[jobs];
        int[] starts = new int[jobs];
        int[] blocks = new int[jobs];
        int[][] states = new int[jobs][];
        int[][] expected = new int[jobs][];
        SplittableRandom r = new SplittableRandom(11);
        for (int i = 0; i < jobs; i++) {
            byte[] body = new byte[i == 5 ? 2 * MIB : 64 * (1 + r.nextInt(64))];
            r.nextBytes(body);
            buffers[i] = kind(body, i);
            blocks[i] = body.length / 64;
            states[i] = new int[5];
            org.hashlanes.scalar.ScalarSha1.initState(states[i]);
            states[i][0] ^= i; // any midstate will do
            expected[i] = states[i].clone();
            org.hashlanes.scalar.ScalarSha1.compressBlocks(expected[i], body, 0, blocks[i]);
        }
        engine.advance(jobs, buffers, starts, blocks, states);
        for (int i = 0; i < jobs; i++) {
            assertArrayEquals(expected[i], states[i], "job " + i);
        }
    }

    /** Costs of the kind measured on AMD Zen 5 (see {@link BatchPlannerTest#ZEN5}) at the width {@code lanes} runs. */
    private static CostModel zen5(Engine lanes) {
        int w = lanes.lanes();
        return new CostModel(new int[] {w}, new double[] {w == 4 ? 109 : w == 8 ? 126 : 165}, 30, 29, 40, 100);
    }
}
