"""Worker processes that end with the bot: the AI's thinking pool (``bot/app.py``) starts each worker with
``end_with_parent``.

A worker of a ``ProcessPoolExecutor`` waits on its call queue, whose pipe it holds both ends of, so a bot killed
with SIGKILL (a crash, the OOM killer, a supervisor's last resort) never wakes it: it would sit there, with the
resource tracker the pool started, until the machine restarts, and every crash under a supervisor that does not
kill the whole process group (a shell loop, ``nohup``) would leak one more set. Two guards, so that one is always
there:

- on Linux the kernel sends the worker SIGKILL when the bot dies (``prctl(PR_SET_PDEATHSIG)``, read through
  ctypes). It is tied to the thread that started the worker; the pool starts its workers from the thread that
  submits work, the event loop's, which lives as long as the bot;
- everywhere, a thread of the worker waits on the pipe multiprocessing keeps from each spawned process to its
  parent (``multiprocessing.parent_process().sentinel``), which only the bot holds open: it closes when the bot
  dies, however it dies, and the worker exits.

The resource tracker reads a pipe the bot and its workers hold; once they are all gone it reads its end, cleans
up and exits by itself.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import multiprocessing
import os
import signal
import sys
import threading

PR_SET_PDEATHSIG = 1  # linux/prctl.h


def end_with_parent() -> None:
    """The initializer of a worker process: makes it end as soon as the process that started it ends."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return  # not a spawned child: nothing to watch
    if sys.platform.startswith("linux"):
        _kernel_signal_on_parent_death()
    if os.getppid() != parent.pid:
        os._exit(1)  # the parent died before the guard was set: its death signal will never come
    threading.Thread(target=_exit_when_gone, args=(parent,), name="parent-watch", daemon=True).start()


def _kernel_signal_on_parent_death() -> None:
    """Asks Linux for SIGKILL when the parent dies; a libc without prctl leaves the watching thread alone."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def _exit_when_gone(parent: multiprocessing.process.BaseProcess) -> None:
    parent.join()  # returns once the pipe to the parent closes: the parent is gone
    os._exit(0)  # at once: no clean-up that could wait on the dead parent's queues
