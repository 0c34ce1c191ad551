package org.hashlanes.spark;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.apache.spark.launcher.JavaModuleOptions;
import org.junit.jupiter.api.Test;

/**
 * The JVM options this module's pom gives the test JVM (and run-example, through
 * target/java-options) still include every option Spark's launcher gives the JVMs it starts:
 * a Spark upgrade that adds one fails here, not in an obscure reflection error.
 */
class SparkJvmOptionsTest {
    @Test
    void testJvmHasEverySparkDefaultModuleOption() {
        List<String> ours = ManagementFactory.getRuntimeMXBean().getInputArguments();
        for (String option : JavaModuleOptions.defaultModuleOptions().split(" ")) {
            assertTrue(ours.contains(option), "hashlanes.spark.jvmArgs in spark/pom.xml lacks Spark's " + option);
        }
        assertTrue(JavaModuleOptions.defaultModuleOptions().contains("--add-modules=jdk.incubator.vector"),
                "Spark no longer gives its JVMs the Vector API module: the README's executor advice must change");
    }
}
