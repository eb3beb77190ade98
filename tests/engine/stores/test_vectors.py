"""The vector store on the real engines: qdrant-edge (embedded) and qdrant-client (local mode, server errors)."""

from __future__ import annotations

import socket
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path
from typing import Iterator

import numpy as np
import pytest

from engine.stores.vectors import (
    INTEGER_FIELDS,
    KEYWORD_FIELDS,
    EdgeVectorStore,
    QdrantServerStore,
    Search,
    Unfinished,
    VectorHit,
    VectorPoint,
    VectorStore,
    VectorStoreError,
    VectorStoreHeld,
    VectorStoreUnavailable,
    open_vector_store,
    point_id,
)
from engine.stores.vectors.base import payload_fields
from graph.errors import ConfigError, GraphStoreError, StoreUnavailable
from loaders.document import PAYLOAD_FIELDS, point_payload
from tests.support import ROOT

DIM = 8
MODEL = "test-model"


def unit(*hot: int, dim: int = DIM) -> np.ndarray:
    vector = np.zeros(dim, dtype=np.float32)
    vector[list(hot)] = 1.0
    return vector / np.linalg.norm(vector)


def point(chunk_id: str, vector: np.ndarray, *, doc: str = "doc:a", nodes: tuple[str, ...] = (),
          kind: str = "child", page: int | None = 1) -> VectorPoint:
    return VectorPoint(chunk_id, vector, {"doc_id": doc, "node_ids": list(nodes), "kind": kind, "page": page})


CORPUS = [
    point("c0", unit(0), nodes=("spbe:indicator:13",)),
    point("c1", unit(1), nodes=("spbe:indicator:16",)),
    point("c2", unit(0, 1), nodes=("spbe:indicator:13", "spbe:aspect:2")),
    point("c3", unit(2), doc="doc:b", nodes=("geo:US/California",)),
    point("c4", unit(0, 2), doc="doc:b", nodes=("gn:5381002",), page=None),
    point("p0", unit(0), kind="parent", nodes=("spbe:indicator:13",)),
]


def ids(hits: list[VectorHit]) -> list[str]:
    return [h.chunk_id for h in hits]


def local_store() -> QdrantServerStore:
    from qdrant_client import QdrantClient

    return QdrantServerStore(QdrantClient(location=":memory:"), "chunks", url="local-memory")


@pytest.fixture(params=["edge", "qdrant-client-local"])
def vstore(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorStore]:
    """Each contract test runs on the embedded shard and on the server code path (qdrant-client local mode)."""
    store = open_vector_store(None, tmp_path) if request.param == "edge" else local_store()
    store.ensure_collection(DIM, MODEL)
    try:
        yield store
    finally:
        store.close()


@pytest.fixture
def edge(tmp_path: Path) -> Iterator[EdgeVectorStore]:
    store = open_vector_store(None, tmp_path)
    assert isinstance(store, EdgeVectorStore)
    store.ensure_collection(DIM, MODEL)
    try:
        yield store
    finally:
        store.close()


# -- the contract, on both backends ------------------------------------------------------

def score_tolerance(store: VectorStore) -> float:
    """How far a returned score may be from the exact cosine: a new embedded shard stores its vectors as
    TurboQuant 8-bit (edge.NEW_SHARD_DATATYPE; real MiniLM scores measured within 0.0011), the server float32."""
    return 2e-3 if isinstance(store, EdgeVectorStore) else 1e-5


def test_nearest_first_with_cosine_scores(vstore: VectorStore) -> None:
    vstore.upsert(CORPUS)
    hits = vstore.search(unit(0), limit=3)
    assert ids(hits)[0] == "c0"
    assert hits[0].score == pytest.approx(1.0, abs=score_tolerance(vstore))
    assert hits[1].score == pytest.approx(float(unit(0) @ unit(0, 1)), abs=score_tolerance(vstore))
    assert hits[0].payload["node_ids"] == ["spbe:indicator:13"] and hits[0].payload["chunk_id"] == "c0"


def test_node_ids_filter_matches_any_given_node(vstore: VectorStore) -> None:
    vstore.upsert(CORPUS)
    hits = vstore.search(unit(0), limit=10, node_ids=["spbe:indicator:16", "spbe:aspect:2"])
    assert ids(hits) == ["c2", "c1"]
    assert ids(vstore.search(unit(0), node_ids=["geo:nowhere"])) == []
    assert vstore.search(unit(0), node_ids=[]) == [], "no candidate nodes means no candidates, not no filter"


def test_set_node_ids_rewrites_the_filter_payload_and_keeps_the_vectors(vstore: VectorStore) -> None:
    """A relink (issue 16) changes what a passage is about: the node filter follows, the rest stays."""
    vstore.upsert(CORPUS)
    before = {h.chunk_id: h.payload for h in vstore.search(unit(0), limit=10)}
    vstore.set_node_ids({"c0": ["gn:1", "geo:US"], "c1": ["gn:1", "geo:US"]})
    hits = vstore.search(unit(0), limit=10, node_ids=["gn:1"])
    assert ids(hits) == ["c0", "c1"] and hits[0].score == pytest.approx(1.0, abs=1e-5)
    assert {k: v for k, v in hits[0].payload.items() if k != "node_ids"} == \
        {k: v for k, v in before["c0"].items() if k != "node_ids"}
    assert ids(vstore.search(unit(0), node_ids=["spbe:indicator:13"])) == ["c2"]


def test_doc_ids_filter_and_kind(vstore: VectorStore) -> None:
    vstore.upsert(CORPUS)
    assert set(ids(vstore.search(unit(0), limit=10, doc_ids=["doc:b"]))) == {"c3", "c4"}
    assert "p0" not in ids(vstore.search(unit(0), limit=10)), "children only by default"
    assert "p0" in ids(vstore.search(unit(0), limit=10, kind=None))
    assert ids(vstore.search(unit(0), limit=10, kind="parent")) == ["p0"]
    both = vstore.search(unit(0), limit=10, node_ids=["spbe:indicator:13", "gn:5381002"], doc_ids=["doc:b"])
    assert ids(both) == ["c4"]


def test_unfinished_documents_show_only_their_committed_points(vstore: VectorStore) -> None:
    """Issue 20 item 1: a document being written is searched as its last finished version."""
    vstore.upsert(CORPUS)
    every = set(ids(vstore.search(unit(0), limit=10)))
    assert set(ids(vstore.search(unit(0), limit=10, unfinished=Unfinished(("doc:b",), ("c4",))))) == every - {"c3"}
    assert set(ids(vstore.search(unit(0), limit=10, unfinished=Unfinished(("doc:b",), ())))) == every - {"c3", "c4"}
    assert ids(vstore.search(unit(0), limit=10, doc_ids=["doc:b"], unfinished=Unfinished(("doc:b",), ()))) == []
    assert set(ids(vstore.search(unit(0), limit=10, unfinished=Unfinished()))) == every


def test_a_batch_finds_what_each_search_finds_alone(vstore: VectorStore) -> None:
    """Issue 19: retrieval sends its scoped and unscoped looks as one batch; each must come back as
    if searched alone, in order, and a search with no candidates finds nothing without being run."""
    vstore.upsert(CORPUS)
    hidden = Unfinished(("doc:b",), ("c4",))
    searches = [Search(unit(0), 10, node_ids=["spbe:indicator:16", "spbe:aspect:2"]),
                Search(unit(0, 2), 3, unfinished=hidden),
                Search(unit(2), 10, node_ids=[]),
                Search(unit(0, 2), 2, doc_ids=["doc:b"], kind=None)]
    batch = vstore.search_batch(searches)
    alone = [vstore.search(s.vector, s.limit, node_ids=s.node_ids, doc_ids=s.doc_ids, kind=s.kind,
                           unfinished=s.unfinished) for s in searches]
    assert [ids(hits) for hits in batch] == [ids(hits) for hits in alone] == \
        [["c2", "c1"], ["c4", "c0", "c2"], [], ["c4", "c3"]]
    assert [[h.score for h in hits] for hits in batch] == [[h.score for h in hits] for hits in alone]
    assert vstore.search_batch([]) == []


def test_a_batch_returns_only_the_payload_fields_asked_for(vstore: VectorStore) -> None:
    vstore.upsert([VectorPoint("c9", unit(3), point_payload("c9", {"doc_id": "doc:c", "kind": "child"}, "p9"))])
    (hits,) = vstore.search_batch([Search(unit(3), 1)], fields=("parent_id",))
    assert hits[0].payload == {"chunk_id": "c9", "parent_id": "p9"}
    assert set(vstore.search(unit(3), 1)[0].payload) == set(point_payload("", {}, None))


def test_upserting_a_chunk_twice_leaves_one_point(vstore: VectorStore) -> None:
    vstore.upsert(CORPUS)
    vstore.upsert([point("c0", unit(3), nodes=("spbe:indicator:14",))])
    vstore.upsert([point("c0", unit(3), nodes=("spbe:indicator:14",)), point("c0", unit(3), nodes=("x",))])
    assert vstore.count() == len(CORPUS)
    hit = vstore.search(unit(3), limit=1)[0]
    assert hit.chunk_id == "c0" and hit.payload["node_ids"] == ["x"], "the last write of a chunk wins"


def test_delete_and_chunk_ids(vstore: VectorStore) -> None:
    vstore.upsert(CORPUS)
    assert vstore.chunk_ids_for_doc("doc:b") == {"c3", "c4"}
    assert vstore.all_chunk_ids() == {p.chunk_id for p in CORPUS}
    vstore.delete(["c3", "never-stored"])
    vstore.delete([])
    assert vstore.chunk_ids_for_doc("doc:b") == {"c4"}
    assert vstore.count() == len(CORPUS) - 1
    assert "c3" not in ids(vstore.search(unit(2), limit=10))


def test_model_and_dimension_mismatch(vstore: VectorStore) -> None:
    vstore.ensure_collection(DIM, MODEL)  # same model again: fine
    with pytest.raises(ConfigError) as info:
        vstore.ensure_collection(DIM, "other-model")
    assert str(info.value).startswith(f"collection 'chunks' was built with model {MODEL} ({DIM}-d); "
                                      f"you asked for other-model ({DIM}-d)")
    assert "STRATA_EMBED_MODEL" in str(info.value)
    with pytest.raises(ConfigError, match=f"you asked for {MODEL} \\(768-d\\)"):
        vstore.ensure_collection(768, MODEL)


def test_wrong_vector_length_is_rejected_before_writing(vstore: VectorStore) -> None:
    with pytest.raises(VectorStoreError, match="vector has 3 dimensions"):
        vstore.upsert([VectorPoint("bad", [1.0, 0.0, 0.0], {"doc_id": "d"})])
    assert vstore.count() == 0


def test_many_points_in_batches(vstore: VectorStore) -> None:
    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((1200, DIM)).astype(np.float32)
    vstore.upsert([VectorPoint(f"r{i}", v, {"doc_id": f"d{i % 3}", "kind": "child", "node_ids": [f"n{i % 50}"]})
                   for i, v in enumerate(vectors)])
    assert vstore.count() == 1200
    assert len(vstore.all_chunk_ids()) == 1200 and len(vstore.chunk_ids_for_doc("d1")) == 400
    query = vectors[17] / np.linalg.norm(vectors[17])
    assert vstore.search(query, limit=1, node_ids=["n17"])[0].chunk_id == "r17"


def test_point_ids_come_from_chunk_ids() -> None:
    chunk = "3f" * 32  # chunk ids are sha256 hex digests
    assert point_id(chunk) == str(uuid.UUID(hex=chunk[:32]))
    assert point_id("not-hex") == point_id("not-hex") != point_id("not-hex2")
    assert point_id("A" * 64) != point_id("a" * 64), "only lowercase hex is used verbatim"


# -- embedded: persistence, durability, locking ----------------------------------------

def test_files_indexes_and_metadata(edge: EdgeVectorStore, tmp_path: Path) -> None:
    import json

    assert edge.shard_path == tmp_path / "vectors" / "chunks"
    assert json.loads((tmp_path / "vectors" / "chunks.json").read_text())["model"] == MODEL
    schema = edge._shard().info().payload_schema
    assert {name: str(info.data_type) for name, info in schema.items()} == {
        "chunk_id": "PayloadSchemaType.Keyword", "doc_id": "PayloadSchemaType.Keyword",
        "node_ids": "PayloadSchemaType.Keyword", "kind": "PayloadSchemaType.Keyword",
        "page": "PayloadSchemaType.Integer"}


def _edge_config(store: EdgeVectorStore) -> dict:
    import json

    return json.loads((store.shard_path / "edge_config.json").read_text())["vectors"][""]


def test_a_new_shard_stores_its_vectors_as_turbo8(edge: EdgeVectorStore) -> None:
    """The datatype is fixed when the shard is created: without it in edge_config.json, vectors are float32."""
    assert _edge_config(edge) == {"size": DIM, "distance": "Cosine", "datatype": "turbo8"}


def test_a_float32_shard_made_before_stays_float32(tmp_path: Path) -> None:
    """An existing shard keeps its configuration: opening, writing and optimizing it with today's code does
    not make it Turbo8, its scores stay exact, and its dimension is still checked when chunks.json is gone."""
    import qdrant_edge as q

    shard = tmp_path / "vectors" / "chunks"
    shard.parent.mkdir(parents=True)
    q.EdgeShard.create(str(shard), q.EdgeConfig(vectors=q.EdgeVectorParams(size=DIM, distance=q.Distance.Cosine)))\
        .close()  # what EdgeVectorStore created before NEW_SHARD_DATATYPE; no chunks.json (deleted by hand)
    with pytest.raises(ConfigError, match="<unrecorded> \\(8-d\\)"):
        EdgeVectorStore(tmp_path / "vectors").ensure_collection(16, MODEL)
    with EdgeVectorStore(tmp_path / "vectors") as store:
        store.ensure_collection(DIM, MODEL)
        store.upsert(CORPUS)
        store.optimize()
        hits = store.search(unit(0), limit=3)
        assert ids(hits)[0] == "c0" and hits[1].score == pytest.approx(float(unit(0) @ unit(0, 1)), abs=1e-6)
        assert "datatype" not in _edge_config(store)


def test_a_turbo8_shard_without_its_metadata_is_adopted_by_dimension(tmp_path: Path) -> None:
    with EdgeVectorStore(tmp_path / "vectors") as store:
        store.ensure_collection(DIM, MODEL)
        store.upsert(CORPUS)
    (tmp_path / "vectors" / "chunks.json").unlink()
    with pytest.raises(ConfigError, match="<unrecorded> \\(8-d\\)"):
        EdgeVectorStore(tmp_path / "vectors").ensure_collection(16, MODEL)
    with EdgeVectorStore(tmp_path / "vectors") as store:
        store.ensure_collection(DIM, MODEL)
        assert store.count() == len(CORPUS)


def test_real_vectors_come_back_in_float32_brute_force_order(tmp_path: Path) -> None:
    """Real MiniLM vectors of the geo corpus's lines, stored as Turbo8: for every query whose exact top 10
    are clear apart (adjacent float32 cosines >= 0.003 apart; scores are off by at most 0.0011 measured), the
    store returns the exact order, unfiltered and filtered, in the plain segment and after HNSW is built."""
    from engine.stores.embed import Embedder

    lines = sorted({line.strip() for path in sorted((ROOT / "bench/data/geo/corpus").glob("*.md"))
                    for line in path.read_text(encoding="utf-8").splitlines() if len(line.split()) >= 6})
    embedder = Embedder.load()
    vectors = np.asarray(embedder.encode(lines), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    groups = [f"g{i % 4}" for i in range(len(lines))]
    queries = np.asarray(embedder.encode([" ".join(line.split()[:6]) for line in lines[::3]]), dtype=np.float32)
    queries /= np.linalg.norm(queries, axis=1, keepdims=True)
    with EdgeVectorStore(tmp_path / "vectors") as store:
        store.ensure_collection(embedder.dimension, embedder.name)
        store.upsert([VectorPoint(f"l{i}", v, {"doc_id": "d", "kind": "child", "node_ids": [groups[i]]})
                      for i, v in enumerate(vectors)])
        for built in (False, True):
            if built:
                store.optimize()
            checked = 0
            for query in queries:
                for group in (None, "g1"):
                    rows = np.arange(len(lines)) if group is None else np.flatnonzero(np.array(groups) == group)
                    exact = rows[np.argsort(-(vectors[rows] @ query))[:10]]
                    scores = vectors[exact] @ query
                    if np.min(scores[:-1] - scores[1:]) < 0.003:
                        continue  # near ties: 8-bit vectors may swap them
                    hits = store.search(query, 10, node_ids=None if group is None else [group])
                    assert ids(hits) == [f"l{i}" for i in exact]
                    assert [h.score for h in hits] == pytest.approx(list(scores), abs=score_tolerance(store))
                    checked += 1
            assert checked >= 20, f"only {checked} clear-cut queries: the test would prove little"


def test_persists_across_close_and_reopen(tmp_path: Path) -> None:
    with open_vector_store(None, tmp_path) as store:
        store.ensure_collection(DIM, MODEL)
        store.upsert(CORPUS)
        store.delete(["c1"])
    with open_vector_store(None, tmp_path) as store:
        assert store.meta is not None and store.meta.model == MODEL
        assert store.count() == len(CORPUS) - 1
        assert ids(store.search(unit(0), limit=1, node_ids=["spbe:aspect:2"])) == ["c2"]
        with pytest.raises(ConfigError, match="was built with model test-model"):
            store.ensure_collection(DIM, "all-MiniLM-L6-v2")
    with open_vector_store(None, tmp_path) as store:  # reopened: the mismatch changed nothing
        store.ensure_collection(DIM, MODEL)
        assert store.count() == len(CORPUS) - 1


def test_reads_before_the_collection_exists(tmp_path: Path) -> None:
    with open_vector_store(None, tmp_path) as store:
        assert store.count() == 0 and store.search(unit(0)) == [] and store.all_chunk_ids() == set()
        store.delete(["c0"])
        with pytest.raises(VectorStoreError, match="call ensure_collection first"):
            store.upsert(CORPUS[:1])
    assert not (tmp_path / "vectors").exists(), "reading creates nothing"


def test_closed_store_says_so(tmp_path: Path) -> None:
    store = open_vector_store(None, tmp_path)
    store.ensure_collection(DIM, MODEL)
    store.close()
    store.close()  # idempotent
    with pytest.raises(VectorStoreError, match="closed"):
        store.count()


def test_a_second_open_of_the_same_shard_is_a_clear_error(edge: EdgeVectorStore, tmp_path: Path) -> None:
    other = open_vector_store(None, tmp_path)
    with pytest.raises(VectorStoreHeld, match="open in another process") as held:
        other.count()
    assert str(tmp_path) not in str(held.value) and held.value.path.startswith(str(tmp_path))
    other.close()


def test_optimize_keeps_results(edge: EdgeVectorStore) -> None:
    edge.upsert(CORPUS)
    before = ids(edge.search(unit(0, 1), limit=10))
    edge.optimize()
    assert ids(edge.search(unit(0, 1), limit=10)) == before


_KILL_AFTER_UPSERT = textwrap.dedent("""
    import os, signal, sys
    import numpy as np
    from pathlib import Path
    from engine.stores.vectors import EdgeVectorStore
    from loaders.document import VectorPoint
    store = EdgeVectorStore(Path(sys.argv[1]), durable_writes=sys.argv[2] == "durable")
    store.ensure_collection(8, "test-model")
    rng = np.random.default_rng(1)
    store.upsert([VectorPoint(f"k{i}", rng.standard_normal(8), {"doc_id": "killed", "kind": "child"})
                  for i in range(2000)])
    store.delete(["k0"])
    print("written", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
""")


@pytest.mark.parametrize("mode", ["durable", "wal-only"])
def test_survives_kill_9_after_upsert_returned(tmp_path: Path, mode: str) -> None:
    """A write is in the WAL when upsert returns; without even a flush, a killed process loses nothing."""
    run = subprocess.run([sys.executable, "-c", _KILL_AFTER_UPSERT, str(tmp_path / "vectors"), mode],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == -9 and "written" in run.stdout, run.stderr
    with EdgeVectorStore(tmp_path / "vectors") as store:
        assert store.count() == 1999
        assert store.chunk_ids_for_doc("killed") == {f"k{i}" for i in range(1, 2000)}


def test_real_embeddings_end_to_end(tmp_path: Path) -> None:
    from engine.stores.embed import Embedder

    embedder = Embedder.load()
    texts = {"t0": "Cutoff marks for the MBC community in computer science",
             "t1": "Maturity level criteria for SPBE indicator 13",
             "t2": "Evacuation orders for the town of Paradise, California"}
    with open_vector_store(None, tmp_path) as store:
        store.ensure_collection(embedder.dimension, embedder.name)
        vectors = embedder.encode(list(texts.values()))
        store.upsert([VectorPoint(cid, v, {"doc_id": "d", "kind": "child", "node_ids": [cid]})
                      for cid, v in zip(texts, vectors)])
        [query] = embedder.encode(["what mark does an MBC student need?"])
        assert ids(store.search(query, limit=1)) == ["t0"]
        assert ids(store.search(query, limit=3, node_ids=["t1", "t2"]))[0] in {"t1", "t2"}
        hit = store.search(vectors[2], limit=1)[0]
        assert hit.chunk_id == "t2" and hit.score == pytest.approx(1.0, abs=1e-4)


# -- the payload shape ---------------------------------------------------------------------

def test_indexed_fields_are_fields_of_the_payload_the_ingest_writes() -> None:
    shape = point_payload("c", {}, "p")
    assert set(KEYWORD_FIELDS + INTEGER_FIELDS) <= set(shape) == {"chunk_id", "parent_id", *PAYLOAD_FIELDS}
    with pytest.raises(ValueError, match="not vector payload fields"):
        payload_fields("doc_id", "no_such_field")


def test_a_point_with_the_ingest_payload_is_found_by_its_filters(tmp_path: Path) -> None:
    store = open_vector_store(None, tmp_path)
    store.ensure_collection(DIM, MODEL)
    props = {"doc_id": "doc:x", "kind": "child", "page": 3, "pages": [3], "table": None, "header_path": ["A"],
             "node_ids": ["n:1"]}
    store.upsert([VectorPoint("c9", unit(3), point_payload("c9", props, "p9"))])
    hits = store.search(unit(3), 5, node_ids=["n:1"], doc_ids=["doc:x"])
    assert ids(hits) == ["c9"] and hits[0].payload == point_payload("c9", props, "p9")
    assert store.chunk_ids_for_doc("doc:x") == {"c9"}
    store.close()


# -- server: URL handling and an unreachable server -------------------------------------

def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_unreachable_server_fails_fast_naming_the_url(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{_closed_port()}"
    started = time.perf_counter()
    with pytest.raises(VectorStoreUnavailable) as info:
        open_vector_store(url, tmp_path)
    assert time.perf_counter() - started < 5
    assert url in str(info.value) and "unreachable" in str(info.value)
    assert isinstance(info.value, StoreUnavailable)
    assert isinstance(info.value, VectorStoreError) and not isinstance(info.value, GraphStoreError)


def test_unsupported_url_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="unsupported vector store URL"):
        open_vector_store("grpc://127.0.0.1:6334", tmp_path)


def test_collection_names_must_be_plain(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="invalid vector collection name"):
        open_vector_store(None, tmp_path, "../escape")


def test_server_store_keeps_model_metadata_in_a_sidecar_collection() -> None:
    store = local_store()
    store.ensure_collection(DIM, MODEL)
    assert store.client.collection_exists("strata_meta")
    fresh = QdrantServerStore(store.client, "chunks")  # a new process on the same server
    assert fresh.meta is not None and fresh.meta.model == MODEL and fresh.meta.dimension == DIM
    with pytest.raises(ConfigError, match="was built with model test-model"):
        fresh.ensure_collection(DIM, "other-model")
    other = QdrantServerStore(store.client, "chunks_v2")  # another collection, another model: independent
    other.ensure_collection(4, "other-model")
    assert other.meta is not None and other.meta.dimension == 4
    store.close()
