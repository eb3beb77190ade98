"""Strata's configuration: where the data lives and which servers (if any) to use.

Precedence for the data directory (a contract other tools rely on): ``--data DIR``,
else ``STRATA_DATA``, else ``./strata-data`` in the working directory.
Everything else comes from ``STRATA_*`` environment variables (or explicit
arguments). An empty ``graph_url`` means the embedded FalkorDB; a bolt/neo4j URL
means Neo4j. That URL is the only difference between a laptop and production.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from graph.store import EMBEDDED_START_TIMEOUT_S, NEO4J_SCHEMES

DEFAULT_DATA_DIR = "strata-data"


class Config(BaseSettings):
    """All settings; each field reads the environment variable named in its alias list."""

    model_config = SettingsConfigDict(env_prefix="STRATA_", extra="ignore", populate_by_name=True)

    data_dir: Path = Field(default_factory=lambda: Path.cwd() / DEFAULT_DATA_DIR,
                           validation_alias=AliasChoices("data_dir", "STRATA_DATA"))
    graph_url: str | None = Field(default=None, validation_alias=AliasChoices("graph_url", "STRATA_GRAPH_URL"),
                                  description="empty = embedded FalkorDB; bolt://host:7687 = Neo4j")
    graph_user: str | None = Field(default=None, validation_alias=AliasChoices("graph_user", "STRATA_GRAPH_USER"))
    graph_password: str | None = Field(default=None, repr=False,
                                       validation_alias=AliasChoices("graph_password", "STRATA_GRAPH_PASSWORD"))
    graph_database: str | None = Field(default=None,
                                       validation_alias=AliasChoices("graph_database", "STRATA_GRAPH_DATABASE"))
    graph_start_timeout_s: float = Field(default=EMBEDDED_START_TIMEOUT_S, gt=0, validation_alias=AliasChoices(
        "graph_start_timeout_s", "STRATA_GRAPH_START_TIMEOUT"),
        description="seconds to wait for the embedded FalkorDB server to load its data and answer")
    graph_query_memory_mb: int = Field(default=1024, ge=0, validation_alias=AliasChoices(
        "graph_query_memory_mb", "STRATA_GRAPH_QUERY_MEMORY_MB"),
        description="FalkorDB aborts any one query needing more memory than this (QUERY_MEM_CAPACITY); 0 = no cap")
    cypher_max_list: int = Field(default=1_000_000, ge=1, validation_alias=AliasChoices(
        "cypher_max_list", "STRATA_CYPHER_MAX_LIST"),
        description="user Cypher (strata cypher, POST /cypher) may not build a range() list longer than this")
    vector_url: str | None = Field(default=None, validation_alias=AliasChoices("vector_url", "STRATA_VECTOR_URL"),
                                   description="empty = embedded Qdrant (qdrant-edge); http://host:6333 = Qdrant server")
    embed_model: str = Field(default="all-MiniLM-L6-v2",
                             validation_alias=AliasChoices("embed_model", "STRATA_EMBED_MODEL"),
                             description="a model shipped by an installed package, or a local model directory")
    max_file_mb: float = Field(default=50.0, gt=0, validation_alias=AliasChoices("max_file_mb", "STRATA_MAX_FILE_MB"),
                               description="files larger than this are refused at ingest")
    pdf_max_page_mb: float = Field(default=64.0, gt=0,
                                   validation_alias=AliasChoices("pdf_max_page_mb", "STRATA_PDF_MAX_PAGE_MB"),
                                   description="a PDF stream (a page's content) inflating beyond this is refused before parsing")
    pdf_max_inflated_mb: float = Field(default=512.0, gt=0, validation_alias=AliasChoices(
        "pdf_max_inflated_mb", "STRATA_PDF_MAX_INFLATED_MB"),
        description="a PDF whose streams inflate beyond this in all is refused before parsing")
    parse_memory_mb: int = Field(default=2048, ge=0,
                                 validation_alias=AliasChoices("parse_memory_mb", "STRATA_PARSE_MEMORY_MB"),
                                 description="the service parses PDFs in a child process capped at this address space; 0 = in process")
    batch_size: int = Field(default=5000, ge=1, validation_alias=AliasChoices("batch_size", "STRATA_BATCH_SIZE"))
    ingest_batch: int = Field(default=1000, ge=1, validation_alias=AliasChoices("ingest_batch", "STRATA_INGEST_BATCH"),
                              description="rows per vector upsert / graph write during an ingest")
    min_free_mb: float = Field(default=100.0, ge=0, validation_alias=AliasChoices("min_free_mb", "STRATA_MIN_FREE_MB"),
                               description="refuse to open or write when the data dir's disk has less free space")

    # -- answering ----------------------------------------------------------------------------
    llm_base_url: str | None = Field(default=None,
                                     validation_alias=AliasChoices("llm_base_url", "STRATA_LLM_URL", "OPENAI_BASE_URL"),
                                     description="an OpenAI-compatible endpoint; empty = extractive answers only")
    llm_fallback_urls: str | None = Field(default=None,
                                          validation_alias=AliasChoices("llm_fallback_urls", "STRATA_LLM_FALLBACK_URLS"),
                                          description="comma-separated endpoints tried in order when the first fails")
    llm_api_key: str | None = Field(default=None, repr=False,
                                    validation_alias=AliasChoices("llm_api_key", "STRATA_LLM_API_KEY", "OPENAI_API_KEY"))
    llm_model: str = Field(default="gpt-4o-mini",
                           validation_alias=AliasChoices("llm_model", "STRATA_LLM_MODEL", "OPENAI_MODEL"))
    llm_timeout_s: float = Field(default=30.0, gt=0,
                                 validation_alias=AliasChoices("llm_timeout_s", "STRATA_LLM_TIMEOUT_S"))
    min_relevance: float = Field(default=0.30, ge=-1, le=1,
                                 validation_alias=AliasChoices("min_relevance", "STRATA_MIN_RELEVANCE"),
                                 description="cosine below which a passage counts as not about the question")
    rerank_model: str | None = Field(default=None,
                                     validation_alias=AliasChoices("rerank_model", "STRATA_RERANK_MODEL"),
                                     description="a local directory holding a sentence-transformers CrossEncoder")
    top_k: int = Field(default=5, ge=1, le=100, validation_alias=AliasChoices("top_k", "STRATA_TOP_K"),
                       description="parent passages returned and cited")

    # -- service (strata serve) ----------------------------------------------------------------
    admin_token: str | None = Field(default=None, repr=False,
                                    validation_alias=AliasChoices("admin_token", "STRATA_ADMIN_TOKEN"),
                                    description="bearer token for admin routes; unset = admin routes disabled")
    ingest_dir: Path | None = Field(default=None, validation_alias=AliasChoices("ingest_dir", "STRATA_INGEST_DIR"),
                                    description="server-side folder /ingest and /ingest <path> may read (default DATA/inbox)")
    max_upload_mb: float = Field(default=50.0, gt=0,
                                 validation_alias=AliasChoices("max_upload_mb", "STRATA_MAX_UPLOAD_MB"))
    max_body_kb: int = Field(default=256, ge=1, validation_alias=AliasChoices("max_body_kb", "STRATA_MAX_BODY_KB"),
                             description="request bodies larger than this are refused (413); uploads have their own")
    session_ttl_days: float = Field(default=30.0, gt=0, validation_alias=AliasChoices(
        "session_ttl_days", "STRATA_SESSION_TTL_DAYS"), description="a conversation idle this long is forgotten")
    max_sessions: int = Field(default=100_000, ge=1, validation_alias=AliasChoices("max_sessions", "STRATA_MAX_SESSIONS"),
                              description="conversations remembered; past this the least recently active go first")
    # -- WhatsApp Cloud API channel --------------------------------------------------------------
    whatsapp_verify_token: str | None = Field(default=None, repr=False, validation_alias=AliasChoices(
        "whatsapp_verify_token", "STRATA_WHATSAPP_VERIFY_TOKEN"))
    whatsapp_app_secret: str | None = Field(default=None, repr=False, validation_alias=AliasChoices(
        "whatsapp_app_secret", "STRATA_WHATSAPP_APP_SECRET"))
    whatsapp_access_token: str | None = Field(default=None, repr=False, validation_alias=AliasChoices(
        "whatsapp_access_token", "STRATA_WHATSAPP_ACCESS_TOKEN"))
    whatsapp_phone_number_id: str | None = Field(default=None, validation_alias=AliasChoices(
        "whatsapp_phone_number_id", "STRATA_WHATSAPP_PHONE_NUMBER_ID"))
    whatsapp_api_base: str = Field(default="https://graph.facebook.com/v21.0", validation_alias=AliasChoices(
        "whatsapp_api_base", "STRATA_WHATSAPP_API_BASE"), description="the Graph API base URL (a stub in tests)")
    whatsapp_admins: str | None = Field(default=None, validation_alias=AliasChoices(
        "whatsapp_admins", "STRATA_WHATSAPP_ADMINS"), description="comma-separated phone numbers allowed admin commands")

    @property
    def pdf_budget(self):
        """The inflation budget every PDF is checked against (loaders/parse/pdf_budget.py)."""
        from loaders.parse.pdf_budget import PdfBudget

        return PdfBudget.of_mb(self.pdf_max_page_mb, self.pdf_max_inflated_mb)

    @property
    def inbox(self) -> Path:
        """Where server-side ingest paths must lie (``STRATA_INGEST_DIR``, else ``DATA/inbox``)."""
        return Path(self.ingest_dir).expanduser().resolve() if self.ingest_dir else self.data_dir / "inbox"

    @classmethod
    def load(cls, data_dir: str | Path | None = None, **overrides: object) -> "Config":
        """Build the config; an explicit ``data_dir`` (the ``--data`` option) beats ``STRATA_DATA``."""
        if data_dir is not None:
            overrides["data_dir"] = Path(data_dir)
        config = cls(**overrides)
        config.data_dir = Path(config.data_dir).expanduser().resolve()
        return config

    @property
    def llm_urls(self) -> list[str]:
        """The LLM endpoints in the order they are tried (empty: no LLM, extractive answers)."""
        urls = [self.llm_base_url or ""] + (self.llm_fallback_urls or "").split(",")
        return [u.strip() for u in urls if u and u.strip()]

    @property
    def graph_backend(self) -> str:
        """``falkordb`` (embedded or server) or ``neo4j``: which ``cypher/`` folder applies."""
        scheme = (self.graph_url or "").split("://", 1)[0].lower()
        return "neo4j" if scheme in NEO4J_SCHEMES else "falkordb"


def environment_variables() -> set[str]:
    """Every environment variable the config reads (docker-compose.yml is checked against this)."""
    names: set[str] = set()
    for field in Config.model_fields.values():
        alias = field.validation_alias
        if isinstance(alias, AliasChoices):
            names.update(a for a in alias.choices if isinstance(a, str) and a.isupper())
    return names
