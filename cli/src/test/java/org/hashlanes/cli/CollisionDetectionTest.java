package org.hashlanes.cli;

import static org.hashlanes.cli.Tools.args;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
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
 * {@code --detect-collisions} and {@code --git}'s refusal, on the SHAttered and SHA-mbles files of
 * the shared test vectors ({@code -Dhashlanes.vectors=DIR}; skipped without them): flagged files
 * get sha1dcsum's line with sha1dc's published safe hash and exit status 1, the others exactly
 * sha1sum's line.
 */
class CollisionDetectionTest {
    @TempDir
    static Path tmp;
    static Path collisions;
    static Path normal;

    /** Published sha1dc digests of the first file of each pair (issue 14; the reference library's output). */
    static final String SHATTERED_1 = "16e96b70000dd1e7c85b8368ee197754400e58ec";
    static final String SHA_MBLES_1 = "4f3d9be4a472c4dae83c6314aa6c36a064c1fd14";

    @BeforeAll
    static void vectors() throws IOException {
        String prop = System.getProperty("hashlanes.vectors", "").trim();
        assumeTrue(!prop.isEmpty(), "hashlanes.vectors is not set: skipping the collision files");
        collisions = Path.of(prop, "collisions");
        assumeTrue(Files.isRegularFile(collisions.resolve("shattered-1.pdf")), "no collision files under " + prop);
        normal = Files.write(tmp.resolve("normal"), "an ordinary file\n".getBytes(StandardCharsets.US_ASCII));
    }

    static String file(String name) {
        return collisions.resolve(name).toString();
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
        Files.writeString(list, sha1sumLine(file("shattered-1.pdf")) + sha1sumLine(normal.toString()));
        Tools.Result plain = Tools.ours(args("-c", list), new byte[0]);
        assertEquals(0, plain.code, "plain SHA-1 is what the list holds: " + plain);
        Tools.Result detecting = Tools.ours(args("-c", "--detect-collisions", list), new byte[0]);
        assertEquals(file("shattered-1.pdf") + ": FAILED\n" + normal + ": OK\n", detecting.outText());
        assertEquals("hashlanes: " + file("shattered-1.pdf") + ": SHA-1 appears to be part of a collision attack: "
                + SHATTERED_1 + "\nhashlanes: WARNING: 1 computed checksum did NOT match\n", detecting.errText());
        assertEquals(1, detecting.code);
    }

    /**
     * git hashes {@code blob <length>\0} first, which moves the attack blocks off their block
     * boundaries: as git blobs the collision files are not flagged, and {@code --git} (detecting
     * by default) gives {@code git hash-object}'s ids, as git accepts them.
     */
    @Test
    void collisionFilesAreOrdinaryGitBlobs() {
        Tools.Result ours = Tools.ours(args("--git", file("shattered-1.pdf"), file("sha-mbles-1.bin")), new byte[0]);
        assertEquals("ba9aaa145ccd24ef760cf31c74d8f7ca1a2e47b0  " + file("shattered-1.pdf") + "\n"
                + "5a7c30e97646c66422abe0a9793a5fcb9f1cf8d6  " + file("sha-mbles-1.bin") + "\n", ours.outText());
        assertEquals(0, ours.code, ours.toString());
        Tools.Result git;
        try {
            git = Tools.exec(List.of("git", "hash-object", file("shattered-1.pdf"), file("sha-mbles-1.bin")), new byte[0], null);
        } catch (RuntimeException e) {
            assumeTrue(false, "git not available: " + e);
            return;
        }
        assertEquals(ours.outText().replaceAll("  .*", ""), git.outText());
    }

    /**
     * {@code --git} refuses a flagged object as git does, and hashes the other files. No git blob
     * in the vectors is flagged (see above), so the flagged file here is detected on its content
     * (a batch without git's header), then printed by hash mode under {@code --git}: the refusal
     * code, on a real detection.
     */
    @Test
    void gitRefusesAFlaggedObject() throws Exception {
        Batch b = new Batch(Algorithm.SHA1DC, false, new ByteArrayInputStream(new byte[0]));
        b.jobs.add(new Batch.Job(normal.toString().getBytes(StandardCharsets.UTF_8), false, null));
        b.jobs.add(new Batch.Job(file("shattered-1.pdf").getBytes(StandardCharsets.UTF_8), false, null));
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
        assertEquals("hashlanes: " + file("shattered-1.pdf") + ": SHA-1 appears to be part of a collision attack: "
                + SHATTERED_1 + "\n", err.toString(StandardCharsets.UTF_8));
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
