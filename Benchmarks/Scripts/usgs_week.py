#!/usr/bin/env python3
"""The peer of `USGS week · decode+reduce+diff+persist`: the same job in plain Python.

json.loads of the USGS feed, keep the quakes with magnitude > 0, executemany of the rows into a
WAL SQLite table in one transaction. Timed inside the script: interpreter start excluded, and, as
in the Swift benchmark, the feed's bytes are read and the database file and its table are made
before the clock starts.

    usgs_week.py FEED [--iterations N]   N runs, one line each: `nanoseconds TIME`
    usgs_week.py FEED --serve            one run, and its line, per line read on standard input
"""
import json
import os
import sqlite3
import sys
import tempfile
import time

SCHEMA = """CREATE TABLE quake (quakeId TEXT PRIMARY KEY, magnitude REAL NOT NULL, time REAL NOT NULL,
  updated REAL NOT NULL, name TEXT NOT NULL, longitude REAL NOT NULL, latitude REAL NOT NULL)"""
INSERT = "INSERT OR REPLACE INTO quake VALUES (?, ?, ?, ?, ?, ?, ?)"


def rows(feed):
    for feature in feed["features"]:
        properties = feature["properties"]
        magnitude = properties.get("mag") or 0
        if magnitude > 0:
            longitude, latitude = feature["geometry"]["coordinates"][:2]
            yield (feature["id"], magnitude, properties["time"] / 1000, properties["updated"] / 1000,
                   properties.get("place") or "", longitude, latitude)


def run(data, folder):
    """One run into a fresh database in `folder`; returns the nanoseconds it took."""
    database = os.path.join(folder, "quakes.sqlite")
    connection = sqlite3.connect(database, isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute(SCHEMA)
    started = time.perf_counter_ns()
    feed = json.loads(data)
    connection.execute("BEGIN")
    connection.executemany(INSERT, rows(feed))
    connection.execute("COMMIT")
    elapsed = time.perf_counter_ns() - started
    connection.close()
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(database + suffix):
            os.remove(database + suffix)
    return elapsed


def main():
    with open(sys.argv[1], "rb") as file:
        data = file.read()
    serve = "--serve" in sys.argv
    iterations = int(sys.argv[sys.argv.index("--iterations") + 1]) if "--iterations" in sys.argv else 1
    with tempfile.TemporaryDirectory(prefix="imshell-bench-py-") as folder:
        requests = sys.stdin if serve else range(iterations)
        for _ in requests:
            print("nanoseconds", run(data, folder), flush=True)


if __name__ == "__main__":
    main()
