// The first Intl call loads ICU's locale data (65–70 ms at 4x CPU, in any language): a task of its own while the
// shell's chunks load, instead of a part of the shell's first render (issue 15: no long tasks).
setTimeout(() => Intl.NumberFormat.supportedLocalesOf('ja'), 0);

// The async boundary: shared modules are negotiated before any of them is imported.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
