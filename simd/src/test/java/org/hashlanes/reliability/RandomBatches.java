package org.hashlanes.reliability;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.SplittableRandom;

/** Random messages of every buffer kind, and the oracle, for the reliability tests. */
final class RandomBatches {
    private static final int[] EDGES = {0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129};

    private RandomBatches() {}

    static MessageDigest sha1() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    /** A length biased to the padding edges, mostly short, up to {@code max}. */
    static int length(SplittableRandom r, int max) {
        int pick = r.nextInt(10);
        int n = pick < 4 ? EDGES[r.nextInt(EDGES.length)]
                : pick < 7 ? 64 * r.nextInt(1, 17) + r.nextInt(-1, 2)
                : r.nextInt(0, max + 1);
        return Math.min(n, max);
    }

    /**
     * {@code content} as the bytes from position to limit of a buffer of a random kind: heap, heap
     * window, heap slice, direct, direct slice, read-only heap, read-only direct; sometimes little-endian.
     */
    static ByteBuffer buffer(SplittableRandom r, byte[] content) {
        int n = content.length;
        int pad = r.nextInt(0, 40);
        ByteBuffer b;
        switch (r.nextInt(7)) {
            case 0:
                b = ByteBuffer.wrap(content);
                break;
            case 1: {
                byte[] big = new byte[pad + n + pad];
                System.arraycopy(content, 0, big, pad, n);
                b = ByteBuffer.wrap(big, pad, n);
                break;
            }
            case 2: {
                byte[] big = new byte[pad + n + 3];
                System.arraycopy(content, 0, big, pad, n);
                b = ByteBuffer.wrap(big, pad, n).slice();
                break;
            }
            case 3:
                b = ByteBuffer.allocateDirect(n).put(content).flip();
                break;
            case 4: {
                ByteBuffer d = ByteBuffer.allocateDirect(pad + n + 5);
                d.position(pad);
                d.put(content);
                d.position(pad).limit(pad + n);
                b = r.nextBoolean() ? d : d.slice();
                break;
            }
            case 5:
                b = ByteBuffer.wrap(content).asReadOnlyBuffer();
                break;
            default:
                b = ByteBuffer.allocateDirect(n).put(content).flip().asReadOnlyBuffer();
                break;
        }
        if (r.nextInt(4) == 0) {
            b.order(ByteOrder.LITTLE_ENDIAN);
        }
        return b;
    }

    static byte[] bytes(SplittableRandom r, int n) {
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }
}
