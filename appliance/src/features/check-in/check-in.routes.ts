import { COVER_ENTITY_ID } from '../../contract/menu-text';
import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { menuTranslationsOf } from '../menu-translations';
import { checkInSettings, saveCheckInSettings } from './check-in-settings';

export function createCheckInRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  const coverTranslations = () => menuTranslationsOf(deps.db, 'cover', [COVER_ENTITY_ID]).get(COVER_ENTITY_ID) ?? {};

  endpoint(router, 'checkIn.settings', () => ({
    settings: checkInSettings(deps.settings),
    cover_translations: coverTranslations(),
  }));

  endpoint(router, 'checkIn.update', ({ body }) => {
    const { user_id: _ignored, ...settings } = body;
    return { settings: saveCheckInSettings(deps.settings, settings), cover_translations: coverTranslations() };
  });

  return router;
}
