"""Harness for the PUSH (iclock/ADMS) tests: a third-party ADMS server and emulated terminals.

The server is django-fingerprint-attendance (PyPI, MIT; peers/requirements.txt) run by Django's
runserver with our settings (peers/push_server/). The terminals are our emulator
(device/src/main.ts), started here with the command line scripts/lib/device-server.mjs uses, each
with its own serial, ports and SQLite database.

    server = PushServer(tmp_path / "server").start()
    terminals = start_terminals(3, tmp_path)        # serials TAC0001.., empty databases
    for t in terminals:
        enable_push(t, server.url)
    punch(terminals[0], 1, "2026-11-28 08:00:00", 0)
    wait_until(lambda: server.punches(terminals[0].serial), 30)
    with server.failing_storage(5):                  # 500 to every write for ~5 s
        ...
    server.kill(); server.start()                    # SIGKILL, then the same port and database

Every process is started in a process group of its own and killed with it; the fixtures in
conftest.py (push_server, terminals) stop theirs, and stop_all() (also at exit) whatever is left.

PushServer(workdir=None, *, db_timeout=2.0, delay=1, error_delay=2, command_retries=0,
           command_backoff=1, ack_timeout=10, wsgi="runserver"|"waitress", threads=8)
  .start() / .kill() (SIGKILL) / .restart() / .stop(); .url (what serverurl takes), .db, .log
  .api(method, path, **requests_kwargs) -> JSON; .device(serial) / .device_id(serial) -> UUID | None
  .send_command(serial, command_type, payload=None) -> record ({"id": uuid, "command_id": n, ...})
  .command(cmd) / .wait_command(cmd, timeout=30) -> record with status, return_code, response_body
  .commands(serial); .punches(serial, with_status=False) -> sorted [(pin, "YYYY-MM-DD HH:MM:SS")]
  .punch_count(); .events(serial); .requests(serial=None) -> [(method, path, status)] it answered
  .failing_storage(seconds=0): with-block in which every write fails with 500 (see there)
  .manage(*args): a management command on its database, e.g. "fpa_retry_commands"
Terminal(serial, workdir, *, env=None): .start() / .spawn() + .wait_ready() / .kill() (kill -9) /
  .restart() / .stop(); .url, .db, .serial, .pid, .rss_kib(field="VmRSS"|"Pss"), .sql(sql, args)
start_terminals(count, workdir, prefix="TAC", *, env=None, timeout=180) -> [Terminal]
Fleet(count, workdir, prefix="FLT", *, env=None): count terminals in one process (device/src/fleet.ts);
  .start() / .kill() (kill -9 of all) / .stop(); .terminals -> [FleetTerminal] (.url, .db, .serial, .sql)
login(t) -> token; goform(t, call, **params) -> answer; enable_push(t, server_url, **more_fields);
disable_push(t); push_state(t) (GetPushState); add_user(t, userid, name);
punch(t, userid, when: datetime | "YYYY-MM-DD HH:MM:SS", status=0); terminal_punches(t) -> [(pin, time)]
wait_until(predicate, timeout, interval=0.2, message="") -> the predicate's truthy value
measure(count=50): prints start times and memory (python peers/push_harness.py [count]).
"""

from __future__ import annotations

import atexit
import base64
import contextlib
import json
import os
import re
import secrets
import shutil
import signal
import socket
import sqlite3
import string
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import requests

PEERS = Path(__file__).resolve().parent
ROOT = PEERS.parent
T = TypeVar("T")

API_USER = "admin"
#: The server's API admin and its Fernet key: made per run, never stored.
API_PASSWORD = secrets.token_urlsafe(16)
SERVER_KEY = base64.urlsafe_b64encode(os.urandom(32)).decode()
FINAL_COMMAND_STATUSES = ("succeeded", "failed", "expired", "cancelled")

_live: set[Any] = set()  # every PushServer / Terminal with a process, for stop_all()


def wait_until(predicate: Callable[[], T], timeout: float, interval: float = 0.2, message: str = "") -> T:
    """Calls predicate until it returns something truthy and returns that; AssertionError after timeout s."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() >= deadline:
            raise AssertionError(f"not true within {timeout} s: {message or getattr(predicate, '__name__', predicate)} (last {value!r})")
        time.sleep(interval)


_given_ports: set[int] = set()


def free_port() -> int:
    """A port free now, never handed out before in this run, and below the ephemeral range (32768-60999
    here): a port bind(0) picks can be taken by an outgoing connection before the server listens."""
    while True:
        port = secrets.randbelow(32000 - 20000) + 20000
        if port in _given_ports:
            continue
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
        _given_ports.add(port)
        return port


def _own_group_dying_with_us() -> None:
    """preexec_fn of every child: a process group of its own (killed whole), and SIGKILL when the
    test process dies, even by SIGKILL (Linux PR_SET_PDEATHSIG), so that nothing outlives a crash."""
    os.setsid()
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG = 1


def _kill_group(proc: subprocess.Popen | None, sig: int) -> None:
    if proc is None or proc.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, sig)


def _stop(proc: subprocess.Popen | None, grace: float = 5) -> None:
    """SIGTERM to the group, SIGKILL after grace seconds; waits for the process."""
    if proc is None:
        return
    _kill_group(proc, signal.SIGTERM)
    try:
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        _kill_group(proc, signal.SIGKILL)
        proc.wait()


def group_stats(pid: int) -> Iterator[tuple[str, list[str]]]:
    """(process id, its /proc stat fields after the name) of every process in the group led by pid."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == pid:  # fields[2] is pgrp (after state and ppid)
            yield entry, fields


def group_rss_kib(pid: int, field: str = "VmRSS") -> int:
    """Resident memory (KiB) of every process in the process group led by pid; field "Pss" counts
    shared pages (node's code, shared libraries) once per sharer instead of in full."""
    total = 0
    for entry, _ in group_stats(pid):
        try:
            with open(f"/proc/{entry}/{'status' if field == 'VmRSS' else 'smaps_rollup'}") as f:
                total += next(int(line.split()[1]) for line in f if line.startswith(f"{field}:"))
        except (OSError, StopIteration, IndexError, ValueError):
            continue
    return total


def _wait_http(url: str, proc: subprocess.Popen, timeout: float, log: Path) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{proc.args} exited {proc.returncode} before answering; its log:\n{_tail(log)}")
        try:
            requests.get(url, timeout=2, allow_redirects=False)
            return
        except requests.RequestException:
            time.sleep(0.1)
    raise RuntimeError(f"no answer at {url} within {timeout} s; log:\n{_tail(log)}")


def _tail(path: Path, lines: int = 40) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


# --------------------------------------------------------------------------- the PUSH server

_SETUP = """
import sqlite3, sys, django
from django.core.management import call_command
django.setup()
call_command("migrate", verbosity=0)
from django.contrib.auth import get_user_model
get_user_model().objects.create_superuser(sys.argv[1], "a@b.c", sys.argv[2])
from django.db import connection
connection.close()
db = sqlite3.connect(sys.argv[3])
db.execute("PRAGMA journal_mode=WAL")  # persistent: every copy is in WAL mode
db.close()
"""
_template_lock = threading.Lock()
_template: Path | None = None
#: What making the template measured (seconds): {"migrate": ...}.
TIMINGS: dict[str, float] = {}


def _server_env(db: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("FPA_", "DJANGO_"))}
    env.update(
        PYTHONPATH=str(PEERS),
        DJANGO_SETTINGS_MODULE="push_server.settings",
        PUSH_SERVER_DB=str(db),
        PUSH_SERVER_KEY=SERVER_KEY,
        PYTHONDONTWRITEBYTECODE="1",
        PYTHONUNBUFFERED="1",
    )
    env.update(extra)
    return env


def template_db() -> Path:
    """The migrated database with the API admin, made once per run (migrate takes ~1.5 s); servers copy it."""
    global _template
    with _template_lock:
        if _template is None:
            since = time.monotonic()
            path = Path(tempfile.mkdtemp(prefix="tac-push-template-")) / "template.db"
            subprocess.run([sys.executable, "-c", _SETUP, API_USER, API_PASSWORD, str(path)], env=_server_env(path), check=True, cwd=PEERS)
            TIMINGS["migrate"] = time.monotonic() - since
            atexit.register(shutil.rmtree, path.parent, True)
            _template = path
        return _template


class _Process:
    """A process of its own group (server, terminal, fleet) started by start(): killed, stopped, restarted alike."""

    proc: subprocess.Popen | None = None

    def start(self, timeout: float):  # pragma: no cover - each kind starts its own way
        raise NotImplementedError

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc else None

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        """kill -9 of the process group: a power cut (SQLite keeps what was committed)."""
        _kill_group(self.proc, signal.SIGKILL)
        if self.proc is not None:
            self.proc.wait()

    def stop(self) -> None:
        _stop(self.proc)
        _live.discard(self)

    def restart(self, timeout: float = 120):
        """kill(), then start() again on the same database and ports."""
        self.kill()
        return self.start(timeout)

    def rss_kib(self, field: str = "VmRSS") -> int:
        return group_rss_kib(self.proc.pid, field) if self.running and self.proc else 0


class PushServer(_Process):
    """django-fingerprint-attendance under runserver, on 127.0.0.1, with its own SQLite database in workdir.

    db_timeout: seconds a write waits for the database lock before the request fails with 500.
    delay / error_delay: the handshake's Delay (poll interval) and ErrorDelay (retry after a failure).
    command_retries: COMMAND_MAX_RETRIES (a command the device answers with a negative code goes back to
    pending and is handed out again, same ID, that many times; 0 makes the first failure final).
    command_backoff: seconds before the first re-send (then doubling; the package's default is 60).
    ack_timeout: a command handed out and never answered stays "sent" for good: only the maintenance
    command fpa_retry_commands (server.manage("fpa_retry_commands")) counts it as a failure, once it
    is older than ack_timeout s (the package's default: 15 min).
    wsgi: "runserver" (a thread per request) or "waitress" (threads of a pool; fewer lock timeouts
    under heavy uploads, slower answers under light ones).
    """

    def __init__(self, workdir: Path | str | None = None, *, db_timeout: float = 2.0, delay: int = 1, error_delay: int = 2,
                 command_retries: int = 0, command_backoff: float = 1, ack_timeout: float = 10, wsgi: str = "runserver",
                 threads: int = 8) -> None:
        self.dir = Path(workdir) if workdir else Path(tempfile.mkdtemp(prefix="tac-push-server-"))
        self.dir.mkdir(parents=True, exist_ok=True)
        self.db = self.dir / "server.db"
        self.log = self.dir / "server.log"
        self.port = free_port()  # kept across restarts: the terminals' serverurl stays right
        self.db_timeout = db_timeout
        self.settings = {
            "PUSH_SERVER_DB_TIMEOUT": str(db_timeout),
            "PUSH_SERVER_DELAY": str(delay),
            "PUSH_SERVER_ERROR_DELAY": str(error_delay),
            "PUSH_SERVER_COMMAND_RETRIES": str(command_retries),
            "PUSH_SERVER_COMMAND_BACKOFF": str(command_backoff),
            "PUSH_SERVER_ACK_TIMEOUT": str(ack_timeout),
        }
        if wsgi not in ("runserver", "waitress"):
            raise ValueError(f"wsgi: runserver or waitress, not {wsgi!r}")
        self.wsgi = wsgi
        self.threads = threads
        if wsgi == "waitress":
            self.settings["PUSH_SERVER_ACCESS_LOG"] = "1"
        self.proc: subprocess.Popen | None = None
        self.start_seconds: float | None = None
        self.http = requests.Session()
        self.http.auth = (API_USER, API_PASSWORD)

    @property
    def url(self) -> str:
        """The base URL a terminal's serverurl takes (the server answers under /iclock/)."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        return f"{self.url}/api/fingerprint/v1/"

    # -- process --------------------------------------------------------------------------
    def start(self, timeout: float = 30) -> PushServer:
        """Starts the server (on a copy of the template database the first time); returns self once it answers."""
        if self.proc is not None and self.proc.poll() is None:
            return self
        if not self.db.exists():
            shutil.copyfile(template_db(), self.db)
        since = time.monotonic()
        with open(self.log, "ab") as log:
            # --skip-checks: the checks pass (django-admin check) and take ~0.3 s a start.
            command = ["-m", "django", "runserver", "--noreload", "--skip-checks", f"127.0.0.1:{self.port}"]
            if self.wsgi == "waitress":
                command = ["-m", "waitress", f"--threads={self.threads}", f"--listen=127.0.0.1:{self.port}", "push_server.wsgi:application"]
            self.proc = subprocess.Popen(
                [sys.executable, *command],
                cwd=PEERS, env=_server_env(self.db, **self.settings), stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                preexec_fn=_own_group_dying_with_us,
            )
        _live.add(self)
        _wait_http(f"{self.url}/harness-ready", self.proc, timeout, self.log)
        self.start_seconds = time.monotonic() - since
        return self

    def manage(self, *args: str) -> str:
        """A management command on the server's database (the server may run), e.g. manage("fpa_retry_commands"); its output."""
        done = subprocess.run([sys.executable, "-m", "django", *args], cwd=PEERS, env=_server_env(self.db, **self.settings),
                              capture_output=True, text=True, timeout=60)
        if done.returncode != 0:
            raise AssertionError(f"manage {' '.join(args)} exited {done.returncode}: {done.stderr[-2000:]}")
        return done.stdout

    # -- the REST API -----------------------------------------------------------------------
    def api(self, method: str, path: str, **kwargs: Any) -> Any:
        """A call of /api/fingerprint/v1/<path> as the admin; raises on an HTTP error; the decoded JSON."""
        kwargs.setdefault("timeout", 10)
        response = self.http.request(method, self.api_url + path.lstrip("/"), **kwargs)
        if response.status_code >= 400:
            raise AssertionError(f"{method} {path}: {response.status_code} {response.text[:500]}")
        return response.json() if response.content else None

    def device(self, serial: str) -> dict[str, Any] | None:
        """The server's device record of serial (registered at its first contact), or None."""
        results = self.api("GET", "devices/", params={"serial_number": serial})["results"]
        return results[0] if results else None

    def device_id(self, serial: str) -> str | None:
        """The device's API id (a UUID), or None while the terminal has not contacted the server."""
        device = self.device(serial)
        return device["id"] if device else None

    def send_command(self, serial: str, command_type: str, payload: dict[str, Any] | None = None) -> dict[str, Any]:
        """Queues a command for the terminal (POST devices/<id>/send-command/); the command record.

        command_type and payload (adms/commands.py of the package): add_user {pin, name?, privilege?,
        password?, card?, group?, timezones?, verify?}, delete_user {pin}, query_users {pin?},
        query_attlog {start, end}, set_option {key, value}, raw {command}, and without payload:
        reboot, info, check, reload_options, upload_logs ("LOG"), clear_logs, clear_data, set_time.
        The record's "id" is the command's UUID, "command_id" the ID the device sees (C:<id>:...).
        """
        device_id = self.device_id(serial)
        assert device_id, f"the server knows no device {serial}"
        return self.api("POST", f"devices/{device_id}/send-command/", json={"command_type": command_type, "payload": payload or {}})

    def command(self, command: dict[str, Any] | str) -> dict[str, Any]:
        """The command's record now (status pending|sent|succeeded|failed|expired|cancelled, return_code, response_body)."""
        uuid = command if isinstance(command, str) else command["id"]
        return self.api("GET", f"commands/{uuid}/")

    def wait_command(self, command: dict[str, Any] | str, timeout: float = 30) -> dict[str, Any]:
        """Waits until the command is final (succeeded, failed, expired, cancelled); its record."""
        return wait_until(lambda: (c := self.command(command))["status"] in FINAL_COMMAND_STATUSES and c, timeout,
                          message=f"command {command if isinstance(command, str) else command['command_id']} final")

    def commands(self, serial: str) -> list[dict[str, Any]]:
        """The terminal's commands, newest first (first page: 50)."""
        device_id = self.device_id(serial)
        return self.api("GET", "commands/", params={"device": device_id})["results"] if device_id else []

    # -- straight from its database -------------------------------------------------------------
    def _read(self, sql: str, args: tuple = ()) -> list[tuple]:
        with contextlib.closing(sqlite3.connect(f"file:{self.db}?mode=ro", uri=True, timeout=10)) as db:
            return db.execute(sql, args).fetchall()

    def punches(self, serial: str, with_status: bool = False) -> list[tuple]:
        """The punches stored for serial, sorted: (pin, 'YYYY-MM-DD HH:MM:SS' in UTC, which is the
        terminal's local time here), or (pin, time, status) with with_status (the status as sent)."""
        rows = self._read(
            "SELECT p.raw_pin, substr(p.punched_at, 1, 19), p.raw_state FROM fingerprint_attendance_punch p "
            "JOIN fingerprint_attendance_device d ON d.id = p.device_id WHERE d.serial_number = ?", (serial,))
        return sorted((pin, t, state) if with_status else (pin, t) for pin, t, state in rows)

    def punch_count(self) -> int:
        return self._read("SELECT count(*) FROM fingerprint_attendance_punch")[0][0]

    def events(self, serial: str) -> list[tuple[str, str]]:
        """The device's event log (event_type, message), oldest first: parse errors, unknown tables, command results..."""
        return self._read(
            "SELECT e.event_type, e.message FROM fingerprint_attendance_deviceeventlog e "
            "JOIN fingerprint_attendance_device d ON d.id = e.device_id WHERE d.serial_number = ? ORDER BY e.id", (serial,))

    _ACCESS = re.compile(r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3})')

    def requests(self, serial: str | None = None) -> list[tuple[str, str, int]]:
        """What the server answered so far, from its access log: (method, path with query, status), in order;
        with serial, only the requests naming SN=serial. A request's line is written just after its answer
        (the client may see the answer first): wait_until() before asserting on the last ones."""
        rows = [(m["method"], m["path"], int(m["status"])) for m in self._ACCESS.finditer(self.log.read_text(errors="replace"))]
        if serial is not None:
            rows = [r for r in rows if re.search(rf"[?&]SN={re.escape(serial)}(&|$)", r[1])]
        return rows

    _INTAKE = re.compile(r"ATTLOG from (?P<serial>\S+): (?P<lines>\d+) lines, (?P<new>\d+) new")

    def intake(self, serial: str | None = None) -> tuple[int, int]:
        """(lines, new) over every ATTLOG upload the server stored (its own log line, written in the
        upload's transaction's wake): lines > new means punches it received twice."""
        found = [m for m in self._INTAKE.finditer(self.log.read_text(errors="replace")) if serial in (None, m["serial"])]
        return sum(int(m["lines"]) for m in found), sum(int(m["new"]) for m in found)

    # -- failures -------------------------------------------------------------------------------
    @contextlib.contextmanager
    def failing_storage(self, seconds: float = 0) -> Iterator[None]:
        """The server cannot store anything: the test holds SQLite's write lock, so every request that
        writes (every /iclock/ request does: each records the device's last contact) fails with 500
        after waiting db_timeout s. The lock is held for the with-body and at least `seconds` s in all;
        a request that arrives within db_timeout s of the end waits and then succeeds."""
        since = time.monotonic()
        db = sqlite3.connect(str(self.db), timeout=30, isolation_level=None)
        try:
            db.execute("BEGIN EXCLUSIVE")
            yield
            rest = seconds - (time.monotonic() - since)
            if rest > 0:
                time.sleep(rest)
        finally:
            db.rollback()
            db.close()


# --------------------------------------------------------------------------- emulated terminals

_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _password() -> str:
    while True:
        p = "".join(secrets.choice(_ALPHABET) for _ in range(12))
        if any(c.isdigit() for c in p) and any(c in string.ascii_letters for c in p):
            return p


#: The web accounts of terminals made here: scripts/peers.mjs's admin password when it runs us.
ADMIN_USER = os.environ.get("PEER_ADMIN_USER", "admin")
ADMIN_PASSWORD = os.environ.get("PEER_ADMIN_PASSWORD") or _password()
OPERATOR_PASSWORD = os.environ.get("PEER_OPERATOR_PASSWORD") or _password()
NODE = os.environ.get("PEER_NODE") or shutil.which("node") or "node"
FAST_SIMULATION = {"SIM_ENROLL_MS": "200", "SIM_PAIR_MS": "200", "SIM_RESTART_MS": "2000"}


class Terminal(_Process):
    """One emulated terminal: node --import tsx device/src/main.ts with its own serial, ports and database.

    A new database is empty (DEVICE_SEED=0: no users, no punches) and gets ADMIN_PASSWORD for admin.
    restart() and start() after kill() keep the database and the ports.
    """

    def __init__(self, serial: str, workdir: Path | str, *, env: dict[str, str] | None = None) -> None:
        self.serial = serial
        self.dir = Path(workdir) / serial
        self.dir.mkdir(parents=True, exist_ok=True)
        (self.dir / "dist").mkdir(exist_ok=True)  # /goform needs no console: an empty dist/
        self.db = self.dir / "device.db"
        self.log = self.dir / "device.log"
        self.port = free_port()
        self.https_port = free_port()
        while self.https_port == self.port:
            self.https_port = free_port()
        self.extra_env = env or {}
        self.proc: subprocess.Popen | None = None
        self.start_seconds: float | None = None
        self.token: str | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def spawn(self) -> None:
        """Starts the process without waiting for it to answer (start() waits)."""
        if self.proc is not None and self.proc.poll() is None:
            return
        env = {**os.environ, **FAST_SIMULATION, "PORT": str(self.port), "HTTPS_PORT": str(self.https_port), "HOST": "127.0.0.1",
               "DEVICE_DB": str(self.db), "DIST_DIR": str(self.dir / "dist"), "LOG_LEVEL": "warn", "DEVICE_SERIAL": self.serial,
               "DEVICE_SEED": "0", "DEVICE_ADMIN_PASSWORD": ADMIN_PASSWORD, "DEVICE_OPERATOR_PASSWORD": OPERATOR_PASSWORD,
               **self.extra_env}
        self._since = time.monotonic()
        self.token = None
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen([NODE, "--import", "tsx", "device/src/main.ts"], cwd=ROOT, env=env,
                                         stdin=subprocess.DEVNULL, stdout=log, stderr=log, preexec_fn=_own_group_dying_with_us)
        _live.add(self)

    def wait_ready(self, timeout: float = 120) -> Terminal:
        assert self.proc is not None, "spawn() first"
        _wait_http(f"{self.url}/goform/checkPower", self.proc, timeout, self.log)
        self.start_seconds = time.monotonic() - self._since
        return self

    def poll_ready(self) -> bool:
        """True once it answers (start_seconds set); raises if the process has exited."""
        assert self.proc is not None, "spawn() first"
        if self.proc.poll() is not None:
            raise RuntimeError(f"terminal {self.serial} exited {self.proc.returncode}; its log:\n{_tail(self.log)}")
        try:
            requests.get(f"{self.url}/goform/checkPower", timeout=1)
        except requests.RequestException:
            return False
        self.start_seconds = time.monotonic() - self._since
        return True

    def start(self, timeout: float = 120) -> Terminal:
        self.spawn()
        return self.wait_ready(timeout)

    def sql(self, sql: str, args: tuple = ()) -> list[tuple]:
        """A statement on the terminal's database (WAL; waits up to 10 s for its lock), committed."""
        with contextlib.closing(sqlite3.connect(str(self.db), timeout=10)) as db:
            with db:
                return db.execute(sql, args).fetchall()


class FleetTerminal:
    """One terminal of a Fleet: the attributes the helpers below use (url, db, serial, token, sql)."""

    def __init__(self, serial: str, db: str, port: int) -> None:
        self.serial, self.db, self.port = serial, Path(db), port
        self.token: str | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def sql(self, sql: str, args: tuple = ()) -> list[tuple]:
        with contextlib.closing(sqlite3.connect(str(self.db), timeout=10)) as db:
            with db:
                return db.execute(sql, args).fetchall()


class Fleet(_Process):
    """count terminals in one process (device/src/fleet.ts): each its own database, serial, web API
    and PUSH link, only the process shared — a site's 50 terminals at ~4 MB each instead of ~145 MB
    and a second of CPU. kill() is kill -9 of them all; start() again keeps databases and ports."""

    def __init__(self, count: int, workdir: Path | str, prefix: str = "FLT", *, env: dict[str, str] | None = None) -> None:
        self.count, self.prefix = count, prefix
        self.dir = Path(workdir) / f"fleet-{prefix}"
        (self.dir / "dist").mkdir(parents=True, exist_ok=True)
        self.log = self.dir / "fleet.log"
        self.extra_env = env or {}
        self.first_port = free_port_block(count)
        self.proc: subprocess.Popen | None = None
        self.terminals: list[FleetTerminal] = []
        self.start_seconds: float | None = None

    def start(self, timeout: float = 120) -> Fleet:
        env = {**os.environ, **FAST_SIMULATION, "FLEET_SIZE": str(self.count), "FLEET_DIR": str(self.dir), "FLEET_PREFIX": self.prefix,
               "FLEET_FIRST_PORT": str(self.first_port), "DIST_DIR": str(self.dir / "dist"), "LOG_LEVEL": "warn",
               "DEVICE_ADMIN_PASSWORD": ADMIN_PASSWORD, "DEVICE_OPERATOR_PASSWORD": OPERATOR_PASSWORD, **self.extra_env}
        since = time.monotonic()
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen([NODE, "--import", "tsx", "device/src/fleet.ts"], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                                         stdout=subprocess.PIPE, stderr=log, preexec_fn=_own_group_dying_with_us)
        _live.add(self)
        ready: list[str] = []
        reader = threading.Thread(target=lambda: ready.append(self.proc.stdout.readline().decode()), daemon=True)
        reader.start()
        reader.join(timeout)
        if not ready or not ready[0].strip():
            self.stop()
            raise RuntimeError(f"fleet of {self.count} not up within {timeout} s:\n{_tail(self.log)}")
        listed = json.loads(ready[0])["terminals"]
        known = {t.serial: t for t in self.terminals}
        self.terminals = [known.get(t["serial"]) or FleetTerminal(t["serial"], t["db"], t["port"]) for t in listed]
        self.start_seconds = time.monotonic() - since
        return self



def free_port_block(count: int) -> int:
    """The first of count consecutive ports free now, from the range free_port() uses (none given before)."""
    for _ in range(200):
        first = secrets.randbelow(32000 - 20000 - count) + 20000
        block = range(first, first + count)
        if any(p in _given_ports for p in block) or not all(_port_free(p) for p in block):
            continue
        _given_ports.update(block)
        return first
    raise RuntimeError(f"no {count} consecutive free ports")


def _port_free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
            return True
        except OSError:
            return False


def start_terminals(count: int, workdir: Path | str, prefix: str = "TAC", *, env: dict[str, str] | None = None,
                    timeout: float = 180) -> list[Terminal]:
    """count terminals with serials <prefix>0001.., started side by side; stops them all if one fails."""
    terminals = [Terminal(f"{prefix}{i:04d}", workdir, env=env) for i in range(1, count + 1)]
    try:
        for t in terminals:
            t.spawn()
        deadline = time.monotonic() + timeout
        waiting = list(terminals)
        while waiting:  # round-robin, so a terminal that exits is seen at once
            for t in list(waiting):
                if t.poll_ready():
                    waiting.remove(t)
            if waiting and time.monotonic() > deadline:
                raise RuntimeError(f"{len(waiting)} terminals not up within {timeout} s, e.g. {waiting[0].serial}:\n{_tail(waiting[0].log)}")
            time.sleep(0.1)
    except BaseException:
        for t in terminals:
            t.stop()
        raise
    return terminals


def login(terminal: Terminal) -> str:
    """POST /goform/chklogin as admin (as peers/test_seeded_devices.py does); the token, kept on the terminal."""
    answer = requests.post(f"{terminal.url}/goform/chklogin", json={"userid": ADMIN_USER, "password": ADMIN_PASSWORD}, timeout=10).json()
    assert answer.get("code") == "success", answer
    terminal.token = answer["token"]
    return terminal.token


def goform(terminal: Terminal, call: str, **params: Any) -> Any:
    """GET /goform/<call> with the admin's token (logs in when needed); the decoded answer."""
    token = terminal.token or login(terminal)
    response = requests.get(f"{terminal.url}/goform/{call}", params=params, headers={"X-Token": token}, timeout=10)
    response.raise_for_status()
    return json.loads(response.text)


def enable_push(terminal: Terminal, server_url: str, **settings: Any) -> Any:
    """Switches the terminal's PUSH link on to server_url (GetCommMode?pushswitch=1&servertype=url&serverurl=...)."""
    answer = goform(terminal, "GetCommMode", pushswitch=1, servertype="url", serverurl=server_url, **settings)
    assert not isinstance(answer, dict) or answer.get("code", "success") == "success", answer
    return answer


def disable_push(terminal: Terminal) -> Any:
    return goform(terminal, "GetCommMode", pushswitch=0)


def push_state(terminal: Terminal) -> Any:
    """GetPushState: {state off|connecting|online|waiting|failing, server, lastcontact, queued, ...}."""
    return goform(terminal, "GetPushState")


def _when(value: datetime | str) -> str:
    return value.strftime("%Y-%m-%d %H:%M:%S") if isinstance(value, datetime) else value


def punch(terminal: Terminal, userid: int, when: datetime | str, status: int = 0) -> None:
    """The sensor's event: a row in the terminal's records table (time 'YYYY-MM-DD HH:MM:SS', status 0..7)."""
    terminal.sql("INSERT INTO records (userid, time, status) VALUES (?, ?, ?)", (int(userid), _when(when), int(status)))


def add_user(terminal: Terminal, userid: int, name: str) -> None:
    terminal.sql("INSERT INTO users (userid, username) VALUES (?, ?)", (int(userid), name))


def terminal_punches(terminal: Terminal) -> list[tuple[str, str]]:
    """The terminal's own records as (pin, time), sorted: comparable with PushServer.punches()."""
    return sorted((str(u), t) for u, t in terminal.sql("SELECT userid, time FROM records"))


def stop_all() -> None:
    """Stops every server and terminal started here that still runs."""
    for thing in list(_live):
        with contextlib.suppress(Exception):
            thing.stop()


atexit.register(stop_all)


def measure(count: int = 50) -> dict[str, float]:
    """Starts a server and count terminals side by side, prints and returns what it took, stops them.

    .peers/venv/bin/python peers/push_harness.py [count]
    """
    with tempfile.TemporaryDirectory(prefix="tac-push-measure-") as tmp:
        since = time.monotonic()
        server = PushServer(Path(tmp) / "server").start()
        result = {"template_migrate_s": TIMINGS.get("migrate", 0.0), "server_start_s": server.start_seconds or 0.0,
                  "server_rss_mib": group_rss_kib(server.proc.pid) / 1024}
        since = time.monotonic()
        terminals = start_terminals(count, tmp)
        result["terminals"] = count
        result["terminals_start_s"] = time.monotonic() - since
        result["slowest_terminal_s"] = max(t.start_seconds or 0.0 for t in terminals)
        result["terminals_rss_mib"] = sum(t.rss_kib() for t in terminals) / 1024
        result["terminals_pss_mib"] = sum(t.rss_kib("Pss") for t in terminals) / 1024
        since = time.monotonic()
        terminals[0].restart()
        result["kill9_restart_one_s"] = time.monotonic() - since
        stop_all()
        print(json.dumps({k: round(v, 2) if isinstance(v, float) else v for k, v in result.items()}))
        return result


if __name__ == "__main__":
    measure(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
