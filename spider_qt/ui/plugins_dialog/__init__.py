"""The Plugins dialog (:mod:`.dialog`) and what it knows:

- :mod:`.plugin_names`: a plugin named by what it adds, in the player's language;
- :mod:`.record_text`: a plugin's record (origin, state, details) in words;
- :mod:`.table`: the table widget with its details area;
- :mod:`.switch_notes`: what a switch did, said in words;
- :mod:`.apply_choice`: loading the plugins again with the player's switches, so new
  games follow them at once.
"""
