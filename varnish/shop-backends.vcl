# The storefront instances behind Varnish, included by default.vcl (found in varnishd's vcl_path). One
# `backend` per instance, each probed on /healthz, and every one added to the `storefronts` director, a hash
# director: default.vcl asks it for a URL's instance (the same healthy one each time) or a request's. Copy
# this file into a folder of your own to list yours, and start varnishd with -p vcl_path=<that folder>.

backend storefront_1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = storefront_healthz;
}

sub vcl_init {
    new storefronts = directors.hash();
    storefronts.add_backend(storefront_1, 1.0);
}
