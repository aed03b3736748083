export * from './availability.ts';
export * from './catalogue.ts';
export * from './envelope.ts';
export * from './order.ts';
export * from './primitives.ts';
export * from './quote.ts';
export * from './request.ts';
