import { ORDER_NOTE_MAX } from '@contract/option-rules';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import type { CartLine } from '../model/cart-lines';
import styles from './option-sheet.module.css';

export interface NoteDialogProps {
  line: CartLine | null;
  onSave: (note: string) => void;
  onClose: () => void;
}

/** A line's kitchen note, written or changed from the cart review (any item: staff know what the guest asked). */
export function NoteDialog({ line, onSave, onClose }: NoteDialogProps) {
  const handy = useText(handyText);
  return (
    <Modal open={line !== null} onClose={onClose} title={line ? handy.options.editNoteLabel(line.label) : ''}>
      {line && <NoteBody key={line.label} line={line} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function NoteBody({ line, onSave, onClose }: NoteDialogProps & { line: CartLine }) {
  const handy = useText(handyText);
  const [note, setNote] = useState(line.note ?? '');
  return (
    <div className={styles.body}>
      <TextField
        label={handy.options.noteField}
        placeholder={handy.options.notePlaceholder}
        value={note}
        maxLength={ORDER_NOTE_MAX}
        autoFocus
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={styles.actions}>
        <Button size="xl" block onClick={() => onSave(note)}>
          {handy.options.saveNote}
        </Button>
        <Button variant="secondary" size="lg" block onClick={onClose}>
          {handy.options.cancel}
        </Button>
      </div>
    </div>
  );
}
