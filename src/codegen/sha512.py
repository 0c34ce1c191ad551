#!/usr/bin/env python3
"""SHA-512 and SHA-384 (FIPS 180-4 6.4, 6.5) from one description: the round constants, the
initial values, the scalar rounds of ScalarSha512 and the lane rounds of Sha512LaneKernelTemplate.

Usage: sha512.py table        K, 80 long literals (ScalarSha512.K)
       sha512.py iv512|iv384  the initial chaining value as 16 ints, high half first (initState)
       sha512.py scalar       the 80 rounds of ScalarSha512.compressBlocks0
       sha512.py lanes [F R]  compress() and the round methods of Sha512LaneKernelTemplate:
                              rounds 0-15 F per method, 16-79 R per method (default 8 and 5)

The constants are computed here, not typed in: K[t] is the first 64 bits of the fractional part
of the cube root of the t-th prime, the SHA-512 IV those of the square roots of the first 8
primes, and SHA-384's those of the 9th to 16th (FIPS 180-4 4.2.3, 5.3.4, 5.3.5); exact integer
roots, so there are no rounding questions. The known answers in the tests check them.

The round is SHA-256's (src/codegen/scalar_sha256_rounds.py, sha256_lane_rounds.py) on 64-bit
words with SHA-512's rotations, in the same order and for the same reason: h + w + K is summed
first, so the new e is one add after Sigma1 of the newest e.  The eight working variables rotate
by name, the schedule is a ring of 16 words.
    Sigma0(a) = ror28 ^ ror34 ^ ror39      Sigma1(e) = ror14 ^ ror18 ^ ror41
    sigma0(x) = ror1 ^ ror8 ^ x >>> 7      sigma1(x) = ror19 ^ ror61 ^ x >>> 6
Scalar: rounds 0-15 unrolled, 16-79 a loop of four passes over 16 unrolled rounds (fully unrolled
the method would be over HotSpot's 8,000-byte limit, as SHA-256's is).
Lanes: LongVector rounds in methods of 8 for rounds 0-15 and of 5 after, where each round also
extends the schedule: with 8 such rounds (2,961 bytes of bytecode) C1 gave up ("out of virtual
registers in linear scan", JDK 25, -XX:+PrintCompilation), and JMH forks then ran the kernel
interpreted at 5 MB/s for their whole run; the words live in the kernel's int work array, two ints per long lane,
read and written through a same-shape IntVector reinterpreted (no instruction).
"""
import sys

NAMES = "abcdefgh"


def primes(n):
    found, k = [], 2
    while len(found) < n:
        if all(k % p for p in found):
            found.append(k)
        k += 1
    return found


def iroot(x, n):
    """floor(x ** (1/n)) for big integers."""
    lo, hi = 0, 1 << (x.bit_length() // n + 1)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if mid ** n <= x:
            lo = mid
        else:
            hi = mid - 1
    return lo


def frac64(p, n):
    """The first 64 bits of the fractional part of p ** (1/n)."""
    return iroot(p << (64 * n), n) & ((1 << 64) - 1)


P = primes(80)
K = [frac64(p, 3) for p in P]
IV512 = [frac64(p, 2) for p in P[:8]]
IV384 = [frac64(p, 2) for p in P[8:16]]


def names_at(t):
    """At round t the variable holding "a" is NAMES[(-t) % 8], and so on."""
    return {n: NAMES[(i - t) % 8] for i, n in enumerate(NAMES)}


def lit(k):
    return f"0x{k:016x}L"


def print_table():
    for i in range(0, 80, 4):
        print("            " + ", ".join(lit(k) for k in K[i:i + 4]) + ",")


def print_iv(iv):
    for i, v in enumerate(iv):
        print(f"        state[{2 * i}] = 0x{v >> 32:08x};")
        print(f"        state[{2 * i + 1}] = 0x{v & 0xffffffff:08x};")


# ---- scalar ----------------------------------------------------------------------------------

def sror(x, n):
    return f"Long.rotateRight({x}, {n})"


def scalar_round(t, k, ind):
    v = names_at(t)
    w = f"w{t % 16}"
    lines = []
    if t >= 16:
        x15, x2 = f"w{(t - 15) % 16}", f"w{(t - 2) % 16}"
        lines.append(f"{ind}{w} += ({sror(x15, 1)} ^ {sror(x15, 8)} ^ ({x15} >>> 7)) + w{(t - 7) % 16}"
                     f" + ({sror(x2, 19)} ^ {sror(x2, 61)} ^ ({x2} >>> 6));")
    a, b, c, d, e, f, g, h = (v[n] for n in NAMES)
    lines.append(f"{ind}{h} = {h} + {w} + {k} + (({e} & ({f} ^ {g})) ^ {g})"
                 f" + ({sror(e, 14)} ^ {sror(e, 18)} ^ {sror(e, 41)});")
    lines.append(f"{ind}{d} += {h};")
    lines.append(f"{ind}{h} += ({sror(a, 28)} ^ {sror(a, 34)} ^ {sror(a, 39)}) + (({a} & {b}) | ({c} & ({a} | {b})));")
    return lines


def print_scalar():
    ind = " " * 12
    for t in range(16):
        print("\n".join(scalar_round(t, lit(K[t]), ind)))
    print(f"{ind}for (int t = 16; t < 80; t += 16) {{")
    for t in range(16, 32):
        print("\n".join(scalar_round(t, f"K[t + {t - 16}]", ind + "    ")))
    print(f"{ind}}}")


# ---- lanes -----------------------------------------------------------------------------------

I = " " * 8
SLOT = {n: n.upper() for n in NAMES}  # offsets of the working variables in the work array


def vror(x, n):
    return f"{x}.lanewise(ROR, {n})"


def touched(t):
    if t < 16:
        return {t % 16}
    return {t % 16, (t - 15) % 16, (t - 7) % 16, (t - 2) % 16}


def method_name(first, last):
    return f"rounds{first:02d}to{last:02d}"


def load(name, at):
    return f"{I}LongVector {name} = IntVector.fromArray(S, work, {at}).reinterpretAsLongs();"


def store(name, at):
    return f"{I}{name}.reinterpretAsInts().intoArray(work, {at});"


def print_lanes(first_methods, later_methods):
    cuts = list(range(0, 16, first_methods)) + list(range(16, 80, later_methods)) + [80]
    groups = list(zip(cuts, cuts[1:]))
    print("    @Override")
    print("    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {")
    print(f"{I}stateToLongs(h, work);")
    print(f"{I}for (int n = 0; n < blocks; n++) {{")
    print(f"{I}    LOAD.load(work, W, src, off, step);")
    print(f"{I}    System.arraycopy(work, CV, work, A, 8 * 2 * L);")
    for first, end in groups:
        print(f"{I}    {method_name(first, end - 1)}(work);")
    print(f"{I}    addWorkToState(work);")
    print(f"{I}}}")
    print(f"{I}longsToState(work, h);")
    print("    }")
    print()
    for first, end in groups:
        used, written, later = set(), set(), set()
        for t in range(first, end):
            used |= touched(t)
            if t >= 16:
                written.add(t % 16)
        for t in range(end, 80):
            later |= touched(t)
        print(f"    /** Rounds {first}-{end - 1}. */")
        print(f"    private static void {method_name(first, end - 1)}(int[] work) {{")
        v0 = names_at(first)
        for n in NAMES:
            print(load(v0[n], SLOT[n]))
        for i in sorted(used):
            print(load(f"w{i}", f"W + {i} * 2 * L"))
        print(f"{I}LongVector t;")
        for t in range(first, end):
            v = names_at(t)
            a, b, c, d, e, f, g, h = (v[n] for n in NAMES)
            w = f"w{t % 16}"
            if t >= 16:
                x15, x2 = f"w{(t - 15) % 16}", f"w{(t - 2) % 16}"
                print(f"{I}{w} = {w}.add({vror(x15, 1)}.lanewise(XOR, {vror(x15, 8)}).lanewise(XOR, {x15}.lanewise(LSHR, 7)))"
                      f".add(w{(t - 7) % 16})"
                      f".add({vror(x2, 19)}.lanewise(XOR, {vror(x2, 61)}).lanewise(XOR, {x2}.lanewise(LSHR, 6)));")
            # t = d + T1 (the new e); then the new a = T1 + Sigma0 + Maj = t + (Maj - d) + Sigma0.
            print(f"{I}t = {h}.add({w}).add(LongVector.broadcast(S64, {lit(K[t])})).add({d})"
                  f".add({e}.and({f}.lanewise(XOR, {g})).lanewise(XOR, {g}))"
                  f".add({vror(e, 14)}.lanewise(XOR, {vror(e, 18)}).lanewise(XOR, {vror(e, 41)}));")
            print(f"{I}{h} = t.add({a}.and({b}).or({c}.and({a}.or({b}))).sub({d}))"
                  f".add({vror(a, 28)}.lanewise(XOR, {vror(a, 34)}).lanewise(XOR, {vror(a, 39)}));")
            print(f"{I}{d} = t;")
        v1 = names_at(end)
        for n in NAMES:
            print(store(v1[n], SLOT[n]))
        for i in sorted(written & later):
            print(store(f"w{i}", f"W + {i} * 2 * L"))
        print("    }")
        print()


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "table":
        print_table()
    elif mode == "iv512":
        print_iv(IV512)
    elif mode == "iv384":
        print_iv(IV384)
    elif mode == "scalar":
        print_scalar()
    elif mode == "lanes":
        print_lanes(*(int(x) for x in sys.argv[2:4])) if len(sys.argv) > 3 else print_lanes(8, 5)
    else:
        sys.exit(__doc__)
