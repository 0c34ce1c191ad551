package org.hashlanes.internal.vector;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import jdk.incubator.vector.VectorSpecies;

/**
 * One {@link BlockLoader} per vector species, defined from {@link BlockLoaderTemplate}'s bytes as
 * a hidden class with the species as class data (the same mechanism as {@link LaneKernels}).
 * A kernel template calls {@link #forSpecies} from its static initializer.
 */
final class BlockLoaders {
    private static final Map<Integer, BlockLoader> BY_LANES = new ConcurrentHashMap<>();

    private BlockLoaders() {}

    /** The loader for {@code species}, made on first request and shared afterwards. */
    static BlockLoader forSpecies(VectorSpecies<Integer> species) {
        return BY_LANES.computeIfAbsent(species.length(),
                lanes -> (BlockLoader) defineHidden("BlockLoaderTemplate.class", species));
    }

    /**
     * Defines the class file {@code resource} of this package as a hidden class whose class data
     * is {@code species}, and returns a new instance from its public no-argument constructor.
     */
    static Object defineHidden(String resource, VectorSpecies<Integer> species) {
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup()
                    .defineHiddenClassWithClassData(classBytes(resource), species, true);
            return hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot define " + resource + " for " + species, e);
        }
    }

    private static byte[] classBytes(String resource) {
        // Read as a resource: loading the template by name would run nothing (its initializer
        // needs class data), but there is no reason to load it at all.
        try (InputStream in = BlockLoaders.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
