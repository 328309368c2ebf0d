// The staff sessions in a worker thread, so their encryption does not share an event loop with the locker
// simulator. It signs in, says so, waits for the time to stop at, runs and sends its report.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareStaff, type StaffOptions } from './staff-sessions.js';

const driver = await prepareStaff(workerData as StaffOptions);
parentPort?.postMessage({ kind: 'ready', signIn: driver.signIn });
parentPort?.once('message', (until: number) => {
  void driver.run(until).then((report) => parentPort?.postMessage({ kind: 'done', report }));
});
