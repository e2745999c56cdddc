#!/usr/bin/env bash
# Builds every sample in samples/ with g++ against the CPU emulation of C++ AMP
# in test/oracle/ and records its stdout as test/e2e/expected/<sample>.out.
# These files are what ampc's compiled programs must print.
#
#   test/oracle/run-oracle.sh            # all samples
#   test/oracle/run-oracle.sh extents    # only samples/extents.cpp
#
# Not run: samples/invalid/ and samples/damaged/ (ampc must reject or warn,
# they have no output) and sum-2x6-race (its output is not deterministic in
# principle).
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
oracle_dir="$repo_root/test/oracle"
samples_dir="$repo_root/samples"
expected_dir="$repo_root/test/e2e/expected"
build_dir="$(mktemp -d)"
trap 'rm -rf "$build_dir"' EXIT

mkdir -p "$expected_dir"

CXX="${CXX:-g++}"
CXXFLAGS=(-std=c++20 -pthread -O1 -I "$oracle_dir")

# Samples whose output depends on thread scheduling: no expected file.
nondeterministic=(sum-2x6-race)

# Extra builds: output name, sample, extra compiler flags.
variants=(
  "sampling-example-4 sampling-example -DSAMPLESIZE=4"
)

# build_and_run <output-name> <sample-name> [extra flags...]
build_and_run() {
  local out_name="$1" sample="$2"
  shift 2
  local source="$samples_dir/$sample.cpp"
  local binary="$build_dir/$out_name"
  local sources=("$source")
  local flags=("${CXXFLAGS[@]}" "$@")
  # `void main()` (MSVC accepts it, g++ does not): rename it and link a real main.
  if grep -Eq '^[[:space:]]*void[[:space:]]+main[[:space:]]*\(' "$source"; then
    flags+=(-Dmain=amp_main)
    "$CXX" -std=c++20 -c "$oracle_dir/void-main-wrapper.cpp" -o "$build_dir/void-main-wrapper.o"
    sources+=("$build_dir/void-main-wrapper.o")
  fi
  "$CXX" "${flags[@]}" "${sources[@]}" -o "$binary"
  # The programs may read stdin (TilingDescription waits for a key): give them none.
  "$binary" < /dev/null > "$expected_dir/$out_name.out"
  echo "wrote test/e2e/expected/$out_name.out"
}

is_nondeterministic() {
  local name="$1" skip
  for skip in "${nondeterministic[@]}"; do
    [[ "$name" == "$skip" ]] && return 0
  done
  return 1
}

only="${1:-}"
for source in "$samples_dir"/*.cpp; do
  name="$(basename "$source" .cpp)"
  [[ -n "$only" && "$name" != "$only" ]] && continue
  if is_nondeterministic "$name"; then
    echo "skipped $name (nondeterministic)"
    continue
  fi
  build_and_run "$name" "$name"
done

for variant in "${variants[@]}"; do
  read -r out_name sample flags <<< "$variant"
  [[ -n "$only" && "$sample" != "$only" ]] && continue
  # shellcheck disable=SC2086 # flags is a space-separated list on purpose
  build_and_run "$out_name" "$sample" $flags
done
