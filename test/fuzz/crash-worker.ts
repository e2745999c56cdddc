/**
 * A worker thread that compiles the inputs it is sent and answers with `checkCompile`'s
 * verdict. It runs apart from the driver so that the driver can time each input and terminate
 * the worker when one hangs (a synchronous compile cannot be interrupted otherwise).
 */
import { parentPort } from 'node:worker_threads';
import { checkCompile } from './crash.js';

export interface Job {
  id: number;
  file: string;
  text: string;
  includePaths: string[];
}

parentPort?.on('message', (job: Job) => {
  parentPort!.postMessage({ id: job.id, check: checkCompile(job.file, job.text, job.includePaths) });
});
