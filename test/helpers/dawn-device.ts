/**
 * The one Dawn device of a test file, destroyed after its tests. Validation helpers are in dawn.ts.
 */
import { create } from 'webgpu';
import { requestDawnDevice, type DawnDeviceOptions } from './dawn.js';

/**
 * Call once at the top of a test file: returns a function giving the file's device, made on
 * first use (a missing adapter fails each test that needs it), and registers an `afterAll`
 * that destroys it.
 */
export function useDawnDevice(options: DawnDeviceOptions = {}): () => Promise<GPUDevice> {
  // The GPU object owns the Dawn instance; dawn.node's event loop keeps a raw pointer to it, so
  // it must stay reachable while any adapter, device or promise from it lives, or the next poll
  // reads freed memory (see /work/shared/notes/webgpu-on-linux.md). The afterAll reads it last.
  const gpu: GPU = create([]);
  let devicePromise: Promise<GPUDevice> | undefined;

  afterAll(async () => {
    if (devicePromise !== undefined) {
      const device = await devicePromise.catch(() => undefined);
      if (device !== undefined) {
        // A pending `device.lost` keeps Dawn polling and the worker alive after the tests.
        await device.queue.onSubmittedWorkDone();
        device.destroy();
        await device.lost;
      }
    }
    expect(gpu).toBeDefined();
  });

  return () => {
    devicePromise ??= requestDawnDevice(gpu, options);
    return devicePromise;
  };
}
