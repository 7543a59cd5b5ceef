import type { MenuItemListQuery, MenuItemListResponse } from '../../contract/menu-items';
import type { EventDispatcher } from '../../events/dispatcher';
import { RevalidatedAnswer } from '../../http/revalidated-answer';

/** Distinct list queries kept (staff searches vary; tablets ask one). */
const MAX_KEPT = 64;

/**
 * The menu list as last answered, per kind of caller and query, until a menu changes: every
 * tablet opening its menu during a rush gets the same serialized answer (and a 304 when it
 * already has it) instead of a fresh read of every item. Every menu write records `menu.changed`
 * (tablets reload on it too); hearing one empties the cache.
 */
export class MenuAnswers {
  readonly #kept = new Map<string, RevalidatedAnswer<MenuItemListResponse>>();

  constructor(events: EventDispatcher) {
    events.register({
      name: 'menu-answers',
      durable: false,
      handle: ({ event }) => {
        if (event.type === 'menu.changed') this.#kept.clear();
      },
    });
  }

  answer(
    caller: 'tablet' | 'staff',
    query: MenuItemListQuery,
    build: () => MenuItemListResponse,
  ): RevalidatedAnswer<MenuItemListResponse> {
    const key = `${caller} ${JSON.stringify(query)}`;
    let answer = this.#kept.get(key);
    if (!answer) {
      answer = RevalidatedAnswer.of(build());
      if (this.#kept.size >= MAX_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
      this.#kept.set(key, answer);
    }
    return answer;
  }
}

const perDispatcher = new WeakMap<EventDispatcher, MenuAnswers>();

/** The box's one cache (the app may be assembled more than once on the same deps, as in tests). */
export function menuAnswersOf(events: EventDispatcher): MenuAnswers {
  let answers = perDispatcher.get(events);
  if (!answers) {
    answers = new MenuAnswers(events);
    perDispatcher.set(events, answers);
  }
  return answers;
}
