"""``jackal serve``: the SSH server.

Each login that asks for a terminal gets its own game process (``python -m
jackal_tui.serve.client``) on a pseudo-terminal of the server's, sized and resized as the
client's window; the bytes go between that terminal and the SSH channel untouched. The
process talks to the authority (:mod:`.authority`) over a private unix socket with a
ticket only this connection knows. Nothing else is offered: no shell, no command but
the game, no forwarding of ports, sockets, agents or X11, no SFTP or SCP.

Logins: a public key listed in the authorized-keys file, or a name and password a
player set in the lobby (:mod:`.logins`). Each failed login is logged (the server's
log file and stderr); an address that keeps failing waits longer and longer for an
answer.
"""

from __future__ import annotations

import asyncio
import fcntl
import logging
import os
import re
import signal
import struct
import sys
import tempfile
import termios
from pathlib import Path

import asyncssh

from jackal_tui.serve import wire
from jackal_tui.serve.authority import Authority
from jackal_tui.serve.logins import Backoff, key_listed, write_private

log = logging.getLogger("jackal.serve")

CLIENT_MODULE = "jackal_tui.serve.client"
ALLOWED_COMMANDS = ("", "jackal")
SAFE_WORD = re.compile(r"[A-Za-z0-9._+-]{1,40}")  # what a TERM or COLORTERM may say  # ``ssh -t host -p 2222 jackal`` plays too
NO_TERMINAL = (b"jackal serve: the game needs a terminal: ssh -t (or plain ssh, "
               b"without a command).\r\n")
#: Terminals one login may have open at once, and the server in all: each is a game process
#: of about 50 MB, so a login (or a script) opening them without end would starve the
#: machine. A connection over the limit is told why and closed; the others play on.
MAX_PER_LOGIN = 4
MAX_TERMINALS = 40


def host_key(folder: Path):
    """The server's host key: made once, kept in ``folder`` readable only by its owner."""
    path = folder / "host_key"
    if path.exists():
        os.chmod(path, 0o600)
        return asyncssh.read_private_key(str(path))
    key = asyncssh.generate_private_key("ssh-ed25519")
    write_private(path, key.export_private_key())
    log.info("made the host key %s (%s)", path, key.get_fingerprint())
    return key


def set_size(fd: int, width: int, height: int) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", max(1, height), max(1, width), 0, 0))


class Gate(asyncssh.SSHServer):
    """One SSH connection's way in: who may log in, and nothing but a terminal session."""

    def __init__(self, server: JackalServer) -> None:
        self.server = server
        self.address = "?"
        self.identity: tuple[str, str] | None = None  # (identity, name) once logged in
        self.failed = False

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        peer = conn.get_extra_info("peername")
        self.address = str(peer[0]) if peer else "?"

    def connection_lost(self, exc) -> None:
        if self.identity is None and self.failed:
            self.server.failed(self.address, "gave up")

    def begin_auth(self, username: str) -> bool:
        return True

    def password_auth_supported(self) -> bool:
        return True

    def public_key_auth_supported(self) -> bool:
        return True

    async def validate_public_key(self, username: str, key) -> bool:
        await self.server.slow_down(self.address)
        if key_listed(key, self.server.authorized_keys):
            self.identity = (f"key:{key.get_fingerprint()}", username)
            return True
        self.failed = True
        log.warning("login refused: key %s for %r from %s is not in %s",
                    key.get_fingerprint(), username, self.address, self.server.authorized_keys)
        return False

    async def validate_password(self, username: str, password: str) -> bool:
        await self.server.slow_down(self.address)
        if self.server.authority.logins.check(username, password):
            self.identity = (f"pw:{username}", username)
            return True
        self.server.failed(self.address, f"wrong password for {username!r}")
        return False

    def auth_completed(self) -> None:
        self.server.backoff.worked(self.address)
        log.info("%r logged in from %s (%s)", self.identity[1], self.address,
                 self.identity[0])

    def session_requested(self):
        if self.identity is None:
            return False
        return GameChannel(self.server, *self.identity, self.address)

    # every other kind of channel or request is refused
    def connection_requested(self, *args, **kwargs):
        return False

    def server_requested(self, *args, **kwargs):
        return False

    def unix_connection_requested(self, *args, **kwargs):
        return False

    def unix_server_requested(self, *args, **kwargs):
        return False


class GameChannel(asyncssh.SSHServerSession):
    """One terminal session: a game process on a pseudo-terminal, bridged to the channel."""

    def __init__(self, server: JackalServer, identity: str, name: str, address: str) -> None:
        self.server = server
        self.identity, self.name, self.address = identity, name, address
        self.chan = None
        self.term: str | None = None
        self.size = (80, 24)
        self.master: int | None = None
        self.process: asyncio.subprocess.Process | None = None
        self.conn = None
        self.closed = False  # the channel is gone

    def connection_made(self, chan) -> None:
        self.chan = chan

    def pty_requested(self, term_type: str, term_size, term_modes) -> bool:
        self.term = term_type if term_type and SAFE_WORD.fullmatch(term_type) else "xterm"
        if term_size and term_size[0] and term_size[1]:
            self.size = (term_size[0], term_size[1])
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        return command.strip() in ALLOWED_COMMANDS

    def subsystem_requested(self, subsystem: str) -> bool:
        return False

    def session_started(self) -> None:
        if self.term is None:
            self.chan.write(NO_TERMINAL)
            self.chan.exit(2)
            return
        refused = self.over_the_limit()
        if refused:
            log.warning("%r from %s refused: %s", self.name, self.address, refused)
            self.chan.write(f"jackal serve: {refused}\r\n".encode())
            self.chan.exit(2)
            return
        # counted at once, so that terminals opened together cannot all pass the limit
        self.conn = self.server.authority.arrive(self.identity, self.name, self.address)
        asyncio.get_running_loop().create_task(self.start())

    def over_the_limit(self) -> str:
        """Why this terminal may not open now ("" when it may)."""
        conns = list(self.server.authority.conns.values())
        mine = sum(1 for c in conns if c.identity == self.identity)
        if mine >= MAX_PER_LOGIN:
            return (f"this login already has {mine} terminal{'' if mine == 1 else 's'} open "
                    f"here (at most {MAX_PER_LOGIN}): close one, then log in again.")
        if len(conns) >= MAX_TERMINALS:
            return (f"the server has {len(conns)} terminals open, as many as it takes: "
                    f"try again later.")
        return ""

    async def start(self) -> None:
        master, slave = os.openpty()
        self.master = master
        set_size(master, *self.size)
        sent = self.chan.get_environment() if self.chan else {}
        env = {key: value for key, value in os.environ.items()
               if key in ("PATH", "HOME", "LANG", "LC_ALL", "PYTHONPATH", "SYSTEMROOT")}
        env.update({"TERM": self.term, "JACKAL_SERVE_SOCKET": self.server.socket_path,
                    "JACKAL_SERVE_TICKET": self.conn.ticket, "LANG": env.get("LANG") or "C.UTF-8"})
        for key in ("COLORTERM", "NO_COLOR"):  # what the client sent of these (SendEnv)
            value = sent.get(key)
            if isinstance(value, str) and (value == "" or SAFE_WORD.fullmatch(value)):
                env[key] = value

        try:
            # a session of its own, in which the game process takes the pty as its
            # controlling terminal (jackal_tui.serve.client): no Python code runs in the
            # child between fork and exec, which is not safe in a process with threads
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", CLIENT_MODULE, stdin=slave, stdout=slave, stderr=slave,
                env=env, start_new_session=True, close_fds=True)
        finally:
            os.close(slave)
        loop = asyncio.get_running_loop()
        loop.add_reader(master, self.from_game)
        code = await self.process.wait()
        await asyncio.sleep(0.05)  # the last bytes it wrote
        self.from_game()
        self.finish(code)

    def from_game(self) -> None:
        if self.master is None:
            return
        try:
            data = os.read(self.master, 65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:  # the game process has ended (EIO)
            data = b""
        if data and not self.closed:
            try:
                self.chan.write(data)
                return
            except (OSError, asyncssh.Error):  # the line dropped: the game ends
                self.closed = True
        asyncio.get_running_loop().remove_reader(self.master)

    def finish(self, code: int) -> None:
        if self.master is not None:
            asyncio.get_running_loop().remove_reader(self.master)
            os.close(self.master)
            self.master = None
        if self.conn is not None:
            self.server.authority.leave(self.conn)
            self.conn = None
        if not self.closed:
            try:
                self.chan.exit(0 if code in (0, None) else 1)
            except (OSError, asyncssh.Error):
                pass

    @staticmethod
    async def hang_up(process) -> None:
        """The line dropped: the game process gets a hang-up, as a terminal's would, and
        is stopped if it has not ended a few seconds later."""
        for sig, wait in ((signal.SIGHUP, 5.0), (signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
            try:
                process.send_signal(sig)
            except ProcessLookupError:
                return
            try:
                await asyncio.wait_for(process.wait(), wait)
                return
            except asyncio.TimeoutError:
                continue

    def data_received(self, data, datatype) -> None:
        if self.master is not None:
            try:
                os.write(self.master, data)
            except OSError:
                pass

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        self.size = (width, height)
        if self.master is not None:
            set_size(self.master, width, height)  # the game process gets SIGWINCH

    def eof_received(self) -> bool:
        return False

    def connection_lost(self, exc) -> None:
        self.closed = True
        if self.master is not None:
            asyncio.get_running_loop().remove_reader(self.master)
        if self.process is not None and self.process.returncode is None:
            asyncio.get_running_loop().create_task(self.hang_up(self.process))
        if self.conn is not None:
            self.server.authority.leave(self.conn)
            self.conn = None


class JackalServer:
    """The SSH listener, the authority, and the socket the game processes talk on."""

    def __init__(self, data_dir: Path, *, listen: str = "127.0.0.1", port: int = 2222,
                 authorized_keys: Path | None = None, think: float = 1.0,
                 pace: float = 0.8) -> None:
        self.data_dir = Path(data_dir)
        self.listen, self.port = listen, port
        self.authorized_keys = authorized_keys
        self.authority = Authority(self.data_dir, think=think, pace=pace)
        self.backoff = Backoff()
        self.runtime = Path(tempfile.mkdtemp(prefix="jackal-serve-"))  # 0700: ours only
        self.socket_path = str(self.runtime / "authority.sock")
        self.ssh = None
        self.unix = None

    async def start(self) -> int:
        """Listen; returns the port (the one given, or the one picked for port 0)."""
        key = host_key(self.authority.home)
        self.authority.resume()
        self.unix = await asyncio.start_unix_server(self.game_process, path=self.socket_path,
                                                    limit=wire.LIMIT)
        os.chmod(self.socket_path, 0o600)
        self.ssh = await asyncssh.create_server(
            lambda: Gate(self), self.listen, self.port, server_host_keys=[key],
            encoding=None, agent_forwarding=False, x11_forwarding=False, allow_scp=False,
            sftp_factory=None, line_editor=False, login_timeout=60, keepalive_interval=30)
        self.port = self.ssh.sockets[0].getsockname()[1]
        log.info("jackal serve listens on %s port %d (data: %s)", self.listen, self.port,
                 self.data_dir)
        return self.port

    async def close(self) -> None:
        if self.ssh is not None:
            self.ssh.close()
            await self.ssh.wait_closed()
        if self.unix is not None:
            self.unix.close()
        self.authority.close()
        try:
            os.unlink(self.socket_path)
            os.rmdir(self.runtime)
        except OSError:
            pass

    # ----- logins
    async def slow_down(self, address: str) -> None:
        wait = self.backoff.wait_for(address)
        if wait:
            await asyncio.sleep(wait)

    def failed(self, address: str, what: str) -> None:
        count = self.backoff.fail(address)
        log.warning("failed login from %s: %s (%d in a row)", address, what, count)

    # ----- the game processes
    async def game_process(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One socket of a game process: its first line shows the ticket; ``feed`` sockets
        get the pushed news, the others are answered request by request."""
        conn = None
        try:
            hello = wire.decode(await asyncio.wait_for(reader.readline(), 10))
            conn = self.authority.conns.get(hello.get("ticket"))
            if conn is None:
                writer.write(wire.encode({"ok": False, "why": "not a ticket of this server"}))
                return
            if hello.get("op") == "feed":
                conn.feed = writer
                writer.write(wire.encode({"ok": True}))
                await reader.read()  # until the process goes
                return
            writer.write(wire.encode({"ok": True, "you": conn.name}))
            while True:
                line = await reader.readline()
                if not line:
                    return
                reply = self.authority.answer(conn, wire.decode(line))
                writer.write(wire.encode(reply))
                await writer.drain()
        except (asyncio.TimeoutError, asyncio.CancelledError, ValueError, ConnectionError,
                asyncio.LimitOverrunError):
            return
        finally:
            writer.close()


def setup_logging(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    logger = logging.getLogger("jackal.serve")
    logger.setLevel(logging.INFO)
    form = logging.Formatter("%(asctime)s %(levelname)s %(message)s")
    for handler in (logging.FileHandler(folder / "serve.log", encoding="utf-8"),
                    logging.StreamHandler(sys.stderr)):
        handler.setFormatter(form)
        logger.addHandler(handler)


async def serve_forever(server: JackalServer) -> None:
    await server.start()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    print(f"jackal serve: listening on {server.listen} port {server.port}; Ctrl-C stops it",
          file=sys.stderr, flush=True)
    try:
        await stop.wait()
    finally:
        await server.close()
