import { useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import type { Reading, ReadingFix, TemperatureUnit } from '@dripp/contract/food-safety';
import type { PickedFile } from '../../components/upload-request';
import { ApiError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/save-queue';
import { useSaveReading } from './api/save-reading';
import type { DayUnit } from './due-states';
import { sentScale, typedInRange, typedNumber } from './reading-value';

/** What the sheet is opened for: a reading of a unit, a re-check of an out-of-range one, a correction. */
export interface SheetTarget {
  unit: DayUnit;
  kind: 'reading' | 'recheck' | 'correction';
  /** The out-of-range reading re-checked, or the reading corrected. */
  refersTo: Reading | null;
}

/** Why a save did not happen: the server's words on the fields, offline, or another refusal. */
export type SaveProblem = { kind: 'offline' } | { kind: 'refused'; message: string } | null;

/**
 * The reading sheet's one number, and, out of range, what was done: the fix, its note and the
 * photo the chain may require. Checked here for immediate feedback; the server decides (422 on
 * the fields). A try that got no answer keeps everything typed and the same key, so saving again
 * counts once; any change takes a new key.
 */
export function useReadingForm(
  target: SheetTarget,
  scale: TemperatureUnit,
  photoRequired: boolean,
  onSaved: (saved: Reading) => void,
) {
  const { unit } = target;
  const [text, setTextState] = useState('');
  const [fix, setFixState] = useState<ReadingFix | null>(null);
  const [note, setNoteState] = useState('');
  const [photo, setPhotoState] = useState<PickedFile | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<SaveProblem>(null);
  const key = useRef(newIdempotencyKey());
  const save = useSaveReading();

  const changed =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      key.current = newIdempotencyKey();
      setProblem(null);
      set(value);
    };
  const value = typedNumber(text);
  const valid = value != null && !Number.isNaN(value);
  const outOfRange = valid && !typedInRange(value, unit, unit.type, scale);

  const check = (): FieldErrors => {
    const missing: FieldErrors = {};
    if (value == null) missing.value = [t`Enter the reading`];
    else if (Number.isNaN(value)) missing.value = [t`Enter the reading as a number, such as 38.5`];
    if (outOfRange) {
      if (!fix) missing.fix = [t`Choose what was done`];
      if (!note.trim()) missing.fix_note = [t`Say what was done`];
      if (photoRequired && !photo) missing.photo = [t`Add a photo of the fix`];
    }
    return missing;
  };

  const submit = async () => {
    const missing = check();
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length > 0 || value == null) return;
    try {
      const saved = await save.mutateAsync({
        unitId: unit.id,
        key: key.current,
        body: {
          value,
          unit: sentScale(unit.type, scale),
          fix: outOfRange ? fix : null,
          fix_note: outOfRange ? note.trim() : null,
          photo: outOfRange && photo ? photo.file : null,
          corrects_id: target.refersTo?.id ?? null,
        },
      });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        setProblem({ kind: 'offline' });
        return;
      }
      key.current = newIdempotencyKey();
      const found = fieldErrorsOf(error);
      setErrors(found);
      const onFields = ['value', 'fix', 'fix_note', 'photo'].some((field) => found[field]);
      if (!onFields) setProblem({ kind: 'refused', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return {
    text,
    setText: changed(setTextState),
    fix,
    setFix: changed(setFixState),
    note,
    setNote: changed(setNoteState),
    photo,
    setPhoto: changed(setPhotoState),
    errors,
    problem,
    outOfRange,
    saving: save.isPending,
    submit,
  };
}
export type ReadingForm = ReturnType<typeof useReadingForm>;
