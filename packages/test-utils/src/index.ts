export { renderWithApp, type AppRenderOptions, type AppRenderResult, type FakeApi, type ScopeValue } from './render-with-app';
export { settle } from './settle';
export { advanceTime, runAllTimers, fakeTimersAreOn } from './fake-time';
