package org.hashlanes.reliability;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.hashlanes.Sha1Batch;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;

/**
 * A caller's bug, another thread changing buffers while they are hashed, costs that caller the
 * digests of those messages and nothing else: no exception, and every other message of the batch
 * gets its right digest. The racing thread moves the limit (down to 0 and back up to capacity) and
 * the position and rewrites the contents, of heap, direct, read-only and sliced buffers that are
 * big enough for the engines to read them in many chunks.
 */
final class ConcurrentModificationTest {
    private static final long NANOS_PER_TARGET = TimeUnit.MILLISECONDS.toNanos(600);

    /** A buffer under attack: the view that is hashed, and the writable buffer or array behind it. */
    private static final class Victim {
        final ByteBuffer view;
        final ByteBuffer writable; // null when the bytes are written through the array
        final byte[] array;

        Victim(ByteBuffer view, ByteBuffer writable, byte[] array) {
            this.view = view;
            // Its own position and limit (the racing thread moves the view's), over the same bytes.
            this.writable = writable == null ? null : writable.duplicate().clear();
            this.array = array;
        }

        void write(int index, byte value) {
            if (array != null) {
                array[index] = value;
            } else {
                writable.put(index, value);
            }
        }
    }

    private static Victim victim(SplittableRandom r, int kind) {
        int capacity = r.nextInt(1, 20_000);
        byte[] content = RandomBatches.bytes(r, capacity);
        switch (kind % 5) {
            case 0:
                return new Victim(ByteBuffer.wrap(content), null, content);
            case 1: {
                ByteBuffer d = ByteBuffer.allocateDirect(capacity).put(content).flip();
                return new Victim(d, d, null);
            }
            case 2: // read-only view: no accessible array, read by absolute get
                return new Victim(ByteBuffer.wrap(content).asReadOnlyBuffer(), null, content);
            case 3: {
                ByteBuffer d = ByteBuffer.allocateDirect(capacity).put(content).flip();
                return new Victim(d.asReadOnlyBuffer(), d, null);
            }
            default: {
                ByteBuffer d = ByteBuffer.allocateDirect(capacity + 100).put(new byte[100]).put(content);
                d.position(100);
                ByteBuffer slice = d.slice();
                return new Victim(slice, slice, null);
            }
        }
    }

    /** Something that hashes a batch into {@code out[0..]}. */
    private interface Target {
        void hashInto(List<ByteBuffer> batch, byte[] out);
    }

    private static List<Object[]> targets() {
        List<Object[]> t = new ArrayList<>();
        for (Engine e : EngineFamily.SHA1.all()) {
            t.add(new Object[] {e.description(), (Target) (b, out) -> e.hashInto(b.iterator(), b.size(), out, 0)});
        }
        t.add(new Object[] {"Sha1Batch.hashInto", (Target) (b, out) -> Sha1Batch.hashInto(b, out, 0)});
        t.add(new Object[] {"Sha1Batch.hash(List)", (Target) (b, out) -> {
            List<org.hashlanes.Sha1Digest> digests = Sha1Batch.hash(b);
            for (int i = 0; i < b.size(); i++) {
                digests.get(i).writeTo(out, 20 * i);
            }
        }});
        t.add(new Object[] {"Sha1Batch.hash(ByteBuffer)", (Target) (b, out) -> {
            for (int i = 0; i < b.size(); i++) {
                Sha1Batch.hash(b.get(i)).writeTo(out, 20 * i);
            }
        }});
        return t;
    }

    @Test
    void aRacingWriterSpoilsOnlyItsOwnMessages() throws InterruptedException {
        SplittableRandom r = new SplittableRandom(0xBADL);
        MessageDigest md = RandomBatches.sha1();
        for (Object[] target : targets()) {
            String name = (String) target[0];
            Target t = (Target) target[1];
            // 3 x 16 + 1 messages; every fourth is a victim, the rest are left alone.
            int count = 3 * 16 + 1;
            List<ByteBuffer> batch = new ArrayList<>(count);
            List<Victim> victims = new ArrayList<>();
            List<Integer> bystanders = new ArrayList<>();
            byte[][] expected = new byte[count][];
            for (int i = 0; i < count; i++) {
                if (i % 4 == 1) {
                    Victim v = victim(r, victims.size());
                    victims.add(v);
                    batch.add(v.view);
                } else {
                    byte[] m = RandomBatches.bytes(r, RandomBatches.length(r, 9000));
                    expected[i] = md.digest(m);
                    batch.add(RandomBatches.buffer(r, m));
                    bystanders.add(i);
                }
            }
            AtomicReference<Throwable> writerFailure = new AtomicReference<>();
            Thread writer = new Thread(() -> {
                SplittableRandom w = new SplittableRandom(42);
                try {
                    while (!Thread.currentThread().isInterrupted()) {
                        Victim v = victims.get(w.nextInt(victims.size()));
                        int capacity = v.view.capacity();
                        switch (w.nextInt(4)) {
                            case 0: // shrink the limit, maybe to nothing (also pulls the position down)
                                v.view.limit(w.nextInt(0, capacity + 1));
                                break;
                            case 1: // grow it back
                                v.view.limit(capacity);
                                break;
                            case 2:
                                v.view.position(w.nextInt(0, v.view.limit() + 1));
                                break;
                            default:
                                for (int k = 0; k < 64; k++) {
                                    v.write(w.nextInt(capacity), (byte) w.nextInt());
                                }
                                break;
                        }
                    }
                } catch (Throwable e) {
                    writerFailure.set(e);
                }
            }, "racing-writer");
            writer.setDaemon(true);
            writer.start();
            byte[] out = new byte[20 * count];
            long deadline = System.nanoTime() + NANOS_PER_TARGET;
            int rounds = 0;
            try {
                do {
                    try {
                        t.hashInto(batch, out);
                    } catch (RuntimeException | Error e) {
                        throw new AssertionError(name + " threw while another thread changed buffers", e);
                    }
                    for (int i : bystanders) {
                        assertArrayEquals(expected[i], Arrays.copyOfRange(out, 20 * i, 20 * i + 20),
                                name + ": bystander message " + i + " spoiled by the race, round " + rounds);
                    }
                    rounds++;
                } while (System.nanoTime() < deadline);
            } finally {
                writer.interrupt();
                writer.join();
            }
            assertNull(writerFailure.get(), "the racing writer itself failed");
            // Once the race is over, every message, the former victims too, gets its right digest:
            // the engines' pooled scratch kept nothing from the racy calls.
            t.hashInto(batch, out);
            for (int i = 0; i < count; i++) {
                ByteBuffer b = batch.get(i).duplicate();
                md.update(b);
                assertArrayEquals(md.digest(), Arrays.copyOfRange(out, 20 * i, 20 * i + 20), name + " after the race, " + i);
            }
            assertTrue(rounds > 0);
            System.out.println(name + ": " + rounds + " batches hashed while another thread changed "
                    + victims.size() + " of their " + count + " buffers");
        }
    }
}
