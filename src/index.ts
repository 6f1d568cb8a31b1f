// The full package: the DOM-free core plus the elements (which register on import).
export * from './core.js';
