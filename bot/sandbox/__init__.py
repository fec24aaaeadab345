"""The sandbox: the real bot against a local Discord on this machine, played from a page in the browser."""
