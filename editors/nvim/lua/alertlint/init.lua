-- AlertLint for Neovim: starts `alertlint lsp` for Swift buffers.
-- Neovim 0.11+ uses vim.lsp.config/vim.lsp.enable, 0.8-0.10 vim.lsp.start, 0.7 vim.lsp.start_client.
local M = {}

M.defaults = {
  cmd = { "alertlint", "lsp" },
  filetypes = { "swift" },
  root_markers = { "Package.swift", ".alertlint.json", ".git" },
  -- Sent as initializationOptions and as the "alertlint" settings section:
  -- { select = {...}, ignore = {...}, severity = { ["ok-specific"] = "error" }, configPath = "..." }
  settings = {},
  -- How the client starts: "auto" picks the newest API this Neovim has; "enable" (0.11+,
  -- vim.lsp.enable), "start" (0.8+, vim.lsp.start) or "start_client" (any version) force one.
  method = "auto",
}

M.config = vim.deepcopy(M.defaults)

local FIX_ALL = "source.fixAll.alertlint"

-- The nearest folder above `path` holding one of the root markers, else the file's folder.
function M.find_root(path)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  if vim.fs and vim.fs.find then
    local found = vim.fs.find(M.config.root_markers, { path = dir, upward = true })[1]
    if found then
      return vim.fn.fnamemodify(found, ":h")
    end
    return dir
  end
  local current = dir
  while true do
    for _, marker in ipairs(M.config.root_markers) do
      if vim.loop.fs_stat(current .. "/" .. marker) then
        return current
      end
    end
    local parent = vim.fn.fnamemodify(current, ":h")
    if parent == current then
      return dir
    end
    current = parent
  end
end

-- The AlertLint clients attached to `bufnr`.
function M.clients(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr, name = "alertlint" })
  end
  local result = {}
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if client.name == "alertlint" then
      table.insert(result, client)
    end
  end
  return result
end

local function client_config(root)
  local settings = M.config.settings or {}
  return {
    name = "alertlint",
    cmd = M.config.cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ":t") } },
    init_options = settings,
    settings = { alertlint = settings },
  }
end

-- The start method in force (see `method` in M.defaults).
function M.method()
  local method = M.config.method or "auto"
  if method ~= "auto" then
    return method
  end
  if vim.lsp.config and vim.lsp.enable then
    return "enable"
  end
  return vim.lsp.start and "start" or "start_client"
end

local started_by_root = {} -- start_client: one client per root, reused across buffers

local function start(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" then
    return
  end
  local root = M.find_root(name)
  if M.method() == "start" then
    vim.lsp.start(client_config(root), { bufnr = bufnr })
    return
  end
  local id = started_by_root[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(client_config(root))
    started_by_root[root] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
end

-- Applies every safe fix in the buffer (the server's source.fixAll.alertlint action).
function M.fix_all(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local clients = M.clients(bufnr)
  if #clients == 0 then
    vim.notify("AlertLint is not attached to this buffer", vim.log.levels.WARN)
    return false
  end
  local lines = vim.api.nvim_buf_line_count(bufnr)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = 0, character = 0 }, ["end"] = { line = lines, character = 0 } },
    context = { diagnostics = {}, only = { FIX_ALL } },
  }
  local responses = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, 5000) or {}
  local applied = false
  for _, client in ipairs(clients) do
    local response = responses[client.id]
    for _, action in ipairs((response and response.result) or {}) do
      if action.kind == FIX_ALL then
        local edit = action.edit
        if not edit and action.data then
          local resolved = vim.lsp.buf_request_sync(bufnr, "codeAction/resolve", action, 5000) or {}
          edit = resolved[client.id] and resolved[client.id].result and resolved[client.id].result.edit
        end
        if edit then
          vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding or "utf-16")
          applied = true
        end
      end
    end
  end
  return applied
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend("force", vim.deepcopy(M.defaults), opts or {})
  -- A second setup() replaces the first one's autocommand.
  local group = vim.api.nvim_create_augroup("alertlint", { clear = true })
  if M.method() == "enable" then
    local settings = M.config.settings or {}
    vim.lsp.config("alertlint", {
      cmd = M.config.cmd,
      filetypes = M.config.filetypes,
      root_markers = M.config.root_markers,
      init_options = settings,
      settings = { alertlint = settings },
    })
    vim.lsp.enable("alertlint")
  else
    if vim.lsp.enable and vim.lsp.config and vim.lsp.config.alertlint then
      vim.lsp.enable("alertlint", false)
    end
    vim.api.nvim_create_autocmd("FileType", {
      group = group,
      pattern = M.config.filetypes,
      callback = function(args)
        start(args.buf)
      end,
    })
    -- Buffers already open when setup() runs.
    for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(M.config.filetypes, vim.bo[bufnr].filetype) then
        start(bufnr)
      end
    end
  end
  vim.api.nvim_create_user_command("AlertLintFixAll", function()
    M.fix_all()
  end, { desc = "Apply every safe AlertLint fix in the buffer" })
end

return M
