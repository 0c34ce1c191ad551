#!/usr/bin/env python3
"""Prints the body of BlockLoaderTemplate.load: one 64-byte block per lane, byte-swapped (unless
the words are little-endian: SWAP, a constant per loader copy) and transposed so that word t of
every lane is one vector.

Shared by every lane kernel with 64-byte blocks of 32-bit words (SHA-1, SHA-256; MD5 unswapped):
each kernel calls its species' loader with the offset of its schedule area in its work array.
16 vectors r0..r15, vector i = lane (i % L), chunk (i / L); a transpose stage d (d < L) swaps the
off-diagonal d x d blocks, pairing vectors i and i + d where (i & d) == 0.  Since every chunk
starts at a multiple of L > d, one straight-line body serves L = 4 and 8, and another L = 16.

Below 16 lanes the body goes 8 vectors at a time (load, transpose, store), as isa-l's
TRANSPOSE8 does: with all 16 vectors live, C2 on AVX2 (16 ymm registers) spilled 330 and reloaded
185 of them per block.  At 16 lanes (AVX-512) a stage is, where the JDK has it (24+), one two-table
selectFrom per vector (vpermt2d: 64 for the transpose, as isa-l's TRANSPOSE16 has 64 shuffles),
called through a constant method handle since the library is compiled against 17's API; else one
rearrange and one blend per vector (128).  The byte swap is JDK 19+'s lanewise REVERSE_BYTES (one vpshufb), where the
JDK has it; a byte rearrange is five instructions on AVX2 (C2 does not see that it stays within
128-bit halves).  Paste the output between the GENERATED markers of BlockLoaderTemplate.java.

"lane_loader.py long" prints the body of LongBlockLoaderTemplate.load instead: one 128-byte
block of big-endian 64-bit words per lane (SHA-512), with the same loads, byte swap and transpose
stages on LongVector (L = 2, 4 or 8 long lanes, so always 8 vectors at a time), each word stored
as two ints of the kernel's int work array (a reinterpretation: no instruction).
"""
import sys

I = " " * 8


def load(ind, i):
    print(f"{ind}ByteVector b{i} = ByteVector.fromArray(B, src[{i} % L], off[{i} % L] + ({i} / L) * 4 * L);")
    print(f"{ind}IntVector r{i} = !SWAP ? (IntVector) b{i}.reinterpretAsInts()"
          f" : REVERSE_BYTES != null ? ((IntVector) b{i}.reinterpretAsInts()).lanewise(REVERSE_BYTES)"
          f" : (IntVector) b{i}.rearrange(BSWAP).reinterpretAsInts();")


def stage(ind, d, vectors, vector="IntVector"):
    for i in vectors:
        if i & d:
            continue
        j = i + d
        print(f"{ind}{{ {vector} p = r{i}, q = r{j}; "
              f"r{i} = p.blend(q.rearrange(XOR{d}), BIT{d}); r{j} = p.rearrange(XOR{d}).blend(q, BIT{d}); }}")


def stage_select(ind, d, vectors):
    """Stage d with JDK 24+'s two-table selectFrom (one vpermt2d per vector on AVX-512)."""
    for i in vectors:
        if i & d:
            continue
        j = i + d
        print(f"{ind}{{ IntVector p = r{i}, q = r{j}; "
              f"r{i} = (IntVector) SELECT2.invokeExact(LOW{d}, p, q); r{j} = (IntVector) SELECT2.invokeExact(HIGH{d}, p, q); }}")


def store(ind, vectors):
    for i in vectors:
        print(f"{ind}r{i}.intoArray(dst, at + {i} * L);")


def load_long(ind, i):
    print(f"{ind}ByteVector b{i} = ByteVector.fromArray(B, src[{i} % L], off[{i} % L] + ({i} / L) * 8 * L);")
    print(f"{ind}LongVector r{i} = REVERSE_BYTES != null ? ((LongVector) b{i}.reinterpretAsLongs()).lanewise(REVERSE_BYTES)"
          f" : (LongVector) b{i}.rearrange(BSWAP).reinterpretAsLongs();")


def long_loader():
    for g in (0, 8):
        group = range(g, g + 8)
        print(f"{I}{{")
        K = I + "    "
        for i in group:
            load_long(K, i)
        for d, below in ((4, "L > 4"), (2, "L > 2")):
            print(f"{K}if ({below}) {{")
            stage(K + "    ", d, group, "LongVector")
            print(f"{K}}}")
        stage(K, 1, group, "LongVector")
        for i in group:
            print(f"{K}r{i}.reinterpretAsInts().intoArray(dst, at + {i} * 2 * L);")
        print(f"{I}}}")
    print(f"{I}for (int j = 0; j < L; j++) {{")
    print(f"{I}    off[j] += step[j];")
    print(f"{I}}}")


if sys.argv[1:] == ["long"]:
    long_loader()
    sys.exit()

J = I + "    "
print(f"{I}if (L > 8) {{")
for i in range(16):
    load(J, i)
print(f"{J}if (SELECT2 != null) {{")
print(f"{J}    try {{")
for d in (8, 4, 2, 1):
    stage_select(J + "        ", d, range(16))
print(f"{J}    }} catch (Throwable e) {{")
print(f"{J}        throw new IllegalStateException(e);")
print(f"{J}    }}")
print(f"{J}}} else {{")
for d in (8, 4, 2, 1):
    stage(J + "    ", d, range(16))
print(f"{J}}}")
store(J, range(16))
print(f"{I}}} else {{")
for g in (0, 8):
    group = range(g, g + 8)
    print(f"{J}{{")
    K = J + "    "
    for i in group:
        load(K, i)
    print(f"{K}if (L > 4) {{")
    stage(K + "    ", 4, group)
    print(f"{K}}}")
    for d in (2, 1):
        stage(K, d, group)
    store(K, group)
    print(f"{J}}}")
print(f"{I}}}")
print(f"{I}IntVector.fromArray(S, off, 0).add(IntVector.fromArray(S, step, 0)).intoArray(off, 0);")
