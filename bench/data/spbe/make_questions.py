"""Write bench/data/spbe/questions.jsonl: the SPBE benchmark questions with their gold labels.

The questions, kinds, decisions, levels and the evidence texts of the audit cases are written
here by hand. Everything that is a fact of the SPBE structure (an indicator's aspect and domain,
weights, maturity model) is read from Strata's shipped data (loaders/data/spbe/), and every gold
header is checked to exist in bench/data/spbe/corpus/, so the labels cannot drift from the data.

    python bench/data/spbe/make_questions.py          # writes questions.jsonl, prints the counts
    python bench/data/spbe/make_questions.py --check  # only checks that the file is up to date
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
DATA = ROOT / "loaders" / "data" / "spbe"
CORPUS = HERE / "corpus"
OUT = HERE / "questions.jsonl"
SOURCE = "spbe"  # strata ingest bench/data/spbe/corpus --source spbe -> doc id "spbe:<file>"
OVERVIEW = "00_ikhtisar_evaluasi_spbe.md"
ASSESS = "Assess this evidence and recommend a maturity level: "

INDICATORS = {int(r["indicator_no"]): r for r in csv.DictReader((DATA / "spbe_indicators.csv").open(encoding="utf-8"))}
STRUCTURE = json.loads((DATA / "spbe_structure.json").read_text(encoding="utf-8"))
DOMAINS = {d["no"]: d for d in STRUCTURE["domains"]}
ASPECTS = {a["no"]: a for a in STRUCTURE["aspects"]}
OWN_CRITERIA = {int(r["indicator_no"]) for r in
                csv.DictReader((DATA / "spbe_indicator_level_criteria_sample.csv").open(encoding="utf-8"))}
LEVEL_NAMES = {
    "kapabilitas proses": ["Rintisan", "Terkelola", "Terdefinisi", "Terpadu dan Terukur", "Optimum"],
    "kapabilitas fungsi teknis": ["Informasi", "Interaksi", "Transaksi", "Kolaborasi", "Optimum"],
}


def corpus_headers() -> dict[str, list[str]]:
    """File name -> its Markdown header texts."""
    return {p.name: [m.group(1).strip() for m in re.finditer(r"^#+\s+(.+)$", p.read_text(encoding="utf-8"), re.M)]
            for p in sorted(CORPUS.glob("*.md"))}


HEADERS = corpus_headers()
def corpus_subsections() -> dict[int, list[str]]:
    """Indicator number -> the ### headers under its ## section."""
    found: dict[int, list[str]] = {}
    for p in sorted(CORPUS.glob("*.md")):
        current = None
        for m in re.finditer(r"^(#+)\s+(.+)$", p.read_text(encoding="utf-8"), re.M):
            level, text = len(m.group(1)), m.group(2).strip()
            if level == 2:
                n = re.match(r"Indikator (\d+): ", text)
                current = int(n.group(1)) if n else None
            elif level == 3 and current is not None:
                found.setdefault(current, []).append(text)
    return found


SUBSECTIONS = corpus_subsections()
INDICATOR_FILE = {int(m.group(1)): name for name, heads in HEADERS.items() for h in heads
                  if (m := re.match(r"Indikator (\d+): ", h))}
ASPECT_FILE = {int(m.group(1)): name for name, heads in HEADERS.items() for h in heads
               if (m := re.match(r"Aspek (\d+): ", h))}


def indicator_header(n: int) -> str:
    return f"Indikator {n}: {INDICATORS[n]['name_id']}"


def aspect_header(a: int) -> str:
    return f"Aspek {a}: {ASPECTS[a]['name_id'].split(' (')[0]}"


def num(value: str | float) -> float:
    return float(value)


def base(qid: str, question: str, kind: str, decision: str, why: str, *, indicator: int | None = None,
         aspect: int | None = None, domain: int | None = None, level: int | None = None,
         docs: list[str] | None = None, header: str | None = None, **extra) -> dict:
    if indicator is not None and indicator in INDICATORS:
        row = INDICATORS[indicator]
        aspect = aspect or int(row["aspect_no"])
        domain = domain or int(row["domain_no"])
    if aspect is not None and domain is None:
        domain = ASPECTS[aspect]["domain_no"]
    item = {"id": qid, "question": question, "kind": kind, "gold_decision": decision,
            "gold_indicator": indicator, "gold_aspect": aspect, "gold_domain": domain, "gold_level": level,
            "gold_doc_ids": [d if d.startswith("data:") else f"{SOURCE}:{d}" for d in (docs or [])],
            "gold_header": header}
    item.update(extra)
    item["why"] = why
    return item


def about_indicator(qid: str, question: str, kind: str, n: int, why: str, *, level: int | None = None,
                    decision: str = "answer", **extra) -> dict:
    """A question answered by indicator n's own section of the corpus."""
    return base(qid, question, kind, decision, why, indicator=n, level=level, docs=[INDICATOR_FILE[n]],
                header=indicator_header(n), **extra)


def about_overview(qid: str, question: str, header: str, why: str, **extra) -> dict:
    return base(qid, question, "lookup", "answer", why, docs=[OVERVIEW], header=header, **extra)


SPBE_TABLE = "data:spbe_indicators.csv"


def multi_hop(qid: str, question: str, n: int, values: dict, why: str) -> dict:
    """Indicator -> aspect -> domain: the aspect's summary section (and the overview table) hold the answer."""
    aspect = int(INDICATORS[n]["aspect_no"])
    # The shipped SPBE tables (in the graph) hold the same facts: an answer computed from them is as right.
    return base(qid, question, "multi-hop", "answer", why, indicator=n,
                docs=[ASPECT_FILE[aspect], OVERVIEW, SPBE_TABLE],
                header=aspect_header(aspect), gold_values=values,
                hops=[f"spbe:indicator:{n}", f"spbe:aspect:{aspect}", f"spbe:domain:{ASPECTS[aspect]['domain_no']}"])


def audit(qid: str, evidence: str, n: int, level: int | None, why: str, *, decision: str = "answer",
          alternatives: list[int] | None = None, named: str, wording: str = "cue-words") -> dict:
    criteria = ("data:spbe_indicator_level_criteria_sample.csv" if n in OWN_CRITERIA
                else "data:spbe_maturity_levels.csv")
    return about_indicator(qid, ASSESS + evidence, "audit", n, why, level=level, decision=decision,
                           evidence_chars=len(evidence), indicator_named_by=named, evidence_wording=wording,
                           gold_alternatives=alternatives or [], gold_criteria_source=criteria)


def weight_of_domain(n: int) -> float:
    return DOMAINS[int(INDICATORS[n]["domain_no"])]["weight_pct"]


def weight_of_aspect(n: int) -> float:
    return ASPECTS[int(INDICATORS[n]["aspect_no"])]["weight_pct"]


B, K, P = "Bukti dukung", "Kriteria tingkat kematangan", "Penjelasan"
# The ### subsection(s) of the gold indicator section that hold the answer (any one is a hit).
SECTIONS = {
    "spbe-001": [B], "spbe-002": [K], "spbe-008": [P], "spbe-009": [K], "spbe-010": [B], "spbe-011": [P],
    "spbe-012": [K], "spbe-013": [B], "spbe-014": [P], "spbe-015": [K], "spbe-016": [K], "spbe-017": [B],
    "spbe-018": [P, B], "spbe-019": [P], "spbe-020": [P], "spbe-021": [P], "spbe-022": [K], "spbe-023": [K],
    "spbe-024": [P], "spbe-025": [P], "spbe-027": [B], "spbe-028": [K], "spbe-029": [B], "spbe-030": [K],
    "spbe-031": [B], "spbe-032": [P], "spbe-033": [P], "spbe-034": [P, K], "spbe-035": [P], "spbe-036": [B],
    "spbe-037": [P], "spbe-038": [K], "spbe-039": [B], "spbe-040": [P, K], "spbe-041": [P], "spbe-042": [P],
    "spbe-043": [P], "spbe-044": [K], "spbe-045": [K],
}


WEIGHTS, MODELS = "Bobot domain dan aspek", "Model tingkat kematangan"
# Other chunks that hold the whole answer: (file, header) of the overview.
ALT_CHUNKS = {"spbe-004": [(OVERVIEW, WEIGHTS)], "spbe-051": [(OVERVIEW, MODELS)]}


def gold_chunks(item: dict) -> list[dict]:
    """Every chunk that holds the answer: a citation whose doc_id matches and whose header_path
    contains all the strings of one entry is a gold chunk."""
    header, docs = item["gold_header"], item["gold_doc_ids"]
    if not header:
        return []
    if header.startswith("Indikator"):
        return [{"doc_id": docs[0], "header_path_contains": [header, s]} for s in item["gold_section"]]
    chunks = [{"doc_id": docs[0], "header_path_contains": [header]}]
    alternatives = ALT_CHUNKS.get(item["id"], [(OVERVIEW, WEIGHTS)] if item["kind"] == "multi-hop" else [])
    return chunks + [{"doc_id": f"{SOURCE}:{f}", "header_path_contains": [h]} for f, h in alternatives
                     if f"{SOURCE}:{f}" != docs[0]]


def with_sections(items: list[dict]) -> list[dict]:
    out = []
    for item in items:
        why = item.pop("why")
        item["gold_section"] = [K] if item["kind"] == "audit" else SECTIONS.get(item["id"])
        item["gold_chunks"] = gold_chunks(item)
        item["why"] = why
        out.append(item)
    return out


def questions() -> list[dict]:
    return with_sections(_questions())


def _questions() -> list[dict]:
    q: list[dict] = []
    # --- lookups: one indicator's section, or the overview -------------------------------------------
    q += [
        about_indicator("spbe-001", "Apa saja bukti dukung yang diminta asesor untuk Indikator 22?", "lookup", 22,
                        "Bukti dukung of Indikator 22 (risk assessment, incident log, access-control and backup "
                        "records, awareness training, CSIRT records, evaluation). Indikator 8 (the policy on "
                        "information security) must not be cited."),
        about_indicator("spbe-002", "What does Level 3 (Terdefinisi) of Indikator 21 require?", "lookup", 21,
                        "Level 3 line of Indikator 21: risk management follows a defined guideline in the whole "
                        "organisation.", level=3),
        base("spbe-003", "Which aspect and which domain does Indikator 29 belong to?", "lookup", "answer",
             "Aspek 6 (Audit Teknologi Informasi dan Komunikasi / Pelaksanaan Audit TIK) in Domain 3 (Manajemen "
             "SPBE): the Aspek 6 summary names indicators 29 to 31 and the domain.", indicator=29,
             docs=[ASPECT_FILE[6], OVERVIEW, SPBE_TABLE], header=aspect_header(6)),
        base("spbe-004", "How much does each indicator of Aspek 7 weigh in the SPBE index?", "lookup", "answer",
             f"Aspek 7 summary: each indicator weighs {INDICATORS[32]['weight_pct_of_index']}% of the index "
             f"(10% of the aspect).", aspect=7, docs=[ASPECT_FILE[7], OVERVIEW], header=aspect_header(7),
             gold_values={"indicator_weight_pct": num(INDICATORS[32]["weight_pct_of_index"])}),
        about_overview("spbe-005", "What are the five level names of the kapabilitas proses maturity model?",
                       "Model tingkat kematangan",
                       "Overview: Rintisan, Terkelola, Terdefinisi, Terpadu dan Terukur, Optimum.",
                       gold_values={"level_names": LEVEL_NAMES["kapabilitas proses"]}),
        about_overview("spbe-006", "What predikat does an SPBE index of 3.12 get?", "Predikat indeks SPBE",
                       "Overview predicate table: 2.6 <= 3.12 < 3.5 is Baik (loaders/data/spbe/"
                       "spbe_predicate_scale.csv).", gold_values={"predikat": "Baik"}),
        about_overview("spbe-007", "How many indicators, aspects and domains does the SPBE evaluation under "
                       "PermenPANRB 59/2020 have?", "Kerangka evaluasi",
                       "Overview: 47 indicators, 8 aspects, 4 domains (spbe_structure.json counts).",
                       gold_values={k: STRUCTURE["counts"][k] for k in ("indicators", "aspects", "domains")}),
        about_indicator("spbe-008", "What does Indikator 43 on open data assess?", "lookup", 43,
                        "Penjelasan of Indikator 43: the open-data portal, machine-readable datasets with "
                        "metadata, find/download/request."),
        about_indicator("spbe-009", "What is required at Level 2 (Interaksi) of Indikator 35?", "lookup", 35,
                        "Level 2 line of Indikator 35: providers can register, search tenders, upload and "
                        "download documents.", level=2),
        about_indicator("spbe-010", "Which documents does the assessor ask for under Indikator 44 (JDIH)?",
                        "lookup", 44, "Bukti dukung of Indikator 44: portal address, list of legal documents with "
                        "metadata and status, statistics, link with the national network."),
        about_indicator("spbe-011", "What does Indikator 25 assess?", "lookup", 25,
                        "Penjelasan of Indikator 25: SPBE competence map, gap measurement, training and "
                        "certification."),
        about_indicator("spbe-012", "What does Level 5 of Indikator 24 require?", "lookup", 24,
                        "Level 5 line of Indikator 24: review results used to improve ICT asset management "
                        "continuously.", level=5),
        about_indicator("spbe-013", "Dokumen apa yang diminta asesor untuk Indikator 14 tentang inovasi proses "
                        "bisnis?", "lookup", 14, "Bukti dukung of Indikator 14: process maps before/after, "
                        "innovation register, savings report, evaluation."),
        about_indicator("spbe-014", "What does Indikator 20 on collaboration in SPBE implementation assess?",
                        "lookup", 20, "Penjelasan of Indikator 20: working with other agencies, universities, "
                        "private sector and communities; agreements and what they produced."),
        about_indicator("spbe-015", "What is required for Level 4 of Indikator 28?", "lookup", 28,
                        "Level 4 line of Indikator 28: service management integrated across ICT services, "
                        "service levels measured, reviewed periodically.", level=4),
        about_indicator("spbe-016", "What does the complaint service indicator, Indikator 42, require at "
                        "level 3?", "lookup", 42, "Level 3 (Transaksi) line of Indikator 42: complaints routed, "
                        "answered and closed in the system, answer approved by the responsible officer.", level=3),
        about_indicator("spbe-017", "What evidence is needed for Indikator 36 on the e-personnel service?",
                        "lookup", 36, "Bukti dukung of Indikator 36: demonstration, staff records, promotion and "
                        "leave requests processed, data exchanged with the national civil-service agency."),
        about_indicator("spbe-018", "What does Indikator 26 on knowledge management ask an agency to show?",
                        "lookup", 26, "Indikator 26: a knowledge repository that staff use; evidence is the "
                        "repository, sharing sessions, usage statistics, evaluation."),
        about_indicator("spbe-019", "What must the internal policy on data management regulate under "
                        "Indikator 3?", "lookup", 3, "Penjelasan of Indikator 3: data architecture, standards and "
                        "metadata, quality, roles of producers and walidata, sharing under Satu Data. Indikator 23 "
                        "(the practice) must not be cited."),
        about_indicator("spbe-020", "What does Indikator 9 on the internal ICT audit policy require?", "lookup",
                        9, "Penjelasan of Indikator 9: the policy says which objects are audited, how often, by "
                        "whom, and how findings are followed up. Indicators 29-31 (audits carried out) must not "
                        "be cited."),
        about_indicator("spbe-021", "What does Indikator 34 cover?", "lookup", 34,
                        "Penjelasan of Indikator 34: budget execution and accounting (payment requests and "
                        "orders, cash management, accounting entries, financial reports)."),
        about_indicator("spbe-022", "What is required at Level 2 of Indikator 17?", "lookup", 17,
                        "Level 2 line of Indikator 17: an intranet is planned and managed and connects part of "
                        "the offices.", level=2),
        about_indicator("spbe-023", "What monthly uptime target does the guide use for the data-centre service "
                        "at level 3?", "lookup", 16, "Level 3 line of Indikator 16: 99.5% per month (a sample "
                        "target). No indicator number in the question: found by paraphrase.", level=3,
                        gold_values={"uptime_target_pct": 99.5}),
        about_indicator("spbe-024", "How often is the SPBE risk register updated in the sample practice of the "
                        "guide?", "lookup", 21, "Penjelasan of Indikator 21: every semester (sample practice). "
                        "No indicator number in the question.", gold_values={"frequency": "every semester"}),
        about_indicator("spbe-025", "What does Indikator 37 mean by dynamic records?", "lookup", 37,
                        "Penjelasan of Indikator 37: official letters and memos (naskah dinas) from drafting and "
                        "signing to distribution, filing, retention and transfer to the archive."),
        about_overview("spbe-026", "Which SPBE domain carries the largest weight in the index?",
                       "Bobot domain dan aspek", "Overview: Domain 4 (Layanan SPBE), 45.5%.", domain=4,
                       gold_values={"domain": 4, "domain_weight_pct": DOMAINS[4]["weight_pct"]}),
    ]
    # --- similar pairs: the question names one side of a pair worded alike -------------------------------
    q += [
        about_indicator("spbe-027", "What evidence does the assessor ask for under the internal policy on "
                        "data-centre services (Kebijakan Internal Layanan Pusat Data), as opposed to the data-centre "
                        "service itself?", "similar-pair", 5, "Bukti dukung of Indikator 5 (the policy). "
                        "Indikator 16 (the service) differs by two words and must not be cited.", pair=[5, 16]),
        about_indicator("spbe-028", "What does Level 4 of Tingkat Kematangan Layanan Pusat Data require?",
                        "similar-pair", 16, "Level 4 line of Indikator 16 (connected to / migrated to the national "
                        "data centre; uptime, capacity, recovery time measured; DR site tested). Level 4 of "
                        "Indikator 5 (the policy) must not be cited.", level=4, pair=[5, 16]),
        about_indicator("spbe-029", "What documents are needed for Indikator 11, the agency's SPBE architecture "
                        "itself?", "similar-pair", 11, "Bukti dukung of Indikator 11 (architecture document, gap "
                        "analysis, working-session minutes, project checks, evaluation). Indikator 1 (policy on "
                        "the architecture) must not be cited.", pair=[1, 11]),
        about_indicator("spbe-030", "What must the internal policy on the SPBE architecture cover to reach "
                        "level 3?", "similar-pair", 1, "Level 3 line of Indikator 1: the architecture reference and "
                        "all six architecture domains. Indikator 11 is the architecture itself.", level=3,
                        pair=[1, 11]),
        about_indicator("spbe-031", "Which documents show the SPBE coordination team at work, rather than the "
                        "decree that establishes it?", "similar-pair", 19, "Bukti dukung of Indikator 19 (work "
                        "programme, minutes, decisions, activity report). Indikator 10 is the decree.",
                        pair=[10, 19]),
        about_indicator("spbe-032", "What must the decree establishing the SPBE coordination team set out under "
                        "Indikator 10?", "similar-pair", 10, "Penjelasan of Indikator 10: membership, chair, "
                        "duties and authority. Indikator 19 is the team at work.", pair=[10, 19]),
        about_indicator("spbe-033", "What does Indikator 12 (Peta Rencana SPBE) assess?", "similar-pair", 12,
                        "Penjelasan of Indikator 12: the multi-year roadmap itself. Indikator 13 (planning and "
                        "budgeting) and Indikator 2 (the policy on the roadmap) share words.", pair=[12, 13]),
        about_indicator("spbe-034", "How does the guide assess whether SPBE activities in the RKA trace back to "
                        "the roadmap?", "similar-pair", 13, "Indikator 13 (Keterpaduan Rencana dan Anggaran): "
                        "Renja/RKA traced to the roadmap, Bappeda and SPBE team sign-off. Indikator 12 (the "
                        "roadmap) shares 'rencana'.", pair=[12, 13]),
        about_indicator("spbe-035", "What does Indikator 15 on application development check, as opposed to "
                        "auditing applications?", "similar-pair", 15, "Penjelasan of Indikator 15 (SDLC, "
                        "requirements, repository, aplikasi umum, testing before release). Indikator 30 is the "
                        "application audit.", pair=[15, 30]),
        about_indicator("spbe-036", "What evidence is required for the audit of SPBE applications (Pelaksanaan "
                        "Audit Aplikasi SPBE)?", "similar-pair", 30, "Bukti dukung of Indikator 30 (audit plan, "
                        "audit reports, follow-up records, auditor credentials). Indikator 15 (building "
                        "applications) must not be cited.", pair=[15, 30]),
        about_indicator("spbe-037", "What does the internal policy on the intra-agency network (Indikator 6) "
                        "regulate?", "similar-pair", 6, "Penjelasan of Indikator 6: all units connect through the "
                        "closed network, operator, addressing and security rules, link to the government "
                        "intra-network. Indikator 17 is the network service.", pair=[6, 17]),
        about_indicator("spbe-038", "At level 3, how widely must applications use the service connector under "
                        "Indikator 18?", "similar-pair", 18, "Level 3 line of Indikator 18: every application of "
                        "the organisation exchanges data through the connector. Indikator 7 is the policy.",
                        level=3, pair=[7, 18]),
        about_indicator("spbe-039", "Which documents does the assessor request for Penerapan Manajemen Data?",
                        "similar-pair", 23, "Bukti dukung of Indikator 23 (catalogue with metadata, standards, "
                        "walidata quality checks, Satu Data sharing records). Indikator 3 is the policy.",
                        pair=[3, 23]),
        about_indicator("spbe-040", "What scope items must the internal policy on information-security "
                        "management cover?", "similar-pair", 8, "Indikator 8: scope and owner, planning, "
                        "operational support, performance evaluation, continual improvement. Indikator 22 is "
                        "security in practice.", pair=[8, 22]),
        about_indicator("spbe-041", "What does the SPBE security audit indicator (Audit Keamanan SPBE) look "
                        "at?", "similar-pair", 31, "Penjelasan of Indikator 31: penetration "
                        "tests, vulnerability assessments, ISMS audits. Indikator 29 (infrastructure audit) is "
                        "its neighbour.", pair=[29, 31]),
        about_indicator("spbe-042", "What does the internal policy on the roadmap (Kebijakan Internal Peta "
                        "Rencana SPBE) have to say?", "similar-pair", 2, "Penjelasan of Indikator 2: that a "
                        "multi-year roadmap exists, who prepares and approves it, how often it is updated, that "
                        "it follows the architecture. Indikator 12 is the roadmap itself.", pair=[2, 12]),
        about_indicator("spbe-043", "What must the internal policy on application development require before an "
                        "agency builds a special application?", "similar-pair", 4, "Penjelasan of Indikator 4: "
                        "the obligation to use general applications (aplikasi umum) first. Indikator 15 is "
                        "development in practice.", pair=[4, 15]),
        about_indicator("spbe-044", "What does level 2 of Indikator 7 on the service-connector policy require?",
                        "similar-pair", 7, "Level 2 line of Indikator 7: a policy on the service connector is "
                        "enacted and managed for part of the agency. Indikator 18 is the use of the connector.",
                        level=2, pair=[7, 18]),
        about_indicator("spbe-045", "What does the e-budgeting service indicator require at level 3?",
                        "similar-pair", 33, "Level 3 (Transaksi) line of Indikator 33: budgets submitted online, "
                        "validated and approved. Indikator 32 (e-planning) and 13 (planning-budget integration) "
                        "share words.", level=3, pair=[32, 33]),
    ]
    # --- multi-hop: indicator -> aspect -> domain ------------------------------------------------------
    q += [
        multi_hop("spbe-046", "What is the weight of the domain that indicator 13 belongs to?", 13,
                  {"domain": 2, "domain_weight_pct": weight_of_domain(13)},
                  "Indikator 13 -> Aspek 2 -> Domain 2 (Tata Kelola SPBE), 25% of the index."),
        multi_hop("spbe-047", "Which domain does Indikator 42 belong to, and what is that domain's weight in "
                  "the SPBE index?", 42, {"domain": 4, "domain_weight_pct": weight_of_domain(42)},
                  "Indikator 42 -> Aspek 8 -> Domain 4 (Layanan SPBE), 45.5%."),
        multi_hop("spbe-048", "What is the weight of the aspect that contains indicator 29?", 29,
                  {"aspect": 6, "aspect_weight_pct": weight_of_aspect(29)},
                  "Indikator 29 -> Aspek 6 (Audit TIK), 4.5% of the index."),
        multi_hop("spbe-049", "Indicator 22 is part of which aspect, and how much does that aspect weigh?", 22,
                  {"aspect": 5, "aspect_weight_pct": weight_of_aspect(22)},
                  "Indikator 22 -> Aspek 5 (Penerapan Manajemen SPBE), 12% of the index."),
        multi_hop("spbe-050", "What is the weight of the domain that contains the indicator Tingkat Kematangan "
                  "Layanan Pusat Data?", 16, {"domain": 2, "domain_weight_pct": weight_of_domain(16)},
                  "Named by its exact name (not Indikator 5, the policy): 16 -> Aspek 3 -> Domain 2, 25%."),
        multi_hop("spbe-051", "Which maturity model, with which level names, applies to Indikator 35 given its "
                  "domain?", 35, {"domain": 4, "maturity_model": INDICATORS[35]["maturity_model"],
                                  "level_names": LEVEL_NAMES[INDICATORS[35]["maturity_model"]]},
                  "Indikator 35 -> Domain 4 -> kapabilitas fungsi teknis: Informasi, Interaksi, Transaksi, "
                  "Kolaborasi, Optimum (overview 'Model tingkat kematangan'; the Aspek 7 summary names it too)."),
        multi_hop("spbe-052", "How many indicators are in the aspect that Indikator 19 belongs to?", 19,
                  {"aspect": 4, "indicators_in_aspect": sum(1 for r in INDICATORS.values() if r["aspect_no"] == "4")},
                  "Indikator 19 -> Aspek 4 (Penyelenggara SPBE): two indicators (19 and 20)."),
        multi_hop("spbe-053", "Indikator 8 termasuk domain apa, dan berapa bobot domain tersebut?", 8,
                  {"domain": 1, "domain_weight_pct": weight_of_domain(8)},
                  "Indikator 8 -> Aspek 1 -> Domain 1 (Kebijakan Internal SPBE), 13%."),
        multi_hop("spbe-054", "What share of the SPBE index does the domain containing Indikator 31 carry?", 31,
                  {"domain": 3, "domain_weight_pct": weight_of_domain(31)},
                  "Indikator 31 -> Aspek 6 -> Domain 3 (Manajemen SPBE), 16.5%."),
        multi_hop("spbe-055", "What is the weight of the aspect that Indikator 43 belongs to?", 43,
                  {"aspect": 8, "aspect_weight_pct": weight_of_aspect(43)},
                  "Indikator 43 -> Aspek 8 (Layanan Publik Berbasis Elektronik), 18%."),
        multi_hop("spbe-056", "What weight does the domain of Indikator 24 carry, and what does Indikator 24 "
                  "itself weigh?", 24, {"domain": 3, "domain_weight_pct": weight_of_domain(24),
                                        "indicator_weight_pct": num(INDICATORS[24]["weight_pct_of_index"])},
                  "Indikator 24 -> Aspek 5 -> Domain 3, 16.5%; the indicator itself 1.5% (Aspek 5 summary)."),
    ]
    # --- audit: evidence -> indicator + level --------------------------------------------------------
    q += [
        audit("spbe-057", "Indikator 1: The Regent's Regulation (Peraturan Bupati) Number 12 of 2022 on the "
              "agency's SPBE architecture was enacted in March 2022. The regulation covers all six architecture "
              "domains: business process, data and information, infrastructure, application, security and "
              "service.", 1, 3, "Own criteria of indicator 1: L2 enacted, L3 covers all architecture domains; "
              "nothing on integration or review, so not L4.", named="number"),
        audit("spbe-058", "Indikator 1: A draft internal policy on the SPBE architecture has been prepared by the "
              "communication and informatics office and is still being discussed with the legal bureau; it has "
              "not been signed by the head of the agency yet.", 1, 1,
              "A draft only ('not been signed' contradicts enacted): level 1.", named="number"),
        audit("spbe-059", "Evidence for Indikator 5: decree Number 7 of 2021 of the head of the agency on "
              "data-centre services was enacted and applies to all work units. It requires interconnection with "
              "the national data centre (Pusat Data Nasional), and the policy is reviewed every year by the SPBE "
              "team.", 5, 4, "Own criteria of indicator 5: enacted (L2), all work units (L3), interconnection "
              "with the national data centre and periodic review (L4); no follow-up with a new policy (L5).",
              named="number"),
        audit("spbe-060", "Indikator 5: a policy on data-centre services was enacted by decree No. 3 of 2023, but "
              "it only covers the finance and planning units; the other work units still run their own server "
              "rooms.", 5, 2, "Enacted but covering part of the work units: level 2 of indicator 5.",
              named="number"),
        audit("spbe-061", "Kebijakan Internal Manajemen Keamanan Informasi: Peraturan Bupati Nomor 20 Tahun 2021 "
              "telah ditetapkan dan mencakup seluruh ruang lingkup manajemen keamanan informasi. Kebijakan ini "
              "berlaku di seluruh perangkat daerah, direviu setiap tahun, dan hasil reviu tahun 2023 "
              "ditindaklanjuti dengan kebijakan baru.", 8, 5,
              "Indicator 8 by its short name. Enacted (L2), full scope (L3), all work units + reviewed (L4), "
              "review followed up with a new policy (L5).", named="short-name"),
        audit("spbe-062", "Indikator 8: the internal policy on information security was signed by the head of "
              "the agency in 2022. It sets the scope and the owner of information security, but it does not yet "
              "address performance evaluation and operational support.", 8, 2,
              "Enacted but not covering the full scope: level 2 of indicator 8.", named="number"),
        audit("spbe-063", "Indikator 13: since 2023 an internal guideline (pedoman) requires every work unit to "
              "check its SPBE activities against the roadmap before they enter the RKA, and Bappeda and the SPBE "
              "team manage the sign-off in each budget cycle.", 13, 3,
              "General process-capability criteria: managed (L2), defined guideline + every work unit (L3); "
              "nothing measured or reviewed (L4).", named="number"),
        audit("spbe-064", "Indikator 13: the SPBE planning and budgeting procedure is managed by Bappeda under a "
              "standard that applies to all work units. Each year Bappeda measures the share of SPBE budget lines "
              "that match roadmap activities, the coordination team reviews the results, and the plans are "
              "connected with other agencies' plans to avoid duplicated spending.", 13, 4,
              "Managed, defined + all units, measured + reviewed + connected with other agencies (L4); no "
              "improvement from the review (L5).", named="number"),
        audit("spbe-065", "Tingkat Kematangan Layanan Pusat Data: the agency runs a managed data-centre service "
              "that hosts the applications of some units; availability is monitored, but there is no service "
              "standard yet and several units still keep their own server rooms.", 16, 2,
              "Indicator 16 by its exact name. Managed for part of the units (L2); no standard (not L3).",
              named="name"),
        audit("spbe-066", "Evidence on the data-centre service, Indikator 16: servers are installed ad hoc in "
              "unit server rooms whenever a new application needs one, and nobody monitors their availability or "
              "hosts them centrally.", 16, 1, "Ad hoc only: level 1.", named="number"),
        audit("spbe-067", "Indikator 22: a responsible unit manages information security in all work units "
              "following a documented SOP; security monitoring is integrated with the national CSIRT, incident "
              "response time is measured against KPIs, and the implementation is reviewed every semester.", 22, 4,
              "Managed (L2), SOP + all work units (L3), integrated + measured + reviewed (L4); no continuous "
              "improvement (L5).", named="number"),
        audit("spbe-068", "Indikator 28: an ICT service desk managed by the communication and informatics office "
              "logs user requests and incidents for the head office only; there is no standard procedure or "
              "service level agreement for the other units yet.", 28, 2,
              "Managed in part of the agency (L2); no standard procedure (not L3).", named="number"),
        audit("spbe-069", "Indikator 33: in the e-budgeting application each unit uploads its RKA and looks up "
              "earlier budgets; the budget lines are validated automatically and routed for approval with a "
              "digital signature before the budget is final.", 33, 3,
              "Technical-function model: interaction (upload) L2, transaction (validation, approval, digital "
              "signature) L3. Levels 4-5 have no criteria in the data.", named="number"),
        audit("spbe-070", "Tingkat Kematangan Layanan Pengaduan Pelayanan Publik Berbasis Elektronik: citizens can "
              "upload complaints and search the status of earlier complaints on the portal, but the handling "
              "itself is still done on paper, without any approval step in the system.", 42, 2,
              "Indicator 42 by its exact name. Interaction (upload, search) L2; no transaction in the system.",
              named="name"),
        audit("spbe-071", "Indikator 43: the agency's open data page only displays a few statistical tables as "
              "images; users are not able to download any dataset and the page has no search function.", 43, 1,
              "One-way information only (L1); download and search are negated.", named="number"),
        audit("spbe-072", "The Regent's decree establishing the SPBE coordination team (Tim Koordinasi SPBE) was "
              "enacted in 2022 and names a responsible officer for each task; the team meets every quarter and "
              "its yearly work plan is managed by the secretariat.", 19, 2,
              "Decree (indicator 10, the policy) and the team at work (indicator 19) are both described: "
              "genuinely ambiguous, so warn and offer the other. Either way the general criteria give L2 "
              "(managed; no defined standard).", decision="warn", alternatives=[10], named="paraphrase"),
        audit("spbe-073", "A register of every ICT asset of the agency (servers, laptops, network devices and "
              "software licences) is kept for all work units under an asset management guideline, and a "
              "responsible officer manages each asset from procurement to disposal.", 24, 3,
              "No number or name: ICT asset management (indicator 24) by paraphrase. Managed, guideline + all "
              "work units: L3.", named="paraphrase"),
        audit("spbe-074", "The agency mapped the digital competences of the ICT staff in all work units against a "
              "defined competency standard, and training and certification are planned and budgeted every year "
              "to close the gaps found.", 25, 3,
              "No number or name: human-resource competence (indicator 25) by paraphrase. Planned/budgeted, "
              "defined standard + all work units: L3.", named="paraphrase"),
        audit("spbe-075", "Indikator 21: Manajemen risiko SPBE dilaksanakan sesuai pedoman di seluruh perangkat "
              "daerah dan dikelola oleh unit penanggung jawab; register risiko terintegrasi dengan manajemen "
              "risiko organisasi, tingkat risiko diukur dan direviu setiap semester, dan hasil reviu "
              "ditindaklanjuti dengan perbaikan berkelanjutan.", 21, 5,
              "Indonesian. Dikelola (L2), pedoman + seluruh perangkat daerah (L3), terintegrasi + diukur + "
              "direviu (L4), ditindaklanjuti / perbaikan berkelanjutan (L5).", named="number"),
        audit("spbe-076", "Indikator 30: in 2023 an external ICT auditor audited two applications against the "
              "national audit standard, but the audit was ad hoc, after a complaint, and its findings have not "
              "been followed up.", 30, 1, "Ad hoc, not planned or managed (L2 not met), so level 1 even though a "
              "standard is named.", named="number"),
        audit("spbe-077", "Indikator 37: aplikasi kearsipan dinamis memungkinkan pegawai mengunggah dan mencari "
              "naskah dinas, dan persetujuan surat keluar dilakukan dengan tanda tangan elektronik langsung di "
              "dalam aplikasi.", 37, 3, "Indonesian. Mengunggah (interaction, L2); persetujuan + tanda tangan "
              "elektronik (transaction, L3).", named="number"),
        audit("spbe-078", "Indikator 44: portal JDIH instansi hanya menampilkan daftar judul peraturan dan "
              "keputusan; teks lengkap peraturan belum tersedia untuk publik dan belum ada fitur pencarian "
              "dokumen hukum.", 44, 1, "Indonesian. 'hanya menampilkan' (one-way information, L1); no search or "
              "download (L2 not met).", named="number"),
        audit("spbe-079", "Indikator 23: the agency published a short article about the importance of good data "
              "on its website and held a one-day seminar for staff on data quality and the Satu Data "
              "principles.", 23, None, "Awareness activities, not data management: the evidence meets no "
              "level's criteria, so no level can be recommended (abstain).", decision="abstain",
              named="number"),
    ]
    # --- audit, worded without the criteria matcher's cue words: the level is plain to a reader ------
    q += [
        audit("spbe-087", "Indikator 1: our regent put his signature to the regulation on the agency's SPBE "
              "architecture last year and it now binds every unit, although only the business process and "
              "application parts are written so far; data, infrastructure, security and service are still "
              "missing.", 1, 2, "The regulation is signed and binding (enacted, L2) but covers two of the six "
              "architecture domains (not L3). Written without the cue words ('signature', 'binds' are not "
              "cues): measures cue-list coverage.", named="number", wording="no-cue-words"),
        audit("spbe-088", "Indikator 16: every application of the agency now runs in one central server "
              "facility; a catalogue lists the hosting options and the availability promised for each, and "
              "monthly reports compare real uptime with the 99.5% target.", 16, 3,
              "All applications hosted centrally, a service catalogue, uptime reported against a target: level "
              "3 as the corpus describes it. No connection to the national data centre (not L4). Written "
              "without cue words.", named="number", wording="no-cue-words"),
        audit("spbe-089", "Indikator 42: warga mengirim aduan lewat aplikasi, petugas meneruskannya ke unit "
              "terkait, dan jawaban yang sudah diperiksa kepala bidang dikirim kembali ke pelapor di aplikasi "
              "yang sama sampai aduan ditutup.", 42, 3,
              "Indonesian. Complaints are submitted, routed, answered after the head of division checks the "
              "answer, and closed in the application: a complete transaction (L3). Written without cue words.",
              named="number", wording="no-cue-words"),
    ]
    # --- abstain: what the corpus or the framework does not have --------------------------------------
    q += [
        base("spbe-080", "What does Indikator 52 assess?", "abstain", "abstain",
             "There are 47 indicators; 52 does not exist. Nothing should be cited."),
        base("spbe-081", "What evidence is required for Indikator 27 on change management?", "abstain", "abstain",
             "Indikator 27 exists (Aspek 5) but the benchmark corpus has no section on it (aspect summary "
             "does not name it); other Aspek 5 indicators are about something else.", indicator=27),
        base("spbe-082", "What does Level 4 of Indikator 40 on the e-performance-accountability (SAKIP) service "
             "require?", "abstain", "abstain", "Indikator 40 exists but is not covered by the corpus.",
             indicator=40, level=4),
        base("spbe-083", "What was the SPBE index of the Ministry of Finance in 2024?", "abstain", "abstain",
             "The corpus holds no agency's index value."),
        base("spbe-084", "What does Level 6 of Indikator 13 require?", "abstain", "abstain",
             "Levels run from 1 to 5; there is no level 6. Indikator 13's section exists but cannot answer.",
             indicator=13),
        base("spbe-085", "What sanctions does an agency face when its SPBE index is rated Kurang?", "abstain",
             "abstain", "The corpus defines the predicate Kurang but says nothing about sanctions."),
        base("spbe-086", "Dokumen apa yang diminta asesor untuk Indikator 47 (Layanan Publik Sektor 3)?",
             "abstain", "abstain", "Indikator 47 exists but is not covered by the corpus (the Aspek 8 file covers "
             "42-44).", indicator=47),
    ]
    return q


def validate(items: list[dict]) -> list[str]:
    problems = []
    ids = [i["id"] for i in items]
    problems += [f"duplicate id {x}" for x, c in Counter(ids).items() if c > 1]
    all_headers = {(f"{SOURCE}:{f}", h) for f, hs in HEADERS.items() for h in hs}
    for item in items:
        for doc in item["gold_doc_ids"]:
            if doc == SPBE_TABLE:
                continue
            if not (CORPUS / doc.split(":", 1)[1]).exists():
                problems.append(f"{item['id']}: no corpus file for {doc}")
        if item["gold_header"] and not any((d, item["gold_header"]) in all_headers for d in item["gold_doc_ids"]):
            problems.append(f"{item['id']}: header {item['gold_header']!r} not in {item['gold_doc_ids']}")
        n = item["gold_indicator"]
        if n is not None and n in INDICATORS and item["gold_aspect"] != int(INDICATORS[n]["aspect_no"]):
            problems.append(f"{item['id']}: aspect mismatch")
        for chunk in item["gold_chunks"]:
            heads = HEADERS.get(chunk["doc_id"].split(":", 1)[1], [])
            if not all(h in heads for h in chunk["header_path_contains"]):
                problems.append(f"{item['id']}: gold chunk {chunk} has a header not in its file")
        for section in item.get("gold_section") or []:
            if section not in SUBSECTIONS.get(n, []):
                problems.append(f"{item['id']}: no subsection {section!r} under indicator {n}")
        if item["kind"] in ("lookup", "similar-pair") and item["gold_header"] and \
                item["gold_header"].startswith("Indikator") and not item.get("gold_section"):
            problems.append(f"{item['id']}: indicator question without gold_section")
        if item["kind"] == "audit":
            evidence = item["question"][len(ASSESS):]
            if len(evidence) < 160:
                problems.append(f"{item['id']}: evidence has {len(evidence)} characters (< 160)")
        if item["gold_decision"] == "abstain" and item["gold_doc_ids"] and item["kind"] != "audit":
            problems.append(f"{item['id']}: abstain with gold docs")
    for n, name in INDICATOR_FILE.items():  # every corpus header uses the exact CSV name
        if indicator_header(n) not in HEADERS[name]:
            problems.append(f"corpus header of indicator {n} differs from the CSV name")
    return problems


def counts(items: list[dict]) -> str:
    kinds = Counter(i["kind"] for i in items)
    decisions = Counter(i["gold_decision"] for i in items)
    table = Counter((i["kind"], i["gold_decision"]) for i in items)
    lines = [f"{len(items)} questions; corpus covers {len(INDICATOR_FILE)} of {len(INDICATORS)} indicators "
             f"({', '.join(map(str, sorted(INDICATOR_FILE)))})", "",
             "| kind | answer | warn | abstain | total |", "|---|---|---|---|---|"]
    for kind in ("lookup", "similar-pair", "multi-hop", "audit", "abstain"):
        lines.append(f"| {kind} | " + " | ".join(str(table[(kind, d)]) for d in ("answer", "warn", "abstain"))
                     + f" | {kinds[kind]} |")
    lines.append("| total | " + " | ".join(str(decisions[d]) for d in ("answer", "warn", "abstain"))
                 + f" | {len(items)} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="check questions.jsonl is up to date; write nothing")
    args = parser.parse_args()
    items = questions()
    problems = validate(items)
    for p in problems:
        print("PROBLEM:", p, file=sys.stderr)
    text = "".join(json.dumps(i, ensure_ascii=False) + "\n" for i in items)
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("questions.jsonl is up to date" if same else "questions.jsonl is out of date", file=sys.stderr)
        return 0 if same and not problems else 1
    OUT.write_text(text, encoding="utf-8")
    print(counts(items))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
