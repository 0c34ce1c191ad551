package org.hashlanes.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Standard output and standard error of one run, as GNU coreutils treats them: a failed write
 * on standard output is remembered (the run goes on, as with stdio's sticky error) and reported
 * once at the end as {@code hashlanes: write error}; a closed pipe ends the run at once, as
 * SIGPIPE ends sha1sum. Also the totals, and the progress line on a terminal.
 */
final class Output {
    /** Thrown out of a write into a closed pipe: the run stops, quietly (status 141). */
    static final class BrokenPipe extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BrokenPipe() {
            super(null, null, false, false);
        }
    }

    /** The program name that starts every message: hashlanes, or the name the tool was run under. */
    final String program;
    private final OutputStream out;
    private final OutputStream err;
    /** Standard error is a terminal: draw the progress line once the run has taken this long; -1: never. */
    private final long progressAfterNanos;
    /** The first failed write on standard output, or null; later output is dropped. */
    private IOException writeError;
    /** One output line under construction. */
    final ByteArrayOutputStream line = new ByteArrayOutputStream(256);
    // Totals for --stats and the progress line.
    long files;
    long bytes;
    private final long started = System.nanoTime();
    private long lastProgress;
    private boolean progressShown;

    /** {@code progressAfterMillis}: -1 if standard error is not a terminal (no progress line). */
    Output(String program, OutputStream out, OutputStream err, long progressAfterMillis) {
        this.program = program;
        this.out = out;
        this.err = err;
        this.progressAfterNanos = progressAfterMillis < 0 ? -1 : progressAfterMillis * 1_000_000L;
    }

    /** Appends {@code name} to {@link #line}, escaped as GNU's print_filename if {@code escape}. */
    void name(byte[] name, boolean escape) {
        if (escape) {
            Names.writeEscaped(name, line);
        } else {
            line.writeBytes(name);
        }
    }

    void ascii(String s) {
        line.writeBytes(s.getBytes(StandardCharsets.US_ASCII));
    }

    /** Writes {@link #line} to standard output and empties it. */
    void endLine() {
        write(line.toByteArray());
        line.reset();
    }

    void write(byte[] b) {
        if (writeError != null) {
            return;
        }
        try {
            out.write(b);
        } catch (IOException e) {
            failed(e);
        }
    }

    void flush() {
        if (writeError != null) {
            return;
        }
        try {
            out.flush();
        } catch (IOException e) {
            failed(e);
        }
    }

    private void failed(IOException e) {
        if (String.valueOf(e.getMessage()).contains("Broken pipe")) {
            throw new BrokenPipe(); // `hashlanes -r . | head`: end quietly, as sha1sum on SIGPIPE
        }
        writeError = e;
    }

    /**
     * Flushes standard output and reports a failed write as GNU's close_stdout does: {@code write
     * error}, with the reason only for a closed descriptor ({@code Bad file descriptor}). Returns
     * false if there was one.
     */
    boolean close() {
        flush();
        if (writeError == null) {
            return true;
        }
        String reason = String.valueOf(writeError.getMessage());
        message(reason.contains("Bad file descriptor") ? "write error: Bad file descriptor" : "write error");
        return false;
    }

    /** {@code hashlanes: <quoted name>: <reason>} on standard error, after what came before on standard output. */
    void error(byte[] name, String reason) {
        message(Names.quote(name) + ": " + reason);
    }

    /**
     * A file that collision detection flagged, where it is refused ({@code --git}, {@code --check}):
     * {@code hashlanes: <quoted name>: SHA-1 appears to be part of a collision attack: <hex>}, in
     * git's words, with sha1dc's safe hash as git prints it.
     */
    void collision(byte[] name, String hex) {
        error(name, "SHA-1 appears to be part of a collision attack: " + hex);
    }

    /** {@code hashlanes: text} on standard error, after what came before on standard output. */
    void message(String text) {
        flush();
        clearProgress();
        raw(program + ": " + text + "\n");
    }

    /** Text on standard error as it is (flushing standard output first). */
    void note(String text) {
        flush();
        clearProgress();
        raw(text);
    }

    private void raw(String text) {
        try {
            err.write(text.getBytes(StandardCharsets.UTF_8));
            err.flush();
        } catch (IOException e) {
            // nowhere left to report it
        }
    }

    double seconds() {
        return (System.nanoTime() - started) / 1e9;
    }

    /** The {@code --stats} line. */
    void stats(String engine) {
        clearProgress();
        double s = seconds();
        note(String.format(Locale.ROOT, "%s: %d files, %d bytes, %.3f s, %.2f GB/s (engine: %s)%n",
                program, files, bytes, s, bytes / 1e9 / Math.max(s, 1e-9), engine));
    }

    /**
     * A progress line on a terminal's standard error, once a run has taken more than a second (by default),
     * redrawn in place (carriage return, erase to end of line) at most four times a second.
     */
    void progress() {
        if (progressAfterNanos < 0) {
            return;
        }
        long now = System.nanoTime();
        if (now - started < progressAfterNanos || (progressShown && now - lastProgress < 250_000_000L)) {
            return;
        }
        lastProgress = now;
        progressShown = true;
        raw(String.format(Locale.ROOT, "\r%s: %d files, %.1f MB, %.2f GB/s\u001b[K",
                program, files, bytes / 1e6, bytes / 1e9 / seconds()));
    }

    void clearProgress() {
        if (progressShown) {
            progressShown = false;
            raw("\r\u001b[K");
        }
    }
}
