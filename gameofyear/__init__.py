"""Game of the Year: the 1980s family board game "Le Jeu de l'Année" for the desktop.

Packages:
    engine: the rules, pure Python (no Qt).
    content: loading and validating the YAML almanac, cards and editions.
    bots: computer players.
    ui: the PySide6 desktop interface.
"""

__version__ = "0.2.0"
