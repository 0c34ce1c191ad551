#!/usr/bin/env bash
# Compares hashlanes' SHA-1DC (every detecting engine) with the reference library, as Debian
# packages it (the Rust crate sha1collisiondetection, a port of the C library): random messages,
# blocks that pass the condition check of a disturbance vector, and the collision files.
#
#   src/oracle/sha1dc/run.sh [VECTORS_DIR]     (default: ../shared/vectors from the repo root)
#
# Installs librust-sha1collisiondetection-dev with apt-get if it is missing (root), builds the
# oracle offline against /usr/share/cargo/registry, then runs Sha1DcOracleTest with
# -Dhashlanes.sha1dcOracle pointing at it. Not part of `mvn verify`.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
vectors=${1:-$root/../shared/vectors}
registry=/usr/share/cargo/registry
if ! ls -d "$registry"/sha1collisiondetection-* >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -q librust-sha1collisiondetection-dev
fi
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
cp -r "$here/Cargo.toml" "$here/src" "$build/"
mkdir -p "$build/.cargo"
cat > "$build/.cargo/config.toml" <<CFG
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "$registry"
[net]
offline = true
CFG
(cd "$build" && cargo build --release -q)
cd "$root"
mvn -q -o -pl simd -am test -Dtest=Sha1DcOracleTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dhashlanes.bigTests=false -Dhashlanes.vectors="$vectors" \
    -Dhashlanes.sha1dcOracle="$build/target/release/sha1dc-oracle"
grep -h "Tests run" simd/target/surefire-reports/org.hashlanes.Sha1DcOracleTest.txt
