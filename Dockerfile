# The store in one image: `docker build -t kuber-fashion .`, then
#   docker run -p 3000:3000 -v kuber-data:/data kuber-fashion
# Where no image can be pulled, scripts/container/base-image.sh makes a local base:
#   docker build --build-arg BASE=kuber-base:bookworm-node22 -t kuber-fashion .
# Settings are the README's (environment variables); DATA_DIR is the volume /data.
#
# BuildKit (the default builder) is needed. An npm registry behind a TLS proxy with its own
# certificate authority: pass it as a secret, used by the install only:
#   docker build --secret id=npm_ca,src=/path/to/ca.pem .
ARG BASE=node:22-bookworm-slim

# ---- build: installs once, builds the API and the web app, then drops the development packages
FROM ${BASE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN --mount=type=secret,id=npm_ca --mount=type=cache,target=/root/.npm \
    if [ -s /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi; \
    npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund --loglevel=error \
 # What the server needs at run time, and nothing else: no sources, no development packages.
 && mkdir -p /out/apps/api /out/apps/web \
 && cp -a package.json node_modules /out/ \
 && cp -a apps/api/package.json apps/api/dist apps/api/drizzle apps/api/assets /out/apps/api/ \
 && cp -a apps/web/package.json apps/web/dist /out/apps/web/ \
 && for w in apps/api apps/web; do if [ -d "$w/node_modules" ]; then cp -a "$w/node_modules" "/out/$w/"; fi; done \
 # The API's build tool is a dependency for `npm start`; the compiled server never loads it.
 && rm -rf /out/node_modules/esbuild /out/node_modules/@esbuild /out/node_modules/.bin/esbuild \
 # Nor does node read the packages' type declarations, source maps or documents (their licences stay).
 && find /out -path '*/node_modules/*' -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \
      -o -name '*.map' -o \( -iname '*.md' ! -iname 'licen[cs]e*' \) \) -delete

# ---- runtime: the compiled server, the built web app and the production packages
FROM ${BASE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/ /app/
# The data folder (embedded database, pictures, secret.key) belongs to the unprivileged user `node`.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# node itself is the container's first process, so SIGTERM (docker stop) reaches the store, which closes cleanly.
# The flags are `npm run serve`'s (apps/api/package.json).
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=4", "--liftoff-only", "apps/api/dist/server.js"]
