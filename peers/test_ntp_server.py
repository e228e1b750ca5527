"""Network time against an NTP server nobody here wrote: Debian's chrony (chronyd), started on the
loopback on a free high port with a configuration of its own in tmp_path (no system clock control,
-x; no command port; nothing in /var). scripts/peers.mjs installs chrony when it is missing; a
machine where it cannot be installed fails here, never passes in silence.

The emulated terminal (peers/push_harness.py) runs its SNTP client against it: its clock, set an
hour off, comes right; a closed port and a silent server are reported; a change of time zone moves
the local time it shows but no stored record.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from push_harness import Terminal, goform, punch, wait_until

CHRONYD = shutil.which("chronyd") or shutil.which("chronyd", path="/usr/sbin:/sbin")
HOUR_MS = 3_600_000


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def sntp_answers(port: int) -> bool:
    """Whether a client-mode request (version 4) to 127.0.0.1:port gets a 48-byte answer within 0.5 s."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.settimeout(0.5)
        s.sendto(bytes([(4 << 3) | 3]) + bytes(47), ("127.0.0.1", port))
        try:
            return len(s.recv(512)) >= 48
        except OSError:
            return False


@pytest.fixture
def chrony(tmp_path: Path) -> Iterator[int]:
    """A chronyd serving its own clock (local stratum 8) on 127.0.0.1:<port>; yields the port."""
    if CHRONYD is None:
        pytest.fail("chronyd is not installed (apt-get install chrony; scripts/peers.mjs and .ci/run install it)")
    port = free_udp_port()
    conf = tmp_path / "chrony.conf"
    conf.write_text(
        f"port {port}\nbindaddress 127.0.0.1\nallow 127.0.0.1\nlocal stratum 8\ncmdport 0\npidfile {tmp_path / 'chronyd.pid'}\n"
    )
    # -d: in the foreground; -x: never touches this machine's clock; -U: may run without root.
    args = [CHRONYD, "-d", "-x", "-f", str(conf)] + ([] if os.geteuid() == 0 else ["-U"])
    log = tmp_path / "chronyd.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=out, stderr=out, start_new_session=True)
    try:
        wait_until(lambda: proc.poll() is not None or sntp_answers(port), 15, message="chronyd answers")
        assert proc.poll() is None, f"chronyd exited {proc.returncode}:\n{log.read_text(errors='replace')}"
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture
def terminal(terminals) -> Terminal:
    return terminals(1, "NTP")[0]


def device_clock(t: Terminal) -> datetime:
    answer = goform(t, "SetDateTimeParam")
    return datetime.strptime(f"{answer['date']} {answer['time']}", "%Y-%m-%d %H:%M:%S")


def seconds_from_host(t: Terminal) -> float:
    """How far the terminal's clock (no zone set: the host's local time) is from this machine's."""
    return abs((device_clock(t) - datetime.now()).total_seconds())


def synced(t: Terminal) -> dict:
    """The datetime group once an exchange has ended, well or not."""
    return wait_until(lambda: (a := goform(t, "SetDateTimeParam")) and (a["ntplastsync"] or a["ntperror"]) and a, 15,
                      message="an NTP exchange ended")


def use_ntp(t: Terminal, port: int) -> None:
    answer = goform(t, "GetDateTimeParam", timemode="ntp", ntpserver1="127.0.0.1", ntpport=port, ntpinterval=1)
    assert answer["code"] == "success", answer


def test_a_clock_an_hour_off_comes_right(chrony: int, terminal: Terminal) -> None:
    off = datetime.now() - timedelta(hours=1)
    assert goform(terminal, "GetDateTimeParam", date=off.strftime("%Y-%m-%d"), time=off.strftime("%H:%M:%S"))["code"] == "success"
    assert seconds_from_host(terminal) > 3500
    use_ntp(terminal, chrony)
    status = synced(terminal)
    assert status["ntperror"] == "", status
    assert abs(status["ntpoffsetms"] - HOUR_MS) < 2000, status
    assert seconds_from_host(terminal) <= 1
    # The sync's instant, in UTC, is now.
    last = datetime.fromisoformat(status["ntplastsync"].replace("Z", "+00:00"))
    assert abs(last.timestamp() - time.time()) < 5


def test_a_closed_port_is_reported_and_the_clock_left_alone(terminal: Terminal) -> None:
    off = datetime.now() - timedelta(hours=1)
    goform(terminal, "GetDateTimeParam", date=off.strftime("%Y-%m-%d"), time=off.strftime("%H:%M:%S"))
    use_ntp(terminal, free_udp_port())
    status = synced(terminal)
    assert (status["ntperror"], status["ntplastsync"]) == ("refused", "")
    assert seconds_from_host(terminal) > 3500


def test_a_server_that_does_not_answer_is_reported_as_a_timeout(terminal: Terminal) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as silent:
        silent.bind(("127.0.0.1", 0))
        use_ntp(terminal, silent.getsockname()[1])
        status = synced(terminal)
        assert (status["ntperror"], status["ntplastsync"]) == ("timeout", "")
        request, _ = silent.recvfrom(512)
        assert len(request) == 48 and request[0] == (4 << 3) | 3


def test_a_zone_change_moves_local_time_but_no_stored_record(chrony: int, terminal: Terminal) -> None:
    use_ntp(terminal, chrony)
    synced(terminal)
    assert goform(terminal, "GetDateTimeParam", timezone="Europe/Paris")["code"] == "success"
    in_paris = device_clock(terminal)
    stamp = in_paris.strftime("%Y-%m-%d %H:%M:%S")
    punch(terminal, 1, stamp)

    assert goform(terminal, "GetDateTimeParam", timezone="Asia/Tokyo")["code"] == "success"
    in_tokyo = device_clock(terminal)
    now = datetime.now(ZoneInfo("UTC"))
    shift = (now.astimezone(ZoneInfo("Asia/Tokyo")).utcoffset() - now.astimezone(ZoneInfo("Europe/Paris")).utcoffset()).total_seconds()
    assert abs((in_tokyo - in_paris).total_seconds() - shift) < 3
    assert abs((in_tokyo - datetime.now(ZoneInfo("Asia/Tokyo")).replace(tzinfo=None)).total_seconds()) <= 2

    records = goform(terminal, "searchrecord", start=0, limit=10)["record"]
    assert [r["datetime"] for r in records] == [stamp]
