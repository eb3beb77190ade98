// Documents whose last ingest did not finish (a crash, or an ingest running now): what questions
// must hide their uncommitted chunks from, and what /health/detailed reports. committed lists the
// chunk ids questions may see (the last finished version; empty for a document never finished).
MATCH (d:Document)
WHERE d.status = 'writing'
RETURN d.id AS doc_id, d.path AS path, d.source AS source, coalesce(d.committed_chunk_ids, []) AS committed
ORDER BY doc_id
