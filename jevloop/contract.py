"""The contract (L4): DECISION.md → the seven compiled loop decisions.

Parsing uses markdown-it-py's block tokens (they carry source line numbers). Validation fails closed:
every defect is collected with its line number and what would be allowed, and a file with any defect
is refused as a whole. A gate that silently stops matching is worse than a loop that does not start.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Mapping

from markdown_it import MarkdownIt

from .errors import ContractError
from .frame import CELLS, PROJECTIONS, PROVIDERS, TOOL_UNIVERSE, Exclusion, FieldSpec, FrameSpec, fingerprint
from .policy import GateSlot, Rule, apply_gates, parse_predicate, tier_conflicts
from .types import MAX_LEVELS, MAX_OPTIONS, MIN_LEVELS, MIN_OPTIONS, QUESTION_TYPES

SCHEMA = "jevloop-decisions/1"
KINDS = ("choice", "noul", "score", "mixed")

# Positions in the loop and the actions each allows (escalate is allowed everywhere).
POSITIONS: dict[str, tuple[str, ...]] = {
    "step-start": ("use_tool", "answer", "escalate"),
    "tool-choice": ("call", "escalate"),
    "input-choice": ("use", "escalate"),
    "before-call": ("ask_human", "auto_audit", "auto", "escalate"),
    "after-tool": ("continue", "stop", "finish", "keep_going", "escalate"),
    "after-generate": ("deliver", "revise", "escalate"),
}


@dataclass(frozen=True)
class LoopSlot:
    """What the loop's code relies on for one decision: where it asks it, which question ids (and
    types) it reads answers by, and which candidate provider rebuilds its options."""
    when: str
    questions: tuple[tuple[str, str], ...]
    provider: str | None = None


LOOP: dict[str, LoopSlot] = {
    "needs_tool": LoopSlot("step-start", (("needs_tool", "noul"),)),
    "pick_tool": LoopSlot("tool-choice", (("tool", "choice"),), "toolsFor"),
    "pick_input": LoopSlot("input-choice", (("file", "choice"),), "fileOptions"),
    "grade_risk": LoopSlot("before-call", (("risk", "score"), ("needs_auth", "noul"))),
    "step_ok": LoopSlot("after-tool", (("ok", "noul"),)),
    "is_done": LoopSlot("after-tool", (("done", "noul"),)),
    "can_deliver": LoopSlot("after-generate", (("unsupported", "noul"), ("deliverable", "noul"))),
}
HEAD_KEYS = ("kind", "when", "dynamic")


@dataclass(frozen=True)
class QuestionSpec:
    id: str
    type: str
    ask: str
    options: tuple[tuple[str, str | None], ...] = ()   # choice: (name, description)
    levels: tuple[str, ...] = ()                       # score: low → high
    noul: tuple[tuple[str, str], ...] = ()             # noul: (("false", text), ("true", text))
    line: int = 0
    option_lines: tuple[int, ...] = ()

    def wire(self, options: list[str] | None = None) -> dict[str, Any]:
        """The Jev wire-format question; a dynamic choice passes its rebuilt options."""
        if self.type == "noul":
            return {"type": "noul", "instructions": self.ask, "criteria": dict(self.noul)}
        if self.type == "score":
            return {"type": "score", "instructions": self.ask, "criteria": list(self.levels)}
        desc = dict(self.options)
        names = options if options is not None else [n for n, _ in self.options]
        return {"type": "choice", "instructions": self.ask, "criteria": {n: desc.get(n) for n in names}}

    def options_json(self) -> Any:
        if self.type == "choice":
            return [n for n, _ in self.options] or None
        if self.type == "score":
            return list(self.levels)
        return ["false", "true"]


@dataclass(frozen=True)
class Decision:
    id: str
    kind: str
    when: str
    questions: tuple[QuestionSpec, ...]
    frame: FrameSpec
    policy: tuple[Rule, ...]
    dynamic: tuple[str, tuple[str, ...]] | None = None   # (provider, cells read)
    line: int = 0

    def question(self, qid: str) -> QuestionSpec:
        for q in self.questions:
            if q.id == qid:
                return q
        raise KeyError(qid)

    def behaviour(self) -> dict[str, Any]:
        """What changes behaviour (reasons and prose do not): the input of the contract version."""
        return {
            "id": self.id, "kind": self.kind, "when": self.when,
            "questions": [{"id": q.id, **q.wire()} for q in self.questions],
            "frame": {"fields": [[f.key, f.bound, f.projection] for f in self.frame.fields],
                      "excluded": sorted(e.cell for e in self.frame.excluded)},
            "policy": [[r.when.text(), r.action] for r in self.policy],
            "dynamic": list(self.dynamic[:1]) + [list(self.dynamic[1])] if self.dynamic else None,
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id, "kind": self.kind, "when": self.when,
            "questions": [{"id": q.id, "type": q.type, "ask": q.ask, "options": q.options_json()}
                          for q in self.questions],
            "frame": {
                "fields": [{"key": f.key, "bound": f.bound, "projection": f.projection, "reads": list(f.reads)}
                           for f in self.frame.fields],
                "excluded": [{"cell": e.cell, "why": e.reason} for e in self.frame.excluded],
            },
            "policy": [{"when": r.when.text(), "action": r.action} for r in self.policy],
            "dynamic": ({"provider": self.dynamic[0], "reads": list(self.dynamic[1])} if self.dynamic else None),
        }


@dataclass(frozen=True)
class Contract:
    schema: str
    decisions: Mapping[str, Decision]
    generator: str
    version: str
    path: str = "DECISION.md"
    gates: Mapping[str, float] = field(default_factory=dict)
    slots: Mapping[str, GateSlot] = field(default_factory=dict)

    def __getitem__(self, did: str) -> Decision:
        return self.decisions[did]

    def behaviour(self) -> dict[str, Any]:
        return {"schema": self.schema, "generator": self.generator,
                "decisions": [d.behaviour() for d in self.decisions.values()]}

    @property
    def gate_keys(self) -> list[str]:
        return sorted(self.slots)

    def with_gates(self, overrides: Mapping[str, Any]) -> "Contract":
        """A copy with thresholds overridden; GateError (nothing applied) on any bad key or value."""
        if not overrides:
            return self
        policies = {d: list(dec.policy) for d, dec in self.decisions.items()}
        new, values = apply_gates(policies, dict(self.slots), overrides)
        decisions = {d: replace(dec, policy=tuple(new[d])) for d, dec in self.decisions.items()}
        return replace(self, decisions=decisions, gates={**self.gates, **values})

    def to_json(self) -> dict[str, Any]:
        return {"version": self.version, "schema": self.schema,
                "decisions": [d.to_json() for d in self.decisions.values()],
                "gate_keys": self.gate_keys, "gates": dict(self.gates)}


# ---------------------------------------------------------------------------------------------
# Parsing: markdown-it tokens → sections with line numbers.

@dataclass
class _Item:
    text: str
    line: int


@dataclass
class _Section:
    title: str
    line: int
    paragraphs: list[list[_Item]] = field(default_factory=list)   # each paragraph: its lines
    lists: list[list[_Item]] = field(default_factory=list)
    order: list[str] = field(default_factory=list)                # 'p' / 'l' in source order


@dataclass
class _Block:
    id: str
    line: int
    head: _Section
    subs: list[_Section] = field(default_factory=list)


_ID = re.compile(r"^[a-z][a-z0-9_]*$")
_KEYLINE = re.compile(r"^([a-z_]+):(?:\s+(.*))?$")
_FIELD = re.compile(r"^(?P<key>\S+)(?:\s+(?P<bound>\S+))?(?:\s+(?P<proj>\S+))?\s+(?:—|--)\s+(?P<why>.*)$")
_FIELD_NOWHY = re.compile(r"^(?P<key>\S+)(?:\s+(?P<bound>\S+))?(?:\s+(?P<proj>\S+))?$")
_EXCL = re.compile(r"^(?P<cell>\S+)\s+(?:—|--)\s+(?P<why>.*)$")
_RULE = re.compile(r"^(?P<pred>.+?)\s+(?:→|->)\s+(?P<action>\S+)$")
_QHEAD = re.compile(r"^question\s+(?P<id>\S+)(?:\s+\((?P<type>[a-z]+)\))?$")
_COUNTED = re.compile(r"^(?P<name>frame|excluded|policy)(?:\s+\((?P<n>[^)]*)\))?$")


def _split_lines(content: str, first: int) -> list[_Item]:
    out = []
    for i, raw in enumerate(content.split("\n")):
        text = raw.strip()
        if text:
            out.append(_Item(text, first + i))
    return out


def _sections(src: str) -> tuple[list[_Section], int | None]:
    """Flat list of h1/h2/h3 sections; index of the 'generator' h2 section is not special here."""
    md = MarkdownIt("commonmark")
    tokens = md.parse(src)
    sections: list[_Section] = [_Section("", 1)]
    sections[0].order = []
    levels: list[int] = [0]
    i = 0
    list_depth = 0
    cur_list: list[_Item] | None = None
    while i < len(tokens):
        t = tokens[i]
        if t.type == "heading_open":
            title = tokens[i + 1].content.strip()
            sections.append(_Section(title, t.map[0] + 1))
            levels.append(int(t.tag[1]))
            i += 3
            continue
        if t.type == "bullet_list_open" or t.type == "ordered_list_open":
            list_depth += 1
            if list_depth == 1:
                cur_list = []
                sections[-1].lists.append(cur_list)
                sections[-1].order.append("l")
        elif t.type in ("bullet_list_close", "ordered_list_close"):
            list_depth -= 1
            if list_depth == 0:
                cur_list = None
        elif t.type == "paragraph_open":
            inline = tokens[i + 1]
            lines = _split_lines(inline.content, t.map[0] + 1)
            if list_depth == 1 and cur_list is not None:
                if lines:
                    cur_list.append(_Item(" ".join(x.text for x in lines), lines[0].line))
            elif list_depth == 0:
                sections[-1].paragraphs.append(lines)
                sections[-1].order.append("p")
        i += 1
    for s, lv in zip(sections, levels):
        s.order.append(f"h{lv}")   # record the level at the end (read by _group)
    return sections, None


def _group(sections: list[_Section]) -> tuple[_Section, list[_Block], _Section | None, list[tuple[int, str]]]:
    problems: list[tuple[int, str]] = []
    preamble = sections[0]
    blocks: list[_Block] = []
    generator: _Section | None = None
    current: _Block | None = None
    for s in sections[1:]:
        level = int(s.order[-1][1])
        if level == 1:
            current = None
            if not blocks and generator is None:
                preamble.paragraphs.extend(s.paragraphs)
            continue
        if level == 2:
            if s.title == "generator":
                generator, current = s, None
                continue
            current = _Block(s.title, s.line, s)
            blocks.append(current)
            continue
        if current is None:
            if generator is None:
                problems.append((s.line, f"section '{s.title}' stands outside any decision (open one with '## <decision id>')"))
            continue
        current.subs.append(s)
    return preamble, blocks, generator, problems


# ---------------------------------------------------------------------------------------------
# Compilation.

def _bound(raw: str | None, line: int, key: str, problems: list) -> int | None:
    if raw is None:
        problems.append((line, f"frame field '{key}' has no bound (write '- {key} <positive integer> [projection] — reason')"))
        return None
    if not re.fullmatch(r"[0-9]+", raw) or int(raw) <= 0:
        problems.append((line, f"bound of '{key}' must be a positive integer, got '{raw}'"))
        return None
    return int(raw)


def _counted(title: str, items: list[_Item], sec: _Section, noun: str, problems: list) -> None:
    m = _COUNTED.match(title)
    n = m.group("n") if m else None
    if n is None:
        problems.append((sec.line, f"'### {m.group('name')}' must state how many {noun} it lists, e.g. "
                                   f"'### {m.group('name')} ({len(items)})', so a deleted line cannot pass unnoticed"))
        return
    if not re.fullmatch(r"[0-9]+", n.strip()):
        problems.append((sec.line, f"count '({n})' is not a whole number"))
        return
    if int(n) != len(items):
        problems.append((sec.line, f"'{title}' declares {n} {noun} but lists {len(items)} — a line was added or "
                                   f"deleted without updating the count"))


def _parse_question(sec: _Section, qid: str, qtype: str, dynamic: bool, problems: list) -> QuestionSpec | None:
    if not sec.paragraphs:
        problems.append((sec.line, f"question '{qid}' has no ask (the first paragraph under its heading)"))
        return None
    ask = " ".join(x.text for x in sec.paragraphs[0])
    if sec.order.index("p") > (sec.order.index("l") if "l" in sec.order else 10**9):
        problems.append((sec.line, f"question '{qid}': the ask must come before the criteria list"))
    if len(sec.lists) > 1:
        problems.append((sec.lists[1][0].line if sec.lists[1] else sec.line,
                         f"question '{qid}' has a second criteria list; write one list"))
    items = sec.lists[0] if sec.lists else []
    if qtype == "noul":
        sides: dict[str, str] = {}
        for it in items:
            m = re.match(r"^(true|false):\s*(.+)$", it.text)
            if not m:
                problems.append((it.line, f"noul criterion must be 'true: …' or 'false: …', got '{it.text[:40]}'"))
                continue
            if m.group(1) in sides:
                problems.append((it.line, f"noul question '{qid}' states '{m.group(1)}' twice"))
            sides[m.group(1)] = m.group(2).strip()
        for side in ("true", "false"):
            if side not in sides and items:
                problems.append((sec.line, f"noul question '{qid}' lacks its '{side}:' criterion"))
        return QuestionSpec(qid, "noul", ask, noul=tuple((k, sides[k]) for k in ("false", "true") if k in sides),
                            line=sec.line)
    if qtype == "score":
        levels = tuple(it.text for it in items)
        if not (MIN_LEVELS <= len(levels) <= MAX_LEVELS):
            problems.append((sec.line, f"score question '{qid}' needs {MIN_LEVELS}–{MAX_LEVELS} levels (low → high), has {len(levels)}"))
        return QuestionSpec(qid, "score", ask, levels=levels, line=sec.line)
    opts: list[tuple[str, str | None]] = []
    for it in items:
        m = re.match(r"^([A-Za-z0-9_.\-]+)(?::\s*(.*))?$", it.text)
        if not m:
            problems.append((it.line, f"choice option must be 'name: description', got '{it.text[:40]}'"))
            continue
        if any(n == m.group(1) for n, _ in opts):
            problems.append((it.line, f"option '{m.group(1)}' of '{qid}' is listed twice"))
            continue
        opts.append((m.group(1), (m.group(2) or None)))
    if not dynamic and not (MIN_OPTIONS <= len(opts) <= MAX_OPTIONS):
        problems.append((sec.line, f"choice question '{qid}' needs {MIN_OPTIONS}–{MAX_OPTIONS} options, has {len(opts)}"))
    lines = tuple(it.line for it in items if re.match(r"^([A-Za-z0-9_.\-]+)(?::\s*(.*))?$", it.text))
    return QuestionSpec(qid, "choice", ask, options=tuple(opts), line=sec.line, option_lines=lines)


def _head(b: _Block, problems: list) -> dict[str, tuple[str, int]]:
    """The block's `key: value` lines (kind, when, dynamic) → (value, line)."""
    head: dict[str, tuple[str, int]] = {}
    for para in b.head.paragraphs:
        # A paragraph whose first line reads `key: value` is a key paragraph; any other is prose.
        if not para or not _KEYLINE.match(para[0].text):
            continue
        for it in para:
            m = _KEYLINE.match(it.text)
            if not m:
                problems.append((it.line, f"'{it.text[:40]}' is not a 'key: value' line (separate prose from "
                                          f"the keys with a blank line)"))
                continue
            key, val = m.group(1), (m.group(2) or "").strip()
            if key not in HEAD_KEYS:
                problems.append((it.line, f"unknown key '{key}' (allowed: {', '.join(HEAD_KEYS)})"))
                continue
            if key in head:
                problems.append((it.line, f"key '{key}' given twice"))
                continue
            head[key] = (val, it.line)
    return head


def _position(b: _Block, head: dict[str, tuple[str, int]], problems: list) -> tuple[str, int, str]:
    """(kind, its line, when), each checked against the closed vocabularies and the loop's slot."""
    slot = LOOP[b.id]
    kind, kline = head.get("kind", ("", b.line))
    if "kind" not in head:
        problems.append((b.line, f"decision '{b.id}' has no 'kind:' (allowed: {', '.join(KINDS)})"))
    elif kind not in KINDS:
        problems.append((kline, f"unknown kind '{kind}' (allowed: {', '.join(KINDS)})"))
    when, wline = head.get("when", ("", b.line))
    if "when" not in head:
        problems.append((b.line, f"decision '{b.id}' has no 'when:' (allowed: {', '.join(POSITIONS)})"))
    elif when not in POSITIONS:
        problems.append((wline, f"unknown position '{when}' (allowed: {', '.join(POSITIONS)})"))
    elif when != slot.when:
        problems.append((wline, f"the loop asks '{b.id}' at '{slot.when}', not '{when}'"))
    return kind, kline, when


def _dynamic(b: _Block, head: dict[str, tuple[str, int]], problems: list) -> tuple[str, tuple[str, ...]] | None:
    """The candidate provider a decision declares, checked against the cells it reads and the slot."""
    slot = LOOP[b.id]
    dynamic = None
    if "dynamic" in head:
        val, dline = head["dynamic"]
        m = re.fullmatch(r"([A-Za-z_]\w*)\(([^)]*)\)", val)
        if not m:
            problems.append((dline, f"dynamic must read 'provider(cell, …)', got '{val}'"))
        elif m.group(1) not in PROVIDERS:
            problems.append((dline, f"unknown candidate provider '{m.group(1)}' (allowed: {', '.join(PROVIDERS)})"))
        else:
            cells = tuple(c.strip() for c in m.group(2).split(",") if c.strip())
            bad = [c for c in cells if c not in CELLS]
            if bad:
                problems.append((dline, f"unknown context cell(s) {', '.join(bad)} (cells: {', '.join(CELLS)})"))
            reads = PROVIDERS[m.group(1)][0]
            if not bad and set(cells) != set(reads):
                problems.append((dline, f"{m.group(1)} reads {', '.join(reads)}; the file declares "
                                        f"{', '.join(cells) or 'nothing'} (a cell left out silently drops a class of candidates)"))
            dynamic = (m.group(1), tuple(cells))
    if slot.provider and "dynamic" not in head:
        problems.append((b.line, f"'{b.id}' rebuilds its candidates every step: declare 'dynamic: {slot.provider}("
                                 f"{', '.join(PROVIDERS[slot.provider][0])})'"))
    elif not slot.provider and "dynamic" in head:
        problems.append((head["dynamic"][1], f"'{b.id}' has fixed questions; 'dynamic:' is not allowed here"))
    elif dynamic and slot.provider and dynamic[0] != slot.provider:
        problems.append((head["dynamic"][1], f"'{b.id}' rebuilds its candidates with {slot.provider}, not {dynamic[0]}"))

    return dynamic


def _question_section(sec: _Section, kind: str, slot: Any, questions: list[QuestionSpec], problems: list) -> None:
    qm = _QHEAD.match(sec.title)
    qid, qtype = qm.group("id"), qm.group("type")
    if not _ID.match(qid):
        problems.append((sec.line, f"question id '{qid}' must be lower_snake_case"))
        return
    if any(q.id == qid for q in questions):
        problems.append((sec.line, f"duplicate question id '{qid}'"))
        return
    if qtype is not None and qtype not in QUESTION_TYPES:
        problems.append((sec.line, f"unknown question type '{qtype}' (allowed: {', '.join(QUESTION_TYPES)})"))
        return
    if qtype is None:
        if kind == "mixed":
            problems.append((sec.line, f"in a mixed decision write the type: '### question {qid} (noul|choice|score)'"))
            return
        # an unknown kind was reported already; read the question as the loop expects it
        qtype = kind if kind in QUESTION_TYPES else dict(slot.questions).get(qid)
        if qtype is None:
            return
    elif kind in QUESTION_TYPES and qtype != kind:
        problems.append((sec.line, f"question '{qid}' is {qtype} but the decision's kind is {kind}"))
        return
    q = _parse_question(sec, qid, qtype, bool(slot.provider), problems)
    if q:
        questions.append(q)


def _frame_fields(items: list[_Item], problems: list) -> list[FieldSpec]:
    frame_fields: list[FieldSpec] = []
    for it in items:
        m = _FIELD.match(it.text)
        if not m:
            m2 = _FIELD_NOWHY.match(it.text)
            problems.append((it.line, f"frame field '{(m2.group('key') if m2 else it.text)[:40]}' has no reason "
                                      f"(write '- key bound [projection] — reason')"))
            continue
        key, proj, why = m.group("key"), m.group("proj"), m.group("why").strip()
        bound = _bound(m.group("bound"), it.line, key, problems)
        if not why:
            problems.append((it.line, f"frame field '{key}' has an empty reason"))
        if any(f.key == key for f in frame_fields):
            problems.append((it.line, f"duplicate frame field '{key}'"))
            continue
        if proj is not None and proj not in PROJECTIONS:
            problems.append((it.line, f"unknown projection '{proj}' (allowed: {', '.join(PROJECTIONS)})"))
            continue
        if proj is None and key not in CELLS:
            problems.append((it.line, f"'{key}' is not a context cell and names no projection "
                                      f"(cells: {', '.join(CELLS)})"))
            continue
        if bound is not None:
            frame_fields.append(FieldSpec(key, bound, proj, why, it.line))
    return frame_fields


def _exclusions(items: list[_Item], problems: list) -> list[Exclusion]:
    exclusions: list[Exclusion] = []
    for it in items:
        m = _EXCL.match(it.text)
        if not m or not m.group("why").strip():
            problems.append((it.line, f"exclusion '{it.text.split()[0][:40]}' has no reason (write '- cell — reason')"))
            continue
        cell = m.group("cell")
        if cell not in CELLS:
            problems.append((it.line, f"unknown context cell '{cell}' (cells: {', '.join(CELLS)})"))
            continue
        if any(e.cell == cell for e in exclusions):
            problems.append((it.line, f"cell '{cell}' is excluded twice"))
            continue
        exclusions.append(Exclusion(cell, m.group("why").strip(), it.line))
    return exclusions


def _rules(items: list[_Item], problems: list) -> list[Rule]:
    rules: list[Rule] = []
    for it in items:
        m = _RULE.match(it.text)
        if not m:
            problems.append((it.line, f"policy rule must read '<predicate> → <action>', got '{it.text[:40]}'"))
            continue
        pred, why = parse_predicate(m.group("pred"))
        if pred is None:
            problems.append((it.line, why))
            continue
        rules.append(Rule(pred, m.group("action"), it.line))
    return rules


def _check_questions(b: _Block, kind: str, kline: int, questions: list[QuestionSpec],
                     problems: list) -> dict[str, QuestionSpec]:
    """Questions against the kind and against what the loop reads; → id → question."""
    slot = LOOP[b.id]
    # Questions against the kind and against what the loop reads.
    if kind == "mixed" and len({q.type for q in questions}) < 2:
        problems.append((kline, "kind 'mixed' needs questions of at least two types; use the single type as kind"))
    want = dict(slot.questions)
    have = {q.id: q for q in questions}
    for qid in sorted(set(want) - set(have)):
        problems.append((b.line, f"'{b.id}' must ask question '{qid}' ({want[qid]}): the loop reads its answer by that id"))
    for qid in sorted(set(have) - set(want)):
        problems.append((have[qid].line, f"question '{qid}' is not read by the loop (it reads: {', '.join(want)})"))
    for qid, q in have.items():
        if qid in want and q.type != want[qid]:
            problems.append((q.line, f"the loop reads '{qid}' as {want[qid]}, the file declares {q.type}"))
    if slot.provider == "toolsFor" and "tool" in have:
        q = have["tool"]
        for (n, _), ln in zip(q.options, q.option_lines):
            if n not in TOOL_UNIVERSE:
                problems.append((ln, f"unknown tool option '{n}' (tools: {', '.join(TOOL_UNIVERSE)})"))
    if slot.provider == "fileOptions" and "file" in have and have["file"].options:
        problems.append((have["file"].line, "the options of 'file' are the unread files, rebuilt each step by "
                                            "fileOptions; do not list options"))

    return have


def _check_frame(b: _Block, seen_sections: dict[str, int], frame_fields: list[FieldSpec],
                 exclusions: list[Exclusion], problems: list) -> None:
    """Every cell is read or excluded with a reason, never both."""
    # Frame: every cell is read or excluded with a reason, never both.
    if "frame" not in seen_sections:
        problems.append((b.line, f"decision '{b.id}' has no '### frame'"))
    if "excluded" not in seen_sections:
        problems.append((b.line, f"decision '{b.id}' has no '### excluded'"))
    reads: dict[str, int] = {}
    for f in frame_fields:
        for c in f.reads:
            reads.setdefault(c, f.line)
    if "frame" in seen_sections and "excluded" in seen_sections:
        for e in exclusions:
            if e.cell in reads:
                problems.append((e.line, f"cell '{e.cell}' is excluded but read by the frame (line {reads[e.cell]}); "
                                         f"a cell is read or excluded, not both"))
        covered = set(reads) | {e.cell for e in exclusions}
        for c in CELLS:
            if c not in covered:
                problems.append((seen_sections["excluded"], f"context cell '{c}' is neither read by the frame nor "
                                                            f"excluded with a reason"))



def _check_policy(b: _Block, when: str, questions: list[QuestionSpec], have: dict[str, QuestionSpec],
                  rules: list[Rule], seen_sections: dict[str, int], problems: list) -> list[Rule]:
    """Closed actions, typed predicates, a final catch-all, reachable tiers; → the rules with 'top'
    bound to the decision's choice question."""
    # Policy: closed actions, typed predicates, a final catch-all, reachable tiers.
    if "policy" not in seen_sections:
        problems.append((b.line, f"decision '{b.id}' has no '### policy'"))
    allowed = POSITIONS.get(when, ())
    choice_qs = [q for q in questions if q.type == "choice"]
    fixed: list[Rule] = []
    for r in rules:
        p = r.when
        if when in POSITIONS and r.action not in allowed:
            problems.append((r.line, f"action '{r.action}' is not allowed at '{when}' (allowed: {', '.join(allowed)})"))
        if p.kind == "top":
            if len(choice_qs) != 1:
                problems.append((r.line, "'top' needs exactly one choice question in the decision"))
            else:
                p = replace(p, question=choice_qs[0].id)
        elif p.kind != "else":
            q = have.get(p.question or "")
            need = {"prob": "noul", "score": "score", "picked": "choice"}[p.kind]
            if q is None:
                problems.append((r.line, f"predicate names unknown question '{p.question}' (questions: {', '.join(have) or 'none'})"))
            elif q.type != need:
                problems.append((r.line, f"'{p.kind}:' needs a {need} question; '{p.question}' is {q.type}"))
            elif p.kind == "score" and not (0 <= float(p.value) <= len(q.levels) - 1):
                problems.append((r.line, f"score threshold {p.value:g} is outside [0, {len(q.levels) - 1}]"))
            elif p.kind == "picked" and q.options and p.value not in {n for n, _ in q.options}:
                problems.append((r.line, f"'{p.value}' is not an option of '{q.id}' (options: {', '.join(n for n, _ in q.options)})"))
        if p.kind in ("prob", "top") and not (0 <= float(p.value) <= 1):
            problems.append((r.line, f"probability threshold {p.value:g} is outside [0, 1]"))
        fixed.append(replace(r, when=p))
    if "policy" in seen_sections:
        elses = [i for i, r in enumerate(fixed) if r.when.kind == "else"]
        if not elses:
            problems.append((seen_sections["policy"], "policy has no catch-all: end it with '- else → <action>'"))
        elif elses[0] != len(fixed) - 1:
            problems.append((fixed[elses[0] + 1].line, "rules after 'else' can never match"))
        for r, prev in tier_conflicts(fixed):
            problems.append((r.line, f"'{r.when.text()}' can never match after '{prev.when.text()}' (line {prev.line}): "
                                     f"first match wins, so tiers on one question must strictly decrease"))
    return fixed


def _compile_block(b: _Block, problems: list) -> Decision | None:
    n0 = len(problems)
    head = _head(b, problems)
    if b.id not in LOOP:
        problems.append((b.line, f"unknown decision '{b.id}' (the loop asks: {', '.join(LOOP)})"))
        return None
    slot = LOOP[b.id]
    kind, kline, when = _position(b, head, problems)
    dynamic = _dynamic(b, head, problems)
    questions: list[QuestionSpec] = []
    frame_fields: list[FieldSpec] = []
    exclusions: list[Exclusion] = []
    rules: list[Rule] = []
    seen_sections: dict[str, int] = {}
    for sec in b.subs:
        if _QHEAD.match(sec.title):
            _question_section(sec, kind, slot, questions, problems)
            continue
        cm = _COUNTED.match(sec.title)
        if not cm:
            problems.append((sec.line, f"unknown section '{sec.title}' (allowed: question <id>, frame, excluded, policy)"))
            continue
        name = cm.group("name")
        if name in seen_sections:
            problems.append((sec.line, f"section '{name}' given twice (first at line {seen_sections[name]})"))
            continue
        seen_sections[name] = sec.line
        items = [it for lst in sec.lists for it in lst]
        _counted(sec.title, items, sec, {"frame": "fields", "excluded": "cells"}.get(name, "rules"), problems)
        if name == "frame":
            frame_fields = _frame_fields(items, problems)
        elif name == "excluded":
            exclusions = _exclusions(items, problems)
        else:
            rules = _rules(items, problems)
    have = _check_questions(b, kind, kline, questions, problems)
    _check_frame(b, seen_sections, frame_fields, exclusions, problems)
    fixed = _check_policy(b, when, questions, have, rules, seen_sections, problems)
    if len(problems) > n0:
        return None
    return Decision(b.id, kind, when, tuple(questions), FrameSpec(tuple(frame_fields), tuple(exclusions)),
                    tuple(fixed), dynamic, b.line)


def _generator_text(src_lines: list[str], gen: _Section, end_line: int) -> str:
    body = src_lines[gen.line:end_line - 1] if end_line else src_lines[gen.line:]
    text = "\n".join(line.rstrip() for line in body)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    return text.strip()


def _gate_slots(decisions: Mapping[str, Decision]) -> dict[str, GateSlot]:
    slots: dict[str, GateSlot] = {}
    for d in decisions.values():
        tiers: dict[str, list[int]] = {}
        for i, r in enumerate(d.policy):
            if r.when.has_threshold:
                tiers.setdefault(r.when.question, []).append(i)
        for qid, idx in tiers.items():
            q = d.question(qid)
            upper = float(len(q.levels) - 1) if q.type == "score" else 1.0
            for t, ri in enumerate(idx):
                key = f"{d.id}.{qid}" if len(idx) == 1 else f"{d.id}.{qid}[{t}]"
                slots[key] = GateSlot(key, d.id, ri, d.policy[ri].when.kind, upper)
    return slots


def compile_contract(text: str, path: str = "DECISION.md") -> Contract:
    """Compile DECISION.md text; ContractError lists every defect with its line number."""
    src = text.replace("\r\n", "\n").replace("\r", "\n")
    problems: list[tuple[int, str]] = []
    sections, _ = _sections(src)
    preamble, blocks, gen, group_problems = _group(sections)
    problems.extend(group_problems)
    schema = None
    for para in preamble.paragraphs:
        for it in para:
            m = re.match(r"^schema:\s*(\S+)\s*$", it.text)
            if m:
                if schema is not None:
                    problems.append((it.line, "schema given twice"))
                schema = m.group(1)
                if schema != SCHEMA:
                    problems.append((it.line, f"unsupported schema '{schema}' (this jevloop reads {SCHEMA})"))
    if schema is None:
        problems.append((1, f"no 'schema: {SCHEMA}' line before the first decision"))
    decisions: dict[str, Decision] = {}
    seen: dict[str, int] = {}
    for b in blocks:
        if b.id in seen:
            problems.append((b.line, f"duplicate decision '{b.id}' (first at line {seen[b.id]})"))
            continue
        seen[b.id] = b.line
        d = _compile_block(b, problems)
        if d:
            decisions[b.id] = d
    for did in LOOP:
        if did not in seen:
            problems.append((0, f"decision '{did}' is missing: the loop asks all of {', '.join(LOOP)}"))
    generator = ""
    if gen is None:
        problems.append((0, "no '## generator' section (it becomes the writer's system prompt)"))
    else:
        later = [s.line for s in sections if s.line > gen.line and s.order[-1] in ("h1", "h2")]
        generator = _generator_text(src.split("\n"), gen, later[0] if later else 0)
        if not generator:
            problems.append((gen.line, "the generator section is empty"))
    if problems:
        raise ContractError(sorted(problems, key=lambda p: p[0]), path)
    ordered = {did: decisions[did] for did in LOOP}
    body = {"schema": schema, "generator": generator, "decisions": [d.behaviour() for d in ordered.values()]}
    version = fingerprint(body)[:16]
    return Contract(schema, ordered, generator, version, path, {}, _gate_slots(ordered))


def default_contract_path() -> Path:
    here = Path(__file__).resolve().parent
    for p in (here / "DECISION.md", here.parent / "DECISION.md"):
        if p.is_file():
            return p
    raise ContractError([(0, "no DECISION.md shipped with the package nor at the source root")], "DECISION.md")


MAX_CONTRACT_BYTES = 1 << 20   # a DECISION.md is a few KB; more is a wrong file, not a contract


def load_contract(path: str | Path | None = None, gates: Mapping[str, Any] | None = None) -> Contract:
    """Read and compile a DECISION.md (the shipped one by default) and apply gate overrides. Only a
    regular file of at most MAX_CONTRACT_BYTES is read (a FIFO or device would block or never end).

    >>> from jevloop import load_contract
    >>> c = load_contract(gates={"step_ok.ok": 0.7})
    >>> [d for d in c.decisions][:3], c.gates
    (['needs_tool', 'pick_tool', 'pick_input'], {'step_ok.ok': 0.7})
    """
    import os
    import stat
    p = Path(path) if path is not None else default_contract_path()
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused by the fstat below
        fd = os.open(p, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            st = os.fstat(f.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise ContractError([(0, "not a regular file")], str(p))
            data = f.read(MAX_CONTRACT_BYTES + 1)
        if len(data) > MAX_CONTRACT_BYTES:
            raise ContractError([(0, f"larger than {MAX_CONTRACT_BYTES} bytes, the most a DECISION.md may have")],
                                str(p))
        text = data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")   # as read_text's newlines
    except OSError as e:
        raise ContractError([(0, f"cannot read: {e.strerror or e}")], str(p)) from None
    except UnicodeDecodeError:
        raise ContractError([(0, "not UTF-8 text")], str(p)) from None
    contract = compile_contract(text, p.name if path is None else str(p))
    return contract.with_gates(gates) if gates else contract
