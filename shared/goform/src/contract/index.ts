export * from './envelope';
export * from './codes';
export * from './define';
export * from './fields';
export * from './auth';
export * from './users';
export * from './records';
