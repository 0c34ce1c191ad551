#!/usr/bin/env python3
"""MD5 (RFC 1321) from one description: the scalar rounds of ScalarMd5 and the lane rounds of
Md5LaneKernelTemplate.

Usage: md5.py scalar          the 64 unrolled rounds of ScalarMd5.compressBlocks0
       md5.py lanes [SPLIT]   compress() and the round methods of Md5LaneKernelTemplate;
                              SPLIT = rounds per method (default 16: one method per function)

The description (RFC 1321 3.4): round i (0..63) of function F, G, H or I (16 rounds each) is
    a = b + ((a + f(b, c, d) + X[g(i)] + T[i]) <<< s(i))
with T[i] = floor(2^32 * |sin(i + 1)|), the shift amounts S and the message index orders of
ORDER.  The four working variables rotate by name, not by assignment: round i writes the
variable that holds "a" at i, NAMES[-i mod 4], and after 64 rounds the names are back in place.

Each round sums a + X + T (ready long before the newest b) before f of the newest b, then the
rotate and + b: the chain from one b to the next is f's operations on b, one add, the rotate and
one add.  f is written so that b comes in last: F = d ^ (b & (c ^ d)), G = (c & ~d) + (b & d)
(the two terms are disjoint, so + is |, and (c & ~d) joins the early sum), H = (c ^ d) ^ b,
I = c ^ (b | ~d).  In the lanes each message word is read from the work array where it is used
(a memory operand), as isa-l's md5_mb reads its transposed words from the stack: 16 words as
locals beside the state and temporaries would not fit in AVX2's 16 registers. The work array
has two areas of 16 words, used by alternate blocks below 16 lanes, so that the next block can be loaded while
this one's last rounds run.
"""
import math
import sys

NAMES = "abcd"
T = [int(abs(math.sin(i + 1)) * 2 ** 32) & 0xFFFFFFFF for i in range(64)]
S = [(7, 12, 17, 22), (5, 9, 14, 20), (4, 11, 16, 23), (6, 10, 15, 21)]
ORDER = [lambda i: i, lambda i: (5 * i + 1) % 16, lambda i: (3 * i + 5) % 16, lambda i: (7 * i) % 16]
# RFC 1321's own listing of T, to catch a platform whose sin() is off in the last bit.
assert T[0] == 0xd76aa478 and T[1] == 0xe8c7b756 and T[31] == 0x8d2a4c8a and T[63] == 0xeb86d391, T


def names_at(i):
    """At round i the variable holding "a" is NAMES[-i mod 4], "b" the one after it, and so on."""
    return [NAMES[(k - i) % 4] for k in range(4)]


def step(i):
    """(a, b, c, d, message word, constant, shift, function index) of round i."""
    a, b, c, d = names_at(i)
    fn = i // 16
    return a, b, c, d, ORDER[fn](i), T[i], S[fn][i % 4], fn


def scalar_round(i):
    a, b, c, d, g, t, s, fn = step(i)
    early = f"{a} + w{g} + 0x{t:08x}"
    body = [f"({d} ^ ({b} & ({c} ^ {d})))",
            f"({c} & ~{d}) + ({b} & {d})",
            f"({c} ^ {d} ^ {b})",
            f"({c} ^ ({b} | ~{d}))"][fn]
    return f"{a} = {b} + Integer.rotateLeft({early} + {body}, {s});"


def lane_round(i):
    a, b, c, d, g, t, s, fn = step(i)
    early = f"{a}.add(IntVector.fromArray(S, work, w + {g} * L)).add(IntVector.broadcast(S, 0x{t:08x}))"
    full = [f"{early}.add({d}.lanewise(XOR, {b}.and({c}.lanewise(XOR, {d}))))",
            f"{early}.add({c}.lanewise(AND_NOT, {d})).add({b}.and({d}))",
            f"{early}.add({c}.lanewise(XOR, {d}).lanewise(XOR, {b}))",
            f"{early}.add({c}.lanewise(XOR, {b}.or({d}.not())))"][fn]
    return f"{a} = {full}.lanewise(ROL, {s}).add({b});"


def scalar():
    ind = " " * 12
    for i in range(64):
        print(ind + scalar_round(i))


def lanes(split):
    cuts = list(range(0, 64, split)) + [64]
    groups = list(zip(cuts, cuts[1:]))
    ind = " " * 8

    def name(first, end):
        return f"rounds{first:02d}to{end - 1:02d}"

    print("    @Override")
    print("    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {")
    # Two areas for the message words (w is this block's): the loader fills block n + 1's area
    # before block n's last round method, which reads only its own, so the loader's instructions
    # run beside that method's chain instead of between two blocks' chains (JMH, Zen 4, AVX2, 8
    # lanes: see ARCHITECTURE.md, "Compiled code of the MD5 lanes"). The first method reads the
    # chaining values from h and the last adds into them: compress copies nothing and holds no
    # vector, so C2 puts no vzeroupper before its calls (JMH, Zen 4, 16 lanes, gitmix 1,000: 56.4
    # and 52.1 against 52.1 and 47.2 ops/s; SHA-1's lanes likewise).
    # Only below 16 lanes: at 16 lanes (AVX-512) the same loop measured slower on gitmix 1,000
    # (49.2 against 63.9 ops/s, 3 forks each), so that width keeps one area, loaded first.
    print(f"{ind}if (L > 8) {{")
    print(f"{ind}    for (int n = 0; n < blocks; n++) {{")
    print(f"{ind}        LOAD.load(work, W, src, off, step);")
    for first, end in groups:
        h = ", h" if first == 0 or end == 64 else ""
        print(f"{ind}        {name(first, end)}(work, W{h});")
    print(f"{ind}    }}")
    print(f"{ind}    return;")
    print(f"{ind}}}")
    print(f"{ind}if (blocks <= 0) {{")
    print(f"{ind}    return;")
    print(f"{ind}}}")
    print(f"{ind}LOAD.load(work, W, src, off, step);")
    print(f"{ind}int w = W;")
    print(f"{ind}for (int n = 1; n <= blocks; n++) {{")
    for k, (first, end) in enumerate(groups):
        if k == len(groups) - 1:
            print(f"{ind}    if (n < blocks) {{")
            print(f"{ind}        LOAD.load(work, W + 16 * L - (w - W), src, off, step);")
            print(f"{ind}    }}")
        h = ", h" if first == 0 or end == 64 else ""
        print(f"{ind}    {name(first, end)}(work, w{h});")
    print(f"{ind}    w = W + 16 * L - (w - W);")
    print(f"{ind}}}")
    print("    }")
    for first, end in groups:
        print()
        print(f"    /** Rounds {first}-{end - 1}. */")
        h = ", int[] h" if first == 0 or end == 64 else ""
        print(f"    private static void {name(first, end)}(int[] work, int w{h}) {{")
        for i, n in enumerate(NAMES):
            where = f"h, {i} * L" if first == 0 else f"work, {n.upper()}"
            print(f"{ind}IntVector {n} = IntVector.fromArray(S, {where});")
        for i in range(first, end):
            print(ind + lane_round(i))
        for i, n in enumerate(NAMES):
            if end == 64:
                print(f"{ind}{n}.add(IntVector.fromArray(S, h, {i} * L)).intoArray(h, {i} * L);")
            else:
                print(f"{ind}{n}.intoArray(work, {n.upper()});")
        print("    }")


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "scalar":
        scalar()
    elif mode == "lanes":
        lanes(int(sys.argv[2]) if len(sys.argv) > 2 else 16)
    else:
        sys.exit("usage: md5.py scalar | lanes [SPLIT]")
