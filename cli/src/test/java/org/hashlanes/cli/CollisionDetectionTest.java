package org.hashlanes.cli;

import static org.hashlanes.cli.Tools.args;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --detect-collisions} and {@code --git}'s refusal: flagged files get sha1dcsum's line with
 * the reference's safe hash and exit status 1, the others exactly sha1sum's line. On SHAttered's
 * 320 colliding bytes (test resources, always) and, with the shared test vectors
 * ({@code -Dhashlanes.vectors=DIR}; skipped without them), on the whole SHAttered and SHA-mbles files.
 */
class CollisionDetectionTest {
    @TempDir
    static Path tmp;
    /** A directory holding shattered-1.bin and shattered-2.bin (the test resources, as files). */
    static Path prefixes;
    static Path normal;
    /** The reference's lines for the prefixes (sha1dcsum.txt), file name last. */
    static List<String> sha1dcsum;

    /** Published sha1dc digests of the first file of each pair (issue 14; the reference library's output). */
    static final String SHATTERED_1 = "16e96b70000dd1e7c85b8368ee197754400e58ec";
    static final String SHA_MBLES_1 = "4f3d9be4a472c4dae83c6314aa6c36a064c1fd14";

    @BeforeAll
    static void files() throws IOException {
        prefixes = Files.createDirectory(tmp.resolve("shattered-320"));
        for (String name : List.of("shattered-1.bin", "shattered-2.bin", "sha1dcsum.txt")) {
            try (InputStream in = CollisionDetectionTest.class.getResourceAsStream("/shattered-320/" + name)) {
                assertNotNull(in, "test resource shattered-320/" + name + " (src/test-data)");
                Files.write(prefixes.resolve(name), in.readAllBytes());
            }
        }
        sha1dcsum = Files.readAllLines(prefixes.resolve("sha1dcsum.txt"));
        Files.delete(prefixes.resolve("sha1dcsum.txt"));
        normal = Files.write(tmp.resolve("normal"), "an ordinary file\n".getBytes(StandardCharsets.US_ASCII));
    }

    /** The path of prefix {@code n} (1 or 2). */
    static String prefix(int n) {
        return prefixes.resolve("shattered-" + n + ".bin").toString();
    }

    /** The reference's safe hash of prefix {@code n}. */
    static String safe(int n) {
        return sha1dcsum.get(n - 1).substring(0, 40);
    }

    /** The reference's sha1dcsum line for prefix {@code n}, named by {@code name}. */
    static String flaggedLine(int n, String name) {
        assertTrue(sha1dcsum.get(n - 1).endsWith(" *coll* shattered-" + n + ".bin"), sha1dcsum.toString());
        return safe(n) + " *coll* " + name;
    }

    /** The whole collision files of the shared test vectors; skips the test without them. */
    static Path collisions() {
        String prop = System.getProperty("hashlanes.vectors", "").trim();
        assumeTrue(!prop.isEmpty(), "hashlanes.vectors is not set: skipping the whole collision files");
        Path dir = Path.of(prop, "collisions");
        assumeTrue(Files.isRegularFile(dir.resolve("shattered-1.pdf")), "no collision files under " + prop);
        return dir;
    }

    static String file(String name) {
        return collisions().resolve(name).toString();
    }

    /** sha1sum's line for {@code path}: GNU's own where it is installed, else made from MessageDigest. */
    static String sha1sumLine(String path) throws Exception {
        if (Tools.gnuAvailable()) {
            return Tools.gnu(args(path), new byte[0]).outText();
        }
        byte[] d = MessageDigest.getInstance("SHA-1").digest(Files.readAllBytes(Path.of(path)));
        return HexFormat.of().formatHex(d) + "  " + path + "\n";
    }

    @Test
    void flaggedPrefixesGetSha1dcsumsMarkerAndTheOthersSha1sumsLine() throws Exception {
        Tools.Result r = Tools.ours(args("--detect-collisions", prefix(1), normal, prefix(2)), new byte[0]);
        assertEquals(flaggedLine(1, prefix(1)) + "\n" + sha1sumLine(normal.toString()) + flaggedLine(2, prefix(2)) + "\n",
                r.outText(), r.toString());
        assertEquals("", r.errText());
        assertEquals(1, r.code, "a flagged file makes the exit status 1");
        // Without detection they are plain SHA-1, and collide.
        Tools.Result plain = Tools.ours(args(prefix(1), prefix(2)), new byte[0]);
        assertEquals(sha1sumLine(prefix(1)) + sha1sumLine(prefix(2)), plain.outText());
        assertEquals(plain.outText().substring(0, 40), plain.outText().split("\n")[1].substring(0, 40));

        Tools.Result clean = Tools.ours(args("--detect-collisions", "-b", normal), new byte[0]);
        assertEquals(Tools.ours(args("-b", normal), new byte[0]).outText(), clean.outText());
        assertEquals(0, clean.code, clean.toString());
    }

    @Test
    void flaggedFilesGetSha1dcsumsMarkerAndTheOthersSha1sumsLine() throws Exception {
        String reduced = file("sha1_reducedsha_coll.bin"); // flagged only with the reduced-round option, off by default
        Tools.Result r = Tools.ours(args("--detect-collisions", file("shattered-1.pdf"), normal, file("sha-mbles-1.bin"),
                reduced, file("shattered-2.pdf"), file("sha-mbles-2.bin")), new byte[0]);
        String[] lines = r.outText().split("\n", -1);
        assertEquals(SHATTERED_1 + " *coll* " + file("shattered-1.pdf"), lines[0], r.toString());
        assertEquals(sha1sumLine(normal.toString()), lines[1] + "\n");
        assertEquals(SHA_MBLES_1 + " *coll* " + file("sha-mbles-1.bin"), lines[2], r.toString());
        assertEquals(sha1sumLine(reduced), lines[3] + "\n");
        assertTrue(lines[4].endsWith(" *coll* " + file("shattered-2.pdf")), r.toString());
        assertTrue(lines[5].endsWith(" *coll* " + file("sha-mbles-2.bin")), r.toString());
        assertEquals("", r.errText());
        assertEquals(1, r.code, "a flagged file makes the exit status 1");

        Tools.Result clean = Tools.ours(args("--detect-collisions", "-b", normal, reduced), new byte[0]);
        assertEquals(Tools.ours(args("-b", normal, reduced), new byte[0]).outText(), clean.outText());
        assertEquals(0, clean.code, clean.toString());
    }

    /** -r walks as usual; a flagged file keeps the marker whatever -b/-t say; standard input is detected too. */
    @Test
    void recursiveAndStandardInput() throws Exception {
        Tools.Result r = Tools.ours(args("--detect-collisions", "-b", "-r", prefixes), new byte[0]);
        assertTrue(r.outText().contains(flaggedLine(1, prefixes + "/shattered-1.bin") + "\n"), r.toString());
        assertTrue(r.outText().contains(flaggedLine(2, prefixes + "/shattered-2.bin") + "\n"), r.toString());
        assertEquals(1, r.code);
        Tools.Result stdin = Tools.ours(args("--detect-collisions"), Files.readAllBytes(Path.of(prefix(2))));
        assertEquals(flaggedLine(2, "-") + "\n", stdin.outText());
        assertEquals(1, stdin.code);
    }

    /** The same on the whole files: the reduced-round sample is an ordinary file. */
    @Test
    void recursiveAndStandardInputOnTheWholeFiles() throws Exception {
        Path collisions = collisions();
        Tools.Result r = Tools.ours(args("--detect-collisions", "-b", "-r", collisions), new byte[0]);
        assertTrue(r.outText().contains(SHATTERED_1 + " *coll* " + collisions + "/shattered-1.pdf\n"), r.toString());
        assertTrue(r.outText().contains(" *" + collisions + "/sha1_reducedsha_coll.bin\n"), r.toString());
        assertEquals(1, r.code);
        Tools.Result stdin = Tools.ours(args("--detect-collisions"), Files.readAllBytes(collisions.resolve("sha-mbles-1.bin")));
        assertEquals(SHA_MBLES_1 + " *coll* -\n", stdin.outText());
        assertEquals(1, stdin.code);
    }

    /** In check mode a flagged file fails, with git's message, whatever its list says. */
    @Test
    void checkFailsFlaggedFiles() throws Exception {
        Path list = tmp.resolve("list.sha1");
        Files.writeString(list, sha1sumLine(prefix(1)) + sha1sumLine(normal.toString()));
        Tools.Result plain = Tools.ours(args("-c", list), new byte[0]);
        assertEquals(0, plain.code, "plain SHA-1 is what the list holds: " + plain);
        Tools.Result detecting = Tools.ours(args("-c", "--detect-collisions", list), new byte[0]);
        assertEquals(prefix(1) + ": FAILED\n" + normal + ": OK\n", detecting.outText());
        assertEquals("hashlanes: " + prefix(1) + ": SHA-1 appears to be part of a collision attack: "
                + safe(1) + "\nhashlanes: WARNING: 1 computed checksum did NOT match\n", detecting.errText());
        assertEquals(1, detecting.code);
    }

    /**
     * git hashes {@code blob <length>\0} first, which moves the attack blocks off their block
     * boundaries: as git blobs the prefixes are not flagged, and {@code --git} (detecting by
     * default) gives their git ids (MessageDigest's SHA-1 of header and content, and
     * {@code git hash-object}'s where git is installed).
     */
    @Test
    void prefixesAreOrdinaryGitBlobs() throws Exception {
        Tools.Result ours = Tools.ours(args("--git", prefix(1), prefix(2)), new byte[0]);
        StringBuilder want = new StringBuilder();
        for (int n = 1; n <= 2; n++) {
            MessageDigest md = MessageDigest.getInstance("SHA-1");
            md.update("blob 320\0".getBytes(StandardCharsets.US_ASCII));
            want.append(HexFormat.of().formatHex(md.digest(Files.readAllBytes(Path.of(prefix(n)))))).append("  ")
                    .append(prefix(n)).append('\n');
        }
        assertEquals(want.toString(), ours.outText());
        assertEquals(0, ours.code, ours.toString());
        assertSameAsGit(ours, prefix(1), prefix(2));
    }

    /** The same on the whole files, whose git ids are known. */
    @Test
    void collisionFilesAreOrdinaryGitBlobs() {
        Tools.Result ours = Tools.ours(args("--git", file("shattered-1.pdf"), file("sha-mbles-1.bin")), new byte[0]);
        assertEquals("ba9aaa145ccd24ef760cf31c74d8f7ca1a2e47b0  " + file("shattered-1.pdf") + "\n"
                + "5a7c30e97646c66422abe0a9793a5fcb9f1cf8d6  " + file("sha-mbles-1.bin") + "\n", ours.outText());
        assertEquals(0, ours.code, ours.toString());
        assertSameAsGit(ours, file("shattered-1.pdf"), file("sha-mbles-1.bin"));
    }

    /** {@code git hash-object}'s ids are those of {@code ours}' lines; skips where git is not installed. */
    private static void assertSameAsGit(Tools.Result ours, String... files) {
        List<String> command = new java.util.ArrayList<>(List.of("git", "hash-object"));
        command.addAll(List.of(files));
        Tools.Result git;
        try {
            git = Tools.exec(command, new byte[0], null);
        } catch (RuntimeException e) {
            assumeTrue(false, "git not available: " + e);
            return;
        }
        assertEquals(ours.outText().replaceAll("  .*", ""), git.outText());
    }

    /**
     * {@code --git} refuses a flagged object as git does, and hashes the other files. No git blob
     * here is flagged (see above), so the flagged file is detected on its content (a batch without
     * git's header), then printed by hash mode under {@code --git}: the refusal code, on a real
     * detection.
     */
    @Test
    void gitRefusesAFlaggedObject() throws Exception {
        Batch b = new Batch(Algorithm.SHA1DC, false, new ByteArrayInputStream(new byte[0]));
        b.jobs.add(new Batch.Job(normal.toString().getBytes(StandardCharsets.UTF_8), false, null));
        b.jobs.add(new Batch.Job(prefix(1).getBytes(StandardCharsets.UTF_8), false, null));
        b.run();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Output output = new Output(Main.PROGRAM, out, err, -1);
        Options git = Options.parse(args("--git"), Main.PROGRAM);
        assertEquals(Algorithm.SHA1DC, git.algorithm, "--git detects collisions by default, as git does");
        HashMode mode = new HashMode(git, output, new ByteArrayInputStream(new byte[0]));
        mode.print(b);
        assertTrue(output.close());
        assertEquals(sha1sumLine(normal.toString()), out.toString(StandardCharsets.UTF_8));
        assertEquals("hashlanes: " + prefix(1) + ": SHA-1 appears to be part of a collision attack: "
                + safe(1) + "\n", err.toString(StandardCharsets.UTF_8));
        assertTrue(!mode.ok(), "a refused object makes the exit status 1");
        assertEquals(Algorithm.SHA1, Options.parse(args("--git", "--no-detect-collisions"), Main.PROGRAM).algorithm);
        assertEquals(Algorithm.SHA256, Options.parse(args("--git", "-a", "sha256"), Main.PROGRAM).algorithm);
    }

    @Test
    void usageErrors() {
        Tools.Result sha256 = Tools.ours(args("--detect-collisions", "-a", "sha256", "x"), new byte[0]);
        assertEquals("hashlanes: --detect-collisions is for SHA-1 only\nTry 'hashlanes --help' for more information.\n",
                sha256.errText());
        assertEquals(1, sha256.code);
        Tools.Result tag = Tools.ours(args("--detect-collisions", "--tag", "x"), new byte[0]);
        assertTrue(tag.errText().startsWith("hashlanes: --detect-collisions and --tag cannot be combined"), tag.errText());
        assertEquals(1, tag.code);
    }
}
