/**
 * Moving bytes between the host and GPU buffers.
 *
 * Uploads go through `queue.writeBuffer`, which is ordered with submitted
 * work, so a buffer may be rewritten while earlier kernels that use it are
 * still queued. Read-backs copy into a fresh staging buffer (COPY_DST |
 * MAP_READ), map it, copy the bytes out and destroy it.
 */
/// <reference types="@webgpu/types" />
import { RuntimeException } from './exceptions.js';
import { messageOf, throwDeferredErrors } from './device.js';

/** A storage buffer the kernels can read and write and the host can copy to and from. */
export function createStorageBuffer(device: GPUDevice, byteSize: number, label: string): GPUBuffer {
  const size = Math.max(4, Math.ceil(byteSize / 4) * 4);
  const maxSize = Math.min(device.limits.maxBufferSize, device.limits.maxStorageBufferBindingSize);
  if (size > maxSize) {
    throw new RuntimeException(
      `${label} needs a ${size}-byte GPU buffer, but the device allows at most ${maxSize} bytes per storage buffer`,
    );
  }
  return device.createBuffer({
    label,
    size,
    usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST,
  });
}

/** Copies `byteLength` bytes of `bytes` (from offset 0) into `buffer` at `bufferOffset`; both multiples of 4. */
export function writeBytes(device: GPUDevice, buffer: GPUBuffer, bufferOffset: number, bytes: ArrayBuffer, byteLength: number): void {
  device.queue.writeBuffer(buffer, bufferOffset, bytes, 0, byteLength);
}

/** Reads `size` bytes of `buffer` from `offset` (both multiples of 4), after all submitted work. */
export async function readBytes(device: GPUDevice, buffer: GPUBuffer, offset: number, size: number): Promise<ArrayBuffer> {
  const staging = device.createBuffer({
    label: `read-back of ${buffer.label}`,
    size,
    usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ,
  });
  try {
    const encoder = device.createCommandEncoder();
    encoder.copyBufferToBuffer(buffer, offset, staging, 0, size);
    device.queue.submit([encoder.finish()]);
    try {
      await staging.mapAsync(GPUMapMode.READ);
    } catch (e) {
      // A failed map usually means an earlier error (a rejected kernel, a lost device): report that first.
      await throwDeferredErrors();
      throw new RuntimeException(`reading ${buffer.label} back from the GPU failed: ${messageOf(e)}`);
    }
    const bytes = staging.getMappedRange().slice(0);
    staging.unmap();
    await throwDeferredErrors();
    return bytes;
  } finally {
    staging.destroy();
  }
}
