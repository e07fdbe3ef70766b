# The whole shop in one image: the built storefront, the API and, without a Firebase project, the
# Firebase Auth emulator (firebase-tools runs on Node; no Java needed for the Auth emulator).
FROM node:20-bookworm-slim

WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false

COPY . .
RUN npm install --no-audit --no-fund && npm run build

ENV PORT=4000 DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 4000 9099
CMD ["npm", "start"]
