"""A jevloop server on an ephemeral port in a thread, for the server tests."""
from __future__ import annotations

import threading

from jevloop.server import ServerConfig, make_server


def start(judge, **kw):
    srv = make_server(judge, ServerConfig(port=0, **kw))
    th = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    th.start()
    return srv, srv.server_address[1]


def stop(srv):
    srv.shutdown()
    srv.server_close()
