package org.hashlanes;

/**
 * Run in a child JVM by {@link EngineSelectionTest}, since the engine is chosen once per JVM:
 * prints what the one-message entry points give for "abc" ({@code buffer=<digest>} or
 * {@code buffer-error=<class>: <message>}, likewise {@code bytes=}), then
 * {@code engine=<Sha1Batch.engine()>}, {@code info=<Sha1Batch.engineInfo()>}, whether a
 * {@code hashlanes-warmup} thread runs, with {@code -Dprobe.await=true} what
 * {@code awaitEngine(40 s)} gives and how long it took, the engines of {@code new Sha1()},
 * {@code new Sha256()} and {@code new Md5()} ({@code sha1=}, {@code sha256=}, {@code md5=}) and the SHA-1 of "abc", or {@code error=<class>: <message>}
 * and exits with status 3.
 */
public final class EngineProbeMain {
    private EngineProbeMain() {}

    public static void main(String[] args) {
        byte[] abc = "abc".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        try {
            System.out.println("buffer=" + Sha1Batch.hash(java.nio.ByteBuffer.wrap(abc)));
        } catch (RuntimeException e) {
            System.out.println("buffer-error=" + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.println("bytes=" + Sha1Batch.hash(abc));
        } catch (RuntimeException e) {
            System.out.println("bytes-error=" + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.println("engine=" + Sha1Batch.engine());
            System.out.println("info=" + Sha1Batch.engineInfo());
            System.out.println("warmup-thread=" + warmupThreadRunning());
            if (Boolean.getBoolean("probe.await")) {
                long t0 = System.nanoTime();
                EngineInfo awaited = Sha1Batch.awaitEngine(java.time.Duration.ofSeconds(40));
                System.out.println("awaited=" + awaited);
                System.out.println("awaited-millis=" + (System.nanoTime() - t0) / 1_000_000);
                System.out.println("info-after=" + Sha1Batch.engineInfo());
                System.out.println("engine-after=" + Sha1Batch.engine());
            }
            System.out.println("sha1=" + new Sha1());
            System.out.println("sha256=" + new Sha256());
            System.out.println("md5=" + new Md5());
            System.out.println("abc=" + Sha1Batch.hash(java.util.List.of(java.nio.ByteBuffer.wrap("abc".getBytes(
                    java.nio.charset.StandardCharsets.US_ASCII)))).get(0));
        } catch (RuntimeException | InterruptedException e) {
            System.out.println("error=" + e.getClass().getName() + ": " + e.getMessage());
            System.exit(3);
        }
    }

    private static boolean warmupThreadRunning() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("hashlanes-warmup"));
    }
}
