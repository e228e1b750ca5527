"""The console's XLSX and PDF downloads, read by readers nobody here wrote.

scripts/export-files.mts makes the record list's files through the console's own export code
(the data-report remote's runExport, recordFiles and writers) against the modern emulator; then
openpyxl reads every cell back and compares it with the device's own CSV of the same query
(DownloadRecordForm), poppler's pdftotext finds the header and the first and last rows (English,
Arabic and Chinese text), and pdftoppm renders page 1 to PNG for the screenshots walk
(test-results/exports/). pdftotext and pdftoppm come from poppler-utils (.ci/run, scripts/peers.mjs).
"""
import csv
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
from datetime import datetime
from pathlib import Path

import openpyxl
import pytest
import requests

ROOT = Path(__file__).resolve().parent.parent
ADMIN = os.environ.get("PEER_ADMIN_USER", "admin")
PASSWORD = os.environ["PEER_ADMIN_PASSWORD"]
SHOTS = ROOT / "test-results" / "exports"
TIMEOUT = 30
ARABIC = re.compile("[\u0600-\u06ff]")
HAN = re.compile("[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def device():
    url, db = os.environ.get("PEER_MODERN_URL"), os.environ.get("PEER_MODERN_DB")
    if not url or not db:
        pytest.fail("PEER_MODERN_URL and PEER_MODERN_DB must name a running emulator and its database (scripts/peers.mjs sets them)")
    return {"base": url.rstrip("/"), "db": db}


def poppler(tool):
    path = shutil.which(tool)
    if not path:
        pytest.fail(f"{tool} is missing: install Debian's poppler-utils (.ci/run does)")
    return path


def user_named(db, pattern):
    """A seeded user whose name is in the script `pattern` matches, with its punch count."""
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        for uid, name in conn.execute("SELECT userid, username FROM users ORDER BY userid"):
            if pattern.search(name):
                return str(uid), name
    pytest.fail(f"no seeded user's name matches {pattern.pattern}")


def make_files(device, lang, userid, out):
    """The console's export code, run by node as the peers stage runs the emulators."""
    node = os.environ.get("PEER_NODE", "node")
    done = subprocess.run(
        [node, "--import", "tsx", "scripts/export-files.mts", "--url", device["base"], "--user", ADMIN,
         "--password", PASSWORD, "--lang", lang, "--userid", userid, "--order", "asc", "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return {k: Path(v) for k, v in json.loads(done.stdout.strip().splitlines()[-1]).items()}


def device_csv(device, userid):
    """The device's own CSV of the same query, in English with `,` between fields."""
    token = requests.get(f"{device['base']}/goform/chklogin", params={"userid": ADMIN, "password": PASSWORD}, timeout=TIMEOUT).json()["token"]
    response = requests.get(f"{device['base']}/goform/DownloadRecordForm",
                            params={"token": token, "userid": userid, "order": "asc", "sep": ","}, timeout=TIMEOUT)
    response.raise_for_status()
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    return rows[0], rows[1:]


def as_csv_text(value):
    """An XLSX cell as the CSV writes the same value: dates 'YYYY-MM-DD HH:MM:SS', whole numbers bare."""
    if isinstance(value, datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S")
    if value is None:
        return ""
    return str(value)


def pdf_text(pdf):
    return subprocess.run([poppler("pdftotext"), "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize("lang", ["en", "ar", "zhCN", "zhTW"])
def test_xlsx_holds_every_row_of_the_csv_as_real_cells_and_the_pdf_shows_them(device, lang, tmp_path):
    userid, name = user_named(device["db"], {"en": re.compile("^[A-Za-z ]+$"), "ar": ARABIC, "zhCN": HAN, "zhTW": HAN}[lang])
    files = make_files(device, lang, userid, tmp_path)
    titles, rows = device_csv(device, userid)
    assert rows, "the device's CSV has no rows for this user"

    sheet = openpyxl.load_workbook(files["xlsx"]).active
    table = [list(r) for r in sheet.iter_rows(values_only=True)]
    header_row = next(i for i, r in enumerate(table) if r[0] is not None and i > 0 and r[1] is not None and r[2] is not None)
    data = table[header_row + 1:]
    assert sheet.freeze_panes == f"A{header_row + 2}", "the header row stays in view"
    assert sheet.column_dimensions["C"].width > 10
    assert len(data) == len(rows)
    assert isinstance(data[0][0], datetime) and isinstance(data[0][1], int), "date and user ID are real cells"
    assert [[as_csv_text(v) for v in r] for r in data] == rows
    if lang == "en":
        assert [str(t) for t in table[header_row]] == titles
        assert table[1][:2] == ("User ID", userid) or list(table[1][:2]) == ["User ID", userid]
    assert files["xlsx"].name.startswith(f"{lang}_records_") and files["xlsx"].name.endswith(f"_user{userid}.xlsx")

    text = pdf_text(files["pdf"])
    first, last = rows[0], rows[-1]
    for row in (first, last):
        # pdftotext orders a right-to-left line's runs itself: the date and the time are found apart.
        for part in row[0].split():
            assert part in text, f"{part} of {row[0]} not in the PDF"
    words = {"en": ["Record List", "User ID", "Generated"], "ar": ["رقم المستخدم", "الكل"], "zhCN": ["记录列表", "用户 ID", "生成时间"],
             "zhTW": ["記錄清單", "使用者 ID", "產生時間"]}[lang]
    for word in words:
        assert word in text, f"{word!r} not in the PDF's header"
    for part in name.split():
        assert part in text, f"the user's name part {part!r} not in the PDF"

    if lang.startswith("zh"):
        # Han characters take the forms of the file's language: Traditional for zhTW, Simplified for zhCN.
        fonts = subprocess.run([poppler("pdffonts"), str(files["pdf"])], capture_output=True, text=True, check=True).stdout
        own, other = ("NotoSansTC", "NotoSansSC") if lang == "zhTW" else ("NotoSansSC", "NotoSansTC")
        assert own in fonts and other not in fonts, fonts

    SHOTS.mkdir(parents=True, exist_ok=True)
    subprocess.run([poppler("pdftoppm"), "-r", "80", "-f", "1", "-l", "1", "-png", "-singlefile", str(files["pdf"]), str(SHOTS / f"records-{lang}")], check=True)
    assert (SHOTS / f"records-{lang}.png").stat().st_size > 5000
