package org.hashlanes.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/** What the report says about the machine: CPU model and the CPU flags that matter to SHA-1. */
final class Machine {
    private Machine() {}

    /** The CPU model from /proc/cpuinfo, or os.arch where there is none. */
    static String cpuModel() {
        for (String line : cpuinfo()) {
            if (line.startsWith("model name")) {
                return line.substring(line.indexOf(':') + 1).trim();
            }
        }
        return System.getProperty("os.arch") + " (no /proc/cpuinfo)";
    }

    /** sha_ni, avx, avx2 and every avx512* flag the CPU reports, sorted; empty if unknown. */
    static List<String> shaFlags() {
        TreeSet<String> flags = new TreeSet<>();
        for (String line : cpuinfo()) {
            if (line.startsWith("flags")) {
                for (String f : line.substring(line.indexOf(':') + 1).trim().split("\\s+")) {
                    if (f.equals("sha_ni") || f.equals("avx") || f.equals("avx2") || f.startsWith("avx512")) {
                        flags.add(f);
                    }
                }
                break;
            }
        }
        return new ArrayList<>(flags);
    }

    /**
     * The 1, 5 and 15 minute load averages from /proc/loadavg, or "unknown": the report shows them
     * so that a reader can see whether other work shared the machine during the run.
     */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Paths.get("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static List<String> cpuinfo() {
        Path p = Paths.get("/proc/cpuinfo");
        try {
            return Files.exists(p) ? Files.readAllLines(p) : List.of();
        } catch (IOException e) {
            return List.of();
        }
    }
}
