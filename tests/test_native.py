"""The native core against the reference: tokenizer parity, packing, readout, the Judge end to end,
concurrency, validation and bad bundles."""
from __future__ import annotations

import json
import random
import shutil
import threading
from pathlib import Path

import numpy as np
import pytest

from jevloop.errors import BundleError, ValidationError
from jevloop.judge.native import Judge
from jevloop.judge.reference import ReferenceJudge, reference_readout
from jevloop.native import Tokenizer, readout, readout_lists

DATA = Path(__file__).resolve().parent / "data"
BUNDLE = DATA / "tiny-judge"
TOKJSON = BUNDLE / "tokenizer.json"


# ---------------------------------------------------------------------------------------------
# Tokenizer parity corpus: ≥ 10,000 strings, deterministic.

EN = ("the agent reads alpha.ts and writes summary.ts before it answers which function each file exports "
      "Hello WORLD don't can't it's e-mail U.S.A. 3.14 1,000 #hash @user http://x.y/z?q=1&r=2").split()
ZH = "读一下这个文件再告诉我它导出了哪些函数把复制到新的里面删除移动目录列出两个分别叫什么名字完成任务还没有"
SCRIPTS = ["Привет мир", "Καλημέρα κόσμε", "مرحبا بالعالم", "नमस्ते दुनिया", "สวัสดีชาวโลก", "こんにちは世界",
           "カタカナ", "안녕하세요 세계", "שלום עולם", "Γειά σου ΣΑΣ", "İstanbul ĞÜŞ", "ǅemal ǈ"]
ACCENTS = ["naïve", "café", "résumé", "Ångström", "façade", "über", "jalapeño", "Crème Brûlée", "ÀÉÎÕÜ", "ﬁ ligature",
           "e\u0301 combining", "a\u0308\u0304 stacked", "Ⅷ roman", "①②③", "ｆｕｌｌｗｉｄｔｈ", "²³ superscripts"]
EMOJI = ["👍", "👍🏽", "👨‍👩‍👧‍👦", "🇨🇳🇺🇸", "❤️", "🤖 robot", "😀😃😄", "🏳️‍🌈", "🧑🏿‍💻", "©®™", "★☆", "⚠️"]
CONTROL = ["\x00", "\x01", "\x07", "\t", "\n", "\r\n", "\x0b", "\x0c", "\x1b[31m", "\x7f", "\x85", "\u200b", "\u200c",
           "\u200d", "\u2060", "\ufeff", "\u00ad", "\u2028", "\u2029", "\u3000", "\u00a0", "\ufffd", "\U000e0001"]
CODE = ["export function totalOf(orders: Order[]): number { return orders.reduce((s, o) => s + o.amount, 0) }",
        "def f(x):\n    return x**2  # square", "SELECT * FROM t WHERE a <> 'b';", "a->b && c||d", "<div class=\"x\">",
        "$HOME/.config/*.json", "x += 1; y -= 2", "`~!@#$%^&*()_+-={}[]|\\:;\"'<>,.?/", "0x1F 1e-9 -0.0"]
SPECIAL = ["[CLS]", "[SEP]", "[MASK]", "[PAD]", "[UNK]", "[unused0]", "[cls]", "[CLS", "x[SEP]y"]


def _rand_cp(rng: random.Random) -> str:
    while True:
        cp = rng.choice([rng.randrange(0x20, 0x7F), rng.randrange(0xA0, 0x3000), rng.randrange(0x3000, 0xA000),
                         rng.randrange(0xAC00, 0xD7A4), rng.randrange(0xE000, 0x10000), rng.randrange(0x10000, 0x30000),
                         rng.randrange(0xE0000, 0x110000)])
        if not 0xD800 <= cp <= 0xDFFF:
            return chr(cp)


def parity_corpus(n: int = 10_500, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    pools = [EN, list(ZH), SCRIPTS, ACCENTS, EMOJI, CONTROL, CODE, SPECIAL]
    out = ["", " ", "   ", "\n\n", "a" * 99, "a" * 100, "a" * 101, "x" * 5000, "中" * 300, "ab" * 60 + "##",
           "##", "##ing", "un##able", " ".join(["word"] * 400)]
    while len(out) < n:
        kind = rng.random()
        if kind < 0.15:
            s = "".join(_rand_cp(rng) for _ in range(rng.randrange(1, 40)))
        elif kind < 0.2:
            s = rng.choice(EN) * rng.randrange(5, 40)   # very long words
        else:
            parts = []
            for _ in range(rng.randrange(1, 12)):
                pool = rng.choice(pools)
                parts.append(rng.choice(pool))
            sep = rng.choice([" ", "", "\n", "\t", ", ", "，", "。"])
            s = sep.join(parts)
        out.append(s)
    return out


@pytest.fixture(scope="module")
def tokenizers():
    from tokenizers import Tokenizer as HF
    hf = HF.from_file(str(TOKJSON))
    hf.no_padding()
    hf.no_truncation()
    return Tokenizer(TOKJSON), hf


def test_tokenizer_parity_corpus(tokenizers):
    ours, hf = tokenizers
    corpus = parity_corpus()
    assert len(corpus) >= 10_000
    got = ours.encode_batch(corpus)
    want = [e.ids for e in hf.encode_batch(corpus, add_special_tokens=False)]
    bad = [(s, g, w) for s, g, w in zip(corpus, got, want) if g != w]
    assert not bad, f"{len(bad)} mismatches, first: {bad[0]!r}"


def test_shipped_tokenizer_parity_on_real_files():
    """The bundled judge's tokenizer against Hugging Face's on every file of the wild benchmark's
    workspaces (real sources, docs, configs, Chinese notes), whole and line by line, and on a slice of
    the corpus: the vocabulary table's lookups and its longest-token bound change no id."""
    from tokenizers import Tokenizer as HF
    shipped = Path(__file__).resolve().parent.parent / "models" / "jevloop-judge" / "tokenizer.json"
    wild = Path(__file__).resolve().parent.parent / "benchmarks" / "wild" / "workspaces"
    hf = HF.from_file(str(shipped))
    hf.no_padding()
    hf.no_truncation()
    ours = Tokenizer(shipped)
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(wild.rglob("*")) if p.is_file()]
    assert len(texts) >= 50
    texts += [line for t in texts for line in t.splitlines()]
    texts += parity_corpus(2000, seed=3)
    got = ours.encode_batch(texts)
    want = [e.ids for e in hf.encode_batch(texts, add_special_tokens=False)]
    bad = [(s[:80], len(g), len(w)) for s, g, w in zip(texts, got, want) if g != w]
    assert not bad, f"{len(bad)} mismatches, first: {bad[0]!r}"
    assert ours.token_id("[MASK]") == hf.token_to_id("[MASK]")
    with pytest.raises(KeyError):
        ours.token_id("no-such-token-x")


def test_tokenizer_special_tokens_and_single(tokenizers):
    ours, hf = tokenizers
    s = "Which tool? read_file [MASK]"
    assert ours.encode(s, add_special_tokens=True) == hf.encode(s).ids
    assert ours.encode("") == []


def test_tokenizer_bad_file(tmp_path):
    p = tmp_path / "t.json"
    p.write_text("{not json", encoding="utf-8")
    with pytest.raises(BundleError, match="not valid JSON"):
        Tokenizer(p)
    p.write_text(json.dumps({"model": {"type": "BPE", "vocab": {}}}), encoding="utf-8")
    with pytest.raises(BundleError, match="not WordPiece"):
        Tokenizer(p)
    with pytest.raises(BundleError, match="cannot read"):
        Tokenizer(tmp_path / "missing.json")


# ---------------------------------------------------------------------------------------------
# Packing and readout against the reference.

@pytest.fixture(scope="module")
def judges():
    return Judge(BUNDLE, coalesce=False), ReferenceJudge(BUNDLE)


def random_request(rng: random.Random):
    corpus = parity_corpus(400, seed=rng.randrange(1 << 30))
    qs = {}

    def txt(default: str) -> str:
        t = rng.choice(corpus)
        return t if t.strip() else default

    for i in range(rng.randrange(1, 5)):
        t = rng.choice(["noul", "choice", "score"])
        ins = txt("decide")
        if t == "noul":
            crit = rng.choice([None, {}, {"true": txt("y")}, {"true": "yes", "false": txt("n")}])
            q = {"type": "noul", "instructions": ins}
            if crit is not None:
                q["criteria"] = crit
        elif t == "choice":
            n = rng.choice([2, 3, 5, 8, 20, rng.randrange(2, 256)])
            q = {"type": "choice", "instructions": ins,
                 "criteria": {f"opt{j}_{rng.randrange(99)}": rng.choice([None, txt("d")]) for j in range(n)}}
        else:
            q = {"type": "score", "instructions": ins, "criteria": [txt("lvl") for _ in range(rng.randrange(2, 11))]}
        qs[f"q{i}"] = q
    state = rng.choice([" ".join(rng.choice(corpus) for _ in range(rng.randrange(0, 300))),
                        {"task": rng.choice(corpus), "files": corpus[:rng.randrange(0, 30)], "n": rng.randrange(100)},
                        [rng.choice(corpus) for _ in range(5)]])
    return state, qs


def test_packed_arrays_equal_reference(judges):
    from jevloop.wire import validate_state
    nat, ref = judges
    rng = random.Random(7)
    for _ in range(60):
        state, qs = random_request(rng)
        q, s = nat._plan(qs), validate_state(state)
        a, b = nat.pack(q, s), ref.pack(q, s)
        for k in ("input_ids", "attention_mask", "marker_pos", "marker_mask", "qtype", "cut", "n_options"):
            assert np.array_equal(a[k], b[k]), k
        assert a["input_tokens"] == b["input_tokens"]
        assert a["input_ids"].shape[1] <= nat.max_length
        again = nat.pack(q, s)      # heads and options now come from the packer's cache
        for k in ("input_ids", "marker_pos", "cut"):
            assert np.array_equal(a[k], again[k]), k
        # prepared once for every state (what a plan keeps) equals packing the texts in one go, both layouts
        for block, whole in ((False, nat._packer.pack), (True, nat._packer.pack_block)):
            try:
                one = whole(q.heads, q.texts, q.qtypes, s)
            except ValueError:
                with pytest.raises(ValueError):
                    nat._packer.prepare(q.heads, q.texts, q.qtypes, block)
                continue
            two = nat._packer.pack_prepared(nat._packer.prepare(q.heads, q.texts, q.qtypes, block), s)
            assert one.keys() == two.keys()
            for k in one:
                assert np.array_equal(one[k], two[k]), (block, k)


def test_packer_cache_stays_exact_past_its_size(judges):
    """More distinct texts than the cache holds (it starts over): every pack still equals the reference."""
    from jevloop.wire import validate_state
    nat, ref = judges
    s = validate_state("state text")
    for i in range(2200):       # 2 options + 1 head each: 6,600 texts through a 4,096-entry cache
        q = nat._plan({"q": {"type": "choice", "instructions": f"pick {i}",
                            "criteria": {f"a{i}": f"first {i}", f"b{i}": None}}})
        if i % 100 == 0 or i > 2150:
            a, b = nat.pack(q, s), ref.pack(q, s)
            assert np.array_equal(a["input_ids"], b["input_ids"]), i
        else:
            nat.pack(q, s)


def test_questions_key_tells_plain_values_apart():
    from jevloop.wire import questions_key
    base = {"q": {"type": "score", "instructions": "x", "criteria": ["a", "b"]}}
    assert questions_key(base) == questions_key(json.loads(json.dumps(base)))
    variants = [{"q": {"type": "score", "instructions": "x", "criteria": ["a", "c"]}},
                {"q": {"type": "choice", "instructions": "x", "criteria": {"1": None, "2": None}}},
                {"q": {"type": "choice", "instructions": "x", "criteria": {"1": None, "2": 1}}},
                {"q": {"type": "choice", "instructions": "x", "criteria": {"1": None, "2": 1.0}}},
                {"q": {"type": "choice", "instructions": "x", "criteria": {"1": None, "2": True}}}]
    # where one value ends and the next begins is in the key; so are a float's sign and an int's size
    variants += [{"q": {"ab": "c"}}, {"q": {"a": "bc"}}, {"q": ["a", "b"]}, {"q": ["ab"]}, {"q": {"a": 0.0}},
                 {"q": {"a": -0.0}}, {"q": {"a": 2 ** 80}}, {"q": {"a": 2 ** 80 + 1}}, {"q": {"a": []}}, {"q": {"a": {}}}]
    keys = [questions_key(v) for v in [base] + variants]
    assert len(set(keys)) == len(keys)
    class Str(str):
        pass
    # what is not plain JSON gets no key (validated afresh every time)
    for odd in [{1: {"type": "noul"}}, {"q": {"type": "choice", "criteria": {1: None, "2": None}}},
                {"q": {"type": "score", "criteria": ("a", "b")}}, {Str("q"): {"type": "noul"}},
                {"q": {"type": Str("noul")}}, {"q": {"type": "noul", "instructions": object()}},
                {"q": {"type": "noul", "instructions": "lone \ud800"}}]:
        assert questions_key(odd) is None, odd
    deep: dict = {"type": "noul"}
    for _ in range(100):
        deep = {"x": deep}
    assert questions_key({"q": deep}) is None


def test_a_questions_plan_is_reused_only_for_the_same_questions(judges):
    """The second ask of the same questions reuses their validated plan; the answers equal a fresh
    judge's, a changed question is planned anew, an invalid one is never kept, and changing the
    caller's dict afterwards changes nothing kept."""
    nat, _ = judges
    fresh = Judge(BUNDLE, coalesce=False)
    qs = {"t": {"type": "choice", "instructions": "which?", "criteria": {"b": "second", "a": "first"}},
          "r": {"type": "noul", "instructions": "ok?"}}
    first = nat.ask("some state", qs)
    plans = len(nat._question_plans)
    second = nat.ask("another state", qs)
    assert len(nat._question_plans) == plans
    assert second["answers"] == fresh.ask("another state", qs)["answers"]
    assert first["answers"] == fresh.ask("some state", qs)["answers"]
    qs["t"]["criteria"]["c"] = "third"       # the caller's dict changes: a new plan, three options
    assert set(nat.ask("some state", qs)["answers"]["t"]["probabilities"]) == {"a", "b", "c"}
    with pytest.raises(ValidationError):
        nat.ask("s", {"t": {"type": "choice", "criteria": {"only": None}}})
    with pytest.raises(ValidationError):   # refused again: refusals are not kept as plans
        nat.ask("s", {"t": {"type": "choice", "criteria": {"only": None}}})
    from jevloop.judge.native import QUESTION_PLANS
    for i in range(QUESTION_PLANS + 5):
        nat.ask("s", {f"q{i}": {"type": "noul"}})
    assert len(nat._question_plans) == QUESTION_PLANS


def test_state_cut_reported(judges):
    nat, _ = judges
    out = nat.ask("word " * 2000, {"q": {"type": "noul", "instructions": "ok?"}})
    assert out["answers"]["q"]["x_cut_tokens"] > 1000


def test_readout_equals_reference():
    rng = np.random.default_rng(3)
    for _ in range(50):
        rows, k = int(rng.integers(1, 9)), int(rng.integers(2, 40))
        logits = (rng.normal(0, 5, (rows, k))).astype(np.float32)
        n = rng.integers(2, k + 1, rows)
        qt = rng.integers(0, 3, rows)
        temps = list(rng.uniform(0.3, 3.0, rows))
        a, b = readout(logits, n, qt, temps), reference_readout(logits, n, qt, temps)
        for key in ("probs", "top_p", "confidence", "expected"):
            assert np.allclose(a[key], b[key], atol=1e-6, rtol=0), key
        assert np.array_equal(a["top"], b["top"])
        for r in range(rows):
            assert abs(a["probs"][r, : n[r]].sum() - 1) < 1e-9
        # the lists an answer is built from: the same numbers, each row cut to its options
        probs, conf, expd = readout_lists(logits[:, ::1], n.tolist(), qt.tolist(), temps)
        assert [len(p) for p in probs] == n.tolist()
        assert all(p == a["probs"][r, : n[r]].tolist() for r, p in enumerate(probs))
        assert conf == a["confidence"].tolist() and expd == a["expected"].tolist()


def test_readout_rejects_bad_input():
    with pytest.raises(ValueError):
        readout_lists(np.array([[np.nan, 1.0]], dtype=np.float32), [2], [0], [1.0])
    with pytest.raises(ValueError):
        readout_lists(np.zeros((2, 2), dtype=np.float32), [2], [0], [1.0])
    with pytest.raises(ValueError):
        readout(np.array([[np.nan, 1.0]], dtype=np.float32), [2], [0], [1.0])
    with pytest.raises((ValueError, IndexError)):
        readout(np.zeros((1, 2), dtype=np.float32), [3], [0], [1.0])
    with pytest.raises(ValueError):
        readout(np.zeros((2, 2), dtype=np.float32), [2], [0], [1.0])


# ---------------------------------------------------------------------------------------------
# The Judge end to end.

QS = {
    "act": {"type": "noul", "instructions": "Does the agent still need a tool?",
            "criteria": {"true": "an action is missing", "false": "all done"}},
    "tool": {"type": "choice", "instructions": "Which tool next?",
             "criteria": {"read_file": "read a file", "list_dir": None, "done": "finish"}},
    "risk": {"type": "score", "instructions": "How risky is the call?",
             "criteria": ["read-only", "reversible write", "irreversible", "destructive"]},
}
STATE = {"task": "read alpha.ts", "files_known": ["«alpha.ts»", "«beta.ts»"], "already_done": "list_dir(.)"}


def test_answers_follow_the_wire_format(judges):
    nat, ref = judges
    out = nat.ask(STATE, QS)
    assert set(out) >= {"model", "answers", "usage"}
    a = out["answers"]
    assert a["act"]["type"] == "noul" and 0 <= a["act"]["noul"] <= 1
    assert a["tool"]["choice"] in QS["tool"]["criteria"]
    assert abs(sum(a["tool"]["probabilities"].values()) - 1) < 1e-9
    p = max(a["tool"]["probabilities"].values())
    assert a["tool"]["confidence"] == pytest.approx((p - 1 / 3) / (1 - 1 / 3))
    probs = [a["risk"]["probabilities"][str(i)] for i in range(4)]
    assert a["risk"]["score"] == pytest.approx(sum(i * q for i, q in enumerate(probs)))
    assert a["risk"]["legend"] == {"0": "read-only", "1": "reversible write", "2": "irreversible", "3": "destructive"}
    assert all(k in ("type", "noul", "choice", "probabilities", "confidence", "score", "legend") or k.startswith("x_")
               for ans in a.values() for k in ans)
    assert out["usage"]["input_tokens"] > 0
    ra = ref.ask(STATE, QS)["answers"]
    for qid in QS:
        for k, v in a[qid].items():
            if isinstance(v, float):
                assert v == pytest.approx(ra[qid][k], abs=1e-6)
            elif isinstance(v, dict):
                assert v.keys() == ra[qid][k].keys()


def test_ids_renamed_reordered_added_do_not_change_answers(judges):
    nat, _ = judges
    base = nat.ask(STATE, QS)["answers"]
    renamed = {"zz_" + k: v for k, v in reversed(list(QS.items()))}
    renamed["extra"] = {"type": "noul", "instructions": "Is the sky blue?"}
    other = nat.ask(STATE, renamed)["answers"]
    for k in QS:
        assert other["zz_" + k]["x_top_p"] == pytest.approx(base[k]["x_top_p"], abs=1e-6)


def test_concurrent_asks_equal_sequential():
    judge = Judge(BUNDLE, max_wait_ms=2.0, max_batch_rows=64)
    rng = random.Random(11)
    reqs = [random_request(rng) for _ in range(50)]
    seq_judge = Judge(BUNDLE, coalesce=False)
    sequential = [seq_judge.ask(s, q)["answers"] for s, q in reqs]
    results: dict[tuple[int, int], dict] = {}
    errors: list[BaseException] = []

    def worker(t: int):
        try:
            for i in range(50):
                s, q = reqs[(i + t) % 50]
                results[(t, i)] = judge.ask(s, q)["answers"]
        except BaseException as e:  # reported below
            errors.append(e)

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(16)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors, errors[0]
    assert len(results) == 16 * 50
    for (t, i), got in results.items():
        want = sequential[(i + t) % 50]
        for qid, a in want.items():
            g = got[qid]
            assert g.get("choice") == a.get("choice")
            assert g["x_top_p"] == pytest.approx(a["x_top_p"], abs=1e-5)
    stats = judge.queue_stats()
    assert stats["requests"] == 800 and stats["batches"] <= 800 and stats["queued"] == 0


@pytest.mark.parametrize("questions,loc", [
    ({"q": {"type": "maybe", "instructions": "x"}}, ("questions", "q", "type")),
    ({"q": {"type": "choice", "instructions": "x", "criteria": {"a": None}}}, ("questions", "q", "criteria")),
    ({"q": {"type": "choice", "instructions": "x", "criteria": {str(i): None for i in range(256)}}}, ("questions", "q", "criteria")),
    ({"q": {"type": "score", "instructions": "x", "criteria": ["one"]}}, ("questions", "q", "criteria")),
    ({"q": {"type": "score", "instructions": "x", "criteria": [str(i) for i in range(11)]}}, ("questions", "q", "criteria")),
    ({"q": {"type": "noul", "instructions": ""}}, ("questions", "q", "instructions")),
    ({"q": {"type": "noul", "instructions": "   "}}, ("questions", "q", "instructions")),
    ({"q": {"type": "noul", "instructions": 5}}, ("questions", "q", "instructions")),
    ({1: {"type": "noul", "instructions": "x"}}, ("questions", "1")),
    ({"q": {"type": "noul", "instructions": "x", "criteria": {"true": float("nan")}}}, ("questions", "q", "criteria", "true")),
    ({}, ("questions",)),
    ("not an object", ("questions",)),
])
def test_invalid_questions_give_typed_errors(judges, questions, loc):
    nat, _ = judges
    with pytest.raises(ValidationError) as ei:
        nat.ask("state", questions)
    assert ei.value.loc == loc
    assert ei.value.detail()["loc"] == list(loc)


def test_nan_in_state_refused(judges):
    nat, _ = judges
    with pytest.raises(ValidationError) as ei:
        nat.ask({"a": [1.0, float("nan")]}, QS)
    assert ei.value.loc == ("state", "a", 1)
    with pytest.raises(ValidationError):
        nat.ask(None, QS)


def test_too_many_options_for_max_length(tmp_path):
    b = tmp_path / "b"
    shutil.copytree(BUNDLE, b)
    meta = json.loads((b / "judge.json").read_text())
    meta["packing"]["max_length"] = 64
    (b / "judge.json").write_text(json.dumps(meta))
    j = Judge(b, coalesce=False)
    # 100 options are spread over rows of 16, each fitting 64 tokens
    a = j.ask("s", {"q": {"type": "choice", "instructions": "x", "criteria": {str(i): None for i in range(100)}}})
    assert a["answers"]["q"]["x_option_rows"] == 7 and len(a["answers"]["q"]["probabilities"]) == 100
    meta["packing"]["max_length"] = 16                       # not even 16 markers fit: refused, not a 500
    (b / "judge.json").write_text(json.dumps(meta))
    with pytest.raises(ValidationError, match="do not fit"):
        Judge(b, coalesce=False).ask("s", {"q": {"type": "choice", "instructions": "x",
                                                 "criteria": {str(i): None for i in range(100)}}})


def test_truncated_onnx_is_refused(tmp_path):
    b = tmp_path / "b"
    shutil.copytree(BUNDLE, b)
    data = (b / "model.onnx").read_bytes()
    (b / "model.onnx").write_bytes(data[: len(data) // 3])
    with pytest.raises(BundleError, match="does not match its sha256"):
        Judge(b)
    # even with a hash that matches the truncated file, loading fails cleanly
    import hashlib
    meta = json.loads((b / "judge.json").read_text())
    meta["files"]["model"]["sha256"] = hashlib.sha256((b / "model.onnx").read_bytes()).hexdigest()
    (b / "judge.json").write_text(json.dumps(meta))
    with pytest.raises(BundleError, match="cannot load model.onnx"):
        Judge(b)


def test_bundle_problems(tmp_path):
    with pytest.raises(BundleError, match="judge.json is missing"):
        Judge(tmp_path)
    b = tmp_path / "b"
    shutil.copytree(BUNDLE, b)
    (b / "tokenizer.json").write_text("{}", encoding="utf-8")
    with pytest.raises(BundleError, match="sha256"):
        Judge(b)


def test_from_pretrained_offline_names_the_variable(monkeypatch, tmp_path):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf"))
    with pytest.raises(BundleError, match="HF_HUB_OFFLINE"):
        Judge.from_pretrained("nobody/no-such-judge")
    assert Judge.from_pretrained(BUNDLE).model_name == "tiny-judge-0"


def test_default_judge_loads():
    j = Judge.default()
    assert j.ask("x", {"q": {"type": "noul", "instructions": "y"}})["answers"]["q"]["type"] == "noul"
    assert "CPUExecutionProvider" in j.providers


def _with_option_order(tmp_path, order):
    b = tmp_path / f"b-{order}"
    shutil.copytree(BUNDLE, b)
    meta = json.loads((b / "judge.json").read_text())
    meta["packing"]["option_order"] = order
    (b / "judge.json").write_text(json.dumps(meta))
    return b


@pytest.mark.parametrize("cls", [Judge, ReferenceJudge])
def test_sorted_option_order_makes_answers_order_free(tmp_path, cls):
    opts = {"read_file": "read a file", "list_dir": "list the folder", "done": "finish", "write_file": "write"}
    q = {"type": "choice", "instructions": "Which tool next?", "criteria": opts}
    rev = {**q, "criteria": dict(reversed(list(opts.items())))}
    state = {"task": "list the files", "steps": ["list_dir(.) → a.ts"]}
    def by_position(judge):
        # an order-sensitive stand-in for the network: the logit of a marker is its position
        judge.run = lambda feeds: np.tile(np.arange(feeds["marker_pos"].shape[1], dtype=np.float32),
                                          (feeds["marker_pos"].shape[0], 1))
        return judge

    given = by_position(cls(_with_option_order(tmp_path, "given"), coalesce=False))
    g1, g2 = (given.ask(state, {"t": x})["answers"]["t"] for x in (q, rev))
    assert g1["choice"] == "write_file" and g2["choice"] == "read_file"     # packed as given: order decides
    srt = by_position(cls(_with_option_order(tmp_path, "sorted"), coalesce=False))
    a1, a2 = (srt.ask(state, {"t": x})["answers"]["t"] for x in (q, rev))
    assert a1["choice"] == a2["choice"] == "write_file"                      # last in name order
    assert list(a1["probabilities"]) == list(opts) and list(a2["probabilities"]) == list(rev["criteria"])
    assert max(abs(a1["probabilities"][k] - a2["probabilities"][k]) for k in opts) < 1e-9
    assert a1["probabilities"]["done"] < a1["probabilities"]["list_dir"] < a1["probabilities"]["read_file"]
    # levels keep their order: a score question is not reordered
    sq = {"type": "score", "instructions": "risk", "criteria": ["none", "low", "high"]}
    assert srt.ask(state, {"s": sq})["answers"]["s"]["score"] == pytest.approx(
        given.ask(state, {"s": sq})["answers"]["s"]["score"])
    assert given.ask(state, {"s": sq})["answers"]["s"]["score"] == pytest.approx(sum(i * p for i, p in enumerate(np.exp(np.arange(3)) / np.exp(np.arange(3)).sum())))


def test_unknown_option_order_is_refused(tmp_path):
    with pytest.raises(BundleError, match="option_order"):
        Judge(_with_option_order(tmp_path, "alphabetical"))


def test_bench_measures_the_documented_shape():
    from jevloop.bench import measure, table
    block = BUNDLE.with_name("tiny-judge-block")
    res = measure(str(BUNDLE), repeats=2, token_sizes=(64,), question_counts=(1, 2), concurrency=2,
                  also=(str(block),))
    paths = ("native", "reference", "native[tiny-judge-block-0]")
    assert {(r["path"], r["questions"]) for r in res["rows"]} == {(p, q) for p in paths for q in (1, 2)}
    # what a second question adds, per path and layout, from the same run's p50s
    extra = {e["path"]: e for e in res["extra_question_ms"]}
    assert set(extra) == set(paths) and extra["native[tiny-judge-block-0]"]["layout"] == "block"
    by = {(r["path"], r["questions"]): r["p50_ms"] for r in res["rows"]}
    assert extra["native"]["ms"] == round(by[("native", 2)] - by[("native", 1)], 3)
    also = res["also"]["tiny-judge-block-0"]
    assert also["contract_frames"]["requests"] == res["contract_frames"]["requests"]
    assert "tiny-judge-block-0: contract frames p50" in table(res)
    assert [b["rows"] for b in also["batch_scaling"]] == [1, 2, 4, 8, 16] and also["concurrency"]["requests"] == 40
    assert "extra question (1 → 2), native[tiny-judge-block-0] (block layout)" in table(res)
    for r in res["rows"]:
        assert set(r) >= {"path", "questions", "tokens", "p50_ms", "p95_ms", "overhead_ms", "overhead_back_to_back_ms"}
        assert r["overhead_back_to_back_ms"] > 0     # measured (two timings are not compared: the machine is noisy)
        assert 0 < r["overhead_ms"] <= r["p50_ms"] <= r["p95_ms"]     # time outside the run is part of each request
        assert r["packed_tokens"] > r["tokens"]     # instructions and options are packed before the state
    cf = res["contract_frames"]
    assert cf["requests"] > 22 and cf["p50_ms"] <= cf["p95_ms"]    # more than one decision per loop task
    from jevloop.contract import load_contract
    assert set(cf["by_decision"]) <= set(load_contract().decisions) and "needs_tool" in cf["by_decision"]
    assert sum(r["requests"] for r in cf["by_decision"].values()) == cf["requests"]
    assert "contract frames" in table(res)
    assert [b["rows"] for b in res["batch_scaling"]] == [1, 2, 4, 8, 16]
    assert res["batch_scaling"][0]["per_row_vs_one"] == 1.0
    assert res["concurrency"]["requests"] == 2 * 20
    assert "run time per row" in table(res)


def test_an_extension_of_another_abi_is_refused_at_import(monkeypatch):
    import importlib

    import jevloop._native as ext
    import jevloop.native as face
    monkeypatch.setattr(ext, "ABI_VERSION", face.ABI_VERSION + 1)
    with pytest.raises(ImportError, match="rebuild"):
        importlib.reload(face)
    monkeypatch.undo()
    importlib.reload(face)


def test_bindings_have_docstrings():
    import jevloop._native as ext
    for fn in (ext.Tokenizer.encode, ext.Tokenizer.encode_batch, ext.Packer.pack, ext.Packer.pack_block, ext.readout,
               ext.Coalescer.join):
        assert fn.__doc__ and len(fn.__doc__.split("\n", 2)[-1].strip()) > 20, fn
