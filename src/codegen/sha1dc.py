#!/usr/bin/env python3
"""Prints the generated parts of SHA-1 collision detection (SHA-1DC), one block at a time.

    python3 src/codegen/sha1dc.py NAME       # prints one block (see BLOCKS) to stdout

`python3 src/codegen/sync.py` writes each block into the GENERATED region that names it, and the
build checks that they agree.

The unavoidable bit conditions are read from the one table that holds them,
scalar/.../Sha1DcTables.java (UBC rows {i, p, j, q, v, dvs}), so the table and the checks
printed from it cannot drift apart.

Blocks:
  scalar-rounds   the 80 SHA-1 steps of ScalarSha1Dc.compressSaving: message words from an
                  expanded array, the state before steps 58 and 65 saved for recompression
  scalar-recompress  ScalarSha1Dc.recompress58/65, straight-line (the scalar engine's candidates)
  scalar-ubc      ScalarSha1Dc.ubcMask: every condition as `mask &= keep | ~dvs`, where keep is
                  all ones when the condition holds and 0 when it fails; an early return once
                  no DV is left (most blocks lose every DV within the first few dozen rows)
  lane-rounds     the round methods of Sha1DcLaneKernelTemplate (eight of 10 rounds below 16
                  lanes, four of 20 with the schedule in registers at 16, rounds 40-59 also as two
                  of 10 for JDKs before 25), which also store
                  W[35..64] for the condition check (at 16 lanes only those the ring does not
                  keep) and the states before steps 58 and 65 for the recompression, and read
                  the block's message words from MSG
  lane-ubc        the condition check as vector operations, in methods of about 40 rows
  lane-recompress the lanes' recompression of queued candidates, L at once (about one
                  candidate per 16-lane step on random data), in methods of at most 10 steps
"""
import os
import re
import sys

from _sha1 import F, K, LANE_F, NAMES, rename, roles
from lane_rounds import register_methods as lane_register_methods, round_methods as lane_round_methods

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
TABLES = os.path.join(ROOT, "scalar/src/main/java/org/hashlanes/scalar/Sha1DcTables.java")
SCALAR = os.path.join(ROOT, "scalar/src/main/java/org/hashlanes/scalar/ScalarSha1Dc.java")
LANES = os.path.join(ROOT, "simd/src/main/java/org/hashlanes/internal/vector/Sha1DcLaneKernelTemplate.java")

SAVED_STEPS = (58, 65)                  # the testt of every DV in the table


def ubc_rows():
    text = open(TABLES).read()
    body = text[text.index("UBC = {"):]
    body = body[:body.index("};")]
    rows = [tuple(int(x, 0) for x in m.groups())
            for m in re.finditer(r"\{(\d+), (\d+), (\d+), (\d+), (\d), (0x[0-9a-f]+)\}", body)]
    assert rows, "no UBC rows in " + TABLES
    return rows


def scalar_rounds():
    ind = " " * 8
    out = []
    for t in range(80):
        v = roles(t)
        if t in SAVED_STEPS:
            out.append(f"{ind}s{t}[0] = {v['a']}; s{t}[1] = {v['b']}; s{t}[2] = {v['c']}; "
                       f"s{t}[3] = {v['d']}; s{t}[4] = {v['e']};")
        out.append(f"{ind}{v['e']} += w[{t}] + {K[t // 20]} + {rename(F[t // 20], v)} + "
                   f"Integer.rotateLeft({v['a']}, 5); {v['b']} = Integer.rotateLeft({v['b']}, 30);")
    v = roles(80)
    out.append(f"{ind}h[0] += {v['a']}; h[1] += {v['b']}; h[2] += {v['c']}; h[3] += {v['d']}; h[4] += {v['e']};")
    return out


def scalar_recompress():
    """recompress58/65: the block with message words w ^ dm, from the state before step T,
    run backwards to its chaining value in and forwards to its chaining value out; true if
    that out equals h. Undoing step t: b was rotated by 30, e gained w + k + f(b, c, d) +
    rol5(a); a, c and d are unchanged."""
    ind = " " * 8
    out = []
    for T in SAVED_STEPS:
        out.append(f"    /** {{@link #recompressionCollides}} for the vectors tested from step {T}. */")
        out.append(f"    private static boolean recompress{T}(int[] w, int[] dm, int[] s, int[] h) {{")
        v = roles(T)
        out.append(f"{ind}int {v['a']} = s[0], {v['b']} = s[1], {v['c']} = s[2], {v['d']} = s[3], {v['e']} = s[4];")
        for t in range(T - 1, -1, -1):
            v = roles(t)
            out.append(f"{ind}{v['b']} = Integer.rotateRight({v['b']}, 30); {v['e']} -= (w[{t}] ^ dm[{t}]) + {K[t // 20]} + "
                       f"{rename(F[t // 20], v)} + Integer.rotateLeft({v['a']}, 5);")
        out.append(f"{ind}int in0 = a, in1 = b, in2 = c, in3 = d, in4 = e;")
        v = roles(T)
        out.append(f"{ind}{v['a']} = s[0]; {v['b']} = s[1]; {v['c']} = s[2]; {v['d']} = s[3]; {v['e']} = s[4];")
        for t in range(T, 80):
            v = roles(t)
            out.append(f"{ind}{v['e']} += (w[{t}] ^ dm[{t}]) + {K[t // 20]} + {rename(F[t // 20], v)} + "
                       f"Integer.rotateLeft({v['a']}, 5); {v['b']} = Integer.rotateLeft({v['b']}, 30);")
        out.append(f"{ind}return in0 + a == h[0] && in1 + b == h[1] && in2 + c == h[2] && in3 + d == h[3] && in4 + e == h[4];")
        out.append("    }")
        out.append("")
    return out


def scalar_ubc():
    ind = " " * 8
    out = []
    for n, (i, p, j, q, val, dvs) in enumerate(ubc_rows()):
        if n and n % 24 == 0:
            out.append(f"{ind}if (mask == 0) {{")
            out.append(f"{ind}    return 0;")
            out.append(f"{ind}}}")
        flip = " ^ 1" if val else ""
        # ((bit_p(W[i]) ^ bit_q(W[j]) ^ v) & 1) is 1 when the condition fails; minus 1 gives keep.
        out.append(f"{ind}mask &= ((((w[{i}] >>> {p}) ^ (w[{j}] >>> {q}){flip}) & 1) - 1) | ~0x{dvs:08x};")
    return out


# ---- the lanes kernel ------------------------------------------------------------------------

UBC_WORDS = range(35, 65)   # the expanded words the conditions read (checked in ubc_rows)
# At 16 lanes the words the conditions read from the schedule ring instead of WX: rounds 40-59 store
# W[44..59] into the ring for the next method, and rounds 60-79, the last, store no ring word.
RING_WORDS = range(44, 60)
UBC_METHODS = 3             # condition methods per block: small enough for C2 (see lane_rounds)
LANE_SURVIVAL = 0.06       # expected candidates per block that the lanes' conditions leave (lane_ubc_rows)


def survival(rows):
    """Expected (block, DV) candidates per random block when only rows are checked: each condition
    holds with probability 1/2, so DV k survives its n_k conditions with 2^-n_k."""
    n = [sum(1 for r in rows if r[5] >> k & 1) for k in range(32)]
    return sum(2.0 ** -c for c in n)


def lane_ubc_rows():
    """The conditions the lanes check: the table without the rows that filter least.

    The conditions only filter: each (block, DV) left is decided by recompression, in the lanes
    as by ScalarSha1Dc, so a condition left out costs candidates, never a detection (an attack
    block meets every unavoidable condition of its DV; the reference can switch the check off
    altogether). A condition costs every block step about 3 vector operations; the 16 lanes of
    a step have 16 x survival candidates, each about 30 scalar stores to queue and a sixteenth
    of a vector recompression to decide. Most DVs have 11-15 conditions and 2^-11 of their blocks
    survive them, so their last conditions filter almost nothing: rows are dropped, least
    filtering first (the row whose DVs have the most other conditions), while survival stays
    under LANE_SURVIVAL (the whole table: 0.049). At 0.06, 113 of the 156 rows; JMH equal4k,
    16 lanes, Zen 4, JDK 25: about 8% faster than the whole table, and 0.08 (100 rows) no
    faster than 0.06: the candidates it adds cost what the rows it drops save."""
    rows = ubc_rows()
    while True:
        counts = [sum(1 for r in rows if r[5] >> k & 1) for k in range(32)]
        gain = lambda r: sum(2.0 ** -counts[k] for k in range(32) if r[5] >> k & 1)
        drop = min(rows, key=gain)
        rest = [r for r in rows if r is not drop]
        if survival(rest) > LANE_SURVIVAL:
            return rows
        rows = rest


def lane_ubc():
    """The condition check as UBC_METHODS methods after the rounds, reading W[35..64] from WX (at
    16 lanes W[44..59] from the ring, see RING_WORDS).

    Kept out of the round methods: rounds and conditions in one method grew too large for C2
    (the kernel ran at C1 speed, ~20 MB/s). Per condition: x = W[i] ^ rol(W[j], p - q) has bit
    p = bit p of W[i] ^ bit q of W[j]; s spreads that bit over the lane (shift it to the sign,
    then an arithmetic shift). A failed condition clears its DVs: mask & ~(s & dvs) when it wants
    0, mask & (s | ~dvs) when it wants 1. One x serves every condition on the same two words and
    rotation."""
    rows = sorted(lane_ubc_rows(), key=lambda r: (max(r[0], r[2]), min(r[0], r[2])))
    assert all(w in UBC_WORDS for r in rows for w in (r[0], r[2]))
    I = " " * 8
    out = []
    per = -(-len(rows) // UBC_METHODS)
    for m in range(UBC_METHODS):
        part = rows[m * per:(m + 1) * per]
        words = sorted({w for r in part for w in (r[0], r[2])})
        out.append(f"    /** Unavoidable bit conditions, part {m + 1} of {UBC_METHODS}: {len(part)} rows, W[{words[0]}..{words[-1]}]. */")
        out.append(f"    private static void conditions{m + 1}(int[] work) {{")
        if m == 0:
            out.append(f"{I}IntVector mask = IntVector.broadcast(S, -1);")
        else:
            out.append(f"{I}IntVector mask = IntVector.fromArray(S, work, MASK);")
        for w in words:
            at = f"WX + {w - UBC_WORDS[0]} * L"
            if w in RING_WORDS:
                at = f"L >= 16 ? W + {w % 16} * L : {at}"
            out.append(f"{I}IntVector w{w} = IntVector.fromArray(S, work, {at});")
        made = set()
        for (i, p, j, q, val, dvs) in part:
            d = (p - q) % 32
            x = f"x{i}_{j}_{d}"
            if x not in made:
                made.add(x)
                wj = f"w{j}" if d == 0 else f"w{j}.lanewise(ROL, {d})"
                out.append(f"{I}IntVector {x} = w{i}.lanewise(XOR, {wj});")
            spread = f"{x}.lanewise(LSHL, {31 - p}).lanewise(ASHR, 31)" if p != 31 else f"{x}.lanewise(ASHR, 31)"
            if val:
                out.append(f"{I}mask = mask.and({spread}.or(~0x{dvs:08x}));")
            else:
                out.append(f"{I}mask = mask.lanewise(AND_NOT, {spread}.and(0x{dvs:08x}));")
        out.append(f"{I}mask.intoArray(work, MASK);")
        out.append("    }")
        out.append("")
    return out


def lane_rounds():
    """The plain lanes' rounds (lane_rounds.py), with the words the conditions read and the states
    before the test steps stored on the way."""
    I = " " * 8

    def keeps(first, last):
        return "; keeps the words the conditions read" if last >= UBC_WORDS[0] and first < UBC_WORDS[-1] else ""

    def stores(t, v, wt, ring=False):
        out = []
        if t in UBC_WORDS and not (ring and t in RING_WORDS):
            out.append(f"{wt}.intoArray(work, WX + {t - UBC_WORDS[0]} * L);")
        if t in SAVED_STEPS:
            out.extend(f"{v[n]}.intoArray(work, S{t} + {r} * L);" for r, n in enumerate(NAMES))
        return out

    # Below 16 lanes, methods of 10 rounds, not 20 for rounds 0-19 as the plain kernel: with the
    # extra stores, C1 gave up on 20 ("out of virtual registers"), and the kernel sometimes stayed
    # slow for good. At 16 lanes the plain kernel's four register methods (the schedule in 16
    # locals, the chaining values read by the first and added by the last; see lane_rounds.py).
    # Rounds 40-59 were two methods while they also stored W[40..59] and the state before step 58
    # (25 extra stores: C1 gave up on one method of 20, "out of virtual registers"). The words
    # W[44..59] are in the ring when rounds 40-59 end and no later method of the block writes the
    # ring, so the conditions read them there (RING_WORDS); 9 extra stores are left and one method
    # of 20 compiles, which saves a hand-over of the state and the ring through the work array
    # (the hand-overs are where the work array's alignment costs, see src/ARCHITECTURE.md): on
    # JDK 25 about 3% faster where the work array misses 32-byte alignment, but 12% slower on
    # JDK 17, whose C2 spills in these methods. Both forms are printed; the kernel picks one by
    # the JDK (ONE_METHOD_40_59).
    # Rounds 50-59 (which also store the state before step 58) in two methods of 5: as one, C1 on
    # JDK 17 gave up on it at 4 and 8 lanes ("out of virtual registers in linear scan";
    # KernelCompilationTest).
    return (lane_round_methods([(f, 10) for f in range(0, 50, 10)] + [(50, 5), (55, 5), (60, 10), (70, 10)],
                               keeps, stores, message="MSG")
            + lane_register_methods([(0, 20), (20, 20), (40, 10), (50, 10), (40, 20), (60, 20)],
                                    doc=keeps, extra=lambda t, v, wt: stores(t, v, wt, ring=True), message="MSG"))


# Step ranges of the candidates' recompression in the lanes, (first, last) in the order run: backwards
# from each test step to step 0, forwards from it to step 79. Decades are shared by both test steps.
RECOMPRESS_BACK = [(57, 50), (64, 60), (59, 50), (49, 40), (39, 30), (29, 20), (19, 10), (9, 0)]
RECOMPRESS_FORWARD = [(58, 59), (65, 69), (60, 69), (70, 79)]


def lane_recompress():
    """The steps of Sha1DcLaneKernelTemplate.decide, straight-line in methods of at most 10
    steps (a loop of calls to one step method was not inlined: its vectors were boxed, and
    deciding took a quarter of the kernel's time). Between methods the working state is in
    RING, role a..e at RING + 0..4 * L; the candidates' expanded words are at DECIDE_W."""
    I = " " * 8
    out = []
    for first, last in RECOMPRESS_BACK + RECOMPRESS_FORWARD:
        back = first > last
        steps = range(first, last - 1, -1) if back else range(first, last + 1)
        at_start, at_end = (first + 1, last) if back else (first, last + 1)
        verb = "Undoes" if back else "Runs"
        out.append(f"    /** {verb} steps {first}-{last} of every slot's recompression (see {{@link #decide}}). */")
        out.append(f"    private static void {'undo' if back else 'do'}Steps{first}to{last}(int[] work) {{")
        v = roles(at_start)
        out.append(f"{I}IntVector {v['a']} = IntVector.fromArray(S, work, RING), {v['b']} = IntVector.fromArray(S, work, RING + L),")
        out.append(f"{I}        {v['c']} = IntVector.fromArray(S, work, RING + 2 * L), {v['d']} = IntVector.fromArray(S, work, RING + 3 * L),")
        out.append(f"{I}        {v['e']} = IntVector.fromArray(S, work, RING + 4 * L);")
        for t in steps:
            v = roles(t)
            w = f"IntVector.fromArray(S, work, DECIDE_W + {t} * L)"
            f = rename(LANE_F[t // 20], v)
            if back:
                out.append(f"{I}{v['b']} = {v['b']}.lanewise(ROR, 30);")
                out.append(f"{I}{v['e']} = {v['e']}.sub({w}.add({K[t // 20]}).add({f}).add({v['a']}.lanewise(ROL, 5)));")
            else:
                out.append(f"{I}{v['e']} = {v['e']}.add({w}).add({K[t // 20]}).add({f}).add({v['a']}.lanewise(ROL, 5));")
                out.append(f"{I}{v['b']} = {v['b']}.lanewise(ROL, 30);")
        v = roles(at_end)
        for r, n in enumerate(NAMES):
            out.append(f"{I}{v[n]}.intoArray(work, RING + {r} * L);")
        out.append("    }")
        out.append("")
    return out


BLOCKS = {
    "scalar-rounds": scalar_rounds,
    "scalar-ubc": scalar_ubc,
    "scalar-recompress": scalar_recompress,
    "lane-rounds": lane_rounds,
    "lane-ubc": lane_ubc,
    "lane-recompress": lane_recompress,
}
def main():
    if len(sys.argv) != 2 or sys.argv[1] not in BLOCKS:
        raise SystemExit("usage: sha1dc.py " + "|".join(BLOCKS))
    print("\n".join(BLOCKS[sys.argv[1]]()))


if __name__ == "__main__":
    main()
