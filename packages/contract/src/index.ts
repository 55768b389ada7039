export * from './common/api-error.js';
export * from './common/constants.js';
export * from './common/paging.js';
export * from './common/routes.js';
export * from './common/select.js';
export * from './common/validation.js';
export * from './common/yn.js';
export * from './site/site.schema.js';
