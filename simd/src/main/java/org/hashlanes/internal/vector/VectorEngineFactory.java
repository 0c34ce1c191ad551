package org.hashlanes.internal.vector;

import java.util.ArrayList;
import java.util.List;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorShape;
import jdk.incubator.vector.VectorSpecies;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;
import org.hashlanes.internal.engine.EngineSelection;

/**
 * Entry point of the vector package, loaded by name only after {@link EngineSelection} has checked
 * that the Vector API is readable and compiled. Builds a {@link VectorEngine} per algorithm and lane count.
 */
public final class VectorEngineFactory implements EngineSelection.VectorSupport {
    /** Public no-argument constructor for the reflective load. */
    public VectorEngineFactory() {}

    @Override
    public Engine engine(EngineFamily family, int ints) {
        // The kernel says how many lanes it runs on this species (family.lanesAt(ints)).
        return new VectorEngine(family.function(), family.laneKernelTemplate(), species(ints));
    }

    @Override
    public List<Integer> laneCounts() {
        int max = IntVector.SPECIES_PREFERRED.length();
        List<Integer> counts = new ArrayList<>();
        for (int lanes = 4; lanes <= Math.min(max, 16); lanes *= 2) {
            counts.add(lanes);
        }
        return counts;
    }

    @Override
    public int preferredLanes() {
        return Math.min(IntVector.SPECIES_PREFERRED.length(), 16);
    }

    static VectorSpecies<Integer> species(int lanes) {
        return VectorSpecies.of(int.class, VectorShape.forBitSize(32 * lanes));
    }
}
