# This file is part of Hypothesis, which may be found at
# https://github.com/HypothesisWorks/hypothesis/
#
# Copyright the Hypothesis Authors.
# Individual contributors are listed in AUTHORS.rst and the git log.
#
# This Source Code Form is subject to the terms of the Mozilla Public License,
# v. 2.0. If a copy of the MPL was not distributed with this file, You can
# obtain one at https://mozilla.org/MPL/2.0/.

import math
from decimal import Decimal
from fractions import Fraction
from typing import Any, Literal, cast

from hypothesis.control import reject
from hypothesis.errors import CannotInvert, InvalidArgument
from hypothesis.internal.conjecture.choice import ChoiceT
from hypothesis.internal.conjecture.data import ConjectureData
from hypothesis.internal.filtering import (
    get_float_predicate_bounds,
    get_integer_predicate_bounds,
)
from hypothesis.internal.floats import (
    SMALLEST_SUBNORMAL,
    float_of,
    float_to_int,
    int_to_float,
    is_negative,
    next_down,
    next_down_normal,
    next_up,
    next_up_normal,
    sign_aware_lte,
    width_smallest_normals,
)
from hypothesis.internal.validation import (
    check_type,
    check_valid_bound,
    check_valid_interval,
)
from hypothesis.strategies._internal.misc import nothing
from hypothesis.strategies._internal.strategies import (
    SampledFromStrategy,
    SearchStrategy,
)
from hypothesis.strategies._internal.utils import cacheable, defines_strategy

# See https://github.com/python/mypy/issues/3186 - numbers.Real is wrong!
Real = int | float | Fraction | Decimal


class IntegersStrategy(SearchStrategy[int]):
    def __init__(self, start: int | None, end: int | None) -> None:
        super().__init__()
        assert isinstance(start, int) or start is None
        assert isinstance(end, int) or end is None
        assert start is None or end is None or start <= end
        self.start = start
        self.end = end

    def __repr__(self) -> str:
        if self.start is None and self.end is None:
            return "integers()"
        if self.end is None:
            return f"integers(min_value={self.start})"
        if self.start is None:
            return f"integers(max_value={self.end})"
        return f"integers({self.start}, {self.end})"

    def do_draw(self, data: ConjectureData) -> int:
        # For bounded integers, make the bounds and near-bounds more likely.
        weights = None
        if (
            self.end is not None
            and self.start is not None
            and self.end - self.start > 127
        ):
            weights = {
                self.start: (2 / 128),
                self.start + 1: (1 / 128),
                self.end - 1: (1 / 128),
                self.end: (2 / 128),
            }

        return data.draw_integer(
            min_value=self.start, max_value=self.end, weights=weights
        )

    def _invert(self, value: Any) -> tuple[ChoiceT, ...]:
        if not isinstance(value, int) or isinstance(value, bool):
            raise CannotInvert(f"{value!r} is not an integer")
        if self.start is not None and value < self.start:
            raise CannotInvert(f"{value!r} is below min_value={self.start!r}")
        if self.end is not None and value > self.end:
            raise CannotInvert(f"{value!r} is above max_value={self.end!r}")
        return (value,)

    def filter(self, condition):
        if condition is math.isfinite:
            return self
        if condition in [math.isinf, math.isnan]:
            return nothing()
        constraints, pred = get_integer_predicate_bounds(condition)

        start, end = self.start, self.end
        if "min_value" in constraints:
            start = max(constraints["min_value"], -math.inf if start is None else start)
        if "max_value" in constraints:
            end = min(constraints["max_value"], math.inf if end is None else end)

        if start != self.start or end != self.end:
            if start is not None and end is not None and start > end:
                return nothing()
            self = type(self)(start, end)
        if pred is None:
            return self
        return super().filter(pred)


@cacheable
@defines_strategy(force_reusable_values=True)
def integers(
    min_value: int | None = None,
    max_value: int | None = None,
) -> SearchStrategy[int]:
    """Returns a strategy which generates integers.

    If min_value is not None then all values will be >= min_value. If
    max_value is not None then all values will be <= max_value

    Examples from this strategy will shrink towards zero, and negative values
    will also shrink towards positive (i.e. -n may be replaced by +n).
    """
    check_valid_bound(min_value, "min_value")
    check_valid_bound(max_value, "max_value")
    check_valid_interval(min_value, max_value, "min_value", "max_value")

    if min_value is not None:
        if min_value != int(min_value):
            raise InvalidArgument(
                f"min_value={min_value!r} of type {type(min_value)!r} "
                "cannot be exactly represented as an integer."
            )
        min_value = int(min_value)
    if max_value is not None:
        if max_value != int(max_value):
            raise InvalidArgument(
                f"max_value={max_value!r} of type {type(max_value)!r} "
                "cannot be exactly represented as an integer."
            )
        max_value = int(max_value)

    return IntegersStrategy(min_value, max_value)
