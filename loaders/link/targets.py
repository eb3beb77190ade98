"""What linking can link to, read from the graph once per ingest: SPBE and TNEA nodes by number,
code and name, with the shipped alias files (institution short names, branch aliases)."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field

from graph.store import GraphStore
from loaders.datafiles import shipped
from loaders.link.confidences import NAME, SHORT_NAME
from loaders.link.vocabulary import COMMUNITY_PHRASES, name_key, phrase_regex


@dataclass
class SpbeTargets:
    """SPBE numbers and names -> node ids, read from the graph once."""

    indicators: dict[int, str] = field(default_factory=dict)
    aspects: dict[int, str] = field(default_factory=dict)
    domains: dict[int, str] = field(default_factory=dict)
    levels: dict[tuple[int, int], str] = field(default_factory=dict)
    indicator_by_id: dict[str, int] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # normalised lower-case indicator name -> id
    name_re: re.Pattern[str] | None = None

    @classmethod
    def from_store(cls, store: GraphStore) -> "SpbeTargets":
        targets = cls()
        tables = {"indicator": targets.indicators, "aspect": targets.aspects, "domain": targets.domains}
        for row in store.run("link_targets_spbe"):
            if row["number"] is None:
                continue
            tables[row["kind"]][int(row["number"])] = row["id"]
            if row["kind"] == "indicator" and row["name"]:
                targets.names[name_key(row["name"])] = row["id"]
        targets.indicator_by_id = {node_id: number for number, node_id in targets.indicators.items()}
        for row in store.run("link_targets_spbe_levels"):
            targets.levels[(int(row["indicator"]), int(row["level"]))] = row["id"]
        targets.name_re = phrase_regex(targets.names)
        return targets


@dataclass
class AdmissionTargets:
    """TNEA institutions, programs, branch aliases and communities -> node ids."""

    institutions: dict[str, str] = field(default_factory=dict)  # college code -> id
    institution_names: dict[str, tuple[str, float]] = field(default_factory=dict)  # name -> (id, confidence)
    programs: dict[str, dict[str, str]] = field(default_factory=dict)  # branch -> institution id -> program id
    branch_phrases: dict[str, tuple[str, bool]] = field(default_factory=dict)  # phrase -> (branch, needs context)
    branch_codes: dict[str, tuple[str, bool]] = field(default_factory=dict)  # CODE -> (branch, needs context)
    communities: dict[str, str] = field(default_factory=dict)  # code -> id
    community_names: dict[str, str] = field(default_factory=dict)  # name -> code
    institution_re: re.Pattern[str] | None = None
    branch_phrase_re: re.Pattern[str] | None = None
    branch_code_re: re.Pattern[str] | None = None
    community_name_re: re.Pattern[str] | None = None
    community_variant_res: list[tuple[re.Pattern[str], str]] = field(default_factory=list)

    @classmethod
    def from_store(cls, store: GraphStore) -> "AdmissionTargets":
        targets = cls()
        for row in store.run("link_targets_tnea"):
            targets._add_institution(row["institution_id"], row["college_code"], row["institution_name"])
            if row["program_id"] and row["branch_code"]:
                targets.programs.setdefault(row["branch_code"], {})[row["institution_id"]] = row["program_id"]
                if row["program_name"]:
                    targets.branch_phrases[name_key(row["program_name"])] = (row["branch_code"], False)
        for alias in read_institution_aliases():
            node_id = targets.institutions.get(alias["college_code"])
            if node_id:  # an alias of an institution the loaded data does not have links nothing
                targets.institution_names.setdefault(name_key(alias["alias"]), (node_id, SHORT_NAME))
        for alias in read_branch_aliases():
            if alias["branch_code"] not in targets.programs:
                continue  # an alias of a branch no loaded institution offers: nothing to link to
            needs_context = alias["match"].endswith("-in-context")
            if alias["match"].startswith("code"):
                targets.branch_codes[alias["alias"]] = (alias["branch_code"], needs_context)
            else:
                targets.branch_phrases.setdefault(name_key(alias["alias"]), (alias["branch_code"], needs_context))
        for row in store.run("link_targets_communities"):
            targets.communities[row["code"]] = row["id"]
            if row["name"]:
                targets.community_names[name_key(row["name"])] = row["code"]
        targets._compile()
        return targets

    def _add_institution(self, node_id: str, code: str | None, name: str | None) -> None:
        if code:
            self.institutions[str(code)] = node_id
        if not name:
            return
        self.institution_names[name_key(name)] = (node_id, NAME)
        short = name.split(",")[0].strip()  # "PSG College of Technology, Coimbatore" -> without the town
        if short != name and len(short.split()) >= 3:
            self.institution_names.setdefault(name_key(short), (node_id, SHORT_NAME))

    def _compile(self) -> None:
        self.institution_re = phrase_regex(self.institution_names)
        self.branch_phrase_re = phrase_regex(self.branch_phrases)
        codes = sorted(self.branch_codes, key=lambda c: (-len(c), c))
        self.branch_code_re = re.compile(r"(?<![\w.&/-])(" + "|".join(map(re.escape, codes)) + r")(?![\w&]|-\w)") \
            if codes else None
        self.community_name_re = phrase_regex(self.community_names)
        self.community_variant_res = [(re.compile(rf"(?<!\w){p}(?!\w)", re.IGNORECASE), code)
                                      for p, code in COMMUNITY_PHRASES.items() if code in self.communities]


def read_institution_aliases() -> list[dict[str, str]]:
    """``loaders/data/admissions/institution_aliases.csv``: short names people use ("CEG", "PSG Tech")."""
    with shipped("admissions", "institution_aliases.csv").open(newline="", encoding="utf-8") as handle:
        return [row for row in csv.DictReader(handle) if row.get("alias")]


def read_branch_aliases() -> list[dict[str, str]]:
    """``loaders/data/admissions/branch_aliases.csv``: alias -> TNEA branch code, and how to match it."""
    with shipped("admissions", "branch_aliases.csv").open(newline="", encoding="utf-8") as handle:
        return [row for row in csv.DictReader(handle) if row.get("alias")]
