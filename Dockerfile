# syntax=docker/dockerfile:1.7
# The production image: built data set and app, production dependencies only, run as a non-root user.
# The game files are not in this repository; they come in as a named build context:
#   docker build --build-context game-data=../shared/game-data -t battle-cats-codex .
# (compose.yaml passes it the same way.)

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
COPY --from=game-data . /game-data
RUN GAME_DATA_DIR=/game-data npm run data && npm run build

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# No dev dependencies (Vite, sharp, the pinned `node` package): the image's own Node 24 runs the server.
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/data ./data
# serve.mjs, and the feedback export and copy scripts with the server code they import.
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/src/domain ./src/domain
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# exec form: node is PID 1 and gets SIGTERM itself (serve.mjs closes the database and exits).
CMD ["node", "scripts/serve.mjs"]
