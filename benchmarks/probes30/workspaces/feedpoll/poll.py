#!/usr/bin/env python3
"""feedpoll - poll a few RSS feeds and push new items to Telegram.

Uses the vendored copy of backoff in ./vendor (see README.md).
"""
import argparse
import json
import logging
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "vendor"))
import backoff  # noqa: E402  (vendored 2.2.1)

FEEDS = [
    "https://www.solidot.org/index.rss",
    "https://www.ruanyifeng.com/blog/atom.xml",
    "https://lwn.net/headlines/rss",
    "https://hnrss.org/frontpage?points=200",
]
STATE_FILE = os.path.expanduser("~/.feedpoll_seen.json")
TIMEOUT = 20
USER_AGENT = "feedpoll/0.3 (+pi-den)"
TG_API = "https://api.telegram.org/bot{token}/sendMessage"

log = logging.getLogger("feedpoll")


def _is_client_error(e):
    """4xx means the feed URL is wrong, not flaky: don't retry."""
    return isinstance(e, urllib.error.HTTPError) and 400 <= e.code < 500


@backoff.on_exception(backoff.expo,
                      (urllib.error.URLError, TimeoutError),
                      max_tries=6,
                      max_time=120,
                      giveup=_is_client_error)
def fetch(url):
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
        return resp.read()


@backoff.on_predicate(backoff.constant, interval=30, max_tries=3, jitter=None)
def fetch_nonempty(url):
    return fetch(url)


def items(xml_bytes):
    """Very small RSS/Atom scraper: yields (id, title, link). Good enough for these feeds."""
    text = xml_bytes.decode("utf-8", "replace")
    for block in re.findall(r"<(?:item|entry)\b.*?</(?:item|entry)>", text, re.S):
        title = re.search(r"<title[^>]*>(.*?)</title>", block, re.S)
        link = re.search(r"<link[^>]*?(?:href=\"([^\"]+)\"[^>]*/?>|>(.*?)</link>)", block, re.S)
        guid = re.search(r"<(?:guid|id)[^>]*>(.*?)</(?:guid|id)>", block, re.S)
        href = (link.group(1) or link.group(2)).strip() if link else ""
        yield ((guid.group(1) if guid else href).strip(),
               title.group(1).strip() if title else "(no title)", href)


def load_seen():
    try:
        with open(STATE_FILE, encoding="utf-8") as fh:
            return set(json.load(fh))
    except (OSError, ValueError):
        return set()


def save_seen(seen):
    with open(STATE_FILE, "w", encoding="utf-8") as fh:
        json.dump(sorted(seen), fh)


def push(text, dry_run=False):
    if dry_run:
        print("would push:", text)
        return
    token = os.environ["FEEDPOLL_TG_TOKEN"]
    data = urllib.parse.urlencode({"chat_id": os.environ["FEEDPOLL_CHAT_ID"],
                                   "text": text}).encode()
    urllib.request.urlopen(TG_API.format(token=token), data=data, timeout=TIMEOUT)


def run_once(dry_run=False):
    seen = load_seen()
    new = 0
    for url in FEEDS:
        try:
            body = fetch_nonempty(url)
        except urllib.error.HTTPError as e:
            log.warning("skip %s: HTTP %s", url, e.code)
            continue
        except (urllib.error.URLError, TimeoutError) as e:
            log.error("gave up on %s: %s", url, e)
            continue
        for item_id, title, link in items(body or b""):
            if item_id in seen:
                continue
            push(f"{title}\n{link}", dry_run=dry_run)
            seen.add(item_id)
            new += 1
    save_seen(seen)
    log.info("done, %d new items", new)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--once", action="store_true", help="one pass (cron does the repeating)")
    ap.add_argument("--dry-run", action="store_true", help="don't push to Telegram")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    run_once(dry_run=args.dry_run)
    return 0


if __name__ == "__main__":
    sys.exit(main())
