#!/usr/bin/env python3
"""Prints the 80 unrolled SHA-1 rounds of ScalarSha1.compressBlocks0.

The working variables rotate by name instead of by assignment (round t uses
a..e shifted by t), and the message schedule is a ring of 16 locals w0..w15,
as in git's block-sha1.  Its output is the GENERATED region of
ScalarSha1.java: `python3 src/codegen/sync.py` writes it there, and the build checks it.
"""
from _sha1 import F, K, rename, roles

ind = " " * 12
for t in range(80):
    v = roles(t)
    f = rename(F[t // 20], v)
    w = f"w{t % 16}"
    if t < 16:
        sched = ""
    else:
        sched = (f"{w} = Integer.rotateLeft(w{(t - 3) % 16} ^ w{(t - 8) % 16} ^ "
                 f"w{(t - 14) % 16} ^ {w}, 1); ")
    # Left to right, rotl(a, 5) comes last: only it depends on the previous round, so the
    # dependency chain per round is one rotate and one add.
    print(f"{ind}{sched}{v['e']} = {v['e']} + {w} + {K[t // 20]} + {f} + Integer.rotateLeft({v['a']}, 5); "
          f"{v['b']} = Integer.rotateLeft({v['b']}, 30);")
