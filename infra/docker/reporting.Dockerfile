# syntax=docker/dockerfile:1
# The reporting service: TCP RPC on REPORTING_SERVICE_PORT (4005); `node services/reporting/dist/cli.js migrate`
# (its schema: the admin read model fed by events, and the admin audit log).
# Build from the repository root (compose does):
#   docker build -f infra/docker/reporting.Dockerfile -t schengen-tracker/reporting .
# Stages: manifests (package files only, so installs stay cached) → build (`npm ci` of the whole
# workspace, then infra/docker/assemble.mjs) → deps (`npm ci --omit=dev` of the server workspaces:
# the lock's exact versions, no dev tools) → runtime (non-root).

FROM node:24-slim AS manifests
COPY . /src
RUN node /src/infra/docker/workspace-manifests.mjs /src /manifests

FROM node:24-slim AS build
WORKDIR /app
ENV PATH=$PATH:/app/node_modules/.bin NX_DAEMON=false NX_NO_CLOUD=true
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN node infra/docker/assemble.mjs services/reporting /runtime

FROM node:24-slim AS deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
# Exactly the lock's versions (`npm ci` refuses a lock out of step with the manifests), production
# dependencies only, of the server workspaces only (the SPA's React and MUI are bundled already).
RUN npm ci --omit=dev --workspace=libs --workspace=services --workspace=gateway \
    --no-audit --no-fund --ignore-scripts \
  && rm -rf frontend tools && npm cache clean --force

FROM node:24-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# node_modules and the workspaces' own (npm nests a package there when versions differ).
COPY --from=deps /app/ ./
COPY --from=build /runtime/ ./
# The node image's unprivileged user, by number so that Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 4005
CMD ["node", "--enable-source-maps", "services/reporting/dist/main.js"]
