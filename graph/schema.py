"""Labels, relationship types and ids of the one graph that holds every hierarchy.

Every node that can be a scope (a place, an SPBE domain/aspect/indicator/level, an
institution/program/cutoff, a community) carries the shared label ``Scope`` next to
its own, with a globally unique ``id``. That lets the hierarchy algorithms and the
Cypher LCA work across hierarchies through one indexed lookup.

Ids are stable and readable, so loaders can MERGE on them and re-loading is a no-op:

>>> indicator_id(12), level_id(12, 3), program_id("1", "CS")
('spbe:indicator:12', 'spbe:indicator:12:level:3', 'tnea:college:1:program:CS')
"""

from __future__ import annotations

SCOPE = "Scope"

# Hierarchy node labels.
DOMAIN, ASPECT, INDICATOR, LEVEL = "Domain", "Aspect", "Indicator", "MaturityLevel"
INSTITUTION, PROGRAM, CUTOFF, COMMUNITY, FORMULA = "Institution", "Program", "Cutoff", "Community", "CutoffFormula"
PLACE = "Place"

# Containment edges, by the direction they are stored in.
# UP edges point child -> parent; DOWN edges point parent -> child.
UP_RELATIONS = ("LOCATED_IN", "PART_OF")
DOWN_RELATIONS = ("OFFERS", "HAS_LEVEL", "HAS_CUTOFF")

# Every label whose nodes are scopes: each is indexed and unique on ``id`` through :Scope.
SCOPE_LABELS = ("Framework", "AdmissionScheme", DOMAIN, ASPECT, INDICATOR, LEVEL, INSTITUTION, PROGRAM, CUTOFF, COMMUNITY, PLACE)

# Uniqueness constraints: label -> key property.
UNIQUE_KEYS = {SCOPE: "id", FORMULA: "id", "IndexValue": "id", "Predicate": "id", "Regulation": "id", "Fee": "id", "Document": "id", "Chunk": "id",
               "Corpus": "id"}  # Corpus: the one node holding the corpus version (cypher/common/corpus_version.cypher)

PLACE_KINDS = ("country", "admin1", "admin2", "locality", "feature")


def domain_id(no: int) -> str:
    return f"spbe:domain:{no}"


def aspect_id(no: int) -> str:
    return f"spbe:aspect:{no}"


def indicator_id(no: int) -> str:
    return f"spbe:indicator:{no}"


def level_id(indicator_no: int, level: int) -> str:
    return f"spbe:indicator:{indicator_no}:level:{level}"


def institution_id(college_code: str) -> str:
    return f"tnea:college:{college_code}"


def program_id(college_code: str, branch_code: str) -> str:
    return f"tnea:college:{college_code}:program:{branch_code}"


def cutoff_id(college_code: str, branch_code: str, year: int, quota: str, community: str) -> str:
    return f"tnea:college:{college_code}:program:{branch_code}:cutoff:{year}:{quota}:{community}"


def community_id(code: str) -> str:
    return f"tnea:community:{code}"


def formula_id(valid_from: int) -> str:
    return f"tnea:formula:{valid_from}"


# Roots that tie a source's hierarchy together (so two indicators in different
# domains are "disjoint", not "unrelated").
FRAMEWORK, SCHEME = "Framework", "AdmissionScheme"
SPBE_FRAMEWORK_ID = "spbe:framework:permenpanrb-59-2020"
TNEA_SCHEME_ID = "tnea:scheme"
