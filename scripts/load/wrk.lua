-- wrk script for scripts/load-test. RIPPLE_LOAD_MODE=today: GET /api/v1/today.
-- RIPPLE_LOAD_MODE=toggle: PUT then DELETE today's check-in, habit after habit, over the ids in
-- RIPPLE_LOAD_HABITS (comma-separated) on RIPPLE_LOAD_DAY. Prints one machine-readable line.

local mode = os.getenv("RIPPLE_LOAD_MODE") or "today"
local day = os.getenv("RIPPLE_LOAD_DAY") or ""
local habits = {}
for id in string.gmatch(os.getenv("RIPPLE_LOAD_HABITS") or "", "[^,]+") do
  habits[#habits + 1] = id
end

local next_thread = 0
function setup(thread)
  thread:set("thread_index", next_thread)
  next_thread = next_thread + 1
end

local counter = 0
local put_headers = { ["Content-Type"] = "application/json" }

function request()
  if mode ~= "toggle" then
    return wrk.format("GET", "/api/v1/today")
  end
  counter = counter + 1
  local slot = math.floor((counter - 1) / 2) + (thread_index or 0)
  local path = "/api/v1/habits/" .. habits[(slot % #habits) + 1] .. "/checkins/" .. day
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
