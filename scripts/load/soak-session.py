#!/usr/bin/env python3
"""One imshell session of scripts/soak-animals, writing to the server's store file directly.

  soak-session.py IMSHELL STORE URL NAME STOP_FILE REPORT_FILE

Until STOP_FILE exists, runs rounds of `imshell animals --store sqlite:STORE --batch` (a new
process each round, as a user would start one): 5 adds named "Soak NAME-ROUND-I", deletes of at
least 2 of its earlier animals (enough to hold about 15), then `:store fetchAnimalsQuery()`. After
each round it checks that the animals this session has added and not deleted are exactly its
"Soak NAME-" animals, both in its own fetch and in the server's answer to the animals query (so
the server's answers follow writes made beside it), and that none it deleted is in either. Writes
a JSON report at the end.
"""
import json, random, re, subprocess, sys, time, urllib.request, os

imshell, store, url, name, stop_file, report_file = sys.argv[1:7]
prefix = f"Soak {name}-"
animal_line = re.compile(r'^Animal\(animalId: "([^"]+)", name: "([^"]+)"')
live = {}        # id -> name: added by this session, answered, not deleted
deleted = set()  # ids this session deleted (answered)
rounds = errors = mismatches = 0
messages = []
random.seed(name)


def server_animals():
    request = urllib.request.Request(
        url + "/animals/api", data=b'{"query":[{"animals":{}}]}', headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return {a["animalId"]: a["name"] for a in json.load(answer)["query"][0]["animals"]["animals"]}


def check(where, animals):
    """This session's live animals must be exactly its prefixed ones in `animals`."""
    global mismatches
    mine = {i: n for i, n in animals.items() if n.startswith(prefix)}
    if mine != live or deleted & animals.keys():
        mismatches += 1
        missing = live.keys() - mine.keys()
        extra = mine.keys() - live.keys()
        messages.append(f"round {rounds}, {where}: {len(missing)} missing, {len(extra)} unexpected, "
                        f"{len(deleted & animals.keys())} deleted still there")


while not os.path.exists(stop_file):
    rounds += 1
    adds = [f"{prefix}{rounds}-{i}" for i in range(5)]
    # At least 2 deletes a round, more once it holds 15: the session's animals stay about 15, so
    # the store does not grow through the run (a growing list would make every answer slower).
    doomed = random.sample(sorted(live), min(len(live), max(2, len(live) + len(adds) - 15)))
    lines = [f':store addAnimalMutation(name: "{n}", diet: .herbivorous, categoryId: "Fish")' for n in adds]
    lines += [f':store deleteAnimalMutation(animalId: "{i}")' for i in doomed]
    lines.append(":store fetchAnimalsQuery()")
    run = subprocess.run([imshell, "animals", "--store", f"sqlite:{store}", "--batch"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=120)
    answered = [animal_line.match(line) for line in run.stdout.splitlines()]
    answered = [(m.group(1), m.group(2)) for m in answered if m]
    if run.returncode != 0:
        errors += 1
        messages.append(f"round {rounds}: exit {run.returncode}: {run.stderr.strip()[:300]}")
        # What a failed batch answered before it stopped still happened: adds in order, then deletes.
        for i, n in answered[:len(adds)]:
            if n in adds: live[i] = n
        break
    for i, n in answered[:len(adds)]:
        live[i] = n
    for i, _ in answered[len(adds):len(adds) + len(doomed)]:
        live.pop(i, None)
        deleted.add(i)
    fetched = dict(answered[len(adds) + len(doomed):])
    check("its own fetch", fetched)
    check("the server's answer", server_animals())

json.dump({"name": name, "rounds": rounds, "errors": errors, "mismatches": mismatches, "live": live,
           "deleted": sorted(deleted), "messages": messages[:20]}, open(report_file, "w"))
