// Dev only, before React loads: the React DevTools hook remembers each renderer that registers with it.
// Every app on the page has its own React Refresh runtime (their module ids repeat across apps); one that
// arrives after React, as a remote's does, finds React only in `hook.renderers`, which react-refresh's
// stand-in hook leaves empty. The real DevTools hook fills it the same way.
const hook = (globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject: () => 0,
  onScheduleFiberRoot() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
});
if (!hook.hotelRemembersRenderers) {
  let nextId = 1;
  const inject = hook.inject;
  hook.inject = function rememberRenderer(renderer, ...rest) {
    const id = inject.call(this, renderer, ...rest) ?? nextId;
    nextId = Math.max(nextId, id + 1);
    hook.renderers.set(id, renderer);
    return id;
  };
  hook.hotelRemembersRenderers = true;
}
