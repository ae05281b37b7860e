# One image for every Node part of the shop (npm workspaces share one node_modules); docker-compose.yml
# picks the process per service. Not exercised on the development machines (no Docker engine there).
FROM node:20-bookworm-slim
WORKDIR /shop
ENV MEDUSA_DISABLE_TELEMETRY=true DO_NOT_TRACK=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json tsconfig.json ./
COPY commerce/package.json commerce/
COPY cms/package.json cms/
COPY seed/package.json seed/
COPY storefront/package.json storefront/
RUN npm ci --no-audit --no-fund
COPY . .
RUN cd commerce && npx medusa build
# The React app, its server render and the compiled storefront server (storefront/build/main.js: no tsx at run time).
RUN npm run build -w storefront
ENV NODE_ENV=production
# Not root at run time; the one folder it writes is Medusa's local file storage (uploaded product images).
RUN mkdir -p commerce/.medusa/server/static && chown node:node commerce/.medusa/server/static
USER node
