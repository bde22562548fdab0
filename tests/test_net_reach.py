"""Reaching a game from another home (gameofyear/net/reach.py): the LAN address, the router's forward and its words.

The router is a fake UPnP client here (no network): each branch of what a router may answer is one test. The
real router, behind a real NAT, is in ``tests/test_two_homes.py``.
"""

from __future__ import annotations

import socket
import struct
from dataclasses import dataclass, field
from typing import Any

import pytest
from test_natpmp import PUBLIC, natpmp_only, pcp_answer
from test_natpmp import FakeRouter as FakeNatPmpRouter

from gameofyear.net.reach import (
    NO_IGD,
    NO_LIBRARY,
    NO_ROUTER,
    NOT_ASKED,
    NOT_PUBLIC,
    REFUSED,
    LanAddress,
    lan_address,
    open_reach,
)

HOME = LanAddress("192.168.1.20")


@dataclass
class FakeRouter:
    """What ``miniupnpc.UPnP`` answers, scripted: how many devices, the router's public address, its errors."""

    devices: int = 1
    public: str = "81.2.69.160"
    lanaddr: str = "192.168.1.20"
    igd_error: str = ""
    map_error: str = ""
    map_result: bool = True
    delete_error: str = ""
    discoverdelay: int = 0
    forwards: dict[int, tuple[str, int, str]] = field(default_factory=dict)
    deleted: list[int] = field(default_factory=list)

    def discover(self) -> int:
        return self.devices

    def selectigd(self) -> str:
        if self.igd_error:
            raise Exception(self.igd_error)  # miniupnpc's own kind
        return "http://192.168.1.1:5000/ctl/IPConn"

    def externalipaddress(self) -> str:
        return self.public

    def addportmapping(self, external_port: int, protocol: str, internal_host: str, internal_port: int,
                       description: str, remote_host: str) -> bool:
        if self.map_error:
            raise Exception(self.map_error)
        if self.map_result:
            self.forwards[external_port] = (internal_host, internal_port, protocol)
        return self.map_result

    def deleteportmapping(self, external_port: int, protocol: str) -> bool:
        if self.delete_error:
            raise Exception(self.delete_error)
        self.deleted.append(external_port)
        self.forwards.pop(external_port, None)
        return True


def closed_port() -> int:
    """A UDP port on 127.0.0.1 where nothing listens: PCP/NAT-PMP asked there is refused at once."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def reach_with(router: FakeRouter, port: int = 8765, pmp_port: int | None = None) -> Any:
    return open_reach(port, lan=HOME, gateway=lambda: router, delay_ms=150, pmp_gateway="127.0.0.1",
                      pmp_port=pmp_port or closed_port())


def test_a_router_that_forwards_gives_its_public_address_and_the_forward_goes_at_close():
    router = FakeRouter()
    reach = reach_with(router)
    assert reach.mapped and reach.problem == ""
    assert router.forwards == {8765: ("192.168.1.20", 8765, "TCP")} and router.discoverdelay == 150
    assert (reach.address, reach.port, reach.protocol) == ("81.2.69.160", 8765, "UPnP")
    assert reach.words() == ("Your router forwards port 8765 to this machine: players in other homes join at "
                             "81.2.69.160:8765, players on this network at 192.168.1.20:8765. Whether it answers "
                             "from outside was not checked: give a gameofyear serve to check with when you host.")
    reach.close()
    reach.close()  # twice is once
    assert router.deleted == [8765] and router.forwards == {}


def test_no_router_answering_says_so_in_plain_words_with_the_other_ways():
    reach = reach_with(FakeRouter(devices=0))
    assert not reach.mapped and reach.problem == NO_ROUTER
    assert (reach.address, reach.port, reach.protocol) == ("192.168.1.20", 8765, "")  # the LAN address, never 127.x
    words = reach.words()
    assert words.startswith("No router answered the request to open port 8765")
    assert "forward TCP port 8765 to 192.168.1.20 in the router's settings" in words
    assert "gameofyear serve" in words and "Players on this network join at 192.168.1.20:8765." in words
    reach.close()  # nothing to remove


def test_upnp_turned_off_asks_no_router():
    def never() -> FakeRouter:
        raise AssertionError("no router may be asked")

    reach = open_reach(8765, lan=HOME, upnp=False, gateway=never)
    assert reach.problem == NOT_ASKED and reach.address == "192.168.1.20"
    assert reach.words().startswith("The router was not asked to open port 8765") and "gameofyear serve" in reach.words()


@pytest.mark.parametrize(("router", "problem", "said"), [
    (FakeRouter(igd_error="No UPnP device discovered"), NO_IGD,
     "A device answered, but not a router that opens ports (No UPnP device discovered)"),
    (FakeRouter(map_error="ConflictInMappingEntry"), REFUSED,
     "The router refused to open port 8765 (ConflictInMappingEntry)"),
    (FakeRouter(map_result=False), REFUSED, "The router refused to open port 8765 (no reason given)"),
    (FakeRouter(public="100.64.7.9"), NOT_PUBLIC, "The router's own address 100.64.7.9:8765 is not public"),
    (FakeRouter(public="0.0.0.0"), NOT_PUBLIC, "is not public"),
    (FakeRouter(public=""), NO_IGD, "it gives no public address (none)"),
])
def test_each_way_a_router_fails_is_told_and_the_invitation_keeps_the_lan_address(router, problem, said):
    reach = reach_with(router)
    assert reach.problem == problem and not reach.mapped
    assert reach.address == "192.168.1.20"
    assert said in reach.words() and "gameofyear serve" in reach.words()
    assert router.forwards == {}  # nothing left forwarded on the router


def test_a_missing_upnp_library_is_told():
    def missing() -> FakeRouter:
        raise ImportError("No module named 'miniupnpc'")

    reach = open_reach(8765, lan=HOME, gateway=missing, pmp_gateway="127.0.0.1", pmp_port=closed_port())
    assert reach.problem == NO_LIBRARY and "cannot ask the router to open port 8765" in reach.words()


def test_the_forward_goes_to_the_address_the_router_sees():
    """A machine with two interfaces: the router is reached from another one than the default route's."""
    router = FakeRouter(lanaddr="10.0.0.5")
    reach = reach_with(router)
    assert router.forwards[8765][0] == "10.0.0.5" and reach.lan.address == "10.0.0.5" and reach.lan.reason


def test_a_router_that_cannot_remove_the_forward_is_only_logged(caplog):
    reach = reach_with(FakeRouter(delete_error="NoSuchEntryInArray"))
    reach.close()
    assert "could not be removed: NoSuchEntryInArray" in caplog.text


def test_the_words_are_translated_by_the_windows_tr():
    reach = reach_with(FakeRouter(devices=0))
    said = reach.words(lambda text: text.replace("No router answered", "Aucun routeur n'a répondu"))
    assert said.startswith("Aucun routeur n'a répondu the request to open port 8765")


def test_a_bad_port_is_one_clear_error():
    with pytest.raises(ValueError, match="a port is 1 to 65535, not 0"):
        open_reach(0, lan=HOME, gateway=FakeRouter)


@dataclass
class Adapter:
    nice_name: str
    ips: list[Any]


@dataclass
class IP:
    ip: Any


def test_the_lan_address_is_the_default_routes_never_a_loopback():
    found = lan_address()
    assert not found.address.startswith("127.") or found.reason  # a loopback only with the reason why


def test_without_a_default_route_another_interface_is_used_and_the_reason_said():
    adapters = [Adapter("lo", [IP("127.0.0.1")]), Adapter("wlan0", [IP(("fe80::1", 0, 3)), IP("192.168.4.7")])]
    found = lan_address(probe="127.0.0.1", adapters=lambda: adapters)  # the probe's route is the loopback
    assert found == LanAddress("192.168.4.7", "the default route's address is 127.0.0.1: the address of wlan0 is used")


def test_on_no_network_at_all_the_loopback_comes_with_its_reason():
    found = lan_address(probe="127.0.0.1", adapters=lambda: [Adapter("lo", [IP("127.0.0.1")])])
    assert found.address == "127.0.0.1" and found.reason.endswith("only this machine can join")


def test_serve_refuses_to_ask_the_router_for_a_server_only_this_machine_reaches(capsys, tmp_path):
    from gameofyear.cli import main

    assert main(["serve", "--upnp", "--db", str(tmp_path / "s.sqlite3")]) == 2  # --host 127.0.0.1 by default
    assert "--upnp needs a server other machines reach" in capsys.readouterr().err
    assert not (tmp_path / "s.sqlite3").exists()


def test_a_natpmp_router_forwards_when_upnp_finds_none_and_the_forward_goes_at_close():
    with FakeNatPmpRouter(natpmp_only) as router:
        reach = reach_with(FakeRouter(devices=0), pmp_port=router.port)
        assert reach.mapped and (reach.protocol, reach.address, reach.port) == ("NAT-PMP", PUBLIC, 8765)
        assert reach.words().startswith(f"Your router forwards port 8765 to this machine: players in other homes "
                                        f"join at {PUBLIC}:8765")
        reach.close()
        reach.close()  # twice is once
        assert router.requests[-1] == struct.pack("!BBHHHI", 0, 2, 0, 8765, 0, 0)  # lifetime 0: removed
        assert len(router.requests) == 4  # PCP, address, map, removal


def test_a_pcp_router_forwards_when_upnp_is_refused():
    upnp = FakeRouter(map_error="ConflictInMappingEntry")
    with FakeNatPmpRouter(pcp_answer) as router:
        reach = reach_with(upnp, pmp_port=router.port)
    assert reach.mapped and (reach.protocol, reach.address) == ("PCP", PUBLIC) and upnp.forwards == {}


def test_a_natpmp_router_without_a_public_address_is_told_and_its_forward_removed():
    def behind_another(request: bytes) -> bytes:
        answer = natpmp_only(request)
        return answer[:8] + bytes([100, 64, 7, 9]) if request[:2] == b"\x00\x00" else answer

    with FakeNatPmpRouter(behind_another) as router:
        reach = reach_with(FakeRouter(devices=0), pmp_port=router.port)
        assert reach.problem == NOT_PUBLIC and reach.address == "192.168.1.20"
        assert router.requests[-1] == struct.pack("!BBHHHI", 0, 2, 0, 8765, 0, 0)
