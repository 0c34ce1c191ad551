package org.hashlanes.spark;

import org.apache.spark.sql.SparkSession;

/** The test SparkSession: small, quiet, no UI; one per test class (a session costs seconds to start on 2 cores). */
final class LocalSpark {
    private LocalSpark() {}

    static SparkSession.Builder builder(String master) {
        return SparkSession.builder()
                .master(master)
                .appName("hashlanes-spark-test")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "4")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1");
    }

    static SparkSession start() {
        return builder("local[2]").getOrCreate();
    }
}
