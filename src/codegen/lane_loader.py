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
185 of them per block.  At 8 lanes (load8) the loads go once over the lanes: each lane's array
and offset are read once for both its chunks, chunk 1 is parked raw in its rows of dst and read
back for the second transpose, so no lane's scalars stay live across the two halves (C2 had spilled
them: 493 -> 374 instructions a block with load's own; Zen 4, JDK 25, -XX:UseAVX=2).  The
bodies are separate methods (load16, load8, load4) called from load: in one method they came to
6,874 bytes of bytecode, and past HotSpot's HugeMethodLimit (8,000) a method is never compiled
(the first try of load8, inside load, ran interpreted at 5.7 ops/s).  At 16 lanes (AVX-512) a stage is, where the JDK has it (24+), one two-table
selectFrom per vector (vpermt2d: 64 for the transpose, as isa-l's TRANSPOSE16 has 64 shuffles),
called through a constant method handle since the library is compiled against 17's API; else one
rearrange and one blend per vector (128).  The byte swap is JDK 19+'s lanewise REVERSE_BYTES (one vpshufb), where the
JDK has it; a byte rearrange is five instructions on AVX2 (C2 does not see that it stays within
128-bit halves).  Every body loads the L lanes from lane `first` on: a kernel that runs two lane
sets a vector (MD5, as isa-l's md5_mb x4x2, x8x2 and x16x2) loads each set in its own call,
the second set through a second definition of the loader class (LaneKernels.loaderCopy: other
instructions for the CPU's per-instruction stride prefetcher).  Paste the output between the GENERATED markers of BlockLoaderTemplate.java.

"lane_loader.py long" prints the body of LongBlockLoaderTemplate.load instead: one 128-byte
block of big-endian 64-bit words per lane (SHA-512), with the same loads, byte swap and transpose
stages on LongVector (L = 2, 4 or 8 long lanes, so always 8 vectors at a time), each word stored
as two ints of the kernel's int work array (a reinterpretation: no instruction).
"""
import sys

I = " " * 8


def load(ind, i):
    load_from(ind, i, f"src[first + {i} % L]", f"off[first + {i} % L] + ({i} / L) * 4 * L")


def load_from(ind, i, array, offset):
    print(f"{ind}ByteVector b{i} = ByteVector.fromArray(B, {array}, {offset});")
    print(f"{ind}IntVector r{i} = !SWAP ? (IntVector) b{i}.reinterpretAsInts()"
          f" : REVERSE_BYTES != null ? ((IntVector) b{i}.reinterpretAsInts()).lanewise(REVERSE_BYTES)"
          f" : (IntVector) b{i}.rearrange(BSWAP).reinterpretAsInts();")


def stage(ind, d, vectors, vector="IntVector", prefix="r"):
    for i in vectors:
        if i & d:
            continue
        j = i + d
        r = prefix
        print(f"{ind}{{ {vector} p = {r}{i}, q = {r}{j}; "
              f"{r}{i} = p.blend(q.rearrange(XOR{d}), BIT{d}); {r}{j} = p.rearrange(XOR{d}).blend(q, BIT{d}); }}")


def stage_select(ind, d, vectors, vector="IntVector"):
    """Stage d with JDK 24+'s two-table selectFrom (one vpermt2d or vpermt2q per vector on AVX-512)."""
    for i in vectors:
        if i & d:
            continue
        j = i + d
        print(f"{ind}{{ {vector} p = r{i}, q = r{j}; "
              f"r{i} = ({vector}) SELECT2.invokeExact(LOW{d}, p, q); r{j} = ({vector}) SELECT2.invokeExact(HIGH{d}, p, q); }}")


def store(ind, vectors, prefix="r"):
    for i in vectors:
        print(f"{ind}{prefix}{i}.intoArray(dst, at + {i} * L);")


def load_long(ind, i):
    print(f"{ind}ByteVector b{i} = ByteVector.fromArray(B, src[first + {i} % L], off[first + {i} % L] + ({i} / L) * 8 * L);")
    print(f"{ind}LongVector r{i} = REVERSE_BYTES != null ? ((LongVector) b{i}.reinterpretAsLongs()).lanewise(REVERSE_BYTES)"
          f" : (LongVector) b{i}.rearrange(BSWAP).reinterpretAsLongs();")


def long_loader():
    for g in (0, 8):
        group = range(g, g + 8)
        print(f"{I}{{")
        K = I + "    "
        for i in group:
            load_long(K, i)
        # At 8 lanes (512 bits) the three stages by SELECT2, where the JDK has it: 48 vpermt2q a
        # block instead of 48 vpermq and 48 vpblendmq (and the masks rebuilt on every call).
        print(f"{K}if (SELECT2 != null) {{")
        print(f"{K}    try {{")
        for d in (4, 2, 1):
            stage_select(K + "        ", d, group, "LongVector")
        print(f"{K}    }} catch (Throwable e) {{")
        print(f"{K}        throw new IllegalStateException(e);")
        print(f"{K}    }}")
        print(f"{K}}} else {{")
        L2 = K + "    "
        for d, below in ((4, "L > 4"), (2, "L > 2")):
            print(f"{L2}if ({below}) {{")
            stage(L2 + "    ", d, group, "LongVector")
            print(f"{L2}}}")
        stage(L2, 1, group, "LongVector")
        print(f"{K}}}")
        for i in group:
            print(f"{K}r{i}.reinterpretAsInts().intoArray(dst, at + {i} * 2 * L);")
        print(f"{I}}}")
    print(f"{I}for (int j = first; j < first + L; j++) {{")
    print(f"{I}    off[j] += step[j];")
    print(f"{I}}}")


if sys.argv[1:] == ["long"]:
    long_loader()
    sys.exit()

J = I + "    "
M = "    "
print(f"{M}@Override")
print(f"{M}public void load(int[] dst, int at, byte[][] src, int[] off, int[] step, int first) {{")
print(f"{I}if (L > 8) {{")
print(f"{J}load16(dst, at, src, off, first);")
print(f"{I}}} else if (L == 8) {{")
print(f"{J}load8(dst, at, src, off, first);")
print(f"{I}}} else {{")
print(f"{J}load4(dst, at, src, off, first);")
print(f"{I}}}")
print(f"{I}IntVector.fromArray(S, off, first).add(IntVector.fromArray(S, step, first)).intoArray(off, first);")
print(f"{M}}}")


def method(name, doc):
    print()
    print(f"{M}/** {doc} */")
    print(f"{M}private static void {name}(int[] dst, int at, byte[][] src, int[] off, int first) {{")


method("load16", "16 lanes: the 16 vectors at once, the transpose by SELECT2 where the JDK has it.")
for i in range(16):
    load(I, i)
print(f"{I}if (SELECT2 != null) {{")
print(f"{I}    try {{")
for d in (8, 4, 2, 1):
    stage_select(J + "    ", d, range(16))
print(f"{I}    }} catch (Throwable e) {{")
print(f"{I}        throw new IllegalStateException(e);")
print(f"{I}    }}")
print(f"{I}}} else {{")
for d in (8, 4, 2, 1):
    stage(J, d, range(16))
print(f"{I}}}")
store(I, range(16))
print(f"{M}}}")

method("load8", "8 lanes (AVX2): one pass over the lanes, chunk 1 parked raw in its rows of dst.")
# Each lane's array and offset are read once and both its chunks loaded (their two bounds checks
# side by side); chunk 1 goes raw into its rows of dst, read back after chunk 0's transpose, so no
# scalar is live across the two halves.
for j in range(8):
    print(f"{I}byte[] a{j} = src[first + {j}];")
    print(f"{I}int o{j} = off[first + {j}];")
    load_from(I, j, f"a{j}", f"o{j}")
    load_from(I, j + 8, f"a{j}", f"o{j} + 4 * L")
    print(f"{I}r{j + 8}.intoArray(dst, at + {j + 8} * L);")
for d in (4, 2, 1):
    stage(I, d, range(8))
store(I, range(8))
for i in range(8, 16):
    print(f"{I}IntVector s{i} = IntVector.fromArray(S, dst, at + {i} * L);")
for d in (4, 2, 1):
    stage(I, d, range(8, 16), prefix="s")
store(I, range(8, 16), prefix="s")
print(f"{M}}}")

method("load4", "4 lanes (and 8 where load8 is not used): 8 vectors at a time, as isa-l's TRANSPOSE8.")
for g in (0, 8):
    group = range(g, g + 8)
    print(f"{I}{{")
    K = I + "    "
    for i in group:
        load(K, i)
    print(f"{K}if (L > 4) {{")
    stage(K + "    ", 4, group)
    print(f"{K}}}")
    for d in (2, 1):
        stage(K, d, group)
    store(K, group)
    print(f"{I}}}")
print(f"{M}}}")
