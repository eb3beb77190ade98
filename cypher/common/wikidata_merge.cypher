// Wikidata places (loaders/wikidata.py): one row per item, $rows = [{id, props}].
// MERGE on the unique Scope id makes a re-load a no-op; props holds name, kind,
// population (null clears it), aliases, qid, sitelinks and source.
UNWIND $rows AS row
MERGE (n:Scope:Place {id: row.id})
SET n += row.props
