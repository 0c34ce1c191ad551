package org.hashlanes.cli;

import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Jobs in, batches out in the same order: batches are read and hashed on worker threads (one per
 * core), and handed to the sink on the calling thread strictly in submission order, so output
 * follows argument order whatever finishes first. Jobs that read standard input run on the
 * calling thread after everything before them, since they share one stream.
 */
final class Pipeline implements AutoCloseable {
    /** Files per batch: enough to fill every lane many times over, small enough to start output early. */
    static final int BATCH_FILES = 256;
    /** Known bytes per batch (sizes from the directory walk). */
    static final long BATCH_BYTES = 64L << 20;

    /** Reader threads: one per core (at most 8), or the system property {@code hashlanes.threads}. */
    static final int THREADS = Math.max(1, Integer.getInteger("hashlanes.threads",
            Math.min(Runtime.getRuntime().availableProcessors(), 8)));
    private static final ExecutorService POOL = Executors.newFixedThreadPool(THREADS, r -> {
                Thread t = new Thread(r, "hashlanes-reader");
                t.setDaemon(true);
                return t;
            });

    private final Algorithm algorithm;
    private final boolean git;
    private final InputStream stdin;
    private final Consumer<Batch> sink;
    private final ArrayDeque<Future<Batch>> inFlight = new ArrayDeque<>();
    private final int maxInFlight = 2 * THREADS;
    private Batch current;
    private long currentBytes;

    Pipeline(Algorithm algorithm, boolean git, InputStream stdin, Consumer<Batch> sink) {
        this.algorithm = algorithm;
        this.git = git;
        this.stdin = stdin;
        this.sink = sink;
    }

    /** Queues {@code job}; {@code knownSize} (0 if unknown) only helps to size batches. */
    void add(Batch.Job job, long knownSize) {
        if (job.stdin) {
            cut();
            drain(0);
            Batch b = new Batch(algorithm, git, stdin);
            b.jobs.add(job);
            b.run();
            sink.accept(b);
            return;
        }
        if (current == null) {
            current = new Batch(algorithm, git, stdin);
            currentBytes = 0;
        }
        current.jobs.add(job);
        currentBytes += knownSize;
        if (current.jobs.size() >= BATCH_FILES || currentBytes >= BATCH_BYTES) {
            cut();
        }
    }

    private void cut() {
        if (current == null) {
            return;
        }
        Batch b = current;
        current = null;
        inFlight.add(POOL.submit(() -> {
            b.run();
            return b;
        }));
        drain(maxInFlight);
    }

    private void drain(int keep) {
        while (inFlight.size() > keep) {
            Future<Batch> f = inFlight.poll();
            try {
                sink.accept(f.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                Throwable c = e.getCause();
                if (c instanceof RuntimeException) {
                    throw (RuntimeException) c;
                }
                if (c instanceof Error) {
                    throw (Error) c;
                }
                throw new IllegalStateException(c);
            }
        }
    }

    /** Hands every remaining batch to the sink, in order. */
    @Override
    public void close() {
        cut();
        drain(0);
    }
}
