/**
 * The portable SHA-1 block function and single-stream hasher ({@link org.hashlanes.scalar.ScalarSha1}) and
 * SHA-1 padding ({@link org.hashlanes.scalar.Sha1Padding}): no dependencies, no incubator module.
 * Usable alone; {@code org.hashlanes} builds its scalar engine on it.
 */
module org.hashlanes.scalar {
    exports org.hashlanes.scalar;
}
