// The first Intl calls load ICU's data, ~200 ms at 4x CPU in any language: paid in a few tasks of their own while
// the shell's chunks load, instead of within the shell's first render. Four steps, not one (issue 15: no long
// tasks): measured at 4x CPU, the collator's step takes ~65 ms (the data all services share), the number
// format's ~90 ms, the plural rules' and the date format's under 25 ms each; at once they were one ~200 ms task.
const icuWarmUps = [() => new Intl.PluralRules('ja'), () => new Intl.Collator('ja'), () => new Intl.NumberFormat('ja'), () => new Intl.DateTimeFormat('ja')];
function warmUpIcu(step: number): void {
  if (step >= icuWarmUps.length) return;
  setTimeout(() => {
    icuWarmUps[step]?.();
    warmUpIcu(step + 1);
  }, 0);
}
warmUpIcu(0);

// The async boundary: shared modules are negotiated before any of them is imported.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
