import { CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason, CORRECTION_NOTE_MAX } from '@contract/correction-labels';
import { TextField } from '@/components/ui/text-field';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { ChoiceButtons } from './choice-buttons';

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
    <ChoiceButtons
      legend={t.reasonLegend}
      choices={CANCEL_REASONS}
      labelOf={(r) => CANCEL_REASON_LABELS[r]}
      chosen={reason}
      onChoose={onReason}
      disabled={disabled}
    >
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
    </ChoiceButtons>
  );
}
