package org.hashlanes.internal.engine;

import org.hashlanes.EngineInfo;

/**
 * The common part of the fault-injection tests' engines: a named engine of the scalar kind, whose
 * subclass says how it hashes (a real engine's output, then spoiled).
 */
abstract class FaultyEngine implements Engine {
    private final String name;

    FaultyEngine(String name) {
        this.name = name;
    }

    @Override
    public String description() {
        return name;
    }

    @Override
    public EngineInfo.Kind kind() {
        return EngineInfo.Kind.SCALAR;
    }

    @Override
    public String toString() {
        return name;
    }
}
