"""JSON files that survive crashes, full disks, hand editing and hostile content.

Writing goes to a temporary file in the same folder, which is flushed, synced
and then put in place with ``os.replace``: a reader sees the old file or the
new one, never half of either, whenever the process dies. Each temporary names
its writer's process, so the next start removes those of writers that are gone.

Reading goes through one guarded door, :func:`read_json`, and never raises:
whatever is wrong with a file (unreadable, not a regular file, too large, not
text, not JSON, nested too deep, the wrong shape) the file is kept aside as
``NAME.corrupt-<time>`` so nothing is lost, and the caller gets ``None`` and a
:class:`FileNotice`. A file written by a newer release is the exception: it is
left exactly as it is (``LoadResult.newer``), and its owner must not write over
it for the rest of the run.

Writing never changes anything outside the file's own folder: a symbolic link whose final
target lies inside that folder (``f.json -> sub/f.json``) is written through, any other
link (to another folder, to nothing, a loop) is replaced by the new file, its target left
as it was. Moving a file aside or removing it acts on the link itself, never its target.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, TypeVar

from spider_qt.engine import is_whole

from .notices import FileNotice, FileRole, Trouble

T = TypeVar("T")

MAX_BYTES: Final = 128 << 10
"""A player's file is a few KiB (a saved game with its full undo and redo history about
8 KiB); a larger one is not ours, and refusing it unread keeps every start quick:
JSON shaped to be slow parses in about 25 ms at this size (``bench/load.py``)."""

ORPHAN_SECONDS: Final = 60.0
"""A temporary this old is an orphan even if a process with its writer's number runs."""


class FileFormatError(ValueError):
    """The file is readable JSON but not what it should be."""


class NewerFormatError(FileFormatError):
    """The file was written by a newer release: not damaged, just not ours to change."""


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What a read gave: the value (``None`` if absent or unusable) and any notice."""

    value: Any
    notice: FileNotice | None = None

    @property
    def newer(self) -> bool:
        """The file belongs to a newer release: read nothing from it, write nothing over it."""
        return self.notice is not None and self.notice.trouble is Trouble.NEWER


# --- writing ------------------------------------------------------------------------------------


def write_json(path: Path, data: object) -> None:
    """Write ``data`` as JSON atomically; raises ``OSError`` if it cannot be written.

    A symbolic link is written through (its target is replaced) only when its final
    target is a file inside ``path``'s own folder, so a profile kept in order with links
    stays so; any other link is replaced itself, so a damaged or hostile link (to nothing,
    elsewhere, in a loop) can never make a save create or change a file outside the
    profile.
    """
    text = json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n"
    target = write_target(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp",
                                     dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def write_target(path: Path) -> Path:
    """Where a write of ``path`` goes: ``path`` itself, unless it is a link whose final
    target is a regular file inside ``path``'s folder.

    Only the final target counts: a chain that leaves the folder and comes back is written
    through to its last file, and no link of the chain is changed.
    """
    if not path.is_symlink():
        return path
    try:
        final = os.path.realpath(path, strict=True)  # raises for a loop or a link to nothing
        folder = os.path.realpath(path.parent, strict=True)
    except (OSError, RuntimeError):
        return path
    try:
        inside = os.path.commonpath([final, folder]) == folder and final != folder
    except ValueError:  # another drive (Windows)
        return path
    return Path(final) if inside and os.path.isfile(final) else path


def remove_stale_temporaries(path: Path, older_than: float = ORPHAN_SECONDS) -> int:
    """Delete temporaries of ``path`` left by a writer killed mid-write; how many went.

    A temporary whose writer process is gone goes at once; any other one once it is
    ``older_than`` seconds old (its writer's number may have been reused, or it came
    from a release that did not put the number in the name).
    """
    removed = 0
    limit = time.time() - older_than
    for written in dict.fromkeys((path, write_target(path))):  # a link's target's folder too
        for temporary in written.parent.glob(f".{written.name}.*.tmp"):
            try:
                if not _writer_alive(temporary, written) or temporary.stat().st_mtime < limit:
                    temporary.unlink()
                    removed += 1
            except OSError:
                pass
    return removed


def _writer_alive(temporary: Path, path: Path) -> bool:
    """Could the process that made ``temporary`` still be writing it?"""
    middle = temporary.name[len(path.name) + 2 : -len(".tmp")]
    pid_text = middle.split(".", 1)[0]
    if not pid_text.isdigit() or sys.platform == "win32":
        return True  # no number to ask about (on Windows, signal 0 would kill): age decides
    pid = int(pid_text)
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, but belongs to someone else
    return True


# --- reading ------------------------------------------------------------------------------------


def read_json(path: Path, role: FileRole, convert: Callable[[Any], T],
              keep_aside: bool = True) -> LoadResult:
    """Read and ``convert`` a player's file; never raises.

    ``convert`` raises (anything) for data of the wrong shape, and
    :class:`NewerFormatError` (through :func:`check_format`) for a newer release's file.
    ``keep_aside=False`` reads without touching the folder: a damaged file is reported,
    not moved (the one-shot modes of the command line).
    """
    try:
        data = _load(path)
    except FileNotFoundError:
        return LoadResult(None)
    except _Unusable as exc:
        return LoadResult(None, _damaged(path, role, exc.reason, keep_aside))
    try:
        return LoadResult(convert(data))
    except NewerFormatError as exc:
        return LoadResult(None, FileNotice(role, Trouble.NEWER, str(exc), moved=False))
    except Exception as exc:  # whatever the data makes a check raise, RecursionError too
        return LoadResult(None, _damaged(path, role, _reason(exc), keep_aside))


class _Unusable(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON allows")


def _load(path: Path) -> object:
    """The file's JSON, or :class:`_Unusable` saying why not (``FileNotFoundError`` if absent).

    The size is checked before reading, and the read is bounded too (a link to a device
    reports size 0); only regular files are opened (a FIFO would block the start).
    """
    try:
        info = path.stat()  # a link to nothing raises FileNotFoundError: no file, then
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _Unusable(f"could not be read: {exc.strerror or exc}") from exc
    if not stat.S_ISREG(info.st_mode):
        raise _Unusable("not a regular file")
    if info.st_size > MAX_BYTES:
        raise _Unusable(f"larger than {MAX_BYTES // 1024} KiB")
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise _Unusable(f"could not be read: {exc.strerror or exc}") from exc
    if len(raw) > MAX_BYTES:
        raise _Unusable(f"larger than {MAX_BYTES // 1024} KiB")
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark, as some editors write, is fine
    except UnicodeDecodeError as exc:
        raise _Unusable("not text") from exc
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError as exc:
        raise _Unusable("nested too deeply") from exc
    except MemoryError as exc:
        raise _Unusable("too large to read") from exc
    except ValueError as exc:
        raise _Unusable("not valid JSON") from exc


def _damaged(path: Path, role: FileRole, reason: str, keep_aside: bool) -> FileNotice:
    if not keep_aside:
        return FileNotice(role, Trouble.DAMAGED, reason, moved=False)
    aside, error = quarantine(path)
    return FileNotice(role, Trouble.DAMAGED, reason,
                      aside=aside.name if aside is not None else None, aside_error=error)


def quarantine(path: Path) -> tuple[Path | None, str | None]:
    """Move a bad file (or link, or folder) aside as ``NAME.corrupt-<time>``: where it went,
    or ``None`` and why it could not be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists() or target.is_symlink():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError as exc:
        return None, str(exc.strerror or exc)
    return target, None


def check_format(data: object, newest: int) -> dict[str, Any]:
    """The common envelope: a JSON object with a ``format`` number this release can read."""
    if not isinstance(data, dict):
        raise FileFormatError(f"expected a JSON object, found {type(data).__name__}")
    version = data.get("format")
    if not is_whole(version) or version < 1:
        raise FileFormatError("its format number is missing")
    if version > newest:
        raise NewerFormatError(f"format {version} is newer than this release reads ({newest})")
    return data


def _reason(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deeply"
    text = str(exc).strip() or type(exc).__name__
    return text[:200]
