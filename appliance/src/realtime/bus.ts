import { EventEmitter } from 'node:events';
import type { DomainEvent } from '../contract/events';

/** A domain event as published: `at` is the box's clock when the change committed. */
export interface PublishedEvent {
  at: number;
  event: DomainEvent;
}

/**
 * Typed domain events. Services publish after their transaction commits; only realtime/ turns
 * them into socket messages. Listeners are called synchronously and must not throw.
 */
export class EventBus {
  readonly #emitter = new EventEmitter();
  #published = 0;

  constructor() {
    this.#emitter.setMaxListeners(0);
  }

  /** How many events were published since start (for tests and logs). */
  get published(): number {
    return this.#published;
  }

  publish(event: DomainEvent): PublishedEvent {
    const message: PublishedEvent = { at: Date.now(), event };
    this.#published++;
    this.#emitter.emit('event', message);
    return message;
  }

  subscribe(listener: (message: PublishedEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }
}
