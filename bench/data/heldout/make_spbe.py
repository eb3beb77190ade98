"""Write spbe.jsonl: held-out SPBE questions (same format as bench/data/spbe/questions.jsonl).

Gold labels come from Strata's shipped SPBE tables and bench/data/spbe/corpus only, through the helpers
of bench/data/spbe/make_questions.py (structure facts read from loaders/data/spbe/). See README.md.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from bench.data.spbe import make_questions as mq  # noqa: E402

B, K, P = mq.B, mq.K, mq.P


def ind(qid: str, question: str, kind: str, n: int, section: list[str], why: str, **extra) -> dict:
    item = mq.about_indicator(qid, question, kind, n, why, **extra)
    item["gold_section"] = section
    return item


def items() -> list[dict]:
    d5, d2 = mq.weight_of_domain, mq.weight_of_aspect
    found = [
        ind("hspbe-001", "Dokumen apa yang menjadi bukti dukung untuk Indikator 24 tentang manajemen aset TIK?",
            "lookup", 24, [B], "Bukti dukung of Indikator 24."),
        ind("hspbe-002", "What does indicator 29 on the infrastructure audit evaluate?", "lookup", 29, [P],
            "Penjelasan of Indikator 29."),
        ind("hspbe-003", "Jelaskan kriteria tingkat kematangan untuk Indikator 43 (layanan data terbuka).", "lookup",
            43, [K], "Kriteria of Indikator 43."),
        ind("hspbe-004", "What evidence supports indicator 36 on electronic personnel services?", "lookup", 36, [B],
            "Bukti dukung of Indikator 36."),
        ind("hspbe-005", "What is assessed under Indikator 20, collaboration in implementing SPBE?", "lookup", 20,
            [P], "Penjelasan of Indikator 20."),
        ind("hspbe-006", "How does an agency reach a higher maturity level for indicator 25 on staff competence?",
            "lookup", 25, [K], "Kriteria of Indikator 25."),
        ind("hspbe-007", "Apa yang dinilai pada Indikator 42 tentang layanan pengaduan pelayanan publik?", "lookup", 42,
            [P], "Penjelasan of Indikator 42."),
        ind("hspbe-008", "What must an agency show for indicator 11 on its SPBE architecture?", "lookup", 11, [B, K],
            "Indikator 11 (architecture itself), not Indikator 1 (the internal policy on architecture)."),
        ind("hspbe-009", "What does the indicator on the data-centre service itself (not the policy about it) "
            "assess?", "similar-pair", 16, [P], "Indikator 16 (the service); Indikator 5 is the policy.",
            pair=[16, 5]),
        ind("hspbe-010", "Under the internal policy on information security management, what evidence is needed?",
            "similar-pair", 8, [B], "Indikator 8 (the policy); Indikator 22 is applying it.", pair=[8, 22]),
        ind("hspbe-011", "What does the indicator on applying data management (penerapan manajemen data) assess?",
            "similar-pair", 23, [P], "Indikator 23 (applying it); Indikator 3 is the internal policy.", pair=[23, 3]),
        ind("hspbe-012", "What is evaluated for the SPBE coordination team itself, as opposed to the internal "
            "policy that sets it up?", "similar-pair", 19, [P],
            "Indikator 19 (the team); Indikator 10 is the policy.", pair=[19, 10]),
        ind("hspbe-013", "What evidence is asked for under the SPBE security audit indicator "
            "(Pelaksanaan Audit Keamanan SPBE)?", "similar-pair", 31, [B],
            "Indikator 31 (security audit); Indikator 30 is the application audit.", pair=[31, 30]),
        mq.multi_hop("hspbe-014", "Which domain does indicator 35 belong to, and what is its weight?", 35,
                     {"domain": 4, "domain_weight_pct": d5(35)}, "Indikator 35 -> Aspek 7 -> Domain 4."),
        mq.multi_hop("hspbe-015", "What is the weight of the aspect that contains indicator 30?", 30,
                     {"aspect": 6, "aspect_weight_pct": d2(30)}, "Indikator 30 -> Aspek 6."),
        mq.multi_hop("hspbe-016", "Indikator 17 termasuk aspek apa, dan berapa bobot domainnya?", 17,
                     {"aspect": 3, "domain": 2, "domain_weight_pct": d5(17)}, "Indikator 17 -> Aspek 3 -> Domain 2."),
        mq.multi_hop("hspbe-017", "Which aspect and domain is indicator 9 part of?", 9,
                     {"aspect": 1, "domain": 1}, "Indikator 9 -> Aspek 1 -> Domain 1."),
        mq.audit("hspbe-018", "Indikator 8: The Head of Agency Regulation on information security management was "
                 "enacted in 2023. It covers the scope, the owner, planning, operational support, performance "
                 "evaluation and continual improvement of information security.", 8, 3,
                 "Enacted and covers the full scope: level 3 (no periodic review or all-unit coverage stated).",
                 named="number"),
        mq.audit("hspbe-019", "Indikator 5: A draft concept of an internal policy on the use of data-centre "
                 "services has been prepared but not enacted.", 5, 1, "Only a concept: level 1.", named="number"),
        mq.audit("hspbe-020", "Indikator 5: The regulation on data-centre services has been enacted and covers all "
                 "work units; it regulates connection to the National Data Centre (Pusat Data Nasional) and is "
                 "reviewed every year.", 5, 4, "All units, the National Data Centre and periodic review: level 4.",
                 named="number"),
        mq.base("hspbe-021", "What does Indikator 48 of the SPBE evaluation measure?", "abstain", "abstain",
                "There are 47 indicators; 48 does not exist."),
        mq.base("hspbe-022", "What evidence does an assessor ask for under Indikator 0?", "abstain", "abstain",
                "Indicators are numbered 1 to 47."),
        mq.base("hspbe-023", "Berapa bobot Domain 5 dalam indeks SPBE?", "abstain", "abstain",
                "There are four domains; Domain 5 does not exist."),
        mq.base("hspbe-024", "What is the evidence list for Indikator 39?", "abstain", "abstain",
                "Indikator 39 exists but the corpus has no section for it (38-41 are missing): nothing to cite. "
                "A warning citing the aspect summary would also be defensible; the gold is abstain as in the "
                "original set's convention for 27, 40 and 47."),
    ]
    out = []
    for item in found:
        why = item.pop("why")
        if item["kind"] == "audit":
            item["gold_section"] = [K]
        item.setdefault("gold_section", None)
        item["gold_chunks"] = mq.gold_chunks(item)
        item["why"] = why
        out.append(item)
    return out


if __name__ == "__main__":
    lines = items()
    (HERE / "spbe.jsonl").write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in lines),
                                     encoding="utf-8")
    print(f"{len(lines)} spbe questions")
