#!/usr/bin/env python3
"""SHA-512 and SHA-384 (FIPS 180-4 6.4, 6.5) from one description: the round constants, the
initial values, the scalar rounds of ScalarSha512 and the lane rounds of Sha512LaneKernelTemplate.

Usage: sha512.py table        K, 80 long literals (ScalarSha512.K)
       sha512.py iv512|iv384  the initial chaining value as 16 ints, high half first (initState)
       sha512.py scalar       the 80 rounds of ScalarSha512.compressBlocks0
       sha512.py lanes F R [options]  compress(), K and the round methods of
                              Sha512LaneKernelTemplate: rounds 0-15 F per method, 16-79 R

The constants are computed here, not typed in: K[t] is the first 64 bits of the fractional part
of the cube root of the t-th prime, the SHA-512 IV those of the square roots of the first 8
primes, and SHA-384's those of the 9th to 16th (FIPS 180-4 4.2.3, 5.3.4, 5.3.5); exact integer
roots, so there are no rounding questions. The known answers in the tests check them.

The round is SHA-256's (src/codegen/scalar_sha256_rounds.py, sha256_lane_rounds.py) on 64-bit
words with SHA-512's rotations (the scalar rounds in the same order and for the same reason: h + w
+ K is summed first, so the new e is one add after Sigma1 of the newest e; the lanes differ, see
below).  The eight working variables rotate by name, the schedule is a ring of 16 words.
    Sigma0(a) = ror28 ^ ror34 ^ ror39      Sigma1(e) = ror14 ^ ror18 ^ ror41
    sigma0(x) = ror1 ^ ror8 ^ x >>> 7      sigma1(x) = ror19 ^ ror61 ^ x >>> 6
Scalar: rounds 0-15 unrolled, 16-79 a loop of four passes over 16 unrolled rounds (fully unrolled
the method would be over HotSpot's 8,000-byte limit, as SHA-256's is).
Lanes (print_lanes; the options name a measured alternative, see src/ARCHITECTURE.md "Compiled code
of the SHA-512 lanes"): LongVector rounds, rounds 0-15 in methods of F (8), rounds 16-79 as one
16-round cycle of methods of R (4) rounds that compress() calls four times with r = 0, 16, 32, 48
(the ring index t % 16 and the names of the working variables repeat every 16 rounds; K is read
at r + t). Fully unrolled, the 80 rounds were about 6,000 instructions (~33 KB) a block, more
than the op cache and L1i hold, and 4-lane AVX2 ran at 1.2x MessageDigest; the cycle is about
2,000. Methods of 8 looped rounds were too much for C1 ("out of virtual registers in LIR
generator", JDK 25): never compiled by C2, 9 MB/s. The schedule stays in the work array (as
isa-l keeps it on the stack): each word is read where it is used and stored once, so a method
holds only the eight working variables and temporaries (AVX2 has 16 ymm registers; 16 words
as locals spilled 13 vectors a round). Maj = ((a ^ b) & (b ^ c)) ^ b with b ^ c the previous
round's a ^ b and sigma0 in 4 shifts instead of 5 (sigma0_shifts) on AVX2, the plain forms on AVX-512
(by_isa); K as a memory operand of a table
with each word L times; T1 added to d after (e = d + T1, a = T1 + Maj + Sigma0). Each option's
figures are in ARCHITECTURE.md. The words live in the kernel's int work array, two ints per long
lane, read and written through a same-shape IntVector reinterpreted (no instruction).
Options (after F R): nomaj, dfirst, rotsigma, noloop, nokt, noisa: the earlier forms (noisa: the
AVX2 forms of sigma0 and Maj on every ISA; nomaj, rotsigma: the other form on every ISA).
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


def method_name(first, last):
    return f"rounds{first:02d}to{last:02d}"


def load(name, at):
    return f"{I}LongVector {name} = IntVector.fromArray(S, work, {at}).reinterpretAsLongs();"


def store(name, at):
    return f"{I}{name}.reinterpretAsInts().intoArray(work, {at});"

def ld(at):
    return f"IntVector.fromArray(S, work, {at}).reinterpretAsLongs()"


def sigma_lo(x):
    return (f"{vror(x, 1)}.lanewise(XOR, {vror(x, 8)}).lanewise(XOR, {x}.lanewise(LSHR, 7))",
            f"{vror(x, 19)}.lanewise(XOR, {vror(x, 61)}).lanewise(XOR, {x}.lanewise(LSHR, 6))")


def sigma0_shifts(x):
    """sigma0 in 4 shifts: x>>>1 ^ x>>>7 ^ x>>>8 = s ^ ((x ^ s) >>> 7) with s = x>>>1, and
    x<<63 ^ x<<56 = (x ^ x<<7) << 56 (a rotate pair is 2 shifts, so ror1 ^ ror8 ^ >>>7 is 5)."""
    return (f"{x}.lanewise(LSHR, 1).lanewise(XOR, {x}.lanewise(XOR, {x}.lanewise(LSHR, 1)).lanewise(LSHR, 7))"
            f".lanewise(XOR, {x}.lanewise(XOR, {x}.lanewise(LSHL, 7)).lanewise(LSHL, 56))")


def print_lanes(cuts_first, cuts_later, maj_reuse=True, d_first=False, s0shift=True, loop=True, ktable=True, by_isa=True,
                whole=True):
    """The schedule kept in the work array (as isa-l keeps it on the stack): each word read where it
    is used and stored once, so a method holds only the eight working variables and temporaries.
    by_isa: sigma0 and Maj each in two forms, chosen by the constant ONE_OP_ROTATES (AVX-512 and
    JDK 18+: a rotate is one vprorq and any boolean function of three inputs one vpternlogq, so the
    rotate form of sigma0 and the plain Maj are the shorter; on AVX2, or JDK 17, whose rotates are
    two shifts and an OR, the shift form and the reused a ^ b are). C2 and C1 fold the constant and compile one form; the other's a ^ b is dead code.
    whole: also the whole form (WHOLE_CUTS, methods named ...C2), the AVX-512 forms only."""
    if isinstance(cuts_later, list):  # method lengths, e.g. [6, 5, 5]
        later = [16 + sum(cuts_later[:i]) for i in range(len(cuts_later))]
    else:
        later = list(range(16, 32 if loop else 80, cuts_later))
    cuts = list(range(0, 16, cuts_first)) + later + [32 if loop else 80]
    groups = list(zip(cuts, cuts[1:]))
    if loop or ktable:
        print("    /** K, FIPS 180-4 4.2.3, from the scalar function's one copy: rounds 16-79 are one 16-round cycle of methods run four times. */")
        print("    private static final long[] K = org.hashlanes.scalar.ScalarSha512.roundConstants();")
        print()
    if ktable:
        print("    /** K, each word L times: round t's constants are the vector at t * L, a memory operand. */")
        print("    private static final long[] KL = new long[80 * L];")
        print()
        print("    static {")
        print("        for (int t = 0; t < 80 * L; t++) {")
        print("            KL[t] = K[t / L];")
        print("        }")
        print("    }")
        print()
    print("    @Override")
    print("    public void compress(int[] h, int[] work, byte[][] src, int[] off, int[] step, int blocks) {")
    print(f"{I}stateToLongs(h, work);")
    print(f"{I}for (int n = 0; n < blocks; n++) {{")
    print(f"{I}    LOAD.load(work, W, src, off, step);")
    print(f"{I}    System.arraycopy(work, CV, work, A, 8 * 2 * L);")
    whole_groups = list(zip(WHOLE_CUTS, WHOLE_CUTS[1:])) if whole and loop else []
    J = I
    if whole_groups:
        print(f"{I}    if (WHOLE) {{")
        print(f"{I}        {whole_name(*whole_groups[0])}(work);")
        print(f"{I}        for (int r = 0; r < 64; r += 16) {{")
        for first, end in whole_groups[1:]:
            print(f"{I}            {whole_name(first, end)}(work, r);")
        print(f"{I}        }}")
        print(f"{I}    }} else {{")
        J = I + "    "
    for first, end in groups:
        if first < 16 or not loop:
            print(f"{J}    {method_name(first, end - 1)}(work);")
    if loop:
        print(f"{J}    for (int r = 0; r < 64; r += 16) {{")
        for first, end in groups:
            if first >= 16:
                print(f"{J}        {method_name(first, end - 1)}(work, r);")
        print(f"{J}    }}")
    if whole_groups:
        print(f"{I}    }}")
    print(f"{I}    addWorkToState(work);")
    print(f"{I}}}")
    print(f"{I}longsToState(work, h);")
    print("    }")
    print()
    for first, end in groups:
        print_method(first, end, loop and first >= 16, method_name(first, end - 1), maj_reuse, d_first, s0shift, ktable, by_isa)
    for first, end in whole_groups:
        # C2 runs the whole form only where a rotate is one instruction (ONE_OP_ROTATES), so only
        # those forms: fewer bytes, so the 16-round cycle fits in one method under HotSpot's 8,000.
        print_method(first, end, first >= 16, whole_name(first, end), False, d_first, False, ktable, False,
                     ", the whole form, for C2 only (KernelForms)")


# The whole form (8 lanes of 512 bits, JDK 18+): rounds 0-15 in one method and the 16-round cycle
# of 16-79 in one, which C1 gives up on and C2 compiles (each under HotSpot's 8,000-byte limit,
# HugeMethodLimit): 5 hand-overs of the state through the work array a block instead of 18. It
# serves only once a thread of its own has seen a copy compiled by C2 and not slower (KernelForms),
# as SHA-1's and SHA-256's do.
WHOLE_CUTS = [0, 16, 32]


def whole_name(first, end):
    return method_name(first, end - 1) + "C2"


def print_method(first, end, looped, name, maj_reuse, d_first, s0shift, ktable, by_isa, title=""):
    if looped:
        print(f"    /** Rounds {first}-{end - 1} + r, r = 0, 16, 32, 48{title}. */")
        print(f"    private static void {name}(int[] work, int r) {{")
    else:
        print(f"    /** Rounds {first}-{end - 1}{title}. */")
        print(f"    private static void {name}(int[] work) {{")
    v0 = names_at(first)
    for n in NAMES:
        print(load(v0[n], SLOT[n]))
    print(f"{I}LongVector t;")
    if maj_reuse:
        print(f"{I}LongVector bc = {v0['b']}.lanewise(XOR, {v0['c']});")
    for t in range(first, end):
        v = names_at(t)
        a, b, c, d, e, f, g, h = (v[n] for n in NAMES)
        w = f"w{t}"
        at = f"W + {t % 16} * 2 * L"
        if t >= 16:
            x15, x2 = f"x{t}a", f"x{t}b"
            print(f"{I}LongVector {x15} = {ld(f'W + {(t - 15) % 16} * 2 * L')};")
            print(f"{I}LongVector {x2} = {ld(f'W + {(t - 2) % 16} * 2 * L')};")
            s0, s1 = sigma_lo(x15)[0], sigma_lo(x2)[1]
            if s0shift and by_isa:
                s0 = f"(ONE_OP_ROTATES ? {s0} : {sigma0_shifts(x15)})"
            elif s0shift:
                s0 = sigma0_shifts(x15)
            print(f"{I}LongVector {w} = {ld(at)}.add({s0}).add({ld(f'W + {(t - 7) % 16} * 2 * L')}).add({s1});")
            if looped or t + 2 < 80:
                print(f"{I}{w}.reinterpretAsInts().intoArray(work, {at});")
        else:
            print(f"{I}LongVector {w} = {ld(at)};")
        ch = f"{e}.and({f}.lanewise(XOR, {g})).lanewise(XOR, {g})"
        s1 = f"{vror(e, 14)}.lanewise(XOR, {vror(e, 18)}).lanewise(XOR, {vror(e, 41)})"
        s0 = f"{vror(a, 28)}.lanewise(XOR, {vror(a, 34)}).lanewise(XOR, {vror(a, 39)})"
        plain_maj = f"{a}.and({b}).or({c}.and({a}.or({b})))"
        if maj_reuse:
            print(f"{I}LongVector ab{t} = {a}.lanewise(XOR, {b});")
            maj = f"ab{t}.and(bc).lanewise(XOR, {b})"
            if by_isa:
                maj = f"(ONE_OP_ROTATES ? {plain_maj} : {maj})"
        else:
            maj = plain_maj
        kk = f"LongVector.broadcast(S64, K[r + {t}])" if looped else f"LongVector.broadcast(S64, {lit(K[t])})"
        if ktable:
            kk = f"LongVector.fromArray(S64, KL, (r + {t}) * L)" if looped else f"LongVector.fromArray(S64, KL, {t} * L)"
        if d_first:
            print(f"{I}t = {h}.add({w}).add({kk}).add({d}).add({ch}).add({s1});")
            print(f"{I}{h} = t.add({maj}.sub({d})).add({s0});")
            print(f"{I}{d} = t;")
        else:
            print(f"{I}t = {h}.add({w}).add({kk}).add({ch}).add({s1});")
            print(f"{I}{d} = {d}.add(t);")
            print(f"{I}{h} = t.add({maj}).add({s0});")
        if maj_reuse:
            print(f"{I}bc = ab{t};")
    v1 = names_at(end)
    for n in NAMES:
        print(store(v1[n], SLOT[n]))
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
        a = sys.argv[2:]
        print_lanes(int(a[0]), [int(x) for x in a[1].split(",")] if "," in a[1] else int(a[1]), "nomaj" not in a, "dfirst" in a, "rotsigma" not in a, "noloop" not in a,
                    "nokt" not in a, "noisa" not in a)
    else:
        sys.exit(__doc__)
