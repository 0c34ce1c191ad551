package org.hashlanes.internal.engine;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.Iterator;
import org.junit.jupiter.api.Test;

/**
 * The self-test covers the midstate path that streams run on: an engine whose messages are right
 * but whose block jobs are wrong (one lane, a direct buffer, a zero-block job) is refused, and
 * every real midstate engine passes.
 */
final class MidstateSelfTestTest {

    /** The scalar engine, except that block jobs {@code fault} picks get a wrong midstate. */
    private static Engine faultyJobs(String name, JobFault fault) {
        Engine good = EngineFamily.SHA1.scalar();
        class Faulty extends FaultyEngine {
            Faulty() {
                super(name);
            }

            @Override
            public void hashInto(Iterator<? extends ByteBuffer> messages, int count, DigestSink sink) {
                byte[] out = sink.out();
                int offset = sink.offset();
                good.hashInto(messages, count, out, offset);
            }

            @Override
            public boolean continuesMidstates() {
                return true;
            }

            @Override
            public void advance(int count, ByteBuffer[] buffers, int[] starts, int[] blocks, int[][] states) {
                good.advance(count, buffers, starts, blocks, states);
                for (int i = 0; i < count; i++) {
                    if (fault.spoils(i, buffers[i], blocks[i])) {
                        states[i][2] ^= 1 << 9;
                    }
                }
            }
        }
        return new Faulty();
    }

    private interface JobFault {
        boolean spoils(int index, ByteBuffer buffer, int blocks);
    }

    @Test
    void blockJobFaultsAreRefusedThoughMessagesHashRight() {
        JobFault[] faults = {
            (i, b, blocks) -> i % 16 == 15,                      // one lane of sixteen
            (i, b, blocks) -> b.isDirect() && blocks > 0,        // the staged path
            (i, b, blocks) -> blocks == 0,                       // an empty job must leave the midstate alone
        };
        for (JobFault f : faults) {
            Engine e = faultyJobs("faulty block jobs", f);
            String failure = SelfTest.failure(e);
            assertNotNull(failure, "a wrong midstate went unnoticed");
            assertTrue(failure.startsWith("midstate job"), failure);
        }
    }

    @Test
    void everyMidstateEngineAdvancesBlockJobsRight() {
        int checked = 0;
        for (Engine e : EngineFamily.SHA1.all()) {
            if (e.continuesMidstates()) {
                assertNull(SelfTest.midstateFailure(EngineFamily.SHA1, e), e.description());
                checked++;
            }
        }
        assertTrue(checked >= 1);
    }
}
