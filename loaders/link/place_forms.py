"""The names a place is written with beyond the graph's own: rules for whole families of names, and a
reviewed file for the short forms no rule derives.

* Indonesian provinces are held under English or mixed names ("West Kalimantan", "Sulawesi Barat")
  while Indonesian text writes "Kalimantan Barat", "Jawa Tengah", "Kepulauan Riau": the direction
  word moves behind the name and changes language, Java/Sumatra take their Indonesian spelling and
  "X Islands" becomes "Kepulauan X". Both directions are generated for every province.
* Regions named with their type ("Sonoma County", "Kabupaten Gianyar", "Kota Surabaya") are also
  reachable by their *base name* ("Sonoma", "Gianyar") — but only next to a type word ("County of
  Sonoma", "Kab. Gianyar"): alone, "Sonoma" is the town.
* ``loaders/data/places/place_aliases.csv``: province abbreviations of the Indonesian press (Jateng,
  Kalbar, NTT …) as names, and AP Stylebook state abbreviations (Calif., Mo., N.Y.) as qualifiers
  only ("Paradise, Calif."), each with its source.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable

from loaders.datafiles import shipped_rows
from loaders.link.place_table import Place

DIRECTIONS = {"West": "Barat", "East": "Timur", "North": "Utara", "South": "Selatan", "Central": "Tengah",
              "Southeast": "Tenggara", "Southwest": "Barat Daya", "Northwest": "Barat Laut"}
ISLANDS = {"Java": "Jawa", "Sumatra": "Sumatera"}
# The type words a region's own name carries: stripped to get its base name.
REGION_TYPE = re.compile(r"^(?:(?:Kabupaten|Kota|Provinsi)\s+)?(.+?)(?:\s+(?:County|Parish|Borough|Census Area|"
                         r"City and Borough|Municipality))?$")


def indonesian_forms(name: str) -> list[str]:
    """Other spellings of an Indonesian province name, English <-> Indonesian.

    >>> indonesian_forms("West Kalimantan"), indonesian_forms("Sulawesi Tenggara")
    (['Kalimantan Barat'], ['Southeast Sulawesi'])
    >>> indonesian_forms("Central Java"), indonesian_forms("Riau Islands"), indonesian_forms("Bangka-Belitung Islands")
    (['Jawa Tengah'], ['Kepulauan Riau'], ['Kepulauan Bangka-Belitung', 'Kepulauan Bangka Belitung'])
    """
    words = name.split()
    forms: list[str] = []
    if len(words) >= 2 and words[0] in DIRECTIONS:
        rest = " ".join(ISLANDS.get(w, w) for w in words[1:])
        forms.append(f"{rest} {DIRECTIONS[words[0]]}")
    for english, indonesian in sorted(DIRECTIONS.items(), key=lambda kv: -len(kv[1])):
        if name.endswith(" " + indonesian) and len(name) > len(indonesian) + 1:
            forms.append(f"{english} {name[:-len(indonesian) - 1]}")
            break
    if name.endswith(" Islands"):
        base = name[:-len(" Islands")]
        forms.append(f"Kepulauan {base}")
        if "-" in base:
            forms.append(f"Kepulauan {base.replace('-', ' ')}")
    return forms


def base_name(place: Place) -> str | None:
    """A region's name without its type word, when it has one ("Sonoma County" -> "Sonoma").

    >>> base_name(Place("x", "Kabupaten Gianyar", "admin2", None, "ID", ())), base_name(Place("y", "Erode", "admin2", None, "IN", ()))
    ('Gianyar', None)
    """
    if place.kind not in ("admin1", "admin2"):
        return None
    match = REGION_TYPE.match(place.name)
    base = match.group(1) if match else place.name
    return base if base != place.name else None


@dataclass
class ReviewedAliases:
    """The reviewed alias file: names (matched like any name) and qualifiers (only after "Town, ")."""

    names: dict[str, list[str]] = field(default_factory=dict)  # place id -> extra names
    qualifiers: dict[str, list[str]] = field(default_factory=dict)  # abbreviation -> place ids

    @classmethod
    def read(cls) -> "ReviewedAliases":
        aliases = cls()
        for row in shipped_rows("places", "place_aliases.csv"):
            if row["use"] == "qualifier":
                aliases.qualifiers.setdefault(row["alias"], []).append(row["place_id"])
            else:
                aliases.names.setdefault(row["place_id"], []).append(row["alias"])
        return aliases


SAINT = re.compile(r"^(?:Saint|St\.?)\s+(?=\S)")


def saint_forms(name: str) -> list[str]:
    """"Saint Paul" is written "St. Paul" and typed "st paul"; "St. Louis" is also "Saint Louis".

    >>> saint_forms("Saint Paul"), saint_forms("St. Louis"), saint_forms("Stockton")
    (['St. Paul', 'St Paul'], ['Saint Louis', 'St Louis'], [])
    """
    match = SAINT.match(name)
    if match is None:
        return []
    rest = name[match.end():]
    return [form for form in (f"Saint {rest}", f"St. {rest}", f"St {rest}") if form != name]


# A locality's official name with its municipal title: GeoNames has "The Village of Indian Hill", "City of
# Wildwood"; notices write "Indian Hill, Ohio" and "the Village of Indian Hill" (the titled form of a mention is
# read by the matcher's type words).
TITLED = re.compile(r"^(?:the\s+)?(?:village|city|town|borough)\s+of\s+(?=\S)", re.IGNORECASE)


def untitled_form(place: Place) -> str | None:
    """A locality's name without its municipal title: "The Village of Indian Hill" -> "Indian Hill".

    >>> untitled_form(Place("gn:1", "The Village of Indian Hill", "locality", 5798, "US", ())), \\
    ...     untitled_form(Place("gn:2", "Springfield", "locality", 116250, "US", ()))
    ('Indian Hill', None)
    """
    match = TITLED.match(place.name) if place.kind == "locality" else None
    return place.name[match.end():] if match else None


def generated_forms(place: Place, reviewed: ReviewedAliases) -> Iterable[str]:
    """Names of ``place`` beyond the graph's: Indonesian province spellings, the spellings of "Saint", the name
    without a municipal title and reviewed short forms."""
    if place.kind == "admin1" and place.country_code == "ID":
        yield from indonesian_forms(place.name)
    yield from saint_forms(place.name)
    if (untitled := untitled_form(place)) is not None:
        yield untitled
    yield from reviewed.names.get(place.id, ())
