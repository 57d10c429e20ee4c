import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { RuleSetRule } from 'webpack';

export function scriptRule(mode: 'production' | 'development'): RuleSetRule {
  return {
    test: /\.(ts|tsx|js|mjs)$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: {
              runtime: 'automatic',
              development: mode === 'development',
              // Components register with React Refresh, so an edit swaps them in place (dev only).
              ...(mode === 'development' ? { refresh: true } : {}),
            },
          },
          target: 'es2020',
        },
      },
    },
  };
}

/** CSS Modules with the app's name in every class, so two remotes never collide on one page. */
export function styleRules(appName: string, mode: 'production' | 'development'): RuleSetRule[] {
  const localIdentName = mode === 'production' ? `${appName}-[hash:base64:6]` : `${appName}__[name]__[local]`;
  return [
    {
      test: /\.module\.css$/,
      use: [
        MiniCssExtractPlugin.loader,
        { loader: 'css-loader', options: { modules: { localIdentName, namedExport: false, exportLocalsConvention: 'as-is' } } },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [MiniCssExtractPlugin.loader, 'css-loader'],
    },
  ];
}
