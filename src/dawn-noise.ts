/**
 * Dawn's Vulkan backend prints two lines on the process's stderr when a driver (lavapipe, for
 * one) reports more dynamic buffers than Dawn allows:
 *
 *   Warning: maxDynamicUniformBuffersPerPipelineLayout artificially reduced from 1000000 to 16 …
 *
 * They come from native code writing to file descriptor 2, which Node cannot intercept in the
 * same process, so `ampc run` runs the program in a child whose stderr passes through this filter.
 * Everything else passes unchanged and at once; only a partial line that may still become one of
 * these warnings is held back until its end arrives.
 */
const NOISE = /^Warning: maxDynamic(Uniform|Storage)BuffersPerPipelineLayout artificially reduced\b.*\r?\n$/;
const NOISE_PREFIX = 'Warning: maxDynamic';

export class DawnNoiseFilter {
  private held = '';

  constructor(private readonly write: (text: string) => void) {}

  push(chunk: string): void {
    let text = this.held + chunk;
    this.held = '';
    let out = '';
    for (;;) {
      const newline = text.indexOf('\n');
      if (newline < 0) break;
      const line = text.slice(0, newline + 1);
      if (!NOISE.test(line)) out += line;
      text = text.slice(newline + 1);
    }
    // A partial line: held only while it could still be the start of a warning.
    if (text !== '' && (NOISE_PREFIX.startsWith(text) || text.startsWith(NOISE_PREFIX))) this.held = text;
    else out += text;
    if (out !== '') this.write(out);
  }

  /** At the end of the stream: a held partial line was not a warning after all. */
  end(): void {
    if (this.held !== '') this.write(this.held);
    this.held = '';
  }
}
