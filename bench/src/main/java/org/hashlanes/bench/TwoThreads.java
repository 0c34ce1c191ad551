package org.hashlanes.bench;

import org.openjdk.jmh.annotations.Threads;

/** The {@link Throughput} workloads on two threads at once, each hashing the whole workload. */
@Threads(2)
public class TwoThreads extends Throughput {
}
