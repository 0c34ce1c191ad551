package org.hashlanes.internal.vector;

import java.nio.ByteBuffer;
import java.util.Iterator;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.internal.BatchEngine;

/** Placeholder while the lanes engine is written. */
final class VectorEngine implements BatchEngine {
    static final boolean READY = false;
    private final VectorSpecies<Integer> species;

    VectorEngine(VectorSpecies<Integer> species) {
        this.species = species;
    }

    @Override
    public String description() {
        return "vector " + species.length() + " lanes (" + species.vectorBitSize() + "-bit)";
    }

    @Override
    public void hashInto(Iterator<? extends ByteBuffer> messages, int count, byte[] out, int offset) {
        throw new UnsupportedOperationException("not yet");
    }
}
