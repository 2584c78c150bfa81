"""jevloop: typed decisions for agent loops, answered by a small on-device encoder."""
from __future__ import annotations

__version__ = "0.1.0"

from .errors import BundleError, ContractError, GateError, JevloopError, ValidationError  # noqa: E402
from .contract import Contract, load_contract  # noqa: E402

__all__ = [
    "BundleError", "Contract", "ContractError", "GateError", "JevloopError", "ValidationError",
    "load_contract", "__version__",
]


def __getattr__(name: str):
    # Judge and Agent pull in onnxruntime / the loop; import them lazily so `jevloop spec` stays light.
    if name == "Judge":
        from .judge.native import Judge
        return Judge
    if name == "Agent":
        from .loop import Agent
        return Agent
    raise AttributeError(name)
