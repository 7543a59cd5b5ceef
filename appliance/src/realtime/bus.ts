import { EventEmitter } from 'node:events';
import type { DomainEvent, RealtimeMessage } from '../contract/events';

/**
 * Typed domain events. Services publish after their transaction commits; only realtime/ turns
 * them into socket messages. Listeners are called synchronously and must not throw.
 */
export class EventBus {
  readonly #emitter = new EventEmitter();
  #seq = 0;

  constructor() {
    this.#emitter.setMaxListeners(0);
  }

  get seq(): number {
    return this.#seq;
  }

  publish(event: DomainEvent): RealtimeMessage {
    const message: RealtimeMessage = { seq: ++this.#seq, at: Date.now(), event };
    this.#emitter.emit('message', message);
    return message;
  }

  subscribe(listener: (message: RealtimeMessage) => void): () => void {
    this.#emitter.on('message', listener);
    return () => this.#emitter.off('message', listener);
  }
}
