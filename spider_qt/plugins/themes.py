"""Card themes, as this module offered them before they were split by idea: kept so code
that imports from here keeps working. The value a plugin declares is in
:mod:`.theme_spec`, the themes folder in :mod:`.themes_folder`, the deck's card ids in
:mod:`.card_ids`."""

from __future__ import annotations

from .card_ids import BACK_ID as BACK_ID
from .card_ids import CARD_IDS as CARD_IDS
from .card_ids import RANK_IDS as RANK_IDS
from .card_ids import SUIT_IDS as SUIT_IDS
from .card_ids import card_id as card_id
from .theme_spec import CLASSIC as CLASSIC
from .theme_spec import CardThemes as CardThemes
from .theme_spec import CardThemeSpec as CardThemeSpec
from .themes_folder import FOLDER_PREFIX as FOLDER_PREFIX
from .themes_folder import THEMES_FOLDER as THEMES_FOLDER
from .themes_folder import FolderTheme as FolderTheme
from .themes_folder import folder_theme as folder_theme
from .themes_folder import theme_folder_candidates as theme_folder_candidates
from .themes_folder import theme_key as theme_key
from .themes_folder import themes_folder as themes_folder
