"""Evaluation of a judge bundle: on the generated held-out split accuracy per decision, separation, ECE
after temperatures, option-order flip rate, English vs Chinese, int8 vs fp32 parity, latency; on the
wild benchmark task success per split, language and class, and agreement per decision; writes
MODEL_CARD.md.

  python -m jevloop.train report --bundle models/jevloop-judge
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from ..evaluate import apply_temperature, fit_temperatures, metrics, report, score_items
from .data import HELD_FAMILY, build, eval_records

CAL_SEED, TEST_SEED = 7001, 9001


def _ask_all(judge, rows, progress_label: str) -> list[dict]:
    out = []
    for i, r in enumerate(rows):
        out.append(judge.ask(r["state"], r["questions"])["answers"])
        if (i + 1) % 500 == 0:
            print(f"  {progress_label}: {i + 1}/{len(rows)}", file=sys.stderr, flush=True)
    return out


def flip_rate(judge, rows) -> tuple[float, int]:
    """Share of choice questions whose chosen option changes when the options are reversed."""
    flips = n = 0
    for r in rows:
        (qid, q), = r["questions"].items()
        if q["type"] != "choice":
            continue
        rev = {**q, "criteria": dict(reversed(list(q["criteria"].items())))}
        a = judge.ask(r["state"], {qid: q})["answers"][qid]["choice"]
        b = judge.ask(r["state"], {qid: rev})["answers"][qid]["choice"]
        flips += a != b
        n += 1
    return (flips / n if n else 0.0), n


def latency(judge, rows, k: int = 300) -> dict[str, float]:
    sample = rows[:k]
    for r in sample[:20]:
        judge.ask(r["state"], r["questions"])
    ts, tok = [], []
    for r in sample:
        t0 = time.perf_counter()
        out = judge.ask(r["state"], r["questions"])
        ts.append((time.perf_counter() - t0) * 1e3)
        tok.append(out["usage"]["input_tokens"])
    ts.sort()
    return {"p50_ms": round(statistics.median(ts), 2), "p95_ms": round(ts[int(0.95 * (len(ts) - 1))], 2),
            "mean_tokens": round(statistics.mean(tok), 1)}


def run(bundle: str, episodes: int = 400, cal_episodes: int = 250, write_card: bool = True) -> dict[str, Any]:
    from ..judge.bundle import load_bundle
    from ..judge.native import Judge
    b = load_bundle(bundle)
    print("building held-out data…", file=sys.stderr, flush=True)
    cal = list(eval_records(build(cal_episodes, CAL_SEED, "heldout")))
    test = list(eval_records(build(episodes, TEST_SEED, "heldout")))
    res: dict[str, Any] = {"bundle": bundle, "test_items": len(test), "calibration_items": len(cal)}
    # temperatures on the calibration split, with the bundle at T = 1
    meta_path = Path(bundle) / "judge.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta["temperatures"] = {}
    meta_path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    judge = Judge(bundle, coalesce=False)
    cal_items = score_items(cal, _ask_all(judge, cal, "calibration"))
    temps = fit_temperatures(cal_items)
    meta["temperatures"] = temps
    meta_path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    res["temperatures"] = temps
    res["calibration_ece_before"] = metrics(cal_items)["ece"]
    res["calibration_ece_after"] = metrics(apply_temperature(cal_items, temps))["ece"]
    judge = Judge(bundle, coalesce=False)
    answers = _ask_all(judge, test, "test int8")
    items = score_items(test, answers)
    rep = report(items)
    res["int8"] = rep
    res["flip_rate"], res["flip_items"] = flip_rate(judge, test)
    if judge.option_order != "given":      # the network's own sensitivity, without the canonical order
        judge.option_order = "given"
        res["model_flip_rate"], _ = flip_rate(judge, test)
        judge.option_order = b.packing.get("option_order", "given")
    res["latency_int8"] = latency(judge, test)
    variants = (b.meta.get("models") or {})
    if "fp32" in variants:
        j32 = Judge(bundle, variant="fp32", coalesce=False)
        a32 = _ask_all(j32, test, "test fp32")
        items32 = score_items(test, a32)
        res["fp32"] = {"overall": metrics(items32), "by_decision": report(items32)["by_decision"]}
        res["latency_fp32"] = latency(j32, test)
        flips = sum(i["pred"] != j["pred"] for i, j in zip(items, items32))
        drift = max(max(abs(p - q) for p, q in zip(i["probs"], j["probs"])) for i, j in zip(items, items32))
        res["int8_vs_fp32"] = {"decision_flips": flips, "items": len(items), "max_probability_drift": drift}
    held = [it for it in items if it["family"] == HELD_FAMILY]
    res["held_out_family"] = {"family": HELD_FAMILY, **(metrics(held) if held else {})}
    res["wild"] = wild(judge)
    if write_card:
        write_model_card(Path(bundle), b.meta, res)
    return res


def wild(judge) -> dict[str, Any]:
    """The wild benchmark (hand-written tasks on real files, benchmarks/wild) on both splits: task
    success per language and class, agreement with the oracle per decision, the failures, and the
    judge's latency per decision on the frames those tasks produce."""
    from ..loopbench import copy_workspace, run_task, summarize, wild_tasks
    out: dict[str, Any] = {}
    for split in ("dev", "test"):
        results = []
        for spec, ws in wild_tasks(split):
            results.append(run_task(judge, spec, workspace=copy_workspace(ws)))
            print(f"\rwild {split}: {len(results)} tasks", end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
        s = summarize(results)
        s["failures"] = [{"id": r["id"], "class": r["family"], "lang": r["lang"], "task": r["task"], "halt": r["halt"],
                          "why": {k: r[k] for k in ("missing", "forbidden", "unasked", "order", "artifacts",
                                                    "destructive_picks", "evidence_missing") if r[k]}}
                         for r in results if not r["pass"]]
        # per decision the judge answered: code's answers take no pass and would dilute it
        s["decision_ms_mean"] = round(sum(r["decision_ms"] for r in results)
                                      / max(1, sum(r["decisions"] - r["by_code"] for r in results)), 2)
        out[split] = s
    return out


def wild_card_lines(wild: dict[str, Any]) -> list[str]:
    """The model card's section on the wild benchmark (from `wild()`)."""
    lines: list[str] = []
    lines += ["", "## The wild benchmark (real files, tasks typed as people type)", "",
              "Hand-written tasks on folders of real files nobody on this project wrote (benchmarks/wild: Debian docs,",
              "/etc configs, example sources, Python wheels, Chinese notes), split by workspace; dev chose the gates.",
              "The judge was never trained on either split, but code rules were mended on failures of both, the test",
              "split's included (the commits say which), so the held-out measure of code and judge together is a",
              "folder new to the benchmark run before any of its failures is read (benchmarks/probes*, README).",
              "A task passes when every required call was made in order, no forbidden call",
              "was made, every destructive call was put to a human, the files are as asked and the answer carries",
              "the evidence (offline generator). `python benchmarks/loop_tasks.py --suite wild --split test`.", "",
              f"Measured with onnxruntime {_ort_version()} on {_cpu_name()} (onnxruntime's int8 kernels differ by CPU;",
              "a decision near its gate can fall the other way on another machine). Agreement grades the answers the",
              "judge gave; a decision code answered (one candidate left, or a yes/no code knows: DECISION.md) takes",
              "no judge pass and is not graded.", "",
              "| split | tasks | passed | English | Chinese | delivered among passing | agreement with the oracle "
              "| destructive unasked | destructive picks on other tasks | decisions answered by code "
              "| judge ms per decision it answered |",
              "|---|---|---|---|---|---|---|---|---|---|---|"]
    for split, w in wild.items():
        lines.append(f"| {split} | {w['tasks']} | {w['passed']} ({_pct(w['passed'] / max(1, w['tasks']))}) | "
                     f"{_pct(w['pass_rate_by_lang']['en'])} | {_pct(w['pass_rate_by_lang']['zh'])} | "
                     f"{_pct(w['delivered_among_passing'])} | {_pct(w['agreement'])} | {w['destructive_unasked']} | "
                     f"{w['destructive_picks_on_other_tasks']} | {w['decisions_by_code']} of {w['decisions']} | "
                     f"{w['decision_ms_mean']} |")
    classes = sorted({c for w in wild.values() for c in w["pass_rate_by_class"]})
    lines += ["", "Task success by class (dev / test):", "", "| class | dev | test |", "|---|---|---|"]
    for c in classes:
        lines.append(f"| {c} | " + " | ".join(_pct(wild[sp]["pass_rate_by_class"].get(c))
                                             if c in wild[sp]["pass_rate_by_class"] else "—"
                                             for sp in ("dev", "test")) + " |")
    lines += ["", "Agreement with the oracle per decision (dev / test; in brackets, the answers the judge gave):", "",
              "| decision | dev | test |", "|---|---|---|"]
    for d in sorted(wild["test"]["node_hit_rate"]):
        lines.append(f"| {d} | " + " | ".join(f"{_pct(wild[sp]['node_hit_rate'].get(d))} ({wild[sp]['node_graded'].get(d, 0)})"
                                             for sp in ("dev", "test")) + " |")
    lines += ["", "Failures on the test split:", ""]
    for f in wild["test"]["failures"]:
        lines.append(f"- `{f['id']}` [{f['lang']}, {f['class']}] {f['task'][:70]} → {f['halt']}; "
                     + "; ".join(f"{k}: {v}" for k, v in f["why"].items()))
    if not wild["test"]["failures"]:
        lines.append("- none")
    return lines


def _ort_version() -> str:
    import onnxruntime
    return str(onnxruntime.__version__)


def _cpu_name() -> str:
    import platform
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def rewrite_wild_section(root: Path, wild_res: dict[str, Any]) -> None:
    """Replace (or add) the wild section of a bundle's MODEL_CARD.md without refitting or re-measuring
    anything else: for a shipped bundle measured again on the benchmark under newer code."""
    rewrite_section(root, "## The wild benchmark", wild_card_lines(wild_res))


def rewrite_section(root: Path, head: str, lines: list[str]) -> None:
    """Replace the card's section that starts with `head` (up to the next "## "), or add it at the end."""
    card = root / "MODEL_CARD.md"
    text = card.read_text(encoding="utf-8")
    section = "\n".join(lines).strip("\n") + "\n"
    if head in text:
        a = text.index(head)
        nxt = text.find("\n## ", a + len(head))
        text = text[:a] + section + (("\n" + text[nxt + 1:]) if nxt >= 0 else "")
    else:
        text = text.rstrip("\n") + "\n\n" + section
    card.write_text(text, encoding="utf-8")


DRAFTS_HEAD = "## can_deliver on a real LLM's drafts"


def drafts_card_lines(scores: dict[str, dict[str, Any]], counts: dict[str, int], model: str) -> list[str]:
    """The card's section on can_deliver over stored real drafts (`python -m jevloop.train drafts`)."""
    lines = ["", DRAFTS_HEAD, "",
             f"Drafts written by {model} as the loop's writer (oracle judge, so the evidence is a good run's),",
             "labelled by `oracle.draft_truth` (carries what the task needs, in the task's language, names nothing",
             "the tools did not show, does not loop, the task's actions done). Stored drafts per part: "
             + ", ".join(f"{k} {v}" for k, v in counts.items()) + " (only `train` is trained on).",
             "`python -m jevloop.train drafts --score <bundle>`.", "",
             "| part | drafts | right | wrong | right ones delivered | wrong ones turned down |", "|---|---|---|---|---|---|"]
    for part, r in scores.items():
        lines.append(f"| {part} | {r['drafts']} | {r['right']} | {r['wrong']} | {_pct(r['delivered_right'])} | "
                     f"{_pct(r['refused_wrong'])} |")
    return lines


def _num(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.3f}"


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.2f}%"


def write_model_card(root: Path, meta: dict, res: dict) -> None:
    lines = _card_intro(meta) + _card_heldout(meta, res)
    for k, m in res["int8"]["by_decision"].items():
        lines.append(f"| {k} | {m['n']} | {_pct(m['accuracy'])} | {m['ece']:.4f} |")
    lines += ["", "By language and family (int8):", "", "| group | n | accuracy |", "|---|---|---|"]
    for key in ("by_lang", "by_family"):
        for k, m in res["int8"].get(key, {}).items():
            lines.append(f"| {k} | {m['n']} | {_pct(m['accuracy'])} |")
    if "wild" in res:
        lines += wild_card_lines(res["wild"])
    if "int8_vs_fp32" in res:
        p = res["int8_vs_fp32"]
        lines += ["", f"int8 vs fp32 parity: {p['decision_flips']} decision flips in {p['items']} items; max probability "
                      f"drift {p['max_probability_drift']:.4f}."]
    lines += ["", f"Temperatures per (type, option-count bucket): `{json.dumps(res['temperatures'])}` "
                  f"(calibration ECE {res['calibration_ece_before']:.4f} → {res['calibration_ece_after']:.4f}).",
              "", "## Known limits", "",
              *CARD_LIMITS]
    (root / "MODEL_CARD.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def _card_intro(meta: dict) -> list[str]:
    return [
        f"# {meta.get('model_version')} — the jevloop judge",
        "",
        "A small encoder that answers the agent loop's typed decisions (DECISION.md) in one forward pass per",
        "question. Base: " + str(meta.get("base", "")) + ".",
        f"Recipe: {meta.get('recipe') or 'python -m jevloop.train, ' + str(meta.get('train_steps')) + ' steps'}.",
        "Training data: loop episodes generated by `jevloop.train.data`, run through the real Agent with an oracle",
        "actor that sometimes takes a wrong turn; labels from the oracle (`jevloop.oracle`); frames from the",
        "project's own frame compiler. Two worlds: (1) real content, 60 % of episodes (`jevloop.train.world`):",
        "folders of real files from the Python standard library, tqdm, Pygments and PyYAML (held-out evaluation:",
        "sortedcontainers and tenacity), under their own or a user's names, with Chinese notes composed from",
        "templates; tasks composed as intent × targets × surface × noise (one to three named files, misspelt,",
        "case-changed or extension-less names, content questions that name a function, sequences \"read X, then",
        "delete / move Y\", copies into new files, moves and deletes with \"don't touch\", missing files, lists,",
        "counts, every file of a kind, knowledge and arithmetic with no tool, refer-back; typos, lower case, no",
        "punctuation, filler, mixed languages), destructive tools often enabled on read-only tasks; (2) the templated",
        "world of earlier versions (procedural TypeScript/Python workspaces, 14 families of fixed phrasings).",
        "Option order shuffled; asks and criteria paraphrased; negatives for step_ok (errors, empty and foreign",
        "output), grade_risk (the same write aimed at an existing file: destructive) and can_deliver (invented",
        "facts, misreported writes, a small writer's echoed instructions, restated questions and loops); the",
        "offline generator's own drafts and honest limitations as positives.",
        "Frames carry what code reads from the task once (`jevloop.intent`): the action asked on each named file in",
        "the task's order, marked done or not, and after a listing which files hold the task's words.",
        "",
    ]


def _card_heldout(meta: dict, res: dict) -> list[str]:
    o = res["int8"]["overall"]
    sel = o["selective"]["thresholds"]
    return [
        "## Held-out evaluation",
        "",
        "Held-out split: unseen file-name and function vocabularies, held-out phrasings, and the whole",
        f"`{HELD_FAMILY}` family never seen in training. {res['test_items']} test items; temperatures fitted on",
        f"{res['calibration_items']} separate held-out calibration items (`python -m jevloop.train report`).",
        "",
        "| metric | int8 (shipped) | fp32 |",
        "|---|---|---|",
        f"| accuracy | {_pct(o['accuracy'])} | {_pct(res.get('fp32', {}).get('overall', {}).get('accuracy'))} |",
        f"| ECE (15 bins, after temperatures) | {o['ece']:.4f} | {res.get('fp32', {}).get('overall', {}).get('ece', float('nan')):.4f} |",
        f"| separation: median probability of the chosen answer when right − when wrong | {_num(o['separation']['median_right'])} − "
        f"{_num(o['separation']['median_wrong'])} = {_num(o['separation']['gap'])} | |",
        "| errors among the answers at confidence ≥ " + " / ".join(str(t["min_confidence"]) for t in sel)
        + " (share of answers kept) | " + " / ".join(f"{t['errors']} ({_pct(t['coverage'])})" for t in sel) + " | |",
        f"| AURC (mean error rate of the k most confident answers, over every k) | {o['selective']['aurc']:.5f} | |",
        f"| option-order flip rate, options reversed (bundle packing: {meta.get('packing', {}).get('option_order', 'given')}) "
        f"| {_pct(res['flip_rate'])} ({res['flip_items']} choice items) | |",
        *([f"| the network's own flip rate (options packed as given) | {_pct(res['model_flip_rate'])} | |"]
          if "model_flip_rate" in res else []),
        f"| Brier / NLL | {o['brier']:.4f} / {o['nll']:.4f} | |",
        f"| p50 / p95 latency per request (2 threads) | {res['latency_int8']['p50_ms']} / {res['latency_int8']['p95_ms']} ms | "
        f"{res.get('latency_fp32', {}).get('p50_ms')} / {res.get('latency_fp32', {}).get('p95_ms')} ms |",
        "",
        "Per decision (int8):",
        "",
        "| decision | n | accuracy | ECE |",
        "|---|---|---|---|",
    ]


CARD_LIMITS = [
    "- Trained on generated situations, from real files but with composed task texts; the wild benchmark above",
    "  is the measure of what that is worth on a user's folder.",
    "- Most held-out errors are phrasings never seen in training, and there the judge is often sure of a",
    "  wrong answer: that is why the separation above is small. Most errors still rank below most right",
    "  answers (the selective rows and AURC above), so DECISION.md's bands route some of them; do not",
    "  expect every error to come with a low probability.",
    "- can_deliver was trained on templated answers, the offline generator's own drafts and negatives shaped",
    "  like a small local writer's failures (instructions echoed, the question restated, a sentence looping);",
    "  on a real LLM's drafts it is measured in its own section, from few drafts: SmolLM2-135M ends an answer",
    "  within its token cap in only a few tasks, and almost none of those answers is right.",
    "- pick_input's per-decision ECE is high by construction: where several files are equally right (reads",
    "  in any order) the judge splits its probability between them, so the chosen option's probability",
    "  understates how often it is right.",
    "- The packer cuts long states at the end (state budget in judge.json); the cut count is reported as",
    "  `x_cut_tokens`.",
]


