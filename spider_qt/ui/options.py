"""The player's choices that change how the board behaves (SPEC §4)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class BoardOptions:
    """Defaults follow SPEC §4: double click on, auto placement off, placement help on."""

    double_click: bool = True
    auto_place: bool = False
    placement_help: bool = True
    reminders: bool = True
    animations: bool = True
    animation_speed: float = 1.0  # 2.0 = twice as fast
