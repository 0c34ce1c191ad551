package org.hashlanes.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Check mode ({@code -c}): each list is read line by line, its files hashed in batches, results in order. */
final class CheckMode {
    private final Options opt;
    private final Output output;
    private final InputStream stdin;
    /** GNU's bsd_reversed, kept across the lists of a run as GNU does. */
    private final int[] bsdReversed = {-1};
    // Counts of the list being checked.
    private int misformatted;
    private int unreadable;
    private int mismatched;
    private boolean matchedAny;

    CheckMode(Options opt, Output output, InputStream stdin) {
        this.opt = opt;
        this.output = output;
        this.stdin = stdin;
    }

    /** Checks every list; false if any check failed. */
    boolean run(List<byte[]> lists) {
        boolean ok = true;
        for (byte[] list : lists) {
            ok &= check(list);
        }
        return ok;
    }

    private boolean check(byte[] listName) {
        boolean fromStdin = Main.isStdin(listName);
        String shown = Names.quote(fromStdin ? "standard input".getBytes(StandardCharsets.UTF_8) : listName);
        misformatted = 0;
        unreadable = 0;
        mismatched = 0;
        matchedAny = false;
        boolean found = false;
        InputStream in = null;
        try {
            if (fromStdin) {
                in = stdin;
            } else {
                Path p = RawPaths.path(listName);
                if (Files.isDirectory(p)) {
                    output.message(shown + ": read error");
                    return false;
                }
                in = Files.newInputStream(p);
            }
            CheckList list = new CheckList(in, bsdReversed, opt.algorithm);
            try (Pipeline p = new Pipeline(opt.algorithm, opt.git, stdin, this::print)) {
                for (long lineNumber = 1; list.next(); lineNumber++) {
                    byte[] s = list.text();
                    int len = list.length();
                    if (len > 0 && s[0] == '#') {
                        continue;
                    }
                    if (len > 0 && s[len - 1] == '\r') {
                        len--;
                    }
                    if (len == 0) {
                        continue;
                    }
                    CheckList.Line line = list.parse(s, len);
                    if (line == null || (fromStdin && Main.isStdin(line.name))) {
                        misformatted++;
                        if (opt.warn) {
                            p.add(new Batch.Job(output.program + ": " + shown + ": " + lineNumber
                                    + ": improperly formatted " + opt.algorithm.tag + " checksum line\n"), 0);
                        }
                        continue;
                    }
                    found = true;
                    p.add(new Batch.Job(line.name, Main.isStdin(line.name), line), 0);
                }
            }
        } catch (IOException | RuntimeException e) {
            if (e instanceof Output.BrokenPipe) {
                throw (Output.BrokenPipe) e;
            }
            output.message(shown + ": " + Batch.reason(e));
            return false;
        } finally {
            if (in != null && in != stdin) {
                try {
                    in.close();
                } catch (IOException e) {
                    // read to the end already
                }
            }
        }
        if (!found) {
            output.message(shown + ": no properly formatted checksum lines found");
        } else if (!opt.status) {
            warn(misformatted, "line is improperly formatted", "lines are improperly formatted");
            warn(unreadable, "listed file could not be read", "listed files could not be read");
            warn(mismatched, "computed checksum did NOT match", "computed checksums did NOT match");
            if (opt.ignoreMissing && !matchedAny) {
                output.message(shown + ": no file was verified");
            }
        }
        return found && matchedAny && mismatched == 0 && unreadable == 0 && (!opt.strict || misformatted == 0);
    }

    private void warn(int count, String one, String many) {
        if (count != 0) {
            output.message("WARNING: " + count + " " + (count == 1 ? one : many));
        }
    }

    private void print(Batch b) {
        for (int i = 0; i < b.jobs.size(); i++) {
            Batch.Job job = b.jobs.get(i);
            if (job.note != null) {
                output.note(job.note);
                continue;
            }
            boolean escape = !opt.status && Names.hasNewline(job.name);
            if (job.error != null) {
                if (opt.ignoreMissing && job.missing) {
                    continue;
                }
                output.error(job.name, job.error);
                unreadable++;
                if (!opt.status) {
                    line(job.name, escape, ": FAILED open or read\n");
                }
                continue;
            }
            output.files++;
            output.bytes += job.size;
            // A file flagged by collision detection fails whatever the list says, with git's message.
            boolean match = !b.flagged[i] && b.matches(i, job.line.expected);
            if (b.flagged[i]) {
                output.collision(job.name, b.hex(i));
            }
            if (match) {
                matchedAny = true;
            } else {
                mismatched++;
            }
            if (!opt.status && (!match || !opt.quiet)) {
                line(job.name, escape, match ? ": OK\n" : ": FAILED\n");
            }
        }
        output.progress();
    }

    private void line(byte[] name, boolean escape, String verdict) {
        if (escape) {
            output.line.write('\\');
        }
        output.name(name, escape);
        output.ascii(verdict);
        output.endLine();
    }
}
