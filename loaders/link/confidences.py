"""How sure each linking rule is: one scale for every rule (docs/linking.md says why each value).

Absolute values are confidences of a link; the ones marked "factor" multiply the confidence
of the link they are inferred from.
"""

HEADER = 1.0  # a number in the header path: the chunk is *under* that node
HEADER_NAME = 0.95  # an exact name as a header element
NUMBER = 0.9  # "Indikator 12" in the running text
NAME = 0.85  # an exact indicator/institution name in the text
AMBIGUOUS_NAME = 0.45  # a topic two look-alike SPBE indicators share, nothing saying which: below the scope minimum
BROAD_NAME = 0.45  # an SPBE domain's or aspect's name in a passage's running text: every SPBE text uses them
SHORT_NAME = 0.8  # an institution's name without its town ("PSG College of Technology")
LEVEL = 0.85  # "Level 3" in the text, inside an indicator's scope
HIERARCHY = 0.9  # factor: aspect/domain implied by an indicator, one inference away
CROSS_REFERENCE = 0.6  # factor: text naming another indicator than the chunk's header
CODE = 0.9  # "college code 2006"
PROGRAM_ONE = 0.85  # a program at the one institution in scope
PROGRAM_SOME = 0.7  # a program at one of several institutions in scope
BRANCH_ONLY = 0.5  # no institution in scope: every program of that branch
COMMUNITY_SAFE = 0.9  # BCM, MBC, SCA, or a community's name
COMMUNITY_RISKY = 0.8  # OC, BC, SC, ST with context
UNLISTED_PLACE = 0.85  # a typed place name the hierarchy lacks, where the document says what it is about
DOCUMENT_SCOPE = 0.8  # factor for links a chunk inherits from its document
SCOPE_MIN_CONFIDENCE = 0.5  # weaker links (a bare, ambiguous place) do not define a document's scope
