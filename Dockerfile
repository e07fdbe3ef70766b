# The shop's image, safe by default (ADR 0064): built in one stage, run in another with production
# dependencies only, as the unprivileged `node` user, with NODE_ENV=production. In production the demo
# payment method, /dev/mail, Apollo Sandbox and introspection are off, and the server refuses to start
# without a real Firebase project. The compose demo opts in to a demonstration shop by name
# (SHOP_MODE=demo), and runs the Auth emulator from the build stage, which has the development tools.

# --- build: every dependency, the client and the compiled server ---------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY . .
# postinstall generates the Prisma client and the GraphQL types, then builds the client and the server.
RUN npm install --no-audit --no-fund

# --- runtime: production dependencies, the built files, nothing to compile ------------------------
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NPM_CONFIG_UPDATE_NOTIFIER=false PORT=4000 DATA_DIR=/data
COPY package.json package-lock.json ./
# No install scripts: the postinstall build already ran in the build stage.
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/client/dist-server client/dist-server
# What the server reads at run time: the migrations and demo data, the API's SDL, the invoice fonts.
COPY --from=build /app/prisma prisma
COPY --from=build /app/server/src/graphql/base.graphql server/src/graphql/base.graphql
COPY --from=build /app/server/src/modules server/src/modules
COPY --from=build /app/server/assets server/assets
COPY --from=build /app/schema.graphql schema.graphql
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "--enable-source-maps", "server/dist/index.js"]
