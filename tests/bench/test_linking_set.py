"""bench/data/linking/ is well formed: spans match their text, kinds and gold shapes are valid, ids are unique,
and the set is as large as issue 16 asks (>= 600 mentions, 300 place-free sentences). No stores, no linker."""

from __future__ import annotations

import json
import re

import pytest

from tests.support import ROOT

DATA = ROOT / "bench" / "data" / "linking"
KINDS = {"place", "indicator", "aspect", "domain", "level", "institution", "program", "community", "year", "quota"}
# What a node id of each kind looks like (docs/schema.md); values stand where the graph has no node.
NODE_ID = {
    "place": r"(geo:[A-Z]{2}(/.+)?|gn:\d+|wd:Q\d+)",
    "indicator": r"spbe:indicator:\d+",
    "aspect": r"spbe:aspect:\d+",
    "domain": r"spbe:domain:\d+",
    "level": r"spbe:indicator:\d+:level:[1-5]",
    "institution": r"tnea:college:\d+",
    "program": r"(tnea:college:\d+:program:[A-Z]{2}|branch:[A-Z]{2})",
    "community": r"tnea:community:(OC|BC|BCM|MBC|SC|SCA|ST)",
    "year": r"year:\d{4}",
    "quota": r"quota:.+",
}


def read(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def texts() -> list[dict]:
    return read("mentions.jsonl")


@pytest.fixture(scope="module")
def noplace() -> list[dict]:
    return read("noplace.jsonl")


def test_text_records_have_their_fields(texts):
    for rec in texts:
        assert {"id", "text", "text_kind", "lang", "source", "mentions"} <= set(rec), rec["id"]
        assert rec["text_kind"] in ("passage", "question"), rec["id"]
        assert rec["source"].startswith(("http://", "https://", "written for this set, modelled on ")), rec["id"]


def test_ids_are_unique(texts, noplace):
    ids = [rec["id"] for rec in texts] + [rec["id"] for rec in noplace]
    assert len(ids) == len(set(ids))


def test_every_span_is_its_surface_and_mentions_do_not_overlap(texts):
    for rec in texts:
        previous_end = 0
        for m in sorted(rec["mentions"], key=lambda m: m["start"]):
            assert rec["text"][m["start"]:m["end"]] == m["surface"], (rec["id"], m)
            assert m["start"] >= previous_end, (rec["id"], m)
            previous_end = m["end"]


def test_kinds_and_gold_shapes_are_valid(texts):
    for rec in texts:
        for m in rec["mentions"]:
            assert m["kind"] in KINDS, (rec["id"], m)
            gold = m["gold"]
            if isinstance(gold, list):
                assert len(gold) >= 2 and len(set(gold)) == len(gold), (rec["id"], m)
                assert isinstance(m.get("ambiguous"), bool), (rec["id"], m)
            else:
                assert "ambiguous" not in m, (rec["id"], m)
            for gold_id in (gold if isinstance(gold, list) else [gold]):
                assert gold_id is None or re.fullmatch(NODE_ID[m["kind"]], gold_id), (rec["id"], m)


def test_the_set_is_as_large_as_the_issue_asks(texts, noplace):
    assert sum(len(rec["mentions"]) for rec in texts) >= 600
    assert len(noplace) == 300
    assert {rec["lang"] for rec in noplace} == {"en", "id"}
    assert all(set(rec) == {"id", "text", "lang"} and rec["text"].strip() for rec in noplace)
