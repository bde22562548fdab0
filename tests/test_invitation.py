"""Invitation codes: what goes in comes out, and a person's typing mistake is found (Hypothesis properties)."""

from __future__ import annotations

import base64

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gameofyear.net.invitation import (
    ALPHABET,
    SEAT_CODE_BYTES,
    Invitation,
    InvitationError,
    decode,
    encode,
    new_seat_code,
)
from gameofyear.net.tls import PIN_BYTES

codes = st.binary(min_size=1, max_size=32).map(lambda b: base64.urlsafe_b64encode(b).rstrip(b"=").decode())
labels = st.from_regex(r"[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?", fullmatch=True)
names = st.lists(labels, min_size=1, max_size=4).map(".".join).filter(lambda n: not n.replace(".", "").isdigit())
paths = st.one_of(st.just(""), st.from_regex(r"/[a-z0-9_/-]{0,20}", fullmatch=True))
pins = st.one_of(st.none(), st.binary(min_size=PIN_BYTES, max_size=PIN_BYTES))


@st.composite
def invitations(draw: st.DrawFn) -> Invitation:
    """Any invitation the game can write: an IPv4 or IPv6 address or a host name, pinned, trusted or plain."""
    kind = draw(st.sampled_from(["v4", "v6", "name"]))
    host = (str(draw(st.ip_addresses(v=4))) if kind == "v4" else str(draw(st.ip_addresses(v=6))) if kind == "v6"
            else draw(names))
    pin = draw(pins)
    tls = True if pin is not None else draw(st.booleans())
    return Invitation(host, draw(st.integers(1, 65535)), draw(codes), pin, tls,
                      draw(paths) if kind == "name" else "")


@given(invitations())
@settings(max_examples=300, deadline=None)
def test_decode_gives_back_what_encode_was_given(invitation: Invitation) -> None:
    text = encode(invitation)
    assert decode(text) == invitation
    assert decode(text.lower().replace("-", " ")) == invitation  # read aloud, typed in lower case with spaces
    assert all(len(group) <= 5 for group in text.split("-"))


@given(invitations(), st.data())
@settings(max_examples=300, deadline=None)
def test_any_one_character_mistyped_is_found(invitation: Invitation, data: st.DataObject) -> None:
    text = encode(invitation).replace("-", "")
    where = data.draw(st.integers(0, len(text) - 1))
    typo = data.draw(st.sampled_from([c for c in ALPHABET if c != text[where]]))
    with pytest.raises(InvitationError, match="typing mistake"):
        decode(text[:where] + typo + text[where + 1:])


@given(invitations(), st.data())
@settings(max_examples=300, deadline=None)
def test_two_neighbours_swapped_are_found_except_zero_and_z(invitation: Invitation, data: st.DataObject) -> None:
    text = encode(invitation).replace("-", "")
    where = data.draw(st.integers(0, len(text) - 2))
    pair = {text[where], text[where + 1]}
    if len(pair) == 1 or pair == {"0", "Z"}:
        return  # nothing changes, or the one pair Luhn's algorithm cannot tell apart
    with pytest.raises(InvitationError):
        decode(text[:where] + text[where + 1] + text[where] + text[where + 2:])


def test_the_hosts_invitation_is_eleven_groups_and_says_wss_with_its_128_bit_pin():
    pin = bytes(range(32))
    invitation = Invitation("192.168.1.20", 8765, new_seat_code(), pin=pin)
    text = encode(invitation)
    assert len(text.split("-")) == 11 and len(text.replace("-", "")) == 54
    back = decode(text)
    assert back.url == "wss://192.168.1.20:8765" and back.pin == pin[:PIN_BYTES] and back.code == invitation.code
    assert len(back.pin) * 8 == 128
    assert decode(text.replace("0", "O").replace("1", "l")) == back  # O read as 0, l as 1
    assert Invitation("::1", 9000, "AA").url == "wss://[::1]:9000"
    assert Invitation("games.example.org", 443, "AA", tls=True, path="/g").url == "wss://games.example.org:443/g"
    assert Invitation("10.0.0.1", 8765, "AA", tls=False).url == "ws://10.0.0.1:8765"


def test_seat_codes_have_80_random_bits():
    made = {new_seat_code() for _ in range(200)}
    assert len(made) == 200
    assert all(len(base64.urlsafe_b64decode(c + "==")) == SEAT_CODE_BYTES for c in made)


@pytest.mark.parametrize(("text", "words"), [
    ("", "too short"),
    ("hello, world", "characters that are not in one"),
    ("UUUUU-UUUUU", "characters that are not in one"),
    ("ws://127.0.0.1:8765", "characters that are not in one"),
])
def test_what_is_not_an_invitation_is_refused_in_words(text: str, words: str) -> None:
    with pytest.raises(InvitationError, match=words):
        decode(text)


def test_a_code_of_a_newer_game_is_refused_in_words():
    from gameofyear.net.invitation import _TO_CROCKFORD, _b32decode, _check  # to write a code of version 2

    text = encode(Invitation("10.0.0.1", 8765, "AAAA")).replace("-", "")
    raw = bytearray(_b32decode(text[:-1]) or b"")
    raw[0] = 2 << 4 | (raw[0] & 0x0F)
    body = base64.b32encode(bytes(raw)).rstrip(b"=").translate(_TO_CROCKFORD).decode()
    with pytest.raises(InvitationError, match="another version"):
        decode(body + ALPHABET[_check(body)])


@pytest.mark.parametrize("bad", [
    Invitation("10.0.0.1", 0, "AAAA"),
    Invitation("10.0.0.1", 8765, "not base64!"),
    Invitation("10.0.0.1", 8765, "AAAA", pin=b"short"),
    Invitation("10.0.0.1", 8765, "AAAA", pin=bytes(10), tls=False),
    Invitation("10.0.0.1", 8765, "AAAA", path="/g"),
    Invitation("bad host name", 8765, "AAAA"),
])
def test_encode_refuses_what_cannot_travel(bad: Invitation) -> None:
    with pytest.raises(ValueError):
        encode(bad)


def test_an_invitation_of_an_earlier_version_with_an_80_bit_pin_still_reads():
    """Invitations sent before the pin grew to 128 bits: nine groups, an 80-bit pin, read as they were."""
    from gameofyear.net.tls import SHORTEST_PIN_BYTES

    pin = bytes(range(SHORTEST_PIN_BYTES))
    old = "2K0AG-08M48-YG008-20C20-A1G71-04G00-820C2-0A1G7-104G3"  # written by the version before, for this seat
    back = decode(old)
    assert back.pin == pin and back.url == "wss://192.168.1.20:8765" and back.code == "AAECAwQFBgcICQ"
    assert encode(back) == old, "an 80-bit pin is written again as it was"
