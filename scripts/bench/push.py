"""The PUSH (iclock/ADMS) part of `npm run bench`: the emulator's central-server link against the
third-party server of the peers tests (django-fingerprint-attendance from PyPI, one process, served
as peers/push_harness.py's PushServer starts it). Run by scripts/bench.mjs with .peers/venv's python
(scripts/lib/peers-venv.mjs); alone:

    .peers/venv/bin/python scripts/bench/push.py [--fleets 10:2000,50:2000,200:500] [--queue 200000] [--samples 50]

1. throughput: per "N:K" of --fleets, a Fleet of N terminals (one process, device/src/fleet.ts),
   K punches inserted into each terminal's records table while its link is off, then every link
   switched on at once (GetCommMode pushswitch=1 from N threads); the time from the switch-on to
   the server holding all N*K punches (its SQLite table) gives punches/s. Exactly-once: the
   server's count is N*K and every terminal says queued 0 (GetPushState); a batch answered 200
   twice (the same Stamp) means the terminal sent it again after an OK (the server's dedupe hides
   it from the count). The 500s the server answered come from its access log.
2. queue: one terminal (device/src/main.ts) with --queue punches inserted while its link is off:
   its database (+ -wal) before and after, push_attlog's pages (dbstat), its RSS before, after,
   and sampled every 50 ms while it uploads them all (peak), and the upload's time.
3. latency: the same terminal, online and idle, one punch at a time (--samples, 100-500 ms apart at random):
   from the insert's commit to the access-log line of the ATTLOG POST that carried its stamp
   (answered 200; runserver logs it just after answering) and to the punch being in the server's
   table (polled every 10 ms).

Progress goes to stderr; the result is one line of JSON on stdout. Timing only: nothing here is a
test (exit 1 only when a part could not run at all; an exactly-once failure is reported in the JSON).
"""

from __future__ import annotations

import argparse
import json
import random
import os
import re
import sqlite3
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "peers"))

import push_harness as h  # noqa: E402

BASE = datetime(2026, 1, 1, 6, 0, 0)
USERS = 100  # punches cycle over user ids 1..USERS; each (user, second) once: the server merges exact duplicates


def log(text: str) -> None:
    print(f"[bench push] {text}", file=sys.stderr, flush=True)


def punch_rows(count: int) -> list[tuple[int, str, int]]:
    """count distinct punches (user, time, status): one a second from BASE."""
    return [(1 + i % USERS, (BASE + timedelta(seconds=i)).strftime("%Y-%m-%d %H:%M:%S"), i % 2) for i in range(count)]


def insert_punches(db: Path, rows: list[tuple[int, str, int]]) -> float:
    """Inserts the punches in one transaction (the triggers queue each, as the sensor's punches); seconds taken."""
    since = time.monotonic()
    with sqlite3.connect(str(db), timeout=30) as conn:
        conn.executemany("INSERT INTO records (userid, time, status) VALUES (?, ?, ?)", rows)
    conn.close()
    return time.monotonic() - since


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of the process group led by pid (its threads included)."""
    ticks = sum(int(fields[11]) + int(fields[12]) for _, fields in h.group_stats(pid))
    return ticks / os.sysconf("SC_CLK_TCK")


def vm_hwm_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))


def request_summary(server: h.PushServer) -> dict:
    """What the server answered (its access log): counts per status, the 500s by request kind, and
    ATTLOG batches answered 200 more than once (same serial and Stamp)."""
    rows = server.requests()
    by_status: dict[str, int] = {}
    errors: dict[str, int] = {}
    ok_batches: dict[tuple[str, str], int] = {}
    for method, path, status in rows:
        by_status[str(status)] = by_status.get(str(status), 0) + 1
        kind = "ATTLOG" if "table=ATTLOG" in path else "handshake" if "options=all" in path else "options" if "table=options" in path else \
            path.split("?")[0].rsplit("/", 1)[-1]
        if status >= 500:
            errors[kind] = errors.get(kind, 0) + 1
        if kind == "ATTLOG" and status == 200:
            serial = re.search(r"[?&]SN=([^&]+)", path)
            stamp = re.search(r"[?&]Stamp=([^&]+)", path)
            key = (serial.group(1) if serial else "", stamp.group(1) if stamp else "")
            ok_batches[key] = ok_batches.get(key, 0) + 1
    return {
        "requests": len(rows),
        "byStatus": by_status,
        "status500": sum(n for s, n in by_status.items() if s.startswith("5")),
        "errorsByKind": errors,
        "attlogBatchesOk": sum(ok_batches.values()),
        "batchesOkTwice": sum(1 for n in ok_batches.values() if n > 1),
    }


def switch_on(terminals: list, server_url: str) -> float:
    """Every link on at once (each terminal logged in before); seconds until the last switch was answered."""
    with ThreadPoolExecutor(max_workers=min(64, len(terminals))) as pool:
        since = time.monotonic()
        list(pool.map(lambda t: h.enable_push(t, server_url), terminals))
        return time.monotonic() - since


def throughput(size: int, per_terminal: int, workdir: Path, server_opts: dict, timeout: float) -> dict:
    log(f"throughput: {size} terminals x {per_terminal} punches")
    server = h.PushServer(workdir / f"server-{size}", **server_opts).start()
    fleet = h.Fleet(size, workdir, prefix=f"B{size}T", env={"PUSH_ERROR_DELAY_S": str(server_opts["error_delay"])})
    try:
        since = time.monotonic()
        fleet.start(timeout=180)
        started = time.monotonic() - since
        rows = punch_rows(per_terminal)
        since = time.monotonic()
        for t in fleet.terminals:
            insert_punches(t.db, rows)
            h.login(t)
        prepared = time.monotonic() - since
        expected = size * per_terminal
        cpu_server, cpu_fleet = cpu_seconds(server.proc.pid), cpu_seconds(fleet.pid)
        since = time.monotonic()
        switch_seconds = switch_on(fleet.terminals, server.url)
        count = 0
        deadline = since + timeout
        while time.monotonic() < deadline:
            count = server.punch_count()
            if count >= expected:
                break
            time.sleep(0.1)
        seconds = time.monotonic() - since
        cpu = {"server": cpu_seconds(server.proc.pid) - cpu_server, "fleet": cpu_seconds(fleet.pid) - cpu_fleet}
        complete = count >= expected
        # Let the links see the last OKs (they move their cursors after the answer), then ask each.
        queued: list[int] = []
        wait_queued = time.monotonic() + 10
        while True:
            queued = [h.push_state(t).get("queued", -1) for t in fleet.terminals]
            if not any(queued) or time.monotonic() > wait_queued:
                break
            time.sleep(0.5)
        time.sleep(0.3)  # the access lines of the last answers
        count = server.punch_count()
        requests = request_summary(server)
        result = {
            "terminals": size, "punchesPerTerminal": per_terminal, "expected": expected, "stored": count,
            "complete": complete, "seconds": seconds, "punchesPerSecond": count / seconds if seconds else 0,
            "switchOnSeconds": switch_seconds, "fleetStartSeconds": started, "prepareSeconds": prepared,
            "terminalsWithQueued": sum(1 for q in queued if q), "queuedLeft": sum(max(q, 0) for q in queued),
            "cpuSeconds": cpu, "serverRssMib": h.group_rss_kib(server.proc.pid) / 1024, "fleetRssMib": fleet.rss_kib() / 1024,
            **requests,
        }
        result["exactlyOnce"] = count == expected and not any(queued) and requests["batchesOkTwice"] == 0
        log(f"  {count}/{expected} in {seconds:.1f} s = {result['punchesPerSecond']:.0f}/s; 500s {requests['status500']}; "
            f"queued left {result['queuedLeft']}; CPU server {cpu['server']:.1f} s, fleet {cpu['fleet']:.1f} s")
        return result
    finally:
        fleet.stop()
        server.stop()


def file_size(path: Path) -> int:
    return path.stat().st_size if path.exists() else 0


def db_files(db: Path) -> dict:
    return {"db": file_size(db), "wal": file_size(Path(f"{db}-wal"))}


def table_bytes(db: Path) -> dict[str, int]:
    """Bytes of pages per table with its indexes (dbstat), for the tables that matter here."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=10) as conn:
        rows = conn.execute("SELECT s.name, m.tbl_name, sum(s.pgsize) FROM dbstat s LEFT JOIN sqlite_master m ON m.name = s.name GROUP BY s.name").fetchall()
        page_count = conn.execute("PRAGMA page_count").fetchone()[0]
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    out: dict[str, int] = {"all": page_count * page_size}
    for name, table, size in rows:
        key = table or name
        out[key] = out.get(key, 0) + size
    return {k: v for k, v in out.items() if k in ("all", "records", "push_attlog", "record_days")}


def queue_and_latency(count: int, samples: int, workdir: Path, server_opts: dict) -> tuple[dict, dict]:
    log(f"queue: one terminal, {count} punches")
    terminal = h.Terminal("BQ0001", workdir, env={"PUSH_ERROR_DELAY_S": str(server_opts["error_delay"])}).start()
    server = h.PushServer(workdir / "server-queue", **server_opts).start()
    try:
        h.login(terminal)
        time.sleep(2)  # idle after start
        pid = terminal.pid
        queue = {"punches": count, "filesBefore": db_files(terminal.db), "tablesBefore": table_bytes(terminal.db),
                 "rssBeforeMib": terminal.rss_kib() / 1024}
        queue["insertSeconds"] = insert_punches(terminal.db, punch_rows(count))
        queue["queuedSaid"] = h.push_state(terminal).get("queued")
        time.sleep(1)
        queue["filesAfter"] = db_files(terminal.db)
        queue["tablesAfter"] = table_bytes(terminal.db)
        queue["rssAfterMib"] = terminal.rss_kib() / 1024
        queue["hwmBeforeUploadMib"] = vm_hwm_kib(pid) / 1024
        peak = [0]
        done = threading.Event()

        def sample() -> None:
            while not done.is_set():
                peak[0] = max(peak[0], terminal.rss_kib())
                time.sleep(0.05)

        sampler = threading.Thread(target=sample, daemon=True)
        cpu_before = cpu_seconds(pid), cpu_seconds(server.proc.pid)
        sampler.start()
        since = time.monotonic()
        h.enable_push(terminal, server.url)
        stored = h.wait_until(lambda: (n := server.punch_count()) >= count and n, max(120, count / 200), interval=0.1,
                              message=f"{count} punches on the server")
        queue["uploadSeconds"] = time.monotonic() - since
        h.wait_until(lambda: h.push_state(terminal).get("queued") == 0, 15, message="queued 0")
        queue["queuedZeroSeconds"] = time.monotonic() - since
        done.set()
        sampler.join()
        queue["stored"] = stored
        queue["punchesPerSecond"] = count / queue["uploadSeconds"]
        queue["cpuSeconds"] = {"terminal": cpu_seconds(pid) - cpu_before[0], "server": cpu_seconds(server.proc.pid) - cpu_before[1]}
        queue["rssPeakUploadMib"] = peak[0] / 1024
        queue["hwmAfterUploadMib"] = vm_hwm_kib(pid) / 1024
        queue["rssAfterUploadMib"] = terminal.rss_kib() / 1024
        queue["filesAfterUpload"] = db_files(terminal.db)
        queue.update({f"upload{k[0].upper()}{k[1:]}": v for k, v in request_summary(server).items() if k in ("status500", "attlogBatchesOk", "batchesOkTwice")})
        log(f"  upload of {count}: {queue['uploadSeconds']:.1f} s; RSS {queue['rssBeforeMib']:.0f} -> {queue['rssAfterMib']:.0f} "
            f"-> peak {queue['rssPeakUploadMib']:.0f} MiB; push_attlog {queue['tablesAfter'].get('push_attlog', 0) / 1e6:.1f} MB")

        log(f"latency: {samples} punches one at a time")
        latency = latency_samples(terminal, server, samples)
        return queue, latency
    finally:
        terminal.stop()
        server.stop()


_LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d),(\d{3}) INFO django\.server \"POST (\S*table=ATTLOG\S*) HTTP/[\d.]+\" (\d{3})", re.M)


def latency_samples(terminal: h.Terminal, server: h.PushServer, samples: int) -> dict:
    time.sleep(1.5)  # idle: the link asleep, watching its queue
    inserted: list[tuple[int, float]] = []  # (stamp, wall time of the commit)
    stored_ms: list[float] = []
    first = datetime(2027, 1, 1, 6, 0, 0)
    with sqlite3.connect(f"file:{server.db}?mode=ro", uri=True, timeout=10) as server_db:
        last_id = server_db.execute("SELECT max(id) FROM fingerprint_attendance_punch").fetchone()[0] or 0
        for i in range(samples):
            when = (first + timedelta(minutes=i)).strftime("%Y-%m-%d %H:%M:%S")
            with sqlite3.connect(str(terminal.db), timeout=10) as conn:
                conn.execute("INSERT INTO records (userid, time, status) VALUES (?, ?, 0)", (1, when))
                stamp = conn.execute("SELECT stamp FROM push_attlog WHERE record_id = last_insert_rowid()").fetchone()[0]
            conn.close()
            wall, mono = time.time(), time.monotonic()
            inserted.append((stamp, wall))
            deadline = mono + 10
            while time.monotonic() < deadline:
                # The newest row's id (indexed; one terminal uploads): a count would scan the table every 10 ms.
                if (server_db.execute("SELECT max(id) FROM fingerprint_attendance_punch").fetchone()[0] or 0) > last_id:
                    stored_ms.append((time.monotonic() - mono) * 1000)
                    break
                time.sleep(0.01)
            last_id = server_db.execute("SELECT max(id) FROM fingerprint_attendance_punch").fetchone()[0] or 0
            # ~300 ms apart, at random: a fixed spacing would lock onto the link's 200 ms watch and
            # sample one phase of it only.
            time.sleep(random.uniform(0.1, 0.5))
    server_db.close()
    time.sleep(0.3)
    answered: dict[str, float] = {}
    for m in _LINE.finditer(server.log.read_text(errors="replace")):
        if m.group(4) != "200" or f"SN={terminal.serial}" not in m.group(3):
            continue
        stamp = re.search(r"[?&]Stamp=(\d+)", m.group(3))
        if stamp and stamp.group(1) not in answered:
            answered[stamp.group(1)] = datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S").timestamp() + int(m.group(2)) / 1000
    ok_ms = [(answered[str(s)] - wall) * 1000 for s, wall in inserted if str(s) in answered]
    return {"samples": samples, "answered": len(ok_ms), "stored": len(stored_ms),
            "okMs": summary(ok_ms), "storedMs": summary(stored_ms),
            # Each sample: its stamp, when it was committed (terminal's wall clock) and ms to the OK.
            "each": [{"stamp": s, "at": datetime.fromtimestamp(wall).strftime("%H:%M:%S.%f")[:-3],
                      "okMs": round((answered[str(s)] - wall) * 1000, 1) if str(s) in answered else None} for s, wall in inserted]}


def summary(values: list[float]) -> dict:
    if not values:
        return {}
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, max(0, int(round(0.95 * len(ordered))) - 1))]
    return {"median": statistics.median(ordered), "p95": p95, "min": ordered[0], "max": ordered[-1]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fleets", default="10:2000,50:2000,200:500", help="N:K,... terminals and punches each")
    parser.add_argument("--queue", type=int, default=200_000, help="punches queued on one terminal (0: leave out)")
    parser.add_argument("--samples", type=int, default=50, help="latency samples (0: leave out)")
    parser.add_argument("--delay", type=int, default=10, help="the server's Delay (getrequest polls; the package's default 10 s)")
    parser.add_argument("--error-delay", type=int, default=2, help="the server's ErrorDelay, and the terminals' before any handshake")
    parser.add_argument("--keep", help="work in this folder and keep it (databases, the servers' access logs) instead of a temporary one")
    parser.add_argument("--db-timeout", type=float, default=2.0, help="seconds the server's SQLite writes wait for the lock before a 500")
    args = parser.parse_args()
    server_opts = {"delay": args.delay, "error_delay": args.error_delay, "db_timeout": args.db_timeout}
    started = time.monotonic()
    result: dict = {
        "server": {"package": "django-fingerprint-attendance 0.1.0", "wsgi": "runserver (Django's development server, a thread per request)",
                   "process": 1, "database": "SQLite (WAL, synchronous=NORMAL)", **server_opts},
        "throughput": [],
    }
    failed = False
    with tempfile.TemporaryDirectory(prefix="tac-bench-push-") as tmp:
        workdir = Path(args.keep).resolve() if args.keep else Path(tmp)
        workdir.mkdir(parents=True, exist_ok=True)
        for spec in filter(None, args.fleets.split(",")):
            size, per = (int(x) for x in spec.split(":"))
            try:
                result["throughput"].append(throughput(size, per, workdir, server_opts, timeout=max(90, size * per / 300)))
            except Exception as err:  # noqa: BLE001 — reported, the other parts still run
                failed = True
                log(f"throughput {spec} failed: {err}")
                result["throughput"].append({"terminals": size, "punchesPerTerminal": per, "error": str(err)})
        if args.queue or args.samples:
            try:
                result["queue"], result["latency"] = queue_and_latency(args.queue, args.samples, workdir, server_opts)
            except Exception as err:  # noqa: BLE001
                failed = True
                log(f"queue/latency failed: {err}")
                result["queue"] = {"error": str(err)}
        h.stop_all()
    result["seconds"] = time.monotonic() - started
    print(json.dumps(result))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
