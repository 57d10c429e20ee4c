/**
 * The layout breakpoints, as media queries for scripts. CSS cannot read custom properties inside `@media`,
 * so style sheets write the same numbers (see the table in tokens.css).
 */
export const breakpoints = {
  /** SPEC 9: phones are narrower than 768 px. */
  phone: '(max-width: 767.98px)',
  tablet: '(min-width: 768px) and (max-width: 1023.98px)',
  desktop: '(min-width: 1024px)',
} as const;
