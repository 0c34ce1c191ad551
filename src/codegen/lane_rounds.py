#!/usr/bin/env python3
"""Prints the round methods of LaneKernelTemplate (rounds 0-19, then 20-29, 30-39, ... 70-79).

Straight-line code with no helper method that takes or returns a vector: C2 inlines such
helpers only at hot call sites, and a helper left out of line boxes every vector it touches.
The working variables rotate by name (no moves), and the schedule ring stays in the work array
(16 words): each word is read where it is used and each new word stored once, as isa-l keeps it
on the stack (as 16 locals beside the state, C2 on AVX2 spilled and reloaded 290 vectors per
block).  The 16-lane kernel (AVX-512, 32 registers) calls a second set instead, register_methods:
the ring in 16 locals, as isa-l's x16 kernel keeps it in zmm16-31 (C2 on JDK 25, Zen 4: no spill,
71 vector loads and 56 stores per block instead of 103 + 152 memory operands and 99 stores; JMH
equal4k 16 lanes about 13% faster, JDK 17 the same): four methods of 20 rounds, and on JDK 18+
three of 30, 25 and 25, and all 80 in one method for C2 alone (see REGISTER_METHODS).  The block load (byte swap, transpose) is shared with the SHA-256 kernel: see
lane_loader.py.  Its output is the GENERATED region of
LaneKernelTemplate.java: `python3 src/codegen/sync.py` writes it there, and the build checks it.
"""
from _sha1 import K, LANE_F, NAMES, rename, roles

I = " " * 8

def w(i, message="W"):
    """Schedule word i, read from the work array: a message word (i < 16) from the block at message,
    a later word from the ring of 16 at W. The plain kernel loads the block into the ring itself
    (message = W); the detecting kernel keeps the block apart, since a candidate needs it after
    the rounds, and reads it from there instead of copying it into the ring."""
    return f"IntVector.fromArray(S, work, {message if i < 16 else 'W'} + {i % 16} * L)"


# Rounds 0-19 in one method; from 20 on, methods of 10: a round that reads its schedule words from
# the array is more bytecode, and C1 gave up on 20 of them ("out of virtual registers"), so the
# methods never reached C2.
METHODS = [(0, 20)] + [(f, 10) for f in range(20, 80, 10)]


def _method_head(doc, name, from_h=False):
    """A round method's first lines: its comment, signature and the five state words read from work
    (or, from_h, from the chaining values h: the first 16-lane method)."""
    if from_h:
        return [f"    /** {doc}. */",
                f"    private static void {name}(int[] work, int[] h) {{",
                f"{I}IntVector a = IntVector.fromArray(S, h, 0), b = IntVector.fromArray(S, h, L),",
                f"{I}        c = IntVector.fromArray(S, h, 2 * L), d = IntVector.fromArray(S, h, 3 * L),",
                f"{I}        e = IntVector.fromArray(S, h, 4 * L);"]
    return [f"    /** {doc}. */",
            f"    private static void {name}(int[] work) {{",
            f"{I}IntVector a = IntVector.fromArray(S, work, A), b = IntVector.fromArray(S, work, BB),",
            f"{I}        c = IntVector.fromArray(S, work, C), d = IntVector.fromArray(S, work, D),",
            f"{I}        e = IntVector.fromArray(S, work, E);"]


def round_methods(methods=METHODS, doc=lambda first, last: "", extra=lambda t, v, wt: [], message="W"):
    """The round methods, as lines: one per (first round, count) of methods. The detecting kernel
    (sha1dc.py) prints the same rounds with its own method split and, through extra(t, roles),
    stores of its own before round t (wt: the expression of its schedule word), and reads the
    message words from its own offset (see w)."""
    out = []
    for first, count in methods:
        g = first // 20
        last = first + count - 1
        out.extend(_method_head(f"Rounds {first}-{last}{doc(first, last)}", f"rounds{first:02d}to{last:02d}"))
        out.append(f"{I}IntVector k = IntVector.broadcast(S, {K[g]});")
        for t in range(first, first + count):
            v = roles(t)
            if t >= 16:
                # The schedule stays in the work array, as isa-l keeps it on the stack: each word is
                # read where it is used (a memory operand) and stored once, instead of 16 live vectors.
                out.append(f"{I}IntVector w{t} = {w(t - 3, message)}.lanewise(XOR, {w(t - 8, message)})")
                out.append(f"{I}        .lanewise(XOR, {w(t - 14, message)}).lanewise(XOR, {w(t - 16, message)}).lanewise(ROL, 1);")
                out.append(f"{I}w{t}.intoArray(work, W + {t % 16} * L);")
                wt = f"w{t}"
            else:
                wt = w(t, message)
            out.extend(f"{I}{line}" for line in extra(t, v, wt))
            # rol5(a) is added last: it depends on the previous round, everything else is older.
            out.append(f"{I}{v['e']} = {v['e']}.add({wt}).add(k).add({rename(LANE_F[g], v)}).add({v['a']}.lanewise(ROL, 5));")
            out.append(f"{I}{v['b']} = {v['b']}.lanewise(ROL, 30);")
        for n, off in zip(NAMES, ["A", "BB", "C", "D", "E"]):
            out.append(f"{I}{n}.intoArray(work, {off});")
        out.append("    }")
        out.append("")
    return out


# At 16 lanes (AVX-512: 32 zmm registers) the schedule fits in registers beside the state, K and
# temporaries, as isa-l's sha1_mb_x16_avx512 keeps it in zmm16-31: methods with the 16 words as
# locals, read once per method and stored once for the next method only. Each method boundary
# stores the state and the ring into the work array and the next method loads them at once, on
# the rounds' dependency chain, so fewer methods are faster: on Zen 5 (JDK 25, JMH hot4k and
# equal4k, 16 lanes) all 80 rounds in one method ran 17-24% faster than four of 20, and three of
# 30, 25 and 25 6-12% (stop 47). Past about 3,000 bytes of bytecode C1 gives up on a method
# ("out of virtual registers", tier 3; 80 rounds are 7,389 bytes, 40 rounds 3,836), and such a
# method can stay in C1's tier-2 code for good (see KernelCompilationTest). So the kernel has two
# forms: the split form, three methods of at most 2,936 bytes on JDK 18+, which every tier
# compiles, and the whole form, rounds00to79C2, which only C2 runs well, and which serves only once
# a thread of its own has seen a copy of it compiled by C2 and faster (KernelForms; see
# ARCHITECTURE.md, "The whole form, chosen once proved"). On JDK 17, whose rotates
# are two shifts and an OR, longer methods ran slower (three: 8-13%, one: 21%), so the kernel keeps
# four of 20 there and has no whole form (LaneKernelTemplate.THREE_METHODS).
REGISTER_METHODS = [(0, 80), (0, 30), (30, 25), (55, 25)] + [(f, 20) for f in range(0, 80, 20)]


def register_methods(methods=REGISTER_METHODS, doc=lambda first, last: "", extra=lambda t, v, wt: [], message="W"):
    """The 16-lane round methods (suffix R): the schedule in 16 locals per method. doc, extra and
    message as for round_methods (the detecting kernel's stores, and where its block is)."""
    out = []
    for first, count in methods:
        g = first // 20
        last = first + count - 1
        # The whole block's rounds in one method: named for the only compiler that runs it well.
        name = f"rounds{first:02d}to{last:02d}" + ("C2" if count == 80 else "R")
        title = "the whole form's one method, for C2 only (KernelForms)" if count == 80 else "the schedule in registers"
        out.extend(_method_head(f"Rounds {first}-{last}, {title} (16 lanes){doc(first, last)}",
                                name, from_h=first == 0))
        if last == 79:
            out[-4] = f"    private static void {name}(int[] work, int[] h) {{"
        for i in range(16):
            # Ring slot i holds the latest word i + 16n before this method's first round.
            out.append(f"{I}IntVector x{i} = {w(i + 16 * max(0, (first - 1 - i) // 16), message)};")
        out.append(f"{I}IntVector k = IntVector.broadcast(S, {K[g]});")
        for t in range(first, first + count):
            if t > first and t % 20 == 0:  # a method across a group boundary takes the next constant
                g = t // 20
                out.append(f"{I}k = IntVector.broadcast(S, {K[g]});")
            v = roles(t)
            x = f"x{t % 16}"
            if t >= 16:
                out.append(f"{I}{x} = x{(t - 3) % 16}.lanewise(XOR, x{(t - 8) % 16}).lanewise(XOR, x{(t - 14) % 16})"
                           f".lanewise(XOR, {x}).lanewise(ROL, 1);")
            out.extend(f"{I}{line}" for line in extra(t, v, x))
            out.append(f"{I}{v['e']} = {v['e']}.add({x}).add(k).add({rename(LANE_F[g], v)}).add({v['a']}.lanewise(ROL, 5));")
            out.append(f"{I}{v['b']} = {v['b']}.lanewise(ROL, 30);")
        if last < 79:
            # Only the words this method replaced, and only for a later method.
            for i in sorted({t % 16 for t in range(max(first, 16), first + count)}):
                out.append(f"{I}x{i}.intoArray(work, W + {i} * L);")
        if last == 79:
            # The last method adds the block's result into the chaining values itself.
            for i, n in enumerate(NAMES):
                out.append(f"{I}{n}.add(IntVector.fromArray(S, h, {i} * L)).intoArray(h, {i} * L);")
        else:
            for n, off in zip(NAMES, ["A", "BB", "C", "D", "E"]):
                out.append(f"{I}{n}.intoArray(work, {off});")
        out.append("    }")
        out.append("")
    return out


if __name__ == "__main__":
    print("\n".join(round_methods() + register_methods()))
