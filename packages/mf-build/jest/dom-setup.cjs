// toBeVisible, toHaveTextContent, toHaveAccessibleName …: assertions about what the visitor sees.
require('@testing-library/jest-dom');

// A bound for a failure, never a wait: a component story of a dozen user actions takes seconds on a busy
// 2-core machine (jest reads a timeout only from the command line or a setup file, not from a project).
jest.setTimeout(20_000);
