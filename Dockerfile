# Strata as a container: the same code as on a laptop, pointed at Neo4j and Qdrant by
# STRATA_* variables (see docker-compose.yml and docs/deploy.md).

# The explorer's cytoscape.js and /docs' swagger-ui-dist, from the npm registry by its lock (served by the
# service, never a CDN).
FROM node:20-slim AS explorer-assets
WORKDIR /src/engine/serve/explorer
COPY engine/serve/explorer/package.json engine/serve/explorer/package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# Dependencies first, from the lock only, so editing the code does not re-download them.
COPY requirements.lock ./
# torch's CPU build (requirements.lock pins 2.13.0+cpu) comes from PyTorch's CPU index;
# PyPI's default build would pull several GB of CUDA libraries.
RUN pip install --extra-index-url https://download.pytorch.org/whl/cpu -r requirements.lock

# Then Strata itself; --no-deps because the lock already pinned every dependency.
COPY . .
COPY --from=explorer-assets /src/engine/serve/explorer/node_modules engine/serve/explorer/node_modules
RUN pip install --no-deps .

# Unprivileged user; /data is created here so a fresh named volume inherits the owner.
RUN useradd --create-home --uid 1000 strata && mkdir -p /data && chown strata:strata /data
USER strata

ENV STRATA_DATA=/data
VOLUME ["/data"]

# No ENTRYPOINT: docker-compose.yml (and `docker run IMAGE strata ...`) name the command.
EXPOSE 8000
CMD ["strata", "serve", "--host", "0.0.0.0", "--port", "8000"]
