"""Writes places.jsonl (fresh_b). Hand-written questions; run once, output committed frozen.

Every gold phrase is checked against its document by check.py. Stdlib only.
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

# places: name -> node id (copied from bench/data/fresh/places.jsonl, bench/data/geo/questions.jsonl and the
# geo README table; states and counties follow geo:US/<State>[/<County>]); None = id not known
P = {
    "North Carolina": "geo:US/North Carolina", "New Mexico": "geo:US/New Mexico", "Minnesota": "geo:US/Minnesota",
    "Arizona": "geo:US/Arizona", "California": "geo:US/California", "Colorado": "geo:US/Colorado",
    "Florida": "geo:US/Florida", "Georgia": "geo:US/Georgia", "Illinois": "geo:US/Illinois", "Maine": "geo:US/Maine",
    "Massachusetts": "geo:US/Massachusetts", "Ohio": "geo:US/Ohio", "Oregon": "geo:US/Oregon", "Texas": "geo:US/Texas",
    "Washington": "geo:US/Washington",
    "Wake County, North Carolina": "geo:US/North Carolina/Wake County",
    "Orange County, North Carolina": "geo:US/North Carolina/Orange County",
    "Bernalillo County, New Mexico": "geo:US/New Mexico/Bernalillo County",
    "Hennepin County, Minnesota": "geo:US/Minnesota/Hennepin County",
    "Ramsey County, Minnesota": "geo:US/Minnesota/Ramsey County",
    "Butte County, California": "geo:US/California/Butte County",
    "Los Angeles County, California": "geo:US/California/Los Angeles County",
    "Deschutes County, Oregon": "geo:US/Oregon/Deschutes County",
    "El Paso County, Colorado": "geo:US/Colorado/El Paso County",
    "El Paso County, Texas": "geo:US/Texas/El Paso County",
    "Maricopa County, Arizona": "geo:US/Arizona/Maricopa County",
    "Pinal County, Arizona": "geo:US/Arizona/Pinal County",
    "Marion County, Oregon": "geo:US/Oregon/Marion County",
    "Miami-Dade County, Florida": "geo:US/Florida/Miami-Dade County",
    "Broward County, Florida": "geo:US/Florida/Broward County",
    "Spokane County, Washington": "geo:US/Washington/Spokane County",
    "Travis County, Texas": "geo:US/Texas/Travis County",
    "Williamson County, Texas": "geo:US/Texas/Williamson County",
    "Harris County, Texas": "geo:US/Texas/Harris County",
    "Sangamon County, Illinois": "geo:US/Illinois/Sangamon County",
    "King County, Washington": "geo:US/Washington/King County",
    "Raleigh, North Carolina": "gn:4487042", "Durham, North Carolina": "gn:4464368", "Cary, North Carolina": "gn:4459467",
    "Apex, North Carolina": "gn:4452808", "Carrboro, North Carolina": None, "Chapel Hill, North Carolina": "gn:4460162",
    "Albuquerque, New Mexico": "gn:5454711", "Santa Fe, New Mexico": "gn:5490263", "Rio Rancho, New Mexico": "gn:5487811",
    "Las Cruces, New Mexico": "gn:5475352", "Santa Fe, Texas": "gn:4727022",
    "Saint Paul, Minnesota": "gn:5045360", "Minneapolis, Minnesota": "gn:5037649",
    "Bloomington, Minnesota": "gn:5018739", "Bloomington, Indiana": "gn:4254679", "Saint Paul, Nebraska": "gn:5077237",
    "Aurora, Colorado": "gn:5412347", "Aurora, Illinois": "gn:4883817", "Austin, Texas": "gn:4671654",
    "Pflugerville, Texas": "gn:4718711", "Round Rock, Texas": "gn:4724129", "Houston, Texas": "gn:4699066",
    "Chico, California": "gn:5336269", "Oroville, California": "gn:5379759", "Paradise, California": "gn:5381002",
    "Durham, California": "gn:5344359", "Long Beach, California": "gn:5367929", "Fresno, California": None,
    "Paradise, Nevada": "gn:5509952", "Paradise Valley, Arizona": None,
    "Colorado Springs, Colorado": "gn:5417598", "Manitou Springs, Colorado": "gn:5430023", "Pueblo, Colorado": None,
    "Boulder, Colorado": "gn:5574991", "Columbus, Georgia": "gn:4188985", "Columbus, Ohio": "gn:4509177",
    "Decatur, Georgia": "gn:4191124", "Dayton, Ohio": "gn:4509884",
    "Bend, Oregon": "gn:5713587", "Redmond, Oregon": "gn:5747882", "Redmond, Washington": "gn:5808079",
    "Hialeah, Florida": "gn:4158476", "Tampa, Florida": "gn:4174757", "Brandon, Florida": "gn:4148757",
    "Mesa, Arizona": "gn:5304391", "Tempe, Arizona": "gn:5317058", "Phoenix, Arizona": "gn:5308655",
    "Surprise, Arizona": None, "Tucson, Arizona": "gn:5318313", "Flagstaff, Arizona": None,
    "Portland, Maine": "gn:4975802", "Portland, Oregon": "gn:5746545", "Gresham, Oregon": "gn:5729485",
    "Salem, Massachusetts": "gn:4950065", "Salem, Oregon": "gn:5750162", "Keizer, Oregon": "gn:5734711",
    "Eugene, Oregon": "gn:5725846", "Boring, Oregon": None,
    "Seattle, Washington": "gn:5809844", "Bellevue, Washington": None, "Tacoma, Washington": "gn:5812944",
    "Spokane Valley, Washington": "gn:5811729", "Spokane, Washington": None,
    "Springfield, Illinois": "gn:4250542", "Springfield, Massachusetts": "gn:4951788",
    "Springfield, Missouri": "gn:4409896", "Normal, Illinois": None, "Worcester, Massachusetts": "gn:4956184",
    "Surabaya, Indonesia": None, "Bandung, Indonesia": None, "Coimbatore, India": "gn:1273865",
}

ROWS = []


def q(question, kind, dec, rel, docs=(), vals=None, place=None, why="", phrasing="terse",
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

# ---------------------------------------------------------------- answer: exact scope states it
NCB = F + "north_carolina_open_burning_permits.md"; WAKE = F + "wake_county_north_carolina_burn_ban.md"
RAL = F + "raleigh_north_carolina_water_restrictions.md"; DUR = F + "durham_north_carolina_heat_response.md"
NMF = F + "new_mexico_fireworks_in_drought.md"; BER = F + "bernalillo_county_new_mexico_fire_restrictions.md"
ABQ = F + "albuquerque_new_mexico_outdoor_watering.md"; SFE = F + "santa_fe_new_mexico_arroyo_flash_floods.md"
MNB = F + "minnesota_spring_burning_restrictions.md"; HEN = F + "hennepin_county_minnesota_cooling_centers.md"
STP = F + "saint_paul_minnesota_river_flooding.md"

q("raleigh nc sprinkler days for odd numbered house", "exact", "answer", "exact", [RAL],
  {"days": ["Tuesdays and Saturdays"]}, "Raleigh, North Carolina", "Raleigh notice, Lawn watering days: odd addresses Tuesdays and Saturdays.", "abbrev")
q("what time can irrigation run in raleih", "exact", "answer", "exact", [RAL],
  {"hours": ["before 8 a.m. or after 8 p.m."]}, "Raleigh, North Carolina", "Raleigh notice, Watering hours; town misspelt one letter off.", "misspelt")
q("durham nc is the bus free if im going to a cooling center", "exact", "answer", "exact", [DUR],
  {"bus": ["free for anyone going to or from a cooling center"]}, "Durham, North Carolina", "Durham notice, Free bus rides.", "abbrev")
q("heat index that makes durham north carolina open cooling centres", "exact", "answer", "exact", [DUR],
  {"threshold": ["105 degrees Fahrenheit"]}, "Durham, North Carolina", "Durham notice, When cooling centers open: 105.", "terse")
q("north carolina what am i allowed to burn in my yard", "exact", "answer", "exact", [NCB],
  {"what": ["Only natural vegetation grown on the property"]}, "North Carolina", "State notice, What may be burned and fines.", "terse")
q("nc statewide burn ban does it count even if im nowhere near the woods", "exact", "answer", "exact", [NCB],
  {"all": ["whether or not the burning is near woodland"]}, "North Carolina", "State notice, When the state bans all burning.", "abbrev")
q("albuqerque nm summer spray irrigation hours not allowed", "exact", "answer", "exact", [ABQ],
  {"hours": ["between 10 a.m. and 6 p.m."]}, "Albuquerque, New Mexico", "Albuquerque notice, Watering hours from April to October; misspelt one letter off.", "misspelt")
q("albuquerque winter sprinkler how often", "exact", "answer", "exact", [ABQ],
  {"winter": ["no more than once a week"]}, "Albuquerque, New Mexico", "Albuquerque notice, Winter watering.", "terse")
q("bernalillo county nm sparklers ok on july 4", "exact", "answer", "exact", [BER],
  {"sparklers": ["Sparklers and fountains remain allowed"]}, "Bernalillo County, New Mexico", "County order, What is banned for fireworks: sparklers remain allowed.", "abbrev")
q("penalty for breaking bernalillo county fire restrictions", "exact", "answer", "exact", [BER],
  {"fine": ["up to 300 dollars"]}, "Bernalillo County, New Mexico", "County order, Penalties.", "terse")
q("new mexico how long can a local drought fireworks ban last", "exact", "answer", "exact", [NMF],
  {"length": ["no more than 30 days"]}, "New Mexico", "State summary, Who may ban fireworks: lasts no more than 30 days.", "terse")
q("sante fe nm how many free sandbags per house for arroyo flooding", "exact", "answer", "exact", [SFE],
  {"bags": ["ten bags per household"]}, "Santa Fe, New Mexico", "Santa Fe notice, Sandbags; town misspelt one letter off.", "misspelt")
q("size limit for a campfire in mn during spring burn restrictions", "exact", "answer", "exact", [MNB],
  {"size": ["three feet across and three feet high"]}, "Minnesota", "State notice, Campfires.", "abbrev")
q("does mn give out burning permits during the spring restrictions", "exact", "answer", "exact", [MNB],
  {"none": ["no burning permits are issued"]}, "Minnesota", "State notice, Burning restrictions after the snow melts.", "abbrev")
q("st paul mn how do i get river flood alerts", "exact", "answer", "exact", [STP],
  {"alerts": ["sign up for text alerts"]}, "Saint Paul, Minnesota", "Saint Paul notice, Flood alerts.", "abbrev")
q("az what does it cost if i get rescued after driving around a flood barricade", "exact", "answer", "exact",
  [G + "arizona_stupid_motorist_law.md"], {"cost": ["2,000 dollars"]}, "Arizona", "State rule, Rescue costs.", "abbrev")
q("aurora co who do i call about neighbors setting off fireworks", "same-name", "answer", "exact", [G + "aurora_colorado_fireworks_ban.md"],
  {"report": ["police non-emergency line"]}, "Aurora, Colorado", "Aurora, Colorado notice, Reporting illegal fireworks (the Illinois Aurora doc is about snow).", "abbrev")
q("aurora il how much snow before snow route parking ban", "same-name", "answer", "exact", [G + "aurora_illinois_snow_routes.md"],
  {"trigger": ["2 inches or more of snow"]}, "Aurora, Illinois", "Aurora, Illinois notice, Snow route parking ban.", "abbrev")
q("austn tx which day can even addresses water", "exact", "answer", "exact", [G + "austin_texas_watering_schedule.md"],
  {"day": ["even number on Thursdays"]}, "Austin, Texas", "Austin notice, Watering days; misspelt one letter off.", "misspelt")
q("ca defensible space how far must tree branches be from my chimney", "exact", "answer", "exact", [G + "california_defensible_space.md"],
  {"branch": ["at least 10 feet from chimneys"]}, "California", "State rule, Zone 1: branches at least 10 feet from chimneys.", "abbrev")
q("chico ca which day is lawn watering banned", "exact", "answer", "exact", [G + "chico_california_lawn_watering.md"],
  {"day": ["Mondays"]}, "Chico, California", "Chico notice, Watering days: no lawn watering on Mondays.", "abbrev")
q("colorado can a 6 unit apartment building collect rainwater in barrels", "exact", "answer", "exact", [G + "colorado_rain_barrels.md"],
  {"units": ["four or fewer units"]}, "Colorado", "State rule, Who may collect rainwater: four or fewer units (so not six).", "terse")
q("columbus ga when does the rafting course close", "same-name", "answer", "exact", [G + "columbus_georgia_river_flood_warnings.md"],
  {"rafting": ["above its normal level"]}, "Columbus, Georgia", "Columbus, Georgia notice, Rafting course closures.", "abbrev")
q("colombus ohio what heat index starts the heat emergency plan", "exact", "answer", "exact", [G + "columbus_ohio_cooling_centers.md"],
  {"trigger": ["100 degrees Fahrenheit"]}, "Columbus, Ohio", "Columbus, Ohio notice, Heat emergency activation; misspelt one letter off.", "misspelt")
q("deshutes county oregon level 2 evacuation meaning", "exact", "answer", "exact", [G + "deschutes_county_oregon_evacuation_levels.md"],
  {"level2": ["Be Set"]}, "Deschutes County, Oregon", "County levels: Level 2, Be Set; misspelt one letter off.", "misspelt")
q("how big can my yard waste pile be in florida without authorization", "exact", "answer", "exact", [G + "florida_yard_waste_burning.md"],
  {"size": ["8 feet across"]}, "Florida", "State rule, When you may burn yard waste.", "terse")
q("houston tx can i get flood alerts on my phone", "exact", "answer", "exact", [G + "houston_texas_flooded_roads.md"],
  {"alerts": ["flood alerts by text message"]}, "Houston, Texas", "Houston notice, Flood alerts.", "abbrev")
q("illinois state cooling centers can i bring my dog", "exact", "answer", "exact", [G + "illinois_state_cooling_centers.md"],
  {"pets": ["Pets are not allowed"]}, "Illinois", "State cooling centers, Who can use: pets not allowed except service animals.", "terse")
q("la county brush clearance due date", "exact", "answer", "exact", [G + "los_angeles_county_california_brush_clearance.md"],
  {"deadline": ["by 1 June"]}, "Los Angeles County, California", "County notice, Deadline for brush clearance.", "abbrev")
q("maricopa county are any cooling centers open overnight", "exact", "answer", "exact", [G + "maricopa_county_arizona_heat_relief_network.md"],
  {"overnight": ["some stay open overnight during excessive heat warnings"]}, "Maricopa County, Arizona", "County notice, How to find a cooling center.", "terse")
q("marion county or charcoal grill on my deck during the burning ban", "exact", "answer", "exact", [G + "marion_county_oregon_open_burning_ban.md"],
  {"bbq": ["propane and charcoal barbecues"]}, "Marion County, Oregon", "County notice, Exceptions.", "abbrev")
q("mass can i burn a pile of leaves", "exact", "answer", "exact", [G + "massachusetts_open_burning_season.md"],
  {"banned": ["Burning grass, hay, leaves"]}, "Massachusetts", "State rule, What may be burned: leaves are banned.", "abbrev")
q("miami dade hurricane who has to leave first are mobile homes included", "word-trap", "answer", "exact",
  [G + "miami_dade_county_florida_hurricane_evacuation_zones.md"], {"order": ["mobile homes anywhere in the county"]},
  "Miami-Dade County, Florida", "County notice, Evacuation orders: Zone A and mobile homes first. 'mobile' is a word here, not Mobile, Alabama.", "terse")
q("oregon defensible space fuel break width", "exact", "answer", "exact", [G + "oregon_defensible_space.md"],
  {"width": ["at least 30 feet"]}, "Oregon", "State rule, primary fuel break of 30 feet.", "terse")
q("paradise california vent mesh opening size", "same-name", "answer", "exact", [G + "paradise_california_ember_resistant_vents.md"],
  {"mesh": ["1/8 inch"]}, "Paradise, California", "Paradise, California vent order (not Paradise, Nevada).", "terse")
q("paradise nv summer sprinkler hours", "same-name", "answer", "exact", [G + "paradise_nevada_seasonal_watering_schedule.md"],
  {"hours": ["between 11 a.m. and 7 p.m."]}, "Paradise, Nevada", "Paradise, Nevada notice, Watering hours in summer.", "abbrev")
q("phoenx rental max indoor temp with ac", "exact", "answer", "exact", [G + "phoenix_arizona_rental_cooling_requirements.md"],
  {"temp": ["82 degrees Fahrenheit"]}, "Phoenix, Arizona", "Phoenix notice, Required indoor temperatures; misspelt one letter off.", "misspelt")
q("portland maine not oregon, ticket for parking on the street during a ban", "two-places", "answer", "exact", [G + "portland_maine_winter_parking_ban.md"],
  {"fine": ["ticketed 50 dollars"]}, "Portland, Maine", "Portland, Maine notice, Towing and fines; the question names Oregon only to exclude it.", "two-places")
q("cooling centers near portland oregon can i bring my cat", "near", "answer", "exact", [G + "portland_oregon_cooling_centers.md"],
  {"pets": ["pets on a leash or in a carrier"]}, "Portland, Oregon", "Portland, Oregon notice, Hours and services.", "near")
q("salem ma halloween night streets closed what time", "same-name", "answer", "exact", [G + "salem_massachusetts_october_parking.md"],
  {"closure": ["4 p.m. to midnight"]}, "Salem, Massachusetts", "Salem, Massachusetts notice, Halloween night road closures.", "abbrev")
q("seatle do clean air shelters give out n95 masks", "exact", "answer", "exact", [G + "seattle_washington_clean_air_shelters.md"],
  {"n95": ["Free N95 respirators"]}, "Seattle, Washington", "Seattle notice, What clean air shelters offer; misspelt one letter off.", "misspelt")
q("spokane county wa propane fire pit during burn ban ok", "exact", "answer", "exact", [G + "spokane_county_washington_residential_burn_ban.md"],
  {"propane": ["Propane fire pits and barbecues are allowed at all times"]}, "Spokane County, Washington", "County notice, Burn ban for residents (nearer than the DNR state ban).", "abbrev")
q("springfield il when does the boil order end", "same-name", "answer", "exact", [G + "springfield_illinois_boil_water_notice.md"],
  {"lift": ["two rounds of laboratory tests"]}, "Springfield, Illinois", "Springfield, Illinois notice, Boil-water notice: until two rounds of tests show the water is safe.", "abbrev")
q("springfield mass lawn sprinkler hours", "same-name", "answer", "exact", [G + "springfield_massachusetts_lawn_watering.md"],
  {"hours": ["before 9 a.m. or after 5 p.m."]}, "Springfield, Massachusetts", "Springfield, Massachusetts restriction, When lawns may be watered.", "abbrev")
q("springfield missouri what wind speed sets off the sirens", "same-name", "answer", "exact", [G + "springfield_missouri_outdoor_warning_sirens.md"],
  {"wind": ["70 miles per hour"]}, "Springfield, Missouri", "Springfield, Missouri notice, When the sirens sound.", "terse")
q("texas what kbdi number counts as drought for a burn ban", "exact", "answer", "exact", [G + "texas_county_burn_bans.md"],
  {"kbdi": ["575 or higher"]}, "Texas", "State rule, Who can order a burn ban: KBDI 575 or higher.", "terse")
q("welding outdoors during travis county burn ban allowed?", "exact", "answer", "exact", [G + "travis_county_texas_burn_ban.md"],
  {"welding": ["fire watch and a water supply"]}, "Travis County, Texas", "County order, What is still allowed: hot work needs a fire watch.", "terse")
q("wa heat rule rest break at 100 degrees", "exact", "answer", "exact", [G + "washington_outdoor_heat_exposure_rule.md"],
  {"rest": ["fifteen-minute cool-down rest period every hour"]}, "Washington", "State rule, Mandatory cool-down rest periods.", "abbrev")

# answer: no place named, general text states it
q("generator in the garage with the door open is that ok", "unscoped", "answer", "unscoped", [G + "general_generator_carbon_monoxide.md"],
  {"never": ["even with the doors or windows open"]}, None, "General CO guidance, Where to put a portable generator.", "terse")
q("is it normal to feel dizzy with heat exhaustion", "word-trap", "answer", "unscoped", [G + "general_heat_illness_first_aid.md"],
  {"signs": ["dizziness"]}, None, "General heat first aid, Signs of heat exhaustion. 'normal' is a word, not Normal, Illinois: no place asked.", "terse")
q("how many inches of moving water can carry off a small car", "unscoped", "answer", "unscoped", [G + "general_flood_driving_safety.md"],
  {"depth": ["twelve inches"]}, None, "General flood driving guidance.", "terse")
q("aqi is 170 is that bad for everyone or just sensitive people", "unscoped", "answer", "unscoped", [G + "general_wildfire_smoke_protection.md", G + "seattle_washington_clean_air_shelters.md"],
  {"category": ["unhealthy for everyone"]}, None, "General smoke guidance, How to read the AQI: 151 to 200 (Seattle's notice also says it; no place asked).", "terse")

# ---------------------------------------------------------------- warn: broader scope states it
q("cary nc where do i get a burn permit", "broader", "warn", "broader", [NCB],
  {"where": ["issued online or at any county forest service office"]}, "Cary, North Carolina", "Only the state notice states burn permits; the Wake County order is a seasonal ban and says nothing on permits.", "abbrev")
q("apex nc fine for burning leaves during the county burn ban", "broader", "warn", "broader", [WAKE],
  {"fine": ["250 dollars"]}, "Apex, North Carolina", "Apex is in Wake County: the county order's fine (broader).", "abbrev")
q("plugerville tx can i burn brush this summer", "broader", "warn", "broader", [G + "travis_county_texas_burn_ban.md"],
  {"ban": ["burn ban is in effect"]}, "Pflugerville, Texas", "Pflugerville is in Travis County: the county order (broader); misspelt one letter off.", "misspelt")
q("hydration station near mesa az do they have indoor space", "near", "warn", "broader", [G + "maricopa_county_arizona_heat_relief_network.md"],
  {"indoor": ["no indoor space"]}, "Mesa, Arizona", "Mesa is in Maricopa County: the county heat relief network (broader).", "near")
q("how do i find a cooling center in surprise az", "word-trap", "warn", "broader", [G + "maricopa_county_arizona_heat_relief_network.md"],
  {"map": ["heat relief map"]}, "Surprise, Arizona", "Surprise, Arizona (a city in Maricopa County, its name an ordinary word): the county network's map (broader).", "abbrev")
q("spokane valley is my fire pit ok during the burn ban", "broader", "warn", "broader", [G + "spokane_county_washington_residential_burn_ban.md"],
  {"pit": ["three feet across"]}, "Spokane Valley, Washington", "Spokane Valley is in Spokane County: the county notice (broader, nearer than the state DNR rule).", "terse")
q("keizer oregon are burn barrels allowed in july", "broader", "warn", "broader", [G + "marion_county_oregon_open_burning_ban.md"],
  {"ban": ["burn barrels"]}, "Keizer, Oregon", "Keizer is in Marion County: the county open burning ban covers burn barrels (broader).", "terse")
q("long beach ca how far do i clear brush from my house", "broader", "warn", "broader",
  [G + "los_angeles_county_california_brush_clearance.md", G + "california_defensible_space.md"],
  {"distance": ["200 feet", "100 feet"]}, "Long Beach, California", "Long Beach is in Los Angeles County: the county notice (200 ft) first, then the state rule (100 ft).", "abbrev")
q("oroville ca max burn pile size", "broader", "warn", "broader", [G + "butte_county_california_burn_suspension.md"],
  {"size": ["4 feet high and 4 feet across"]}, "Oroville, California", "Oroville is in Butte County: the county notice (broader).", "abbrev")
q("chico can i burn my yard waste pile in july", "answering-wins", "warn", "broader", [G + "butte_county_california_burn_suspension.md"],
  {"suspended": ["from 1 June"]}, "Chico, California", "Chico's own notice is about lawn watering; the Butte County suspension states it (broader wins over an exact passage on another topic).", "terse")
q("bend oregon what does a level 3 evacuation notice mean", "broader", "warn", "broader", [G + "deschutes_county_oregon_evacuation_levels.md"],
  {"level3": ["leave immediately"]}, "Bend, Oregon", "Bend is in Deschutes County: the county levels (broader).", "terse")
q("manitou springs co are fireworks banned right now", "broader", "warn", "broader", [G + "el_paso_county_colorado_fire_restrictions.md"],
  {"fireworks": ["fireworks are banned"]}, "Manitou Springs, Colorado", "Manitou Springs is in El Paso County: Stage 1 bans fireworks (broader). Aurora's ban is another city's.", "abbrev")
q("hialeah fl can my dog come to the hurricane shelter", "broader", "warn", "broader", [G + "miami_dade_county_florida_hurricane_evacuation_zones.md"],
  {"pets": ["proof of vaccination"]}, "Hialeah, Florida", "Hialeah is in Miami-Dade County: the county shelters passage (broader).", "abbrev")
q("can rio rancho ban sparklers in a drought", "broader", "warn", "broader", [NMF],
  {"sparklers": ["may not forbid fountains, sparklers"]}, "Rio Rancho, New Mexico", "Rio Rancho (Sandoval County): only the state summary states what a local ban cannot cover (broader).", "terse")
q("las cruces nm fine for illegal fireworks", "broader", "warn", "broader", [NMF],
  {"fine": ["up to 500 dollars"]}, "Las Cruces, New Mexico", "State summary, Fines (broader); Bernalillo County's 300-dollar fine is another county's.", "abbrev")
q("albuquerque when are aerial fireworks banned", "broader", "warn", "broader", [BER],
  {"dates": ["15 June to 6 July"]}, "Albuquerque, New Mexico", "Albuquerque is in Bernalillo County: the county order states the dates (broader; it names unincorporated areas, a caveat the warning carries); Albuquerque's own notice is about watering.", "terse")
q("st paul burning permit how much", "answering-wins", "warn", "broader", [MNB],
  {"cost": ["5 dollars"]}, "Saint Paul, Minnesota", "Saint Paul's notice is about the river; the state spring restrictions state it (broader).", "abbrev")
q("columbus oh burning leaves in october during the day", "answering-wins", "warn", "broader", [G + "ohio_daytime_burning_restrictions.md"],
  {"ban": ["between 6 a.m. and 6 p.m."]}, "Columbus, Ohio", "Columbus, Ohio's notice is about cooling centers; the Ohio rule states it (broader).", "abbrev")
q("worcester mass how far from houses must a brush fire be", "broader", "warn", "broader", [G + "massachusetts_open_burning_season.md"],
  {"distance": ["75 feet"]}, "Worcester, Massachusetts", "State rule (broader).", "abbrev")
q("portland me do i need a permit for a backyard campfire", "same-name", "warn", "broader", [G + "maine_open_burning_permits.md"],
  {"permit": ["including brush piles and campfires"]}, "Portland, Maine", "Maine's burn permit rule (broader); Portland, Maine's own notice is about parking.", "abbrev")
q("tacoma wa when is the dnr summer burn ban", "broader", "warn", "broader", [G + "washington_dnr_summer_burn_ban.md"],
  {"dates": ["1 July through 30 September"]}, "Tacoma, Washington", "Tacoma (Pierce County): state DNR ban only (broader); Spokane County's ban is another county's.", "abbrev")
q("eugene or how much water must my boss give me in the heat", "broader", "warn", "broader", [G + "oregon_heat_illness_rule.md"],
  {"water": ["32 ounces per hour"]}, "Eugene, Oregon", "Oregon heat rule (broader).", "abbrev")
q("fresno ca farm work shade required above what temperature", "broader", "warn", "broader", [G + "california_outdoor_heat_illness_rule.md"],
  {"shade": ["exceeds 80 degrees Fahrenheit"]}, "Fresno, California", "California heat rule (broader).", "abbrev")
q("columbus georgia lawn sprinkler hours", "same-name", "warn", "broader", [G + "georgia_outdoor_watering_hours.md"],
  {"hours": ["between 4 p.m. and 10 a.m."]}, "Columbus, Georgia", "Georgia watering hours (broader); Columbus, Georgia's notice is about river floods.", "terse")
q("cooling centers in normal il", "word-trap", "warn", "broader", [G + "illinois_state_cooling_centers.md"],
  {"hours": ["8:30 a.m. to 5 p.m."]}, "Normal, Illinois", "Normal, Illinois (a town whose name is an ordinary word): the state cooling centers (broader).", "abbrev")
q("aurora illinois is there a place to cool off in a heat wave", "same-name", "warn", "broader", [G + "illinois_state_cooling_centers.md"],
  {"where": ["family community resource centers", "state police stations"]}, "Aurora, Illinois", "Illinois state cooling centers (broader); Aurora, Illinois's notice is about snow.", "terse")
q("boulder co can i use rain barrel water inside the house", "broader", "warn", "broader", [G + "colorado_rain_barrels.md"],
  {"use": ["only outdoors"]}, "Boulder, Colorado", "Colorado rule (broader).", "abbrev")
q("flagstaff az fee for driving past a flood barricade and needing rescue", "broader", "warn", "broader", [G + "arizona_stupid_motorist_law.md"],
  {"cost": ["2,000 dollars"]}, "Flagstaff, Arizona", "Arizona rule (broader).", "abbrev")
q("defensible space rules in boring oregon", "word-trap", "warn", "broader", [G + "oregon_defensible_space.md"],
  {"width": ["at least 30 feet"]}, "Boring, Oregon", "Boring, Oregon (Clackamas County; its name an ordinary word): the Oregon rule (broader).", "terse")
q("houston who can put a burn ban in place", "broader", "warn", "broader", [G + "texas_county_burn_bans.md"],
  {"who": ["commissioners court"]}, "Houston, Texas", "Houston's notice is about flooding; the Texas rule states who orders a burn ban (broader).", "terse")

# warn: narrower scope states it
q("does minnesota open cooling centers in a heat wave", "narrower", "warn", "narrower", [HEN],
  {"trigger": ["95 degrees Fahrenheit", "heat advisory"]}, "Minnesota", "Only Hennepin County's notice states it (narrower); the Minnesota notice is about burning.", "terse")
q("new mexico which months do arroyos flash flood", "narrower", "warn", "narrower", [SFE],
  {"months": ["from July to September"]}, "New Mexico", "Only Santa Fe's notice (a city in the state) states it (narrower).", "terse")
q("ramsey county mn at what river level do roads close", "narrower", "warn", "narrower", [STP],
  {"gauge": ["above 14 feet"]}, "Ramsey County, Minnesota", "Saint Paul is in Ramsey County: the city notice (narrower).", "abbrev")
q("sangamon county il boil order", "narrower", "warn", "narrower", [G + "springfield_illinois_boil_water_notice.md"],
  {"boil": ["boil water before drinking"]}, "Sangamon County, Illinois", "Springfield, Illinois is the seat of Sangamon County: the city notice (narrower).", "abbrev")
q("king county wa clean air shelter hours", "narrower", "warn", "narrower", [G + "seattle_washington_clean_air_shelters.md"],
  {"hours": ["10 a.m. to 8 p.m."]}, "King County, Washington", "Seattle is in King County: the city notice (narrower).", "abbrev")
q("arizona rules for landlords air conditioning temperature", "narrower", "warn", "narrower", [G + "phoenix_arizona_rental_cooling_requirements.md"],
  {"temp": ["82 degrees Fahrenheit"]}, "Arizona", "Only Phoenix's notice states it (narrower); the Maricopa County and Arizona passages are on other topics.", "terse")
q("butte county ca evacuation buses for people without a car", "narrower", "warn", "narrower", [G + "paradise_california_evacuation_zones.md"],
  {"bus": ["Town buses pick up residents without transport"]}, "Butte County, California", "Paradise is in Butte County: the town order (narrower); the county notice is about burning.", "abbrev")

# warn: located question, only general text states it
q("where should co alarms go in my house in raleigh nc", "unscoped", "warn", "unscoped", [G + "general_generator_carbon_monoxide.md"],
  {"where": ["on every level of the home"]}, "Raleigh, North Carolina", "Only the general CO guidance states it; Raleigh's notice is about water.", "abbrev")
q("go bag list for hurricane season tampa fl", "unscoped", "warn", "unscoped", [G + "general_go_bag_and_evacuation_plan.md"],
  {"food": ["non-perishable food for three days"]}, "Tampa, Florida", "Only the general go-bag guidance states it; Tampa's notice is about watering.", "abbrev")
q("signs of heat stroke tucson az", "unscoped", "warn", "unscoped", [G + "general_heat_illness_first_aid.md"],
  {"temp": ["103 degrees Fahrenheit"]}, "Tucson, Arizona", "Only the general first-aid guidance states it; Tucson is in Pima County, no Arizona passage states it.", "abbrev")
q("do cloth masks work against smoke in spokane", "unscoped", "warn", "unscoped", [G + "general_wildfire_smoke_protection.md"],
  {"cloth": ["give little protection"]}, "Spokane, Washington", "Only the general smoke guidance states it (Seattle's passage is another city's).", "terse")

# ---------------------------------------------------------------- abstain
W = "Abstain: "
q("apex nc lawn sprinkler days", "neighbour", "abstain", "disjoint", place="Apex, North Carolina",
  why=W + "only Raleigh (a sibling city in Wake County) states watering days; the Wake and state notices do not.", phrasing="abbrev")
q("carrboro nc free rides to a cooling center", "neighbour", "abstain", "disjoint", place="Carrboro, North Carolina",
  why=W + "Carrboro is in Orange County; Durham's free buses are a city in the neighbouring county.", phrasing="abbrev")
q("round rock tx lawn watering day", "neighbour", "abstain", "disjoint", place="Round Rock, Texas",
  why=W + "Austin's schedule is another city's (and county's); the Texas rule is about burn bans.", phrasing="abbrev")
q("tempe az how fast must my landlord fix the ac", "neighbour", "abstain", "disjoint", place="Tempe, Arizona",
  why=W + "only Phoenix (a sibling city in Maricopa County) states repair deadlines; the county network does not.", phrasing="abbrev")
q("gresam oregon cooling center hours", "neighbour", "abstain", "disjoint", place="Gresham, Oregon",
  why=W + "Portland's centers are a sibling city's; the Oregon heat rule is for employers. Misspelt one letter off.", phrasing="misspelt")
q("clean air shelter near bellevue wa", "neighbour", "abstain", "disjoint", place="Bellevue, Washington",
  why=W + "only Seattle (a sibling city in King County) states clean air shelters.", phrasing="near")
q("oroville ca which evacuation zone am i in", "neighbour", "abstain", "disjoint", place="Oroville, California",
  why=W + "the zones are the Town of Paradise's (sibling in Butte County); the county notice is about burning.", phrasing="abbrev")
q("keizer or voluntary water curtailment percent", "neighbour", "abstain", "disjoint", place="Keizer, Oregon",
  why=W + "Salem's curtailment is a sibling city's (both in Marion County); the county notice is about burning.", phrasing="abbrev")
q("minneapolis which roads close when the river floods", "neighbour", "abstain", "disjoint", place="Minneapolis, Minnesota",
  why=W + "only Saint Paul (Ramsey County, neighbouring Hennepin) states river closures.", phrasing="terse")
q("rio rancho nm low water crossing gates flash flood", "neighbour", "abstain", "disjoint", place="Rio Rancho, New Mexico",
  why=W + "only Santa Fe's notice states low-water crossing gates; another city in another county.", phrasing="abbrev")
q("las cruces summer sprinkler hours", "neighbour", "abstain", "disjoint", place="Las Cruces, New Mexico",
  why=W + "only Albuquerque states watering hours; the New Mexico summary is about fireworks.", phrasing="terse")
q("pueblo co burn scar flooding sandbags", "neighbour", "abstain", "disjoint", place="Pueblo, Colorado",
  why=W + "only Colorado Springs (El Paso County) states sandbags; Pueblo is in Pueblo County.", phrasing="abbrev")
q("williamson county tx can i grill during a burn ban", "neighbour", "abstain", "disjoint", place="Williamson County, Texas",
  why=W + "only Travis County (the neighbouring county) states grills; the Texas rule does not mention them.", phrasing="abbrev")
q("broward county fl hurricane evacuation zone lookup", "neighbour", "abstain", "disjoint", place="Broward County, Florida",
  why=W + "only Miami-Dade County (neighbouring) states zones; the Florida rule is about yard waste.", phrasing="abbrev")
q("pinal county az heat relief cooling centers", "neighbour", "abstain", "disjoint", place="Pinal County, Arizona",
  why=W + "Maricopa County's network is the neighbouring county's; nothing Arizona-wide on cooling centers.", phrasing="abbrev")
q("orange county nc fire pit allowed during burn ban", "neighbour", "abstain", "disjoint", place="Orange County, North Carolina",
  why=W + "only Wake County's order states fire pits; the state notice does not.", phrasing="abbrev")
q("salem oregon halloween night road closures", "same-name", "abstain", "disjoint", place="Salem, Oregon",
  why=W + "the Halloween closures are Salem, Massachusetts's.", phrasing="terse")
q("portland or do they tow cars off the street in a snowstorm", "same-name", "abstain", "disjoint", place="Portland, Oregon",
  why=W + "the winter parking ban and towing are Portland, Maine's.", phrasing="abbrev")
q("portland me free bus to a cooling center in a heat wave", "same-name", "abstain", "disjoint", place="Portland, Maine",
  why=W + "the free rides are Portland, Oregon's (and Durham's); nothing for Maine.", phrasing="abbrev")
q("i moved from columbus ohio to columbus georgia are there cooling centers in my new city", "two-places", "abstain", "disjoint",
  place="Columbus, Georgia", why=W + "asked about Columbus, Georgia; the cooling centers are Columbus, Ohio's; Georgia's rule is about watering.", phrasing="two-places")
q("springfield mo boil water advisory", "same-name", "abstain", "disjoint", place="Springfield, Missouri",
  why=W + "the boil-water notice is Springfield, Illinois's.", phrasing="abbrev")
q("springfield ill lawn watering days", "same-name", "abstain", "disjoint", place="Springfield, Illinois",
  why=W + "the watering days are Springfield, Massachusetts's; the Illinois state passage is about cooling centers.", phrasing="terse")
q("aurora co snow route parking rules", "same-name", "abstain", "disjoint", place="Aurora, Colorado",
  why=W + "the snow routes are Aurora, Illinois's.", phrasing="abbrev")
q("aurora colorado cooling centers during heat", "same-name", "abstain", "disjoint", place="Aurora, Colorado",
  why=W + "cooling centers are stated for Illinois, Columbus, Portland, Hennepin, Durham, Maricopa: none in Colorado.", phrasing="terse")
q("paradise nevada can i burn a pile of yard debris", "same-name", "abstain", "disjoint", place="Paradise, Nevada",
  why=W + "the burning suspension is Butte County, California's (Paradise, California's county).", phrasing="terse")
q("santa fe tx free sandbags for arroyo flooding", "same-name", "abstain", "disjoint", place="Santa Fe, Texas",
  why=W + "the arroyo sandbags are Santa Fe, New Mexico's; the Texas rule is about burn bans.", phrasing="abbrev")
q("durham ca cooling centers heat index", "same-name", "abstain", "disjoint", place="Durham, California",
  why=W + "the cooling centers are Durham, North Carolina's; Butte County and California passages do not state any.", phrasing="abbrev")
q("bloomington indiana do libraries stay open late as cooling centers", "same-name", "abstain", "disjoint", place="Bloomington, Indiana",
  why=W + "Hennepin County (which holds Bloomington, Minnesota) states them; nothing for Indiana.", phrasing="terse")
q("redmond wa evacuation level 2 meaning", "same-name", "abstain", "disjoint", place="Redmond, Washington",
  why=W + "the levels are Deschutes County, Oregon's (Redmond, Oregon's county), not King County's.", phrasing="abbrev")
q("can i burn brush in paradise valley az", "word-trap", "abstain", "disjoint", place="Paradise Valley, Arizona",
  why=W + "Paradise Valley, Arizona (Maricopa County): no Arizona or Maricopa passage states burning; Butte County's suspension is Paradise, California's.", phrasing="abbrev")
q("el paso county texas stage 1 fire restrictions smoking", "same-name", "abstain", "disjoint", place="El Paso County, Texas",
  why=W + "Stage 1 restrictions are El Paso County, Colorado's; the Texas rule does not state smoking rules.", phrasing="terse")
q("jam berapa cooling center di surabaya buka", "unrelated", "abstain", "unrelated", place="Surabaya, Indonesia",
  why=W + "Indonesian question about Surabaya, Indonesia; every cooling center passage is a US place's.", phrasing="indonesian")
q("apakah ada larangan bakar sampah kebun di bandung", "unrelated", "abstain", "unrelated", place="Bandung, Indonesia",
  why=W + "Bandung, Indonesia; the burning passages are US places'.", phrasing="indonesian")
q("kovai la lawn ku thanni vida restriction irukka", "unrelated", "abstain", "unrelated", place="Coimbatore, India",
  why=W + "Tamil-English about Coimbatore (kovai), India; watering passages are US cities'.", phrasing="tamil-english")
q("how do i renew my library card in raleigh", "none", "abstain", "none", place="Raleigh, North Carolina",
  why=W + "nothing about library cards anywhere (Durham's libraries are cooling centers, not cards).", phrasing="terse")
q("travis county tx animal shelter adoption hours", "none", "abstain", "none", place="Travis County, Texas",
  why=W + "nothing about animal shelters.", phrasing="terse")
q("how do i apply for a passport", "none", "abstain", "none",
  why=W + "nothing about passports; no place.", phrasing="terse")
q("hennepin county heat line phone number", "not-stated", "abstain", "none", place="Hennepin County, Minnesota",
  why=W + "the Hennepin notice mentions a heat line but gives no number.", phrasing="terse")
q("how much is the tow fee for the st paul riverfront lots", "not-stated", "abstain", "none", place="Saint Paul, Minnesota",
  why=W + "the notice says owners pay the towing fee but not how much.", phrasing="abbrev")


# added: more phrasings
q("hialeh fl not miami beach, where do the hurricane shelters open", "two-places", "warn", "broader",
  [G + "miami_dade_county_florida_hurricane_evacuation_zones.md"], {"shelter": ["open in public schools"]}, "Hialeah, Florida",
  "Hialeah is in Miami-Dade County: the county shelters passage (broader); misspelt one letter off; Miami Beach named only to exclude it.", "two-places")
q("im in cary not raleigh what days can i water my grass", "two-places", "abstain", "disjoint", place="Cary, North Carolina",
  why=W + "asked about Cary; Raleigh's days are a sibling city's (both in Wake County) and the Wake and state notices state no watering days.", phrasing="two-places")
q("phoenix la heat stroke symptoms enna", "unscoped", "warn", "unscoped", [G + "general_heat_illness_first_aid.md"],
  {"signs": ["hot, red, dry or damp skin", "103 degrees Fahrenheit"]}, "Phoenix, Arizona",
  "Tamil-English: only the general first-aid guidance states heat stroke signs.", "tamil-english")
q("kembang api apa yang dilarang di aurora colorado", "same-name", "answer", "exact", [G + "aurora_colorado_fireworks_ban.md"],
  {"ban": ["fireworks of any kind"]}, "Aurora, Colorado", "Indonesian: Aurora, Colorado notice, All fireworks are illegal.", "indonesian")
q("di north carolina boleh bakar ban bekas atau plastik", "exact", "answer", "exact", [NCB],
  {"never": ["tires, lumber and plastics may never be burned"]}, "North Carolina", "Indonesian: state notice, What may be burned and fines.", "indonesian")

# ---------------------------------------------------------------- sessions (turns in order)
S = "fpb-s1"
q("wake county nc when does the leaf season burn ban run", "exact", "answer", "exact", [WAKE],
  {"dates": ["15 October to 30 November"]}, "Wake County, North Carolina", "Opens fpb-s1: county order, Burn ban in effect.", "session", S)
q("can i still have a fire in my fire pit", "follow-up", "answer", "exact", [WAKE],
  {"pit": ["no more than three feet across"]}, "Wake County, North Carolina", "Wake County order, Recreational fires.", "session", S,
  "can i have a fire in my fire pit during the wake county nc burn ban")
q("what about in cary", "follow-up", "warn", "broader", [WAKE],
  {"pit": ["no more than three feet across"]}, "Cary, North Carolina", "Cary is in Wake County: the county order (broader).", "session", S,
  "can i have a fire pit during the burn ban in cary nc")
q("and chapel hill?", "follow-up", "abstain", "disjoint", place="Chapel Hill, North Carolina",
  why=W + "Chapel Hill is not in Wake County; only Wake's order states fire pits, the state notice does not.", phrasing="session",
  session=S, standalone="can i have a fire pit during the burn ban in chapel hill nc")
q("different question, are pets allowed at durham nc cooling centers", "exact", "answer", "exact", [DUR],
  {"pets": ["pets on a leash are welcome"]}, "Durham, North Carolina", "A complete new question in the session: Durham notice, Hours and services.", "session", S, turn="new")

S = "fpb-s2"
q("sampai jam berapa cooling center di hennepin county minnesota buka", "exact", "answer", "exact", [HEN],
  {"hours": ["until 9 p.m."]}, "Hennepin County, Minnesota", "Opens fpb-s2 (Indonesian): county notice, Hours.", "indonesian", S)
q("kalau di minneapolis?", "follow-up", "warn", "broader", [HEN],
  {"hours": ["until 9 p.m."]}, "Minneapolis, Minnesota", "Minneapolis is in Hennepin County: county notice (broader).", "indonesian", S,
  "sampai jam berapa cooling center di minneapolis minnesota buka")
q("bagaimana dengan saint paul", "follow-up", "abstain", "disjoint", place="Saint Paul, Minnesota",
  why=W + "Saint Paul is in Ramsey County: Hennepin's centers are the neighbouring county's; the Minnesota notice is about burning.",
  phrasing="indonesian", session=S, standalone="sampai jam berapa cooling center di saint paul minnesota buka")
q("pertanyaan lain: jalan tepi sungai di saint paul mn ditutup kalau air sungai setinggi berapa", "exact", "answer", "exact", [STP],
  {"gauge": ["above 14 feet"]}, "Saint Paul, Minnesota", "A complete new question: Saint Paul notice, Closures when the river rises.", "indonesian", S, turn="new")

S = "fpb-s3"
q("paradise ca how many evacuation zones are there", "same-name", "answer", "exact", [G + "paradise_california_evacuation_zones.md"],
  {"zones": ["four evacuation zones"]}, "Paradise, California", "Opens fpb-s3: town order, Evacuation zones.", "session", S)
q("how do i find out which one im in", "follow-up", "answer", "exact", [G + "paradise_california_evacuation_zones.md"],
  {"where": ["residential water bill", "zone map"]}, "Paradise, California", "Town order: zone map and water bill.", "session", S,
  "how do i find my evacuation zone in paradise ca")
q("same question for paradise nevada", "follow-up", "abstain", "disjoint", place="Paradise, Nevada",
  why=W + "the zones are Paradise, California's; Paradise, Nevada's notice is about watering.", phrasing="session", session=S,
  standalone="how do i find my evacuation zone in paradise nevada")
q("new topic: do rain barrels in colorado need a lid", "exact", "answer", "exact", [G + "colorado_rain_barrels.md"],
  {"cover": ["must be covered"]}, "Colorado", "A complete new question: Colorado rule, the rain barrels must be covered.", "session", S, turn="new")

S = "fpb-s4"
q("tampa la lawn ku water panna entha day", "exact", "answer", "exact", [G + "tampa_florida_lawn_watering.md"],
  {"rule": ["one day a week"]}, "Tampa, Florida", "Opens fpb-s4 (Tamil-English): Tampa notice, One day a week.", "tamil-english", S)
q("fine evlo", "follow-up", "answer", "exact", [G + "tampa_florida_lawn_watering.md"],
  {"fine": ["100, 250 and 500 dollars"]}, "Tampa, Florida", "Tampa notice, Fines.", "tamil-english", S, "tampa fl lawn watering fines")
q("brandon fl la?", "follow-up", "abstain", "disjoint", place="Brandon, Florida",
  why=W + "Brandon is another place in Hillsborough County: Tampa's notice is a sibling city's; Florida's rule is about yard waste.",
  phrasing="tamil-english", session=S, standalone="brandon fl lawn watering fines")

S = "fpb-s5"
q("el paso county co fire restrictions right now", "same-name", "answer", "exact", [G + "el_paso_county_colorado_fire_restrictions.md"],
  {"stage": ["Stage 1 fire restrictions are in effect"]}, "El Paso County, Colorado", "Opens fpb-s5: county order, Stage 1.", "session", S)
q("what changes under stage 2", "follow-up", "answer", "exact", [G + "el_paso_county_colorado_fire_restrictions.md"],
  {"flames": ["all open flames are banned"]}, "El Paso County, Colorado", "County order, Stage 2.", "session", S,
  "what is banned under stage 2 fire restrictions in el paso county co")
q("does that apply in colorado springs too", "follow-up", "warn", "broader", [G + "el_paso_county_colorado_fire_restrictions.md"],
  {"flames": ["all open flames are banned"]}, "Colorado Springs, Colorado", "Colorado Springs is in El Paso County: the county order (broader; it names unincorporated areas).", "session", S,
  "what is banned under stage 2 fire restrictions in colorado springs co")
q("where do people there get sandbags", "follow-up", "answer", "exact", [G + "colorado_springs_colorado_burn_scar_flash_floods.md"],
  {"where": ["fire stations"]}, "Colorado Springs, Colorado", "Colorado Springs notice, Sandbags.", "session", S,
  "where to get sandbags in colorado springs co")

S = "fpb-s6"
q("salem or lawn watering how many days a week", "same-name", "answer", "exact", [G + "salem_oregon_water_curtailment.md"],
  {"limit": ["no more than twice a week"]}, "Salem, Oregon", "Opens fpb-s6: Salem, Oregon notice, Lawn watering days and hours.", "session", S)
q("and near salem in keizer", "follow-up", "abstain", "disjoint", place="Keizer, Oregon",
  why=W + "Keizer is a sibling city in Marion County; the county notice is about burning.", phrasing="session", session=S,
  standalone="how many days a week can i water my lawn in keizer oregon")
q("ok what about salem massachusetts", "follow-up", "abstain", "disjoint", place="Salem, Massachusetts",
  why=W + "Salem, Massachusetts's notice is about parking; Springfield, Massachusetts's watering limits are another city's, the Massachusetts rule is about burning.",
  phrasing="session", session=S, standalone="how many days a week can i water my lawn in salem massachusetts")


def main():
    import sys
    for i, r in enumerate(ROWS, 1):
        r["id"] = f"fpb-{i:03d}"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS)
    out = HERE / "places.jsonl"
    if "--check" in sys.argv:
        sys.exit(0 if out.read_text() == text else "places.jsonl differs from the generator")
    out.write_text(text)
    print(f"wrote {len(ROWS)} questions to {out}")


if __name__ == "__main__":
    main()
