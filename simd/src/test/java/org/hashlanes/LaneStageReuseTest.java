package org.hashlanes;

import static org.hashlanes.TestSupport.assertDigests;
import static org.hashlanes.TestSupport.assertStates;
import static org.hashlanes.TestSupport.pattern;
import static org.hashlanes.TestSupport.states;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.hashlanes.TestSupport.Kind;
import org.hashlanes.TestSupport.State;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The lanes keep a short message's padding in the lane's stage for the next message of the same
 * length (LaneScheduler's {@code paddedLength}). Against {@code MessageDigest}, for every
 * algorithm at its widest lane count here (the scheduler is the same at every width; the other
 * tests cover the kernels), and every length 0..300 and the padding and stage edges:
 * a call of equal messages (every lane reuses its padding from the second message on); a call
 * that first stages long messages from direct buffers in chunks and pads their tails at the
 * stage's start (which must spoil the kept padding), then the same length again; a call of the
 * length and the length + 1 alternating (a lane's next message a byte longer or shorter); and
 * the length once more, on the scheduler the earlier calls left behind. The equal, alternating
 * and repeated calls start with whole groups of lanes of equal blocks, which the scheduler hashes
 * a group to a kernel call ({@code hashShortGroups}) before its lane loop takes the rest.
 */
class LaneStageReuseTest {
    private static final List<EngineFamily> FAMILIES = List.of(EngineFamily.SHA1, EngineFamily.SHA1DC,
            EngineFamily.SHA256, EngineFamily.MD5, EngineFamily.SHA512, EngineFamily.SHA384);

    @TestFactory
    Stream<DynamicTest> keptPaddingMatchesMessageDigest() {
        List<DynamicTest> tests = new ArrayList<>();
        for (EngineFamily family : FAMILIES) {
            List<Integer> counts = family.laneCounts();
            if (counts.isEmpty()) {
                continue;
            }
            int lanes = counts.get(counts.size() - 1);
            tests.add(DynamicTest.dynamicTest(family + " " + lanes + " lanes", () -> run(family, family.vector(lanes), lanes)));
        }
        return tests.stream();
    }

    private static void run(EngineFamily family, Engine engine, int lanes) {
        int blockBytes = family.function().blockBytes();
        int lengthBytes = blockBytes / 8;
        TreeSet<Integer> lengths = new TreeSet<>();
        for (int n = 0; n <= 300; n++) {
            lengths.add(n);
        }
        int stage = 16 * blockBytes; // LaneScheduler.STAGE_BLOCKS: messages up to stage - 2 blocks are staged whole
        int longLength = stage + 77; // from a direct buffer: a chunk of the whole stage, then the tail at its start
        for (int k = 1; k <= 16; k++) {
            for (int d : new int[] {-lengthBytes - 1, -lengthBytes, -1, 0, 1}) {
                lengths.add(k * blockBytes + d);
            }
        }
        for (int d = -2; d <= 2; d++) {
            lengths.add(stage - 2 * blockBytes + d);
        }
        long seed = 0;
        for (int length : lengths) {
            List<byte[]> equal = new ArrayList<>();
            for (int i = 0; i < 2 * lanes + 1; i++) {
                equal.add(pattern(length, seed++));
            }
            check(family, engine, equal, Kind.HEAP, "equal " + length);

            List<byte[]> afterLong = new ArrayList<>();
            for (int i = 0; i < lanes; i++) {
                afterLong.add(pattern(longLength + i, seed++));
            }
            for (int i = 0; i < 2 * lanes + 1; i++) {
                afterLong.add(pattern(length, seed++));
            }
            check(family, engine, afterLong, Kind.DIRECT, "long then " + length);

            List<byte[]> alternating = new ArrayList<>();
            for (int i = 0; i < 3 * lanes; i++) {
                alternating.add(pattern(length + (i & 1), seed++));
            }
            check(family, engine, alternating, Kind.HEAP_SLICE, "alternating " + length + ", " + (length + 1));

            List<byte[]> again = new ArrayList<>();
            for (int i = 0; i < lanes + 1; i++) {
                again.add(pattern(length, seed++));
            }
            check(family, engine, again, Kind.READ_ONLY_HEAP, "again " + length);
        }
    }

    private static void check(EngineFamily family, Engine engine, List<byte[]> messages, Kind kind, String what) {
        String name = family.function().jdkName() + " " + family + " " + engine.description() + ", " + what;
        List<ByteBuffer> buffers = kind.wrapAll(messages);
        List<State> before = states(buffers);
        byte[] out = new byte[family.function().digestBytes() * messages.size()];
        engine.hashInto(buffers.iterator(), buffers.size(), out, 0);
        assertDigests(TestSupport.oracleAll(family.function().jdkName(), messages), out, 0, name);
        assertStates(before, buffers, name);
    }
}
