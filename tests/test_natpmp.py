"""The default gateway is read from a Linux route table; PCP and NAT-PMP asked of fake routers on 127.0.0.1."""

from __future__ import annotations

import ipaddress
import socket
import struct
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from gameofyear.net.natpmp import NoAnswer, PortMapError, default_gateway, map_port, unmap

HEADER = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\n"


def test_default_route_gateway(tmp_path: Path) -> None:
    table = tmp_path / "route"
    table.write_text(HEADER + "eth0\t0000A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\n"
                     "eth0\t00000000\t0100A8C0\t0003\t0\t0\t0\t00000000\n")
    assert default_gateway(table) == "192.168.0.1"


def test_no_default_route_or_no_table(tmp_path: Path) -> None:
    table = tmp_path / "route"
    table.write_text(HEADER + "eth0\t0000A8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\n"
                     "lo\t00000000\t0100007F\t0003\t0\t0\t0\t00000000\n")
    assert default_gateway(table) is None
    assert default_gateway(tmp_path / "missing") is None


# --- the client, against fake routers on 127.0.0.1 ------------------------------------------------------------

PUBLIC = "81.2.69.160"


class FakeRouter:
    """A UDP socket on 127.0.0.1 answering each request with ``answer(request)`` (None: silence), in a thread.

    It serves at most ``limit`` datagrams and stops after ``seconds``; ``requests`` keeps what it got.
    """

    def __init__(self, answer: Callable[[bytes], bytes | None], limit: int = 20, seconds: float = 5.0) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(("127.0.0.1", 0))
        self.port = int(self.sock.getsockname()[1])
        self.answer = answer
        self.limit = limit
        self.seconds = seconds
        self.requests: list[bytes] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)

    def _serve(self) -> None:
        end = time.monotonic() + self.seconds
        while len(self.requests) < self.limit and time.monotonic() < end and not self.stop.is_set():
            try:
                self.sock.settimeout(0.05)
                data, peer = self.sock.recvfrom(2048)
            except TimeoutError:
                continue
            except OSError:
                return
            self.requests.append(data)
            reply = self.answer(data)
            if reply is not None:
                self.sock.sendto(reply, peer)

    def __enter__(self) -> FakeRouter:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join(2)
        self.sock.close()


def pcp_answer(request: bytes, result: int = 0, public: str = PUBLIC, opcode: int = 0x81) -> bytes:
    """The PCP MAP answer to ``request``: its nonce, protocol and port, the requested lifetime and port."""
    lifetime = struct.unpack_from("!I", request, 4)[0]
    nonce, (proto, internal, external) = request[24:36], struct.unpack_from("!B3xHH", request, 36)
    address = b"\0" * 10 + b"\xff\xff" + ipaddress.IPv4Address(public).packed
    return (struct.pack("!BBxBII12x", 2, opcode, result, lifetime, 1234) + nonce
            + struct.pack("!B3xHH", proto, internal, external or internal) + address)


def natpmp_only(request: bytes, result: int = 0, opcode_shift: int = 128) -> bytes:
    """A NAT-PMP router: UNSUPP_VERSION to anything but version 0; the public address; the TCP map."""
    if request[0] != 0:
        return struct.pack("!BBHI", 0, request[1] | 0x80, 1, 1234)
    if request[1] == 0:
        return struct.pack("!BBHI", 0, opcode_shift, result, 1234) + ipaddress.IPv4Address(PUBLIC).packed
    _, _, internal, external, lifetime = struct.unpack("!HHHHI", request)
    return struct.pack("!BBHIHHI", 0, opcode_shift + 2, result, 1234, internal, external, lifetime)


def test_a_pcp_router_maps_the_port_and_removes_it():
    with FakeRouter(pcp_answer) as router:
        mapping = map_port(8765, gateway="127.0.0.1", server_port=router.port, delay_ms=1000)
        assert (mapping.protocol, mapping.address, mapping.port, mapping.lifetime) == ("PCP", PUBLIC, 8765, 7200)
        request = router.requests[0]
        assert len(request) == 60 and request[:2] == b"\x02\x01" and request[20:24] == bytes([127, 0, 0, 1])
        unmap(mapping, delay_ms=1000)
        removal = router.requests[-1]
        assert struct.unpack_from("!I", removal, 4)[0] == 0 and removal[24:36] == request[24:36]


def test_a_router_speaking_only_natpmp_is_asked_with_it():
    with FakeRouter(natpmp_only) as router:
        mapping = map_port(8765, lifetime=600, gateway="127.0.0.1", server_port=router.port, delay_ms=1000)
        assert (mapping.protocol, mapping.address, mapping.port, mapping.lifetime) == ("NAT-PMP", PUBLIC, 8765, 600)
        assert [r[:2] for r in router.requests] == [b"\x02\x01", b"\x00\x00", b"\x00\x02"]
        unmap(mapping, delay_ms=1000)
        assert router.requests[-1] == struct.pack("!BBHHHI", 0, 2, 0, 8765, 0, 0)


def test_a_router_speaking_pcp_version_1_only_is_asked_with_natpmp():
    def version_1(request: bytes) -> bytes:
        if request[0] == 2:
            return struct.pack("!BBxBII12x", 1, 0x81, 1, 0, 1234) + b"\0" * 36  # UNSUPP_VERSION
        return natpmp_only(request)

    with FakeRouter(version_1) as router:
        mapping = map_port(8765, gateway="127.0.0.1", server_port=router.port, delay_ms=1000)
    assert mapping.protocol == "NAT-PMP" and len(router.requests) == 3


def test_a_silent_router_gives_no_answer_within_the_delay():
    with FakeRouter(lambda request: None) as router:
        start = time.monotonic()
        with pytest.raises(NoAnswer, match="no router answered"):
            map_port(8765, gateway="127.0.0.1", server_port=router.port, delay_ms=600)
        assert time.monotonic() - start < 0.6 + 0.5
        assert router.requests[0][0] == 2 and router.requests[-1][:2] == b"\x00\x00"  # PCP, then NAT-PMP


def test_nothing_listening_is_no_answer_at_once():
    with FakeRouter(lambda request: None) as router:
        port = router.port
    start = time.monotonic()
    with pytest.raises(NoAnswer):
        map_port(8765, gateway="127.0.0.1", server_port=port, delay_ms=1500)
    assert time.monotonic() - start < 1.0


@pytest.mark.parametrize(("answer", "reason"), [
    (lambda request: b"\x02\x81\x00", "3 bytes, shorter than its header"),
    (lambda request: pcp_answer(request)[:56], "56 bytes, not 60"),
    (lambda request: pcp_answer(request, opcode=0x82), "opcode 0x82, not the MAP answer"),
    (lambda request: pcp_answer(request, result=2), "PCP result 2 \\(NOT_AUTHORIZED\\)"),
    (lambda request: b"\x03" + pcp_answer(request)[1:], "version 3, not 2"),
    (lambda request: pcp_answer(request)[:24] + b"\0" * 12 + pcp_answer(request)[36:], "another request's nonce"),
    (lambda request: natpmp_only(request)[:10], "10 bytes, not 12"),
    (lambda request: natpmp_only(request, opcode_shift=129), "opcode 129, not 128"),
    (lambda request: natpmp_only(request, result=2), "NAT-PMP result 2 \\(not authorized or refused\\)"),
])
def test_bad_answers_are_refused_with_their_reason(answer: Callable[[bytes], bytes], reason: str):
    with FakeRouter(answer) as router, pytest.raises(PortMapError, match=reason):
        map_port(8765, gateway="127.0.0.1", server_port=router.port, delay_ms=1000)


def test_bad_arguments_say_which():
    with pytest.raises(ValueError, match="not 0"):
        map_port(0, gateway="127.0.0.1")
    with pytest.raises(ValueError, match="lifetime"):
        map_port(8765, lifetime=0, gateway="127.0.0.1")
