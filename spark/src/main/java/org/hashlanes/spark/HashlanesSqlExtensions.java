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
 * The SQL form of {@link Sha1Columns#withSha1}: a table-valued function.
 *
 * <pre>
 * SELECT path, sha1 FROM hashlanes_sha1(TABLE(SELECT * FROM binaryFile.`/data`), 'content')
 * SELECT * FROM hashlanes_sha1(TABLE(docs), 'text', 'text_id', 'binary')
 * </pre>
 *
 * <p>Arguments: the input table, the name of its binary or string column, optionally the name
 * of the digest column (default {@code sha1}) and its format, {@code 'hex'} (default) or
 * {@code 'binary'}. The result is the input table with the digest column, as from
 * {@code withSha1}.
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
    /** The function's SQL name. */
    public static final String FUNCTION = "hashlanes_sha1";

    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        ExpressionInfo info = new ExpressionInfo(HashlanesSqlExtensions.class.getName(), null, FUNCTION,
                "_FUNC_(TABLE(t), column [, output [, format]]) - The rows of t with the SHA-1 of its binary or"
                        + " string column `column` in column `output` (default 'sha1'): 40 lower-case hex digits, as"
                        + " sha1() gives, or the 20 bytes if format is 'binary'. Hashes many rows at once (hashlanes).",
                "\n    Arguments:\n      * t - a table: TABLE(name) or TABLE(query)\n"
                        + "      * column - the name of a binary or string column of t\n"
                        + "      * output - the name of the digest column, 'sha1' by default\n"
                        + "      * format - 'hex' (default) or 'binary'\n",
                "\n    Examples:\n      > SELECT path, sha1 FROM _FUNC_(TABLE(SELECT * FROM binaryFile.`/data`), 'content');\n",
                "", "table_funcs", "", "", "java_udf");
        Function1<Seq<Expression>, LogicalPlan> builder = HashlanesSqlExtensions::plan;
        extensions.injectTableFunction(new Tuple3<>(new FunctionIdentifier(FUNCTION), info, builder));
        return BoxedUnit.UNIT;
    }

    /** The plan of one call: the input's plan through {@link Sha1Columns#withSha1}. */
    static LogicalPlan plan(Seq<Expression> args) {
        if (args.size() < 2 || args.size() > 4) {
            throw new IllegalArgumentException(FUNCTION + " takes 2 to 4 arguments (TABLE(t), column [, output [, format]]), got "
                    + args.size());
        }
        if (!(args.apply(0) instanceof FunctionTableSubqueryArgumentExpression)) {
            throw new IllegalArgumentException(FUNCTION + ": the first argument must be a table, TABLE(name) or TABLE(query); got "
                    + args.apply(0).sql());
        }
        LogicalPlan input = ((FunctionTableSubqueryArgumentExpression) args.apply(0)).plan();
        String column = stringArgument(args, 1, null);
        String output = stringArgument(args, 2, "sha1");
        DigestFormat format = DigestFormat.named(stringArgument(args, 3, "hex"));
        Dataset<org.apache.spark.sql.Row> data = Dataset.ofRows(SparkSession.active(), input);
        return ((Dataset<?>) Sha1Columns.withSha1(data, column, output, format)).logicalPlan();
    }

    private static String stringArgument(Seq<Expression> args, int index, String absent) {
        if (index >= args.size()) {
            return absent;
        }
        Expression e = args.apply(index);
        if (!e.foldable() || !e.dataType().equals(DataTypes.StringType)) {
            throw new IllegalArgumentException(FUNCTION + ": argument " + (index + 1) + " must be a string literal, got " + e.sql());
        }
        Object v = e.eval(null);
        if (v == null) {
            throw new IllegalArgumentException(FUNCTION + ": argument " + (index + 1) + " is null");
        }
        return v.toString();
    }
}
