package org.hashlanes.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The process arguments with their exact bytes. The JVM decodes {@code argv} with the platform
 * encoding, losing bytes that are not valid UTF-8; on Linux the original bytes are in
 * {@code /proc/self/cmdline}, whose last entries are our arguments. They are used when their
 * count and (decoded) text agree with what the JVM gave us; otherwise the decoded form is used.
 */
final class Args {
    private Args() {}

    static byte[][] exact(String[] args) {
        byte[][] decoded = new byte[args.length][];
        for (int i = 0; i < args.length; i++) {
            decoded[i] = RawPaths.encode(args[i]);
        }
        if (args.length == 0) {
            return decoded;
        }
        List<byte[]> all;
        try {
            all = split(Files.readAllBytes(Path.of("/proc/self/cmdline")));
        } catch (IOException | RuntimeException e) {
            return decoded;
        }
        if (all.size() < args.length) {
            return decoded;
        }
        byte[][] raw = all.subList(all.size() - args.length, all.size()).toArray(new byte[0][]);
        for (int i = 0; i < args.length; i++) {
            String again = new String(raw[i], RawPaths.charset());
            if (!again.equals(args[i]) && !(again.indexOf('\uFFFD') >= 0 && args[i].indexOf('\uFFFD') >= 0)) {
                return decoded; // not our arguments after all (e.g. an @argfile expanded them)
            }
        }
        return raw;
    }

    private static List<byte[]> split(byte[] cmdline) {
        List<byte[]> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < cmdline.length; i++) {
            if (cmdline[i] == 0) {
                byte[] p = new byte[i - start];
                System.arraycopy(cmdline, start, p, 0, p.length);
                parts.add(p);
                start = i + 1;
            }
        }
        return parts;
    }
}
