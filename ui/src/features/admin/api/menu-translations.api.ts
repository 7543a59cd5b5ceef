import type {
  MenuTranslationImportResponse,
  MenuTranslationListResponse,
  MenuTranslationSaveBody,
  MenuTranslationSaveResponse,
} from '@contract/menu-translations';
import { downloadCall } from '@/lib/api/download';
import { adminApi } from './admin-api';
import { reportAdminFailure } from './admin-session';

/** Every text of the menu with its translations, in menu order, and the counts of what lacks each language. */
export async function loadMenuTranslations(signal?: AbortSignal): Promise<MenuTranslationListResponse> {
  return adminApi.call('menuTranslation.list', { query: {}, signal });
}

/** One entry's text in one language. */
export async function saveMenuTranslation(body: MenuTranslationSaveBody): Promise<MenuTranslationSaveResponse> {
  return adminApi.call('menuTranslation.save', { body });
}

/** Saves the translator's CSV file under the box's name. */
export async function downloadMenuTranslationsCsv(): Promise<void> {
  try {
    await downloadCall('menuTranslation.csv', {}, 'menu-translations.csv');
  } catch (error) {
    reportAdminFailure(error);
    throw error;
  }
}

/** Writes a translator's CSV file: every row's translated languages as the file has them. */
export async function importMenuTranslationsCsv(file: File): Promise<MenuTranslationImportResponse> {
  return adminApi.call('menuTranslation.import', { form: {}, file });
}
