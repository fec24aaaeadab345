"""Pure rules engines. Standard library only: no I/O, no clock, no discord, no Pillow."""
