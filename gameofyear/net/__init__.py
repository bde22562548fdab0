"""Network play: a server that referees games between remote players, and the client that joins them.

- :mod:`~gameofyear.net.protocol`: the frames (JSON over WebSocket), their version and limits.
- :mod:`~gameofyear.net.store`: the server's SQLite store (every accepted action, before it is broadcast).
- :mod:`~gameofyear.net.server`: the referee, on the ``websockets`` library (asyncio): ``gameofyear serve``
  and the window's host mode run the same code; :mod:`~gameofyear.net.connection` holds its rooms (one
  connection, one game, and the small interface through which :mod:`~gameofyear.net.gathering` and
  :mod:`~gameofyear.net.expiry`, the sweep of expired games, speak to it), :mod:`~gameofyear.net.specs` a
  game as it stores it, :mod:`~gameofyear.net.running` ``serve``, :mod:`~gameofyear.net.guard` what keeps a
  public server alive among strangers.
- :mod:`~gameofyear.net.client`: a Qt-free asyncio client that reconnects by itself.
- :mod:`~gameofyear.net.discovery`: offering and finding games on the local network (``zeroconf``).

The wire format is described in ``docs/PROTOCOL.md``; running a server in ``docs/SERVER.md``.
"""
