# syntax=docker/dockerfile:1
# DecalForge production image: the API (default command) and the pg-boss worker
# (`node --import tsx apps/server/src/worker-main.ts`) from one image. See docs/deploy.md.
#
#   docker build -t decalforge .
#   docker compose up -d          # compose.yaml: PostgreSQL, MinIO, Mailpit, 2 API + 2 workers
#
# The server runs its TypeScript sources through tsx (the workspaces export their src/), so
# the runtime keeps tsx; the web app is built once in the build stage.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- base: Node and the workspace manifests (the layers below cache on these) -------------
FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/decal-engine/package.json packages/decal-engine/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# ---- build: every dependency, then the web app (templates, blog data, Vite, precompression) -
FROM base AS build
# better-sqlite3, sharp and @napi-rs/canvas install prebuilt binaries; the toolchain is the
# fallback when a prebuilt one is missing for the platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# Browsers are never needed in the image (e2e tests run outside it).
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci
COPY packages packages
COPY apps apps
COPY content content
RUN npm run build

# ---- prod-deps: production dependencies only, plus tsx (a root devDependency) to run the sources
FROM base AS prod-deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN npm ci --omit=dev \
 && TSX_VERSION="$(node -p "require('./package.json').devDependencies.tsx")" \
 && npm install --no-save --omit=dev "tsx@${TSX_VERSION}" \
 && npm cache clean --force

# ---- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# Manifests and node_modules (the root's and any workspace's own, with the workspace links).
COPY --from=prod-deps /app ./
COPY --from=build /app/packages/shared/src packages/shared/src
COPY --from=build /app/packages/decal-engine/src packages/decal-engine/src
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz: the process answers. Orchestrators that route traffic should probe /readyz
# (database, storage, queue) instead; compose.yaml does.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
