import type { allergensJa } from './allergens.ja';
import type { LocaleFile, Messages } from './catalog';

/** The diner's allergen strings in English (the editor's stay Japanese: admin screens are Japanese). */
export const allergensEn: LocaleFile<Messages<typeof allergensJa>> = {
  title: 'Allergens',
  contains: 'Contains',
  mayContain: 'May contain',
  none: 'None',
  notice: 'Allergen information is checked by the restaurant itself. If you have a severe allergy, please ask our staff.',
  noneListed: 'No allergens are listed for this item.',
  more: (n: number) => `+${n}`,
  marksLabel: (names: string) => `Allergens: ${names}`,
  mayContainName: (name: string) => `${name} (may contain)`,
  mandatory: 'Major allergens (8)',
  recommended: 'Other allergens (20)',
  filter: {
    open: 'Filter by allergen',
    title: 'Filter by allergen',
    hint: 'Choose what you want to avoid: items containing it are hidden from the menu (or shown faded).',
    includeMayContain: 'Also include items that may contain it',
    clear: 'Clear all',
    done: 'Done',
    active: (names: string, hidden: number) => `Avoiding ${names} (${hidden} ${hidden === 1 ? 'item' : 'items'} hidden)`,
    off: 'Clear',
    dim: 'Show those items dimmed instead of hiding them (they cannot be ordered)',
    activeDimmed: (names: string, dimmed: number) => `Avoiding ${names} (${dimmed} ${dimmed === 1 ? 'item' : 'items'} dimmed)`,
    dimmedBadge: 'Contains what you avoid',
    dimmedNotice: (names: string) => `This item contains ${names}, which you chose to avoid, so it cannot be added to the cart.`,
  },
};
