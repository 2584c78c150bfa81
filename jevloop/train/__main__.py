"""Rebuild the bundled judge from scratch: `python -m jevloop.train [options]` (extra `train`).

  python -m jevloop.train train --work checkpoints/jevloop-judge --layers 3 --minutes 60 --seed 0
  python -m jevloop.train train --work W --init-int8 models/jevloop-judge --steps 1600 --lr 1e-4   # fine-tune a shipped judge
  python -m jevloop.train export --work checkpoints/jevloop-judge --out models/jevloop-judge --version NAME
  python -m jevloop.train report --bundle models/jevloop-judge

Trains on a fresh stream of loop episodes (jevloop.train.data), packed by the native packer with the
bundle's own budgets (train/serve parity), checkpoints every few minutes to --work (an interrupted
run resumes from there), then exports the bundle: fp32 ONNX, int8 per-channel ONNX, tokenizer with
the CJK extension, temperatures fitted on held-out data, judge.json with hashes, MODEL_CARD.md.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import sys
import time
from pathlib import Path

import numpy as np

# where `drafts` stores a real LLM's labelled drafts (a corpus: out of git, rebuilt by the command)
DRAFTS_DEFAULT = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "jevloop" / "drafts.jsonl"
# per episode of the stream, the chance of also training on one stored real draft (both questions)
REAL_DRAFT_SHARE = 0.35
# with --handwritten, the share of episodes that run a hand-written task instead of a generated one
HAND_SHARE = 0.35

PACKING = {"max_length": 256, "head_budget": 40, "option_budget": 32, "state_budget": 200,
           "marker_token": "[unused0]",
           "template": "[CLS] {type}: {instructions} [SEP] ([MARKER] option)* [SEP] state [SEP]"}


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


class StreamPacker:
    """Packs examples exactly as the native Judge does (same Tokenizer, Packer and wire rendering)."""

    def __init__(self, tokenizer_json: Path, packing: dict):
        from ..judge.bundle import LAYOUT_INPUTS
        from ..native import Tokenizer, make_packer
        self.tok = Tokenizer(tokenizer_json)
        self.pad = self.tok.token_id("[PAD]")
        self.packer = make_packer(self.tok, packing)
        self.option_order = packing.get("option_order", "given")
        self.layout = packing.get("layout", "rows")
        self.inputs = LAYOUT_INPUTS[self.layout]

    def pack_one(self, state, question: dict) -> tuple[dict, list[int] | None]:
        from ..wire import QTYPE_CODE, canonical_order, validate_questions, validate_state
        q = validate_questions({"q": question})[0]
        perm = None
        if self.option_order == "sorted":
            q, perm = canonical_order(q)
        pack = self.packer.pack_block if self.layout == "block" else self.packer.pack
        return pack([q.head], [list(q.texts)], [QTYPE_CODE[q.type]], validate_state(state)), perm

    def batch(self, examples) -> tuple[dict, np.ndarray]:
        """Feeds and a [B, K] mask of right options (one-hot, or several where any is right), in packed order."""
        from ..judge.native import merge_packed
        packs = [self.pack_one(e.state, e.question) for e in examples]
        feeds, _ = merge_packed([p for p, _ in packs], self.pad, self.inputs)
        mask = np.zeros(feeds["marker_pos"].shape, dtype=np.float32)
        for i, (e, (_, perm)) in enumerate(zip(examples, packs)):
            where = {orig: j for j, orig in enumerate(perm)} if perm else None
            for j in (e.label_set or [e.label]):
                mask[i, where[j] if where else j] = 1.0
        return feeds, mask


# Share of each decision's examples kept in the training stream. The loop asks grade_risk, step_ok and
# can_deliver (several drafts per episode) far more often than is_done or pick_input, and the held-out
# report measured them near 100 %: thinning them spends the steps where the errors were.
# A key "decision=option" thins one answer of a choice: the first pick of nearly every episode is
# list_dir, half of all pick_tool examples, while write_file (the step after finding what to copy) was
# 5 % and the node's most frequent held-out miss.
KEEP = {"grade_risk": 0.3, "step_ok": 0.5, "can_deliver": 0.6, "pick_tool=list_dir": 0.4}


def keep_share(e, keep: dict[str, float]) -> float:
    if e.question["type"] == "choice":
        k = f"{e.decision}={list(e.question['criteria'])[e.label]}"
        if k in keep:
            return keep[k]
    return keep.get(e.decision, 1.0)


def example_stream(seed: int, split: str, contract, keep: dict[str, float] | None = None,
                   real_drafts: list[dict] | None = None, hand: list | None = None):
    from .data import episode
    from .drafts import examples as draft_examples
    rng = random.Random(seed)
    keep = KEEP if keep is None else keep
    while True:
        drawn = rng.choice(hand) if hand and rng.random() < HAND_SHARE else None
        for e in episode(rng, contract, split, drawn=drawn):
            if rng.random() < keep_share(e, keep):
                yield e
        # a few stored drafts are drawn less often, so that they are not learnt by heart
        if real_drafts and rng.random() < REAL_DRAFT_SHARE * min(1.0, len(real_drafts) / 100):
            yield from draft_examples(rng, contract, rng.choice(real_drafts))


def cmd_train(args) -> int:
    """Train (or resume, or fine-tune a shipped bundle) until --steps or --minutes, checkpointing to --work."""
    import torch
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    sp, model = _model_for(args, work)
    head_params = [p for n, p in model.named_parameters() if not n.startswith("bert.")]
    enc_params = [p for n, p in model.named_parameters() if n.startswith("bert.")]
    opt = torch.optim.AdamW([{"params": enc_params, "lr": args.lr}, {"params": head_params, "lr": args.lr * 10}],
                            weight_decay=0.01)
    total = args.steps
    warm = min(200, total // 10 + 1)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / warm) * max(0.05, 1 - s / max(1, total)))
    step = _resume(args, work / "checkpoint.pt", model, opt, sched)
    batches = batch_source(args, sp, step)
    next_batch = next(batches)       # (the workers start, forked, before the model moves to --device)
    model.to(args.device)
    for state in opt.state.values():      # (a resumed optimiser's moments follow the weights)
        for k, v in state.items():
            if isinstance(v, torch.Tensor) and k != "step":
                state[k] = v.to(args.device)
    step = _train_loop(args, work / "checkpoint.pt", itertools.chain([next_batch], batches), model, opt, sched, step)
    batches.close()
    model.to("cpu")
    _save(work / "checkpoint.pt", model, opt, sched, step, args.layers)
    log(f"saved {work / 'checkpoint.pt'} (step {step})")
    return 0


def packing_for(layout: str) -> dict:
    """The bundle's packing settings for a layout (one question per row, or the block layout)."""
    if layout == "rows":
        return dict(PACKING)
    # the state keeps its 200 tokens and each question gets the room a full state leaves (312 tokens),
    # within the encoder's 512 positions (csrc/packer.h)
    return {**PACKING, "layout": layout, "max_length": 512,
            "template": "[CLS] state [SEP] ({type}: {instructions} [SEP] ([MARKER] option)* [SEP])* "
                        "(segments: state 1, question i 2+i; positions restart after the state)"}


def _model_for(args, work: Path):
    """(packer, model): the base encoder with the CJK-extended vocabulary, or a shipped bundle's
    vocabulary and its int8 graph's weights dequantised (--init-int8)."""
    from .model import base_model_dir, build_model, extend_tokenizer, gb2312_level1
    from .tasks import PHRASES
    tokjson = work / "tokenizer.json"
    if args.init_int8:
        # a shipped bundle's own vocabulary: its weights are read back from its int8 graph below
        import shutil
        shutil.copyfile(Path(args.init_int8) / "tokenizer.json", tokjson)
        added = []
    else:
        extra = gb2312_level1() + sorted({c for fam in PHRASES.values() for ph in fam.get("zh", []) for c in ph
                                          if "\u4e00" <= c <= "\u9fff"})
        added = extend_tokenizer(base_model_dir() / "tokenizer.json", tokjson, extra)
    sp = StreamPacker(tokjson, packing_for(args.layout))
    vocab_size = len(json.loads(tokjson.read_text(encoding="utf-8"))["model"]["vocab"])
    from_bundle = bool(args.init_int8) and args.layers <= 3    # (the 6-layer candidate took layers 4-6 from the base)
    model = build_model(args.layers, vocab_size, [sp.tok.token_id(c) for c in added], args.layout, pretrained=not from_bundle)
    if args.init_int8 and not ((work / "checkpoint.pt").exists() and not args.fresh):
        from .dequant import load_into
        cfg = json.loads((Path(args.init_int8) / "judge.json").read_text(encoding="utf-8"))
        graph = Path(args.init_int8) / cfg["files"][cfg["models"][cfg["default_variant"]]]["path"]
        left = [k for k in load_into(model, graph) if not k.endswith(("position_ids", "token_type_ids"))]
        if from_bundle and left:
            raise ValueError(f"the bundle's graph does not hold {left}: they would start untrained")
        log(f"initialised from the int8 graph {graph} (dequantised); a new schedule of {args.steps} steps")
    return sp, model


def _resume(args, ckpt: Path, model, opt, sched) -> int:
    """The step to start from: 0 for a new run or one initialised from another run (--init), else the
    checkpoint's, with its optimiser and schedule."""
    import torch
    if args.init and not (ckpt.exists() and not args.fresh):
        st = torch.load(args.init, map_location="cpu", weights_only=False)
        model.load_state_dict(st["model"])
        log(f"initialised from {args.init} (step {st['step']}); a new schedule of {args.steps} steps")
    elif ckpt.exists() and not args.fresh:
        st = torch.load(ckpt, map_location="cpu", weights_only=False)
        model.load_state_dict(st["model"])
        opt.load_state_dict(st["opt"])
        sched.load_state_dict(st["sched"])
        log(f"resumed from {ckpt} at step {st['step']}")
        return st["step"]
    return 0


def _save(ckpt: Path, model, opt, sched, step: int, layers: int) -> None:
    import torch
    torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(), "step": step,
                "layers": layers, "layout": model.layout}, ckpt)


def _training_sources(args) -> tuple[list | None, list | None]:
    """(real drafts, hand-written tasks) the stream mixes in, as --real-drafts and --handwritten ask."""
    real = hand = None
    if args.real_drafts:
        from .drafts import load, trainable
        real = trainable(load(Path(args.real_drafts)))
        log(f"training can_deliver also on {len(real)} real drafts from {args.real_drafts}")
    if args.handwritten:
        from .data import hand_tasks
        hand = hand_tasks([Path(r) for r in args.handwritten], log)
        log(f"training also on {len(hand)} hand-written tasks from {', '.join(args.handwritten)} "
            f"({HAND_SHARE:.0%} of episodes)")
    return real, hand


def _packed_batches(args, sp, seed: int, real, hand):
    """Packed (feeds, labels, examples) batches of the example stream: pools of 8 batches sorted by length, then
    shuffled."""
    from ..contract import load_contract
    stream = example_stream(seed, "train", load_contract(), real_drafts=real, hand=hand)
    n = 0
    while True:
        pool = [next(stream) for _ in range(args.batch * 8)]
        pool.sort(key=lambda e: len(json.dumps(e.state, ensure_ascii=False)))
        batches = [pool[i:i + args.batch] for i in range(0, len(pool), args.batch)]
        random.Random(seed + n).shuffle(batches)
        n += 1
        for exs in batches:
            yield (*sp.batch(exs), len(exs))


def _worker(args, tokjson: str, seed: int, queue) -> None:
    """One process of --workers: packs batches of its own stream (seeded apart) into `queue` until killed."""
    sp = StreamPacker(Path(tokjson), packing_for(args.layout))
    real, hand = _training_sources(args)
    for item in _packed_batches(args, sp, seed, real, hand):
        queue.put(item)


def batch_source(args, sp, step: int):
    """The training batches: packed in this process, or with --workers N by N processes of their own (the
    generator is Python and one core packs ~400 examples/s, fewer than a GPU trains on). Started before any
    CUDA use: the processes are forked."""
    seed = args.seed * 1000 + step
    if args.workers <= 1:
        yield from _packed_batches(args, sp, seed, *_training_sources(args))
        return
    import multiprocessing as mp
    ctx = mp.get_context("fork")
    queue = ctx.Queue(maxsize=64)
    procs = [ctx.Process(target=_worker, args=(args, str(Path(args.work) / "tokenizer.json"), seed + 7919 * i, queue),
                         daemon=True) for i in range(args.workers)]
    for p in procs:
        p.start()
    try:
        while True:
            yield queue.get()
    finally:
        for p in procs:
            p.kill()


def _train_loop(args, ckpt: Path, batches, model, opt, sched, step: int) -> int:
    """Steps over `batches` (batch_source) until --steps or the --minutes deadline, on --device (bf16 autocast
    on CUDA); a checkpoint every --ckpt-minutes. Returns the step reached."""
    import torch
    dev = torch.device(args.device)
    model.train()
    t0 = win = last_ck = time.time()   # win: start of the current logging window (ex/min is per window)
    losses: list[float] = []
    correct = seen = 0
    deadline = t0 + args.minutes * 60 if args.minutes else None
    for feeds, labels, n in batches:
        if step >= args.steps or (deadline and time.time() > deadline):
            break
        t = {k: torch.from_numpy(v).to(dev) for k, v in feeds.items()}
        with torch.autocast(dev.type, dtype=torch.bfloat16, enabled=dev.type == "cuda"):
            logits = model(t["input_ids"], t["attention_mask"], t["marker_pos"], t["marker_mask"], t["qtype"],
                           t.get("position_ids")).float()
        y = torch.from_numpy(labels).to(dev)
        # −log Σ_{right options} p: cross-entropy when one option is right, "any of these" otherwise
        loss = (torch.logsumexp(logits, -1) - torch.logsumexp(logits + torch.log(y.clamp_min(1e-30)), -1)).mean()
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        step += 1
        losses.append(loss.item())
        correct += int(y.gather(1, logits.argmax(-1, keepdim=True)).sum())
        seen += n
        if step % args.log_every == 0:
            now = time.time()
            log(f"step {step}/{args.steps}  loss {np.mean(losses[-args.log_every:]):.4f}  "
                f"acc {correct / max(1, seen):.3f}  {seen / max(1e-9, now - win) * 60:.0f} ex/min  "
                f"{(now - t0) / 60:.1f} min")
            correct = seen = 0
            win = now
        if time.time() - last_ck > args.ckpt_minutes * 60:
            _save(ckpt, model, opt, sched, step, args.layers)
            last_ck = time.time()
    if deadline and time.time() > deadline:
        log(f"time budget reached at step {step}")
    return step


def cmd_export(args) -> int:
    import torch
    from .model import build_model, export_onnx
    work = Path(args.work)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    st = torch.load(work / "checkpoint.pt", map_location="cpu", weights_only=False)
    tokjson = work / "tokenizer.json"
    vocab_size = len(json.loads(tokjson.read_text(encoding="utf-8"))["model"]["vocab"])
    layout = st.get("layout", "rows")
    model = build_model(st["layers"], vocab_size, [], layout)
    model.load_state_dict(st["model"])
    fp32 = work / "model.fp32.onnx"
    export_onnx(model, fp32)
    # a block graph is quantised statically: dynamic activation scales would span every question of a
    # row (judge/bundle.py refuses such a bundle)
    quant = "static" if layout == "block" else args.quant
    if layout == "block":
        # ORT's BERT fusion expects a [B, L] padding mask, not the block layout's segment mask; the
        # int8 graph comes from static quantisation below (the fp32 graph stands in until then)
        fused = int8 = fp32
    else:
        # ORT's BERT fusion (attention, layer norm, GELU) then int8 per-channel dynamic quantisation
        from onnxruntime.quantization import QuantType, quantize_dynamic
        from onnxruntime.transformers.optimizer import optimize_model
        cfg = model.bert.config
        opt = optimize_model(str(fp32), model_type="bert", num_heads=cfg.num_attention_heads,
                             hidden_size=cfg.hidden_size)
        fused = work / "model.fused.onnx"
        opt.save_model_to_file(str(fused))
        int8 = work / "model.int8.onnx"
        import onnx
        quantize_dynamic(str(fused), str(int8), per_channel=True, weight_type=QuantType.QInt8,
                         extra_options={"DefaultTensorType": onnx.TensorProto.FLOAT})
    import shutil
    shutil.copyfile(tokjson, out / "tokenizer.json")
    variants = {"fp32": "model_fp32", "int8": "model_int8"}
    shutil.copyfile(fused, out / "model.fp32.onnx")
    shutil.copyfile(int8, out / "model.onnx")
    # Training packs options in the order the shuffled examples give them; the shipped bundle packs a
    # choice's options in name order, so the caller's order cannot change an answer.
    packing = {**packing_for(layout), "option_order": "sorted"}
    meta = {"format_version": 1, "model_version": args.version, "tokenizer": "tokenizer.json", "packing": packing,
            "temperatures": {}, "models": {"int8": "model_int8", "fp32": "model_fp32"}, "default_variant": "int8",
            "base": "all-MiniLM-L6-v2 (Apache-2.0), first %d layers, CJK-extended vocabulary" % st["layers"],
            "train_steps": st["step"],
            "files": {"tokenizer": {"path": "tokenizer.json"}, "model_int8": {"path": "model.onnx"},
                      "model_fp32": {"path": "model.fp32.onnx"}}}
    write_meta(out, meta)
    if quant == "static":
        # activation scales fixed from training-world frames: a row's numbers no longer depend on its batch
        from .quant import calibration_feeds, static_int8
        feeds = calibration_feeds(out, args.calib_episodes, args.seed)
        static_int8(fp32, out / "model.onnx", feeds, work)
        meta["quantisation"] = (f"static int8 (QDQ, per-channel weights), activation scales from {len(feeds)} requests "
                                f"of {args.calib_episodes} training-world episodes, seed {args.seed}")
        write_meta(out, meta)
    log(f"exported {out} ({sum(p.stat().st_size for p in out.iterdir()) / 1e6:.1f} MB); variants {variants}")
    return 0


def write_meta(out: Path, meta: dict) -> None:
    from ..judge.bundle import sha256_file
    for key, entry in meta["files"].items():
        entry["sha256"] = sha256_file(out / entry["path"])
    (out / "judge.json").write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def _train_args(t: argparse.ArgumentParser) -> None:
    """The `train` command's options."""
    t.add_argument("--work", default="checkpoints/jevloop-judge")
    t.add_argument("--layers", type=int, default=3)
    t.add_argument("--layout", choices=("rows", "block"), default="rows",
                   help="one question per row, or one request per row with the state encoded once (csrc/packer.h)")
    t.add_argument("--steps", type=int, default=3000)
    t.add_argument("--minutes", type=float, default=0)
    t.add_argument("--batch", type=int, default=32)
    t.add_argument("--lr", type=float, default=1.5e-4)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--threads", type=int, default=2)
    t.add_argument("--device", default="cpu", help="torch device to train on: cpu, cuda (bf16 autocast)")
    t.add_argument("--workers", type=int, default=1,
                   help="processes that generate and pack the example stream (1: this one)")
    t.add_argument("--log-every", type=int, default=20)
    t.add_argument("--ckpt-minutes", type=float, default=5)
    t.add_argument("--fresh", action="store_true", help="ignore an existing checkpoint")
    t.add_argument("--init", default=None, help="start from another run's checkpoint (weights only)")
    t.add_argument("--real-drafts", default=None, metavar="JSONL",
                   help="also train can_deliver on the 'train' part of a real LLM's drafts (python -m jevloop.train drafts)")
    t.add_argument("--handwritten", action="append", default=[], metavar="DIR",
                   help="also train on a hand-written task set (tasks.jsonl + workspaces/, the wild schema); repeatable")
    t.add_argument("--init-int8", default=None, metavar="BUNDLE",
                   help="start from a shipped bundle: its tokenizer and its int8 graph's weights, dequantised")


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m jevloop.train", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd")
    _train_args(sub.add_parser("train"))
    e = sub.add_parser("export")
    e.add_argument("--work", default="checkpoints/jevloop-judge")
    e.add_argument("--out", default="models/jevloop-judge")
    e.add_argument("--version", default="jevloop-judge-1")
    e.add_argument("--quant", choices=("dynamic", "static"), default="dynamic",
                   help="int8 activation scales computed per run (dynamic: one row per run) or fixed from calibration "
                        "frames (static: rows batch without changing each other's answers)")
    e.add_argument("--calib-episodes", type=int, default=40)
    e.add_argument("--seed", type=int, default=99)
    r = sub.add_parser("report")
    r.add_argument("--bundle", default="models/jevloop-judge")
    r.add_argument("--episodes", type=int, default=400)
    r.add_argument("--json", default=None, help="write the full report as JSON to this file")
    r.add_argument("--wild-only", action="store_true",
                   help="only run the wild benchmark and rewrite that section of MODEL_CARD.md (no refit)")
    r.add_argument("--drop-fp32", action="store_true",
                   help="after the report, remove the fp32 graph from the bundle (it ships int8 only)")
    d = sub.add_parser("drafts", help="collect a real LLM's answer drafts with oracle labels, or score a judge on them")
    d.add_argument("--out", default=str(DRAFTS_DEFAULT))
    d.add_argument("--url", default="http://127.0.0.1:8089/v1", help="OpenAI-compatible server (llama-server)")
    d.add_argument("--world", type=int, default=150, help="tasks drawn from the training world")
    d.add_argument("--seed", type=int, default=17)
    d.add_argument("--no-wild-dev", action="store_true", help="skip the wild benchmark's dev split")
    d.add_argument("--max-tokens", type=int, default=200)
    d.add_argument("--minutes", type=float, default=0, help="stop collecting after this long (0: run every task)")
    d.add_argument("--score", default=None, metavar="BUNDLE",
                   help="do not collect: score this bundle's can_deliver on the held-out drafts in --out")
    d.add_argument("--card", action="store_true", help="with --score: write the result into the bundle's MODEL_CARD.md")
    d.add_argument("--model-name", default="SmolLM2-135M-Instruct (Q4_1, llama-server)",
                   help="the writer model, as the card names it")
    h = sub.add_parser("heldout", help="write held-out labelled data in the `jevloop eval` format")
    h.add_argument("--out", default="heldout.jsonl")
    h.add_argument("--episodes", type=int, default=400)
    h.add_argument("--seed", type=int, default=9001)
    return ap


def cmd_heldout(args) -> int:
    from .data import build, eval_records
    n = 0
    with open(args.out, "w", encoding="utf-8") as f:
        for rec in eval_records(build(args.episodes, args.seed, "heldout")):
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
            n += 1
    log(f"wrote {n} held-out items to {args.out}")
    return 0


def cmd_drafts(args) -> int:
    from . import drafts
    if args.score:
        from ..contract import load_contract
        from ..judge.native import Judge
        judge, contract, rows = Judge(args.score, coalesce=False), load_contract(), drafts.load(Path(args.out))
        res = {p: drafts.score(judge, contract, [r for r in rows if r["part"] == p]) for p in ("heldout", "wild-dev")}
        print(json.dumps(res, indent=2))
        if args.card:
            from .report import DRAFTS_HEAD, drafts_card_lines, rewrite_section
            counts = {p: sum(r["part"] == p for r in rows) for p in drafts.PARTS}
            rewrite_section(Path(args.score), DRAFTS_HEAD, drafts_card_lines(res, counts, args.model_name))
            write_meta(Path(args.score), json.loads((Path(args.score) / "judge.json").read_text(encoding="utf-8")))
        return 0
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    counts = drafts.collect(args.url, Path(args.out), args.world, args.seed, not args.no_wild_dev, args.max_tokens, log,
                            args.minutes)
    log(f"wrote {sum(counts.values())} labelled drafts to {args.out}: {counts}")
    return 0


def cmd_report_wild(args) -> int:
    from ..judge.native import Judge
    from .report import rewrite_wild_section, wild
    res = {"wild": wild(Judge(args.bundle, coalesce=False))}
    rewrite_wild_section(Path(args.bundle), res["wild"])
    write_meta(Path(args.bundle), json.loads((Path(args.bundle) / "judge.json").read_text(encoding="utf-8")))
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2, default=float) + "\n", encoding="utf-8")
    return 0


def cmd_report(args) -> int:
    from .report import run
    res = run(args.bundle, args.episodes)
    # hashes after the model card and temperatures changed
    meta = json.loads((Path(args.bundle) / "judge.json").read_text(encoding="utf-8"))
    meta["files"].setdefault("card", {"path": "MODEL_CARD.md"})
    if args.drop_fp32:
        meta["files"].pop("model_fp32", None)
        meta["models"].pop("fp32", None)
        (Path(args.bundle) / "model.fp32.onnx").unlink(missing_ok=True)
    write_meta(Path(args.bundle), meta)
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2, default=float) + "\n", encoding="utf-8")
    o = res["int8"]["overall"]
    print(f"accuracy {o['accuracy']:.4f}  ECE {o['ece']:.4f}  separation {o['separation']}  flip {res['flip_rate']:.4f}")
    for k, m in res["int8"]["by_decision"].items():
        print(f"  {k:<14} n={m['n']:<5} acc {m['accuracy']:.4f}")
    for k, m in res["int8"].get("by_lang", {}).items():
        print(f"  lang {k}: {m['accuracy']:.4f}")
    print(f"  held-out family: {res['held_out_family']}")
    print(f"  latency int8 {res['latency_int8']}  fp32 {res.get('latency_fp32')}")
    print(f"  int8 vs fp32 {res.get('int8_vs_fp32')}")
    return 0


def main(argv=None) -> int:
    ap = parser()
    args = ap.parse_args(argv)
    if args.cmd is None:
        args = ap.parse_args(["train"] + list(argv or sys.argv[1:]))
    if args.cmd == "report":
        return cmd_report_wild(args) if args.wild_only else cmd_report(args)
    return {"heldout": cmd_heldout, "export": cmd_export, "train": cmd_train, "drafts": cmd_drafts}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
