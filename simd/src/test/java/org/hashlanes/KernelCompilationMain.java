package org.hashlanes;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.hashlanes.internal.engine.DigestSink;
import org.hashlanes.internal.engine.Engine;
import org.hashlanes.internal.engine.EngineFamily;

/**
 * Run in a child JVM by {@link KernelCompilationTest} (with {@code -XX:+PrintCompilation}): runs
 * every family's vector engine at every lane count here on 4 KiB messages, long enough for each
 * kernel method to pass the JIT's compile thresholds (a kernel method runs once a block), then
 * prints {@code engines=<count>} and exits.
 */
public final class KernelCompilationMain {
    private KernelCompilationMain() {}

    /** Calls per engine: 64 blocks each, so every kernel method runs at least 3,200 times. */
    private static final int CALLS = 50;
    /**
     * Calls per engine when the whole forms run ({@code -Dhashlanes.wholeKernels=true}):
     * 7,680 calls of each whole-form method, past the 5,000 after which C2 compiles a method that
     * C1 gave up on.
     */
    private static final int CALLS_WHOLE = 120;

    public static void main(String[] args) {
        List<EngineFamily> families = List.of(EngineFamily.SHA1, EngineFamily.SHA1DC, EngineFamily.SHA256,
                EngineFamily.MD5, EngineFamily.SHA512, EngineFamily.SHA384);
        int engines = 0;
        for (EngineFamily family : families) {
            for (int lanes : family.laneCounts()) {
                Engine engine = family.vector(lanes);
                List<byte[]> arrays = new ArrayList<>();
                List<ByteBuffer> messages = new ArrayList<>();
                for (int i = 0; i < lanes; i++) {
                    arrays.add(TestSupport.pattern(4096, i));
                    messages.add(ByteBuffer.wrap(arrays.get(i)));
                }
                byte[] out = new byte[lanes * family.function().digestBytes()];
                boolean[] flags = new boolean[lanes];
                int calls = Boolean.getBoolean("hashlanes.wholeKernels") ? CALLS_WHOLE : CALLS;
                for (int call = 0; call < calls; call++) {
                    engine.hashInto(messages.iterator(), lanes,
                            engine.detects() ? DigestSink.of(out, 0, flags, 0) : DigestSink.of(out, 0));
                }
                // And what they computed: the JIT's forms of the kernel must agree with the JDK.
                int size = family.function().digestBytes();
                List<byte[]> oracle = TestSupport.oracleAll(family.function().jdkName(), arrays);
                for (int i = 0; i < lanes; i++) {
                    byte[] expected = oracle.get(i);
                    if (!java.util.Arrays.equals(expected, 0, size, out, i * size, (i + 1) * size)) {
                        System.out.println("MISMATCH " + family + " " + lanes + " lanes, message " + i);
                        System.exit(1);
                    }
                }
                engines++;
            }
        }
        System.out.println("engines=" + engines);
    }
}
