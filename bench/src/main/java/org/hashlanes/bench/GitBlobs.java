package org.hashlanes.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The {@code git-objects} workload: every tracked file of a real repository as a git blob
 * object, {@code "blob " + size + "\0" + content}, whose SHA-1 is the blob's git object id.
 *
 * <p>The repository is the one named by the system property {@value #REPO_PROPERTY}, else the
 * one holding the working directory (normally this project's own checkout). Files are listed with
 * {@code git ls-files} when git is installed, else by walking the tree. Without a repository the
 * workload falls back to generated files of source-like sizes, and says so. When git is installed,
 * setup checks a few digests against {@code git hash-object}: the workload must really be git's.
 */
final class GitBlobs {
    static final String REPO_PROPERTY = "hashlanes.repo";
    private static final int CHECKED_FILES = 5;

    private GitBlobs() {}

    static Messages load() {
        Path root = findRoot();
        if (root == null) {
            System.out.println("[git-objects] no git repository found from " + Paths.get("").toAbsolutePath()
                    + " (set -D" + REPO_PROPERTY + "=DIR); using 400 generated files instead");
            return new Messages("git-objects", generated());
        }
        try {
            List<Path> files = listFiles(root);
            List<ByteBuffer> blobs = new ArrayList<>(files.size());
            for (Path f : files) {
                blobs.add(ByteBuffer.wrap(blob(Files.readAllBytes(root.resolve(f)))));
            }
            Messages m = new Messages("git-objects", blobs);
            checkAgainstGit(root, files);
            System.out.println("[git-objects] " + m + " from " + root);
            return m;
        } catch (IOException e) {
            throw new IllegalStateException("git-objects: cannot read the repository at " + root + ": " + e, e);
        }
    }

    /** {@code "blob <size>\0"} followed by {@code content}: the bytes git hashes for a blob. */
    static byte[] blob(byte[] content) {
        byte[] header = ("blob " + content.length + "\0").getBytes(StandardCharsets.US_ASCII);
        byte[] out = new byte[header.length + content.length];
        System.arraycopy(header, 0, out, 0, header.length);
        System.arraycopy(content, 0, out, header.length, content.length);
        return out;
    }

    private static Path findRoot() {
        String named = System.getProperty(REPO_PROPERTY, "").trim();
        if (!named.isEmpty()) {
            Path p = Paths.get(named).toAbsolutePath().normalize();
            if (!Files.exists(p.resolve(".git"))) {
                throw new IllegalStateException(REPO_PROPERTY + "=" + named + " is not the root of a git repository");
            }
            return p;
        }
        for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve(".git"))) { // a directory, or a file in a worktree
                return p;
            }
        }
        return null;
    }

    /** Tracked regular files (relative paths), or every regular file outside .git and target/ without git. */
    private static List<Path> listFiles(Path root) throws IOException {
        List<Path> listed = new ArrayList<>();
        String out;
        try {
            out = git(root, "ls-files", "-z");
        } catch (IOException gitFailed) {
            System.out.println("[git-objects] " + gitFailed.getMessage() + "; walking the tree instead");
            out = null;
        }
        if (out != null) {
            for (String name : out.split("\0")) {
                if (!name.isEmpty()) {
                    listed.add(Paths.get(name));
                }
            }
        } else {
            try (Stream<Path> walk = Files.walk(root)) {
                listed = walk.map(root::relativize).filter(GitBlobs::notBuildOrGit).collect(Collectors.toList());
            }
        }
        List<Path> files = new ArrayList<>();
        for (Path p : listed) {
            // Symbolic links are blobs of their target's name in git: leave them out.
            if (Files.isRegularFile(root.resolve(p), LinkOption.NOFOLLOW_LINKS)) {
                files.add(p);
            }
        }
        if (files.isEmpty()) {
            throw new IllegalStateException("git-objects: no files in " + root);
        }
        return files;
    }

    private static boolean notBuildOrGit(Path relative) {
        for (Path part : relative) {
            if (part.toString().equals(".git") || part.toString().equals("target")) {
                return false;
            }
        }
        return true;
    }

    /** A few blobs (smallest, largest, some between) must have git's own object ids. */
    private static void checkAgainstGit(Path root, List<Path> files) throws IOException {
        if (git(root, "--version") == null) {
            System.out.println("[git-objects] git not found: skipping the git hash-object check");
            return;
        }
        List<Path> bySize = new ArrayList<>(files);
        bySize.sort(Comparator.comparingLong(p -> size(root.resolve(p))));
        HexFormat hex = HexFormat.of();
        int n = Math.min(CHECKED_FILES, bySize.size());
        for (int k = 0; k < n; k++) {
            Path f = bySize.get(n == 1 ? 0 : (int) ((long) k * (bySize.size() - 1) / (n - 1)));
            String ours = hex.formatHex(sha1(blob(Files.readAllBytes(root.resolve(f)))));
            String theirs;
            try {
                theirs = git(root, "hash-object", "--", f.toString());
            } catch (IOException gitFailed) {
                System.out.println("[git-objects] " + gitFailed.getMessage() + ": skipping the git hash-object check");
                return;
            }
            if (theirs == null || !ours.equals(theirs.trim())) {
                throw new IllegalStateException("git-objects: blob of " + f + " hashes to " + ours
                        + " but git hash-object says " + theirs);
            }
        }
        System.out.println("[git-objects] " + n + " blob ids match git hash-object");
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }

    /** git's standard output, or null if git cannot be run; throws if git runs and fails. */
    private static String git(Path dir, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add("git");
        cmd.addAll(List.of(args));
        Process p;
        try {
            p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(false)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException notInstalled) {
            return null;
        }
        byte[] out;
        try (InputStream in = p.getInputStream()) {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            in.transferTo(buf);
            out = buf.toByteArray();
        }
        try {
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IOException("git " + String.join(" ", args) + " failed in " + dir);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        return new String(out, StandardCharsets.UTF_8);
    }

    /** 400 files with a source tree's spread of sizes (log-uniform, 100 B to 200 KB), fixed seed. */
    private static List<ByteBuffer> generated() {
        SplittableRandom r = new SplittableRandom(6);
        List<ByteBuffer> out = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            int size = (int) Math.exp(Math.log(100) + r.nextDouble() * (Math.log(200_000) - Math.log(100)));
            byte[] content = new byte[size];
            r.nextBytes(content);
            out.add(ByteBuffer.wrap(blob(content)));
        }
        return out;
    }

    private static byte[] sha1(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-1").digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
