"""The Qt user interface: board, window, dialogs. Shows the engine's state; decides nothing."""
