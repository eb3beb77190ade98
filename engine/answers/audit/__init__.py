"""SPBE self-assessment by criteria matching: which indicator a text is evidence for, and which level.

An agency describes a policy or a practice (or hands over a document); ``assess_spbe`` names
the SPBE indicator the text is about and recommends a maturity level 1-5 by matching the text
against the level criteria held in the graph. No LLM is involved, so the result is
deterministic and every step can be shown:

1. **Indicator.** An indicator the caller gives, or one the text names ("Indikator 13", an
   exact indicator name, through the regexes of ``loaders.link`` (its vocabulary); or the name without
   "Tingkat Kematangan"), wins. Otherwise all 47 indicators are ranked by embedding
   similarity to their texts (English gloss with its aspect's gloss; Indonesian name + gloss
   + the indicator's own level criteria where the data has them) plus character n-gram
   overlap with the names (MiniLM reads Indonesian poorly; shared word stems carry it), with
   a small push towards the "Kebijakan Internal" indicators 1-10 when the text talks about a
   policy and away from them when it does not. The top score and its margin over the
   runner-up say how sure the pick is.
2. **Level.** Each level's criterion (minus its "Level N-1 met" preamble) is reduced to the
   *concepts* it adds over the levels below (draft, enacted, complete, reviewed, ...; cue
   phrases in English and Indonesian, negation-aware). A level is met when the evidence
   states every one of them and negates none; a criterion with no cue vocabulary is met by
   an evidence sentence that is most similar to it among the levels and above
   ``SIMILARITY_MET``. Levels are cumulative: the recommendation is the highest level with
   every lower level met. Level 1 is the entry level ("a draft may or may not exist", "ad
   hoc"): it is also met when a higher level's own criterion is.

Why cues decide and similarity only supports: with MiniLM every sentence about the same
policy is close to every level of it (a sentence about a *draft* scores 0.70 against the
"policy is enacted" criterion of indicator 1), so similarity finds the sentences that speak
to a level but cannot tell a draft from an enacted policy. Limits and what an LLM would add:
docs/audit.md.

The package, one job a module: ``results`` (what an assessment returns), ``cues`` (the concept
vocabulary and negation), ``sentences`` (splitting evidence), ``ngrams`` (the lexical index),
``catalogue`` (the indicators and levels read from the graph, with their vectors), ``cache``
(one catalogue per store for the process), ``indicator`` (step 1), ``levels`` (step 2),
``assess`` (the entry point), ``citations`` (the evidence and criteria rows cited) and
``formatting`` (the readable answer).
"""

from engine.answers.audit.assess import MAX_SENTENCES, assess_spbe
from engine.answers.audit.cache import invalidate
from engine.answers.audit.catalogue import Encoder
from engine.answers.audit.cues import CONCEPTS, Concept, Cue, criterion_concepts, find_cues
from engine.answers.audit.formatting import format_assessment
from engine.answers.audit.indicator import MARGIN_CLOSE
from engine.answers.audit.levels import SIMILARITY_MET, SIMILARITY_SUPPORT
from engine.answers.audit.results import (METHOD, Assessment, Candidate, IndicatorRef, LevelFinding, LevelStatus,
                                          NodeRef, SentenceMatch)
from engine.answers.audit.sentences import split_sentences

__all__ = ["CONCEPTS", "MARGIN_CLOSE", "MAX_SENTENCES", "METHOD", "SIMILARITY_MET", "SIMILARITY_SUPPORT", "Assessment",
           "Candidate", "Concept", "Cue", "Encoder", "IndicatorRef", "LevelFinding", "LevelStatus", "NodeRef",
           "SentenceMatch", "assess_spbe", "criterion_concepts", "find_cues", "format_assessment", "invalidate",
           "split_sentences"]
