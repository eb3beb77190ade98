"""docker-compose.yml and the Dockerfile agree with the code that reads them.

There is no Docker engine on the development machines, so these tests read the
files: the services exist, Strata waits for a healthy Neo4j, every STRATA_*
variable is one ``engine.config`` reads, and the URLs point at ports the other
services actually expose. Each check is a function returning its problems, and the
last tests break a copy of the file on purpose to prove the checks can fail.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml

from engine.config import Config, environment_variables

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = ROOT / "docker-compose.yml"
DOCKERFILE = ROOT / "Dockerfile"

Compose = dict[str, Any]


def load_compose() -> Compose:
    return yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))


def interpolate(value: str) -> str:
    """Apply compose's ``${VAR:-default}`` / ``${VAR}`` with an empty environment (``$$`` is a literal $)."""
    value = re.sub(r"(?<!\$)\$\{(\w+)(?::?-([^}]*))?\}", lambda m: m.group(2) or "", value)
    return value.replace("$$", "$")


def environment(service: Compose) -> dict[str, str]:
    """A service's environment in either compose form (mapping or ``KEY=value`` list)."""
    env = service.get("environment") or {}
    if isinstance(env, list):
        env = dict(item.split("=", 1) if "=" in item else (item, "") for item in env)
    return {str(k): interpolate(str(v)) for k, v in env.items()}


def container_ports(service: Compose) -> set[int]:
    """Container-side ports a service publishes or exposes (short or long port syntax)."""
    ports: set[int] = {int(p) for p in service.get("expose") or []}
    for entry in service.get("ports") or []:
        if isinstance(entry, dict):
            ports.add(int(entry["target"]))
        else:
            ports.add(int(str(entry).split("/")[0].rsplit(":", 1)[-1]))
    return ports


def depends_on(service: Compose) -> dict[str, str]:
    """``depends_on`` as {service: condition}; the list form means ``service_started``."""
    deps = service.get("depends_on") or {}
    if isinstance(deps, list):
        return {name: "service_started" for name in deps}
    return {name: (spec or {}).get("condition", "service_started") for name, spec in deps.items()}


# --- the checks ------------------------------------------------------------------------------

def service_problems(compose: Compose) -> list[str]:
    services = compose.get("services") or {}
    return [f"no {name!r} service" for name in ("neo4j", "qdrant", "strata") if name not in services]


def neo4j_problems(compose: Compose) -> list[str]:
    neo4j = compose["services"]["neo4j"]
    problems = []
    if not re.fullmatch(r"neo4j:5\.\d+(\.\d+)?(-(community|enterprise))?", str(neo4j.get("image", ""))):
        problems.append(f"neo4j image {neo4j.get('image')!r} is not pinned to a 5.x tag")
    test = (neo4j.get("healthcheck") or {}).get("test")
    if not test or test == ["NONE"]:
        problems.append("neo4j has no healthcheck")
    if "NEO4J_AUTH" not in environment(neo4j):
        problems.append("neo4j has no NEO4J_AUTH")
    return problems


def dependency_problems(compose: Compose) -> list[str]:
    deps = depends_on(compose["services"]["strata"])
    problems = []
    if deps.get("neo4j") != "service_healthy":
        problems.append(f"strata must wait for neo4j with condition service_healthy, not {deps.get('neo4j')!r}")
    if "qdrant" not in deps:
        problems.append("strata does not depend on qdrant")
    return problems


def variable_problems(compose: Compose) -> list[str]:
    known = environment_variables()
    names = [name for name in environment(compose["services"]["strata"]) if name.startswith("STRATA_")]
    return [f"{name} is not a variable engine.config reads" for name in names if name not in known]


def url_problems(compose: Compose, variable: str, service_name: str, port: int, schemes: tuple[str, ...]) -> list[str]:
    services = compose["services"]
    url = environment(services["strata"]).get(variable)
    if not url:
        return [f"strata has no {variable}"]
    parts = urlsplit(url)
    problems = []
    if parts.scheme not in schemes:
        problems.append(f"{variable}={url}: scheme should be one of {schemes}")
    if parts.hostname != service_name:
        problems.append(f"{variable}={url}: host should be the {service_name!r} service")
    if parts.port != port:
        problems.append(f"{variable}={url}: port should be {port}")
    if service_name in services and port not in container_ports(services[service_name]):
        problems.append(f"{service_name} does not expose port {port}")
    return problems


def all_problems(compose: Compose) -> list[str]:
    problems = service_problems(compose)
    if problems:
        return problems
    return (neo4j_problems(compose) + dependency_problems(compose) + variable_problems(compose)
            + url_problems(compose, "STRATA_GRAPH_URL", "neo4j", 7687, ("bolt", "neo4j"))
            + url_problems(compose, "STRATA_VECTOR_URL", "qdrant", 6333, ("http",)))


# --- the real files --------------------------------------------------------------------------

def test_compose_file_is_consistent() -> None:
    assert all_problems(load_compose()) == []


def test_strata_service_uses_the_neo4j_backend() -> None:
    env = environment(load_compose()["services"]["strata"])
    config = Config(graph_url=env["STRATA_GRAPH_URL"], vector_url=env["STRATA_VECTOR_URL"])
    assert config.graph_backend == "neo4j"


def test_strata_service_passes_credentials_matching_neo4j_auth() -> None:
    services = load_compose()["services"]
    user, _, password = environment(services["neo4j"])["NEO4J_AUTH"].partition("/")
    strata = environment(services["strata"])
    assert (strata.get("STRATA_GRAPH_USER"), strata.get("STRATA_GRAPH_PASSWORD")) == (user, password)
    assert len(password) >= 8  # Neo4j 5 refuses shorter initial passwords and the container exits


def test_strata_data_is_a_volume() -> None:
    strata = load_compose()["services"]["strata"]
    data = environment(strata)["STRATA_DATA"]
    mounts = [str(v).split(":")[1] for v in strata.get("volumes") or [] if ":" in str(v)]
    assert data in mounts


def test_build_context_is_the_repo_root_with_the_dockerfile() -> None:
    build = load_compose()["services"]["strata"]["build"]
    context, dockerfile = (build, "Dockerfile") if isinstance(build, str) else (
        build.get("context", "."), build.get("dockerfile", "Dockerfile"))
    assert (COMPOSE.parent / context).resolve() == ROOT
    assert (ROOT / context / dockerfile).resolve() == DOCKERFILE


def test_dockerfile_installs_from_the_lock_then_strata_without_deps() -> None:
    runs = [line.strip() for line in DOCKERFILE.read_text(encoding="utf-8").splitlines()
            if line.strip().startswith(("RUN", "FROM", "COPY"))]
    final = max(i for i, line in enumerate(runs) if line.startswith("FROM "))  # the image that runs
    assert runs[final].startswith("FROM python:3.11-slim")
    runs = runs[final:]
    lock = next(i for i, line in enumerate(runs) if re.search(r"pip install .*-r requirements\.lock", line))
    own = next(i for i, line in enumerate(runs) if re.search(r"pip install .*--no-deps \.$", line))
    assert lock < own
    assert any(line.startswith("COPY requirements.lock") for line in runs[:lock])


def test_dockerignore_keeps_local_state_out_of_the_image() -> None:
    ignored = {line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()}
    assert {".venv", "strata-data", ".git", "engine/serve/explorer/node_modules"} <= ignored


def test_the_image_gets_the_explorer_library_from_the_npm_lock_and_serves() -> None:
    text = DOCKERFILE.read_text(encoding="utf-8")
    assert "npm ci" in text and "COPY engine/serve/explorer/package.json engine/serve/explorer/package-lock.json" in text
    assert "COPY --from=explorer-assets" in text
    assert load_compose()["services"]["strata"]["command"][:2] == ["strata", "serve"]


# --- the checks can fail ---------------------------------------------------------------------

def broken(mutate: Any) -> Compose:
    compose = copy.deepcopy(load_compose())
    mutate(compose)
    return compose


def rename_env(old: str, new: str) -> Any:
    def mutate(compose: Compose) -> None:
        env = compose["services"]["strata"]["environment"]
        env[new] = env.pop(old)
    return mutate


def set_env(name: str, value: str) -> Any:
    def mutate(compose: Compose) -> None:
        compose["services"]["strata"]["environment"][name] = value
    return mutate


@pytest.mark.parametrize(("mutate", "expected"), [
    (rename_env("STRATA_GRAPH_PASSWORD", "STRATA_GRAPH_PASWORD"), "STRATA_GRAPH_PASWORD is not a variable"),
    (rename_env("STRATA_GRAPH_URL", "STRATA_GRAPH_URI"), "strata has no STRATA_GRAPH_URL"),
    (set_env("STRATA_GRAPH_URL", "bolt://neo4j:7688"), "port should be 7687"),
    (set_env("STRATA_GRAPH_URL", "bolt://localhost:7687"), "host should be the 'neo4j' service"),
    (set_env("STRATA_GRAPH_URL", "http://neo4j:7687"), "scheme should be"),
    (set_env("STRATA_VECTOR_URL", "http://qdrant:6334"), "port should be 6333"),
    (lambda c: c["services"]["neo4j"].update(image="neo4j:4.4"), "not pinned to a 5.x tag"),
    (lambda c: c["services"]["neo4j"].update(image="neo4j:latest"), "not pinned to a 5.x tag"),
    (lambda c: c["services"]["neo4j"].pop("healthcheck"), "no healthcheck"),
    (lambda c: c["services"]["neo4j"].update(ports=["7474:7474"]), "does not expose port 7687"),
    (lambda c: c["services"]["strata"].update(depends_on=["neo4j", "qdrant"]), "service_healthy"),
    (lambda c: c["services"].pop("qdrant"), "no 'qdrant' service"),
], ids=["typo", "missing-url", "wrong-port", "wrong-host", "wrong-scheme", "vector-port", "neo4j-4",
        "latest", "no-healthcheck", "bolt-unpublished", "not-healthy", "no-qdrant"])
def test_a_broken_compose_file_is_caught(mutate: Any, expected: str) -> None:
    problems = all_problems(broken(mutate))
    assert any(expected in problem for problem in problems), problems


@pytest.mark.parametrize(("entry", "port"), [("7687", 7687), ("7687:7687", 7687), ("127.0.0.1:17687:7687", 7687),
                                            ("6333/tcp", 6333), ({"target": 6334, "published": 16334}, 6334)])
def test_container_ports_reads_every_port_syntax(entry: Any, port: int) -> None:
    assert container_ports({"ports": [entry]}) == {port}
