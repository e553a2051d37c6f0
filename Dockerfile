# Production image: Next.js standalone server on Node 20.
# Build:  docker build -t eldorado-web .
# Run:    docker compose up   (reverse proxy + app + PostgreSQL + Redis, see compose.yaml; never publish 3000 directly)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci fails on registries without other platforms' optional binaries; npm install follows the lockfile.
RUN npm install --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 BUILD_STANDALONE=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
RUN useradd --system --uid 1001 app && mkdir -p /data && chown app /data
COPY --from=build --chown=app /app/.next/standalone ./
COPY --from=build --chown=app /app/.next/static ./.next/static
COPY --from=build --chown=app /app/public ./public
COPY --from=build --chown=app /app/drizzle ./drizzle
USER app
EXPOSE 3000
# Migrations and the idempotent seed run on start (instrumentation.ts).
CMD ["node", "server.js"]
