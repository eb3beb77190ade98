"""What the tests share but do not test: stubs of the remote services that cannot run here (a hosted
LLM, WhatsApp's Graph API) as real HTTP servers on loopback, a ``strata serve`` runner, a crash loader,
and fixture files. ``ROOT`` is the checkout, ``FIXTURES`` this folder's fixture files."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"


def shared_tnea(name: str = "tnea_2024_cutoffs_40colleges.csv") -> Path:
    """A real TNEA cutoff file, read where it lives (``shared/data/tnea/`` beside the checkout or its worktree;
    never copied into the project); the test is skipped where it is not."""
    import pytest

    for base in (ROOT.parent, ROOT.parent.parent):
        path = base / "shared" / "data" / "tnea" / name
        if path.is_file():
            return path
    pytest.skip(f"real TNEA data {name} not found in shared/data/tnea/ beside the checkout")
