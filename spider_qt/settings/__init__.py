"""The player's preferences: declared once as data, validated, stored atomically."""

from .declarations import SETTINGS, SettingSpec
from .store import Settings

__all__ = ["SETTINGS", "SettingSpec", "Settings"]
