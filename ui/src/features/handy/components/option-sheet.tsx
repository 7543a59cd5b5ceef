import { labelPlainText } from '@contract/label-text';
import type { MenuItem } from '@contract/menu-items';
import { defaultChoiceIds, ORDER_NOTE_MAX } from '@contract/option-rules';
import { useState } from 'react';
import { OptionPicker } from '@/components/options/option-picker';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import { missingGroups } from '@/lib/options/option-choice';
import type { HandyChoice } from '../model/cart-lines';
import styles from './option-sheet.module.css';

export interface OptionSheetProps {
  item: MenuItem | null;
  onAdd: (item: MenuItem, choice: HandyChoice) => void;
  onClose: () => void;
}

/** Before an item with options goes into the waiter's cart: its groups (required ones first to pick) and a note. */
export function OptionSheet({ item, onAdd, onClose }: OptionSheetProps) {
  return (
    <Modal open={item !== null} onClose={onClose} title={item ? labelPlainText(item.label) : ''}>
      {item && <SheetBody key={item.id} item={item} onAdd={onAdd} onClose={onClose} />}
    </Modal>
  );
}

function SheetBody({ item, onAdd, onClose }: OptionSheetProps & { item: MenuItem }) {
  const handy = useText(handyText);
  const [chosen, setChosen] = useState<number[]>(() => defaultChoiceIds(item.option_groups));
  const [note, setNote] = useState('');
  const missing = missingGroups(item.option_groups, chosen);
  return (
    <div className={styles.body}>
      <OptionPicker groups={item.option_groups} chosen={chosen} onChange={setChosen} text={handy.options} />
      <TextField
        label={handy.options.noteField}
        placeholder={handy.options.notePlaceholder}
        value={note}
        maxLength={ORDER_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      {missing.length > 0 && <p className={styles.missing}>{handy.options.missing(missing[0]!.label)}</p>}
      <div className={styles.actions}>
        <Button size="xl" block disabled={missing.length > 0} onClick={() => onAdd(item, { options: chosen, note })}>
          {handy.options.add}
        </Button>
        <Button variant="secondary" size="lg" block onClick={onClose}>
          {handy.options.cancel}
        </Button>
      </div>
    </div>
  );
}
