"""The PySide6 desktop interface.

A :class:`~gameofyear.ui.controller.GameController` owns the engine's game and
the computer players and emits signals; the board scene, the machine widget
and the dialogs only show state and send back one of the offered options.
Nothing here changes the game except through the controller.
"""
