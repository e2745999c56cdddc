#!/usr/bin/env bash
# Prepares a fresh clone for `npm test`: a Vulkan driver Dawn accepts, Chromium for the
# browser tests, node_modules, dist/.
#
# Idempotent: every step first checks whether it is already done. Quiet: one line per
# step; a failing step's full output is shown and the script exits nonzero.
# Exports nothing: callers that run Dawn set XDG_RUNTIME_DIR themselves (see .ci/run).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Where each step's output goes; shown only when the step fails.
step_log="$(mktemp "${TMPDIR:-/tmp}/ampc-setup.XXXXXX")"
lock_before="$step_log.package-lock.json"
trap 'rm -f "$step_log" "$lock_before"' EXIT

say() { printf 'setup: %s\n' "$*"; }

# Runs "$@" with its output captured; on failure prints that output and exits.
run_quietly() {
  local what="$1"
  shift
  local status=0
  "$@" >"$step_log" 2>&1 || status=$?
  if [[ "$status" -ne 0 ]]; then
    say "$what: FAILED (exit $status): $*" >&2
    sed 's/^/  | /' "$step_log" >&2
    exit 1
  fi
}

fail() {
  say "$*" >&2
  exit 1
}

# --- step 1: Vulkan driver -------------------------------------------------------------
# Dawn (the `webgpu` package) needs Vulkan. On machines without a GPU that is Mesa's
# lavapipe. Bookworm's own Mesa 22.3 is refused by Dawn ("shaderUniform*ArrayDynamicIndexing
# required"), so we need mesa-vulkan-drivers >= 23, which bookworm gets from backports.
readonly lavapipe_icd=/usr/share/vulkan/icd.d/lvp_icd.json
readonly min_mesa_version=23

installed_version() {
  # Prints the installed version of package $1, or nothing when it is not installed. Only
  # the first line counts: multi-arch packages list one line per installed architecture.
  dpkg-query -W -f='${db:Status-Status} ${Version}\n' "$1" 2>/dev/null |
    awk '$1 == "installed" { print $2; exit }' || true
}

# Sets mesa_version, and vulkan_problem to why the driver is unusable (empty when usable).
mesa_version=""
vulkan_problem=""
check_vulkan_driver() {
  mesa_version=""
  vulkan_problem=""
  if ! command -v dpkg-query >/dev/null 2>&1; then
    vulkan_problem="dpkg-query not found (not a Debian system?)"
    return 1
  fi
  mesa_version="$(installed_version mesa-vulkan-drivers)"
  if [[ -z "$mesa_version" ]]; then
    vulkan_problem="mesa-vulkan-drivers is not installed"
  elif ! dpkg --compare-versions "$mesa_version" ge "$min_mesa_version"; then
    vulkan_problem="mesa-vulkan-drivers $mesa_version is older than $min_mesa_version (Dawn refuses it)"
  elif [[ ! -f "$lavapipe_icd" ]]; then
    vulkan_problem="$lavapipe_icd is missing"
  elif [[ -z "$(installed_version libvulkan1)" ]]; then
    vulkan_problem="libvulkan1 (the Vulkan loader) is not installed"
  fi
  [[ -z "$vulkan_problem" ]]
}

install_lavapipe() {
  command -v apt-get >/dev/null 2>&1 ||
    fail "vulkan: $vulkan_problem, and there is no apt-get; install Mesa >= $min_mesa_version (lavapipe) and libvulkan1 by hand"

  local -a as_root=()
  if [[ "$(id -u)" -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 ||
      fail "vulkan: $vulkan_problem; installing lavapipe needs root, and sudo is missing"
    as_root=(sudo)
  fi

  local codename=""
  if [[ -r /etc/os-release ]]; then
    codename="$(. /etc/os-release && printf '%s' "${VERSION_CODENAME:-}")"
  fi

  local -a from_suite=()
  if [[ "$codename" == bookworm ]]; then
    # Add backports only when no apt source names it already (ours or the admin's) on a
    # line that is not commented out.
    if ! grep -rqsE --include='*.list' --include='*.sources' '^[^#]*bookworm-backports' \
      /etc/apt/sources.list /etc/apt/sources.list.d/; then
      run_quietly "vulkan: add bookworm-backports" "${as_root[@]}" sh -c \
        "printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: bookworm-backports\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' > /etc/apt/sources.list.d/backports.sources"
    fi
    from_suite=(-t bookworm-backports)
  fi

  run_quietly "vulkan: apt-get update" "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get update -q
  run_quietly "vulkan: apt-get install" "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${from_suite[@]}" mesa-vulkan-drivers libvulkan1
}

if check_vulkan_driver; then
  say "vulkan: lavapipe present (mesa-vulkan-drivers $mesa_version)"
else
  reason="$vulkan_problem"
  install_lavapipe
  check_vulkan_driver || fail "vulkan: still unusable after installing lavapipe: $vulkan_problem"
  say "vulkan: installed lavapipe (mesa-vulkan-drivers $mesa_version), because $reason"
fi

# --- step 1b: Chromium ----------------------------------------------------------------
# The browser tests (test/browser) run ampc's browser bundle and the playground in headless
# Chromium, whose WebGPU runs on its bundled SwiftShader (it refuses lavapipe). That is
# Debian's `chromium`, driven by playwright-core, which never downloads a browser itself.
# The tests fail, not skip, without it.
readonly chromium_path=/usr/bin/chromium

install_chromium() {
  command -v apt-get >/dev/null 2>&1 ||
    fail "chromium: $chromium_path is missing, and there is no apt-get; install Chromium there by hand"
  local -a as_root=()
  if [[ "$(id -u)" -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || fail "chromium: $chromium_path is missing; installing it needs root, and sudo is missing"
    as_root=(sudo)
  fi
  run_quietly "chromium: apt-get update" "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  run_quietly "chromium: apt-get install" "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends chromium
}

if [[ -x "$chromium_path" ]]; then
  say "chromium: present"
else
  install_chromium
  [[ -x "$chromium_path" ]] || fail "chromium: still missing after apt-get install chromium"
  say "chromium: installed ($("$chromium_path" --version 2>/dev/null || true))"
fi

# --- step 2: node_modules --------------------------------------------------------------
# `npm ci` wipes and reinstalls everything, so run it only when node_modules is missing or
# predates the lockfile; touch node_modules afterwards so the next run sees it as current.
#
# Fallback: the npm registry this project is installed from lacks unrs-resolver's optional
# per-platform bindings (a jest dependency), so the lockfile cannot list them and `npm ci`
# refuses it as "not in sync" with package.json. `npm install` accepts the same lockfile
# (it only skips optional packages it cannot have) and leaves it unchanged; we use it only
# for that one refusal, and fail if it rewrote the lockfile.
if [[ ! -d node_modules || package-lock.json -nt node_modules ]]; then
  ci_status=0
  npm ci --no-audit --no-fund >"$step_log" 2>&1 || ci_status=$?
  if [[ "$ci_status" -eq 0 ]]; then
    touch node_modules
    say "npm ci: installed dependencies"
  elif grep -q 'can only install packages when your package.json and package-lock.json' "$step_log"; then
    cp package-lock.json "$lock_before"
    run_quietly "npm install (npm ci refused the lockfile)" npm install --no-audit --no-fund
    if ! cmp -s package-lock.json "$lock_before"; then
      fail "npm install: changed package-lock.json (npm ci had refused it as out of sync); review and commit it, or revert it"
    fi
    touch node_modules
    say "npm ci: refused the lockfile (optional packages this registry lacks); npm install used it unchanged"
  else
    say "npm ci: FAILED (exit $ci_status): npm ci --no-audit --no-fund" >&2
    sed 's/^/  | /' "$step_log" >&2
    exit 1
  fi
else
  say "npm ci: node_modules up to date, skipped"
fi

# --- step 3: build ---------------------------------------------------------------------
run_quietly "build" npm run build
say "build: ok"
