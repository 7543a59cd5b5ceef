import type { FormEvent } from 'react';
import type { Submit } from '../../lib/use-submit';

/** What a card's form needs of its save: start it, whether it runs, the box's last message. */
export type SaveState = Pick<Submit<[]>, 'run' | 'saving' | 'error'>;

/** The form's submit: no page load, and a save only once every required field is filled. */
export function submitWhenReady(ready: boolean, save: SaveState) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (ready) void save.run();
  };
}
