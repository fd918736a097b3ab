# Two targets: `app` (api and worker; the api can also serve the SPA itself) and `web` (nginx with the
# built SPA, proxying /api). docker-compose.yml runs all three.
FROM node:20-bookworm-slim AS app

# pnpm from npm rather than corepack: corepack checks registry signatures some mirrors do not serve.
RUN npm install --global pnpm@10.34.9
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
WORKDIR /app

# Dependencies first, cached until the lockfile changes: `pnpm fetch` needs only the lockfile.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch

COPY . .
RUN pnpm install --offline --frozen-lockfile
# `prisma generate` never connects, but Prisma 6.19 wants DATABASE_URL set (else it tries to
# download a native engine).
RUN DATABASE_URL=postgresql://build@localhost:5432/build pnpm exec prisma generate \
  && pnpm --filter @tierline/web build \
  && mkdir -p /app/.data && chown node:node /app/.data

ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 WEB_DIST_DIR=/app/apps/web/dist MAIL_OUTBOX_DIR=/app/.data/outbox
USER node
EXPOSE 3000
# The api by default; the worker service overrides the command. tsx runs the TypeScript sources,
# as in `npm start` (internal packages are consumed from source).
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]

FROM nginx:1.27-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=app /app/apps/web/dist /usr/share/nginx/html
EXPOSE 80
