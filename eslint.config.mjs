// The house rules live in @hotel/lint (packages/lint/src/eslint-config.mjs), beside the TypeScript 5
// that typescript-eslint's parser needs; `npm run lint` checks the whole tree with them.
export { default } from '@hotel/lint';
