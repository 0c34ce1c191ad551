#!/usr/bin/env python3
"""Prints the round methods of LaneKernelTemplate (rounds 0-19, then 20-29, 30-39, ... 70-79).

Straight-line code with no helper method that takes or returns a vector: C2 inlines such
helpers only at hot call sites, and a helper left out of line boxes every vector it touches.
The working variables rotate by name (no moves), and the schedule ring stays in the work array
(16 words): each word is read where it is used and each new word stored once, as isa-l keeps it
on the stack (as 16 locals beside the state, C2 on AVX2 spilled and reloaded 290 vectors per
block).  The block load (byte swap, transpose) is shared with the SHA-256 kernel: see
lane_loader.py.  Its output is the GENERATED region of
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

def w(i):
    return f"IntVector.fromArray(S, work, W + {i % 16} * L)"


# Rounds 0-19 in one method; from 20 on, methods of 10: a round that reads its schedule words from
# the array is more bytecode, and C1 gave up on 20 of them ("out of virtual registers"), so the
# methods never reached C2.
METHODS = [(0, 20)] + [(f, 10) for f in range(20, 80, 10)]
for first, count in METHODS:
    g = first // 20
    last = first + count - 1
    print(f"    /** Rounds {first}-{last}. */")
    print(f"    private static void rounds{first:02d}to{last}(int[] work) {{")
    print(f"{I}IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),")
    print(f"{I}        c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),")
    print(f"{I}        e = IntVector.fromArray(S, work, E);")
    print(f"{I}IntVector k = IntVector.broadcast(S, {K[g]});")
    for t in range(first, first + count):
        v = {n: names[(i - t) % 5] for i, n in enumerate(names)}
        if t >= 16:
            # The schedule stays in the work array, as isa-l keeps it on the stack: each word is
            # read where it is used (a memory operand) and stored once, instead of 16 live vectors.
            print(f"{I}IntVector w{t} = {w(t - 3)}.lanewise(XOR, {w(t - 8)})")
            print(f"{I}        .lanewise(XOR, {w(t - 14)}).lanewise(XOR, {w(t)}).lanewise(ROL, 1);")
            print(f"{I}w{t}.intoArray(work, W + {t % 16} * L);")
            wt = f"w{t}"
        else:
            wt = w(t)
        # rol5(a) is added last: it depends on the previous round, everything else is older.
        print(f"{I}{v['e']} = {v['e']}.add({wt}).add(k).add({sub(F[g], v)}).add({v['a']}.lanewise(ROL, 5));")
        print(f"{I}{v['b']} = {v['b']}.lanewise(ROL, 30);")
    for n, off in zip(names, ["A", "BB", "C", "D", "E"]):
        print(f"{I}{n}.intoArray(work, {off});")
    print("    }")
    print()
