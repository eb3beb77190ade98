"""The gazetteer kept per store in this process and between processes (issue 19: cold start).

Building it reads every place and fills the phrase table: seconds a one-shot question should not pay. So it
is kept per store (weakly: a closed, dropped store frees it) and pickled into the folder the engine names for
its store (``loaders/derived.py``), stamped with the graph's scope count and a fingerprint of the code and
data it is built from (``built_by``); anything else is built again.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import logging
import os
import pickle
import tempfile
import threading
import weakref
from functools import lru_cache
from pathlib import Path
from typing import Any

import cypher
import graph.hierarchy
import graph.scopes
from graph.store import GraphStore
from loaders.datafiles import shipped
from loaders.derived import derived_folder
from loaders.link.gazetteer import Gazetteer

log = logging.getLogger(__name__)


# --- the cache -------------------------------------------------------------------------------

_LOCK = threading.Lock()
_CACHE: "weakref.WeakKeyDictionary[GraphStore, tuple[int, Gazetteer]]" = weakref.WeakKeyDictionary()


def scope_signature(store: GraphStore) -> int:
    """How many scope nodes the graph holds: the cached gazetteer is rebuilt, and a document's links are
    stale (``Document.linked_scopes``, loaders/relink.py), when it moves."""
    rows = store.run("gazetteer_signature")
    return int(rows[0]["scopes"]) if rows else 0


def cached(store: GraphStore) -> Gazetteer:
    """Keyed by store identity (weakly: a closed, dropped store frees its gazetteer); then the saved one."""
    signature = scope_signature(store)
    with _LOCK:
        hit = _CACHE.get(store)
        if hit is not None and hit[0] == signature:
            return hit[1]
        folder = derived_folder(store)
        gazetteer = _read(folder / SAVED, signature) if folder is not None else None
        if gazetteer is None:
            gazetteer = Gazetteer.build(store)
            if folder is not None:
                _write(folder / SAVED, signature, gazetteer)
        _CACHE[store] = (signature, gazetteer)
        return gazetteer


def invalidate(store: GraphStore | None = None) -> None:
    """Drop the cached gazetteer of ``store``, or of every store, and the saved one (a reload can rename
    places without changing their count)."""
    with _LOCK:
        stores = list(_CACHE) if store is None else [store]
        for each in stores:
            _CACHE.pop(each, None)
            folder = derived_folder(each)
            if folder is not None:
                (folder / SAVED).unlink(missing_ok=True)


# --- kept between processes --------------------------------------------------------------------

SAVED = "gazetteer.pickle"
FORMAT = 1


@lru_cache(maxsize=1)
def built_by() -> str:
    """A fingerprint of what a gazetteer is built from besides the graph: this package's code, the reviewed
    aliases, the hierarchy code and statements, spaCy (its tokenizer rules, stopwords), wordfreq
    (which names are ordinary words) and pycountry (the ISO region codes). A saved gazetteer built by anything else is rebuilt."""
    statements = Path(cypher.__file__).parent
    files = [*sorted(Path(__file__).parent.glob("*.py")), shipped("places", "place_aliases.csv"),
             Path(graph.scopes.__file__), Path(graph.hierarchy.__file__),
             *sorted(statements.glob("*/gazetteer_places*.cypher")), *sorted(statements.glob("*/hierarchy_edges*.cypher"))]
    digest = hashlib.sha256(f"format {FORMAT}".encode())
    for path in files:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    for package in ("spacy", "wordfreq", "pycountry"):
        try:
            digest.update(f"{package} {importlib.metadata.version(package)}".encode())
        except importlib.metadata.PackageNotFoundError:
            digest.update(f"{package} missing".encode())
    return digest.hexdigest()


def _stamp(signature: int) -> dict[str, Any]:
    return {"signature": signature, "built_by": built_by()}


def _read(path: Path, signature: int) -> Gazetteer | None:
    """The gazetteer saved at ``path`` if it was built from this graph by this code, else None."""
    try:
        with path.open("rb") as handle:
            if pickle.load(handle) != _stamp(signature):
                return None
            gazetteer = pickle.load(handle)
    except FileNotFoundError:
        return None
    except Exception as exc:  # a torn or foreign file: build again
        log.warning("ignoring the saved gazetteer %s (%s); building it again", path, exc)
        return None
    return gazetteer if isinstance(gazetteer, Gazetteer) else None


def _write(path: Path, signature: int, gazetteer: Gazetteer) -> None:
    """Save atomically (a reader sees the old file or the new one); a read-only or full disk only costs speed."""
    temporary = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(descriptor, "wb") as handle:
            pickle.dump(_stamp(signature), handle, protocol=pickle.HIGHEST_PROTOCOL)
            pickle.dump(gazetteer, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.chmod(temporary, 0o644)  # mkstemp makes it 0600: a service run as another user reads it too
        os.replace(temporary, path)
    except OSError as exc:
        log.warning("could not save the gazetteer in %s (%s): the next process builds it again", path.parent, exc)
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)
