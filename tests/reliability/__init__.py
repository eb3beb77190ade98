"""Reliability and security: faults that really break things, bad input, injection, load (issue 7)."""
