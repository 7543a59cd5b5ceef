/**
 * Staff listeners in a worker thread of their own, so that receiving every event does
 * not hold up the load generator's event loop (on one machine they still share its cores).
 * workerData: { baseUrl, count }. Posts 'ready' once all listen; answers 'count' with the number of
 * order.created events received; 'close' closes the sockets and ends the worker.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { closeListeners, openCountingListeners } from './staff-listeners';

const { baseUrl, count } = workerData as { baseUrl: string; count: number };
const port = parentPort!;
let received = 0;
const sockets = await openCountingListeners(baseUrl, count, (orders) => {
  received += orders;
});
port.on('message', (request: 'count' | 'close') => {
  if (request === 'count') port.postMessage(received);
  else {
    closeListeners(sockets);
    port.close();
  }
});
port.postMessage('ready');
