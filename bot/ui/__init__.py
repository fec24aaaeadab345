"""Discord components: lobby buttons, board buttons and the private move panel."""
