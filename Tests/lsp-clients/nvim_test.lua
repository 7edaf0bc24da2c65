-- Headless end-to-end test of editors/nvim with the real server, for Neovim 0.7 and 0.11+:
--   nvim --headless -u NONE -c 'luafile Tests/lsp-clients/nvim_test.lua'
-- ALERTLINT_BIN overrides the server (default: .build/debug/alertlint). Prints "N passed, M failed"
-- and exits non-zero on any failure.
local script = debug.getinfo(1, "S").source:sub(2)
local root = vim.fn.fnamemodify(script, ":p:h:h:h")
local bin = os.getenv("ALERTLINT_BIN") or (root .. "/.build/debug/alertlint")

vim.opt.runtimepath:append(root .. "/editors/nvim")
vim.cmd("filetype on")

local passed, failed = 0, 0
local function check(name, condition, detail)
  if condition then
    passed = passed + 1
    print("ok - " .. name)
  else
    failed = failed + 1
    print("FAIL - " .. name .. (detail and (": " .. detail) or ""))
  end
end

local function finish()
  print(("%d passed, %d failed"):format(passed, failed))
  vim.cmd(failed == 0 and "qall!" or "cquit 1")
end

local source = [[
import UIKit

func confirm() {
    let alert = UIAlertController(title: "Remove Download?", message: "The episode can be downloaded again later.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    alert.addAction(UIAlertAction(title: "cancel", style: .cancel))
    present(alert, animated: true)
}

func info() {
    let alert = UIAlertController(title: "Saved", message: "The file was saved.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Ok", style: .default))
    present(alert, animated: true)
}
]]

local function code_of(diagnostic)
  local lsp = diagnostic.user_data and diagnostic.user_data.lsp
  return diagnostic.code or (lsp and lsp.code)
end

local function codes(bufnr)
  local result = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
    result[code_of(diagnostic) or "?"] = diagnostic
  end
  return result
end

-- One editing session with the plugin started through `method`.
local function scenario(method)
  local function check_in(name, condition, detail)
    check(method .. ": " .. name, condition, detail)
  end
  local workspace = vim.fn.tempname()
  vim.fn.mkdir(workspace .. "/Sources", "p")
  vim.fn.writefile({ "// swift-tools-version:5.9" }, workspace .. "/Package.swift")
  local file = workspace .. "/Sources/Confirm.swift"
  vim.fn.writefile(vim.split(source, "\n", { plain = true }), file)

  local alertlint = require("alertlint")
  alertlint.setup({ cmd = { bin, "lsp" }, method = method })
  check_in("method in force", alertlint.method() == method, alertlint.method())
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  check_in("filetype is swift", vim.bo[bufnr].filetype == "swift", vim.bo[bufnr].filetype)
  check_in("root detection finds Package.swift", alertlint.find_root(file) == vim.fn.resolve(workspace)
    or alertlint.find_root(file) == workspace, alertlint.find_root(file))

  local arrived = vim.wait(15000, function()
    local found = codes(bufnr)
    return found["ok-specific"] and found["button-case"] and found["ok-spelling"]
  end, 50)
  check_in("diagnostics arrive", arrived, vim.inspect(vim.tbl_keys(codes(bufnr))))
  if not arrived then
    return
  end
  local client = alertlint.clients(bufnr)[1]
  check_in("client attached", client ~= nil)
  if not client then
    return
  end

  -- The ok-specific quick fix, through textDocument/codeAction (and codeAction/resolve when the
  -- client advertises it, as 0.11 does).
  local flagged = codes(bufnr)["ok-specific"]
  -- 0.11 keeps the whole LSP diagnostic; 0.7 keeps only some fields, so rebuild the range (the
  -- sample is ASCII, where byte columns are UTF-16 columns too).
  local range = flagged.user_data.lsp.range or {
    start = { line = flagged.lnum, character = flagged.col },
    ["end"] = { line = flagged.end_lnum, character = flagged.end_col },
  }
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = range,
    context = { diagnostics = {}, only = { "quickfix" } },
  }
  local responses = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, 5000) or {}
  local actions = (responses[client.id] or {}).result or {}
  local chosen
  for _, action in ipairs(actions) do
    if action.title:find("Remove", 1, true) then
      chosen = action
    end
  end
  check_in("ok-specific quick fix offered", chosen ~= nil, vim.inspect(actions))
  if not chosen then
    return
  end
  local edit = chosen.edit
  if not edit then
    local resolved = vim.lsp.buf_request_sync(bufnr, "codeAction/resolve", chosen, 5000) or {}
    edit = ((resolved[client.id] or {}).result or {}).edit
  end
  check_in("quick fix has an edit", edit ~= nil)
  vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding or "utf-16")
  local line = vim.api.nvim_buf_get_lines(bufnr, 4, 5, false)[1]
  check_in("quick fix applied", line:find('title: "Remove"', 1, true) ~= nil, line)
  check_in("ok-specific cleared", vim.wait(10000, function()
    return codes(bufnr)["ok-specific"] == nil
  end, 50))

  -- :AlertLintFixAll applies the safe fixes (button case and OK spelling).
  vim.cmd("AlertLintFixAll")
  local text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n")
  check_in("fix-all wrote Cancel", text:find('title: "Cancel"', 1, true) ~= nil, text)
  check_in("fix-all wrote OK", text:find('title: "OK"', 1, true) ~= nil, text)
  check_in("diagnostics cleared after fix-all", vim.wait(10000, function()
    local found = codes(bufnr)
    return found["button-case"] == nil and found["ok-spelling"] == nil
  end, 50), vim.inspect(vim.tbl_keys(codes(bufnr))))

  -- :checkhealth alertlint finds the binary and lists the attached client.
  vim.cmd("checkhealth alertlint")
  local report = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n")
  check_in("checkhealth finds the binary", report:find("found " .. bin, 1, true) ~= nil, report)
  check_in("checkhealth lists the client", report:find("attached to " .. file, 1, true) ~= nil
    or report:find("attached to " .. vim.fn.resolve(file), 1, true) ~= nil, report)

  -- Leave no client or buffer behind for the next scenario.
  for _, each in ipairs(alertlint.clients(bufnr)) do
    vim.lsp.stop_client(each.id)
  end
  check_in("client stopped", vim.wait(5000, function()
    return #(vim.lsp.get_clients or vim.lsp.get_active_clients)() == 0
  end, 50))
  -- Only after the client is gone: Neovim 0.7 resets diagnostics of stopped clients later and
  -- fails on a buffer wiped in between.
  vim.wait(200)
  vim.cmd("bwipeout! " .. bufnr)
end

local function run()
  check("server binary exists", vim.fn.executable(bin) == 1, bin)
  -- Every start method this Neovim has ("start_client" is deprecated where "start" exists).
  local methods = {}
  if vim.lsp.start then
    table.insert(methods, "start")
  else
    table.insert(methods, "start_client")
  end
  if vim.lsp.config and vim.lsp.enable then
    table.insert(methods, "enable")
  end
  for _, method in ipairs(methods) do
    scenario(method)
  end
end

local ok, err = pcall(run)
check("test script ran to the end", ok, err)
check("Neovim reported no error", vim.v.errmsg == "", vim.v.errmsg)
finish()
