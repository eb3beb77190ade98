"""An assessment as a short readable answer: the indicator, the recommended level and why, then the notes."""

from __future__ import annotations

from engine.answers.audit.results import Assessment

_HOW = {"given": "as asked", "number": "named in the text", "name": "named in the text",
        "short-name": "named in the text (short name)", "similarity": "by similarity"}


def format_assessment(a: Assessment) -> str:
    """A short readable answer: indicator, aspect, domain, the recommended level and why, then the notes."""
    head = (f"Indicator {a.indicator.number} {a.indicator.name} (aspect {a.aspect.number} {a.aspect.name}, "
            f"domain {a.domain.number} {a.domain.name}; {_HOW.get(a.indicator_how, a.indicator_how)}, "
            f"confidence {a.indicator_confidence:.2f})")
    verdict = ("no level recommended by criteria matching" if a.level is None
               else f"recommended level {a.level} ({a.level_name}) by criteria matching")
    parts = []
    met = [f for f in a.findings if a.level is not None and f.level <= a.level]
    if met:
        parts.append("met: " + "; ".join(f"L{f.level} {f.reason}" for f in met))
    stop = next((f for f in a.findings if f.status != "met"), None)
    if stop is not None:
        parts.append(f"not met for level {stop.level}: {stop.reason}")
    lines = [f"{head}: {verdict}" + (" — " + " | ".join(parts) if parts else "") + "."]
    if a.alternatives:
        lines.append("Also possible: " + ", ".join(
            f"indicator {c.number} {c.name}" + (f" ({c.score:.3f})" if c.score is not None else "")
            for c in a.alternatives) + ".")
    lines += [f"Note: {n}." for n in a.notes]
    return "\n".join(lines)
