-- wrk script: a mixed read/write load on POST /animals/api. Per request: 70% a query (categories
-- or animals), 15% an add, 15% a delete of an animal this thread added earlier (an add when it has
-- none left). Each thread counts the adds and deletes the server answered 200, and every other
-- status, so the store's final content can be checked against them (scripts/load-animals).

local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(1000 + id)
  added_ok, deleted_ok, failed = 0, 0, 0
  ids = {}  -- ids this thread's adds got back, not deleted yet
  counter = 0
end

local function post(body)
  return wrk.format("POST", "/animals/api", { ["Content-Type"] = "application/json" }, body)
end

function request()
  local r = math.random()
  if r < 0.35 then
    return post('{"query":[{"categories":{}}]}')
  elseif r < 0.70 then
    return post('{"query":[{"animals":{}}]}')
  elseif r < 0.85 or #ids == 0 then
    counter = counter + 1
    return post('{"mutation":[{"addAnimal":{"name":"Load ' .. id .. '-' .. counter .. '","diet":"Herbivore","categoryId":"Fish"}}]}')
  else
    local animal = table.remove(ids)
    return post('{"mutation":[{"deleteAnimal":{"animalId":"' .. animal .. '"}}]}')
  end
end

-- Connections answer in any order, so what a request was is read from its answer.
function response(status, headers, body)
  if status ~= 200 then
    failed = failed + 1
    return
  end
  if body:find('"addAnimal"', 1, true) then
    added_ok = added_ok + 1
    local animal = body:match('"animalId":"([^"]+)"')
    if animal then table.insert(ids, animal) end
  elseif body:find('"deleteAnimal"', 1, true) then
    deleted_ok = deleted_ok + 1
  end
end

function done(summary, latency, requests)
  local added, deleted, bad = 0, 0, 0
  for _, thread in ipairs(threads) do
    added = added + thread:get("added_ok")
    deleted = deleted + thread:get("deleted_ok")
    bad = bad + thread:get("failed")
  end
  io.write(string.format("answered adds: %d\nanswered deletes: %d\nnon-200 answers: %d\n", added, deleted, bad))
end
