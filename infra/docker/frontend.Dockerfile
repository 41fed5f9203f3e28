# syntax=docker/dockerfile:1
# The web server: renders the SPA's pages per request for the gateway (docs/adr/0019), HTTP on
# PORT (3001), /health/live and /health/ready. One bundle that carries its dependencies
# (frontend/dist-server), with the browser build's manifest, which names each page's scripts.
# Build from the repository root (compose does):
#   docker build -f infra/docker/frontend.Dockerfile -t schengen-tracker/frontend .
# Stages: manifests (package files only, so installs stay cached) → build (`npm ci` of the whole
# workspace, then infra/docker/assemble.mjs) → runtime (non-root, no node_modules: nothing to
# install).

FROM node:24-slim AS manifests
COPY . /src
RUN node /src/infra/docker/workspace-manifests.mjs /src /manifests

FROM node:24-slim AS build
WORKDIR /app
ENV PATH=$PATH:/app/node_modules/.bin NX_DAEMON=false NX_NO_CLOUD=true
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN node infra/docker/assemble.mjs frontend /runtime

FROM node:24-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /runtime/ ./
# The node image's unprivileged user, by number so that Kubernetes can verify runAsNonRoot.
USER 1000:1000
# HOST: listen on every interface of the container (the default 127.0.0.1 suits the launcher only).
ENV HOST=0.0.0.0 PORT=3001
EXPOSE 3001
CMD ["node", "--enable-source-maps", "frontend/dist-server/main.js"]
