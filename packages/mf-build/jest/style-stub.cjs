// CSS Modules in tests: every class name is its own key, so tests can still find elements by class.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
