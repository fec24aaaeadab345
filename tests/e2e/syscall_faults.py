"""A child process whose file system fails the way a full disk or a read-only mount does, without root, mount
namespaces or LD_PRELOAD: a seccomp filter, which any process may install on itself before it starts the program
(``prctl(PR_SET_NO_NEW_PRIVS)`` then ``PR_SET_SECCOMP``), makes the kernel answer chosen system calls with an
error number instead of running them. The program, SQLite inside it included, sees exactly what the kernel would
say on such a disk: ``ENOSPC`` from every write to a file, ``EROFS`` from every open for writing.

Pass ``preexec_fn=full_disk()`` or ``preexec_fn=read_only_file_system()`` to ``subprocess``/``asyncio`` to start a
process that way; the filter survives ``exec`` and covers every thread the program starts.
"""

from __future__ import annotations

import ctypes
import errno
import os
import platform
from collections.abc import Callable, Sequence
from dataclasses import dataclass

# prctl options and seccomp constants (linux/prctl.h, linux/seccomp.h, linux/filter.h, linux/audit.h).
PR_SET_NO_NEW_PRIVS = 38
PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2
SECCOMP_RET_ALLOW = 0x7FFF0000
SECCOMP_RET_ERRNO = 0x00050000
BPF_LD_W_ABS = 0x20  # BPF_LD | BPF_W | BPF_ABS
BPF_JEQ_K = 0x15  # BPF_JMP | BPF_JEQ | BPF_K
BPF_JGE_K = 0x35  # BPF_JMP | BPF_JGE | BPF_K
BPF_JSET_K = 0x45  # BPF_JMP | BPF_JSET | BPF_K
BPF_RET_K = 0x06  # BPF_RET | BPF_K
# Offsets in struct seccomp_data: the call's number, the architecture, then six 64-bit arguments (the low half
# first on little-endian machines, which is all that is compared here).
NR, ARCH, ARGS = 0, 4, 16

O_WRONLY, O_RDWR, O_CREAT, O_TRUNC = os.O_WRONLY, os.O_RDWR, os.O_CREAT, os.O_TRUNC
WRITING = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC
FIRST_FILE = 3  # descriptors 0-2 are the inherited standard streams: the one line must still get out


@dataclass(frozen=True)
class Machine:
    audit_arch: int
    calls: dict[str, int]


MACHINES = {
    "x86_64": Machine(
        0xC000003E,
        {
            "open": 2,
            "openat": 257,
            "creat": 85,
            "write": 1,
            "pwrite64": 18,
            "writev": 20,
            "pwritev": 296,
            "pwritev2": 328,
            "fallocate": 285,
        },
    ),
    "aarch64": Machine(
        0xC00000B7,
        {"openat": 56, "write": 64, "pwrite64": 68, "writev": 66, "pwritev": 70, "pwritev2": 287, "fallocate": 47},
    ),
}


@dataclass(frozen=True)
class Refusal:
    """Calls ``call`` whose argument ``arg`` has any of the ``any_bits`` set (or, with ``at_least``, is at least
    that) fail with ``error``; ``arg`` None: every such call fails."""

    call: str
    error: int
    arg: int | None = None
    any_bits: int = 0
    at_least: int | None = None


class SockFilter(ctypes.Structure):
    _fields_ = [("code", ctypes.c_ushort), ("jt", ctypes.c_ubyte), ("jf", ctypes.c_ubyte), ("k", ctypes.c_uint)]


class SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(SockFilter))]


def _machine() -> Machine:
    machine = MACHINES.get(platform.machine())
    if machine is None:
        raise RuntimeError(f"no system call table for {platform.machine()}; add it to tests/e2e/syscall_faults.py")
    return machine


def program(refusals: Sequence[Refusal], machine: Machine) -> list[tuple[int, int, int, int]]:
    """The filter as (code, jump if true, jump if false, constant) instructions: another architecture's calls are
    allowed as they are; each refusal loads the call number, and on a match its argument, then answers the error."""
    code: list[tuple[int, int, int, int]] = [(BPF_LD_W_ABS, 0, 0, ARCH), (BPF_JEQ_K, 1, 0, machine.audit_arch)]
    code.append((BPF_RET_K, 0, 0, SECCOMP_RET_ALLOW))
    for refusal in refusals:
        number = machine.calls.get(refusal.call)
        if number is None:
            continue  # the machine has no such call (aarch64 has no open or creat)
        answer = (BPF_RET_K, 0, 0, SECCOMP_RET_ERRNO | refusal.error)
        if refusal.arg is None:
            code += [(BPF_LD_W_ABS, 0, 0, NR), (BPF_JEQ_K, 0, 1, number), answer]
            continue
        if refusal.at_least is not None:
            test = (BPF_JGE_K, 0, 1, refusal.at_least)
        else:
            test = (BPF_JSET_K, 0, 1, refusal.any_bits)
        # Not this call: skip the argument's load, its test and the answer.
        code += [(BPF_LD_W_ABS, 0, 0, NR), (BPF_JEQ_K, 0, 3, number), (BPF_LD_W_ABS, 0, 0, ARGS + 8 * refusal.arg)]
        code += [test, answer]
    code.append((BPF_RET_K, 0, 0, SECCOMP_RET_ALLOW))
    return code


def installer(refusals: Sequence[Refusal]) -> Callable[[], None]:
    """A function that installs the filter on the process calling it (and whatever it executes next), for
    ``preexec_fn``. Everything is prepared here, in the parent: between fork and exec the child only calls prctl,
    so a lock another thread of the parent held at the fork (the dynamic loader's, say) cannot block it."""
    instructions = program(refusals, _machine())
    array = (SockFilter * len(instructions))(*(SockFilter(*instruction) for instruction in instructions))
    fprog = SockFprog(len(instructions), ctypes.cast(array, ctypes.POINTER(SockFilter)))
    libc = ctypes.CDLL(None, use_errno=True)
    prctl = libc.prctl
    prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong]
    address = ctypes.addressof(fprog)

    def install() -> None:
        keep = (array, fprog)  # alive as long as the function is
        if prctl(PR_SET_NO_NEW_PRIVS, 1, None, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS)")
        if prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, address, 0, 0) != 0 or keep is None:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_SECCOMP)")

    return install


# A full disk: files open and read as before, every write to a file (not to the standard streams) finds no space.
FULL_DISK = [
    *(Refusal(call, errno.ENOSPC, arg=0, at_least=FIRST_FILE) for call in ("write", "pwrite64", "writev")),
    *(Refusal(call, errno.ENOSPC, arg=0, at_least=FIRST_FILE) for call in ("pwritev", "pwritev2", "fallocate")),
]

# A read-only file system: files open for reading as before; opening one to write, or creating one, is refused.
READ_ONLY = [
    Refusal("open", errno.EROFS, arg=1, any_bits=WRITING),
    Refusal("openat", errno.EROFS, arg=2, any_bits=WRITING),
    Refusal("creat", errno.EROFS),
]


def full_disk() -> Callable[[], None]:
    return installer(FULL_DISK)


def read_only_file_system() -> Callable[[], None]:
    return installer(READ_ONLY)
