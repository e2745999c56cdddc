#!/usr/bin/env bash
# Builds each program in test/e2e/oracle-programs/ with g++ against the CPU emulation of
# C++ AMP in test/oracle/, and records its stdout and exit code beside it as
# <name>.expected (stdout) and <name>.rc. ampc's compiled program must give the same.
#
#   test/oracle/run-programs.sh              # all programs
#   test/oracle/run-programs.sh atomics      # only those whose name contains "atomics"
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
oracle_dir="$repo_root/test/oracle"
programs_dir="$repo_root/test/e2e/oracle-programs"
build_dir="$(mktemp -d)"
trap 'rm -rf "$build_dir"' EXIT
only="${1:-}"
for source in "$programs_dir"/*.cpp; do
  name="$(basename "$source" .cpp)"
  [[ -n "$only" && "$name" != *"$only"* ]] && continue
  "${CXX:-g++}" -std=c++20 -pthread -O1 -I "$oracle_dir" "$source" -o "$build_dir/$name"
  set +e
  "$build_dir/$name" < /dev/null > "$programs_dir/$name.expected"
  echo $? > "$programs_dir/$name.rc"
  set -e
  echo "wrote $name.expected (exit $(cat "$programs_dir/$name.rc"))"
done
