package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.hashlanes.internal.engine.EngineFamily;
import org.junit.jupiter.api.Test;

/**
 * Every method of every lane kernel and block loader compiles at every JIT tier: no
 * {@code COMPILE SKIPPED} for a hashlanes class in {@code -XX:+PrintCompilation}'s output while
 * {@link KernelCompilationMain} runs every vector engine here.
 *
 * <p>Why: C1, the JIT's first tier, gives up on a method that needs too many virtual registers
 * ("out of virtual registers in LIR generator"), and a generated round method of vector code
 * reaches that limit at a few hundred lines. Such a method then runs interpreted, some 50 times
 * slower, until C2 compiles it from the interpreter's counts, if it ever does: SHA-256's rounds
 * with the schedule read from the work array, in methods of 8 rounds, ran at 0.6 ops/s against
 * 26 on JDK 17 (gitmix, 16 lanes). Nor is a C2 compile after C1's skip enough: while C2's
 * queue is long, the tiered policy first compiles a method at tier 2 (C1 without full
 * profiling, which may fit where tier 3 does not), and when tier 3 then fails the method stays
 * in tier 2's code for good. MD5's rounds 0-47 of two lane sets as one method (stop 47) ran
 * {@code gitmix} 1,000 at 1.6 ops/s against 56, or {@code equal4k} at 8 against 340, in 4 JMH
 * forks of 12 on JDK 25, and compiled at tier 4 in the others and under {@code -Xbatch}. No
 * correctness test sees it, and a benchmark sees it only on the JDK, lane count and fork
 * concerned, so this test watches the compiler instead; CI runs it on JDK 17 and 25.
 *
 * <p>The one exception is by name: a method whose name ends in {@code C2} belongs to a kernel's
 * whole form, which is meant for C2 alone and serves only once seen compiled by C2 and faster
 * ({@code KernelForms}), so C1 may give up on it. That it does reach C2 (under {@code -Xbatch}, with
 * {@code -Dhashlanes.wholeKernels=true}) is the second test's.
 */
class KernelCompilationTest {
    @Test
    void everyKernelMethodCompilesAtEveryTier() throws Exception {
        assumeFalse(EngineFamily.SHA1.laneCounts().isEmpty(), "no vector lanes on this JVM");
        ChildJvm.Result child = ChildJvm.run(List.of("-XX:+PrintCompilation", "-Xbatch"), KernelCompilationMain.class, 300);
        List<String> lines = child.output.lines().collect(Collectors.toList());
        assertEquals(0, child.status, child.output);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("engines=") && !l.equals("engines=0")),
                "the child ran the vector engines");
        assertTrue(lines.stream().anyMatch(l -> l.contains("Sha256LaneKernelTemplate") && l.contains("::rounds")),
                "PrintCompilation lists the kernels' round methods");
        String skipped = lines.stream().filter(l -> l.contains("COMPILE SKIPPED") && l.contains("org.hashlanes"))
                .filter(l -> !WHOLE_FORM_METHOD.matcher(l).find())
                .collect(Collectors.joining("\n"));
        assertEquals("", skipped, "methods the JIT gave up on");
    }

    /** A method of a whole form in a PrintCompilation line: its name ends in C2. */
    private static final Pattern WHOLE_FORM_METHOD = Pattern.compile("::\\w+C2 ");

    /**
     * With the whole forms ({@code -Dhashlanes.wholeKernels=true}), every whole-form method reaches C2
     * (tier 4) from the interpreter after C1 gives up, and none is left in C1's code: under
     * {@code -Xbatch} every compile finishes before the method runs on, so what the policy asked
     * for is what the output shows.
     */
    @Test
    void wholeFormMethodsReachC2() throws Exception {
        assumeFalse(EngineFamily.SHA1.laneCounts().isEmpty(), "no vector lanes on this JVM");
        ChildJvm.Result child = ChildJvm.run(List.of("-XX:+PrintCompilation", "-Xbatch", "-Dhashlanes.wholeKernels=true"),
                KernelCompilationMain.class, 300);
        assertEquals(0, child.status, child.output);
        List<String> wholeLines = child.output.lines().filter(l -> WHOLE_FORM_METHOD.matcher(l).find())
                .collect(Collectors.toList());
        assumeFalse(wholeLines.isEmpty(), "no kernel has a whole form on this JVM and CPU");
        Set<String> methods = new TreeSet<>(), atTier4 = new TreeSet<>();
        for (String l : wholeLines) {
            Matcher m = COMPILE_LINE.matcher(l);
            assertTrue(m.find(), l);
            String method = m.group(2).replaceAll("/0x[0-9a-f]+", "");
            methods.add(method);
            if (m.group(1).equals("4") && !l.contains("COMPILE SKIPPED") && !l.contains("made not entrant")) {
                atTier4.add(method);
            }
            assertFalse(!l.contains("COMPILE SKIPPED") && !l.contains("made not entrant") && (m.group(1).equals("1")
                    || m.group(1).equals("2")), "a whole form left in C1's code: " + l);
        }
        assertEquals(methods, atTier4, "whole-form methods compiled by C2");
    }

    /** A PrintCompilation line's tier and method ({@code ... 4       pkg.Class/0x..::name (n bytes)}). */
    private static final Pattern COMPILE_LINE = Pattern.compile("\\s([0-4])\\s+(\\S+::\\w+C2) ");
}
