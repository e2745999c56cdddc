#!/usr/bin/env bash
# Runs every program in test/e2e/oracle-programs/ through `ampc run` on this machine's WebGPU
# adapter and compares stdout and exit code with what g++ gave (<name>.expected, <name>.rc).
# The same check as test/e2e/oracle-programs.test.ts, without jest: for the GPU machine.
#   scripts/oracle-programs.sh [NAME-SUBSTRING]
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/.."
dir=test/e2e/oracle-programs
pass=0; fail=0
for source in "$dir"/*.cpp; do
  name="$(basename "$source" .cpp)"
  [[ -n "${1:-}" && "$name" != *"$1"* ]] && continue
  out="$(timeout 120 node dist/src/cli.js run "$source" 2>/tmp/oracle-err-$$)"; rc=$?
  if [[ "$out" == "$(cat "$dir/$name.expected")" && "$rc" == "$(cat "$dir/$name.rc")" ]]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $name (rc=$rc, expected $(cat "$dir/$name.rc"))"
    diff <(echo "$out") "$dir/$name.expected" | head -5
    grep -m3 -E 'error|Error' /tmp/oracle-err-$$
  fi
done
rm -f /tmp/oracle-err-$$
echo "$pass passed, $fail failed"
[[ $fail == 0 ]]
