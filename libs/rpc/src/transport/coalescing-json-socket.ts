import { JsonSocket } from '@nestjs/microservices';

/**
 * Nest's TCP framing (`JsonSocket`: `<length>#<json>` per message, unchanged on the wire) with the
 * messages of one event-loop turn written together. `JsonSocket` writes each message with its own
 * `socket.write`, one system call each; on a loaded 2-core machine these writes were the largest
 * single cost of the gateway and the services (bench:load profiles). Here the first message of a
 * turn corks the socket and a `setImmediate` uncorks it once the turn's I/O callbacks have run,
 * so the calls (gateway) or answers (services) of concurrent requests leave in one write; a lone
 * message waits for no timer, only for the end of the current turn.
 *
 * Pass it as `socketClass` on both sides (ClientsModule options, `DrainingTcpServer`).
 */
export class CoalescingJsonSocket extends JsonSocket {
  private corked = false;

  protected override handleSend(message: unknown, callback?: (error?: unknown) => void): void {
    if (!this.corked && !this.socket.destroyed) {
      this.corked = true;
      this.socket.cork();
      setImmediate(() => {
        this.corked = false;
        this.socket.uncork();
      });
    }
    super.handleSend(message, callback);
  }
}
