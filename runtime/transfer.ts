/**
 * Moving bytes between the host and GPU buffers.
 *
 * Uploads go through `queue.writeBuffer`, which is ordered with submitted
 * work, so a buffer may be rewritten while earlier kernels that use it are
 * still queued. Read-backs copy into a fresh staging buffer (COPY_DST |
 * MAP_READ), map it, copy the bytes out and destroy it.
 */
/// <reference types="@webgpu/types" preserve="true" />
import { OutOfMemory, RuntimeException } from './exceptions.js';
import { messageOf, throwDeferredErrors } from './device.js';

/** A storage buffer the kernels can read and write and the host can copy to and from. */
export function createStorageBuffer(device: GPUDevice, byteSize: number, label: string): GPUBuffer {
  const size = Math.max(4, Math.ceil(byteSize / 4) * 4);
  // Checked here, before WebGPU would reject the buffer with a validation error (or a kernel
  // would see only the first maxStorageBufferBindingSize bytes of it).
  const { maxBufferSize, maxStorageBufferBindingSize } = device.limits;
  const [limit, maxSize] = maxStorageBufferBindingSize <= maxBufferSize
    ? ['maxStorageBufferBindingSize', maxStorageBufferBindingSize]
    : ['maxBufferSize', maxBufferSize];
  if (size > maxSize) {
    // C++ AMP's out_of_memory (a runtime_exception): the accelerator cannot hold a container this large.
    throw new OutOfMemory(
      `${label} needs a ${size}-byte GPU buffer, but this device allows at most ${maxSize} bytes per storage buffer (${limit})`,
    );
  }
  return device.createBuffer({
    label,
    size,
    usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST,
  });
}

/**
 * Bytes moved between the host and GPU buffers by writeBytes and readBytes,
 * since the program started or the last reset: what a benchmark compares with
 * the bytes a program's kernels need. Uniform blocks (a few bytes per launch,
 * written by the launcher) and copies between GPU buffers are not counted.
 */
export interface TransferCounters {
  uploads: number;
  uploadedBytes: number;
  downloads: number;
  downloadedBytes: number;
}

export const transferCounters: TransferCounters = { uploads: 0, uploadedBytes: 0, downloads: 0, downloadedBytes: 0 };

export function resetTransferCounters(): void {
  transferCounters.uploads = 0;
  transferCounters.uploadedBytes = 0;
  transferCounters.downloads = 0;
  transferCounters.downloadedBytes = 0;
}

/** Copies `byteLength` bytes of `bytes` (from `byteOffset`) into `buffer` at `bufferOffset`; all multiples of 4. */
export function writeBytes(device: GPUDevice, buffer: GPUBuffer, bufferOffset: number, bytes: ArrayBuffer, byteLength: number, byteOffset = 0): void {
  device.queue.writeBuffer(buffer, bufferOffset, bytes, byteOffset, byteLength);
  transferCounters.uploads++;
  transferCounters.uploadedBytes += byteLength;
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
    transferCounters.downloads++;
    transferCounters.downloadedBytes += size;
    await throwDeferredErrors();
    return bytes;
  } finally {
    staging.destroy();
  }
}
