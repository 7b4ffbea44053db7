export * from './stores';
export * from './access';
export * from './ordering';
