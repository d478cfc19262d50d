"""Per-user files: where they live and how they are written and read back safely."""
