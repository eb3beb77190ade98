"""A deterministic synthetic corpus and question set shaped like Strata's workload, for benchmarks.

    from bench.synthetic import write_corpus, questions
    plan = write_corpus(Path("corpus"), children=10_000)   # ≈10k embedded child chunks
    qs = questions(200)                                     # place-scoped, SPBE and general questions

Four kinds of document, interleaved in a fixed pattern (``MIX``):

* place guidance (Markdown): wildfire, evacuation, defensible space, burn permits, drinking water
  and shelters for one US place at state, county or city level (``PLACES``: 55 real places the
  offline US gazetteer resolves, written qualified like "Paradise, California");
* general guidance (Markdown): the same topics with no place named (location-independent);
* SPBE guides (Markdown): "## Indikator N: <name>" sections in Indonesian/English evaluation prose,
  with the indicator names of ``loaders/data/spbe/spbe_indicators.csv``;
* admissions notes (JSONL, 50 records a file): TNEA counselling prose (cutoffs, communities, colleges).

Every document depends only on ``(seed, index)``, so the same seed gives the same corpus and a
smaller corpus is a prefix of a bigger one. Sizes are asked for in *children* (the chunks that get
embedded): the number of documents is calibrated by running Strata's own parser and chunker on the
first ``CALIBRATION_DOCS`` documents (children ≤ 254 word pieces, parents ≈ 1,500 tokens; see
docs/ingest.md), so the ingested count lands within a few percent of the target; the exact count is
what the ingest reports.
"""

from __future__ import annotations

import csv
import json
import math
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# (qualified name as written, short name used inside the prose, level); all resolve in the US gazetteer
PLACES: list[tuple[str, str, str]] = [
    *[(s, s, "state") for s in ("California", "Oregon", "Washington", "Colorado", "Arizona", "Texas", "Florida",
                                 "Montana", "Idaho", "Nevada", "New Mexico", "Utah", "Hawaii")],
    *[(f"{c}, {s}", c, "county") for c, s in (
        ("Butte County", "California"), ("Sonoma County", "California"), ("Napa County", "California"),
        ("Shasta County", "California"), ("Los Angeles County", "California"), ("San Diego County", "California"),
        ("Deschutes County", "Oregon"), ("Jackson County", "Oregon"), ("Boulder County", "Colorado"),
        ("Maricopa County", "Arizona"), ("Travis County", "Texas"), ("Kittitas County", "Washington"),
        ("Maui County", "Hawaii"), ("Sevier County", "Tennessee"))],
    *[(f"{c}, {s}", c, "city") for c, s in (
        ("Paradise", "California"), ("Chico", "California"), ("Oroville", "California"),
        ("Santa Rosa", "California"), ("Napa", "California"), ("Redding", "California"),
        ("Sacramento", "California"), ("Malibu", "California"), ("San Diego", "California"), ("Bend", "Oregon"),
        ("Medford", "Oregon"), ("Ashland", "Oregon"), ("Portland", "Oregon"), ("Boulder", "Colorado"),
        ("Colorado Springs", "Colorado"), ("Flagstaff", "Arizona"), ("Phoenix", "Arizona"), ("Austin", "Texas"),
        ("Spokane", "Washington"), ("Wenatchee", "Washington"), ("Missoula", "Montana"), ("Boise", "Idaho"),
        ("Reno", "Nevada"), ("Santa Fe", "New Mexico"), ("Springfield", "Illinois"),
        ("Springfield", "Massachusetts"), ("Lahaina", "Hawaii"), ("Gatlinburg", "Tennessee"))],
]

# One document in ten of each kind, in this order (index % 10).
MIX = ("place", "place", "spbe", "place", "general", "place", "admissions", "place", "spbe", "place")
ADMISSIONS_PER_FILE = 50
CALIBRATION_DOCS = 60

# -- vocabulary ------------------------------------------------------------------------------------

AGENCY = ["the fire district", "the county sheriff", "the office of emergency services", "the fire marshal",
          "the state forestry department", "the public works department", "the water utility",
          "the local fire department", "the emergency management office", "the health department"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"]
DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ITEM = ["medications", "copies of important documents", "a battery radio", "drinking water for three days",
        "a flashlight", "spare glasses", "pet food and leashes", "phone chargers", "a first aid kit", "cash",
        "N95 masks", "a change of clothes"]
FUEL = ["dry grass", "dead leaves", "pine needles", "brush", "stacked firewood", "wood mulch", "dead branches",
        "juniper shrubs", "tall weeds", "fallen bark"]
PART = ["roof", "gutters", "attic vents", "deck", "eaves", "fence line", "crawl space vents", "windows", "garage door"]

TOPICS: dict[str, tuple[list[str], list[str]]] = {
    # topic: (section titles, sentence templates)
    "evacuation": (
        ["Evacuation zones and routes", "Evacuation warnings and orders", "Leaving early", "Returning home",
         "Evacuation of people with disabilities", "Traffic control during evacuations"],
        ["Residents of {short} should know their evacuation zone number before the fire season starts in {month}.",
         "An evacuation warning means prepare to leave; an evacuation order from {agency} means leave now.",
         "The primary evacuation route out of {short} may close without notice when fire crosses the road.",
         "Pack a go-bag with {item}, {item2} and {item3} and keep it near the door.",
         "{Agency} sends alerts by text message, siren and door-to-door notification in {short}.",
         "Do not wait for an order if you see smoke or flames near your street; leave early.",
         "Shelters open at schools and community centers once an evacuation order covers zone {zone}.",
         "Drivers must follow the contraflow lanes set up by {agency} during a mass evacuation.",
         "Residents who need help to evacuate should register with {agency} before {month}.",
         "Re-entry to evacuated areas is allowed only after {agency} lifts the order for each zone.",
         "Large animals and livestock need a separate plan, because trailers slow evacuation traffic.",
         "Check the evacuation map for {short} every spring, as zone boundaries change after new construction.",
         "Keep the gas tank at least half full during red flag warnings so you can leave without stopping.",
         "Road closures in {short} are posted on the county website and on local radio every {number} minutes."]),
    "defensible": (
        ["Defensible space zones", "Ember-resistant construction", "Vegetation clearance", "Inspections",
         "Hardening the home", "Trees and shrubs near structures"],
        ["Property owners in {short} must keep defensible space of at least {feet} feet around every building.",
         "Zone 0, the first five feet from the walls, must hold nothing that can burn, such as {fuel}.",
         "Remove {fuel} and {fuel2} from the {part} and the {part2} before {month}.",
         "Tree branches must be trimmed at least {number} feet from chimneys and roof lines.",
         "{Agency} inspects properties in {short} between {month} and {month2} each year.",
         "An owner who fails an inspection receives a notice and {number} days to correct the violation.",
         "Cover {part} openings with metal mesh of one eighth inch or smaller to stop embers.",
         "Grass within {feet} feet of a structure must be cut to a height of four inches or less.",
         "Leave horizontal space between shrubs and vertical space between shrubs and the lowest branches.",
         "Fire-resistant roofing of class A is required for new homes and major roof repairs in {short}.",
         "Embers can travel more than a mile ahead of a wildfire and ignite {fuel} near a house.",
         "Wooden fences attached to the house should be replaced with metal for the last {number} feet.",
         "Neighbors can share the cost of clearing brush along a common property line.",
         "Chipping programs run by {agency} remove cut vegetation from the curb at no charge."]),
    "burning": (
        ["Burn permits", "Red flag warnings", "Open burning restrictions", "Campfires and barbecues",
         "Equipment use during fire season", "Penalties"],
        ["A burn permit from {agency} is required for any open burning of yard debris in {short}.",
         "Burning is suspended on red flag days, when wind and low humidity make fires spread fast.",
         "Debris piles must be no larger than {number} feet across and at least {feet} feet from structures.",
         "Check the daily burn status for {short} before lighting a pile; it can change by {day} morning.",
         "Open burning is banned from {month} to {month2} in most of {short}.",
         "Campfires are allowed only in approved fire rings at developed campgrounds during fire season.",
         "Mowing dry grass with metal blades should be done before ten in the morning to avoid sparks.",
         "A person who starts a fire through negligence may be billed for the cost of putting it out.",
         "Keep a shovel and a charged hose next to any burn pile until it is completely out.",
         "Burning household trash, plastics or treated wood is illegal at all times.",
         "Fireworks are prohibited in {short} during the fire season, including on holidays.",
         "{Agency} may revoke a burn permit when air quality is poor or crews are committed elsewhere."]),
    "water": (
        ["Boil-water notices", "Water restrictions", "Drinking water after a wildfire", "Testing private wells",
         "Water pressure for firefighting", "Lifting a notice"],
        ["{Agency} issued a boil-water notice for parts of {short} after pressure dropped in the mains.",
         "Bring tap water to a rolling boil for one minute before drinking it or using it for cooking.",
         "After a wildfire, damaged pipes can leach benzene and other chemicals into drinking water.",
         "Private well owners in {short} should test for bacteria and volatile compounds after a fire.",
         "Outdoor watering is limited to {day} and {day2} under the current water restrictions.",
         "Leaving sprinklers running during an evacuation lowers the pressure firefighters need.",
         "The notice for {short} stays in effect until two rounds of samples test clean.",
         "Bottled water is handed out at the community center on {day} from eight to noon.",
         "Ice made from tap water during the notice should be thrown away.",
         "Infants, older adults and people with weak immune systems should use bottled water.",
         "Flush household pipes for {number} minutes once the notice is lifted.",
         "Report low pressure or discolored water to {agency} through the utility hotline."]),
    "shelter": (
        ["Emergency shelters", "Animals at shelters", "Air quality and smoke", "Cooling and clean air centers",
         "Recovery assistance"],
        ["Emergency shelters in {short} open when {agency} issues an evacuation order.",
         "Bring {item} and {item2} to the shelter; cots and meals are provided.",
         "Small pets are accepted at shelters in crates; large animals go to the fairgrounds.",
         "When the air quality index passes {aqi}, stay indoors and close windows and doors.",
         "Clean air centers in {short} run portable filters and stay open until nine at night.",
         "N95 masks filter wildfire smoke particles; cloth masks do not.",
         "Recovery centers help residents apply for disaster assistance and replace documents.",
         "Debris removal after a fire needs a right-of-entry form signed by the property owner.",
         "Volunteers register with {agency} before helping at a shelter.",
         "Shelter locations are announced on local radio and on the county alert system."]),
}

SPBE_SENTENCES = [
    "Indikator ini menilai {topic} pada instansi pusat dan pemerintah daerah.",
    "The auditor checks whether the agency has an enacted policy on {topic_en} and whether it is reviewed.",
    "Bukti dukung berupa dokumen kebijakan yang telah ditetapkan oleh pimpinan instansi.",
    "An agency that only drafts the policy without enacting it does not meet the criteria.",
    "Evaluasi SPBE dilaksanakan oleh Kementerian PANRB bersama asesor eksternal setiap tahun.",
    "Evidence must be uploaded before the deadline in {month}; late documents are not assessed.",
    "The score of this indicator counts toward the aspect score with the weight set in the guidelines.",
    "Tim koordinasi SPBE memastikan {topic} selaras dengan arsitektur dan peta rencana SPBE.",
    "Reviewers compare the policy text with the architecture domains it claims to cover.",
    "Dokumen evaluasi menunjukkan perbaikan berkelanjutan berdasarkan hasil reviu sebelumnya.",
    "Each unit of the agency must apply the same procedure, and the coordinator keeps the records.",
    "Hasil pemantauan dilaporkan kepada pimpinan instansi sebagai bahan perbaikan.",
]
# Only the "Kriteria tingkat kematangan" subsection names levels (as real guides do): the rest of an
# indicator's text links to the indicator itself, not to one of its levels.
LEVEL_SENTENCES = [
    "At level {level} the practice is documented, applied across units and evaluated every year.",
    "Tingkat kematangan {level} berarti proses telah {stage} dan dievaluasi secara berkala.",
]
STAGE = ["dirintis", "dikelola", "didefinisikan", "dipadukan dan diukur", "dioptimalkan"]

ADMISSIONS_SENTENCES = [
    "Students apply for engineering seats through single-window counselling in {round} rounds.",
    "The cutoff mark out of 200 is mathematics plus half of physics and half of chemistry.",
    "A community certificate is needed to claim a reserved seat in the {community} category.",
    "Closing ranks for computer science rose by {number} places compared with the previous year.",
    "Choice filling opens after the rank list is published and closes on {day} evening.",
    "A tentative allotment must be confirmed by the student within {number} days.",
    "Colleges with high demand for electronics fill their seats in the first round.",
    "The first-graduate fee concession needs a certificate from the revenue office.",
    "Supplementary counselling fills the seats still vacant after the general rounds.",
    "Tie-breaking uses the mathematics mark, then physics, then date of birth, then a random number.",
    "Certificate verification takes place online or at a facilitation centre near the student.",
    "Seven and a half percent of seats are set aside for students from government schools.",
]
GENERAL_TITLES = ["Wildfire preparedness for every household", "Making a family emergency plan",
                  "How embers ignite homes", "Protecting drinking water at home", "Living with wildfire smoke"]


@dataclass
class CorpusPlan:
    """What ``write_corpus`` wrote: counts by kind and the calibrated children estimate."""

    folder: Path
    documents: int
    files: int
    target_children: int
    estimated_children: int
    children_per_document: float
    by_kind: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Question:
    text: str
    kind: str  # place | spbe | general


def indicators() -> list[tuple[int, str, str]]:
    """(number, Indonesian name, English gloss) of the 47 SPBE indicators Strata ships."""
    path = ROOT / "loaders" / "data" / "spbe" / "spbe_indicators.csv"
    with path.open(encoding="utf-8", newline="") as handle:
        return [(int(r["indicator_no"]), r["name_id"], r["gloss_en_unofficial"]) for r in csv.DictReader(handle)]


# Composed vectors (bench/composed.py): every sentence written while ``CANONICAL`` is a dict maps to its
# template filled with the same place/indicator/community and fixed values for the rest, so a bank of a few
# thousand canonical sentences stands for every sentence of a 100k corpus.
CANONICAL: dict[str, str] | None = None
CANON_VALUES = {"agency": AGENCY[0], "Agency": AGENCY[0].capitalize(), "month": "May", "month2": "September",
                "day": "Monday", "day2": "Thursday", "item": ITEM[0], "item2": ITEM[1], "item3": ITEM[2],
                "fuel": FUEL[0], "fuel2": FUEL[1], "part": PART[0], "part2": PART[1], "zone": "7", "feet": "100",
                "number": "10", "aqi": "150", "round": "3"}


def _written(text: str, template: str, **identity: str) -> str:
    """Record ``text``'s canonical sentence when recording; returns ``text`` (no randomness used)."""
    if CANONICAL is not None:
        CANONICAL[text] = template.format(**{**CANON_VALUES, **identity})
    return text


def _fill(template: str, rng: random.Random, short: str) -> str:
    pick = rng.choice
    values = {
        "short": short, "agency": pick(AGENCY), "Agency": pick(AGENCY).capitalize(),
        "month": pick(MONTH), "month2": pick(MONTH), "day": pick(DAY), "day2": pick(DAY),
        "item": pick(ITEM), "item2": pick(ITEM), "item3": pick(ITEM), "fuel": pick(FUEL),
        "fuel2": pick(FUEL), "part": pick(PART), "part2": pick(PART),
        "zone": str(rng.randint(1, 40)), "feet": str(rng.choice((30, 50, 100, 200))), "number": str(rng.randint(2, 45)),
        "aqi": str(rng.choice((100, 150, 200, 300))),
    }
    return _written(template.format(**values), template, short=short)


def _paragraph(rng: random.Random, templates: list[str], short: str, sentences: tuple[int, int] = (3, 6)) -> str:
    return " ".join(_fill(rng.choice(templates), rng, short) for _ in range(rng.randint(*sentences)))


def _guidance(rng: random.Random, index: int, place: tuple[str, str, str] | None) -> tuple[str, str]:
    """A Markdown guidance document about ``place`` (None: general, no place named)."""
    topic = rng.choice(list(TOPICS))
    sections, templates = TOPICS[topic]
    if place is None:
        title = f"{rng.choice(GENERAL_TITLES)} ({topic})"
        short = "your community"
    else:
        qualified, short, _ = place
        title = f"{sections[0]} in {qualified}"
    lines = [f"# {_written(title, title)}", ""]
    if place is not None:
        month, agency = rng.choice(MONTH), rng.choice(AGENCY)
        applies = _written(f"This guidance applies to {place[0]}.", f"This guidance applies to {place[0]}.")
        reviewed = _written(f"It is reviewed every {month} by {agency}.", "It is reviewed every {month} by {agency}.")
        lines += [f"{applies} {reviewed}", ""]
    for section in rng.sample(sections, k=min(len(sections), rng.randint(3, 5))):
        lines += [f"## {section}", ""]
        for _ in range(rng.randint(6, 14)):
            lines += [_paragraph(rng, templates, short), ""]
    kind = "general" if place is None else "place"
    slug = "general" if place is None else short.lower().replace(" ", "_")
    return f"{kind}/{index // 1000:03d}/{index:06d}_{slug}_{topic}.md", "\n".join(lines)


def _spbe(rng: random.Random, index: int, table: list[tuple[int, str, str]]) -> tuple[str, str]:
    unit = rng.choice(["Kabupaten", "Kota", "Provinsi", "Kementerian"])
    intro = "Panduan ini merangkum kriteria evaluasi Sistem Pemerintahan Berbasis Elektronik (SPBE)."
    lines = [f"# {_written(f'Panduan Evaluasi SPBE {unit} {index}', f'Panduan Evaluasi SPBE {unit}')}", "",
             _written(intro, intro), ""]
    for number, name, gloss in sorted(rng.sample(table, k=rng.randint(3, 5))):
        lines += [f"## Indikator {number}: {name}", ""]
        topic, topic_en = name.removeprefix("Tingkat Kematangan ").lower(), gloss.lower()
        for _ in range(rng.randint(4, 9)):
            sentences = [_spbe_sentence(rng, topic, topic_en) for _ in range(rng.randint(3, 6))]
            lines += [" ".join(sentences), ""]
        if rng.random() < 0.3:
            lines += ["### Kriteria tingkat kematangan", ""]
            lines += [f"- {_level_sentence(rng, level)}" for level in range(1, 6)]
            lines += [""]
    return f"spbe/{index // 1000:03d}/{index:06d}_panduan.md", "\n".join(lines)


def _spbe_sentence(rng: random.Random, topic: str, topic_en: str) -> str:
    template = rng.choice(SPBE_SENTENCES)
    return _written(template.format(topic=topic, topic_en=topic_en, month=rng.choice(MONTH)), template,
                    topic=topic, topic_en=topic_en)


def _level_sentence(rng: random.Random, level: int) -> str:
    template = rng.choice(LEVEL_SENTENCES)
    return _written(template.format(level=level, stage=STAGE[level - 1]), template, level=str(level),
                    stage=STAGE[level - 1])


def _admissions_sentence(rng: random.Random) -> str:
    template = rng.choice(ADMISSIONS_SENTENCES)
    values = {"round": rng.randint(2, 4), "community": rng.choice(["BC", "MBC", "SC", "ST", "BCM", "SCA"]),
              "number": rng.randint(3, 400), "day": rng.choice(DAY)}
    return _written(template.format(**values), template, community=values["community"])


def _admissions(rng: random.Random, index: int) -> dict:
    paragraphs = []
    for _ in range(rng.randint(5, 12)):
        sentences = [_admissions_sentence(rng) for _ in range(rng.randint(3, 6))]
        paragraphs.append(" ".join(sentences))
    return {"id": f"admissions-note-{index:06d}", "title": f"TNEA counselling note {index}",
            "text": "\n\n".join(paragraphs)}


def document(index: int, seed: int = 7) -> tuple[str, str | dict]:
    """Document ``index``: (kind, (relative path, Markdown) or a JSONL record). Depends on seed and index only."""
    rng = random.Random(f"{seed}:{index}")
    kind = MIX[index % len(MIX)]
    if kind == "place":
        return kind, _guidance(rng, index, rng.choice(PLACES))
    if kind == "general":
        return kind, _guidance(rng, index, None)
    if kind == "spbe":
        return kind, _spbe(rng, index, indicators_cached())
    return kind, _admissions(rng, index)


_INDICATORS: list[tuple[int, str, str]] = []


def indicators_cached() -> list[tuple[int, str, str]]:
    if not _INDICATORS:
        _INDICATORS.extend(indicators())
    return _INDICATORS


def children_of(index: int, seed: int = 7) -> int:
    """Children Strata's parser and chunker make of document ``index`` (as ingest does, MiniLM limits)."""
    import tempfile

    from loaders.chunk import chunk
    from loaders.parse import parse

    kind, content = document(index, seed)
    with tempfile.TemporaryDirectory() as tmp:
        if isinstance(content, dict):
            path = Path(tmp) / "doc.jsonl"
            path.write_text(json.dumps(content) + "\n", encoding="utf-8")
        else:
            path = Path(tmp) / "doc.md"
            path.write_text(content[1], encoding="utf-8")
        docs = parse(path)
    return sum(1 for d in docs for c in chunk(d, child_tokens=254) if c.kind == "child")


def calibrate(seed: int = 7, sample: int = CALIBRATION_DOCS) -> float:
    """Mean children per document over the first ``sample`` documents (the mix repeats every 10)."""
    return sum(children_of(i, seed) for i in range(sample)) / sample


def write_corpus(folder: Path, children: int, seed: int = 7, per_document: float | None = None) -> CorpusPlan:
    """Write enough documents for ≈``children`` embedded children under ``folder``; same seed, same files."""
    per_document = per_document or calibrate(seed)
    documents = max(1, math.ceil(children / per_document))
    folder.mkdir(parents=True, exist_ok=True)
    by_kind: dict[str, int] = {}
    records: list[dict] = []
    files = 0
    for index in range(documents):
        kind, content = document(index, seed)
        by_kind[kind] = by_kind.get(kind, 0) + 1
        if isinstance(content, dict):
            records.append(content)
            continue
        path = folder / content[0]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content[1], encoding="utf-8")
        files += 1
    for start in range(0, len(records), ADMISSIONS_PER_FILE):
        path = folder / "admissions" / f"notes_{start // ADMISSIONS_PER_FILE:04d}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(json.dumps(r) + "\n" for r in records[start:start + ADMISSIONS_PER_FILE]),
                        encoding="utf-8")
        files += 1
    return CorpusPlan(folder, documents, files, children, round(documents * per_document), per_document, by_kind)


# -- questions --------------------------------------------------------------------------------------

PLACE_QUESTIONS = [
    "What are the evacuation rules in {place}?",
    "How much defensible space do I need around my house in {place}?",
    "Is there a boil-water notice in {place}, and how long should I boil tap water?",
    "Can I burn yard debris at my home in {place} this week?",
    "Where are the emergency shelters in {place} during a wildfire?",
    "When does the fire season burn ban start in {place}?",
    "Do homes in {place} need ember-resistant vents?",
    "Who inspects defensible space in {place}?",
]
SPBE_QUESTIONS = [
    "What does indikator {n} require?",
    "What evidence does an auditor ask for under Indikator {n}?",
    "Apa bukti dukung untuk Indikator {n}?",
    "How is indicator {n} of the SPBE evaluation assessed?",
]
GENERAL_QUESTIONS = [
    "What should I pack in a go-bag for a wildfire evacuation?",
    "How do embers ignite a house during a wildfire?",
    "Should I leave sprinklers running when I evacuate?",
    "How do I protect my family from wildfire smoke?",
    "What is the difference between an evacuation warning and an evacuation order?",
    "How often should gutters be cleared of dry leaves and pine needles?",
    "Is it safe to drink tap water after a wildfire damaged the pipes?",
    "What does a red flag warning mean?",
    "Which masks filter wildfire smoke particles?",
    "How far should tree branches be from a chimney?",
]


def questions(count: int = 200, seed: int = 11) -> list[Question]:
    """``count`` questions: half place-scoped, a quarter SPBE, a quarter general; same seed, same list."""
    rng = random.Random(seed)
    numbers = [n for n, _, _ in indicators_cached()]
    found: list[Question] = []
    for index in range(count):
        slot = index % 4
        if slot in (0, 2):
            found.append(Question(rng.choice(PLACE_QUESTIONS).format(place=rng.choice(PLACES)[0]), "place"))
        elif slot == 1:
            found.append(Question(rng.choice(SPBE_QUESTIONS).format(n=rng.choice(numbers)), "spbe"))
        else:
            found.append(Question(rng.choice(GENERAL_QUESTIONS), "general"))
    return found


if __name__ == "__main__":  # a quick look: python bench/synthetic.py
    kind, content = document(0)
    print(content[1][:1500] if isinstance(content, tuple) else content)
    print(f"children per document (first {CALIBRATION_DOCS}): {calibrate():.1f}")
    for q in questions(12):
        print(q.kind, "|", q.text)
