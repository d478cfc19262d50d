"""JSON files that survive crashes, full disks and hand editing.

Writing goes to a temporary file in the same folder, which is flushed, synced
and then put in place with ``os.replace``: a reader sees the old file or the
new one, never half of either, whenever the process dies.

Reading never raises: a file that cannot be used (unreadable, not JSON, the
wrong shape, a format from the future) is moved aside as
``NAME.corrupt-<time>`` so nothing is lost, and the caller gets ``None`` and a
sentence for the player.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")


class FileFormatError(ValueError):
    """The file is readable JSON but not what it should be."""


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What a read gave: the value (``None`` if absent or unusable) and any notice."""

    value: Any
    notice: str | None = None


def write_json(path: Path, data: object) -> None:
    """Write ``data`` as JSON atomically; raises ``OSError`` if it cannot be written."""
    text = json.dumps(data, indent=1, ensure_ascii=False, sort_keys=False) + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def read_json(path: Path, what: str, convert: Callable[[Any], T]) -> LoadResult:
    """Read and ``convert`` a JSON file; quarantine it if either step fails.

    ``convert`` raises ``ValueError`` (or ``TypeError``/``KeyError``) for data of
    the wrong shape; its message goes into the notice.
    """
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return LoadResult(None)
    except OSError as exc:
        return LoadResult(None, f"Your {what} could not be read ({exc.strerror or exc}); "
                                "spider-qt continues without it.")
    try:
        value = convert(json.loads(raw.decode("utf-8")))
    except (ValueError, TypeError, KeyError, RecursionError) as exc:
        aside = quarantine(path)
        where = f" It was kept as {aside.name}." if aside is not None else ""
        reason = _reason(exc)
        return LoadResult(None, f"Your {what} was damaged ({reason}) and has been reset.{where}")
    return LoadResult(value)


def remove_stale_temporaries(path: Path, older_than: float = 600.0) -> int:
    """Delete temporaries of ``path`` left by a process killed mid-write; how many went.

    Only old ones: a younger one may belong to another copy of the app writing now.
    """
    removed = 0
    limit = time.time() - older_than
    for temporary in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if temporary.stat().st_mtime < limit:
                temporary.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def quarantine(path: Path) -> Path | None:
    """Move a bad file aside as ``NAME.corrupt-<time>``; ``None`` if it cannot be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def check_format(data: object, newest: int) -> dict[str, Any]:
    """The common envelope: a JSON object with a ``format`` number this release can read."""
    if not isinstance(data, dict):
        raise FileFormatError(f"expected a JSON object, found {type(data).__name__}")
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int):
        raise FileFormatError("its format number is missing")
    if not 1 <= version <= newest:
        raise FileFormatError(f"format {version} is newer than this release reads ({newest})")
    return data


def _reason(exc: BaseException) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return "not valid JSON"
    if isinstance(exc, UnicodeDecodeError):
        return "not text"
    text = str(exc).strip() or type(exc).__name__
    return text[:200]
