// A cheap fingerprint of the ingested corpus: the in-memory lexical index is rebuilt when it changes
// (a document finished, began or committed a new version: ledger_at).
MATCH (d:Document)
RETURN count(d) AS documents, sum(coalesce(d.chunk_count, 0)) AS chunks, max(d.finished_at) AS last,
       max(d.ledger_at) AS changed
