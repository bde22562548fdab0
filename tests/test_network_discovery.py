"""Games offered on the local network: the DNS-SD records read and refused, and a round trip on loopback.

The round trip uses zeroconf on 127.0.0.1 only; where multicast on loopback
does not work it is skipped (the records' reading is tested either way).
"""

from __future__ import annotations

import socket
import time

import pytest
from zeroconf import ServiceInfo

from gameofyear.net.discovery import SERVICE_TYPE, Advertiser, Browser, Offer, offer_from_info, service_info
from gameofyear.net.protocol import PROTOCOL_VERSION


def test_an_advertised_record_reads_back_as_the_offer():
    info = service_info("Martin family, Sunday", 8765, ["127.0.0.1"], open_seats=2)
    offer = offer_from_info(info)
    assert offer == Offer(info.name, "Martin family, Sunday", "127.0.0.1", 8765, PROTOCOL_VERSION, 2)
    assert offer.url == "ws://127.0.0.1:8765"
    assert offer_from_info(service_info("x", 9000, ["127.0.0.1"], 1, tls=True)).url == "wss://127.0.0.1:9000"


def test_a_wss_game_offers_its_certificate_pin_and_a_malformed_pin_is_none():
    """The host's window serves wss:// only: its offer says so and carries the pin a bare seat code joins with."""
    pin = bytes(range(10))
    offer = offer_from_info(service_info("Martin family", 8765, ["192.168.1.20"], 2, tls=True, pin=pin))
    assert offer is not None and offer.url == "wss://192.168.1.20:8765" and offer.pin == pin
    for text in (b"zz", b"0102", (bytes(range(11))).hex().encode()):  # not hex, too short, too long
        info = ServiceInfo(SERVICE_TYPE, f"p.{SERVICE_TYPE}", port=8765, addresses=[socket.inet_aton("127.0.0.1")],
                           properties={b"protocol": str(PROTOCOL_VERSION).encode(), b"tls": b"1", b"pin": text},
                           server="p.local.")
        found = offer_from_info(info)
        assert found is not None and found.tls and found.pin is None


@pytest.mark.parametrize("properties, addresses, port", [
    ({b"protocol": b"99", b"title": b"future"}, ["127.0.0.1"], 8765),
    ({b"protocol": b"one", b"title": b"x"}, ["127.0.0.1"], 8765),
    ({b"title": b"no version"}, ["127.0.0.1"], 8765),
    ({b"protocol": b"1", b"open": b"-3"}, ["127.0.0.1"], 8765),
    ({b"protocol": b"1", b"open": b"many"}, ["127.0.0.1"], 8765),
    ({b"protocol": b"1", b"title": b"\xff\xfe"}, ["127.0.0.1"], 8765),
    ({b"protocol": b"1"}, [], 8765),
])
def test_records_that_are_no_usable_game_server_are_not_offered(properties, addresses, port):
    info = ServiceInfo(SERVICE_TYPE, f"odd.{SERVICE_TYPE}", port=port,
                       addresses=[socket.inet_aton(a) for a in addresses], properties=properties,
                       server="odd.local.")
    assert offer_from_info(info) is None


def test_a_title_loses_unprintable_characters_and_is_cut():
    info = ServiceInfo(SERVICE_TYPE, f"t.{SERVICE_TYPE}", port=1234, addresses=[socket.inet_aton("127.0.0.1")],
                       properties={b"protocol": b"1", b"title": ("Ann\x1b[2J" + "y" * 200).encode()},
                       server="t.local.")
    offer = offer_from_info(info)
    assert offer is not None and "\x1b" not in offer.title and len(offer.title) == 60


def test_a_game_advertised_on_loopback_is_found():
    try:
        advertiser = Advertiser(service_info("Loopback game", 8799, ["127.0.0.1"], 3), interfaces=["127.0.0.1"])
    except OSError as exc:
        pytest.skip(f"no multicast on loopback here: {exc}")
    browser = None
    try:
        browser = Browser(interfaces=["127.0.0.1"])
        deadline = time.monotonic() + 5

        def ours() -> list:  # another game of this machine may be advertised on loopback too
            return [offer for offer in browser.offers() if offer.port == 8799] if browser is not None else []

        while time.monotonic() < deadline and not ours():
            time.sleep(0.1)
        found = ours()
        if not found:
            pytest.skip("multicast on loopback does not reach back here")
        assert found[0].title == "Loopback game" and found[0].port == 8799 and found[0].open_seats == 3
    finally:
        if browser is not None:
            browser.close()
        advertiser.close()
