export { createBillRoutes } from './bills.routes';
