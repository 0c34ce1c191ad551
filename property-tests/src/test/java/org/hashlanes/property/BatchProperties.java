package org.hashlanes.property;

import org.hashlanes.property.harness.Arbitraries;
import org.hashlanes.property.harness.Arbitrary;
import org.hashlanes.property.harness.Provide;

/** The generators the batch properties share: random batches, seeds, and output offsets biased to the edges. */
abstract class BatchProperties {
    @Provide
    Arbitrary<Batch> batches() {
        return Sha1Arbitraries.batches();
    }

    @Provide
    Arbitrary<Long> seeds() {
        return Arbitraries.longs();
    }

    @Provide
    Arbitrary<Integer> offsets() {
        return Arbitraries.integers(0, 64, 0.3, 0, 1, 19, 20, 21, 63, 64);
    }
}
