// A webpack loader for faulty builds only (fault-mode.ts): it stands in for an exposed module and wraps the real
// one, so the app's own source stays untouched and a normal build never contains any of this.
// CommonJS, as webpack requires its loaders and the build loads TypeScript only through ESM hooks.
module.exports = function faultLoader() {
  const { name, delayMs } = this.getOptions();
  const real = JSON.stringify(this.resourcePath);
  const message = JSON.stringify(`${name}: this build's exposed modules fail on purpose (HOTEL_BUILD_FAULT)`);
  return `import { createElement, useEffect, useState } from 'react';
import * as real from ${real};
export * from ${real};
export default function FaultyExposed(props) {
  const [broken, setBroken] = useState(${delayMs} === 0);
  useEffect(() => {
    if (${delayMs} === 0) return undefined;
    const timer = setTimeout(() => setBroken(true), ${delayMs});
    return () => clearTimeout(timer);
  }, []);
  if (broken) throw new Error(${message});
  return createElement(real.default, props);
}
`;
};
