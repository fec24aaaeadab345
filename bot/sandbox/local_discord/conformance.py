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
    """One rule broken: where (method and route template), which field (a path into the body), what. ``side`` says
    whose: ``"request"`` (the bot sent Discord something it refuses), ``"answer"`` (the fake answered a request
    otherwise than Discord's description of the answer) or ``"event"`` (a gateway frame of the fake disagrees with
    the fields Discord's documentation gives it; ``route`` then names the event)."""

    method: str
    route: str
    field: tuple[str | int, ...]
    rule: str
    code: str = "BASE_TYPE_INVALID"  # Discord's error code inside the ``errors`` tree
    side: str = "request"

    @property
    def where(self) -> str:
        return ".".join(str(part) for part in self.field) or "(body)"

    def __str__(self) -> str:
        if self.side == "event":
            return f"{self.route}: {self.where}: {self.rule}"
        said = "the fake's answer to " if self.side == "answer" else ""
        return f"{said}{self.method} {self.route}: {self.where}: {self.rule}"


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


def explain(error: ValidationError) -> list[ValidationError]:
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
        [found for failure in failures for found in explain(failure)]
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
    _answer_checkers: dict[str, Callable[[Any], Any]] = field(default_factory=dict)

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
                _violation(op, cause) for error in self._validator(op).iter_errors(body) for cause in explain(error)
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

    # -- the fake's answers --------------------------------------------------------------------------------------

    @cached_property
    def _strict(self) -> JSON:
        """The description as the answers are judged by: read afresh (a snowflake Discord sends is a string, never
        widened), every object closed to the fields it describes (``_close_objects``)."""
        strict: JSON = json.loads(self.path.read_text(encoding="utf-8"))
        _close_objects(strict)
        _field_error_codes(strict)
        _first_fitting_branch(strict)
        return strict

    @cached_property
    def _strict_registry(self) -> Registry[Any]:
        resource = Resource.from_contents(self._strict, default_specification=DRAFT202012)
        return Registry().with_resource(STRICT_URI, resource)

    def answer_pointer(self, op: Operation, status: int) -> tuple[bool, str | None]:
        """Whether the description has an answer with this status for the operation (exactly, or as ``4XX``), and
        the JSON pointer to its JSON body's schema (None: the answer has no body)."""
        responses = self._strict["paths"][op.template][op.method.lower()].get("responses", {})
        route = op.template.replace("~", "~0").replace("/", "~1")
        for key in (str(status), f"{status // 100}XX", "default"):
            if key in responses:
                pointer = f"/paths/{route}/{op.method.lower()}/responses/{key}"
                answer = responses[key]
                ref = answer.get("$ref")
                if isinstance(ref, str) and ref.startswith("#/components/responses/"):
                    pointer = ref[1:]
                    answer = self._strict["components"]["responses"][ref.rsplit("/", 1)[1]]
                if "application/json" not in answer.get("content", {}):
                    return True, None
                return True, f"{pointer}/content/application~1json/schema"
        return False, None

    def check_answer(self, method: str, path: str, status: int, body: Any) -> tuple[bool, list[Violation]]:
        """Whether the fake's answer to a request could be checked (its operation is described), and how it
        disagrees with the description: a status Discord does not answer there, a body where it sends none (or
        none where it sends one), a body against the answer's schema. ``body`` is the parsed JSON, ``None`` for
        an answer without a body."""
        op = self.operation(method, path)
        if op is None or self.document is None:
            return False, []
        described, pointer = self.answer_pointer(op, status)
        if not described:
            return True, [_answer_violation(op, (), f"Discord's description has no {status} answer here")]
        if pointer is None:
            if body is None:
                return True, []
            return True, [_answer_violation(op, (), f"Discord answers {status} here without a body")]
        if body is None:
            return True, [_answer_violation(op, (), f"Discord answers {status} here with a JSON body")]
        try:
            self._fast_answer(pointer)(body)
            return True, []
        except JsonSchemaValueException as refusal:
            validator = Draft202012Validator({"$ref": f"{STRICT_URI}#{pointer}"}, registry=self._strict_registry)
            found = [
                _answer_violation(op, *_answer_place(cause))
                for error in validator.iter_errors(body)
                for cause in explain(error)
            ]
            return True, list(dict.fromkeys(found)) or [_answer_violation(op, (), refusal.message)]

    def _fast_answer(self, pointer: str) -> Callable[[Any], Any]:
        """The compiled check of one answer schema, made once per run: answers that share a schema (a message,
        whichever route returns it) share it too."""
        target: Any = self._strict
        for part in pointer.strip("/").split("/"):
            target = target[part.replace("~1", "/").replace("~0", "~")]
        key = json.dumps(target, sort_keys=True) if len(target) == 1 and "$ref" in target else pointer
        checker = self._answer_checkers.get(key)
        if checker is None:
            root = {"$ref": f"#{pointer}", "paths": self._strict["paths"], "components": self._strict["components"]}
            checker = fastjsonschema.compile(root, formats=_FORMATS)
            self._answer_checkers[key] = checker
        return checker


STRICT_URI = "https://discord.com/api/v10/openapi-answers.json"


def _close_objects(document: JSON) -> None:
    """Closes every object schema of the description to the properties it lists (``additionalProperties: false``),
    so that a field Discord never sends in an answer is a disagreement. Left open: objects that say what else they
    hold, and those combined with others by ``allOf`` (a closed part would refuse the other parts' fields)."""
    combined: set[str] = set()

    def collect(node: Any) -> None:
        if isinstance(node, dict):
            parts = node.get("allOf")
            if isinstance(parts, list) and len(parts) > 1:
                combined.update(str(part["$ref"]) for part in parts if isinstance(part, dict) and "$ref" in part)
            for value in node.values():
                collect(value)
        elif isinstance(node, list):
            for value in node:
                collect(value)

    def close(node: Any, in_combination: bool = False) -> None:
        if isinstance(node, dict):
            if (
                "properties" in node
                and not in_combination
                and "additionalProperties" not in node
                and "patternProperties" not in node
            ):
                node["additionalProperties"] = False
            for key, value in node.items():
                parts = isinstance(value, list) and key == "allOf" and len(value) > 1
                if parts:
                    for part in value:
                        close(part, in_combination=True)
                else:
                    close(value)
        elif isinstance(node, list):
            for value in node:
                close(value)

    collect(document)
    schemas = document["components"]["schemas"]
    for name, schema in schemas.items():
        close(schema, in_combination=f"#/components/schemas/{name}" in combined)
    close(document["paths"])


def _first_fitting_branch(node: Any) -> None:
    """Makes each ``oneOf`` of the description an ``anyOf`` for the answers: Discord's unions are told apart by a
    ``type`` (or null against an object), so a fitting branch is the only one, and the compiled check may stop at
    the first instead of trying every kind of component against every component of a board."""
    if isinstance(node, dict):
        if "oneOf" in node and "anyOf" not in node:
            node["anyOf"] = node.pop("oneOf")
        for value in node.values():
            _first_fitting_branch(value)
    elif isinstance(node, list):
        for value in node:
            _first_fitting_branch(value)


def _field_error_codes(document: JSON) -> None:
    """The description gives a field's error (``_errors`` in a 50035 answer) the shape of the answer's own error,
    an integer code; Discord's documentation shows, and Discord sends, a word there (reference.mdx, "Error
    Messages": ``{"code": "BASE_TYPE_CHOICES", "message": ...}``). The loaded copy says so."""
    inner = document["components"]["schemas"]["InnerErrors"]["properties"]["_errors"]
    inner["items"] = {
        "type": "object",
        "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
        "required": ["code", "message"],
        "additionalProperties": False,
    }


def _answer_place(error: ValidationError) -> tuple[tuple[str | int, ...], str]:
    place = tuple(error.absolute_path)
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        extra = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        return (*place, ",".join(extra)), "a field Discord's description does not give this answer"
    if error.validator == "required" and isinstance(error.instance, dict):
        missing = [name for name in error.validator_value if name not in error.instance]
        return (*place, ",".join(missing)), "a field Discord always sends"
    return place, _wording(error)


def _answer_violation(op: Operation, place: tuple[str | int, ...], rule: str) -> Violation:
    return Violation(op.method, op.template, place, rule, side="answer")


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
    #: The fake's answers checked against Discord's description of them, and its gateway frames against the
    #: fields Discord's documentation gives each (``gateway_events.py``).
    answers: int = 0
    events: int = 0
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
            yield f"{self.answers} of the fake's answers checked against the description's answers"
        yield f"{self.events} of the fake's gateway frames checked against the fields Discord's documentation gives"
        answers = sum(1 for violation in self.violations if violation.side != "request")
        yield f"{len(self.violations)} violations ({answers} of them in the fake's answers and events)"
        seen: set[str] = set()
        for violation in self.violations:
            text = str(violation)
            if text not in seen:
                seen.add(text)
                yield f"  {text}"


TALLY = Tally()
