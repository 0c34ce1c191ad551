package org.hashlanes;

/**
 * Run in a child JVM by {@link EngineSelectionTest}, since the engine is chosen once per JVM:
 * prints {@code engine=<Sha1Batch.engine()>} and the SHA-1 of "abc", or {@code error=<class>: <message>}
 * and exits with status 3.
 */
public final class EngineProbeMain {
    private EngineProbeMain() {}

    public static void main(String[] args) {
        try {
            System.out.println("engine=" + Sha1Batch.engine());
            System.out.println("abc=" + Sha1Batch.hash(java.util.List.of(java.nio.ByteBuffer.wrap("abc".getBytes(
                    java.nio.charset.StandardCharsets.US_ASCII)))).get(0));
        } catch (RuntimeException e) {
            System.out.println("error=" + e.getClass().getName() + ": " + e.getMessage());
            System.exit(3);
        }
    }
}
