/**
 * The portable block functions, with no dependencies and no incubator module: SHA-1
 * ({@link org.hashlanes.scalar.ScalarSha1}), SHA-1 with collision detection
 * ({@link org.hashlanes.scalar.ScalarSha1Dc}), SHA-256 ({@link org.hashlanes.scalar.ScalarSha256}) and MD5 ({@link org.hashlanes.scalar.ScalarMd5}),
 * what the lane machinery needs of an algorithm ({@link org.hashlanes.scalar.BlockFunction}), the one
 * padding ({@link org.hashlanes.scalar.BlockPadding}) and an incremental hasher over any block
 * function ({@link org.hashlanes.scalar.BlockHasher}). Usable alone; {@code org.hashlanes} builds its
 * scalar engines on it.
 */
module org.hashlanes.scalar {
    exports org.hashlanes.scalar;
}
