package org.hashlanes.internal.engine;

/**
 * Where a batch call writes ({@link Engine#hashInto}): message i's digest at
 * {@code out[offset + digestBytes * i]} and, when the sink has flags (SHA-1DC), whether
 * collision detection flagged it at {@code flags[flagsOffset + i]}. An immutable value made once
 * per call; engines trust it (the facade checked that everything fits).
 */
public final class DigestSink {
    /** The digests' array. */
    private final byte[] out;
    /** Where message 0's digest goes in {@link #out}. */
    private final int offset;
    /** The flags' array; null for a sink of digests only. */
    private final boolean[] flags;
    /** Where message 0's flag goes in {@link #flags}; 0 without flags. */
    private final int flagsOffset;

    private DigestSink(byte[] out, int offset, boolean[] flags, int flagsOffset) {
        this.out = out;
        this.offset = offset;
        this.flags = flags;
        this.flagsOffset = flagsOffset;
    }

    /** Digests to {@code out[offset ..]}, no flags: what an engine of any algorithm fills. */
    public static DigestSink of(byte[] out, int offset) {
        return new DigestSink(out, offset, null, 0);
    }

    /** Digests to {@code out[offset ..]} and flags to {@code flags[flagsOffset ..]}: for an engine that detects (SHA-1DC). */
    public static DigestSink of(byte[] out, int offset, boolean[] flags, int flagsOffset) {
        return new DigestSink(out, offset, java.util.Objects.requireNonNull(flags, "flags"), flagsOffset);
    }

    public byte[] out() {
        return out;
    }

    public int offset() {
        return offset;
    }

    /** The flags' array, or null. */
    public boolean[] flags() {
        return flags;
    }

    public int flagsOffset() {
        return flagsOffset;
    }

    public boolean hasFlags() {
        return flags != null;
    }

    /**
     * Throws if this sink has flags and its engine, {@code what}, does not {@code detect}: a plain
     * engine has no flags to give, and leaving them as they were would pass for "not flagged".
     */
    public void requireDetectsIfFlags(boolean detects, Object what) {
        if (flags != null && !detects) {
            throw new UnsupportedOperationException(what + " does not detect collisions: no flags to give");
        }
    }
}
