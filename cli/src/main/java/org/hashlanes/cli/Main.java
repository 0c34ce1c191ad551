package org.hashlanes.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code hashlanes}: a GNU {@code sha1sum}-compatible command that hashes many files at once
 * through the library, plus {@code -r}, {@code --git} and {@code --stats}; GNU's tool of every
 * other {@link Algorithm} with {@code -a NAME} or when run under its name ({@code sha256sum}), and
 * sha1dc's collision detection.
 *
 * <p>{@link #run(String[], InputStream, OutputStream, OutputStream)} runs it in-process and
 * returns the exit status, changing no process-wide state (system properties, log levels);
 * {@link #main} is the process entry point.
 */
public final class Main {
    /** The program name in messages, unless the launcher says it was run under another (e.g. sha256sum). */
    static final String PROGRAM = "hashlanes";
    static final String VERSION = "0.1.0-SNAPSHOT";
    /** The status a shell reports for a process killed by SIGPIPE (128 + 13), as sha1sum would be. */
    static final int BROKEN_PIPE = 141;

    private Main() {}

    /** Process entry point: arguments with their exact bytes, standard streams, exit status. */
    public static void main(String[] args) {
        OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
        OutputStream err = new FileOutputStream(FileDescriptor.err);
        InputStream in = new FileInputStream(FileDescriptor.in);
        // The launcher says whether standard error is a terminal; Java alone can only ask about stdin/stdout.
        String tty = System.getProperty("hashlanes.stderrTerminal");
        boolean terminal = tty != null ? Boolean.parseBoolean(tty) : System.console() != null;
        long progressAfter = Long.getLong("hashlanes.progressAfterMillis", 1000);
        // The launcher passes the name it was run under: a symbolic link named sha256sum selects SHA-256.
        String program = System.getProperty("hashlanes.program", PROGRAM);
        System.exit(run(Args.exact(args), in, new Output(program, out, err, terminal ? progressAfter : -1)));
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
        return run(args, stdin, new Output(PROGRAM, stdout, stderr, -1));
    }

    private static int run(byte[][] args, InputStream in, Output output) {
        int status;
        try {
            status = dispatch(args, in, output);
        } catch (Output.BrokenPipe e) {
            return BROKEN_PIPE;
        }
        try {
            return output.close() ? status : 1;
        } catch (Output.BrokenPipe e) {
            return BROKEN_PIPE;
        }
    }

    private static int dispatch(byte[][] args, InputStream in, Output output) {
        Options opt;
        try {
            opt = Options.parse(args, output.program);
        } catch (Options.UsageException e) {
            output.message(e.getMessage());
            output.note("Try '" + output.program + " --help' for more information.\n");
            return 1;
        }
        if (opt.help) {
            output.write(Help.text(output.program, opt.algorithm).getBytes(StandardCharsets.UTF_8));
            return 0;
        }
        if (opt.version) {
            String name = output.program.equals(PROGRAM) ? PROGRAM : output.program + " (" + PROGRAM + ")";
            output.write((name + " " + VERSION + "\n" + opt.algorithm.jdkName + " engine: " + opt.algorithm.libraryEngine()
                    + "\nfile names kept byte-exact: " + (RawPaths.exact() ? "yes" : "no") + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            return 0;
        }
        List<byte[]> operands = new ArrayList<>(opt.operands);
        if (operands.isEmpty()) {
            operands.add(new byte[] {'-'});
        }
        boolean ok = opt.check ? new CheckMode(opt, output, in).run(operands)
                : new HashMode(opt, output, in).run(operands);
        output.clearProgress();
        if (opt.stats) {
            output.flush();
            output.stats(opt.algorithm.engine());
        }
        return ok ? 0 : 1;
    }

    static boolean isStdin(byte[] name) {
        return name.length == 1 && name[0] == '-';
    }
}
