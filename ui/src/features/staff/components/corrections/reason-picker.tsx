import { CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason, CORRECTION_NOTE_MAX } from '@contract/correction-labels';
import { TextField } from '@/components/ui/text-field';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import styles from './cancel-line-dialog.module.css';

export interface ReasonPickerProps {
  reason: CancelReason | null;
  onReason: (reason: CancelReason) => void;
  note: string;
  onNote: (note: string) => void;
  noteMissing: boolean;
  disabled?: boolean;
}

/** Four big buttons for why; その他 opens a note it cannot be sent without. */
export function ReasonPicker({ reason, onReason, note, onNote, noteMissing, disabled }: ReasonPickerProps) {
  const t = useText(staffText).cancelLine;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t.reasonLegend}</legend>
      <div className={styles.reasons}>
        {CANCEL_REASONS.map((r) => (
          <button
            key={r}
            type="button"
            className={[styles.reason, reason === r ? styles.chosen : undefined].filter(Boolean).join(' ')}
            aria-pressed={reason === r}
            onClick={() => onReason(r)}
          >
            {CANCEL_REASON_LABELS[r]}
          </button>
        ))}
      </div>
      {reason === 'other' && (
        <TextField
          label={t.note}
          value={note}
          maxLength={CORRECTION_NOTE_MAX}
          autoComplete="off"
          required
          onChange={(e) => onNote(e.target.value)}
          hint={noteMissing ? t.noteRequired : t.noteCount(note.length, CORRECTION_NOTE_MAX)}
        />
      )}
    </fieldset>
  );
}
