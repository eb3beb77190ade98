"""Writes places.jsonl (fresh_c). Hand-written questions; run once, output committed frozen.

A blind held-out set for issue 17: written from the passages only, before any engine run, with wording styles
and facts that differ from fresh_b. Every gold phrase is checked against its document by check.py. Stdlib only.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

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

# places: name -> node id. Towns' gn: ids copied from bench/data/fresh/places.jsonl, bench/data/fresh_b/places.jsonl,
# bench/data/geo/questions.jsonl and the geo README table; states and counties follow geo:US/<State>[/<County>];
# None = no id in those files.
P = {
    "North Carolina": "geo:US/North Carolina", "New Mexico": "geo:US/New Mexico", "Minnesota": "geo:US/Minnesota",
    "Arizona": "geo:US/Arizona", "California": "geo:US/California", "Colorado": "geo:US/Colorado",
    "Florida": "geo:US/Florida", "Georgia": "geo:US/Georgia", "Illinois": "geo:US/Illinois", "Maine": "geo:US/Maine",
    "Massachusetts": "geo:US/Massachusetts", "Ohio": "geo:US/Ohio", "Oregon": "geo:US/Oregon", "Texas": "geo:US/Texas",
    "Washington": "geo:US/Washington", "Missouri": "geo:US/Missouri", "Nevada": "geo:US/Nevada",
    "Wake County, North Carolina": "geo:US/North Carolina/Wake County",
    "Bernalillo County, New Mexico": "geo:US/New Mexico/Bernalillo County",
    "Santa Fe County, New Mexico": "geo:US/New Mexico/Santa Fe County",
    "Hennepin County, Minnesota": "geo:US/Minnesota/Hennepin County",
    "Dakota County, Minnesota": "geo:US/Minnesota/Dakota County",
    "Butte County, California": "geo:US/California/Butte County",
    "Glenn County, California": "geo:US/California/Glenn County",
    "Los Angeles County, California": "geo:US/California/Los Angeles County",
    "Ventura County, California": "geo:US/California/Ventura County",
    "Deschutes County, Oregon": "geo:US/Oregon/Deschutes County",
    "Multnomah County, Oregon": "geo:US/Oregon/Multnomah County",
    "El Paso County, Colorado": "geo:US/Colorado/El Paso County",
    "Pueblo County, Colorado": "geo:US/Colorado/Pueblo County",
    "Maricopa County, Arizona": "geo:US/Arizona/Maricopa County",
    "Marion County, Oregon": "geo:US/Oregon/Marion County",
    "Marion County, Florida": "geo:US/Florida/Marion County",
    "Miami-Dade County, Florida": "geo:US/Florida/Miami-Dade County",
    "Broward County, Florida": "geo:US/Florida/Broward County",
    "Spokane County, Washington": "geo:US/Washington/Spokane County",
    "Stevens County, Washington": "geo:US/Washington/Stevens County",
    "Travis County, Texas": "geo:US/Texas/Travis County",
    "Harris County, Texas": "geo:US/Texas/Harris County",
    "Greene County, Missouri": "geo:US/Missouri/Greene County",
    "Essex County, Massachusetts": "geo:US/Massachusetts/Essex County",
    "Cumberland County, Maine": "geo:US/Maine/Cumberland County",
    "Clark County, Nevada": "geo:US/Nevada/Clark County",
    "Butte County, Idaho": "geo:US/Idaho/Butte County",
    "Raleigh, North Carolina": "gn:4487042", "Durham, North Carolina": "gn:4464368", "Cary, North Carolina": "gn:4459467",
    "Garner, North Carolina": None, "Holly Springs, North Carolina": None, "Knightdale, North Carolina": None,
    "Hillsborough, North Carolina": None,
    "Albuquerque, New Mexico": "gn:5454711", "Santa Fe, New Mexico": "gn:5490263", "Las Cruces, New Mexico": "gn:5475352",
    "Corrales, New Mexico": None, "Tijeras, New Mexico": None, "Roswell, New Mexico": None,
    "Truth or Consequences, New Mexico": None, "Santa Fe, Texas": "gn:4727022",
    "Saint Paul, Minnesota": "gn:5045360", "Minneapolis, Minnesota": "gn:5037649", "Edina, Minnesota": None,
    "Duluth, Minnesota": None, "Rochester, Minnesota": None, "Roseville, Minnesota": None, "Austin, Minnesota": None,
    "Saint Paul, Nebraska": "gn:5077237", "Rochester, New York": None,
    "Aurora, Colorado": "gn:5412347", "Aurora, Illinois": "gn:4883817", "Austin, Texas": "gn:4671654",
    "Pflugerville, Texas": "gn:4718711", "Georgetown, Texas": None, "Houston, Texas": "gn:4699066",
    "Pasadena, Texas": "gn:4717782", "Dallas, Texas": None,
    "Chico, California": "gn:5336269", "Oroville, California": "gn:5379759", "Paradise, California": "gn:5381002",
    "Durham, California": "gn:5344359", "Gridley, California": None, "Redding, California": None,
    "Sacramento, California": None, "Pasadena, California": "gn:5381396", "Glendale, California": None,
    "Paradise, Nevada": "gn:5509952",
    "Colorado Springs, Colorado": "gn:5417598", "Fountain, Colorado": None, "Monument, Colorado": None,
    "Denver, Colorado": None,
    "Columbus, Georgia": "gn:4188985", "Columbus, Ohio": "gn:4509177", "Columbus, Indiana": None,
    "Atlanta, Georgia": None, "Phenix City, Alabama": None,
    "Dayton, Ohio": "gn:4509884", "Cleveland, Ohio": None, "Hilliard, Ohio": None,
    "Bend, Oregon": "gn:5713587", "Redmond, Oregon": "gn:5747882", "Sisters, Oregon": None, "Prineville, Oregon": None,
    "Dallas, Oregon": None, "Woodburn, Oregon": None, "Medford, Oregon": None, "Phoenix, Oregon": None,
    "Sweet Home, Oregon": None, "Beaverton, Oregon": None,
    "Miami, Florida": None, "Homestead, Florida": None, "Fort Lauderdale, Florida": "gn:4155966",
    "Tampa, Florida": "gn:4174757", "Brandon, Florida": "gn:4148757", "Key West, Florida": None,
    "Gainesville, Florida": None,
    "Phoenix, Arizona": "gn:5308655", "Chandler, Arizona": None, "Goodyear, Arizona": None, "Glendale, Arizona": None,
    "Scottsdale, Arizona": "gn:5313457", "Maricopa, Arizona": None, "Casa Grande, Arizona": None,
    "Tucson, Arizona": "gn:5318313", "Tempe, Arizona": "gn:5317058",
    "Portland, Maine": "gn:4975802", "Portland, Oregon": "gn:5746545", "South Portland, Maine": None,
    "Lewiston, Maine": "gn:4969398", "Hope, Maine": None,
    "Salem, Massachusetts": "gn:4950065", "Salem, Oregon": "gn:5750162", "Beverly, Massachusetts": None,
    "Boston, Massachusetts": None, "Holyoke, Massachusetts": None,
    "Seattle, Washington": "gn:5809844", "Tacoma, Washington": "gn:5812944", "Spokane Valley, Washington": "gn:5811729",
    "Spokane, Washington": None, "Yakima, Washington": None, "Olympia, Washington": None,
    "Vancouver, Washington": None, "Coeur d'Alene, Idaho": None, "Boise, Idaho": None,
    "Springfield, Illinois": "gn:4250542", "Springfield, Massachusetts": "gn:4951788",
    "Springfield, Missouri": "gn:4409896", "Chatham, Illinois": None, "Chicago, Illinois": None,
    "Naperville, Illinois": None, "Elgin, Illinois": None, "Bloomington, Illinois": None, "Hennepin, Illinois": None,
    "Miami, Oklahoma": None, "Peoria, Illinois": "gn:4905687",
    "Yogyakarta, Indonesia": None, "Madurai, India": None, "Monterrey, Mexico": None,
    "Victoria, British Columbia": None,
}

ROWS = []


def q(question, kind, dec, rel, docs=(), vals=None, place=None, why="", phrasing="sentence",
      session=None, standalone=None, turn=None):
    docs = list(docs)
    if dec == "abstain":
        assert not docs and not vals
    row = {
        "id": None, "question": question, "session": session, "kind": kind, "gold_decision": dec,
        "gold_node_ids": list(dict.fromkeys(SCOPE[d] for d in docs if d in SCOPE)),
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
W = "Abstain: "

# ---------------------------------------------------------------- answer: a passage of exactly the asked place states it
q("Hi! Our house is on Main St in Raleigh, NC and the number is even. Which days can we run the sprinklers?", "exact", "answer", "exact", [RAL],
  {"days": ["Wednesdays and Sundays"]}, "Raleigh, North Carolina", "Raleigh notice, Lawn watering days: even addresses on Wednesdays and Sundays.", "address")
q("is watering my vegtable garden by hand ok on a day that isnt mine? (Raleigh NC)", "exact", "answer", "exact", [RAL],
  {"hand": ["allowed on any day"]}, "Raleigh, North Carolina", "Raleigh notice, Watering hours: hand watering of vegetable gardens with a shut-off nozzle on any day.", "parens")
q("what hours are cooling centres open on heat advisory days, durham n.c.?", "exact", "answer", "exact", [DUR],
  {"hours": ["from 9 a.m. to 7 p.m."]}, "Durham, North Carolina", "Durham notice, Hours and services.", "fact-first")
q("Do I need a library card to get into a Hennepin cnty cooling center?", "exact", "answer", "exact", [HEN],
  {"card": ["no library card or appointment is needed"]}, "Hennepin County, Minnesota", "Hennepin County notice, Hours.", "county-abbrev")
q("HENNEPIN COUNTY SERVICE CENTERS HOW LATE ARE THEY OPEN DURING A HEAT WARNING", "exact", "answer", "exact", [HEN],
  {"hours": ["service centers stay open until 7 p.m."]}, "Hennepin County, Minnesota", "Hennepin County notice, Hours: service centers until 7 p.m.", "all-caps")
q("roughly which weeks do the spring burning restrictions cover in minnesota", "exact", "answer", "exact", [MNB],
  {"when": ["from early April to the end of May"]}, "Minnesota", "Minnesota notice, Burning restrictions after the snow melts.", "state-full")
q("how early before the fourth of july does a drought fireworks ban have to be adopted in new mexico", "exact", "answer", "exact", [NMF],
  {"deadline": ["at least 20 days before the Fourth of July"]}, "New Mexico", "New Mexico summary, Who may ban fireworks.", "fact-first")
q("Can a county drought ban in N.M. stop the licensed public fireworks show?", "exact", "answer", "exact", [NMF],
  {"displays": ["may not stop permitted public displays"]}, "New Mexico", "New Mexico summary, What a local ban cannot cover.", "yes-no")
q("smoking rules under stage 1, bernalillo co. nm", "exact", "answer", "exact", [BER],
  {"smoking": ["smoking is allowed only inside vehicles and buildings"]}, "Bernalillo County, New Mexico", "Bernalillo County order, Stage 1 fire restrictions.", "county-abbrev")
q("we wanted to camp off-grid (not in a campground) in bernalillo county this may, are campfirs ok", "exact", "answer", "exact", [BER],
  {"campfires": ["campfires outside developed campgrounds are banned"]}, "Bernalillo County, New Mexico", "Bernalillo County order, Stage 1 fire restrictions: from 1 April, campfires outside developed campgrounds banned; a word misspelt.", "typo")
q("how high can the water waste fines go in albuquerqe", "exact", "answer", "exact", [ABQ],
  {"max": ["rising to 500 dollars"]}, "Albuquerque, New Mexico", "Albuquerque notice, Water waste fines; town misspelt one letter off.", "typo")
q("penalty for burning without the required permit, NC?", "exact", "answer", "exact", [NCB],
  {"fine": ["100 dollars plus court costs"]}, "North Carolina", "North Carolina notice, What may be burned and fines.", "fact-first")
q("where exactly do i go to pick up the free sandbags in santa fe new mexico", "exact", "answer", "exact", [SFE],
  {"where": ["public works yard"]}, "Santa Fe, New Mexico", "Santa Fe notice, Sandbags: the city's public works yard.", "state-full")
q("st. paul, mn - when do they start towing cars out of the riverfront lots?", "exact", "answer", "exact", [STP],
  {"when": ["once a flood warning is issued"]}, "Saint Paul, Minnesota", "Saint Paul notice, Riverfront parking.", "parens")
q("Can I still use my burn barrel in unincorporated Wake Cnty during the leaf season ban?", "exact", "answer", "exact", [WAKE],
  {"barrels": ["burn barrels may not be used"]}, "Wake County, North Carolina", "Wake County order, Burn ban in effect.", "county-abbrev")
q("why does arizona even have that stupid motorist law", "exact", "answer", "exact", [AZ],
  {"why": ["summer monsoon storms fill normally dry washes"]}, "Arizona", "Arizona rule, Why Arizona has this law.", "sentence")
q("how much is the fine for using fireworks in aurora, colorado?", "same-name", "answer", "exact", [AUC],
  {"fine": ["up to 1,000 dollars"]}, "Aurora, Colorado", "Aurora, Colorado notice, Fines (the Illinois Aurora is about snow).", "parens")
q("AURORA IL OVERNIGHT STREET PARKING HOURS IN WINTER WHEN SNOW IS FORECAST", "same-name", "answer", "exact", [AUI],
  {"hours": ["from 2 a.m. to 6 a.m."]}, "Aurora, Illinois", "Aurora, Illinois notice, Overnight winter parking.", "all-caps")
q("what should i do with my yard waste instead of burning it during the butte co. suspension", "exact", "answer", "exact", [BUT],
  {"alt": ["green-waste drop-off site", "Chipping, composting"]}, "Butte County, California", "Butte County notice, What is still allowed during the suspension.", "county-abbrev")
q("how much drinking water per hour does a california employer have to provide each outdoor worker", "exact", "answer", "exact", [CAH],
  {"water": ["at least one quart per hour"]}, "California", "California heat rule, Drinking water and shade.", "state-full")
q("which months can people below the burn scars get free sandbags, colorado springs co", "exact", "answer", "exact", [COS],
  {"months": ["from May to September"]}, "Colorado Springs, Colorado", "Colorado Springs notice, Sandbags.", "fact-first")
q("Columbus, Georgia: does the riverwalk close when there's a river flood warning?", "same-name", "answer", "exact", [CSG],
  {"closed": ["the riverwalk and the parks along the river are closed"]}, "Columbus, Georgia", "Columbus, Georgia notice, River flood warnings.", "yes-no")
q("will the utility cut my power for an unpaid bill during a heat emergency in columbus ohio", "same-name", "answer", "exact", [CMH],
  {"shutoff": ["do not shut off service for unpaid bills"]}, "Columbus, Ohio", "Columbus, Ohio notice, Utility shutoffs.", "state-full")
q("where can i take my horses if we have to evacaute for a wildfrie in deschutes county oregon", "exact", "answer", "exact", [DES],
  {"where": ["The county fairgrounds take large animals"]}, "Deschutes County, Oregon", "Deschutes County levels, Livestock and large animals; two words misspelt.", "typo")
q("El Paso County, Colorado -- where are people still allowed to smoke under Stage 1?", "same-name", "answer", "exact", [EPC],
  {"smoking": ["Smoking is allowed only inside vehicles or buildings"]}, "El Paso County, Colorado", "El Paso County, Colorado order, Stage 1 (not El Paso County, Texas).", "parens")
q("we put down new sod last week here in georgia, does the no watering between 10 and 4 rule apply to it", "exact", "answer", "exact", [GAW],
  {"new": ["new landscapes during their first 30 days"]}, "Georgia", "Georgia rule, Exceptions: new landscapes during their first 30 days.", "chit-chat")
q("after a flood, what do i do with the food in my fridge? houston tx", "exact", "answer", "exact", [HOU],
  {"food": ["throw away food that flood water touched"]}, "Houston, Texas", "Houston notice, After a flood.", "parens")
q("Are the Illinois state cooling centers only for people who already get state services?", "exact", "answer", "exact", [ILC],
  {"everyone": ["free and open to everyone"]}, "Illinois", "Illinois cooling centers, Who can use cooling centers.", "yes-no")
q("what happens if i fail the first brush clearance inspection in LA county", "exact", "answer", "exact", [LAC],
  {"again": ["re-inspected after 30 days"]}, "Los Angeles County, California", "Los Angeles County notice, Re-inspections and charges.", "sentence")
q("is there any hope i can burn brush in maine without a permit if there's snow on the ground", "word-trap", "answer", "exact", [MEB],
  {"snow": ["unless the ground around the fire is covered with snow"]}, "Maine",
  "Maine rule, When you need a burn permit. 'hope' is a word here, not Hope, Maine: the asked place is Maine.", "yes-no")
q("what months does the heat relief season run in maricopa co", "exact", "answer", "exact", [MAR],
  {"season": ["From 1 May to 30 September"]}, "Maricopa County, Arizona", "Maricopa County notice, Heat relief season.", "county-abbrev")
q("Marion County OR: can we have a campfire at a campground while the burning ban is on?", "exact", "answer", "exact", [MCO],
  {"campfire": ["approved campgrounds with metal fire rings"]}, "Marion County, Oregon", "Marion County notice, Exceptions.", "parens")
q("paradise ca what does a shelter-in-place notice mean", "same-name", "answer", "exact", [PCE],
  {"meaning": ["leaving is more dangerous than staying"]}, "Paradise, California", "Paradise, California order, Evacuation warning and evacuation order.", "postal")
q("paradise, nevada - how many watering days per week in the winter", "same-name", "answer", "exact", [PNV],
  {"winter": ["one assigned day a week in winter"]}, "Paradise, Nevada", "Paradise, Nevada notice, Seasonal watering days.", "parens")
q("how fast does my landlord have to start fixing the AC in summer, phoenix az", "exact", "answer", "exact", [PHX],
  {"deadline": ["within 24 hours"]}, "Phoenix, Arizona", "Phoenix notice, Repairs to air conditioning.", "fact-first")
q("what temperature forecast makes portland oregon open cooling centers", "same-name", "answer", "exact", [POR],
  {"trigger": ["95 degrees Fahrenheit or higher for two days in a row", "heat advisory"]}, "Portland, Oregon", "Portland, Oregon notice, When cooling centers open.", "state-full")
q("salem massachusetts can my guest get a parking pass in october", "same-name", "answer", "exact", [SMA],
  {"pass": ["free October visitor pass"]}, "Salem, Massachusetts", "Salem, Massachusetts notice, Resident parking permits.", "state-full")
q("what time of day can I water the lawn in salem oregon", "same-name", "answer", "exact", [SOR],
  {"hours": ["before 10 a.m. or after 6 p.m."]}, "Salem, Oregon", "Salem, Oregon notice, Lawn watering days and hours.", "state-full")
q("once the boil notice is lifted in springfield illinois, what should we do with our taps", "same-name", "answer", "exact", [SPI],
  {"taps": ["run cold taps for several minutes"]}, "Springfield, Illinois", "Springfield, Illinois notice, When the notice is lifted.", "state-full")
q("springfield ma even numbered address which days can the sprinklers go", "same-name", "answer", "exact", [SPM],
  {"days": ["Tuesdays and Saturdays"]}, "Springfield, Massachusetts", "Springfield, Massachusetts restriction, When lawns may be watered: even addresses Tuesdays and Saturdays.", "postal")
q("when do they test the tornado sirens in springfield missouri", "same-name", "answer", "exact", [SMO],
  {"test": ["at noon on the first Wednesday of each month"]}, "Springfield, Missouri", "Springfield, Missouri notice, Monthly siren tests.", "state-full")
q("if the travis county burn ban started july 1, is it still on in mid september", "exact", "answer", "exact", [TRV],
  {"length": ["for 90 days from 1 July"]}, "Travis County, Texas", "Travis County order, Burn ban in effect: 90 days from 1 July, unless lifted sooner.", "yes-no")
q("are cities in washington allowed to have a stricter burn ban than the state one", "exact", "answer", "exact", [WAD],
  {"local": ["stricter than the state burn ban"]}, "Washington", "Washington DNR rule, Local rules may be stricter.", "yes-no")
q("WA heat rule - what temperature applies to workers in vapor barrier suits", "exact", "answer", "exact", [WAH],
  {"temp": ["52 degrees"]}, "Washington", "Washington heat rule, When the rule applies: 52 degrees for nonbreathable clothing.", "postal")
q("Is it true that Aurora, Colorado bans sparklers and fountains too?", "word-trap", "answer", "exact", [AUC],
  {"all": ["including sparklers, fountains"]}, "Aurora, Colorado",
  "Aurora, Colorado notice, All fireworks are illegal. 'fountains' is a word here, not Fountain, Colorado (a town in El Paso County).", "yes-no")
q("tampa la address 4 la mudinjaa entha day water pannalaam", "exact", "answer", "exact", [TPA],
  {"day": ["4 or 5 on Wednesdays"]}, "Tampa, Florida", "Tamil-English: Tampa notice, One day a week: addresses ending in 4 or 5 on Wednesdays.", "tamil-english")
q("phoenix la evaporative cooler mattum irundha room temperature max evlo", "exact", "answer", "exact", [PHX],
  {"temp": ["86 degrees or less"]}, "Phoenix, Arizona", "Tamil-English: Phoenix notice, Required indoor temperatures with only an evaporative cooler.", "tamil-english")
q("kapan musim pembakaran terbuka di massachusetts dimulai dan berakhir", "exact", "answer", "exact", [MAB],
  {"season": ["15 January to 1 May"]}, "Massachusetts", "Indonesian: Massachusetts rule, The open burning season.", "indonesian")
q("berapa tong air hujan yang boleh dipakai satu rumah di colorado", "exact", "answer", "exact", [COR],
  {"barrels": ["at most two rain barrels"]}, "Colorado", "Indonesian: Colorado rule, two barrels.", "indonesian")

# answer: no place named, general text states it
q("does an n95 still work if i have a beard", "unscoped", "answer", "unscoped", [GSM],
  {"beard": ["works poorly over a beard"]}, None, "General smoke guidance, Masks and respirators.", "yes-no")
q("my phone says evacuation warning, not order. do i have to leave yet or just get ready", "unscoped", "answer", "unscoped", [GGO, PCE],
  {"warning": ["get ready, and leave early if you need more time", "prepare to leave"]}, None,
  "General go-bag guidance states what a warning means (Paradise, California's order also does; no place asked).", "sentence")
q("¿cuántas pulgadas de agua en movimiento pueden derribar a una persona adulta?", "unscoped", "answer", "unscoped", [GFL],
  {"depth": ["Six inches"]}, None, "Spanish: general flood driving guidance.", "spanish")
q("should i give water to someone who might have heat stroke", "unscoped", "answer", "unscoped", [GHE],
  {"drink": ["do not give the person anything to drink"]}, None, "General first aid, Signs of heat stroke.", "yes-no")

# ---------------------------------------------------------------- warn: only a broader place's passage states it
q("i live on main st in garner nc, can i burn my leaves in november", "broader", "warn", "broader", [WAKE],
  {"ban": ["15 October to 30 November"]}, "Garner, North Carolina",
  "Garner is in Wake County: the county leaf-season burn ban (broader; it names unincorporated areas, a caveat the warning carries).", "address")
q("Holly Springs, NC -- is cooking on the grill still fine during the county burn ban?", "broader", "warn", "broader", [WAKE],
  {"grill": ["cooking fires in a grill"]}, "Holly Springs, North Carolina", "Holly Springs is in Wake County: the county order, Recreational fires (broader).", "parens")
q("can the city of roswell nm ban firecrackers if we're in a drought", "broader", "warn", "broader", [NMF],
  {"what": ["aerial fireworks and ground audible devices"]}, "Roswell, New Mexico",
  "Roswell (Chaves County): only the New Mexico summary states local drought bans (broader); Bernalillo County's order is another county's.", "postal")
q("tijeras nm, is open burning banned right now?", "broader", "warn", "broader", [BER],
  {"banned": ["Open burning, burn barrels and campfires outside developed campgrounds are banned"]}, "Tijeras, New Mexico",
  "Tijeras is a village in Bernalillo County: the county Stage 1 order (broader).", "parens")
q("what's the fine for illegal fireworks in truth or consequences, new mexico?", "word-trap", "warn", "broader", [NMF],
  {"fine": ["up to 500 dollars"]}, "Truth or Consequences, New Mexico",
  "Truth or Consequences (Sierra County; its name ordinary words): the New Mexico summary, Fines (broader).", "parens")
q("minneapolis mn, do i need an appointment to use a cooling center", "broader", "warn", "broader", [HEN],
  {"none": ["no library card or appointment is needed"]}, "Minneapolis, Minnesota", "Minneapolis is in Hennepin County: the county notice (broader).", "parens")
q("duluth mn can i burn a brush pile in mid april", "broader", "warn", "broader", [MNB],
  {"ban": ["no one may burn brush or yard waste"]}, "Duluth, Minnesota", "Duluth (St. Louis County): the Minnesota spring restrictions (broader).", "postal")
q("at what temperature do the high heat procedures start for farm crews in sacramento", "broader", "warn", "broader", [CAH],
  {"temp": ["95 degrees Fahrenheit or higher"]}, "Sacramento, California", "Sacramento: the California heat rule (broader).", "fact-first")
q("pasadena california, when do they come back to re-inspect brush clearance", "broader", "warn", "broader", [LAC],
  {"again": ["re-inspected after 30 days"]}, "Pasadena, California", "Pasadena is in Los Angeles County: the county notice (broader, before the state rule).", "state-full")
q("durham ca, when does the debris burning suspension begin", "same-name", "warn", "broader", [BUT],
  {"from": ["from 1 June"]}, "Durham, California",
  "Durham, California is a place in Butte County: the county suspension (broader); Durham, North Carolina's notice is about heat.", "parens")
q("cooling center hours in goodyear az", "word-trap", "warn", "broader", [MAR],
  {"hours": ["from 8 a.m. to 5 p.m."]}, "Goodyear, Arizona", "Goodyear (a Maricopa County city named like a brand): the county network (broader).", "postal")
q("tucson - drove around the barricade into a flooded wash, can they give me a ticket on top of the rescue bill", "broader", "warn", "broader", [AZ],
  {"ticket": ["traffic citation"]}, "Tucson, Arizona", "Tucson (Pima County): the Arizona rule (broader).", "parens")
q("how do they send evacuation alerts in redmond oregon", "same-name", "warn", "broader", [DES],
  {"how": ["by phone, text and email"]}, "Redmond, Oregon", "Redmond, Oregon is in Deschutes County: the county notice (broader); not Redmond, Washington.", "state-full")
q("sisters oregon, is there somewhere to take livestock if we evacuate", "word-trap", "warn", "broader", [DES],
  {"where": ["The county fairgrounds take large animals"]}, "Sisters, Oregon",
  "Sisters (a Deschutes County town named by an ordinary word): the county notice (broader).", "parens")
q("fountain, co: can i run a chainsaw under stage 2 fire restrictions", "broader", "warn", "broader", [EPC],
  {"saw": ["spark arrester"]}, "Fountain, Colorado", "Fountain is in El Paso County: the county order, Stage 2 (broader).", "parens")
q("denver, can rain barrel water be used for drinking", "broader", "warn", "broader", [COR],
  {"no": ["may not be used for drinking"]}, "Denver, Colorado", "Denver: the Colorado rule (broader).", "parens")
q("Can I burn household garbage somewhere near Brandon, FL?", "near", "warn", "broader", [FLY],
  {"never": ["household garbage may never be burned"]}, "Brandon, Florida", "Brandon (Hillsborough County): the Florida rule (broader).", "near")
q("homestead florida what should i bring to a hurricane evacuation shelter", "broader", "warn", "broader", [MDC],
  {"bring": ["Bring bedding, food and medicine for three days"]}, "Homestead, Florida", "Homestead is in Miami-Dade County: the county notice (broader).", "state-full")
q("can i cool off at a state police station at night in naperville il", "broader", "warn", "broader", [ILC],
  {"police": ["state police stations also let anyone in to cool off at any hour"]}, "Naperville, Illinois", "Naperville: the Illinois state cooling centers (broader).", "postal")
q("bloomington illinois, do the state cooling centers cost anything", "same-name", "warn", "broader", [ILC],
  {"free": ["free and open to everyone"]}, "Bloomington, Illinois",
  "Bloomington, Illinois (McLean County): the Illinois state cooling centers (broader); Hennepin County's centers are Bloomington, Minnesota's county's.", "parens")
q("is burning trash legal in dayton, ohio?", "broader", "warn", "broader", [OHB],
  {"illegal": ["Burning trash, garbage and building materials is illegal in Ohio"]}, "Dayton, Ohio", "Dayton: the Ohio rule, Other rules (broader).", "yes-no")
q("sweet home, oregon - does a cedar shake roof mean i need a bigger fuel break?", "word-trap", "warn", "broader", [ORD],
  {"roof": ["flammable roof such as cedar shakes needs more"]}, "Sweet Home, Oregon",
  "Sweet Home (Linn County; its name ordinary words): the Oregon rule (broader).", "parens")
q("peoria il is there a map of cooling centers during a heat warning", "same-name", "warn", "broader", [ILC],
  {"map": ["publishes a map of them during every heat warning"]}, "Peoria, Illinois", "Peoria, Illinois: the Illinois state cooling centers (broader).", "postal")

# warn: an exact-scope passage exists but on another topic; a broader one states it
q("how much is the ticket for burning leaves in raleigh while the autumn ban is on", "answering-wins", "warn", "broader", [WAKE],
  {"fine": ["250 dollars"]}, "Raleigh, North Carolina", "Raleigh's notice is about water; the Wake County order states the fine (broader).", "fact-first")
q("albuquerque: how much can i be fined for violating fire restrictions", "answering-wins", "warn", "broader", [BER],
  {"fine": ["up to 300 dollars"]}, "Albuquerque, New Mexico", "Albuquerque's notice is about watering; the Bernalillo County order states it (broader).", "parens")
q("santa fe nm fine for setting off firecrackers during a drought ban", "answering-wins", "warn", "broader", [NMF],
  {"fine": ["up to 500 dollars"]}, "Santa Fe, New Mexico",
  "Santa Fe's notice is about arroyo floods; the New Mexico summary states the fine (broader). Bernalillo County's 300 dollars is another county's.", "postal")
q("are burn permits free if i live in durham, north carolina", "answering-wins", "warn", "broader", [NCB],
  {"free": ["Permits are free"]}, "Durham, North Carolina", "Durham's notice is about heat; the North Carolina notice states it (broader).", "yes-no")
q("austin tx how much is the fine for violating the burn ban", "answering-wins", "warn", "broader", [TRV, TXB],
  {"fine": ["fine of up to 500 dollars"]}, "Austin, Texas", "Austin's notice is about watering; the Travis County order (then the Texas rule) states it (broader).", "postal")
q("salem oregon can i burn a yard debris pile in july", "answering-wins", "warn", "broader", [MCO],
  {"ban": ["all open burning is banned"]}, "Salem, Oregon", "Salem, Oregon's notice is about water; the Marion County ban from 1 July states it (broader).", "state-full")
q("apakah boleh menyalakan petasan di albuquerque new mexico bulan juli", "answering-wins", "warn", "broader", [BER],
  {"ban": ["firecrackers may not be sold or used"]}, "Albuquerque, New Mexico",
  "Indonesian: Albuquerque's notice is about watering; the Bernalillo County order bans firecrackers 15 June to 6 July (broader).", "indonesian")
q("apa yang harus dibawa ke shelter badai di miami florida", "broader", "warn", "broader", [MDC],
  {"bring": ["bedding, food and medicine for three days"]}, "Miami, Florida", "Indonesian: Miami is in Miami-Dade County: the county shelters passage (broader).", "indonesian")
q("independence day plans in albuquerque: are sparklers still ok?", "word-trap", "warn", "broader", [BER, NMF],
  {"ok": ["Sparklers and fountains remain allowed", "may not forbid fountains, sparklers"]}, "Albuquerque, New Mexico",
  "'independence' is a word, not Independence, Missouri. Albuquerque's notice is about watering; the Bernalillo County order (then the New Mexico summary) states it (broader).", "chit-chat")

# warn: only a narrower place's passage states it
q("does washington state lend out air cleaners to people with asthma", "narrower", "warn", "narrower", [SEA],
  {"lend": ["lends portable air cleaners"]}, "Washington", "Only Seattle's notice states it (narrower); the Washington passages are about burning and employers.", "yes-no")
q("what kind of buildings does north carolina use as cooling centers", "narrower", "warn", "narrower", [DUR],
  {"where": ["public libraries and recreation centers"]}, "North Carolina", "Only Durham's notice states it (narrower); the state notice is about burning.", "state-full")
q("new mexico water waste, what happens on a first violation", "narrower", "warn", "narrower", [ABQ],
  {"first": ["warning letter"]}, "New Mexico", "Only Albuquerque's notice states it (narrower); the state summary is about fireworks.", "fact-first")
q("santa fe county nm where do they hand out sandbags for arroyo flooding", "narrower", "warn", "narrower", [SFE],
  {"where": ["public works yard"]}, "Santa Fe County, New Mexico", "Santa Fe is in Santa Fe County: the city notice (narrower).", "postal")
q("Travis Cnty, odd numbered addresses - watering day?", "narrower", "warn", "narrower", [ATX],
  {"day": ["odd number on Wednesdays"]}, "Travis County, Texas", "Austin is in Travis County: the city notice (narrower); the county order is about burning.", "county-abbrev")
q("greene co. mo, how strong do winds have to be before the outdoor sirens go off", "narrower", "warn", "narrower", [SMO],
  {"wind": ["70 miles per hour"]}, "Greene County, Missouri", "Springfield, Missouri is in Greene County: the city notice (narrower).", "county-abbrev")
q("florida lawn watering hours on your assigned day", "narrower", "warn", "narrower", [TPA],
  {"hours": ["before 8 a.m. or after 6 p.m."]}, "Florida", "Only Tampa's notice states it (narrower); the Florida rule is about burning.", "state-full")
q("CUMBERLAND COUNTY MAINE WINTER PARKING BAN HOURS", "narrower", "warn", "narrower", [PME],
  {"hours": ["from 10 p.m. to 6 a.m."]}, "Cumberland County, Maine", "Portland, Maine is in Cumberland County: the city notice (narrower).", "all-caps")
q("multnomah co. or cooling centers how late do they stay open", "narrower", "warn", "narrower", [POR],
  {"hours": ["from noon to 10 p.m."]}, "Multnomah County, Oregon", "Portland, Oregon is in Multnomah County: the city notice (narrower).", "county-abbrev")

# warn: a located question that only general text answers
q("i'm in boise idaho, how do i tell if somone has heat stroke", "unscoped", "warn", "unscoped", [GHE],
  {"signs": ["a fast and strong pulse", "103 degrees Fahrenheit"]}, "Boise, Idaho", "Only the general first aid states it; nothing about Idaho; a word misspelt.", "typo")
q("how often should i test the co alarm in my house in tempe az", "unscoped", "warn", "unscoped", [GCO],
  {"test": ["Test them monthly"]}, "Tempe, Arizona", "Only the general CO guidance states it; Maricopa County's notice is about heat.", "postal")
q("ok so the power is out in houston, where do i put the generator", "unscoped", "warn", "unscoped", [GCO],
  {"where": ["at least 20 feet from the house"]}, "Houston, Texas", "Houston's notice is about flooding; only the general CO guidance states it.", "chit-chat")
q("is it ok to vacuum when its smoky outside (spokane valley)", "unscoped", "warn", "unscoped", [GSM],
  {"no": ["Do not fry food, burn candles or vacuum"]}, "Spokane Valley, Washington", "Only the general smoke guidance states it.", "parens")
q("how deep does moving flood water have to be to knock someone over, asking for las cruces nm", "unscoped", "warn", "unscoped", [GFL],
  {"depth": ["Six inches"]}, "Las Cruces, New Mexico", "Only the general flood guidance states it; Santa Fe's arroyo notice is another city's.", "chit-chat")

# ---------------------------------------------------------------- abstain: only another place's passage states it
q("i live on elm st in durham nc, which days am i allowed to water the lawn", "neighbour", "abstain", "disjoint", place="Durham, North Carolina",
  why=W + "Durham's notice is about heat; the watering days are Raleigh's (Wake County, the neighbouring county); the state notice is about burning.", phrasing="address")
q("raleigh has those odd and even watering days, what about garner nc", "neighbour", "abstain", "disjoint", place="Garner, North Carolina",
  why=W + "Raleigh's days are a sibling city's (both in Wake County); the Wake and state notices state no watering days.", phrasing="what-about")
q("hillsborough nc: dates of the fall leaf burning ban?", "neighbour", "abstain", "disjoint", place="Hillsborough, North Carolina",
  why=W + "Hillsborough is in Orange County; the leaf-season ban is Wake County's; the state notice states no seasonal dates. Not Hillsborough County, Florida.", phrasing="postal")
q("corrales, nm: what hours am i not allowed to run sprinklers", "neighbour", "abstain", "disjoint", place="Corrales, New Mexico",
  why=W + "Corrales is in Sandoval County; the watering hours are Albuquerque's; the New Mexico summary is about fireworks.", phrasing="parens")
q("anything near roseville mn for cooling centers in a heat wave", "near", "abstain", "disjoint", place="Roseville, Minnesota",
  why=W + "Roseville is in Ramsey County; Hennepin County's centers are the neighbouring county's; Saint Paul's notice is about the river.", phrasing="near")
q("chico bans lawn watering on mondays, what about oroville ca", "neighbour", "abstain", "disjoint", place="Oroville, California",
  why=W + "Chico's schedule is a sibling city's (both in Butte County); the Butte and California passages state no watering days.", phrasing="what-about")
q("glendale, arizona: what temperature does a landlord have to keep an apartment with ac", "neighbour", "abstain", "disjoint", place="Glendale, Arizona",
  why=W + "the limits are Phoenix's (a sibling city in Maricopa County); the county notice is about heat relief.", phrasing="parens")
q("heat relief network cooling centers in the city of maricopa az", "word-trap", "abstain", "disjoint", place="Maricopa, Arizona",
  why=W + "the city of Maricopa is in Pinal County, not Maricopa County: the network is another county's; nothing Arizona-wide on cooling centers.", phrasing="postal")
q("prineville oregon what does evacuation level 2 mean", "neighbour", "abstain", "disjoint", place="Prineville, Oregon",
  why=W + "Prineville is in Crook County; the levels are Deschutes County's (neighbouring); no Oregon passage states them.", phrasing="state-full")
q("dallas, oregon (polk county): can i still light a burn barrel after july 1", "neighbour", "abstain", "disjoint", place="Dallas, Oregon",
  why=W + "Dallas, Oregon is in Polk County; the burn barrel ban is Marion County's (neighbouring); the Oregon passages do not state it. Not Dallas, Texas.", phrasing="parens")
q("el paso county co has stage 1 restrictions, what about pueblo county", "neighbour", "abstain", "disjoint", place="Pueblo County, Colorado",
  why=W + "the restrictions are El Paso County's (neighbouring); the Colorado rule is about rain barrels.", phrasing="what-about")
q("fort lauderdale: do hurricane shelters open in public schools", "neighbour", "abstain", "disjoint", place="Fort Lauderdale, Florida",
  why=W + "Fort Lauderdale is in Broward County; the shelters are Miami-Dade County's; the Florida rule is about yard waste.", phrasing="parens")
q("pasadena tx can i get flood alerts by text", "neighbour", "abstain", "disjoint", place="Pasadena, Texas",
  why=W + "the text alerts are Houston's (a sibling city in Harris County); the Texas rule is about burn bans.", phrasing="postal")
q("chatham il (sangamon cnty): do we have to boil our drinking water", "neighbour", "abstain", "disjoint", place="Chatham, Illinois",
  why=W + "the boil-water notice is Springfield's utility's (a sibling place in Sangamon County); the Illinois passage is about cooling centers.", phrasing="parens")
q("south portland me, does the city have a winter parking ban", "neighbour", "abstain", "disjoint", place="South Portland, Maine",
  why=W + "the parking ban is Portland, Maine's (a sibling city in Cumberland County); the Maine rule is about burn permits.", phrasing="parens")
q("beaverton oregon cooling centers during a heat wave", "neighbour", "abstain", "disjoint", place="Beaverton, Oregon",
  why=W + "Beaverton is in Washington County, Oregon (not the state of Washington); the centers are Portland's (Multnomah County); the Oregon heat rule is for employers.", phrasing="state-full")
q("phenix city alabama is the riverwalk closed during a flood warning", "neighbour", "abstain", "disjoint", place="Phenix City, Alabama",
  why=W + "the riverwalk closure is Columbus, Georgia's (across the river, another state).", phrasing="state-full")
q("i used to live in houston, now im in dallas tx, where do i see the high water locations", "two-places", "abstain", "disjoint", place="Dallas, Texas",
  why=W + "asked about Dallas; the high-water locations are Houston's; the Texas rule is about burn bans.", phrasing="two-places")

# abstain: a same-named place elsewhere
q("do they close gates at low water crossings in santa fe, texas", "same-name", "abstain", "disjoint", place="Santa Fe, Texas",
  why=W + "the low-water crossing gates are Santa Fe, New Mexico's; the Texas rule is about burn bans.", phrasing="parens")
q("comparing the two auroras: i'm in the illinois one, are sparklers legal here", "two-places", "abstain", "disjoint", place="Aurora, Illinois",
  why=W + "the fireworks ban is Aurora, Colorado's; Aurora, Illinois's notice is about snow and the Illinois passage about cooling centers.", phrasing="two-places")
q("columbus georgia cooling center hours in a heat emergency", "same-name", "abstain", "disjoint", place="Columbus, Georgia",
  why=W + "the cooling centers are Columbus, Ohio's; Georgia's rule is about watering.", phrasing="state-full")
q("columbus oh, does the riverwalk close in a flood", "same-name", "abstain", "disjoint", place="Columbus, Ohio",
  why=W + "the riverwalk is Columbus, Georgia's; Columbus, Ohio's notice is about heat.", phrasing="parens")
q("portland oregon opens cooling centers at 95 degrees, what about portland maine", "same-name", "abstain", "disjoint", place="Portland, Maine",
  why=W + "the threshold is Portland, Oregon's; Portland, Maine's notice is about parking and the Maine rule about burning.", phrasing="what-about")
q("SALEM MASS WHAT HOURS CAN I WATER MY LAWN", "same-name", "abstain", "disjoint", place="Salem, Massachusetts",
  why=W + "the hours are Salem, Oregon's and Springfield, Massachusetts's (another city and county); the Massachusetts rule is about burning.", phrasing="all-caps")
q("springfield massachusetts, do we need to boil our drinking water right now", "same-name", "abstain", "disjoint", place="Springfield, Massachusetts",
  why=W + "the boil-water notice is Springfield, Illinois's.", phrasing="state-full")
q("paradise nv vent mesh size for embers", "same-name", "abstain", "disjoint", place="Paradise, Nevada",
  why=W + "the vent order is Paradise, California's; nothing about Nevada vents.", phrasing="postal")
q("saint paul nebraska do they close roads when the river rises", "same-name", "abstain", "disjoint", place="Saint Paul, Nebraska",
  why=W + "the river closures are Saint Paul, Minnesota's.", phrasing="state-full")
q("rochester ny spring burning restrictions dates", "same-name", "abstain", "disjoint", place="Rochester, New York",
  why=W + "the spring restrictions are Minnesota's (Rochester, Minnesota's state); nothing about New York.", phrasing="postal")
q("austin minnesota lawn watering day for odd addresses", "same-name", "abstain", "disjoint", place="Austin, Minnesota",
  why=W + "the days are Austin, Texas's; the Minnesota notice is about burning.", phrasing="state-full")
q("phoenix oregon, does my landlord have to keep the apartment under 82 degrees", "same-name", "abstain", "disjoint", place="Phoenix, Oregon",
  why=W + "the limit is Phoenix, Arizona's; the Oregon heat rule is for employers, not landlords.", phrasing="parens")
q("marion county fl are burn barrels banned from july", "same-name", "abstain", "disjoint", place="Marion County, Florida",
  why=W + "the burn barrel ban is Marion County, Oregon's; the Florida rule does not mention burn barrels.", phrasing="postal")

# abstain: another country
q("apakah warga yogyakarta perlu izin untuk membakar sampah daun", "unrelated", "abstain", "unrelated", place="Yogyakarta, Indonesia",
  why=W + "Indonesian question about Yogyakarta, Indonesia; every burning passage is a US place's.", phrasing="indonesian")
q("madurai la cooling center enga irukku", "unrelated", "abstain", "unrelated", place="Madurai, India",
  why=W + "Tamil-English about Madurai, India; the cooling center passages are US places'.", phrasing="tamil-english")
q("¿hay restricciones de riego para el jardín en monterrey, méxico?", "unrelated", "abstain", "unrelated", place="Monterrey, Mexico",
  why=W + "Spanish, Monterrey, Mexico; the watering passages are US cities'.", phrasing="spanish")
q("victoria bc where are the clean air shelters when there's wildfire smoke", "unrelated", "abstain", "unrelated", place="Victoria, British Columbia",
  why=W + "Victoria, British Columbia (Canada); the clean air shelters are Seattle's.", phrasing="postal")

# abstain: nothing states it
q("raleigh nc trash pickup schedule on holidays", "none", "abstain", "none", place="Raleigh, North Carolina",
  why=W + "nothing about trash pickup anywhere.", phrasing="postal")
q("¿dónde renuevo mi licencia de conducir en houston?", "none", "abstain", "none", place="Houston, Texas",
  why=W + "Spanish: nothing about driver's licences.", phrasing="spanish")
q("whats the best month to plant tomatoes", "none", "abstain", "none",
  why=W + "nothing about gardening seasons; no place.", phrasing="sentence")

# abstain: the place has passages, but none states the asked fact
q("how much does it cost to get a towed car back in aurora illinois", "not-stated", "abstain", "none", place="Aurora, Illinois",
  why=W + "the notice says owners pay towing and storage fees but gives no amount.", phrasing="state-full")
q("phone number for the maricopa county heat relief line?", "not-stated", "abstain", "none", place="Maricopa County, Arizona",
  why=W + "the notice mentions the heat relief line but gives no number.", phrasing="fact-first")
q("how much is the first water waste fee in paradise nevada", "not-stated", "abstain", "none", place="Paradise, Nevada",
  why=W + "the notice says the fees double but gives no amount.", phrasing="state-full")
q("at what river level does columbus georgia issue a flood warning", "not-stated", "abstain", "none", place="Columbus, Georgia",
  why=W + "the notice gives no flood stage or river level.", phrasing="state-full")
q("what's the street address of the santa fe nm public works yard", "not-stated", "abstain", "none", place="Santa Fe, New Mexico",
  why=W + "the notice names the yard but gives no address.", phrasing="postal")

# ---------------------------------------------------------------- sessions (turns in order)
S = "fpc-s1"
q("hey so we just moved to spokane county wa, what are we not allowed to burn during the residential ban?", "exact", "answer", "exact", [SPK],
  {"what": ["yard debris, leaves or brush piles"]}, "Spokane County, Washington", "Opens fpc-s1: Spokane County notice, Burn ban for residents.", "session", S)
q("is our little backyard fire pit still ok", "follow-up", "answer", "exact", [SPK],
  {"pit": ["no larger than three feet across", "unless an air quality burn ban is called"]}, "Spokane County, Washington",
  "Spokane County notice, Fire pits and barbecues.", "session", S, "is a backyard fire pit allowed during the spokane county wa residential burn ban")
q("what about for my parents in spokane valley", "follow-up", "warn", "broader", [SPK],
  {"pit": ["no larger than three feet across", "unless an air quality burn ban is called"]}, "Spokane Valley, Washington",
  "Spokane Valley is in Spokane County: the county notice (broader).", "session", S,
  "is a backyard fire pit allowed during the burn ban in spokane valley wa")
q("and my cousin across the border in coeur d'alene idaho?", "follow-up", "abstain", "disjoint", place="Coeur d'Alene, Idaho",
  why=W + "Idaho, another state: the fire pit rule is Spokane County, Washington's.", phrasing="session", session=S,
  standalone="is a backyard fire pit allowed during a burn ban in coeur d'alene idaho")
q("totally different thing - at what temperature does the washington outdoor heat rule kick in for my crew", "exact", "answer", "exact", [WAH],
  {"temp": ["at or above 80 degrees Fahrenheit"]}, "Washington", "A complete new question in the session: Washington heat rule, When the rule applies.", "session", S, turn="new")

S = "fpc-s2"
q("di austin texas, rumah dengan nomor ganjil boleh menyiram rumput hari apa", "exact", "answer", "exact", [ATX],
  {"day": ["odd number on Wednesdays"]}, "Austin, Texas", "Opens fpc-s2 (Indonesian): Austin notice, Watering days under drought stage 2.", "indonesian", S)
q("jam berapa boleh menyiram?", "follow-up", "answer", "exact", [ATX],
  {"hours": ["before 10 a.m. or after 7 p.m."]}, "Austin, Texas", "Austin notice, Watering hours.", "indonesian", S,
  "jam berapa boleh menyiram rumput di austin texas")
q("kalau di pflugerville?", "follow-up", "abstain", "disjoint", place="Pflugerville, Texas",
  why=W + "Pflugerville is another city in Travis County: Austin's schedule is a sibling city's; the Travis County and Texas passages are about burn bans.",
  phrasing="indonesian", session=S, standalone="jam berapa boleh menyiram rumput di pflugerville texas")
q("pertanyaan baru: apakah boleh membakar sampah di travis county sekarang", "exact", "answer", "exact", [TRV],
  {"ban": ["Outdoor burning of brush, trash and other materials is banned"]}, "Travis County, Texas",
  "A complete new question (Indonesian): Travis County order, Burn ban in effect.", "indonesian", S, turn="new")

S = "fpc-s3"
q("seattle la clean air shelter enga irukku", "exact", "answer", "exact", [SEA],
  {"where": ["libraries and community centers"]}, "Seattle, Washington", "Opens fpc-s3 (Tamil-English): Seattle notice, When clean air shelters open.", "tamil-english", S)
q("timing enna?", "follow-up", "answer", "exact", [SEA],
  {"hours": ["from 10 a.m. to 8 p.m."]}, "Seattle, Washington", "Seattle notice, What clean air shelters offer.", "tamil-english", S,
  "what are the hours of the clean air shelters in seattle washington")
q("tacoma la?", "follow-up", "abstain", "disjoint", place="Tacoma, Washington",
  why=W + "Tacoma is in Pierce County: Seattle's shelters are another city's (King County); the Washington passages are about burning and employers.",
  phrasing="tamil-english", session=S, standalone="what are the hours of the clean air shelters in tacoma washington")

S = "fpc-s4"
q("¿en qué meses prohíbe Ohio quemar al aire libre durante el día?", "exact", "answer", "exact", [OHB],
  {"months": ["March, April, May, October and November"]}, "Ohio", "Opens fpc-s4 (Spanish): Ohio rule, Daytime burning ban in spring and fall.", "spanish", S)
q("¿y en Columbus?", "follow-up", "warn", "broader", [OHB],
  {"months": ["March, April, May, October and November"]}, "Columbus, Ohio",
  "In the Ohio context Columbus is Columbus, Ohio, whose notice is about cooling centers: the Ohio rule (broader).", "spanish", S,
  "en qué meses prohíbe columbus ohio quemar al aire libre durante el día")
q("¿y en Columbus, Georgia?", "follow-up", "abstain", "disjoint", place="Columbus, Georgia",
  why=W + "Columbus, Georgia: the daytime ban is Ohio's; Georgia's rule is about watering and the city's notice about river floods.",
  phrasing="spanish", session=S, standalone="en qué meses prohíbe columbus georgia quemar al aire libre durante el día")

S = "fpc-s5"
q("IN MIAMI-DADE COUNTY WHAT LETTERS DO THE STORM SURGE ZONES USE", "exact", "answer", "exact", [MDC],
  {"zones": ["lettered A to E"]}, "Miami-Dade County, Florida", "Opens fpc-s5: Miami-Dade notice, Storm surge evacuation zones.", "all-caps", S)
q("WHICH ONE IS THE MOST EXPOSED", "follow-up", "answer", "exact", [MDC],
  {"zone": ["most exposed to storm surge (Zone A)"]}, "Miami-Dade County, Florida", "Miami-Dade notice: Zone A.", "all-caps", S,
  "which miami-dade county hurricane evacuation zone is the most exposed to storm surge")
q("SAME THING FOR BROWARD?", "follow-up", "abstain", "disjoint", place="Broward County, Florida",
  why=W + "Broward County, the neighbouring county: the zones are Miami-Dade's; the Florida rule is about yard waste.", phrasing="all-caps", session=S,
  standalone="which broward county fl hurricane evacuation zone is the most exposed to storm surge")
q("OK NEW QUESTION HOW LONG CAN A LEAK GO UNFIXED IN CHICO CA BEFORE IT COUNTS AS WATER WASTE", "exact", "answer", "exact", [CHI],
  {"leak": ["more than three days"]}, "Chico, California", "A complete new question in the session: Chico notice, Water waste and fines.", "all-caps", S, turn="new")

S = "fpc-s6"
q("what does level 1 mean for wildfire evacuations in deschutes county oregon", "exact", "answer", "exact", [DES],
  {"level1": ["Be Ready"]}, "Deschutes County, Oregon", "Opens fpc-s6: Deschutes County levels.", "session", S)
q("ok and what about over in bend", "follow-up", "warn", "broader", [DES],
  {"level1": ["Be Ready"]}, "Bend, Oregon", "Bend is in Deschutes County: the county levels (broader).", "what-about", S,
  "what does evacuation level 1 mean in bend oregon")
q("what about sisters", "follow-up", "warn", "broader", [DES],
  {"level1": ["Be Ready"]}, "Sisters, Oregon", "Sisters, Oregon (a Deschutes County town named by an ordinary word): the county levels (broader).", "what-about", S,
  "what does evacuation level 1 mean in sisters oregon")
q("and up in prineville?", "follow-up", "abstain", "disjoint", place="Prineville, Oregon",
  why=W + "Prineville is in Crook County: the levels are Deschutes County's (neighbouring); no Oregon passage states them.", phrasing="what-about",
  session=S, standalone="what does evacuation level 1 mean in prineville oregon")


def main():
    import sys
    for i, r in enumerate(ROWS, 1):
        r["id"] = f"fpc-{i:03d}"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS)
    out = HERE / "places.jsonl"
    if "--check" in sys.argv:
        sys.exit(0 if out.read_text() == text else "places.jsonl differs from the generator")
    out.write_text(text)
    print(f"wrote {len(ROWS)} questions to {out}")


if __name__ == "__main__":
    main()
