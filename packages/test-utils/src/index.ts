export { renderWithApp, type AppRenderOptions, type AppRenderResult, type FakeApi, type ScopeHandler, type ScopeValue } from './render-with-app';
export { settle } from './settle';
export { advanceTime, runAllTimers, fakeTimersAreOn } from './fake-time';
export { setViewportWidth, phoneWidth, desktopWidth } from './viewport';
