// A2UI v0.9 / v0.9.1 wire schemas (zod/mini) and their TypeScript types.
export * from './types.js';
export * from './common-types.js';
export * from './formats.js';
export * from './basic-function-calls.js';
export * from './basic-components.js';
export * from './catalog-schemas.js';
export * from './server-messages.js';
export * from './client-messages.js';
export * from './capabilities.js';
export * from './json-schema-hints.js';
