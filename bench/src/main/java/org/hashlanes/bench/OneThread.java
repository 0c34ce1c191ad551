package org.hashlanes.bench;

import org.openjdk.jmh.annotations.Threads;

/** The {@link Throughput} workloads on one thread. */
@Threads(1)
public class OneThread extends Throughput {
}
