/** What other features may use of dining tables: a table as screens read it. */
export { toDiningTable } from './dining-table.view';
