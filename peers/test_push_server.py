"""The third-party PUSH (iclock/ADMS) server of the PUSH tests answers as such a server does, and
the harness can really make it fail to store (peers/push_harness.py)."""

from __future__ import annotations

import contextlib
import sqlite3
import time
from datetime import datetime, timedelta

import requests

import push_harness

ATTLOG = "/iclock/cdata?SN=TEST1&table=ATTLOG&Stamp=1"
LINE = "1\t2026-11-28 08:00:00\t0\t1\t0\t0\t0\n"


def test_the_server_answers_the_handshake(push_server):
    answer = requests.get(f"{push_server.url}/iclock/cdata", params={"SN": "TEST1", "options": "all", "pushver": "2.4.1"}, timeout=10)
    assert answer.status_code == 200
    lines = answer.text.splitlines()
    assert lines[0] == "GET OPTION FROM: TEST1"
    options = dict(line.split("=", 1) for line in lines[1:])
    assert options["ATTLOGStamp"] == "None"  # nothing received from this terminal yet
    assert (options["Delay"], options["ErrorDelay"]) == ("1", "2")
    assert push_server.device_id("TEST1"), "the first contact registers the terminal"


def test_failing_storage_answers_500_then_ok(push_server):
    # db_timeout (2 s) + 3: the write waits for the lock and gives up while it is still held, even on a busy machine.
    with push_server.failing_storage(push_server.db_timeout + 3):
        failed = requests.post(push_server.url + ATTLOG, data=LINE, timeout=10)
    assert failed.status_code == 500
    assert push_server.punches("TEST1") == []
    stored = requests.post(push_server.url + ATTLOG, data=LINE, timeout=10)
    assert (stored.status_code, stored.text) == (200, "OK: 1")
    assert push_server.punches("TEST1") == [("1", "2026-11-28 08:00:00")]
    # The server writes a request's access line just after its answer.
    push_harness.wait_until(lambda: [status for method, _, status in push_server.requests("TEST1") if method == "POST"] == [500, 200], 5)


def test_the_server_survives_a_kill_with_what_it_stored(push_server):
    assert requests.post(push_server.url + ATTLOG, data=LINE, timeout=10).text == "OK: 1"
    push_server.restart()
    assert push_server.punches("TEST1") == [("1", "2026-11-28 08:00:00")]
    # The same punch again is an exact duplicate (serial|PIN|UTC second): counted, not stored twice.
    assert requests.post(push_server.url + ATTLOG, data=LINE, timeout=10).text == "OK: 1"
    assert push_server.punch_count() == 1


def test_waitress_serves_it_as_well(tmp_path):
    server = push_harness.PushServer(tmp_path / "waitress", wsgi="waitress").start()
    try:
        answer = requests.get(f"{server.url}/iclock/cdata", params={"SN": "TEST2", "options": "all"}, timeout=10)
        assert answer.text.startswith("GET OPTION FROM: TEST2\n")
        push_harness.wait_until(lambda: server.requests("TEST2") == [("GET", "/iclock/cdata?SN=TEST2&options=all", 200)], 5)
    finally:
        server.stop()


def test_the_terminal_helpers_work_on_an_emulator(push_server, terminals):
    """Not the PUSH client's test (that comes with the client): the helpers it will use do what they say."""
    (terminal,) = terminals(1, prefix="HELP")
    assert terminal.serial == "HELP0001"
    answer = push_harness.enable_push(terminal, push_server.url)
    assert (answer["pushswitch"], answer["serverurl"]) == (1, push_server.url)
    push_harness.add_user(terminal, 7, "Seven")
    push_harness.punch(terminal, 7, "2026-11-28 08:00:00", 1)
    terminal.restart()  # kill -9 and back on the same database and port
    assert push_harness.terminal_punches(terminal) == [("7", "2026-11-28 08:00:00")]
    assert push_harness.goform(terminal, "SetCommMode")["pushswitch"] == 1
    assert push_harness.wait_until(lambda: terminal.rss_kib(), 5) > 0


# --- the terminal's PUSH link against it (device/src/push/, device/README.md "Central server link") ---

BASE = datetime(2026, 11, 28, 8, 0, 0)


def insert_punches(terminal, rows):
    """Many sensor events at once: (userid, 'YYYY-MM-DD HH:MM:SS', status) rows in one transaction."""
    with contextlib.closing(sqlite3.connect(str(terminal.db), timeout=10)) as db:
        with db:
            db.executemany("INSERT INTO records (userid, time, status) VALUES (?, ?, ?)", rows)


def stamp(seconds):
    return (BASE + timedelta(seconds=seconds)).strftime("%Y-%m-%d %H:%M:%S")


def all_arrived(server, terminal):
    return server.punches(terminal.serial) == push_harness.terminal_punches(terminal)


def command_done(server, serial, command_type, payload=None):
    record = server.wait_command(server.send_command(serial, command_type, payload or {}), timeout=30)
    return record["status"], record["return_code"]


def test_one_terminal_hands_over_1000_punches_and_follows_the_servers_commands(push_server, terminals):
    (terminal,) = terminals(1, prefix="ONE")
    push_harness.enable_push(terminal, push_server.url)
    push_harness.wait_until(lambda: push_server.device_id(terminal.serial), 20, message="the handshake")
    assert ("GET", f"/iclock/cdata?SN={terminal.serial}&options=all&pushver=2.4.1&language=69", 200) in push_server.requests(terminal.serial)

    insert_punches(terminal, [(1 + i % 25, stamp(i), i % 6) for i in range(1000)])
    push_harness.wait_until(lambda: all_arrived(push_server, terminal), 60, message="1000 punches on the server")
    assert len(push_server.punches(terminal.serial)) == 1000
    assert push_server.intake(terminal.serial) == (1000, 1000), "no punch sent twice"
    with_status = push_server.punches(terminal.serial, with_status=True)
    assert {str(row[2]) for row in with_status} == {str(s) for s in range(6)}, "each status as the terminal recorded it"

    # Users pushed by the server show up in the console's user list; a deletion removes one.
    assert command_done(push_server, terminal.serial, "add_user", {"pin": "4242", "name": "Pushed Person", "card": "31337"}) == ("succeeded", 0)
    user = push_harness.goform(terminal, "GetUserInfo", userid=4242)
    assert (user["code"], user["username"], user["cardid"]) == ("success", "Pushed Person", "31337")
    listed = push_harness.goform(terminal, "userlist", start=0, limit=20, search="Pushed")
    assert [u["userid"] for u in listed["record"]] == ["4242"]
    assert command_done(push_server, terminal.serial, "delete_user", {"pin": "4242"}) == ("succeeded", 0)
    assert push_harness.goform(terminal, "GetUserInfo", userid=4242)["code"] != "success"

    # A command the terminal does not know is answered -1002 (the server records it as failed).
    status, code = command_done(push_server, terminal.serial, "raw", {"command": "ENROLL_FP PIN=1\tFID=0"})
    assert code == -1002

    # CONTROL DEVICE 01010103 (ZKTeco's door command, sent raw: this server has no door command of its
    # own): the terminal opens door 1 for 3 s as the Door screen would, audited and evented as the server.
    assert command_done(push_server, terminal.serial, "raw", {"command": "CONTROL DEVICE 01010103"}) == ("succeeded", 0)
    assert terminal.sql("SELECT code, door, detail FROM events WHERE code = 200") == [(200, 1, "server")]

    # REBOOT: the terminal replies, restarts (its calls refused meanwhile), and shakes hands again.
    handshakes = lambda: sum(1 for _, path, _ in push_server.requests(terminal.serial) if "options=all" in path)  # noqa: E731
    before = handshakes()
    assert command_done(push_server, terminal.serial, "reboot") == ("succeeded", 0)
    push_harness.wait_until(lambda: handshakes() > before, 30, message="a handshake after the restart")
    push_harness.login(terminal)  # a restart ends every session
    state = push_harness.push_state(terminal)
    assert (state["state"], state["queued"], state["lastcommand"]["command"], state["lastcommand"]["code"]) == ("online", 0, "REBOOT", 0)
    audit = terminal.sql("SELECT kind, account FROM audit_log WHERE account = 'server' ORDER BY id")
    assert [kind for kind, _ in audit] == ["userAdd", "userDelete", "door", "restart"]


def test_fifty_terminals_every_punch_exactly_once_through_two_server_restarts_and_500s(push_server, tmp_path):
    fleet = push_harness.Fleet(50, tmp_path, prefix="SITE").start()
    try:
        sites = fleet.terminals
        for terminal in sites:
            push_harness.enable_push(terminal, push_server.url)
        push_harness.wait_until(lambda: all(push_server.device_id(t.serial) for t in sites), 60, message="50 handshakes")
        made = 0

        def round_of_punches(number, per_terminal=8):
            nonlocal made
            for i, terminal in enumerate(sites):
                insert_punches(terminal, [(1 + (i + k) % 40, stamp(number * 100 + k), k % 2) for k in range(per_terminal)])
                made += per_terminal

        round_of_punches(0)
        push_server.kill()  # first restart: the server is gone while punches are made
        round_of_punches(1)
        time.sleep(2)
        push_server.start()
        round_of_punches(2)
        with push_server.failing_storage(push_server.db_timeout + 5):  # a period of 500s
            round_of_punches(3)
            time.sleep(2)
            round_of_punches(4)
        round_of_punches(5)
        push_server.kill()  # second restart, maybe mid-upload
        round_of_punches(6)
        push_server.start()
        round_of_punches(7)

        push_harness.wait_until(lambda: all(all_arrived(push_server, t) for t in sites), 120, message="every punch of every terminal")
        assert push_server.punch_count() == made == 50 * 8 * 8
        lines, new = push_server.intake()
        # The server logs an upload after its transaction: killed in between, it stored a batch unlogged
        # (punch_count above counts every punch); no logged upload may hold a punch it had already stored.
        assert lines == new, "every punch received once: none sent twice"
        assert lines <= made
        statuses = [status for _, _, status in push_server.requests()]
        assert 500 in statuses, "the server did answer 500 for a while"
        for terminal in sites:
            state = push_harness.push_state(terminal)
            assert (state["state"], state["queued"]) == ("online", 0), (terminal.serial, state)
    finally:
        fleet.stop()


def test_a_terminal_killed_during_uploads_loses_nothing_and_sends_nothing_twice(push_server, terminals):
    (terminal,) = terminals(1, prefix="KILL")
    total = 20_000
    insert_punches(terminal, [(1 + i % 200, stamp(i), i % 2) for i in range(total)])
    push_harness.enable_push(terminal, push_server.url)
    for _ in range(2):  # killed twice, each time with part of the queue on the server
        before = push_server.punch_count()
        push_harness.wait_until(lambda: push_server.punch_count() >= before + 2000, 60, message="uploads under way")
        terminal.kill()
        assert push_server.punch_count() < total
        terminal.start()
    push_harness.wait_until(lambda: all_arrived(push_server, terminal), 90, message="all 20,000 on the server")
    assert push_server.punch_count() == total
    assert push_server.intake(terminal.serial) == (total, total), "nothing sent twice across the kills"
