#!/usr/bin/env python3
"""Prints the body of BlockLoaderTemplate.load: one 64-byte block per lane, byte-swapped and
transposed so that word t of every lane is one vector.

Shared by every lane kernel with 64-byte blocks of big-endian 32-bit words (SHA-1, SHA-256):
each kernel calls its species' loader with the offset of its schedule area in its work array.
16 vectors r0..r15, vector i = lane (i % L), chunk (i / L); a transpose stage d (d < L) swaps the
off-diagonal d x d blocks, pairing vectors i and i + d where (i & d) == 0.  Since every chunk
starts at a multiple of L > d, one straight-line body serves L = 4, 8, 16.  Paste the output
between the GENERATED markers of BlockLoaderTemplate.java.
"""
I = " " * 8
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
    print(f"{I}r{i}.intoArray(dst, at + {i} * L);")
print(f"{I}IntVector.fromArray(S, off, 0).add(IntVector.fromArray(S, step, 0)).intoArray(off, 0);")
