"""What linking can link to, read from the graph once per ingest: SPBE and TNEA nodes by number,
code and name, with the forms of college and branch names (``institution_forms``, ``branch_forms``) and
the shipped alias and reviewed-term files."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from graph.store import GraphStore
from loaders.datafiles import shipped_rows
from loaders.link import branch_forms, institution_forms
from loaders.link.branch_forms import BranchForms
from loaders.link.institution_forms import Forms
from loaders.link.spbe_dense import NodeNames
from loaders.link.spbe_names import SpbeNames
from loaders.link.vocabulary import COMMUNITY_PHRASES, name_key, phrase_regex


@dataclass
class SpbeTargets:
    """SPBE numbers and names -> node ids, read from the graph once."""

    indicators: dict[int, str] = field(default_factory=dict)
    aspects: dict[int, str] = field(default_factory=dict)
    domains: dict[int, str] = field(default_factory=dict)
    levels: dict[tuple[int, int], str] = field(default_factory=dict)
    level_names: dict[int, dict[str, int]] = field(default_factory=dict)  # indicator -> lower-case level name -> level
    indicator_by_id: dict[str, int] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # normalised lower-case indicator name -> id
    name_re: re.Pattern[str] | None = None
    spbe_names: SpbeNames = field(default_factory=SpbeNames)  # every node's Indonesian and English forms
    nodes: list[NodeNames] = field(default_factory=list)  # every domain, aspect and indicator: its two names

    @classmethod
    def from_store(cls, store: GraphStore) -> "SpbeTargets":
        targets = cls()
        tables = {"indicator": targets.indicators, "aspect": targets.aspects, "domain": targets.domains}
        rows = [row for row in store.run("link_targets_spbe") if row["number"] is not None]
        by_number = {int(row["number"]): row["id"] for row in rows if row["kind"] == "indicator"}
        terms = [(by_number[int(t["indicator_no"])], t["term"]) for t in read_indicator_terms()
                 if int(t["indicator_no"]) in by_number]
        targets.spbe_names = SpbeNames.build(((row["id"], row["name"], row.get("name_en")) for row in rows), terms)
        targets.nodes = [NodeNames(row["id"], row["kind"], tuple(n for n in (row["name"], row.get("name_en")) if n))
                         for row in rows]
        for row in rows:
            tables[row["kind"]][int(row["number"])] = row["id"]
            if row["kind"] == "indicator" and row["name"]:
                targets.names[name_key(row["name"])] = row["id"]
        targets.indicator_by_id = {node_id: number for number, node_id in targets.indicators.items()}
        for row in store.run("link_targets_spbe_levels"):
            targets.levels[(int(row["indicator"]), int(row["level"]))] = row["id"]
            if row.get("name"):
                targets.level_names.setdefault(int(row["indicator"]), {})[str(row["name"]).lower()] = int(row["level"])
        targets.name_re = phrase_regex(targets.names)
        return targets


@dataclass
class AdmissionTargets:
    """TNEA institutions, programs, branch forms and communities -> node ids."""

    institutions: dict[str, str] = field(default_factory=dict)  # college code -> id
    colleges: dict[str, str] = field(default_factory=dict)  # id -> official name
    programs: dict[str, dict[str, str]] = field(default_factory=dict)  # branch -> institution id -> program id
    program_names: dict[str, str] = field(default_factory=dict)  # branch code -> program name
    branch_codes: dict[str, tuple[str, bool]] = field(default_factory=dict)  # CODE -> (base name, needs context)
    communities: dict[str, str] = field(default_factory=dict)  # code -> id
    community_names: dict[str, str] = field(default_factory=dict)  # name -> code
    institution_forms: Forms = field(default_factory=Forms)
    branch_forms: BranchForms = field(default_factory=BranchForms)
    institution_re: re.Pattern[str] | None = None  # every name and short form, not the town names
    institution_place_re: re.Pattern[str] | None = None  # town names that are one college's (questions only)
    branch_phrase_re: re.Pattern[str] | None = None
    branch_code_re: re.Pattern[str] | None = None
    community_name_re: re.Pattern[str] | None = None
    community_variant_res: list[tuple[re.Pattern[str], str]] = field(default_factory=list)
    claim_re: re.Pattern[str] | None = None  # names of several words: no place inside them ("PSG College of ...")

    @classmethod
    def from_store(cls, store: GraphStore) -> "AdmissionTargets":
        targets = cls()
        for row in store.run("link_targets_tnea"):
            if row["college_code"]:
                targets.institutions[str(row["college_code"])] = row["institution_id"]
            if row["institution_name"]:
                targets.colleges[row["institution_id"]] = row["institution_name"]
            if row["program_id"] and row["branch_code"]:
                targets.programs.setdefault(row["branch_code"], {})[row["institution_id"]] = row["program_id"]
                if row["program_name"]:
                    targets.program_names[row["branch_code"]] = row["program_name"]
        targets.institution_forms = institution_forms.build(targets.colleges)
        targets.branch_forms = branch_forms.build(targets.program_names)
        for alias in read_branch_aliases():
            if alias["branch_code"] not in targets.programs:
                continue  # an alias of a branch no loaded institution offers: nothing to link to
            needs_context = alias["match"].endswith("-in-context")
            base = next((b for b, codes in targets.branch_forms.codes.items() if codes[0] == alias["branch_code"]),
                        None)
            if base is None:
                continue
            if alias["match"].startswith("code") and len(alias["alias"]) <= 2:  # "IT": the branch, any variant
                targets.branch_codes[alias["alias"]] = (base, needs_context)
            else:  # CSE, MECH, "Computer Science": a form of the branch's name
                targets.branch_forms.add(alias["alias"], base, "short" if needs_context else "initials")
        for row in store.run("link_targets_communities"):
            targets.communities[row["code"]] = row["id"]
            if row["name"]:
                targets.community_names[name_key(row["name"])] = row["code"]
        targets._compile()
        return targets

    def _compile(self) -> None:
        names = self.institution_forms.names
        self.institution_re = phrase_regex(k for k, by in names.items() if set(by.values()) != {"place"})
        self.institution_place_re = phrase_regex(k for k, by in names.items() if set(by.values()) == {"place"}
                                                 and (len(by) == 1 or k in self.institution_forms.reviewed))
        self.branch_phrase_re = phrase_regex(self.branch_forms.bases)
        self.claim_re = phrase_regex([k for k, by in names.items() if " " in k and set(by.values()) != {"place"}]
                                     + [k for k in self.branch_forms.bases if " " in k])
        codes = sorted(self.branch_codes, key=lambda c: (-len(c), c))
        self.branch_code_re = re.compile(r"(?<![\w.&/-])(" + "|".join(map(re.escape, codes)) + r")(?![\w&]|-\w)") \
            if codes else None
        self.community_name_re = phrase_regex(self.community_names)
        self.community_variant_res = [(re.compile(rf"(?<!\w){p}(?!\w)", re.IGNORECASE), code)
                                      for p, code in COMMUNITY_PHRASES.items() if code in self.communities]


def read_branch_aliases() -> list[dict[str, str]]:
    """``loaders/data/admissions/branch_aliases.csv``: alias -> TNEA branch code, and how to match it."""
    return shipped_rows("admissions", "branch_aliases.csv", required="alias")


def read_indicator_terms() -> list[dict[str, str]]:
    """``loaders/data/spbe/indicator_terms.csv``: reviewed terms (systems, acronyms, phrases) -> SPBE indicator
    number, each with its source."""
    return shipped_rows("spbe", "indicator_terms.csv", required="term")
