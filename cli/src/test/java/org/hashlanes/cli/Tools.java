package org.hashlanes.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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

    /**
     * The GNU tool a comparison runs, and what makes ours compute the same: {@code sha1sum} as
     * is, the others with {@code -a NAME}. Comparisons are parameterised over these, in GNU
     * {@code cksum -a}'s order. A row runs once hashlanes has the algorithm ({@link #ourAlgorithm()}) and
     * the machine has GNU's tool ({@link #gnuTool()}); until then it is skipped, saying why.
     */
    enum Flavour {
        MD5("md5sum", List.of("-a", "md5"), false, "d41d8cd98f00b204e9800998ecf8427e"),
        SHA1("sha1sum", List.of(), true, "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        SHA256("sha256sum", List.of("-a", "sha256"), true,
                "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        SHA384("sha384sum", List.of("-a", "sha384"), false,
                "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b"),
        SHA512("sha512sum", List.of("-a", "sha512"), false,
                "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                + "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e");

        /** GNU's program. */
        final String gnu;
        /** Our options that select the same algorithm. */
        final List<String> option;
        /** Whether git has an object format of this algorithm ({@code git init --object-format}). */
        final boolean git;
        /** The digest of the empty message, in hex (published). */
        final String empty;
        /** {@link #gnuTool()}, asked once. */
        private volatile String gnuMissing;

        Flavour(String gnu, List<String> option, boolean git, String empty) {
            this.gnu = gnu;
            this.option = option;
            this.git = git;
            this.empty = empty;
        }

        /** The algorithm's name, as {@code -a} and git's {@code --object-format} spell it. */
        String algorithm() {
            return gnu.substring(0, gnu.length() - "sum".length());
        }

        /** The BSD-style tag of {@code --tag} lines: SHA256. */
        String tag() {
            return algorithm().toUpperCase(java.util.Locale.ROOT);
        }

        /** Ours, once hashlanes has the algorithm (its {@link Algorithm} constant); else null. */
        Algorithm ourAlgorithm() {
            return Algorithm.named(algorithm());
        }

        /** Null if GNU coreutils' tool of this algorithm is on PATH, else why not. */
        String gnuTool() {
            String missing = gnuMissing;
            if (missing == null) {
                String why;
                try {
                    Result r = exec(List.of(gnu, "--version"), new byte[0], null);
                    why = r.code == 0 && r.outText().contains("GNU coreutils") ? "" : gnu + " on PATH is not GNU's";
                } catch (UncheckedIOException e) {
                    why = "GNU " + gnu + " not on PATH";
                }
                gnuMissing = missing = why;
            }
            return missing.isEmpty() ? null : missing;
        }

        /** Skips the calling test unless hashlanes has the algorithm. */
        void assumeOurs() {
            assumeTrue(ourAlgorithm() != null, "hashlanes has no -a " + algorithm() + " yet: " + gnu + " comparisons skipped");
        }

        /** Skips the calling test unless both hashlanes and GNU have the algorithm. */
        void assumeBoth() {
            assumeOurs();
            String missing = gnuTool();
            assumeTrue(missing == null, () -> missing + ": comparisons skipped");
        }

        /** The rows hashlanes has the algorithm of. */
        static List<Flavour> supported() {
            List<Flavour> all = new ArrayList<>();
            for (Flavour f : values()) {
                if (f.ourAlgorithm() != null) {
                    all.add(f);
                }
            }
            return all;
        }

        /** {@code args} after our options that select this algorithm. */
        byte[][] ours(byte[][] args) {
            List<byte[]> all = new ArrayList<>();
            for (String o : option) {
                all.add(o.getBytes(StandardCharsets.UTF_8));
            }
            all.addAll(Arrays.asList(args));
            return all.toArray(new byte[0][]);
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

    /** Ours in-process, computing what {@code flavour}'s GNU tool computes. */
    static Result ours(Flavour flavour, byte[][] args, byte[] stdin) {
        return ours(flavour.ours(args), stdin);
    }

    static Result ours(byte[][] args, byte[] stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(stdin), out, err);
        return new Result(code, out.toByteArray(), err.toByteArray());
    }

    /** True if GNU coreutils' sha1sum is on PATH. */
    static boolean gnuAvailable() {
        return Flavour.SHA1.gnuTool() == null;
    }

    static String gnuVersion() {
        return exec(List.of("sha1sum", "--version"), new byte[0], null).outText().lines().findFirst().orElse("?");
    }

    /**
     * GNU sha1sum with exactly these argument bytes (through bash's readarray, since a Java
     * process cannot pass bytes that are not valid UTF-8), its program name made ours.
     */
    static Result gnu(byte[][] args, byte[] stdin) {
        return gnu(Flavour.SHA1, args, stdin);
    }

    /** As {@link #gnu(byte[][], byte[])}, with {@code flavour}'s GNU tool. */
    static Result gnu(Flavour flavour, byte[][] args, byte[] stdin) {
        return renamed(viaBash(flavour.gnu, args, stdin), flavour.gnu);
    }

    /** {@code r} with the program name {@code gnu} in its standard error made ours. */
    static Result renamed(Result r, String gnu) {
        return new Result(r.code, r.out, r.errText().replace(gnu, Main.PROGRAM).getBytes(StandardCharsets.UTF_8));
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
