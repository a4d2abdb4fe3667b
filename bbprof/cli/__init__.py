"""Command-line interface: one module per command, registered in ``main.py``."""
