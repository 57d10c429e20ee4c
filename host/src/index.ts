// The async boundary: shared modules are negotiated before any of them is imported.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
