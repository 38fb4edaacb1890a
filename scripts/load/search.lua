-- wrk script for scripts/bench-search: GET /api/v1/search, each request the next query of a fixed
-- cycle (one word, a prefix, two words, an accent, a word no note holds). Prints one
-- machine-readable line: RESULT requests duration_us p50_us p99_us status_errors socket_errors.

local queries = { "cafe", "caf", "rain%20park", "caf%C3%A9", "morn", "friends%20music", "zebra",
  "tea", "walk%20calm%20garden", "k" }
local next_query = 0

request = function()
  next_query = next_query % #queries + 1
  return wrk.format("GET", "/api/v1/search?q=" .. queries[next_query])
end

local status_errors = 0
response = function(status)
  if status ~= 200 then status_errors = status_errors + 1 end
end

done = function(summary, latency)
  local socket = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout
  io.write(string.format("RESULT %d %d %d %d %d %d\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), summary.errors.status, socket))
end
