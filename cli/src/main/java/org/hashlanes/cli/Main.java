package org.hashlanes.cli;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.hashlanes.Sha1Batch;
import org.hashlanes.internal.Engines;

/**
 * {@code hashlanes}: a GNU {@code sha1sum}-compatible command that hashes many files at once
 * through {@link Sha1Batch}, plus {@code -r}, {@code --git} and {@code --stats}.
 *
 * <p>{@link #run(String[], InputStream, OutputStream, OutputStream)} runs it in-process and
 * returns the exit status; {@link #main} is the process entry point.
 */
public final class Main {
    static final String PROGRAM = "hashlanes";
    static final String VERSION = "0.1.0-SNAPSHOT";
    /** The status a shell reports for a process killed by SIGPIPE (128 + 13), as sha1sum would be. */
    static final int BROKEN_PIPE = 141;
    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    private final InputStream in;
    private final OutputStream out;
    private final OutputStream err;
    private final boolean terminal;
    private Options opt;
    /** GNU's bsd_reversed, kept across check files as GNU does: -1 unknown, 0 GNU lines, 1 BSD-reversed. */
    private int bsdReversed = -1;
    // Totals for --stats and the progress line.
    private long files;
    private long bytes;
    private final long started = System.nanoTime();
    private long lastProgress;
    private boolean progressShown;

    private Main(InputStream in, OutputStream out, OutputStream err, boolean terminal) {
        this.in = in;
        this.out = out;
        this.err = err;
        this.terminal = terminal;
    }

    /** Process entry point: arguments with their exact bytes, standard streams, exit status. */
    public static void main(String[] args) {
        OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        OutputStream err = new FileOutputStream(FileDescriptor.err);
        InputStream in = new FileInputStream(FileDescriptor.in);
        // The launcher says whether standard error is a terminal; Java alone can only ask about stdin/stdout.
        String tty = System.getProperty("hashlanes.stderrTerminal");
        boolean terminal = tty != null ? Boolean.parseBoolean(tty) : System.console() != null;
        int status = new Main(in, out, err, terminal).runChecked(Args.exact(args));
        System.exit(status);
    }

    /**
     * Runs the tool in-process, as {@code hashlanes args...} with the given standard streams
     * (arguments are encoded in UTF-8); returns the exit status. Nothing is closed.
     */
    public static int run(String[] args, InputStream stdin, OutputStream stdout, OutputStream stderr) {
        byte[][] raw = new byte[args.length][];
        for (int i = 0; i < args.length; i++) {
            raw[i] = args[i].getBytes(StandardCharsets.UTF_8);
        }
        return run(raw, stdin, stdout, stderr);
    }

    /** As {@link #run(String[], InputStream, OutputStream, OutputStream)}, with raw argument bytes. */
    public static int run(byte[][] args, InputStream stdin, OutputStream stdout, OutputStream stderr) {
        return new Main(stdin, stdout, stderr, false).runChecked(args);
    }

    private int runChecked(byte[][] args) {
        int status;
        try {
            status = run(args);
        } catch (UncheckedIOException e) {
            if (String.valueOf(e.getCause().getMessage()).contains("Broken pipe")) {
                return BROKEN_PIPE; // `hashlanes -r . | head`: end quietly, as sha1sum does on SIGPIPE
            }
            status = 1;
            message("write error: " + e.getCause().getMessage());
        }
        try {
            out.flush();
        } catch (IOException e) {
            if (String.valueOf(e.getMessage()).contains("Broken pipe")) {
                return BROKEN_PIPE;
            }
            message("write error: " + e.getMessage());
            status = 1;
        }
        return status;
    }

    private int run(byte[][] args) {
        chooseEngine();
        try {
            opt = Options.parse(args);
        } catch (Options.UsageException e) {
            message(e.getMessage());
            messageRaw("Try '" + PROGRAM + " --help' for more information.\n");
            return 1;
        }
        if (opt.help) {
            write(Help.TEXT.getBytes(StandardCharsets.UTF_8));
            return 0;
        }
        if (opt.version) {
            write((PROGRAM + " " + VERSION + "\nSHA-1 engine: " + Sha1Batch.engine()
                    + "\nfile names kept byte-exact: " + (RawPaths.exact() ? "yes" : "no") + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            return 0;
        }
        List<byte[]> operands = new ArrayList<>(opt.operands);
        if (operands.isEmpty()) {
            operands.add(new byte[] {'-'});
        }
        boolean ok = opt.check ? checkAll(operands) : hashAll(operands);
        clearProgress();
        if (opt.stats) {
            double seconds = (System.nanoTime() - started) / 1e9;
            flushOut();
            messageRaw(String.format(java.util.Locale.ROOT,
                    "%s: %d files, %d bytes, %.3f s, %.2f GB/s (engine: %s)%n",
                    PROGRAM, files, bytes, seconds, bytes / 1e9 / Math.max(seconds, 1e-9), Sha1Batch.engine()));
        }
        return ok ? 0 : 1;
    }

    /** Held so that the level set on it stays (loggers are weakly referenced). */
    private static java.util.logging.Logger libraryLog;

    /** Keeps the engine's INFO lines ("vector engine unavailable: ...") off our standard error; warnings still show. */
    private static void quietLibraryLog() {
        libraryLog = java.util.logging.Logger.getLogger("org.hashlanes");
        libraryLog.setLevel(java.util.logging.Level.WARNING);
    }

    /**
     * With SHA-1 instructions (SHA-NI) the JDK's MessageDigest is fast from the first byte, while
     * the library's automatic choice spends a core on warming the vector lanes for seconds: a loss
     * for a command that usually ends sooner (measured: cli/README.md). So the tool asks for the
     * jdk engine there, unless {@code -Dhashlanes.engine} says otherwise.
     */
    private static void chooseEngine() {
        if (System.getProperty(Engines.ENGINE_PROPERTY) == null && Engines.sha1Intrinsic()) {
            System.setProperty(Engines.ENGINE_PROPERTY, "jdk");
        } else {
            quietLibraryLog(); // only the automatic choice logs at INFO; loading logging costs start-up time
        }
    }

    // ---------------------------------------------------------------- hashing

    private boolean hashAll(List<byte[]> operands) {
        boolean[] ok = {true};
        try (Pipeline p = new Pipeline(opt.git, in, b -> ok[0] &= printHashes(b))) {
            for (byte[] operand : operands) {
                if (isStdin(operand)) {
                    p.add(new Batch.Job(operand, true, null), 0);
                } else if (opt.recursive && Files.isDirectory(RawPaths.path(operand))) {
                    Walk.walk(operand, opt.followSymlinks, e -> {
                        Batch.Job job = new Batch.Job(e.name, false, null);
                        job.path = e.path;
                        job.knownSize = e.size;
                        job.error = e.error;
                        p.add(job, e.size);
                    });
                } else {
                    p.add(new Batch.Job(operand, false, null), 0);
                }
            }
        }
        return ok[0];
    }

    private boolean printHashes(Batch b) {
        boolean ok = true;
        ByteArrayOutputStream line = new ByteArrayOutputStream(128);
        for (int i = 0; i < b.jobs.size(); i++) {
            Batch.Job job = b.jobs.get(i);
            if (job.error != null) {
                ok = false;
                error(job.name, job.error);
                continue;
            }
            files++;
            bytes += job.size;
            line.reset();
            boolean escape = !opt.zero && Names.needsEscape(job.name);
            if (escape) {
                line.write('\\');
            }
            if (opt.tag) {
                line.writeBytes("SHA1 (".getBytes(StandardCharsets.US_ASCII));
                writeName(line, job.name, escape);
                line.writeBytes(") = ".getBytes(StandardCharsets.US_ASCII));
                writeHex(line, b.digests, 20 * i);
            } else {
                writeHex(line, b.digests, 20 * i);
                line.write(' ');
                line.write(opt.binary == 1 ? '*' : ' ');
                writeName(line, job.name, escape);
            }
            line.write(opt.zero ? 0 : '\n');
            write(line.toByteArray());
        }
        progress();
        return ok;
    }

    // ---------------------------------------------------------------- checking

    /** What a well-formed check line says: the expected hex digest and the file name. */
    private static final class CheckLine {
        final byte[] hex;

        CheckLine(byte[] hex) {
            this.hex = hex;
        }
    }

    private boolean checkAll(List<byte[]> operands) {
        boolean ok = true;
        for (byte[] operand : operands) {
            ok &= check(operand);
        }
        return ok;
    }

    private boolean check(byte[] listName) {
        boolean fromStdin = isStdin(listName);
        String shown = Names.quote(fromStdin ? "standard input".getBytes(StandardCharsets.UTF_8) : listName);
        byte[] content;
        try {
            if (fromStdin) {
                content = in.readAllBytes();
            } else {
                Path p = RawPaths.path(listName);
                if (Files.isDirectory(p)) {
                    message(shown + ": read error");
                    return false;
                }
                content = Files.readAllBytes(p);
            }
        } catch (IOException | RuntimeException e) {
            message(shown + ": " + Batch.reason(e));
            return false;
        }
        int[] counts = new int[3]; // misformatted, unreadable, mismatched
        boolean[] found = new boolean[2]; // properly formatted line seen, checksum matched
        try (Pipeline p = new Pipeline(opt.git, in, b -> printChecks(b, counts, found))) {
            long lineNumber = 0;
            for (int start = 0; start < content.length; ) {
                int end = start;
                while (end < content.length && content[end] != '\n') {
                    end++;
                }
                int next = end + 1;
                lineNumber++;
                int len = end - start;
                if (len > 0 && content[start] == '#') {
                    start = next;
                    continue;
                }
                if (len > 0 && content[start + len - 1] == '\r') {
                    len--;
                }
                if (len == 0) {
                    start = next;
                    continue;
                }
                byte[] line = Arrays.copyOfRange(content, start, start + len);
                start = next;
                Object[] parsed = splitLine(line);
                if (parsed == null || (fromStdin && isStdin((byte[]) parsed[1]))) {
                    counts[0]++;
                    if (opt.warn) {
                        p.add(new Batch.Job(PROGRAM + ": " + shown + ": " + lineNumber
                                + ": improperly formatted SHA1 checksum line\n"), 0);
                    }
                    continue;
                }
                found[0] = true;
                byte[] name = (byte[]) parsed[1];
                p.add(new Batch.Job(name, isStdin(name), new CheckLine((byte[]) parsed[0])), 0);
            }
        }
        if (!found[0]) {
            message(shown + ": no properly formatted checksum lines found");
        } else if (!opt.status) {
            if (counts[0] != 0) {
                message(counts[0] == 1 ? "WARNING: 1 line is improperly formatted"
                        : "WARNING: " + counts[0] + " lines are improperly formatted");
            }
            if (counts[1] != 0) {
                message(counts[1] == 1 ? "WARNING: 1 listed file could not be read"
                        : "WARNING: " + counts[1] + " listed files could not be read");
            }
            if (counts[2] != 0) {
                message(counts[2] == 1 ? "WARNING: 1 computed checksum did NOT match"
                        : "WARNING: " + counts[2] + " computed checksums did NOT match");
            }
            if (opt.ignoreMissing && !found[1]) {
                message(shown + ": no file was verified");
            }
        }
        return found[0] && found[1] && counts[2] == 0 && counts[1] == 0 && (!opt.strict || counts[0] == 0);
    }

    private boolean printChecks(Batch b, int[] counts, boolean[] found) {
        ByteArrayOutputStream line = new ByteArrayOutputStream(128);
        for (int i = 0; i < b.jobs.size(); i++) {
            Batch.Job job = b.jobs.get(i);
            if (job.note != null) {
                flushOut();
                messageRaw(job.note);
                continue;
            }
            line.reset();
            boolean escape = !opt.status && Names.hasNewline(job.name);
            if (escape) {
                line.write('\\');
            }
            writeName(line, job.name, escape);
            if (job.error != null) {
                if (opt.ignoreMissing && job.missing) {
                    continue;
                }
                error(job.name, job.error);
                counts[1]++;
                if (!opt.status) {
                    line.writeBytes(": FAILED open or read\n".getBytes(StandardCharsets.US_ASCII));
                    write(line.toByteArray());
                }
                continue;
            }
            files++;
            bytes += job.size;
            boolean match = hexEquals(((CheckLine) job.tag).hex, b.digests, 20 * i);
            if (match) {
                found[1] = true;
            } else {
                counts[2]++;
            }
            if (!opt.status && (!match || !opt.quiet)) {
                line.writeBytes((match ? ": OK\n" : ": FAILED\n").getBytes(StandardCharsets.US_ASCII));
                write(line.toByteArray());
            }
        }
        progress();
        return true;
    }

    /**
     * GNU's split_3: a check line as {hex, name}, or null if it is improperly formatted. Accepts
     * {@code <hex> <space or *><name>} and {@code SHA1 (<name>) = <hex>}, either with a leading
     * backslash meaning the name is escaped.
     */
    private Object[] splitLine(byte[] s) {
        int n = s.length;
        int i = 0;
        while (i < n && (s[i] == ' ' || s[i] == '\t')) {
            i++;
        }
        boolean escaped = false;
        if (i < n && s[i] == '\\') {
            i++;
            escaped = true;
        }
        if (startsWith(s, i, "SHA1")) {
            i += 4;
            if (i < n && s[i] == ' ') {
                i++;
            }
            if (i < n && s[i] == '(') {
                return splitBsd(s, i + 1, escaped);
            }
            return null;
        }
        if (n - i < 42 + (i < n && s[i] == '\\' ? 1 : 0)) {
            return null;
        }
        int digestStart = i;
        while (i < n && s[i] != ' ' && s[i] != '\t') {
            i++;
        }
        if (i == n) {
            return null;
        }
        if (i - digestStart != 40 || !allHex(s, digestStart, i)) {
            return null;
        }
        byte[] hex = Arrays.copyOfRange(s, digestStart, i);
        i++; // the whitespace after the digest
        if (n - i == 1 || (s[i] != ' ' && s[i] != '*')) {
            if (bsdReversed == 0) {
                return null;
            }
            bsdReversed = 1;
        } else if (bsdReversed != 1) {
            bsdReversed = 0;
            i++;
        }
        byte[] name = escaped ? Names.unescape(s, i, n) : Arrays.copyOfRange(s, i, n);
        if (name == null || containsNul(name)) {
            return null;
        }
        return new Object[] {hex, name};
    }

    private static Object[] splitBsd(byte[] s, int from, boolean escaped) {
        int n = s.length;
        if (from >= n) {
            return null;
        }
        int close = n - 1;
        while (close > from && s[close] != ')') {
            close--;
        }
        if (s[close] != ')') {
            return null;
        }
        byte[] name = escaped ? Names.unescape(s, from, close) : Arrays.copyOfRange(s, from, close);
        if (name == null || containsNul(name)) {
            return null;
        }
        int i = close + 1;
        while (i < n && (s[i] == ' ' || s[i] == '\t')) {
            i++;
        }
        if (i >= n || s[i] != '=') {
            return null;
        }
        i++;
        while (i < n && (s[i] == ' ' || s[i] == '\t')) {
            i++;
        }
        if (n - i != 40 || !allHex(s, i, n)) {
            return null;
        }
        return new Object[] {Arrays.copyOfRange(s, i, n), name};
    }

    private static boolean startsWith(byte[] s, int at, String prefix) {
        if (s.length - at < prefix.length()) {
            return false;
        }
        for (int k = 0; k < prefix.length(); k++) {
            if (s[at + k] != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    private static boolean allHex(byte[] s, int from, int to) {
        for (int k = from; k < to; k++) {
            if (Character.digit(s[k], 16) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsNul(byte[] s) {
        for (byte b : s) {
            if (b == 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean hexEquals(byte[] hex, byte[] digests, int off) {
        for (int k = 0; k < 20; k++) {
            int v = digests[off + k] & 0xff;
            if (Character.toLowerCase(hex[2 * k]) != HEX[v >> 4]
                    || Character.toLowerCase(hex[2 * k + 1]) != HEX[v & 15]) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- output

    private static boolean isStdin(byte[] name) {
        return name.length == 1 && name[0] == '-';
    }

    private static void writeName(ByteArrayOutputStream line, byte[] name, boolean escape) {
        if (escape) {
            Names.writeEscaped(name, line);
        } else {
            line.writeBytes(name);
        }
    }

    private static void writeHex(ByteArrayOutputStream line, byte[] d, int off) {
        for (int k = 0; k < 20; k++) {
            int v = d[off + k] & 0xff;
            line.write(HEX[v >> 4]);
            line.write(HEX[v & 15]);
        }
    }

    private void write(byte[] b) {
        try {
            out.write(b);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void flushOut() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code hashlanes: <quoted name>: <reason>} on standard error, after what came before on standard output. */
    private void error(byte[] name, String reason) {
        message(Names.quote(name) + ": " + reason);
    }

    private void message(String text) {
        flushOut();
        clearProgress();
        messageRaw(PROGRAM + ": " + text + "\n");
    }

    private void messageRaw(String text) {
        try {
            err.write(text.getBytes(StandardCharsets.UTF_8));
            err.flush();
        } catch (IOException e) {
            // nowhere left to report it
        }
    }

    /** A progress line on a terminal's standard error, once a run has taken more than a second. */
    private void progress() {
        if (!terminal) {
            return;
        }
        long now = System.nanoTime();
        if (now - started < 1_000_000_000L || now - lastProgress < 250_000_000L) {
            return;
        }
        lastProgress = now;
        double seconds = (now - started) / 1e9;
        progressShown = true;
        messageRaw(String.format(java.util.Locale.ROOT, "\r%s: %d files, %.1f MB, %.2f GB/s\u001b[K",
                PROGRAM, files, bytes / 1e6, bytes / 1e9 / seconds));
    }

    private void clearProgress() {
        if (progressShown) {
            progressShown = false;
            messageRaw("\r\u001b[K");
        }
    }
}
