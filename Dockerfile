# syntax=docker/dockerfile:1
# The school site in one image: the API (api/dist/server.js) serving the built shell and four
# remotes, run as the unprivileged `node` user. Built once; nothing is installed or compiled at
# container start. `docker compose up` uses it (see docker-compose.yml and README.md).

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: the whole workspace, with dev dependencies, at the pinned pnpm ----------------------
FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when no prebuilt binary can be fetched
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.9
WORKDIR /app
# manifests first, so the install layer is reused until a dependency changes
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY shell/package.json shell/
COPY mf-shared/package.json mf-shared/
COPY mf-public-school/package.json mf-public-school/
COPY mf-public-women/package.json mf-public-women/
COPY mf-admin-school/package.json mf-admin-school/
COPY mf-admin-women/package.json mf-admin-women/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile --filter '!@school/e2e'
COPY . .
RUN node scripts/build.mjs --no-install
# the API's production dependencies only, as real files (no links into the workspace)
RUN pnpm --filter @school/api deploy --prod --legacy /out/api \
 && rm -rf /out/api/dist /out/api/src /out/api/test \
 && cp -r api/dist /out/api/dist

# --- runtime: Node, the API's production dependencies and the built front end ------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    TIME_ZONE=Asia/Kathmandu
WORKDIR /app
# REPO_ROOT is the parent of api/, so WEB_ROOT defaults to /app and finds <app>/dist there
COPY --from=build /out/api ./api
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mf-public-school/dist ./mf-public-school/dist
COPY --from=build /app/mf-public-women/dist ./mf-public-women/dist
COPY --from=build /app/mf-admin-school/dist ./mf-admin-school/dist
COPY --from=build /app/mf-admin-women/dist ./mf-admin-women/dist
# the CLI (backup, restore, create-admin): docker compose exec api node scripts/api-cli.mjs …
COPY package.json ./
COPY scripts/api-cli.mjs scripts/lib.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/server.js"]

# --- static: an optional host for remotes deployed on their own (compose profile "static") -----
FROM nginx:1.27-alpine AS static
COPY docker/nginx-remotes.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/mf-public-school/dist /usr/share/nginx/html/remotes/mf-public-school
COPY --from=build /app/mf-public-women/dist /usr/share/nginx/html/remotes/mf-public-women
COPY --from=build /app/mf-admin-school/dist /usr/share/nginx/html/remotes/mf-admin-school
COPY --from=build /app/mf-admin-women/dist /usr/share/nginx/html/remotes/mf-admin-women
