#!/usr/bin/env python3
"""Prints the round methods and compress() of Sha256LaneKernelTemplate.

Usage: sha256_lane_rounds.py [SPLIT] [locals]   SPLIT = rounds per method, or method boundaries
                       such as 16,28,40,52 (rounds 0-15, 16-27, 28-39, 40-51, 52-63); default
                       8,16,22,...,58 (two methods of 8 rounds, then eight of 6); locals: the
                       schedule as 16 locals (the earlier form, see below)

Measured on JDK 25, Zen 5, kernel alone, shared machine (noisy): 8 rounds per method ran at
2.6-3.7 GB/s at 16 lanes, and every method went through C1 to C2 within seconds at 4, 8 and 16
lanes.  Longer methods make C1 give up ("out of virtual registers"): with 16 rounds the methods
stayed at ~30 MB/s after 10 s; with 0-15 + four of 12 rounds C2 picked them up at 16 lanes
(~10% faster than 8 once compiled) but the 4-lane kernel was still at 7 MB/s after 10 s.
4 rounds per method: 1.1-2.0 GB/s (more loads and stores between methods).

Straight-line code with no helper method that takes or returns a vector: C2 inlines such
helpers only at hot call sites, and a helper left out of line boxes every vector it touches.
The eight working variables rotate by name (no moves).  The schedule ring stays in the work array
(as SHA-1's array methods, SHA-512's rounds and isa-l's stack): each word is read where a round
uses it and each new word stored at once, so a method holds only the working variables and
temporaries.  As 16 locals (loaded at a method's start, the ones a later method reads stored at
its end) C2 spilled and reloaded 21 vectors per method of 8 rounds at 16 lanes (126 a block;
JDK 25, Zen 5), and JMH ran 15% slower on equal4k at 16 lanes and 17% at 8 lanes (AVX2);
src/ARCHITECTURE.md, "SHA-256: the schedule in the work array".  Each round adds d into h + w + K before Ch and Sigma1 of
the newest e, so the new e (t = d + T1) is one add after Sigma1, not two (the chain from e to
the next e: rotate, ternary logic, add); the new a is then t + (Maj - d) + Sigma0, off that
chain.  C2 does not reassociate vector adds, so this order is the order it emits.  Measured
against the earlier order (h + w + K + Ch + Sigma1 = T1, then d + T1 and T1 + Sigma0 + Maj), JDK
25, Zen 5, JMH Sha256Throughput.gitmix batch 1000 on vector16, 12 forks each, alternating jars:
2,765 against 2,532 MB/s (fork means 2,501-3,024 against 2,235-3,060).
Paste the output between the GENERATED markers of Sha256LaneKernelTemplate.java.
"""
import sys

sys.path.insert(0, __import__("os").path.dirname(__file__))
from scalar_sha256_rounds import K, NAMES, names_at  # noqa: E402

# Method boundaries: "8" = methods of 8 rounds; "16,28,40,52" = rounds 0-15, 16-27, ...
# Default: rounds 0-15 in two methods of 8, rounds 16-63 in eight of 6 (with the schedule read from
# the work array, 8 rounds of 16-63 made C1 give up, "out of virtual registers", on JDK 17 and 25).
ARG = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] != "locals" else "8,16,22,28,34,40,46,52,58"
# The schedule in the work array (default): each word read where it is used, each new word stored
# at once. "locals": the 16 words as locals, loaded at a method's start, stored at its end.
ARRAY = "locals" not in sys.argv[2:]
if "," in ARG:
    CUTS = [0] + [int(x) for x in ARG.split(",")] + [64]
else:
    CUTS = list(range(0, 64, int(ARG))) + [64]
I = " " * 8
SLOT = {n: n.upper() for n in NAMES}  # offsets of the working variables in the work array


def ror(x, n):
    return f"{x}.lanewise(ROR, {n})"


def touched(t):
    """Schedule words round t reads or writes."""
    if t < 16:
        return {t % 16}
    return {t % 16, (t - 15) % 16, (t - 7) % 16, (t - 2) % 16}


def method_name(first, last):
    return f"rounds{first:02d}to{last:02d}"


groups = list(zip(CUTS, CUTS[1:]))
# The whole form (16 lanes, JDK 18+): the same rounds in three methods that only C2 compiles well
# (C1 gives up past about 3,000 bytes of bytecode, and C2 skips a method over 8,000 bytes,
# HotSpot's HugeMethodLimit), so 2 hand-overs of the state through the work array a block instead
# of 11; the first reads the chaining values and the last adds into them. It serves only once a
# thread of its own has seen a copy compiled by C2 and not slower (KernelForms), as SHA-1's does.
WHOLE_CUTS = [0, 26, 46, 64]
whole = list(zip(WHOLE_CUTS, WHOLE_CUTS[1:]))


def whole_name(first, end):
    return method_name(first, end - 1) + "C2"


print("    @Override")
print("    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {")
print(f"{I}for (int n = 0; n < blocks; n++) {{")
print(f"{I}    LOAD.load(work, W, src, off, step);")
print(f"{I}    if (WHOLE) {{")
for first, end in whole:
    args = "work, h" if first == 0 or end == 64 else "work"
    print(f"{I}        {whole_name(first, end)}({args});")
print(f"{I}        continue;")
print(f"{I}    }}")
print(f"{I}    System.arraycopy(h, 0, work, 0, 8 * L);")
for first, end in groups:
    print(f"{I}    {method_name(first, end - 1)}(work);")
print(f"{I}    addWorkToState(h, work);")
print(f"{I}}}")
print("    }")
print()


def method(first, end, name, from_h=False, into_h=False):
    used = set()
    written = set()
    for t in range(first, end):
        used |= touched(t)
        if t >= 16:
            written.add(t % 16)
    later = set()
    for t in range(end, 64):
        later |= touched(t)
    title = ", the whole form, for C2 only (KernelForms)" if name.endswith("C2") else ""
    print(f"    /** Rounds {first}-{end - 1}{title}. */")
    params = "int[] work, int[] state" if from_h or into_h else "int[] work"
    print(f"    private static void {name}({params}) {{")
    v0 = names_at(first)
    for i, n in enumerate(NAMES):
        src = f"state, {i} * L" if from_h else f"work, {SLOT[n]}"
        print(f"{I}IntVector {v0[n]} = IntVector.fromArray(S, {src});")
    if not ARRAY:
        for i in sorted(used):
            print(f"{I}IntVector w{i} = IntVector.fromArray(S, work, W + {i} * L);")
    print(f"{I}IntVector t;")
    for t in range(first, end):
        v = names_at(t)
        a, b, c, d, e, f, g, h = (v[n] for n in NAMES)
        w = f"w{t % 16}"
        if ARRAY:
            def wd(i):
                return f"IntVector.fromArray(S, work, W + {i % 16} * L)"
            w = f"w{t}"
            if t >= 16:
                x15, x2 = f"x{t}a", f"x{t}b"
                print(f"{I}IntVector {x15} = {wd(t - 15)}, {x2} = {wd(t - 2)};")
                print(f"{I}IntVector {w} = {wd(t)}.add({ror(x15, 7)}.lanewise(XOR, {ror(x15, 18)}).lanewise(XOR, {x15}.lanewise(LSHR, 3)))"
                      f".add({wd(t - 7)})"
                      f".add({ror(x2, 17)}.lanewise(XOR, {ror(x2, 19)}).lanewise(XOR, {x2}.lanewise(LSHR, 10)));")
                if t + 2 < 64:
                    print(f"{I}{w}.intoArray(work, W + {t % 16} * L);")
            else:
                print(f"{I}IntVector {w} = {wd(t)};")
        elif t >= 16:
            x15, x2 = f"w{(t - 15) % 16}", f"w{(t - 2) % 16}"
            print(f"{I}{w} = {w}.add({ror(x15, 7)}.lanewise(XOR, {ror(x15, 18)}).lanewise(XOR, {x15}.lanewise(LSHR, 3)))"
                  f".add(w{(t - 7) % 16})"
                  f".add({ror(x2, 17)}.lanewise(XOR, {ror(x2, 19)}).lanewise(XOR, {x2}.lanewise(LSHR, 10)));")
        # t = d + T1 (the new e); then the new a = T1 + Sigma0 + Maj = t + (Maj - d) + Sigma0.
        print(f"{I}t = {h}.add({w}).add(IntVector.broadcast(S, 0x{K[t]:08x})).add({d})"
              f".add({e}.and({f}.lanewise(XOR, {g})).lanewise(XOR, {g}))"
              f".add({ror(e, 6)}.lanewise(XOR, {ror(e, 11)}).lanewise(XOR, {ror(e, 25)}));")
        print(f"{I}{h} = t.add({a}.and({b}).or({c}.and({a}.or({b}))).sub({d}))"
              f".add({ror(a, 2)}.lanewise(XOR, {ror(a, 13)}).lanewise(XOR, {ror(a, 22)}));")
        print(f"{I}{d} = t;")
    v1 = names_at(end)
    for i, n in enumerate(NAMES):
        if into_h:
            print(f"{I}{v1[n]}.add(IntVector.fromArray(S, state, {i} * L)).intoArray(state, {i} * L);")
        else:
            print(f"{I}{v1[n]}.intoArray(work, {SLOT[n]});")
    for i in sorted(written & later) if not ARRAY else ():
        print(f"{I}w{i}.intoArray(work, W + {i} * L);")
    print("    }")
    print()


for first, end in groups:
    method(first, end, method_name(first, end - 1))
for first, end in whole:
    method(first, end, whole_name(first, end), from_h=first == 0, into_h=end == 64)
