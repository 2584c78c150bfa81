"""A training checkpoint as fp16 parts small enough to come back from the device tool (no file over 16 MiB), and back.

  python scripts/gpu_parts.py split CHECKPOINT OUT_DIR     # part0.pt, part1.pt, ... (+ tokenizer.json beside CHECKPOINT)
  python scripts/gpu_parts.py join PARTS_DIR WORK          # WORK/checkpoint.pt (fp32) and WORK/tokenizer.json

`python -m jevloop.train export --work WORK` reads the joined checkpoint; it holds no optimiser state, so a run does
not resume from it. scripts/train_on_gpu.sh splits on the device.
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

PIECE_BYTES = 8 << 20       # no tensor piece over 8 MiB (the CJK-extended word embeddings are 26 MB in fp16)
PART_BYTES = 12 << 20       # pieces are gathered into parts of at most about this much


def split(ckpt: Path, out: Path) -> int:
    import torch
    st = torch.load(ckpt, map_location="cpu", weights_only=False)
    pieces = []                 # ("name@i", rows i of the tensor in fp16)
    for k, v in st["model"].items():
        v = v.half() if v.is_floating_point() else v
        rows = max(1, PIECE_BYTES // max(1, v[0].numel() * v.element_size())) if v.dim() else 1
        pieces += [(f"{k}@{i}", c.clone()) for i, c in enumerate(torch.split(v, rows) if v.dim() else [v])]
    parts, cur, size = [], {}, 0
    for k, v in pieces:
        if cur and size + v.numel() * v.element_size() > PART_BYTES:
            parts.append(cur)
            cur, size = {}, 0
        cur[k] = v
        size += v.numel() * v.element_size()
    parts.append(cur)
    out.mkdir(parents=True, exist_ok=True)
    meta = {k: st[k] for k in ("step", "layers", "layout")}
    for i, p in enumerate(parts):
        torch.save({"pieces": p, **meta}, out / f"part{i}.pt")
    if (ckpt.parent / "tokenizer.json").is_file():
        shutil.copyfile(ckpt.parent / "tokenizer.json", out / "tokenizer.json")
    print(f"{len(parts)} parts in {out}, step {meta['step']}")
    return 0


def join(src: Path, work: Path) -> int:
    import torch
    parts = sorted(src.glob("part*.pt"), key=lambda p: int(p.stem[4:]))
    if not parts or not (src / "tokenizer.json").is_file():
        print(f"{src} holds no part*.pt or no tokenizer.json", file=sys.stderr)
        return 1
    pieces, meta = {}, {}
    for p in parts:
        st = torch.load(p, map_location="cpu", weights_only=False)
        pieces.update(st["pieces"])
        meta = {k: st[k] for k in ("step", "layers", "layout")}
    model = {}
    for name in dict.fromkeys(k.rsplit("@", 1)[0] for k in pieces):
        rows = [pieces[f"{name}@{i}"] for i in range(sum(1 for k in pieces if k.rsplit("@", 1)[0] == name))]
        v = rows[0] if rows[0].dim() == 0 else torch.cat(rows)
        model[name] = v.float() if v.is_floating_point() else v
    work.mkdir(parents=True, exist_ok=True)
    torch.save({"model": model, **meta}, work / "checkpoint.pt")
    shutil.copyfile(src / "tokenizer.json", work / "tokenizer.json")
    print(f"{work / 'checkpoint.pt'}: {len(model)} tensors from {len(parts)} parts, step {meta['step']}")
    return 0


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[0] not in ("split", "join"):
        print(__doc__, file=sys.stderr)
        return 2
    return (split if argv[0] == "split" else join)(Path(argv[1]), Path(argv[2]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
