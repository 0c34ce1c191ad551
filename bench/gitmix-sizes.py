#!/usr/bin/env python3
"""Writes the size distribution of the gitmix workload: a seeded sample of the file sizes of
OpenJDK's own sources, as shipped in a JDK's lib/src.zip (each file there is a blob of the OpenJDK
repository at that release; a file's uncompressed size is its blob's size).

    bench/gitmix-sizes.py /usr/lib/jvm/temurin-25-jdk-amd64/lib/src.zip > \
        bench/src/main/resources/org/hashlanes/bench/gitmix-sizes.txt

The output is deterministic for a given src.zip: the sample is drawn with random.Random(20261201).
"""
import os
import random
import statistics
import sys
import zipfile

SAMPLE = 4000
SEED = 20261201


def main(path):
    with zipfile.ZipFile(path) as z:
        sizes = sorted(i.file_size for i in z.infolist() if not i.is_dir())
    sample = random.Random(SEED).sample(sizes, SAMPLE)
    ordered = sorted(sample)
    pct = lambda p: ordered[min(len(ordered) - 1, int(p * len(ordered)))]
    release = ""
    try:  # the JDK's release file, beside lib/: which OpenJDK release these sources are
        with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(path))), "release")) as f:
            props = dict(l.strip().split("=", 1) for l in f if "=" in l)
        release = " (%s %s)" % (props.get("IMPLEMENTOR", "?").strip('"'), props.get("JAVA_RUNTIME_VERSION", props.get("JAVA_VERSION", "?")).strip('"'))
    except OSError:
        pass
    print("# gitmix: message sizes for the hashlanes benchmark, one size in bytes per line.")
    print("# Source: the file sizes of OpenJDK's sources in a JDK's lib/src.zip (each file is a blob of the")
    print("# OpenJDK repository at that release), sampled by bench/gitmix-sizes.py:")
    print("#   %d of the %d files of %s%s," % (SAMPLE, len(sizes), path, release))
    print("#   drawn with Python's random.Random(%d).sample, in that (random) order." % SEED)
    print("# Sample: median %d B, 10th percentile %d B, 90th %d B, 99th %d B, largest %d B, mean %d B."
          % (statistics.median(sample), pct(0.10), pct(0.90), pct(0.99), ordered[-1], statistics.mean(sample)))
    for s in sample:
        print(s)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/jvm/temurin-25-jdk-amd64/lib/src.zip")
