#!/usr/bin/env python3
"""Prints the four round methods of LaneKernelTemplate (rounds 0-19, 20-39, 40-59, 60-79).

Straight-line code with no helper method that takes or returns a vector: C2 inlines such
helpers only at hot call sites, and a helper left out of line boxes every vector it touches.
The working variables rotate by name (no moves), and the schedule ring is 16 locals w0..w15,
loaded at the start of a method and stored at its end.  The block load (byte swap, transpose) is
shared with the SHA-256 kernel: see lane_loader.py.  Its output is the GENERATED region of
LaneKernelTemplate.java: `python3 src/codegen/sync.py` writes it there, and the build checks it.
"""
K = ["0x5a827999", "0x6ed9eba1", "0x8f1bbcdc", "0xca62c1d6"]
F = ["b.and(c.lanewise(XOR, d)).lanewise(XOR, d)",       # choose
     "b.lanewise(XOR, c).lanewise(XOR, d)",                # parity
     "b.and(c).or(d.and(b.or(c)))",                        # majority
     "b.lanewise(XOR, c).lanewise(XOR, d)"]                # parity
names = ["a", "b", "c", "d", "e"]
I = " " * 8
def sub(expr, v):
    for n in "bcd":
        expr = expr.replace(n + ".", "§" + n + ".").replace(" " + n + ")", " §" + n + ")").replace("(" + n + ")", "(§" + n + ")").replace("(" + n + ".", "(§" + n + ".")
    for n in "bcd":
        expr = expr.replace("§" + n, v[n])
    return expr

for g in range(4):
    first = 20 * g
    print(f"    /** Rounds {first}-{first + 19}. */")
    print(f"    private static void rounds{first:02d}to{first + 19}(int[] work) {{")
    print(f"{I}IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),")
    print(f"{I}        c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),")
    print(f"{I}        e = IntVector.fromArray(S, work, E);")
    for i in range(16):
        print(f"{I}IntVector w{i} = IntVector.fromArray(S, work, W + {i} * L);")
    print(f"{I}IntVector k = IntVector.broadcast(S, {K[g]});")
    for t in range(first, first + 20):
        v = {n: names[(i - t) % 5] for i, n in enumerate(names)}
        w = f"w{t % 16}"
        if t >= 16:
            print(f"{I}{w} = w{(t - 3) % 16}.lanewise(XOR, w{(t - 8) % 16}).lanewise(XOR, w{(t - 14) % 16})"
                  f".lanewise(XOR, {w}).lanewise(ROL, 1);")
        # rol5(a) is added last: it depends on the previous round, everything else is older.
        print(f"{I}{v['e']} = {v['e']}.add({w}).add(k).add({sub(F[g], v)}).add({v['a']}.lanewise(ROL, 5));")
        print(f"{I}{v['b']} = {v['b']}.lanewise(ROL, 30);")
    for n, off in zip(names, ["A", "BB", "C", "D", "E"]):
        print(f"{I}{n}.intoArray(work, {off});")
    if g < 3:
        for i in range(16):
            print(f"{I}w{i}.intoArray(work, W + {i} * L);")
    print("    }")
    print()
