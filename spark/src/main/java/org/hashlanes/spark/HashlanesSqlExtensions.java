package org.hashlanes.spark;

import org.apache.spark.sql.SparkSessionExtensions;
import org.apache.spark.sql.SparkSessionExtensionsProvider;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.catalyst.expressions.FunctionTableSubqueryArgumentExpression;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.classic.Dataset;
import org.apache.spark.sql.classic.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.hashlanes.spark.Sha1Columns.DigestFormat;
import scala.Function1;
import scala.Tuple3;
import scala.collection.immutable.Seq;
import scala.runtime.BoxedUnit;

/**
 * The SQL form of {@link DigestColumns#withDigest}: a table-valued function per algorithm,
 * {@code hashlanes_md5}, {@code hashlanes_sha1}, {@code hashlanes_sha256}, {@code hashlanes_sha384}
 * and {@code hashlanes_sha512}, named after Spark's own {@code md5()}, {@code sha1()}, {@code sha2()}.
 *
 * <pre>
 * SELECT path, sha1 FROM hashlanes_sha1(TABLE(SELECT * FROM binaryFile.`/data`), 'content')
 * SELECT path, sha256 FROM hashlanes_sha256(TABLE(SELECT * FROM binaryFile.`/data`), 'content')
 * SELECT * FROM hashlanes_sha1(TABLE(docs), 'text', 'text_id', 'binary')
 * </pre>
 *
 * <p>Arguments: the input table, the name of its binary or string column, optionally the name
 * of the digest column (default: the algorithm's name, {@code sha1}, {@code sha256}) and its
 * format, {@code 'hex'} (default) or {@code 'binary'}. The result is the input table with the
 * digest column, as from {@code withDigest}.
 *
 * <p>Why a table function and not a scalar {@code hashlanes_sha1(content)}: Catalyst evaluates a
 * scalar expression one row at a time (interpreted {@code eval(row)} or generated per-row code),
 * with no hook that sees a batch of rows, so a scalar function could only hash one message per
 * call, which is what Spark's {@code sha1()} already does with {@code MessageDigest}. A table
 * function receives a whole plan and can hash each partition in batches.
 *
 * <p>Registered for every session when this jar is on the driver's class path (Spark loads
 * {@code SparkSessionExtensionsProvider}s with {@code ServiceLoader}), or explicitly with
 * {@code spark.sql.extensions=org.hashlanes.spark.HashlanesSqlExtensions}.
 */
public final class HashlanesSqlExtensions implements SparkSessionExtensionsProvider {
    private static final long serialVersionUID = 1L;
    /** The SHA-1 function's SQL name; the others are {@code hashlanes_} and the algorithm's name ({@code hashlanes_sha256}). */
    public static final String FUNCTION = "hashlanes_sha1";

    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        for (DigestAlgorithm algorithm : DigestAlgorithm.values()) {
            inject(extensions, algorithm);
        }
        return BoxedUnit.UNIT;
    }

    private static void inject(SparkSessionExtensions extensions, DigestAlgorithm algorithm) {
        String name = algorithm.function();
        int bytes = algorithm.bytes;
        ExpressionInfo info = new ExpressionInfo(HashlanesSqlExtensions.class.getName(), null, name,
                "_FUNC_(TABLE(t), column [, output [, format]]) - The rows of t with the " + algorithm.jdkName
                        + " of its binary or string column `column` in column `output` (default '" + algorithm.id + "'): "
                        + 2 * bytes + " lower-case hex digits, as Spark's own function gives, or the " + bytes
                        + " bytes if format is 'binary'. Hashes many rows at once (hashlanes).",
                "\n    Arguments:\n      * t - a table: TABLE(name) or TABLE(query)\n"
                        + "      * column - the name of a binary or string column of t\n"
                        + "      * output - the name of the digest column, '" + algorithm.id + "' by default\n"
                        + "      * format - 'hex' (default) or 'binary'\n",
                "\n    Examples:\n      > SELECT path, " + algorithm.id
                        + " FROM _FUNC_(TABLE(SELECT * FROM binaryFile.`/data`), 'content');\n",
                "", "table_funcs", "", "", "java_udf");
        Function1<Seq<Expression>, LogicalPlan> builder = args -> plan(algorithm, args);
        extensions.injectTableFunction(new Tuple3<>(new FunctionIdentifier(name), info, builder));
    }

    /** The plan of one call: the input's plan through {@link DigestColumns#withDigest}. */
    static LogicalPlan plan(DigestAlgorithm algorithm, Seq<Expression> args) {
        String function = algorithm.function();
        if (args.size() < 2 || args.size() > 4) {
            throw new IllegalArgumentException(function + " takes 2 to 4 arguments (TABLE(t), column [, output [, format]]), got "
                    + args.size());
        }
        if (!(args.apply(0) instanceof FunctionTableSubqueryArgumentExpression)) {
            throw new IllegalArgumentException(function + ": the first argument must be a table, TABLE(name) or TABLE(query); got "
                    + args.apply(0).sql());
        }
        LogicalPlan input = ((FunctionTableSubqueryArgumentExpression) args.apply(0)).plan();
        String column = stringArgument(function, args, 1, null);
        String output = stringArgument(function, args, 2, algorithm.id);
        DigestFormat format = DigestFormat.named(stringArgument(function, args, 3, "hex"));
        Dataset<org.apache.spark.sql.Row> data = Dataset.ofRows(SparkSession.active(), input);
        return ((Dataset<?>) DigestColumns.withDigest(data, column, output, algorithm.id, format)).logicalPlan();
    }

    private static String stringArgument(String function, Seq<Expression> args, int index, String absent) {
        if (index >= args.size()) {
            return absent;
        }
        Expression e = args.apply(index);
        if (!e.foldable() || !e.dataType().equals(DataTypes.StringType)) {
            throw new IllegalArgumentException(function + ": argument " + (index + 1) + " must be a string literal, got " + e.sql());
        }
        Object v = e.eval(null);
        if (v == null) {
            throw new IllegalArgumentException(function + ": argument " + (index + 1) + " is null");
        }
        return v.toString();
    }
}
