"""Fixtures of the PUSH tests (peers/push_harness.py): a third-party ADMS server and emulated
terminals, each stopped after its test whatever happens."""

from __future__ import annotations

import pytest

import push_harness


@pytest.fixture
def push_server(tmp_path):
    """A started PushServer (django-fingerprint-attendance) with its own database in tmp_path."""
    server = push_harness.PushServer(tmp_path / "push-server").start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def terminals(tmp_path):
    """make(count, prefix="TAC", env=None) -> that many started Terminals (serials <prefix>0001..)."""
    made: list[push_harness.Terminal] = []

    def make(count: int, prefix: str = "TAC", env: dict[str, str] | None = None) -> list[push_harness.Terminal]:
        started = push_harness.start_terminals(count, tmp_path / "terminals", prefix, env=env)
        made.extend(started)
        return started

    try:
        yield make
    finally:
        for terminal in made:
            terminal.stop()
