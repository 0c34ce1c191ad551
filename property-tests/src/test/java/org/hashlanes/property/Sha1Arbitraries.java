package org.hashlanes.property;

import static org.hashlanes.property.harness.Arbitraries.weighted;

import java.util.List;
import org.hashlanes.property.harness.Arbitraries;
import org.hashlanes.property.harness.Arbitrary;
import org.hashlanes.property.harness.Combinators;

/** Generators biased to where SHA-1 implementations break: padding edges, block multiples, lane counts. */
public final class Sha1Arbitraries {
    private Sha1Arbitraries() {}

    /** Lengths where the padding changes shape: one block vs two, empty tail, full tail. */
    static final int[] PADDING_EDGES = {0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129};
    /** Batch sizes around lane counts 4, 8 and 16 and their multiples, up to 3 x 16 + 1. */
    static final int[] SIZE_EDGES = {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 49};

    /** Message lengths: mostly small and at the edges, sometimes block multiples +-1, rarely up to 1 MiB. */
    public static Arbitrary<Integer> lengths() {
        Arbitrary<Integer> blockMultiple = Arbitraries.shrinkingToward(
                Combinators.combine(Arbitraries.integers(1, 256), Arbitraries.integers(-1, 1)).as((k, d) -> 64 * k + d), 0);
        return Arbitraries.frequencyOf(
                weighted(35, Arbitraries.integers(0, 200)),
                weighted(35, Arbitraries.integers(0, 200, 1.0, PADDING_EDGES)),
                weighted(18, blockMultiple),
                weighted(10, Arbitraries.integers(0, 16 * 1024)),
                weighted(2, Arbitraries.integers(0, 1 << 20, 0.5, 1 << 20, (1 << 20) - 1)));
    }

    public static Arbitrary<MessageSpec> messages() {
        return Combinators.combine(lengths(), Arbitraries.integers(0, 1_000_000, 0.1, 0),
                Arbitraries.of(BufferKind.values()), Arbitraries.booleans(0.08))
                .as(MessageSpec::new);
    }

    /** Lists of 0..49 messages (size biased to lane-count edges), or a 0-byte message beside a 1 MiB one. */
    public static Arbitrary<List<MessageSpec>> messageLists() {
        Arbitrary<Integer> sizes = Arbitraries.frequencyOf(
                weighted(50, Arbitraries.integers(0, 49, 1.0, SIZE_EDGES)),
                weighted(45, Arbitraries.integers(1, 49)),
                weighted(5, Arbitraries.just(0)));
        Arbitrary<List<MessageSpec>> mixed = messages().list().ofSize(sizes, 0);
        Arbitrary<MessageSpec> extreme = Combinators.combine(
                Arbitraries.integers(0, (1 << 20) + 1, 1.0, 0, 1, 1 << 20, (1 << 20) - 1, (1 << 20) + 1),
                Arbitraries.integers(0, 1_000_000), Arbitraries.of(BufferKind.values()), Arbitraries.booleans(0.2))
                .as(MessageSpec::new);
        Arbitrary<List<MessageSpec>> extremes = extreme.list().ofSize(1, 6);
        return Arbitraries.frequencyOf(weighted(85, mixed), weighted(5, extremes), weighted(10, skewed()));
    }

    /**
     * Skewed batches, the planner's hard case: 20 to 120 short messages (up to 4 KiB) with one or
     * two long ones (256 KiB to 1 MiB) among them, which a planner may send to the single stream.
     */
    static Arbitrary<List<MessageSpec>> skewed() {
        Arbitrary<MessageSpec> small = Combinators.combine(Arbitraries.integers(0, 4096, 1.0, PADDING_EDGES),
                Arbitraries.integers(0, 1_000), Arbitraries.of(BufferKind.values()), Arbitraries.booleans(0.05))
                .as(MessageSpec::new);
        Arbitrary<MessageSpec> big = Combinators.combine(Arbitraries.integers(256 * 1024, 1 << 20),
                Arbitraries.integers(0, 1_000), Arbitraries.of(BufferKind.values()), Arbitraries.booleans(0.05))
                .as(MessageSpec::new);
        return Combinators.combine(small.list().ofSize(20, 120), big.list().ofSize(1, 2), Arbitraries.integers(0, 1000))
                .as((shorts, longs, at) -> {
                    List<MessageSpec> all = new java.util.ArrayList<>(shorts);
                    for (MessageSpec m : longs) {
                        all.add(at % (all.size() + 1), m);
                    }
                    return all;
                });
    }

    public static Arbitrary<Batch> batches() {
        return messageLists().map(Batch::new);
    }
}
