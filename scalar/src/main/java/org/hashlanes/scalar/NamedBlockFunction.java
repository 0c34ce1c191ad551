package org.hashlanes.scalar;

/** A {@link BlockFunction} made of an algorithm's name, state size (and digest size and padding, where they differ from SHA-1's kind) and two static methods. */
final class NamedBlockFunction implements BlockFunction {
    /** Writes the initial chaining value. */
    interface Init {
        void initState(int[] state);
    }

    /** The checked block function. */
    interface Compress {
        void compressBlocks(int[] state, byte[] src, int offset, int blocks);
    }

    private final String jdkName;
    private final int stateWords;
    private final int digestBytes;
    private final BlockPadding padding;
    private final Init init;
    private final Compress compress;

    /** A function whose digest is its whole chaining value, padded as {@link BlockPadding#SHA}. */
    NamedBlockFunction(String jdkName, int stateWords, Init init, Compress compress) {
        this(jdkName, stateWords, 4 * stateWords, BlockPadding.SHA, init, compress);
    }

    NamedBlockFunction(String jdkName, int stateWords, int digestBytes, BlockPadding padding, Init init,
            Compress compress) {
        this.jdkName = jdkName;
        this.stateWords = stateWords;
        this.digestBytes = digestBytes;
        this.padding = padding;
        this.init = init;
        this.compress = compress;
    }

    @Override
    public String jdkName() {
        return jdkName;
    }

    @Override
    public BlockPadding padding() {
        return padding;
    }

    @Override
    public int stateWords() {
        return stateWords;
    }

    @Override
    public int digestBytes() {
        return digestBytes;
    }

    @Override
    public void initState(int[] state) {
        init.initState(state);
    }

    @Override
    public void compressBlocks(int[] state, byte[] src, int offset, int blocks) {
        compress.compressBlocks(state, src, offset, blocks);
    }

    @Override
    public String toString() {
        return jdkName;
    }
}
