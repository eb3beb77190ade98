"""What the tests share but do not test: stubs of the remote services that cannot run here (a hosted
LLM, WhatsApp's Graph API) as real HTTP servers on loopback, a ``strata serve`` runner, a crash loader,
and fixture files. ``ROOT`` is the checkout, ``FIXTURES`` this folder's fixture files."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
