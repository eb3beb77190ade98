"""The ``strata`` command as a user runs it: a real process, a real data directory."""

from __future__ import annotations

import json
import re
import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.support import ROOT



def strata(*args: str, cwd: Path, env: dict[str, str] | None = None, check: bool = True) -> subprocess.CompletedProcess:
    """Run the CLI in a subprocess (the installed entry point when present, else ``-m engine.cli``)."""
    script = Path(sys.executable).with_name("strata")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "engine.cli"]
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("STRATA_")}
    full_env.update({"COLUMNS": "200", "PYTHONPATH": str(ROOT)}, **(env or {}))
    result = subprocess.run(command + list(args), cwd=cwd, env=full_env, capture_output=True, text=True, timeout=600)
    if check and result.returncode != 0:
        raise AssertionError(f"strata {' '.join(args)} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return result


HEAVY = ("sentence_transformers", "torch", "spacy")  # what makes a one-shot command take seconds (issue 19)
REPORT = "strata-loaded:"
REPORTING = ("import atexit, sys; atexit.register(lambda: print({report!r}, ','.join(m for m in {heavy!r} "
             "if m in sys.modules), file=sys.stderr)); from engine.cli import app; app()")


def strata_loading(*args: str, cwd: Path, check: bool = True) -> tuple[subprocess.CompletedProcess, set[str]]:
    """Run the CLI in a fresh process as ``strata`` does, and say which of ``HEAVY`` it imported by its exit."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("STRATA_")}
    env.update({"COLUMNS": "200", "PYTHONPATH": str(ROOT)})
    code = REPORTING.format(report=REPORT, heavy=HEAVY)
    result = subprocess.run([sys.executable, "-c", code, *args], cwd=cwd, env=env, capture_output=True, text=True,
                            timeout=600)
    if check and result.returncode != 0:
        raise AssertionError(f"strata {' '.join(args)} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    line = next(line for line in result.stderr.splitlines() if line.startswith(REPORT))
    return result, {name for name in line[len(REPORT):].strip().split(",") if name}


def test_data_dir_precedence_flag_then_env_then_cwd(tmp_path: Path) -> None:
    flag, env_dir = tmp_path / "from-flag", tmp_path / "from-env"
    strata("init", "--data", str(flag), cwd=tmp_path, env={"STRATA_DATA": str(env_dir)})
    assert (flag / "graph" / "graph.rdb").exists() and not env_dir.exists()
    strata("init", cwd=tmp_path, env={"STRATA_DATA": str(env_dir)})
    assert (env_dir / "graph").is_dir()
    strata("init", cwd=tmp_path)
    assert (tmp_path / "strata-data" / "graph").is_dir()


def test_load_stats_and_parameterised_cypher(tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    strata("load", "spbe", "--data", data, cwd=tmp_path)
    loaded = strata("load", "admissions", "--data", data, cwd=tmp_path)
    assert "illustrative values" in loaded.stdout
    stats = json.loads(strata("graph", "stats", "--json", "--data", data, cwd=tmp_path).stdout)
    assert stats["nodes"]["Indicator"] == 47 and stats["nodes"]["Institution"] == 4
    rows = strata("cypher", "MATCH (i:Indicator) WHERE i.number IN $numbers RETURN i.number AS n ORDER BY n",
                  "--param", "numbers=[13, 16]", "--json", "--data", data, cwd=tmp_path).stdout.splitlines()
    assert [json.loads(line) for line in rows] == [{"n": 13}, {"n": 16}]


def test_cypher_is_read_only_unless_write(tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    strata("init", "--data", data, cwd=tmp_path)  # read-only cypher refuses a data dir never created
    refused = strata("cypher", "CREATE (:Scope {id: 'nope'})", "--data", data, cwd=tmp_path, check=False)
    assert refused.returncode == 1
    assert "read-only" in refused.stderr and "--write" in refused.stderr and "Traceback" not in refused.stderr
    count = "MATCH (n:Scope {id: 'nope'}) RETURN count(n) AS c"
    assert json.loads(strata("cypher", count, "--json", "--data", data, cwd=tmp_path).stdout) == {"c": 0}
    strata("cypher", "CREATE (:Scope {id: 'yes'})", "--write", "--data", data, cwd=tmp_path)
    assert json.loads(strata("cypher", count.replace("nope", "yes"), "--json", "--data", data,
                             cwd=tmp_path).stdout) == {"c": 1}


def test_errors_are_one_clear_line(tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    strata("init", "--data", data, cwd=tmp_path)
    syntax = strata("cypher", "MATCH (n RETURN n", "--data", data, cwd=tmp_path, check=False)
    assert syntax.returncode == 1 and "Cypher error" in syntax.stderr and "Traceback" not in syntax.stderr
    missing = strata("load", "admissions", str(tmp_path / "nope.csv"), "--data", data, cwd=tmp_path, check=False)
    assert missing.returncode == 1 and "nope.csv" in missing.stderr and "Traceback" not in missing.stderr
    no_endpoint = strata("load", "wikidata", "--data", data, cwd=tmp_path, check=False)
    assert no_endpoint.returncode == 2 and "--endpoint" in no_endpoint.stderr


def test_a_missing_or_empty_data_dir_says_nothing_is_loaded(tmp_path: Path) -> None:
    """Issue 20 item 14: a mistyped --data answered "No passage relevant" (exit 0) and created the directory;
    `graph stats` printed empty tables. Read-only commands now say nothing is loaded and how to load it."""
    typo, empty = tmp_path / "typo-dir", tmp_path / "empty"
    strata("init", "--data", str(empty), cwd=tmp_path)
    for args, data in ((("ask", "Can I burn debris in Chico, California?"), typo), (("graph", "stats"), typo),
                       (("cypher", "MATCH (n) RETURN count(n) AS n"), typo),
                       (("ask", "Can I burn debris in Chico, California?"), empty), (("graph", "stats"), empty)):
        result = strata(*args, "--data", str(data), cwd=tmp_path, check=False)
        said = " ".join(result.stderr.split())
        assert result.returncode == 1, (args, data.name, result.stdout, result.stderr)
        assert f"nothing is loaded in {data}" in said and "strata load" in said and "strata ingest" in said, said
        assert "Traceback" not in said and not result.stdout.strip()
    assert not typo.exists()  # a typo is not a new data directory


def _demo_decisions(out: str) -> dict[str, tuple[str, str]]:
    """id -> (expected, got) from the demo's closing table."""
    table = out.split("Decisions vs what each demo question", 1)[1]
    return {m.group(1): (m.group(2), m.group(3))
            for m in re.finditer(r"│ ([qas]\d+)\s*│ (\w+)\s*│ (\w+)\s*│", table)}


@pytest.mark.slow
def test_demo_on_a_fresh_data_dir(tmp_path: Path) -> None:
    result = strata("demo", "--countries", "US", cwd=tmp_path)
    out = result.stdout
    assert "Ancestors of Paradise, California" in out
    for expected in ("Butte County", "California", "United States", "broader", "disjoint", "ingested the demo corpus",
                     "Perencanaan Strategis SPBE", "tnea_sample_illustrative.csv", "(read as: "):
        assert expected in out, expected
    decisions = _demo_decisions(out)
    assert len(decisions) >= 20 and {got for _, got in decisions.values()} == {"answer", "warn", "abstain"}
    assert all(expected == got for expected, got in decisions.values()), decisions
    assert f"{len(decisions)}/{len(decisions)} decisions as expected" in out
    again = strata("demo", "--countries", "US", cwd=tmp_path)  # idempotent: nothing re-ingested, same decisions
    assert "0 new, 9 unchanged" in again.stdout
    assert _demo_decisions(again.stdout) == decisions


def test_ingest_prints_a_summary_and_reingest_is_a_no_op(tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    doc = tmp_path / "notice.md"
    doc.write_text("# Evacuation notice\n\nResidents of Paradise, California must leave zone 4 tonight.\n")
    first = strata("ingest", str(doc), "--source", "town", "--data", data, cwd=tmp_path)
    assert "documents" in first.stdout and "children" in first.stdout
    again = strata("ingest", str(doc), "--source", "town", "--data", data, cwd=tmp_path)
    assert re.search(r"unchanged \(skipped\)\s*│\s*1\s*│", again.stdout), again.stdout
    assert re.search(r"documents\s*│\s*0\s*│", again.stdout), again.stdout
    rows = strata("cypher", "MATCH (d:Document) RETURN d.id AS id, d.status AS status", "--json", "--data", data,
                  cwd=tmp_path).stdout.splitlines()
    assert [json.loads(r) for r in rows] == [{"id": "town:notice.md", "status": "complete"}]
    missing = strata("ingest", str(tmp_path / "nope.pdf"), "--data", data, cwd=tmp_path, check=False)
    assert missing.returncode == 2 and "nope.pdf" in missing.stderr


def test_ask_trace_prints_how_each_word_of_the_question_was_linked(tmp_path: Path) -> None:
    """Issue 16: ``--trace`` shows the question's links: the words, the node, why it won and the namesakes
    it was weighed against, named with where they are."""
    data = str(tmp_path / "data")
    strata("load", "places", "--countries", "US", "--data", data, cwd=tmp_path)
    out = strata("ask", "How much defensible space do I need in Paradise, California?", "--trace", "--data", data,
                 cwd=tmp_path).stdout
    assert "links of the question" in out
    row = next(line for line in out.splitlines() if "'Paradise'" in line)
    assert "* Paradise, Butte County, California" in row and "named with its region" in row
    assert "[gn:5381002]" in out
    assert "Paradise, Clark County, Nevada" in out
    plain = strata("ask", "How much defensible space do I need in Paradise, California?", "--data", data,
                   cwd=tmp_path).stdout
    assert "links of the question" not in plain


def test_assess_reads_a_file_and_prints_the_level(tmp_path: Path) -> None:
    data = str(tmp_path / "data")
    strata("load", "spbe", "--data", data, cwd=tmp_path)
    evidence = tmp_path / "laporan.md"
    evidence.write_text("# Laporan\n\nA concept (draft) of an internal policy on the SPBE architecture is being "
                        "prepared; it has not been enacted yet.\n", encoding="utf-8")
    result = strata("assess", str(evidence), "--indicator", "1", "--json", "--data", data, cwd=tmp_path)
    assessment = json.loads(result.stdout)
    assert assessment["indicator"]["number"] == 1 and assessment["level"] == 1
    assert assessment["source_doc_id"] == "file:laporan.md"
    empty = strata("assess", "   ", "--data", data, cwd=tmp_path, check=False)
    assert empty.returncode == 1 and "Traceback" not in empty.stderr


def test_ingesting_a_folder_names_the_files_it_did_not_read(tmp_path: Path) -> None:
    folder = tmp_path / "inbox"
    (folder / "sub").mkdir(parents=True)
    (folder / "notice.md").write_text("# Evacuation notice\n\nResidents of Paradise, California must leave zone 4.\n")
    (folder / "sub" / "minutes.docx").write_bytes(b"PK\x03\x04 not read")
    (folder / "scan.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (folder / ".DS_Store").write_bytes(b"\x00")  # hidden files are not worth a line
    result = strata("ingest", str(folder), "--data", str(tmp_path / "data"), cwd=tmp_path)
    assert re.search(r"documents\s*│\s*1\s*│", result.stdout), result.stdout
    assert re.search(r"unsupported files \(not read\)\s*│\s*2\s*│", result.stdout), result.stdout
    not_read = [line for line in result.stderr.splitlines() if line.startswith("not read:")]
    assert any("minutes.docx: unsupported file type '.docx'" in line for line in not_read), not_read
    assert any("scan.png: unsupported file type '.png'" in line for line in not_read), not_read
    assert ".md" in not_read[-1] and "DS_Store" not in result.stderr


def test_ingesting_a_folder_refuses_links_that_lead_out_of_it(tmp_path: Path) -> None:
    """Issue 20 item 5: a link inside the folder to a file elsewhere was read like the folder's own files."""
    folder, outside = tmp_path / "inbox", tmp_path / "private"
    (folder / "sub").mkdir(parents=True)
    outside.mkdir()
    (outside / "diary.md").write_text("# Diary\n\nThe safe combination is 31-44-08.\n")
    (folder / "notice.md").write_text("# Evacuation notice\n\nResidents of Paradise, California must leave zone 4.\n")
    (folder / "sub" / "diary.md").symlink_to(outside / "diary.md")
    result = strata("ingest", str(folder), "--data", str(tmp_path / "data"), cwd=tmp_path)
    assert re.search(r"documents\s*│\s*1\s*│", result.stdout), result.stdout
    assert re.search(r"links out of the folder \(refused\)\s*│\s*1\s*│", result.stdout), result.stdout
    refused = [line for line in result.stderr.splitlines() if line.startswith("refused:")]
    assert len(refused) == 1 and "diary.md" in refused[0] and str(outside) in refused[0], result.stderr
