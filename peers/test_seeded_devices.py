"""The seeded emulators the real-client tests use: admin logs in on both with the password of this run (PEER_ADMIN_PASSWORD), and the modern one
holds the 200 users and 40,000 punches scripts/peers.mjs seeded (PEER_MODERN_DB, PEER_LEGACY_DB)."""

from __future__ import annotations

import os
import re
import sqlite3

import requests

ADMIN = {"userid": os.environ["PEER_ADMIN_USER"], "password": os.environ["PEER_ADMIN_PASSWORD"]}


def test_admin_logs_in_on_the_modern_device_and_sees_the_seeded_data():
    base = os.environ["PEER_MODERN_URL"]
    login = requests.post(f"{base}/goform/chklogin", json=ADMIN, timeout=10).json()
    assert login["code"] == "success", login
    headers = {"X-Token": login["token"]}
    users = requests.get(f"{base}/goform/userlist", params={"start": 0, "limit": 1}, headers=headers, timeout=10).json()
    records = requests.get(f"{base}/goform/searchrecord", params={"limit": 1}, headers=headers, timeout=10).json()
    assert (users["count"], records["count"]) == (200, 40000)


def test_admin_logs_in_on_the_legacy_device():
    base = os.environ["PEER_LEGACY_URL"]
    body = requests.post(f"{base}/goform/chklogin", data=ADMIN, timeout=10).text
    # Older firmware's answer is not strict JSON (unquoted keys): look for the token as a script would.
    assert re.search(r'"?token"?\s*:\s*"[^"]+"', body), body


def test_the_databases_are_the_seeded_files():
    for name in ("PEER_MODERN_DB", "PEER_LEGACY_DB"):
        with sqlite3.connect(f"file:{os.environ[name]}?mode=ro", uri=True) as db:
            assert db.execute("SELECT count(*) FROM users").fetchone()[0] == 200
            assert db.execute("SELECT count(*) FROM records").fetchone()[0] == 40000
