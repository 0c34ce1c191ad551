package org.hashlanes.cli;

import java.io.InputStream;
import java.nio.file.Files;
import java.util.List;

/**
 * Hash mode: one line per file, in operand order (and walk order under {@code -r}). With
 * collision detection, a flagged file's line is sha1dcsum's ({@code <hex> *coll* <name>}), or,
 * with {@code --git}, the file is refused with git's message; either way the exit status is 1.
 */
final class HashMode {
    private final Options opt;
    private final Output output;
    private final InputStream stdin;
    private boolean ok = true;

    HashMode(Options opt, Output output, InputStream stdin) {
        this.opt = opt;
        this.output = output;
        this.stdin = stdin;
    }

    /** Hashes every operand; false if any could not be read. */
    boolean run(List<byte[]> operands) {
        try (Pipeline p = new Pipeline(opt.algorithm, opt.git, stdin, this::print)) {
            for (byte[] operand : operands) {
                if (Main.isStdin(operand)) {
                    p.add(new Batch.Job(operand, true, null), 0);
                } else if (opt.recursive && Files.isDirectory(RawPaths.path(operand))) {
                    Walk.walk(operand, opt.followSymlinks, e -> {
                        Batch.Job job = new Batch.Job(e.name, false, null);
                        job.path = e.path;
                        job.error = e.error;
                        p.add(job, e.size);
                    });
                } else {
                    p.add(new Batch.Job(operand, false, null), 0);
                }
            }
        }
        return ok;
    }

    /** False once a file could not be read, or was flagged by collision detection. */
    boolean ok() {
        return ok;
    }

    /** Prints the lines (and messages) of a hashed batch, in order. */
    void print(Batch b) {
        for (int i = 0; i < b.jobs.size(); i++) {
            Batch.Job job = b.jobs.get(i);
            if (job.error != null) {
                ok = false;
                output.error(job.name, job.error);
                continue;
            }
            output.files++;
            output.bytes += job.size;
            boolean flagged = b.flagged[i];
            if (flagged) {
                ok = false;
                if (opt.git) {
                    output.collision(job.name, b.hex(i)); // git refuses the object, and so do we
                    continue;
                }
            }
            boolean escape = !opt.zero && Names.needsEscape(job.name);
            if (escape) {
                output.line.write('\\');
            }
            if (opt.tag) {
                output.ascii(opt.algorithm.tag + " (");
                output.name(job.name, escape);
                output.ascii(") = ");
                output.ascii(b.hex(i));
            } else {
                output.ascii(b.hex(i));
                output.ascii(flagged ? " *coll* " : opt.binary == 1 ? " *" : "  "); // sha1dcsum's marker
                output.name(job.name, escape);
            }
            output.line.write(opt.zero ? 0 : '\n');
            output.endLine();
        }
        output.progress();
    }
}
