export { createBillRoutes } from './bills.routes';
export { visitPayments, visitReceipt } from './bill.view';
export { voidPayment } from './bill-pay.service';
