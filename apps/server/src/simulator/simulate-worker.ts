// The simulator in a worker thread, so a benchmark's load does not share the event loop of the server it measures.
import { parentPort, workerData } from 'node:worker_threads';
import { simulateFleet, type SimulationOptions } from './fleet-simulator.js';

const report = await simulateFleet(workerData as SimulationOptions);
parentPort?.postMessage(report);
