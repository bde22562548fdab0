"""Load of the game server: N concurrent games of computer clients over real WebSockets on 127.0.0.1.

The server runs as ``gameofyear serve`` in a subprocess (its own store in a
temporary folder); this process plays every seat of every game as a remote
computer client (``basic`` level) through :class:`~gameofyear.net.client.GameClient`,
in ``--procs`` client processes. It prints the decisions per second the
server referees, the latency from an action sent to the update that tells
of it (p50/p95/max, milliseconds) and the server's peak memory (VmHWM).

    python benchmarks/network.py --games 200 --players 4 --seconds 60 [--insecure]

The server speaks ``wss://`` with its own certificate, as ``gameofyear serve`` does by default, and the
clients pin it; ``--insecure`` measures plain ``ws://`` instead.

Only 127.0.0.1 is used; the run stops by itself after ``--seconds`` (or when
every game has ended).
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import secrets
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gameofyear.bots import make_bot  # noqa: E402
from gameofyear.content import load_content  # noqa: E402
from gameofyear.net.client import GameClient, create_game, play_as_bot  # noqa: E402
from gameofyear.seats import default_bot_seed  # noqa: E402
from gameofyear.simulation import random_setup  # noqa: E402

HOST = "127.0.0.1"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def _peak_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


async def _play_games(url: str, games: list[dict], players: int, seconds: float, start_at: float, think: float,
                      pin: bytes | None = None) -> tuple[list[float], int, int]:
    content = load_content()
    latencies: list[float] = []
    clients: list[GameClient] = []
    tasks = []
    for g in games:
        setup = random_setup(random.Random(g["seed"]), content, players)
        for c in g["codes"]:
            client = GameClient(url, c["code"], backoff=(0.2, 2.0), pin=pin)
            clients.append(client)
            bot = make_bot("basic", default_bot_seed(g["seed"], c["seat"]))
            tasks.append((client, bot, setup))
    while time.time() < start_at:
        await asyncio.sleep(0.01)
    for client, _, _ in tasks:
        client.start()
    runs = [asyncio.create_task(play_as_bot(client, bot, setup, content, timeout=seconds + 30, latencies=latencies,
                                              think=think))
            for client, bot, setup in tasks]
    done, pending = await asyncio.wait(runs, timeout=seconds)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    finished = sum(1 for client in clients if client.outcome is not None)
    for client in clients:
        await client.close()
    return latencies, len(latencies), finished


def _client_process(url: str, games: list[dict], players: int, seconds: float, start_at: float, think: float,
                    out, pin: bytes | None = None) -> None:
    latencies, decisions, finished = asyncio.run(_play_games(url, games, players, seconds, start_at, think, pin))
    out.send((latencies, decisions, finished))
    out.close()


def main() -> int:
    """Run the benchmark; returns 0 (1 when the server does not start)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=60.0, help="stop after this long (default 60)")
    parser.add_argument("--think", type=float, default=0.0,
                        help="mean seconds a client waits before each action (0: at once, the server saturated)")
    parser.add_argument("--procs", type=int, default=1, help="client processes (default 1)")
    parser.add_argument("--insecure", action="store_true", help="plain ws:// (default: wss:// with the server's pin)")
    args = parser.parse_args()
    port = _free_port()
    url = f"{'ws' if args.insecure else 'wss'}://{HOST}:{port}"
    with tempfile.TemporaryDirectory() as folder:
        clients = args.games * args.players
        key = secrets.token_urlsafe(24)
        server = subprocess.Popen([sys.executable, "-m", "gameofyear.cli", "serve", "--host", HOST, "--port", str(port),
                                   "--db", os.path.join(folder, "bench.sqlite3"),
                                   "--per-address", str(clients + 64), "--connections", str(clients + 64),
                                   "--creates-per-address", str(args.games),
                                   "--address-rate", str(40 * clients),
                                   *(["--insecure"] if args.insecure else [])], stdout=subprocess.PIPE, text=True,
                                  env={**os.environ, "GAMEOFYEAR_OPERATOR_KEY": key})
        try:
            line = server.stdout.readline() if server.stdout else ""
            if "Serving" not in line:
                print("the server did not start", file=sys.stderr)
                return 1
            pin = None
            if not args.insecure:  # the next line gives the pin of the server's own certificate
                from gameofyear.net.invitation import read_pin

                pin = read_pin((server.stdout.readline() if server.stdout else "").split()[2])
            content = load_content()

            async def make_all() -> list[dict]:
                made = []
                for g in range(args.games):
                    setup = random_setup(random.Random(g + 1), content, args.players)
                    created = await create_game(url, {"setup": setup.to_json(), "grace": 3600,
                                                      "seats": [{"kind": "remote"}] * args.players}, key=key,
                                              pin=pin)
                    made.append({"seed": g + 1, "codes": created["codes"]})
                return made

            games = asyncio.run(make_all())
            start_at = time.time() + 1.0
            pipes, procs = [], []
            for k in range(args.procs):
                mine, theirs = multiprocessing.Pipe(duplex=False)
                proc = multiprocessing.Process(target=_client_process,
                                               args=(url, games[k::args.procs], args.players, args.seconds,
                                                     start_at, args.think, theirs, pin))
                proc.start()
                pipes.append(mine)
                procs.append(proc)
            results = [pipe.recv() for pipe in pipes]
            elapsed = time.time() - start_at
            for proc in procs:
                proc.join(10)
            peak = _peak_kib(server.pid)
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(20)
    latencies = sorted(x for r in results for x in r[0])
    decisions = sum(r[1] for r in results)
    finished = sum(r[2] for r in results) // args.players
    if not latencies:
        print("no decision was made")
        return 1
    q = statistics.quantiles(latencies, n=100)
    print(f"games: {args.games} concurrent over {url.split(':')[0]}://, {args.players} remote computer clients each "
          f"({args.games * args.players} connections), {args.procs} client process(es), "
          f"think time {args.think:g} s")
    print(f"finished games: {finished} in {elapsed:.1f} s")
    print(f"decisions per second: {decisions / elapsed:.0f} ({decisions} decisions)")
    print(f"latency action sent -> update received: p50 {q[49] * 1000:.1f} ms, p95 {q[94] * 1000:.1f} ms, "
          f"max {latencies[-1] * 1000:.1f} ms")
    print(f"server peak memory (VmHWM): {peak / 1024:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
