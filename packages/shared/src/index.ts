export * from './product';
export * from './catalog';
export * from './plans';
export * from './pricing';
export * from './messages';
export * from './schemas';
export * from './blog';
