/** The admin home's glance at the business day: sales so far, open tables, unserved lines, printers, disk. */
export { createTodayRoutes } from './today.routes';
