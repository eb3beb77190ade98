"""bench/metrics.py on hand-made gold/result lines, and bench/quality.py end to end on a small slice (CI smoke)."""

from __future__ import annotations

import doctest
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import ROOT

sys.path.insert(0, str(ROOT))

from bench import metrics  # noqa: E402
from bench.metrics import (answer_correct, average_precision, audit_fields, contexts, false_confidence,  # noqa: E402
                           pair_up, retrieval_scores, score, structured_exact)


def gold(id_: str, decision: str = "answer", docs=(), **extra) -> dict:
    return {"id": id_, "question": f"q {id_}", "gold_decision": decision, "gold_doc_ids": list(docs), **extra}


def result(id_: str, decision: str = "answer", cited=(), retrieved=None, evidence=None, **extra) -> dict:
    citations = [c if isinstance(c, dict) else {"doc_id": c} for c in cited]
    return {"id": id_, "decision": decision, "citations": citations,
            "retrieved": list(retrieved if retrieved is not None else dict.fromkeys(c["doc_id"] for c in citations)),
            "evidence": evidence or [], **extra}


def test_docstring_examples() -> None:
    outcome = doctest.testmod(metrics)
    assert outcome.attempted > 0 and outcome.failed == 0


def test_average_precision_is_rank_weighted() -> None:
    assert average_precision([True, False, False]) == 1.0
    assert average_precision([False, False, True]) == pytest.approx(1 / 3)
    assert average_precision([True, False, True]) == pytest.approx((1 + 2 / 3) / 2)
    assert average_precision([False, False]) == 0.0


def test_false_confidence_counts_answers_that_should_warn_abstain_or_came_from_elsewhere() -> None:
    assert false_confidence(gold("a", "warn", ["geo:state.md"]), result("a", "answer", ["geo:state.md"]))
    assert false_confidence(gold("b", "abstain"), result("b", "answer", ["geo:other.md"]))
    # right decision, wrong place: Paradise, Nevada quoted for Paradise, California
    assert false_confidence(gold("c", "answer", ["geo:paradise_ca.md"]), result("c", "answer", ["geo:paradise_nv.md"]))
    # only the TOP citation decides where the answer came from
    assert false_confidence(gold("d", "answer", ["geo:x.md"]), result("d", "answer", ["geo:y.md", "geo:x.md"]))
    assert not false_confidence(gold("e", "answer", ["geo:x.md"]), result("e", "answer", ["geo:x.md", "geo:y.md"]))
    # a warning or an abstention is never false confidence, wherever it came from
    assert not false_confidence(gold("f", "abstain"), result("f", "warn", ["geo:y.md"]))
    assert not false_confidence(gold("g", "answer", ["geo:x.md"]), result("g", "abstain"))
    # no citation: the first retrieved document is where it came from
    assert false_confidence(gold("h", "answer", ["geo:x.md"]), result("h", "answer", retrieved=["geo:y.md"]))


def test_decision_metrics_and_abstain_precision_recall() -> None:
    golds = [gold("1", "answer", ["d:1"]), gold("2", "warn", ["d:2"]), gold("3", "abstain"), gold("4", "abstain")]
    results = [result("1", "answer", ["d:1"]), result("2", "answer", ["d:2"]), result("3", "abstain"),
               result("4", "warn", ["d:9"])]
    scores = score(pair_up(golds, results))
    assert scores["decision_quality"].value == 0.5 and scores["decision_quality"].n == 4
    assert scores["false_confidence"].value == 0.25  # only "2": answered where it should warn
    assert scores["abstain_precision"].value == 1.0 and scores["abstain_precision"].n == 1
    assert scores["abstain_recall"].value == 0.5 and scores["abstain_recall"].n == 2
    never = score(pair_up(golds, [result(g["id"], "answer", ["d:1"]) for g in golds]))
    assert never["abstain_precision"].value is None and never["abstain_recall"].value == 0.0
    assert never["false_confidence"].value == 0.75  # "2" wrong decision, "3"/"4" should abstain


def test_missing_result_line_counts_as_an_abstention() -> None:
    scores = score(pair_up([gold("1", "answer", ["d:1"]), gold("2", "abstain")], [result("2", "abstain")]))
    assert scores["decision_quality"].value == 0.5
    assert scores["ctx_recall_doc"].value == 0.0 and scores["recall_at_k"].value == 0.0


def test_location_split_only_when_the_gold_has_it() -> None:
    golds = [gold("1", "answer", ["d:1"], location_dependent=True), gold("2", "answer", ["d:1"],
                                                                         location_dependent=False)]
    scores = score(pair_up(golds, [result("1", "warn", ["d:1"]), result("2", "answer", ["d:2"])]))
    assert scores["dq_location"].value == 0.0 and scores["dq_general"].value == 1.0
    assert scores["fc_location"].value == 0.0 and scores["fc_general"].value == 1.0
    assert "dq_location" not in score(pair_up([gold("1")], [result("1")]))


def test_contexts_prefer_in_scope_evidence_over_citations() -> None:
    evidence = [{"doc_id": "d:other", "relation": "disjoint"}, {"doc_id": "d:1", "relation": "exact"}]
    assert [c["doc_id"] for c in contexts(result("1", "answer", ["d:cited"], evidence=evidence))] == ["d:1"]
    assert [c["doc_id"] for c in contexts(result("1", "answer", ["d:cited"]))] == ["d:cited"]
    many = [{"doc_id": f"d:{i}", "relation": "unscoped"} for i in range(9)]
    assert len(contexts(result("1", evidence=many))) == 5
    # a computed answer's context is every data row it cites (an eligibility list is often longer than k)
    assert len(contexts(result("1", "answer", ["data:t.csv"] * 17))) == 17


def test_retrieval_scores_by_doc_chunk_and_node() -> None:
    spec = {"doc_id": "spbe:a.md", "header_path_contains": ["Indikator 13", "Bukti dukung"]}
    g = gold("1", "answer", ["spbe:a.md"], gold_chunks=[spec])
    evidence = [{"doc_id": "spbe:a.md", "header_path": "Aspek 2 > Indikator 13: X > Penjelasan"},
                {"doc_id": "spbe:a.md", "header_path": "Aspek 2 > Indikator 13: X > Bukti dukung"}]
    s = retrieval_scores(g, result("1", evidence=evidence, retrieved=["spbe:b.md", "spbe:a.md"]))
    assert s["ctx_precision_doc"] == 1.0 and s["ctx_recall_doc"] == 1.0
    assert s["ctx_precision_id"] == 0.5 and s["ctx_recall_id"] == 1.0  # the gold chunk is second
    assert s["recall_at_k"] == 1.0 and s["mrr"] == 0.5
    # the gold document at rank 6 is outside k = 5
    late = retrieval_scores(g, result("1", retrieved=[f"d:{i}" for i in range(5)] + ["spbe:a.md"]))
    assert late["recall_at_k"] == 0.0 and late["mrr"] == pytest.approx(1 / 6)
    # a computed answer's data row is a gold chunk when the gold lists its file
    data = gold("3", "answer", ["spbe:a.md", "data:spbe_indicators.csv"], gold_chunks=[spec])
    s = retrieval_scores(data, result("3", "answer", ["data:spbe_indicators.csv"]))
    assert s["ctx_recall_id"] == 1.0 and s["ctx_precision_id"] == 1.0 and s["mrr"] == 1.0
    s = retrieval_scores(g, result("3", "answer", ["data:spbe_indicators.csv"]))
    assert s["ctx_recall_id"] == 0.0 and s["ctx_recall_doc"] == 0.0
    # node ids: every gold node is required
    nodes = gold("2", "answer", ["data:t.csv"], gold_node_ids=["n:1", "n:2"])
    cited = [{"doc_id": "data:t.csv", "node_ids": ["n:9"]}, {"doc_id": "data:t.csv", "node_ids": ["n:1"]}]
    s = retrieval_scores(nodes, result("2", "answer", cited))
    assert s["ctx_recall_id"] == 0.5 and s["ctx_precision_id"] == 0.5


def test_retrieval_metrics_skip_abstentions_and_audits() -> None:
    golds = [gold("1", "abstain"), gold("2", "answer", ["d:1"], kind="audit", gold_indicator=1),
             gold("3", "answer", ["d:1"])]
    scores = score(pair_up(golds, [result("1", "abstain"), result("2"), result("3", "answer", ["d:1"])]))
    assert scores["ctx_precision_doc"].n == 1 and scores["mrr"].value == 1.0


def test_structured_exact_match_is_ordered_ignores_other_nodes_and_needs_an_answer() -> None:
    program = "tnea:college:1:program:CS"
    g = gold("1", "answer", ["data:t.csv"], kind="lookup",
             gold_node_ids=[f"{program}:cutoff:2024:GEN:OC", f"{program}:cutoff:2023:GEN:OC"])
    right = [{"doc_id": "data:t.csv", "node_ids": [n]} for n in g["gold_node_ids"]]
    other = {"doc_id": "data:f.csv", "node_ids": ["tnea:community:OC"]}
    assert structured_exact(g, result("1", "answer", right + [other]))
    assert not structured_exact(g, result("1", "answer", right[::-1]))
    assert not structured_exact(g, result("1", "answer", right[:1]))
    empty = gold("2", "answer", [], kind="eligibility", gold_node_ids=[])  # no program reached is an answer
    assert structured_exact(empty, result("2", "answer"))
    assert not structured_exact(empty, result("2", "abstain"))
    scores = score(pair_up([g, empty, gold("3", "abstain", kind="abstain", gold_node_ids=[])],
                           [result("1", "answer", right), result("2", "abstain"), result("3", "abstain")]))
    assert scores["em_lookup"].value == 1.0 and scores["em_lookup"].n == 1
    assert scores["em_eligibility"].value == 0.0 and scores["em_eligibility"].n == 1


AUDIT_TEXT = ("Indicator 22 Tingkat Kematangan Penerapan Manajemen Keamanan Informasi (aspect 5 Penerapan "
              "Manajemen SPBE, domain 3 Manajemen SPBE; named by number, confidence 1.00): recommended level 2 "
              "(Terkelola) by criteria matching — met: L1 x | not met for level 3: y.\nAlso possible: indicator 8 X.")


def test_audit_fields_from_text_or_extra_and_baselines_score_zero() -> None:
    assert audit_fields({"route": "audit", "answer": AUDIT_TEXT}) == {"indicator": 22, "aspect": 5, "domain": 3,
                                                                      "level": 2}
    none = AUDIT_TEXT.replace("recommended level 2 (Terkelola)", "no level recommended")
    assert audit_fields({"route": "audit", "answer": none})["level"] is None
    assert audit_fields({"route": "general", "answer": AUDIT_TEXT}) is None  # only audit answers are read
    assert audit_fields({"extra": {"audit": {"indicator": 1}}, "route": "general"}) == {"indicator": 1}
    g = dict(gold("1", "answer", ["spbe:a.md"], kind="audit"), gold_indicator=22, gold_aspect=5, gold_domain=3,
             gold_level=3)
    abstain = dict(gold("2", "abstain", ["spbe:a.md"], kind="audit"), gold_indicator=22, gold_aspect=5,
                   gold_domain=3, gold_level=None)
    ours = score(pair_up([g, abstain], [{"id": "1", "decision": "answer", "route": "audit", "answer": AUDIT_TEXT},
                                        {"id": "2", "decision": "abstain", "route": "audit", "answer": none}]))
    assert ours["indicator_acc"].value == 1.0 and ours["level_acc"].value == 0.5  # 2 != 3; None == None
    baseline = score(pair_up([g, abstain], [result("1", "answer", ["spbe:a.md"]), result("2", "abstain")]))
    assert baseline["indicator_acc"].value == 0.0 and baseline["level_acc"].value == 0.0
    # an audit answered about the wrong indicator is false confidence even though the decision is right
    wrong = AUDIT_TEXT.replace("Indicator 22", "Indicator 8")
    assert false_confidence(g, {"decision": "answer", "route": "audit", "answer": wrong})
    assert not false_confidence(g, {"decision": "answer", "route": "audit", "answer": AUDIT_TEXT})


CUTOFF = "tnea:college:2006:program:EC:cutoff:2024:General Academic (GC):BC"


def test_answer_correct_lookup_names_the_value_and_cites_few_rows() -> None:
    g = gold("1", "answer", ["data:t.csv"], kind="mark", answer_type="value", gold_values={"mark": 198.0},
             gold_node_ids=[CUTOFF])
    row = {"doc_id": "data:t.csv", "node_ids": [CUTOFF]}
    assert answer_correct(g, result("1", "answer", [row], answer="BC cutoff for ECE at PSG Tech: 198 out of 200."))
    assert not answer_correct(g, result("1", "answer", [row], answer="BC cutoff: 196.5 out of 200."))  # wrong value
    assert not answer_correct(g, result("1", "warn", [row], answer="198.0"))  # right value, wrong decision
    dump = [row] + [{"doc_id": "data:t.csv", "node_ids": [f"n:{i}"]} for i in range(3)]
    assert not answer_correct(g, result("1", "answer", dump, answer="198.0, 196.5, 190.0, 181.5"))  # a whole table
    assert not answer_correct(g, result("1", "answer", ["geo:austin.md"], answer="Water on 198 days"))  # elsewhere
    ranks = gold("2", "answer", ["data:t.csv"], answer_type="value", gold_values={"closing_rank": 12345})
    assert answer_correct(ranks, result("2", "answer", ["data:t.csv"], answer="closing rank 12,345"))
    phrase = gold("3", "answer", ["data:s.csv"], answer_type="value",
                  gold_values={"aspect": ["aspect 5", "Penerapan Manajemen SPBE"], "weight": 1.5})
    assert answer_correct(phrase, result("3", "answer", ["data:s.csv"],
                                         answer="Indikator 22 ada di aspek 5 (penerapan manajemen SPBE), bobot 1,5%"))
    assert not answer_correct(phrase, result("3", "answer", ["data:s.csv"], answer="Aspect 55, weight 1.5"))


def test_answer_correct_list_needs_every_member_and_no_wrong_one() -> None:
    members = [{"id": "tnea:college:2764:program:EC", "names": []}, {"id": "tnea:college:2719:program:EC",
                                                                      "names": ["Sri Ramakrishna Engineering"]}]
    wrong = [{"id": "tnea:college:2006:program:EC", "names": ["PSG College of Technology"]}]
    g = gold("1", "answer", ["data:t.csv"], kind="eligibility", answer_type="list", gold_members=members,
             gold_wrong_members=wrong)
    cite = [{"doc_id": "data:t.csv", "node_ids": ["tnea:college:2764:program:EC:cutoff:2024:GC:BC"]}]
    assert answer_correct(g, result("1", "answer", cite, answer="KPR; Sri Ramakrishna Engineering College"))
    assert not answer_correct(g, result("1", "answer", cite, answer="KPR only"))  # a member missing
    assert not answer_correct(g, result("1", "answer", cite, answer="KPR, Sri Ramakrishna Engineering College, "
                                                                    "PSG College of Technology"))  # a wrong one
    # a cited node of another program (EC vs ECx) or college (27 vs 2764) does not name the member
    near = [{"doc_id": "data:t.csv", "node_ids": ["tnea:college:2764:program:ECX:cutoff:2024:GC:BC"]}]
    assert not answer_correct(g, result("1", "answer", near, answer="Sri Ramakrishna Engineering"))
    empty = gold("2", "answer", ["data:t.csv"], answer_type="list", gold_members=[], gold_wrong_members=wrong)
    assert answer_correct(empty, result("2", "answer", ["data:t.csv"], answer="No program is reached."))


def test_answer_correct_abstentions_decisions_and_only_for_sets_that_ask_for_it() -> None:
    abstain = gold("1", "abstain", answer_type="decision")
    assert answer_correct(abstain, result("1", "abstain")) and not answer_correct(abstain, result("1", "warn", ["d:1"]))
    warn = gold("2", "warn", ["geo:wake.md"], answer_type="decision")
    assert answer_correct(warn, result("2", "warn", ["geo:wake.md"]))
    assert not answer_correct(warn, result("2", "warn", ["geo:durham.md"]))
    scores = score(pair_up([abstain, warn], [result("1", "abstain"), result("2", "answer", ["geo:wake.md"])]))
    assert scores["answer_correct"].value == 0.5 and scores["answer_correct"].n == 2
    assert "answer_correct" not in score(pair_up([gold("3")], [result("3")]))  # older sets: no such column


def test_structured_exact_match_skips_gold_ids_that_are_not_cutoffs() -> None:
    spbe = gold("1", "answer", ["data:spbe_indicators.csv"], kind="topic", gold_node_ids=["spbe:indicator:35"])
    place = gold("2", "answer", ["geo:x.md"], kind="exact", gold_node_ids=["gn:4487042"])
    listed = gold("3", "answer", ["data:t.csv"], kind="list", gold_node_ids=[], gold_values={"programs": []})
    scores = score(pair_up([spbe, place, listed], [result("1"), result("2"), result("3")]))
    assert "em_lookup" not in scores or scores["em_lookup"].n == 0
    assert scores["em_eligibility"].n == 1


def test_quality_quick_runs_end_to_end(tmp_path: Path) -> None:
    """The CI smoke of bench/quality.py: 20 admissions questions, five systems, tables, Markdown, results."""
    out = tmp_path / "results"
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "quality.py"), "--quick", "--datasets", "admissions",
                           "--cache", str(tmp_path / "cache"), "--out", str(out)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    for system in ("vector", "fusion", "scope-only", "keyword", "strata"):
        lines = [json.loads(line) for line in (out / f"admissions.{system}.jsonl").read_text().splitlines()]
        assert len(lines) == 20
        assert all(line["decision"] in ("answer", "warn", "abstain") for line in lines)
    report = (out / "quality.md").read_text()
    assert "| **strata** |" in report and "| vector |" in report and "decision quality" in report
    strata = [json.loads(line) for line in (out / "admissions.strata.jsonl").read_text().splitlines()]
    assert any(c.get("doc_id") == "data:tnea_sample_illustrative.csv" for line in strata for c in line["citations"])


def test_unlisted_data_answers_are_named() -> None:
    from bench.metrics import unlisted_data_answers

    golds = [gold("1", "answer", ["spbe:a.md"]), gold("2", "answer", ["data:t.csv"]), gold("3", "abstain")]
    results = [result("1", "answer", ["data:spbe_indicators.csv"]), result("2", "answer", ["data:t.csv"]),
               result("3", "answer", ["data:x.csv"])]
    assert unlisted_data_answers(pair_up(golds, results)) == ["1"]


def test_quality_previous_engine_is_one_more_row(tmp_path: Path) -> None:
    """--previous COMMIT: that commit's own `strata eval` on a copy of the data dir; same code, same answers."""
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()
    out, cache = tmp_path / "results", tmp_path / "cache"
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "quality.py"), "--quick", "--datasets", "spbe",
                           "--previous", "HEAD", "--cache", str(cache), "--out", str(out)],
                          capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert f"previous ({head})" in done.stdout
    assert f"| previous ({head}) |" in (out / "quality.md").read_text()
    strata = [json.loads(line) for line in (out / "spbe.strata.jsonl").read_text().splitlines()]
    previous = [json.loads(line) for line in (out / "spbe.previous.jsonl").read_text().splitlines()]
    assert [line["id"] for line in previous] == [line["id"] for line in strata] and len(strata) == 20
    assert [line["decision"] for line in previous] == [line["decision"] for line in strata]
    assert [line["answer"] for line in previous] == [line["answer"] for line in strata]
    # the old code worked on a copy: the cached data dir is the current engine's alone
    assert not list(cache.rglob("*.previous.*"))


def test_previous_engine_names_a_missing_commit() -> None:
    from bench.previous import PreviousError, short_commit

    with pytest.raises(PreviousError, match="no-such-commit"):
        short_commit("no-such-commit")
