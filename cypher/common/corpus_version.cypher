// The corpus signature in one lookup (engine/pipeline/corpus.py): every statement that changes what
// questions may see of the documents (doc_begin, doc_commit, doc_finish, doc_linked, doc_delete_chunks,
// doctor_mark_damaged, doctor_attach_chunks) moves the one Corpus node's version in the same statement.
// No row: a data directory written before the node existed (corpus_version_init makes it at open).
MATCH (v:Corpus {id: 'strata:corpus'})
RETURN v.version AS version, v.changed_at AS changed
