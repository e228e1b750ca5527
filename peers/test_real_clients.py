"""Clients written for real terminals, played against the emulator in both firmware modes.

Each client below sends exactly what public client code written for real terminals of this
kind sends (device/README.md, "Real clients"), and reads the answers with exactly the cleaners
such code applies before json.loads — nothing more lenient. The HTTP stack (requests) and the
JSON reader are the ones those clients use. What arrives is checked against the device's own
SQLite database: every user and every punch exactly once, on the right person.
"""

import json
import os
import re
import sqlite3
import time
from collections import Counter

import pytest
import requests

ADMIN = os.environ.get("PEER_ADMIN_USER", "admin")
# Each unit has its own (scripts/peers.mjs makes it per run and gives it to the emulators).
PASSWORD = os.environ["PEER_ADMIN_PASSWORD"]
TIMEOUT = 10

MODES = {"modern": ("PEER_MODERN_URL", "PEER_MODERN_DB"), "legacy": ("PEER_LEGACY_URL", "PEER_LEGACY_DB")}


def strip_html(text):
    return text.replace("<html>", "").replace("</html>", "").strip()


def quote_keys(text):
    """The record cleaner of an HR sync service: quote a bare key after `{` or `,`."""
    return re.sub(r'([{,]\s*)(\w+)\s*:', r'\1"\2":', text)


def drop_comma_after_array(text):
    """The cleaner of an ERP module: the comma older firmware leaves after a closing array."""
    return re.sub(r"],\s*}", "]}", text)


def read_answer(response):
    """What such clients do to an answer: strip <html>, repair the two habits, decode twice if need be."""
    data = json.loads(quote_keys(drop_comma_after_array(strip_html(response.text))))
    if isinstance(data, str):
        data = json.loads(data)
    return data


def timestamp():
    return str(int(time.time() * 1000))


@pytest.fixture(params=list(MODES))
def device(request):
    url_var, db_var = MODES[request.param]
    url, db = os.environ.get(url_var), os.environ.get(db_var)
    if not url or not db:
        pytest.fail(f"{url_var} and {db_var} must name a running emulator and its database (scripts/peers.mjs sets them)")
    return {"base": url.rstrip("/"), "db": db, "host": url.split("://", 1)[1].rstrip("/")}


def stored(db):
    """The device's own truth: its users, and its punches as (user id, time, status)."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        users = {str(uid): name for uid, name in conn.execute("SELECT userid, username FROM users")}
        punches = Counter((str(uid), t, s) for uid, t, s in conn.execute("SELECT userid, time, status FROM records"))
        days = conn.execute("SELECT substr(min(time), 1, 10), substr(max(time), 1, 10) FROM records").fetchone()
    return users, punches, days


def punch_of(row):
    """A record row in either spelling: older firmware's id is the user's id."""
    if "time" in row:
        return (str(row["id"]), row["time"], row["status"])
    return (str(row["userid"]), row["datetime"], row["status"])


class HrSyncService:
    """An HR application's sync service: GET login, then session_id + session_key in the query and as cookies."""

    def __init__(self, device):
        self.base = f"{device['base']}/goform"
        self.host = device["host"].split(":")[0]
        self.session = requests.Session()
        self.session_key = None

    def login(self):
        response = self.session.get(f"{self.base}/chklogin", params={"userid": ADMIN, "password": PASSWORD}, timeout=TIMEOUT)
        response.raise_for_status()
        data = json.loads(re.sub(r"(\w+):", r'"\1":', strip_html(response.text)))
        assert data.get("code") == "success", data
        self.session_key = data.get("session_key")
        assert self.session_key, "the login answered no session_key"
        self.session.cookies.set("session_id", ADMIN, domain=self.host, path="/")
        self.session.cookies.set("session_key", self.session_key, domain=self.host, path="/")
        self.session.cookies.set("session_power", "1", domain=self.host, path="/")

    def page(self, call, start, limit, **filters):
        params = {"start": start, "limit": limit, **filters, "session_id": ADMIN, "session_key": self.session_key, "t": timestamp()}
        headers = {
            "Accept": "application/json, text/html, */*",
            "X-Requested-With": "XMLHttpRequest",
            "Referer": f"{self.base}/advance/index.html",
        }
        response = self.session.get(f"{self.base}/{call}", params=params, headers=headers, timeout=TIMEOUT)
        response.raise_for_status()
        data = read_answer(response)
        assert data.get("code") == "success", data
        return data.get("record", [])

    def all_of(self, call, limit, **filters):
        rows, start = [], 0
        while True:
            page = self.page(call, start, limit, **filters)
            if not page:
                return rows
            rows.extend(page)
            start += limit


class ErpModule:
    """An ERP module: newer firmware's /anviz/login, its standard-base64 token raw in the record query."""

    def __init__(self, device):
        self.device = device
        self.token = None

    def login(self):
        response = requests.get(f"{self.device['base']}/anviz/login", params={"userid": ADMIN, "password": PASSWORD}, timeout=TIMEOUT)
        response.raise_for_status()
        data = json.loads(drop_comma_after_array(response.text))
        if isinstance(data, str):
            data = json.loads(data)
        assert isinstance(data, dict) and data.get("code") == "success", data
        self.token = data.get("token")

    def punches(self, day_from, day_to, limit=100):
        rows, start = [], 0
        while True:
            # The token goes into the URL as it is: '+', '/' and '=' unencoded.
            url = f"{self.device['base']}/goform/searchrecord?token={self.token}&start={start}&limit={limit}&from={day_from}&to={day_to}"
            response = requests.get(url, timeout=TIMEOUT)
            response.raise_for_status()
            data = read_answer(response)
            assert data.get("code") == "success", data
            page = data.get("record", [])
            if not page:
                return rows
            rows.extend(page)
            start += limit


def test_hr_sync_service_gets_every_user_once(device):
    users, _, _ = stored(device["db"])
    client = HrSyncService(device)
    client.login()
    rows = client.all_of("userlist", 20)
    ids = Counter(str(r["userid"]) for r in rows)
    assert len(users) >= 200
    assert set(ids) == set(users)
    assert max(ids.values()) == 1
    assert {str(r["userid"]): r["username"] for r in rows} == users


def test_hr_sync_service_gets_every_punch_once_on_the_right_person(device):
    users, punches, _ = stored(device["db"])
    client = HrSyncService(device)
    client.login()
    rows = client.all_of("searchrecord", 100, userid="", **{"from": "", "to": "", "order": "asc"})
    assert sum(punches.values()) >= 40000
    assert Counter(punch_of(r) for r in rows) == punches
    named = [r for r in rows if "name" in r or "username" in r]
    assert all((r.get("name") if "time" in r else r.get("username")) == users.get(punch_of(r)[0], "") for r in named)


def test_erp_module_gets_every_punch_of_its_days_with_a_raw_token(device):
    _, punches, (first_day, last_day) = stored(device["db"])
    client = ErpModule(device)
    client.login()
    assert re.fullmatch(r"[A-Za-z0-9+/]+={0,2}(\.[A-Za-z0-9+/]+={0,2}){2}", client.token), client.token
    rows = client.punches(first_day, last_day)
    assert Counter(punch_of(r) for r in rows) == punches


def test_a_wrong_session_key_syncs_nothing_and_says_so(device):
    client = HrSyncService(device)
    client.login()
    client.session_key = "1" + client.session_key[1:-1] + ("0" if client.session_key[-1] != "0" else "1")
    client.session.cookies.clear()
    response = requests.get(
        f"{client.base}/userlist",
        params={"start": 0, "limit": 20, "session_id": ADMIN, "session_key": client.session_key, "t": timestamp()},
        timeout=TIMEOUT,
    )
    data = read_answer(response)
    assert data["code"] == "fail" and data["retvalue"] == 40104
