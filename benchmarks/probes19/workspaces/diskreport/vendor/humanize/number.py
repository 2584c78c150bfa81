"""Humanizing functions for numbers."""

from __future__ import annotations

__lazy_modules__ = {"bisect"}

import bisect

from .i18n import _gettext as _
from .i18n import _gettext_noop as N_
from .i18n import _ngettext, decimal_separator, thousands_separator
from .i18n import _ngettext_noop as NS_
from .i18n import _pgettext as P_
from .i18n import _pgettext_noop as PS_

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeAlias

    # This type can be better defined by typing.SupportsFloat
    # but that's a Python 3.8 only typing option.
    NumberOrString: TypeAlias = float | str


_SUPERSCRIPT_MAP = {
    "0": "⁰",
    "1": "¹",
    "2": "²",
    "3": "³",
    "4": "⁴",
    "5": "⁵",
    "6": "⁶",
    "7": "⁷",
    "8": "⁸",
    "9": "⁹",
    "-": "⁻",
}
_SUPERSCRIPT_TRANS = str.maketrans(_SUPERSCRIPT_MAP)

_ORDINAL_SUFFIXES = {
    "male": (
        PS_("0 (male)", "th"),
        PS_("1 (male)", "st"),
        PS_("2 (male)", "nd"),
        PS_("3 (male)", "rd"),
        PS_("4 (male)", "th"),
        PS_("5 (male)", "th"),
        PS_("6 (male)", "th"),
        PS_("7 (male)", "th"),
        PS_("8 (male)", "th"),
        PS_("9 (male)", "th"),
    ),
    "female": (
        PS_("0 (female)", "th"),
        PS_("1 (female)", "st"),
        PS_("2 (female)", "nd"),
        PS_("3 (female)", "rd"),
        PS_("4 (female)", "th"),
        PS_("5 (female)", "th"),
        PS_("6 (female)", "th"),
        PS_("7 (female)", "th"),
        PS_("8 (female)", "th"),
        PS_("9 (female)", "th"),
    ),
}
_APNUMBER_WORDS = (
    N_("zero"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
)


def _format_not_finite(value: float) -> str:
    """Utility function to handle infinite and nan cases."""
    import math

    if math.isnan(value):
        return "NaN"
    if math.isinf(value) and value < 0:
        return "-Inf"
    if math.isinf(value) and value > 0:
        return "+Inf"
    return ""


def ordinal(value: NumberOrString, gender: str = "male") -> str:
    """Converts an integer to its ordinal as a string.

    For example, 1 is "1st", 2 is "2nd", 3 is "3rd", etc. Works for any integer or
    anything `int()` will turn into an integer. Anything else will return the output
    of str(value).

    Examples:
        ```pycon
        >>> ordinal(1)
        '1st'
        >>> ordinal(1002)
        '1002nd'
        >>> ordinal(103)
        '103rd'
        >>> ordinal(4)
        '4th'
        >>> ordinal(12)
        '12th'
        >>> ordinal(101)
        '101st'
        >>> ordinal(111)
        '111th'
        >>> ordinal("something else")
        'something else'
        >>> ordinal([1, 2, 3]) == "[1, 2, 3]"
        True

        ```

    Args:
        value (int, str, float): Integer to convert.
        gender (str): Gender for translations. Accepts either "male" or "female".

    Returns:
        str: Ordinal string.
    """
    import math

    try:
        if not math.isfinite(float(value)):
            return _format_not_finite(float(value))
        value = int(value)
    except (TypeError, ValueError):
        return str(value)
    gender = "male" if gender == "male" else "female"
    digit = 0 if value % 100 in (11, 12, 13) else value % 10
    return f"{value}{P_(*_ORDINAL_SUFFIXES[gender][digit])}"
