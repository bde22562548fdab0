"""Network play in the window: the host's lobby, the join dialog and a remote game's window.

The parts live in their own modules, all importable from here:

- :mod:`.netsession`: :class:`NetworkSession`, the client (and, hosting, the
  server) on a worker thread of its own, whose signals come on the GUI thread;
- :mod:`.netfeed`: :class:`RemoteTable`, the session's updates fed to the table
  view as the table at home feeds it (:class:`~.tableview.TableFeed`);
- :mod:`.netwindow`: :class:`NetworkGameWindow`, a thin host of the table view;
- :mod:`.netdialogs`: :class:`HostLobbyDialog`, :class:`JoinDialog`, :func:`seat_invitations`;
- :mod:`.nethosting`: hosting and joining from the main window, the host's note of its game.
"""

from __future__ import annotations

from .netdialogs import KINDS, HostLobbyDialog, InvitationBox, JoinDialog, seat_invitations
from .netfeed import RemoteTable
from .nethosting import (
    HOST_PORT,
    HOSTED_FILE,
    host_network_game,
    hosted_game_note,
    join_network_game,
    keep_hosted_game_note,
    resume_hosted_game,
    start_hosting,
    unfinished_hosted_game,
)
from .netsession import POLL_MS, NetworkSession
from .netwindow import NetworkGameWindow, game_words

__all__ = [
    "HOSTED_FILE",
    "HOST_PORT",
    "KINDS",
    "POLL_MS",
    "HostLobbyDialog",
    "InvitationBox",
    "JoinDialog",
    "NetworkGameWindow",
    "NetworkSession",
    "RemoteTable",
    "game_words",
    "host_network_game",
    "hosted_game_note",
    "seat_invitations",
    "join_network_game",
    "keep_hosted_game_note",
    "resume_hosted_game",
    "start_hosting",
    "unfinished_hosted_game",
]
