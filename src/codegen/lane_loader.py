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
185 of them per block.  The byte swap is JDK 19+'s lanewise REVERSE_BYTES (one vpshufb), where the
JDK has it; a byte rearrange is five instructions on AVX2 (C2 does not see that it stays within
128-bit halves).  Paste the output between the GENERATED markers of BlockLoaderTemplate.java.
"""
I = " " * 8


def load(ind, i):
    print(f"{ind}ByteVector b{i} = ByteVector.fromArray(B, src[{i} % L], off[{i} % L] + ({i} / L) * 4 * L);")
    print(f"{ind}IntVector r{i} = !SWAP ? (IntVector) b{i}.reinterpretAsInts()"
          f" : REVERSE_BYTES != null ? ((IntVector) b{i}.reinterpretAsInts()).lanewise(REVERSE_BYTES)"
          f" : (IntVector) b{i}.rearrange(BSWAP).reinterpretAsInts();")


def stage(ind, d, vectors):
    for i in vectors:
        if i & d:
            continue
        j = i + d
        print(f"{ind}{{ IntVector p = r{i}, q = r{j}; "
              f"r{i} = p.blend(q.rearrange(XOR{d}), BIT{d}); r{j} = p.rearrange(XOR{d}).blend(q, BIT{d}); }}")


def store(ind, vectors):
    for i in vectors:
        print(f"{ind}r{i}.intoArray(dst, at + {i} * L);")


J = I + "    "
print(f"{I}if (L > 8) {{")
for i in range(16):
    load(J, i)
for d in (8, 4, 2, 1):
    stage(J, d, range(16))
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
