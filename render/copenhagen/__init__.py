"""Copenhagen pictures, drawn from views only: the public board and each player's hand."""

from __future__ import annotations

from render.copenhagen.board import CopenhagenRenderer

RENDERER = CopenhagenRenderer()

__all__ = ["RENDERER", "CopenhagenRenderer"]
