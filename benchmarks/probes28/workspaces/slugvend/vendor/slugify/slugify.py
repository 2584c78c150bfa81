from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from html.entities import name2codepoint
from importlib import import_module
from typing import Literal

from ._legacy import slugify as _legacy_slugify, smart_truncate

__all__ = ['slugify', 'smart_truncate', 'Backend', 'ReplacementStage', 'Algorithm']


CHAR_ENTITY_PATTERN = re.compile(r'&(%s);' % '|'.join(name2codepoint))
DECIMAL_PATTERN = re.compile(r'&#(\d+);')
MODERN_HEX_PATTERN = re.compile(r'&#[xX]([\da-fA-F]+);')
QUOTE_PATTERN = re.compile(r"[']+")
DISALLOWED_CHARS_PATTERN = re.compile(r'[^-a-zA-Z0-9]+')
DISALLOWED_UNICODE_CHARS_PATTERN = re.compile(r'[\W_]+')
DUPLICATE_DASH_PATTERN = re.compile(r'-{2,}')
NUMBERS_PATTERN = re.compile(r'(?<=\d),(?=\d)')
DEFAULT_SEPARATOR = '-'
# Zero-width non-joiner/joiner: spelling-significant inside words in Indic,
# Sinhala and Persian text (e.g. Sinhala "ශ්‍රී"), invisible noise elsewhere.
WORD_JOINERS = frozenset('\u200c\u200d')
# Python's \w excludes nonspacing/spacing combining marks (Mn/Mc), which split
# Devanagari, Tamil, Bengali, Thai, Arabic, Hebrew, etc. words apart.
COMBINING_MARK_CATEGORIES = frozenset(('Mn', 'Mc'))

Backend = Literal['auto', 'text-unidecode', 'unidecode', 'anyascii']
ReplacementStage = Literal['both', 'pre', 'post']
Algorithm = Literal['legacy', 'modern']


def _numeric_reference(match: re.Match[str], base: int) -> str:
    """Leave invalid references for ordinary filtering, independently of neighbors."""
    try:
        value = int(match.group(1), base)
        if 0xD800 <= value <= 0xDFFF:
            return match.group(0)
        return chr(value)
    except (ValueError, OverflowError):
        return match.group(0)


def _decode_entities(text: str, entities: bool, decimal: bool, hexadecimal: bool) -> str:
    if entities:
        text = CHAR_ENTITY_PATTERN.sub(lambda m: chr(name2codepoint[m.group(1)]), text)
    if decimal:
        text = DECIMAL_PATTERN.sub(lambda m: _numeric_reference(m, 10), text)
    if hexadecimal:
        text = MODERN_HEX_PATTERN.sub(lambda m: _numeric_reference(m, 16), text)
    return text


def _transliterate(text: str, backend: Backend) -> str:
    # Every backend maps 7-bit ASCII to itself; skip importing one (text-unidecode's table is ~3 MB).
    if text.isascii():
        return text
    if backend == 'auto':
        try:
            module = import_module('unidecode')
        except ModuleNotFoundError as error:
            if error.name != 'unidecode':
                raise
            module = import_module('text_unidecode')
    else:
        module = import_module(backend.replace('-', '_'))
    # These third-party modules share a string-to-string API; some are untyped.
    result: str = getattr(module, 'anyascii' if backend == 'anyascii' else 'unidecode')(text)
    return result


def _is_combining_mark(char: str) -> bool:
    # Variation selectors are Mn but select emoji/glyph styles, not spelling.
    if '\ufe00' <= char <= '\ufe0f' or '\U000e0100' <= char <= '\U000e01ef':
        return False
    return unicodedata.category(char) in COMBINING_MARK_CATEGORIES


def _replace_disallowed_unicode(text: str) -> str:
    """Modern Unicode-mode filter: [\\W_]+ -> '-', but keep words whole.

    A combining mark is a word character when it continues a word; a ZWNJ/ZWJ
    is kept only between word parts. Identical to the plain [\\W_]+ filter
    for text without combining marks or joiners.
    """
    if text.isascii():  # No marks or joiners possible: keep the fast C regex path.
        return DISALLOWED_UNICODE_CHARS_PATTERN.sub(DEFAULT_SEPARATOR, text)
    chars: list[str] = []
    in_word = False
    last = len(text) - 1
    for index, char in enumerate(text):
        if char.isalnum():  # Same definition as str-pattern \w, minus '_'.
            in_word = True
        elif in_word and _is_combining_mark(char):
            pass
        elif in_word and char in WORD_JOINERS and index < last and (
                text[index + 1].isalnum() or _is_combining_mark(text[index + 1])):
            pass
        else:
            in_word = False
            char = DEFAULT_SEPARATOR
        chars.append(char)
    return ''.join(chars)

