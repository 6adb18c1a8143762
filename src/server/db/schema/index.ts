export * from './agencies';
export * from './auth';
export * from './billing';
export * from './catalog';
export * from './leads';
export * from './listings';
export * from './messages';
export * from './staging';
