import { useCallback } from 'react';
import type { CallResponse } from '@/lib/api-client';
import { ApiError } from '@/lib/api-client';
import { forgetUnboundUuid, rememberTable } from '../../lib/this-device';
import { type Submit, useSubmit } from '../../lib/use-submit';

/**
 * Saves a table; when this browser was registered as its tablet, remembers the table id (the
 * '登録済み' badge and the diner screens read it). A duplicate device cleans up as SPEC.md says.
 */
export function useTableSave(
  send: () => Promise<CallResponse<'diningTable.create'>>,
  bound: boolean,
  onSaved: () => void,
): Submit<[]> {
  const onError = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.code === 'DUPLICATE_DEVICE') forgetUnboundUuid();
    return undefined;
  }, []);
  return useSubmit(
    useCallback(async () => {
      const saved = await send();
      if (bound) rememberTable(saved.diningTableId);
      onSaved();
    }, [send, bound, onSaved]),
    onError,
  );
}
