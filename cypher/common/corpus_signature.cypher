// A cheap fingerprint of the ingested corpus: the in-memory lexical index is rebuilt when it changes.
MATCH (d:Document)
RETURN count(d) AS documents, sum(coalesce(d.chunk_count, 0)) AS chunks, max(d.finished_at) AS last
