-- wrk script for scripts/load-test. RIPPLE_LOAD_MODE=today: GET /api/v1/today.
-- RIPPLE_LOAD_MODE=toggle: PUT then DELETE today's check-in, habit after habit, over the ids in
-- RIPPLE_LOAD_HABITS (comma-separated) on RIPPLE_LOAD_DAY. RIPPLE_LOAD_MODE=tap: the same as the
-- web app sends it, asking for Today's layout after each write (?include=todayLayout). Prints one
-- machine-readable line.
-- The reads: health = GET /health (the server's floor); list = GET /api/v1/habits; get = GET
-- /api/v1/habits/{id}; history = GET /api/v1/habits/{id}/history over the 365 days ending on
-- RIPPLE_LOAD_DAY (starting on RIPPLE_LOAD_START), habit after habit.
-- Accounts mode: RIPPLE_LOAD_USERS lists "token=habit,habit;token=habit,…": request after request
-- goes to the next user, with that user's bearer token and habits.

local mode = os.getenv("RIPPLE_LOAD_MODE") or "today"
local suffix = mode == "tap" and "?include=todayLayout" or ""
local day = os.getenv("RIPPLE_LOAD_DAY") or ""
local start = os.getenv("RIPPLE_LOAD_START") or ""
local habits = {}
for id in string.gmatch(os.getenv("RIPPLE_LOAD_HABITS") or "", "[^,]+") do
  habits[#habits + 1] = id
end

local users = {}
for entry in string.gmatch(os.getenv("RIPPLE_LOAD_USERS") or "", "[^;]+") do
  local token, list = string.match(entry, "([^=]+)=(.*)")
  local ids = {}
  for id in string.gmatch(list, "[^,]+") do ids[#ids + 1] = id end
  users[#users + 1] = { headers = { ["Authorization"] = "Bearer " .. token }, habits = ids,
    put = { ["Authorization"] = "Bearer " .. token, ["Content-Type"] = "application/json" } }
end

local next_thread = 0
function setup(thread)
  thread:set("thread_index", next_thread)
  next_thread = next_thread + 1
end

local counter = 0
local put_headers = { ["Content-Type"] = "application/json" }

-- A read route's request for one of `ids` (chosen by `slot`), with `headers`; nil for other modes.
local function read_request(ids, slot, headers)
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
  counter = counter + 1
  local user = users[(counter % #users) + 1]
  local read = read_request(user.habits, math.floor((counter - 1) / #users), user.headers)
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

function request()
  if #users > 0 then
    return user_request()
  end
  local read = read_request(habits, counter + (thread_index or 0), nil)
  if read then
    counter = counter + 1
    return read
  end
  if mode ~= "toggle" and mode ~= "tap" then
    return wrk.format("GET", "/api/v1/today")
  end
  counter = counter + 1
  local slot = math.floor((counter - 1) / 2) + (thread_index or 0)
  local path = "/api/v1/habits/" .. habits[(slot % #habits) + 1] .. "/checkins/" .. day .. suffix
  if counter % 2 == 1 then
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
