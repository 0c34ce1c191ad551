package org.hashlanes.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.InvalidMarkException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.hashlanes.Sha1Batch;
import org.hashlanes.Sha1Digest;
import org.hashlanes.Sha256Batch;
import org.hashlanes.Sha256Digest;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.property.harness.ForAll;
import org.hashlanes.property.harness.Property;
import org.hashlanes.scalar.BlockFunction;
import org.hashlanes.scalar.BlockPadding;

/**
 * Cross-engine properties over random lists of random messages (see {@link Sha1Arbitraries}), for
 * every engine of every algorithm (SHA-1, SHA-256, SHA-384, SHA-512 and MD5, the last three through their internal engines) and both batch facades. On failure the case is shrunk and the seed printed; replay with
 * {@code -Dhashlanes.property.seed=<seed>}.
 */
class Sha1PropertyTest extends BatchProperties {
    private static final HexFormat HEX = HexFormat.of();
    private static final List<EngineFamily> FAMILIES = List.of(EngineFamily.SHA1, EngineFamily.SHA256, EngineFamily.MD5,
            EngineFamily.SHA512, EngineFamily.SHA384);

    private static List<String> oracle(Batch batch, String algorithm) throws Exception {
        MessageDigest md = MessageDigest.getInstance(algorithm);
        List<String> d = new ArrayList<>();
        for (byte[] b : batch.bytes) {
            d.add(HEX.formatHex(md.digest(b)));
        }
        return d;
    }

    private static List<String> split(byte[] out, int offset, int count, int digestBytes) {
        List<String> d = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            d.add(HEX.formatHex(out, offset + digestBytes * i, offset + digestBytes * (i + 1)));
        }
        return d;
    }

    private static List<String> hex(List<?> digests) {
        List<String> d = new ArrayList<>();
        for (Object x : digests) {
            d.add(x.toString()); // both digest types print lower-case hex
        }
        return d;
    }

    @Property
    void everyEngineEqualsMessageDigest(@ForAll("batches") Batch batch, @ForAll("offsets") int offset)
            throws Exception {
        for (EngineFamily family : FAMILIES) {
            List<String> want = oracle(batch, family.function().jdkName());
            int n = family.function().digestBytes();
            for (Engine engine : engines(family)) {
                String what = family.function().jdkName() + " " + engine.description();
                byte[] out = new byte[offset + n * batch.size() + 3];
                Arrays.fill(out, (byte) 0x7E);
                engine.hashInto(batch.buffers.iterator(), batch.size(), out, offset);
                assertEquals(want, split(out, offset, batch.size(), n), what);
                for (int i = 0; i < offset; i++) {
                    assertEquals((byte) 0x7E, out[i], what + " wrote before offset at " + i);
                }
                for (int i = offset + n * batch.size(); i < out.length; i++) {
                    assertEquals((byte) 0x7E, out[i], what + " wrote past its digests at " + i);
                }
            }
        }
        assertEquals(oracle(batch, "SHA-1"), hex(Sha1Batch.hash(batch.buffers)), "Sha1Batch.hash(List)");
        assertEquals(oracle(batch, "SHA-256"), hex(Sha256Batch.hash(batch.buffers)), "Sha256Batch.hash(List)");
    }

    /**
     * The midstate path streams run on: every engine that continues midstates advances each
     * message's whole blocks as two block jobs (split at a random block, all messages' first jobs
     * in one call, then all second jobs), from its buffer as generated (heap, direct, read-only,
     * sliced); padding the rest gives MessageDigest's digest.
     */
    @Property
    void everyMidstateEngineAdvancesBlockJobsAsMessageDigestHashes(@ForAll("batches") Batch batch,
            @ForAll("seeds") long seed) throws Exception {
        int n = batch.size();
        for (EngineFamily family : FAMILIES) {
            BlockFunction fn = family.function();
            int blockBytes = fn.blockBytes();
            List<String> want = oracle(batch, fn.jdkName());
            for (Engine engine : family.all()) {
                if (!engine.continuesMidstates()) {
                    continue;
                }
                Random r = new Random(seed);
                ByteBuffer[] buffers = batch.buffers.toArray(new ByteBuffer[0]);
                int[][] states = new int[n][fn.stateWords()];
                int[] firstStarts = new int[n], firstBlocks = new int[n], secondStarts = new int[n],
                        secondBlocks = new int[n];
                for (int i = 0; i < n; i++) {
                    fn.initState(states[i]);
                    int blocks = buffers[i].remaining() / blockBytes;
                    firstStarts[i] = buffers[i].position();
                    firstBlocks[i] = r.nextInt(blocks + 1);
                    secondStarts[i] = firstStarts[i] + blockBytes * firstBlocks[i];
                    secondBlocks[i] = blocks - firstBlocks[i];
                }
                engine.advance(n, buffers, firstStarts, firstBlocks, states);
                engine.advance(n, buffers, secondStarts, secondBlocks, states);
                List<String> got = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    byte[] message = batch.bytes.get(i);
                    int whole = message.length & -blockBytes;
                    byte[] tail = new byte[BlockPadding.MAX_PADDED_BYTES];
                    System.arraycopy(message, whole, tail, 0, message.length - whole);
                    int blocks = fn.padding().pad(tail, 0, message.length - whole, message.length);
                    fn.compressBlocks(states[i], tail, 0, blocks);
                    byte[] digest = new byte[fn.digestBytes()];
                    fn.writeDigest(states[i], digest, 0);
                    got.add(HEX.formatHex(digest));
                }
                assertEquals(want, got, fn.jdkName() + " " + engine.description());
            }
        }
    }

    @Property
    void permutingTheListPermutesTheDigests(@ForAll("batches") Batch batch, @ForAll("seeds") long seed) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(seed));
        List<ByteBuffer> permuted = new ArrayList<>();
        for (int i : order) {
            permuted.add(batch.buffers.get(i));
        }
        for (EngineFamily family : FAMILIES) {
            int n = family.function().digestBytes();
            for (Engine engine : engines(family)) {
                byte[] straight = new byte[n * batch.size()];
                byte[] shuffled = new byte[n * batch.size()];
                engine.hashInto(batch.buffers.iterator(), batch.size(), straight, 0);
                engine.hashInto(permuted.iterator(), batch.size(), shuffled, 0);
                List<String> a = split(straight, 0, batch.size(), n);
                List<String> b = split(shuffled, 0, batch.size(), n);
                for (int j = 0; j < order.size(); j++) {
                    assertEquals(a.get(order.get(j)), b.get(j), family.function().jdkName() + " "
                            + engine.description() + ": position " + j + " holds message " + order.get(j));
                }
            }
        }
        List<Sha1Digest> a = Sha1Batch.hash(batch.buffers);
        List<Sha1Digest> b = Sha1Batch.hash(permuted);
        for (int j = 0; j < order.size(); j++) {
            assertEquals(a.get(order.get(j)), b.get(j), "Sha1Batch.hash: position " + j);
        }
    }

    /** Position, limit, mark, byte order and every byte of each buffer. */
    private static String state(ByteBuffer b) {
        int mark;
        try {
            mark = b.duplicate().reset().position();
        } catch (InvalidMarkException e) {
            mark = -1;
        }
        ByteBuffer all = b.duplicate().clear();
        byte[] content = new byte[all.remaining()];
        all.get(content);
        return "position " + b.position() + ", limit " + b.limit() + ", mark " + mark + ", order " + b.order()
                + ", capacity " + b.capacity() + ", contents " + Arrays.hashCode(content) + "/" + content.length;
    }

    private static List<String> states(Batch batch) {
        List<String> s = new ArrayList<>();
        for (ByteBuffer b : batch.buffers) {
            s.add(state(b));
        }
        return s;
    }

    @Property
    void bufferStateIsUnchanged(@ForAll("batches") Batch batch) {
        List<String> before = states(batch);
        List<ByteOrder> orders = new ArrayList<>();
        for (ByteBuffer b : batch.buffers) {
            orders.add(b.order());
        }
        for (EngineFamily family : FAMILIES) {
            for (Engine engine : engines(family)) {
                engine.hashInto(batch.buffers.iterator(), batch.size(),
                        new byte[family.function().digestBytes() * batch.size()], 0);
                assertEquals(before, states(batch), family.function().jdkName() + " " + engine.description());
            }
        }
        Sha1Batch.hash(batch.buffers);
        assertEquals(before, states(batch), "Sha1Batch.hash(List)");
        Sha1Batch.hashInto(batch.buffers, new byte[20 * batch.size()], 0);
        assertEquals(before, states(batch), "Sha1Batch.hashInto");
        for (ByteBuffer b : batch.buffers) {
            Sha1Batch.hash(b);
        }
        assertEquals(before, states(batch), "Sha1Batch.hash(ByteBuffer)");
        Sha256Batch.hash(batch.buffers);
        Sha256Batch.hashInto(batch.buffers, new byte[32 * batch.size()], 0);
        for (ByteBuffer b : batch.buffers) {
            Sha256Batch.hash(b);
        }
        assertEquals(before, states(batch), "Sha256Batch");
    }

    @Property
    void hashIntoEqualsHash(@ForAll("batches") Batch batch, @ForAll("offsets") int offset) {
        byte[] out = new byte[offset + 20 * batch.size()];
        Sha1Batch.hashInto(batch.buffers, out, offset);
        List<Sha1Digest> digests = Sha1Batch.hash(batch.buffers);
        assertEquals(batch.size(), digests.size());
        for (int i = 0; i < batch.size(); i++) {
            assertEquals(digests.get(i), Sha1Digest.fromBytes(out, offset + 20 * i), "message " + i);
        }
        byte[] out256 = new byte[offset + 32 * batch.size()];
        Sha256Batch.hashInto(batch.buffers, out256, offset);
        List<Sha256Digest> digests256 = Sha256Batch.hash(batch.buffers);
        for (int i = 0; i < batch.size(); i++) {
            assertEquals(digests256.get(i), Sha256Digest.fromBytes(out256, offset + 32 * i), "SHA-256 message " + i);
        }
    }

    @Property
    void listHashEqualsOneByOne(@ForAll("batches") Batch batch) {
        List<Sha1Digest> all = Sha1Batch.hash(batch.buffers);
        List<Sha1Digest> arrays = Sha1Batch.hashArrays(batch.bytes);
        for (int i = 0; i < batch.size(); i++) {
            assertEquals(Sha1Batch.hash(batch.buffers.get(i)), all.get(i), "hash(ByteBuffer), message " + i);
            assertEquals(Sha1Batch.hash(batch.bytes.get(i)), all.get(i), "hash(byte[]), message " + i);
            assertEquals(arrays.get(i), all.get(i), "hashArrays, message " + i);
        }
        List<Sha256Digest> all256 = Sha256Batch.hash(batch.buffers);
        List<Sha256Digest> arrays256 = Sha256Batch.hashArrays(batch.bytes);
        for (int i = 0; i < batch.size(); i++) {
            assertEquals(Sha256Batch.hash(batch.buffers.get(i)), all256.get(i), "SHA-256 hash(ByteBuffer), message " + i);
            assertEquals(Sha256Batch.hash(batch.bytes.get(i)), all256.get(i), "SHA-256 hash(byte[]), message " + i);
            assertEquals(arrays256.get(i), all256.get(i), "SHA-256 hashArrays, message " + i);
        }
    }

    /** Every engine, and the planned ones on fixed cost models (outliers to the single stream, a scalar tail). */
    /** Every engine of {@code family}, plus planned engines on fixed cost models (lanes win, lanes lose). */
    private static List<Engine> engines(EngineFamily family) {
        List<Engine> all = new java.util.ArrayList<>(family.all());
        all.addAll(family.plannedForTests());
        return all;
    }
}
