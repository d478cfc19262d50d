"""Per-platform installer steps that packaging/build.py runs after PyInstaller."""
