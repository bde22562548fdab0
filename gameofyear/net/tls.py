"""The host's own certificate, and a client that trusts exactly the certificate its invitation names.

A window that hosts a network game serves ``wss://`` with a self-signed
certificate made on first use (:func:`host_certificate`) and kept in the
game's data folder (the key readable by its user only). No authority vouches
for it: the invitation carries its SHA-256 fingerprint (or the first
:data:`PIN_BYTES` bytes of it), and the joiner's client checks the certificate
the server shows against that pin (:func:`check_pin`) before it says hello
with the seat's code (only the WebSocket's opening request, which holds no
secret, goes first), so a machine in the middle cannot pass for the host.

>>> # identity = host_certificate(data_folder)
>>> # await server.start("0.0.0.0", 8765, identity.server_context())
>>> # GameClient("wss://192.0.2.10:8765", code, pin=identity.fingerprint)
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import logging
import os
import ssl
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

CERTIFICATE_FILE = "host-certificate.pem"
"""The host's certificate (PEM) in the data folder."""
KEY_FILE = "host-key.pem"
"""The certificate's private key (PEM, unencrypted, mode 0600) in the data folder."""

PIN_BYTES = 16
"""The pin an invitation carries: the first 16 bytes (128 bits) of the certificate's SHA-256 fingerprint.

Passing for the host then means making a certificate whose SHA-256 begins with
those 128 bits (a second preimage: about 2**128 hashes), the usual margin; the
invitation stays short enough to read aloud (eleven groups of five characters)."""

SHORTEST_PIN_BYTES = 10
"""The shortest pin accepted: the 80 bits the invitations of earlier versions carry, which still join."""

VALID_DAYS = 3650
"""How long the certificate is valid (days). Joiners pin it and do not look at the dates; TLS libraries
that do want some."""

MISMATCH = "This is not the host's game: its certificate does not match the invitation."
"""What a joiner is told when the server's certificate is not the one its invitation names."""

UNTRUSTED = ("The server's certificate is not one this computer trusts: join with the host's invitation code, "
             "which names the host's own certificate.")
"""What a joiner is told when a ``wss://`` address without a pin meets a certificate no authority vouches for."""


class CertificateMismatch(Exception):
    """The server's certificate is not the one the invitation names (or the server showed none).

    Attributes:
        expected: the pin (a prefix of the SHA-256 fingerprint); found: the certificate's full fingerprint,
            or None when the server showed no certificate.
    """

    def __init__(self, expected: bytes, found: bytes | None):
        super().__init__(MISMATCH)
        self.expected = expected
        self.found = found


@dataclass(frozen=True)
class HostCertificate:
    """The host's certificate and key files, and the certificate's fingerprint.

    Attributes:
        certificate: the PEM certificate's path; key: the PEM key's path.
        fingerprint: the SHA-256 digest of the certificate's DER encoding (32 bytes).
    """

    certificate: Path
    key: Path
    fingerprint: bytes

    def server_context(self) -> ssl.SSLContext:
        """A server TLS context (TLS 1.2 or later) with this certificate.

        Raises:
            OSError, ssl.SSLError: the files cannot be read or do not match.
        """
        return server_context(self.certificate, self.key)

    @property
    def pin(self) -> bytes:
        """The pin an invitation carries: the first :data:`PIN_BYTES` bytes of :attr:`fingerprint`."""
        return self.fingerprint[:PIN_BYTES]


def fingerprint(der: bytes) -> bytes:
    """The SHA-256 digest (32 bytes) of a certificate's DER encoding."""
    return hashlib.sha256(der).digest()


def server_context(certfile: str | Path, keyfile: str | Path | None = None) -> ssl.SSLContext:
    """A server TLS context (TLS 1.2 or later) from a PEM certificate (chain) and its key.

    Raises:
        OSError, ssl.SSLError: the files cannot be read or do not match.
    """
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(str(certfile), None if keyfile is None else str(keyfile))
    return context


def pinned_client_context() -> ssl.SSLContext:
    """A client TLS context for a pinned, self-signed certificate: no authority checks it, :func:`check_pin` does.

    The host's certificate is self-signed, so the usual verification (a chain
    to a trusted authority, the host name) is off; the connection is only used
    once :func:`check_pin` has found the certificate to be the invitation's.
    """
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def check_pin(der: bytes | None, pin: bytes) -> None:
    """Check that a certificate (DER) is the one a pin names.

    Args:
        der: the certificate the server showed (``getpeercert(binary_form=True)``), or None.
        pin: the whole SHA-256 fingerprint, or its first :data:`SHORTEST_PIN_BYTES` bytes or more.

    Raises:
        ValueError: a pin shorter than :data:`SHORTEST_PIN_BYTES` or longer than a SHA-256 digest.
        CertificateMismatch: the certificate's fingerprint does not begin with ``pin`` (or there is none).
    """
    if not SHORTEST_PIN_BYTES <= len(pin) <= hashlib.sha256().digest_size:
        raise ValueError(f"a certificate pin has {SHORTEST_PIN_BYTES} to 32 bytes, not {len(pin)}")
    if der is None:
        raise CertificateMismatch(pin, None)
    found = fingerprint(der)
    if not hmac.compare_digest(found[:len(pin)], pin):
        raise CertificateMismatch(pin, found)


def check_peer(transport: Any, pin: bytes) -> None:
    """Check that the certificate the server showed on ``transport`` (an asyncio transport of a TLS connection,
    a WebSocket's ``ws.transport``) is the one ``pin`` names (:func:`check_pin`), before anything is sent on it.

    Raises:
        CertificateMismatch: another certificate, or none (a connection without TLS).
        ValueError: a pin of the wrong length.
    """
    ssl_object = transport.get_extra_info("ssl_object")
    check_pin(None if ssl_object is None else ssl_object.getpeercert(binary_form=True), pin)


def host_certificate(folder: str | Path, name: str = "Game of the Year") -> HostCertificate:
    """The host's certificate in ``folder`` (:data:`CERTIFICATE_FILE`, :data:`KEY_FILE`), made on first use.

    A certificate that cannot be read, or whose key is not its own, is made
    again (and logged: invitations sent with the old fingerprint no longer
    reach this host). The key is an elliptic-curve (P-256) key written with
    mode 0600; the certificate is self-signed, valid :data:`VALID_DAYS` days.

    Args:
        folder: the game's data folder (created if needed).
        name: the certificate's common name.

    Returns:
        The files and the certificate's fingerprint.

    Raises:
        OSError: the folder cannot be written.
    """
    folder = Path(folder)
    cert_path, key_path = folder / CERTIFICATE_FILE, folder / KEY_FILE
    if cert_path.exists() and key_path.exists():
        try:
            return _read(cert_path, key_path)
        except (OSError, ValueError, ssl.SSLError) as exc:
            log.warning("the host's certificate cannot be used (%s): making a new one", exc)
    folder.mkdir(parents=True, exist_ok=True)
    cert_pem, key_pem = _make(name)
    _write(key_path, key_pem, 0o600)
    _write(cert_path, cert_pem, 0o644)
    return _read(cert_path, key_path)


def server_certificate_folder(db: str | Path) -> Path:
    """Where ``gameofyear serve`` keeps the certificate of its own for the store ``db``: ``<db>-tls`` beside it,
    so that the pin stays the same from one start to the next (and the invitations sent stay good)."""
    return Path(f"{db}-tls")


def certificate_pin(certfile: str | Path) -> bytes:
    """The pin of the first certificate of a PEM file (the server's own, before its chain): the first
    :data:`PIN_BYTES` bytes of its SHA-256 fingerprint.

    Raises:
        OSError: the file cannot be read; ValueError: it holds no PEM certificate.
    """
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import Encoding

    der = x509.load_pem_x509_certificate(Path(certfile).read_bytes()).public_bytes(Encoding.DER)
    return fingerprint(der)[:PIN_BYTES]


def _read(cert_path: Path, key_path: Path) -> HostCertificate:
    """The certificate and key as files that load together (raises ``ssl.SSLError`` otherwise)."""
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import Encoding

    server_context(cert_path, key_path)  # the key is the certificate's own, or this raises
    der = x509.load_pem_x509_certificate(cert_path.read_bytes()).public_bytes(Encoding.DER)
    if key_path.stat().st_mode & 0o077:
        os.chmod(key_path, 0o600)
    return HostCertificate(cert_path, key_path, fingerprint(der))


def _make(name: str) -> tuple[bytes, bytes]:
    """A new self-signed certificate and its key, both PEM."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(subject).issuer_name(subject).public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    key_pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    return cert.public_bytes(serialization.Encoding.PEM), key_pem


def _write(path: Path, data: bytes, mode: int) -> None:
    """Write ``data`` to ``path`` through a new file of ``mode`` renamed over it (never readable by others
    on the way)."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.unlink(missing_ok=True)
    with os.fdopen(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode), "wb") as file:
        file.write(data)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)
