from __future__ import annotations

import contextlib
import datetime as _datetime
import re

from collections.abc import Iterable
from collections.abc import Mapping
from typing import IO
from typing import TYPE_CHECKING
from typing import Any
from typing import TypeVar

from tomlkit._utils import parse_rfc3339
from tomlkit._utils import validate_comment
from tomlkit.container import Container
from tomlkit.exceptions import UnexpectedCharError
from tomlkit.items import CUSTOM_ENCODERS
from tomlkit.items import AoT
from tomlkit.items import Array
from tomlkit.items import Bool
from tomlkit.items import Comment
from tomlkit.items import Date
from tomlkit.items import DateTime
from tomlkit.items import DottedKey
from tomlkit.items import Float
from tomlkit.items import InlineTable
from tomlkit.items import Integer
from tomlkit.items import Item as _Item
from tomlkit.items import Key
from tomlkit.items import SingleKey
from tomlkit.items import String
from tomlkit.items import StringType as _StringType
from tomlkit.items import Table
from tomlkit.items import Time
from tomlkit.items import Trivia
from tomlkit.items import Whitespace
from tomlkit.items import item as item
from tomlkit.parser import Parser
from tomlkit.toml_document import TOMLDocument as TOMLDocument


if TYPE_CHECKING:
    from tomlkit.items import Encoder

    E = TypeVar("E", bound=Encoder)


def loads(string: str | bytes) -> TOMLDocument:
    """
    Parses a string into a TOMLDocument.

    Alias for parse().
    """
    return parse(string)


def dumps(data: Mapping[str, Any], sort_keys: bool = False) -> str:
    """
    Dumps a TOMLDocument into a string.
    """
    if isinstance(data, (Table, InlineTable, Container)):
        if not sort_keys:
            return data.as_string()

        return item(data, _sort_keys=True).as_string()

    if isinstance(data, Mapping):
        return item(dict(data), _sort_keys=sort_keys).as_string()

    try:
        # mapping-like wrappers (e.g. dotty_dict's Dotty) delegate
        # ``as_string`` to the document they wrap; rendering it directly
        # preserves the original layout, which re-encoding through a plain
        # dict would lose
        return data.as_string()  # type: ignore[attr-defined]
    except AttributeError as ex:
        msg = f"Expecting Mapping or TOML Table or Container, {type(data)} given"
        raise TypeError(msg) from ex


def load(fp: IO[str] | IO[bytes]) -> TOMLDocument:
    """
    Load toml document from a file-like object.
    """
    return parse(fp.read())


def dump(data: Mapping[str, Any], fp: IO[str], *, sort_keys: bool = False) -> None:
    """
    Dump a TOMLDocument into a writable file stream.

    :param data: a dict-like object to dump
    :param sort_keys: if true, sort the keys in alphabetic order

    :Example:

    >>> with open("output.toml", "w") as fp:
    ...     tomlkit.dump(data, fp)
    """
    fp.write(dumps(data, sort_keys=sort_keys))


def parse(string: str | bytes) -> TOMLDocument:
    """
    Parses a string or bytes into a TOMLDocument.
    """
    return Parser(string).parse()


def document() -> TOMLDocument:
    """
    Returns a new TOMLDocument instance.
    """
    return TOMLDocument()


# Items
_INTEGER_RE = re.compile(
    r"(?:"
    r"0x[0-9a-fA-F](?:_?[0-9a-fA-F])*"  # hex: lowercase prefix only, no sign
    r"|0o[0-7](?:_?[0-7])*"  # octal: lowercase prefix only, no sign
    r"|0b[01](?:_?[01])*"  # binary: lowercase prefix only, no sign
    r"|[+-]?(?:0|[1-9](?:_?[0-9])*)"  # decimal: optional sign, no leading zeros
    r")"
)
"""Valid TOML v1.0.0 integer literals (https://toml.io/en/v1.0.0#integer).

Underscores may only appear between digits; hex/octal/binary use a
lowercase prefix and take no sign, mirroring ``Parser._parse_number``.
"""


def integer(raw: str | int) -> Integer:
    """Create an integer item from a number or string.

    When ``raw`` is a string it must be a valid TOML v1.0.0 integer
    literal; the original text is then preserved verbatim so grouping
    underscores (e.g. ``"1_000"``) survive ``dumps()``. Anything else
    raises ``ValueError``.
    """
    if isinstance(raw, str):
        if not _INTEGER_RE.fullmatch(raw):
            raise ValueError(f"Invalid TOML integer: {raw!r}")
        return Integer(int(raw, 0), Trivia(), raw)
    return item(int(raw))


def float_(raw: str | float) -> Float:
    """Create an float item from a number or string."""
    return item(float(raw))


def boolean(raw: str | bool) -> Bool:
    """Turn `true` or `false` into a boolean item."""
    return item(raw == "true" if isinstance(raw, str) else raw)
