# syntax=docker/dockerfile:1
# The loyalty server image. The build stage makes the release with scripts/build-release.sh,
# the same script the release test runs; the runtime stage is that folder on a slim Node image,
# run by an unprivileged user, with node itself as the process (SIGTERM drains and exits).
#
#   docker build -t loyalty:1 .
#   docker run --env-file .env -v loyalty-data:/var/lib/loyalty -p 8080:8080 loyalty:1
#   docker run --env-file .env loyalty:1 apps/server/dist/migrate.js        # migrations only
#   docker run --env-file .env loyalty:1 apps/server/dist/loyalty.js --help # staff commands

FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Dependencies first, so that a change to the code reuses this layer.
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY deploy/package.json deploy/
RUN npm ci --no-audit --no-fund
COPY . .
ARG COMMIT=unknown
RUN RELEASE_COMMIT="$COMMIT" scripts/build-release.sh /release

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=8080 \
  DATA_DIR=/var/lib/loyalty
RUN groupadd --system --gid 10001 loyalty \
  && useradd --system --uid 10001 --gid loyalty --home-dir /var/lib/loyalty \
    --shell /usr/sbin/nologin loyalty \
  && mkdir -p /var/lib/loyalty \
  && chown loyalty:loyalty /var/lib/loyalty
WORKDIR /opt/loyalty
# Owned by root, readable by all: the server cannot change its own code.
COPY --from=build /release ./
USER loyalty
# The SQLite database and the stored files (a volume shared by every instance).
VOLUME ["/var/lib/loyalty"]
EXPOSE 8080
# No curl in the slim image: node asks the readiness probe itself.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "--enable-source-maps"]
CMD ["apps/server/dist/server.js"]
