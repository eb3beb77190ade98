"""Write admissions.jsonl: held-out admissions questions (same format as bench/data/admissions/questions.jsonl).

Gold values are computed from the shipped CSV by the helpers of bench/data/admissions/make_gold.py;
the questions, sessions and expected decisions are written here by hand. See README.md.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from bench.data.admissions import make_gold as g  # noqa: E402


def items() -> list[dict]:
    c = g.cutoff_q
    return [
        c("hadm-001", "What cutoff did BC candidates need for Electrical and Electronics Engineering at PSG Tech "
          "in 2023?", "lookup", colleges=["2006"], branches=["EE"], communities=["BC"], years=[2023],
          expect="answer", why="PSG Tech EE BC 2023."),
        c("hadm-002", "Tell me the SCA cutoff for mechanical engineering at CEG for 2024.", "lookup", colleges=["1"],
          branches=["ME"], communities=["SCA"], years=[2024], expect="answer", why="CEG ME SCA 2024."),
        c("hadm-003", "What were the OC cutoffs for CSE at Coimbatore Institute of Technology?", "lookup",
          colleges=["2007"], branches=["CS"], communities=["OC"], expect="answer", why="No year: both years."),
        c("hadm-004", "What was the ST cutoff mark for IT at PSG College of Technology in 2024?", "mark",
          colleges=["2006"], branches=["IT"], communities=["ST"], years=[2024], want="mark", expect="answer",
          why="A mark."),
        c("hadm-005", "Which closing rank did OC students have for ECE at CIT Coimbatore in 2023?", "rank",
          colleges=["2007"], branches=["EC"], communities=["OC"], years=[2023], want="rank", expect="answer",
          why="A rank."),
        c("hadm-006", "What was the BCM closing rank for CSE at Anna University Guindy in 2024?", "rank",
          colleges=["1"], branches=["CS"], communities=["BCM"], years=[2024], want="rank", expect="answer",
          why="Anna University Guindy is an alias of college 1."),
        g.fee_q("hadm-007", "How much is the annual fee for mechanical engineering at PSG Tech?", college="2006",
                branch="ME", why="The sample has fees for 2024 only."),
        g.fee_q("hadm-008", "What does IT cost per year at CIT Coimbatore?", college="2007", branch="IT",
                why="Fee of the program."),
        g.elig_q("hadm-009", "I scored 100 in maths, 99 in physics and 99 in chemistry. Which programs can I get "
                 "as an OC candidate?", 100, 99, 99, "OC", why="Eligibility."),
        g.elig_q("hadm-010", "My marks are Maths 95, Physics 90, Chemistry 92 and I am SC. Where can I get in?",
                 95, 90, 92, "SC", why="Eligibility."),
        g.elig_q("hadm-011", "With maths 97, physics 96 and chemistry 94, which CSE seats are open to a BC "
                 "student?", 97, 96, 94, "BC", branches=["CS"], why="Eligibility restricted to CS."),
        g.abstain_q("hadm-012", "What was the MBC cutoff for Aeronautical Engineering at MIT Chromepet in 2024?",
                    "abstain", "No Aeronautical Engineering program in the data."),
        g.abstain_q("hadm-013", "What was the OC cutoff for CSE at CEG in 2019?", "abstain",
                    "The sample has 2023 and 2024 only."),
        g.abstain_q("hadm-014", "What is the cutoff for CSE at IIT Madras for OBC students?", "abstain",
                    "IIT Madras is not a TNEA college in the data, and OBC is not a TNEA community."),
        g.abstain_q("hadm-015", "How much is the hostel fee at PSG Tech?", "abstain",
                    "The data has tuition fees only."),
        g.process_q("hadm-016", "Why is a closing rank not the same thing as a cutoff mark?",
                    "Section 'Cutoff mark and closing rank are different things'."),
        g.process_q("hadm-017", "Which certificates should I bring to TNEA counselling?",
                    "Section 'Documents for counselling'."),
        g.process_q("hadm-018", "If two students have equal cutoff marks, who gets the better rank?",
                    "Section 'Ties and the rank list'."),
        c("hadm-019", "What was the MBC cutoff for ECE at CIT Coimbatore in 2024?", "lookup", session="h1",
          colleges=["2007"], branches=["EC"], communities=["MBC"], years=[2024], expect="answer",
          why="Opens session h1."),
        c("hadm-020", "And for EEE?", "follow-up", session="h1", colleges=["2007"], branches=["EE"],
          communities=["MBC"], years=[2024], expect="answer",
          standalone="What was the MBC cutoff for EEE at CIT Coimbatore in 2024?", why="Branch replaced."),
        c("hadm-021", "what about ST students?", "follow-up", session="h1", colleges=["2007"], branches=["EE"],
          communities=["ST"], years=[2024],
          standalone="What was the ST cutoff for EEE at CIT Coimbatore in 2024?",
          why="Community replaced; the sample has no ST allotment for EEE at CIT in 2024."),
        c("hadm-022", "What was the OC cutoff for CSE at MIT Chromepet in 2023?", "lookup", session="h2",
          colleges=["4"], branches=["CS"], communities=["OC"], years=[2023], why="Opens session h2."),
        c("hadm-023", "and at CEG?", "follow-up", session="h2", colleges=["1"], branches=["CS"],
          communities=["OC"], years=[2023], expect="answer",
          standalone="What was the OC cutoff for CSE at CEG in 2023?", why="Institution replaced."),
        c("hadm-024", "and in 2024?", "follow-up", session="h2", colleges=["1"], branches=["CS"],
          communities=["OC"], years=[2024], expect="answer",
          standalone="What was the OC cutoff for CSE at CEG in 2024?", why="Year replaced."),
    ]


if __name__ == "__main__":
    lines = items()
    (HERE / "admissions.jsonl").write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in lines),
                                           encoding="utf-8")
    print(f"{len(lines)} admissions questions;", {i["id"]: i["gold_decision"] for i in lines if i["gold_decision"] != "answer"})
