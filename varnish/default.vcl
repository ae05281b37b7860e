vcl 4.1;
#
# Varnish (7.1, core only) in front of the shop's storefront servers. The storefront decides what may be
# shared and for how long; this file carries that out:
#   - stores only answers whose Cache-Control names a max-age or s-maxage and says neither private, no-store
#     nor no-cache, and that set no cookie; s-maxage (else max-age) is how long a stored copy is fresh
#   - stale-while-revalidate: a copy that far past its freshness is served while one background fetch
#     refreshes it; stale-if-error: a copy that far past it is served while the storefronts are sick (probe
#     on /healthz) or answer 5xx
#   - keeps each answer's Surrogate-Key (its cache tags) on the stored copy and drops it from what browsers get
#   - `BAN` on the listener named purge (`-a purge=127.0.0.1:6083`), from an address in the `purgers` ACL,
#     with a Surrogate-Key request header (space-separated tags, a trailing `*` makes a prefix) drops every
#     copy carrying one of those tags; a BAN on any other listener is refused, whatever its address
#   - per-visitor pages (search results, checkout returns, order pages and lookups) and every non-GET/HEAD pass through
#   - X-Cache: HIT or MISS on every answer (Age says how old a hit is)
#
# The storefront instances are listed in "shop-backends.vcl" (found in vcl_path): start varnishd with
# `-p vcl_path=<this folder>` to use varnish/shop-backends.vcl, or with a folder of your own. See README.md
# ("Behind Varnish or a CDN") for the command line.

import directors;
import std;

# Every storefront instance is asked for /healthz each second; three failures of the last five make it sick.
# Each probe is a new connection, which a saturated instance (a cold burst) may take over a second to
# answer: a probe then fails, and an instance marked sick for it would turn shoppers away (503) while it
# serves. Instances start healthy (.initial), so the first requests need not wait for a probe.
probe storefront_healthz {
    .url = "/healthz";
    .interval = 1s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
    .initial = 3;
}

# Defines the backends (each with `.probe = storefront_healthz;`) and the `storefronts` director, a hash
# director (directors.hash()): the same string picks the same healthy instance.
include "shop-backends.vcl";

# Who may BAN on the purge listener: the storefront instances purge from these addresses. Add their hosts'
# addresses (or networks, "10.0.0.0"/8) when they run on other machines. Not enough on its own: behind a TLS
# terminator on this host, or a PROXY listener, a shopper's request can come from 127.0.0.1 too.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "BAN") {
        call shop_ban;
    }
    # What may be kept goes to one instance per URL, so each page is rendered and kept by one instance, not
    # by all in turn; what is passed (POSTs, per-visitor pages) is spread over them by request.
    set req.backend_hint = storefronts.backend(req.url);

    # The markers below are set on restarts only (vcl_hit, vcl_synth); never taken from a client.
    if (req.restarts == 0) {
        unset req.http.X-Shop-Refetch;
        unset req.http.X-Shop-Stale-If-Error;
    }
    if (req.http.X-Shop-Refetch) {
        # Too stale to serve while the storefronts answer: this lookup ignores grace and waits for a fresh
        # copy (requests for the same URL wait for the same fetch).
        set req.grace = 0s;
    } else if (req.http.X-Shop-Stale-If-Error) {
        # req.grace lasts across restarts: lift the cap the refetch set.
        set req.grace = 3650d;
    }

    if (req.method != "GET" && req.method != "HEAD") {
        call shop_pass;
    }
    if (req.http.Authorization) {
        call shop_pass;
    }
    # Per-visitor answers (the storefront marks them private, no-store anyway): no lookup, no waiting.
    if (req.url ~ "^(/[a-z]{2})?/(search|checkout/|order/)" || req.url ~ "^/api/orders/" || req.url ~ "^/(health|healthz|readyz)(\?|$)") {
        call shop_pass;
    }
    # The storefront reads no cookie: a shopper's cookies (analytics, consent) must not bypass the cache.
    unset req.http.Cookie;

    # At most four copies per URL ("br, gzip", "br", "gzip", none): the storefront answers br, gzip or
    # identity by Accept-Encoding (Vary: Accept-Encoding). With http_gzip_support on (Varnish's default)
    # Varnish itself reduces this to gzip or nothing; run with -p http_gzip_support=off to keep brotli.
    if (req.http.Accept-Encoding) {
        if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(,|$|;\s*q=(?!0(\.0*)?\s*(,|$)))") {
            if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*gzip\s*(,|$|;\s*q=(?!0(\.0*)?\s*(,|$)))") {
                set req.http.Accept-Encoding = "br, gzip";
            } else {
                set req.http.Accept-Encoding = "br";
            }
        } else if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*gzip\s*(,|$|;\s*q=(?!0(\.0*)?\s*(,|$)))") {
            set req.http.Accept-Encoding = "gzip";
        } else {
            unset req.http.Accept-Encoding;
        }
    }
    return (hash);
}

# Straight to a storefront, none of this cache's business: any instance will do.
sub shop_pass {
    set req.backend_hint = storefronts.backend(req.xid);
    return (pass);
}

# BAN / with `Surrogate-Key: product:5 list:page:0 cms:*`: every stored copy whose Surrogate-Key holds
# product:5, list:page:0 or a tag starting with cms: is dropped. Only obj.http is tested, so Varnish's ban
# lurker clears old bans in the background.
sub shop_ban {
    # The listener, not the address, tells a purger from a shopper: a TLS terminator on this host or the
    # PROXY protocol can make any shopper 127.0.0.1. The purge listener must be reachable by purgers only.
    if (local.socket != "purge") {
        return (synth(403, "BAN is taken only on the purge listener"));
    }
    if (client.ip !~ purgers) {
        return (synth(403, "BAN not allowed from this address"));
    }
    # Tags of letters, digits and : . _ / - (a trailing * for a prefix), separated by spaces.
    if (req.http.Surrogate-Key !~ "^ *([A-Za-z0-9:._/-]+\*?|\*)( +([A-Za-z0-9:._/-]+\*?|\*))* *$") {
        return (synth(400, "BAN needs a Surrogate-Key header: tags separated by spaces, a trailing * for a prefix"));
    }
    # Tags → one regular expression: "." literal, "*" any rest of a tag, alternatives joined by "|".
    set req.http.X-Shop-Ban = regsuball(req.http.Surrogate-Key, "\.", "[.]");
    set req.http.X-Shop-Ban = regsuball(req.http.X-Shop-Ban, "\*", "[^[:space:]]*");
    set req.http.X-Shop-Ban = regsuball(req.http.X-Shop-Ban, "^ +| +$", "");
    set req.http.X-Shop-Ban = regsuball(req.http.X-Shop-Ban, " +", "|");
    if (std.ban("obj.http.Surrogate-Key ~ (^|[[:space:]])(" + req.http.X-Shop-Ban + ")([[:space:]]|$)")) {
        return (synth(200, "Banned"));
    }
    return (synth(400, "BAN failed: " + std.ban_error()));
}

sub vcl_hit {
    if (obj.ttl >= 0s) {
        return (deliver);
    }
    # Within stale-while-revalidate: served now, while one background fetch refreshes it.
    if (obj.ttl + std.duration(obj.http.X-Shop-Swr, 0s) >= 0s) {
        return (deliver);
    }
    # Within stale-if-error, after a refresh failed (vcl_synth restarts with this marker): served.
    if (req.http.X-Shop-Stale-If-Error) {
        return (deliver);
    }
    # Otherwise the shopper waits for a fresh copy (vcl_recv sets req.grace to 0 on this restart). If that
    # refresh fails (no storefront passes its probe, one answers 5xx or drops the connection), vcl_synth
    # comes back here for the stale copy.
    set req.http.X-Shop-Refetch = "1";
    return (restart);
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Refreshing a stale copy failed: keep serving it (stale-if-error). A background fetch just ends; a
    # shopper's refetch ends in vcl_synth, which serves the stale copy.
    if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.X-Shop-Refetch)) {
        return (abandon);
    }
    # Never shared: answers that set a cookie, per-visitor or uncacheable answers, answers without an
    # explicit freshness. Remembered as uncacheable (hit-for-miss) for two minutes, so requests for the
    # URL go straight to the storefront instead of waiting for each other.
    if (beresp.http.Set-Cookie ||
        beresp.http.Cache-Control ~ "(?i)(^|[,\s])(private|no-store|no-cache)([,=\s]|$)" ||
        beresp.http.Cache-Control !~ "(?i)(^|[,\s])(s-maxage|max-age)\s*=" ||
        beresp.http.Vary == "*" ||
        beresp.ttl <= 0s) {
        set beresp.ttl = 120s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # beresp.ttl is s-maxage (else max-age) and beresp.grace stale-while-revalidate (Varnish reads both).
    # The copy is kept for the longer stale-if-error; vcl_hit tells the two apart by X-Shop-Swr.
    if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate\s*=") {
        set beresp.grace = 0s;
    }
    set beresp.http.X-Shop-Swr = "" + beresp.grace + "s";
    if (beresp.http.Cache-Control ~ "(?i)stale-if-error\s*=\s*[0-9]+") {
        set beresp.http.X-Shop-Sie = regsub(beresp.http.Cache-Control, "(?i)^.*stale-if-error\s*=\s*([0-9]+).*$", "\1s");
        if (std.duration(beresp.http.X-Shop-Sie, 0s) > beresp.grace) {
            set beresp.grace = std.duration(beresp.http.X-Shop-Sie, 0s);
        }
        unset beresp.http.X-Shop-Sie;
    }
    return (deliver);
}

sub vcl_backend_error {
    # No storefront answered (none healthy, connection failed) while a stale copy was being refreshed: keep
    # serving that copy.
    if (bereq.is_bgfetch || bereq.http.X-Shop-Refetch) {
        return (abandon);
    }
}

sub vcl_synth {
    if (req.method == "BAN") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
    # A refresh of a stale copy failed (vcl_backend_response or vcl_backend_error abandoned it): serve the
    # stale copy if it is within stale-if-error, else vcl_hit cannot serve it and the lookup is a miss.
    if (resp.status == 503 && req.http.X-Shop-Refetch && req.restarts < 3) {
        unset req.http.X-Shop-Refetch;
        set req.http.X-Shop-Stale-If-Error = "1";
        return (restart);
    }
}

sub vcl_deliver {
    # The tags and the stale-while-revalidate marker are for this cache only.
    unset resp.http.Surrogate-Key;
    unset resp.http.X-Shop-Swr;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
