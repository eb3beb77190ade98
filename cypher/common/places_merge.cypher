// Offline gazetteer places (loaders/places.py): $rows = [{id, props}], every kind
// (country, admin1, admin2, locality) in one statement. MERGE on the unique Scope id
// makes a re-load a no-op; props holds name, kind, population (null clears it),
// aliases, country_code, geonames_id, coordinates and source.
UNWIND $rows AS row
MERGE (p:Scope:Place {id: row.id})
SET p += row.props
