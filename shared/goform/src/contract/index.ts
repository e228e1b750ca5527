export * from './envelope';
export * from './codes';
export * from './define';
