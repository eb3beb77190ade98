"""Write places.jsonl: fresh place questions over passages at several levels (issue 17), labelled by reading them.

    python bench/data/fresh/make_places.py           # writes places.jsonl (checks every label against the text)
    python bench/data/fresh/make_places.py --check   # only checks that the file is current

Two corpora answer these questions, both ingested into the fresh data dir: ``bench/data/geo/corpus/`` (doc ids
``geo:<file>``) and the eleven notices of ``bench/data/fresh/corpus/`` (doc ids ``fresh:<file>``: North
Carolina, Wake County, Raleigh, Durham; New Mexico, Bernalillo County, Albuquerque, Santa Fe; Minnesota,
Hennepin County, Saint Paul). Every question here is written by hand; the decision follows the relation of the
nearest passage that STATES what was asked (bench/data/geo/README.md):

* ``exact`` -> answer; ``broader``/``narrower`` -> warn; ``unscoped`` -> answer without a place, warn with one;
* ``disjoint`` (another county or city, a same-named place, another state), ``unrelated`` (another country)
  and ``none`` (no passage states it) -> abstain. A passage of the right place that does not state the fact
  does not count: the question then takes the relation of the nearest passage that does, or ``none``.

``gold_node_ids`` are the scope nodes of the gold documents (the place node their passages link to);
``question_place_id`` is the node of the place asked about. ``gold_values`` are short phrases of the gold passage
an answer must quote (alternatives in a list; the first one is checked against the document text here).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT))

from bench.data.fresh.common import line, main  # noqa: E402

OUT = HERE / "places.jsonl"
CORPORA = {"geo": ROOT / "bench" / "data" / "geo" / "corpus", "fresh": HERE / "corpus"}
DECISION = {"exact": "answer", "broader": "warn", "narrower": "warn", "disjoint": "abstain", "unrelated": "abstain",
            "none": "abstain"}
# Scope nodes of the fresh notices (checked against the linker's ABOUT links after `strata ingest`).
FRESH_SCOPES = {
    "north_carolina_open_burning_permits.md": "geo:US/North Carolina",
    "wake_county_north_carolina_burn_ban.md": "geo:US/North Carolina/Wake County",
    "raleigh_north_carolina_water_restrictions.md": "gn:4487042",
    "durham_north_carolina_heat_response.md": "gn:4464368",
    "new_mexico_fireworks_in_drought.md": "geo:US/New Mexico",
    "bernalillo_county_new_mexico_fire_restrictions.md": "geo:US/New Mexico/Bernalillo County",
    "albuquerque_new_mexico_outdoor_watering.md": "gn:5454711",
    "santa_fe_new_mexico_arroyo_flash_floods.md": "gn:5490263",
    "minnesota_spring_burning_restrictions.md": "geo:US/Minnesota",
    "hennepin_county_minnesota_cooling_centers.md": "geo:US/Minnesota/Hennepin County",
    "saint_paul_minnesota_river_flooding.md": "gn:5045360",
}
# Places asked about: (as a person would name it in full, its node id in the offline gazetteer).
P = {
    "NC": ("North Carolina", "geo:US/North Carolina"), "Wake": ("Wake County, North Carolina",
                                                                 "geo:US/North Carolina/Wake County"),
    "Raleigh": ("Raleigh, North Carolina", "gn:4487042"), "Cary": ("Cary, North Carolina", "gn:4459467"),
    "Apex": ("Apex, North Carolina", "gn:4452808"), "DurhamNC": ("Durham, North Carolina", "gn:4464368"),
    "DurhamCo": ("Durham County, North Carolina", "geo:US/North Carolina/Durham County"),
    "ChapelHill": ("Chapel Hill, North Carolina", "gn:4460162"),
    "NM": ("New Mexico", "geo:US/New Mexico"), "Bernalillo": ("Bernalillo County, New Mexico",
                                                              "geo:US/New Mexico/Bernalillo County"),
    "ABQ": ("Albuquerque, New Mexico", "gn:5454711"), "RioRancho": ("Rio Rancho, New Mexico", "gn:5487811"),
    "LasCruces": ("Las Cruces, New Mexico", "gn:5475352"), "SantaFe": ("Santa Fe, New Mexico", "gn:5490263"),
    "SantaFeCo": ("Santa Fe County, New Mexico", "geo:US/New Mexico/Santa Fe County"),
    "SantaFeTX": ("Santa Fe, Texas", "gn:4727022"),
    "MN": ("Minnesota", "geo:US/Minnesota"), "Hennepin": ("Hennepin County, Minnesota",
                                                          "geo:US/Minnesota/Hennepin County"),
    "Minneapolis": ("Minneapolis, Minnesota", "gn:5037649"), "BloomingtonMN": ("Bloomington, Minnesota",
                                                                                "gn:5018739"),
    "BloomingtonIN": ("Bloomington, Indiana", "gn:4254679"), "StPaul": ("Saint Paul, Minnesota", "gn:5045360"),
    "Ramsey": ("Ramsey County, Minnesota", "geo:US/Minnesota/Ramsey County"),
    "StPaulNE": ("Saint Paul, Nebraska", "gn:5077237"), "DurhamCA": ("Durham, California", "gn:5344359"),
    "Riau": ("Riau, Indonesia", "geo:ID/Riau"), "Pekanbaru": ("Pekanbaru, Indonesia", "gn:1631761"),
    "KalTeng": ("Central Kalimantan, Indonesia", "geo:ID/Central Kalimantan"),
    "Coimbatore": ("Coimbatore, India", "gn:1273865"), "Chennai": ("Chennai, India", "gn:1264527"),
    "Travis": ("Travis County, Texas", "geo:US/Texas/Travis County"), "Austin": ("Austin, Texas", "gn:4671654"),
    "Pflugerville": ("Pflugerville, Texas", "gn:4718711"), "RoundRock": ("Round Rock, Texas", "gn:4724129"),
    "Houston": ("Houston, Texas", "gn:4699066"), "PasadenaTX": ("Pasadena, Texas", "gn:4717782"),
    "TX": ("Texas", "geo:US/Texas"), "Phoenix": ("Phoenix, Arizona", "gn:5308655"),
    "Mesa": ("Mesa, Arizona", "gn:5304391"), "Tucson": ("Tucson, Arizona", "gn:5318313"),
    "Tempe": ("Tempe, Arizona", "gn:5317058"), "AZ": ("Arizona", "geo:US/Arizona"),
    "Scottsdale": ("Scottsdale, Arizona", "gn:5313457"), "CA": ("California", "geo:US/California"),
    "LongBeach": ("Long Beach, California", "gn:5367929"), "PasadenaCA": ("Pasadena, California", "gn:5381396"),
    "Oroville": ("Oroville, California", "gn:5379759"), "Chico": ("Chico, California", "gn:5336269"),
    "CO": ("Colorado", "geo:US/Colorado"), "Boulder": ("Boulder, Colorado", "gn:5574991"),
    "ElPaso": ("El Paso County, Colorado", "geo:US/Colorado/El Paso County"),
    "Manitou": ("Manitou Springs, Colorado", "gn:5430023"), "ColoSprings": ("Colorado Springs, Colorado",
                                                                            "gn:5417598"),
    "Seattle": ("Seattle, Washington", "gn:5809844"), "RedmondWA": ("Redmond, Washington", "gn:5808079"),
    "SpokaneValley": ("Spokane Valley, Washington", "gn:5811729"), "Tacoma": ("Tacoma, Washington", "gn:5812944"),
    "PortlandOR": ("Portland, Oregon", "gn:5746545"), "Gresham": ("Gresham, Oregon", "gn:5729485"),
    "PortlandME": ("Portland, Maine", "gn:4975802"), "SpringfieldMO": ("Springfield, Missouri", "gn:4409896"),
    "SpringfieldIL": ("Springfield, Illinois", "gn:4250542"), "Decatur": ("Decatur, Georgia", "gn:4191124"),
    "Dayton": ("Dayton, Ohio", "gn:4509884"), "Worcester": ("Worcester, Massachusetts", "gn:4956184"),
    "Lewiston": ("Lewiston, Maine", "gn:4969398"), "Peoria": ("Peoria, Illinois", "gn:4905687"),
    "ColumbusOH": ("Columbus, Ohio", "gn:4509177"), "MiamiDade": ("Miami-Dade County, Florida",
                                                                 "geo:US/Florida/Miami-Dade County"),
    "Hialeah": ("Hialeah, Florida", "gn:4158476"), "FortLauderdale": ("Fort Lauderdale, Florida", "gn:4155966"),
    "Tampa": ("Tampa, Florida", "gn:4174757"), "Brandon": ("Brandon, Florida", "gn:4148757"),
    "SalemOR": ("Salem, Oregon", "gn:5750162"), "Keizer": ("Keizer, Oregon", "gn:5734711"),
    "Eugene": ("Eugene, Oregon", "gn:5725846"), "Bend": ("Bend, Oregon", "gn:5713587"),
    "RedmondOR": ("Redmond, Oregon", "gn:5747882"), "ParadiseCA": ("Paradise, California", "gn:5381002"),
    "ParadiseNV": ("Paradise, Nevada", "gn:5509952"), "AuroraCO": ("Aurora, Colorado", "gn:5412347"),
    "AuroraIL": ("Aurora, Illinois", "gn:4883817"),
}


def geo_scopes() -> dict[str, str]:
    """Scope nodes of the geo corpus, read from its README's document table."""
    text = (ROOT / "bench" / "data" / "geo" / "README.md").read_text(encoding="utf-8")
    return {m.group(1): m.group(2) for m in re.finditer(r"^\| `([a-z0-9_]+\.md)` \| [^|]*\(`([^`]+)`\)", text, re.M)}


SCOPES = {f"geo:{k}": v for k, v in geo_scopes().items()} | {f"fresh:{k}": v for k, v in FRESH_SCOPES.items()}


def doc_text(doc: str) -> str:
    source, name = doc.split(":", 1)
    return (CORPORA[source] / name).read_text(encoding="utf-8")


def q(qid: str, question: str, kind: str, relation: str, place: str | None, docs: list[str] = (),
      values: dict | None = None, why: str = "", *, session: str | None = None, **extra) -> dict:
    """One place question; the decision follows from the relation (unscoped: answer without a place, else warn)."""
    decision = ("answer" if place is None else "warn") if relation == "unscoped" else DECISION[relation]
    docs = [d if ":" in d else f"{'fresh' if d in FRESH_SCOPES else 'geo'}:{d}" for d in docs]
    if decision == "abstain":
        assert not docs and not values, qid
    else:
        assert docs and values, qid
        for key, alternatives in values.items():
            first = alternatives[0] if isinstance(alternatives, list) else alternatives
            assert first.lower() in " ".join(doc_text(docs[0]).split()).lower(), (qid, key, first)
    name, place_id = P[place] if place else (None, None)
    scope_ids = list(dict.fromkeys(SCOPES[d] for d in docs)) if relation != "unscoped" else []
    return line(qid, question, kind, decision, node_ids=scope_ids, values=values, docs=docs,
                answer_type="value" if values else "decision", why=why, written="hand", session=session,
                gold_relation=relation, location_dependent=place is not None, question_place=name,
                question_place_id=place_id, **extra)


NC, WAKE, RAL, DUR = ("north_carolina_open_burning_permits.md", "wake_county_north_carolina_burn_ban.md",
                      "raleigh_north_carolina_water_restrictions.md", "durham_north_carolina_heat_response.md")
NMX, BER, ABQ, SFE = ("new_mexico_fireworks_in_drought.md", "bernalillo_county_new_mexico_fire_restrictions.md",
                      "albuquerque_new_mexico_outdoor_watering.md", "santa_fe_new_mexico_arroyo_flash_floods.md")
MN, HEN, STP = ("minnesota_spring_burning_restrictions.md", "hennepin_county_minnesota_cooling_centers.md",
                "saint_paul_minnesota_river_flooding.md")


def fresh_corpus() -> list[dict]:
    """Questions over the fresh notices: every level, the answering passage against the nearer silent one."""
    return [
        q("fpl-001", "do i need a burn permit to burn leaves in north carolina", "exact", "exact", "NC", [NC],
          {"where": ["within 500 feet of woodland"]}, "State notice, section When a burn permit is needed."),
        q("fpl-002", "nc burn permit cost?", "exact", "exact", "NC", [NC], {"cost": ["Permits are free"]},
          "State notice: permits are free."),
        q("fpl-003", "how long is a north carolina burn permit good for", "exact", "exact", "NC", [NC],
          {"valid": ["valid until midnight"]}, "State notice: valid until midnight of the day issued."),
        q("fpl-004", "what happens to my burn permit if NC declares a statewide burn ban", "exact", "exact", "NC",
          [NC], {"effect": ["cancels every burn permit"]}, "State notice, section When the state bans all burning."),
        q("fpl-005", "fine for burning without a permit in north carolina", "exact", "exact", "NC", [NC],
          {"fine": ["100 dollars"]}, "State notice: 100 dollars plus court costs."),
        q("fpl-006", "is there a burn ban in wake county nc right now", "exact", "exact", "Wake", [WAKE],
          {"dates": ["15 October", "30 November"]}, "County order: 15 October to 30 November."),
        q("fpl-007", "wake county burn ban fine", "exact", "exact", "Wake", [WAKE], {"fine": ["250 dollars"]},
          "County order, section Fines."),
        q("fpl-008", "can i use my fire pit during the wake county north carolina burn ban", "exact", "exact", "Wake",
          [WAKE], {"fire pit": ["three feet across"]}, "County order, section Recreational fires."),
        q("fpl-009", "can i burn leaves in cary nc this fall", "broader", "broader", "Cary", [WAKE],
          {"ban": ["15 October", "burn ban"]}, "Cary is in Wake County: the county order is broader (warn)."),
        q("fpl-010", "burn ban in apex north carolina?", "broader", "broader", "Apex", [WAKE],
          {"ban": ["15 October", "burn ban"]}, "Apex is in Wake County: the county order (broader)."),
        q("fpl-011", "burn ban raleigh nc", "answering-wins", "broader", "Raleigh", [WAKE],
          {"ban": ["15 October", "burn ban"]}, "The Raleigh notice (exact scope) is about water and does not state "
          "a burn ban; the Wake County order (broader) does: warn from it, not an answer from the water notice."),
        q("fpl-012", "raleigh lawn watering days", "exact", "exact", "Raleigh", [RAL],
          {"days": ["Tuesdays and Saturdays", "Wednesdays and Sundays"]}, "City notice, Lawn watering days."),
        q("fpl-013", "what time can sprinklers run in raleigh north carolina", "exact", "exact", "Raleigh", [RAL],
          {"hours": ["before 8 a.m.", "after 8 p.m."]}, "City notice, Watering hours."),
        q("fpl-014", "raleigh water restriction fine 2nd violation", "exact", "exact", "Raleigh", [RAL],
          {"fine": ["100 dollars"]}, "City notice: second violation 100 dollars."),
        q("fpl-015", "lawn watering rules in wake county nc", "answering-wins", "narrower", "Wake", [RAL],
          {"days": ["Tuesdays and Saturdays", "Wednesdays and Sundays", "before 8 a.m."]},
          "The Wake County order (exact) is about burning; only the Raleigh notice (narrower) states watering "
          "rules: warn."),
        q("fpl-016", "are there watering restrictions in north carolina", "narrower", "narrower", "NC", [RAL],
          {"rule": ["stage 1 water restrictions", "Tuesdays and Saturdays"]},
          "Only the Raleigh notice (narrower) states watering restrictions."),
        q("fpl-017", "watering schedule in cary nc", "neighbour", "disjoint", "Cary", why="Raleigh's schedule is "
          "another city's (both in Wake County); the Wake County and state notices in scope do not state any "
          "watering rule: abstain, not warn."),
        q("fpl-018", "when do cooling centers open in durham nc", "exact", "exact", "DurhamNC", [DUR],
          {"threshold": ["105 degrees"]}, "City notice, When cooling centers open."),
        q("fpl-019", "durham north carolina cooling center hours", "exact", "exact", "DurhamNC", [DUR],
          {"hours": ["9 a.m. to 7 p.m."]}, "City notice, Hours and services."),
        q("fpl-020", "are buses free to cooling centers in durham north carolina", "exact", "exact", "DurhamNC", [DUR],
          {"free": ["free for anyone going to or from a cooling center", "free"]}, "City notice, Free bus rides."),
        q("fpl-021", "cooling centers in chapel hill nc", "neighbour", "disjoint", "ChapelHill",
          why="Chapel Hill is in Orange County; the Durham notice is a city in the neighbouring county."),
        q("fpl-022", "cooling centers durham county north carolina", "narrower", "narrower", "DurhamCo", [DUR],
          {"threshold": ["105 degrees", "libraries"]}, "The city of Durham's notice is narrower than the county."),
        q("fpl-023", "cooling centers in cary nc during a heat wave", "neighbour", "disjoint", "Cary",
          why="Cary is in Wake County; Durham's cooling centers are another county's city. The Wake County and "
          "state notices do not mention cooling centers."),
        q("fpl-024", "raleigh heat cooling centers", "neighbour", "disjoint", "Raleigh",
          why="Only Durham (another city, another county) has cooling centers in the corpus; Raleigh's notice is "
          "about water."),
        q("fpl-025", "burn permit needed in durham county nc?", "broader", "broader", "DurhamCo", [NC],
          {"where": ["within 500 feet of woodland", "burn permit"]}, "The state notice is broader than the county."),
        q("fpl-026", "burning leaves in chapel hill north carolina, need a permit?", "broader", "broader",
          "ChapelHill", [NC], {"where": ["within 500 feet of woodland", "burn permit"]},
          "Only the state rule covers Chapel Hill (broader)."),
        q("fpl-027", "can a county in new mexico ban fireworks in a drought", "exact", "exact", "NM", [NMX],
          {"who": ["severe or extreme drought"]}, "State summary, Who may ban fireworks."),
        q("fpl-028", "are sparklers legal in new mexico during drought", "exact", "exact", "NM", [NMX],
          {"sparklers": ["may not forbid fountains, sparklers"]}, "State summary, What a local ban cannot cover."),
        q("fpl-029", "nm fireworks ban fine", "exact", "exact", "NM", [NMX], {"fine": ["500 dollars"]},
          "State summary, Fines (not the county's 300 dollars)."),
        q("fpl-030", "fireworks rules in las cruces nm", "broader", "broader", "LasCruces", [NMX],
          {"rule": ["aerial fireworks"]}, "Las Cruces (Dona Ana County) has only the state rule (broader)."),
        q("fpl-031", "bernalillo county fire restrictions", "exact", "exact", "Bernalillo", [BER],
          {"rule": ["campfires outside developed campgrounds", "Open burning"]}, "County order, Stage 1."),
        q("fpl-032", "can i use firecrackers in unincorporated bernalillo county in july", "exact", "exact",
          "Bernalillo", [BER], {"dates": ["15 June to 6 July"]}, "County order, fireworks section."),
        q("fpl-033", "bernalillo county fire restriction fine", "exact", "exact", "Bernalillo", [BER],
          {"fine": ["300 dollars"]}, "County order, Penalties (not the state's 500)."),
        q("fpl-034", "fireworks in albuquerque nm - allowed?", "answering-wins", "broader", "ABQ", [BER, NMX],
          {"rule": ["aerial fireworks"]}, "The Albuquerque notice (exact) is about watering; the county order "
          "(broader, nearer) and the state rule state fireworks rules: warn."),
        q("fpl-035", "is open burning banned in rio rancho nm", "neighbour", "disjoint", "RioRancho",
          why="Rio Rancho is in Sandoval County; the Bernalillo County order is the neighbouring county's, and the "
          "New Mexico summary (in scope) is about fireworks, not open burning."),
        q("fpl-036", "albuquerque watering hours summer", "exact", "exact", "ABQ", [ABQ],
          {"hours": ["between 10 a.m. and 6 p.m."]}, "City notice, April to October."),
        q("fpl-037", "how often can i water my lawn in albuquerque in winter", "exact", "exact", "ABQ", [ABQ],
          {"often": ["once a week"]}, "City notice, Winter watering."),
        q("fpl-038", "albuquerque water waste fine", "exact", "exact", "ABQ", [ABQ], {"fine": ["40 dollars"]},
          "City notice, Water waste fines."),
        q("fpl-039", "watering restrictions in rio rancho new mexico", "neighbour", "disjoint", "RioRancho",
          why="Albuquerque's rules are another county's city."),
        q("fpl-040", "bernalillo county lawn watering hours", "answering-wins", "narrower", "Bernalillo", [ABQ],
          {"hours": ["between 10 a.m. and 6 p.m."]}, "The county order (exact) is about fire; Albuquerque's notice "
          "(narrower) states the hours: warn."),
        q("fpl-041", "arroyo flash flood safety santa fe nm", "exact", "exact", "SantaFe", [SFE],
          {"rule": ["flowing arroyo"]}, "City notice, Why arroyos flood."),
        q("fpl-042", "free sandbags santa fe new mexico where", "exact", "exact", "SantaFe", [SFE],
          {"where": ["public works yard"]}, "City notice, Sandbags."),
        q("fpl-043", "does albuquerque close low-water crossings when flash floods hit", "neighbour", "disjoint",
          "ABQ", why="Only Santa Fe (another county's city) closes its low-water crossings in the corpus."),
        q("fpl-044", "santa fe texas flash flood sandbags", "same-name", "disjoint", "SantaFeTX",
          why="Santa Fe, Texas (Galveston County) is not Santa Fe, New Mexico; Colorado Springs' sandbags are "
          "another state's."),
        q("fpl-045", "santa fe county nm arroyo flooding", "narrower", "narrower", "SantaFeCo", [SFE],
          {"rule": ["flowing arroyo", "low-water crossings"]}, "The city notice is narrower than the county."),
        q("fpl-046", "when are spring burning restrictions in minnesota", "exact", "exact", "MN", [MN],
          {"when": ["early April to the end of May"]}, "State notice."),
        q("fpl-047", "mn burning permit cost", "exact", "exact", "MN", [MN], {"cost": ["5 dollars"]},
          "State notice, Burning permits for the rest of the year."),
        q("fpl-048", "campfire allowed during spring burning restrictions minnesota?", "exact", "exact", "MN", [MN],
          {"size": ["three feet across"]}, "State notice, Campfires."),
        q("fpl-049", "can i burn brush in saint paul minnesota in april", "answering-wins", "broader", "StPaul", [MN],
          {"when": ["early April to the end of May", "no burning permits are issued"]},
          "The Saint Paul notice (exact) is about flooding; the state restrictions (broader) answer: warn."),
        q("fpl-050", "burning yard waste minneapolis spring", "broader", "broader", "Minneapolis", [MN],
          {"when": ["early April to the end of May", "no burning permits are issued"]},
          "Only the state notice (broader) covers burning in Minneapolis."),
        q("fpl-051", "hennepin county cooling centers when do they open", "exact", "exact", "Hennepin", [HEN],
          {"when": ["heat advisory", "95 degrees"]}, "County notice."),
        q("fpl-052", "hennepin county library hours in a heat warning", "exact", "exact", "Hennepin", [HEN],
          {"hours": ["until 9 p.m."]}, "County notice, Hours."),
        q("fpl-053", "cooling centers in minneapolis", "broader", "broader", "Minneapolis", [HEN],
          {"when": ["heat advisory", "95 degrees"]}, "Minneapolis is in Hennepin County (broader)."),
        q("fpl-054", "cooling centers bloomington mn", "broader", "broader", "BloomingtonMN", [HEN],
          {"when": ["heat advisory", "95 degrees"]}, "Bloomington, Minnesota is in Hennepin County (broader)."),
        q("fpl-055", "cooling centers bloomington indiana", "same-name", "disjoint", "BloomingtonIN",
          why="Bloomington, Indiana: Hennepin County is in Minnesota, the Illinois centers in Illinois."),
        q("fpl-056", "cooling centers in minnesota", "narrower", "narrower", "MN", [HEN],
          {"when": ["heat advisory", "95 degrees"]}, "Only the Hennepin County notice (narrower)."),
        q("fpl-057", "cooling centers saint paul mn", "neighbour", "disjoint", "StPaul",
          why="Saint Paul is in Ramsey County; Hennepin County is the neighbouring county."),
        q("fpl-058", "saint paul river flood road closures", "exact", "exact", "StPaul", [STP],
          {"stage": ["14 feet"]}, "City notice, Closures when the river rises."),
        q("fpl-059", "will my car be towed from a riverfront lot in saint paul mn during a flood", "exact", "exact",
          "StPaul", [STP], {"towed": ["towed once a flood warning"]}, "City notice, Riverfront parking."),
        q("fpl-060", "minneapolis river flooding road closures", "neighbour", "disjoint", "Minneapolis",
          why="Only Saint Paul (Ramsey County) has a flood notice."),
        q("fpl-061", "ramsey county mn flood alerts", "narrower", "narrower", "Ramsey", [STP],
          {"alerts": ["text alerts"]}, "The Saint Paul notice is narrower than Ramsey County."),
        q("fpl-062", "saint paul nebraska flooding roads", "same-name", "disjoint", "StPaulNE",
          why="Saint Paul, Nebraska is not Saint Paul, Minnesota."),
        q("fpl-063", "can i burn yard waste in durham california", "same-name", "broader", "DurhamCA",
          ["butte_county_california_burn_suspension.md"], {"when": ["1 June"]},
          "Durham, California is in Butte County: the county suspension is broader (warn); the Durham, North "
          "Carolina notices are another place."),
        q("fpl-064", "burn permit in durham nc", "answering-wins", "broader", "DurhamNC", [NC],
          {"where": ["within 500 feet of woodland", "burn permit"]},
          "Durham's notice (exact) is about heat; the state permit rule (broader) answers."),
        q("fpl-065", "apakah ada larangan membakar di wake county north carolina?", "exact", "exact", "Wake", [WAKE],
          {"dates": ["15 October", "30 November"]}, "Indonesian; the county order (exact)."),
        q("fpl-066", "jam penyiraman rumput di raleigh north carolina", "exact", "exact", "Raleigh", [RAL],
          {"hours": ["before 8 a.m.", "after 8 p.m."]}, "Indonesian; Raleigh watering hours."),
        q("fpl-067", "larangan pembakaran lahan di riau", "unrelated", "unrelated", "Riau",
          why="Riau, Indonesia: every passage is about US places."),
        q("fpl-068", "aturan membakar sampah di pekanbaru", "unrelated", "unrelated", "Pekanbaru",
          why="Pekanbaru, Indonesia: no passage."),
        q("fpl-069", "larangan membakar hutan di kalimantan tengah", "unrelated", "unrelated", "KalTeng",
          why="Central Kalimantan: no passage."),
        q("fpl-070", "coimbatore la burn ban irukka", "unrelated", "unrelated", "Coimbatore",
          why="Tamil-English 'is there a burn ban in Coimbatore': no Indian passage."),
        q("fpl-071", "cooling centres in chennai during heat wave", "unrelated", "unrelated", "Chennai",
          why="Chennai, India: no passage."),
    ]


def geo_corpus() -> list[dict]:
    """New phrasings over bench/data/geo/corpus (its README's labels), including places it never asks about."""
    return [
        q("fpl-101", "travis county tx burn ban fine", "exact", "exact", "Travis", ["travis_county_texas_burn_ban.md"],
          {"fine": ["500 dollars"]}, "County order, Fines."),
        q("fpl-102", "can i grill in austin tx during the burn ban", "broader", "broader", "Austin",
          ["travis_county_texas_burn_ban.md"], {"grill": ["enclosed grill"]}, "Austin is in Travis County (broader)."),
        q("fpl-103", "pflugerville tx burn ban?", "broader", "broader", "Pflugerville",
          ["travis_county_texas_burn_ban.md"], {"ban": ["burn ban is in effect"]},
          "Pflugerville is in Travis County (broader)."),
        q("fpl-104", "round rock texas burn ban", "broader", "broader", "RoundRock", ["texas_county_burn_bans.md"],
          {"rule": ["commissioners court"]}, "Round Rock is in Williamson County: the Travis order is a sibling "
          "county's; the state rule on county bans is broader (warn)."),
        q("fpl-105", "austin watering day for an odd address", "exact", "exact", "Austin",
          ["austin_texas_watering_schedule.md"], {"day": ["Wednesdays"]}, "City notice."),
        q("fpl-106", "watering schedule in pflugerville tx", "neighbour", "disjoint", "Pflugerville",
          why="Austin's schedule is a sibling city's; the Travis County order (broader) is about burning."),
        q("fpl-107", "lawn watering hours travis county texas", "answering-wins", "narrower", "Travis",
          ["austin_texas_watering_schedule.md"], {"hours": ["before 10 a.m."]},
          "The county order (exact) is about burning; Austin's notice (narrower) states hours: warn."),
        q("fpl-108", "houston flood alerts how to sign up", "exact", "exact", "Houston",
          ["houston_texas_flooded_roads.md"], {"how": ["text message"]}, "City notice, Flood alerts."),
        q("fpl-109", "pasadena tx flood alerts", "neighbour", "disjoint", "PasadenaTX",
          why="Pasadena, Texas is a sibling city of Houston in Harris County: Houston's alerts are not its."),
        q("fpl-110", "phoenix landlord broken ac how fast must it be fixed", "exact", "exact", "Phoenix",
          ["phoenix_arizona_rental_cooling_requirements.md"], {"time": ["24 hours"]}, "City notice, Repairs."),
        q("fpl-111", "cooling centers in mesa az", "broader", "broader", "Mesa",
          ["maricopa_county_arizona_heat_relief_network.md"], {"how": ["heat relief map", "8 a.m. to 5 p.m."]},
          "Mesa is in Maricopa County (broader)."),
        q("fpl-112", "cooling centers tucson az", "neighbour", "disjoint", "Tucson",
          why="Tucson is in Pima County; the Maricopa network is a neighbouring county's."),
        q("fpl-113", "tempe az landlord air conditioning rules", "neighbour", "disjoint", "Tempe",
          why="The Phoenix landlord rule is a sibling city's; the Maricopa notice (broader) is not about landlords."),
        q("fpl-114", "is it illegal to drive around a flood barricade in arizona", "exact", "exact", "AZ",
          ["arizona_stupid_motorist_law.md"], {"cost": ["2,000 dollars", "liable"]}, "State law."),
        q("fpl-115", "scottsdale driving around barricades fine", "broader", "broader", "Scottsdale",
          ["arizona_stupid_motorist_law.md"], {"cost": ["2,000 dollars"]}, "State law, broader."),
        q("fpl-116", "defensible space how far california", "exact", "exact", "CA", ["california_defensible_space.md"],
          {"distance": ["100 feet"]}, "State rule."),
        q("fpl-117", "long beach ca brush clearance deadline", "broader", "broader", "LongBeach",
          ["los_angeles_county_california_brush_clearance.md"], {"deadline": ["1 June"]},
          "Long Beach is in Los Angeles County (broader)."),
        q("fpl-118", "brush clearance distance in pasadena california", "broader", "broader", "PasadenaCA",
          ["los_angeles_county_california_brush_clearance.md", "california_defensible_space.md"],
          {"distance": ["200 feet", "100 feet"]}, "County notice first (200 ft), then the state rule."),
        q("fpl-119", "oroville ca burn permit", "broader", "broader", "Oroville",
          ["butte_county_california_burn_suspension.md"], {"permit": ["burn permit"]},
          "Oroville is in Butte County (broader)."),
        q("fpl-120", "chico ca lawn watering days", "exact", "exact", "Chico", ["chico_california_lawn_watering.md"],
          {"days": ["Tuesdays, Thursdays and Saturdays", "Wednesdays, Fridays and Sundays"]}, "City notice."),
        q("fpl-121", "oroville california lawn watering", "neighbour", "disjoint", "Oroville",
          why="Chico's schedule is a sibling city's; Butte County's notice is about burning."),
        q("fpl-122", "how many rain barrels can i have in colorado", "exact", "exact", "CO",
          ["colorado_rain_barrels.md"], {"limit": ["two rain barrels", "110 gallons"]}, "State rule."),
        q("fpl-123", "boulder co rain barrel limit", "broader", "broader", "Boulder", ["colorado_rain_barrels.md"],
          {"limit": ["110 gallons", "two rain barrels"]}, "State rule, broader."),
        q("fpl-124", "el paso county stage 2 fire restrictions chainsaws", "exact", "exact", "ElPaso",
          ["el_paso_county_colorado_fire_restrictions.md"], {"rule": ["spark arrester"]}, "County order, Stage 2."),
        q("fpl-125", "manitou springs campfire rules", "broader", "broader", "Manitou",
          ["el_paso_county_colorado_fire_restrictions.md"], {"rule": ["permanent fire rings"]},
          "Manitou Springs is in El Paso County (broader)."),
        q("fpl-126", "sandbags colorado springs where", "exact", "exact", "ColoSprings",
          ["colorado_springs_colorado_burn_scar_flash_floods.md"], {"where": ["fire stations"]}, "City notice."),
        q("fpl-127", "boulder colorado sandbags burn scar", "neighbour", "disjoint", "Boulder",
          why="Colorado Springs' sandbags are another county's city's."),
        q("fpl-128", "seattle clean air shelters aqi", "exact", "exact", "Seattle",
          ["seattle_washington_clean_air_shelters.md"], {"aqi": ["above 150"]}, "City notice."),
        q("fpl-129", "redmond wa clean air shelters", "neighbour", "disjoint", "RedmondWA",
          why="Redmond, Washington is a sibling city of Seattle in King County."),
        q("fpl-130", "spokane valley burn ban dates", "broader", "broader", "SpokaneValley",
          ["spokane_county_washington_residential_burn_ban.md"], {"dates": ["15 June to 15 October"]},
          "Spokane Valley is in Spokane County (nearer than the state ban)."),
        q("fpl-131", "tacoma wa burning yard debris in summer", "broader", "broader", "Tacoma",
          ["washington_dnr_summer_burn_ban.md"], {"dates": ["1 July through 30 September"]},
          "Tacoma (Pierce County): Spokane County is a sibling; the state ban is broader."),
        q("fpl-132", "portland oregon cooling centers hours", "exact", "exact", "PortlandOR",
          ["portland_oregon_cooling_centers.md"], {"hours": ["noon to 10 p.m."]}, "City notice."),
        q("fpl-133", "gresham oregon cooling centers", "neighbour", "disjoint", "Gresham",
          why="Portland's centers are a sibling city's (Multnomah County); Oregon's heat rule is about employers."),
        q("fpl-134", "portland maine parking ban hours", "exact", "exact", "PortlandME",
          ["portland_maine_winter_parking_ban.md"], {"hours": ["10 p.m. to 6 a.m."]}, "City notice."),
        q("fpl-135", "springfield mo siren test day", "exact", "exact", "SpringfieldMO",
          ["springfield_missouri_outdoor_warning_sirens.md"], {"day": ["first Wednesday"]}, "City notice."),
        q("fpl-136", "springfield il tornado sirens test", "same-name", "disjoint", "SpringfieldIL",
          why="The siren notice is Springfield, Missouri's; Springfield, Illinois' notice is about boiling water."),
        q("fpl-137", "springfield illinois boil water how long", "exact", "exact", "SpringfieldIL",
          ["springfield_illinois_boil_water_notice.md"], {"time": ["at least one minute"]}, "City notice."),
        q("fpl-138", "decatur ga lawn watering hours", "broader", "broader", "Decatur",
          ["georgia_outdoor_watering_hours.md"], {"hours": ["between 4 p.m. and 10 a.m."]}, "State rule, broader."),
        q("fpl-139", "dayton ohio when can i burn brush in april", "broader", "broader", "Dayton",
          ["ohio_daytime_burning_restrictions.md"], {"hours": ["between 6 p.m. and 6 a.m."]}, "State rule, broader."),
        q("fpl-140", "worcester ma open burning season", "broader", "broader", "Worcester",
          ["massachusetts_open_burning_season.md"], {"season": ["15 January to 1 May"]}, "State rule, broader."),
        q("fpl-141", "lewiston maine burn permit needed?", "broader", "broader", "Lewiston",
          ["maine_open_burning_permits.md"], {"rule": ["covered with snow", "burn permit"]}, "State rule, broader."),
        q("fpl-142", "peoria illinois cooling centers", "broader", "broader", "Peoria",
          ["illinois_state_cooling_centers.md"], {"hours": ["8:30 a.m. to 5 p.m."]}, "State centers, broader."),
        q("fpl-143", "columbus ohio cooling center hours", "exact", "exact", "ColumbusOH",
          ["columbus_ohio_cooling_centers.md"], {"hours": ["1 p.m. to 8 p.m."]}, "City notice."),
        q("fpl-144", "miami-dade hurricane evacuation zones", "exact", "exact", "MiamiDade",
          ["miami_dade_county_florida_hurricane_evacuation_zones.md"], {"zones": ["lettered A to E"]},
          "County notice."),
        q("fpl-145", "hialeah hurricane shelter pets", "broader", "broader", "Hialeah",
          ["miami_dade_county_florida_hurricane_evacuation_zones.md"], {"pets": ["proof of vaccination"]},
          "Hialeah is in Miami-Dade County (broader)."),
        q("fpl-146", "fort lauderdale hurricane evacuation zone", "neighbour", "disjoint", "FortLauderdale",
          why="Fort Lauderdale is in Broward County; Miami-Dade is the neighbouring county."),
        q("fpl-147", "how do i treat heat stroke", "unscoped", "unscoped", None,
          ["general_heat_illness_first_aid.md"], {"action": ["Call 911"]}, "General guidance, no place asked."),
        q("fpl-148", "n95 vs cloth mask for wildfire smoke", "unscoped", "unscoped", None,
          ["general_wildfire_smoke_protection.md"], {"mask": ["N95 respirator"]}, "General guidance."),
        q("fpl-149", "heat stroke first aid in raleigh nc", "unscoped", "unscoped", "Raleigh",
          ["general_heat_illness_first_aid.md"], {"action": ["Call 911"]},
          "A place is named but only general guidance states it: warn."),
        q("fpl-150", "how far should a generator be from the house", "unscoped", "unscoped", None,
          ["general_generator_carbon_monoxide.md"], {"distance": ["20 feet"]}, "General guidance."),
        q("fpl-151", "puppy vaccination schedule", "none", "none", None, why="Nothing about it anywhere."),
        q("fpl-152", "property tax due date wake county nc", "not-stated", "none", "Wake",
          why="The Wake County passage in scope is about a burn ban; nothing states tax dates."),
        q("fpl-153", "voter registration deadline minnesota", "not-stated", "none", "MN",
          why="Minnesota passages are about burning; nothing about voting."),
        q("fpl-154", "texas fireworks rules", "not-stated", "disjoint", "TX",
          why="No Texas passage mentions fireworks; the fireworks passages are Colorado's and New Mexico's."),
        q("fpl-155", "fireworks allowed in aurora colorado?", "exact", "exact", "AuroraCO",
          ["aurora_colorado_fireworks_ban.md"], {"rule": ["illegal to sell, possess or use fireworks"]},
          "City notice."),
        q("fpl-156", "fireworks aurora illinois", "same-name", "disjoint", "AuroraIL",
          why="Aurora, Illinois' notice is about snow routes; the fireworks ban is Aurora, Colorado's."),
        q("fpl-157", "tampa watering day for an address ending in 4", "exact", "exact", "Tampa",
          ["tampa_florida_lawn_watering.md"], {"day": ["4 or 5 on Wednesdays", "Wednesdays"]}, "City notice."),
        q("fpl-158", "brandon fl lawn watering days", "neighbour", "disjoint", "Brandon",
          why="Brandon is in Hillsborough County like Tampa: a sibling city; Florida's rule is about yard waste."),
        q("fpl-159", "salem oregon how often can i water my lawn", "exact", "exact", "SalemOR",
          ["salem_oregon_water_curtailment.md"], {"often": ["twice a week"]}, "City notice."),
        q("fpl-160", "keizer oregon open burning", "broader", "broader", "Keizer",
          ["marion_county_oregon_open_burning_ban.md"], {"ban": ["all open burning is banned", "1 July"]},
          "Keizer is in Marion County (broader)."),
        q("fpl-161", "eugene oregon open burning ban", "neighbour", "disjoint", "Eugene",
          why="Eugene is in Lane County; the Marion County ban is another county's, and no Oregon state passage "
          "covers open burning."),
        q("fpl-162", "bend or evacuation levels", "broader", "broader", "Bend",
          ["deschutes_county_oregon_evacuation_levels.md"], {"levels": ["Level 3"]}, "Bend is in Deschutes County."),
        q("fpl-163", "redmond oregon evacuation where to take horses", "broader", "broader", "RedmondOR",
          ["deschutes_county_oregon_evacuation_levels.md"], {"where": ["fairgrounds"]},
          "Redmond, Oregon is in Deschutes County (broader); not Redmond, Washington."),
        q("fpl-164", "paradise ca evacuation zone letters", "exact", "exact", "ParadiseCA",
          ["paradise_california_evacuation_zones.md"], {"zones": ["Zone A"]}, "Town order."),
        q("fpl-165", "paradise nevada evacuation zones", "same-name", "disjoint", "ParadiseNV",
          why="The zones are Paradise, California's; Paradise, Nevada's notice is about watering."),
    ]


def sessions() -> list[dict]:
    return [
        q("fpl-s101", "is there a burn ban in travis county texas", "exact", "exact", "Travis",
          ["travis_county_texas_burn_ban.md"], {"ban": ["burn ban is in effect"]}, "Opens fp1.", session="fp1"),
        q("fpl-s102", "what about austin?", "follow-up", "broader", "Austin", ["travis_county_texas_burn_ban.md"],
          {"ban": ["burn ban is in effect"]}, "Burn ban in Austin: the county order (broader).", session="fp1",
          gold_standalone="is there a burn ban in austin texas"),
        q("fpl-s103", "and round rock?", "follow-up", "broader", "RoundRock", ["texas_county_burn_bans.md"],
          {"rule": ["commissioners court"]}, "Williamson County: the state rule (broader), not Travis's order.",
          session="fp1", gold_standalone="is there a burn ban in round rock texas"),
        q("fpl-s201", "raleigh nc watering days", "exact", "exact", "Raleigh", [RAL],
          {"days": ["Tuesdays and Saturdays", "Wednesdays and Sundays"]}, "Opens fp2.", session="fp2"),
        q("fpl-s202", "and the fines?", "follow-up", "exact", "Raleigh", [RAL], {"fine": ["100 dollars"]},
          "Fines of the Raleigh restrictions.", session="fp2", gold_standalone="raleigh nc watering fines"),
        q("fpl-s203", "What are the cooling center hours in Durham, North Carolina?", "exact", "exact", "DurhamNC",
          [DUR], {"hours": ["9 a.m. to 7 p.m."]}, "A complete new question: its own place and topic.",
          session="fp2", turn="new"),
        q("fpl-s301", "cooling centers in hennepin county mn", "exact", "exact", "Hennepin", [HEN],
          {"when": ["heat advisory", "95 degrees"]}, "Opens fp3.", session="fp3"),
        q("fpl-s302", "minneapolis?", "follow-up", "broader", "Minneapolis", [HEN], {"when": ["heat advisory",
                                                                                               "95 degrees"]},
          "Minneapolis is in Hennepin County (broader).", session="fp3",
          gold_standalone="cooling centers in minneapolis"),
        q("fpl-s303", "saint paul?", "follow-up", "disjoint", "StPaul", why="Saint Paul is in Ramsey County.",
          session="fp3", gold_standalone="cooling centers in saint paul minnesota"),
    ]


def items() -> list[dict]:
    return fresh_corpus() + geo_corpus() + sessions()


if __name__ == "__main__":
    sys.exit(main(items, OUT, __doc__.splitlines()[0]))
