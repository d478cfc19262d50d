"""The solver, for a player who asks: Hint and Demo (:mod:`.solver_help`, :mod:`.demo`),
"Could this deal be won?" (:mod:`.deal_check`), winnable deals only
(:mod:`.winnable_deals`), and the worker process that runs the solver without
freezing the board (:mod:`.worker`, and :mod:`.jobs`, its Qt-free half, which the
worker process imports), with a box that shows a search going on (:mod:`.progress_box`,
wired to a job once in :mod:`.boxed_search`). "Where was it lost?" looks back over a game
(:mod:`.postmortem`; its answer in words and on the board: :mod:`.postmortem_words`; the
strip under the board: :mod:`.review_panel`).

They serve a window without knowing its class: :mod:`.host` names what they use of it
(:class:`~.host.AssistHost`), which the main window offers.
"""
