"""The main window (:mod:`.main_window`) and what surrounds the board: menus
(:mod:`.menus`), toolbar (:mod:`.toolbar`, icons in :mod:`.tool_icons`), status bar
(:mod:`.status_bar`), the time played (:mod:`.clock`), full screen (:mod:`.full_screen`),
size and place (:mod:`.geometry`), the application icon (:mod:`.icon`), the splash while
plugins load (:mod:`.splash`), leaving a game in progress (:mod:`.leaving`: the box that
asks first), and the window shown when no variant is loaded (:mod:`.no_variant`).
"""
