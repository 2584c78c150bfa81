from blinker.base import (
    ANY,
    NamedSignal,
    Namespace,
    Signal,
    WeakNamespace,
    receiver_connected,
    signal,
)

__all__ = [
    'ANY',
    'NamedSignal',
    'Namespace',
    'Signal',
    'WeakNamespace',
    'receiver_connected',
    'signal',
    ]


__version__ = '1.5'
