"""What every room of the UI may use: small widgets and dialog buttons (:mod:`.widgets`,
:mod:`.buttons`), accessible interfaces (:mod:`.accessibility`), the felt of the table
(:mod:`.felt`), and how suit counts, variants, rules and times are named (:mod:`.names`).

Nothing here knows the board or a window.
"""
