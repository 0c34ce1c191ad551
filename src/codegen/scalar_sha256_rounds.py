#!/usr/bin/env python3
"""Prints the 64 unrolled SHA-256 rounds of ScalarSha256.compressBlocks0.

Same style as scalar_rounds.py (SHA-1): the eight working variables rotate by name instead
of by assignment (round t uses a..h shifted by t), and the message schedule is a ring of 16
locals w0..w15, each rewritten in place 16 rounds before it is next read.  Paste the output
between the GENERATED markers of ScalarSha256.compressBlocks0, and the output of
"scalar_sha256_rounds.py table" between those of ScalarSha256.K.

Rounds 16-63 are a loop of three passes over 16 unrolled rounds (see main() for why).

Each round is three statements, ordered for a short dependency chain:
    h = h + w + K + Ch(e,f,g) + Sigma1(e);     h + w + K is ready long before e is;
                                               Ch's f ^ g and Sigma1's rotates overlap
    d += h;                                    the new e: one add after T1
    h += Sigma0(a) + Maj(a,b,c);               T2 summed on its own, then one add: the new a
"""
K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]
NAMES = "abcdefgh"


def names_at(t):
    """At round t the variable holding "a" is NAMES[(-t) % 8], and so on."""
    return {n: NAMES[(i - t) % 8] for i, n in enumerate(NAMES)}


def ror(x, n):
    return f"Integer.rotateRight({x}, {n})"


def round_lines(t, k, ind):
    """Round t's statements; {k} is the round constant as Java text."""
    v = names_at(t)
    w = f"w{t % 16}"
    lines = []
    if t >= 16:
        x15, x2 = f"w{(t - 15) % 16}", f"w{(t - 2) % 16}"
        lines.append(f"{ind}{w} += ({ror(x15, 7)} ^ {ror(x15, 18)} ^ ({x15} >>> 3)) + w{(t - 7) % 16}"
                     f" + ({ror(x2, 17)} ^ {ror(x2, 19)} ^ ({x2} >>> 10));")
    a, b, c, d, e, f, g, h = (v[n] for n in NAMES)
    lines.append(f"{ind}{h} = {h} + {w} + {k} + (({e} & ({f} ^ {g})) ^ {g})"
                 f" + ({ror(e, 6)} ^ {ror(e, 11)} ^ {ror(e, 25)});")
    lines.append(f"{ind}{d} += {h};")
    lines.append(f"{ind}{h} += ({ror(a, 2)} ^ {ror(a, 13)} ^ {ror(a, 22)}) + (({a} & {b}) | ({c} & ({a} | {b})));")
    return lines


def main():
    # Rounds 0-15 read the message words as loaded.  Rounds 16-63 are one loop of three passes
    # over 16 unrolled rounds (after 16 rounds the names and the ring are back where they
    # started), with the round constants from the table K: fully unrolled, the method is 8,876
    # bytes of bytecode, over HotSpot's 8,000-byte HugeMethodLimit, and is never compiled.
    ind = " " * 12
    for t in range(16):
        print("\n".join(round_lines(t, f"0x{K[t]:08x}", ind)))
    print(f"{ind}for (int t = 16; t < 64; t += 16) {{")
    for t in range(16, 32):
        print("\n".join(round_lines(t, f"K[t + {t - 16}]", ind + "    ")))
    print(f"{ind}}}")


def print_table():
    """The K table of ScalarSha256, eight to a line."""
    for i in range(0, 64, 8):
        print("            " + ", ".join(f"0x{k:08x}" for k in K[i:i + 8]) + ",")


if __name__ == "__main__":
    import sys
    print_table() if sys.argv[1:] == ["table"] else main()
