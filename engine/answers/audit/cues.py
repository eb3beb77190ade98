"""The cue vocabulary: concepts a level criterion can require, the phrases that state them, and negation.

Cue phrases are English and Indonesian; a negation (or "will", "akan") before a cue in its
clause turns it into its opposite. Criteria are reduced to the concepts they state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Concept:
    """A requirement a criterion can state, recognised by English and Indonesian cue phrases."""

    name: str
    pattern: re.Pattern[str]


def _concept(name: str, *phrases: str) -> Concept:
    return Concept(name, re.compile(r"(?<!\w)(?:" + "|".join(phrases) + r")(?!\w)", re.IGNORECASE))


CONCEPTS: tuple[Concept, ...] = (
    _concept("ad hoc", r"ad[\s-]?hoc", r"sewaktu[\s-]waktu", r"rintisan", r"without\s+(?:\w+\s+)?planning",
             r"tanpa\s+(?:\w+\s+)?perencanaan", r"belum\s+(?:\w+\s+)?(?:terencana|direncanakan)", r"informal(?:ly)?",
             r"(?:with\s+)?no\s+(?:\w+\s+)?plan(?:ning)?",
             r"whenever", r"reactive(?:ly)?", r"(?:as|when|if)\s+needed", r"(?:jika|bila|kalau)\s+diperlukan"),
    _concept("draft", r"drafts?", r"drafted", r"drafting", r"draf", r"konsep", r"rancangan", r"concept\s+(?:of|for)",
             r"(?:sedang|telah|sudah)\s+(?:disusun|dirancang|dibahas)", r"dalam\s+pembahasan",
             r"being\s+(?:prepared|drafted|written|discussed)", r"(?:under|in)\s+preparation", r"concept\s+note",
             r"proposed"),
    _concept("enacted", r"enact(?:ed|ment|s)?", r"ditetapkan", r"menetapkan", r"penetapan", r"disahkan",
             r"mengesahkan", r"pengesahan", r"diundangkan", r"signed", r"issued", r"promulgated", r"in\s+force",
             r"berlaku", r"diberlakukan", r"diterbitkan", r"terbit", r"dikeluarkan", r"adopted", r"approved",
             r"ratified",
             r"in\s+effect", r"takes\s+effect", r"took\s+effect", r"effective\s+(?:since|from|as\s+of)",
             r"(?:peraturan|keputusan|perbup|pergub|perwal|perwali|perda|permen\w*|surat\s+keputusan|SK|regulation|"
             r"decree)\s+(?:\w+\s+){0,3}(?:nomor|no\.?|number|nr\.?|#)\s*\d+"),
    _concept("managed", r"terkelola", r"dikelola", r"mengelola", r"manag(?:e|es|ed|ing)", r"plan(?:s|ned)", r"terencana", r"direncanakan",
             r"scheduled", r"budgeted", r"dianggarkan", r"work\s+plans?", r"rencana\s+kerja", r"penanggung\s+jawab",
             r"(?:a|the)\s+responsible\s+(?:unit|officer|team)"),
    _concept("complete", r"fully\s+cover\w*", r"cover(?:s|ed|ing)?\s+(?:all|every|the\s+(?:whole|entire|full))",
             r"complete(?:ly)?", r"comprehensive(?:ly)?", r"lengkap", r"mencakup\s+(?:seluruh|semua)",
             r"(?:seluruh|semua|setiap)\s+(?:domain|aspek|ruang\s+lingkup|komponen)",
             r"address(?:es|ed)?\s+(?:all|every)",
             r"(?:every|each)\s+(?:\w+\s+)?(?:domain|aspect|component|area)", r"entire\s+scope",
             r"all\s+(?:\w+\s+){0,2}(?:domains|aspects|components|areas)", r"full\s+scope"),
    _concept("organisation-wide",
             r"(?:all|every|each)\s+(?:of\s+the\s+)?(?:\w+\s+)?(?:work\s+units?|units?|departments?|offices?|"
             r"agenc(?:y|ies)|divisions?|directorates?|OPDs?)",
             r"across\s+the\s+(?:whole\s+|entire\s+)?(?:organi[sz]ation|agency|government)",
             r"organi[sz]ation[\s-]wide", r"agency[\s-]wide",
             r"(?:seluruh|semua|setiap)\s+(?:unit(?:\s+kerja)?|perangkat\s+daerah|opd|organisasi|satuan\s+kerja|bagian|"
             r"instansi)"),
    _concept("defined", r"terdefinisi", r"defined", r"standardi[sz]ed", r"standards?", r"standar", r"guidelines?",
             r"pedoman", r"SOPs?", r"standard\s+operating\s+procedures?", r"prosedur\s+(?:baku|operasional)",
             r"documented\s+procedures?"),
    _concept("integrated", r"integrat\w*", r"terintegrasi", r"integrasi", r"terpadu", r"keterpaduan",
             r"interoperab\w*", r"interkoneksi", r"interconnect\w*", r"terhubung\s+dengan",
             r"connect(?:ed|ion|ions|s)?\s+(?:to|with)"),
    _concept("measured", r"measur\w*", r"terukur", r"diukur", r"pengukuran", r"KPIs?",
             r"(?:key\s+)?performance\s+indicators?", r"indikator\s+kinerja", r"performance\s+targets?",
             r"kinerja\s+organisasi", r"contribut\w+\s+to\s+(?:the\s+)?(?:organi[sz]ational\s+)?performance"),
    _concept("reviewed", r"review(?:s|ed|ing)?", r"reviu", r"direviu", r"evaluat\w*", r"dievaluasi", r"evaluasi",
             r"monitoring\s+and\s+evaluation", r"monev", r"assessed\s+(?:annually|periodically|every)"),
    _concept("improvement", r"continu\w*\s+improv\w*", r"continual\s+improvement", r"improv\w+\s+continu\w*",
             r"perbaikan\s+(?:berkelanjutan|terus[\s-]menerus)", r"ditindaklanjuti", r"tindak\s+lanjut",
             r"follow(?:ed)?[\s-]up", r"revis(?:ed|ion)\s+(?:based\s+on|following|after)", r"direvisi",
             r"diperbarui\s+berdasarkan", r"updated\s+(?:based\s+on|following|after)", r"new\s+(?:policy|regulation)",
             r"kebijakan\s+(?:baru|revisi|perubahan)", r"revised\s+(?:policy|regulation|version)", r"optimum",
             r"optimi[sz]ed", r"lessons\s+learned"),
    _concept("one-way information", r"one[\s-]way", r"satu\s+arah", r"information\s+only",
             r"only\s+(?:\w+\s+)?(?:publish(?:es)?|provides?|display(?:s|ed)?|shows?|presents?|announces?)",
             r"hanya\s+(?:\w+\s+)?(?:menyajikan|menampilkan|memberikan|mengumumkan|memuat)", r"dissemination",
             r"diseminasi"),
    _concept("interaction", r"interact\w*", r"interaksi", r"two[\s-]way", r"dua\s+arah", r"search", r"pencarian",
             r"upload\w*", r"download\w*", r"unggah", r"unduh", r"mengunggah", r"mengunduh"),
    _concept("transaction", r"transact\w*", r"transaksi", r"approval", r"persetujuan", r"validat\w*", r"validasi",
             r"online\s+(?:payment|submission|application)", r"pembayaran\s+(?:online|daring|elektronik)",
             r"e-?payment", r"digital\s+signature", r"tanda\s+tangan\s+(?:elektronik|digital)", r"end[\s-]to[\s-]end"),
    _concept("collaboration", r"collaborat\w*", r"kolaborasi", r"across\s+agencies", r"lintas\s+instansi",
             r"with\s+other\s+agencies", r"antar\s*instansi"),
)

# A negation in the last few words before a cue, inside its clause, turns it into its opposite.
# Future and intention count as "not (yet)": "will be enacted", "akan ditetapkan" is a plan, not a fact.
# "No. 12" / "No 7" is a number and "not only ... but also" / "tidak hanya" affirms: neither negates.
NEGATION_RE = re.compile(r"\b(?:not(?!\s+only)|no(?!\.?\s*\d)|never|without|nor|neither|lack(?:s|ing)?|belum|"
                         r"tidak(?!\s+hanya)|tanpa|bukan(?!\s+(?:hanya|saja))|tak|will|would|akan|rencananya|"
                         r"(?:plans?|planned|planning|intends?|intended|aims?|expects?|expected|going)\s+to)\b",
                         re.IGNORECASE)
CLAUSE_BREAK_RE = re.compile(r"[,;:()]|\b(?:but|however|although|though|whereas|namun|tetapi|tapi|meskipun|"
                             r"walaupun|sedangkan|melainkan)\b", re.IGNORECASE)
NEGATION_WORDS = 4
# "Level-1 criteria met and ...", "Level 3 met; ...": the cumulative part, judged by the level below.
PREAMBLE_RE = re.compile(r"^\s*level[-\s]*\d\s+(?:criteria\s+)?met\s*(?:and\b|;|,)?\s*", re.IGNORECASE)
PARENTHESES_RE = re.compile(r"\([^()]*\)")
# The evidence talks about a policy instrument: it is more likely a "Kebijakan Internal" indicator.
POLICY_RE = re.compile(r"\b(?:polic(?:y|ies)|regulations?|decrees?|kebijakan|peraturan|keputusan|perbup|pergub|"
                       r"perwal|perda|permen\w*|surat\s+edaran|enacted|ditetapkan|menetapkan)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Cue:
    concept: str
    sentence: int  # index of the evidence sentence
    start: int  # character offset in it
    words: str
    negated: bool


def find_cues(text: str, sentence: int = 0) -> list[Cue]:
    """Every concept cue in ``text``, marked negated when a negation (or "will", "akan") precedes it in its clause.

    >>> [(c.concept, c.negated) for c in find_cues("Konsep sudah disusun namun belum ditetapkan.")]
    [('draft', False), ('draft', False), ('enacted', True)]
    >>> [(c.concept, c.negated) for c in find_cues("The policy has not been reviewed; it applies to all units.")]
    [('reviewed', True), ('organisation-wide', False)]
    >>> [(c.concept, c.negated) for c in find_cues("Perbup No. 12 Tahun 2021 tidak hanya ditetapkan.")]
    [('enacted', False), ('enacted', False)]
    >>> [(c.concept, c.negated) for c in find_cues("The policy will be enacted next year.")]
    [('enacted', True)]
    """
    cues = [Cue(concept.name, sentence, match.start(), match.group(0), _negated(text, match.start()))
            for concept in CONCEPTS for match in concept.pattern.finditer(text)]
    return sorted(cues, key=lambda c: (c.start, c.concept))


def _negated(text: str, start: int) -> bool:
    before = text[:start]
    breaks = list(CLAUSE_BREAK_RE.finditer(before))
    clause = before[breaks[-1].end():] if breaks else before
    words = list(re.finditer(r"\w+", clause))
    window = clause[words[-NEGATION_WORDS].start():] if len(words) >= NEGATION_WORDS else clause
    return NEGATION_RE.search(window) is not None


def criterion_concepts(criteria: str | None) -> list[str]:
    """The concepts a criterion states (not negated), its cumulative preamble and examples in brackets left out.

    >>> criterion_concepts("Level 3 met; policy applies to all work units and is periodically reviewed and evaluated.")
    ['organisation-wide', 'reviewed']
    >>> criterion_concepts("Policy enacted but does not fully cover scope (scope, owner, continual improvement).")
    ['enacted']
    """
    if not criteria:
        return []
    clause = PARENTHESES_RE.sub(" ", own_clause(criteria))
    names = {c.concept for c in find_cues(clause) if not c.negated}
    return [c.name for c in CONCEPTS if c.name in names]


def own_clause(criteria: str) -> str:
    """A criterion without "Level N met and": what this level adds."""
    return PREAMBLE_RE.sub("", criteria).strip() or criteria
