"""Two homes behind two routers: the invitation from the host's window works from the other home.

Network namespaces of this machine make the homes (nothing leaves them): home A (the host, and a second machine
on router A's switch) behind router A, home B (the joiner) behind router B, both homes on 192.168.1.0/24, and an
"internet" namespace between the routers.
Each router masquerades its home (nftables NAT); router A runs ``miniupnpd``, listening on its home's side, its
external interface on the internet's. The host's window (offscreen, in home A: ``tests/twohomes_peer.py host``)
hosts a seeded game with the window's own code:

1. router A forwards the port when asked: the invitation carries router A's public address, a ``gameofyear serve``
   in the internet checks from outside that the game answers there, and the player of home B joins from that line and plays the whole game (a quarter year) to its end with the host's window;
   the forward is gone from router A once the window closes;
1b. a second machine of home A joins with its own code from the same invitations: it finds the same game offered
   on its network (the certificate the code's pin names) and joins it at the host's local address, where router A
   does not loop back its public one; home B plays from the public address, one whole game for the three;
2. router A speaks PCP and NAT-PMP only (no UPnP), as many routers do: the window asks it with those, and the
   invitation and the whole game go as in 1;
3. UPnP off on router A: the window says in plain words that no router answered and names the other ways, the
   check from outside finds that nothing answers at router A's address, and the game goes through a ``gameofyear serve`` in the internet namespace, as those words say.

Every namespace, process and nft table is removed at the end (names carry this process's id), and every wait is
bounded. Needs root, ``ip netns`` (iproute2), ``nft`` (nftables) and ``miniupnpd`` (Debian's
``miniupnpd-nftables``); skipped with the reason otherwise.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gameofyear.net.invitation import Invitation, decode

ROOT = Path(__file__).resolve().parents[1]
PEER = ROOT / "tests" / "twohomes_peer.py"
PORT = 8765
OPERATOR_KEY = "two-homes-operator-key"
"""The key of the internet's ``gameofyear serve``: only its operator makes games there."""
PUBLIC_A, PUBLIC_B, SERVER = "11.1.0.2", "11.2.0.2", "11.9.0.1"
"""Router A's and router B's public addresses, and the internet's game server (public, so that miniupnpd forwards
to them; they exist only inside the namespaces)."""
HOME_HOST = "192.168.1.2"
HOME_OTHER = "192.168.1.3"
"""A second machine of home A (namespace ``ha2``), beside the host's."""


def _missing() -> str:
    if os.geteuid() != 0:
        return "network namespaces need root"
    for tool in ("ip", "nft", "miniupnpd"):
        if shutil.which(tool) is None and not Path(f"/usr/sbin/{tool}").exists():
            return f"{tool} is missing (apt-get install iproute2 nftables miniupnpd-nftables)"
    probe = f"goyprobe{os.getpid()}"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True, timeout=10)
    if made.returncode:
        return f"ip netns add fails here: {made.stderr.decode(errors='replace').strip()}"
    subprocess.run(["ip", "netns", "del", probe], capture_output=True, timeout=10)
    return ""


MISSING = _missing() if sys.platform.startswith("linux") else "network namespaces are Linux's"
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")


def _tool(name: str) -> str:
    return shutil.which(name) or f"/usr/sbin/{name}"


class TwoHomes:
    """The namespaces, their links and NAT, and the processes started in them (all removed by :meth:`close`)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.tag = f"g{os.getpid()}"
        self.names = {n: f"{self.tag}{n}" for n in ("inet", "ra", "rb", "ha", "ha2", "hb")}
        self.processes: list[subprocess.Popen[bytes]] = []
        self.made: list[str] = []

    def ip(self, *args: str) -> None:
        subprocess.run([_tool("ip"), *args], check=True, capture_output=True, timeout=10)

    def run(self, ns: str, *args: str, stdin: str | None = None) -> str:
        done = subprocess.run([_tool("ip"), "netns", "exec", self.names[ns], *args], check=True, capture_output=True,
                              timeout=15, input=None if stdin is None else stdin.encode())
        return done.stdout.decode()

    def start(self, ns: str, *args: str, log: Path | None = None) -> subprocess.Popen[bytes]:
        """Start ``args`` in namespace ``ns``: its output to ``log``, or its lines to read (its errors to a file)."""
        env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
               "XDG_CONFIG_HOME": str(self.folder / "config"), "XDG_DATA_HOME": str(self.folder / "data"),
               "XDG_CACHE_HOME": str(self.folder / "cache"), "HOME": str(self.folder),
               "GAMEOFYEAR_OPERATOR_KEY": OPERATOR_KEY}  # the internet's serve makes games for its operator alone
        errors = log or self.folder / f"errors-{len(self.processes)}.txt"
        with open(errors, "wb") as err:
            process = subprocess.Popen([_tool("ip"), "netns", "exec", self.names[ns], *args],
                                       stdout=err if log is not None else subprocess.PIPE,
                                       stderr=subprocess.STDOUT if log is not None else err, env=env,
                                       bufsize=0)  # unbuffered: select() sees every line not yet read
        process.errors = errors  # type: ignore[attr-defined]
        self.processes.append(process)
        return process

    def build(self) -> None:
        """The homes, the routers (masquerading, forwarding) and the internet between them."""
        n = self.names
        for name in n.values():
            self.ip("netns", "add", name)
            self.made.append(name)
            self.ip("-n", name, "link", "set", "lo", "up")
        t = self.tag
        for a, ns_a, b, ns_b in ((f"{t}a0", "ha", f"{t}a1", "ra"), (f"{t}e0", "ha2", f"{t}e1", "ra"),
                                 (f"{t}b0", "hb", f"{t}b1", "rb"),
                                 (f"{t}c0", "ra", f"{t}c1", "inet"), (f"{t}d0", "rb", f"{t}d1", "inet")):
            self.ip("link", "add", a, "netns", n[ns_a], "type", "veth", "peer", "name", b, "netns", n[ns_b])
        # home A's network: router A's switch (a bridge) joins the host's machine and a second machine of the home
        self.ip("-n", n["ra"], "link", "add", f"{t}br", "type", "bridge")
        for port in ("a1", "e1"):
            self.ip("-n", n["ra"], "link", "set", f"{t}{port}", "master", f"{t}br")
            self.ip("-n", n["ra"], "link", "set", f"{t}{port}", "up")
        for ns, dev, address in (("ha", "a0", f"{HOME_HOST}/24"), ("ha2", "e0", f"{HOME_OTHER}/24"),
                                 ("hb", "b0", f"{HOME_HOST}/24"),
                                 ("ra", "br", "192.168.1.1/24"), ("rb", "b1", "192.168.1.1/24"),
                                 ("ra", "c0", f"{PUBLIC_A}/24"), ("rb", "d0", f"{PUBLIC_B}/24"),
                                 ("inet", "c1", "11.1.0.1/24"), ("inet", "d1", "11.2.0.1/24")):
            self.ip("-n", n[ns], "addr", "add", address, "dev", f"{t}{dev}")
            self.ip("-n", n[ns], "link", "set", f"{t}{dev}", "up")
        self.ip("-n", n["inet"], "addr", "add", f"{SERVER}/32", "dev", "lo")
        for ns, gateway in (("ha", "192.168.1.1"), ("ha2", "192.168.1.1"), ("hb", "192.168.1.1"),
                            ("ra", "11.1.0.1"), ("rb", "11.2.0.1")):
            self.ip("-n", n[ns], "route", "add", "default", "via", gateway)
        for ns, wan in (("ra", "c0"), ("rb", "d0")):
            self.run(ns, "sysctl", "-qw", "net.ipv4.ip_forward=1")
            self.run(ns, _tool("nft"), "-f", "-", stdin=f"""
table ip goynat {{
  chain postrouting {{ type nat hook postrouting priority 100; oifname "{t}{wan}" masquerade; }}
}}
table inet goyupnp {{
  chain forward {{ type filter hook forward priority 0; policy accept; jump miniupnpd; }}
  chain miniupnpd {{ }}
  chain prerouting {{ type nat hook prerouting priority -100; policy accept; jump prerouting_miniupnpd; }}
  chain postrouting {{ type nat hook postrouting priority 100; policy accept; jump postrouting_miniupnpd; }}
  chain prerouting_miniupnpd {{ }}
  chain postrouting_miniupnpd {{ }}
}}""")
        self.run("inet", "sysctl", "-qw", "net.ipv4.ip_forward=1")

    def upnp(self, natpmp: bool = False) -> subprocess.Popen[bytes]:
        """Router A's miniupnpd: UPnP IGD on its home's side, its external interface on the internet's; with
        ``natpmp``, PCP and NAT-PMP instead of UPnP (as many routers speak)."""
        conf = self.folder / "miniupnpd.conf"
        conf.write_text(f"""ext_ifname={self.tag}c0
listening_ip={self.tag}br
port=0
enable_natpmp={"yes" if natpmp else "no"}
enable_upnp={"no" if natpmp else "yes"}
secure_mode=yes
system_uptime=yes
uuid=6b0c4f1e-8cf0-11e0-98ee-{os.getpid():012d}
upnp_table_name=goyupnp
upnp_nat_table_name=goyupnp
upnp_forward_chain=miniupnpd
upnp_nat_chain=prerouting_miniupnpd
upnp_nat_postrouting_chain=postrouting_miniupnpd
allow 1024-65535 192.168.1.0/24 1024-65535
deny 0-65535 0.0.0.0/0 0-65535
""")
        log = self.folder / "miniupnpd.log"
        daemon = self.start("ra", _tool("miniupnpd"), "-f", str(conf), "-d", "-P", str(self.folder / "mu.pid"),
                            log=log)
        deadline = time.monotonic() + 10
        ready = "Listening for NAT-PMP" if natpmp else "HTTP listening on port"
        while ready not in log.read_text(errors="replace"):
            assert daemon.poll() is None and time.monotonic() < deadline, log.read_text(errors="replace")
            time.sleep(0.05)
        return daemon

    def forwards(self) -> str:
        """Router A's forwards (the rules miniupnpd wrote)."""
        return self.run("ra", _tool("nft"), "list", "chain", "inet", "goyupnp", "prerouting_miniupnpd")

    def close(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(5)
            if process.stdout is not None:
                process.stdout.close()
        for name in self.made:
            if name.endswith(("ra", "rb")):
                for table in ("ip goynat", "inet goyupnp"):
                    subprocess.run([_tool("ip"), "netns", "exec", name, _tool("nft"), "delete", "table",
                                    *table.split()], capture_output=True, timeout=10)
            subprocess.run([_tool("ip"), "netns", "del", name], capture_output=True, timeout=10)


@contextlib.contextmanager
def two_homes(folder: Path) -> Iterator[TwoHomes]:
    homes = TwoHomes(folder)
    try:
        homes.build()
        yield homes
    finally:
        homes.close()
    listed = subprocess.run([_tool("ip"), "netns", "list"], capture_output=True, timeout=10).stdout.decode()
    assert homes.tag not in listed  # nothing is left behind


def line_of(process: subprocess.Popen[bytes], timeout: float) -> dict[str, Any]:
    """The next JSON line a peer prints, within ``timeout`` seconds (its error output when it ended instead)."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            break
        line = process.stdout.readline()
        if not line:
            break
        if line.startswith(b"{"):
            return dict(json.loads(line))
    raise AssertionError(f"no line from the peer within {timeout} s: {errors_of(process)}")


def errors_of(process: subprocess.Popen[bytes]) -> str:
    """The end of what a process wrote on its error output."""
    return Path(process.errors).read_text(errors="replace")[-3000:]  # type: ignore[attr-defined]


def finish(process: subprocess.Popen[bytes], timeout: float) -> dict[str, Any]:
    """The peer's last line, once it has ended (with exit code 0) within ``timeout`` seconds."""
    said = line_of(process, timeout)
    assert process.wait(timeout) == 0, errors_of(process)
    return said


def invitation_of(line: str) -> Invitation:
    """The invitation of a line ``Name: CODE`` (the host's invitation for one remote seat)."""
    return decode(line.split(": ", 1)[1])


def peer(homes: TwoHomes, ns: str, *args: str) -> subprocess.Popen[bytes]:
    return homes.start(ns, sys.executable, str(PEER), *args, "--timeout", "45")


def guest_line(invitation: str, lines: int = 1, index: int = 0) -> str:
    """The invitation code of remote player ``index`` (one line each, ``lines`` in all: the remote seats besides
    the host's)."""
    given = invitation.splitlines()
    assert len(given) == lines, invitation
    return given[index].split(": ", 1)[1]


def serve_in_the_internet(homes: TwoHomes, folder: Path) -> str:
    """Start a ``gameofyear serve`` in the internet namespace (every home reaches it); its URL once it serves."""
    server = homes.start("inet", sys.executable, "-m", "gameofyear.cli", "serve", "--host", "0.0.0.0",
                         "--port", str(PORT), "--db", str(folder / "serve.sqlite3"), "--insecure")
    assert server.stdout is not None
    printed = b""
    for _ in range(3):  # the address it found (and, without a default route, how), then where it serves
        ready, _, _ = select.select([server.stdout], [], [], 30)
        printed += server.stdout.readline() if ready else b""
        if b"Serving games on" in printed:
            break
    url = f"ws://{SERVER}:{PORT}"  # the address the host types, from the server's owner
    assert f"Serving games on {url} ".encode() in printed, printed + errors_of(server).encode()
    return url


def test_the_invitation_carries_router_as_public_address_and_home_b_plays_the_whole_game_from_it(tmp_path):
    with two_homes(tmp_path) as homes:
        homes.upnp()
        checker = serve_in_the_internet(homes, tmp_path)
        host = peer(homes, "ha", "host", "--db", str(tmp_path / "host.sqlite3"), "--port", str(PORT),
                    "--checker", checker)
        said = line_of(host, 40)
        assert said["mapped"], said
        assert said["checked"] is True  # the serve in the internet reached the game through router A's forward
        assert said["reach"].endswith(f"Checked from outside by {checker}: the game answers at {PUBLIC_A}:{PORT}.")
        assert said["offered"] == [HOME_HOST]  # the home's own network is offered the LAN address
        sent = invitation_of(said["invitation"])
        assert (sent.host, sent.port) == (PUBLIC_A, PORT)  # router A's public address, not 127.x or the LAN's
        assert sent.tls and sent.pin is not None  # wss://, pinned to the host's own certificate
        assert said["reach"].startswith(f"Your router forwards port {PORT} to this machine")
        assert f"dnat ip to {HOME_HOST}:{PORT}" in homes.forwards()  # router A forwards the port to the host
        guest = peer(homes, "hb", "join", guest_line(said["invitation"]))
        joined, hosted = finish(guest, 60), finish(host, 60)
        assert joined["over"] and hosted["over"] and joined["seat"] == 1
        assert joined["events"] == hosted["events"] > 50  # one whole game, told alike in both homes
        assert f"dnat ip to {HOME_HOST}:{PORT}" not in homes.forwards()  # the window took the forward back


def test_a_player_in_the_hosts_own_home_joins_with_the_same_code_at_the_local_address(tmp_path):
    """Router A forwards the port, so the invitations name its public address, which it does not loop back inside
    home A. A second machine of home A joins with its code at the host's local address, where the host offers the
    same game (the same certificate, by the code's pin); home B joins at the public address; one whole game."""
    with two_homes(tmp_path) as homes:
        homes.upnp()
        host = peer(homes, "ha", "host", "--db", str(tmp_path / "host.sqlite3"), "--port", str(PORT),
                    "--remotes", "2")
        said = line_of(host, 40)
        assert said["mapped"] and said["offered"] == [HOME_HOST], said
        far = guest_line(said["invitation"], lines=2, index=0)
        near = guest_line(said["invitation"], lines=2, index=1)
        assert (decode(near).host, decode(far).host) == (PUBLIC_A, PUBLIC_A)  # the same public address for both
        home_b = peer(homes, "hb", "join", far)
        home_a = peer(homes, "ha2", "join", near, "--local", "--seed", "12")
        assert line_of(home_a, 20)["url"] == f"wss://{HOME_HOST}:{PORT}"  # the game offered in home A
        joined_b, joined_a, hosted = finish(home_b, 90), finish(home_a, 90), finish(host, 90)
        assert joined_a["over"] and joined_b["over"] and hosted["over"]
        assert {joined_b["seat"], joined_a["seat"]} == {1, 2}
        assert joined_a["events"] == joined_b["events"] == hosted["events"] > 50  # one whole game, told alike


def test_a_router_that_speaks_pcp_or_nat_pmp_only_forwards_the_port_and_home_b_plays_from_its_address(tmp_path):
    with two_homes(tmp_path) as homes:
        homes.upnp(natpmp=True)
        host = peer(homes, "ha", "host", "--db", str(tmp_path / "host.sqlite3"), "--port", str(PORT))
        said = line_of(host, 40)
        assert said["mapped"] and said["protocol"] in ("PCP", "NAT-PMP"), said
        sent = invitation_of(said["invitation"])
        assert (sent.host, sent.port) == (PUBLIC_A, PORT)  # router A's public address, learnt with PCP/NAT-PMP
        assert said["reach"].startswith(f"Your router forwards port {PORT} to this machine")
        assert f"dnat ip to {HOME_HOST}:{PORT}" in homes.forwards()
        guest = peer(homes, "hb", "join", guest_line(said["invitation"]))
        joined, hosted = finish(guest, 60), finish(host, 60)
        assert joined["over"] and hosted["over"] and joined["events"] == hosted["events"] > 50
        assert f"dnat ip to {HOME_HOST}:{PORT}" not in homes.forwards()  # the forward removed (lifetime 0)


def test_with_upnp_off_the_window_says_so_and_the_game_goes_through_a_serve_everybody_reaches(tmp_path):
    with two_homes(tmp_path) as homes:
        url = serve_in_the_internet(homes, tmp_path)
        host = peer(homes, "ha", "host", "--db", str(tmp_path / "host.sqlite3"), "--port", str(PORT),
                    "--serve", url, "--checker", url)
        said = line_of(host, 40)
        assert not said["mapped"] and said["offered"] == [HOME_HOST]
        assert said["checked"] is False  # from outside, nothing answers at router A's address: it forwards nothing
        assert f"Checked from outside by {url}: nothing answers at {PUBLIC_A}:{PORT}" in said["reach"], said["reach"]
        assert said["reach"].startswith(f"No router answered the request to open port {PORT}"), said["reach"]
        assert f"forward TCP port {PORT} to {HOME_HOST} in the router's settings" in said["reach"]
        assert "gameofyear serve" in said["reach"]
        assert invitation_of(said["invitation"]).host == HOME_HOST  # the LAN address, never 127.x
        moved = line_of(host, 30)
        guest = peer(homes, "hb", "join", guest_line(moved["invitation"]))
        assert invitation_of(moved["invitation"]).url == url
        joined, hosted = finish(guest, 60), finish(host, 60)
        assert joined["over"] and hosted["over"] and joined["events"] == hosted["events"] > 50
