package org.hashlanes.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.hashlanes.internal.engine.EngineSelection.ColdStart;
import org.junit.jupiter.api.Test;

/** The CLI's cold-start policies, as the one selection answers them. */
class ColdStartTest {
    @Test
    void theJdkAndScalarSingleStreamsAlwaysPay() {
        for (EngineFamily f : new EngineFamily[] {EngineFamily.MD5, EngineFamily.SHA1, EngineFamily.SHA512}) {
            assertTrue(ColdStart.JDK.singlePays(f), f.toString());
        }
        assertTrue(ColdStart.SCALAR.singlePays(EngineFamily.SHA1DC));
    }

    /** SHA instructions as /proc/cpuinfo lists them; elsewhere the family's own single stream. */
    @Test
    void shaInstructionsFollowCpuinfoElseTheFamilysChoice() throws Exception {
        Boolean shaNi = null;
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            for (String line : Files.readAllLines(cpuinfo)) {
                if (line.startsWith("flags")) {
                    shaNi = line.contains(" sha_ni");
                    break;
                }
            }
        }
        for (EngineFamily f : new EngineFamily[] {EngineFamily.SHA1, EngineFamily.SHA256}) {
            assertEquals(shaNi != null ? shaNi : f.singleOnJdk(), ColdStart.SHA_INSTRUCTIONS.singlePays(f), f.toString());
        }
    }
}
