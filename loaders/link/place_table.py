"""Places as the gazetteer holds them, and the tables it derives from them once per build.

``Place`` is one row of ``gazetteer_places.cypher``; ``PlaceMention`` is a name found in a
text with every place it may mean. From the places: the DAG (when the caller gives none),
a population for ranking every place (regions get the sum of their localities) and the
upper-case region codes ("IL", "USA") that qualify a mention.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

import networkx as nx

FEATURE = "feature"


@dataclass(frozen=True)
class Place:
    """One place as the gazetteer sees it."""

    id: str
    name: str
    kind: str
    population: int | None
    country_code: str | None
    parents: tuple[str, ...]
    aliases: tuple[str, ...] = ()


@dataclass
class PlaceMention:
    """Characters ``start:end`` of the text name a place; ``candidates`` are every place it may be.

    Candidates come best first: places with that *name* (most populous first), then places
    that merely have it as an *alias*. ``qualifiers`` are the regions named right after the
    mention ("Springfield, IL" -> Illinois); None means not looked at yet. ``needs_evidence``:
    the name is also an ordinary word (``place_context``), so only a qualifier, a type word or
    a co-mentioned place makes it a place.
    """

    start: int
    end: int
    surface: str
    candidates: list[str]
    by_alias: frozenset[str] = field(default_factory=frozenset)  # candidates matched through an alias only
    qualifiers: frozenset[str] | None = None
    type_word: str = ""  # "County", "Kabupaten": a type word next to the name narrowed the candidates
    needs_evidence: bool = False  # an ordinary word or part of a longer name: a place only with evidence
    spelling: str = ""  # the graph's spelling when the text's was matched by similarity ("Sacremento")
    note: str = ""  # what else decided it, for the link's reason ("'or' after it read as a region code")

    @property
    def named(self) -> list[str]:
        """Candidates that bear the name itself (all candidates when none does)."""
        primary = [c for c in self.candidates if c not in self.by_alias]
        return primary or list(self.candidates)



def place_from_row(row: Mapping[str, Any]) -> Place:
    return Place(id=row["id"], name=row.get("name") or "", kind=row.get("kind") or FEATURE,
                 population=row.get("population"), country_code=row.get("country_code"),
                 parents=tuple(p for p in row.get("parents") or () if p),
                 aliases=tuple(a for a in row.get("aliases") or () if a))



def dag_from_parents(places: Iterable[Place]) -> nx.DiGraph:
    dag = nx.DiGraph()
    for place in places:
        dag.add_node(place.id)
        dag.add_edges_from((place.id, parent) for parent in place.parents)
    return dag


def effective_population(places: Mapping[str, Place]) -> dict[str, float]:
    """Population for ranking: the place's own, else the sum of the localities inside it.

    Admin1/admin2 units carry no population in the offline data; without an estimate an
    unqualified "California" would lose to California, Maryland (11,857 people). The sum
    is a lower bound (it misses everyone outside the gazetteer's localities), which is
    enough to rank a state above a town.
    """
    sums: dict[str, float] = defaultdict(float)
    for place in places.values():
        if place.kind not in ("locality", FEATURE) or not place.population:
            continue
        for ancestor in _ancestors_by_parents(place.id, places):
            sums[ancestor] += place.population
    return {pid: float(p.population) if p.population else sums.get(pid, 0.0) for pid, p in places.items()}


def _ancestors_by_parents(place_id: str, places: Mapping[str, Place]) -> set[str]:
    seen: set[str] = set()
    stack = list(places[place_id].parents)
    while stack:
        current = stack.pop()
        if current in seen or current not in places:
            continue
        seen.add(current)
        stack.extend(places[current].parents)
    return seen


# Countries whose states and provinces people write by their ISO 3166-2 codes, as US states by their postal codes
# ("grafton nsw", "vermilion ab", "Hawkesbury, ON"); GeoNames gives them no such alias. Not India's ("UP", "MP",
# "GA", "AS" are words or other states) nor Indonesia's ("JB" is not how anyone writes Jawa Barat).
ISO_CODE_COUNTRIES = ("AU", "CA")


def region_codes(places: Iterable[Place]) -> dict[str, list[str]]:
    """Upper-case codes of states and countries ("IL" -> Illinois, "US"/"USA" -> the country, "NSW" -> New South
    Wales: ``iso_codes``)."""
    codes: dict[str, list[str]] = defaultdict(list)
    regions = [place for place in places if place.kind in ("admin1", "country")]
    for place in regions:
        for alias in place.aliases:
            if alias.isupper() and alias.isalpha() and 2 <= len(alias) <= 3:
                codes[alias].append(place.id)
    taken = set(codes)
    for code, place_id in iso_codes(regions):
        if code not in taken:  # "WA" stays Washington's: a bare "wa heat rule" is not also Western Australia's
            codes[code].append(place_id)
    return dict(codes)


def iso_codes(regions: Iterable[Place]) -> list[tuple[str, str]]:
    """(ISO 3166-2 code, the admin1 place of that name) for ``ISO_CODE_COUNTRIES`` (pycountry's subdivisions); a
    code may name a region of each country ("NT": Northern Territory, Northwest Territories)."""
    import pycountry  # the standard's tables: read once per gazetteer build

    by_name = {(place.country_code, place.name.casefold()): place.id for place in regions if place.kind == "admin1"}
    found = []
    for country in ISO_CODE_COUNTRIES:
        for subdivision in pycountry.subdivisions.get(country_code=country) or ():
            place_id = by_name.get((country, subdivision.name.casefold()))
            if place_id is not None:
                found.append((subdivision.code.split("-", 1)[1], place_id))
    return found


def typed_codes(codes: Mapping[str, list[str]]) -> dict[str, str]:
    """How people type each region code in a question, lower-cased, to the code: "il" -> "IL", "nsw" -> "NSW" (a
    state's code, not a country's: "usa", "can" and "aus" are no such codes) and, for the one-word abbreviations,
    "mass" -> "Mass." ("N.H." and other dotted initials are typed as codes)."""
    typed = {code.lower(): code for code in codes if code.isalpha() and (
        len(code) == 2 or len(code) == 3 and all(i.count("/") == 1 for i in codes[code]))}
    for code in codes:
        if code.endswith(".") and code[:-1].isalpha() and len(code) > 3:
            typed.setdefault(code[:-1].lower(), code)
    return typed


def seat_districts(localities: Iterable[str], places: Mapping[str, Place], dag: nx.DiGraph) -> list[str]:
    """The districts (admin2) of the localities' own regions that bear one of the localities' names: a district
    and the city it is named after share the name under spellings the data gives only the city ("Tuticorin" is
    an alternate name of the city Thoothukudi, whose district the data calls "Thoothukkudi"), so "tuticorin
    district" names that district."""
    found: list[str] = []
    for locality in localities:
        place = places[locality]
        names = {place.name.lower(), *(alias.lower() for alias in place.aliases)}
        for region in place.parents:
            found += [child for child in dag.predecessors(region) if child in places
                      and places[child].kind == "admin2" and places[child].name.lower() in names
                      and child not in found]
    return found
