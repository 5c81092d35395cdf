# Caddy with an HTTP cache: the stock image has none, so the cache-handler module (Souin) and
# its in-memory store (otter) are built in with xcaddy. Not built here (no Docker on the machine
# this was written on): check the two versions against their repositories before the first build.
ARG CADDY_VERSION=2.10
FROM caddy:${CADDY_VERSION}-builder AS builder
ARG CACHE_HANDLER_VERSION=v0.16.0
ARG OTTER_STORAGE_VERSION=v0.0.15
RUN xcaddy build \
	--with github.com/caddyserver/cache-handler@${CACHE_HANDLER_VERSION} \
	--with github.com/darkweak/storages/otter/caddy@${OTTER_STORAGE_VERSION}

FROM caddy:${CADDY_VERSION}
COPY --from=builder /usr/bin/caddy /usr/bin/caddy
