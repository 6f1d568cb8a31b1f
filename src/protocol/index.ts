// The A2UI protocol: message schemas per version and message validation.
export * from './v0_9/index.js';
export * from './validate.js';
export {toJsonPointer} from './json-pointer.js';
