export * from './access';
export * from './auth';
export * from './org';
export * from './reference';
