"""Schemathesis fuzzes every call of the device's OpenAPI document (GET /goform/openapi.json).

Each operation — GET and POST of every call, every documented parameter — gets a few generated
requests (phases examples, coverage and fuzzing; positive data), sent with a session, and each
answer must: not be a 5xx; have a documented status code and content type; match the documented
schema. The device answers HTTP 200 with content type text/html whose body is JSON (as real
terminals do), and its document says so: the deserializer below reads text/html as JSON, so the
built-in response_schema_conformance check validates those answers against their schema.

Run by scripts/peers.mjs against an emulator of its own (PEER_FUZZ_URL).
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter

import requests
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

BASE_URL = os.environ["PEER_FUZZ_URL"].rstrip("/")
ADMIN_USER = os.environ.get("PEER_ADMIN_USER", "admin")
# Each unit has its own (scripts/peers.mjs makes it per run and gives it to the emulators).
ADMIN_PASSWORD = os.environ["PEER_ADMIN_PASSWORD"]
MAX_EXAMPLES = int(os.environ.get("PEER_FUZZ_EXAMPLES", "8"))

# Calls the fuzzer leaves alone, and why: each would end the session the run uses, take the
# device offline, or change the login itself. Their contracts say so (docs/device-api.md).
EXCLUDED = {
    "logout": "revokes the session every later call uses",
    "RestartMachine": "restarts the device: offline, every session ends",
    "InitMachine": "wipes users, records, settings or web accounts, then restarts",
    "UpdateMachine": "installs a firmware image and restarts",
    "GetLanguageSettingItem": "changes the display language, which restarts the device",
    "ModifyPassword": "changes the administrator's web password and revokes its sessions",
    "SetHttpsOnly": "switches plain HTTP off: every later call of the run would be redirected to HTTPS (308)",
    "LiveEvents": "a stream that stays open until the session ends: a case would never get its whole answer",
}
# Fields left out of a call, and why (the rest of the call is fuzzed).
DROPPED_FIELDS = {
    "GetTimeParam": {"language": "a new display language restarts the device"},
}

@schemathesis.check
def no_system_error(ctx, response, case):
    """10001 is the device's 500: it answers it when a call fails unexpectedly (besides deviceOffline)."""
    try:
        answer = json.loads(response.content)
    except ValueError:
        return None
    if isinstance(answer, dict) and answer.get("retvalue") == 10001 and answer.get("msg") != "deviceOffline":
        raise AssertionError(f"the device answered 10001 (System Error): {answer}")
    return None


ANSWERS: Counter = Counter()

CHECKS = [
    no_system_error,
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]


@schemathesis.deserializer("text/html")
def html_holding_json(ctx, response):
    """The device's answers: JSON text sent as text/html (GoAhead-style firmware)."""
    return json.loads(response.content)


config = schemathesis.Config.from_dict(
    {
        "phases": {"stateful": {"enabled": False}},
        "generation": {"mode": "positive", "max-examples": MAX_EXAMPLES, "with-security-parameters": False},
    }
)
schema = schemathesis.openapi.from_url(f"{BASE_URL}/goform/openapi.json", config=config, wait_for_schema=30)
schema = schema.exclude(operation_id_regex=r"^(%s)(\.get|\.post)?$" % "|".join(EXCLUDED))


class Session:
    """The run's login: chklogin's token, renewed when an answer says the session ended."""

    token: str | None = None

    @classmethod
    def login(cls) -> str:
        deadline = time.monotonic() + 30
        while True:
            answer = requests.post(
                f"{BASE_URL}/goform/chklogin", json={"userid": ADMIN_USER, "password": ADMIN_PASSWORD}, timeout=10
            ).json()
            if answer.get("code") == "success":
                cls.token = answer["token"]
                return cls.token
            # The device may be restarting (10001/deviceOffline): wait for it.
            if time.monotonic() > deadline:
                raise AssertionError(f"cannot log in: {answer}")
            time.sleep(0.5)


def ended_session(response) -> bool:
    try:
        answer = json.loads(response.content)
    except ValueError:
        return False
    return isinstance(answer, dict) and answer.get("code") == "fail" and (
        answer.get("retvalue") == 40104 or answer.get("msg") == "deviceOffline"
    )


def drop_fields(case) -> None:
    dropped = DROPPED_FIELDS.get(case.operation.definition.raw.get("summary", ""), {})
    for name in dropped:
        if isinstance(case.query, dict):
            case.query.pop(name, None)
        if isinstance(case.body, dict):
            case.body.pop(name, None)


@schema.parametrize()
@settings(max_examples=MAX_EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
def test_every_call_answers_as_documented(case):
    drop_fields(case)
    token = Session.token or Session.login()
    response = case.call(headers={"X-Token": token}, timeout=30)
    if ended_session(response) and case.operation.definition.raw.get("security") != []:
        response = case.call(headers={"X-Token": Session.login()}, timeout=30)
    ANSWERS[tally(response)] += 1
    case.validate_response(response, checks=CHECKS)


def tally(response) -> str:
    try:
        answer = json.loads(response.content)
    except ValueError:
        return f"{response.status_code} {response.headers.get('content-type', '')}"
    return f"{answer.get('code')} {answer.get('retvalue')}" if isinstance(answer, dict) else "other"


def test_the_run_was_logged_in():
    """The fuzzed calls ran inside a session: most answered something else than 40104."""
    print("answers:", dict(ANSWERS.most_common()))
    if ANSWERS:
        assert ANSWERS["fail 40104"] < sum(ANSWERS.values()) / 10, ANSWERS
