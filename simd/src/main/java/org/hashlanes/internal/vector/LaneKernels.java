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
 * Makes one {@link LaneKernel} per vector species by defining the bytes of
 * {@link LaneKernelTemplate} as a hidden class with the species as class data (see there why).
 */
final class LaneKernels {
    private static final Map<Integer, LaneKernel> BY_LANES = new ConcurrentHashMap<>();

    private LaneKernels() {}

    /** The kernel for {@code species}, made on first request and shared afterwards. */
    static LaneKernel forSpecies(VectorSpecies<Integer> species) {
        return BY_LANES.computeIfAbsent(species.length(), lanes -> define(species));
    }

    private static LaneKernel define(VectorSpecies<Integer> species) {
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup()
                    .defineHiddenClassWithClassData(templateBytes(), species, true);
            return (LaneKernel) hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class))
                    .invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot define the lane kernel for " + species, e);
        }
    }

    private static byte[] templateBytes() {
        // Read as a resource: loading LaneKernelTemplate by name would run nothing (its
        // initializer needs class data), but there is no reason to load it at all.
        try (InputStream in = LaneKernels.class.getResourceAsStream("LaneKernelTemplate.class")) {
            if (in == null) {
                throw new IllegalStateException("LaneKernelTemplate.class is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
