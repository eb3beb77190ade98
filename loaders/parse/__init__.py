"""Files -> ParsedDocument: text in reading order, header paths, tables as Markdown, page numbers.

One entry point, :func:`parse`, dispatching on the file suffix (:data:`SUPPORTED_SUFFIXES`)
through ``registry`` to one module per format: ``pdf``, ``markdown``, ``html``, ``text``,
``jsonl``. What they share: ``headers`` (the header rules of PDF and text), ``sections``
(cutting lines, headings and tables into Sections), ``encoding`` (bytes -> text, never a
guess), ``documents`` (a file's document id), ``problems`` (ParseProblem) and
``running_lines`` (the PDF running header/footer filter).

Decisions worth knowing:

* ``doc_id`` of a file is ``"<source or 'file'>:<file name>"``: stable across machines and
  re-ingests, and a changed file keeps its id so its old chunks are replaced. Two files with
  the same name under one ``source`` share an id (the later one replaces the earlier): give
  such collections distinct ``source`` values. JSONL records keep their ``id`` exactly.
* Pages: PDF sections map every character range to its page (``Section.spans``). Text files
  with form feeds (``pdftotext`` output) number pages by ``\\f``; Markdown, HTML and plain text
  without form feeds have no pages (``spans`` empty), so their chunks carry ``pages == []`` and
  citations omit the page. JSONL records with ``page`` get one span over their whole text.
* PDF tables are found by pdfplumber and emitted as Markdown sections (``Section.table`` is
  the document-wide table number, header path ends in ``"Table N"``). Their text is removed
  from the body (pypdf text fragments whose position lies inside a table's bbox are dropped,
  and the table section takes their place in reading order), so table text is not indexed twice.
* JSONL: a bad line does not sink the file. Pass ``problems=[]`` to collect
  :class:`ParseProblem` items (file, line number, cause); without it they are logged as
  warnings. Only when no line is usable does :func:`parse` raise :class:`InputError`.
* Header lines stay in the text (first line of their section) so a chunk reads on its own;
  a section holding only header lines (e.g. ``BAB IV`` straight before ``Domain 2``) is
  dropped, its header survives in the paths below it.
"""

from loaders.parse.headers import match_header
from loaders.parse.problems import ParseProblem
from loaders.parse.registry import DEFAULT_MAX_BYTES, SUPPORTED_SUFFIXES, parse

__all__ = ["DEFAULT_MAX_BYTES", "SUPPORTED_SUFFIXES", "ParseProblem", "match_header", "parse"]
