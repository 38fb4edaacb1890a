-- wrk script for scripts/load-test. RIPPLE_LOAD_MODE=today: GET /api/v1/today.
-- RIPPLE_LOAD_MODE=toggle: PUT then DELETE today's check-in, habit after habit, over the ids in
-- RIPPLE_LOAD_HABITS (comma-separated) on RIPPLE_LOAD_DAY. RIPPLE_LOAD_MODE=tap: the same as the
-- web app sends it, asking for Today's layout after each write (?include=todayLayout). Prints one
-- machine-readable line.
-- The reads: health = GET /health (the server's floor); list = GET /api/v1/habits; get = GET
-- /api/v1/habits/{id}; history = GET /api/v1/habits/{id}/history over the 365 days ending on
-- RIPPLE_LOAD_DAY (starting on RIPPLE_LOAD_START), habit after habit.
-- Accounts mode: RIPPLE_LOAD_USERS lists "token=habit,habit;token=habit,…" (or the file
-- RIPPLE_LOAD_USERS_FILE holds that list, for more users than an environment variable takes):
-- request after request goes to the next user, with that user's bearer token and habits.
-- RIPPLE_LOAD_MODE=mixed (scripts/soak): each request is the next of a fixed cycle of ten: today ×3,
-- toggle ×4 (PUT and DELETE alternating), list, get and history.

local mode = os.getenv("RIPPLE_LOAD_MODE") or "today"
local suffix = mode == "tap" and "?include=todayLayout" or ""
local day = os.getenv("RIPPLE_LOAD_DAY") or ""
local start = os.getenv("RIPPLE_LOAD_START") or ""
local habits = {}
for id in string.gmatch(os.getenv("RIPPLE_LOAD_HABITS") or "", "[^,]+") do
  habits[#habits + 1] = id
end

local users = {}
local function add_users(text)
  for entry in string.gmatch(text, "[^;%s]+") do
    local token, list = string.match(entry, "([^=]+)=(.*)")
    local ids = {}
    for id in string.gmatch(list, "[^,]+") do ids[#ids + 1] = id end
    users[#users + 1] = { headers = { ["Authorization"] = "Bearer " .. token }, habits = ids,
      put = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" } }
  end
end
add_users(os.getenv("RIPPLE_LOAD_USERS") or "")
local users_file = os.getenv("RIPPLE_LOAD_USERS_FILE") or ""
if users_file ~= "" then
  local file = assert(io.open(users_file, "r"))
  add_users(file:read("*a"))
  file:close()
end

-- The mixed mode's cycle of routes.
local mix = { "today", "toggle", "list", "today", "toggle", "get", "history", "today", "toggle",
  "toggle" }
local mixed = 0
-- The route of this request: `mode`, or the next of the mixed cycle.
local function route()
  if mode ~= "mixed" then
    return mode
  end
  mixed = mixed + 1
  return mix[((mixed - 1) % #mix) + 1]
end

local next_thread = 0
function setup(thread)
  thread:set("thread_index", next_thread)
  next_thread = next_thread + 1
end

local counter = 0
local put_headers = { ["Content-Type"] = "application/json" }

-- A read route's request for one of `ids` (chosen by `slot`), with `headers`; nil for other routes.
local function read_request(ids, slot, headers, mode)
  if mode == "health" then
    return wrk.format("GET", "/health", headers)
  elseif mode == "list" then
    return wrk.format("GET", "/api/v1/habits", headers)
  end
  local id = ids[(slot % #ids) + 1]
  if mode == "get" then
    return wrk.format("GET", "/api/v1/habits/" .. id, headers)
  elseif mode == "history" then
    return wrk.format("GET", "/api/v1/habits/" .. id .. "/history?start=" .. start .. "&end=" .. day,
      headers)
  end
  return nil
end

local function user_request()
  local mode = route()
  counter = counter + 1
  local user = users[(counter % #users) + 1]
  local read = read_request(user.habits, math.floor((counter - 1) / #users), user.headers, mode)
  if read then
    return read
  end
  if mode ~= "toggle" and mode ~= "tap" then
    return wrk.format("GET", "/api/v1/today", user.headers)
  end
  -- Each user's toggles alternate PUT / DELETE on one habit, going round the users.
  local round = math.floor((counter - 1) / #users)
  local path = "/api/v1/habits/" .. user.habits[1] .. "/checkins/" .. day .. suffix
  if round % 2 == 0 then
    return wrk.format("PUT", path, user.put, '{"state":"done"}')
  end
  return wrk.format("DELETE", path, user.headers)
end

-- Without users, reads and toggles keep counts of their own (one of them stays 0 but in mixed mode).
local reads = 0
local toggles = 0

function request()
  if #users > 0 then
    return user_request()
  end
  local mode = route()
  local read = read_request(habits, reads + (thread_index or 0), nil, mode)
  if read then
    reads = reads + 1
    return read
  end
  if mode ~= "toggle" and mode ~= "tap" then
    return wrk.format("GET", "/api/v1/today")
  end
  toggles = toggles + 1
  local slot = math.floor((toggles - 1) / 2) + (thread_index or 0)
  local path = "/api/v1/habits/" .. habits[(slot % #habits) + 1] .. "/checkins/" .. day .. suffix
  if toggles % 2 == 1 then
    return wrk.format("PUT", path, put_headers, '{"state":"done"}')
  end
  return wrk.format("DELETE", path)
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %d %d %d %d\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), e.status,
    e.connect + e.read + e.write + e.timeout))
end
