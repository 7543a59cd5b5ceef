import { COVER_ENTITY_ID } from '../../contract/menu-text';
import type { CheckInSettingsResponse, CheckInSettingsUpdateBody } from '../../contract/plans';
import { checkInSettings, saveCheckInSettings } from '../../shared/check-in-settings';
import type { AppDeps } from '../../shared/deps';
import { menuTranslationsOf, uncheckTranslations } from '../menu-translations';

function coverTranslations(deps: AppDeps): CheckInSettingsResponse['cover_translations'] {
  return menuTranslationsOf(deps.db, 'cover', [COVER_ENTITY_ID]).get(COVER_ENTITY_ID) ?? {};
}

/** The shop's check-in, with the cover's name in the other languages. */
export function checkInAnswer(deps: AppDeps): CheckInSettingsResponse {
  return { settings: checkInSettings(deps.settings), cover_translations: coverTranslations(deps) };
}

/** Saves the check-in; later visits start with it. */
export function updateCheckIn(deps: AppDeps, body: CheckInSettingsUpdateBody): CheckInSettingsResponse {
  const { user_id: _ignored, ...settings } = body;
  const before = checkInSettings(deps.settings).cover?.label;
  const saved = saveCheckInSettings(deps.settings, settings);
  // The cover renamed (or set again after none, perhaps under another name): its translations
  // wait for a person to check them again.
  if (saved.cover && saved.cover.label !== before) uncheckTranslations(deps.db, 'cover', [COVER_ENTITY_ID]);
  return { settings: saved, cover_translations: coverTranslations(deps) };
}
