package org.hashlanes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * MD5, SHA-384 and SHA-512 through every public class, against {@code MessageDigest} and the
 * published answers (RFC 1321 A.5; FIPS 180-4's examples as in NIST's SHA examples document).
 * The engines below them are tested one by one in the internal tests; this checks that each public
 * class reaches them, and that the digests come out in each algorithm's own byte order.
 */
class NewAlgorithmsPublicApiTest {
    /** One algorithm's public calls, as functions of the test's messages. */
    static final class Api {
        final String jdkName;
        final Function<List<ByteBuffer>, List<String>> batch;
        final Function<List<ByteBuffer>, byte[]> batchInto;
        final Function<List<byte[]>, List<String>> arrays;
        final Supplier<MessageDigest> single;
        final Function<List<byte[][]>, List<String>> streams;
        final Function<List<Path>, List<String>> files;
        final Function<String, String> hexRoundTrip;
        final String[][] published;

        Api(String jdkName, Function<List<ByteBuffer>, List<String>> batch, Function<List<ByteBuffer>, byte[]> batchInto,
                Function<List<byte[]>, List<String>> arrays, Supplier<MessageDigest> single,
                Function<List<byte[][]>, List<String>> streams, Function<List<Path>, List<String>> files,
                Function<String, String> hexRoundTrip, String[][] published) {
            this.jdkName = jdkName;
            this.batch = batch;
            this.batchInto = batchInto;
            this.arrays = arrays;
            this.single = single;
            this.streams = streams;
            this.files = files;
            this.hexRoundTrip = hexRoundTrip;
            this.published = published;
        }

        @Override
        public String toString() {
            return jdkName;
        }
    }

    private static <T> List<String> text(List<T> digests) {
        List<String> out = new ArrayList<>();
        for (T d : digests) {
            out.add(d.toString());
        }
        return out;
    }

    static Stream<Arguments> apis() {
        return Stream.of(
                Arguments.of(new Api("MD5", m -> text(Md5Batch.hash(m)), m -> {
                    byte[] out = new byte[16 * m.size()];
                    Md5Batch.hashInto(m, out, 0);
                    return out;
                }, m -> text(Md5Batch.hashArrays(m)), Md5::new, pieces -> {
                    Md5Streams s = new Md5Streams();
                    List<Md5Streams.Stream> open = new ArrayList<>();
                    for (int i = 0; i < pieces.size(); i++) {
                        open.add(s.open());
                    }
                    feedRoundRobin(pieces, (i, p) -> s.update(open.get(i), p));
                    List<String> out = new ArrayList<>();
                    for (Md5Streams.Stream st : open) {
                        out.add(s.finish(st).toString());
                    }
                    return out;
                }, paths -> {
                    List<String> out = new ArrayList<>();
                    for (Md5Files.Result r : new Md5Files().hash(paths)) {
                        out.add(r.digest().toString());
                    }
                    return out;
                }, hex -> Md5Digest.fromHex(hex).toString(), new String[][] {
                    // RFC 1321 A.5
                    {"", "d41d8cd98f00b204e9800998ecf8427e"},
                    {"a", "0cc175b9c0f1b6a831c399e269772661"},
                    {"abc", "900150983cd24fb0d6963f7d28e17f72"},
                    {"message digest", "f96b697d7cb7938d525a2f31aaf161d0"},
                    {"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"},
                    {"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"},
                    {"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
                        "57edf4a22be3c955ac49da2e2107b67a"},
                })),
                Arguments.of(new Api("SHA-384", m -> text(Sha384Batch.hash(m)), m -> {
                    byte[] out = new byte[48 * m.size()];
                    Sha384Batch.hashInto(m, out, 0);
                    return out;
                }, m -> text(Sha384Batch.hashArrays(m)), Sha384::new, pieces -> {
                    Sha384Streams s = new Sha384Streams();
                    List<Sha384Streams.Stream> open = new ArrayList<>();
                    for (int i = 0; i < pieces.size(); i++) {
                        open.add(s.open());
                    }
                    feedRoundRobin(pieces, (i, p) -> s.update(open.get(i), p));
                    List<String> out = new ArrayList<>();
                    for (Sha384Streams.Stream st : open) {
                        out.add(s.finish(st).toString());
                    }
                    return out;
                }, paths -> {
                    List<String> out = new ArrayList<>();
                    for (Sha384Files.Result r : new Sha384Files().hash(paths)) {
                        out.add(r.digest().toString());
                    }
                    return out;
                }, hex -> Sha384Digest.fromHex(hex).toString(), new String[][] {
                    {"abc", "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
                        + "8086072ba1e7cc2358baeca134c825a7"},
                    {"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                        "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712"
                        + "fcc7c71a557e2db966c3e9fa91746039"},
                })),
                Arguments.of(new Api("SHA-512", m -> text(Sha512Batch.hash(m)), m -> {
                    byte[] out = new byte[64 * m.size()];
                    Sha512Batch.hashInto(m, out, 0);
                    return out;
                }, m -> text(Sha512Batch.hashArrays(m)), Sha512::new, pieces -> {
                    Sha512Streams s = new Sha512Streams();
                    List<Sha512Streams.Stream> open = new ArrayList<>();
                    for (int i = 0; i < pieces.size(); i++) {
                        open.add(s.open());
                    }
                    feedRoundRobin(pieces, (i, p) -> s.update(open.get(i), p));
                    List<String> out = new ArrayList<>();
                    for (Sha512Streams.Stream st : open) {
                        out.add(s.finish(st).toString());
                    }
                    return out;
                }, paths -> {
                    List<String> out = new ArrayList<>();
                    for (Sha512Files.Result r : new Sha512Files().hash(paths)) {
                        out.add(r.digest().toString());
                    }
                    return out;
                }, hex -> Sha512Digest.fromHex(hex).toString(), new String[][] {
                    {"abc", "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                        + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"},
                    {"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                        "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
                        + "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"},
                })));
    }

    interface Feed {
        void piece(int stream, byte[] piece);
    }

    /** Feeds stream i the pieces {@code pieces.get(i)}, one piece of each stream in turn. */
    private static void feedRoundRobin(List<byte[][]> pieces, Feed feed) {
        int most = 0;
        for (byte[][] p : pieces) {
            most = Math.max(most, p.length);
        }
        for (int k = 0; k < most; k++) {
            for (int i = 0; i < pieces.size(); i++) {
                if (k < pieces.get(i).length) {
                    feed.piece(i, pieces.get(i)[k]);
                }
            }
        }
    }

    private static String jdk(String algorithm, byte[] m) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(m));
    }

    /** Every length 0..300 (all padding edges of 64- and 128-byte blocks) and some longer ones, seeded. */
    private static List<byte[]> messages(long seed) {
        Random r = new Random(seed);
        List<byte[]> out = new ArrayList<>();
        for (int n = 0; n <= 300; n++) {
            byte[] m = new byte[n];
            r.nextBytes(m);
            out.add(m);
        }
        for (int n : new int[] {1000, 4096, 65_537, 300_000}) {
            byte[] m = new byte[n];
            r.nextBytes(m);
            out.add(m);
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("apis")
    void publishedAnswersThroughEveryBatchCallAndTheMessageDigest(Api api) throws Exception {
        List<ByteBuffer> batch = new ArrayList<>();
        List<byte[]> arrays = new ArrayList<>();
        for (String[] c : api.published) {
            byte[] m = c[0].getBytes(StandardCharsets.US_ASCII);
            assertEquals(c[1], jdk(api.jdkName, m), "the JDK disagrees with the standard: " + c[0]);
            batch.add(ByteBuffer.wrap(m));
            arrays.add(m);
            MessageDigest single = api.single.get();
            assertEquals(api.jdkName, single.getAlgorithm());
            assertEquals(c[1], HexFormat.of().formatHex(single.digest(m)));
            assertEquals(c[1], api.hexRoundTrip.apply(c[1].toUpperCase()));
        }
        List<String> want = new ArrayList<>();
        for (String[] c : api.published) {
            want.add(c[1]);
        }
        assertEquals(want, api.batch.apply(batch));
        assertEquals(want, api.arrays.apply(arrays));
        byte[] flat = api.batchInto.apply(batch);
        assertEquals(String.join("", want), HexFormat.of().formatHex(flat));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("apis")
    void everyLengthInOneBatchAndInDirectBuffersEqualsTheJdk(Api api) throws Exception {
        List<byte[]> ms = messages(api.jdkName.hashCode());
        List<String> want = new ArrayList<>();
        List<ByteBuffer> heap = new ArrayList<>(), direct = new ArrayList<>();
        for (byte[] m : ms) {
            want.add(jdk(api.jdkName, m));
            heap.add(ByteBuffer.wrap(m).asReadOnlyBuffer());
            ByteBuffer d = ByteBuffer.allocateDirect(m.length + 3);
            d.position(3);
            d.put(m).flip().position(3);
            direct.add(d);
        }
        assertEquals(want, api.batch.apply(heap));
        assertEquals(want, api.batch.apply(direct));
        for (ByteBuffer d : direct) {
            assertEquals(3, d.position(), "the call moved a caller's buffer");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("apis")
    void messageDigestInRandomPiecesWithCloneEqualsTheJdk(Api api) throws Exception {
        Random r = new Random(7);
        for (byte[] m : messages(11)) {
            MessageDigest md = api.single.get();
            int cut = m.length == 0 ? 0 : r.nextInt(m.length + 1);
            md.update(m, 0, cut);
            MessageDigest copy = (MessageDigest) md.clone();
            md.update(ByteBuffer.wrap(m, cut, m.length - cut));
            copy.update(m, cut, m.length - cut);
            byte[] want = MessageDigest.getInstance(api.jdkName).digest(m);
            assertArrayEquals(want, md.digest(), "length " + m.length);
            assertArrayEquals(want, copy.digest(), "clone, length " + m.length);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("apis")
    void manyStreamsFedInTurnEqualTheJdk(Api api) throws Exception {
        Random r = new Random(13);
        List<byte[][]> pieces = new ArrayList<>();
        List<String> want = new ArrayList<>();
        for (int s = 0; s < 40; s++) {
            byte[] m = new byte[r.nextInt(s % 7 == 0 ? 200_000 : 3_000)];
            r.nextBytes(m);
            want.add(jdk(api.jdkName, m));
            List<byte[]> ps = new ArrayList<>();
            for (int at = 0; at < m.length; ) {
                int n = Math.min(m.length - at, 1 + r.nextInt(9_000));
                byte[] p = new byte[n];
                System.arraycopy(m, at, p, 0, n);
                ps.add(p);
                at += n;
            }
            pieces.add(ps.toArray(new byte[0][]));
        }
        assertEquals(want, api.streams.apply(pieces));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("apis")
    void filesEqualTheJdk(Api api, @TempDir Path dir) throws Exception {
        Random r = new Random(17);
        List<Path> paths = new ArrayList<>();
        List<String> want = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            byte[] m = new byte[i == 0 ? 0 : r.nextInt(i % 10 == 0 ? 3_000_000 : 20_000)];
            r.nextBytes(m);
            Path p = dir.resolve("f" + i);
            Files.write(p, m);
            paths.add(p);
            want.add(jdk(api.jdkName, m));
        }
        assertEquals(want, api.files.apply(paths));
    }
}
