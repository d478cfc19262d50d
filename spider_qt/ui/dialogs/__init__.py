"""The dialogs and message boxes of the main window: New Game (:mod:`.new_game`),
Preferences (:mod:`.preferences`), Statistics (:mod:`.statistics`), Help
(:mod:`.help_window`, with the Examples' pictures in :mod:`.help_pictures`), the box
that ends a won game (:mod:`.win_box`), asking before a game is given up
(:mod:`.abandon_box`), offering a parked game (:mod:`.parked_box`) and closing with
files that could not be saved (:mod:`.unsaved_box`).
"""
