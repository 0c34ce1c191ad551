package org.hashlanes.internal.vector;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShuffle;
import jdk.incubator.vector.VectorSpecies;

/**
 * The block loader every lane kernel shares, written once against {@code VectorSpecies<Integer>}
 * and, like the kernels, defined as a hidden class per species and word order
 * ({@link LaneKernels#loader}) so that {@link #S} and {@link #SWAP} are true constants in each
 * copy. Never loaded under its own name.
 *
 * <p>A kernel holds its species' loader in a {@code static final} field: C2 sees a constant
 * receiver of an exact class and calls {@link #load} directly, as it would a private static
 * method. No vector crosses the call; the loaded words go through the kernel's work array,
 * where the kernel's first round method reads them anyway. A kernel of two lane sets (MD5)
 * loads its second set through a second definition of this class ({@link LaneKernels#loaderCopy},
 * see there why).
 */
final class BlockLoaderTemplate implements BlockLoader {
    private static final VectorSpecies<Integer> S = LaneKernels.speciesOf(MethodHandles.lookup());
    private static final VectorSpecies<Byte> B = S.vectorShape().withLanes(byte.class);
    /** Lanes per vector. */
    private static final int L = S.length();
    /** Whether words are big-endian (the SHA family) and so byte-swapped; MD5's are little-endian, like the lanes. */
    private static final boolean SWAP = !LaneKernels.littleEndianOf(MethodHandles.lookup());

    /**
     * JDK 19+'s {@code VectorOperators.REVERSE_BYTES}, or null on JDK 17, whose API has none (this
     * class is compiled against 17's). A constant in each hidden copy, so C2 keeps one branch.
     */
    private static final VectorOperators.Unary REVERSE_BYTES = LoaderTables.reverseBytes();
    /** Reverses the bytes of every int where {@link #REVERSE_BYTES} is missing: message words are big-endian, lanes little-endian. */
    private static final VectorShuffle<Byte> BSWAP = VectorShuffle.fromArray(B, LoaderTables.byteSwapIndexes(B.length(), 4), 0);
    // Transpose stage d swaps bit d of the row index with bit d of the column index.
    private static final VectorShuffle<Integer> XOR1 = LoaderTables.xorShuffle(S, 1);
    private static final VectorShuffle<Integer> XOR2 = LoaderTables.xorShuffle(S, 2);
    private static final VectorShuffle<Integer> XOR4 = LoaderTables.xorShuffle(S, 4);
    private static final VectorShuffle<Integer> XOR8 = LoaderTables.xorShuffle(S, 8);
    private static final VectorMask<Integer> BIT1 = LoaderTables.bitMask(S, 1);
    private static final VectorMask<Integer> BIT2 = LoaderTables.bitMask(S, 2);
    private static final VectorMask<Integer> BIT4 = LoaderTables.bitMask(S, 4);
    private static final VectorMask<Integer> BIT8 = LoaderTables.bitMask(S, 8);
    /**
     * JDK 24+'s two-table {@code IntVector.selectFrom(v1, v2)} on 512-bit vectors (one
     * {@code vpermt2d}), or null (JDK 17-23, or narrower vectors, where AVX2 has no two-table
     * permute): a constant in each copy, so C2 inlines the handle and keeps one branch.
     */
    private static final MethodHandle SELECT2 = S.vectorBitSize() == 512 ? LoaderTables.selectFromTwo(IntVector.class) : null;
    // Stage d with SELECT2: LOWd makes vector i of a pair (i, i + d), HIGHd vector i + d.
    private static final IntVector LOW1 = IntVector.fromArray(S, LoaderTables.twoTableIndexes(L, 1, false), 0);
    private static final IntVector LOW2 = IntVector.fromArray(S, LoaderTables.twoTableIndexes(L, 2, false), 0);
    private static final IntVector LOW4 = IntVector.fromArray(S, LoaderTables.twoTableIndexes(L, 4, false), 0);
    private static final IntVector LOW8 = IntVector.fromArray(S, LoaderTables.twoTableIndexes(L, 8, false), 0);
    private static final IntVector HIGH1 = IntVector.fromArray(S, LoaderTables.twoTableIndexes(L, 1, true), 0);
    private static final IntVector HIGH2 = IntVector.fromArray(S, LoaderTables.twoTableIndexes(L, 2, true), 0);
    private static final IntVector HIGH4 = IntVector.fromArray(S, LoaderTables.twoTableIndexes(L, 4, true), 0);
    private static final IntVector HIGH8 = IntVector.fromArray(S, LoaderTables.twoTableIndexes(L, 8, true), 0);

    /** Public for the factory's method-handle lookup; only hidden copies are ever instantiated. */
    public BlockLoaderTemplate() {}

    /**
     * 16 vector loads (vector i = lane i mod L, chunk i / L), each byte-swapped if {@link #SWAP}, then an L x L
     * transpose per chunk in log2(L) stages of rearrange + blend (or, at 16 lanes, of {@link #SELECT2}), in registers.
     * One method per lane count ({@code L} is a constant, so C2 compiles only this copy's): the three bodies in one
     * method came to 6,874 bytes of bytecode, and past HotSpot's 8,000 ({@code HugeMethodLimit}) a method is never
     * compiled.
     */
    // GENERATED by src/codegen/lane_loader.py: begin
    @Override
    public void load(int[] dst, int at, byte[][] src, int[] off, int[] step, int first) {
        if (L > 8) {
            load16(dst, at, src, off, first);
        } else if (L == 8) {
            load8(dst, at, src, off, first);
        } else {
            load4(dst, at, src, off, first);
        }
        IntVector.fromArray(S, off, first).add(IntVector.fromArray(S, step, first)).intoArray(off, first);
    }

    /** 16 lanes: the 16 vectors at once, the transpose by SELECT2 where the JDK has it. */
    private static void load16(int[] dst, int at, byte[][] src, int[] off, int first) {
        ByteVector b0 = ByteVector.fromArray(B, src[first + 0 % L], off[first + 0 % L] + (0 / L) * 4 * L);
        IntVector r0 = !SWAP ? (IntVector) b0.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b0.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b0.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b1 = ByteVector.fromArray(B, src[first + 1 % L], off[first + 1 % L] + (1 / L) * 4 * L);
        IntVector r1 = !SWAP ? (IntVector) b1.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b1.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b1.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b2 = ByteVector.fromArray(B, src[first + 2 % L], off[first + 2 % L] + (2 / L) * 4 * L);
        IntVector r2 = !SWAP ? (IntVector) b2.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b2.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b2.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b3 = ByteVector.fromArray(B, src[first + 3 % L], off[first + 3 % L] + (3 / L) * 4 * L);
        IntVector r3 = !SWAP ? (IntVector) b3.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b3.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b3.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b4 = ByteVector.fromArray(B, src[first + 4 % L], off[first + 4 % L] + (4 / L) * 4 * L);
        IntVector r4 = !SWAP ? (IntVector) b4.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b4.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b4.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b5 = ByteVector.fromArray(B, src[first + 5 % L], off[first + 5 % L] + (5 / L) * 4 * L);
        IntVector r5 = !SWAP ? (IntVector) b5.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b5.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b5.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b6 = ByteVector.fromArray(B, src[first + 6 % L], off[first + 6 % L] + (6 / L) * 4 * L);
        IntVector r6 = !SWAP ? (IntVector) b6.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b6.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b6.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b7 = ByteVector.fromArray(B, src[first + 7 % L], off[first + 7 % L] + (7 / L) * 4 * L);
        IntVector r7 = !SWAP ? (IntVector) b7.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b7.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b7.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b8 = ByteVector.fromArray(B, src[first + 8 % L], off[first + 8 % L] + (8 / L) * 4 * L);
        IntVector r8 = !SWAP ? (IntVector) b8.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b8.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b8.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b9 = ByteVector.fromArray(B, src[first + 9 % L], off[first + 9 % L] + (9 / L) * 4 * L);
        IntVector r9 = !SWAP ? (IntVector) b9.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b9.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b9.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b10 = ByteVector.fromArray(B, src[first + 10 % L], off[first + 10 % L] + (10 / L) * 4 * L);
        IntVector r10 = !SWAP ? (IntVector) b10.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b10.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b10.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b11 = ByteVector.fromArray(B, src[first + 11 % L], off[first + 11 % L] + (11 / L) * 4 * L);
        IntVector r11 = !SWAP ? (IntVector) b11.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b11.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b11.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b12 = ByteVector.fromArray(B, src[first + 12 % L], off[first + 12 % L] + (12 / L) * 4 * L);
        IntVector r12 = !SWAP ? (IntVector) b12.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b12.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b12.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b13 = ByteVector.fromArray(B, src[first + 13 % L], off[first + 13 % L] + (13 / L) * 4 * L);
        IntVector r13 = !SWAP ? (IntVector) b13.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b13.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b13.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b14 = ByteVector.fromArray(B, src[first + 14 % L], off[first + 14 % L] + (14 / L) * 4 * L);
        IntVector r14 = !SWAP ? (IntVector) b14.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b14.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b14.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b15 = ByteVector.fromArray(B, src[first + 15 % L], off[first + 15 % L] + (15 / L) * 4 * L);
        IntVector r15 = !SWAP ? (IntVector) b15.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b15.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b15.rearrange(BSWAP).reinterpretAsInts();
        if (SELECT2 != null) {
            try {
                { IntVector p = r0, q = r8; r0 = (IntVector) SELECT2.invokeExact(LOW8, p, q); r8 = (IntVector) SELECT2.invokeExact(HIGH8, p, q); }
                { IntVector p = r1, q = r9; r1 = (IntVector) SELECT2.invokeExact(LOW8, p, q); r9 = (IntVector) SELECT2.invokeExact(HIGH8, p, q); }
                { IntVector p = r2, q = r10; r2 = (IntVector) SELECT2.invokeExact(LOW8, p, q); r10 = (IntVector) SELECT2.invokeExact(HIGH8, p, q); }
                { IntVector p = r3, q = r11; r3 = (IntVector) SELECT2.invokeExact(LOW8, p, q); r11 = (IntVector) SELECT2.invokeExact(HIGH8, p, q); }
                { IntVector p = r4, q = r12; r4 = (IntVector) SELECT2.invokeExact(LOW8, p, q); r12 = (IntVector) SELECT2.invokeExact(HIGH8, p, q); }
                { IntVector p = r5, q = r13; r5 = (IntVector) SELECT2.invokeExact(LOW8, p, q); r13 = (IntVector) SELECT2.invokeExact(HIGH8, p, q); }
                { IntVector p = r6, q = r14; r6 = (IntVector) SELECT2.invokeExact(LOW8, p, q); r14 = (IntVector) SELECT2.invokeExact(HIGH8, p, q); }
                { IntVector p = r7, q = r15; r7 = (IntVector) SELECT2.invokeExact(LOW8, p, q); r15 = (IntVector) SELECT2.invokeExact(HIGH8, p, q); }
                { IntVector p = r0, q = r4; r0 = (IntVector) SELECT2.invokeExact(LOW4, p, q); r4 = (IntVector) SELECT2.invokeExact(HIGH4, p, q); }
                { IntVector p = r1, q = r5; r1 = (IntVector) SELECT2.invokeExact(LOW4, p, q); r5 = (IntVector) SELECT2.invokeExact(HIGH4, p, q); }
                { IntVector p = r2, q = r6; r2 = (IntVector) SELECT2.invokeExact(LOW4, p, q); r6 = (IntVector) SELECT2.invokeExact(HIGH4, p, q); }
                { IntVector p = r3, q = r7; r3 = (IntVector) SELECT2.invokeExact(LOW4, p, q); r7 = (IntVector) SELECT2.invokeExact(HIGH4, p, q); }
                { IntVector p = r8, q = r12; r8 = (IntVector) SELECT2.invokeExact(LOW4, p, q); r12 = (IntVector) SELECT2.invokeExact(HIGH4, p, q); }
                { IntVector p = r9, q = r13; r9 = (IntVector) SELECT2.invokeExact(LOW4, p, q); r13 = (IntVector) SELECT2.invokeExact(HIGH4, p, q); }
                { IntVector p = r10, q = r14; r10 = (IntVector) SELECT2.invokeExact(LOW4, p, q); r14 = (IntVector) SELECT2.invokeExact(HIGH4, p, q); }
                { IntVector p = r11, q = r15; r11 = (IntVector) SELECT2.invokeExact(LOW4, p, q); r15 = (IntVector) SELECT2.invokeExact(HIGH4, p, q); }
                { IntVector p = r0, q = r2; r0 = (IntVector) SELECT2.invokeExact(LOW2, p, q); r2 = (IntVector) SELECT2.invokeExact(HIGH2, p, q); }
                { IntVector p = r1, q = r3; r1 = (IntVector) SELECT2.invokeExact(LOW2, p, q); r3 = (IntVector) SELECT2.invokeExact(HIGH2, p, q); }
                { IntVector p = r4, q = r6; r4 = (IntVector) SELECT2.invokeExact(LOW2, p, q); r6 = (IntVector) SELECT2.invokeExact(HIGH2, p, q); }
                { IntVector p = r5, q = r7; r5 = (IntVector) SELECT2.invokeExact(LOW2, p, q); r7 = (IntVector) SELECT2.invokeExact(HIGH2, p, q); }
                { IntVector p = r8, q = r10; r8 = (IntVector) SELECT2.invokeExact(LOW2, p, q); r10 = (IntVector) SELECT2.invokeExact(HIGH2, p, q); }
                { IntVector p = r9, q = r11; r9 = (IntVector) SELECT2.invokeExact(LOW2, p, q); r11 = (IntVector) SELECT2.invokeExact(HIGH2, p, q); }
                { IntVector p = r12, q = r14; r12 = (IntVector) SELECT2.invokeExact(LOW2, p, q); r14 = (IntVector) SELECT2.invokeExact(HIGH2, p, q); }
                { IntVector p = r13, q = r15; r13 = (IntVector) SELECT2.invokeExact(LOW2, p, q); r15 = (IntVector) SELECT2.invokeExact(HIGH2, p, q); }
                { IntVector p = r0, q = r1; r0 = (IntVector) SELECT2.invokeExact(LOW1, p, q); r1 = (IntVector) SELECT2.invokeExact(HIGH1, p, q); }
                { IntVector p = r2, q = r3; r2 = (IntVector) SELECT2.invokeExact(LOW1, p, q); r3 = (IntVector) SELECT2.invokeExact(HIGH1, p, q); }
                { IntVector p = r4, q = r5; r4 = (IntVector) SELECT2.invokeExact(LOW1, p, q); r5 = (IntVector) SELECT2.invokeExact(HIGH1, p, q); }
                { IntVector p = r6, q = r7; r6 = (IntVector) SELECT2.invokeExact(LOW1, p, q); r7 = (IntVector) SELECT2.invokeExact(HIGH1, p, q); }
                { IntVector p = r8, q = r9; r8 = (IntVector) SELECT2.invokeExact(LOW1, p, q); r9 = (IntVector) SELECT2.invokeExact(HIGH1, p, q); }
                { IntVector p = r10, q = r11; r10 = (IntVector) SELECT2.invokeExact(LOW1, p, q); r11 = (IntVector) SELECT2.invokeExact(HIGH1, p, q); }
                { IntVector p = r12, q = r13; r12 = (IntVector) SELECT2.invokeExact(LOW1, p, q); r13 = (IntVector) SELECT2.invokeExact(HIGH1, p, q); }
                { IntVector p = r14, q = r15; r14 = (IntVector) SELECT2.invokeExact(LOW1, p, q); r15 = (IntVector) SELECT2.invokeExact(HIGH1, p, q); }
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        } else {
            { IntVector p = r0, q = r8; r0 = p.blend(q.rearrange(XOR8), BIT8); r8 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r1, q = r9; r1 = p.blend(q.rearrange(XOR8), BIT8); r9 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r2, q = r10; r2 = p.blend(q.rearrange(XOR8), BIT8); r10 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r3, q = r11; r3 = p.blend(q.rearrange(XOR8), BIT8); r11 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r4, q = r12; r4 = p.blend(q.rearrange(XOR8), BIT8); r12 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r5, q = r13; r5 = p.blend(q.rearrange(XOR8), BIT8); r13 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r6, q = r14; r6 = p.blend(q.rearrange(XOR8), BIT8); r14 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r7, q = r15; r7 = p.blend(q.rearrange(XOR8), BIT8); r15 = p.rearrange(XOR8).blend(q, BIT8); }
            { IntVector p = r0, q = r4; r0 = p.blend(q.rearrange(XOR4), BIT4); r4 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r1, q = r5; r1 = p.blend(q.rearrange(XOR4), BIT4); r5 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r2, q = r6; r2 = p.blend(q.rearrange(XOR4), BIT4); r6 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r3, q = r7; r3 = p.blend(q.rearrange(XOR4), BIT4); r7 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r8, q = r12; r8 = p.blend(q.rearrange(XOR4), BIT4); r12 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r9, q = r13; r9 = p.blend(q.rearrange(XOR4), BIT4); r13 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r10, q = r14; r10 = p.blend(q.rearrange(XOR4), BIT4); r14 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r11, q = r15; r11 = p.blend(q.rearrange(XOR4), BIT4); r15 = p.rearrange(XOR4).blend(q, BIT4); }
            { IntVector p = r0, q = r2; r0 = p.blend(q.rearrange(XOR2), BIT2); r2 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r1, q = r3; r1 = p.blend(q.rearrange(XOR2), BIT2); r3 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r4, q = r6; r4 = p.blend(q.rearrange(XOR2), BIT2); r6 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r5, q = r7; r5 = p.blend(q.rearrange(XOR2), BIT2); r7 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r8, q = r10; r8 = p.blend(q.rearrange(XOR2), BIT2); r10 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r9, q = r11; r9 = p.blend(q.rearrange(XOR2), BIT2); r11 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r12, q = r14; r12 = p.blend(q.rearrange(XOR2), BIT2); r14 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r13, q = r15; r13 = p.blend(q.rearrange(XOR2), BIT2); r15 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r0, q = r1; r0 = p.blend(q.rearrange(XOR1), BIT1); r1 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r2, q = r3; r2 = p.blend(q.rearrange(XOR1), BIT1); r3 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r4, q = r5; r4 = p.blend(q.rearrange(XOR1), BIT1); r5 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r6, q = r7; r6 = p.blend(q.rearrange(XOR1), BIT1); r7 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r8, q = r9; r8 = p.blend(q.rearrange(XOR1), BIT1); r9 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r10, q = r11; r10 = p.blend(q.rearrange(XOR1), BIT1); r11 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r12, q = r13; r12 = p.blend(q.rearrange(XOR1), BIT1); r13 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r14, q = r15; r14 = p.blend(q.rearrange(XOR1), BIT1); r15 = p.rearrange(XOR1).blend(q, BIT1); }
        }
        r0.intoArray(dst, at + 0 * L);
        r1.intoArray(dst, at + 1 * L);
        r2.intoArray(dst, at + 2 * L);
        r3.intoArray(dst, at + 3 * L);
        r4.intoArray(dst, at + 4 * L);
        r5.intoArray(dst, at + 5 * L);
        r6.intoArray(dst, at + 6 * L);
        r7.intoArray(dst, at + 7 * L);
        r8.intoArray(dst, at + 8 * L);
        r9.intoArray(dst, at + 9 * L);
        r10.intoArray(dst, at + 10 * L);
        r11.intoArray(dst, at + 11 * L);
        r12.intoArray(dst, at + 12 * L);
        r13.intoArray(dst, at + 13 * L);
        r14.intoArray(dst, at + 14 * L);
        r15.intoArray(dst, at + 15 * L);
    }

    /** 8 lanes (AVX2): one pass over the lanes, chunk 1 parked raw in its rows of dst. */
    private static void load8(int[] dst, int at, byte[][] src, int[] off, int first) {
        byte[] a0 = src[first + 0];
        int o0 = off[first + 0];
        ByteVector b0 = ByteVector.fromArray(B, a0, o0);
        IntVector r0 = !SWAP ? (IntVector) b0.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b0.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b0.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b8 = ByteVector.fromArray(B, a0, o0 + 4 * L);
        IntVector r8 = !SWAP ? (IntVector) b8.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b8.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b8.rearrange(BSWAP).reinterpretAsInts();
        r8.intoArray(dst, at + 8 * L);
        byte[] a1 = src[first + 1];
        int o1 = off[first + 1];
        ByteVector b1 = ByteVector.fromArray(B, a1, o1);
        IntVector r1 = !SWAP ? (IntVector) b1.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b1.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b1.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b9 = ByteVector.fromArray(B, a1, o1 + 4 * L);
        IntVector r9 = !SWAP ? (IntVector) b9.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b9.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b9.rearrange(BSWAP).reinterpretAsInts();
        r9.intoArray(dst, at + 9 * L);
        byte[] a2 = src[first + 2];
        int o2 = off[first + 2];
        ByteVector b2 = ByteVector.fromArray(B, a2, o2);
        IntVector r2 = !SWAP ? (IntVector) b2.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b2.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b2.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b10 = ByteVector.fromArray(B, a2, o2 + 4 * L);
        IntVector r10 = !SWAP ? (IntVector) b10.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b10.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b10.rearrange(BSWAP).reinterpretAsInts();
        r10.intoArray(dst, at + 10 * L);
        byte[] a3 = src[first + 3];
        int o3 = off[first + 3];
        ByteVector b3 = ByteVector.fromArray(B, a3, o3);
        IntVector r3 = !SWAP ? (IntVector) b3.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b3.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b3.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b11 = ByteVector.fromArray(B, a3, o3 + 4 * L);
        IntVector r11 = !SWAP ? (IntVector) b11.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b11.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b11.rearrange(BSWAP).reinterpretAsInts();
        r11.intoArray(dst, at + 11 * L);
        byte[] a4 = src[first + 4];
        int o4 = off[first + 4];
        ByteVector b4 = ByteVector.fromArray(B, a4, o4);
        IntVector r4 = !SWAP ? (IntVector) b4.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b4.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b4.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b12 = ByteVector.fromArray(B, a4, o4 + 4 * L);
        IntVector r12 = !SWAP ? (IntVector) b12.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b12.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b12.rearrange(BSWAP).reinterpretAsInts();
        r12.intoArray(dst, at + 12 * L);
        byte[] a5 = src[first + 5];
        int o5 = off[first + 5];
        ByteVector b5 = ByteVector.fromArray(B, a5, o5);
        IntVector r5 = !SWAP ? (IntVector) b5.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b5.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b5.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b13 = ByteVector.fromArray(B, a5, o5 + 4 * L);
        IntVector r13 = !SWAP ? (IntVector) b13.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b13.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b13.rearrange(BSWAP).reinterpretAsInts();
        r13.intoArray(dst, at + 13 * L);
        byte[] a6 = src[first + 6];
        int o6 = off[first + 6];
        ByteVector b6 = ByteVector.fromArray(B, a6, o6);
        IntVector r6 = !SWAP ? (IntVector) b6.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b6.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b6.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b14 = ByteVector.fromArray(B, a6, o6 + 4 * L);
        IntVector r14 = !SWAP ? (IntVector) b14.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b14.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b14.rearrange(BSWAP).reinterpretAsInts();
        r14.intoArray(dst, at + 14 * L);
        byte[] a7 = src[first + 7];
        int o7 = off[first + 7];
        ByteVector b7 = ByteVector.fromArray(B, a7, o7);
        IntVector r7 = !SWAP ? (IntVector) b7.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b7.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b7.rearrange(BSWAP).reinterpretAsInts();
        ByteVector b15 = ByteVector.fromArray(B, a7, o7 + 4 * L);
        IntVector r15 = !SWAP ? (IntVector) b15.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b15.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b15.rearrange(BSWAP).reinterpretAsInts();
        r15.intoArray(dst, at + 15 * L);
        { IntVector p = r0, q = r4; r0 = p.blend(q.rearrange(XOR4), BIT4); r4 = p.rearrange(XOR4).blend(q, BIT4); }
        { IntVector p = r1, q = r5; r1 = p.blend(q.rearrange(XOR4), BIT4); r5 = p.rearrange(XOR4).blend(q, BIT4); }
        { IntVector p = r2, q = r6; r2 = p.blend(q.rearrange(XOR4), BIT4); r6 = p.rearrange(XOR4).blend(q, BIT4); }
        { IntVector p = r3, q = r7; r3 = p.blend(q.rearrange(XOR4), BIT4); r7 = p.rearrange(XOR4).blend(q, BIT4); }
        { IntVector p = r0, q = r2; r0 = p.blend(q.rearrange(XOR2), BIT2); r2 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r1, q = r3; r1 = p.blend(q.rearrange(XOR2), BIT2); r3 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r4, q = r6; r4 = p.blend(q.rearrange(XOR2), BIT2); r6 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r5, q = r7; r5 = p.blend(q.rearrange(XOR2), BIT2); r7 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = r0, q = r1; r0 = p.blend(q.rearrange(XOR1), BIT1); r1 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r2, q = r3; r2 = p.blend(q.rearrange(XOR1), BIT1); r3 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r4, q = r5; r4 = p.blend(q.rearrange(XOR1), BIT1); r5 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = r6, q = r7; r6 = p.blend(q.rearrange(XOR1), BIT1); r7 = p.rearrange(XOR1).blend(q, BIT1); }
        r0.intoArray(dst, at + 0 * L);
        r1.intoArray(dst, at + 1 * L);
        r2.intoArray(dst, at + 2 * L);
        r3.intoArray(dst, at + 3 * L);
        r4.intoArray(dst, at + 4 * L);
        r5.intoArray(dst, at + 5 * L);
        r6.intoArray(dst, at + 6 * L);
        r7.intoArray(dst, at + 7 * L);
        IntVector s8 = IntVector.fromArray(S, dst, at + 8 * L);
        IntVector s9 = IntVector.fromArray(S, dst, at + 9 * L);
        IntVector s10 = IntVector.fromArray(S, dst, at + 10 * L);
        IntVector s11 = IntVector.fromArray(S, dst, at + 11 * L);
        IntVector s12 = IntVector.fromArray(S, dst, at + 12 * L);
        IntVector s13 = IntVector.fromArray(S, dst, at + 13 * L);
        IntVector s14 = IntVector.fromArray(S, dst, at + 14 * L);
        IntVector s15 = IntVector.fromArray(S, dst, at + 15 * L);
        { IntVector p = s8, q = s12; s8 = p.blend(q.rearrange(XOR4), BIT4); s12 = p.rearrange(XOR4).blend(q, BIT4); }
        { IntVector p = s9, q = s13; s9 = p.blend(q.rearrange(XOR4), BIT4); s13 = p.rearrange(XOR4).blend(q, BIT4); }
        { IntVector p = s10, q = s14; s10 = p.blend(q.rearrange(XOR4), BIT4); s14 = p.rearrange(XOR4).blend(q, BIT4); }
        { IntVector p = s11, q = s15; s11 = p.blend(q.rearrange(XOR4), BIT4); s15 = p.rearrange(XOR4).blend(q, BIT4); }
        { IntVector p = s8, q = s10; s8 = p.blend(q.rearrange(XOR2), BIT2); s10 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = s9, q = s11; s9 = p.blend(q.rearrange(XOR2), BIT2); s11 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = s12, q = s14; s12 = p.blend(q.rearrange(XOR2), BIT2); s14 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = s13, q = s15; s13 = p.blend(q.rearrange(XOR2), BIT2); s15 = p.rearrange(XOR2).blend(q, BIT2); }
        { IntVector p = s8, q = s9; s8 = p.blend(q.rearrange(XOR1), BIT1); s9 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = s10, q = s11; s10 = p.blend(q.rearrange(XOR1), BIT1); s11 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = s12, q = s13; s12 = p.blend(q.rearrange(XOR1), BIT1); s13 = p.rearrange(XOR1).blend(q, BIT1); }
        { IntVector p = s14, q = s15; s14 = p.blend(q.rearrange(XOR1), BIT1); s15 = p.rearrange(XOR1).blend(q, BIT1); }
        s8.intoArray(dst, at + 8 * L);
        s9.intoArray(dst, at + 9 * L);
        s10.intoArray(dst, at + 10 * L);
        s11.intoArray(dst, at + 11 * L);
        s12.intoArray(dst, at + 12 * L);
        s13.intoArray(dst, at + 13 * L);
        s14.intoArray(dst, at + 14 * L);
        s15.intoArray(dst, at + 15 * L);
    }

    /** 4 lanes (and 8 where load8 is not used): 8 vectors at a time, as isa-l's TRANSPOSE8. */
    private static void load4(int[] dst, int at, byte[][] src, int[] off, int first) {
        {
            ByteVector b0 = ByteVector.fromArray(B, src[first + 0 % L], off[first + 0 % L] + (0 / L) * 4 * L);
            IntVector r0 = !SWAP ? (IntVector) b0.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b0.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b0.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b1 = ByteVector.fromArray(B, src[first + 1 % L], off[first + 1 % L] + (1 / L) * 4 * L);
            IntVector r1 = !SWAP ? (IntVector) b1.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b1.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b1.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b2 = ByteVector.fromArray(B, src[first + 2 % L], off[first + 2 % L] + (2 / L) * 4 * L);
            IntVector r2 = !SWAP ? (IntVector) b2.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b2.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b2.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b3 = ByteVector.fromArray(B, src[first + 3 % L], off[first + 3 % L] + (3 / L) * 4 * L);
            IntVector r3 = !SWAP ? (IntVector) b3.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b3.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b3.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b4 = ByteVector.fromArray(B, src[first + 4 % L], off[first + 4 % L] + (4 / L) * 4 * L);
            IntVector r4 = !SWAP ? (IntVector) b4.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b4.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b4.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b5 = ByteVector.fromArray(B, src[first + 5 % L], off[first + 5 % L] + (5 / L) * 4 * L);
            IntVector r5 = !SWAP ? (IntVector) b5.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b5.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b5.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b6 = ByteVector.fromArray(B, src[first + 6 % L], off[first + 6 % L] + (6 / L) * 4 * L);
            IntVector r6 = !SWAP ? (IntVector) b6.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b6.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b6.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b7 = ByteVector.fromArray(B, src[first + 7 % L], off[first + 7 % L] + (7 / L) * 4 * L);
            IntVector r7 = !SWAP ? (IntVector) b7.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b7.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b7.rearrange(BSWAP).reinterpretAsInts();
            if (L > 4) {
                { IntVector p = r0, q = r4; r0 = p.blend(q.rearrange(XOR4), BIT4); r4 = p.rearrange(XOR4).blend(q, BIT4); }
                { IntVector p = r1, q = r5; r1 = p.blend(q.rearrange(XOR4), BIT4); r5 = p.rearrange(XOR4).blend(q, BIT4); }
                { IntVector p = r2, q = r6; r2 = p.blend(q.rearrange(XOR4), BIT4); r6 = p.rearrange(XOR4).blend(q, BIT4); }
                { IntVector p = r3, q = r7; r3 = p.blend(q.rearrange(XOR4), BIT4); r7 = p.rearrange(XOR4).blend(q, BIT4); }
            }
            { IntVector p = r0, q = r2; r0 = p.blend(q.rearrange(XOR2), BIT2); r2 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r1, q = r3; r1 = p.blend(q.rearrange(XOR2), BIT2); r3 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r4, q = r6; r4 = p.blend(q.rearrange(XOR2), BIT2); r6 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r5, q = r7; r5 = p.blend(q.rearrange(XOR2), BIT2); r7 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r0, q = r1; r0 = p.blend(q.rearrange(XOR1), BIT1); r1 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r2, q = r3; r2 = p.blend(q.rearrange(XOR1), BIT1); r3 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r4, q = r5; r4 = p.blend(q.rearrange(XOR1), BIT1); r5 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r6, q = r7; r6 = p.blend(q.rearrange(XOR1), BIT1); r7 = p.rearrange(XOR1).blend(q, BIT1); }
            r0.intoArray(dst, at + 0 * L);
            r1.intoArray(dst, at + 1 * L);
            r2.intoArray(dst, at + 2 * L);
            r3.intoArray(dst, at + 3 * L);
            r4.intoArray(dst, at + 4 * L);
            r5.intoArray(dst, at + 5 * L);
            r6.intoArray(dst, at + 6 * L);
            r7.intoArray(dst, at + 7 * L);
        }
        {
            ByteVector b8 = ByteVector.fromArray(B, src[first + 8 % L], off[first + 8 % L] + (8 / L) * 4 * L);
            IntVector r8 = !SWAP ? (IntVector) b8.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b8.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b8.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b9 = ByteVector.fromArray(B, src[first + 9 % L], off[first + 9 % L] + (9 / L) * 4 * L);
            IntVector r9 = !SWAP ? (IntVector) b9.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b9.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b9.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b10 = ByteVector.fromArray(B, src[first + 10 % L], off[first + 10 % L] + (10 / L) * 4 * L);
            IntVector r10 = !SWAP ? (IntVector) b10.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b10.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b10.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b11 = ByteVector.fromArray(B, src[first + 11 % L], off[first + 11 % L] + (11 / L) * 4 * L);
            IntVector r11 = !SWAP ? (IntVector) b11.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b11.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b11.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b12 = ByteVector.fromArray(B, src[first + 12 % L], off[first + 12 % L] + (12 / L) * 4 * L);
            IntVector r12 = !SWAP ? (IntVector) b12.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b12.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b12.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b13 = ByteVector.fromArray(B, src[first + 13 % L], off[first + 13 % L] + (13 / L) * 4 * L);
            IntVector r13 = !SWAP ? (IntVector) b13.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b13.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b13.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b14 = ByteVector.fromArray(B, src[first + 14 % L], off[first + 14 % L] + (14 / L) * 4 * L);
            IntVector r14 = !SWAP ? (IntVector) b14.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b14.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b14.rearrange(BSWAP).reinterpretAsInts();
            ByteVector b15 = ByteVector.fromArray(B, src[first + 15 % L], off[first + 15 % L] + (15 / L) * 4 * L);
            IntVector r15 = !SWAP ? (IntVector) b15.reinterpretAsInts() : REVERSE_BYTES != null ? ((IntVector) b15.reinterpretAsInts()).lanewise(REVERSE_BYTES) : (IntVector) b15.rearrange(BSWAP).reinterpretAsInts();
            if (L > 4) {
                { IntVector p = r8, q = r12; r8 = p.blend(q.rearrange(XOR4), BIT4); r12 = p.rearrange(XOR4).blend(q, BIT4); }
                { IntVector p = r9, q = r13; r9 = p.blend(q.rearrange(XOR4), BIT4); r13 = p.rearrange(XOR4).blend(q, BIT4); }
                { IntVector p = r10, q = r14; r10 = p.blend(q.rearrange(XOR4), BIT4); r14 = p.rearrange(XOR4).blend(q, BIT4); }
                { IntVector p = r11, q = r15; r11 = p.blend(q.rearrange(XOR4), BIT4); r15 = p.rearrange(XOR4).blend(q, BIT4); }
            }
            { IntVector p = r8, q = r10; r8 = p.blend(q.rearrange(XOR2), BIT2); r10 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r9, q = r11; r9 = p.blend(q.rearrange(XOR2), BIT2); r11 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r12, q = r14; r12 = p.blend(q.rearrange(XOR2), BIT2); r14 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r13, q = r15; r13 = p.blend(q.rearrange(XOR2), BIT2); r15 = p.rearrange(XOR2).blend(q, BIT2); }
            { IntVector p = r8, q = r9; r8 = p.blend(q.rearrange(XOR1), BIT1); r9 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r10, q = r11; r10 = p.blend(q.rearrange(XOR1), BIT1); r11 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r12, q = r13; r12 = p.blend(q.rearrange(XOR1), BIT1); r13 = p.rearrange(XOR1).blend(q, BIT1); }
            { IntVector p = r14, q = r15; r14 = p.blend(q.rearrange(XOR1), BIT1); r15 = p.rearrange(XOR1).blend(q, BIT1); }
            r8.intoArray(dst, at + 8 * L);
            r9.intoArray(dst, at + 9 * L);
            r10.intoArray(dst, at + 10 * L);
            r11.intoArray(dst, at + 11 * L);
            r12.intoArray(dst, at + 12 * L);
            r13.intoArray(dst, at + 13 * L);
            r14.intoArray(dst, at + 14 * L);
            r15.intoArray(dst, at + 15 * L);
        }
    }
    // GENERATED: end
}
