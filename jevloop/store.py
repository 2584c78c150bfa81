"""Record & replay (L5): a SQLite store (WAL) of decisions and generations.

Key = sha256 of decision id + contract version + policy (after gates) + frame fingerprint +
questions — stricter than a cache: a changed policy or contract never reuses an old decision.
Results that were not accepted (escalations, fall-throughs) are recorded too, so the same input does
not wander to a different fallback next time. Records expire after a TTL; the store is kept under a
size bound by deleting the oldest. Each write is its own transaction: a process killed mid-write loses
nothing already committed. Several processes may write at once (WAL + busy timeout).
"""
from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator, Sequence

from .frame import fingerprint

from .errors import StoreError


def key_of(*parts: Any) -> str:
    """The replay key of a decision or generation: the canonical fingerprint of its parts."""
    return fingerprint(list(parts))


_COLUMNS = {"key", "kind", "value", "created"}


class ReplayStore:
    """Every failure to open or read the store (a file where a folder is expected, a file that is not
    a SQLite database, a database of another program, a corrupt page, a record that is not JSON) is a
    StoreError with one line naming the store."""

    def __init__(self, path: str | os.PathLike, ttl_s: float | None = 30 * 86400, max_records: int = 100_000):
        p = Path(path)
        if p.is_dir() or not p.suffix:
            if p.exists() and not p.is_dir():
                raise StoreError(f"replay store {p}: exists and is not a folder")
            try:
                p.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise StoreError(f"replay store {p}: cannot create the folder: {e.strerror or e}") from None
            p = p / "decisions.sqlite"
        if p.exists() and not p.is_file():
            raise StoreError(f"replay store {p}: exists and is not a regular file")
        self.path = p
        self.ttl_s, self.max_records = ttl_s, max_records
        self._local = threading.local()
        self._puts = 0
        try:
            with self._guard("cannot open"):
                self._open()
        except StoreError:
            self.close()
            raise

    def _open(self) -> None:
        p = self.path
        con = self._con()
        other = sorted(r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")
                       if r[0] != "records" and not str(r[0]).startswith("sqlite_"))
        if other:   # never add a table to someone else's database
            raise StoreError(f"replay store {p}: a SQLite database of another program (tables: "
                             f"{', '.join(other[:5])}{', …' if len(other) > 5 else ''})")
        con.execute("CREATE TABLE IF NOT EXISTS records (key TEXT PRIMARY KEY, kind TEXT NOT NULL, "
                    "value TEXT NOT NULL, created REAL NOT NULL)")
        cols = {row[1] for row in con.execute("PRAGMA table_info(records)")}
        if not _COLUMNS <= cols:
            raise StoreError(f"replay store {p}: a SQLite database of another program (its 'records' table "
                             f"has no {', '.join(sorted(_COLUMNS - cols))} column)")
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("CREATE INDEX IF NOT EXISTS records_created ON records(created)")
        con.execute("SELECT key, kind, value, created FROM records LIMIT 1").fetchall()
        con.commit()

    @contextmanager
    def _guard(self, doing: str) -> Iterator[None]:
        """sqlite3 errors (not a database, malformed image, disk I/O, locked) as one-line StoreErrors."""
        try:
            yield
        except sqlite3.Error as e:
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            raise StoreError(f"replay store {self.path}: {doing}: {first}") from None

    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None:
            con = sqlite3.connect(self.path, timeout=30, isolation_level=None)
            try:
                con.execute("PRAGMA busy_timeout=30000")
                con.execute("PRAGMA synchronous=NORMAL")
            except BaseException:
                con.close()
                raise
            self._local.con = con
        return con

    def get(self, key: str, require: Sequence[str] = ()) -> dict[str, Any] | None:
        """The record under key (None when absent or expired). A record that is not a JSON object, or
        lacks one of the ``require`` fields, means a corrupt store: StoreError."""
        with self._guard("cannot read"):
            row = self._con().execute("SELECT value, created FROM records WHERE key=?", (key,)).fetchone()
        if row is None:
            return None
        if self.ttl_s is not None and isinstance(row[1], (int, float)) and time.time() - row[1] > self.ttl_s:
            return None
        try:
            value = json.loads(row[0])
        except (TypeError, ValueError):
            raise StoreError(f"replay store {self.path}: record {key[:12]}… is not JSON; the store is corrupt "
                             f"(delete it to start afresh)") from None
        if not isinstance(value, dict) or any(k not in value for k in require):
            what = f"lacks {', '.join(k for k in require if k not in value)}" if isinstance(value, dict) \
                else "is not a JSON object"
            raise StoreError(f"replay store {self.path}: record {key[:12]}… {what}; the store is corrupt "
                             f"(delete it to start afresh)")
        return value

    def put(self, key: str, kind: str, value: dict[str, Any]) -> None:
        with self._guard("cannot write"):
            con = self._con()
            con.execute("BEGIN IMMEDIATE")
            try:
                con.execute("INSERT OR REPLACE INTO records(key, kind, value, created) VALUES (?, ?, ?, ?)",
                            (key, kind, json.dumps(value, ensure_ascii=False, default=str), time.time()))
                con.execute("COMMIT")
            except BaseException:
                if con.in_transaction:
                    con.execute("ROLLBACK")
                raise
        self._puts += 1
        if self._puts % 1000 == 0:   # collect now and then, so the file stays bounded without a cron
            self.gc()

    def gc(self) -> int:
        """Delete expired records and the oldest beyond max_records; returns how many went."""
        n0 = self.count()
        with self._guard("cannot collect"):
            con = self._con()
            con.execute("BEGIN IMMEDIATE")
            try:
                if self.ttl_s is not None:
                    con.execute("DELETE FROM records WHERE created < ?", (time.time() - self.ttl_s,))
                con.execute("DELETE FROM records WHERE key IN (SELECT key FROM records ORDER BY created DESC "
                            "LIMIT -1 OFFSET ?)", (self.max_records,))
                con.execute("COMMIT")
            except BaseException:
                if con.in_transaction:
                    con.execute("ROLLBACK")
                raise
        return n0 - self.count()

    def count(self) -> int:
        with self._guard("cannot read"):
            return int(self._con().execute("SELECT COUNT(*) FROM records").fetchone()[0])

    def close(self) -> None:
        con = getattr(self._local, "con", None)
        if con is not None:
            con.close()
            self._local.con = None
