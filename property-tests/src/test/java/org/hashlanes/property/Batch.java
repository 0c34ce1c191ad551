package org.hashlanes.property;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A generated list of messages, built into buffers: {@link #buffers} for the API under test and
 * {@link #bytes} (the same messages as arrays) for the oracle. Built fresh for every try, so a
 * case that broke its buffers cannot leak into the next one.
 */
public final class Batch {
    public final List<MessageSpec> specs;
    public final List<ByteBuffer> buffers;
    public final List<byte[]> bytes;

    public Batch(List<MessageSpec> specs) {
        this.specs = specs;
        List<ByteBuffer> bufs = new ArrayList<>(specs.size());
        List<byte[]> arrays = new ArrayList<>(specs.size());
        for (int i = 0; i < specs.size(); i++) {
            MessageSpec s = specs.get(i);
            if (s.samePreviousBuffer && i > 0) {
                bufs.add(bufs.get(i - 1));
                arrays.add(arrays.get(i - 1));
            } else {
                byte[] b = s.bytes();
                arrays.add(b);
                bufs.add(s.kind.wrap(b));
            }
        }
        this.buffers = Collections.unmodifiableList(bufs);
        this.bytes = Collections.unmodifiableList(arrays);
    }

    public int size() {
        return specs.size();
    }

    @Override
    public String toString() {
        return specs.size() + " messages " + specs;
    }
}
