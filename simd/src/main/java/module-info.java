/**
 * hashlanes: MD5, SHA-1, SHA-256, SHA-384 and SHA-512 of many independent messages at once, one SIMD lane
 * per message.
 *
 * <p>The API is the package {@link org.hashlanes}:
 * <ul>
 * <li>SHA-1: {@link org.hashlanes.Sha1Batch} (many messages at once), {@link org.hashlanes.Sha1Digest},
 *     {@link org.hashlanes.Sha1Streams} (many streams fed in pieces), {@link org.hashlanes.Sha1} (one stream);</li>
 * <li>SHA-256: {@link org.hashlanes.Sha256Batch}, {@link org.hashlanes.Sha256Digest}, {@link org.hashlanes.Sha256Streams},
 *     {@link org.hashlanes.Sha256};</li>
 * <li>MD5: {@link org.hashlanes.Md5Batch}, {@link org.hashlanes.Md5Digest}, {@link org.hashlanes.Md5Streams},
 *     {@link org.hashlanes.Md5};</li>
 * <li>SHA-384 and SHA-512: {@link org.hashlanes.Sha384Batch}, {@link org.hashlanes.Sha384Digest},
 *     {@link org.hashlanes.Sha384Streams}, {@link org.hashlanes.Sha384}; {@link org.hashlanes.Sha512Batch},
 *     {@link org.hashlanes.Sha512Digest}, {@link org.hashlanes.Sha512Streams}, {@link org.hashlanes.Sha512};</li>
 * <li>SHA-1 with collision detection (SHA-1DC): {@link org.hashlanes.Sha1DcBatch}, {@link org.hashlanes.Sha1Dc},
 *     {@link org.hashlanes.Sha1DcResult}, {@link org.hashlanes.Sha1DcStreams};</li>
 * <li>files: {@link org.hashlanes.Sha1Files}, {@link org.hashlanes.Sha256Files}, {@link org.hashlanes.Sha1DcFiles},
 *     {@link org.hashlanes.Md5Files}, {@link org.hashlanes.Sha384Files}, {@link org.hashlanes.Sha512Files} (many files in batches,
 *     bounded memory, errors per file);</li>
 * <li>the engine in use: {@link org.hashlanes.EngineInfo};</li>
 * <li>a JCA provider, {@link org.hashlanes.HashlanesProvider} ({@code "Hashlanes"}): MD5, SHA-1, SHA-256,
 *     SHA-384, SHA-512 and SHA-1DC for code that asks {@code MessageDigest.getInstance} by name.</li>
 * </ul>
 * The vector lanes need the incubating Vector API: start the JVM with
 * {@code --add-modules jdk.incubator.vector}, on the class path or the module path alike; without it the
 * library runs its single-stream engines and says so once in the log.
 */
// "module" warnings: the friend modules named below are built after this one (javac cannot see them).
@SuppressWarnings("module")
module org.hashlanes {
    requires org.hashlanes.scalar;
    // Optional: the lanes are used only where the JVM was started with the module; never required.
    requires static jdk.incubator.vector;
    // HotSpotDiagnosticMXBean: whether the JVM's SHA-1 intrinsic is on, which decides the single-stream
    // engine. Required rather than static so that the module path and jlink images built from this
    // module include it (a static dependence is not resolved unless something else asks for it).
    requires jdk.management;

    exports org.hashlanes;
    // The JCA provider, for java.security's security.provider.N=Hashlanes (found by ServiceLoader).
    provides java.security.Provider with org.hashlanes.HashlanesProvider;
    // Below the API, one package per step of a call: internal.api (what the public classes delegate
    // to: batches, streams, files, digest bytes and text), internal.engine (the one Engine
    // interface, the algorithm families, the one selection and self-test, the scalar and JDK
    // engines), internal.plan (the warm-up, the per-call plan and its cost model) and
    // internal.vector (the lanes: everything that touches jdk.incubator.vector, exported to no one).
    // The project's own tools only: the CLI's file batcher and start-up policy, the benchmarks'
    // forced engines and stream thresholds.
    exports org.hashlanes.internal.api to org.hashlanes.cli;
    exports org.hashlanes.internal.engine to org.hashlanes.cli, org.hashlanes.bench;
    exports org.hashlanes.internal.plan to org.hashlanes.bench;
}
