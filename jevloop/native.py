"""Python face of the native core (jevloop._native): a tokenizer built from a tokenizer.json."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Sequence

from . import _native
from .errors import BundleError

# The binary interface this Python code was written against (csrc/module.cpp's ABI_VERSION): an older
# or newer build of the extension fails here with the fix, not later with an AttributeError.
ABI_VERSION = 2
if getattr(_native, "ABI_VERSION", None) != ABI_VERSION:
    raise ImportError(f"jevloop._native has ABI {getattr(_native, 'ABI_VERSION', None)}, this package expects "
                      f"{ABI_VERSION}: rebuild it (pip install -e .)")

Coalescer = _native.Coalescer
Packer = _native.Packer
readout = _native.readout
readout_lists = _native.readout_lists


def _threads() -> int:
    return max(1, min(8, os.cpu_count() or 1))


def read_tokenizer_json(path: Path) -> dict:
    """A tokenizer.json as a JSON object, or a one-line BundleError."""
    try:
        spec = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise BundleError(f"cannot read tokenizer {path}: {e.strerror or e}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise BundleError(f"tokenizer {path} is not valid JSON: {e}") from None
    if not isinstance(spec, dict):
        raise BundleError(f"tokenizer {path}: must hold a JSON object, not {type(spec).__name__}")
    return spec


class Tokenizer:
    """WordPiece tokenizer of a BERT-style tokenizer.json, token-for-token equal to Hugging Face
    `tokenizers` for BertNormalizer + BertPreTokenizer + WordPiece. Padding and truncation settings
    in the file are ignored: the packer decides lengths."""

    def __init__(self, path: str | os.PathLike):
        p = Path(path)
        spec = read_tokenizer_json(p)
        model = spec.get("model") or {}
        if model.get("type") != "WordPiece":
            raise BundleError(f"tokenizer {p}: model type {model.get('type')!r} is not WordPiece")
        norm = spec.get("normalizer") or {}
        if norm and norm.get("type") != "BertNormalizer":
            raise BundleError(f"tokenizer {p}: normalizer {norm.get('type')!r} is not BertNormalizer")
        pre = spec.get("pre_tokenizer") or {}
        if pre and pre.get("type") != "BertPreTokenizer":
            raise BundleError(f"tokenizer {p}: pre-tokenizer {pre.get('type')!r} is not BertPreTokenizer")
        vocab = model.get("vocab")
        if not isinstance(vocab, dict) or not vocab:
            raise BundleError(f"tokenizer {p}: empty or missing vocabulary")
        lowercase = bool(norm.get("lowercase", True))
        strip = norm.get("strip_accents")
        added = [(a["content"], int(a["id"])) for a in spec.get("added_tokens") or []]
        self.path = p
        self.vocab = vocab
        self.special = {a[0]: a[1] for a in added}
        try:
            self._tok = _native.Tokenizer(
                vocab, added,
                clean_text=bool(norm.get("clean_text", True)),
                handle_chinese_chars=bool(norm.get("handle_chinese_chars", True)),
                strip_accents=lowercase if strip is None else bool(strip),
                lowercase=lowercase,
                unk_token=model.get("unk_token", "[UNK]"),
                prefix=model.get("continuing_subword_prefix", "##"),
                max_input_chars_per_word=int(model.get("max_input_chars_per_word", 100)),
            )
        except (ValueError, TypeError) as e:
            raise BundleError(f"tokenizer {p}: {e}") from None

    def token_id(self, token: str) -> int:
        i = self._tok.token_id(token)
        if i < 0:
            raise KeyError(token)
        return i

    def encode(self, text: str, add_special_tokens: bool = False) -> list[int]:
        ids = self._tok.encode(text)
        return self._wrap(ids) if add_special_tokens else ids

    def encode_batch(self, texts: Sequence[str], add_special_tokens: bool = False) -> list[list[int]]:
        out = self._tok.encode_batch(list(texts), _threads())
        return [self._wrap(x) for x in out] if add_special_tokens else out

    def _wrap(self, ids: list[int]) -> list[int]:
        return [self.token_id("[CLS]"), *ids, self.token_id("[SEP]")]

    @property
    def native(self):
        return self._tok


def make_packer(tok: Tokenizer, packing: dict) -> "Packer":
    """The one way a Packer is built: from a tokenizer and a bundle's `packing` settings (the judge
    and the training stream must pack alike). Raises KeyError for a special token the vocabulary
    lacks, ValueError/TypeError for settings the packer refuses."""
    return Packer(tok.native, int(packing["max_length"]), int(packing["head_budget"]), int(packing["option_budget"]),
                  int(packing["state_budget"]), tok.token_id(packing["marker_token"]), tok.token_id("[CLS]"),
                  tok.token_id("[SEP]"), tok.token_id("[PAD]"))
