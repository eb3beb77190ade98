"""The words people use for a branch: "mechanical" is ME, "AI&DS" / "AI and Data Science" / "AIDS" are AD.

TNEA names a branch in capitals with its variant in brackets ("MECHANICAL ENGINEERING (SS)" is the
self-supporting ME, "(SANDWICH)" and "(TAMIL MEDIUM)" other codes). A form is matched to a *base* name (the
name without the variant), and the base to its codes, regular first: at a named college the first code it
offers is meant ("CSE at PSG Tech" is CM where PSG Tech has only the self-supporting CSE). Forms generated
from every base: the name, "&" for "and", the name without a trailing "Engineering" ("mechanical",
"computer science"), the initials (CSE, ECE, EEE, EIE, BME, AIDS, AIML, CSBS) and, for "X and Y" names, the
initials of each side joined ("AI&DS", "AI & DS", "AI-DS", "AI and DS", "AI and Data Science"), "tech"
for a trailing "technology" ("food tech", "information tech"), and a combining form written closed ("BIO
MEDICAL" as "biomedical", "BIO TECHNOLOGY" as "biotechnology", "biotech").
``loaders/data/admissions/branch_aliases.csv`` adds the codes and abbreviations no rule derives (MECH, IT).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

VARIANT = re.compile(r"\(\s*(?:ss|sandwich|tamil medium|integrated 5 years)\s*\)|^m\.\s?tech\.?\s*", re.IGNORECASE)
SMALL = {"and", "of", "&", "in"}
RANK = {"ss": 1, "sandwich": 2, "tamil": 3, "integrated": 4, "m": 4}
JOINS = ("&", " & ", "-", "/", " and ", " ")
# Combining forms the data writes apart and people write closed: "BIO MEDICAL" is "biomedical", "BIO TECHNOLOGY"
# "biotechnology" / "biotech".
PREFIXES = ("bio", "geo", "nano", "agro", "aero", "petro", "electro", "micro", "tele")


@dataclass
class BranchForms:
    """Lower-case form -> base name, and base name -> branch codes (regular first)."""

    bases: dict[str, str] = field(default_factory=dict)
    codes: dict[str, list[str]] = field(default_factory=dict)
    kinds: dict[str, str] = field(default_factory=dict)  # form -> name | short | initials

    def add(self, form: str, base: str, kind: str) -> None:
        key = " ".join(form.lower().split())
        if len(key) >= 3 and key not in self.bases:
            self.bases[key], self.kinds[key] = base, kind


def base_name(program_name: str) -> tuple[str, int]:
    """(base name, variant rank: 0 regular, 1 self-supporting, 2 and more rarer variants) of a TNEA program name.

    >>> base_name("MECHANICAL ENGINEERING (SANDWICH) (SS)"), base_name("Printing & Packing Technology")
    (('mechanical engineering', 3), ('printing and packing technology', 0))
    """
    rank = sum(RANK.get(m.group(0).lower().strip("() .").split()[0], 1) for m in VARIANT.finditer(program_name))
    base = " ".join(VARIANT.sub(" ", program_name).lower().replace("&", " and ").split())
    return base, rank


def initials(words: list[str]) -> str:
    return "".join(w[0] for w in words if w not in SMALL and w[0].isalpha())


def build(programs: dict[str, str]) -> BranchForms:
    """Forms of every branch (code -> program name as the data writes it)."""
    forms = BranchForms()
    variants: dict[str, list[tuple[int, str]]] = {}
    for code, name in sorted(programs.items()):
        base, variant = base_name(name)
        variants.setdefault(base, []).append((variant, code))
    for base in [b for b, pairs in variants.items() if all(v for v, _ in pairs)]:
        if f"{base} engineering" in variants:  # "MECHATRONICS (SS)" is a variant of "Mechatronics Engineering"
            variants[f"{base} engineering"] += variants.pop(base)
    forms.codes = {base: [c for _, c in sorted(pairs)] for base, pairs in variants.items()}
    for code, name in sorted(programs.items()):  # the data's own name, variant and all: "... (SS)" is that code
        full = " ".join(name.lower().replace("&", " and ").split())
        if full not in forms.codes:
            forms.codes[full] = [code]
    for base in forms.codes:
        plain = re.sub(r"\s*\(.*?\)", "", base)  # "cse (data science)" is named in full or not at all
        forms.add(base, base, "name")
        if "(" in base:
            continue
        words = base.split()
        short = re.sub(r" (?:and )?engineering$", "", base)
        for form in (short, short.replace(" and ", " & "), base.replace(" and ", " & ")):
            if form != base and form:
                forms.add(form, base, "short")
        if base.endswith(" technology"):  # "information tech", "food tech": the way students shorten it
            forms.add(base[:-len("nology")], base, "short")
        if words[0] in PREFIXES and len(words) > 1:  # "bio medical engineering": also "biomedical (engineering)"
            closed = re.sub(rf"^{words[0]} ", words[0], base)
            for form in (closed, re.sub(r" (?:and )?engineering$", "", closed), re.sub(r"nology$", "", closed)):
                forms.add(form, base, "short")
        if len(initials(words)) >= 3:
            forms.add(initials(words), base, "initials")
        left, _, right = plain.partition(" and ")
        if right and len(left.split()) >= 2 and len(right.split()) >= 2:  # artificial intelligence and data science
            a, b = initials(left.split()), initials(right.split())
            for join in JOINS:
                forms.add(f"{a}{join}{b}", base, "initials")
            forms.add(f"{a} and {right}", base, "short")
    return forms
