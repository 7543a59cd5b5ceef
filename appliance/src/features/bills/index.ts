export { showBill, visitPayments, visitReceipt } from './bill.view';
export { voidPayment } from './bill-pay.service';
export { createBillRoutes } from './bills.routes';
