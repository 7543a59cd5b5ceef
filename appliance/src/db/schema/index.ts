export * from './dining-tables';
export * from './events';
export * from './mail';
export * from './menus';
export * from './orders';
export * from './settings';
export * from './table-sessions';
export * from './users';
