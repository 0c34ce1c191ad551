package org.hashlanes.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.apache.spark.sql.SparkSession;
import org.hashlanes.spark.example.DedupFiles;
import org.hashlanes.spark.example.DedupFiles.Group;
import org.hashlanes.spark.example.DedupFiles.Report;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The example job finds exactly the duplicates planted in a directory tree. */
class DedupFilesTest {
    @TempDir
    Path dir;

    @Test
    void findsPlantedDuplicates() throws IOException, NoSuchAlgorithmException {
        Random random = new Random(7);
        Files.createDirectories(dir.resolve("a/b"));
        Files.createDirectories(dir.resolve("c"));
        long bytes = 0;
        for (int i = 0; i < 40; i++) { // distinct files, lengths across the padding edges and beyond
            byte[] b = new byte[1 + i * 37 + (i % 3 == 0 ? 64 : 0)];
            random.nextBytes(b);
            Files.write(dir.resolve((i % 2 == 0 ? "a/" : "c/") + "unique" + i + ".bin"), b);
            bytes += b.length;
        }
        byte[] big = new byte[300_000];
        random.nextBytes(big);
        byte[] small = "hello, dedup\n".getBytes();
        write(dir.resolve("big1"), big);
        write(dir.resolve("a/b/big2"), big);
        write(dir.resolve("c/big3"), big);
        write(dir.resolve("a/small1"), small);
        write(dir.resolve("c/small2"), small);
        write(dir.resolve("empty1"), new byte[0]);
        write(dir.resolve("a/b/empty2"), new byte[0]);
        bytes += 3L * big.length + 2L * small.length;

        SparkSession spark = LocalSpark.start();
        Report r;
        try {
            r = DedupFiles.run(spark, dir.toString(), 5);
        } finally {
            spark.stop();
        }
        System.out.print(r.format());
        // Spark's file sources skip empty files: the two empty ones are not seen (and would save 0 bytes).
        assertEquals(45, r.files());
        assertEquals(bytes, r.bytes());
        assertEquals(42, r.distinctContents());
        assertEquals(2, r.duplicateGroups());
        assertEquals(3, r.duplicateFiles());
        assertEquals(2L * big.length + small.length, r.bytesSaved());
        List<Group> groups = r.largestGroups();
        assertEquals(2, groups.size());
        assertGroup(groups.get(0), big, "a/b/big2", "big1", "c/big3"); // paths sorted
        assertGroup(groups.get(1), small, "a/small1", "c/small2");
        assertFalse(r.executorEngines().isEmpty());
        assertTrue(r.format().contains("bytes saved:       600,013"), r.format());
    }

    private static void write(Path p, byte[] b) throws IOException {
        Files.write(p, b);
    }

    private void assertGroup(Group g, byte[] content, String... relativePaths) throws NoSuchAlgorithmException {
        assertEquals(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(content)), g.sha1());
        assertEquals(content.length, g.length());
        assertEquals(relativePaths.length, g.paths().size());
        for (int i = 0; i < relativePaths.length; i++) {
            assertTrue(g.paths().get(i).endsWith(dir.resolve(relativePaths[i]).toString()),
                    g.paths().get(i) + " is not " + relativePaths[i]);
        }
    }
}
