export * from './admin.js';
export * from './api.js';
export * from './auth.js';
export * from './catalog.js';
export * from './categories.js';
export * from './messages.js';
export * from './money.js';
export * from './shopping.js';
