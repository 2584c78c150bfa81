# This file is dual licensed under the terms of the Apache License, Version
# 2.0, and the BSD License. See the LICENSE file in the root of this repository
# for complete details.

from __future__ import annotations

import abc
import typing
from typing import (
    TYPE_CHECKING,
    Any,
    Final,
    TypeVar,
)
from .version import Version, _adapt_possessive


__all__ = [
    "BaseSpecifier",
    "InvalidSpecifier",
    "Specifier",
    "SpecifierSet",
]


def __dir__() -> list[str]:
    return __all__


def _fast_match(specifier: Specifier, parsed: Version) -> bool | None:
    """Match ``parsed`` against ``specifier`` without building a range.

    Handles ``>=``, ``<=``, ``==``, ``!=``, ``<``, ``>`` when the spec is
    not a wildcard and ``parsed`` has no local. Returns ``None`` when the
    range path must be used: for ``===``, ``~=``, wildcards, a local
    ``parsed``, and ``<V`` where ``parsed`` has V's release and V is a final
    release with a post segment. Pre-release policy is left to the caller.

    The comparison keys are compared directly; that is what the rich
    comparisons on :class:`Version` do, without the call overhead.
    """
    op_str, ver_str = specifier._spec
    # All locals use the range path, which handles how PEP 440 strips them
    # for ``<=``/``==``/``!=``.
    if parsed._local is not None or op_str in {"~=", "==="} or ver_str.endswith(".*"):
        return None

    spec_v = specifier._spec_version or specifier._require_spec_version()

    key = parsed._key_cache or parsed._key
    spec_key = spec_v._key_cache or spec_v._key

    if op_str == ">=":
        return key >= spec_key
    if op_str == "<=":
        return key <= spec_key
    if op_str == "==":
        return key == spec_key
    if op_str == "!=":
        return key != spec_key

    # ``<V``/``>V`` carve out V's family (pre/dev/post); that only matters
    # when parsed shares V's epoch and trimmed release, the first two key
    # items. Otherwise a direct comparison is correct.
    if key[0] != spec_key[0] or key[1] != spec_key[1]:
        return key < spec_key if op_str == "<" else key > spec_key

    if op_str == "<":
        # ``<V`` is ``< V.dev0`` unless V is a pre-release. Nothing with V's
        # release sorts below a final V's ``.dev0``.
        if spec_v._pre is not None or spec_v._dev is not None:
            return key < spec_key
        return False if spec_v._post is None else None

    # Only ``>`` is left. ``>V`` excludes the post-releases of a final or
    # pre-release V; those are the later versions that share V's pre segment.
    if spec_v._dev is not None or spec_v._post is not None:
        return key > spec_key
    return key > spec_key and parsed._pre != spec_v._pre


class InvalidSpecifier(ValueError):
    """
    Raised when attempting to create a :class:`Specifier` with a specifier
    string that is invalid.

    >>> Specifier("lolwat")
    Traceback (most recent call last):
        ...
    packaging.specifiers.InvalidSpecifier: Invalid specifier: 'lolwat'
    """


def _apply_prereleases_filter(
    matches: Iterable[Any],
    key: Callable[[Any], UnparsedVersion] | None,
    prereleases: bool | None,
) -> Iterator[Any]:
    """Apply ``prereleases=`` handling to an already-matched iterable.

    ``None`` means PEP 440 default (buffer pre-releases until a final
    appears); ``True`` yields everything; ``False`` drops pre-releases.
    """
    if prereleases is None:
        return _pep440_filter_prereleases(matches, key)
    if prereleases:
        return iter(matches)
    return (
        item
        for item in matches
        if (parsed := coerce_version(item if key is None else key(item))) is None
        or not parsed.is_prerelease
    )


def _pep440_filter_prereleases(
    iterable: Iterable[Any], key: Callable[[Any], UnparsedVersion] | None
) -> Iterator[Any]:
    """Filter per PEP 440: exclude prereleases unless no finals exist."""
    # Two lists used:
    #   * all_nonfinal to preserve order if no finals exist
    #   * arbitrary_strings for streaming when first final found
    all_nonfinal: list[Any] = []
    arbitrary_strings: list[Any] = []

    found_final = False
    for item in iterable:
        parsed = coerce_version(item if key is None else key(item))

        if parsed is None:
            # Arbitrary strings are always included as it is not
            # possible to determine if they are prereleases,
            # and they have already passed all specifiers.
            if found_final:
                yield item
            else:
                arbitrary_strings.append(item)
                all_nonfinal.append(item)
            continue

        if not parsed.is_prerelease:
            # Final release found - flush arbitrary strings, then yield
            if not found_final:
                yield from arbitrary_strings
                found_final = True
            yield item
            continue

        # Prerelease - buffer if no finals yet, otherwise skip
        if not found_final:
            all_nonfinal.append(item)

    # No finals found - yield all buffered items
    if not found_final:
        yield from all_nonfinal
