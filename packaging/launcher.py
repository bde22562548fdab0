"""The bundle's entry point: exactly what the ``gameofyear`` command runs.

PyInstaller needs a script to start from; this one hands the command line to
:func:`gameofyear.cli.main` and exits with its code.
"""

import sys

from gameofyear.cli import main

if __name__ == "__main__":
    sys.exit(main())
