-- Debian's Neovim (0.7.2) as qgate lsp's client, headless: vim.lsp.start_client, push diagnostics.
-- Run by test/e2e/lsp-neovim.test.ts; reads its paths from the environment, writes what it saw as
-- JSON to QGATE_TEST_OUT, then quits. Every step waits on the diagnostics (vim.wait), never a sleep.
local root = os.getenv("QGATE_TEST_ROOT")
local out = os.getenv("QGATE_TEST_OUT")
local results = { steps = {} }

local function finish()
  local file = io.open(out, "w")
  file:write(vim.fn.json_encode(results))
  file:close()
  vim.cmd("qa!")
end

local function seen(buf)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(list, { code = d.code, source = d.source, lnum = d.lnum, message = d.message })
  end
  return list
end

local function has(buf, code)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    if d.code == code then return true end
  end
  return false
end

local function step(name, ok, buf)
  table.insert(results.steps, { name = name, ok = ok, diagnostics = seen(buf) })
  if not ok then finish() end
end

local client = vim.lsp.start_client({
  name = "qgate",
  cmd = { os.getenv("QGATE_NODE"), os.getenv("QGATE_BIN"), "lsp", "--stdio" },
  root_dir = root,
})
vim.cmd("edit " .. root .. "/src/a.ts")
local buf = vim.api.nvim_get_current_buf()
local original = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
vim.lsp.buf_attach_client(buf, client)

-- A planted security finding, in the unsaved buffer.
vim.api.nvim_buf_set_lines(buf, -1, -1, false, { "export function run(code: string): unknown {", "  return eval(code);", "}" })
step("eval", vim.wait(90000, function() return has(buf, "security/no-eval") end, 20), buf)

-- The signature change: b.ts (not open) gets the importer's type error.
local b = vim.uri_to_bufnr(vim.uri_from_fname(root .. "/src/b.ts"))
vim.api.nvim_buf_set_lines(buf, 0, 4, false, { "/** Adds one. */", "export function add(x: number): number {", "  return x + 1;", "}" })
step("importer", vim.wait(90000, function() return has(b, "TS2554") end, 20), b)

-- The fix: the original text again; both clear.
vim.api.nvim_buf_set_lines(buf, 0, -1, false, original)
step("cleared", vim.wait(90000, function()
  return #vim.diagnostic.get(buf) == 0 and #vim.diagnostic.get(b) == 0
end, 20), buf)
results.modified = vim.api.nvim_buf_get_option(buf, "modified")
vim.lsp.stop_client(client)
finish()
