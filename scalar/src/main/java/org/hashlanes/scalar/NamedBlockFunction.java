package org.hashlanes.scalar;

/** A {@link BlockFunction} made of an algorithm's name, state size, padding and two static methods. */
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
    private final Init init;
    private final Compress compress;
    private final BlockPadding padding;

    NamedBlockFunction(String jdkName, int stateWords, Init init, Compress compress) {
        this(jdkName, stateWords, init, compress, BlockPadding.SHA);
    }

    NamedBlockFunction(String jdkName, int stateWords, Init init, Compress compress, BlockPadding padding) {
        this.padding = padding;
        this.jdkName = jdkName;
        this.stateWords = stateWords;
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
