// Test-only: @rc-component's Form schedules work through MessageChannel, which this jsdom
// lacks. Import this file first in a test (or a test's render helper) to get a timer-backed stand-in.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Port = { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (data: unknown) => void; close: () => void };
  class TimeoutChannel {
    port1: Port;
    port2: Port;
    constructor() {
      const make = (): Port => ({ onmessage: null, postMessage: () => undefined, close: () => undefined });
      this.port1 = make();
      this.port2 = make();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimeoutChannel;
}
export {};
