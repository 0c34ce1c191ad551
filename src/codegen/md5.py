#!/usr/bin/env python3
"""MD5 (RFC 1321) from one description: the scalar rounds of ScalarMd5 and the lane rounds of
Md5LaneKernelTemplate.

Usage: md5.py scalar          the 64 unrolled rounds of ScalarMd5.compressBlocks0
       md5.py lanes [SPLIT]   compress() and the round methods of Md5LaneKernelTemplate;
                              SPLIT = rounds per method (default 16: one method per function;
                              two lane sets also have methods of SPLIT / 2, for JDKs below 25)

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
locals beside the state and temporaries would not fit in AVX2's 16 registers. The kernel runs
two lane sets a vector, interleaved round by round (isa-l's md5_mb x4x2, x8x2 and x16x2): each
round is one serial chain per set, and one chain left most of the vector units idle.
The work array there has two areas for the message words, used by alternate blocks, so that the
next block can be loaded while this one's last rounds run.
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


def lane_round(i, k=None):
    """Round i in the lanes; with k, of lane set k (its variables suffixed, its words 16 rows on)."""
    a, b, c, d, g, t, s, fn = step(i)
    word = f"w + {g} * L"
    if k is not None:
        a, b, c, d = (v + str(k) for v in (a, b, c, d))
        word = f"w + {16 * k + g} * L"
    early = f"{a}.add(IntVector.fromArray(S, work, {word})).add(IntVector.broadcast(S, 0x{t:08x}))"
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
    # Two sets below JDK 25 (LONG_METHODS false): methods of half as many rounds. JDK 17's C1
    # gave up on 16 rounds of two sets ("out of virtual registers"), which left the kernel in
    # tier 2 at a tenth of MessageDigest; JDK 25's compiles them, 6% faster than 8 (236 against
    # 223 ops/s, equal4k, 2 forks each, Zen 4, AVX2).
    cuts2 = list(range(0, 64, split // 2)) + [64]
    groups2 = list(zip(cuts2, cuts2[1:]))
    ind = " " * 8

    def name(first, end, sets=1):
        return f"rounds{first:02d}to{end - 1:02d}" + ("x2" if sets == 2 else "")

    print("    @Override")
    print("    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {")
    # The first set alone once the second is idle (parked lanes have step 0; the scheduler packs
    # the live lanes low): the tail of an uneven batch costs one set a block. One area for the
    # message words, loaded first (with one set of 16 lanes, two areas measured slower on gitmix
    # 1,000: 49.2 against 63.9 ops/s, 3 forks each).
    print(f"{ind}if (secondSetIdle(step)) {{")
    print(f"{ind}    for (int n = 0; n < blocks; n++) {{")
    print(f"{ind}        LOAD.load(work, W, src, off, step);")
    for first, end in groups:
        h = ", h" if first == 0 or end == 64 else ""
        print(f"{ind}        {name(first, end)}(work, W{h});")
    print(f"{ind}    }}")
    print(f"{ind}    return;")
    print(f"{ind}}}")
    # Two lane sets interleaved round by round (isa-l's x4x2, x8x2, x16x2), so that
    # one set's chain runs while the other's waits; and two areas for the message words (w is
    # this block's): the loader fills block n + 1's area before block n's last round method, which
    # reads only its own, so its instructions run beside that method's chains instead of between
    # two blocks' (JMH, Zen 4, AVX2: see ARCHITECTURE.md, "Compiled code of the MD5 lanes"). The
    # first method reads the chaining values from h and the last adds into them: compress copies
    # nothing and holds no vector, so C2 puts no vzeroupper before its calls.
    print(f"{ind}if (blocks <= 0) {{")
    print(f"{ind}    return;")
    print(f"{ind}}}")
    print(f"{ind}LOAD.load(work, W, src, off, step, 0);")
    print(f"{ind}LOAD_SECOND_SET.load(work, W + 16 * L, src, off, step, L);")
    print(f"{ind}int w = W;")
    print(f"{ind}for (int n = 1; n <= blocks; n++) {{")

    def calls(gs, below48):
        for first, end in gs:
            if (first < 48) == below48:
                h = ", h" if first == 0 else ""
                print(f"{ind}        {name(first, end, 2)}(work, w{h});")

    print(f"{ind}    if (LONG_METHODS) {{")
    calls(groups, True)
    print(f"{ind}    }} else {{")
    calls(groups2, True)
    print(f"{ind}    }}")
    print(f"{ind}    if (n < blocks) {{")
    print(f"{ind}        int next = W + AREA - (w - W);")
    print(f"{ind}        LOAD.load(work, next, src, off, step, 0);")
    print(f"{ind}        LOAD_SECOND_SET.load(work, next + 16 * L, src, off, step, L);")
    print(f"{ind}    }}")
    print(f"{ind}    if (LONG_METHODS) {{")
    calls(groups, False)
    print(f"{ind}    }} else {{")
    calls(groups2, False)
    print(f"{ind}    }}")
    print(f"{ind}    addWorkToState(work, h);")
    print(f"{ind}    w = W + AREA - (w - W);")
    print(f"{ind}}}")
    print("    }")
    for sets, gs in ((1, groups), (2, groups), (2, groups2)):
        for first, end in gs:
            print()
            print(f"    /** Rounds {first}-{end - 1}" + (" of both lane sets, interleaved. */" if sets == 2 else ". */"))
            last = end == 64 and sets == 1  # two sets: addWorkToState adds into h
            h = ", int[] h" if first == 0 or last else ""
            print(f"    private static void {name(first, end, sets)}(int[] work, int w{h}) {{")
            ks = [None] if sets == 1 else [0, 1]
            for k in ks:
                sfx = "" if k is None else str(k)
                for i, n in enumerate(NAMES):
                    if first == 0:
                        where = f"h, {i} * LANES" if k is None else f"h, {i} * LANES + {k} * L"
                    else:
                        where = f"work, {n.upper()}" if not k else f"work, {n.upper()} + 4 * L"
                    print(f"{ind}IntVector {n}{sfx} = IntVector.fromArray(S, {where});")
            for i in range(first, end):
                for k in ks:
                    print(ind + lane_round(i, k))
            for k in ks:
                sfx = "" if k is None else str(k)
                for i, n in enumerate(NAMES):
                    if last:
                        print(f"{ind}{n}.add(IntVector.fromArray(S, h, {i} * LANES)).intoArray(h, {i} * LANES);")
                    else:
                        at = n.upper() if not k else f"{n.upper()} + 4 * L"
                        print(f"{ind}{n}{sfx}.intoArray(work, {at});")
            print("    }")
    # With two sets, the last round method adding into h as well ran out of C1's virtual
    # registers ("COMPILE SKIPPED: out of virtual registers in linear scan"), and the kernel
    # stayed in C1's tier 2 at a quarter of MessageDigest's speed: the feed-forward is its own method.
    print()
    print("    /** Whether every lane of the second set is parked (or there is none). */")
    print("    private static boolean secondSetIdle(int[] step) {")
    print(f"{ind}for (int j = L; j < LANES; j++) {{")
    print(f"{ind}    if (step[j] != 0) {{")
    print(f"{ind}        return false;")
    print(f"{ind}    }}")
    print(f"{ind}}}")
    print(f"{ind}return true;")
    print("    }")
    print()
    print("    /** Both lane sets: adds the working variables after round 63 into the chaining values. */")
    print("    private static void addWorkToState(int[] work, int[] h) {")
    for k in (0, 1):
        for i, n in enumerate(NAMES):
            at = f"{i} * LANES + {k} * L"
            wk = n.upper() if not k else f"{n.upper()} + 4 * L"
            print(f"{ind}IntVector.fromArray(S, work, {wk}).add(IntVector.fromArray(S, h, {at})).intoArray(h, {at});")
    print("    }")


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "scalar":
        scalar()
    elif mode == "lanes":
        lanes(int(sys.argv[2]) if len(sys.argv) > 2 else 16)
    else:
        sys.exit("usage: md5.py scalar | lanes [SPLIT]")
