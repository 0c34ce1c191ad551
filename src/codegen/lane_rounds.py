#!/usr/bin/env python3
"""Prints the four round methods of LaneKernelTemplate (rounds 0-19, 20-39, 40-59, 60-79).

Straight-line code with no helper method that takes or returns a vector: C2 inlines such
helpers only at hot call sites, and a helper left out of line boxes every vector it touches.
The working variables rotate by name (no moves), and the schedule ring is 16 locals w0..w15,
loaded at the start of a method and stored at its end.  Its output is the GENERATED region of
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

# loadBlocks: 16 vectors r0..r15, vector i = lane (i % L), chunk (i / L); a transpose stage d
# (d < L) swaps the off-diagonal d x d blocks, pairing vectors i and i + d where (i & d) == 0.
# Since every chunk starts at a multiple of L > d, one straight-line body serves L = 4, 8, 16.
print("    /**")
print("     * Loads one block per lane into the schedule area, word t of every lane in vector t:")
print("     * 16 vector loads (vector i = lane i mod L, chunk i / L), each byte-swapped, then an")
print("     * L x L transpose per chunk in log2(L) stages of rearrange + blend, in registers.")
print("     * Advances the offsets.")
print("     */")
print("    private static void loadBlocks(int[] work, byte[][] src, int[] off, int[] step) {")
for i in range(16):
    print(f"{I}IntVector r{i} = (IntVector) ByteVector.fromArray(B, src[{i} % L], off[{i} % L] + ({i} / L) * 4 * L)"
          f".rearrange(BSWAP).reinterpretAsInts();")
for d in (8, 4, 2, 1):
    guard = {8: "L > 8", 4: "L > 4", 2: None, 1: None}[d]
    ind = I
    if guard:
        print(f"{I}if ({guard}) {{")
        ind = I + "    "
    for i in range(16):
        if i & d:
            continue
        j = i + d
        print(f"{ind}{{ IntVector p = r{i}, q = r{j}; "
              f"r{i} = p.blend(q.rearrange(XOR{d}), BIT{d}); r{j} = p.rearrange(XOR{d}).blend(q, BIT{d}); }}")
    if guard:
        print(f"{I}}}")
for i in range(16):
    print(f"{I}r{i}.intoArray(work, W + {i} * L);")
print(f"{I}IntVector.fromArray(S, off, 0).add(IntVector.fromArray(S, step, 0)).intoArray(off, 0);")
print("    }")
print()
