export { createWebpackConfig, type AppBuildOptions, type WebpackConfig } from './create-config';
export { sharedMap, singletonPackages } from './shared';
