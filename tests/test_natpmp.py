"""The default gateway is read from a Linux route table."""

from pathlib import Path

from gameofyear.net.natpmp import default_gateway

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
