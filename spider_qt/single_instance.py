"""One window per profile: the lock a start takes, and the line a second start hands over.

Two windows on one profile would each save their own game, settings and statistics
over the other's, so a start that opens a window first takes the profile's lock
(``QLockFile`` in the profile's data folder, which records the process, its program
and the machine). If another process holds it, the start does not open a second
window: it hands its command line to the running one through a ``QLocalSocket``
(keyed by the profile's real path, so ``--profile`` and ``$SPIDER_QT_HOME`` naming one
folder two ways are one profile), prints that window's answer in one line and ends.
A lock left by a process that is gone (killed, crashed) is stale: ``QLockFile`` sees
its process is not running and the new start takes it over at once.

On POSIX the socket lives in ``$XDG_RUNTIME_DIR`` when that is the player's own private
folder, else in the temporary folder with the user's id in its name; a socket another
user made is never talked to. The one-shot modes (``--describe``, ``--screenshot``…)
never come here: they write nothing, so they run beside a window.

The wire format is one JSON object per line each way (:class:`Request`, :class:`Reply`),
small and versioned, read with a size limit: whoever can connect is the same user, but
a message is still checked before it is believed.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QCryptographicHash,
    QDir,
    QLockFile,
    QSysInfo,
)

from spider_qt.about import APP_NAME

log = logging.getLogger(__name__)

LOCK_NAME: Final = "instance.lock"
PROTOCOL: Final = 1
#: A message longer than this is not ours: it is dropped unread.
MAX_MESSAGE: Final = 64 << 10
#: How long a second start keeps trying to reach a window that is still starting (its
#: plugins may take a while to load) before it says so and gives up.
CONNECT_SECONDS: Final = 30.0
#: How long it waits for the running window's answer once it has asked.
REPLY_SECONDS: Final = 10.0


@dataclass(frozen=True, slots=True)
class Request:
    """What a second start asks of the running window: come to the front, and maybe open
    a deal (``code``, or a new deal of ``variant``/``suits``/``rule``) or switch every
    plugin back on. ``safe_mode`` is told, not obeyed: it only means something at a start."""

    code: str | None = None
    variant: str | None = None
    suits: int | None = None
    rule: str | None = None
    reset_plugins: bool = False
    safe_mode: bool = False

    def to_line(self) -> bytes:
        return json.dumps({"protocol": PROTOCOL, **asdict(self)}).encode() + b"\n"

    @classmethod
    def from_line(cls, line: bytes) -> Request:
        """The request in ``line``; ``ValueError`` for anything else."""
        data = json.loads(line)
        if not isinstance(data, dict) or data.get("protocol") != PROTOCOL:
            raise ValueError("not a spider-qt request of this version")
        text = {name: data.get(name) for name in ("code", "variant", "rule")}
        if not all(v is None or (isinstance(v, str) and len(v) < 200) for v in text.values()):
            raise ValueError("code, variant and rule must be short texts")
        suits = data.get("suits")
        if suits is not None and (type(suits) is not int or suits not in (1, 2, 4)):
            raise ValueError("suits must be 1, 2 or 4")
        flags = [data.get("reset_plugins", False), data.get("safe_mode", False)]
        if not all(isinstance(f, bool) for f in flags):
            raise ValueError("reset_plugins and safe_mode must be true or false")
        return cls(text["code"], text["variant"], suits, text["rule"], *flags)

    @property
    def wants_a_deal(self) -> bool:
        return self.code is not None or self.variant is not None or self.suits is not None \
            or self.rule not in (None, "classic")


@dataclass(frozen=True, slots=True)
class Reply:
    """The running window's answer: the exit status and the line the second start prints."""

    status: int
    message: str

    def to_line(self) -> bytes:
        return json.dumps(asdict(self)).encode() + b"\n"

    @classmethod
    def from_line(cls, line: bytes) -> Reply:
        data = json.loads(line)
        if not (isinstance(data, dict) and type(data.get("status")) is int
                and isinstance(data.get("message"), str)):
            raise ValueError("not a spider-qt reply")
        return cls(data["status"], data["message"][:2000])


# --- where: the lock file and the socket of a profile ----------------------------------------


def lock_file(data_folder: Path) -> Path:
    """The lock of the profile whose saved game and statistics live in ``data_folder``."""
    return data_folder / LOCK_NAME


def server_name(data_folder: Path) -> str:
    """The local socket of the profile in ``data_folder``: named after its real path."""
    real = os.path.realpath(data_folder).encode("utf-8", "surrogateescape")
    digest = QCryptographicHash.hash(QByteArray(real), QCryptographicHash.Algorithm.Sha256)
    name = f"{APP_NAME}-{bytes(digest.toHex().data()).decode()[:24]}"
    if os.name != "posix":
        return name  # a named pipe; Qt gives it the user's access only (listen)
    return os.path.join(_private_folder() or QDir.tempPath(), f"{name}-{os.getuid()}")


def _private_folder() -> str | None:
    """``$XDG_RUNTIME_DIR`` if it is the player's own folder that nobody else may enter."""
    folder = os.environ.get("XDG_RUNTIME_DIR")
    if not folder or not os.path.isabs(folder):
        return None
    try:
        info = os.stat(folder)
    except OSError:
        return None
    private = stat.S_ISDIR(info.st_mode) and not info.st_mode & 0o077
    return folder if private and info.st_uid == os.getuid() else None


def _foreign(name: str) -> bool:
    """Is the socket file there another user's? (Then it is never talked to.)"""
    if os.name != "posix":
        return False
    try:
        return os.stat(name).st_uid != os.getuid()
    except OSError:
        return False


# --- the first start: the lock and the server ---------------------------------------------


@dataclass
class Claim:
    """This process has the profile (``lock`` is ``None`` if the lock could not even be
    made, e.g. a read-only folder: then nothing can be saved either, and the start goes on).
    """

    data_folder: Path
    lock: QLockFile | None
    server: Any = None  # the QLocalServer, once listening
    answer: Callable[[Request], Reply] | None = None
    _pending: dict[int, Any] = field(default_factory=dict)

    def listen(self, answer: Callable[[Request], Reply]) -> bool:
        """Answer second starts with ``answer`` from now on (needs the Qt application);
        ``False`` if no socket could be opened (the window works on, alone)."""
        try:
            from PySide6.QtNetwork import QLocalServer
        except ImportError as exc:  # a build without QtNetwork: the lock alone still holds
            log.info("no hand-over socket: %s", exc)
            return False
        self.answer = answer
        if self.server is not None:
            return True
        name = server_name(self.data_folder)
        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not _foreign(name):
            QLocalServer.removeServer(name)  # a killed window's socket: ours, the lock says
        if not server.listen(name):
            log.info("no hand-over socket at %s: %s", name, server.errorString())
            return False
        server.newConnection.connect(lambda: self._accept(server))
        self.server = server
        return True

    def _accept(self, server: Any) -> None:
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            buffer = bytearray()
            self._pending[id(socket)] = socket

            def read(socket: Any = socket, buffer: bytearray = buffer) -> None:
                buffer += bytes(socket.readAll())
                if b"\n" not in buffer and len(buffer) <= MAX_MESSAGE:
                    return
                socket.readyRead.disconnect()
                self._respond(socket, bytes(buffer).split(b"\n", 1)[0])

            socket.readyRead.connect(read)
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            if socket.bytesAvailable():
                read()

    def _respond(self, socket: Any, line: bytes) -> None:
        try:
            request = Request.from_line(line) if len(line) <= MAX_MESSAGE else None
        except ValueError:
            request = None
        if request is None or self.answer is None:
            reply = Reply(2, f"{APP_NAME}: the running window did not understand the request")
        else:
            try:
                reply = self.answer(request)
            except Exception:  # never let a second start take the window down
                log.exception("answering a second start")
                reply = Reply(1, f"{APP_NAME}: the running window could not take the request")
        socket.write(reply.to_line())
        socket.flush()
        socket.disconnectFromServer()

    def _forget(self, socket: Any) -> None:
        self._pending.pop(id(socket), None)
        socket.deleteLater()

    def release(self) -> None:
        """Let the next start have the profile (also done when the process ends)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


@dataclass(frozen=True, slots=True)
class Running:
    """Another process has the profile: where to reach it, and who it is."""

    data_folder: Path
    pid: int | None
    host: str

    @property
    def here(self) -> bool:
        """Is it on this machine? (A profile on a shared folder may be open elsewhere.)"""
        return not self.host or self.host == QSysInfo.machineHostName()


def claim(data_folder: Path) -> Claim | Running:
    """Take the profile's lock, or say who has it. A stale lock is taken over at once."""
    try:
        data_folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.info("profile folder %s cannot be made (%s): no lock", data_folder, exc)
        return Claim(data_folder, None)
    lock = QLockFile(str(lock_file(data_folder)))
    lock.setStaleLockTime(0)  # held for as long as the window is open: stale only if gone
    if lock.tryLock(0):
        return Claim(data_folder, lock)
    if lock.error() != QLockFile.LockError.LockFailedError:
        log.info("the profile lock %s cannot be made (%s): no lock", lock_file(data_folder),
                 lock.error())
        return Claim(data_folder, None)
    pid, host = _holder(lock)
    return Running(data_folder, pid, host)


def _holder(lock: QLockFile) -> tuple[int | None, str]:
    info = lock.getLockInfo()
    values = info[1:] if len(info) == 4 else info  # (ok, pid, host, app) in older PySide6
    if len(values) >= 2 and isinstance(values[0], int) and values[0] > 0:
        return values[0], str(values[1])
    return None, ""


# --- the second start: handing over ---------------------------------------------------------


def hand_over(running: Running, request: Request,
              connect_seconds: float = CONNECT_SECONDS) -> Reply:
    """Ask the running window to take ``request``; its reply, or one saying why not.

    A window that is still starting has no socket yet: asking goes on until it answers,
    its lock is gone (``Reply`` status -1: the caller may start after all) or
    ``connect_seconds`` have passed.
    """
    who = f"process {running.pid}" if running.pid else "another process"
    try:
        from PySide6.QtNetwork import QLocalSocket
    except ImportError:  # a build without QtNetwork cannot hand over: it can still say so
        return Reply(1, f"{APP_NAME} is already running with this profile ({who}); close "
                        "that window first")
    _app = QCoreApplication.instance() or QCoreApplication([APP_NAME])
    name = server_name(running.data_folder)
    if not running.here:
        return Reply(1, f"{APP_NAME} is already running with this profile on {running.host} "
                        f"({who}); close it there first")
    if _foreign(name):
        return Reply(1, f"{APP_NAME} is already running with this profile ({who}), but its "
                        f"socket {name} belongs to another user; close that window first")
    deadline = time.monotonic() + connect_seconds
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(500):
            return _ask(socket, request, who)
        if _lock_is_free(running.data_folder):
            return Reply(-1, "the running window has gone")
        if time.monotonic() > deadline:
            return Reply(1, f"{APP_NAME} is already running with this profile ({who}) but "
                            f"does not answer; close that window, or end that process")
        time.sleep(0.1)


def _ask(socket: Any, request: Request, who: str) -> Reply:
    socket.write(request.to_line())
    socket.flush()
    buffer = bytearray()
    deadline = time.monotonic() + REPLY_SECONDS
    while b"\n" not in buffer and len(buffer) <= MAX_MESSAGE:
        left = deadline - time.monotonic()
        if left <= 0 or not socket.waitForReadyRead(int(left * 1000)):
            if socket.bytesAvailable():
                buffer += bytes(socket.readAll())
                continue
            return Reply(1, f"{APP_NAME} is already running with this profile ({who}) but "
                            "did not answer in time; try again")
        buffer += bytes(socket.readAll())
    socket.disconnectFromServer()
    try:
        return Reply.from_line(bytes(buffer).split(b"\n", 1)[0])
    except ValueError:
        return Reply(1, f"{APP_NAME} is already running with this profile ({who}) but its "
                        "answer could not be read")


def _lock_is_free(data_folder: Path) -> bool:
    probe = QLockFile(str(lock_file(data_folder)))
    probe.setStaleLockTime(0)
    if probe.tryLock(0):
        probe.unlock()
        return True
    return False
