"""Record & replay (L5): a SQLite store (WAL) of decisions and generations.

Key = sha256 of decision id + contract version + policy (after gates) + frame fingerprint +
questions — stricter than a cache: a changed policy or contract never reuses an old decision.
Results that were not accepted (escalations, fall-throughs) are recorded too, so the same input does
not wander to a different fallback next time. Records expire after a TTL; the store is kept under a
size bound by deleting the oldest. Each write is its own transaction: a process killed mid-write loses
nothing already committed. Several processes may write at once (WAL + busy timeout).
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any


def key_of(*parts: Any) -> str:
    blob = json.dumps(parts, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class ReplayStore:
    def __init__(self, path: str | os.PathLike, ttl_s: float | None = 30 * 86400, max_records: int = 100_000):
        p = Path(path)
        if p.is_dir() or not p.suffix:
            p.mkdir(parents=True, exist_ok=True)
            p = p / "decisions.sqlite"
        self.path = p
        self.ttl_s, self.max_records = ttl_s, max_records
        self._local = threading.local()
        self._puts = 0
        con = self._con()
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("CREATE TABLE IF NOT EXISTS records (key TEXT PRIMARY KEY, kind TEXT NOT NULL, value TEXT NOT NULL, "
                    "created REAL NOT NULL)")
        con.execute("CREATE INDEX IF NOT EXISTS records_created ON records(created)")
        con.commit()

    def _con(self) -> sqlite3.Connection:
        con = getattr(self._local, "con", None)
        if con is None:
            con = sqlite3.connect(self.path, timeout=30, isolation_level=None)
            con.execute("PRAGMA busy_timeout=30000")
            con.execute("PRAGMA synchronous=NORMAL")
            self._local.con = con
        return con

    def get(self, key: str) -> dict[str, Any] | None:
        row = self._con().execute("SELECT value, created FROM records WHERE key=?", (key,)).fetchone()
        if row is None:
            return None
        if self.ttl_s is not None and time.time() - row[1] > self.ttl_s:
            return None
        return json.loads(row[0])

    def put(self, key: str, kind: str, value: dict[str, Any]) -> None:
        con = self._con()
        con.execute("BEGIN IMMEDIATE")
        try:
            con.execute("INSERT OR REPLACE INTO records(key, kind, value, created) VALUES (?, ?, ?, ?)",
                        (key, kind, json.dumps(value, ensure_ascii=False, default=str), time.time()))
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        self._puts += 1
        if self._puts % 1000 == 0:   # collect now and then, so the file stays bounded without a cron
            self.gc()

    def gc(self) -> int:
        """Delete expired records and the oldest beyond max_records; returns how many went."""
        con = self._con()
        n0 = self.count()
        con.execute("BEGIN IMMEDIATE")
        if self.ttl_s is not None:
            con.execute("DELETE FROM records WHERE created < ?", (time.time() - self.ttl_s,))
        con.execute("DELETE FROM records WHERE key IN (SELECT key FROM records ORDER BY created DESC LIMIT -1 OFFSET ?)",
                    (self.max_records,))
        con.execute("COMMIT")
        return n0 - self.count()

    def count(self) -> int:
        return int(self._con().execute("SELECT COUNT(*) FROM records").fetchone()[0])

    def close(self) -> None:
        con = getattr(self._local, "con", None)
        if con is not None:
            con.close()
            self._local.con = None
