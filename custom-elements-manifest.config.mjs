// Custom Elements Manifest (`npm run analyze`, also part of `npm run build`): documents every
// element's attributes, properties, events, slots, CSS parts and CSS custom properties from the
// JSDoc in its source.
export default {
  globs: ['src/**/*.ts', 'components/**/*.ts'],
  exclude: ['**/*.test.ts', '**/*.styles.ts', 'src/server/**'],
  outdir: '.',
  litelement: true,
  // package.json names the manifest already (the analyzer would write its outdir there).
  packagejson: false,
};
