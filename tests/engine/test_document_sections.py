"""A place question's answer may sit in a section of an in-scope document that no search reached: the other
sections of the documents in scope are read for the topic (``Retriever._sections``), on the real stores."""

from __future__ import annotations

from typing import Iterator

import pytest

from engine import Engine
from engine.pipeline.retrieve import Retriever
from tests.support.places import place_engine

DOCS = {
    "ellis_county_ks_burn_ban.md": """# Ellis County, Kansas: county-wide burn ban extended

## The extension

The Ellis County Commission signed another resolution on Monday that keeps the county-wide burn ban in place for
one more week, because the grass is dry and the wind is strong.

## Why

Rain has been scarce since March, and the county's fire chiefs asked for the extension.

## Agricultural burning and penalty

Farmers who need to burn crop residue should call the fire chief of their district, who may or may not issue an
agricultural permit. Violating the state of emergency can bring fines of up to $2,500.
""",
}


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    yield from place_engine(tmp_path_factory, "document-sections", DOCS)


def test_a_section_no_search_reached_answers_when_it_states_the_topic(engine: Engine) -> None:
    """One child per ranked list: the penalty section, far from "burn ban fine" in words and meaning, is not
    reached by the searches; read under the document's title it states all of it, with a sum."""
    pipeline = engine.pipeline()
    narrow = Retriever(pipeline.store, pipeline.vectors, pipeline.embedder, pipeline.corpus, pipeline.walk,
                       pipeline.detector, min_relevance=0.3, per_list=1)
    question = "ellis co ks burn ban fine"
    scope = pipeline.detector.detect(question, embed=pipeline.embedder.encode_query)
    found = narrow.retrieve(question, scope, pipeline.detector.anchors(scope))
    stating = [e for e in found.evidence if found.judged.get(e.chunk_id) and found.judged[e.chunk_id].answers]
    assert stating and "$2,500" in stating[0].text, [e.header_path for e in found.evidence]
    assert found.evidence[0].chunk_id == stating[0].chunk_id  # the passage that answers comes first

