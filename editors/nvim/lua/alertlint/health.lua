-- :checkhealth alertlint
local M = {}

local health = vim.health or require("health")
local start = health.start or health.report_start
local ok = health.ok or health.report_ok
local warn = health.warn or health.report_warn
local error = health.error or health.report_error
local info = health.info or health.report_info

function M.check()
  start("alertlint")
  local alertlint = require("alertlint")
  local cmd = alertlint.config.cmd or alertlint.defaults.cmd
  local executable = cmd[1]
  if vim.fn.executable(executable) ~= 1 then
    error(("`%s` is not executable or not on $PATH"):format(executable), {
      "Build it with `swift build -c release` and put .build/release on $PATH,",
      "or pass cmd = { '/path/to/alertlint', 'lsp' } to require('alertlint').setup().",
    })
  else
    ok(("found %s"):format(vim.fn.exepath(executable)))
    local version = vim.fn.system({ executable, "version" })
    if vim.v.shell_error == 0 then
      ok(vim.trim(version))
    else
      warn(("`%s version` failed: %s"):format(executable, vim.trim(version)))
    end
  end
  local attached = 0
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    for _, client in ipairs(alertlint.clients(bufnr)) do
      attached = attached + 1
      info(("client %d attached to %s (root %s)"):format(client.id, vim.api.nvim_buf_get_name(bufnr),
        client.config.root_dir or "?"))
    end
  end
  if attached == 0 then
    info("no AlertLint client is attached; open a Swift file")
  end
end

return M
