package org.hashlanes.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs hashlanes (in-process or as a child JVM) and the reference tools, and compares them. */
final class Tools {
    private Tools() {}

    /** Exit status, standard output and standard error of one run. */
    static final class Result {
        final int code;
        final byte[] out;
        final byte[] err;

        Result(int code, byte[] out, byte[] err) {
            this.code = code;
            this.out = out;
            this.err = err;
        }

        String outText() {
            return new String(out, StandardCharsets.UTF_8);
        }

        String errText() {
            return new String(err, StandardCharsets.UTF_8);
        }

        @Override
        public String toString() {
            return "exit " + code + "\n--- stdout\n" + outText() + "--- stderr\n" + errText();
        }
    }

    static byte[][] args(Object... parts) {
        byte[][] a = new byte[parts.length][];
        for (int i = 0; i < parts.length; i++) {
            Object p = parts[i];
            a[i] = p instanceof byte[] ? (byte[]) p : p instanceof Path ? RawPaths.bytes((Path) p)
                    : p.toString().getBytes(StandardCharsets.UTF_8);
        }
        return a;
    }

    static Result ours(byte[][] args, byte[] stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(stdin), out, err);
        return new Result(code, out.toByteArray(), err.toByteArray());
    }

    /** True if GNU coreutils' sha1sum is on PATH. */
    static boolean gnuAvailable() {
        try {
            Result r = exec(List.of("sha1sum", "--version"), new byte[0], null);
            return r.code == 0 && r.outText().contains("GNU coreutils");
        } catch (UncheckedIOException e) {
            return false;
        }
    }

    static String gnuVersion() {
        return exec(List.of("sha1sum", "--version"), new byte[0], null).outText().lines().findFirst().orElse("?");
    }

    /**
     * GNU sha1sum with exactly these argument bytes (through bash's readarray, since a Java
     * process cannot pass bytes that are not valid UTF-8), its program name made ours.
     */
    static Result gnu(byte[][] args, byte[] stdin) {
        Result r = viaBash("sha1sum", args, stdin);
        String err = r.errText().replace("sha1sum", Main.PROGRAM);
        return new Result(r.code, r.out, err.getBytes(StandardCharsets.UTF_8));
    }

    /** Runs {@code command args...} through bash, with the arguments' exact bytes. */
    static Result viaBash(String command, byte[][] args, byte[] stdin) {
        try {
            Path argFile = Files.createTempFile("hashlanes-args", ".bin");
            try {
                ByteArrayOutputStream nul = new ByteArrayOutputStream();
                for (byte[] a : args) {
                    nul.writeBytes(a);
                    nul.write(0);
                }
                Files.write(argFile, nul.toByteArray());
                return exec(List.of("bash", "-c", "readarray -d '' a < \"$1\"; exec " + command + " \"${a[@]}\"",
                        "bash", argFile.toString()), stdin, null);
            } finally {
                Files.deleteIfExists(argFile);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Result exec(List<String> command, byte[] stdin, Path dir) {
        ProcessBuilder pb = new ProcessBuilder(command);
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        pb.environment().put("LC_ALL", "C.UTF-8");
        try {
            Process p = pb.start();
            CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
            CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
            try (OutputStream in = p.getOutputStream()) {
                in.write(stdin);
            } catch (IOException ignored) {
                // the command need not read its input
            }
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IllegalStateException("timed out: " + command);
            }
            return new Result(p.exitValue(), out.join(), err.join());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static byte[] readAll(InputStream in) {
        try (in) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void assertSame(Result gnu, Result ours, String what) {
        String context = what + "\nGNU:\n" + gnu + "\nours:\n" + ours;
        assertEquals(gnu.outText(), ours.outText(), "stdout differs: " + context);
        assertEquals(Arrays.toString(gnu.out), Arrays.toString(ours.out), "stdout bytes differ: " + context);
        assertEquals(gnu.errText(), ours.errText(), "stderr differs: " + context);
        assertEquals(gnu.code, ours.code, "exit status differs: " + context);
    }

    static byte[] concat(byte[] a, String b) {
        byte[] bb = b.getBytes(StandardCharsets.UTF_8);
        byte[] r = Arrays.copyOf(a, a.length + bb.length);
        System.arraycopy(bb, 0, r, a.length, bb.length);
        return r;
    }

    static List<byte[]> list(byte[]... items) {
        return new ArrayList<>(Arrays.asList(items));
    }
}
