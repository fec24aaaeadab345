"""Discord's own word on what the bot sends: every request body checked against the schema of its route in Discord's
published API description (OpenAPI 3.1, API v10, from Discord's ``discord-api-spec`` repository), and the checks'
tally for the whole test run.

The description is Discord's data, not the project's: it is read from ``DISCORD_API_SPEC`` or from
``../shared/discord-api-spec/openapi.json`` beside the checkout, and never copied in. Where it is absent the fake
says so once (``SPEC.missing``) and keeps every other check: the documented limits of ``limits.py``, deadlines,
permissions, rate limits.

A refused body is answered as Discord answers it: 400, code 50035 "Invalid Form Body", with an ``errors`` tree
that names each field and its rule (``{"data": {"content": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", ...}]}}}``).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import fastjsonschema
from fastjsonschema import JsonSchemaValueException
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

JSON = dict[str, Any]

SPEC_ENV = "DISCORD_API_SPEC"
# The checkout's parent holds ``shared/`` (CI clones the project beside it).
DEFAULT_SPEC = Path(__file__).resolve().parents[4] / "shared" / "discord-api-spec" / "openapi.json"
# The id the description is registered under, so that its ``#/components/...`` references resolve inside it.
SPEC_URI = "https://discord.com/api/v10/openapi.json"


@dataclass(frozen=True)
class Violation:
    """One rule a request broke: where (method and route template), which field (a path into the body), what."""

    method: str
    route: str
    field: tuple[str | int, ...]
    rule: str
    code: str = "BASE_TYPE_INVALID"  # Discord's error code inside the ``errors`` tree

    @property
    def where(self) -> str:
        return ".".join(str(part) for part in self.field) or "(body)"

    def __str__(self) -> str:
        return f"{self.method} {self.route}: {self.where}: {self.rule}"


def errors_tree(violations: Iterable[Violation]) -> JSON:
    """The ``errors`` object of Discord's 50035 answer: the body's shape, ``_errors`` at each refused field."""
    tree: JSON = {}
    for violation in violations:
        node = tree
        for part in violation.field:
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": violation.code, "message": violation.rule})
    return tree


# What Discord calls each kind of schema failure, and how it words it.
_CODES = {
    "maxLength": "BASE_TYPE_MAX_LENGTH",
    "minLength": "BASE_TYPE_MIN_LENGTH",
    "maxItems": "BASE_TYPE_MAX_LENGTH",
    "minItems": "BASE_TYPE_MIN_LENGTH",
    "maximum": "NUMBER_TYPE_MAX",
    "minimum": "NUMBER_TYPE_MIN",
    "required": "BASE_TYPE_REQUIRED",
    "enum": "BASE_TYPE_CHOICES",
    "type": "BASE_TYPE_BAD_TYPE",
}


def _wording(error: ValidationError) -> str:
    kind, bound = error.validator, error.validator_value
    if kind in ("maxLength", "maxItems"):
        return f"Must be {bound} or fewer in length."
    if kind in ("minLength", "minItems"):
        return f"Must be {bound} or more in length."
    if kind == "maximum":
        return f"int value should be less than or equal to {bound}."
    if kind == "minimum":
        return f"int value should be greater than or equal to {bound}."
    if kind == "required":
        return "This field is required"
    return error.message[:300]


def _explain(error: ValidationError) -> list[ValidationError]:
    """The failures that explain an error: for a union (``oneOf``/``anyOf``), those of the branch the body meant,
    followed down. A branch whose ``type`` field or JSON type does not fit is not the one meant (Discord's unions
    are told apart by their ``type``); of the others, the one with the fewest failures is."""
    if not error.context:
        return [error]
    branches: dict[int, list[ValidationError]] = {}
    for sub in error.context:
        branches.setdefault(int(sub.relative_schema_path[0]), []).append(sub)

    def mismatched(failures: list[ValidationError]) -> bool:
        return any(
            (f.validator in ("enum", "const") and list(f.relative_path) == ["type"])
            or (f.validator == "type" and not f.relative_path)
            for f in failures
        )

    meant = [
        [found for failure in failures for found in _explain(failure)]
        for failures in branches.values()
        if not mismatched(failures)
    ]
    return min(meant, key=len) if meant else [best_match(error.context)]


@dataclass
class Operation:
    """One method of one route of the description, with the schema of its JSON body (if it takes one)."""

    method: str
    template: str
    regex: re.Pattern[str]
    literal_parts: int  # how many of its path segments are fixed words: the most specific route wins
    schema: JSON | None


@dataclass
class ApiDescription:
    """Discord's OpenAPI description, its routes matched to request paths, and a validator per body schema."""

    path: Path
    document: JSON | None = None
    missing: str | None = None
    operations: list[Operation] = field(default_factory=list)
    _validators: dict[tuple[str, str], Draft202012Validator] = field(default_factory=dict)
    _fast_checkers: dict[tuple[str, str], Callable[[Any], Any]] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> ApiDescription:
        if not path.is_file():
            return cls(path, missing=f"Discord's API description is not at {path} (set {SPEC_ENV}): schema checks off")
        document = json.loads(path.read_text(encoding="utf-8"))
        _widen_snowflakes(document)
        description = cls(path, document)
        for template, item in document["paths"].items():
            parts = ("[^/]+" if part.startswith("{") else re.escape(part) for part in template.split("/"))
            regex = re.compile("^" + "/".join(parts) + "$")
            literal = sum(1 for part in template.split("/") if part and not part.startswith("{"))
            for method, operation in item.items():
                if method == "parameters":
                    continue
                body = (operation.get("requestBody") or {}).get("content", {}).get("application/json")
                schema = body["schema"] if body else None
                description.operations.append(Operation(method.upper(), template, regex, literal, schema))
        description.operations.sort(key=lambda op: -op.literal_parts)
        return description

    @cached_property
    def commit(self) -> str:
        marker = self.path.with_name("COMMIT")
        return marker.read_text().strip()[:12] if marker.is_file() else "unknown commit"

    @cached_property
    def _registry(self) -> Registry[Any]:
        assert self.document is not None
        resource = Resource.from_contents(self.document, default_specification=DRAFT202012)
        return Registry().with_resource(SPEC_URI, resource)

    def operation(self, method: str, path: str) -> Operation | None:
        """The described operation a request path (after ``/api/v10``) is, the most specific one first."""
        for op in self.operations:
            if op.method == method and op.regex.match(path):
                return op
        return None

    def _validator(self, op: Operation) -> Draft202012Validator:
        key = (op.method, op.template)
        validator = self._validators.get(key)
        if validator is None:
            # The body schema by reference into the description, so that its own references resolve there.
            schema = {"$ref": f"{SPEC_URI}#{_body_pointer(op)}"}
            validator = Draft202012Validator(schema, registry=self._registry)
            self._validators[key] = validator
        return validator

    def check(self, method: str, path: str, body: Any) -> tuple[Operation | None, list[Violation]]:
        """The described operation of this request, and how its body breaks the operation's schema."""
        op = self.operation(method, path)
        if op is None or op.schema is None or self.document is None:
            return op, []
        try:
            self._fast(op)(body)  # compiled: a thousandth of a second for a board's message
            return op, []
        except JsonSchemaValueException as refusal:
            # Refused: the full validator names every failing field, for the answer's errors tree.
            found = [
                _violation(op, cause) for error in self._validator(op).iter_errors(body) for cause in _explain(error)
            ]
            return op, found or [Violation(op.method, op.template, (), refusal.message)]

    def _fast(self, op: Operation) -> Callable[[Any], Any]:
        key = (op.method, op.template)
        checker = self._fast_checkers.get(key)
        if checker is None:
            assert self.document is not None
            root = {
                "$ref": f"#{_body_pointer(op)}",
                "paths": self.document["paths"],
                "components": self.document["components"],
            }
            checker = fastjsonschema.compile(root, formats=_FORMATS)
            self._fast_checkers[key] = checker
        return checker


def _widen_snowflakes(document: JSON) -> None:
    """The description writes a snowflake as a string of digits only; Discord's parser takes it as an integer too
    (discord.py sends ``allowed_mentions`` user ids so, as it has for years), within 64 bits. The loaded copy says
    so; the file is left as Discord wrote it."""
    snowflake = document["components"]["schemas"]["SnowflakeType"]
    snowflake["type"] = ["string", "integer"]
    snowflake["minimum"], snowflake["maximum"] = 0, 2**64 - 1


def _body_pointer(op: Operation) -> str:
    """The JSON pointer to an operation's JSON body schema in the description."""
    route = op.template.replace("~", "~0").replace("/", "~1")
    return f"/paths/{route}/{op.method.lower()}/requestBody/content/application~1json/schema"


# The description's string formats that Discord checks and the compiled checker does not know.
_FORMATS: dict[str, Any] = {
    "snowflake": r"^[0-9]+$",
    "int64": r"^-?[0-9]+$",
    "int32": r"^-?[0-9]+$",
    "double": lambda value: True,
    "nonce": lambda value: True,
}


def _violation(op: Operation, error: ValidationError) -> Violation:
    place = tuple(error.absolute_path)
    if error.validator == "required" and isinstance(error.validator_value, list):
        missing = re.search(r"'([^']+)' is a required property", error.message)
        if missing:
            place = (*place, missing.group(1))
    return Violation(
        op.method, op.template, place, _wording(error), _CODES.get(str(error.validator), "BASE_TYPE_INVALID")
    )


def _spec_path() -> Path:
    given = os.environ.get(SPEC_ENV)
    return Path(given) if given else DEFAULT_SPEC


SPEC = ApiDescription.load(_spec_path())


@dataclass
class Tally:
    """What every fake of this test run checked: requests whose body was validated, and each violation seen."""

    validated: int = 0
    checked_limits: int = 0
    violations: list[Violation] = field(default_factory=list)

    def record(self, *, by_schema: bool) -> None:
        """One request body checked (``by_schema``: against its route's schema too)."""
        if by_schema:
            self.validated += 1
        self.checked_limits += 1

    def lines(self) -> Iterator[str]:
        if SPEC.missing:
            yield SPEC.missing
        else:
            yield (
                f"{self.validated} request bodies validated against Discord's API description "
                f"(openapi.json at {SPEC.commit}); {self.checked_limits} checked against Discord's documented limits"
            )
        yield f"{len(self.violations)} violations"
        seen: set[str] = set()
        for violation in self.violations:
            text = str(violation)
            if text not in seen:
                seen.add(text)
                yield f"  {text}"


TALLY = Tally()
