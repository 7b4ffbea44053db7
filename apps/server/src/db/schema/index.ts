export * from './stores';
export * from './access';
export * from './ordering';
export * from './media';
export * from './daily-ops';
export * from './content';
export * from './management';
export * from './evaluations';
