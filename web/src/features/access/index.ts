export * from './access-rules';
export * from './route-params';
