# The storefront instances behind Varnish, included by default.vcl (found in varnishd's vcl_path). One
# `backend` per instance, each probed on /healthz, and every one added to the `storefronts` director, which
# spreads requests over the healthy ones in turn. Copy this file into a folder of your own to list yours,
# and start varnishd with -p vcl_path=<that folder>.

backend storefront_1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = storefront_healthz;
}

sub vcl_init {
    new storefronts = directors.round_robin();
    storefronts.add_backend(storefront_1);
}
