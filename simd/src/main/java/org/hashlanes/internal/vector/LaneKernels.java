package org.hashlanes.internal.vector;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import jdk.incubator.vector.VectorSpecies;

/**
 * Makes one {@link LaneKernel} per (template, vector species) by defining the bytes of a kernel
 * template ({@link LaneKernelTemplate} for SHA-1, {@link Sha256LaneKernelTemplate} for SHA-256,
 * {@link Md5LaneKernelTemplate} for MD5)
 * as a hidden class with the species as class data (see there why), and likewise the one
 * {@link BlockLoader} per species and word order that the kernels share.
 */
final class LaneKernels {
    private static final Map<String, LaneKernel> BY_TEMPLATE_AND_LANES = new ConcurrentHashMap<>();
    // A map of its own: a kernel asks for its loader while its definition is still in progress.
    private static final Map<List<Object>, BlockLoader> LOADERS = new ConcurrentHashMap<>();

    private LaneKernels() {}

    /**
     * The kernel of {@code template} (the simple name of a template class in this package) for
     * {@code species}, made on first request and shared afterwards.
     */
    static LaneKernel forSpecies(String template, VectorSpecies<Integer> species) {
        return BY_TEMPLATE_AND_LANES.computeIfAbsent(template + "/" + species.length(),
                key -> (LaneKernel) define(template, List.of(species)));
    }

    /**
     * The whole form of {@code template}'s kernel for {@code species} ({@link LaneKernel#hasWholeForm}),
     * or null where it has none: a copy of its own, so its compiled code is its own.
     */
    static LaneKernel wholeForm(String template, VectorSpecies<Integer> species) {
        if (!forSpecies(template, species).hasWholeForm()) {
            return null;
        }
        return BY_TEMPLATE_AND_LANES.computeIfAbsent(template + "/" + species.length() + "/whole",
                key -> (LaneKernel) define(template, List.of(species, Boolean.TRUE)));
    }

    /**
     * Copy {@code copy} of the whole form of {@code template}'s kernel for {@code species}, made
     * anew on each call (not shared): a class of its own, whose methods start from the interpreter
     * with fresh counters, for {@link KernelForms} to try again when the JIT left an earlier copy in
     * C1's code. Unreachable copies are unloaded with their compiled code.
     */
    static LaneKernel wholeFormCopy(String template, VectorSpecies<Integer> species, int copy) {
        if (!forSpecies(template, species).hasWholeForm()) {
            throw new IllegalArgumentException(template + " has no whole form at " + species);
        }
        // The copy number is in the class data only to tell the copies apart.
        return (LaneKernel) define(template, List.of(species, Boolean.TRUE, copy));
    }

    /** The block loader of big-endian words (the SHA family) for {@code species}, for the kernel templates' static initializers. */
    static BlockLoader loader(VectorSpecies<Integer> species) {
        return loader("BlockLoaderTemplate", species, false);
    }

    /** The block loader of {@code template} ({@link LongBlockLoaderTemplate} for 64-bit words) for {@code species}. */
    static BlockLoader loader(String template, VectorSpecies<Integer> species) {
        return loader(template, species, false);
    }

    /**
     * The block loader for {@code species} and word order: little-endian words (MD5) are loaded
     * as they are, big-endian ones byte-swapped. A copy per order, so the order is a constant in each.
     */
    static BlockLoader loader(VectorSpecies<Integer> species, boolean littleEndian) {
        return loader("BlockLoaderTemplate", species, littleEndian);
    }

    /**
     * A second loader like {@link #loader(VectorSpecies, boolean)}, defined apart from it: the same
     * code, compiled on its own, so its load instructions are other instructions. For a kernel
     * that loads two lane sets (MD5): the CPU's stride prefetcher learns a stride per load
     * instruction, and one loader for both sets makes each of its loads alternate between two
     * lanes' streams.
     */
    static BlockLoader loaderCopy(VectorSpecies<Integer> species, boolean littleEndian) {
        return loader("BlockLoaderTemplate", species, littleEndian, 1);
    }

    private static BlockLoader loader(String template, VectorSpecies<Integer> species, boolean littleEndian) {
        return loader(template, species, littleEndian, 0);
    }

    private static BlockLoader loader(String template, VectorSpecies<Integer> species, boolean littleEndian, int copy) {
        // The copy number is in the class data only to tell the copies apart.
        return LOADERS.computeIfAbsent(List.of(template, species, littleEndian, copy),
                key -> (BlockLoader) define(template, List.of(species, littleEndian, copy)));
    }

    /**
     * The species a template copy was defined for: the first element of its class data. A template
     * calls this from its static initializer with its own {@code MethodHandles.lookup()}, the only
     * lookup that may read the class data.
     */
    @SuppressWarnings("unchecked")
    static VectorSpecies<Integer> speciesOf(MethodHandles.Lookup template) {
        return (VectorSpecies<Integer>) classData(template, 0, VectorSpecies.class);
    }

    /** Whether a kernel copy is the whole form ({@link #wholeForm}): a second element of its class data. */
    static boolean wholeFormOf(MethodHandles.Lookup kernel) {
        try {
            List<?> data = MethodHandles.classData(kernel, ConstantDescs.DEFAULT_NAME, List.class);
            return data.size() > 1 && Boolean.TRUE.equals(data.get(1));
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Whether a loader copy was defined for little-endian words: the second element of its class data. */
    static boolean littleEndianOf(MethodHandles.Lookup loader) {
        return classData(loader, 1, Boolean.class);
    }

    private static <T> T classData(MethodHandles.Lookup template, int index, Class<T> type) {
        try {
            return MethodHandles.classDataAt(template, ConstantDescs.DEFAULT_NAME, type, index);
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** A new instance of {@code template} defined as a hidden class with {@code data} (species first) as class data. */
    private static Object define(String template, List<Object> data) {
        try {
            MethodHandles.Lookup hidden = MethodHandles.lookup()
                    .defineHiddenClassWithClassData(templateBytes(template), data, true);
            return hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("cannot define " + template + " for " + data, e);
        }
    }

    private static byte[] templateBytes(String template) {
        // Read as a resource: loading the template by name would run nothing (its initializer
        // needs class data), but there is no reason to load it at all.
        try (InputStream in = LaneKernels.class.getResourceAsStream(template + ".class")) {
            if (in == null) {
                throw new IllegalStateException(template + ".class is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
