export * from './stores';
export * from './access';
