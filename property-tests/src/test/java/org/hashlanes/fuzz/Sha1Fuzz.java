package org.hashlanes.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.hashlanes.Sha1Batch;
import org.hashlanes.Sha1DcBatch;
import org.hashlanes.Sha1DcResult;
import org.hashlanes.Sha1Digest;
import org.hashlanes.Sha256Batch;
import org.hashlanes.Sha256Digest;
import org.hashlanes.internal.engine.Buffers;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;
import org.junit.jupiter.api.Test;

/**
 * A randomized differential run of every engine against {@code MessageDigest}, for as long as
 * {@code fuzz.minutes} says; skipped when it is unset or 0, so that the normal suite does not run it.
 *
 * <pre>
 * mvn -Pfuzz verify -Dfuzz.minutes=10                # a run with a fresh seed
 * mvn -Pfuzz verify -Dfuzz.minutes=10 -Dfuzz.seed=S  # the same run again
 * mvn -Pfuzz verify -Dfuzz.batchSeed=B               # just the batch a failure names
 * mvn -Pfuzz verify -Dfuzz.minutes=10 -Dfuzz.lanes=16 # scalar, jdk and the 16-lane engine only
 * </pre>
 *
 * <p>Every algorithm is fuzzed: each batch also goes through every SHA-256 engine and
 * {@link Sha256Batch}, checked against {@code MessageDigest("SHA-256")}, every MD5 engine
 * ({@code EngineFamily.MD5}: scalar, jdk, the lanes, the planned ones) against
 * {@code MessageDigest("MD5")}, and with detection on
 * through every SHA-1DC engine (scalar, the lanes, the planned ones, the default) and
 * {@link Sha1DcBatch}: SHA-1's digests, and no message flagged.
 *
 * <p>Each batch is built from its own seed, drawn from the run's seed, so a failure prints both
 * and replays alone. A batch goes through every engine of {@link EngineFamily#all()} (scalar, jdk,
 * the vector engine at each lane count this CPU runs), through each engine that continues
 * midstates as block jobs (the path {@code Sha1Streams} runs on), and through the public {@link Sha1Batch}
 * API (its default engine, which turns to the lanes once they are warm). Besides the digests it
 * checks that nothing outside the output range is written and that no buffer's position, limit
 * or byte order moves.
 *
 * <p>What varies: buffer kinds (heap, heap at an array offset, slices, direct, direct slices,
 * read-only heap and direct, little-endian), lengths (biased to the padding edges 0, 1, 55, 56,
 * 63, 64, 65, 119, 120, to block multiples +-1, now and then up to 1 MiB), contents (random,
 * zeros, 0xFF), batch shapes (1 to 3 x 16 + 1 messages and now and then up to 300, the same
 * buffer several times, an empty message beside a 1 MiB one, skewed batches of short messages
 * with one to three long ones) and the output offset; besides every engine, the planned engines
 * on fixed cost models ({@link EngineFamily#plannedForTests()}).
 */
final class Sha1Fuzz {
    private static final int MiB = 1 << 20;
    private static final int MAX_REPORTED_FAILURES = 20;
    private static final int[] EDGES = {0, 1, 2, 3, 4, 54, 55, 56, 57, 62, 63, 64, 65, 118, 119, 120, 121, 127, 128, 129};

    /** The oracle of every fuzzed algorithm, by digest length: a target's digest length says its algorithm. */
    private final Map<Integer, MessageDigest> oracles = Map.of(
            20, newDigest("SHA-1"), 32, newDigest("SHA-256"), 16, newDigest("MD5"), 48, newDigest("SHA-384"),
            64, newDigest("SHA-512"));
    private final HexFormat hex = HexFormat.of();
    private long batches, messages, digestsChecked, bytesChecked, failures;
    /** Per target: bytes hashed and nanoseconds spent, to show which engines ran compiled code. */
    private final Map<String, long[]> perTarget = new java.util.LinkedHashMap<>();

    @Test
    void fuzz() {
        String batchSeedText = System.getProperty("fuzz.batchSeed", "").trim();
        String minutesText = System.getProperty("fuzz.minutes", "").trim(); // unset outside -Pfuzz
        double minutes = minutesText.isEmpty() ? 0 : Double.parseDouble(minutesText);
        assumeTrue(minutes > 0 || !batchSeedText.isEmpty(),
                "fuzzer off: set -Dfuzz.minutes=N (e.g. mvn -Pfuzz verify -Dfuzz.minutes=10) to run it");

        List<Target> targets = targets();
        System.out.println("fuzz: engines " + targets + ", default engine now: " + Sha1Batch.engine());
        if (!batchSeedText.isEmpty()) {
            long batchSeed = Long.parseLong(batchSeedText);
            runBatch(batchSeed, 0, targets);
            summary("replay of batch " + batchSeed, 0);
            assertEquals(0, failures, "failures replaying batch seed " + batchSeed);
            return;
        }
        String seedText = System.getProperty("fuzz.seed", "").trim();
        long seed = seedText.isEmpty() ? new SplittableRandom().nextLong() : Long.parseLong(seedText);
        System.out.println("fuzz: seed " + seed + " for " + minutes + " min (replay: -Dfuzz.seed=" + seed + ")");
        SplittableRandom run = new SplittableRandom(seed);
        long start = System.nanoTime();
        long end = start + (long) (minutes * 60e9);
        long nextReport = start + 60_000_000_000L;
        while (System.nanoTime() < end && failures < MAX_REPORTED_FAILURES) {
            runBatch(run.nextLong(), seed, targets);
            long now = System.nanoTime();
            if (now >= nextReport) {
                summary("progress, seed " + seed, now - start);
                nextReport += 60_000_000_000L;
            }
        }
        summary("seed " + seed, System.nanoTime() - start);
        assertEquals(0, failures, "fuzz failures; replay with -Dfuzz.seed=" + seed + " (or the batch seeds printed)");
    }

    private void summary(String what, long nanos) {
        System.out.printf(Locale.ROOT,
                "fuzz summary: messages=%d, digests checked=%d, bytes checked=%d (%.2f GiB), batches=%d, failures=%d, "
                        + "%.1f min, %s, %s%n",
                messages, digestsChecked, bytesChecked, bytesChecked / (double) (1L << 30), batches, failures,
                nanos / 60e9, what, System.getProperty("java.vm.name") + " " + Runtime.version());
        StringBuilder rates = new StringBuilder("fuzz rates (MB/s, whole run, JIT warm-up included):");
        perTarget.forEach((name, p) -> rates.append(String.format(Locale.ROOT, " %s %.0f;", name,
                p[0] / 1e6 / Math.max(1e-9, p[1] / 1e9))));
        System.out.println(rates);
    }

    /** Something that hashes a batch into {@code out[offset..]}. */
    private interface Hashing {
        void hashInto(List<ByteBuffer> batch, byte[] out, int offset);
    }

    /** A named way of hashing a batch with one algorithm (digests of {@code digestBytes} each). */
    private static final class Target {
        final String name;
        final int digestBytes;
        final Hashing hashing;

        Target(String name, int digestBytes, Hashing hashing) {
            this.name = name;
            this.digestBytes = digestBytes;
            this.hashing = hashing;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * Every engine, or with {@code -Dfuzz.lanes=N} the vector engine at N lanes only (besides scalar
     * and jdk): a JVM that runs one lane count, as a user's does, gets its kernel into C2 within
     * seconds, while several lane counts in one JVM can keep some kernels out of C2 for a long time.
     */
    private static List<Target> targets() {
        List<Target> targets = new ArrayList<>();
        String lanes = System.getProperty("fuzz.lanes", "").trim();
        for (EngineFamily family : List.of(EngineFamily.SHA1, EngineFamily.SHA256, EngineFamily.SHA1DC, EngineFamily.MD5,
                EngineFamily.SHA512, EngineFamily.SHA384)) {
            List<Engine> engines = new ArrayList<>(family.detects() ? List.of(family.scalar())
                    : List.of(family.scalar(), family.jdk()));
            if (lanes.isEmpty()) {
                engines = new ArrayList<>(family.all());
                engines.addAll(family.plannedForTests()); // fixed cost models: outliers to the single stream, a scalar tail
            } else {
                engines.add(family.vectorAtWidth(Integer.parseInt(lanes))); // a width in 32-bit lanes
            }
            if (family.detects()) {
                engines.add(EngineFamily.SHA1DC.batchDefault());
            }
            String algorithm = family.function().toString();
            int bytes = family.function().digestBytes();
            for (Engine e : engines) {
                targets.add(new Target(algorithm + " " + e.description(), bytes, e.detects()
                        ? detecting((b, out, off, flags) -> e.hashInto(b.iterator(), b.size(), DigestSink.of(out,
                                off, flags, 0)))
                        : (b, out, off) -> e.hashInto(b.iterator(), b.size(), out, off)));
                if (e.continuesMidstates() && !e.detects()) { // the path streams run on (plain SHA only)
                    targets.add(new Target(algorithm + " " + e.description() + " block jobs", bytes,
                            viaMidstates(family.function(), e)));
                }
            }
        }
        targets.add(new Target("Sha1Batch.hashInto", 20, Sha1Batch::hashInto));
        targets.add(new Target("Sha1Batch.hash", 20, (b, out, off) -> {
            List<Sha1Digest> digests = Sha1Batch.hash(b);
            for (int i = 0; i < digests.size(); i++) {
                digests.get(i).writeTo(out, off + 20 * i);
            }
        }));
        targets.add(new Target("Sha1DcBatch.hashInto", 20, detecting((b, out, off, flags) -> {
            int flagged = Sha1DcBatch.hashInto(b, out, off, flags, 0);
            if (flagged != 0) {
                throw new AssertionError("Sha1DcBatch.hashInto counted " + flagged + " flagged");
            }
        })));
        targets.add(new Target("Sha1DcBatch.hash", 20, (b, out, off) -> {
            List<Sha1DcResult> results = Sha1DcBatch.hash(b);
            for (int i = 0; i < results.size(); i++) {
                if (results.get(i).collisionDetected()) {
                    throw new AssertionError("Sha1DcBatch.hash flagged message " + i);
                }
                results.get(i).digest().writeTo(out, off + 20 * i);
            }
        }));
        targets.add(new Target("Sha256Batch.hashInto", 32, Sha256Batch::hashInto));
        targets.add(new Target("Sha256Batch.hash", 32, (b, out, off) -> {
            List<Sha256Digest> digests = Sha256Batch.hash(b);
            for (int i = 0; i < digests.size(); i++) {
                digests.get(i).writeTo(out, off + 32 * i);
            }
        }));
        return targets;
    }

    /** Hashes a batch with flags into {@code flags[0 ..]}. */
    private interface DetectingHashing {
        void hashInto(List<ByteBuffer> batch, byte[] out, int offset, boolean[] flags);
    }

    /**
     * SHA-1DC with detection on: no random message is an attack, so the digests must be SHA-1's
     * (checked as for every target) and no message may be flagged (an error naming the first).
     */
    private static Hashing detecting(DetectingHashing hashing) {
        return (batch, out, offset) -> {
            boolean[] flags = new boolean[batch.size()];
            hashing.hashInto(batch, out, offset, flags);
            for (int i = 0; i < flags.length; i++) {
                if (flags[i]) {
                    throw new AssertionError("message " + i + " flagged as a collision attack");
                }
            }
        };
    }

    /**
     * The midstate path streams run on: each message's whole blocks as two block jobs (split at a
     * block picked from its length), every first job in one call, every second job in another,
     * then padding by the scalar function.
     */
    private static Hashing viaMidstates(BlockFunction fn, Engine engine) {
        return (batch, out, offset) -> {
            int n = batch.size();
            ByteBuffer[] buffers = batch.toArray(new ByteBuffer[0]);
            int[][] states = new int[n][fn.stateWords()];
            int[] starts = new int[n], lengths = new int[n], firstBlocks = new int[n], secondStarts = new int[n],
                    secondBlocks = new int[n];
            for (int i = 0; i < n; i++) {
                fn.initState(states[i]);
                starts[i] = buffers[i].position();
                lengths[i] = Buffers.remaining(buffers[i], starts[i]);
                int blocks = lengths[i] / fn.blockBytes();
                firstBlocks[i] = blocks == 0 ? 0 : (int) ((lengths[i] * 0x9E3779B1L >>> 7) % (blocks + 1));
                secondStarts[i] = starts[i] + fn.blockBytes() * firstBlocks[i];
                secondBlocks[i] = blocks - firstBlocks[i];
            }
            engine.advance(n, buffers, starts, firstBlocks, states);
            engine.advance(n, buffers, secondStarts, secondBlocks, states);
            byte[] tail = new byte[BlockPadding.MAX_PADDED_BYTES];
            for (int i = 0; i < n; i++) {
                int whole = lengths[i] & -fn.blockBytes();
                Buffers.copy(buffers[i], starts[i] + whole, tail, 0, lengths[i] - whole);
                int blocks = fn.padding().pad(tail, 0, lengths[i] - whole, lengths[i]);
                fn.compressBlocks(states[i], tail, 0, blocks);
                fn.writeDigest(states[i], out, offset + fn.digestBytes() * i);
            }
        };
    }

    /** Builds the batch of {@code batchSeed}, hashes it with every target and checks everything. */
    private void runBatch(long batchSeed, long runSeed, List<Target> targets) {
        SplittableRandom r = new SplittableRandom(batchSeed);
        int count = batchSize(r);
        List<ByteBuffer> batch = new ArrayList<>(count);
        Map<Integer, List<byte[]>> expected = new HashMap<>();
        oracles.keySet().forEach(n -> expected.put(n, new ArrayList<>()));
        long batchBytes = 0;
        boolean bigBesideEmpty = r.nextInt(50) == 0;
        // One batch in 8 is skewed: short messages with one to three long ones among them, the
        // planner's hard case (the long ones may go to the single stream, the rest thin out in the lanes).
        boolean skewed = !bigBesideEmpty && r.nextInt(8) == 0;
        if (skewed) {
            count = Math.max(count, r.nextInt(17, 301));
        }
        int longOnes = skewed ? r.nextInt(1, 4) : 0;
        for (int i = 0; i < count; i++) {
            if (i > 0 && r.nextInt(12) == 0) {
                int j = r.nextInt(i); // the same buffer again
                batch.add(batch.get(j));
                expected.values().forEach(e -> e.add(e.get(j)));
                batchBytes += batch.get(j).remaining();
                continue;
            }
            int length = bigBesideEmpty && i < 2 ? (i == 0 ? 0 : MiB)
                    : skewed ? (r.nextInt(count) < longOnes ? r.nextInt(MiB / 4, 2 * MiB) : r.nextInt(0, 4097))
                    : length(r);
            byte[] content = content(r, length);
            batch.add(buffer(r, content));
            oracles.forEach((n, md) -> expected.get(n).add(md.digest(content)));
            batchBytes += length;
        }
        int[] positions = new int[count], limits = new int[count];
        ByteOrder[] orders = new ByteOrder[count];
        boolean[] marked = new boolean[count];
        for (int i = 0; i < count; i++) {
            marked[i] = hasMark(batch.get(i));
            positions[i] = batch.get(i).position();
            limits[i] = batch.get(i).limit();
            orders[i] = batch.get(i).order();
        }
        batches++;
        messages += count;
        for (Target t : targets) {
            int offset = r.nextInt(4) == 0 ? 0 : r.nextInt(1, 41);
            byte canary = (byte) r.nextInt(256);
            int n = t.digestBytes;
            List<byte[]> want = expected.get(n);
            byte[] out = new byte[offset + n * count + n];
            Arrays.fill(out, canary);
            long t0 = System.nanoTime();
            try {
                t.hashing.hashInto(batch, out, offset);
                long[] p = perTarget.computeIfAbsent(t.toString(), k -> new long[2]);
                p[0] += batchBytes;
                p[1] += System.nanoTime() - t0;
            } catch (RuntimeException | Error e) {
                fail(runSeed, batchSeed, t, "threw " + e, batch);
                e.printStackTrace(System.out);
                continue;
            }
            for (int i = 0; i < count; i++) {
                byte[] got = Arrays.copyOfRange(out, offset + n * i, offset + n * (i + 1));
                if (!Arrays.equals(got, want.get(i))) {
                    ByteBuffer b = batch.get(i);
                    fail(runSeed, batchSeed, t, "message " + i + " of " + count + " (" + b.remaining() + " bytes, "
                            + kind(b) + "): expected " + hex.formatHex(want.get(i)) + ", got " + hex.formatHex(got),
                            batch);
                }
                ByteBuffer b = batch.get(i);
                if (b.position() != positions[i] || b.limit() != limits[i] || b.order() != orders[i]
                        || marked[i] != hasMark(b)) {
                    fail(runSeed, batchSeed, t, "message " + i + " buffer moved: position " + positions[i] + "->"
                            + b.position() + ", limit " + limits[i] + "->" + b.limit() + ", order " + orders[i]
                            + "->" + b.order() + ", mark " + marked[i] + "->" + hasMark(b), batch);
                }
            }
            for (int i = 0; i < out.length; i++) {
                if ((i < offset || i >= offset + n * count) && out[i] != canary) {
                    fail(runSeed, batchSeed, t, "wrote out[" + i + "] outside [" + offset + ", "
                            + (offset + n * count) + ")", batch);
                    break;
                }
            }
            digestsChecked += count;
            bytesChecked += batchBytes;
        }
    }

    private void fail(long runSeed, long batchSeed, Target t, String what, List<ByteBuffer> batch) {
        failures++;
        if (failures <= MAX_REPORTED_FAILURES) {
            System.out.println("FUZZ FAILURE " + failures + ": engine " + t + ", " + what + "; batch of " + batch.size()
                    + "; replay: -Dfuzz.batchSeed=" + batchSeed + " (run -Dfuzz.seed=" + runSeed + ")");
        }
    }

    /** Mostly up to 3 x 16 + 1 (every lane count refilled, one short); now and then a long batch. */
    private static int batchSize(SplittableRandom r) {
        int pick = r.nextInt(100);
        if (pick < 70) {
            return r.nextInt(1, 3 * 16 + 2);
        }
        if (pick < 90) {
            return 1 + r.nextInt(17); // around one round of lanes
        }
        return r.nextInt(1, 301);
    }

    private static int length(SplittableRandom r) {
        int pick = r.nextInt(1000);
        if (pick < 350) {
            return EDGES[r.nextInt(EDGES.length)];
        }
        if (pick < 600) {
            return Math.max(0, 64 * r.nextInt(1, 65) + r.nextInt(-1, 2)); // block multiple +-1
        }
        if (pick < 900) {
            return r.nextInt(0, 4097);
        }
        if (pick < 990) {
            return r.nextInt(0, 65537);
        }
        return r.nextInt(4) == 0 ? MiB : r.nextInt(0, MiB + 1);
    }

    private static byte[] content(SplittableRandom r, int length) {
        byte[] b = new byte[length];
        int pick = r.nextInt(20);
        if (pick == 0) {
            return b; // zeros
        }
        if (pick == 1) {
            Arrays.fill(b, (byte) 0xFF);
            return b;
        }
        r.nextBytes(b);
        return b;
    }

    /** {@code content} as the bytes from position to limit of a buffer of a random kind. */
    private static ByteBuffer buffer(SplittableRandom r, byte[] content) {
        int n = content.length;
        int before = r.nextInt(3) == 0 ? r.nextInt(1, 70) : 0;
        int after = r.nextInt(3) == 0 ? r.nextInt(1, 70) : 0;
        ByteBuffer b;
        switch (r.nextInt(8)) {
            case 0: // plain heap
                b = ByteBuffer.wrap(content);
                break;
            case 1: { // heap window at a position inside a larger array
                byte[] big = garbage(r, before + n + after);
                System.arraycopy(content, 0, big, before, n);
                b = ByteBuffer.wrap(big, before, n);
                break;
            }
            case 2: { // heap slice: array offset != 0, position 0
                byte[] big = garbage(r, before + n + after);
                System.arraycopy(content, 0, big, before, n);
                b = ByteBuffer.wrap(big, before, n).slice();
                break;
            }
            case 3: // direct
                b = ByteBuffer.allocateDirect(n).put(content).flip();
                break;
            case 4: { // direct window and direct slice
                ByteBuffer d = ByteBuffer.allocateDirect(before + n + after);
                d.put(garbage(r, before)).put(content).put(garbage(r, after));
                d.position(before).limit(before + n);
                b = r.nextBoolean() ? d : d.slice();
                break;
            }
            case 5: // read-only heap: no accessible array
                b = ByteBuffer.wrap(content).asReadOnlyBuffer();
                break;
            case 6: { // read-only direct, as a window or a slice
                ByteBuffer d = ByteBuffer.allocateDirect(before + n + after);
                d.put(garbage(r, before)).put(content).put(garbage(r, after));
                d.position(before).limit(before + n);
                b = r.nextBoolean() ? d.asReadOnlyBuffer() : d.slice().asReadOnlyBuffer();
                break;
            }
            default: { // heap duplicate at an offset
                byte[] big = garbage(r, before + n + after);
                System.arraycopy(content, 0, big, before, n);
                b = ByteBuffer.wrap(big).duplicate().position(before).limit(before + n);
                break;
            }
        }
        if (r.nextInt(4) == 0) {
            b.order(ByteOrder.LITTLE_ENDIAN); // must make no difference
        }
        if (r.nextInt(8) == 0) {
            b.mark(); // must survive: checked with reset() after every engine
        }
        return b;
    }

    /** Whether {@code b} has a mark; reset() then leaves it where it was, since the mark is at the position. */
    private static boolean hasMark(ByteBuffer b) {
        int position = b.position();
        try {
            b.reset();
            return true;
        } catch (java.nio.InvalidMarkException e) {
            return false;
        } finally {
            b.position(position);
        }
    }

    private static byte[] garbage(SplittableRandom r, int n) {
        byte[] g = new byte[n];
        r.nextBytes(g);
        return g;
    }

    private static String kind(ByteBuffer b) {
        return (b.isDirect() ? "direct" : "heap") + (b.isReadOnly() ? " read-only" : "")
                + (b.hasArray() && b.arrayOffset() != 0 ? " arrayOffset " + b.arrayOffset() : "")
                + " position " + b.position() + " " + b.order();
    }

    private static MessageDigest newDigest(String algorithm) {
        try {
            return MessageDigest.getInstance(algorithm);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
