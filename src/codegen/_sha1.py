"""SHA-1's description, the one copy every SHA-1 generator reads (FIPS 180-4 4.1.1, 4.2.1).

scalar_rounds.py (ScalarSha1), lane_rounds.py (the lanes) and sha1dc.py (SHA-1DC, scalar and lanes)
print their rounds from these tables, so the constants and round functions cannot drift apart.
The working variables rotate by name instead of by assignment: at step t the variable that plays
role a is NAMES[(-t) % 5], and so on (roles).
"""
import re

# The round constant and the round function of each 20-step group.
K = ["0x5a827999", "0x6ed9eba1", "0x8f1bbcdc", "0xca62c1d6"]
F = ["((b & (c ^ d)) ^ d)",            # choose, written with one less op
     "(b ^ c ^ d)",                    # parity
     "((b & c) | (d & (b | c)))",      # majority
     "(b ^ c ^ d)"]                    # parity
# The same functions on IntVectors (jdk.incubator.vector).
LANE_F = ["b.and(c.lanewise(XOR, d)).lanewise(XOR, d)",       # choose
          "b.lanewise(XOR, c).lanewise(XOR, d)",                # parity
          "b.and(c).or(d.and(b.or(c)))",                        # majority
          "b.lanewise(XOR, c).lanewise(XOR, d)"]                # parity
NAMES = ["a", "b", "c", "d", "e"]


def roles(t):
    """The variable that holds role a..e at step t."""
    return {n: NAMES[(i - t) % 5] for i, n in enumerate(NAMES)}


def rename(expr, v):
    """A round function over roles b, c, d written over the variables that hold them (v = roles(t))."""
    for n in "bcd":
        expr = re.sub(r"\b" + n + r"\b", "§" + n, expr)
    for n in "bcd":
        expr = expr.replace("§" + n, v[n])
    return expr
