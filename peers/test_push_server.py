"""The third-party PUSH (iclock/ADMS) server of the PUSH tests answers as such a server does, and
the harness can really make it fail to store (peers/push_harness.py)."""

from __future__ import annotations

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
